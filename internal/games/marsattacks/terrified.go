package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// terrifiedTests: after a figure was shot and killed, every surviving
// figure in that square takes a terrified test (M.12.1): one d8, 1-4
// terrified (M.12.2). A figure already terrified is not affected again
// (M.12.9), so it does not roll.
func (g *Game) terrifiedTests(q Sq, rule string) {
	var buf [8]int8
	for _, i := range g.appendInSquare(buf[:0], q) {
		fig := &g.st.Figs[i]
		if fig.Terrified {
			continue
		}
		v := g.d8()
		if v <= 4 {
			g.unplace(i)
			fig.Terrified = true // M.12.3: laid down in the same square
			g.place(i)
			if g.logging() {
				g.log.Add(rule, engine.M("mars.terrified-test.fails", "figure", fig.ID, "roll", v), v)
			}
		} else {
			if g.logging() {
				g.log.Add(rule, engine.M("mars.terrified-test.passes", "figure", fig.ID, "roll", v), v)
			}
		}
	}
}
