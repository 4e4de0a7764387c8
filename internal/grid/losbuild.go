package grid

import (
	"cmp"
	"slices"
)

// This file turns the geometry of line of sight into, for each pair of
// squares, a short list of candidate sight lines, each described only by the
// dynamic blockers it depends on (see docs/grid.md for the semantics and the
// argument that the candidates are enough).
//
// Candidates are the lines through two grid points of the convex hull of the
// two squares. Each is parameterised exactly with integers: for a line
// through grid point u with primitive direction w = (wx, wy), with
// S = max(1,|wx|) * max(1,|wy|), the point at parameter T is
// (ux + T*wx/S, uy + T*wy/S). It crosses vertical grid lines where T is a
// multiple of kx = S/|wx|, horizontal ones where T is a multiple of
// ky = S/|wy|, and passes through grid points where T is a multiple of S.

// An atom is a dynamic blocker: a square (>= 0) that may hold a standing
// Character, or a door (< 0) that may be closed.
func squareAtom(s Square) int32 { return int32(s) }
func doorAtom(d DoorID) int32   { return -1 - int32(d) }

// lineResult is the outcome of evaluating one candidate line.
type lineResult uint8

const (
	lineSkip   lineResult = iota // not a sight line between the two squares
	lineStatic                   // blocked whatever the game state
	lineTerms                    // blocked iff one of b.singles is active or both atoms of one of b.pairs are
)

// losBuilder evaluates the candidate lines of one pair of squares. It keeps
// its buffers between pairs.
type losBuilder struct {
	l      *Layout
	a, b   Square
	ax, ay int
	bx, by int

	hull    [][2]int // convex hull of the two squares, closed (last == first)
	hullBuf [17][2]int
	pts     [][2]int
	// grid points of the bounding box of the two squares: x0, y0 its
	// top-left corner, bw+1 points per row, inside[i] for the hull
	x0, y0, bw, bh int
	inside         []bool

	// the line being evaluated
	ux, uy, wx, wy int
	S, kx, ky      int
	s, t           int  // the stretch between the squares, as parameters
	fx, fy         int  // cell of the square at the start of the stretch
	gx, gy         int  // cell of the square at its end
	startWide      bool // the line meets the start square in more than a point
	endWide        bool

	singles []int32
	pairs   [][2]int32

	// candidate pool for one pair
	cands   []cand
	poolS   []int32
	poolP   [][2]int32
	keptIdx []int
}

type cand struct{ s0, s1, p0, p1 int }

func newLOSBuilder(l *Layout) *losBuilder { return &losBuilder{l: l} }

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// floorDiv and ceilDiv divide by k > 0, rounding down or up.
func floorDiv(a, k int) int {
	q := a / k
	if a%k < 0 {
		q--
	}
	return q
}

func ceilDiv(a, k int) int {
	q := a / k
	if a%k > 0 {
		q++
	}
	return q
}

func cross(ax, ay, bx, by int) int { return ax*by - ay*bx }

