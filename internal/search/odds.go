package search

import (
	"runtime"
	"sync"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/stats"
)

// OddsConfig sets up an estimate of the odds.
type OddsConfig struct {
	// Games is the number of sampled games played out (0 means 1,100:
	// a 95% interval of at most ±3 points).
	Games int
	// Workers play them at once; 0 means one per core. The estimate does
	// not depend on it.
	Workers int
	// Seed fixes the samples and the playouts.
	Seed uint64
	// Rollout is the policy of every seat (the rules bot).
	Rollout NewPolicy
	// MaxRollout bounds a playout's choices (0 means 20,000).
	MaxRollout int
	// Stop, once closed, ends the estimate early: no further game starts,
	// the games under way finish, and the odds are those of the games
	// played (games 0 to n-1, so still independent of the workers). A
	// server closes it at its time budget or when the game moves on.
	Stop <-chan struct{}
}

// Odds is the chance that a seat wins, from that seat's view.
type Odds struct {
	Seat  engine.Seat `json:"seat"`
	Games int         `json:"games"`
	// Win is the seat's share of wins (a draw counts half) with its 95%
	// Wilson interval; for a spectator, seat 0's share as the public sees
	// it (Aliens: the team's).
	Win stats.Rate `json:"win"`
	// Winners count the sampled games by winner ("players", "martians",
	// "draw"), in order of first appearance in the samples.
	Winners []WinnerCount `json:"winners"`
}

// WinnerCount is how many sampled games one side won.
type WinnerCount struct {
	Winner string `json:"winner"`
	Games  int    `json:"games"`
}

// Estimate plays cfg.Games games drawn by sample (for seat: its view and
// what it knows) to their end with the rollout policy in every seat, and
// returns seat's odds. The same seed gives the same odds.
func Estimate(sample engine.Sampler, seat engine.Seat, cfg OddsConfig) Odds {
	if cfg.Games <= 0 {
		cfg.Games = 1100
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.MaxRollout <= 0 {
		cfg.MaxRollout = 20_000
	}
	type result struct {
		winner string
		reward float64
	}
	results := make([]result, cfg.Games)
	// Game i draws from its own RNG, so the estimate does not depend on
	// the workers; the sampler is called under a lock (it reads the real
	// game, which builds its decisions lazily).
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan int)
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			first := true
			for i := range next {
				rng := engine.NewRNG(cfg.Seed ^ uint64(i)*0x9e3779b97f4a7c15)
				mu.Lock()
				g := sample(&rng)
				mu.Unlock()
				if first {
					warm(g)
					first = false
				}
				t := tree{rng: rng, cfg: &Config{Rollout: cfg.Rollout, MaxRollout: cfg.MaxRollout}}
				if q, ok := g.(engine.Quieter); ok {
					q.SetQuiet(true)
				}
				g.TakeEvents()
				r := t.playout(g)
				res := result{winner: "unfinished", reward: 0.5}
				if out := g.Outcome(); out != nil {
					res.winner = out.Winner
				}
				if who := max(seat, 0); int(who) < len(r) {
					res.reward = r[who]
				}
				results[i] = res
			}
		}()
	}
	played := 0
feed:
	for ; played < cfg.Games; played++ {
		if stopped(cfg.Stop) {
			break
		}
		select {
		case next <- played:
		case <-cfg.Stop:
			break feed
		}
	}
	close(next)
	wg.Wait()
	o := Odds{Seat: seat, Games: played}
	won := 0.0
	for _, r := range results[:played] {
		won += r.reward
		found := false
		for k := range o.Winners {
			if o.Winners[k].Winner == r.winner {
				o.Winners[k].Games++
				found = true
			}
		}
		if !found {
			o.Winners = append(o.Winners, WinnerCount{Winner: r.winner, Games: 1})
		}
	}
	o.Win = stats.WilsonF(won, played)
	return o
}

// stopped reports whether stop is closed (never, for a nil channel).
func stopped(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}
