package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/search"
)

// oddsMsg brings the odds computed for the position after choice At.
type oddsMsg struct {
	At   int
	Odds search.Odds
}

// requestOdds starts estimating the viewer's odds (key w) from the
// viewer's view alone: games sampled for that seat (a spectator: what is
// public) played out by the rules bots, off the interface's goroutine on
// a copy of the game.
func (m *Model) requestOdds() tea.Cmd {
	seat := m.viewer()
	g := m.s.Game.Clone()
	sample := engine.SamplerFor(g, seat)
	if sample == nil || g.Pending() == nil {
		m.status = m.tr("status.no-odds")
		return nil
	}
	at := len(m.s.Rec.Choices)
	m.status = m.tr("status.odds-computing")
	return func() tea.Msg {
		return oddsMsg{At: at, Odds: search.Estimate(sample, seat,
			search.OddsConfig{Seed: uint64(at) + 1, Rollout: bot.RulesPolicy})}
	}
}

// oddsLines is the odds panel: the last estimate and the position it is
// for, or nothing before the first.
func (m *Model) oddsLines(w int) []string {
	if m.odds == nil {
		return nil
	}
	o := m.odds.Odds
	key := "panel.odds"
	if o.Seat < 0 {
		key = "panel.odds.spectator"
	}
	line := m.tr(key, "p", wholePercent(o.Win.P), "lo", wholePercent(o.Win.Lo), "hi", wholePercent(o.Win.Hi),
		"n", o.Games, "choice", m.odds.At)
	if m.odds.At != len(m.s.Rec.Choices) {
		line += " " + m.tr("panel.odds.stale")
	}
	return wrap(line, w)
}

// percent writes a share as a whole percentage.
func wholePercent(p float64) int { return int(p*100 + 0.5) }

// hintMsg brings the search bot's suggestion for the decision after
// choice At.
type hintMsg struct {
	At     int
	Key    string
	Option string // the option's text
	Value  float64
}

// requestHint asks the search bot (level normal) for the human seat's
// pending decision (key i), from that seat's view alone, on a copy of the
// game; a table started with hints off (Config.NoHints) refuses.
func (m *Model) requestHint() tea.Cmd {
	d := m.decision()
	if m.cfg.NoHints || d == nil {
		m.status = m.tr("status.no-hint")
		return nil
	}
	g := m.s.Game.Clone()
	d = g.Pending()
	at := len(m.s.Rec.Choices)
	m.status = m.tr("status.hint-computing")
	cfg, _ := search.LevelConfig(hintLevel, bot.RulesPolicy)
	sb := search.New(cfg, uint64(at)+1)
	options := make([]string, len(d.Options))
	for i, o := range d.Options {
		options[i] = m.p.Sprint(o.Msg)
	}
	return func() tea.Msg {
		k := bot.Decide(sb, g, d)
		h := hintMsg{At: at, Key: k}
		for i, c := range sb.Last.Choices {
			if c.Key == k {
				h.Option, h.Value = options[i], c.Value
			}
		}
		return h
	}
}

// showHint selects the suggested option and says why in the status line,
// if the game is still where the hint was asked.
func (m *Model) showHint(h hintMsg) {
	d := m.decision()
	if d == nil || h.At != len(m.s.Rec.Choices) {
		m.status = ""
		return
	}
	if i := d.Find(h.Key); i >= 0 {
		m.sel = i
		m.syncCursor()
	}
	m.status = m.tr("status.hint", "option", h.Option, "p", wholePercent(h.Value))
}

// curveMsg brings the odds over the replayed game.
type curveMsg struct{ Points []search.Point }

// curvePoints is how many positions the replay's odds curve estimates,
// curveGames the sampled games at each; hintLevel the search level of a
// hint. Variables so that tests may ask for less.
var (
	curvePoints = 24
	curveGames  = 200
	hintLevel   = "normal"
)

// requestCurve estimates the odds over the whole replayed game (key w in
// the replay viewer) from the spectator's view: seat 0's chances as the
// public sees them.
func (m *Model) requestCurve() tea.Cmd {
	rec := *m.full
	newGame := m.cfg.World.Games.NewGame
	m.status = m.tr("status.odds-computing")
	return func() tea.Msg {
		pts, _ := search.Curve(&rec, newGame, engine.Spectator, curvePoints,
			search.OddsConfig{Games: curveGames, Seed: rec.Seed, Rollout: bot.RulesPolicy})
		return curveMsg{Points: pts}
	}
}

// sparkBlocks draw a share from 0 to 1 in eighths; asciiSpark in tenths.
var (
	sparkBlocks = []rune("▁▂▃▄▅▆▇█")
	asciiSpark  = []rune("0123456789")
)

// sparkline draws the curve, one character a point, and marks with ^
// under it the point nearest the replay's position.
func (m *Model) sparkline(w int) []string {
	if len(m.curve) == 0 {
		return nil
	}
	blocks := sparkBlocks
	if m.cfg.ASCII {
		blocks = asciiSpark
	}
	line, mark := []rune{}, []rune{}
	near := 0
	for i, p := range m.curve {
		k := min(int(p.Odds.Win.P*float64(len(blocks))), len(blocks)-1)
		line = append(line, blocks[k])
		if abs(p.Choice-m.pos) < abs(m.curve[near].Choice-m.pos) {
			near = i
		}
	}
	for i := range m.curve {
		if i == near {
			mark = append(mark, '^')
		} else {
			mark = append(mark, ' ')
		}
	}
	now := m.curve[near].Odds.Win
	out := wrap(m.tr("panel.curve", "p", wholePercent(now.P), "lo", wholePercent(now.Lo), "hi", wholePercent(now.Hi)), w)
	return append(out, string(line), string(mark))
}

func abs(x int) int { return max(x, -x) }
