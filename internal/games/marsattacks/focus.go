package marsattacks

// Focus implements engine.Focuser: the square of the figure whose
// activation is under way, so that a client keeps it in sight; "" when
// no figure is acting or it stands off the mat.
func (g *Game) Focus() string {
	if len(g.stack) == 0 || g.over {
		return ""
	}
	f := g.top()
	if f.Fig < 0 || int(f.Fig) >= len(g.figs) || !g.figs[f.Fig].Sq.OnMat() {
		return ""
	}
	return g.figs[f.Fig].Sq.String()
}
