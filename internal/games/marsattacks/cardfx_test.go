package marsattacks

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
)

// testedCards are the cards whose effects the tests below (and
// cards_test.go, round_test.go, support_test.go) exercise, by card id.
var testedCards = []string{
	"take-aim",              // TestCardWindow_M_13_7
	"hand-to-hand",          // TestCardWindow_Fight_M_8_4
	"take-cover",            // TestCardWindow_M_13_7
	"on-the-double",         // TestCard_OnTheDouble_M_13_8
	"air-strike",            // TestCard_AirStrike_*
	"grenades",              // TestCard_Grenades_*
	"reinforcements-coming", // TestCard_Reinforcements_M_13_23
	"knocked-flat",          // TestCard_KnockedFlat_M_15_3
	"artillery",             // TestSupportRow_M_13_12, TestCard_Artillery_Martian_M_14_2
	"flying-saucer",         // TestCard_FlyingSaucer_*
	"force-field",           // TestCard_ForceField_M_13_18
	"barrage",               // TestRoundEnd_EventOnDraw_M_13_21
	"stray-heat-ray",        // TestCard_StrayHeatRay_M_14_5
	"mutant-beetle",         // beetle_test.go
}

// [mars M.13.1, G1] the built-in deck comes from content: 54 cards, each
// effect with rules code, and every card tested.
func TestDeck_FromContent_M_13_1(t *testing.T) {
	cards, err := Cards()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range cards {
		n += d.Copies
		if !slices.Contains(testedCards, d.ID) {
			t.Errorf("card %s has no test", d.ID)
		}
		for s := range 2 {
			if !slices.Contains(knownEffects, d.Effect[s].Fx) {
				t.Errorf("card %s: %s effect %q has no rules code", d.ID, Side(s), d.Effect[s].Fx)
			}
		}
	}
	if n != DeckSize {
		t.Fatalf("deck of %d cards", n)
	}
	// An effect without rules code is refused.
	bad := &content.Mars{Cards: []content.MarsCard{{ID: "x", Kind: content.HandCardKind, Copies: 54,
		Martian: content.MarsCardEffect{Effect: "mind-control"}, Human: content.MarsCardEffect{Effect: "shoot-bonus", Count: []int{1}}}}}
	if _, err := CardsFrom(bad); err == nil {
		t.Fatal("a card with an unknown effect was accepted")
	}
}

// [mars M.13.8, M.13.9] On the Double!: a figure that has already acted
// moves; it keeps its activation marker; a second card effect on it in
// the same round is not offered.
func TestCard_OnTheDouble_M_13_8(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"on-the-double", "on-the-double"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1", "m1=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h1", "act:nothing")
	s.Choose("card:on-the-double")
	s.Prompt("mars.prompt.card-move").Options("figure:h1", "figure:h2")
	s.Reject("figure:m1", "not one of the options")
	s.Choose("figure:h1")
	s.Event("mars M.13.8", "mars.cards.move")
	s.Choose("step:A2", "step:A3")
	h1 := fig(t, g, "h1")
	if h1.Sq.String() != "A3" || !h1.Activated || int(h1.CardRound) != g.st.Round {
		t.Fatalf("h1 at %s activated %v cardRound %d", h1.Sq, h1.Activated, h1.CardRound)
	}
	s.Seat(1).Choose("activate:m1", "act:nothing")
	s.Seat(0).Choose("no-card", "card:on-the-double")
	// [mars M.13.9] h1 had its card effect this round.
	s.Options("figure:h2")
}

// [mars M.14.3, M.14.4, M.11.1] Air Strike, blue: TARGETED SINGLE SQUARE,
// 5 dice 5+, every figure in the square.
func TestCard_AirStrike_Human_M_14_4(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"air-strike"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "m1=martian-disintegrator@D5", "m2=martian-disintegrator@D5", "m3=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:air-strike")
	s.Prompt("mars.prompt.card-square").Options("square:A1", "square:D5", "square:H8")
	s.Dice(5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1).Choose("square:D5")
	if e := s.Event("mars M.11.1", "mars.roll"); e.Msg.Arg("dice") != "5" {
		t.Fatalf("%s dice; want 5", e.Msg.Arg("dice"))
	}
	if fig(t, g, "m1").Alive || fig(t, g, "m2").Alive || !fig(t, g, "m3").Alive {
		t.Fatal("want m1 and m2 killed, m3 alive")
	}
}

// [mars M.14.5, M.14.3, M.14.10] Air Strike, red: TARGETED DIRECTIONAL:
// the square and every square to the edge in the chosen direction, as
// the Martian player sees the mat ("up" runs towards row 1).
func TestCard_AirStrike_Martian_M_14_5(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"air-strike"}}}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@H8",
		"h1=us-assault-rifle@C3", "h2=us-assault-rifle@C5", "h3=us-assault-rifle@D3")
	s := play(t, g)
	s.Choose("card:air-strike")
	s.Has("square:C5:up", "square:C5:left").Lacks("square:C5")
	s.Dice(5, 5, 5, 1, 1, 1, 1, 1, 1).Choose("square:C5:up")
	if fig(t, g, "h1").Alive || fig(t, g, "h2").Alive || !fig(t, g, "h3").Alive {
		t.Fatal("want h2 (C5) and h1 (C3) hit, h3 (D3) not")
	}
}

