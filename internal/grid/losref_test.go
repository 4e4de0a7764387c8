package grid

// An independent, slow implementation of the sight-line semantics of
// docs/grid.md, written directly from the definitions with exact rational
// arithmetic: every wall, closed door and blocking square near the two
// squares is checked against one line. The property tests compare LOS with it.

import "fmt"

// rat is an exact rational n/d with d > 0. Values stay small in the tests.
type rat struct{ n, d int64 }

func ri(n int64) rat { return rat{n, 1} }

func mkRat(n, d int64) rat {
	if d < 0 {
		n, d = -n, -d
	}
	g := gcd64(abs(n), d)
	if g > 1 {
		n, d = n/g, d/g
	}
	return rat{n, d}
}

func (a rat) add(b rat) rat { return mkRat(a.n*b.d+b.n*a.d, a.d*b.d) }
func (a rat) sub(b rat) rat { return mkRat(a.n*b.d-b.n*a.d, a.d*b.d) }
func (a rat) mul(b rat) rat { return mkRat(a.n*b.n, a.d*b.d) }
func (a rat) div(b rat) rat { return mkRat(a.n*b.d, a.d*b.n) }
func (a rat) cmp(b rat) int { return int(sign(a.n*b.d - b.n*a.d)) }
func (a rat) sign() int     { return int(sign(a.n)) }
func (a rat) String() string {
	if a.d == 1 {
		return fmt.Sprint(a.n)
	}
	return fmt.Sprintf("%d/%d", a.n, a.d)
}

type rpt struct{ x, y rat }

func rp(x, y int) rpt { return rpt{ri(int64(x)), ri(int64(y))} }

func (p rpt) String() string { return "(" + p.x.String() + "," + p.y.String() + ")" }

// refQuery is one reference evaluation: a line through p0 and p1 between the
// squares at cells a and b.
type refQuery struct {
	l              *Layout
	ax, ay, bx, by int
	standing       SquareSet
	closed         DoorSet
	p0             rpt
	d              rpt // direction p1 - p0
}

func (q *refQuery) at(t rat) rpt { return rpt{q.p0.x.add(t.mul(q.d.x)), q.p0.y.add(t.mul(q.d.y))} }

// param returns the parameter of a point known to be on the line.
func (q *refQuery) param(p rpt) rat {
	if q.d.x.sign() != 0 {
		return p.x.sub(q.p0.x).div(q.d.x)
	}
	return p.y.sub(q.p0.y).div(q.d.y)
}

func (q *refQuery) onLine(p rpt) bool {
	// cross(d, p - p0) == 0
	return q.d.x.mul(p.y.sub(q.p0.y)).sub(q.d.y.mul(p.x.sub(q.p0.x))).sign() == 0
}

// sideOf is the sign of cross(d, v): which side of the line direction v
// points to from a point of the line.
func (q *refQuery) sideOf(vx, vy int) int {
	return q.d.x.mul(ri(int64(vy))).sub(q.d.y.mul(ri(int64(vx)))).sign()
}

// clip returns the parameter interval where the line meets the closed unit
// square at cell (cx, cy).
func (q *refQuery) clip(cx, cy int) (lo, hi rat, ok bool) {
	first := true
	for axis := 0; axis < 2; axis++ {
		p, d, c := q.p0.x, q.d.x, cx
		if axis == 1 {
			p, d, c = q.p0.y, q.d.y, cy
		}
		if d.sign() == 0 {
			if p.cmp(ri(int64(c))) < 0 || p.cmp(ri(int64(c+1))) > 0 {
				return lo, hi, false
			}
			continue
		}
		t0 := ri(int64(c)).sub(p).div(d)
		t1 := ri(int64(c + 1)).sub(p).div(d)
		if t0.cmp(t1) > 0 {
			t0, t1 = t1, t0
		}
		if first {
			lo, hi, first = t0, t1, false
			continue
		}
		if t0.cmp(lo) > 0 {
			lo = t0
		}
		if t1.cmp(hi) < 0 {
			hi = t1
		}
	}
	if first {
		return lo, hi, false
	}
	return lo, hi, lo.cmp(hi) <= 0
}

