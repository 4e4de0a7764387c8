package aliens

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// Sections F, G, H and Q: the Endurance cards, card play, the turn's
// structure and the Finish Phase.

// withDeck is a game on the built-in content with the Endurance card
// definitions changed by mut (same deck list, so card numbers match).
func withDeck(t *testing.T, opts func(*Options), mut func(defs []CardDef)) *Game {
	t.Helper()
	b, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	r := *b
	r.Deck.Defs = slices.Clone(b.Deck.Defs)
	mut(r.Deck.Defs)
	o := DefaultOptions()
	if opts != nil {
		opts(&o)
	}
	g, err := NewWith(&r, o, 7)
	if err != nil {
		t.Fatal(err)
	}
	g.TakeEvents()
	return g
}

func TestCardLocations(t *testing.T) {
	// [aliens F.1.4] cards outside the piles: Heroes' hands (Ripley and
	// Newt share one), never a Grunt's (B.9), and equipped cards.
	g := newGame(t, func(o *Options) { o.Heroes, o.Newt = []string{"hicks", "ripley"}, true })
	if g.handOf(Ripley) != 1 || g.handOf(Newt) != 1 || g.handOf(Hicks) != 0 || g.handOf(Hudson) != -1 {
		t.Fatalf("hands: ripley %d newt %d hicks %d hudson %d", g.handOf(Ripley), g.handOf(Newt), g.handOf(Hicks), g.handOf(Hudson))
	}
	eqInt(t, "hands", len(g.st.Hands), 2)
	g.arrange(t, layout{Above: []string{armor, helmet}, Exhaust: []string{pipe}})
	g.drawFor(Newt, 0)
	eq(t, "the shared hand", ids(g.st.Hands[1]), []string{armor})
	g.drawFor(Hudson, 0) // a Grunt: under the Exhaust Pile
	eq(t, "exhaust", ids(g.st.Exhaust), []string{helmet, pipe})
	// An equipped card is in no pile and no hand (Check counts it once).
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestDeckIsTheSource(t *testing.T) {
	// [aliens F.1.5] Draw, Exhaust and Reveal all take the top card of
	// the Endurance Deck.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, rifle}, Exhaust: []string{pipe}})
	g.draw(0)
	eq(t, "hand", ids(g.st.Hands[0]), []string{armor})
	g.exhaust(1, "F.3.1")
	eq(t, "exhaust", ids(g.st.Exhaust), []string{pipe, helmet})
	c, ex := g.reveal()
	if ex || testDeck().cardDef(c).ID != lamp {
		t.Fatalf("revealed %s from the exhaust pile %v", testDeck().cardKey(c), ex)
	}
}

func TestCardTypes(t *testing.T) {
	// [aliens F.1.6] four types, every card carries one, the deck holds
	// all four (A.2: 60 cards).
	d := testDeck()
	eqInt(t, "cards", len(d.List), DeckSize)
	n := map[CardType]int{}
	for c := range DeckSize {
		n[d.cardDef(c).Type]++
	}
	for _, ty := range []CardType{Weapon, Equipment, Event, Hazard} {
		if n[ty] == 0 {
			t.Errorf("no %s card", ty)
		}
	}
	eqInt(t, "types", len(n), 4)
}

func TestNoHandLimit(t *testing.T) {
	// [aliens F.2.5] a hand may hold any number of cards.
	g := newGame(t, func(o *Options) { o.Loadout = []Gear{} })
	// Hazards aside (they would resolve), so every draw stays in hand.
	g.st.Deck = slices.DeleteFunc(g.st.Deck, func(c int) bool { return c != Reshuffle && testDeck().cardDef(c).Type == Hazard })
	for c := range DeckSize {
		if testDeck().cardDef(c).Type == Hazard {
			g.st.Discard = append(g.st.Discard, c)
		}
	}
	for range 40 {
		g.draw(0)
	}
	eqInt(t, "hand", len(g.st.Hands[0]), 40)
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestDiscardStaysOut(t *testing.T) {
	// [aliens F.6.5] the Discard Pile stays out of the cycle: the Reshuffle
	// card brings back only the cards under it, and a Recycle takes from
	// the Exhaust Pile, never from the Discard Pile.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor}, Under: []string{helmet}, Exhaust: []string{lamp}, Discard: []string{rifle, pipe}})
	disc := slices.Clone(g.st.Discard)
	g.draw(0) // the Reshuffle card surfaces: helmet comes back
	eq(t, "deck", ids(g.above()), []string{helmet})
	g.recycle()
	g.recycle() // the Exhaust Pile is empty now: nothing (F.4.4)
	eq(t, "under", ids(g.under()), []string{lamp})
	if !slices.Equal(g.st.Discard, disc) {
		t.Fatal("the discard pile changed")
	}
}

func TestCosts(t *testing.T) {
	// [aliens F.9.2] each card's printed cost (content; the seeds lost the
	// numbers) is what equipping or playing it Exhausts (F.9.1); Hazards
	// cost nothing.
	for def := range testDeck().Defs {
		d := &testDeck().Defs[def]
		if d.Cost < 0 || d.Type == Hazard && d.Cost != 0 {
			t.Errorf("%s costs %d", d.ID, d.Cost)
		}
		g := newGame(t, func(o *Options) { o.Loadout = []Gear{} })
		c := testDeck().firstCard(d.ID, make([]bool, DeckSize))
		ex := len(g.st.Exhaust)
		g.payCost(c)
		eqInt(t, d.ID+" exhausted", len(g.st.Exhaust)-ex, d.Cost)
	}
}

func TestWeaponsOnlyEquipped(t *testing.T) {
	// [aliens G.1] a Weapon is used for Attack actions once equipped;
	// [aliens G.6] in hand it does nothing: no attack with it.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Loadout, o.DrillAliens = 1, []string{"hicks"}, []Gear{}, 1
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet}, Exhaust: []string{pipe}, Hands: [][]string{{rifle}}})
	rk := handKey(g, 0, rifle)
	s := play(t, g).Choose("first:0", "no-draw").Prompt("aliens.prompt.equip")
	// Not equipped: the Actions offer no attack with it.
	s.Choose("done").Prompt("aliens.prompt.action").Lacks("attack:" + rk + ":a1")
	g2 := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Loadout, o.DrillAliens = 1, []string{"hicks"}, []Gear{}, 1
	})
	g2.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet}, Exhaust: []string{pipe}, Hands: [][]string{{rifle}}})
	rk = handKey(g2, 0, rifle)
	play(t, g2).Choose("first:0", "no-draw", "equip:"+rk+":hicks", "done").Has("attack:" + rk + ":a1")
}

