package marsattacks

import "testing"

// TestStepMaskMatchesCanStep compares the step mask, one mask for all of
// a figure's neighbours, with the rules checked one step at a time
// (canStep, and the enemy in the figure's own square), for every figure
// standing on the mat after every choice of random games of every
// setup. [mars M.6.1, M.6.2, M.6.3, M.6.5, M.7.3, M.18.17.1]
func TestStepMaskMatchesCanStep(t *testing.T) {
	playEachSetup(t, []uint64{70, 71, 72}, func(t *testing.T, g *Game, choice int, key string) {
		if g.st.Dep.Active {
			return // the figures are being placed
		}
		o := g.occupancy()
		for i := range g.st.Figs {
			fig := &g.st.Figs[i]
			if !fig.Alive || !fig.Sq.OnMat() || fig.Terrified {
				continue
			}
			held := g.anyEnemyIn(fig.Sq, fig.Side, true) // M.6.5
			got := g.stepMask(o, int8(i))
			for _, q := range neighbours(fig.Sq) {
				want := !held && g.canStep(int8(i), fig.Sq, q)
				if got&(1<<uint(q)) != 0 != want {
					t.Fatalf("choice %d (%s): %s's step %s -> %s: mask %v, one by one %v", choice, key, fig.ID, fig.Sq, q, !want, want)
				}
			}
		}
	})
}
