package grid

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// TestLOS_MatchesReference checks LOS against the brute-force reference on
// random layouts and states: when LOS says yes, the witness line it found is
// free by the reference; when it says no, no line through two points of a
// fine lattice over both squares (plus the grid points between them) is free.
// LOS is symmetric [aliens E.6].
func TestLOS_MatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := genLayout(t, MoveRules{})
		standing, closed := genState(t, l)
		for range 6 {
			a := Square(rapid.IntRange(0, l.Len()-1).Draw(t, "a"))
			b := Square(rapid.IntRange(0, l.Len()-1).Draw(t, "b"))
			got := l.LOS(a, b, standing, closed)
			if back := l.LOS(b, a, standing, closed); back != got {
				t.Fatalf("LOS(%s,%s)=%v but LOS(%s,%s)=%v", l.Name(a), l.Name(b), got, l.Name(b), l.Name(a), back)
			}
			ok, ux, uy, wx, wy := l.losDirect(a, b, standing, closed)
			if ok != got {
				t.Fatalf("LOS(%s,%s)=%v from the cache, %v evaluated directly", l.Name(a), l.Name(b), got, ok)
			}
			if a == b {
				continue
			}
			if got {
				if !refLineFree(l, a, b, rp(ux, uy), rp(ux+wx, uy+wy), standing, closed) {
					t.Fatalf("LOS(%s,%s): witness line through (%d,%d) direction (%d,%d) is blocked by the reference\n%s", l.Name(a), l.Name(b), ux, uy, wx, wy, dump(l, standing, closed, a, b))
				}
			} else if found, p, q := refSampleFree(l, a, b, standing, closed, 2); found {
				t.Fatalf("LOS(%s,%s)=false but the reference finds the free line through %v and %v\n%s", l.Name(a), l.Name(b), p, q, dump(l, standing, closed, a, b))
			}
		}
	})
}

// TestPrecomputeLOS_MatchesLazy: filling the whole table up front (with the
// static sweep deciding which pairs can never see each other) gives the same
// answers as computing each pair on demand.
func TestPrecomputeLOS_MatchesLazy(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		lazy := genLayout(t, MoveRules{})
		eager, err := NewLayout(lazy.Rules(), lazy.Placements()...)
		if err != nil {
			t.Fatal(err)
		}
		eager.PrecomputeLOS(rapid.IntRange(1, 3).Draw(t, "workers"))
		standing, closed := genState(t, lazy)
		for a := Square(0); int(a) < lazy.Len(); a++ {
			for b := a; int(b) < lazy.Len(); b++ {
				if x, y := lazy.LOS(a, b, standing, closed), eager.LOS(a, b, standing, closed); x != y {
					t.Fatalf("LOS(%s,%s): lazy %v, precomputed %v\n%s", lazy.Name(a), lazy.Name(b), x, y, dump(lazy, standing, closed, a, b))
				}
			}
		}
	})
}

// TestPrecomputeLOS_FourBoards checks the precomputed four-board layout
// against direct evaluation of the candidate lines, over random states.
func TestPrecomputeLOS_FourBoards(t *testing.T) {
	l := fourBoards(t)
	l.PrecomputeLOS(0)
	r := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		standing, closed := l.NewSquareSet(), l.NewDoorSet()
		for range r.IntN(12) {
			standing.Add(Square(r.IntN(l.Len())))
		}
		for d := DoorID(0); int(d) < l.Doors(); d++ {
			if r.IntN(2) == 0 {
				closed.Add(d)
			}
		}
		for range 500 {
			a, b := Square(r.IntN(l.Len())), Square(r.IntN(l.Len()))
			if l.Chebyshev(a, b) > 12 {
				continue
			}
			got := l.LOS(a, b, standing, closed)
			if want, _, _, _, _ := l.losDirect(a, b, standing, closed); got != want {
				t.Fatalf("LOS(%s,%s) = %v, direct %v\n%s", l.Name(a), l.Name(b), got, want, dump(l, standing, closed, a, b))
			}
		}
	}
}
