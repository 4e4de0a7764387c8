package marsattacks

import "testing"

// [mars M.5.1] the action options of a free figure; AIM, SHOOT and FIGHT
// only when there is something to shoot or fight.
func TestActionOptions_M_5_1(t *testing.T) {
	s := play(t, board(t, "h1=us-assault-rifle@A1", "m1=martian-disintegrator@H8"))
	s.Choose("activate:h1")
	s.Prompt("mars.prompt.action").Options("act:move", "act:move-shoot", "act:nothing")
	s.Reject("act:aim", "not one of the options")
	s.Reject("act:fight", "not one of the options")

	s = play(t, board(t, "h1=us-assault-rifle@D4", "m1=martian-disintegrator@D8"))
	s.Choose("activate:h1")
	s.Options("act:move", "act:move-shoot", "act:shoot-move", "act:aim", "act:nothing")
}

// [mars M.6.1, M.5.1.1, M.5.11] MOVE up to 2 squares in any of the 8
// directions, one step at a time; stopping early is allowed.
func TestMove_TwoSteps_M_6_1(t *testing.T) {
	s := play(t, board(t, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@H8"))
	s.Choose("activate:h1", "act:move")
	s.Prompt("mars.prompt.step").Options("step:A1", "step:B1", "step:C1", "step:A2", "step:C2", "step:A3", "step:B3", "step:C3", "stop")
	s.Choose("step:C3")
	s.Event("mars M.6.1", "mars.moved")
	s.Has("step:D4", "step:B2", "stop")
	s.Choose("step:D4")
	g := s.G.(*Game)
	if got := fig(t, g, "h1").Sq.String(); got != "D4" {
		t.Fatalf("h1 on %s; want D4", got)
	}
	// Two squares used: the activation is over, and with nothing else
	// to do the Humans' turn too.
	s.Seat(1).Prompt("mars.prompt.turn")
	// [mars M.5.11] a MOVE may stop after 0 squares.
	s.Choose("activate:m1", "act:move", "stop")
	if got := fig(t, g, "m1").Sq.String(); got != "H8" {
		t.Fatalf("m1 on %s; want H8", got)
	}
}

// [mars M.6.7] the mat edge cannot be crossed.
func TestMove_MatEdge_M_6_7(t *testing.T) {
	s := play(t, board(t, "h1=us-assault-rifle@A1", "m1=martian-disintegrator@H8"))
	s.Choose("activate:h1", "act:move")
	s.Options("step:B1", "step:A2", "step:B2", "stop")
}

// [mars M.7.3] a square holds at most 6 figures; none can enter a full
// square.
func TestMove_SquareCapacity_M_7_3(t *testing.T) {
	full := []string{"h1=us-assault-rifle@A1"}
	for _, id := range []string{"a", "b", "c", "d", "e", "f"} {
		full = append(full, id+"=us-assault-rifle@B1")
	}
	full = append(full, "m1=martian-disintegrator@H8")
	s := play(t, board(t, full...))
	s.Choose("activate:h1", "act:move")
	s.Options("step:A2", "step:B2", "stop")
	s.Reject("step:B1", "not one of the options")
	// A setup cannot overfill a square either.
	_, err := NewSetup(DefaultOptions(), 1, Setup{Figures: []Placement{
		{Profile: "us-hmg", At: "A1"}, {Profile: "us-hmg", At: "A1"}, {Profile: "us-hmg", At: "A1"},
		{Profile: "us-hmg", At: "A1"}, {Profile: "us-hmg", At: "A1"}, {Profile: "us-hmg", At: "A1"},
		{Profile: "us-hmg", At: "A1"}}})
	if err == nil {
		t.Fatal("a 7th figure was placed on A1")
	}
}

// [mars M.5.3, M.6.6, M.8.2] moving into an enemy square stops the move
// and starts a fight with the charge bonus; FIGHT ends the action
// (M.5.5).
func TestMove_IntoEnemySquare_M_5_3(t *testing.T) {
	s := play(t, board(t, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@H8"))
	s.Choose("activate:h1", "act:move")
	s.Choose("step:C3")
	s.Event("mars M.8.1", "mars.fight.start")
	s.Seat(1).Prompt("mars.prompt.defend").Options("defend:fight", "defend:dodge")
	// Attacker 3 + 1 charge = 4 dice on 4+; defender 3 dice on Fight 5+.
	s.Dice(4, 4, 1, 1, 2, 2, 2)
	s.Choose("defend:fight")
	s.Event("mars M.8.2", "mars.fight.charge")
	s.Event("mars M.8.9", "mars.fight.attacker-wins")
	g := s.G.(*Game)
	if fig(t, g, "m1").Alive {
		t.Fatal("m1 should be dead")
	}
	// The move ended in C3 with one step left; the activation is over.
	if !fig(t, g, "h1").Activated || fig(t, g, "h1").Sq.String() != "C3" {
		t.Fatalf("h1 %+v; want activated on C3", *fig(t, g, "h1"))
	}
}

// [mars M.6.5, M.12.7] no leaving a square held by a non-terrified enemy;
// terrified enemies do not hold a figure.
func TestMove_LeaveEnemySquare_M_6_5(t *testing.T) {
	g := board(t, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@B2", "m2=martian-disintegrator@H8")
	if n := len(g.steps(g.figByID("h1"))); n != 0 {
		t.Fatalf("h1 may step to %d squares; want none (M.6.5)", n)
	}
	fig(t, g, "m1").Terrified = true
	if n := len(g.steps(g.figByID("h1"))); n != 8 {
		t.Fatalf("h1 may step to %d squares; want 8 (M.12.7)", n)
	}
}

// [mars M.18.17.1, A24] Doomed Love: Buddy never moves more than 1 square
// from Brandi.
func TestMove_DoomedLove_M_18_17(t *testing.T) {
	s := play(t, board(t, "buddy@B2", "brandi@C2", "m1=martian-disintegrator@H8"))
	s.Choose("activate:buddy", "act:move")
	s.Options("step:B1", "step:C1", "step:C2", "step:B3", "step:C3", "stop")
	s.Lacks("step:A1", "step:A2", "step:A3")
}
