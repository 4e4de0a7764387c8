package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/grid"
)

// What the routes read of the state (L.6, L.8, N.5): the Characters'
// squares and the squares of the Alien models and Blips. Every write of
// them is a write of the sight key: a step of an Alien model or a Blip
// (alienStep, blipStep, which note it here with routeStepped) or a write
// that calls sightChanged. So in a quiet game, which trusts that count
// (sightSets), these stay as read while Game.sightVer stays, and the
// routes memo skips reading the Characters and the models again for each
// of the hundreds of route questions of an Alien Phase. Logged games, and
// rule tests that write the state by hand, read them every time; with
// Game.checkSight each trusted read is compared with a fresh one.

// routeNow is that reading, valid while ok and ver is Game.sightVer.
type routeNow struct {
	ok   bool
	fast bool
	ver  uint64
	// src holds the squares of the Characters in the mission, n of them.
	src [numChars]grid.Square
	n   int
	// occ holds the squares of the Alien models and Blips, cnt how many
	// stand on each square (one, but a count keeps a step exact whatever
	// placed them).
	occ grid.SquareSet
	cnt []int8
}

// stamp is what a memo read or checked now records: the sight count,
// and fast, set when read in a quiet game without checkSight (SetQuiet
// changes the count). A fast memo is trusted with no look at the state
// while the count stays; the routes' reading, charField, nearChars and
// the Sentry Guns' arcs test fast && ver == g.sightVer in their quick
// looks, written out so that these stay small enough to be inlined.
func (g *Game) stamp() (ver uint64, fast bool) {
	return g.sightVer, g.log.Off && !g.checkSight
}

// trusted reports whether a memo read at sight count ver still holds:
// a quiet game, nothing written since but noted steps.
func (g *Game) trusted(ver uint64) bool { return g.log.Off && ver == g.sightVer }

// routeNow returns the reading, brought up to date.
func (g *Game) routeNow() *routeNow {
	if n := &g.routes.now; n.fast && n.ver == g.sightVer {
		return n
	}
	return g.routeNowAgain()
}

// routeNowAgain is routeNow past its quick look (kept apart so that the
// quick look is inlined): with checkSight, the trusted reading is
// compared with the state; otherwise it is read again.
func (g *Game) routeNowAgain() *routeNow {
	n := &g.routes.now
	if n.ok && g.trusted(n.ver) {
		g.checkRouteNow(n) // only checkSight comes here
		return n
	}
	n.ok = true
	n.ver, n.fast = g.stamp()
	if n.occ == nil {
		n.occ, n.cnt = g.board.NewSquareSet(), make([]int8, g.board.Len())
	}
	n.n = g.charSquares(&n.src)
	n.occ.Clear()
	clear(n.cnt)
	for _, a := range g.st.Aliens {
		if a.At >= 0 {
			n.cnt[a.At]++
			n.occ.Add(grid.Square(a.At))
		}
	}
	for _, b := range g.st.Blips {
		if b.At >= 0 {
			n.cnt[b.At]++
			n.occ.Add(grid.Square(b.At))
		}
	}
	return n
}

// charSquares writes the squares of the Characters in the mission into
// dst and returns how many.
func (g *Game) charSquares(dst *[numChars]grid.Square) int {
	n := 0
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 {
			dst[n] = grid.Square(c.At)
			n++
		}
	}
	return n
}

// routeStepped notes that an Alien model or a Blip stepped from square
// from to square to (next to sightStepped, which notes the same step for
// the sight sets).
func (g *Game) routeStepped(from, to int) {
	if r := &g.routes; r.outOK {
		if d := r.field.Dist; d[from] != grid.Unreachable || d[to] != grid.Unreachable {
			r.outOK = false // a step the field reaches (routeField.outOK)
		}
	}
	n := &g.routes.now
	if !n.ok || n.ver != g.sightVer {
		return // read again at the next question anyway
	}
	if n.cnt[from]--; n.cnt[from] == 0 {
		n.occ.Remove(grid.Square(from))
	}
	n.cnt[to]++
	n.occ.Add(grid.Square(to))
}

// checkRouteNow panics if the trusted reading differs from the state
// (tests set Game.checkSight).
func (g *Game) checkRouteNow(n *routeNow) {
	var src [numChars]grid.Square
	k := g.charSquares(&src)
	occ := g.board.NewSquareSet()
	g.addAliensAndBlips(occ)
	if !slices.Equal(src[:k], n.src[:n.n]) || !slices.Equal(occ, n.occ) {
		panic("aliens: a Character, Alien or Blip moved without sightChanged or routeStepped")
	}
}

// doorBarricaded is the barricaded door between squares a and b, or
// grid.NoDoor: most steps are taken with no barricade in the mission, so
// the door is looked up only when there is one.
func (g *Game) doorBarricaded(a, b int) grid.DoorID {
	if len(g.st.Barricades) == 0 {
		return grid.NoDoor
	}
	if d := g.board.DoorBetween(grid.Square(a), grid.Square(b)); d != grid.NoDoor && slices.Contains(g.st.Barricades, int(d)) {
		return d
	}
	return grid.NoDoor
}
