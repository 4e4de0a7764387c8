package marsattacks

import (
	"github.com/sulaco/sulaco/internal/grid"
)

// Line of sight (M.9.5, M.9.6, G4): an abstract model on the grid, with
// the rulebook's three outcomes. docs/marsattacks-los.md draws it.
//
// Between the shooter's square A and the target's square B run five
// parallel sight lines: centre to centre, and the four lines joining the
// points a quarter square in from each corner of A to the same points of
// B. The five lines are the same whichever end they are drawn from, so
// the model is symmetric between two squares. Each line, traced by
// grid.Layout.Trace, is
//
//   - blocked when it crosses a solid wall (high edge), passes through a
//     grid corner with solid walls on both sides of it (as a diagonal
//     step is blocked, M.6.3), or passes through an intervening square
//     holding a crowd of losCrowd or more figures [authored];
//   - obscured when it crosses a low wall or rubble, grazes a wall end at
//     a corner, runs along a wall, or passes through an intervening
//     square with fewer figures in it [authored];
//   - open otherwise.
//
// The target is hidden (a) when every line is blocked, in clear view (c)
// when every line is open, and partly visible (b) otherwise. Figures in
// the shooter's own square never hide anything; other figures in the
// target's square stand around it and make a clear view partial
// [authored]. Squares only touched at a corner are not passed through.
const losCrowd = 4

// lineState is what one sight line meets.
type lineState uint8

const (
	lineOpen lineState = iota
	lineObscured
	lineBlocked
)

// layout is the mat's geometry: the terrain, or an open 8x8 mat.
func (g *Game) layout() *grid.Layout { return g.geom().layout }

// losOffsets are the sight lines' start points within a square, in
// quarters of a square from its top-left corner.
var losOffsets = [5][2]int64{{2, 2}, {1, 1}, {3, 1}, {1, 3}, {3, 3}}

// SquareSight is what can be seen from square a of square b by the
// model's walls and intervening figures (M.9.5), before the figures in
// b itself are considered. The walls' part of each line is traced once
// per terrain (mat.losLines); the figures are weighed here.
func (g *Game) SquareSight(a, b Sq) Sight { return g.squareSightIn(nil, a, b) }

// squareSightIn is SquareSight with the figures already counted (nil:
// count them).
func (g *Game) squareSightIn(o *occupancy, a, b Sq) Sight {
	if a == b {
		return Clear
	}
	if !a.OnMat() || !b.OnMat() {
		return Hidden // off the mat, nothing is seen
	}
	if o == nil {
		o = g.occupancy()
	}
	return g.geom().losLines(a, b).sight(o)
}

// squareHidden is squareSightIn(nil, a, b) == Hidden.
func (g *Game) squareHidden(a, b Sq) bool {
	if a == b {
		return false
	}
	if !a.OnMat() || !b.OnMat() {
		return true
	}
	return g.geom().losLines(a, b).hiddenIn(g.occupancy())
}

// wallLine classifies one sight line from p in square a to q in b by the
// walls alone, and lists the intervening squares it passes through
// (where figures obscure or block it: losPair.sight).
func wallLine(l *grid.Layout, buf []grid.Crossing, a, b Sq, p, q grid.Point) (lineState, uint64) {
	st := lineOpen
	var through uint64
	worse := func(s lineState) {
		if s > st {
			st = s
		}
	}
	dx, dy := q.X-p.X, q.Y-p.Y
	for _, c := range l.Trace(buf, p, q) {
		switch c.Kind {
		case grid.InSquare:
			s := At(c.X, c.Y)
			if s == Off || s == a || s == b {
				continue
			}
			through |= 1 << uint(s)
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
		if st == lineBlocked {
			return st, 0
		}
	}
	return st, through
}

// cornerState weighs a line through grid corner (x, y) in direction
// (dx, dy): the four wall arms meeting there fall on the two sides of
// the line; solid walls on both sides block it, any wall touching it
// obscures it.
func cornerState(l *grid.Layout, x, y int, dx, dy int64) lineState {
	// The arms: north, east, south, west of the corner, read from the
	// squares around it.
	var arms [4]grid.Height
	arm := func(cx, cy, side, k int) {
		if s := l.At(cx, cy); s != grid.NoSquare {
			if e := l.SquareEdges(s)[side]; e != grid.NoEdge && arms[k] < l.EdgeKind(e).Height() {
				arms[k] = l.EdgeKind(e).Height()
			}
		}
	}
	const north, east, south, west = 0, 1, 2, 3
	arm(x-1, y-1, 1, north) // east side of the NW square
	arm(x, y-1, 3, north)   // west side of the NE square
	arm(x, y-1, 2, east)    // south side of the NE square
	arm(x, y, 0, east)      // north side of the SE square
	arm(x, y, 3, south)     // west side of the SE square
	arm(x-1, y, 1, south)   // east side of the SW square
	arm(x-1, y, 0, west)    // north side of the SW square
	arm(x-1, y-1, 2, west)  // south side of the NW square
	var sideA, sideB [2]int
	if (dx > 0) == (dy > 0) { // NW-SE line: NE side vs SW side
		sideA, sideB = [2]int{north, east}, [2]int{south, west}
	} else { // NE-SW line: NW side vs SE side
		sideA, sideB = [2]int{north, west}, [2]int{south, east}
	}
	high := func(side [2]int) bool {
		return arms[side[0]] == grid.HeightHigh || arms[side[1]] == grid.HeightHigh
	}
	if dx != 0 && dy != 0 && high(sideA) && high(sideB) {
		return lineBlocked
	}
	for _, h := range arms {
		if h > grid.HeightNone {
			return lineObscured
		}
	}
	return lineOpen
}

// clearView is modelSight(i, t) == Clear, in one function: the shooting
// pool asks it for every shot (M.10.1).
func (g *Game) clearView(i, t int8) bool {
	a, b := g.st.Figs[i].Sq, g.st.Figs[t].Sq
	if a == b {
		return true
	}
	if !a.OnMat() || !b.OnMat() {
		return false
	}
	o := g.occupancy()
	if o.n[b] > 1 {
		return false // others in t's square make a clear view partial
	}
	p := g.geom().losLines(a, b)
	if p.hidden || p.through&o.crowded != 0 {
		return p.sightCrowded(o) == Clear
	}
	return p.open && p.through&o.occupied == 0 // losPair.sight
}

// modelSightIn is modelSight with the figures already counted (nil:
// count them).
func (g *Game) modelSightIn(o *occupancy, i, t int8) Sight {
	if o == nil {
		o = g.occupancy()
	}
	s := g.squareSightIn(o, g.st.Figs[i].Sq, g.st.Figs[t].Sq)
	if s == Clear && g.st.Figs[t].Sq.OnMat() && o.n[g.st.Figs[t].Sq] > 1 && g.st.Figs[i].Sq != g.st.Figs[t].Sq {
		s = Partial
	}
	return s
}
