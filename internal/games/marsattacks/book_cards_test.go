package marsattacks

import (
	"testing"
)

// [mars M.13.3] a card carries a Martian and a Human effect; each player
// uses his side's only: Air Strike is a Human single-square attack of 5
// dice and a Martian DIRECTIONAL one of 3.
func TestCards_TwoEffects_M_13_3(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"air-strike"}}}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@H8", "h=us-hmg@A1")
	s := play(t, g)
	s.Choose("card:air-strike")
	s.Prompt("mars.prompt.card-square").Has("square:A1:up").Lacks("square:A1")
	s.Dice(1, 1, 1, 1, 1, 1).Choose("square:A1:up")
	if e := s.Event("mars M.11.1", "mars.roll"); e.Msg.Arg("dice") != "3" {
		t.Fatalf("the Martian air strike rolled %s dice; want 3", e.Msg.Arg("dice"))
	}
	setup = Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"air-strike"}, nil}}
	g = boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@H8", "h=us-hmg@A1")
	s = play(t, g)
	s.Choose("card:air-strike")
	s.Prompt("mars.prompt.card-square").Has("square:H8").Lacks("square:H8:up")
	s.Dice(1, 1, 1, 1, 1, 1, 1, 1).Choose("square:H8")
	if e := s.Event("mars M.11.1", "mars.roll"); e.Msg.Arg("dice") != "5" {
		t.Fatalf("the Human air strike rolled %s dice; want 5", e.Msg.Arg("dice"))
	}
}

// [mars M.13.6, A8] one card per player per test, and no card need be
// played: after its card the side is not asked again for the same test.
func TestCards_OnePerTest_M_13_6(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"take-aim", "take-aim"}, {"take-cover"}}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-hmg@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move", "shoot:C3", "card:take-aim")
	s.Seat(1).Prompt("mars.prompt.card").Options("card:take-cover", "no-card")
	// The Martians pass up their card; the dice are rolled at once.
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("no-card")
	s.Event("mars M.10.4", "mars.roll")
	if len(g.Hand(Humans)) != 1 || len(g.Hand(Martians)) != 1 {
		t.Fatalf("hands %v %v", g.Hand(Humans), g.Hand(Martians))
	}
}

// [mars M.13.11, M.13.12] support cards are the big assets: played into a
// row in front of the player, not resolved from the hand.
func TestCards_Support_M_13_11(t *testing.T) {
	cards, err := Cards()
	if err != nil {
		t.Fatal(err)
	}
	var support []string
	for _, c := range cards {
		if c.Kind == SupportCard {
			support = append(support, c.ID)
		}
	}
	if len(support) == 0 {
		t.Fatal("no support cards in the deck")
	}
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"flying-saucer"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-hmg@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:flying-saucer")
	s.Event("mars M.13.12", "mars.support.placed")
	s.NoEvent("mars.roll")
	if v := g.View(1).(*View); len(v.Support) != 1 || v.Support[0].ID != "flying-saucer" {
		t.Fatalf("support rows %v", v.Support)
	}
}

// [mars M.13.15, M.13.18, M.14.8] a player triggers only his own rows; an
// ONGOING row is never triggered.
func TestCards_OwnRowsOnly_M_13_15(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"artillery", "force-field"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-hmg@A1", "h2=us-hmg@A2", "m=martian-disintegrator@H8", "m2=martian-disintegrator@G8")
	s := play(t, g)
	s.Choose("card:artillery", "activate:h", "act:nothing")
	s.Seat(1).Choose("activate:m", "act:nothing")
	s.Seat(0).Choose("no-card") // the reaction window (reaction.go)
	s.Seat(1).Lacks("trigger:1", "trigger:2").Choose("end")
	s.Seat(0).Has("trigger:1").Choose("card:force-field", "activate:h2", "act:nothing")
	s.Seat(1).Choose("activate:m2", "act:nothing")
	// Next round: the artillery row (1) can be triggered, the ONGOING
	// force field (row 2) cannot.
	for g.Pending().Prompt.Key == "mars.prompt.discard" {
		s.Choose("keep")
	}
	s.Seat(0).Has("trigger:1").Lacks("trigger:2")
}

// [mars M.13.19, M.13.22, M.13.21] events bring the wider battle onto the
// mat: resolved the moment they are drawn, never held in a hand.
func TestCards_EventsNeverHeld_M_13_19(t *testing.T) {
	cards, err := Cards()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range cards {
		if c.Kind == EventCard {
			n += c.Copies
			for _, e := range c.Effect {
				if e.Fx == fxAttack && e.Targeting != Random {
					t.Errorf("event %s is aimed by a player; an event comes from beyond the mat", c.ID)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no event cards")
	}
	setup := Setup{First: Humans, NoDeal: true, Deck: []string{"barrage"}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-hmg@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:nothing", "activate:m", "act:nothing")
	for g.Pending() != nil && g.Pending().Prompt.Key == "mars.prompt.discard" {
		s.Dice(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1).Choose("keep")
	}
	s.Saw("mars M.13.21", "mars.cards.event")
	for _, side := range []Side{Humans, Martians} {
		for _, id := range g.Hand(side) {
			if id == "barrage" {
				t.Fatalf("%v hold the barrage event", side)
			}
		}
	}
}

// [mars M.18.18.2] no card can be applied to a Terrified Civilian: an
// extra MOVE card cannot move one.
func TestCards_NotOnCivilians_M_18_18_2(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"on-the-double"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-hmg@A1", "c=civilian@A3", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:on-the-double").Prompt("mars.prompt.card-move").Options("figure:h")
}
