package tui

import (
	"os"

	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/engine"
)

// Keeping the player's work safe: quitting a game with choices no file
// holds asks first, saving over another file asks first, and the box
// that ends a game can be put away to look back at the board and the log.

// unsaved reports whether the game in play has choices no file holds.
func (m *Model) unsaved() bool {
	return m.mode == modePlay && m.s != nil && len(m.s.Rec.Choices) > 0 && len(m.s.Rec.Choices) != m.savedLen
}

// markSaved notes that the file holds every choice so far.
func (m *Model) markSaved() { m.savedLen = len(m.s.Rec.Choices) }

// askQuit quits at once when nothing would be lost, else asks.
func (m *Model) askQuit() tea.Cmd {
	if !m.unsaved() {
		return tea.Quit
	}
	m.back, m.overlay = m.overlay, ovQuit
	return nil
}

// keyQuit answers the quit box: y quits, s saves first, anything else
// goes back to the game.
func (m *Model) keyQuit(k string) tea.Cmd {
	switch k {
	case "y":
		return tea.Quit
	case "s":
		m.openSave()
		m.quitAfterSave = true
	default:
		m.overlay = m.back
	}
	return nil
}

// save writes the game to path from the save box. A file other than the
// one this game already saves to is overwritten only once the player
// says so.
func (m *Model) save(path string, overwrite bool) tea.Cmd {
	if _, err := os.Stat(path); err == nil && !overwrite && path != m.cfg.SavePath {
		m.overlay, m.input = ovOverwrite, path
		return nil
	}
	if err := m.s.Save(path); err != nil {
		m.status = err.Error()
		m.quitAfterSave = false
	} else {
		m.status = m.tr("status.saved", "file", path)
		m.cfg.SavePath = path
		m.markSaved()
		if m.quitAfterSave {
			m.overlay, m.quitAfterSave = ovNone, false
			return tea.Quit
		}
	}
	m.overlay = ovNone
	if m.s.Game.Pending() == nil && !m.reviewing {
		m.overlay = ovOver
	}
	return nil
}

// keyOverwrite answers "overwrite FILE?": y saves over it, anything else
// goes back to the save box to name another file.
func (m *Model) keyOverwrite(k string) tea.Cmd {
	if k == "y" {
		return m.save(m.input, true)
	}
	m.overlay = ovSave
	return nil
}

// keyOver handles the box that ends a game: Esc puts it away to review
// the board and the log (g brings it back), Enter goes on to the
// campaign or quits, s saves, q quits (asking if unsaved).
func (m *Model) keyOver(k string) tea.Cmd {
	switch k {
	case "esc":
		m.overlay, m.reviewing = ovNone, true
	case "enter":
		if m.camp != nil {
			m.mode, m.overlay, m.s = modeCampaign, ovNone, nil
			return nil
		}
		return m.askQuit()
	case "q":
		return m.askQuit()
	case "s":
		m.openSave()
	}
	return nil
}

// summaryLines are the game's own summary (engine.Summarizer) in the
// reader's language, wrapped to w.
func (m *Model) summaryLines(w int) []string {
	sm, ok := m.s.Game.(engine.Summarizer)
	if !ok {
		return nil
	}
	var out []string
	for _, msg := range sm.Summary() {
		out = append(out, wrap(m.p.Sprint(msg), w)...)
	}
	return out
}