// setPair prepares the builder for squares a and b: the convex hull of the
// two squares and the grid points inside it.
func (lb *losBuilder) setPair(a, b Square) {
	l := lb.l
	lb.a, lb.b = a, b
	lb.ax, lb.ay = l.XY(a)
	lb.bx, lb.by = l.XY(b)
	var p [8][2]int
	for i, c := range [2][2]int{{lb.ax, lb.ay}, {lb.bx, lb.by}} {
		p[4*i+0] = [2]int{c[0], c[1]}
		p[4*i+1] = [2]int{c[0] + 1, c[1]}
		p[4*i+2] = [2]int{c[0], c[1] + 1}
		p[4*i+3] = [2]int{c[0] + 1, c[1] + 1}
	}
	pts := p[:]
	slices.SortFunc(pts, func(u, v [2]int) int {
		if c := cmp.Compare(u[0], v[0]); c != 0 {
			return c
		}
		return cmp.Compare(u[1], v[1])
	})
	pts = slices.Compact(pts)
	// Andrew's monotone chain; the hull has no collinear vertices.
	h := lb.hullBuf[:0] // 2n+1 points: never reallocates
	for _, q := range pts {
		for len(h) >= 2 && cross(h[len(h)-1][0]-h[len(h)-2][0], h[len(h)-1][1]-h[len(h)-2][1], q[0]-h[len(h)-2][0], q[1]-h[len(h)-2][1]) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, q)
	}
	lower := len(h) + 1
	for i := len(pts) - 2; i >= 0; i-- {
		q := pts[i]
		for len(h) >= lower && cross(h[len(h)-1][0]-h[len(h)-2][0], h[len(h)-1][1]-h[len(h)-2][1], q[0]-h[len(h)-2][0], q[1]-h[len(h)-2][1]) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, q)
	}
	lb.hull = h
	lb.pts = lb.pts[:0]
	lb.x0, lb.y0 = min(lb.ax, lb.bx), min(lb.ay, lb.by)
	lb.bw, lb.bh = max(lb.ax, lb.bx)+1-lb.x0, max(lb.ay, lb.by)+1-lb.y0
	lb.inside = slices.Grow(lb.inside[:0], (lb.bw+1)*(lb.bh+1))[:(lb.bw+1)*(lb.bh+1)]
	for y := lb.y0; y <= lb.y0+lb.bh; y++ {
		for x := lb.x0; x <= lb.x0+lb.bw; x++ {
			in := lb.inHull(x, y)
			lb.inside[(y-lb.y0)*(lb.bw+1)+x-lb.x0] = in
			if in {
				lb.pts = append(lb.pts, [2]int{x, y})
			}
		}
	}
}

// hullHas reports whether grid point (x, y) is in the hull, by table.
func (lb *losBuilder) hullHas(x, y int) bool {
	x -= lb.x0
	y -= lb.y0
	return x >= 0 && y >= 0 && x <= lb.bw && y <= lb.bh && lb.inside[y*(lb.bw+1)+x]
}

// inHull reports whether grid point (x, y) is inside or on the hull, which
// is counter-clockwise in the usual orientation of the cross product.
func (lb *losBuilder) inHull(x, y int) bool {
	for i := 0; i+1 < len(lb.hull); i++ {
		p, q := lb.hull[i], lb.hull[i+1]
		if cross(q[0]-p[0], q[1]-p[1], x-p[0], y-p[1]) < 0 {
			return false
		}
	}
	return true
}

// eachLine evaluates every candidate line of the current pair and calls fn
// for each one that is not statically blocked, with its terms in lb.singles
// and lb.pairs (sorted, without duplicates). It stops when fn returns false.
func (lb *losBuilder) eachLine(fn func() bool) {
	pts := lb.pts
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			u := pts[i]
			wx, wy := pts[j][0]-u[0], pts[j][1]-u[1]
			if wx < 0 || wx == 0 && wy < 0 {
				u = pts[j]
				wx, wy = -wx, -wy
			}
			// Evaluate each line once: from its first grid point in the
			// hull, towards the next one.
			if lb.hullHas(u[0]-wx, u[1]-wy) || gcd(abs(wx), abs(wy)) != 1 {
				continue
			}
			if lb.evalLine(u[0], u[1], wx, wy) != lineTerms {
				continue
			}
			lb.normalizeTerms()
			if !fn() {
				return
			}
		}
	}
}

// chord returns the parameter interval where the current line meets the
// closed square at cell (cx, cy).
func (lb *losBuilder) chord(cx, cy int) (lo, hi int, ok bool) {
	lo, hi = -1<<62, 1<<62
	if lb.wx == 0 {
		if lb.ux < cx || lb.ux > cx+1 {
			return 0, 0, false
		}
	} else { // wx > 0
		lo = max(lo, (cx-lb.ux)*lb.kx)
		hi = min(hi, (cx+1-lb.ux)*lb.kx)
	}
	switch {
	case lb.wy == 0:
		if lb.uy < cy || lb.uy > cy+1 {
			return 0, 0, false
		}
	case lb.wy > 0:
		lo = max(lo, (cy-lb.uy)*lb.ky)
		hi = min(hi, (cy+1-lb.uy)*lb.ky)
	default:
		lo = max(lo, (lb.uy-cy-1)*lb.ky)
		hi = min(hi, (lb.uy-cy)*lb.ky)
	}
	return lo, hi, lo <= hi
}

