package aliens

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
)

// Sections B and C: the Character cards as loaded, and setting a mission
// up.

// contentCatalog is the message catalog with the content's texts (names
// of Characters and cards).
func contentCatalog(t *testing.T) *i18n.Catalog {
	t.Helper()
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	cat, err := set.Text()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

func TestCharacters_TheSeven(t *testing.T) {
	// [aliens B.1] the seven Characters, by their English names (EN 85-101).
	r, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	en := contentCatalog(t).Printer("en")
	want := []string{"Ellen Ripley", "Cpl. Dwayne Hicks", "Lt. Scott Gorman", "Pvt. Ricco “Frosty” Frost",
		"Pvt. William L. Hudson", "Pvt. Jenette Vasquez", "Rebecca “Newt” Jorden"}
	eqInt(t, "characters", len(r.Chars), len(want))
	for i, w := range want {
		if got := en.Sprint(engine.M(CharID(i).Name()[1:])); got != w {
			t.Errorf("character %d is %q; want %q", i, got, w)
		}
	}
}

func TestCharacters_HeroSideBetter(t *testing.T) {
	// [aliens B.4] a Hero side is at least as good as its Grunt side on
	// every stat, better on some, and carries abilities; Grunt sides may
	// carry abilities too.
	r, _ := BuiltinRules()
	gruntAbilities := 0
	for _, d := range r.Chars {
		h, gr := d.Hero, d.Grunt
		hs := []int{h.Speed, h.Aim, h.Tech, h.Defense, h.Melee, h.Rank}
		gs := []int{gr.Speed, gr.Aim, gr.Tech, gr.Defense, gr.Melee, gr.Rank}
		better := false
		for k := range hs {
			if gs[k] > hs[k] {
				t.Errorf("%s: grunt stat %d (%d) beats the hero side's %d", d.ID, k, gs[k], hs[k])
			}
			better = better || hs[k] > gs[k]
		}
		if !better || len(h.Abilities) == 0 {
			t.Errorf("%s: the hero side is not better or has no ability", d.ID)
		}
		gruntAbilities += len(gr.Abilities)
	}
	if gruntAbilities == 0 {
		t.Error("no grunt side has an ability")
	}
}

func TestCharacters_Rank(t *testing.T) {
	// [aliens B.6] Marine Heroes have Rank 1, 2 or 3; Civilians none
	// (B.7). Rank sets who chooses the first player [aliens C.14]
	// [aliens U.5]: the Activation token starts with the highest-Rank Marine
	// Hero's player, whatever the seat order.
	r, _ := BuiltinRules()
	for _, d := range r.Chars {
		for _, s := range []Side{d.Hero, d.Grunt} {
			if d.Marine && (s.Rank < 1 || s.Rank > 3) || !d.Marine && s.Rank != 0 {
				t.Errorf("%s: rank %d (marine %v)", d.ID, s.Rank, d.Marine)
			}
		}
	}
	for _, tc := range []struct {
		heroes []string
		seat   engine.Seat
	}{
		{[]string{"hudson", "hicks", "vasquez"}, 1},  // Hicks, Rank 2
		{[]string{"vasquez", "hudson", "gorman"}, 2}, // Gorman, Rank 3
		{[]string{"ripley", "frost"}, 1},             // Ripley has no Rank
		{[]string{"ripley"}, 0},                      // no Marine Hero: seat 0 (X.45)
	} {
		g := newGame(t, func(o *Options) { o.Players, o.Heroes = len(tc.heroes), tc.heroes })
		play(t, g).Prompt("aliens.prompt.first").Seat(tc.seat)
	}
	// Rank also caps the Grunts a Hero activates in step 5 (I.10): Gorman
	// (3) three, Hicks (2) two.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes, o.Step5CivilianGrunts = 1, []string{"gorman"}, true })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, armor, helmet, lamp, armor}, Exhaust: []string{lamp}})
	s := play(t, g).Choose("first:0", "done", "end")
	for i := range 4 {
		for p := g.Pending().Prompt.Key; p != "aliens.prompt.rank-grunts" && p != "aliens.prompt.remaining"; p = g.Pending().Prompt.Key {
			d := g.Pending()
			s.Choose(d.Options[len(d.Options)-1].Key) // end, done, stop, no
		}
		if i == 3 {
			s.Prompt("aliens.prompt.remaining") // three activated: no fourth
			break
		}
		s.Prompt("aliens.prompt.rank-grunts").Choose(g.Pending().Options[0].Key)
	}
}

func TestCharacters_Stats(t *testing.T) {
	// [aliens B.8] the stats the rules read, each from the current side:
	// Speed is the Move distance, Aim the dial's start, Tech the Tech
	// test, Defense the Defense roll, Melee the counterattack.
	r, _ := BuiltinRules()
	for _, d := range r.Chars {
		for _, s := range []Side{d.Hero, d.Grunt} {
			for _, v := range []int{s.Speed, s.Tech, s.Defense, s.Melee} {
				if v < 1 || v > 10 {
					t.Errorf("%s: stat %d out of 1..10", d.ID, v)
				}
			}
			if (s.Aim == 0) != (d.ID == Newt) || s.Aim > 10 {
				t.Errorf("%s: aim %d", d.ID, s.Aim)
			}
		}
	}
	// The Grunt side's numbers apply to a Grunt: Hicks as a Grunt resets
	// his dial to the Grunt Aim and tests Tech against the Grunt Tech.
	g := newGame(t, func(o *Options) { o.Heroes = []string{"hudson", "vasquez"} })
	g.st.Chars[Hicks].Aim = 2
	g.resetAim(Hicks)
	eqInt(t, "grunt hicks aim", g.st.Chars[Hicks].Aim, r.Chars[Hicks].Grunt.Aim)
	g.rng.Force(r.Chars[Hicks].Grunt.Tech + 1)
	if g.techRoll(Hicks, "J.2") <= g.side(Hicks).Tech {
		t.Fatal("a roll above Tech passed")
	}
	// Speed: the Move offers exactly Speed steps (boardGame: Hicks, Speed 5).
	bg := boardGame(t, Place{"alien", "F3"})
	s := play(t, bg).Choose("move")
	steps := 0
	for g := bg; g.Pending() != nil && g.Pending().Prompt.Key == "aliens.prompt.move"; steps++ {
		d := g.Pending()
		k := "move:B2"
		if d.Find(k) < 0 {
			k = "move:A2"
		}
		s.Choose(k)
	}
	eqInt(t, "steps", steps, bg.side(Hicks).Speed)
}

func TestNewt_RipleyLost(t *testing.T) {
	// [aliens B.10.6] [aliens B.10] (GAP, doc.go): Ripley Killed while
	// Newt is in play: her player discards the shared hand and keeps Newt
	// as Hero, so chooses no new Hero; Newt keeps her own card side.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes, o.Newt = 2, []string{"ripley", "hicks"}, true })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor}, Exhaust: []string{pipe}, Hands: [][]string{{helmet}}})
	g.killChar(Ripley, "M.8")
	eqInt(t, "hand", len(g.st.Hands[0]), 0)
	if c := g.st.Chars[Newt]; !c.Hero || c.Owner != 0 || !c.onBoard() {
		t.Fatalf("newt %+v", c)
	}
	for _, f := range append(g.st.Stack, g.st.NewHeroes...) {
		if f.Kind == kNewHero {
			t.Fatal("ripley's player was asked for a new hero")
		}
	}
}

func TestAbilityTimings(t *testing.T) {
	// [aliens B.11] each ability's timing is printed on the card; a side
	// prints at most one On Activation and one End of Activation ability,
	// so the order choices of [aliens I.6] and [aliens I.9] never arise.
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range set.Aliens.Characters {
		for _, s := range []*content.CharacterSide{&c.Hero, &c.Grunt} {
			n := map[content.Timing]int{}
			for _, a := range s.Abilities {
				n[a.Timing]++
			}
			if n[content.OnActivation] > 1 || n[content.EndOfActivation] > 1 {
				t.Errorf("%s: %v: the engine must ask for an order (I.6, I.9)", c.ID, n)
			}
		}
	}
}

func TestAbility_OnActivationFirst(t *testing.T) {
	// [aliens B.11.2] [aliens I.6] On Activation is step 1: Ripley
	// Recycles two and draws one before the equip step (I.7), so the card
	// she draws can be equipped at once.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes, o.Loadout = 1, []string{"ripley"}, []Gear{} })
	g.arrange(t, layout{Above: []string{helmet, pipe, lamp}, Exhaust: []string{armor, lamp}})
	s := play(t, g).Choose("first:0")
	s.Event("aliens W.1.1", "aliens.ability-used")
	s.Prompt("aliens.prompt.equip").Has("equip:" + handKey(g, 0, helmet) + ":ripley")
	eqInt(t, "recycled", len(g.st.Exhaust), 0)
}

func TestAbility_EndOfActivation(t *testing.T) {
	// [aliens B.11.4] [aliens I.9] End of Activation is step 4: after the
	// Actions, before the Rank step (I.10): Gorman draws two as his
	// Actions end, then may activate Grunts.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"gorman"} })
	g.arrange(t, layout{Above: []string{helmet, pipe, lamp, armor}, Exhaust: []string{armor}})
	s := play(t, g).Choose("first:0", "done")
	s.Prompt("aliens.prompt.action")
	eqInt(t, "hand before", len(g.st.Hands[0]), 0)
	s.Choose("end").Event("aliens W.1.3", "aliens.ability-used")
	eqInt(t, "hand after", len(g.st.Hands[0]), 2)
	s.Prompt("aliens.prompt.rank-grunts")
}

func TestAbility_PassiveInAlienPhase(t *testing.T) {
	// [aliens B.11.1] a PASSIVE works at any time, the Alien Phase
	// included: Ripley (a Grunt here) may help Hicks re-roll a failed
	// Defense roll while the Aliens attack. [aliens B.12] It is once per
	// game turn: spent in this Alien Phase, it is not offered again until
	// the next Marine Phase clears it.
	g := defender(t, Hicks, []Gear{}, 0, func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	g.rng.Force(9, 8)
	g.advance()
	s := play(t, g).Prompt("aliens.prompt.ripley").Choose("ripley")
	s.Event("aliens W.1.1", "aliens.card.exhausted")
	s.Event("aliens U.2", "aliens.defense.rerolled")
	if g.st.Chars[Ripley].Turn&turnRipleyReroll == 0 {
		t.Fatal("the once-per-turn use is not recorded")
	}
	g.st.Chars[Hicks].Status = Standing
	g.rng.Force(9)
	g.pushDefense(Hicks, g.addAlien(0))
	g.advance()
	play(t, g).Lacks("ripley")
	if g.st.Chars[Hicks].Status != KnockedDown {
		t.Fatalf("hicks %v", g.st.Chars[Hicks].Status)
	}
	g.st.Stack = []frame{{Kind: kMarine}}
	g.advance()
	if g.st.Chars[Ripley].Turn != 0 {
		t.Fatal("the new turn did not clear once-per-turn uses")
	}
}

// ---- C: setup ----

func TestSetup_Mission(t *testing.T) {
	// [aliens C.1] the mission is chosen first: the options name it, an
	// unknown one is refused. [aliens C.2] its boards are laid out as its
	// card shows: a Bug Hunt plays on its content layout.
	if _, err := New(Options{Mission: "mission-9", Players: 1, Turns: 1}, 1); err == nil {
		t.Fatal("an unknown mission was accepted")
	}
	r, _ := BuiltinRules()
	for _, m := range r.Missions {
		if m.Kind != content.BugHuntMission {
			continue
		}
		g, err := New(Options{Mission: m.ID, Players: 1, Turns: 1}, 3)
		if err != nil {
			t.Fatal(err)
		}
		if g.board != m.Layout || g.board == nil {
			t.Fatalf("%s: not laid out on its boards", m.ID)
		}
	}
}

func TestSetup_HeroesAndGrunts(t *testing.T) {
	// [aliens C.3] each player chooses a Hero; Newt cannot be chosen (she
	// comes with Ripley, B.10.2) and is not available before the first
	// mission (B.10.1). [aliens C.4] every other Character is a Grunt.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 2, []string{"vasquez", "ripley"} })
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		hero := c.ID == Vasquez || c.ID == Ripley
		if c.Hero != hero || (c.Owner >= 0) != hero {
			t.Errorf("%s: hero %v owner %d", c.ID, c.Hero, c.Owner)
		}
		if c.ID == Newt && c.InPlay {
			t.Error("newt is in play without being available")
		}
	}
	for _, heroes := range [][]string{{"newt"}, {"hicks", "hicks"}, {"bishop"}} {
		o := DefaultOptions()
		o.Players, o.Heroes = len(heroes), heroes
		o.Newt = true
		if _, err := New(o, 1); err == nil {
			t.Errorf("heroes %v accepted", heroes)
		}
	}
}

func TestSetup_GearUpFree(t *testing.T) {
	// [aliens F.9.3] [aliens C.5] the gear-up costs nothing: every card not
	// equipped is in the Endurance Deck and the Exhaust Pile is empty.
	g := newGame(t, nil)
	equipped := 0
	for i := range g.st.Chars {
		for _, c := range g.st.Chars[i].Slots {
			if c >= 0 {
				equipped++
			}
		}
	}
	if equipped == 0 {
		t.Fatal("nobody geared up")
	}
	eqInt(t, "deck", g.deckCount(), DeckSize-equipped)
	eqInt(t, "exhaust", len(g.st.Exhaust), 0)
}

func TestSetup_BlipPool(t *testing.T) {
	// [aliens C.9] the mission's Blips go on their squares; every other
	// token is shuffled into the pool, face down, and later drawn at
	// random.
	r, _ := BuiltinRules()
	m := r.Missions[slices.IndexFunc(r.Missions, func(m content.Mission) bool { return m.Kind == content.BugHuntMission })]
	g, err := New(Options{Mission: m.ID, Players: 1, Turns: 1}, 5)
	if err != nil {
		t.Fatal(err)
	}
	eqInt(t, "blips placed", len(g.st.Blips), len(m.Blips))
	eqInt(t, "pool", len(g.st.Pool), len(r.BlipValues)-len(m.Blips))
	for _, name := range m.Blips {
		s, _ := g.board.Lookup(name)
		if !slices.ContainsFunc(g.st.Blips, func(b Blip) bool { return b.At == int(s) }) {
			t.Errorf("no blip at %s", name)
		}
	}
	// Drawn at random: two seeds draw different first tokens somewhere.
	seen := map[int]bool{}
	for seed := uint64(1); seed < 20; seed++ {
		h := newGame(t, func(o *Options) { *o = Options{Mission: MissionDrill, Players: 1, Turns: 1} })
		h.rng = engine.NewRNG(seed)
		seen[h.blipValue(h.drawBlip())] = true
	}
	if len(seen) < 2 {
		t.Fatal("the pool always gives the same token")
	}
}

func TestSetup_AlienSupply(t *testing.T) {
	// [aliens C.10] the Alien models (16) and Alien tokens (21) wait by
	// the pool: a Spotting takes from them and no more exist (A.10, A.13).
	if maxAlienModels != 16 || maxAlienTokens != 21 {
		t.Fatalf("supply %d models, %d tokens", maxAlienModels, maxAlienTokens)
	}
	if _, err := New(Options{Mission: MissionDrill, Players: 1, Turns: 1, DrillAliens: 17}, 1); err == nil {
		t.Fatal("a 17th Alien model was accepted")
	}
}
