package tui

import (
	"strings"

	"github.com/sulaco/sulaco/internal/scene"
)

// cardName names a card instance ("welder.2" -> "Welder").
func (m *Model) cardName(prefix, inst string) string {
	id, _, _ := strings.Cut(inst, ".")
	return m.name(prefix, id)
}

// renderPanel is the side panel: the scene's panels beside the board
// (one detail panel, see detailPanel), the odds and their curve.
func (m *Model) renderPanel(w int) []string {
	var out []string
	if sc := m.scene(); sc != nil {
		detail, shown := m.detailPanel(sc.Panels), false
		for i := range sc.Panels {
			p := &sc.Panels[i]
			switch {
			case p.Kind != scene.PanelSide:
				continue
			case p.Detail:
				if !shown && detail != nil {
					out = append(out, m.panelLines(detail, w)...)
				}
				shown = true
				continue
			}
			out = append(out, m.panelLines(p, w)...)
		}
	}
	out = append(out, m.oddsLines(w)...)
	return append(out, m.sparkline(w)...)
}

// indent puts one space before each line.
func indent(ls []string) []string {
	for i := range ls {
		ls[i] = " " + ls[i]
	}
	return ls
}
