package aliens

import (
	"math"
	"math/bits"
	"slices"

	"github.com/sulaco/sulaco/internal/grid"
)

// The routes memo (L.6, L.8, N.5): the distance fields the Aliens and
// Blips move by, kept while the models and Characters they depend on
// stay, and what they read of the state. Not state: a clone starts
// without it.

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

// routeSteps lists the first steps of the shortest routes from square at
// to the closest Character (L.6), through doors (L.9), never into nor
// through a square with an Alien model or a Blip (L.8, N.5).
//
// It answers from the field of the last search while that still agrees
// (routeField.agrees: a mover's later steps, other movers while the
// models stay put). Else, when only models moved since, the search goes
// on from the nearest square whose blocking changed (lowestChange,
// grid.ResumeDistancesTo: what a new search finds, for less); else (the
// Characters moved) it searches from the Characters, stopping at the
// mover. (A look down the shared static fields for a route free of
// models, tried before a search until session 7, cost more than it
// saved once searches resume.) The mover's own square is left out of the
// blocked squares: a route through it is longer than the mover's own
// distance, so it changes no distance NextSteps compares.
func (g *Game) routeSteps(at int) []int {
	r := &g.routes
	if r.blocked == nil {
		r.blocked, r.key = g.board.NewSquareSet(), g.board.NewSquareSet()
	}
	now := g.routeNow()
	isOut := r.outOK && g.trusted(r.outVer) && r.field.Dist[at] == grid.Unreachable
	if isOut && !g.checkSight {
		// Out of reach as at the last question (routeField.outOK).
		r.steps = r.steps[:0]
		if r.check != nil {
			r.check(at, r.steps)
		}
		return r.steps
	}
	blocked := r.blocked
	copy(blocked, now.occ)
	blocked.Remove(grid.Square(at))
	src := now.src[:now.n]
	if g.log.Off {
		// A quiet game keeps the decision it asks (keepAsked), so the
		// same question never comes twice in a row.
		steps := g.routeStepsFrom(at, blocked, src)
		if isOut {
			r.checkOut(at) // checkSight: the memo against a fresh look
		}
		if r.check != nil {
			r.check(at, steps)
		}
		return steps
	}
	last := &r.last
	if last.ok && last.at == at && slices.Equal(last.blocked, blocked) && slices.Equal(last.src, src) {
		// The same question again (a frame that asks, then its decision,
		// then Pending): the same answer.
		r.steps = append(r.steps[:0], last.out...)
		return r.steps
	}
	out := g.routeStepsFrom(at, blocked, src)
	last.ok, last.at, last.out = true, at, append(last.out[:0], out...)
	last.blocked = append(last.blocked[:0], blocked...)
	last.src = append(last.src[:0], src...)
	return out
}

// routeStepsFrom is routeSteps with its blocked squares and the
// Characters' squares at hand.
func (g *Game) routeStepsFrom(at int, blocked grid.SquareSet, src []grid.Square) []int {
	r := &g.routes
	m := &grid.Moves{Blocked: blocked, ThroughDoors: true}
	same := r.ok && slices.Equal(src, r.src)
	if !same || !r.covers(at) || !r.agrees(g.board, blocked, at) {
		if same {
			// Only models moved since the search: it goes on from the
			// nearest square whose blocking changed.
			g.board.ResumeDistancesTo(&r.field, m, r.lowestChange(blocked, at), grid.Square(at))
		} else {
			g.board.DistancesTo(&r.field, m, grid.Square(at), src...)
		}
		if g.checkSight {
			r.checkField(g.board, m, at, src)
		}
		r.limit = r.field.Dist[at] // the search stopped there, if it got there
		if r.limit == grid.Unreachable {
			r.limit = math.MaxInt32 // it searched everything
		}
		r.src = append(r.src[:0], src...)
		copy(r.key, blocked)
		r.ok = true
	}
	out := r.steps[:0]
	if l := g.board; l.Rules().BlockSqueeze {
		r.next = l.NextSteps(r.next[:0], &r.field, m, grid.Square(at))
		for _, s := range r.next {
			out = append(out, int(s))
		}
	} else if want := r.field.Dist[at] - 1; want >= 0 {
		// NextSteps without BlockSqueeze and with every door passable:
		// the static steps to a free square one nearer.
		dist := r.field.Dist
		for _, v := range l.StepTargets(grid.Square(at)) {
			if v != grid.NoSquare && dist[v] == want && !blocked.Has(v) {
				out = append(out, int(v))
			}
		}
		sortSmall(out) // NextSteps' order
	}
	r.steps = out
	// The field now agrees for at (searched with blocked, or checked).
	r.outOK = len(out) == 0 && r.field.Dist[at] == grid.Unreachable && r.limit == math.MaxInt32
	r.outVer = g.sightVer
	return out
}

