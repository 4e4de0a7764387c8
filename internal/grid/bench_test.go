package grid

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// loadBoard parses testdata/<id>.map.
func loadBoard(tb testing.TB, id string) *Board {
	tb.Helper()
	name := filepath.Join("testdata", id+".map")
	src, err := os.ReadFile(name)
	if err != nil {
		tb.Fatal(err)
	}
	b, err := ParseBoard(name, src)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// fourBoards is the benchmark layout: four 12x12 Aliens-style boards in a
// 2x2 square (24x24 squares), their corridors joined at the board edges.
func fourBoards(tb testing.TB) *Layout {
	tb.Helper()
	l, err := NewLayout(MoveRules{},
		Placement{Board: loadBoard(tb, "ops"), X: 0, Y: 0},
		Placement{Board: loadBoard(tb, "medlab"), X: 12, Y: 0},
		Placement{Board: loadBoard(tb, "corridors"), X: 0, Y: 12, Rot: Rot90},
		Placement{Board: loadBoard(tb, "garage"), X: 12, Y: 12, Rot: Rot180},
	)
	if err != nil {
		tb.Fatal(err)
	}
	return l
}

// benchState is a mid-game state: six standing Characters and every other
// door closed.
func benchState(l *Layout, r *rand.Rand) (SquareSet, DoorSet) {
	standing := l.NewSquareSet()
	for standing.Len() < 6 {
		standing.Add(Square(r.IntN(l.Len())))
	}
	closed := l.NewDoorSet()
	for d := 0; d < l.Doors(); d += 2 {
		closed.Add(DoorID(d))
	}
	return standing, closed
}

func BenchmarkNewLayout(b *testing.B) {
	boards := []*Board{loadBoard(b, "ops"), loadBoard(b, "medlab"), loadBoard(b, "corridors"), loadBoard(b, "garage")}
	b.ReportAllocs()
	for b.Loop() {
		_, err := NewLayout(MoveRules{},
			Placement{Board: boards[0]}, Placement{Board: boards[1], X: 12},
			Placement{Board: boards[2], Y: 12, Rot: Rot90}, Placement{Board: boards[3], X: 12, Y: 12, Rot: Rot180})
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrecomputeLOS builds the LOS tables of every pair of the
// four-board layout (576 squares, 165600 pairs) on all cores. It reports
// how many pairs can see each other at all and the candidate lines kept.
func BenchmarkPrecomputeLOS(b *testing.B) { benchPrecompute(b, 0) }

// BenchmarkPrecomputeLOS_1Worker is the same on one core.
func BenchmarkPrecomputeLOS_1Worker(b *testing.B) { benchPrecompute(b, 1) }

func benchPrecompute(b *testing.B, workers int) {
	b.ReportAllocs()
	var l *Layout
	for b.Loop() {
		b.StopTimer()
		l = fourBoards(b)
		b.StartTimer()
		l.PrecomputeLOS(workers)
	}
	seeing, cands, atoms := 0, 0, 0
	for a := range l.Len() {
		for b := a + 1; b < l.Len(); b++ {
			if e := l.los.slot(Square(a), Square(b)).Load(); e != &l.los.never {
				seeing++
				cands += len(e.cands)
				atoms += len(e.atoms)
			}
		}
	}
	b.ReportMetric(float64(seeing), "pairs-seeing")
	b.ReportMetric(float64(cands)/float64(seeing), "cands/pair")
	b.ReportMetric(float64(atoms)/float64(max(cands, 1)), "atoms/cand")
}

// BenchmarkLOS_FirstQuery is the cost of the first query of a pair that can
// see each other, when the table was not precomputed: the candidate lines
// are computed then.
func BenchmarkLOS_FirstQuery(b *testing.B) {
	l := fourBoards(b)
	r := rand.New(rand.NewPCG(1, 2))
	var pairs [][2]Square
	for len(pairs) < 1024 {
		p := [2]Square{Square(r.IntN(l.Len())), Square(r.IntN(l.Len()))}
		if ok, _, _, _, _ := l.losDirect(p[0], p[1], nil, nil); ok && p[0] != p[1] {
			pairs = append(pairs, p)
		}
	}
	lb := newLOSBuilder(l)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := pairs[i&1023]
		l.computeLOS(min(p[0], p[1]), max(p[0], p[1]), lb)
		i++
	}
}

// BenchmarkLOS queries random pairs of the precomputed four-board layout.
func BenchmarkLOS(b *testing.B) {
	l := fourBoards(b)
	l.PrecomputeLOS(0)
	r := rand.New(rand.NewPCG(1, 2))
	standing, closed := benchState(l, r)
	pairs := make([][2]Square, 4096)
	for i := range pairs {
		pairs[i] = [2]Square{Square(r.IntN(l.Len())), Square(r.IntN(l.Len()))}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := pairs[i&4095]
		l.LOS(p[0], p[1], standing, closed)
		i++
	}
}

// BenchmarkLOS_Visible queries only pairs that can see each other in an
// empty layout with all doors open (same room, or through a doorway): the
// pairs a game actually asks about, and the ones with candidates to test.
func BenchmarkLOS_Visible(b *testing.B) {
	l := fourBoards(b)
	l.PrecomputeLOS(0)
	r := rand.New(rand.NewPCG(1, 2))
	standing, closed := benchState(l, r)
	var pairs [][2]Square
	for len(pairs) < 4096 {
		p := [2]Square{Square(r.IntN(l.Len())), Square(r.IntN(l.Len()))}
		if l.LOS(p[0], p[1], nil, nil) {
			pairs = append(pairs, p)
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := pairs[i&4095]
		l.LOS(p[0], p[1], standing, closed)
		i++
	}
}

// BenchmarkDistances fills a distance field from one square of the
// four-board layout, with six squares blocked.
func BenchmarkDistances(b *testing.B) {
	l := fourBoards(b)
	r := rand.New(rand.NewPCG(1, 2))
	standing, closed := benchState(l, r)
	m := &Moves{Blocked: standing, Closed: closed}
	var f Field
	src := sq(b, l, "F6")
	b.ReportAllocs()
	for b.Loop() {
		l.Distances(&f, m, src)
	}
}

// BenchmarkTrace traces the segment between the centres of two squares
// eleven columns and seven rows apart.
func BenchmarkTrace(b *testing.B) {
	l := fourBoards(b)
	p, q := l.Center(sq(b, l, "B2")), l.Center(sq(b, l, "M9"))
	buf := make([]Crossing, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = l.Trace(buf[:0], p, q)
	}
}
