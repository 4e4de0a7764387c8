// Package bot holds the players that fill empty seats. A bot sees only
// what its seat may see (the seat's View) and the pending Decision, and
// answers with one of the offered keys: it plays by the same protocol as a
// human, so it can never cheat.
package bot

import (
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/search"
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

// Sampling is a bot that searches: besides the view it needs games drawn
// consistent with what its seat knows (engine.Sampler), never the real
// game. Decide hands it one.
type Sampling interface {
	Bot
	ChooseSampled(sample engine.Sampler, v engine.View, d *engine.Decision) string
}

// Decide asks b for its choice at decision d of game g: a searching bot
// gets the sampler of d's seat (engine.SamplerFor), any other the seat's
// view. Tables (sim, play, the terminal client) call this, not Choose.
func Decide(b Bot, g engine.Game, d *engine.Decision) string {
	if s, ok := b.(Sampling); ok {
		if sample := engine.SamplerFor(g, d.Seat); sample != nil {
			return s.ChooseSampled(sample, g.View(d.Seat), d)
		}
	}
	return b.Choose(g.View(d.Seat), d)
}

// Names lists the bots New knows.
func Names() []string {
	return []string{"random", "first", "rules", "search:easy", "search:normal", "search:hard"}
}

// New returns the bot named by spec for game, seeded with seed: "random",
// "first", "rules", or "search[:LEVEL][:all]" (information-set MCTS at
// level easy, normal (the default) or hard, rolling out with the rules
// bot; ":all" searches on every core, deterministic for a seed on the
// same number of cores).
func New(spec, game string, seed uint64) (Bot, error) {
	switch spec {
	case "random":
		return NewRandom(seed), nil
	case "first":
		return First{}, nil
	case "rules":
		return NewRules(seed), nil
	}
	if rest, ok := strings.CutPrefix(spec, "search"); ok && (rest == "" || rest[0] == ':') {
		level, all := "normal", false
		for _, part := range strings.Split(rest, ":")[1:] {
			if part == "all" {
				all = true
			} else {
				level = part
			}
		}
		cfg, err := search.LevelConfig(level, RulesPolicy)
		if err != nil {
			return nil, fmt.Errorf("bot: %s: %w", spec, err)
		}
		if all {
			cfg.Workers = 0
		}
		return search.New(cfg, seed), nil
	}
	return nil, fmt.Errorf("bot: unknown bot %q for %s (known: %s)", spec, game, strings.Join(Names(), ", "))
}

// RulesPolicy is the rules bot as a search's rollout policy.
func RulesPolicy(seed uint64) search.Policy { return NewRules(seed) }

// RandomPolicy is the random bot as a search's rollout policy.
func RandomPolicy(seed uint64) search.Policy { return NewRandom(seed) }
