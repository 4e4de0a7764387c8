package marsattacks

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/sulaco/sulaco/internal/grid"
)

// matGeo is what a game derives from its terrain once and shares, immutable
// or filled lazily and lock-free, with every game on the same terrain and
// with its clones: the layout, the steps the walls allow and the sight
// lines of every pair of squares (los.go). None of it is game state: it
// depends on the walls only, never on the figures, so it never changes a
// Hash nor makes two runs differ.
type matGeo struct {
	layout *grid.Layout
	// step[s] has bit t set when a figure may step from s to the adjacent
	// square t as far as the walls go (M.6.2, M.6.3).
	step [Size * Size]uint64
	// zones are the squares of each zone anchor character, in the
	// layout's order (scenarios.go, zone).
	zones    [256][]Sq
	zoneMask [256]uint64
	// los[a*64+b] are the five sight lines from a to b, computed on first
	// use (losLines).
	los [Size * Size * Size * Size]atomic.Pointer[losPair]
	// traced[a] has bit b set once the lines from a to b are traced;
	// wallHidden[a] has it when that pair is hidden by the walls alone
	// (losPair.hidden), set before traced. Without a crowd on the mat a
	// pair is hidden exactly when the walls hide it (hiddenIn), so the
	// shooting squares of a square whose pairs are all traced are a mask
	// away, without reading every pair (shootSquaresInto).
	traced, wallHidden [Size * Size]atomic.Uint64
	// crossed[a][c] has bit b set when a traced pair's lines from a to b
	// pass through square c (losPair.through), set before traced: with
	// a crowd on the mat only the pairs crossing a crowded square need
	// their lines weighed (shootMask).
	crossed [Size * Size][Size * Size]atomic.Uint64
}

// losPair is the wall part of the five sight lines between two squares:
// for each line what the walls do to it (lineOpen, lineObscured,
// lineBlocked) and the intervening squares it passes through, where
// figures obscure or block it (los.go).
type losPair struct {
	wall [5]lineState
	thru [5]uint64 // the intervening squares of each line
	// hidden: every line is blocked by walls, whatever the figures.
	hidden bool
	// open: no line meets a wall; through is the union of the lines'
	// intervening squares (a line blocked by walls has none). They let
	// sight answer without weighing the lines one by one when no crowd
	// stands on any of them (sight).
	open    bool
	through uint64
}

// geoCache holds the mats of terrains met so far, keyed by their map
// source; it stops growing at geoCacheMax (generated mats are many).
var geoCache struct {
	sync.Mutex
	m map[string]*matGeo
}

const geoCacheMax = 64

// openGeo is the mat with no walls.
var openGeo = sync.OnceValue(func() *matGeo {
	src := "board: open\n"
	for range Size {
		src += "+ + + + + + + + +\n . . . . . . . .\n"
	}
	src += "+ + + + + + + + +\n"
	m, err := geoFor("open", src)
	if err != nil {
		panic(err) // a constant map
	}
	return m
})

// geoFor parses a terrain (ParseTerrain) once per source and returns its
// shared mat.
func geoFor(name, src string) (*matGeo, error) {
	geoCache.Lock()
	m := geoCache.m[src]
	geoCache.Unlock()
	if m != nil {
		return m, nil
	}
	l, err := ParseTerrain(name, src)
	if err != nil {
		return nil, err
	}
	m = newGeo(l)
	geoCache.Lock()
	defer geoCache.Unlock()
	if old := geoCache.m[src]; old != nil {
		return old, nil
	}
	if geoCache.m == nil {
		geoCache.m = map[string]*matGeo{}
	}
	if len(geoCache.m) < geoCacheMax {
		geoCache.m[src] = m
	}
	return m, nil
}

// newGeo derives the step table of a layout; sight lines come lazily.
func newGeo(l *grid.Layout) *matGeo {
	m := &matGeo{layout: l}
	for _, a := range l.Anchors() {
		x, y := l.XY(a.Square)
		m.zones[a.Char] = append(m.zones[a.Char], At(x, y))
		m.zoneMask[a.Char] |= 1 << uint(At(x, y))
	}
	for s := Sq(0); s < Size*Size; s++ {
		for _, t := range neighbourTable[s] {
			if d, ok := dirOf(t.X()-s.X(), t.Y()-s.Y()); ok && l.Step(l.At(s.X(), s.Y()), d) != grid.NoSquare {
				m.step[s] |= 1 << uint(t)
			}
		}
	}
	return m
}

