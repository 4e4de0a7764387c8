package marsattacks

import "github.com/sulaco/sulaco/internal/engine"

// Summary implements engine.Summarizer: the rounds played, each side's
// victory points and figures lost, and the cards played (the discard
// pile). All of it is public.
func (g *Game) Summary() []engine.Msg {
	out := []engine.Msg{engine.M("mars.summary.rounds", "n", g.st.Round)}
	for _, s := range []Side{Humans, Martians} {
		figures, lost := 0, 0
		for i := range g.st.Figs {
			if g.st.Figs[i].Side == s {
				figures++
				if !g.st.Figs[i].Alive && !g.st.Figs[i].Reserve && g.st.Figs[i].Deploy == "" && !g.st.Figs[i].Exited {
					lost++
				}
			}
		}
		out = append(out, engine.M("mars.summary.side", "side", "@ui.side."+s.String(), "vp", g.st.VP[s], "lost", lost, "figures", figures))
	}
	return append(out, engine.M("mars.summary.cards", "n", len(g.st.Discard)))
}

// Describe implements engine.Describer: where each figure on the mat
// stands, in words, with whether it is terrified or activated.
func (g *Game) Describe() []engine.Msg {
	var out []engine.Msg
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		if !f.Alive || !f.Sq.OnMat() {
			continue
		}
		key := "mars.look.figure"
		switch {
		case f.Terrified:
			key = "mars.look.figure-terrified"
		case f.Activated:
			key = "mars.look.figure-activated"
		}
		out = append(out, engine.M(key, "figure", f.ID, "side", "@ui.side."+f.Side.String(), "at", f.Sq.String()))
	}
	return out
}
