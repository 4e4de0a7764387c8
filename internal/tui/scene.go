package tui

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// The client draws every game from its scene (internal/scene): the
// board, the header and the side panels of the viewer's seat, as data
// and message keys; it knows no game's types.

// scene is the viewer's scene of the game on the screen; nil when the
// game has none.
func (m *Model) scene() *scene.Scene {
	if m.s == nil {
		return nil
	}
	src, ok := m.s.Game.(scene.Source)
	if !ok {
		return nil
	}
	sc := src.Scene(m.viewer())
	return &sc
}

// board draws the current game's board with the current marks.
func (m *Model) board() *boardPic {
	sc := m.scene()
	if sc == nil || sc.Layout == nil {
		return nil
	}
	mk := marks{option: map[string]bool{}, cursor: m.cursor, last: m.lastMarks(), hazard: m.hazards()}
	if d := m.decision(); d != nil {
		for _, o := range d.Options {
			if o.At != "" {
				mk.option[o.At] = true
			}
		}
		mk.reach = m.reachable(d)
	}
	return sceneBoard(sc, m.gl, mk)
}

// msgs renders messages side by side.
func (m *Model) msgs(ms []engine.Msg, sep string) string {
	parts := make([]string, len(ms))
	for i, msg := range ms {
		parts[i] = m.p.Sprint(msg)
	}
	return strings.Join(parts, sep)
}

// rowText renders a panel row: its list joined and passed to the last
// message as the argument list, the messages joined by the row's
// separator.
func (m *Model) rowText(r scene.Row) string {
	text := r.Text
	if len(r.List) > 0 && len(text) > 0 {
		var names []string
		for _, n := range r.List {
			names = append(names, m.p.Sprint(n))
		}
		last := text[len(text)-1]
		last.Args = append(append([]engine.Arg(nil), last.Args...), engine.Arg{Name: "list", Value: strings.Join(names, ", ")})
		text = append(append([]engine.Msg(nil), text[:len(text)-1]...), last)
	}
	if len(text) == 0 {
		return ""
	}
	sep := r.Sep
	if sep == "" {
		sep = "  "
	}
	if r.Style == scene.StyleHeading {
		head := m.pal.render(stBold, m.p.Sprint(text[0]))
		if len(text) == 1 {
			return head
		}
		return head + sep + m.msgs(text[1:], sep)
	}
	return m.msgs(text, sep)
}

// rowStyles are the styles of panel rows.
var rowStyles = map[string]style{scene.StyleOwn: stOwnChar, scene.StyleFriend: stChar}

// panelLines renders a panel's rows wrapped to w.
func (m *Model) panelLines(p *scene.Panel, w int) []string {
	var out []string
	for _, r := range p.Rows {
		text := m.rowText(r)
		switch r.Style {
		case scene.StyleHeading, scene.StyleItem:
			out = append(out, cut(text, w))
		case scene.StyleOwnItem:
			out = append(out, m.pal.render(stOwnChar, cut(text, w)))
		case scene.StyleBody:
			out = append(out, indent(wrap(text, w-1))...)
		default:
			st, styled := rowStyles[r.Style]
			for _, l := range wrap(text, w) {
				if styled {
					l = m.pal.render(st, l)
				}
				out = append(out, l)
			}
		}
	}
	return out
}

// detailPanel is the one detail panel to show (scene.Panel): the
// selected square's while the board has the focus or the game marks no
// panel active, else the active one.
func (m *Model) detailPanel(panels []scene.Panel) *scene.Panel {
	var active, here *scene.Panel
	for i := range panels {
		p := &panels[i]
		if p.Active {
			active = p
		}
		if p.At != "" && p.At == m.cursor && here == nil {
			here = p
		}
	}
	if here != nil && (m.focus == focusBoard || active == nil) {
		return here
	}
	return active
}
