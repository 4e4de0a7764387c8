package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// Section F: the Endurance Deck. Every card movement goes through the
// functions here, and each ends with settle(), which turns the Reshuffle
// card over when it reaches the top (F.7.1) and ends the mission when the
// deck and the Exhaust Pile are both empty (F.8.1).

// deckCount is the number of cards in the Endurance Deck, above and under
// the Reshuffle card (F.7.2: the Reshuffle card never counts).
func (g *Game) deckCount() int { return len(g.st.Deck) - 1 }

// deckEmpty reports F.7.2: no cards above and none under the Reshuffle card.
func (g *Game) deckEmpty() bool { return g.deckCount() == 0 }

// settle applies F.7.1 and F.8.1 after a card movement.
func (g *Game) settle() {
	if g.st.Over {
		return
	}
	d := g.st.Deck
	if d[0] == Reshuffle && len(d) > 1 {
		// [F.7.1] take all cards under the Reshuffle card, shuffle them and
		// put them on top of it.
		under := d[1:]
		g.rng.Shuffle(len(under), func(i, j int) { under[i], under[j] = under[j], under[i] })
		n := len(under)
		copy(d, under)
		d[n] = Reshuffle
		if g.logging() {
			g.emit("F.7.1", engine.M("aliens.deck.reshuffled", "n", n), nil)
		}
	}
	if g.outOfCards() {
		g.end(WinAliens, "F.8.1", engine.M("aliens.lost.out-of-cards"))
	}
}

// outOfCards reports F.8.1: the Endurance Deck and the Exhaust Pile hold
// no cards. Cards being revealed are still on their pile (they are turned
// over where they lie) [INFERRED], also while the effect that revealed
// them asks its questions (F.5.4).
func (g *Game) outOfCards() bool {
	return g.deckEmpty() && len(g.st.Exhaust) == 0 && len(g.st.Revealed) == 0
}

// takeTop removes the top card of the Endurance Deck, or returns -1 when
// the deck is empty (F.2.2). It does not settle.
func (g *Game) takeTop() int {
	if g.deckEmpty() {
		return -1
	}
	c := g.st.Deck[0]
	g.st.Deck = slices.Delete(g.st.Deck, 0, 1)
	return c
}

// putUnder puts a card face down at the bottom of the Endurance Deck,
// under the Reshuffle card (F.4.1, F.4.2, F.5.5).
func (g *Game) putUnder(c int) { g.st.Deck = append(g.st.Deck, c) }

// handOf returns the seat whose hand a Character draws into, or -1 for a
// Grunt (B.9).
func (g *Game) handOf(ch CharID) engine.Seat {
	c := &g.st.Chars[ch]
	if c.Hero {
		return c.Owner
	}
	return -1
}

// draw makes seat draw the top card of the Endurance Deck into its hand
// (F.2.1). Nothing happens on an empty deck (F.2.2). A drawn Hazard is
// resolved at once (F.2.3, G.5). It returns the card, or -1.
func (g *Game) draw(seat engine.Seat) int {
	if g.st.Over {
		return -1
	}
	c := g.takeTop()
	if c < 0 {
		g.emit("F.2.2", engine.M("aliens.card.no-draw", "seat", seat), nil)
		return -1
	}
	if g.rules.Deck.cardDef(c).Type == Hazard {
		g.playDrawnHazard(c, seat)
		return c
	}
	g.st.Hands[seat] = append(g.st.Hands[seat], c)
	if g.logging() {
		g.emit("F.2.1", engine.M("aliens.card.drew", "seat", seat), nil)
	}
	if g.logging() {
		g.emitTo(engine.Only(seat), "F.2.1", engine.M("aliens.card.drew-card", "seat", seat, "card", g.rules.Deck.cardName(c)))
	}
	g.settle()
	return c
}

// playDrawnHazard plays a Hazard seat drew, at once (F.2.3, G.5); it
// goes under the deck unless its text says otherwise [GAP G.5, Y.16].
func (g *Game) playDrawnHazard(c int, seat engine.Seat) {
	g.st.Limbo = append(g.st.Limbo, c)
	if g.logging() {
		g.emit("F.2.3", engine.M("aliens.card.drew-hazard", "seat", seat, "card", g.rules.Deck.cardName(c)), nil)
	}
	g.settle()
	g.resolveHazard(c, seat, destDeckBottom)
}

