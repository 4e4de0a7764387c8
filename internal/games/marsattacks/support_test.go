package marsattacks

import "testing"

// [mars M.13.12-M.13.17, M.11.3, M.11.4, M.14.7] support cards: placed in
// a row (a card play), grown up to 3 identical cards, not triggered in a
// turn a card was added, triggered as a card play with the effect for the
// row's size, rolled once for the whole area, hitting both sides, then
// discarded.
func TestSupportRow_M_13_12(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"artillery", "artillery"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "h2=us-assault-rifle@A2",
		"m1=martian-disintegrator@D4", "m2=martian-disintegrator@E5", "m3=martian-disintegrator@H8", "hx=us-hmg@E4")
	s := play(t, g)
	s.Options("activate:h", "activate:h2", "activate:hx", "card:artillery")
	s.Choose("card:artillery")
	s.Event("mars M.13.12", "mars.support.placed")
	s.Choose("activate:h", "act:nothing")
	s.Seat(1).Choose("activate:m3", "act:nothing")
	s.Seat(0).Choose("no-card") // the Humans' reaction window (reaction.go)
	s.Seat(1).Choose("end")
	// [mars M.13.12] a second card joins the row; [mars M.13.14] no
	// trigger in the turn it grew.
	s.Seat(0).Has("card:artillery", "card:artillery@1", "trigger:1")
	s.Choose("card:artillery@1")
	s.Lacks("trigger:1")
	s.Choose("activate:h2", "act:nothing")
	s.Choose("activate:m1", "act:nothing", "end")
	// [mars M.13.13, M.13.16] triggering is a card play: 2 cards, 4 dice.
	s.Seat(0).Choose("trigger:1")
	s.Event("mars M.13.13", "mars.support.triggered")
	// EXPLOSION on D4: D4, E5 and E4 (a Human) are hit, rolled once:
	// 4 dice 5+ = 4 hits; m1, m2 and hx roll Survive 3 dice each.
	s.Dice(5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1).Choose("square:D4")
	if e := s.Event("mars M.11.1", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("rolled %s dice; want 4", e.Msg.Arg("dice"))
	}
	for _, id := range []string{"m1", "m2", "hx"} {
		if fig(t, g, id).Alive {
			t.Errorf("%s survived the artillery", id)
		}
	}
	// [mars M.13.17] the row goes to the discard pile.
	arts := 0
	for _, c := range g.st.Discard {
		if g.def(c).ID == "artillery" {
			arts++
		}
	}
	if len(g.st.Rows) != 0 || arts != 2 {
		t.Fatalf("rows %d, artillery on the discard pile %d", len(g.st.Rows), arts)
	}
	// [mars M.11.5] the Martians killed count for the Humans; their own
	// HMG scores nothing.
	if g.st.VP != [2]int{2, 0} {
		t.Fatalf("vp %v; want [2 0]", g.st.VP)
	}
}

// [mars M.13.14, M.4.10] option C: a row grown in this turn cannot be
// triggered in it, even with a second card play left.
func TestSupportNoTriggerSameTurn_M_13_14(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"artillery", "artillery"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	fig(t, g, "h").Activated = true // nothing left to activate: option C
	s := play(t, g)
	s.Options("card:artillery", "pass").Choose("card:artillery")
	s.Options("card:artillery", "card:artillery@1", "end")
}