// checkOut panics unless routeSteps, asked from square at while outOK
// held, found at out of reach with no step (checkSight).
func (r *routeField) checkOut(at int) {
	if len(r.steps) != 0 || r.field.Dist[at] != grid.Unreachable {
		panic("aliens: a route memo said out of reach, a fresh look differs")
	}
}

// downSteps is the set of directions, bit d for grid.Dir d, of the
// static steps from square w to a square one nearer the Characters on
// charField (every door passable, no model): the steps of a static
// shortest route. Worked out on first use and kept with charField (the
// bit downKnown marks a square done; charField clears them when it
// changes); cd must be charField's answer of now.
func (g *Game) downSteps(w grid.Square) uint8 {
	r := &g.routes
	if m := r.down[w]; m&downKnown != 0 {
		return uint8(m)
	}
	cd := r.cf
	m := uint16(downKnown)
	if dw := cd[w]; dw > 0 {
		for d, u := range g.board.StepTargets(w) {
			if u != grid.NoSquare && cd[u] == dw-1 {
				m |= 1 << d
			}
		}
	}
	r.down[w] = m
	return uint8(m)
}

// downKnown marks an entry of routeField.down as worked out.
const downKnown = 1 << 8

// charField is the distance of every square from the nearest Character
// in the mission, Knocked-Down ones included, through every door, with
// nothing blocked (L.6, Z.2): the minimum of the Characters' static
// fields, grid.Unreachable where none reaches. It is kept in the routes
// memo while the Characters stay on their squares (the whole Alien
// Phase), so a query is one read.
func (g *Game) charField() []int32 {
	if r := &g.routes; r.cfFast && r.cfVer == g.sightVer {
		return r.cf // the Characters are where they were (routenow.go)
	}
	return g.charFieldAgain()
}

// charFieldAgain is charField when the trusted field may be stale (kept
// apart so that the common case is inlined).
func (g *Game) charFieldAgain() []int32 {
	r := &g.routes
	trusted := r.cf != nil && g.trusted(r.cfVer)
	r.cfVer, r.cfFast = g.stamp()
	now := g.routeNow()
	src := now.src[:now.n]
	if r.cf != nil && slices.Equal(src, r.cfSrc) {
		return r.cf
	}
	if trusted {
		panic("aliens: a Character moved without sightChanged")
	}
	r.cfSrc = append(r.cfSrc[:0], src...)
	if r.cf == nil {
		r.cf, r.down = make([]int32, g.board.Len()), make([]uint16, g.board.Len())
	}
	clear(r.down)
	cf := r.cf
	if len(src) == 0 {
		for i := range cf {
			cf[i] = grid.Unreachable
		}
		return cf
	}
	copy(cf, g.board.StaticDistances(src[0]))
	// As unsigned numbers Unreachable (-1) is above every distance, so
	// the nearest is the unsigned minimum, which needs no branch.
	for _, c := range src[1:] {
		row := g.board.StaticDistances(c)
		row = row[:len(cf)]
		for s, d := range row {
			cf[s] = int32(min(uint32(cf[s]), uint32(d)))
		}
	}
	return cf
}

// routeField is the memo of routeSteps: the distance field from the
// Characters on src with the squares in key blocked, searched as far as
// distance limit (grid.DistancesTo). Not state; a clone starts without.
type routeField struct {
	ok           bool
	src          []grid.Square
	key, blocked grid.SquareSet
	field        grid.Field
	limit        int32
	// outOK: the last question, at sight count outVer, was from a square
	// the field, searched everywhere, leaves out of reach, and the field
	// agreed (agrees). What agrees reads of the blocking is only the
	// squares the field reaches, at aside: so while no write but steps
	// between squares out of reach happened since (routeStepped clears
	// outOK on any other step; any other write changes sightVer), the
	// field agrees for every square out of its reach, which has no step.
	// That is the Blips closing up from beyond the models, step by step.
	outOK  bool
	outVer uint64
	// steps holds the answer moverSteps returns (scratch, valid until
	// the next call), next NextSteps' answer.
	steps []int
	next  []grid.Square
	// cf is charField for the Characters on squares cfSrc; nil until
	// first asked.
	cf    []int32
	cfSrc []grid.Square
	cfVer uint64 // Game.sightVer when cf was last checked (trusted)
	// cfFast, nearFast: cf, near are trusted without a look while cfVer,
	// nearVer is sightVer (stamp).
	cfFast, nearFast bool
	// down holds downSteps for cf, each entry worked out on first use.
	down []uint16
	// now is what the routes read of the state (routenow.go).
	now routeNow
	// near is nearChars for the Characters on squares nearKey and the
	// barricades nearBar; nil until first asked.
	near    grid.SquareSet
	nearVer uint64 // Game.sightVer when near was last checked (trusted)
	nearKey [numChars]int32
	nearBar []int
	// check, set by tests, sees every answer of a quiet routeSteps.
	check func(at int, out []int)
	// last is routeSteps' last question and answer.
	last struct {
		ok      bool
		at      int
		blocked grid.SquareSet
		src     []grid.Square
		out     []int
	}
}

