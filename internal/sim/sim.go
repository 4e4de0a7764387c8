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
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
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
	// NoChecks skips the invariant checks (for pure speed measurements).
	NoChecks bool
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
}

// Count is how many games ended one way.
type Count struct {
	Name string
	N    int
}

// Rate is a share with its 95% confidence interval (Wilson score).
type Rate struct {
	P, Lo, Hi float64
}

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
// trials: it stays inside [0,1] and behaves at small n and extreme rates,
// where the normal approximation does not.
func Wilson(k, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return Rate{P: p, Lo: max(0, centre-half), Hi: min(1, centre+half)}
}

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
	choices  int
	rounds   int // engine.Rounder's count at the end, or 0
	outcome  *engine.Outcome
	violated *Violation
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
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = playGame(cfg, i)
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
	for _, r := range results[:played] {
		res.Choices += int64(r.choices)
		lengths = append(lengths, r.choices)
		rounds = append(rounds, r.rounds)
		if r.violated != nil {
			res.Violations = append(res.Violations, *r.violated)
			continue
		}
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
		if !cfg.NoChecks && len(d.Options) == 0 {
			return fail(fmt.Errorf("decision with no options (%s)", d.Prompt.Key))
		}
		key := bots[d.Seat].Choose(g.View(d.Seat), d)
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: key})
		if err := g.Apply(d.Seat, key); err != nil {
			return fail(fmt.Errorf("bot choice rejected: %w", err))
		}
		if checker != nil && !cfg.NoChecks {
			if err := checker.Check(); err != nil {
				return fail(fmt.Errorf("invariant after choice %d (%q): %w", len(rec.Choices)-1, key, err))
			}
		}
	}
	out := g.Outcome()
	if out == nil {
		return fail(errors.New("no decision pending but no outcome"))
	}
	return gameResult{choices: len(rec.Choices), rounds: roundsNow(), outcome: out}
}