// evalLine evaluates the line through grid point (ux, uy) with canonical
// primitive direction (wx, wy) (wx > 0, or wx == 0 and wy == 1).
func (lb *losBuilder) evalLine(ux, uy, wx, wy int) lineResult {
	lb.singles = lb.singles[:0]
	lb.pairs = lb.pairs[:0]
	lb.ux, lb.uy, lb.wx, lb.wy = ux, uy, wx, wy
	lb.S = max(1, abs(wx)) * max(1, abs(wy))
	lb.kx, lb.ky = 0, 0
	if wx != 0 {
		lb.kx = lb.S / abs(wx)
	}
	if wy != 0 {
		lb.ky = lb.S / abs(wy)
	}
	a0, a1, okA := lb.chord(lb.ax, lb.ay)
	b0, b1, okB := lb.chord(lb.bx, lb.by)
	if !okA || !okB {
		return lineSkip
	}
	switch {
	case a1 <= b0:
		lb.s, lb.t = a1, b0
		lb.fx, lb.fy, lb.gx, lb.gy = lb.ax, lb.ay, lb.bx, lb.by
		lb.startWide, lb.endWide = a1 > a0, b1 > b0
	case b1 <= a0:
		lb.s, lb.t = b1, a0
		lb.fx, lb.fy, lb.gx, lb.gy = lb.bx, lb.by, lb.ax, lb.ay
		lb.startWide, lb.endWide = b1 > b0, a1 > a0
	default:
		// The line runs along the edge the two squares share: seen iff
		// that edge does not block.
		if lb.along(lb.l.EdgeBetween(lb.a, lb.b), lb.a, lb.b) {
			return lineStatic
		}
		return lineTerms
	}
	if lb.s == lb.t && !lb.startWide && !lb.endWide {
		// Touches both squares at their common corner only: not a line
		// from one square into the other.
		return lineSkip
	}
	if wx == 0 || wy == 0 {
		return lb.walkAxis()
	}
	return lb.walkSlant()
}

// walkSlant walks a line that is not parallel to an axis.
func (lb *losBuilder) walkSlant() lineResult {
	s, t := lb.s, lb.t
	tv := ceilDiv(s, lb.kx) * lb.kx
	th := ceilDiv(s, lb.ky) * lb.ky
	prev := s
	for {
		T := min(tv, th)
		if T > t {
			break
		}
		if T > prev && lb.slantInterval(prev, T) {
			return lineStatic
		}
		if lb.slantPoint(T, T == tv, T == th) {
			return lineStatic
		}
		prev = T
		if T == tv {
			tv += lb.kx
		}
		if T == th {
			th += lb.ky
		}
	}
	if t > prev && lb.slantInterval(prev, t) {
		return lineStatic
	}
	return lineTerms
}

// slantInterval handles the open stretch between parameters T1 < T2, inside
// one cell. It reports a static blocker.
func (lb *losBuilder) slantInterval(T1, T2 int) bool {
	S2 := 2 * lb.S
	cx := floorDiv(2*lb.ux*lb.S+(T1+T2)*lb.wx, S2)
	cy := floorDiv(2*lb.uy*lb.S+(T1+T2)*lb.wy, S2)
	sq := lb.l.cell(cx, cy)
	switch {
	case sq == NoSquare:
		return true // a hole or off the layout: enclosed by walls
	case sq == lb.a || sq == lb.b:
		return false // the viewer's and the target's squares never block
	}
	lb.singles = append(lb.singles, squareAtom(sq))
	return false
}

// slantPoint handles the point at parameter T, on a vertical grid line (v),
// a horizontal one (h), or both (a grid corner).
func (lb *losBuilder) slantPoint(T int, v, h bool) bool {
	X := lb.ux*lb.S + T*lb.wx
	Y := lb.uy*lb.S + T*lb.wy
	switch {
	case v && h:
		return lb.corner(X/lb.S, Y/lb.S, T)
	case v:
		return lb.crossEdge(lb.l.vEdge(X/lb.S, floorDiv(Y, lb.S)))
	default:
		return lb.crossEdge(lb.l.hEdge(floorDiv(X, lb.S), Y/lb.S))
	}
}

