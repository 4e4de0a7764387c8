package bot_test

import (
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/games"
)

// BenchmarkRulesAliens plays whole Bug Hunt games, two players, with
// the rules bot in every seat: the cost of a balance run's game
// (docs/balance.md), engine and bot together. The boards' Line of Sight
// tables (the game's and the bot's copy) are filled before timing, as
// they are after the first games of a long run: tracing sight lines met
// for the first time is package grid's cost, not the bot's.
func BenchmarkRulesAliens(b *testing.B) {
	set, err := content.Load(content.Builtin())
	if err != nil {
		b.Fatal(err)
	}
	cat, err := games.New(set)
	if err != nil {
		b.Fatal(err)
	}
	for _, m := range []int{1, 3} {
		mission := fmt.Sprintf("bug-hunt-%d", m)
		b.Run(mission, func(b *testing.B) {
			for i := range set.Aliens.Missions {
				if ms := &set.Aliens.Missions[i]; ms.ID == mission && ms.Layout != nil {
					ms.Layout.PrecomputeLOS(0)
				}
			}
			bot.WarmBoard(mission)
			opts := fmt.Sprintf(`{"mission":%q,"players":2}`, mission)
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
