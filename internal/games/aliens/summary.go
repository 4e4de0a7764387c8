package aliens

import "github.com/sulaco/sulaco/internal/engine"

// Summary implements engine.Summarizer: the turns played, the Characters
// lost (Killed or Captured, M.11, M.12) and the Endurance cards used (the
// face-up Discard Pile and the size of the Exhaust Pile, F.1). All of it
// is public.
func (g *Game) Summary() []engine.Msg {
	out := []engine.Msg{engine.M("aliens.summary.turns", "n", g.st.Turn)}
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.InPlay && (c.Status == Killed || c.Status == Captured) {
			out = append(out, engine.M("aliens.summary.lost", "char", c.ID.Name(), "status", c.Status.Name()))
		}
	}
	return append(out, engine.M("aliens.summary.cards", "discard", len(g.st.Discard), "exhaust", len(g.st.Exhaust)))
}
