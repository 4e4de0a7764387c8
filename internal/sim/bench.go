package sim

import (
	"fmt"
	"slices"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
)

// BenchResult is what one core does with a game: whole random games per
// second, choices per second, and the median cost of Apply and Clone.
type BenchResult struct {
	Games       int
	Choices     int64
	Elapsed     time.Duration
	GamesPerSec float64
	ChoicesPerS float64
	ApplyMedian time.Duration
	CloneMedian time.Duration
	// Replay is the median time to replay a recorded game of ReplayLen
	// choices from its record silently (loading a saved game);
	// ReplayLogged is the same with every event collected (sulaco replay).
	Replay       time.Duration
	ReplayLogged time.Duration
	ReplayLen    int
	// Warmup is the time the first game's Warm took (engine.Warmer),
	// before the clock started; 0 for a game without one.
	Warmup time.Duration
}

// Bench plays random games on the calling goroutine (one core) until d
// has passed, then measures Apply and Clone on a sample of positions and
// the replay of one recorded game. The shared tables of the first game
// are filled before the clock starts (engine.Warmer).
func Bench(newGame engine.NewFunc, header func(i int) engine.Header, d time.Duration) (*BenchResult, error) {
	res := &BenchResult{}
	h0 := header(0)
	g0, err := newGame(&h0)
	if err != nil {
		return nil, err
	}
	if w, ok := g0.(engine.Warmer); ok {
		t0 := time.Now()
		w.Warm()
		res.Warmup = time.Since(t0)
	}
	var longest *engine.Record
	// The choices of the game being played, in one array reused from
	// game to game: only the longest game's record is kept (for the
	// timings below), so growing a new array for every game would make
	// the bench measure its own garbage (a Mars Attacks game's record
	// allocated several times what the game did).
	var choices []engine.Choice
	start := time.Now()
	for i := 0; time.Since(start) < d || i == 0; i++ {
		h := header(i)
		g, err := newGame(&h)
		if err != nil {
			return nil, err
		}
		if q, ok := g.(engine.Quieter); ok {
			q.SetQuiet(true)
		}
		b := bot.NewRandom(h.Seed + 1)
		choices = choices[:0]
		for dec := g.Pending(); dec != nil; dec = g.Pending() {
			key := b.Choose(nil, dec)
			if err := g.Apply(dec.Seat, key); err != nil {
				return nil, fmt.Errorf("bench: game %d: %w", i, err)
			}
			choices = append(choices, engine.Choice{Seat: dec.Seat, Key: key})
		}
		res.Games++
		res.Choices += int64(len(choices))
		if longest == nil || len(choices) > len(longest.Choices) {
			longest = &engine.Record{Format: engine.RecordFormat, Header: h, Choices: slices.Clone(choices)}
		}
	}
	res.Elapsed = time.Since(start)
	res.GamesPerSec = float64(res.Games) / res.Elapsed.Seconds()
	res.ChoicesPerS = float64(res.Choices) / res.Elapsed.Seconds()

	// Apply and Clone, timed one by one along the longest game.
	rec := longest
	g, err := newGame(&rec.Header)
	if err != nil {
		return nil, err
	}
	if q, ok := g.(engine.Quieter); ok {
		q.SetQuiet(true)
	}
	var applies, clones []time.Duration
	for _, c := range rec.Choices {
		t0 := time.Now()
		cl := g.Clone()
		clones = append(clones, time.Since(t0))
		_ = cl
		t0 = time.Now()
		if err := g.Apply(c.Seat, c.Key); err != nil {
			return nil, err
		}
		applies = append(applies, time.Since(t0))
	}
	res.ApplyMedian = median(applies)
	res.CloneMedian = median(clones)

	// Replay of the whole record, silently and with the log.
	var replays, logged []time.Duration
	collect := func(int, engine.Choice, []engine.Event) {}
	for range 21 {
		t0 := time.Now()
		if _, err := engine.Replay(rec, newGame, nil); err != nil {
			return nil, err
		}
		replays = append(replays, time.Since(t0))
		t0 = time.Now()
		if _, err := engine.Replay(rec, newGame, collect); err != nil {
			return nil, err
		}
		logged = append(logged, time.Since(t0))
	}
	res.Replay = median(replays)
	res.ReplayLogged = median(logged)
	res.ReplayLen = len(rec.Choices)
	return res, nil
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