// geom is the game's mat: its terrain's, or the open mat.
func (g *Game) geom() *matGeo {
	if g.geo != nil {
		return g.geo
	}
	return openGeo()
}

// neighbourTable lists the on-mat squares adjacent to each square, in
// the order of neighbours.
var neighbourTable = func() (t [Size * Size][]Sq) {
	for s := Sq(0); s < Size*Size; s++ {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if dx == 0 && dy == 0 {
					continue
				}
				if n := At(s.X()+dx, s.Y()+dy); n != Off {
					t[s] = append(t[s], n)
				}
			}
		}
		t[s] = t[s][:len(t[s]):len(t[s])]
	}
	return t
}()

// losLines returns the sight lines from a to b, tracing them on first use.
func (m *matGeo) losLines(a, b Sq) *losPair {
	if p := m.los[int(a)*Size*Size+int(b)].Load(); p != nil {
		return p
	}
	return m.traceLines(a, b)
}

// traceLines is losLines on first use: it traces the five lines and
// keeps them.
func (m *matGeo) traceLines(a, b Sq) *losPair {
	p := &losPair{hidden: true, open: true}
	var buf [48]grid.Crossing
	for k, o := range losOffsets {
		pt := grid.Point{X: 4*int64(a.X()) + o[0], Y: 4*int64(a.Y()) + o[1], Den: 4}
		qt := grid.Point{X: 4*int64(b.X()) + o[0], Y: 4*int64(b.Y()) + o[1], Den: 4}
		p.wall[k], p.thru[k] = wallLine(m.layout, buf[:0], a, b, pt, qt)
		p.through |= p.thru[k]
		if p.wall[k] != lineBlocked {
			p.hidden = false
		}
		if p.wall[k] != lineOpen {
			p.open = false
		}
	}
	m.los[int(a)*Size*Size+int(b)].Store(p) // two games racing store equal values
	if p.hidden {
		m.wallHidden[a].Or(1 << uint(b))
	}
	for t := p.through; t != 0; t &= t - 1 {
		m.crossed[a][bits.TrailingZeros64(t)].Or(1 << uint(b))
	}
	m.traced[a].Or(1 << uint(b))
	return p
}

// neighbourMask is neighbourTable as masks; nearMask[s] adds s itself:
// the squares at distance 1 or less.
var neighbourMask, nearMask = func() (n, near [Size * Size]uint64) {
	for s := range neighbourTable {
		for _, t := range neighbourTable[s] {
			n[s] |= 1 << uint(t)
		}
		near[s] = n[s] | 1<<uint(s)
	}
	return n, near
}()

// occupancy is where the figures stand, as square masks: occupied holds
// at least one figure, crowded at least losCrowd (los.go), full
// SquareCap (M.7.3).
type occupancy struct {
	n                       [Size * Size]int8
	occupied, crowded, full uint64
	// side[s] are the squares holding a figure of side s; active[s]
	// those holding one that is not terrified; target[s] those holding
	// one that may be shot at, not a Terrified Civilian (M.18.18.6).
	side, active, target [2]uint64
	// civ are the squares holding a Terrified Civilian (M.18.18).
	civ uint64
	// ready are, per side, the figures (bit i for figure i) alive on the
	// mat without an activation marker (M.4.4); waiting those in the
	// reserve without one (appendActivatable, canActivate). The marker
	// is given and taken through setActivated.
	ready, waiting [2]uint64
	// deploy are, per side, the figures waiting to be placed (Deploy
	// set; nextDeploy). Deploy changes only between unplace and place
	// (or before a touch), as the squares do.
	deploy [2]uint64
	// reinf are, per side, the killed soldiers a Reinforcements card may
	// return (bit i for figure i; reinforcement, anyReinforcement). Killed,
	// Alive and Side change only between unplace and place, as the squares
	// do.
	reinf [2]uint64
	// per are the counts behind side, active and target, square by
	// square, so that one figure can be taken out and put back (countFig).
	per [2][Size * Size]sideCount
	// at are, square by square, the figures (bit i for figure i) alive
	// in it: inSquare and enemiesIn without a search of the figures.
	at [Size * Size]uint64
}

// sideCount is how many figures of one side stand in a square: all, not
// terrified, not Terrified Civilians (target), and Terrified Civilians.
type sideCount struct{ all, active, target, civ int8 }