// crossEdge handles the line crossing edge e at a point inside it.
func (lb *losBuilder) crossEdge(e Edge) bool {
	if e == NoEdge {
		return false
	}
	switch lb.l.edges[e].kind {
	case EdgeWall:
		return true
	case EdgeDoor:
		lb.singles = append(lb.singles, doorAtom(lb.l.edges[e].door))
	}
	return false
}

// corner handles the line passing through grid corner point (kx, ky) at T.
func (lb *losBuilder) corner(kx, ky, T int) bool {
	narrowStart := T == lb.s && !lb.startWide
	narrowEnd := T == lb.t && !lb.endWide
	if !narrowStart && !narrowEnd {
		return lb.pinch(kx, ky)
	}
	// The line only grazes the corner of its own square here: it leaves
	// that square through the edge of it that lies towards the line's
	// direction, as the lines just inside the square do.
	if narrowStart && lb.crossEdge(exitEdge(lb.l, lb.fx, lb.fy, kx, ky, sign(lb.wx), sign(lb.wy))) {
		return true
	}
	return narrowEnd && lb.crossEdge(exitEdge(lb.l, lb.gx, lb.gy, kx, ky, -sign(lb.wx), -sign(lb.wy)))
}

// exitEdge returns the edge through which a line with direction signs
// (sx, sy), touching the square at cell (cx, cy) only at its corner (kx, ky),
// leaves that square when moved infinitesimally into it: the edge of the
// square at that corner on the side the direction shares with the square.
func exitEdge(l *Layout, cx, cy, kx, ky, sx, sy int) Edge {
	qx, qy := 1, 1
	if cx != kx {
		qx = -1
	}
	if cy != ky {
		qy = -1
	}
	if sx == qx {
		return l.hEdge(kx+min(qx, 0), ky)
	}
	return l.vEdge(kx, ky+min(qy, 0))
}

// side collects the blockers touching a corner on one side of the line.
type side struct {
	wall  bool // a wall, or a hole, touches the corner on this side
	n     int
	atoms [4]int32
}

func (sd *side) add(a int32) { sd.atoms[sd.n] = a; sd.n++ }

// doorsOnly drops the squares, keeping the doors.
func (sd *side) doorsOnly() {
	n := 0
	for _, a := range sd.atoms[:sd.n] {
		if a < 0 {
			sd.atoms[n] = a
			n++
		}
	}
	sd.n = n
}

// pinch applies the pinch rule at grid corner (kx, ky) the line passes
// through: blocked if blockers touch the corner on both sides of the line,
// except that between a Character and a wall, or two Characters, the line may
// pass when the viewer's or the target's square touches the corner
// [aliens E.4, E.6]. Walls on both sides always block.
func (lb *losBuilder) pinch(kx, ky int) bool {
	l := lb.l
	wx, wy := lb.wx, lb.wy
	var left, right side
	edges := [4]struct {
		dx, dy int
		e      Edge
	}{{1, 0, l.hEdge(kx, ky)}, {-1, 0, l.hEdge(kx-1, ky)}, {0, 1, l.vEdge(kx, ky)}, {0, -1, l.vEdge(kx, ky-1)}}
	for _, ed := range edges {
		c := cross(wx, wy, ed.dx, ed.dy)
		if c == 0 || ed.e == NoEdge {
			continue // along the line: handled as an overlap
		}
		sd := &right
		if c > 0 {
			sd = &left
		}
		switch l.edges[ed.e].kind {
		case EdgeWall:
			sd.wall = true
		case EdgeDoor:
			sd.add(doorAtom(l.edges[ed.e].door))
		}
	}
	sx, sy := sign(wx), sign(wy)
	for _, q := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		if sx != 0 && sy != 0 && (q[0] == sx && q[1] == sy || q[0] == -sx && q[1] == -sy) {
			continue // the line goes through this square: an interval
		}
		sq := l.cell(kx+min(q[0], 0), ky+min(q[1], 0))
		if sq != NoSquare && (sq == lb.a || sq == lb.b) {
			continue
		}
		sd := &right
		if cross(wx, wy, q[0], q[1]) > 0 {
			sd = &left
		}
		if sq == NoSquare {
			sd.wall = true
		} else {
			sd.add(squareAtom(sq))
		}
	}
	if left.wall && right.wall {
		return true
	}
	if lb.touches(kx, ky) {
		left.doorsOnly()
		right.doorsOnly()
	}
	switch {
	case left.wall:
		lb.singles = append(lb.singles, right.atoms[:right.n]...)
	case right.wall:
		lb.singles = append(lb.singles, left.atoms[:left.n]...)
	default:
		for _, p := range left.atoms[:left.n] {
			for _, q := range right.atoms[:right.n] {
				lb.pairs = append(lb.pairs, [2]int32{min(p, q), max(p, q)})
			}
		}
	}
	return false
}

