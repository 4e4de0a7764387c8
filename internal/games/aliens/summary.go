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

// Describe implements engine.Describer: where each Character, Alien,
// Blip and Sentry Gun stands, in words. Blips are face down: where,
// never what (N).
func (g *Game) Describe() []engine.Msg {
	var out []engine.Msg
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.InPlay && c.onBoard() && c.At >= 0 {
			out = append(out, engine.M("aliens.look.char", "char", c.ID.Name(), "at", g.squareName(c.At), "status", c.Status.Name(), "aim", c.Aim))
		}
	}
	for _, a := range g.st.Aliens {
		if a.At >= 0 {
			out = append(out, engine.M("aliens.look.alien", "alien", alienKey(a.ID), "at", g.squareName(a.At), "size", 1+a.Tokens))
		}
	}
	for _, b := range g.st.Blips {
		if b.At >= 0 {
			out = append(out, engine.M("aliens.look.blip", "blip", blipKey(b.ID), "at", g.squareName(b.At)))
		}
	}
	for i, s := range g.st.Sentries {
		out = append(out, engine.M("aliens.look.sentry", "gun", i+1, "at", g.squareName(s.At), "facing", s.Facing, "shots", s.Ammo/sentryStep))
	}
	return out
}
