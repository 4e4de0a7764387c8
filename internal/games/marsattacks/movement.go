package marsattacks

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// canMove: len(steps(i)) > 0, with the figures counted in o (nil: count
// them).
func (g *Game) canMove(o *occupancy, i int8) bool {
	fig := &g.st.Figs[i]
	if fig.Reserve {
		return g.canEnter(i)
	}
	if !fig.Sq.OnMat() || fig.Terrified {
		return false
	}
	if o == nil {
		o = g.occupancy()
	}
	return g.stepMask(o, i) != 0
}

// stepMask is canStep for every neighbour of figure i, alive on the mat
// and not terrified, as a mask of squares, with the figures counted in o.
func (g *Game) stepMask(o *occupancy, i int8) uint64 {
	fig := &g.st.Figs[i]
	// M.6.5: no leaving a square held by a non-terrified enemy
	// (anyEnemyIn(fig.Sq, fig.Side, true)).
	if o.active[fig.Side.Other()&1]&(1<<uint(fig.Sq)) != 0 {
		return 0
	}
	// M.6.1, M.6.7: the neighbours on the mat; M.6.2, M.6.3: the walls
	// (wallBlocks); M.7.3: not into a full square.
	m := neighbourMask[fig.Sq]
	if g.terrain != nil {
		m &= g.geom().step[fig.Sq]
	}
	m &^= o.full
	// partner(i), its test for figures without one here: partner is a
	// little too large to be inlined, and most figures have none.
	if t := g.partners; t != nil && t[fig.Profile] < 0 {
		return m
	}
	if p := g.findPartner(i); p >= 0 {
		m &= nearMask[g.st.Figs[p].Sq] // M.18.17.1
	}
	return m
}

// wallBlocks reports whether walls block a step between adjacent
// squares: an orthogonal step only by a solid wall on the edge crossed
// (M.6.2); a diagonal one only if both sides towards it are closed by
// walls higher than the figure (M.6.3); low walls and rubble never
// (M.6.4). The rules themselves live in internal/grid (MarsCorners); an
// open mat (no terrain) blocks nothing.
func (g *Game) wallBlocks(from, to Sq) bool {
	if g.terrain == nil {
		return false
	}
	// The steps the walls allow are worked out once per terrain (mat.go).
	return !from.OnMat() || !to.OnMat() || g.geom().step[from]&(1<<uint(to)) == 0
}

// dirOf is the grid direction of a step; the grid's y grows towards
// higher row numbers as ours does, and N is towards row 1.
func dirOf(dx, dy int) (grid.Dir, bool) {
	for d := grid.N; d <= grid.NW; d++ {
		if x, y := d.Delta(); x == dx && y == dy {
			return d, true
		}
	}
	return 0, false
}

// ParseTerrain reads the mat's walls from a board map in the grid format
// (docs/map-format.md): an 8x8 board with no holes. Solid walls are
// '-' and '|', low walls '_' and '!', rubble '%'.
func ParseTerrain(name, src string) (*grid.Layout, error) {
	b, err := grid.ParseBoard(name, []byte(src))
	if err != nil {
		return nil, fmt.Errorf("marsattacks: terrain: %w", err)
	}
	l, err := grid.NewLayout(grid.MoveRules{Corners: grid.MarsCorners}, grid.Placement{Board: b})
	if err != nil {
		return nil, fmt.Errorf("marsattacks: terrain: %w", err)
	}
	if l.Width() != Size || l.Height() != Size || l.Len() != Size*Size {
		return nil, fmt.Errorf("marsattacks: terrain %s: the mat is %dx%d with %d squares; want 8x8 (M.1.2)", name, l.Width(), l.Height(), l.Len())
	}
	return l, nil
}

// partner returns the living Doomed Love partner of figure i on the mat,
// or -1 (M.18.17).
func (g *Game) partner(i int8) int8 {
	if t := g.partners; t != nil && t[g.st.Figs[i].Profile] < 0 {
		return -1 // most figures have none: small enough to be inlined
	}
	return g.findPartner(i)
}

