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
	line := m.tr(key, "p", percent(o.Win.P), "lo", percent(o.Win.Lo), "hi", percent(o.Win.Hi),
		"n", o.Games, "choice", m.odds.At)
	if m.odds.At != len(m.s.Rec.Choices) {
		line += " " + m.tr("panel.odds.stale")
	}
	return wrap(line, w)
}

// percent writes a share as a whole percentage.
func percent(p float64) int { return int(p*100 + 0.5) }
