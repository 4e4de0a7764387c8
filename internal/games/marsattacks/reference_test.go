package marsattacks

import "math/bits"

// Rule functions the tests compare the fast production code with: the
// rule as the rulebook says it, kept here because play asks it in other
// words (masks, appended lists).

// activatable lists the figures of side s that can be activated now:
// alive on the mat, without an activation marker, not active (M.4.13).
func (g *Game) activatable(s Side) []int8 {
	return g.appendActivatable(make([]int8, 0, len(g.st.Figs)), s) // one allocation
}

// modelSight is what figure i sees of figure t by the model: the
// squares' sight, made partial by other figures standing in t's square.
func (g *Game) modelSight(i, t int8) Sight { return g.modelSightIn(nil, i, t) }

// steps lists the squares figure i may move to in one step (M.6), in
// square order.
func (g *Game) steps(i int8) []Sq { return g.appendSteps(nil, nil, i) }

// canStep checks one step of figure i from a square to an adjacent one.
func (g *Game) canStep(i int8, from, to Sq) bool {
	if g.count(to) >= SquareCap { // M.7.3
		return false
	}
	if g.wallBlocks(from, to) { // M.6.2, M.6.3
		return false
	}
	// M.18.17.1, checked after every step (A24; the flag's alternative is
	// not played yet, so it is checked after every step either way).
	if p := g.partner(i); p >= 0 && Dist(to, g.st.Figs[p].Sq) > 1 {
		return false
	}
	return true
}

// reinforcements are the killed soldiers of side s (M.13.23). [authored]
// Heroes do not return.
func (g *Game) reinforcements(s Side) []int8 {
	var out []int8
	for i := range g.st.Figs {
		if g.reinforcement(s, int8(i)) {
			out = append(out, int8(i))
		}
	}
	return out
}

// appendActivatable appends activatable(s) to dst.
func (g *Game) appendActivatable(dst []int8, s Side) []int8 {
	onMat, reserve := g.activatableMasks(s)
	out := dst
	for ; onMat != 0; onMat &= onMat - 1 {
		out = append(out, int8(bits.TrailingZeros64(onMat)))
	}
	for ; reserve != 0; reserve &= reserve - 1 {
		out = append(out, int8(bits.TrailingZeros64(reserve)))
	}
	return out
}

// appendSteps appends steps(i) to dst, with the figures counted in o
// (nil: count them).
func (g *Game) appendSteps(dst []Sq, o *occupancy, i int8) []Sq {
	fig := &g.st.Figs[i]
	if fig.Reserve {
		return g.appendEntrySquares(dst, i) // M.6.8: from off the mat
	}
	if !fig.Sq.OnMat() || fig.Terrified {
		return nil // M.12.4: a terrified figure cannot MOVE
	}
	if o == nil {
		o = g.occupancy()
	}
	out := dst
	for m := g.stepMask(o, i); m != 0; m &= m - 1 { // in square order
		out = append(out, Sq(bits.TrailingZeros64(m)))
	}
	return out
}
