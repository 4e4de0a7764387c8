package sim

import (
	"context"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/pig"
)

// countingGame counts the invariant checks a run makes.
type countingGame struct {
	engine.Game
	checks *int
}

func (b countingGame) Check() error {
	*b.checks++
	return nil
}

// TestCheckModes: every checks after each choice, end once a game, none
// never; Progress hears of every game.
func TestCheckModes(t *testing.T) {
	for _, mode := range []CheckMode{CheckEvery, CheckEnd, CheckNone} {
		checks := 0
		cfg := Config{New: pig.NewFromHeader, Header: pigHeader, Games: 4, Workers: 1, Checks: mode}
		inner := cfg.New
		cfg.New = func(h *engine.Header) (engine.Game, error) {
			g, err := inner(h)
			return countingGame{g, &checks}, err
		}
		progressed := 0
		cfg.Progress = func(done, total int) { progressed = done }
		res, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		want := map[CheckMode]int{CheckEvery: int(res.Choices), CheckEnd: res.Games, CheckNone: 0}[mode]
		if checks != want || progressed != 4 {
			t.Errorf("mode %d: %d checks, want %d; progress %d", mode, checks, want, progressed)
		}
	}
	if _, err := ParseCheckMode("sometimes"); err == nil {
		t.Error("bad mode accepted")
	}
}