// [mars M.14.2, M.14.7, M.15.1] Grenades, red: SEMI-RANDOM EXPLOSION: the
// Martian player chooses row 6 as he sees the mat (row 3 from the Human
// side), the column is rolled: 6, column 6 from the Martian side = C.
func TestCard_Grenades_Martian_M_14_2(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"grenades"}}}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@H8",
		"h1=us-assault-rifle@C3", "h2=us-assault-rifle@B2", "h3=us-assault-rifle@E3")
	s := play(t, g)
	s.Choose("card:grenades")
	s.Has("row:6", "col:1").Lacks("square:C3")
	s.Dice(6, 5, 5, 5, 1, 1, 1, 1, 1, 1).Choose("row:6")
	if e := s.Event("mars M.14.2", "mars.cards.attack"); e.Msg.Arg("square") != "C3" {
		t.Fatalf("target %s; want C3", e.Msg.Arg("square"))
	}
	if fig(t, g, "h1").Alive || fig(t, g, "h2").Alive || !fig(t, g, "h3").Alive {
		t.Fatal("want C3 and B2 hit, E3 not")
	}
}

// [mars M.14.9, M.15.3] Grenades, blue: TARGETED EXPLOSION, 2 dice 5+;
// survivors SCATTER (1): a d8 of 1 is north as the Humans see it.
func TestCard_Grenades_Human_M_14_9(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"grenades"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "m1=martian-disintegrator@D4", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:grenades")
	s.Dice(1, 1, 1, 1, 1, 1).Choose("square:D4")
	s.Event("mars M.15.3", "mars.scatter")
	if q := fig(t, g, "m1").Sq.String(); q != "D5" {
		t.Fatalf("m1 at %s; want D5", q)
	}
}

// [mars M.15.3, M.15.4] Knocked Flat: survivors in the square SCATTER (2)
// one at a time; E and W as the Humans see the mat.
func TestCard_KnockedFlat_M_15_3(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"knocked-flat"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "m1=martian-disintegrator@D4", "m2=martian-disintegrator@D4")
	s := play(t, g)
	s.Choose("card:knocked-flat")
	s.Dice(1, 1, 1, 1, 1, 1, 1, 1, 3, 7).Choose("square:D4")
	if a, b := fig(t, g, "m1").Sq.String(), fig(t, g, "m2").Sq.String(); a != "F4" || b != "B4" {
		t.Fatalf("m1 at %s, m2 at %s; want F4 and B4", a, b)
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// [mars M.13.23] Reinforcements Coming!: killed soldiers (not heroes)
// return to the own deployment squares, unactivated; offered only when
// one can return.
func TestCard_Reinforcements_M_13_23(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"reinforcements-coming"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "h2=us-sergeant@B2", "ashley=ashley@C2", "m1=martian-disintegrator@H8")
	play(t, g).Lacks("card:reinforcements-coming")
	for _, id := range []string{"h2", "ashley"} {
		f := fig(t, g, id)
		f.Alive, f.Killed, f.Sq, f.HP = false, true, Off, 0
	}
	s := play(t, g)
	s.Choose("card:reinforcements-coming")
	s.Prompt("mars.prompt.reinforce").Options("return:h2", "done")
	s.Choose("return:h2")
	s.Prompt("mars.prompt.reinforce-square").Has("square:B1").Lacks("square:A2")
	s.Choose("square:B1")
	s.Event("mars M.13.23", "mars.cards.returns")
	h2 := fig(t, g, "h2")
	if !h2.Alive || h2.Sq.String() != "B1" || h2.Activated || int(h2.HP) != g.prof(g.figByID("h2")).HeroPoints {
		t.Fatalf("h2 %+v", *h2)
	}
	if fig(t, g, "ashley").Alive {
		t.Fatal("a hero returned")
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// [mars M.13.16, M.14.2] Artillery, red: a row of one card triggered:
// SEMI-RANDOM EXPLOSION with 3 dice; column 3 as the Martians see it is
// F, the rolled row 4 is row 5.
func TestCard_Artillery_Martian_M_14_2(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"artillery"}}}
	g := boardWith(t, DefaultOptions(), setup, "m1=martian-disintegrator@H8", "m2=martian-disintegrator@G8",
		"h1=us-assault-rifle@A1", "h2=us-assault-rifle@F5", "h3=us-assault-rifle@E4")
	s := play(t, g)
	s.Choose("card:artillery", "activate:m1", "act:nothing")
	s.Seat(0).Choose("activate:h1", "act:nothing", "end")
	s.Seat(1).Choose("trigger:1")
	s.Has("col:3", "row:8")
	s.Dice(4, 5, 5, 5, 1, 1, 1, 1, 1, 1).Choose("col:3")
	if e := s.Event("mars M.11.1", "mars.roll"); e.Msg.Arg("dice") != "3" {
		t.Fatalf("%s dice; want 3 for a row of 1", e.Msg.Arg("dice"))
	}
	if fig(t, g, "h2").Alive || fig(t, g, "h3").Alive {
		t.Fatal("want F5 and E4 hit")
	}
	if len(g.st.Rows) != 0 {
		t.Fatal("the row was not discarded (M.13.17)")
	}
}