// occupancy counts the living figures on the mat, square by square, as
// count does; one pass instead of one per square. While a question's
// options are built (asking) the figures stand still, and the count is
// made once.
//
// A quiet game keeps the count until the rules change a figure (touch):
// its figures change only by its rules, while a game with its log on may
// be a rule test's, which sets figures by hand between choices.
//
// The count is the game's own (g.occ), not a copy: callers read it
// before any figure changes, and a count made meanwhile is the same.
func (g *Game) occupancy() *occupancy {
	if g.memo.occOK && g.memo.occGen == g.memo.figGen {
		return g.memo.occ // small enough to be inlined
	}
	return g.recountAll()
}

// recountAll is occupancy when the count is not kept: it counts anew,
// and keeps the count (occOK) only where it may be kept.
func (g *Game) recountAll() *occupancy {
	if g.memo.occ == nil {
		g.memo.occ = new(occupancy)
	}
	g.countInto(g.memo.occ)
	g.memo.occOK, g.memo.occGen = g.memo.asking > 0 || g.log.Off, g.memo.figGen
	return g.memo.occ
}

// touch notes that a figure moved, was placed, died, left the mat, was
// terrified or stood up, or joined or left the reserve: every change
// occupancy counts or the victory check reads (M.20.4).
func (g *Game) touch() { g.memo.figGen++ }

// ask starts building a question's options, which change nothing: the
// figures' count may be kept until done. It reports whether done must
// follow; a quiet game keeps its count anyway (occupancy), so it has
// nothing to ask:
//
//	if g.ask() {
//		defer g.done()
//	}
func (g *Game) ask() bool {
	if g.log.Off {
		return false
	}
	if g.memo.asking == 0 {
		g.memo.occOK = false
	}
	g.memo.asking++
	return true
}

// done ends ask.
func (g *Game) done() {
	if g.memo.asking--; g.memo.asking == 0 {
		g.memo.occOK = false
	}
}

// countFigures is occupancy, counted.
func (g *Game) countFigures() (o occupancy) {
	g.countInto(&o)
	return o
}

// countInto sets o to the count of the figures: countFig of each figure
// from an empty count, in one pass.
func (g *Game) countInto(o *occupancy) {
	*o = occupancy{}
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		o.setReady(f, int8(i))
		if f.Alive && f.Sq.OnMat() {
			g.addToSquare(o, f, int8(i))
		} else if g.reinforcement(f.Side, int8(i)) {
			o.reinf[f.Side&1] |= 1 << uint(i)
		}
	}
}

// addToSquare counts figure f (index i), alive on the mat, in its square:
// counts up, and each mask turned on as its count reaches it.
func (g *Game) addToSquare(o *occupancy, f *Figure, i int8) {
	q, s := f.Sq, f.Side&1
	c := &o.per[s][q]
	bit := uint64(1) << uint(q)
	o.at[q] |= 1 << uint(i)
	o.n[q]++
	c.all++
	o.occupied |= bit
	if o.n[q] >= losCrowd {
		o.crowded |= bit
	}
	if o.n[q] >= SquareCap {
		o.full |= bit
	}
	o.side[s] |= bit
	if !f.Terrified {
		c.active++
		o.active[s] |= bit
	}
	if g.profiles[f.Profile].Abilities.Has(TerrifiedCivilian) {
		c.civ++
		o.civ |= bit
	} else {
		c.target++
		o.target[s] |= bit
	}
}

// countFig adds figure i to the kept count (d = 1) or takes it out (d =
// -1) if it is alive on the mat, and sets the masks of its square from
// the counts: adding only turns masks on, taking out only off. recount
// calls it right after touch: only a count kept until then (occGen one
// behind) is kept on; any other is counted anew when asked for.
func (g *Game) countFig(i int8, d int8) {
	if !g.memo.occOK || g.memo.occGen+1 != g.memo.figGen {
		return
	}
	g.memo.occGen = g.memo.figGen
	o := g.memo.occ
	f := &g.st.Figs[i]
	if d < 0 {
		o.ready[f.Side&1] &^= 1 << uint(i)
		o.waiting[f.Side&1] &^= 1 << uint(i)
		o.deploy[f.Side&1] &^= 1 << uint(i)
		o.reinf[f.Side&1] &^= 1 << uint(i)
	} else {
		o.setReady(f, i)
	}
	if !f.Alive || !f.Sq.OnMat() {
		if d > 0 && g.reinforcement(f.Side, i) {
			o.reinf[f.Side&1] |= 1 << uint(i)
		}
		return
	}
	if d > 0 {
		g.addToSquare(o, f, i)
		return
	}
	g.takeFromSquare(o, f, i)
}

