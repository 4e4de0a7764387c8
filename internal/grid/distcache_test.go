package grid

import (
	"math"
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

// TestResumeDistancesTo: a search resumed after squares were blocked or
// freed, from the nearest distance such a square had, leaves exactly the
// distances and queue a new search leaves; so does one resumed with no
// change but a new square to stop at, or from a lower distance than it
// needed. The moves are random, some models wander between searches.
func TestResumeDistancesTo(t *testing.T) {
	l := fourBoards(t)
	r := rand.New(rand.NewPCG(5, 6))
	var res, fresh Field
	for range 200 {
		blocked := l.NewSquareSet()
		for range 20 {
			blocked.Add(Square(r.IntN(l.Len())))
		}
		m := &Moves{Blocked: blocked, ThroughDoors: true}
		if r.IntN(4) == 0 && l.Doors() > 0 { // closed doors: a new search
			m.ThroughDoors, m.Closed = false, l.NewDoorSet()
			m.Closed.Add(DoorID(r.IntN(l.Doors())))
		}
		src := []Square{Square(r.IntN(l.Len())), Square(r.IntN(l.Len()))}
		to := Square(r.IntN(l.Len()))
		if r.IntN(4) == 0 {
			l.Distances(&res, m, src...)
		} else {
			l.DistancesTo(&res, m, to, src...)
		}
		for range 10 {
			old := slices.Clone(blocked)
			for range r.IntN(4) {
				s := Square(r.IntN(l.Len()))
				if blocked.Has(s) {
					blocked.Remove(s)
				} else {
					blocked.Add(s)
				}
			}
			level := int32(math.MaxInt32)
			for s := range l.Len() {
				if d := res.Dist[s]; d >= 0 && d < level && old.Has(Square(s)) != blocked.Has(Square(s)) {
					level = d
				}
			}
			level -= int32(r.IntN(2)) // lower than needed: the same
			to = Square(r.IntN(l.Len()))
			l.ResumeDistancesTo(&res, m, level, to)
			l.DistancesTo(&fresh, m, to, src...)
			if !slices.Equal(res.Dist, fresh.Dist) || !slices.Equal(res.queue, fresh.queue) || res.partial != fresh.partial {
				t.Fatalf("resumed from %d to %s: distances %v, queue %v\nnew search %v, queue %v", level, l.Name(to), res.Dist, res.queue, fresh.Dist, fresh.queue)
			}
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
