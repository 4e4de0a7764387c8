package marsattacks

import "fmt"

// Check implements engine.Checker: the invariants that hold after every
// choice.
func (g *Game) Check() error {
	// All 54 cards are somewhere, exactly once (M.13.1).
	var seen [DeckSize]int
	piles := [][]Card{g.st.Deck, g.st.Discard, g.st.Hands[0], g.st.Hands[1]}
	for _, r := range g.st.Rows {
		if r.N < 1 || r.N > 3 {
			return fmt.Errorf("marsattacks: a support row of %d cards (M.13.12)", r.N)
		}
		piles = append(piles, r.Cards[:r.N])
	}
	for _, p := range piles {
		for _, c := range p {
			if c < 0 || int(c) >= DeckSize {
				return fmt.Errorf("marsattacks: card %d out of range", c)
			}
			seen[c]++
		}
	}
	for c, n := range seen {
		if n != 1 {
			return fmt.Errorf("marsattacks: card %d is in %d places, want 1 (M.13.1)", c, n)
		}
	}
	// Hands hold at most 4 cards (M.13.4, M.4.17).
	for s, h := range g.st.Hands {
		if len(h) > HandSize {
			return fmt.Errorf("marsattacks: %s hold %d cards, more than %d", Side(s), len(h), HandSize)
		}
		for _, c := range h {
			if g.def(c).Kind == EventCard {
				return fmt.Errorf("marsattacks: %s hold event %s (M.13.19)", Side(s), g.def(c).ID)
			}
		}
	}
	var per [Size * Size]int
	for i, f := range g.st.Figs {
		if f.Alive && f.Sq.OnMat() {
			per[f.Sq]++
		}
		if !f.Alive && (f.Sq != Off || f.Activated || f.Terrified) {
			return fmt.Errorf("marsattacks: dead figure %s still has a square or markers", f.ID)
		}
		if f.HP < 0 || int(f.HP) > g.prof(int8(i)).HeroPoints+int(f.Bonus) {
			return fmt.Errorf("marsattacks: %s has %d hero points, profile %d (M.17.2)", f.ID, f.HP, g.prof(int8(i)).HeroPoints)
		}
	}
	for q, n := range per {
		if n > SquareCap {
			return fmt.Errorf("marsattacks: square %s holds %d figures (M.7.3)", Sq(q), n)
		}
	}
	// No square holds two markers (M.19.6); markers taken are off the mat.
	var marks [Size * Size]int
	var sqs uint64
	for _, m := range g.st.Markers {
		if m.Sq.OnMat() {
			if marks[m.Sq]++; marks[m.Sq] > 1 {
				return fmt.Errorf("marsattacks: two markers on %s (M.19.6)", m.Sq)
			}
			sqs |= 1 << uint(m.Sq)
		}
	}
	if sqs != g.st.MarkerSquares { // markerAt's mask, kept by putMarker and liftMarker
		return fmt.Errorf("marsattacks: marker squares %#x kept as %#x", sqs, g.st.MarkerSquares)
	}
	// The mutant beetle stands on the mat with its card's attack, or is
	// off it entirely (M.1.5).
	if b := g.st.Beetle; b.On && (!b.Sq.OnMat() || b.Dice < 1 || b.Shoot < 2 || b.Shoot > 8) {
		return fmt.Errorf("marsattacks: the mutant beetle on %s with %d dice, %d+ (M.1.5)", b.Sq, b.Dice, b.Shoot)
	} else if !b.On && b != (beetle{}) {
		return fmt.Errorf("marsattacks: the mutant beetle is off the mat but keeps %+v (M.1.5)", b)
	}
	if g.st.VP[0] < 0 || g.st.VP[1] < 0 {
		return fmt.Errorf("marsattacks: negative VP %v", g.st.VP)
	}
	return nil
}
