// Package tui is the full-screen terminal client of Sulaco (bubbletea
// v2): a start screen, the board of either game drawn from its View, side
// panels, the options of every decision chosen from a list or on the
// board, a log with the rules applied, hot-seat play, save and load,
// undo within the Board Game Arena policy and a replay viewer. The plain
// line-by-line client stays in cmd/sulaco for screen readers and pipes.
package tui

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/campaign"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/search"
)

// Config sets the client up.
type Config struct {
	World *World
	Lang  string
	// Game preselects the start screen's game; Seed its seed.
	Game string
	Seed uint64
	// Record, when set, skips the start screen: a loaded game (or, with
	// Replay, a game to step through).
	Record *engine.Record
	Replay bool
	// ReplaySeat is whose view the replay viewer shows (nil: a
	// spectator's, what everyone saw); ReplayAll shows everything, every
	// seat's secrets and events included. The key v switches between
	// them.
	ReplaySeat *engine.Seat
	ReplayAll  bool
	// SavePath is where "s" saves (and every choice autosaves when
	// AutoSave is set).
	SavePath string
	AutoSave bool
	// BotDelay is the pause before each bot move, so people can follow.
	BotDelay time.Duration
	// NoHints turns the search bot's hints (key i) off at this table.
	NoHints bool
	// Color draws in colour; ASCII draws the board with plain characters.
	Color, ASCII bool
	// Ask, when set, is which questions the people of a new game are
	// asked besides real choices (nil: the default, none).
	Ask *engine.Asking
	// Notice is shown on the status line when the client opens (a loaded
	// game made with other content).
	Notice string
}

type mode int

const (
	modeSetup mode = iota
	modePlay
	modeReplay
	modeCampaign // the campaign's status between missions
)

type overlay int

const (
	ovNone overlay = iota
	ovHelp
	ovRule
	ovCover
	ovSave
	ovLoad
	ovOver
	ovQuit      // "quit without saving?"
	ovCards     // the card viewer (cards.go)
	ovOverwrite // "overwrite FILE?"
)

// focus is what the arrow keys move in play.
type focus int

const (
	focusList focus = iota
	focusBoard
	focusLog
)

// Model is the bubbletea model of the client.
type Model struct {
	text
	cfg    Config
	p      *i18n.Printer
	pal    *palette
	gl     *glyphs
	width  int
	height int

	mode    mode
	setup   *setupForm
	camp    *campRun // the campaign being played, or nil
	s       *Session
	overlay overlay
	focus   focus
	sel     int    // selected option
	num     string // digits typed
	cursor  string // board cursor square
	logSel  int    // selected log entry (focusLog), from the end
	status  string
	input   string // file name being typed
	// seatAtKeys is the seat whose player confirmed being at the keyboard
	// (hot-seat), -1 before anyone did.
	seatAtKeys engine.Seat
	botQueued  bool
	reach      map[string]bool
	routes     map[string][]string // the steps to each square of reach (walk.go)
	reachFor   int                 // len(choices) the reach set was computed for
	// odds is the last estimate of the viewer's odds (key w), or nil;
	// curve the odds over a replayed game (key w in the replay viewer).
	odds  *oddsMsg
	curve []search.Point
	// replay: the full record and the position shown.
	full *engine.Record
	pos  int
	// replaySeat is whose view the replay shows; replayAll: everything.
	replaySeat engine.Seat
	replayAll  bool
	err        error
	// savedLen is the number of choices the last save held (-1: none);
	// back is the box a quit question returns to; quitAfterSave quits
	// once the save box has saved; reviewing is set when the player put
	// the game-over box away to look at the game (safety.go).
	savedLen      int
	cardTop       int // the card viewer's first line shown
	back          overlay
	quitAfterSave bool
	reviewing     bool
}

type botMsg struct{}

