package grid

import (
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func TestTrace_Example(t *testing.T) {
	l := mustLayout(t, MoveRules{Corners: MarsCorners},
		"+-+-+-+-+",
		"|A . . .|",
		"+ + + + +",
		"|. . .!B|",
		"+-+-+-+-+")
	A, B := anchorAt(t, l, 'A'), anchorAt(t, l, 'B')
	var got []string
	for _, c := range l.Trace(nil, l.Center(A), l.Center(B)) {
		switch c.Kind {
		case InSquare:
			got = append(got, "in "+l.Name(c.Square))
		case AcrossEdge, AlongEdge:
			a, b := l.EdgeSquares(c.Edge)
			got = append(got, fmt.Sprintf("%v %s|%s %v", c.Kind, l.Name(a), l.Name(b), l.EdgeKind(c.Edge)))
		case AtCorner:
			got = append(got, fmt.Sprintf("corner %d,%d", c.X, c.Y))
		}
	}
	// From (0.5, 0.5) to (3.5, 1.5): slope 1/3, through corner (2, 1).
	want := []string{"in A1", "across A1|B1 none", "in B1", "corner 2,1", "in C2", "across C2|D2 low wall", "in D2"}
	if !slices.Equal(got, want) {
		t.Errorf("Trace =\n%q\nwant\n%q", got, want)
	}
	// Along a grid line, with the ends on corners.
	got = got[:0]
	for _, c := range l.Trace(nil, CornerPoint(0, 1), CornerPoint(2, 1)) {
		got = append(got, fmt.Sprintf("%v %d,%d end=%v", c.Kind, c.X, c.Y, c.Endpoint))
	}
	want = []string{"corner 0,1 end=true", "along 0,1 end=false", "corner 1,1 end=false", "along 1,1 end=false", "corner 2,1 end=true"}
	if !slices.Equal(got, want) {
		t.Errorf("Trace along =\n%q\nwant\n%q", got, want)
	}
	if n := len(l.Trace(nil, l.Center(A), l.Center(A))); n != 0 {
		t.Errorf("degenerate segment gives %d crossings", n)
	}
	if n := len(l.Trace(nil, Point{1, 1, 0}, l.Center(A))); n != 0 {
		t.Errorf("invalid point gives %d crossings", n)
	}
}

// TestTrace_MatchesReference compares Trace with the rational geometry of
// the reference: the cells whose interior the segment enters, the edges it
// crosses or runs along, the corners on it, in order along the segment.
func TestTrace_MatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := genLayout(t, MoveRules{})
		den := int64(rapid.IntRange(1, 6).Draw(t, "den"))
		pt := func(label string) Point {
			return Point{int64(rapid.IntRange(0, l.Width()*int(den)).Draw(t, label+"x")), int64(rapid.IntRange(0, l.Height()*int(den)).Draw(t, label+"y")), den}
		}
		p, q := pt("p"), pt("q")
		if p == q {
			return
		}
		got := l.Trace(nil, p, q)
		rq := &refQuery{l: l, p0: rpt{mkRat(p.X, den), mkRat(p.Y, den)}}
		rq.d = rpt{mkRat(q.X-p.X, den), mkRat(q.Y-p.Y, den)}
		type item struct {
			t   rat // position along the segment (middle of a stretch)
			key string
		}
		var want []item
		zero, one := ri(0), ri(1)
		for y := -1; y <= l.Height(); y++ {
			for x := -1; x <= l.Width(); x++ {
				if lo, hi, ok := rq.interior(x, y); ok && lo.cmp(one) < 0 && hi.cmp(zero) > 0 {
					lo, hi = maxRat(lo, zero), minRat(hi, one)
					want = append(want, item{lo.add(hi).div(ri(2)), fmt.Sprintf("in %d,%d", x, y)})
				}
				k := rp(x, y)
				if rq.onLine(k) {
					if tk := rq.param(k); tk.cmp(zero) >= 0 && tk.cmp(one) <= 0 {
						want = append(want, item{tk, fmt.Sprintf("corner %d,%d", x, y)})
					}
				}
				for _, e := range [2]struct {
					e      Edge
					e0, e1 rpt
				}{{l.hEdge(x, y), rp(x, y), rp(x+1, y)}, {l.vEdge(x, y), rp(x, y), rp(x, y+1)}} {
					if e.e == NoEdge {
						continue
					}
					if rq.onLine(e.e0) && rq.onLine(e.e1) {
						lo, hi := rq.param(e.e0), rq.param(e.e1)
						if lo.cmp(hi) > 0 {
							lo, hi = hi, lo
						}
						if lo.cmp(one) < 0 && hi.cmp(zero) > 0 {
							lo, hi = maxRat(lo, zero), minRat(hi, one)
							want = append(want, item{lo.add(hi).div(ri(2)), fmt.Sprintf("along %d", e.e)})
						}
						continue
					}
					var tau rat
					if e.e0.y.cmp(e.e1.y) == 0 {
						if rq.d.y.sign() == 0 {
							continue
						}
						tau = e.e0.y.sub(rq.p0.y).div(rq.d.y)
						if px := rq.at(tau).x; px.cmp(e.e0.x) <= 0 || px.cmp(e.e1.x) >= 0 {
							continue
						}
					} else {
						if rq.d.x.sign() == 0 {
							continue
						}
						tau = e.e0.x.sub(rq.p0.x).div(rq.d.x)
						if py := rq.at(tau).y; py.cmp(e.e0.y) <= 0 || py.cmp(e.e1.y) >= 0 {
							continue
						}
					}
					if tau.cmp(zero) >= 0 && tau.cmp(one) <= 0 {
						want = append(want, item{tau, fmt.Sprintf("across %d", e.e)})
					}
				}
			}
		}
		slices.SortStableFunc(want, func(a, b item) int { return a.t.cmp(b.t) })
		var gotKeys, wantKeys []string
		for _, w := range want {
			wantKeys = append(wantKeys, w.key)
		}
		for _, c := range got {
			switch c.Kind {
			case InSquare:
				if c.Square != l.At(c.X, c.Y) {
					t.Fatalf("crossing %+v: Square does not match X, Y", c)
				}
				gotKeys = append(gotKeys, fmt.Sprintf("in %d,%d", c.X, c.Y))
			case AtCorner:
				gotKeys = append(gotKeys, fmt.Sprintf("corner %d,%d", c.X, c.Y))
			case AcrossEdge:
				if c.Edge != NoEdge {
					gotKeys = append(gotKeys, fmt.Sprintf("across %d", c.Edge))
				}
			case AlongEdge:
				if c.Edge != NoEdge {
					gotKeys = append(gotKeys, fmt.Sprintf("along %d", c.Edge))
				}
			}
		}
		if !slices.Equal(gotKeys, wantKeys) {
			t.Fatalf("Trace(%v, %v) =\n%q\nwant\n%q", p, q, gotKeys, wantKeys)
		}
	})
}

func maxRat(a, b rat) rat {
	if a.cmp(b) >= 0 {
		return a
	}
	return b
}

func minRat(a, b rat) rat {
	if a.cmp(b) <= 0 {
		return a
	}
	return b
}
