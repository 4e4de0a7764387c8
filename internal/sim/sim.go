// Package sim is the simulation lab: it plays many games with bots in
// every seat, in parallel on all cores, checks the engine's invariants
// after every choice and reports win rates with confidence intervals,
// game lengths and any violation together with the record that
// reproduces it.
package sim

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/stats"
)

// Config sets up a run.
type Config struct {
	// New creates a game from a header.
	New engine.NewFunc
	// Header returns the header of game i; its seed must differ per game.
	Header func(i int) engine.Header
	// Bots names the bot of each seat ("random"); the last one fills any
	// seats beyond the list.
	Bots []string
	// Games is how many games to play.
	Games int
	// Workers is how many games run at once; 0 means one per core.
	Workers int
	// MaxChoices ends a game as a violation when it runs longer.
	MaxChoices int
	// Checks says when the invariants are checked: after every choice
	// (the default), once at the end of each game, or never (pure speed).
	Checks CheckMode
	// Progress, if set, is called after each game with the games done
	// and the total (from one goroutine at a time).
	Progress func(done, total int)
}

// CheckMode says when a run checks the games' invariants.
type CheckMode int

// Check modes.
const (
	CheckEvery CheckMode = iota // after every choice
	CheckEnd                    // once, when the game is over
	CheckNone                   // never
)

// ParseCheckMode reads "every", "end" or "none".
func ParseCheckMode(s string) (CheckMode, error) {
	switch s {
	case "every":
		return CheckEvery, nil
	case "end":
		return CheckEnd, nil
	case "none":
		return CheckNone, nil
	}
	return 0, fmt.Errorf("sim: check mode %q: want every, end or none", s)
}

// Result sums up a run.
type Result struct {
	Games    int
	Choices  int64
	Elapsed  time.Duration
	Workers  int
	Outcomes []Count // by winner, most frequent first
	// Reasons counts the message keys of the outcomes' reasons, most
	// frequent first (why games were won or lost).
	Reasons []Count
	Lengths Summary // choices per game
	// Rounds is the rounds per game of games that count them
	// (engine.Rounder), violations included; zero otherwise.
	Rounds     Summary
	Violations []Violation
	// Played lists every game that ended, in game order: what the lab
	// keeps to merge runs and count casualties.
	Played []Played
}

// Played is one finished game.
type Played struct {
	Game    int    `json:"game"`
	Choices int    `json:"choices"`
	Winner  string `json:"winner"`
	Reason  string `json:"reason"`
	// Casualties are who fell (engine.Casualties), if the game says.
	Casualties []string `json:"casualties,omitempty"`
}

// Count is how many games ended one way.
type Count struct {
	Name string
	N    int
}

// Rate is a share with its 95% confidence interval (Wilson score).
type Rate = stats.Rate

// WinRate returns the share of games that winner won.
func (r *Result) WinRate(winner string) Rate {
	n := 0
	for _, c := range r.Outcomes {
		if c.Name == winner {
			n = c.N
		}
	}
	return Wilson(n, r.Games)
}

// Wilson returns the Wilson score interval at 95% for k successes in n
// trials (stats.Wilson).
func Wilson(k, n int) Rate { return stats.Wilson(k, n) }

// Summary describes a distribution of integers.
type Summary struct {
	Min, Median, P95, Max int
	Mean                  float64
}

func summarize(xs []int) Summary {
	if len(xs) == 0 {
		return Summary{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	sum := 0
	for _, x := range s {
		sum += x
	}
	return Summary{Min: s[0], Median: s[len(s)/2], P95: s[(len(s)*95)/100], Max: s[len(s)-1],
		Mean: float64(sum) / float64(len(s))}
}

// Violation is a game that broke an invariant, panicked, or did not end.
type Violation struct {
	Game   int
	Err    error
	Record *engine.Record // replays up to the failing choice
}

type gameResult struct {
	choices    int
	rounds     int // engine.Rounder's count at the end, or 0
	outcome    *engine.Outcome
	casualties []string
	violated   *Violation
}

// Run plays the games. It stops early, with what it has, if ctx ends.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	if cfg.Games <= 0 {
		return nil, errors.New("sim: games must be positive")
	}
	if len(cfg.Bots) == 0 {
		cfg.Bots = []string{"random"}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if cfg.MaxChoices <= 0 {
		cfg.MaxChoices = 1_000_000
	}
	results := make([]gameResult, cfg.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	warm(cfg)
	var progress sync.Mutex
	done := 0
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = playGame(cfg, i)
				if cfg.Progress != nil {
					progress.Lock()
					done++
					cfg.Progress(done, cfg.Games)
					progress.Unlock()
				}
			}
		}()
	}
	played := 0