// New returns the client model.
func New(cfg Config) (*Model, error) {
	if cfg.Lang == "" {
		cfg.Lang = "en"
	}
	m := &Model{cfg: cfg, p: cfg.World.Text.Printer(cfg.Lang), pal: newPalette(cfg.Color),
		width: 80, height: 24, seatAtKeys: -1, reachFor: -1, savedLen: -1}
	m.text = text{m.p}
	m.status = cfg.Notice
	m.gl = &unicodeGlyphs
	if cfg.ASCII {
		m.gl = &asciiGlyphs
	}
	switch {
	case cfg.Record != nil && cfg.Replay:
		m.full = cfg.Record
		rec := *cfg.Record
		rec.Choices, rec.Hash = nil, ""
		s, err := NewSession(cfg.World, m.p, &rec)
		if err != nil {
			return nil, err
		}
		// Check the whole record replays before showing it.
		full := *cfg.Record
		full.Choices = append([]engine.Choice(nil), cfg.Record.Choices...)
		if _, err := NewSession(cfg.World, m.p, &full); err != nil {
			return nil, err
		}
		m.s, m.mode = s, modeReplay
		m.replaySeat, m.replayAll = engine.Spectator, cfg.ReplayAll
		if cfg.ReplaySeat != nil {
			m.replaySeat = *cfg.ReplaySeat
		}
		if m.replaySeat < engine.Spectator || int(m.replaySeat) >= len(cfg.Record.Seats) {
			return nil, fmt.Errorf("replay: %d is not a seat of this game (-1 to %d)", m.replaySeat, len(cfg.Record.Seats)-1)
		}
	case cfg.Record != nil:
		s, err := NewSession(cfg.World, m.p, cfg.Record)
		if err != nil {
			return nil, err
		}
		m.s, m.mode = s, modePlay
		m.markSaved() // the loaded file holds it
		m.afterChange()
	default:
		m.setup = newSetup(cfg.World, m.text, cfg.Game, cfg.Seed)
	}
	return m, nil
}

// Session is the game being played, nil on the start screen.
func (m *Model) Session() *Session { return m.s }

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return m.botCmd() }

func (m *Model) botCmd() tea.Cmd {
	if m.botQueued {
		return nil
	}
	switch {
	case m.mode == modeCampaign:
		d := m.camp.c.Pending()
		if d == nil || m.campPlayer(d.Seat) == "human" {
			return nil
		}
	case m.mode != modePlay || m.s == nil:
		return nil
	default:
		d := m.s.Game.Pending()
		if d == nil || m.s.Human(d.Seat) {
			return nil
		}
	}
	m.botQueued = true
	return tea.Tick(m.cfg.BotDelay, func(time.Time) tea.Msg { return botMsg{} })
}

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = max(msg.Width, 20), max(msg.Height, 8)
		return m, nil
	case oddsMsg:
		m.odds = &msg
		m.status = ""
		return m, nil
	case hintMsg:
		m.showHint(msg)
		return m, nil
	case curveMsg:
		m.curve, m.status = msg.Points, ""
		return m, nil
	case botMsg:
		m.botQueued = false
		if m.mode == modeCampaign {
			m.campBotStep()
			return m, m.botCmd()
		}
		if m.mode == modePlay && (m.overlay == ovNone || m.overlay == ovCover) {
			if _, err := m.s.BotStep(); err != nil {
				m.status = err.Error()
				return m, nil
			}
			m.afterChange()
		}
		return m, m.botCmd()
	case tea.KeyPressMsg:
		k := msg.String()
		if k == "ctrl+c" {
			return m, tea.Quit
		}
		var cmd tea.Cmd
		switch m.mode {
		case modeSetup:
			cmd = m.keySetup(k, msg)
		case modeCampaign:
			if k == "q" || k == "esc" {
				return m, tea.Quit
			}
			m.keyCampaign(k)
		case modeReplay:
			cmd = m.keyReplay(k)
		default:
			cmd = m.keyPlay(k, msg)
		}
		return m, tea.Batch(cmd, m.botCmd())
	}
	return m, nil
}

