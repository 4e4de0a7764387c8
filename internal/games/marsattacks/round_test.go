package marsattacks

import (
	"slices"
	"testing"
)

// Out of range of each other: turn structure only.
var quiet = []string{"h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1", "h3=us-assault-rifle@C1",
	"m1=martian-disintegrator@A8", "m2=martian-disintegrator@B8"}

// [mars M.4.6, M.4.7, A1] a turn activates up to two different figures,
// at least one while any can be.
func TestTurn_TwoActivations_M_4_7(t *testing.T) {
	s := play(t, board(t, quiet...))
	s.Seat(0).Prompt("mars.prompt.turn").Options("activate:h1", "activate:h2", "activate:h3") // A1: no "end" yet
	s.Reject("end", "not one of the options")
	s.Reject("activate:m1", "not one of the options")
	s.Choose("activate:h1")
	s.Event("mars M.4.3", "mars.activation.start")
	s.Choose("act:nothing")
	s.Event("mars M.4.4", "mars.activation.done") // [mars M.4.4] the marker
	if !fig(t, s.G.(*Game), "h1").Activated {
		t.Fatal("h1 has no activation marker")
	}
	// [mars M.4.7] a second, different figure, or end the turn.
	s.Seat(0).Options("activate:h2", "activate:h3", "end")
	s.Choose("activate:h2", "act:nothing")
	// Two activations end the turn: the Martians play (M.4.5).
	s.Seat(1).Options("activate:m1", "activate:m2")
	s.Event("mars M.4.5", "mars.turn.start")
}

// [mars A1] the alternative reading: a turn may end with no activation.
func TestTurn_ZeroActivations_A1(t *testing.T) {
	o := DefaultOptions()
	o.ActivateAtLeastOne = false
	s := play(t, boardWith(t, o, Setup{First: Humans, NoDeal: true}, quiet...))
	s.Options("activate:h1", "activate:h2", "activate:h3", "end")
	s.Choose("end").Seat(1)
}

// [mars M.4.8, M.4.9] option B: a card and a figure, in either order;
// after a card first, a figure must follow.
func TestTurn_OptionB_M_4_8(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"air-strike", "take-aim", "air-strike"}, nil}}
	s := play(t, boardWith(t, DefaultOptions(), setup, quiet...))
	// Only cards with an effect outside a test are turn options.
	s.Options("activate:h1", "activate:h2", "activate:h3", "card:air-strike")
	s.Choose("card:air-strike")
	s.Event("mars M.4.18", "mars.cards.played")
	// [mars M.14.3] TARGETED: the player picks the square; 4 misses.
	s.Prompt("mars.prompt.card-square").Options("square:A1", "square:B1", "square:C1", "square:A8", "square:B8")
	s.Dice(1, 1, 1, 1).Choose("square:A8")
	s.Event("mars M.11.1", "mars.roll")
	s.Options("activate:h1", "activate:h2", "activate:h3") // no second card, no end
	s.Choose("activate:h3", "act:nothing")
	s.Seat(1) // card + figure end the turn
	// Figure first, then the card; the Humans may react after m1's action.
	s.Choose("activate:m1", "act:nothing")
	s.Seat(0).Choose("no-card")
	s.Seat(1).Choose("end")
	s.Seat(0).Choose("activate:h1", "act:nothing")
	s.Options("activate:h2", "card:air-strike", "end")
	s.Choose("card:air-strike").Dice(1, 1, 1, 1).Choose("square:A8").Seat(1)
	if got := s.G.(*Game).Hand(Humans); len(got) != 1 {
		t.Fatalf("hand %v; want take-aim only", got)
	}
}

