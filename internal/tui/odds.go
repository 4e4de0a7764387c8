package tui

import (
	"strconv"

	"github.com/sulaco/sulaco/internal/engine"
)

// What a player needs to decide an attack or a move: the exact odds of
// an attack option (engine.OddsTeller) after its text, and the squares
// where a step draws fire (engine.Hazards) marked on the board.

// percent writes a chance as a whole percentage, keeping "<1%" and
// ">99%" apart from the certain 0% and 100%.
func percent(p float64) string {
	switch {
	case p <= 0:
		return "0%"
	case p >= 1:
		return "100%"
	case p < 0.01:
		return "<1%"
	case p > 0.99:
		return ">99%"
	}
	return strconv.Itoa(int(p*100+0.5)) + "%"
}

// oddsSuffix is " [to hit 64% · to kill 64%]" for an option with odds,
// "" for any other.
func (m *Model) oddsSuffix(key string) string {
	t, ok := m.s.Game.(engine.OddsTeller)
	if !ok {
		return ""
	}
	o, ok := t.Odds(key)
	if !ok {
		return ""
	}
	text := m.tr("odds", "hit", percent(o.Hit), "kill", percent(o.Kill))
	if o.Friendly > 0 {
		text += " · " + m.tr("odds.friendly", "friendly", percent(o.Friendly))
	}
	return " [" + text + "]"
}

// hazards are the squares where a step draws fire.
func (m *Model) hazards() map[string]bool {
	out := map[string]bool{}
	if h, ok := m.s.Game.(engine.Hazards); ok {
		for _, s := range h.Hazards() {
			out[s] = true
		}
	}
	return out
}

// legendKey is the help box's board legend for the game on the screen:
// each game draws its own figures (ui.help.legend.<game>; help.7 when a
// game has none).
func (m *Model) legendKey() string {
	if m.s != nil {
		if k := "legend." + m.s.Rec.Game; m.has("ui.help." + k) {
			return k
		}
	}
	return "7"
}