// findPartner is partner for a figure that may have one.
func (g *Game) findPartner(i int8) int8 {
	if t := g.partners; t != nil {
		// The partner's profile, found once per content (roster).
		pp := t[g.st.Figs[i].Profile]
		if pp < 0 {
			return -1
		}
		if pf := g.partnerFigs; len(pf) == len(g.st.Figs) {
			// The figures that may be its partner, in figure order.
			for m := pf[i]; m != 0; m &= m - 1 {
				if f := &g.st.Figs[bits.TrailingZeros64(m)]; f.Alive && f.Sq.OnMat() {
					return int8(bits.TrailingZeros64(m))
				}
			}
			return -1
		}
		for j := range g.st.Figs {
			if f := &g.st.Figs[j]; f.Profile == pp && f.Alive && f.Sq.OnMat() && f.Side == g.st.Figs[i].Side {
				return int8(j)
			}
		}
		return -1
	}
	pr := g.prof(i)
	if !pr.Abilities.Has(DoomedLove) || pr.Partner == "" {
		return -1
	}
	side := g.st.Figs[i].Side
	for j := range g.st.Figs {
		if f := &g.st.Figs[j]; f.Side == side && f.Alive && f.Sq.OnMat() && g.profiles[f.Profile].ID == pr.Partner {
			return int8(j)
		}
	}
	return -1
}

// partnerFigures are, per figure, the figures of its side whose profile
// is its Doomed Love partner's (partners, partnerProfiles), as bits:
// findPartner's candidates. Profiles and sides never change.
func partnerFigures(figs []Figure, partners []int8) []uint64 {
	t := make([]uint64, len(figs))
	for i := range figs {
		pp := partners[figs[i].Profile]
		for j := range figs {
			if pp >= 0 && figs[j].Profile == pp && figs[j].Side == figs[i].Side {
				t[i] |= 1 << uint(j)
			}
		}
	}
	return t
}

// partnerProfiles are, per profile, the index of its Doomed Love
// partner's profile (M.18.17), or -1: partner's table.
func partnerProfiles(profiles []Profile) []int8 {
	t := make([]int8, len(profiles))
	for pi := range profiles {
		t[pi] = -1
		pr := &profiles[pi]
		if !pr.Abilities.Has(DoomedLove) || pr.Partner == "" {
			continue
		}
		for pj := range profiles {
			if profiles[pj].ID == pr.Partner {
				t[pi] = int8(pj)
				break
			}
		}
	}
	return t
}

func (g *Game) stepOptions(f *frame) []engine.Option {
	if g.ask() { // options change nothing: the figures are counted once
		defer g.done()
	}
	out := g.memo.mem.Options(10) // 8 steps, off, stop
	fig := &g.st.Figs[f.Fig]
	if fig.Reserve {
		return g.appendEntryOpts(out, f.Fig) // entering the mat is not optional (S1.2, S9.7)
	}
	if fig.Sq.OnMat() && !fig.Terrified { // appendSteps
		// At most 8 steps: Options(10) has the room, so each is written
		// in place (no test of the room and reslice per option).
		m := g.stepMask(g.occupancy(), f.Fig)
		out = out[:bits.OnesCount64(m)]
		for j := range out { // in square order
			out[j] = stepOpts[bits.TrailingZeros64(m)&(Size*Size-1)]
			m &= m - 1
		}
	}
	if g.scen != nil && g.scen.Exit != nil { // exitOK
		out = g.appendExitOpt(out, f.Fig)
	}
	return append(out, optStop)
}

// appendEntryOpts appends the step options of reserve figure i: its
// entry squares (M.6.8: from off the mat), with room for one more.
func (g *Game) appendEntryOpts(out []engine.Option, i int8) []engine.Option {
	var buf [Size * Size]Sq
	squares := g.appendEntrySquares(buf[:0], i)
	out = g.memo.mem.Grow(out, len(squares)+1) // a whole edge is more than Options(10)
	for _, to := range squares {
		out = append(out, stepOpts[to])
	}
	return out
}