func TestEquipmentOnlyEquipped(t *testing.T) {
	// [aliens G.2] equipped Equipment protects: the Body Armor answers a
	// failed Defense roll; [aliens G.6] the same card in hand does not.
	g := defender(t, Hicks, []Gear{{"hicks", []string{rifle, armor}}}, 0,
		func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	g.rng.Force(8)
	g.advance()
	if s := play(t, g); !hasEvent(s.All, "aliens F.5.1", "aliens.card.revealed") {
		t.Fatal("the equipped armor did not answer")
	}
	g = defender(t, Hicks, []Gear{{"hicks", []string{rifle}}}, 0,
		func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	g.st.Hands[0] = append(g.st.Hands[0], g.st.Deck[1]) // body armor from the arranged deck
	g.st.Deck = slices.Delete(g.st.Deck, 1, 2)
	if testDeck().cardDef(g.st.Hands[0][0]).ID != armor {
		t.Fatalf("hand %v", ids(g.st.Hands[0]))
	}
	g.rng.Force(8)
	g.advance()
	s := play(t, g).Prompt("aliens.prompt.ripley") // only Ripley's passive
	if hasEvent(s.All, "aliens F.5.1", "aliens.card.revealed") {
		t.Fatal("the armor in hand answered")
	}
}

func TestEventKeywords(t *testing.T) {
	// [aliens G.4] [aliens V.3] an ACTION Event is played in its player's
	// own activation and uses one of the two Actions; a FREE ACTION Event
	// only in the own activation and uses none; neither in another
	// player's window (G.3 lets keyword-less Events be played any time).
	for _, tc := range []struct {
		kw      Keyword
		actions int
	}{{ActionKW, 1}, {FreeAction, 2}} {
		g := withDeck(t, nil, func(defs []CardDef) {
			defs[testDeck().defIndex(pipe)].Keywords = tc.kw
		})
		g.arrange(t, layout{Above: []string{armor, rifle, helmet, lamp, armor}, Exhaust: []string{helmet},
			Hands: [][]string{{pipe}, {pipe}}})
		pk0, pk1 := handKey(g, 0, pipe), handKey(g, 1, pipe)
		s := play(t, g).Choose("first:0") // seat 1 holds an Event but gets no window
		s.Seat(0).Prompt("aliens.prompt.may-draw").Choose("no-draw", "done")
		s.Prompt("aliens.prompt.action").Has("event:" + pk0).Lacks("event:" + pk1)
		s.Choose("event:" + pk0)
		for g.Pending().Prompt.Key != "aliens.prompt.action" {
			s.Choose(g.Pending().Options[0].Key)
		}
		eqInt(t, "actions left", g.st.Chars[Hicks].Actions, tc.actions)
	}
	// No keyword: playable in another player's window.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, rifle, helmet}, Exhaust: []string{helmet}, Hands: [][]string{nil, {pipe}}})
	play(t, g).Choose("first:0").Seat(1).Prompt("aliens.prompt.window")
}

// ---- H: the turn ----

// keysOf lists the "rule key" of each event.
func keysOf(evs []engine.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Rule+" "+e.Msg.Key)
	}
	return out
}

