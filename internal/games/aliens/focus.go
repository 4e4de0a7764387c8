package aliens

// Focus implements engine.Focuser: the square of the model the pending
// question is about, so that a client keeps it in sight: the Character
// whose activation is under way, else the Alien acting in the Alien
// Phase; "" when neither.
func (g *Game) Focus() string {
	if g.board == nil {
		return ""
	}
	if ch := g.activeChar(); ch >= 0 {
		if c := &g.st.Chars[ch]; c.onBoard() && c.At >= 0 {
			return g.squareName(c.At)
		}
	}
	if n := len(g.st.Stack); n > 0 {
		if f := &g.st.Stack[n-1]; f.Kind == kAlienAct {
			if i := g.alienIndex(f.alien()); i >= 0 && g.st.Aliens[i].At >= 0 {
				return g.squareName(g.st.Aliens[i].At)
			}
		}
	}
	return ""
}