// drawFor draws for a Character: into its player's hand, or for a Grunt
// to the bottom of the Exhaust Pile (B.9, F.2.4). A Hazard drawn for a
// Grunt is played at once by seat, the player drawing for it (the
// highest-Rank player when seat is -1) (F.2.3, G.5: it never goes to a
// hand, so B.9 does not apply); GruntHazardUnseen buries it unseen
// instead.
func (g *Game) drawFor(ch CharID, seat engine.Seat) int {
	if s := g.handOf(ch); s >= 0 {
		return g.draw(s)
	}
	if g.st.Over {
		return -1
	}
	c := g.takeTop()
	if c < 0 {
		return -1
	}
	if g.rules.Deck.cardDef(c).Type == Hazard && !g.st.Opts.GruntHazardUnseen {
		if seat < 0 {
			seat = g.highestRankSeat()
		}
		g.playDrawnHazard(c, seat)
		return c
	}
	g.st.Exhaust = slices.Insert(g.st.Exhaust, 0, c)
	g.emit("B.9", engine.M("aliens.card.grunt-draw", "char", ch.Name()), nil)
	g.settle()
	return c
}

// exhaust moves n cards from the top of the Endurance Deck onto the
// Exhaust Pile, face down (F.3.1, F.3.2). Once the deck is empty, each
// card still owed moves the top card of the Exhaust Pile to the Discard
// Pile instead (F.3.4).
func (g *Game) exhaust(n int, rule string) {
	for range n {
		if g.st.Over {
			return
		}
		if c := g.takeTop(); c >= 0 {
			g.st.Exhaust = append(g.st.Exhaust, c)
			if g.logging() {
				g.emit(rule, engine.M("aliens.card.exhausted"), nil)
			}
		} else if k := len(g.st.Exhaust); k > 0 {
			c := g.st.Exhaust[k-1]
			g.st.Exhaust = g.st.Exhaust[:k-1]
			g.st.Discard = append(g.st.Discard, c)
			if g.logging() {
				g.emit("F.3.4", engine.M("aliens.card.exhaust-discarded", "card", g.rules.Deck.cardName(c)), nil)
			}
		}
		g.settle()
	}
}

// exhaustFromHand puts a card from seat's hand face down on the Exhaust
// Pile (F.3.3).
func (g *Game) exhaustFromHand(seat engine.Seat, c int) {
	g.removeFromHand(seat, c)
	g.st.Exhaust = append(g.st.Exhaust, c)
	if g.logging() {
		g.emit("F.3.3", engine.M("aliens.card.exhausted-from-hand", "seat", seat), nil)
	}
	g.settle()
}

// recycle moves the top card of the Exhaust Pile to the bottom of the
// Endurance Deck (F.4.1); an empty Exhaust Pile recycles nothing (F.4.4).
func (g *Game) recycle() bool {
	if g.st.Over {
		return false
	}
	k := len(g.st.Exhaust)
	if k == 0 {
		if g.logging() {
			g.emit("F.4.4", engine.M("aliens.card.recycle-nothing"), nil)
		}
		return false
	}
	c := g.st.Exhaust[k-1]
	g.st.Exhaust = g.st.Exhaust[:k-1]
	g.putUnder(c)
	if g.logging() {
		g.emit("F.4.1", engine.M("aliens.card.recycled"), nil)
	}
	g.settle()
	return true
}

// recycleFromHand puts a card from seat's hand face down under the
// Endurance Deck (F.4.2).
func (g *Game) recycleFromHand(seat engine.Seat, c int) {
	g.removeFromHand(seat, c)
	g.putUnder(c)
	if g.logging() {
		g.emit("F.4.2", engine.M("aliens.card.recycled-from-hand", "seat", seat), nil)
	}
	if g.logging() {
		g.emitTo(engine.Only(seat), "F.4.2", engine.M("aliens.card.recycled-card", "card", g.rules.Deck.cardName(c)))
	}
	g.settle()
}

