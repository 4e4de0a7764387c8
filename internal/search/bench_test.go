package search_test

import (
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/search"
)

// benchDecision measures one search decision at the first position of g
// with a real choice, on one worker, and reports iterations per second.
func benchDecision(b *testing.B, g engine.Game, iterations int, rollout search.NewPolicy) {
	d := g.Pending()
	pick := bot.NewRules(1)
	for len(d.Options) < 2 {
		if err := g.Apply(d.Seat, pick.Choose(g.View(d.Seat), d)); err != nil {
			b.Fatal(err)
		}
		d = g.Pending()
	}
	sb := search.New(search.Config{Iterations: iterations, Workers: 1, Rollout: rollout}, 1)
	var spent time.Duration
	its := 0
	for b.Loop() {
		bot.Decide(sb, g, d)
		spent += sb.Last.Elapsed
		its += sb.Last.Iterations
	}
	b.ReportMetric(float64(its)/spent.Seconds(), "iterations/s")
}

func BenchmarkDecisionMarsNormal(b *testing.B) {
	benchDecision(b, marsGame(b, 3), levelIterations("normal"), bot.RulesPolicy)
}

func BenchmarkDecisionAliensNormal(b *testing.B) {
	benchDecision(b, bugHunt(b, 3), levelIterations("normal"), bot.RulesPolicy)
}

func BenchmarkDecisionAliensRandomRollout(b *testing.B) {
	benchDecision(b, bugHunt(b, 3), levelIterations("normal"), bot.RandomPolicy)
}

func levelIterations(name string) int {
	for _, l := range search.Levels {
		if l.Name == name {
			return l.Iterations
		}
	}
	return 0
}
