package tui

import (
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// The roster: every Character in one line each (its square, Aim Dial,
// condition, gear and its player's hand), and the one under the board
// cursor in full in the panel above it.

// focusChar is the Character the panel shows in full: the one under the
// board cursor while the cursor is on the board, else the one the
// pending question is about.
func (m *Model) focusChar(v *aliens.View) *aliens.CharView {
	if m.focus == focusBoard && m.cursor != "" {
		for i := range v.Chars {
			if v.Chars[i].At == m.cursor {
				return &v.Chars[i]
			}
		}
	}
	return m.activeChar(v)
}

// aliensRoster is one line for each Character in play.
func (m *Model) aliensRoster(v *aliens.View, w int) []string {
	out := []string{m.pal.render(stBold, m.tr("roster.title"))}
	for _, c := range v.Chars {
		hand := "-"
		if c.Owner >= 0 && int(c.Owner) < len(v.HandSizes) {
			hand = itoa(v.HandSizes[c.Owner])
		}
		st := c.Status
		if s, ok := m.lookup("aliens.status." + c.Status); ok {
			st = s
		}
		at := c.At
		if at == "" {
			at = "-"
		}
		line := m.tr("roster.char", "abbr", charAbbrev(c.ID, c.Status), "at", at, "aim", c.Aim,
			"status", st, "gear", len(c.Equipped), "hand", hand)
		style := stNone
		if c.Owner == m.viewer() {
			style = stOwnChar
		}
		out = append(out, m.pal.render(style, cut(line, w)))
	}
	return out
}
