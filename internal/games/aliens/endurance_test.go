package aliens

import (
	"testing"
)

const (
	rifle   = cardPulseRifle
	smart   = cardSmartGun
	shotgun = cardShotgun
	pistol  = cardPistol
	armor   = cardBodyArmor
	helmet  = cardHelmet
	pipe    = cardPipe
	gom     = cardGameOverMan
	lamp    = cardShoulderLamp
	welder  = cardWelder
)

func TestDraw(t *testing.T) {
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, pipe}, Under: []string{helmet}})
	g.draw(0) // [aliens F.2.1] the top card goes into the hand
	eq(t, "hand", ids(g.st.Hands[0]), []string{armor})
	eq(t, "above", ids(g.above()), []string{pipe})
	ev := g.TakeEvents()
	if !hasEvent(ev, "aliens F.2.1", "aliens.card.drew") {
		t.Fatalf("no draw event: %v", ev)
	}
	for _, e := range ev { // the card is named only to its holder
		if e.Msg.Key == "aliens.card.drew-card" && (e.To.Sees(1) || !e.To.Sees(0)) {
			t.Fatalf("drawn card shown to the wrong seats: %v", e.To)
		}
	}
}

func TestDraw_EmptyDeck(t *testing.T) {
	g := newGame(t, nil)
	g.arrange(t, layout{Exhaust: []string{armor}})
	if c := g.draw(0); c != -1 { // [aliens F.2.2] nothing happens
		t.Fatalf("drew %d from an empty deck", c)
	}
	eqInt(t, "hand", len(g.st.Hands[0]), 0)
	eq(t, "exhaust", ids(g.st.Exhaust), []string{armor})
	if !hasEvent(g.TakeEvents(), "aliens F.2.2", "aliens.card.no-draw") {
		t.Fatal("no F.2.2 event")
	}
}

func TestDraw_Hazard(t *testing.T) {
	// [aliens F.2.3] [aliens G.5] a drawn Hazard is resolved at once: Game
	// Over Man! reveals until a Weapon (authored ⟨?1⟩), discards the
	// revealed cards and, having found one, goes into the Exhaust Pile.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{gom, armor, helmet, rifle, pipe}, Exhaust: []string{lamp}})
	g.draw(0)
	eqInt(t, "hand", len(g.st.Hands[0]), 0)
	eq(t, "discard top", ids(tail(g.st.Discard, 3)), []string{armor, helmet, rifle})
	eq(t, "above", ids(g.above()), []string{pipe})
	eqInt(t, "exhaust", len(g.st.Exhaust), 2)
	ev := g.TakeEvents()
	if !hasEvent(ev, "aliens F.2.3", "aliens.card.drew-hazard") || !hasEvent(ev, "aliens G.5", "aliens.hazard.resolve") {
		t.Fatalf("events: %v", ev)
	}
}

func TestGameOverMan_NoStopCard(t *testing.T) {
	// [aliens W.2.14] five revealed, none a Weapon: all five and the
	// Hazard itself are Discarded.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{gom, armor, helmet, pipe, armor, helmet, lamp}, Exhaust: []string{lamp}})
	g.draw(0)
	eq(t, "discard top", ids(tail(g.st.Discard, 6)), []string{armor, helmet, pipe, armor, helmet, gom})
	eq(t, "above", ids(g.above()), []string{lamp})
}

func TestGrunt_DrawGoesToExhaustBottom(t *testing.T) {
	g := newGame(t, nil) // two players: Hicks and Hudson are Heroes
	g.arrange(t, layout{Above: []string{armor, helmet}, Exhaust: []string{pipe}})
	g.drawFor(Frost, 0) // [aliens B.9] [aliens F.2.4]
	eq(t, "exhaust", ids(g.st.Exhaust), []string{armor, pipe})
	for s := range g.st.Hands {
		eqInt(t, "hand", len(g.st.Hands[s]), 0)
	}
}

func TestExhaust(t *testing.T) {
	// [aliens F.3.1] [aliens F.3.2] the Smart Gun example (EN 1024-1027):
	// the top three cards go face down onto the Exhaust Pile.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp}, Exhaust: []string{rifle}})
	g.exhaust(3, "F.3.2")
	eq(t, "exhaust", ids(g.st.Exhaust), []string{rifle, armor, helmet, pipe})
	eq(t, "above", ids(g.above()), []string{lamp})
	for _, e := range g.TakeEvents() {
		if e.Msg.Key == "aliens.card.exhausted" && len(e.Msg.Args) > 0 {
			t.Fatalf("an exhausted card is named: %v", e.Msg) // face down, unseen
		}
	}
}