// touches reports whether the viewer's or the target's square has corner
// point (kx, ky).
func (lb *losBuilder) touches(kx, ky int) bool {
	return (kx == lb.ax || kx == lb.ax+1) && (ky == lb.ay || ky == lb.ay+1) ||
		(kx == lb.bx || kx == lb.bx+1) && (ky == lb.by || ky == lb.by+1)
}

// walkAxis walks a line along a grid line: w is (1, 0) or (0, 1) and S = 1.
// Both ends meet their squares along an edge, so the stretch is extended
// into them by one edge each way (only the overlap with those edges counts).
func (lb *losBuilder) walkAxis() lineResult {
	if lb.axisInterval(lb.s - 1) {
		return lineStatic
	}
	for T := lb.s; T <= lb.t; T++ {
		if T > lb.s && lb.axisInterval(T-1) {
			return lineStatic
		}
		if lb.pinch(lb.ux+T*lb.wx, lb.uy+T*lb.wy) {
			return lineStatic
		}
	}
	if lb.axisInterval(lb.t) {
		return lineStatic
	}
	return lineTerms
}

// axisInterval handles the unit edge between parameters T and T+1.
func (lb *losBuilder) axisInterval(T int) bool {
	l := lb.l
	if lb.wy == 0 {
		x := lb.ux + T
		return lb.along(l.hEdge(x, lb.uy), l.cell(x, lb.uy-1), l.cell(x, lb.uy))
	}
	y := lb.uy + T
	return lb.along(l.vEdge(lb.ux, y), l.cell(lb.ux-1, y), l.cell(lb.ux, y))
}

// along handles the line running along edge e between squares c1 and c2: a
// wall or closed door on e blocks; so do blockers on both sides (a seam).
func (lb *losBuilder) along(e Edge, c1, c2 Square) bool {
	if e == NoEdge {
		return false
	}
	switch lb.l.edges[e].kind {
	case EdgeWall:
		return true
	case EdgeDoor:
		// Closed, it blocks; open, the seam rule below still applies.
		lb.singles = append(lb.singles, doorAtom(lb.l.edges[e].door))
	}
	own := func(s Square) bool { return s != NoSquare && (s == lb.a || s == lb.b) }
	switch {
	case own(c1) || own(c2):
	case c1 == NoSquare && c2 == NoSquare:
		return true
	case c1 == NoSquare:
		lb.singles = append(lb.singles, squareAtom(c2))
	case c2 == NoSquare:
		lb.singles = append(lb.singles, squareAtom(c1))
	default:
		lb.pairs = append(lb.pairs, [2]int32{min(int32(c1), int32(c2)), max(int32(c1), int32(c2))})
	}
	return false
}

// normalizeTerms sorts and deduplicates the terms and drops the pairs that
// a single already implies.
func (lb *losBuilder) normalizeTerms() {
	slices.Sort(lb.singles)
	lb.singles = slices.Compact(lb.singles)
	if len(lb.pairs) == 0 {
		return
	}
	slices.SortFunc(lb.pairs, cmpPair)
	n := 0
	for i, p := range lb.pairs {
		if i > 0 && p == lb.pairs[i-1] {
			continue
		}
		if _, ok := slices.BinarySearch(lb.singles, p[0]); ok {
			continue
		}
		if _, ok := slices.BinarySearch(lb.singles, p[1]); ok {
			continue
		}
		lb.pairs[n] = p
		n++
	}
	lb.pairs = lb.pairs[:n]
}