// [mars M.4.10, M.4.11, M.4.12, M.4.15, M.4.16, A2] pass and play cards
// only with nothing to activate; a pass binds the passer, who gets no
// more turns this round; the first side to finish starts the next round.
func TestTurn_PassAndNextRound_M_4_11(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"air-strike"}, nil}}
	s := play(t, boardWith(t, DefaultOptions(), setup,
		"h1=us-assault-rifle@A1", "m1=martian-disintegrator@A8", "m2=martian-disintegrator@B8", "m3=martian-disintegrator@C8"))
	s.Choose("activate:h1", "act:nothing")
	s.Event("mars M.4.15", "mars.round.finished") // the Humans finished first
	s.Options("card:air-strike", "end").Choose("end")
	s.Choose("activate:m1", "act:nothing", "no-card", "end")
	// [mars M.4.10, M.4.11] nothing left to activate: cards or pass.
	s.Seat(0).Options("card:air-strike", "pass")
	s.Choose("pass")
	s.Event("mars M.4.11", "mars.turn.pass")
	// [mars M.4.12, A2] the Martians take consecutive turns.
	// [mars M.4.12] a passed side may still react (reaction.go).
	s.Seat(1).Choose("activate:m2", "act:nothing")
	s.Seat(0).Prompt("mars.prompt.react").Choose("no-card")
	s.Seat(1).Choose("end")
	s.Seat(1).Options("activate:m3")
	s.Choose("activate:m3", "act:nothing", "no-card")
	// [mars M.4.16] every figure activated: the round ends, markers off.
	s.Event("mars M.4.16", "mars.round.end")
	g := s.G.(*Game)
	// The Humans discard first (M.4.17), then the round goes on.
	s.Seat(0).Prompt("mars.prompt.discard").Choose("keep")
	for _, f := range g.st.Figs {
		if f.Activated {
			t.Fatalf("%s still has its activation marker", f.ID)
		}
	}
	// [mars M.4.15] the Humans finished first and start round 2.
	if g.st.Round != 2 {
		t.Fatalf("round %d; want 2", g.st.Round)
	}
	s.Seat(0).Prompt("mars.prompt.turn")
}

// [mars A2] the alternative reading: a pass ends the round for both.
func TestTurn_PassEndsRound_A2(t *testing.T) {
	o := DefaultOptions()
	o.PassBindsPasserOnly = false
	s := play(t, boardWith(t, o, Setup{First: Humans, NoDeal: true},
		"h1=us-assault-rifle@A1", "m1=martian-disintegrator@A8", "m2=martian-disintegrator@B8", "m3=martian-disintegrator@C8"))
	s.Choose("activate:h1", "act:nothing", "activate:m1", "act:nothing", "end", "pass")
	s.Event("mars M.4.16", "mars.round.end")
	if g := s.G.(*Game); g.st.Round != 2 {
		t.Fatalf("round %d; want 2", g.st.Round)
	}
}

// [mars M.4.17, A3] end of round: the first finisher discards, then the
// other; then the first finisher draws back to 4, then the other.
func TestRoundEnd_DiscardThenDraw_M_4_17(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true,
		Hands: [2][]string{{"take-aim", "hand-to-hand"}, {"take-cover", "take-cover", "take-cover", "take-cover"}},
		Deck:  []string{"take-aim", "take-aim", "take-aim", "take-cover", "take-aim"}}
	s := play(t, boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "m1=martian-disintegrator@A8"))
	s.Choose("activate:h1", "act:nothing", "no-card") // Humans finish first
	s.Choose("activate:m1", "act:nothing", "no-card")
	s.Seat(0).Prompt("mars.prompt.discard").Options("discard:take-aim", "discard:hand-to-hand", "keep")
	s.Choose("discard:hand-to-hand")
	s.Event("mars M.4.17", "mars.cards.discarded")
	s.Options("discard:take-aim", "keep").Choose("keep")
	s.Seat(1).Prompt("mars.prompt.discard").Choose("discard:take-cover", "keep")
	g := s.G.(*Game)
	// Humans drew 3 from the top, then the Martians 1.
	if got, want := g.Hand(Humans), []string{"take-aim", "take-aim", "take-aim", "take-aim"}; !slices.Equal(got, want) {
		t.Errorf("human hand %v; want %v", got, want)
	}
	if got, want := g.Hand(Martians), []string{"take-cover", "take-cover", "take-cover", "take-cover"}; !slices.Equal(got, want) {
		t.Errorf("martian hand %v; want %v", got, want)
	}
	if n := len(g.st.Discard); n != 2 {
		t.Errorf("discard pile holds %d cards; want 2", n)
	}
}