// interior reports whether the line passes through the interior of cell
// (cx, cy), and where.
func (q *refQuery) interior(cx, cy int) (lo, hi rat, ok bool) {
	lo, hi, ok = q.clip(cx, cy)
	if !ok || lo.cmp(hi) == 0 {
		return lo, hi, false
	}
	// An axis-parallel line along the square's border does not enter it.
	if q.d.x.sign() == 0 && (q.p0.x.cmp(ri(int64(cx))) == 0 || q.p0.x.cmp(ri(int64(cx+1))) == 0) {
		return lo, hi, false
	}
	if q.d.y.sign() == 0 && (q.p0.y.cmp(ri(int64(cy))) == 0 || q.p0.y.cmp(ri(int64(cy+1))) == 0) {
		return lo, hi, false
	}
	return lo, hi, true
}

// blocking reports whether the cell stops sight as a square: a standing
// Character that is neither end, or no square at all (a hole, off the layout).
func (q *refQuery) blocking(cx, cy int) (blocks, wallish bool) {
	if cx == q.ax && cy == q.ay || cx == q.bx && cy == q.by {
		return false, false
	}
	s := q.l.At(cx, cy)
	if s == NoSquare {
		return true, true
	}
	return q.standing.Has(s), false
}

// wallEdge reports whether e stops sight: a wall, or a closed door.
func (q *refQuery) wallEdge(e Edge) bool {
	switch q.l.EdgeKind(e) {
	case EdgeWall:
		return true
	case EdgeDoor:
		return q.closed.Has(q.l.EdgeDoor(e))
	}
	return false
}

