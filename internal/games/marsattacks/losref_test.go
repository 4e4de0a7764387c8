package marsattacks

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// refSquareSight is the line-of-sight model traced afresh for every
// query, as it was before the lines were precomputed per terrain
// (mat.go): the reference the table must agree with.
func refSquareSight(g *Game, a, b Sq) Sight {
	if a == b {
		return Clear
	}
	l := g.layout()
	blocked, open := 0, 0
	for _, o := range losOffsets {
		p := grid.Point{X: 4*int64(a.X()) + o[0], Y: 4*int64(a.Y()) + o[1], Den: 4}
		q := grid.Point{X: 4*int64(b.X()) + o[0], Y: 4*int64(b.Y()) + o[1], Den: 4}
		st := lineOpen
		worse := func(s lineState) { st = max(st, s) }
		dx, dy := q.X-p.X, q.Y-p.Y
		for _, c := range l.Trace(nil, p, q) {
			switch c.Kind {
			case grid.InSquare:
				s := At(c.X, c.Y)
				if s == Off || s == a || s == b {
					continue
				}
				if n := g.count(s); n >= losCrowd {
					worse(lineBlocked)
				} else if n > 0 {
					worse(lineObscured)
				}
			case grid.AcrossEdge:
				switch l.EdgeKind(c.Edge).Height() {
				case grid.HeightHigh:
					worse(lineBlocked)
				case grid.HeightLow:
					worse(lineObscured)
				}
			case grid.AlongEdge:
				if l.EdgeKind(c.Edge).Height() > grid.HeightNone {
					worse(lineObscured)
				}
			case grid.AtCorner:
				worse(cornerState(l, c.X, c.Y, dx, dy))
			}
		}
		switch st {
		case lineBlocked:
			blocked++
		case lineOpen:
			open++
		}
	}
	switch {
	case blocked == len(losOffsets):
		return Hidden
	case open == len(losOffsets):
		return Clear
	}
	return Partial
}

// TestLOS_TableMatchesTrace_M_9_5 checks the precomputed sight lines
// against tracing every query, on every scenario's mat, the skirmish and
// generated mats, with figures scattered at random (crowds included).
// [mars M.9.5]
func TestLOS_TableMatchesTrace_M_9_5(t *testing.T) {
	for _, sc := range scenarioIDs() {
		o := DefaultOptions()
		o.Scenario = sc
		for _, seed := range []uint64{1, 4} {
			g, err := New(o, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := engine.NewRNG(seed * 77)
			for trial := range 2 {
				for i := range g.st.Figs {
					g.st.Figs[i].Alive = r.IntN(8) != 0
					g.st.Figs[i].Sq = Sq(r.IntN(Size * Size))
					if trial%2 == 1 {
						g.st.Figs[i].Sq = Sq(r.IntN(3*Size) + 2*Size) // crowds in the middle rows
					}
				}
				for a := Off; a < Size*Size; a++ {
					for b := Off; b < Size*Size; b++ {
						if got, want := g.SquareSight(a, b), refSquareSight(g, a, b); got != want {
							t.Fatalf("%s seed %d: sight %s->%s = %d, traced %d", sc, seed, a, b, got, want)
						}
					}
				}
			}
		}
	}
}