func (m *Model) keySetup(k string, msg tea.KeyPressMsg) tea.Cmd {
	f := m.setup
	if f.editing {
		switch k {
		case "enter", "esc", "tab":
			f.editing = false
		case "backspace":
			if r := []rune(f.file); len(r) > 0 {
				f.file = string(r[:len(r)-1])
			}
		default:
			f.file += msg.Text
		}
		return nil
	}
	fs := f.fields()
	switch k {
	case "q", "esc":
		return tea.Quit
	case "up", "k":
		m.setup.row = cycle(m.setup.row, -1, len(fs))
	case "down", "j", "tab":
		m.setup.row = cycle(m.setup.row, 1, len(fs))
	case "left", "h", "right", "l", "space":
		d := 1
		if k == "left" || k == "h" {
			d = -1
		}
		if f := fs[min(m.setup.row, len(fs)-1)]; f.change != nil {
			f.change(d)
		}
	case "enter": // starts from any row, as the key line says
		row := fs[min(m.setup.row, len(fs)-1)]
		if row.id == "file" {
			f.editing = true
			return nil
		}
		switch f.choice() {
		case choiceNewCampaign:
			c, err := f.newCampaign()
			if err == nil {
				if _, serr := os.Stat(f.file); serr == nil {
					err = fmt.Errorf("%s", m.tr("campaign.exists", "file", f.file))
				}
			}
			if err == nil {
				err = c.SaveFile(f.file)
			}
			if err != nil {
				m.status = err.Error()
				return nil
			}
			m.startCampaign(f.file, c, f.seats)
			return nil
		case choiceResumeCampaign:
			c, err := campaign.LoadFile(f.file)
			if err != nil {
				m.status = err.Error()
				return nil
			}
			m.startCampaign(f.file, c, f.seats)
			return nil
		}
		h, err := m.setup.header()
		if err != nil {
			m.status = err.Error()
			return nil
		}
		if m.cfg.Ask != nil {
			for i := range h.Seats {
				if h.Seats[i].Player == "human" {
					ask := *m.cfg.Ask
					h.Seats[i].Ask = &ask
				}
			}
		}
		s, err := NewSession(m.cfg.World, m.p, &engine.Record{Format: engine.RecordFormat, Header: h})
		if err != nil {
			m.status = err.Error()
			return nil
		}
		m.s, m.mode, m.status = s, modePlay, ""
		m.afterChange()
	}
	if m.mode == modeSetup {
		m.setup.row = min(m.setup.row, len(m.setup.fields())-1)
	}
	return nil
}

// afterChange runs after the game moved on: autosave, hot-seat cover,
// reset the selection, game over.
func (m *Model) afterChange() {
	m.sel, m.num, m.logSel = 0, "", 0
	if _, err := m.s.Settle(); err != nil {
		m.status = err.Error()
	}
	if m.cfg.AutoSave && m.cfg.SavePath != "" {
		if err := m.s.Save(m.cfg.SavePath); err != nil {
			m.status = err.Error()
		} else {
			m.markSaved()
		}
	}
	d := m.s.Game.Pending()
	if d == nil {
		m.overlay = ovOver
		if m.camp != nil && m.camp.mission != "" {
			m.recordMission()
		}
		return
	}
	humans := m.s.Humans()
	if m.s.Human(d.Seat) {
		if len(humans) >= 2 && d.Seat != m.seatAtKeys {
			m.overlay = ovCover
		} else {
			m.seatAtKeys = d.Seat
		}
	} else if len(humans) == 1 {
		m.seatAtKeys = humans[0]
	}
	m.syncCursor()
}

// viewer is the seat whose secrets the screen may show.
func (m *Model) viewer() engine.Seat {
	if m.mode == modeReplay {
		return m.replaySeat
	}
	if m.seatAtKeys >= 0 {
		return m.seatAtKeys
	}
	if h := m.s.Humans(); len(h) > 0 && len(h) < 2 {
		return h[0]
	}
	return engine.Spectator
}

// decision is the pending decision if the viewer may choose it now.
func (m *Model) decision() *engine.Decision {
	if m.mode != modePlay || m.s == nil || m.overlay == ovCover {
		return nil
	}
	d := m.s.Game.Pending()
	if d == nil || !m.s.Human(d.Seat) {
		return nil
	}
	return d
}

func (m *Model) syncCursor() {
	d := m.decision()
	if d == nil || m.sel >= len(d.Options) {
		return
	}
	if at := d.Options[m.sel].At; at != "" {
		m.cursor = at
	}
}

func (m *Model) choose(i int) {
	d := m.decision()
	if d == nil || i < 0 || i >= len(d.Options) {
		return
	}
	if err := m.s.Apply(d.Options[i].Key); err != nil {
		m.status = m.p.Error(err)
		return
	}
	m.status = ""
	m.afterChange()
}