// refLineFree reports whether the line through p0 and p1 is a sight line
// between squares a and b that nothing blocks.
func refLineFree(l *Layout, a, b Square, p0, p1 rpt, standing SquareSet, closed DoorSet) bool {
	q := &refQuery{l: l, standing: standing, closed: closed, p0: p0, d: rpt{p1.x.sub(p0.x), p1.y.sub(p0.y)}}
	q.ax, q.ay = l.XY(a)
	q.bx, q.by = l.XY(b)
	if q.d.x.sign() == 0 && q.d.y.sign() == 0 {
		return false
	}
	a0, a1, okA := q.clip(q.ax, q.ay)
	b0, b1, okB := q.clip(q.bx, q.by)
	if !okA || !okB {
		return false
	}
	var s, t rat
	var startWide, endWide bool
	var fx, fy, gx, gy int
	switch {
	case a1.cmp(b0) <= 0:
		s, t, startWide, endWide = a1, b0, a1.cmp(a0) > 0, b1.cmp(b0) > 0
		fx, fy, gx, gy = q.ax, q.ay, q.bx, q.by
	case b1.cmp(a0) <= 0:
		s, t, startWide, endWide = b1, a0, b1.cmp(b0) > 0, a1.cmp(a0) > 0
		fx, fy, gx, gy = q.bx, q.by, q.ax, q.ay
	default:
		// along the edge the squares share
		return !q.wallEdge(l.EdgeBetween(a, b))
	}
	if s.cmp(t) == 0 && !startWide && !endWide {
		return false
	}
	// The stretch [s, t], extended infinitesimally into a square the line
	// meets in more than a point.
	belowEnd := func(v rat) bool { c := v.cmp(t); return c < 0 || c == 0 && endWide }
	aboveStart := func(v rat) bool { c := v.cmp(s); return c > 0 || c == 0 && startWide }
	overlaps := func(lo, hi rat) bool { return belowEnd(lo) && aboveStart(hi) } // closed [lo,hi], positive length
	narrowAt := func(v rat) (start, end bool) {
		return v.cmp(s) == 0 && !startWide, v.cmp(t) == 0 && !endWide
	}
	x0, x1 := min(q.ax, q.bx)-1, max(q.ax, q.bx)+2
	y0, y1 := min(q.ay, q.by)-1, max(q.ay, q.by)+2
	// 1. Walls and closed doors: overlap or crossing inside the edge.
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			for _, e := range [2]struct {
				e      Edge
				e0, e1 rpt
			}{{l.hEdge(x, y), rp(x, y), rp(x+1, y)}, {l.vEdge(x, y), rp(x, y), rp(x, y+1)}} {
				if e.e == NoEdge || !q.wallEdge(e.e) {
					continue
				}
				if q.onLine(e.e0) && q.onLine(e.e1) {
					lo, hi := q.param(e.e0), q.param(e.e1)
					if lo.cmp(hi) > 0 {
						lo, hi = hi, lo
					}
					if overlaps(lo, hi) {
						return false
					}
					continue
				}
				// Meet point of the line with the edge's line, strictly
				// inside the edge.
				var tau rat
				if e.e0.y.cmp(e.e1.y) == 0 { // horizontal edge y = const
					if q.d.y.sign() == 0 {
						continue
					}
					tau = e.e0.y.sub(q.p0.y).div(q.d.y)
					px := q.at(tau).x
					if px.cmp(e.e0.x) <= 0 || px.cmp(e.e1.x) >= 0 {
						continue
					}
				} else {
					if q.d.x.sign() == 0 {
						continue
					}
					tau = e.e0.x.sub(q.p0.x).div(q.d.x)
					py := q.at(tau).y
					if py.cmp(e.e0.y) <= 0 || py.cmp(e.e1.y) >= 0 {
						continue
					}
				}
				ns, ne := narrowAt(tau)
				if tau.cmp(s) >= 0 && tau.cmp(t) <= 0 && !ns && !ne {
					return false
				}
			}
		}
	}
	// 2. Blocking squares entered.
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if bl, _ := q.blocking(x, y); !bl {
				continue
			}
			if lo, hi, ok := q.interior(x, y); ok && belowEnd(lo) && aboveStart(hi) {
				return false
			}
		}
	}
	// 3. Seams: running along an edge with blocking squares on both sides.
	if q.d.x.sign() == 0 || q.d.y.sign() == 0 {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				if q.d.y.sign() == 0 && q.onLine(rp(x, y)) && q.onLine(rp(x+1, y)) {
					lo, hi := q.param(rp(x, y)), q.param(rp(x+1, y))
					if lo.cmp(hi) > 0 {
						lo, hi = hi, lo
					}
					b1, _ := q.blocking(x, y-1)
					b2, _ := q.blocking(x, y)
					own := x == q.ax && (y-1 == q.ay || y == q.ay) || x == q.bx && (y-1 == q.by || y == q.by)
					if overlaps(lo, hi) && b1 && b2 && !own {
						return false
					}
				}
				if q.d.x.sign() == 0 && q.onLine(rp(x, y)) && q.onLine(rp(x, y+1)) {
					lo, hi := q.param(rp(x, y)), q.param(rp(x, y+1))
					if lo.cmp(hi) > 0 {
						lo, hi = hi, lo
					}
					b1, _ := q.blocking(x-1, y)
					b2, _ := q.blocking(x, y)
					own := y == q.ay && (x-1 == q.ax || x == q.ax) || y == q.by && (x-1 == q.bx || x == q.bx)
					if overlaps(lo, hi) && b1 && b2 && !own {
						return false
					}
				}
			}
		}
	}
	// 4. Corners the stretch passes through.
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			k := rp(x, y)
			if !q.onLine(k) {
				continue
			}
			tau := q.param(k)
			if tau.cmp(s) < 0 || tau.cmp(t) > 0 {
				continue
			}
			ns, ne := narrowAt(tau)
			if ns || ne {
				// The line grazes its own square's corner: it leaves the
				// square through the square's edge at k making the
				// smaller angle with the direction of travel.
				for i, narrow := range [2]bool{ns, ne} {
					if !narrow {
						continue
					}
					cx, cy, dx, dy := fx, fy, q.d.x, q.d.y
					if i == 1 {
						cx, cy, dx, dy = gx, gy, ri(0).sub(q.d.x), ri(0).sub(q.d.y)
					}
					qx, qy := 1, 1
					if cx != x {
						qx = -1
					}
					if cy != y {
						qy = -1
					}
					var e Edge
					if dx.mul(ri(int64(qx))).cmp(dy.mul(ri(int64(qy)))) > 0 {
						e = l.hEdge(x+min(qx, 0), y)
					} else {
						e = l.vEdge(x, y+min(qy, 0))
					}
					if q.wallEdge(e) {
						return false
					}
				}
				continue
			}
			var left, right, leftWall, rightWall bool
			mark := func(sd int, wall bool) {
				if sd > 0 {
					left, leftWall = true, leftWall || wall
				} else {
					right, rightWall = true, rightWall || wall
				}
			}
			for _, ed := range [4]struct {
				dx, dy int
				e      Edge
			}{{1, 0, l.hEdge(x, y)}, {-1, 0, l.hEdge(x-1, y)}, {0, 1, l.vEdge(x, y)}, {0, -1, l.vEdge(x, y-1)}} {
				if sd := q.sideOf(ed.dx, ed.dy); sd != 0 && ed.e != NoEdge && q.wallEdge(ed.e) {
					mark(sd, true)
				}
			}
			for _, qd := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
				bl, wall := q.blocking(x+min(qd[0], 0), y+min(qd[1], 0))
				if !bl {
					continue
				}
				dsx, dsy := q.d.x.sign(), q.d.y.sign()
				if dsx != 0 && dsy != 0 && (qd[0] == dsx && qd[1] == dsy || qd[0] == -dsx && qd[1] == -dsy) {
					continue // entered, not beside
				}
				mark(q.sideOf(qd[0], qd[1]), wall)
			}
			if !left || !right {
				continue
			}
			if leftWall && rightWall {
				return false
			}
			touches := (x == q.ax || x == q.ax+1) && (y == q.ay || y == q.ay+1) ||
				(x == q.bx || x == q.bx+1) && (y == q.by || y == q.by+1)
			if !touches {
				return false
			}
		}
	}
	return true
}

