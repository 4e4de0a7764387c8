package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// fit cuts or pads the screen to exactly w x h cells.
func fit(lines []string, w, h int) []string {
	out := make([]string, h)
	for i := range out {
		if i < len(lines) {
			out[i] = cut(lines[i], w)
		}
	}
	return out
}

// cut truncates a styled line to w cells.
func cut(s string, w int) string {
	if ansi.StringWidth(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "")
}

// padTo pads a styled line to w cells.
func padTo(s string, w int) string {
	s = cut(s, w)
	return s + strings.Repeat(" ", max(0, w-ansi.StringWidth(s)))
}

// wrap breaks plain text into lines of at most w cells.
func wrap(s string, w int) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			switch {
			case line == "":
				line = word
			case ansi.StringWidth(line)+1+ansi.StringWidth(word) <= w:
				line += " " + word
			default:
				out = append(out, line)
				line = word
			}
		}
		out = append(out, line)
	}
	return out
}

// beside joins two columns: left padded to lw cells, then right.
func beside(left, right []string, lw, n int) []string {
	out := make([]string, n)
	for i := range out {
		var l, r string
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		out[i] = padTo(l, lw) + r
	}
	return out
}

func (m *Model) renderSetup() []string {
	b := m.pal
	lines := []string{b.render(stBold, "SULACO · "+m.tr("setup.title")), ""}
	fs := m.setup.fields()
	lw := 22
	for _, f := range fs {
		lw = max(lw, min(34, ansi.StringWidth(f.label)))
	}
	for i, f := range fs {
		mark := "  "
		if i == m.setup.row {
			mark = "> "
		}
		text := mark + padTo(f.label, lw) + " " + f.value
		if f.label == "" {
			text = mark + f.value
		}
		if i == m.setup.row {
			text = m.pal.cursor.Render(text)
		}
		lines = append(lines, text)
	}
	// Scroll so the selected row shows.
	body := m.height - 5
	start := 0
	if m.setup.row+2 >= body {
		start = m.setup.row + 3 - body
	}
	if start > 0 {
		lines = append(lines[:2], lines[2+start:]...)
	}
	if len(lines) > m.height-3 {
		lines = lines[:m.height-3]
	}
	for len(lines) < m.height-3 {
		lines = append(lines, "")
	}
	// The selected row's explanation (an option's rule), then the status.
	help := ""
	if r := m.setup.row; r < len(fs) {
		help = fs[r].help
	}
	lines = append(lines, m.pal.render(stDim, cut(help, m.width)))
	if m.status != "" {
		lines = append(lines, m.pal.render(stWarn, m.status))
	} else {
		lines = append(lines, "")
	}
	keys := []string{m.tr("keys.field"), m.tr("keys.change"), m.tr("keys.start"), m.tr("keys.quit")}
	if m.setup.editing {
		keys = []string{m.tr("keys.type-name"), m.tr("keys.done")}
	}
	lines = append(lines, m.pal.render(stDim, keyHelp(keys, m.width)))
	return lines
}

func (m *Model) renderGame() []string {
	W, H := m.width, m.height
	rw := 30
	if W >= 110 {
		rw = 40
	}
	lw := W - rw - 1
	body := H - 2
	// Left: board, then the prompt and options. Right: panel, then log.
	optH := max(5, body/3)
	boardH := body - optH
	var left []string
	if pic := m.board(); pic != nil {
		// Give the board the rows it needs, leaving the options five.
		boardH = max(boardH, min(pic.c.h+1, body-5)) // +1: the column letters
		optH = body - boardH
		left = m.framedView(pic, lw, boardH)
	} else {
		left = []string{m.pal.render(stDim, m.tr("no-board"))}
	}
	for len(left) < boardH {
		left = append(left, "")
	}
	left = append(left[:boardH], m.renderOptions(lw, optH)...)
	panel := m.renderPanel(rw)
	logH := max(4, body-len(panel)-1)
	if len(panel) > body-5 {
		panel = panel[:body-5]
		logH = 4
	}
	right := append(panel, m.pal.render(stBold, m.tr("log"))+m.pal.render(stDim, " "+m.tr("log.hint")))
	right = append(right, m.renderLog(rw, logH)...)
	cols := beside(left, right, lw+1, body)
	lines := append([]string{m.header(W)}, cols...)
	lines = append(lines, m.footer())
	if ov := m.renderOverlay(W - 4); ov != nil {
		// Draw the box over the middle of the screen.
		top := max(1, (H-len(ov))/2)
		for i, l := range ov {
			if top+i < len(lines)-1 {
				lines[top+i] = "  " + l
			}
		}
	}
	return lines
}

