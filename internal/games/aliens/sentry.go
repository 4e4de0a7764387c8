package aliens

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Section T.1-T.7: Sentry Guns.
//
// Readings (T.2, T.6, Y.13 [GAP]):
//   - A gun faces one of the four board directions. Its forward arc is a
//     90° cone: the squares whose distance ahead is at least 1 and at
//     least their distance to the side (so the 3 squares ahead in the
//     first row, 5 in the second, ...), in Line of Sight of the gun's
//     square (E). Squares beside and behind it are never in the arc.
//   - The dial reads 450, 405, 360, ..., 45, 0: each shot turns it down 45,
//     so a gun has 10 shots; at 0 it shoots no more.
//   - T.3 (X.34): a gun shoots at a model or Blip each time it steps into
//     a square in the arc (DE "enters a space in its LOS"; EN's "moves
//     while in LOS" gives the same shots square by square: one per space
//     moved while in sight). Placement and removal are not movement.

// Sentry is a Sentry Gun token (A.15, C.15).
type Sentry struct {
	At     int    `json:"at"`
	Facing string `json:"facing"` // n, e, s or w
	Ammo   int    `json:"ammo"`   // the dial (T.6)
}

// Sentry Gun dial (T.6, Y.13).
const (
	sentryAmmo = 450
	sentryStep = 45
	maxSentry  = 2 // A.15
)

var facings = []string{"n", "e", "s", "w"}

func facingVec(f string) (int, int) {
	switch f {
	case "n":
		return 0, -1
	case "e":
		return 1, 0
	case "s":
		return 0, 1
	}
	return -1, 0
}

// inArc reports whether square t is in sentry gun sg's forward arc and
// Line of Sight (T.2, Y.13).
func (g *Game) inArc(sg *Sentry, t int) bool {
	x0, y0 := g.board.XY(grid.Square(sg.At))
	x1, y1 := g.board.XY(grid.Square(t))
	fx, fy := facingVec(sg.Facing)
	dx, dy := x1-x0, y1-y0
	ahead := dx*fx + dy*fy
	side := dx*fy - dy*fx
	if side < 0 {
		side = -side
	}
	if ahead < 1 || side > ahead {
		return false
	}
	// The layout's sight rows, once its Line of Sight table is complete,
	// settle most squares without the sight sets: walls alone hide the
	// square, or nothing can.
	if maybe, sure := g.board.SightRows(grid.Square(sg.At)); maybe != nil {
		if !maybe.Has(grid.Square(t)) {
			return false
		}
		if sure.Has(grid.Square(t)) {
			return true
		}
	}
	return g.los(sg.At, t)
}

// sentryTrigger fires every gun with ammunition whose arc holds square to,
// the square something just stepped into (T.3). A hit (two Marine dice,
// the lower counts, 7 or less, T.4) kills everything there: a Character,
// an Alien with its whole swarm, a Blip unflipped (T.5). It resolves at
// once, inside the move (T.7).
func (g *Game) sentryTrigger(to, _ int) {
	if len(g.st.Sentries) == 0 {
		return
	}
	arcs := g.sentryArcs()
	if arcs != nil && !arcs.any.Has(grid.Square(to)) {
		if g.checkSight {
			g.checkNoArc(to)
		}
		return // in no gun's arc, walls alone decide (sentryArcs)
	}
	for i := range g.st.Sentries {
		sg := &g.st.Sentries[i]
		if sg.Ammo <= 0 || !g.inArcWith(arcs, i, sg, to) || !g.occupied(to) {
			continue
		}
		sg.Ammo -= sentryStep // [T.6]
		a, b := g.rng.Roll(10), g.rng.Roll(10)
		r := min(a, b)
		name := g.squareName(to)
		if r > 7 {
			if g.logging() {
				g.emit("T.4", engine.M("aliens.sentry.missed", "gun", i+1, "at", name, "roll", r, "ammo", sg.Ammo), []int{a, b})
			}
			continue
		}
		if g.logging() {
			g.emit("T.4", engine.M("aliens.sentry.hit", "gun", i+1, "at", name, "roll", r, "ammo", sg.Ammo), []int{a, b})
		}
		g.killAt(to, "T.4")
		return // nothing is left there to shoot at
	}
}

