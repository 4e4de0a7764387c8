package marsattacks

// Casualties implements engine.Casualties: the profile id of every
// figure killed (M.10), in figure order.
func (g *Game) Casualties() []string {
	var out []string
	for _, f := range g.st.Figs {
		if !f.Alive {
			out = append(out, g.profiles[f.Profile].ID)
		}
	}
	return out
}