// agrees reports whether the field, searched with the squares in r.key
// blocked, gives the first steps from square at with those in blocked.
// Let d be at's distance on the field. A square u blocked in one and not
// the other (at aside) changes nothing NextSteps reads when its distance
// du plus its static distance to at exceeds d: every route through u to
// at, or to a neighbour of at, is then longer than d (resp. d-1), since
// the part of such a route before u, the first changed square on it, is
// the same in both and the rest is at least the static distance. So a
// model leaving or entering u changes neither d nor which neighbours are
// at d-1. Squares without a distance lie beyond the search (at least
// d away) or out of reach and never matter. So the field serves a
// mover's whole move, and every mover whose routes the last moves did
// not touch.
//
// When at is out of reach on a full search (covers), only a square u
// left free since (in r.key, not in blocked) can bring it in reach, and
// only if u was reached and has a neighbour that was not: a path to a
// square the search did not reach passes first from a reached square to
// an unreached neighbour, and the reached square must be one that
// passes no path on in the field but does now. Squares blocked since
// only cut paths. Without the squeezing rule (BlockSqueeze, where a
// model also closes diagonal steps beside it) a search's steps are the
// layout's static steps.
func (r *routeField) agrees(l *grid.Layout, blocked grid.SquareSet, at int) bool {
	d := r.field.Dist[at]
	if d == grid.Unreachable && !l.Rules().BlockSqueeze {
		return r.staysOut(l, blocked, at)
	}
	fromAt := l.StaticDistances(grid.Square(at))
	for i, w := range blocked {
		for x := w ^ r.key[i]; x != 0; x &= x - 1 {
			u := i<<6 + bits.TrailingZeros64(x)
			if u == at {
				continue
			}
			du := r.field.Dist[u]
			if du == grid.Unreachable {
				continue
			}
			if d == grid.Unreachable {
				return false // at was out of reach; u may open a way
			}
			if su := fromAt[u]; su >= 0 && du+su <= d {
				return false
			}
		}
	}
	return true
}

// staysOut is agrees for a square at out of reach of the field.
func (r *routeField) staysOut(l *grid.Layout, blocked grid.SquareSet, at int) bool {
	dist := r.field.Dist
	for i, w := range r.key {
		for x := w &^ blocked[i]; x != 0; x &= x - 1 {
			u := i<<6 + bits.TrailingZeros64(x)
			if u == at || dist[u] == grid.Unreachable {
				continue
			}
			for _, v := range l.StepTargets(grid.Square(u)) {
				if v != grid.NoSquare && dist[v] == grid.Unreachable {
					return false
				}
			}
		}
	}
	return true
}

// lowestChange is the least distance on the field of a square blocked
// in one of r.key and blocked and not in the other, at aside (never
// expanded: a search stops on finding it), math.MaxInt32 if none has
// one: the squares up to that distance are those a new search with
// blocked finds (grid.ResumeDistancesTo).
func (r *routeField) lowestChange(blocked grid.SquareSet, at int) int32 {
	low := int32(math.MaxInt32)
	dist := r.field.Dist
	for i, w := range blocked {
		for x := w ^ r.key[i]; x != 0; x &= x - 1 {
			u := i<<6 + bits.TrailingZeros64(x)
			if du := dist[u]; du >= 0 && du < low && u != at {
				low = du
			}
		}
	}
	return low
}

// checkField panics unless the field is what a new search leaves
// (checkSight: a resumed search against a fresh one).
func (r *routeField) checkField(l *grid.Layout, m *grid.Moves, at int, src []grid.Square) {
	var f grid.Field
	l.DistancesTo(&f, m, grid.Square(at), src...)
	if !slices.Equal(f.Dist, r.field.Dist) {
		panic("aliens: a resumed route search differs from a new one")
	}
}

// covers reports whether the field is complete enough for NextSteps from
// square at: at has its distance and every square one step nearer has
// one. A mover's later steps are nearer, so its whole move uses one field.
func (r *routeField) covers(at int) bool {
	d := r.field.Dist[at]
	if d == grid.Unreachable {
		return r.limit == math.MaxInt32
	}
	return d <= r.limit
}
