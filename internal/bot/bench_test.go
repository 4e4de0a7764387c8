package bot_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
)

// BenchmarkRulesAliens plays whole Bug Hunt games, two players, with
// the rules bot in every seat: the cost of a balance run's game
// (docs/balance.md), engine and bot together. The boards' Line of Sight
// tables (the game's and the bot's copy) are filled before timing, as
// they are after the first games of a long run: tracing sight lines met
// for the first time is package grid's cost, not the bot's.
func BenchmarkRulesAliens(b *testing.B) {
	cat := catalog(b)
	for _, m := range []int{1, 3} {
		mission := fmt.Sprintf("bug-hunt-%d", m)
		b.Run(mission, func(b *testing.B) {
			opts := fmt.Sprintf(`{"mission":%q,"players":2}`, mission)
			warm(b, cat, opts)
			bot.WarmBoard(mission)
			for i := 0; b.Loop(); i++ {
				playOut(b, cat, "aliens", opts, uint64(i+1), "rules")
			}
		})
	}
}

// warm fills the shared tables of an Aliens game's board (engine.Warmer),
// as sim and bench do before their clocks start.
func warm(b *testing.B, cat *games.Catalog, opts string) {
	b.Helper()
	h := engine.Header{Game: "aliens", Options: json.RawMessage(opts), Seed: 1, Seats: make([]engine.SeatInfo, 2)}
	g, err := cat.NewGame(&h)
	if err != nil {
		b.Fatal(err)
	}
	if w, ok := g.(engine.Warmer); ok {
		w.Warm()
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
