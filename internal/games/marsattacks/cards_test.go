package marsattacks

import "testing"

func windowBoard(t *testing.T, o Options) *Game {
	setup := Setup{First: Humans, NoDeal: true,
		Hands: [2][]string{{"take-aim", "take-cover"}, {"take-cover", "hand-to-hand"}}}
	return boardWith(t, o, setup, "h=us-hmg@A1", "h2=us-hmg@A2", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
}

// [mars M.13.5, M.13.7, M.10.3, M.4.8, A8] before a test's dice the player
// whose turn it is may play a card, then the opponent may react with an
// any-time card; the own-turn card is the turn's card (option B).
func TestCardWindow_M_13_7(t *testing.T) {
	g := windowBoard(t, DefaultOptions())
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move", "shoot:C3")
	s.Seat(0).Prompt("mars.prompt.card").Options("card:take-aim", "no-card")
	s.Choose("card:take-aim")
	s.Event("mars M.13.7", "mars.cards.played-on")
	// hand-to-hand is an own-turn card and no fight: only take-cover.
	s.Seat(1).Prompt("mars.prompt.card").Options("card:take-cover", "no-card")
	s.Dice(1, 1, 1, 1, 1, 1, 1, 1).Choose("card:take-cover")
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("shooter rolled %s dice; want 4 (M.10.3)", e.Msg.Arg("dice"))
	}
	if e := s.Event("mars M.10.5", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("target rolled %s dice; want 4", e.Msg.Arg("dice"))
	}
	// The MOVE of shoot-move, then the turn ends: one figure and one card
	// (after the Martians' reaction window, reaction.go).
	s.Choose("stop")
	s.Seat(1).Prompt("mars.prompt.react").Choose("no-card")
	s.Seat(1).Prompt("mars.prompt.turn")
	if len(g.Hand(Humans)) != 1 || len(g.Hand(Martians)) != 1 {
		t.Fatalf("hands %v / %v", g.Hand(Humans), g.Hand(Martians))
	}
}

// [mars A8] the alternative reading: one card per test in all.
func TestCardWindow_OnePerTest_A8(t *testing.T) {
	o := DefaultOptions()
	o.OneCardPerPlayerPerTest = false
	s := play(t, windowBoard(t, o))
	s.Choose("activate:h", "act:shoot-move", "shoot:C3")
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("card:take-aim")
	s.Prompt("mars.prompt.step") // no Martian window
}

// [mars M.4.7, M.13.10] in the second activation of a turn (option A) the
// turn has no card left to play.
func TestCardWindow_OptionA_M_13_10(t *testing.T) {
	s := play(t, windowBoard(t, DefaultOptions()))
	s.Choose("activate:h2", "act:nothing", "no-card", "activate:h", "act:shoot-move", "shoot:C3")
	s.Seat(1).Prompt("mars.prompt.card").Options("card:take-cover", "no-card")
}

// [mars M.4.9] a card for an own figure must be for the figure activated
// this turn: a follower of Follow Me! gets no own-turn card.
func TestCardWindow_ActivatedFigureOnly_M_4_9(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"take-aim"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "sarge=us-sergeant@A1", "h=us-hmg@A2", "m=martian-disintegrator@C3")
	s := play(t, g)
	s.Choose("activate:sarge", "act:nothing", "follow-me", "name:h", "act:shoot-move")
	s.Choose("shoot:C3")
	// The Humans hold a card, so they are asked (asking only when a card
	// fits would reveal their hand), but take-aim cannot be played for
	// the follower.
	s.Seat(0).Prompt("mars.prompt.card").Options("no-card")
	s.Dice(1, 1, 1, 1, 1, 1).Choose("no-card")
	s.Prompt("mars.prompt.step")
}

// [mars M.8.4] a card played on a FIGHT adds a die to the player's pool.
func TestCardWindow_Fight_M_8_4(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"hand-to-hand"}, {"hand-to-hand"}}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@B2", "m=martian-disintegrator@B2", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:fight", "defend:dodge")
	s.Seat(0).Options("card:hand-to-hand", "no-card")
	s.Choose("card:hand-to-hand")
	// The Martians' hand-to-hand is an own-turn card: no reaction with it.
	s.Seat(1).Options("no-card")
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("no-card")
	s.Event("mars M.8.4", "mars.fight.card-bonus")
	if e := s.Event("mars M.8.5", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("attacker rolled %s dice; want 4", e.Msg.Arg("dice"))
	}
}

// [mars M.13.9] one card effect per figure a round: a second take-cover
// for the same figure in the same round is not offered.
func TestCardWindow_OneEffectPerRound_M_13_9(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{nil, {"take-cover", "take-cover"}}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-hmg@A1", "h2=us-hmg@B1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h1", "act:shoot-move", "shoot:C3")
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("card:take-cover", "stop", "no-card")
	s.Choose("activate:h2", "act:shoot-move", "shoot:C3")
	s.Seat(1).Options("no-card")
}
