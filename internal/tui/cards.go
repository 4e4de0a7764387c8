package tui

import "github.com/sulaco/sulaco/internal/scene"

// The card viewer (key c): the text and numbers of every card the viewer
// may read (their hand, the gear on the board, the face-up piles) and,
// in Mars Attacks, the abilities of the figures on the board. ↑↓ scroll.

// cardLines are the viewer's readable cards (the scene's cards panel),
// wrapped to w.
func (m *Model) cardLines(w int) []string {
	var out []string
	if sc := m.scene(); sc != nil {
		for i := range sc.Panels {
			if p := &sc.Panels[i]; p.Kind == scene.PanelCards {
				out = append(out, m.panelLines(p, w)...)
			}
		}
	}
	if len(out) == 0 {
		out = append(out, m.tr("cards.none"))
	}
	return out
}

// keyCards scrolls the card viewer; any other key closes it.
func (m *Model) keyCards(k string) {
	switch k {
	case "up", "k":
		m.cardTop = max(0, m.cardTop-1)
	case "down", "j":
		m.cardTop++
	case "pgdown":
		m.cardTop += 10
	case "pgup":
		m.cardTop = max(0, m.cardTop-10)
	default:
		m.overlay = ovNone
	}
}