// moveFig moves figure i to square to, both on the mat: unplace, the
// move and place in one. The figure's ready, waiting and deploy bits do
// not change with a move (setReady reads no square but whether it is on
// the mat), so a kept count only takes it from one square and adds it to
// the other.
func (g *Game) moveFig(i int8, to Sq) {
	f := &g.st.Figs[i]
	if !f.Alive || !f.Sq.OnMat() || !to.OnMat() {
		g.unplace(i)
		f.Sq = to
		g.place(i)
		return
	}
	g.touch()
	g.victoryMoved()
	if g.memo.occOK && g.memo.occGen+1 == g.memo.figGen {
		g.memo.occGen = g.memo.figGen
		g.takeFromSquare(g.memo.occ, f, i)
		f.Sq = to
		g.addToSquare(g.memo.occ, f, i)
		return
	}
	f.Sq = to
}

// takeFromSquare takes figure f (index i), alive on the mat, out of
// the count of its square: counts down, and each mask turned off as its
// count falls below it (addToSquare's inverse).
func (g *Game) takeFromSquare(o *occupancy, f *Figure, i int8) {
	q, s := f.Sq, f.Side&1
	c := &o.per[s][q]
	civ := g.profiles[f.Profile].Abilities.Has(TerrifiedCivilian)
	bit := uint64(1) << uint(q)
	o.at[q] &^= 1 << uint(i)
	o.n[q]--
	c.all--
	if o.n[q] <= 0 {
		o.occupied &^= bit
	}
	if o.n[q] < losCrowd {
		o.crowded &^= bit
	}
	if o.n[q] < SquareCap {
		o.full &^= bit
	}
	if c.all <= 0 {
		o.side[s] &^= bit
	}
	if !f.Terrified {
		if c.active--; c.active <= 0 {
			o.active[s] &^= bit
		}
	}
	if civ {
		if c.civ--; o.per[0][q].civ+o.per[1][q].civ <= 0 {
			o.civ &^= bit
		}
	} else if c.target--; c.target <= 0 {
		o.target[s] &^= bit
	}
}

// setReady sets figure i's bits in ready, waiting and deploy from its
// state.
func (o *occupancy) setReady(f *Figure, i int8) {
	bit, s := uint64(1)<<uint(i), f.Side&1
	o.ready[s] &^= bit
	o.waiting[s] &^= bit
	o.deploy[s] &^= bit
	if f.Deploy != "" {
		o.deploy[s] |= bit
	}
	if f.Activated {
		return
	}
	if f.Alive && f.Sq.OnMat() {
		o.ready[s] |= bit
	}
	if f.Reserve {
		o.waiting[s] |= bit
	}
}

// setActivated gives figure i its activation marker (M.4.4) or takes it
// away, and keeps a kept count's ready and waiting masks. The marker is
// not where a figure stands: the count stays kept (no touch).
func (g *Game) setActivated(i int8, on bool) {
	f := &g.st.Figs[i]
	f.Activated = on
	if g.memo.occOK && g.memo.occGen == g.memo.figGen {
		if on { // setReady with a marker: neither ready nor waiting
			bit, s := uint64(1)<<uint(i), f.Side&1
			g.memo.occ.ready[s] &^= bit
			g.memo.occ.waiting[s] &^= bit
			return
		}
		g.memo.occ.setReady(f, i)
	}
}

// clearActivated takes every figure's activation marker away (M.4.4):
// setActivated(i, false) for each figure, a kept count's ready and
// waiting masks set in one pass (setReady with no marker: ready alive
// on the mat, waiting in the reserve).
func (g *Game) clearActivated() {
	var ready, waiting [2]uint64
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		f.Activated = false
		bit, s := uint64(1)<<uint(i), f.Side&1
		if f.Alive && f.Sq.OnMat() {
			ready[s] |= bit
		}
		if f.Reserve {
			waiting[s] |= bit
		}
	}
	if g.memo.occOK && g.memo.occGen == g.memo.figGen {
		g.memo.occ.ready, g.memo.occ.waiting = ready, waiting
	}
}

