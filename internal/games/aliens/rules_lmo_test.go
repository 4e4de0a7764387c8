package aliens

import (
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
)

// Sections L-O and V: the Alien Phase, combat, Motion Tracker cards, the
// keyword glossary.

// runPhase answers every pending decision (no Defensive Fire, no help,
// else the first option) until the Finish Phase begins.
func runPhase(s *enginetest.Scenario) {
	for d := s.G.Pending(); d != nil && !hasEvent(s.All, "aliens H.4", "aliens.phase.finish"); d = s.G.Pending() {
		switch {
		case d.Find("fire:no") >= 0:
			s.Choose("fire:no")
		case d.Find("ripley:no") >= 0:
			s.Choose("ripley:no")
		default:
			s.Choose(d.Options[0].Key)
		}
	}
}

func TestAlien_WholeActivationFirst(t *testing.T) {
	// [aliens L.3] an Alien moves and attacks, its Defense roll and all,
	// before the next Alien activates.
	g, _ := alienGame(t, "C2", Place{"alien", "E2"}, Place{"alien", "F3"})
	g.rng.Force(5, 5) // Hicks dodges both (Defense 6, Melee 3)
	g.advance()
	s := play(t, g)
	runPhase(s)
	order(t, s.All, "aliens L.2 aliens.alien.activates", "aliens L.6 aliens.alien.moved", "aliens L.10 aliens.alien.attacks",
		"aliens M.6 aliens.defense.rolled", "aliens L.2 aliens.alien.activates")
}

// corridor is one open room, 12 spaces by 2.
var corridor = "+" + strings.Repeat("-+", 12) + "\n" +
	"|" + strings.Repeat(". ", 11) + ".|\n" +
	"+" + strings.Repeat(" +", 12) + "\n" +
	"|" + strings.Repeat(". ", 11) + ".|\n" +
	"+" + strings.Repeat("-+", 12) + "\n"

func TestAlien_Speed6(t *testing.T) {
	// [aliens L.5] every Alien has Speed 6: from L1, nine spaces from the
	// nearest Character, it moves six and stops three short.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map, o.Loadout = 1, []string{"hicks"}, corridor, []Gear{}
		o.Start = []Place{{"hicks", "A1"}, {"ripley", "A2"}, {"frost", "B1"}, {"gorman", "B2"},
			{"hudson", "C1"}, {"vasquez", "C2"}, {"alien", "L1"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp}, Exhaust: []string{pipe}})
	g.st.Stack = []frame{{Kind: kAlien}}
	g.advance()
	s := play(t, g)
	runPhase(s)
	n := 0
	for _, e := range s.All {
		if e.Msg.Key == "aliens.alien.moved" {
			n++
		}
	}
	eqInt(t, "steps", n, alienSpeed)
	eqInt(t, "distance left", g.distance(g.st.Aliens[0].At, g.sq(t, "C1")), 3)
}

func TestDefensiveFire_StartsAdjacent(t *testing.T) {
	// [aliens M.1] an Alien starting its move next to a Character does not
	// move, but Defensive Fire still comes before its attack.
	g, _ := alienGame(t, "C2", Place{"alien", "C1"})
	g.rng.Force(5)
	g.advance()
	s := play(t, g).Choose("target:hicks").Prompt("aliens.prompt.defensive-fire")
	if hasEvent(s.All, "aliens L.6", "aliens.alien.moved") || hasEvent(s.All, "aliens M.6", "aliens.defense.rolled") {
		t.Fatal("moved, or attacked before Defensive Fire")
	}
	declineAll(s)
	s.Saw("aliens M.6", "aliens.defense.rolled")
}

func TestSwarm_OneAttack(t *testing.T) {
	// [aliens M.9] a swarm attacks once, whatever its tokens (+1 each to
	// the Defense roll, M.6).
	g, _ := alienGame(t, "C2", Place{"swarm:3", "C1"})
	g.rng.Force(2)
	g.advance()
	s := play(t, g)
	runPhase(s)
	n := 0
	for _, e := range s.All {
		if e.Msg.Key == "aliens.defense.rolled" {
			n++
			if e.Msg.Arg("result") != "5" {
				t.Fatalf("result %s; want 2+3", e.Msg.Arg("result"))
			}
		}
	}
	eqInt(t, "defense rolls", n, 1)
}

func TestLosingAHero_NewHeroActivates(t *testing.T) {
	// [aliens M.13] [aliens M.13.5] (Y.18, doc.go): a Grunt flipped to Hero
	// before it has activated takes its player's Hero activation; a lost
	// Grunt's equipped cards are Discarded (Y.15).
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, armor}, Exhaust: []string{lamp}})
	g.killChar(Hicks, "M.8")
	g.advance() // the M.13.2 question is asked before the next frame
	s := play(t, g).Seat(0).Prompt("aliens.prompt.new-hero").Choose("hero:frost")
	s.Choose("first:0")
	e := s.Event("aliens I.5", "aliens.activation.start")
	if e.Msg.Arg("char") != Frost.Name() || e.Msg.Arg("seat") != "0" {
		t.Fatalf("activation %v", e.Msg)
	}
	smart := g.st.Chars[Vasquez].Slots[0]
	g.killChar(Vasquez, "M.8")
	if g.st.Discard[len(g.st.Discard)-1] != smart {
		t.Fatal("the grunt's smart gun was not discarded")
	}
}

