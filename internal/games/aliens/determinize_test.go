package aliens

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
)

// TestDeterminizeKeepsTheView: over random positions (drills, the Blip
// map, Bug Hunts; one to six players) a mission sampled for a seat shows
// that seat, and a spectator, the same view and options as the real one,
// keeps every invariant and plays on to its end. [aliens F.1] the
// face-down cards, [aliens N] the Blips, [aliens O.4] the Motion Tracker
// deck are what is hidden.
func TestDeterminizeKeepsTheView(t *testing.T) {
	n := 32
	if testing.Short() {
		n = 12
	}
	enginetest.Determinizations(t, enginetest.Config{
		New:        NewFromHeader,
		Header:     randomHeader,
		MaxChoices: 5000,
		Check:      checkAndHide,
	}, n, 61)
}

// fairPosition is a two-player Bug Hunt a few choices in.
func fairPosition(t *testing.T) *Game {
	t.Helper()
	o := DefaultOptions()
	o.Mission, o.Players, o.Heroes = "bug-hunt-1", 2, []string{"hicks", "hudson"}
	g, err := New(o, 5)
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(9)
	for range 40 {
		d := g.Pending()
		if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestDeterminizeEnduranceIsFair: [aliens F.1] every face-down Endurance
// card seat 0 cannot see (the deck above and under the Reshuffle card,
// the Exhaust Pile, seat 1's hand) is equally likely in each of their
// places. Pearson's chi-square per card, fixed seed.
func TestDeterminizeEnduranceIsFair(t *testing.T) {
	g := fairPosition(t)
	// slots: the deck's places but the Reshuffle card's, the Exhaust
	// Pile's, seat 1's hand's.
	type slot struct{ zone, i int }
	var slots []slot
	for i, c := range g.st.Deck {
		if c != Reshuffle {
			slots = append(slots, slot{0, i})
		}
	}
	for i := range g.st.Exhaust {
		slots = append(slots, slot{1, i})
	}
	for i := range g.st.Hands[1] {
		slots = append(slots, slot{2, i})
	}
	if len(g.st.Hands[1]) == 0 || len(slots) < 10 {
		t.Fatalf("position too small: %d slots, hand %d", len(slots), len(g.st.Hands[1]))
	}
	counts := make([][]int, DeckSize+1)
	for c := range counts {
		counts[c] = make([]int, len(slots))
	}
	const samples = 20000
	rng := engine.NewRNG(3)
	for range samples {
		s := g.Determinize(0, &rng).(*Game)
		for k, sl := range slots {
			var c int
			switch sl.zone {
			case 0:
				c = s.st.Deck[sl.i]
			case 1:
				c = s.st.Exhaust[sl.i]
			default:
				c = s.st.Hands[1][sl.i]
			}
			counts[c][k]++
		}
	}
	expected := make([]float64, len(slots))
	for i := range expected {
		expected[i] = 1 / float64(len(slots))
	}
	tested := 0
	for c, observed := range counts {
		total := 0
		for _, o := range observed {
			total += o
		}
		if total == 0 {
			continue // a card seat 0 sees
		}
		if total != samples {
			t.Fatalf("card %d is in a hidden place in %d of %d samples", c, total, samples)
		}
		tested++
		if stat, crit := enginetest.ChiSquare(observed, expected, samples); stat > crit {
			t.Errorf("card %s: chi-square %.1f > %.1f", testDeck().cardKey(c), stat, crit)
		}
	}
	if tested != len(slots) {
		t.Fatalf("%d cards tested, want %d", tested, len(slots))
	}
}

// TestDeterminizeBlipsAndTrackerAreFair: [aliens N] each Blip token is as
// likely under any Blip on the board as any other, and in the pool in
// proportion to its size; [aliens C.8] [aliens O.4] each Motion Tracker
// card not seen is in the deck as often as its threat level's share
// says, at any place in it.
func TestDeterminizeBlipsAndTrackerAreFair(t *testing.T) {
	g := fairPosition(t)
	blips, pool := len(g.st.Blips), len(g.st.Pool)
	tokens := blips + pool
	if blips == 0 || pool == 0 {
		t.Fatalf("position has %d blips, %d in the pool", blips, pool)
	}
	mtSize := len(g.st.MTDeck)
	seen := make([]bool, len(g.rules.MT))
	for _, c := range g.st.MTDiscard {
		seen[c] = true
	}
	inDeck := map[int]int{} // threat level -> cards of it in the deck
	unseen := map[int]int{} // threat level -> cards of it not seen
	for _, c := range g.st.MTDeck {
		inDeck[g.rules.MT[c].Threat]++
	}
	for c, d := range g.rules.MT {
		if !seen[c] {
			unseen[d.Threat]++
		}
	}
	blipCounts := make([][]int, blipTokens) // token -> [blip 0..n-1, pool]
	for i := range blipCounts {
		blipCounts[i] = make([]int, blips+1)
	}
	mtCounts := make([][]int, len(g.rules.MT)) // card -> [place 0..n-1, out]
	for i := range mtCounts {
		mtCounts[i] = make([]int, mtSize+1)
	}
	const samples = 20000
	rng := engine.NewRNG(4)
	for range samples {
		s := g.Determinize(0, &rng).(*Game)
		for i, b := range s.st.Blips {
			blipCounts[b.Token][i]++
		}
		for _, tk := range s.st.Pool {
			blipCounts[tk][blips]++
		}
		in := make([]bool, len(g.rules.MT))
		for i, c := range s.st.MTDeck {
			mtCounts[c][i]++
			in[c] = true
		}
		for c := range in {
			if !in[c] && !seen[c] {
				mtCounts[c][mtSize]++
			}
		}
	}
	expected := make([]float64, blips+1)
	for i := range blips {
		expected[i] = 1 / float64(tokens)
	}
	expected[blips] = float64(pool) / float64(tokens)
	for tk, observed := range blipCounts {
		if observed[blips] == 0 && sum(observed) == 0 {
			continue // a token out of play
		}
		if stat, crit := enginetest.ChiSquare(observed, expected, samples); stat > crit {
			t.Errorf("blip token %d: chi-square %.1f > %.1f", tk, stat, crit)
		}
	}
	for c, observed := range mtCounts {
		lvl := g.rules.MT[c].Threat
		if seen[c] || unseen[lvl] == 0 {
			continue
		}
		p := float64(inDeck[lvl]) / float64(unseen[lvl])
		want := make([]float64, mtSize+1)
		for i := range mtSize {
			want[i] = p / float64(mtSize)
		}
		want[mtSize] = 1 - p
		if p == 1 { // every card of the level is in the deck: no "out" cell
			observed, want = observed[:mtSize], want[:mtSize]
		}
		if p == 0 {
			if sum(observed[:mtSize]) != 0 {
				t.Errorf("card %s of a level the deck lacks was dealt in", g.mtKey(c))
			}
			continue
		}
		if stat, crit := enginetest.ChiSquare(observed, want, samples); stat > crit {
			t.Errorf("motion tracker card %s: chi-square %.1f > %.1f", g.mtKey(c), stat, crit)
		}
	}
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
