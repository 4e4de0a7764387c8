// Package bot holds the players that fill empty seats. A bot sees only
// what its seat may see (the seat's View) and the pending Decision, and
// answers with one of the offered keys: it plays by the same protocol as a
// human, so it can never cheat.
package bot

import (
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// Bot chooses among the options of a decision.
type Bot interface {
	// Choose returns the key of one of d's options.
	Choose(v engine.View, d *engine.Decision) string
}

// Random chooses uniformly among the legal options. Its randomness is its
// own, separate from the game's: a record stores the bot's choices, so a
// replay never needs the bot.
type Random struct {
	rng engine.RNG
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRNG(seed)} }

// Choose implements Bot.
func (r *Random) Choose(_ engine.View, d *engine.Decision) string {
	return d.Options[r.rng.IntN(len(d.Options))].Key
}

// First always takes the first option; useful for quick, repeatable
// games in tests and examples.
type First struct{}

// Choose implements Bot.
func (First) Choose(_ engine.View, d *engine.Decision) string { return d.Options[0].Key }

// Names lists the bots New knows.
func Names() []string { return []string{"random", "first", "rules"} }

// New returns the bot named by spec ("random", "first", "rules") for game,
// seeded with seed.
func New(spec, game string, seed uint64) (Bot, error) {
	switch spec {
	case "random":
		return NewRandom(seed), nil
	case "first":
		return First{}, nil
	case "rules":
		return NewRules(seed), nil
	}
	return nil, fmt.Errorf("bot: unknown bot %q for %s (known: %s)", spec, game, strings.Join(Names(), ", "))
}
