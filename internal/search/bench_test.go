package search_test

import (
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/search"
)

// benchDecision measures one search decision at the first position of g
// with a real choice, on one worker, and reports iterations per second.
func benchDecision(b *testing.B, g engine.Game, iterations, horizon int, rollout search.NewPolicy) {
	d := firstChoice(b, g)
	sb := search.New(search.Config{Iterations: iterations, Workers: 1, Horizon: horizon, Rollout: rollout}, 1)
	var spent time.Duration
	its := 0
	for b.Loop() {
		bot.Decide(sb, g, d)
		spent += sb.Last.Elapsed
		its += sb.Last.Iterations
	}
	b.ReportMetric(float64(its)/spent.Seconds(), "iterations/s")
}

// firstChoice plays g with the rules bot up to its first decision with
// more than one option.
func firstChoice(b *testing.B, g engine.Game) *engine.Decision {
	d := g.Pending()
	pick := bot.NewRules(1)
	for len(d.Options) < 2 {
		if err := g.Apply(d.Seat, pick.Choose(g.View(d.Seat), d)); err != nil {
			b.Fatal(err)
		}
		d = g.Pending()
	}
	return d
}

func BenchmarkDecisionMarsNormal(b *testing.B) {
	benchDecision(b, marsGame(b, 3), levelIterations("normal"), search.LevelHorizon, bot.RulesPolicy)
}

func BenchmarkDecisionAliensNormal(b *testing.B) {
	benchDecision(b, bugHunt(b, 3), levelIterations("normal"), search.LevelHorizon, bot.RulesPolicy)
}

// BenchmarkDecisionMissionNormal is a normal decision in the first story
// mission, two players, whose playouts the story evaluation cuts short.
func BenchmarkDecisionMissionNormal(b *testing.B) {
	o := aliens.DefaultOptions()
	o.Mission, o.Players, o.Heroes = "mission-1", 2, []string{"hicks", "hudson"}
	g, err := aliens.New(o, 3)
	if err != nil {
		b.Fatal(err)
	}
	benchDecision(b, g, levelIterations("normal"), search.LevelHorizon, bot.RulesPolicy)
}

// BenchmarkDecisionAliensFullPlayouts plays every playout to the end.
func BenchmarkDecisionAliensFullPlayouts(b *testing.B) {
	benchDecision(b, bugHunt(b, 3), levelIterations("normal"), 0, bot.RulesPolicy)
}

func BenchmarkDecisionAliensRandomRollout(b *testing.B) {
	benchDecision(b, bugHunt(b, 3), levelIterations("normal"), 0, bot.RandomPolicy)
}

func levelIterations(name string) int {
	for _, l := range search.Levels {
		if l.Name == name {
			return l.Iterations
		}
	}
	return 0
}

// BenchmarkPlayoutAliens measures search iterations of a two-player Bug
// Hunt, one per loop (a sampled game played out by the rules bots): the
// unit of an Aliens decision's cost, small enough for callgrind
// (--toggle-collect='*search_test.measuredPlayout'). The board's Line of
// Sight table is filled first (engine.Warmer), as sim and the server do:
// filling it pair by pair was a third of the first hundred playouts.
func BenchmarkPlayoutAliens(b *testing.B) {
	g := bugHunt(b, 3)
	g.(engine.Warmer).Warm()
	d := firstChoice(b, g)
	sb := search.New(search.Config{Iterations: 1, Workers: 1, Rollout: bot.RulesPolicy}, 1)
	for b.Loop() {
		measuredPlayout(sb, g, d)
	}
}

//go:noinline
func measuredPlayout(sb *search.Bot, g engine.Game, d *engine.Decision) { bot.Decide(sb, g, d) }