// [mars M.4.17, A3] the alternative: each side discards and draws in turn.
func TestRoundEnd_EachInTurn_A3(t *testing.T) {
	o := DefaultOptions()
	o.DiscardBothThenDraw = false
	setup := Setup{First: Humans, NoDeal: true,
		Hands: [2][]string{{"take-aim"}, {"hand-to-hand"}},
		Deck:  []string{"hand-to-hand", "hand-to-hand", "hand-to-hand", "take-aim", "take-aim", "take-aim"}}
	s := play(t, boardWith(t, o, setup, "h1=us-assault-rifle@A1", "m1=martian-disintegrator@A8"))
	s.Choose("activate:h1", "act:nothing", "no-card", "activate:m1", "act:nothing", "no-card")
	s.Seat(0).Choose("keep")
	// The Humans have drawn before the Martians discard.
	if got := s.G.(*Game).Hand(Humans); len(got) != 4 || got[1] != "hand-to-hand" {
		t.Fatalf("human hand %v; want take-aim + 3 hand-to-hand", got)
	}
	s.Seat(1).Prompt("mars.prompt.discard")
}

// [mars M.13.21, M.11.5, A21] an event drawn at the end of a round is
// resolved at once, and drawing goes on to 4 cards.
func TestRoundEnd_EventOnDraw_M_13_21(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true,
		Hands: [2][]string{{"take-aim", "take-aim", "take-aim"}, {"hand-to-hand", "hand-to-hand", "hand-to-hand", "hand-to-hand"}},
		Deck:  []string{"barrage", "hand-to-hand"}}
	s := play(t, boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "m1=martian-disintegrator@A8", "m2=martian-disintegrator@H8"))
	s.Choose("activate:h1", "act:nothing", "no-card", "activate:m1", "act:nothing", "no-card", "activate:m2", "act:nothing", "no-card")
	s.Choose("keep")
	// Row 8, column 1 from the Humans' side is A8 (M.15.1); 4 dice 5+
	// (4 successes); m1 survives on 6+: 1 success + 1 armour < 4.
	s.Dice(8, 1, 5, 5, 6, 7, 6, 1, 1)
	s.Choose("keep")
	s.Event("mars M.13.21", "mars.cards.event")
	s.Event("mars M.14.1", "mars.cards.attack")
	s.Event("mars M.11.2", "mars.killed")
	g := s.G.(*Game)
	if fig(t, g, "m1").Alive {
		t.Fatal("m1 survived the barrage")
	}
	if g.st.VP[Humans] != 1 {
		t.Errorf("human VP %d; want 1 (A21: a card SHOOT kill counts as shooting)", g.st.VP[Humans])
	}
	if got := g.Hand(Humans); len(got) != 4 || got[3] != "hand-to-hand" {
		t.Errorf("human hand %v; want 3 take-aim + hand-to-hand", got)
	}
}

// [mars M.13.20, M.19.7] events dealt into a starting hand are discarded
// untriggered and replaced.
func TestDeal_EventsReplaced_M_13_20(t *testing.T) {
	setup := Setup{First: Humans, Deck: []string{"barrage", "hand-to-hand", "take-aim"}}
	s := play(t, boardWith(t, DefaultOptions(), setup, quiet...))
	s.Event("mars M.13.20", "mars.cards.event-dealt")
	g := s.G.(*Game)
	if h := g.Hand(Humans); len(h) != 4 || h[0] != "hand-to-hand" {
		t.Fatalf("human hand %v; want hand-to-hand first", h)
	}
	if h := g.Hand(Martians); len(h) != 4 || h[0] != "take-aim" {
		t.Fatalf("martian hand %v; want take-aim first", h)
	}
	// The barrage first; later events dealt are discarded too.
	if len(g.st.Discard) < 1 || g.def(g.st.Discard[0]).ID != "barrage" {
		t.Fatalf("discard %v; want the barrage first", g.st.Discard)
	}
	for _, c := range g.st.Discard {
		if g.def(c).Kind != EventCard {
			t.Fatalf("%s discarded at the deal", g.def(c).ID)
		}
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}