// order asserts that each want appears in evs after the one before.
func order(t *testing.T, evs []engine.Event, want ...string) {
	t.Helper()
	ks := keysOf(evs)
	at := 0
	for _, w := range want {
		i := slices.Index(ks[at:], w)
		if i < 0 {
			t.Fatalf("%q missing after position %d in:\n%q", w, at, ks)
		}
		at += i + 1
	}
}

func TestMarinePhaseSteps(t *testing.T) {
	// [aliens H.2] Reset Aim Dials, Activation Order, Hero Activations,
	// Activate Remaining Grunts, in that order; then [aliens L.1] the
	// Aliens act.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp, armor}, Exhaust: []string{pipe}})
	g.st.Stack = []frame{{Kind: kMarine}}
	g.advance()
	s := play(t, g)
	for g.Pending() != nil && !hasEvent(s.All, "aliens H.3", "aliens.phase.alien") {
		d := g.Pending()
		k := d.Options[len(d.Options)-1].Key
		if d.Find("no-draw") >= 0 {
			k = "no-draw"
		}
		if d.Find("grunts:done") >= 0 {
			k = "grunts:done"
		}
		s.Choose(k)
	}
	order(t, s.All, "aliens H.2 aliens.phase.marine", "aliens I.1 aliens.aim.reset-all", "aliens I.2 aliens.token.given",
		"aliens I.5 aliens.activation.start", "aliens I.11 aliens.token.heroes-done", "aliens I.5 aliens.activation.start",
		"aliens H.3 aliens.phase.alien")
}

func TestAlienPhaseSteps(t *testing.T) {
	// [aliens H.3] [aliens L.1] the Knocked-Down check, then the Alien
	// models, then the Blips, then the Motion Tracker cards.
	g := blipGame(t, "D1", func(o *Options) { o.Spawns = []string{"H5"} }, Place{"alien", "B5"}, Place{"blip", "H4"})
	g.st.Chars[Frost].Status = KnockedDown
	g.st.Stack = []frame{{Kind: kAlien}}
	g.advance()
	s := play(t, g)
	for g.Pending() != nil && !hasEvent(s.All, "aliens H.4", "aliens.phase.finish") {
		d := g.Pending()
		s.Choose(d.Options[len(d.Options)-1].Key)
	}
	order(t, s.All, "aliens H.3 aliens.phase.alien", "aliens M.11 aliens.char.stood-up", "aliens L.2 aliens.alien.activates",
		"aliens N.2 aliens.blip.board", "aliens O.3 aliens.mt.drawn", "aliens H.4 aliens.phase.finish")
}

