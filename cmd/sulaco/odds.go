package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/search"
)

// cmdOdds checks the live odds against real results: for each of many
// games it predicts a seat's odds at one position from that seat's view,
// then plays the game on and compares.
func cmdOdds(ctx context.Context, e *env, args []string) error {
	fs := newFlags("odds", "[flags]", e.stderr)
	var gf gameFlags
	gf.register(fs)
	positions := fs.Int("positions", 1000, "games, one position each")
	samples := fs.Int("samples", 100, "sampled games per prediction")
	after := fs.Int("after", 0, "choices the rules bots make before the position")
	seat := fs.Int("seat", 0, "the seat whose odds are predicted (-1: a spectator, seat 0's odds)")
	workers := fs.Int("workers", 0, "playouts at once (0: one per core)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	w, err := loadWorld(gf.content)
	if err != nil {
		return err
	}
	header, err := gf.header(w, []string{"bot:rules"})
	if err != nil {
		return err
	}
	start := time.Now()
	c, err := search.Calibrate(ctx, search.CalibrationConfig{New: w.games.NewGame, Header: header,
		Positions: *positions, After: *after, Seat: engine.Seat(*seat),
		Odds: search.OddsConfig{Games: *samples, Workers: *workers, Rollout: bot.RulesPolicy}})
	if c == nil || err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	// Interrupted, it reports the positions done (the first of the run:
	// position i is game i) and then the interruption.
	fmt.Fprintf(e.stdout, "%s: %d positions after %d choices, %d samples each, in %s\n", gf.game, c.Positions, *after, *samples,
		time.Since(start).Round(time.Millisecond))
	fmt.Fprintf(e.stdout, "predicted %.1f%%, observed %.1f%% [%.1f%%, %.1f%%], Brier %.4f\n",
		100*c.Predicted, 100*c.Observed.P, 100*c.Observed.Lo, 100*c.Observed.Hi, c.Brier)
	fmt.Fprintln(e.stdout, "predicted bin   positions  predicted  observed")
	for k, b := range c.Bins {
		if b.N > 0 {
			fmt.Fprintf(e.stdout, "%3d-%3d%%     %9d  %8.1f%%  %7.1f%%\n", 10*k, 10*k+10, b.N, 100*b.Predicted, 100*b.Observed)
		}
	}
	return err
}
