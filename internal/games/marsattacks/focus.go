package marsattacks

// Focus implements engine.Focuser: the square of the figure whose
// activation is under way, so that a client keeps it in sight; "" when
// no figure is acting or it stands off the mat.
func (g *Game) Focus() string {
	if len(g.st.Stack) == 0 || g.st.Over {
		return ""
	}
	f := g.top()
	if f.Fig < 0 || int(f.Fig) >= len(g.st.Figs) || !g.st.Figs[f.Fig].Sq.OnMat() {
		return ""
	}
	return g.st.Figs[f.Fig].Sq.String()
}