func TestFinishPhaseSteps(t *testing.T) {
	// [aliens H.4] [aliens Q.1] step 1 (no Start of Finish Phase effect is
	// printed on any card in play), step 2 the checks, step 3 clean-up;
	// [aliens Q.4] with neither victory nor defeat the mission goes on.
	g := newGame(t, func(o *Options) { o.Turns = 3 })
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	s := play(t, g)
	order(t, s.All, "aliens H.4 aliens.phase.finish", "aliens Q.5 aliens.turn.dial", "aliens H.2 aliens.phase.marine")
	if g.st.Over || g.st.Turn != 2 {
		t.Fatalf("over %v turn %d", g.st.Over, g.st.Turn)
	}
	// Victory is checked before clean-up: the last turn's Dial does not
	// turn.
	g = newGame(t, func(o *Options) { o.Turns = 1 })
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	s = play(t, g)
	s.Over(WinPlayers)
	if hasEvent(s.All, "aliens Q.5", "aliens.turn.dial") {
		t.Fatal("the dial turned after the victory")
	}
}

func TestImmediateDefeat(t *testing.T) {
	// [aliens Q.6] running out of cards (F.8.1) loses at once, in the
	// middle of an activation, not at the Finish Phase.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor}, Hands: [][]string{{rifle}}})
	s := play(t, g).Choose("first:0", "no-draw")
	// The rifle costs 2: the deck's last card, then (F.3.4) that card
	// from the Exhaust Pile to the Discard Pile: both are empty.
	s.Choose("equip:" + handKey(g, 0, rifle) + ":gorman")
	if o := s.Over(WinAliens); o.Rule != "aliens F.8.1" {
		t.Fatalf("rule %s", o.Rule)
	}
	if g.Pending() != nil {
		t.Fatal("the game goes on")
	}
}

func TestMissionVictory(t *testing.T) {
	// [aliens Q.7] victory is the mission's: a Bug Hunt is won when its
	// Motion Tracker deck is used up and no Alien or Blip is left (S.3.1),
	// whatever the turn; the drill by surviving its turns.
	r, _ := BuiltinRules()
	var id string
	for _, m := range r.Missions {
		if m.Kind == content.BugHuntMission {
			id = m.ID
			break
		}
	}
	g, err := New(Options{Mission: id, Players: 1, Turns: 1}, 9)
	if err != nil {
		t.Fatal(err)
	}
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	if g.st.Over {
		t.Fatal("a fresh bug hunt is won")
	}
	g.st.MTDeck, g.st.Aliens = nil, nil
	for _, b := range g.st.Blips {
		g.st.Pool = append(g.st.Pool, b.Token)
	}
	g.st.Blips = nil
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	if o := g.Outcome(); o == nil || o.Winner != WinPlayers {
		t.Fatalf("outcome %+v", o)
	}
}

func TestZDefaultsDocumented(t *testing.T) {
	// Every Z default of the spec is the zero value of Options and is
	// listed in doc.go; every flag but Z.6's (no other reading) exists.
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for z := 1; z <= 14; z++ {
		if !strings.Contains(string(doc), fmt.Sprintf("//   - Z.%d ", z)) {
			t.Errorf("doc.go does not list Z.%d", z)
		}
	}
	b, _ := json.Marshal(Options{})
	for _, flag := range []string{"aimResetPerActivation", "distanceStraight", "step5CivilianGrunts", "step5AnyRank",
		"mtDrawLiteral", "defenseTenUnmodified", "revealedHazardToBottom", "barricadeOn", "noMoreBlipsAttack",
		"defeatBeforeVictory", "freeActionRepeat", "poolLiteral", "gruntRestExactlyThree", "facehuggerTenKills"} {
		if strings.Contains(string(b), flag) {
			t.Errorf("%s is set in the zero options", flag)
		}
		v := "true"
		if flag == "barricadeOn" {
			v = "4"
		}
		if _, err := DecodeOptions(json.RawMessage(`{"` + flag + `":` + v + `}`)); err != nil {
			t.Errorf("%s: %v", flag, err) // DecodeOptions is strict: an unknown flag fails
		}
	}
}