func (m *Model) header(w int) string {
	s := m.s
	title := m.gameTitle(s.Rec.Game)
	if m.camp != nil {
		title = m.tr("campaign.short") + " · " + title
	}
	what := ""
	if sc := m.scene(); sc != nil && len(sc.Header) > 0 {
		what = m.msgs(sc.Header, " · ")
	}
	who := ""
	if d := s.Game.Pending(); d != nil {
		who = " · " + m.tr("header.to-choose", "seat", d.Seat, "player", m.player(s.Player(d.Seat)))
	}
	if m.mode == modeReplay {
		title = m.tr("header.replay", "pos", m.pos, "n", len(m.full.Choices)) + " · " + m.replayView() + " · " + title
		who = ""
	}
	return m.pal.render(stBold, cut(title+" · "+what+who, w))
}

func (m *Model) footer() string {
	if m.status != "" {
		return m.pal.render(stWarn, m.status)
	}
	var keys []string
	switch {
	case m.mode == modeReplay:
		keys = []string{m.tr("keys.step"), m.tr("keys.step20"), m.tr("keys.ends"), m.tr("keys.view"), m.tr("keys.rule"), m.tr("keys.help"), m.tr("keys.quit")}
	case m.focus == focusBoard:
		keys = []string{m.tr("keys.board"), m.tr("keys.choose-here"), m.tr("keys.to-log"), m.tr("keys.to-list"), m.tr("keys.help")}
	case m.focus == focusLog:
		keys = []string{m.tr("keys.log"), m.tr("keys.rule-text"), m.tr("keys.to-list-tab"), m.tr("keys.to-list"), m.tr("keys.help")}
	default:
		keys = []string{m.tr("keys.choose"), m.tr("keys.tab"), m.tr("keys.undo"), m.tr("keys.save"),
			m.tr("keys.load"), m.tr("keys.rule"), m.tr("keys.cards"), m.tr("keys.help"), m.tr("keys.quit")}
	}
	return m.pal.render(stDim, keyHelp(keys, m.width))
}

func (m *Model) renderOptions(w, h int) []string {
	d := m.s.Game.Pending()
	var out []string
	switch {
	case d == nil:
		return []string{m.pal.render(stBold, m.tr("game-over.short")), m.tr("game-over.review")}
	case m.mode == modeReplay:
		return []string{m.tr("replay.next", "seat", d.Seat, "player", m.player(m.s.Player(d.Seat)))}
	case m.overlay == ovCover:
		return []string{m.tr("seat-turn", "seat", d.Seat)}
	case !m.s.Human(d.Seat):
		return []string{m.pal.render(stDim, m.tr("thinking", "seat", d.Seat, "player", m.player(m.s.Player(d.Seat))))}
	}
	prompt := m.p.Sprint(d.Prompt)
	if m.num != "" {
		prompt += "  #" + m.num
	}
	out = append(out, m.pal.render(stBold, cut(prompt, w)))
	n := h - 1
	start := max(0, min(m.sel-n/2, len(d.Options)-n))
	for i := start; i < min(len(d.Options), start+n); i++ {
		o := d.Options[i]
		text := fmt.Sprintf("%3d) %s%s", i+1, m.p.Sprint(o.Msg), m.oddsSuffix(o.Key))
		if i == m.sel {
			text = m.pal.cursor.Render(cut("> "+text[1:], w))
		}
		out = append(out, cut(text, w))
	}
	return out
}