// sentryArcs is the memo of the guns' arcs: for each gun, the squares
// of its cone (inArc's geometry) that walls alone do not hide from it
// (the layout's sight rows, maybe) and those nothing can hide (sure);
// any is the union of the first. A gun never moves nor turns, so a
// step's T.3 check is a bit test unless the square is in some gun's
// cone and sight row. Kept while the guns stand on the squares and face
// as in guns (a rule test may write them); nil sets until the layout's
// sight rows are built.
type sentryArcs struct {
	guns    []Sentry // At and Facing of the guns the sets are for
	maybe   []grid.SquareSet
	sure    []grid.SquareSet
	any     grid.SquareSet
	checked int // tests: answers compared with inArc (checkSight)
	// fast, ver: when the guns were last checked (stamp).
	fast bool
	ver  uint64
}

// sentryArcs returns the arcs of the guns of now, or nil when the sight
// rows are not built.
func (g *Game) sentryArcs() *sentryArcs {
	a := &g.arcs
	if len(a.guns) != len(g.st.Sentries) || a.any == nil {
		return g.sentryArcsAgain()
	}
	if a.fast && a.ver == g.sightVer {
		// Checked since the last write the game did not note (as the
		// routes' reading, routenow.go): play writes the guns only by
		// placing one (addSentry), which changes their number.
		return a
	}
	for i := range a.guns {
		if !sameGun(&a.guns[i], &g.st.Sentries[i]) {
			return g.sentryArcsAgain()
		}
	}
	a.ver, a.fast = g.stamp()
	return a
}

// sameGun reports whether guns a and b stand on one square facing one
// way.
func sameGun(a, b *Sentry) bool {
	return a.At == b.At && a.Facing == b.Facing
}

// sentryArcsAgain brings the sets up to date: guns are placed one by
// one, so the sets of the guns already known are kept.
func (g *Game) sentryArcsAgain() *sentryArcs {
	a := &g.arcs
	for i := range g.st.Sentries {
		if maybe, _ := g.board.SightRows(grid.Square(g.st.Sentries[i].At)); maybe == nil {
			a.guns, a.any = a.guns[:0], nil
			return nil
		}
	}
	keep := 0
	for keep < len(a.guns) && keep < len(g.st.Sentries) && sameGun(&a.guns[keep], &g.st.Sentries[keep]) {
		keep++
	}
	a.guns, a.maybe, a.sure = a.guns[:keep], a.maybe[:keep], a.sure[:keep]
	for i := keep; i < len(g.st.Sentries); i++ {
		sg := g.st.Sentries[i]
		m, s := g.arcSets(&sg)
		a.guns, a.maybe, a.sure = append(a.guns, sg), append(a.maybe, m), append(a.sure, s)
	}
	a.fast = false // checked at the next use
	a.any = g.board.NewSquareSet()
	for _, m := range a.maybe {
		for w := range a.any {
			a.any[w] |= m[w]
		}
	}
	return a
}

// arcSets is the squares of sg's cone (inArc's geometry) in its sight
// row maybe, and those of them in its row sure.
func (g *Game) arcSets(sg *Sentry) (m, s grid.SquareSet) {
	l := g.board
	maybe, sure := l.SightRows(grid.Square(sg.At))
	m, s = l.NewSquareSet(), l.NewSquareSet()
	x0, y0 := l.XY(grid.Square(sg.At))
	fx, fy := facingVec(sg.Facing)
	for w, word := range maybe {
		for x := word; x != 0; x &= x - 1 {
			t := grid.Square(w<<6 + bits.TrailingZeros64(x))
			x1, y1 := l.XY(t)
			dx, dy := x1-x0, y1-y0
			ahead, side := dx*fx+dy*fy, dx*fy-dy*fx
			if ahead < 1 || side > ahead || -side > ahead {
				continue // as inArc
			}
			m.Add(t)
			if sure.Has(t) {
				s.Add(t)
			}
		}
	}
	return m, s
}