func TestExhaust_NoEnduranceLeft(t *testing.T) {
	// [aliens F.3.4] exhaust what the deck has, then one card from the
	// top of the Exhaust Pile to the Discard Pile per card still owed.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor}, Exhaust: []string{rifle, helmet, pipe}})
	g.exhaust(3, "K.3")
	eq(t, "exhaust", ids(g.st.Exhaust), []string{rifle, helmet})
	eq(t, "discard top", ids(tail(g.st.Discard, 2)), []string{armor, pipe})
	if g.st.Over {
		t.Fatal("the mission ended with cards in the Exhaust Pile")
	}
	if !hasEvent(g.TakeEvents(), "aliens F.3.4", "aliens.card.exhaust-discarded") {
		t.Fatal("no F.3.4 event")
	}
}

func TestExhaustFromHand(t *testing.T) {
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor}, Hands: [][]string{{pipe, helmet}}})
	g.exhaustFromHand(0, g.st.Hands[0][1]) // [aliens F.3.3]
	eq(t, "hand", ids(g.st.Hands[0]), []string{pipe})
	eq(t, "exhaust", ids(g.st.Exhaust), []string{helmet})
}

func TestRecycle(t *testing.T) {
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor}, Under: []string{lamp}, Exhaust: []string{helmet, pipe},
		Hands: [][]string{{rifle}}})
	g.recycle() // [aliens F.4.1] top of the Exhaust Pile under the deck
	eq(t, "under", ids(g.under()), []string{lamp, pipe})
	eq(t, "exhaust", ids(g.st.Exhaust), []string{helmet})
	g.recycleFromHand(0, g.st.Hands[0][0]) // [aliens F.4.2]
	eq(t, "under", ids(g.under()), []string{lamp, pipe, rifle})
	eqInt(t, "hand", len(g.st.Hands[0]), 0)
	g.recycle()
	if g.recycle() { // [aliens F.4.4] an empty Exhaust Pile recycles nothing
		t.Fatal("recycled from an empty pile")
	}
	eq(t, "under", ids(g.under()), []string{lamp, pipe, rifle, helmet})
}

func TestReveal_EmptyDeckUsesExhaust(t *testing.T) {
	// [aliens F.5.6] reveal the top of the Exhaust Pile and return it to
	// its bottom.
	g := newGame(t, nil)
	g.arrange(t, layout{Exhaust: []string{armor, helmet, rifle}})
	r, ex := g.reveal()
	if !ex || testDeck().cardDef(r).ID != rifle {
		t.Fatalf("revealed %s from exhaust=%v", testDeck().cardKey(r), ex)
	}
	g.endReveal(r, ex, 0, false)
	eq(t, "exhaust", ids(g.st.Exhaust), []string{rifle, armor, helmet})
	if g.st.Over {
		t.Fatal("a reveal from the Exhaust Pile lost the mission")
	}
}

func TestReveal_ToBottom(t *testing.T) {
	// [aliens F.5.1] [aliens F.5.5] the revealed card goes under the deck.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet}, Under: []string{pipe}})
	r, ex := g.reveal()
	if g.revealMatches(r, Weapon) { // [aliens F.5.3]
		t.Fatal("armor matched weapon")
	}
	if !g.revealMatches(r, Equipment) { // [aliens F.5.2]
		t.Fatal("armor did not match equipment")
	}
	g.endReveal(r, ex, 0, false)
	eq(t, "above", ids(g.above()), []string{helmet})
	eq(t, "under", ids(g.under()), []string{pipe, armor})
}

func TestReveal_HazardByMotionTracker(t *testing.T) {
	// [aliens F.5.7] a Hazard revealed by a Motion Tracker card is not
	// played; it goes under the deck.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{gom, armor, rifle}})
	r, ex := g.reveal()
	g.endReveal(r, ex, 0, true)
	eq(t, "above", ids(g.above()), []string{armor, rifle})
	eq(t, "under", ids(g.under()), []string{gom})
}

func TestReveal_HazardResolvesAfterReveal(t *testing.T) {
	// [aliens F.5.4] the Reveal is resolved first, then the Hazard; its
	// own text names its destination (Z.7 default).
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{gom, armor, rifle, helmet}})
	base := len(g.st.Discard)
	r, ex := g.reveal()
	g.revealMatches(r, Weapon)
	if len(g.st.Discard) != base || len(g.st.Exhaust) != 0 {
		t.Fatal("the Hazard resolved before the Reveal was finished")
	}
	g.endReveal(r, ex, 0, false)
	eq(t, "above", ids(g.above()), []string{helmet})
	eq(t, "discard top", ids(tail(g.st.Discard, 2)), []string{armor, rifle})
	eq(t, "exhaust", ids(g.st.Exhaust), []string{gom}) // found a Weapon: shuffled into the Exhaust Pile
}