func (m *Model) renderLog(w, h int) []string {
	log := m.visibleLog()
	sel := len(log) - 1 - m.logSel
	var out []string
	// Walk back from the newest entry until the box is full.
	for i := len(log) - 1; i >= 0 && len(out) < h*2; i-- {
		e := log[i]
		text := e.Text
		if len(e.Dice) > 0 {
			text = diceText(e.Dice) + " " + text
		}
		if e.Rule != "" {
			text += " [" + strings.TrimPrefix(strings.TrimPrefix(e.Rule, "aliens "), "mars ") + "]"
		}
		ls := wrap(text, w-1)
		for j := range ls {
			ls[j] = " " + ls[j]
		}
		if i == sel && m.focus == focusLog {
			ls[0] = m.pal.cursor.Render(">" + ls[0][1:])
		}
		out = append(ls, out...)
	}
	if len(out) > h {
		out = out[len(out)-h:]
	}
	return out
}

func (m *Model) renderOverlay(w int) []string {
	w = min(w, 74)
	box := func(title string, body []string) []string {
		out := []string{"┌" + strings.Repeat("─", w-2) + "┐"}
		if m.cfg.ASCII {
			out[0] = "+" + strings.Repeat("-", w-2) + "+"
		}
		side := "│"
		if m.cfg.ASCII {
			side = "|"
		}
		out = append(out, side+padTo(" "+m.pal.render(stBold, title), w-2)+side)
		for _, l := range body {
			out = append(out, side+padTo(" "+l, w-2)+side)
		}
		out = append(out, strings.Replace(strings.Replace(out[0], "┌", "└", 1), "┐", "┘", 1))
		return out
	}
	switch m.overlay {
	case ovHelp:
		var body []string
		for _, k := range []string{"1", "2", "3", "4", "5", "6", "9", "10", "7", "8"} {
			if k == "7" {
				k = m.legendKey() // the board legend of the game on the screen
			}
			body = append(body, wrap(m.tr("help."+k), w-4)...)
		}
		return box(m.tr("help.title"), body)
	case ovRule:
		log := m.visibleLog()
		e := log[m.ruleEntry()]
		text := m.ruleText(e.Rule)
		if text == "" {
			text = m.tr("rule.none")
		}
		body := wrap(e.Text, w-4)
		body = append(body, "")
		body = append(body, wrap(text, w-4)...)
		if len(body) > m.height-4 {
			body = body[:m.height-4]
		}
		return box(m.tr("rule.title", "rule", e.Rule), body)
	case ovCover:
		d := m.s.Game.Pending()
		var body []string
		for _, k := range []string{"cover.pass", "cover.hidden", "cover.press"} {
			body = append(body, wrap(m.tr(k, "seat", d.Seat), w-4)...)
		}
		return box(m.tr("cover.title"), body)
	case ovSave:
		return box(m.tr("save.title"), []string{m.input + "▏", m.tr("save.keys"), m.tr("save.position")})
	case ovLoad:
		return box(m.tr("load.title"), []string{m.input + "▏", m.tr("load.keys")})
	case ovOver:
		o := m.s.Game.Outcome()
		body := []string{m.tr("over.winner", "winner", m.winner(o.Winner))}
		body = append(body, wrap(m.p.Sprint(o.Reason)+" ["+o.Rule+"]", w-4)...)
		if sum := m.summaryLines(w - 4); len(sum) > 0 {
			body = append(append(body, ""), sum...)
		}
		body = append(body, "")
		if m.camp != nil {
			body = append(body, m.tr("over.review-keys.campaign"))
		} else {
			body = append(body, m.tr("over.review-keys"))
		}
		return box(m.tr("over.title"), body)
	case ovCards:
		lines := m.cardLines(w - 4)
		h := max(3, m.height-6)
		top := max(0, min(m.cardTop, len(lines)-h))
		return box(m.tr("cards.title"), append(lines[top:min(len(lines), top+h)], m.tr("cards.keys")))
	case ovQuit:
		return box(m.tr("quit.title"), append(wrap(m.tr("quit.unsaved", "n", len(m.s.Rec.Choices)-max(m.savedLen, 0)), w-4), m.tr("quit.keys")))
	case ovOverwrite:
		return box(m.tr("overwrite.title"), append(wrap(m.tr("overwrite.body", "file", m.input), w-4), m.tr("overwrite.keys")))
	}
	return nil
}