// reveal turns over the top card of the Endurance Deck (F.5.1), or, when
// the deck is empty, the top card of the Exhaust Pile (F.5.6). The card
// waits in Revealed until endReveal. It returns -1 when there is nothing
// to reveal (then F.8.1 has already ended the mission).
func (g *Game) reveal() (c int, fromExhaust bool) {
	if g.st.Over {
		return -1, false
	}
	if c = g.takeTop(); c < 0 {
		k := len(g.st.Exhaust)
		if k == 0 {
			return -1, false
		}
		c, fromExhaust = g.st.Exhaust[k-1], true
		g.st.Exhaust = g.st.Exhaust[:k-1]
	}
	g.st.Revealed = append(g.st.Revealed, c)
	rule := "F.5.1"
	if fromExhaust {
		rule = "F.5.6"
	}
	if g.logging() {
		g.emit(rule, engine.M("aliens.card.revealed", "card", g.rules.Deck.cardName(c), "type", g.rules.Deck.cardDef(c).Type.Name()), nil)
	}
	g.settle()
	return c, fromExhaust
}

// revealMatches reports F.5.2/F.5.3 for a revealed card and the types an
// effect lists, and logs which it was.
func (g *Game) revealMatches(c int, types ...CardType) bool {
	if slices.Contains(types, g.rules.Deck.cardDef(c).Type) {
		if g.logging() {
			g.emit("F.5.2", engine.M("aliens.reveal.matching", "card", g.rules.Deck.cardName(c)), nil)
		}
		return true
	}
	if g.logging() {
		g.emit("F.5.3", engine.M("aliens.reveal.not-matching", "card", g.rules.Deck.cardName(c)), nil)
	}
	return false
}

// endReveal finishes a Reveal once the effect that asked for it is
// resolved: a Hazard is then resolved (F.5.4) unless a Motion Tracker card
// revealed it (F.5.7); the card goes to the bottom of the Endurance Deck
// (F.5.5), or back to the bottom of the Exhaust Pile when it came from
// there (F.5.6). A card the effect already moved elsewhere is left alone.
func (g *Game) endReveal(c int, fromExhaust bool, seat engine.Seat, byTracker bool) {
	i := slices.Index(g.st.Revealed, c)
	if i < 0 {
		return
	}
	dest := destDeckBottom
	if fromExhaust {
		dest = destExhaustBottom
	}
	if g.rules.Deck.cardDef(c).Type == Hazard && !byTracker && !g.st.Over {
		// [F.5.4] the Hazard resolves after the Reveal; it stays revealed
		// while it does.
		g.resolveHazard(c, seat, dest)
		return
	}
	if g.rules.Deck.cardDef(c).Type == Hazard {
		if g.logging() {
			g.emit("F.5.7", engine.M("aliens.reveal.hazard-not-played", "card", g.rules.Deck.cardName(c)), nil)
		}
	}
	g.place(c, dest)
}

// endRevealAfter ends the Reveal of card c (endReveal) once everything
// the effect that asked for it pushes after this call is answered: the
// one way a Reveal whose effect asks a question (Hudson's look at the
// Motion Tracker deck, W.1.5; the Motion Tracker's, W.2.9) finishes that
// effect before a revealed Hazard resolves (F.5.4).
func (g *Game) endRevealAfter(c int, fromExhaust bool, seat engine.Seat, byTracker bool) {
	g.push(endRevealFrame(seat, c, fromExhaust, byTracker))
}

// Card destinations.
type dest uint8

const (
	destDeckBottom dest = iota
	destExhaustBottom
	destExhaustTop
	destDiscard
	destExhaustShuffled
)

// place moves card c from wherever it is to d, and settles.
func (g *Game) place(c int, d dest) {
	g.lift(c)
	switch d {
	case destDeckBottom:
		g.putUnder(c)
		if g.logging() {
			g.emit("F.5.5", engine.M("aliens.card.to-deck-bottom", "card", g.rules.Deck.cardName(c)), nil)
		}
	case destExhaustBottom:
		g.st.Exhaust = slices.Insert(g.st.Exhaust, 0, c)
		if g.logging() {
			g.emit("F.5.6", engine.M("aliens.card.to-exhaust-bottom", "card", g.rules.Deck.cardName(c)), nil)
		}
	case destExhaustTop:
		g.st.Exhaust = append(g.st.Exhaust, c)
	case destDiscard:
		g.st.Discard = append(g.st.Discard, c)
		if g.logging() {
			g.emit("F.6.1", engine.M("aliens.card.discarded", "card", g.rules.Deck.cardName(c)), nil)
		}
	case destExhaustShuffled:
		i := g.rng.IntN(len(g.st.Exhaust) + 1)
		g.st.Exhaust = slices.Insert(g.st.Exhaust, i, c)
		if g.logging() {
			g.emit("", engine.M("aliens.card.shuffled-into-exhaust", "card", g.rules.Deck.cardName(c)), nil)
		}
	}
	g.settle()
}

