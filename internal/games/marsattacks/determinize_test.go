package marsattacks

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
)

// TestDeterminizeKeepsTheView: over random positions of the skirmish and
// three scenarios, a game sampled for a seat shows that seat (and a
// spectator) the same view and options as the real one, and plays on.
// [mars M.13.4] the other hand and the draw pile are what is hidden.
func TestDeterminizeKeepsTheView(t *testing.T) {
	for _, scen := range []string{"skirmish", "s1", "s3", "s8"} {
		t.Run(scen, func(t *testing.T) {
			cfg := randomConfig(t, scen)
			cfg.MaxChoices = 5000
			enginetest.Determinizations(t, cfg, 4, 41)
		})
	}
}

// TestDeterminizeIsFair: each card a side cannot see is equally likely in
// every place it could be: a non-event in any slot of the other hand or
// any place in the draw pile, an event (never kept in a hand, M.13.21)
// anywhere in the pile. Pearson's chi-square per card, fixed seed.
func TestDeterminizeIsFair(t *testing.T) {
	g, err := New(DefaultOptions(), 7)
	if err != nil {
		t.Fatal(err)
	}
	seat := engine.Seat(0) // the Humans
	hand, deck := len(g.st.Hands[Martians]), len(g.st.Deck)
	nonEvents := 0
	unknown := append(append([]Card(nil), g.st.Deck...), g.st.Hands[Martians]...)
	for _, c := range unknown {
		if g.def(c).Kind != EventCard {
			nonEvents++
		}
	}
	if hand == 0 || deck < 10 || nonEvents == len(unknown) {
		t.Fatalf("position too small to test: hand %d, deck %d, %d of %d non-events", hand, deck, nonEvents, len(unknown))
	}
	// counts[c][slot]: slots 0..hand-1 the other hand, then the pile.
	counts := map[Card][]int{}
	for _, c := range unknown {
		counts[c] = make([]int, hand+deck)
	}
	const samples = 20000
	rng := engine.NewRNG(1)
	for range samples {
		s := g.Determinize(seat, &rng).(*Game)
		if !equalCards(s.st.Hands[Humans], g.st.Hands[Humans]) {
			t.Fatal("the seat's own hand changed")
		}
		for i, c := range s.st.Hands[Martians] {
			counts[c][i]++
		}
		for i, c := range s.st.Deck {
			counts[c][hand+i]++
		}
	}
	for _, c := range unknown {
		expected := make([]float64, hand+deck)
		observed := counts[c]
		if g.def(c).Kind == EventCard {
			for i := range hand {
				if observed[i] != 0 {
					t.Fatalf("event %s dealt into the hand", c.Name())
				}
			}
			observed = observed[hand:]
			expected = expected[hand:]
			for i := range expected {
				expected[i] = 1 / float64(deck)
			}
		} else {
			inHand := float64(hand) / float64(nonEvents)
			for i := range expected {
				if i < hand {
					expected[i] = 1 / float64(nonEvents)
				} else {
					expected[i] = (1 - inHand) / float64(deck)
				}
			}
		}
		if stat, crit := enginetest.ChiSquare(observed, expected, samples); stat > crit {
			t.Errorf("card %s: chi-square %.1f > %.1f (df %d)", c.Name(), stat, crit, len(observed)-1)
		}
	}
}

// TestDeterminizeMarkers: the kinds of the face-down markers are dealt
// among them fairly (M.16.4: nobody has seen them).
func TestDeterminizeMarkers(t *testing.T) {
	g, err := New(DefaultOptions(), 3)
	if err != nil {
		t.Fatal(err)
	}
	var down []int
	creatures := 0
	for i, m := range g.st.Markers {
		if !m.FaceUp {
			down = append(down, i)
			if m.Kind == Creature {
				creatures++
			}
		}
	}
	if len(down) < 2 || creatures == 0 || creatures == len(down) {
		t.Skipf("the skirmish has %d face-down markers, %d creatures: nothing to deal", len(down), creatures)
	}
	const samples = 10000
	observed := make([]int, len(down))
	rng := engine.NewRNG(2)
	for range samples {
		s := g.Determinize(0, &rng).(*Game)
		for k, i := range down {
			if s.st.Markers[i].Kind == Creature {
				observed[k]++
			}
		}
	}
	p := float64(creatures) / float64(len(down))
	for k, o := range observed {
		// Each marker is a creature with probability p: a binomial count.
		stat, crit := enginetest.ChiSquare([]int{o, samples - o}, []float64{p, 1 - p}, samples)
		if stat > crit {
			t.Errorf("marker %d: creature %d of %d, want about %.0f", k, o, samples, p*samples)
		}
	}
}

func equalCards(a, b []Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
