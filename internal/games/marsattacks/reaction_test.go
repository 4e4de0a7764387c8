package marsattacks

import "testing"

// [mars M.13.5, M.4.12, G14] an "any time" card is played as a reaction
// after an action of the opponent's figure: Knocked Flat, a card attack,
// in the Humans' turn; the turn goes on afterwards.
func TestReaction_AfterAction_M_13_5(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{nil, {"knocked-flat", "take-cover"}}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@D5", "h3=us-assault-rifle@A2", "m1=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h1", "act:nothing")
	// Take Cover is any-time too, but a test effect: it waits for a test.
	s.Seat(1).Prompt("mars.prompt.react").Options("card:knocked-flat", "no-card")
	s.Choose("card:knocked-flat")
	s.Event("mars M.13.5", "mars.cards.reaction")
	// Red Knocked Flat: TARGETED SINGLE SQUARE, 2 dice 6+; h2 rolls 3
	// dice on 6+ and fails.
	s.Seat(1).Prompt("mars.prompt.card-square")
	s.Dice(6, 6, 1, 1, 1).Choose("square:D5")
	if fig(t, g, "h2").Alive {
		t.Fatal("h2 survived the reaction's attack")
	}
	if got := g.Hand(Martians); len(got) != 1 || got[0] != "take-cover" {
		t.Fatalf("martian hand %v; want take-cover", got)
	}
	// [mars M.13.10] a reaction uses no turn option: the Humans' turn goes
	// on with its second activation.
	s.Seat(0).Prompt("mars.prompt.turn").Options("activate:h3", "end")
}

// [mars G14] one window per action: the activation of a Follow Me! leader
// with its followers is one action (M.18.5.3), so the window opens only
// when the whole activation is over, and a side without cards is not
// asked.
func TestReaction_WholeActivation_M_18_5_3(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{nil, {"take-cover"}}}
	g := boardWith(t, DefaultOptions(), setup, "sarge=us-sergeant@A1", "h=us-hmg@A2", "h2=us-hmg@B2", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:sarge", "act:nothing", "follow-me", "name:h", "name:h2", "follow:h", "act:nothing")
	// The first follower's action is over, the leader's activation goes
	// on with the second (the only one left, activated at once).
	s.Seat(0).Prompt("mars.prompt.action")
	s.Choose("act:nothing")
	s.Seat(1).Prompt("mars.prompt.react").Options("no-card")
	s.Choose("no-card")
	// No reaction window after m's action: the Humans hold no card; the
	// round is over.
	s.Seat(1).Choose("activate:m", "act:nothing")
	s.Event("mars M.4.16", "mars.round.end")
}

// [mars G14] the option off: no reaction windows outside tests.
func TestReaction_Off(t *testing.T) {
	o := DefaultOptions()
	o.ReactAfterAction = false
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{nil, {"knocked-flat"}}}
	s := play(t, boardWith(t, o, setup, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@D5", "m1=martian-disintegrator@H8"))
	s.Choose("activate:h1", "act:nothing")
	s.Seat(0).Prompt("mars.prompt.turn")
}
