package search

import (
	"context"
	"fmt"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/stats"
)

// CalibrationConfig sets up a check of the odds against real results.
type CalibrationConfig struct {
	New       engine.NewFunc
	Header    func(i int) engine.Header
	Positions int // games, one position each
	// After is how many choices the rollout policy makes before the
	// position is taken (0: the first decision).
	After int
	Seat  engine.Seat
	Odds  OddsConfig // Games: samples per position
}

// Calibration compares predicted odds with what happened.
type Calibration struct {
	Positions int        `json:"positions"`
	Predicted float64    `json:"predicted"` // mean predicted win rate
	Observed  stats.Rate `json:"observed"`  // measured from the same positions
	// Brier is the mean squared error of the predictions (0 is perfect;
	// always predicting the observed rate scores p(1-p)).
	Brier float64 `json:"brier"`
	// Bins are the positions by predicted rate in tenths: predicted and
	// observed means and how many.
	Bins [10]Bin `json:"bins"`
}

// Bin is a calibration bin.
type Bin struct {
	N         int     `json:"n"`
	Predicted float64 `json:"predicted"`
	Observed  float64 `json:"observed"`
}

// Calibrate takes one position from each of cfg.Positions games, predicts
// cfg.Seat's odds there from its view, then plays the real game on with
// the rollout policy and scores the prediction against the result.
func Calibrate(ctx context.Context, cfg CalibrationConfig) (*Calibration, error) {
	c := &Calibration{}
	won := 0.0
	for i := range cfg.Positions {
		if ctx.Err() != nil {
			break
		}
		h := cfg.Header(i)
		g, err := cfg.New(&h)
		if err != nil {
			return nil, fmt.Errorf("calibrate: game %d: %w", i, err)
		}
		if q, ok := g.(engine.Quieter); ok {
			q.SetQuiet(true)
		}
		t := tree{rng: engine.NewRNG(h.Seed ^ 0xca11b), cfg: &Config{Rollout: cfg.Odds.Rollout, MaxRollout: cfg.After}}
		if cfg.After > 0 {
			t.playout(g)
		}
		if g.Pending() == nil {
			continue // over before the position: nothing to predict
		}
		oc := cfg.Odds
		oc.Seed = h.Seed
		p := Estimate(engine.SamplerFor(g.Clone(), cfg.Seat), cfg.Seat, oc).Win.P
		t.cfg = &Config{Rollout: cfg.Odds.Rollout, MaxRollout: max(cfg.Odds.MaxRollout, 20_000)}
		r := t.playout(g)[max(cfg.Seat, 0)]
		c.Positions++
		c.Predicted += p
		won += r
		c.Brier += (p - r) * (p - r)
		b := &c.Bins[min(int(p*10), 9)]
		b.N++
		b.Predicted += p
		b.Observed += r
	}
	if c.Positions == 0 {
		return c, nil
	}
	n := float64(c.Positions)
	c.Predicted /= n
	c.Brier /= n
	c.Observed = stats.WilsonF(won, c.Positions)
	for k := range c.Bins {
		if b := &c.Bins[k]; b.N > 0 {
			b.Predicted /= float64(b.N)
			b.Observed /= float64(b.N)
		}
	}
	return c, ctx.Err()
}
