package marsattacks

import "testing"

// [mars M.18.18.1, M.18.18.3, M.15.3, M.15.4, A17, A22] at the start of a
// Human turn a Terrified Civilian with a Martian within 2 squares
// scatters 3 squares, before the Human player chooses; it stops in front
// of the mat edge.
func TestCivilianScatters_M_18_18(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"c=civilian@D3", "h=us-assault-rifle@A8", "m=martian-disintegrator@F3", "m2=martian-disintegrator@H8")
	s := play(t, g)
	// Roll 5 = S for the Humans: towards row 1, stopped by the edge.
	s.Dice(5).Choose("activate:m", "act:nothing", "end")
	s.Event("mars M.18.18", "mars.civilian.flees")
	s.Event("mars M.15.3", "mars.scatter")
	if got := fig(t, g, "c").Sq.String(); got != "D1" {
		t.Fatalf("civilian on %s; want D1", got)
	}
	if fig(t, g, "c").Activated {
		t.Fatal("the flight gave the civilian an activation marker (A22)")
	}
	s.Seat(0).Prompt("mars.prompt.turn")
}

// [mars M.18.18.4, M.18.18.5] a civilian that ends up with a Martian is
// captured and counts as a creature marker; with other Humans it is
// rescued and counts as an artifact.
func TestCivilianCapturedRescued_M_18_18_4(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"c=civilian@D4", "h=us-assault-rifle@A8", "m=martian-disintegrator@D6", "m2=martian-disintegrator@H8")
	s := play(t, g)
	// Roll 1 = N: D5, then D6 where the Martian stands.
	s.Dice(1).Choose("activate:m", "act:nothing", "end")
	s.Event("mars M.18.18", "mars.civilian.captured")
	if fig(t, g, "c").Alive || g.st.Kills[Martians].Markers != 1 {
		t.Fatalf("civilian alive %v, martian markers %d", fig(t, g, "c").Alive, g.st.Kills[Martians].Markers)
	}

	g = board(t, "c=civilian@B2", "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:h", "act:move", "step:B2")
	s.Event("mars M.18.18", "mars.civilian.rescued")
	if fig(t, g, "c").Alive || g.st.Kills[Humans].Markers != 1 {
		t.Fatal("the civilian was not rescued")
	}
}

// [mars M.15.5, M.15.6] a scattered figure entering an enemy square stops
// and fights there, with the charge bonus.
func TestScatterFight_M_15_5(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"c=civilian@D4", "h=us-assault-rifle@D3", "m=martian-disintegrator@D6", "m2=martian-disintegrator@D3")
	s := play(t, g)
	// Roll 5 = S: D3 holds a Martian and a Human, so the civilian is
	// neither captured nor rescued (M.18.18.4): it stops and fights.
	s.Dice(5).Choose("activate:m", "act:nothing", "end")
	s.Event("mars M.8.1", "mars.fight.start")
}

// [mars M.18.18.6] a Terrified Civilian cannot be targeted.
func TestCivilianNotTargeted_M_18_18_6(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"c=civilian@C3", "h=us-assault-rifle@H1", "m=martian-disintegrator@A1")
	s := play(t, g)
	s.Choose("activate:m").Lacks("act:aim", "act:shoot-move")
}
