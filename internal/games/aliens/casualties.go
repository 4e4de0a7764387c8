package aliens

// Casualties implements engine.Casualties: the Characters killed (K.9)
// and, as "id:captured", those captured (S.1), in Character order.
func (g *Game) Casualties() []string {
	var out []string
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		switch {
		case !c.InPlay:
		case c.Status == Killed:
			out = append(out, c.ID.String())
		case c.Status == Captured:
			out = append(out, c.ID.String()+":captured")
		}
	}
	return out
}