// unplace and place bracket a change of figure i's square, life or
// terror: unplace takes the figure out of a kept count of the figures,
// place puts it back as it stands after the change, so that moving,
// placing, killing or laying down one figure needs no new count. Without
// a kept count they note the change (touch), as touch does alone.
func (g *Game) unplace(i int8) { g.recount(i, -1) }

// place ends unplace.
func (g *Game) place(i int8) { g.recount(i, 1) }

func (g *Game) recount(i int8, d int8) {
	g.touch()
	g.countFig(i, d) // inlined in unplace and place: one call, not two
}

// room: square q holds fewer than SquareCap figures (M.7.3) and none of
// the side opposing s: count(q) < SquareCap && len(enemiesIn(q, s,
// false)) == 0.
func (o *occupancy) room(q Sq, s Side) bool {
	return o.n[q] < SquareCap && o.side[s.Other()&1]&(1<<uint(q)) == 0
}

// sight weighs the five lines of p with the figures of o (M.9.5).
// Without a crowd on any line no line is blocked by figures, so some
// line stays unblocked (not hidden by walls): the view is clear when
// every line is open by the walls and crosses no figure, partial
// otherwise, as weighing the lines one by one (sightCrowded) finds.
func (p *losPair) sight(o *occupancy) Sight {
	if p.hidden || p.through&o.crowded != 0 {
		return p.sightCrowded(o)
	}
	if p.open && p.through&o.occupied == 0 {
		return Clear
	}
	return Partial
}

// hiddenIn is sight(o) == Hidden, for shooting squares: without a crowd
// on its lines a pair not hidden by the walls is seen.
func (p *losPair) hiddenIn(o *occupancy) bool {
	return p.hidden || p.through&o.crowded != 0 && p.crowdBlocks(o.crowded)
}

// crowdBlocks is sightCrowded(o) == Hidden for a pair the walls do not
// hide, o.crowded being crowded: every line blocked, by a wall or by a
// crowd on it. It stops at the first line left open (most often the
// first).
func (p *losPair) crowdBlocks(crowded uint64) bool {
	for k, st := range p.wall {
		if st != lineBlocked && p.thru[k]&crowded == 0 {
			return false
		}
	}
	return true
}

// sightCrowded is sight weighing the lines one by one.
func (p *losPair) sightCrowded(o *occupancy) Sight {
	if p.hidden {
		return Hidden
	}
	blocked, open := 0, 0
	for k, st := range p.wall {
		if st < lineBlocked {
			if t := p.thru[k]; t&o.crowded != 0 {
				st = lineBlocked
			} else if t&o.occupied != 0 && st < lineObscured {
				st = lineObscured
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

// areaMasks are the squares of each effect area (area.go) as masks:
// explosion[q], directional[side][q][dir]; hitBy and hitByDir are the
// inverse: the target squares whose area holds square p
// (cardSquareDecision).
var areaMasks = func() (m struct {
	explosion   [Size * Size]uint64
	directional [2][Size * Size][4]uint64
	hitBy       [Size * Size]uint64
	hitByDir    [2][Size * Size][4]uint64
}) {
	mask := func(area []Sq) (b uint64) {
		for _, q := range area {
			b |= 1 << uint(q)
		}
		return b
	}
	for q := Sq(0); q < Size*Size; q++ {
		m.explosion[q] = mask(explosion(q))
		for s := range 2 {
			for d := range 4 {
				m.directional[s][q][d] = mask(directional(Side(s), q, AreaDir(d)))
			}
		}
	}
	for q := 0; q < Size*Size; q++ {
		for p := 0; p < Size*Size; p++ {
			if m.explosion[q]&(1<<uint(p)) != 0 {
				m.hitBy[p] |= 1 << uint(q)
			}
			for s := range 2 {
				for d := range 4 {
					if m.directional[s][q][d]&(1<<uint(p)) != 0 {
						m.hitByDir[s][p][d] |= 1 << uint(q)
					}
				}
			}
		}
	}
	return m
}()

// cardAreaMask is cardArea as a mask of squares.
func (g *Game) cardAreaMask(q Sq, dir AreaDir) uint64 {
	switch g.st.CardSq.Area {
	case Explosion:
		return areaMasks.explosion[q]
	case Directional:
		return areaMasks.directional[g.st.CardSq.Side&1][q][dir&3]
	}
	return 1 << uint(q)
}
