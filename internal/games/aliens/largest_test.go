package aliens

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// largestHeader is a drill on the largest map the options allow: one
// 64x64 board with no wall inside, the worst case of line of sight, the
// Marines in one corner and two Aliens in the other.
func largestHeader() engine.Header {
	const n = 64
	lines := []string{"+" + strings.Repeat("-+", n)}
	for y := range n {
		lines = append(lines, "|"+strings.Repeat(". ", n-1)+".|")
		if y < n-1 {
			lines = append(lines, "+"+strings.Repeat(" +", n))
		}
	}
	lines = append(lines, "+"+strings.Repeat("-+", n))
	o := DefaultOptions()
	o.Map = strings.Join(lines, "\n") + "\n"
	corner := []string{"A1", "B1", "C1", "A2", "B2", "C2", "A3"}
	for c := range numChars {
		if CharID(c) != Newt {
			o.Start = append(o.Start, Place{CharID(c).String(), corner[len(o.Start)]})
		}
	}
	o.Start = append(o.Start, Place{"alien", "BL64"}, Place{"alien", "BK63"})
	b, _ := json.Marshal(o)
	return engine.Header{Game: Name, Options: b, Seed: 1, Seats: make([]engine.SeatInfo, 2)}
}

// BenchmarkLargestLayout is the time and memory from a header to the
// first decision on the largest layout allowed, warmed as the simulation
// lab warms every game (engine.Warmer), then through 200 random choices;
// heap-MB is the live heap after them. Goal (issue 16): at most 1 s and
// 50 MB. Run: go test ./internal/games/aliens -run XXX -bench LargestLayout -benchtime 3x
func BenchmarkLargestLayout(b *testing.B) {
	h := largestHeader()
	var heap uint64
	for b.Loop() {
		g, err := NewFromHeader(&h)
		if err != nil {
			b.Fatal(err)
		}
		g.(engine.Warmer).Warm()
		pick := engine.NewRNG(3)
		for range 200 {
			d := g.Pending()
			if d == nil {
				break
			}
			if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
				b.Fatal(err)
			}
		}
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		heap = ms.HeapAlloc
		runtime.KeepAlive(g)
	}
	b.ReportMetric(float64(heap)/(1<<20), "heap-MB")
}

// BenchmarkLargestLayoutFirstDecision is the time and allocation from a
// header to the first decision on the largest layout, warmed.
func BenchmarkLargestLayoutFirstDecision(b *testing.B) {
	h := largestHeader()
	b.ReportAllocs()
	for b.Loop() {
		g, err := NewFromHeader(&h)
		if err != nil {
			b.Fatal(err)
		}
		g.(engine.Warmer).Warm()
		if g.Pending() == nil {
			b.Fatal("no decision")
		}
	}
}

// TestMissionLayoutsPrecompute: the bound on precomputing line of sight
// leaves every mission of the rulebook precomputed (the simulation lab's
// speed rests on it).
func TestMissionLayoutsPrecompute(t *testing.T) {
	if testing.Short() {
		t.Skip("precomputes every mission's line of sight")
	}
	r, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.Missions {
		if m.Layout != nil && !m.Layout.PrecomputeLOS(0) {
			t.Errorf("%s: %d squares, not precomputed", m.ID, m.Layout.Len())
		}
	}
}