// lift takes card c out of whatever zone holds it (without settling).
func (g *Game) lift(c int) {
	del := func(z *[]int) bool {
		if i := slices.Index(*z, c); i >= 0 {
			*z = slices.Delete(*z, i, i+1)
			return true
		}
		return false
	}
	if del(&g.st.Revealed) || del(&g.st.Limbo) || del(&g.st.Exhaust) || del(&g.st.Discard) || del(&g.st.Deck) {
		return
	}
	for s := range g.st.Hands {
		if del(&g.st.Hands[s]) {
			return
		}
	}
	for i := range g.st.Chars {
		for k, e := range g.st.Chars[i].Slots {
			if e == c {
				g.st.Chars[i].Slots[k] = -1
				return
			}
		}
	}
}

func (g *Game) removeFromHand(seat engine.Seat, c int) {
	h := g.st.Hands[seat]
	if i := slices.Index(h, c); i >= 0 {
		g.st.Hands[seat] = slices.Delete(h, i, i+1)
	}
}

// discard discards one card for seat (F.6.1): from the top of the
// Endurance Deck; when the deck is empty, the top card of the Exhaust Pile
// (F.6.4, DE reading: per card the named source cannot pay). A Hazard
// discarded from the deck is resolved at once (F.6.2).
func (g *Game) discard(seat engine.Seat) {
	if g.st.Over {
		return
	}
	if c := g.takeTop(); c >= 0 {
		g.st.Discard = append(g.st.Discard, c)
		if g.logging() {
			g.emit("F.6.1", engine.M("aliens.card.discarded", "card", g.rules.Deck.cardName(c)), nil)
		}
		g.settle()
		if g.rules.Deck.cardDef(c).Type == Hazard {
			if g.logging() {
				g.emit("F.6.2", engine.M("aliens.card.discarded-hazard", "card", g.rules.Deck.cardName(c)), nil)
			}
			g.resolveHazard(c, seat, destDiscard)
		}
		return
	}
	g.discardExhaustTop()
}

// discardFromHand discards card c from seat's hand (F.6.1, F.6.3); a
// Hazard is resolved at once (F.6.2).
func (g *Game) discardFromHand(seat engine.Seat, c int) {
	g.removeFromHand(seat, c)
	g.st.Discard = append(g.st.Discard, c)
	if g.logging() {
		g.emit("F.6.3", engine.M("aliens.card.discarded", "card", g.rules.Deck.cardName(c)), nil)
	}
	g.settle()
	if g.rules.Deck.cardDef(c).Type == Hazard {
		if g.logging() {
			g.emit("F.6.2", engine.M("aliens.card.discarded-hazard", "card", g.rules.Deck.cardName(c)), nil)
		}
		g.resolveHazard(c, seat, destDiscard)
	}
}

// discardExhaustTop is the F.6.4 fallback: the top card of the Exhaust
// Pile goes to the Discard Pile.
func (g *Game) discardExhaustTop() {
	k := len(g.st.Exhaust)
	if k == 0 || g.st.Over {
		return
	}
	c := g.st.Exhaust[k-1]
	g.st.Exhaust = g.st.Exhaust[:k-1]
	g.st.Discard = append(g.st.Discard, c)
	if g.logging() {
		g.emit("F.6.4", engine.M("aliens.card.exhaust-discarded", "card", g.rules.Deck.cardName(c)), nil)
	}
	g.settle()
}

// payCost pays a card's cost by Exhausting that many cards (F.9.1).
func (g *Game) payCost(c int) {
	if n := g.rules.Deck.cardDef(c).Cost; n > 0 {
		if g.logging() {
			g.emit("F.9.1", engine.M("aliens.card.cost", "card", g.rules.Deck.cardName(c), "n", n), nil)
		}
		g.exhaust(n, "F.9.1")
	}
}