func TestBlip_OneAtATime(t *testing.T) {
	// [aliens N.6] a Blip's whole activation (its move, the Spotting, the
	// new Alien's move and attack) ends before the next Blip activates.
	g := blipGame(t, "B1", nil, Place{"blip:1", "H3"}, Place{"blip:1", "H1"})
	toBlips(g)
	g.rng.Force(6, 9)
	g.advance()
	s := play(t, g)
	runPhase(s)
	order(t, s.All, "aliens N.3 aliens.blip.activates", "aliens N.8 aliens.blip.spotted", "aliens L.10 aliens.alien.attacks",
		"aliens M.6 aliens.defense.rolled", "aliens N.3 aliens.blip.activates")
}

func TestMT_Anatomy(t *testing.T) {
	// [aliens O.5] every card shows a Blip number, a Location (a Spawn
	// Point 1..4 or a Tunnel), a Type, game text and a threat level 1..3;
	// drawing one spawns that many Blips at that location.
	r, _ := BuiltinRules()
	for _, d := range r.MT {
		if d.Blips < 1 || d.Spawn < 0 || d.Spawn > 4 || d.Threat < 1 || d.Threat > 3 ||
			!slices.Contains(content.MTTypes(), d.Type) {
			t.Errorf("card %s: %+v", d.ID, d)
		}
	}
	g := blipGame(t, "B3", func(o *Options) { o.Spawns = []string{"H1", "H5"} })
	i := slices.IndexFunc(g.st.MTDeck, func(c int) bool {
		return g.rules.MT[c].Spawn == 2 && g.rules.MT[c].Blips == 1 && g.rules.MT[c].Type != content.MTTunnel
	})
	if i < 0 {
		t.Fatal("no 1-Blip card for Spawn Point 2")
	}
	g.mtTop(t, g.rules.MT[g.st.MTDeck[i]].ID)
	toMT(g)
	g.advance()
	play(t, g).Event("aliens O.3", "aliens.mt.drawn")
	if g.blipAt(t, "H5") == nil {
		t.Fatalf("no blip on spawn point 2: %v", g.st.Blips)
	}
}

func TestMT_MovedAliensDoNotAttack(t *testing.T) {
	// [aliens O.12] [aliens Z.9] an Alien moved by a card (No More Blips,
	// O.11) does not attack unless the card says so.
	g := blipGame(t, "B3", nil, Place{"alien", "C2"})
	g.st.Aliens[0].Acted = true
	g.st.Stack = []frame{{Kind: kAlienAct, Target: g.st.Aliens[0].ID, Step: 2, Free: true}}
	g.advance()
	if hasEvent(g.TakeEvents(), "aliens L.10", "aliens.alien.attacks") {
		t.Fatal("the moved alien attacked")
	}
	g.st.Stack = []frame{{Kind: kAlienAct, Target: g.st.Aliens[0].ID, Step: 2}}
	g.advance()
	play(t, g).Prompt("aliens.prompt.defensive-fire") // without the mark it attacks
}

func TestKeywords_Weapons(t *testing.T) {
	// [aliens V.1] the weapon keywords the seeds print, per card (W.2).
	want := map[string]Keyword{
		rifle:            FullAuto,
		smart:            FullAuto | Bulky,
		cardFlamethrower: Cumbersome | Close | Area,
		shotgun:          Backup | Close,
		cardGrenades:     Grenade | Backup | Close | Area,
		pistol:           Backup,
	}
	for id, kw := range want {
		d := &testDeck().Defs[testDeck().defIndex(id)]
		if d.Keywords != kw || d.Type != Weapon {
			t.Errorf("%s: keywords %b; want %b", id, d.Keywords, kw)
		}
	}
	// BACKUP only one at a time and BULKY none at all (G.8, G.9).
	ch := &Character{Slots: [numSlots]int{-1, -1, -1, -1}}
	used := make([]bool, DeckSize)
	take := func(id string) int { c := testDeck().firstCard(id, used); used[c] = true; return c }
	sg := take(smart)
	if !testDeck().equipOn(ch, false, sg) || testDeck().canEquip(ch, false, take(pistol)) {
		t.Fatal("a backup weapon beside a bulky smart gun")
	}
	ch = &Character{Slots: [numSlots]int{-1, -1, -1, -1}}
	testDeck().equipOn(ch, false, take(shotgun))
	if testDeck().canEquip(ch, false, take(pistol)) {
		t.Fatal("two backup weapons")
	}
}

func TestKeywords_Characters(t *testing.T) {
	// [aliens V.2] the Character timing keywords, as printed (B.11).
	en := contentCatalog(t).Printer("en")
	for tm, w := range map[content.Timing]string{content.Passive: "PASSIVE", content.OnActivation: "ON ACTIVATION",
		content.DuringActivation: "DURING ACTIVATION", content.EndOfActivation: "END OF ACTIVATION",
		content.StartOfFinishPhase: "START OF FINISH PHASE"} {
		if got := en.Sprint(engine.M(tm.LabelKey())); got != w {
			t.Errorf("%s renders %q", tm, got)
		}
	}
}