func cmpPair(p, q [2]int32) int {
	if c := cmp.Compare(p[0], q[0]); c != 0 {
		return c
	}
	return cmp.Compare(p[1], q[1])
}

// build computes the LOS entry of the pair (a, b).
func (lb *losBuilder) build(a, b Square) *losEntry {
	lb.setPair(a, b)
	lb.cands = lb.cands[:0]
	lb.poolS = lb.poolS[:0]
	lb.poolP = lb.poolP[:0]
	always := false
	lb.eachLine(func() bool {
		if len(lb.singles) == 0 && len(lb.pairs) == 0 {
			always = true
			return false
		}
		c := cand{s0: len(lb.poolS), p0: len(lb.poolP)}
		lb.poolS = append(lb.poolS, lb.singles...)
		lb.poolP = append(lb.poolP, lb.pairs...)
		c.s1, c.p1 = len(lb.poolS), len(lb.poolP)
		lb.cands = append(lb.cands, c)
		return true
	})
	if always {
		return &losEntry{always: true}
	}
	if len(lb.cands) == 0 {
		return nil // never: every line is blocked by walls
	}
	// Keep only candidates that no other candidate dominates (one that is
	// free whenever this one is). Fewest blockers first, so that queries
	// usually stop at the first candidate.
	slices.SortStableFunc(lb.cands, func(x, y cand) int {
		if c := cmp.Compare(x.s1-x.s0, y.s1-y.s0); c != 0 {
			return c
		}
		return cmp.Compare(x.p1-x.p0, y.p1-y.p0)
	})
	lb.keptIdx = lb.keptIdx[:0]
	for i, c := range lb.cands {
		dominated := false
		for _, k := range lb.keptIdx {
			if lb.dominates(lb.cands[k], c) {
				dominated = true
				break
			}
		}
		if !dominated {
			lb.keptIdx = append(lb.keptIdx, i)
		}
	}
	e := &losEntry{cands: make([]losCand, 0, len(lb.keptIdx))}
	for _, k := range lb.keptIdx {
		c := lb.cands[k]
		lc := losCand{a0: int32(len(e.atoms)), p0: int32(len(e.pairs))}
		e.atoms = append(e.atoms, lb.poolS[c.s0:c.s1]...)
		for _, p := range lb.poolP[c.p0:c.p1] {
			e.pairs = append(e.pairs, p[0], p[1])
		}
		lc.a1, lc.p1 = int32(len(e.atoms)), int32(len(e.pairs))
		e.cands = append(e.cands, lc)
	}
	e.atoms = slices.Clip(e.atoms)
	e.pairs = slices.Clip(e.pairs)
	if len(e.cands) > 1 {
		// The blockers on every candidate (each list is sorted): one of
		// them active blocks the pair without a look at each candidate.
		c0 := e.cands[0]
		for _, a := range e.atoms[c0.a0:c0.a1] {
			all := true
			for _, c := range e.cands[1:] {
				if _, ok := slices.BinarySearch(e.atoms[c.a0:c.a1], a); !ok {
					all = false
					break
				}
			}
			if all {
				e.common = append(e.common, a)
			}
		}
	}
	return e
}

// dominates reports whether candidate k is free whenever candidate c is:
// every term of k contains a term of c.
func (lb *losBuilder) dominates(k, c cand) bool {
	cs := lb.poolS[c.s0:c.s1]
	ks := lb.poolS[k.s0:k.s1]
	if len(ks) > len(cs) {
		return false
	}
	i := 0
	for _, a := range ks {
		for i < len(cs) && cs[i] < a {
			i++
		}
		if i == len(cs) || cs[i] != a {
			return false
		}
	}
	cp := lb.poolP[c.p0:c.p1]
	for _, p := range lb.poolP[k.p0:k.p1] {
		if _, ok := slices.BinarySearch(cs, p[0]); ok {
			continue
		}
		if _, ok := slices.BinarySearch(cs, p[1]); ok {
			continue
		}
		if _, ok := slices.BinarySearchFunc(cp, p, cmpPair); ok {
			continue
		}
		return false
	}
	return true
}