func (m *Model) keyPlay(k string, msg tea.KeyPressMsg) tea.Cmd {
	switch m.overlay {
	case ovSave, ovLoad:
		return m.keyInput(k, msg)
	case ovQuit:
		return m.keyQuit(k)
	case ovCards:
		m.keyCards(k)
		return nil
	case ovOverwrite:
		return m.keyOverwrite(k)
	case ovCover:
		if k == "enter" || k == "space" {
			m.seatAtKeys = m.s.Game.Pending().Seat
			m.overlay = ovNone
			m.syncCursor()
		} else if k == "q" {
			return m.askQuit()
		}
		return nil
	case ovOver:
		return m.keyOver(k)
	case ovHelp, ovRule:
		m.overlay = ovNone
		return nil
	}
	d := m.decision()
	switch k {
	case "q":
		return m.askQuit()
	case "g":
		if m.s.Game.Pending() == nil {
			m.overlay, m.reviewing = ovOver, false
			return nil
		}
	case "?":
		m.overlay = ovHelp
		return nil
	case "c":
		m.overlay, m.cardTop = ovCards, 0
		return nil
	case "s":
		m.openSave()
		return nil
	case "o":
		m.overlay, m.input = ovLoad, m.cfg.SavePath
		return nil
	case "u":
		if !m.s.CanUndo() {
			m.status = m.tr("status.cannot-undo")
			return nil
		}
		if err := m.s.Undo(); err != nil {
			m.status = err.Error()
			return nil
		}
		m.status = m.tr("status.undone")
		m.afterChange()
		return nil
	case "r":
		if m.ruleEntry() >= 0 {
			m.overlay = ovRule
		}
		return nil
	case "w":
		return m.requestOdds()
	case "i":
		return m.requestHint()
	case "tab":
		m.focus = (m.focus + 1) % 3
		if m.focus == focusBoard && m.cursor == "" {
			m.cursor = m.firstSquare()
		}
		return nil
	case "esc":
		m.focus, m.num = focusList, ""
		return nil
	case "backspace":
		if m.num != "" {
			m.num = m.num[:len(m.num)-1]
		}
		return nil
	}
	if len(k) == 1 && k[0] >= '0' && k[0] <= '9' && d != nil {
		m.num += k
		if n, _ := strconv.Atoi(m.num); n >= 1 && n <= len(d.Options) {
			m.sel = n - 1
			m.syncCursor()
		}
		return nil
	}
	switch m.focus {
	case focusLog:
		switch k {
		case "up", "k":
			m.logSel++
		case "down", "j":
			m.logSel = max(0, m.logSel-1)
		case "enter":
			if m.ruleEntry() >= 0 {
				m.overlay = ovRule
			}
		}
		return nil
	case focusBoard:
		if d == nil {
			m.moveCursor(k)
			return nil
		}
		if k == "enter" {
			for i, o := range d.Options {
				if o.At != "" && o.At == m.cursor {
					m.choose(i)
					return nil
				}
			}
			if m.reachable(d)[m.cursor] {
				m.walkTo(m.cursor)
				return nil
			}
			m.status = m.tr("status.no-option-at", "square", m.cursor)
			return nil
		}
		m.moveCursor(k)
		for i, o := range d.Options {
			if o.At != "" && o.At == m.cursor {
				m.sel = i
				break
			}
		}
		return nil
	}
	if d == nil {
		return nil
	}
	switch k {
	case "up", "k":
		m.sel = cycle(m.sel, -1, len(d.Options))
	case "down", "j":
		m.sel = cycle(m.sel, 1, len(d.Options))
	case "pgup":
		m.sel = max(0, m.sel-10)
	case "pgdown":
		m.sel = min(len(d.Options)-1, m.sel+10)
	case "home":
		m.sel = 0
	case "end":
		m.sel = len(d.Options) - 1
	case "enter", "space":
		i := m.sel
		if m.num != "" {
			n, _ := strconv.Atoi(m.num)
			if n < 1 || n > len(d.Options) {
				m.status = m.tr("status.choose-number", "n", len(d.Options))
				m.num = ""
				return nil
			}
			i = n - 1
		}
		m.choose(i)
		return nil
	}
	m.num = ""
	m.syncCursor()
	return nil
}

func (m *Model) openSave() {
	m.overlay, m.input = ovSave, m.cfg.SavePath
	if m.input == "" {
		m.input = "sulaco-save.json"
	}
}

// keyInput edits the file name of the save or load box.
func (m *Model) keyInput(k string, msg tea.KeyPressMsg) tea.Cmd {
	switch k {
	case "esc":
		m.overlay, m.quitAfterSave = ovNone, false
		if m.s.Game.Pending() == nil && !m.reviewing {
			m.overlay = ovOver
		}
	case "backspace":
		if r := []rune(m.input); len(r) > 0 {
			m.input = string(r[:len(r)-1])
		}
	case "enter":
		path := m.input
		if m.overlay == ovSave {
			return m.save(path, false)
		}
		m.overlay = ovNone
		rec, err := LoadRecord(path)
		if err != nil {
			m.status = err.Error()
			return nil
		}
		s, err := NewSession(m.cfg.World, m.p, rec)
		if err != nil {
			m.status = fmt.Sprintf("%s: %v", path, err)
			return nil
		}
		m.s, m.seatAtKeys, m.status = s, -1, m.tr("status.loaded", "file", path)
		m.camp = nil // a loaded game is played on its own
		m.cfg.SavePath, m.reviewing = path, false
		m.markSaved()
		m.afterChange()
	default:
		if t := msg.Text; t != "" {
			m.input += t
		}
	}
	return nil
}