// appendExitOpt appends "step:off" where figure i may step over the
// mat edge and the scenario makes it count (M.6.8); not from a square
// held by a non-terrified enemy (M.6.5).
func (g *Game) appendExitOpt(out []engine.Option, i int8) []engine.Option {
	fig := &g.st.Figs[i]
	if ok, _ := g.exitOK(i); ok && !fig.Terrified && !g.anyEnemyIn(fig.Sq, fig.Side, true) {
		out = append(out, opt("step:off", g.figMsg("mars.opt.exit", i)))
	}
	return out
}

// chooseStep moves one square (M.6.1) or ends the MOVE (M.5.11). key is
// "step:" and a square or "off", or "stop" (stepOptions).
func (g *Game) chooseStep(f *frame, key string) {
	arg, step := strings.CutPrefix(key, "step:")
	if !step {
		g.nextPart(f)
		return
	}
	if g.st.Figs[f.Fig].Reserve || arg == "off" || g.logging() {
		g.chooseStepLogged(f, arg)
		return
	}
	// A quiet step on the mat.
	to, _ := ParseSq(arg)
	g.moveFig(f.Fig, to)
	f.Moved = true
	f.Steps--
	g.entered(f)
}

// chooseStepLogged is chooseStep's step that logs, enters the mat or
// leaves it.
func (g *Game) chooseStepLogged(f *frame, arg string) {
	if arg == "off" {
		g.exit(f.Fig)
		f.Steps = 0
		return
	}
	to, _ := ParseSq(arg)
	fig := &g.st.Figs[f.Fig]
	from := fig.Sq
	g.unplace(f.Fig)
	if fig.Reserve {
		fig.Reserve, fig.Alive = false, true
		if g.logging() {
			g.log.Add("mars M.6.8", g.eventMessage("mars.entered", "figure", fig.ID, "to", to), nil)
		}
	}
	fig.Sq = to
	g.place(f.Fig)
	f.Moved = true
	f.Steps--
	if g.logging() {
		g.log.Add("mars M.6.1", g.eventMessage("mars.moved", "figure", fig.ID, "from", from, "to", to), nil)
	}
	g.entered(f)
}

// entered follows a step into a square: Terrified Civilians are
// captured or rescued at once (M.18.18.4); then markers, then any fight
// (A13).
func (g *Game) entered(f *frame) {
	// Each rule's first test is made here, where the step's code is
	// already fetched: most steps meet no civilian, loot or marker.
	if g.occupancy().civ != 0 {
		g.civilianCheck()
	}
	if g.st.Loot.Active {
		g.pickUpLoot(f.Fig)
	}
	if len(g.st.Markers) != 0 && g.enterMarkers(f.Fig) {
		return
	}
	g.afterEnter(f)
}

// afterEnter finishes a step: on into the next step, or, in an enemy
// square, the end of the movement and a fight (M.5.3, M.6.6) with the
// charge bonus (M.8.2).
func (g *Game) afterEnter(f *frame) {
	// The mutant beetle attacks first (M.1.5, beetle.go); a figure it
	// kills ends here, and its activation with it (stepFrame).
	if g.st.Beetle.On && g.beetleBite(f.Fig) {
		return
	}
	fig := &g.st.Figs[f.Fig]
	enemy, kept := g.keptEnemyIn(fig.Sq, fig.Side)
	if !kept {
		enemy = g.anyEnemyIn(fig.Sq, fig.Side, false)
	}
	if !enemy {
		if f.Steps <= 0 {
			g.nextPart(f)
		}
		return
	}
	g.enteredEnemies(f)
}

// enteredEnemies ends a MOVE in a square held by the enemy: a fight
// with the charge bonus, or stuck (M.5.3, M.6.6, M.7.4, M.8.2).
func (g *Game) enteredEnemies(f *frame) {
	fig := &g.st.Figs[f.Fig]
	to := fig.Sq
	f.Steps = 0
	g.nextPart(f)
	if g.prof(f.Fig).Fight == 0 {
		// M.7.4: it cannot fight and is stuck here.
		g.log.Add("mars M.7.4", g.eventMessage("mars.stuck", "figure", fig.ID), nil)
		return
	}
	g.startFight(f.Fig, to, true)
}