// [mars M.14.6] Flying Saucer, blue: SEMI-RANDOM DIRECTIONAL: the player
// chooses the direction and a column; the row is rolled.
func TestCard_FlyingSaucer_Human_M_14_6(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"flying-saucer"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1",
		"m1=martian-disintegrator@D6", "m2=martian-disintegrator@E6", "m3=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:flying-saucer", "activate:h1", "act:nothing")
	s.Seat(1).Choose("activate:m3", "act:nothing", "end")
	s.Seat(0).Choose("trigger:1")
	s.Has("col:4:up", "row:1:left")
	s.Dice(2, 5, 5, 5, 1, 1, 1).Choose("col:4:up")
	if e := s.Event("mars M.14.6", "mars.cards.attack"); e.Msg.Arg("square") != "D2" {
		t.Fatalf("target %s; want D2", e.Msg.Arg("square"))
	}
	if fig(t, g, "m1").Alive || !fig(t, g, "m2").Alive {
		t.Fatal("want D6 hit, E6 not")
	}
}

// [mars M.13.16] Flying Saucer, red: TARGETED DIRECTIONAL, a row of two
// cards rolls 4 dice.
func TestCard_FlyingSaucer_Martian_M_13_16(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"flying-saucer", "flying-saucer"}}}
	g := boardWith(t, DefaultOptions(), setup, "m1=martian-disintegrator@H8", "m2=martian-disintegrator@G8", "m3=martian-disintegrator@F8",
		"h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1", "h3=us-assault-rifle@C1")
	s := play(t, g)
	s.Choose("card:flying-saucer", "activate:m1", "act:nothing")
	s.Seat(0).Choose("activate:h1", "act:nothing")
	s.Seat(1).Choose("no-card")
	s.Seat(0).Choose("end")
	s.Seat(1).Choose("card:flying-saucer@1", "activate:m2", "act:nothing")
	s.Seat(0).Choose("activate:h2", "act:nothing", "end")
	s.Seat(1).Choose("trigger:1")
	s.Dice(5, 5, 5, 5, 1, 1, 1, 1, 1, 1).Choose("square:A1:left")
	if e := s.Event("mars M.11.1", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("%s dice; want 4 for a row of 2", e.Msg.Arg("dice"))
	}
	// Left as the Martians see it runs from A1 towards H1.
	if fig(t, g, "h2").Alive || fig(t, g, "h3").Alive {
		t.Fatal("want the whole row 1 hit")
	}
}

// [mars M.13.18] Force Field: an ONGOING row is never triggered and gives
// its side's figures +1 Survive die against card attacks.
func TestCard_ForceField_M_13_18(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{{"air-strike"}, {"force-field"}}}
	g := boardWith(t, DefaultOptions(), setup, "m1=martian-disintegrator@H8", "m2=martian-disintegrator@G8",
		"h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1")
	s := play(t, g)
	s.Choose("card:force-field", "activate:m1", "act:nothing")
	s.Seat(0).Choose("no-card", "card:air-strike") // no reaction card (reaction.go)
	s.Dice(5, 5, 1, 1, 1, 6, 6, 1, 1).Choose("square:H8")
	s.Event("mars M.13.18", "mars.cards.ongoing")
	if e := s.Event("mars M.10.5", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("m1 rolled %s Survive dice; want 4", e.Msg.Arg("dice"))
	}
	if !fig(t, g, "m1").Alive {
		t.Fatal("m1 died: 2 hits against 2 successes + armour")
	}
	s.Choose("activate:h1", "act:nothing")
	s.Seat(1).Lacks("trigger:1")
}

// [mars M.14.1, M.14.5, M.11.3] Stray Heat Ray: an event drawn at the end
// of the round; RANDOM square A8, the direction rolled (6: down as the
// Humans see it), hitting both sides down column A.
func TestCard_StrayHeatRay_M_14_5(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true,
		Hands: [2][]string{{"take-aim", "take-aim", "take-aim"}, {"take-cover", "take-cover", "take-cover", "take-cover"}},
		Deck:  []string{"stray-heat-ray", "take-aim"}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1",
		"m1=martian-disintegrator@A8", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h1", "act:nothing", "no-card", "activate:h2", "act:nothing", "no-card",
		"activate:m1", "act:nothing", "no-card", "activate:m2", "act:nothing", "no-card")
	s.Choose("keep")
	s.Dice(8, 1, 6, 5, 5, 5, 1, 1, 1, 1, 1, 1)
	s.Choose("keep")
	s.Event("mars M.14.1", "mars.cards.attack")
	if fig(t, g, "m1").Alive || fig(t, g, "h1").Alive || !fig(t, g, "h2").Alive {
		t.Fatal("want A8 and A1 hit, B1 not")
	}
}