feed:
	for i := range cfg.Games {
		select {
		case <-ctx.Done():
			break feed
		case next <- i:
			played++
		}
	}
	close(next)
	wg.Wait()
	res := &Result{Games: played, Elapsed: time.Since(start), Workers: workers}
	outcomes := map[string]int{}
	reasons := map[string]int{}
	var lengths, rounds []int
	for i, r := range results[:played] {
		res.Choices += int64(r.choices)
		lengths = append(lengths, r.choices)
		rounds = append(rounds, r.rounds)
		if r.violated != nil {
			res.Violations = append(res.Violations, *r.violated)
			continue
		}
		res.Played = append(res.Played, Played{Game: i, Choices: r.choices, Winner: r.outcome.Winner,
			Reason: r.outcome.Reason.Key, Casualties: r.casualties})
		outcomes[r.outcome.Winner]++
		reasons[r.outcome.Reason.Key]++
	}
	res.Outcomes = sortedCounts(outcomes)
	res.Reasons = sortedCounts(reasons)
	res.Lengths = summarize(lengths)
	res.Rounds = summarize(rounds)
	return res, ctx.Err()
}

func sortedCounts(m map[string]int) []Count {
	out := make([]Count, 0, len(m))
	for k, n := range m {
		out = append(out, Count{k, n})
	}
	slices.SortFunc(out, func(a, b Count) int {
		if a.N != b.N {
			return b.N - a.N
		}
		if a.Name < b.Name {
			return -1
		}
		return 1
	})
	return out
}

// playGame plays game i to its end. A panic inside the game is caught and
// reported as a violation with the record up to that point.
// warm fills the shared tables of the first game's content with every
// core (engine.Warmer) rather than letting the workers fill them pair by
// pair; a game that fails to set up is reported by playGame.
func warm(cfg Config) {
	defer func() { recover() }() // the game that panics is reported by playGame
	h := cfg.Header(0)
	if g, err := cfg.New(&h); err == nil {
		if w, ok := g.(engine.Warmer); ok {
			w.Warm()
		}
	}
}

// failed is the violation of game i: its record carries the error and the
// hash of the state the game failed in (none when the state cannot tell
// it), so that replay -check reproduces the failure.
func failed(i int, err error, rec *engine.Record, g engine.Game) *Violation {
	rec.Error = engine.ClipN(err.Error(), 4096)
	if g != nil {
		rec.Hash = safeHash(g)
	}
	return &Violation{Game: i, Err: err, Record: rec}
}

// safeHash is g's hash, or "" when the broken state panics computing it.
func safeHash(g engine.Game) (h string) {
	defer func() {
		if recover() != nil {
			h = ""
		}
	}()
	return g.Hash()
}

func playGame(cfg Config, i int) (res gameResult) {
	h := cfg.Header(i)
	rec := &engine.Record{Format: engine.RecordFormat, Header: h}
	var g engine.Game
	defer func() {
		if p := recover(); p != nil {
			res = gameResult{choices: len(rec.Choices), violated: failed(i, fmt.Errorf("panic: %v", p), rec, g)}
		}
	}()
	var rounder engine.Rounder
	roundsNow := func() int {
		if rounder == nil {
			return 0
		}
		return rounder.Round()
	}
	fail := func(err error) gameResult {
		return gameResult{choices: len(rec.Choices), rounds: roundsNow(), violated: failed(i, err, rec, g)}
	}
	g, err := cfg.New(&h)
	if err != nil {
		return fail(fmt.Errorf("setup: %w", err))
	}
	rounder, _ = g.(engine.Rounder)
	if q, ok := g.(engine.Quieter); ok {
		q.SetQuiet(true)
	}
	checker, _ := g.(engine.Checker)
	bots := make([]bot.Bot, g.Seats())
	for s := range bots {
		spec := cfg.Bots[min(s, len(cfg.Bots)-1)]
		b, err := bot.New(spec, h.Game, h.Seed*31+uint64(s)+1)
		if err != nil {
			return fail(err)
		}
		bots[s] = b
	}
	for {
		d := g.Pending()
		if d == nil {
			break
		}
		if len(rec.Choices) >= cfg.MaxChoices {
			return fail(fmt.Errorf("game not over after %d choices", cfg.MaxChoices))
		}
		if cfg.Checks != CheckNone && len(d.Options) == 0 {
			return fail(fmt.Errorf("decision with no options (%s)", d.Prompt.Key))
		}
		key := bot.Decide(bots[d.Seat], g, d)
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: key})
		if err := g.Apply(d.Seat, key); err != nil {
			return fail(fmt.Errorf("bot choice rejected: %w", err))
		}
		if checker != nil && cfg.Checks == CheckEvery {
			if err := checker.Check(); err != nil {
				return fail(fmt.Errorf("invariant after choice %d (%q): %w", len(rec.Choices)-1, key, err))
			}
		}
	}
	if checker != nil && cfg.Checks == CheckEnd {
		if err := checker.Check(); err != nil {
			return fail(fmt.Errorf("invariant at the end: %w", err))
		}
	}
	out := g.Outcome()
	if out == nil {
		return fail(errors.New("no decision pending but no outcome"))
	}
	res = gameResult{choices: len(rec.Choices), rounds: roundsNow(), outcome: out}
	if c, ok := g.(engine.Casualties); ok {
		res.casualties = c.Casualties()
	}
	return res
}
