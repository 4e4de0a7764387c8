package bot_test

import (
	"fmt"
	"testing"
)

// BenchmarkRulesAliens plays whole Bug Hunt 3 games, two players, with
// the rules bot in every seat: the cost of a balance run's game
// (docs/balance.md), engine and bot together.
func BenchmarkRulesAliens(b *testing.B) {
	t := &testing.T{}
	cat := catalog(t)
	for _, m := range []int{1, 3} {
		b.Run(fmt.Sprintf("bug-hunt-%d", m), func(b *testing.B) {
			opts := fmt.Sprintf(`{"mission":"bug-hunt-%d","players":2}`, m)
			for i := 0; b.Loop(); i++ {
				playOut(t, cat, "aliens", opts, uint64(i+1), "rules")
			}
		})
	}
}
