package search

import (
	"errors"
	"fmt"

	"github.com/sulaco/sulaco/internal/engine"
)

// Point is the odds after one choice of a game.
type Point struct {
	Choice int  `json:"choice"` // choices made before the estimate
	Odds   Odds `json:"odds"`
}

// ErrStopped is returned by Curve when cfg.Stop closed before the last
// point: the points before it are returned with it.
var ErrStopped = errors.New("odds curve: stopped")

// Curve replays rec and estimates seat's odds (engine.Spectator: seat 0's
// as the public sees them) at points evenly spaced positions from the
// start to the last choice made (a game over has no odds left to
// estimate): the evaluation graph of a game. The same
// record, seat and config give the same curve.
func Curve(rec *engine.Record, newGame engine.NewFunc, seat engine.Seat, points int, cfg OddsConfig) ([]Point, error) {
	g, err := newGame(&rec.Header)
	if err != nil {
		return nil, fmt.Errorf("odds curve: %w", err)
	}
	if q, ok := g.(engine.Quieter); ok {
		q.SetQuiet(true)
	}
	n := len(rec.Choices)
	last := max(n-1, 0) // the position before the last choice
	points = max(1, min(points, last+1))
	var out []Point
	next := 0 // index into the points
	for i := 0; i <= n; i++ {
		// Point k falls after choice k*last/(points-1) (rounded down).
		for next < points && at(next, last, points) == i {
			next++
			if g.Pending() == nil {
				continue
			}
			if stopped(cfg.Stop) {
				return out, ErrStopped
			}
			c := cfg
			c.Seed = cfg.Seed ^ uint64(i)*0x2545f4914f6cdd1d
			odds := Estimate(engine.SamplerFor(g.Clone(), seat), seat, c)
			if stopped(cfg.Stop) {
				return out, ErrStopped
			}
			out = append(out, Point{Choice: i, Odds: odds})
		}
		if i == n {
			break
		}
		ch := rec.Choices[i]
		if err := g.Apply(ch.Seat, ch.Key); err != nil {
			return out, fmt.Errorf("odds curve: choice %d: %w", i, err)
		}
	}
	return out, nil
}

// at is the position of point k of points over 0..last.
func at(k, last, points int) int {
	if points == 1 {
		return 0
	}
	return k * last / (points - 1)
}