func TestReveal_HazardToBottomFlag(t *testing.T) {
	// [aliens Z.7] flag: a revealed Hazard always goes under the deck.
	g := newGame(t, func(o *Options) { o.RevealedHazardToBottom = true })
	g.arrange(t, layout{Above: []string{gom, armor, rifle, helmet}})
	r, ex := g.reveal()
	g.endReveal(r, ex, 0, false)
	eq(t, "under", ids(g.under()), []string{gom})
}

func TestDiscard(t *testing.T) {
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, gom, rifle, helmet}, Exhaust: []string{pipe},
		Hands: [][]string{{lamp}}})
	base := len(g.st.Discard)
	g.discard(0) // [aliens F.6.1] from the top of the deck, face up
	eq(t, "discard top", ids(g.st.Discard[base:]), []string{armor})
	g.discard(0) // [aliens F.6.2] a discarded Hazard is resolved at once
	if !hasEvent(g.TakeEvents(), "aliens F.6.2", "aliens.card.discarded-hazard") {
		t.Fatal("no F.6.2 event")
	}
	eq(t, "discard top", ids(g.st.Discard[base:]), []string{armor, rifle})
	eqInt(t, "exhaust", len(g.st.Exhaust), 2) // Game Over Man! found a Weapon: shuffled in
	g.discardFromHand(0, g.st.Hands[0][0])    // [aliens F.6.3]
	eqInt(t, "hand", len(g.st.Hands[0]), 0)
}

func TestDiscard_Fallback(t *testing.T) {
	// [aliens F.6.4] no card left in the deck: the top of the Exhaust Pile
	// is discarded instead.
	g := newGame(t, nil)
	g.arrange(t, layout{Exhaust: []string{armor, pipe}})
	base := len(g.st.Discard)
	g.discard(0)
	eq(t, "discard top", ids(g.st.Discard[base:]), []string{pipe})
	eq(t, "exhaust", ids(g.st.Exhaust), []string{armor})
}

func TestReshuffle(t *testing.T) {
	// [aliens F.7.1] when the Reshuffle card reaches the top, the cards
	// under it are shuffled into a new deck over it.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor}, Under: []string{helmet, pipe, lamp}, Exhaust: []string{rifle}})
	g.draw(0)
	eqInt(t, "above", len(g.above()), 3)
	eqInt(t, "under", len(g.under()), 0)
	if g.st.Deck[len(g.st.Deck)-1] != Reshuffle {
		t.Fatal("the Reshuffle card is not at the bottom")
	}
	if !hasEvent(g.TakeEvents(), "aliens F.7.1", "aliens.deck.reshuffled") {
		t.Fatal("no F.7.1 event")
	}
	// [aliens F.7.2] the deck is empty only with nothing above or under.
	g.arrange(t, layout{Above: []string{armor}, Under: []string{helmet}, Exhaust: []string{rifle}})
	g.st.Deck = g.st.Deck[1:] // only a card under the Reshuffle card
	if g.deckEmpty() || g.deckCount() != 1 {
		t.Fatal("deck with a card under the Reshuffle card counts as empty")
	}
}

func TestOutOfCards(t *testing.T) {
	// [aliens F.8.1] checked after every card movement: drawing the last
	// card with an empty Exhaust Pile loses the mission.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor}})
	g.draw(0)
	s := play(t, g)
	o := s.Over(WinAliens)
	if o.Rule != "aliens F.8.1" {
		t.Fatalf("rule %s", o.Rule)
	}
	if g.Pending() != nil {
		t.Fatal("decision after the end")
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	// The F.3.4 fallback can empty the Exhaust Pile too.
	g = newGame(t, nil)
	g.arrange(t, layout{Exhaust: []string{armor, helmet}})
	g.exhaust(1, "K.3")
	if g.st.Over {
		t.Fatal("lost with a card in the Exhaust Pile")
	}
	g.exhaust(1, "K.3")
	play(t, g).Over(WinAliens)
}

func TestCheck_FindsLostCards(t *testing.T) {
	// [aliens A.2] [aliens A.4] the invariant: every card exactly once.
	g := newGame(t, nil)
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	g.st.Exhaust = append(g.st.Exhaust, g.st.Deck[0])
	if g.Check() == nil {
		t.Fatal("a card in two places passed the check")
	}
	g = newGame(t, nil)
	g.st.Deck = g.st.Deck[1:]
	if g.Check() == nil {
		t.Fatal("a lost card passed the check")
	}
	g = newGame(t, nil)
	g.st.Deck = append([]int{Reshuffle}, g.st.Deck[:len(g.st.Deck)-1]...)
	if g.Check() == nil {
		t.Fatal("the Reshuffle card on top of cards passed the check [F.7.1]")
	}
}

func tail(cards []int, n int) []int { return cards[len(cards)-n:] }
