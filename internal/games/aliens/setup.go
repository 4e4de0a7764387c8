package aliens

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// Section C: setting a mission up.

// defaultHeroes is the Hero each seat takes when Options.Heroes is empty.
var defaultHeroes = []CharID{Hicks, Hudson, Vasquez, Ripley, Gorman, Frost}

// defaultLoadout is the free gear-up when Options.Loadout is nil (C.5).
// Hicks' is the rulebook's example (EN 474-477); the others are authored.
var defaultLoadout = []Gear{
	{"ripley", []string{cardPulseRifle}},
	{"hicks", []string{cardPulseRifle, cardShotgun, cardHelmet, cardBodyArmor}},
	{"gorman", []string{cardPistol, cardBodyArmor}},
	{"frost", []string{cardFlamethrower}},
	{"hudson", []string{cardPulseRifle, cardGrenades}},
	{"vasquez", []string{cardSmartGun}},
}

func (g *Game) setup(o Options) error {
	if !slices.Contains(g.rules.missionNames(), o.Mission) {
		return fmt.Errorf("aliens: mission: unknown mission %q (known: %s)", o.Mission, strings.Join(g.rules.missionNames(), ", "))
	}
	if m := g.rules.mission(o.Mission); m != nil {
		if err := checkMissionOptions(&o, m); err != nil {
			return err
		}
	}
	if o.Players < 1 || o.Players > 6 {
		return fmt.Errorf("aliens: players: %d is out of range 1..6", o.Players)
	}
	if o.Turns < 1 || o.Turns > 99 {
		return fmt.Errorf("aliens: turns: %d is out of range 1..99", o.Turns)
	}
	if o.DrillAliens < 0 || o.DrillAliens > 16 {
		return fmt.Errorf("aliens: drillAliens: %d is out of range 0..16", o.DrillAliens)
	}
	if b := o.BarricadeOn; b != 0 && (b < 1 || b > 6) {
		return fmt.Errorf("aliens: barricadeOn: %d is out of range 1..6", b)
	}
	heroes := make([]CharID, o.Players)
	if len(o.Heroes) == 0 {
		copy(heroes, defaultHeroes)
	} else {
		if len(o.Heroes) != o.Players {
			return fmt.Errorf("aliens: heroes: %d heroes for %d players", len(o.Heroes), o.Players)
		}
		for s, k := range o.Heroes {
			ch, ok := charByKey(k)
			switch {
			case !ok:
				return fmt.Errorf("aliens: heroes[%d]: unknown character %q", s, k)
			case g.rules.Chars[ch].Follows >= 0:
				return fmt.Errorf("aliens: heroes[%d]: %s cannot be chosen; %s comes with %s (B.10.2)", s, k, k, g.rules.Chars[ch].Follows)
			case slices.Contains(heroes[:s], ch):
				return fmt.Errorf("aliens: heroes[%d]: %s is taken twice", s, k)
			case o.unavailable(ch):
				return fmt.Errorf("aliens: heroes[%d]: %s is lost to the campaign or Captured (C.3, R.5, R.7)", s, k)
			}
			heroes[s] = ch
		}
	}
	st := &g.st
	st.Opts = o
	st.Opts.Heroes = make([]string, len(heroes))
	for s, h := range heroes {
		st.Opts.Heroes[s] = h.String()
	}
	st.Turn = 1 // [C.12]
	st.Token = -1
	st.Hands = make([][]int, o.Players)
	for i := range st.Chars {
		c := &st.Chars[i]
		*c = Character{ID: CharID(i), InPlay: (CharID(i) != Newt || o.Newt) && !o.unavailable(CharID(i)), Owner: -1, At: -1}
		for k := range c.Slots {
			c.Slots[k] = -1
		}
	}
	// [C.3] Heroes; [C.4] the rest are Grunts; [B.10.2] Newt follows Ripley.
	for s, h := range heroes {
		c := &st.Chars[h]
		c.Hero, c.Owner = true, engine.Seat(s)
	}
	for i := range st.Chars {
		if f := g.rules.Chars[i].Follows; f >= 0 && st.Chars[i].InPlay {
			st.Chars[i].Hero, st.Chars[i].Owner = st.Chars[f].Hero, st.Chars[f].Owner
		}
	}
	for i := range st.Chars {
		g.resetAim(CharID(i)) // [C.7]
	}
	// [C.5] free gear-up, following the slot limits.
	used := make([]bool, DeckSize)
	loadout := o.Loadout
	if loadout == nil {
		loadout = defaultLoadout
	}
	if m := g.rules.mission(o.Mission); m != nil && m.Kind == content.BugHuntMission {
		loadout = bugHuntLoadout() // [C.5.1]
	}
	lenient := o.Loadout == nil // the default gear-up skips what is gone
	if err := g.removeCards(used); err != nil {
		return err
	}
	for gi, gear := range loadout {
		ch, ok := charByKey(gear.Character)
		if !ok {
			return fmt.Errorf("aliens: loadout[%d]: unknown character %q", gi, gear.Character)
		}
		c := &st.Chars[ch]
		if !c.InPlay {
			continue
		}
		for _, id := range gear.Cards {
			if g.rules.Deck.defIndex(id) < 0 {
				return fmt.Errorf("aliens: loadout[%d]: unknown card %q", gi, id)
			}
			card := g.rules.Deck.firstCard(id, used)
			if card < 0 && lenient {
				continue
			}
			if card < 0 {
				return fmt.Errorf("aliens: loadout[%d]: no copy of %q left", gi, id)
			}
			if ok := g.rules.Deck.equipOn(c, g.def(ch).Unarmed, card); !ok && lenient {
				continue
			} else if !ok {
				return fmt.Errorf("aliens: loadout[%d]: %s cannot equip %s (G.7-G.9, B.10.4)", gi, ch, id)
			}
			used[card] = true
		}
	}
	// [C.6] shuffle the rest into the Endurance Deck, Reshuffle card under
	// it; the Exhaust and Discard Piles start empty.
	for c := range DeckSize {
		if !used[c] {
			st.Deck = append(st.Deck, c)
		}
	}
	g.rng.Shuffle(len(st.Deck), func(i, j int) { st.Deck[i], st.Deck[j] = st.Deck[j], st.Deck[i] })
	st.Deck = append(st.Deck, Reshuffle)
	if g.logging() {
		g.emit("C.6", engine.M("aliens.deck.built", "n", len(st.Deck)-1), nil)
	}
	// [C.9] the Blip pool: every token, face down.
	st.Pool = make([]int, len(g.rules.BlipValues))
	for t := range st.Pool {
		st.Pool[t] = t
	}
	for k := range st.Spawns {
		st.Spawns[k] = -1
	}
	st.Stack = []frame{{Kind: kMarine}}
	if m := g.mission(); m != nil {
		if err := g.setupMission(m, o.Players); err != nil {
			return err
		}
	} else if err := g.setupBoard(&o); err != nil {
		return err
	}
	if g.hasSpawns() && st.MTSize == 0 {
		// [C.8] the Motion Tracker deck: the drill uses all 42 cards.
		for c := range g.rules.MT {
			st.MTDeck = append(st.MTDeck, c)
		}
		g.rng.Shuffle(len(st.MTDeck), func(i, j int) { st.MTDeck[i], st.MTDeck[j] = st.MTDeck[j], st.MTDeck[i] })
		st.MTSize = len(st.MTDeck)
	}
	for i := range o.DrillAliens {
		st.NextAlien++
		st.Aliens = append(st.Aliens, Alien{ID: st.NextAlien, Tokens: i % 3, At: -1})
		g.sightChanged()
	}
	if o.SentryGuns > 0 {
		st.Stack = append(st.Stack, sentryFrame(o.SentryGuns)) // [C.15]
	}
	if g.deckEmpty() {
		g.settle()
	}
	return nil
}