// checkNoArc panics if square to is in some gun's arc (checkSight).
func (g *Game) checkNoArc(to int) {
	for i := range g.st.Sentries {
		g.arcs.checked++
		if g.inArc(&g.st.Sentries[i], to) {
			panic("aliens: a square out of the Sentry Gun arcs memo is in an arc")
		}
	}
}

// inArcWith is inArc for gun i, sg, answered from arcs when not nil.
func (g *Game) inArcWith(arcs *sentryArcs, i int, sg *Sentry, t int) bool {
	if arcs == nil {
		return g.inArc(sg, t)
	}
	in := arcs.maybe[i].Has(grid.Square(t)) && (arcs.sure[i].Has(grid.Square(t)) || g.los(sg.At, t))
	if g.checkSight {
		arcs.checked++
		if in != g.inArc(sg, t) {
			panic("aliens: a Sentry Gun arc memo differs from inArc")
		}
	}
	return in
}

// killAt kills everything on square s (T.4).
func (g *Game) killAt(s int, rule string) {
	if i := slices.IndexFunc(g.st.Aliens, func(a Alien) bool { return a.At == s }); i >= 0 {
		id := g.st.Aliens[i].ID
		g.st.Aliens = slices.Delete(g.st.Aliens, i, i+1)
		g.sightChanged()
		if g.logging() {
			g.emit(rule, engine.M("aliens.alien.killed", "alien", alienKey(id)), nil)
		}
	}
	if i := slices.IndexFunc(g.st.Blips, func(b Blip) bool { return b.At == s }); i >= 0 {
		id := g.st.Blips[i].ID
		g.removeBlip(id) // [T.5] not flipped; back to the pool [Y.14]
		if g.logging() {
			g.emit(rule, engine.M("aliens.blip.killed", "blip", blipKey(id)), nil)
		}
	}
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At == s {
			g.loseChar(c.ID, Killed, rule)
		}
	}
}

// ---- placement (C.15) ----

// sentrySquares lists the squares a gun may go on: empty of models,
// Blips and other tokens (DE: "two empty spaces").
func (g *Game) sentrySquares() []int {
	taken := g.occupiedSquares() // occupied, and with the tokens tokenAt
	g.addTokenSquares(taken)
	var out []int
	for s := range g.board.Len() {
		if !taken.Has(grid.Square(s)) {
			out = append(out, s)
		}
	}
	return out
}

// decideSentry asks the highest-Rank player where the next gun goes
// (leftToPlace guns), then its facing (at placeAt).
func (g *Game) decideSentry(f *frame) *engine.Decision {
	d := g.decide(g.highestRankSeat(), engine.Msg{})
	if f.Step == sentryFacing {
		d.Prompt = g.mem.Message("aliens.prompt.sentry-facing", "at", g.squareName(f.placeAt()))
		for _, fc := range facings {
			d.Options = append(d.Options, g.opt("facing:"+fc, "aliens.opt.sentry-facing", "facing", fc))
		}
		return d
	}
	d.Prompt = g.mem.Message("aliens.prompt.sentry-place", "n", itoa(*f.leftToPlace()))
	d.Options = g.squareOptions(d.Options, g.sentrySquares(), "sentry", "aliens.opt.sentry-place", "at")
	return d
}

func (g *Game) chooseSentry(f *frame, key string) {
	if a, ok := keyArg(key, "facing"); ok {
		g.addSentry(f.placeAt(), a)
		f.Step = sentryPlace
		*f.leftToPlace()--
		if *f.leftToPlace() <= 0 {
			g.pop()
		}
		return
	}
	s := g.keySquare(key, "sentry")
	f.setPlaceAt(int(s))
	f.Step = sentryFacing
}

func (g *Game) addSentry(s int, facing string) {
	g.st.Sentries = append(g.st.Sentries, Sentry{At: s, Facing: facing, Ammo: sentryAmmo})
	if g.logging() {
		g.emit("C.15", engine.M("aliens.sentry.placed", "gun", len(g.st.Sentries), "at", g.squareName(s), "facing", facing), nil)
	}
}

func validFacing(f string) bool {
	return slices.Contains(facings, strings.ToLower(f)) && f == strings.ToLower(f)
}
