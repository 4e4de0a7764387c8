package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestDistancesTo: a search stopped at a square gives that square and
// every nearer square their full-search distance, and no square a wrong
// one; NextSteps from it agrees with the full field.
func TestDistancesTo(t *testing.T) {
	l := fourBoards(t)
	r := rand.New(rand.NewPCG(3, 4))
	var full, part Field
	for range 300 {
		blocked := l.NewSquareSet()
		for range 20 {
			blocked.Add(Square(r.IntN(l.Len())))
		}
		m := &Moves{Blocked: blocked, ThroughDoors: r.IntN(2) == 0}
		src := []Square{Square(r.IntN(l.Len())), Square(r.IntN(l.Len()))}
		to := Square(r.IntN(l.Len()))
		l.Distances(&full, m, src...)
		l.DistancesTo(&part, m, to, src...)
		D := full.Dist[to]
		for s := range l.Len() {
			p, f := part.Dist[s], full.Dist[s]
			if p != Unreachable && p != f || p == Unreachable && f != Unreachable && (D == Unreachable || f < D) {
				t.Fatalf("square %s: %d after stopping at %s (distance %d); full search %d", l.Name(Square(s)), p, l.Name(to), D, f)
			}
		}
		if a, b := l.NextSteps(nil, &full, m, to), l.NextSteps(nil, &part, m, to); !slices.Equal(a, b) {
			t.Fatalf("next steps from %s: %v, full search %v", l.Name(to), b, a)
		}
	}
}

// TestStaticDistances: the shared field is Distances with nothing blocked.
func TestStaticDistances(t *testing.T) {
	l := fourBoards(t)
	var f Field
	for _, a := range []Square{0, 17, Square(l.Len() - 1)} {
		l.Distances(&f, nil, a)
		if got := l.StaticDistances(a); !slices.Equal(got, f.Dist) {
			t.Fatalf("static distances from %s differ from Distances", l.Name(a))
		}
	}
	if l.StaticDistances(-1) != nil || l.StaticDistances(Square(l.Len())) != nil {
		t.Fatal("a field for a square off the layout")
	}
}

// TestKeys: option keys are prefix, colon, square name, built once.
func TestKeys(t *testing.T) {
	l := fourBoards(t)
	k := l.Keys("move")
	if len(k) != l.Len() || k[5] != "move:"+l.Name(5) || &l.Keys("move")[0] != &k[0] {
		t.Fatalf("keys %q...", k[:3])
	}
}

// TestSharedCachesConcurrent: games on several goroutines share a layout's
// static fields and keys (run with -race).
func TestSharedCachesConcurrent(t *testing.T) {
	l := fourBoards(t)
	var f Field
	l.Distances(&f, nil, 3)
	done := make(chan bool)
	for w := range 4 {
		go func() {
			for s := range l.Len() {
				_ = l.StaticDistances(Square((s + w*37) % l.Len()))
				_ = l.Keys("step")
			}
			done <- slices.Equal(l.StaticDistances(3), f.Dist)
		}()
	}
	for range 4 {
		if !<-done {
			t.Fatal("a shared field differs from Distances")
		}
	}
}