func (m *Model) keyReplay(k string) tea.Cmd {
	if m.overlay != ovNone {
		m.overlay = ovNone
		return nil
	}
	step := func(to int) {
		to = max(0, min(to, len(m.full.Choices)))
		if to == m.pos {
			return
		}
		if to > m.pos {
			for _, c := range m.full.Choices[m.pos:to] {
				if err := m.s.apply(c.Seat, c.Key); err != nil {
					m.status = err.Error()
					return
				}
			}
		} else {
			m.s.Rec.Choices = append([]engine.Choice(nil), m.full.Choices[:to]...)
			if err := m.s.rebuild(); err != nil {
				m.status = err.Error()
				return
			}
		}
		m.pos = to
	}
	switch k {
	case "q", "esc":
		return tea.Quit
	case "right", "l", "n", "space":
		step(m.pos + 1)
	case "left", "h", "p", "backspace":
		step(m.pos - 1)
	case "pgdown", "N":
		step(m.pos + 20)
	case "pgup", "P":
		step(m.pos - 20)
	case "home", "g":
		step(0)
	case "end", "G":
		step(len(m.full.Choices))
	case "r":
		if m.ruleEntry() >= 0 {
			m.overlay = ovRule
		}
	case "v":
		m.nextReplayView()
	case "w":
		return m.requestCurve()
	case "?":
		m.overlay = ovHelp
	}
	return nil
}

// nextReplayView switches whose view the replay shows: the spectator's,
// each seat's in turn, then everything.
func (m *Model) nextReplayView() {
	switch {
	case m.replayAll:
		m.replaySeat, m.replayAll = engine.Spectator, false
	case int(m.replaySeat) == len(m.full.Seats)-1:
		m.replaySeat, m.replayAll = engine.Spectator, true
	default:
		m.replaySeat++
	}
	m.logSel = 0
}

// replayView says whose view the replay shows.
func (m *Model) replayView() string {
	switch {
	case m.replayAll:
		return m.tr("replay.view.all")
	case m.replaySeat == engine.Spectator:
		return m.tr("replay.view.spectator")
	}
	return m.tr("replay.view.seat", "seat", m.replaySeat)
}

// visibleLog is the log entries the viewer may read.
func (m *Model) visibleLog() []Entry {
	v := m.viewer()
	var out []Entry
	for _, e := range m.s.Log {
		if e.To.Sees(v) || (m.mode == modeReplay && m.replayAll) {
			out = append(out, e)
		}
	}
	return out
}

// ruleEntry is the index in visibleLog of the entry whose rule "r"
// shows: the selected one, or the latest with a rule.
func (m *Model) ruleEntry() int {
	log := m.visibleLog()
	i := len(log) - 1 - m.logSel
	for ; i >= 0; i-- {
		if log[i].Rule != "" {
			return i
		}
	}
	return -1
}

func (m *Model) firstSquare() string {
	if pic := m.board(); pic != nil && len(pic.names) > 0 {
		return pic.names[0]
	}
	return ""
}

// moveCursor moves the board cursor one square.
func (m *Model) moveCursor(k string) {
	pic := m.board()
	if pic == nil {
		return
	}
	dx, dy := 0, 0
	switch k {
	case "up", "k":
		dy = -1
	case "down", "j":
		dy = 1
	case "left", "h":
		dx = -1
	case "right", "l":
		dx = 1
	default:
		return
	}
	at, ok := pic.cells[m.cursor]
	if !ok {
		m.cursor = m.firstSquare()
		return
	}
	x, y := at[0], at[1]
	for i := 0; i < 64; i++ {
		x += dx * (pic.cw + 1)
		y += dy * 2
		if x < 0 || y < 0 || x >= pic.c.w || y >= pic.c.h {
			return
		}
		for name, c := range pic.cells {
			if c[0] == x && c[1] == y {
				m.cursor = name
				return
			}
		}
	}
}

// View implements tea.Model.
func (m *Model) View() tea.View {
	v := tea.NewView(m.Render())
	v.AltScreen = true
	return v
}

// Render draws the screen as text (with colour codes when colour is on).
func (m *Model) Render() string {
	var lines []string
	switch m.mode {
	case modeSetup:
		lines = m.renderSetup()
	case modeCampaign:
		lines = m.renderCampaign()
	default:
		lines = m.renderGame()
	}
	return strings.Join(fit(lines, m.width, m.height), "\n")
}