// losDirect decides LOS by evaluating the candidate lines against the given
// state directly, without the cache, and returns a free line (as a grid
// point and a direction) as a witness.
func (l *Layout) losDirect(a, b Square, standing SquareSet, closed DoorSet) (ok bool, ux, uy, wx, wy int) {
	if a == b {
		return true, 0, 0, 0, 0
	}
	lb := newLOSBuilder(l)
	lb.setPair(a, b)
	lb.eachLine(func() bool {
		for _, s := range lb.singles {
			if atomActive(s, standing, closed) {
				return true
			}
		}
		for _, p := range lb.pairs {
			if atomActive(p[0], standing, closed) && atomActive(p[1], standing, closed) {
				return true
			}
		}
		ok, ux, uy, wx, wy = true, lb.ux, lb.uy, lb.wx, lb.wy
		return false
	})
	return
}

// refSampleFree looks for a free line between a and b among the lines
// through two points of: an n x n lattice in each square (borders included)
// and the grid points around them. It returns one if found.
func refSampleFree(l *Layout, a, b Square, standing SquareSet, closed DoorSet, n int) (bool, rpt, rpt) {
	ax, ay := l.XY(a)
	bx, by := l.XY(b)
	var pts []rpt
	for _, c := range [2][2]int{{ax, ay}, {bx, by}} {
		for i := 0; i <= n; i++ {
			for j := 0; j <= n; j++ {
				pts = append(pts, rpt{mkRat(int64(c[0]*n+i), int64(n)), mkRat(int64(c[1]*n+j), int64(n))})
			}
		}
	}
	for y := min(ay, by); y <= max(ay, by)+1; y++ {
		for x := min(ax, bx); x <= max(ax, bx)+1; x++ {
			pts = append(pts, rp(x, y))
		}
	}
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			if pts[i] == pts[j] {
				continue
			}
			if refLineFree(l, a, b, pts[i], pts[j], standing, closed) {
				return true, pts[i], pts[j]
			}
		}
	}
	return false, rpt{}, rpt{}
}
