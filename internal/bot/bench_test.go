package bot_test

import (
	"fmt"
	"testing"
)

// BenchmarkRulesAliens plays whole Bug Hunt games, two players, with
// the rules bot in every seat: the cost of a balance run's game
// (docs/balance.md), engine and bot together.
func BenchmarkRulesAliens(b *testing.B) {
	cat := catalog(b)
	for _, m := range []int{1, 3} {
		b.Run(fmt.Sprintf("bug-hunt-%d", m), func(b *testing.B) {
			opts := fmt.Sprintf(`{"mission":"bug-hunt-%d","players":2}`, m)
			for i := 0; b.Loop(); i++ {
				playOut(b, cat, "aliens", opts, uint64(i+1), "rules")
			}
		})
	}
}

// BenchmarkRulesMars plays whole Mars Attacks games with the rules bot on
// both sides: the default skirmish and the loot scenario (S8), whose
// Humans walk to an objective.
func BenchmarkRulesMars(b *testing.B) {
	cat := catalog(b)
	for _, opts := range []string{`{}`, `{"scenario":"s8"}`} {
		b.Run(opts, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				playOut(b, cat, "marsattacks", opts, uint64(i+1), "rules")
			}
		})
	}
}
