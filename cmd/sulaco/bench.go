package main

import (
	"context"
	"fmt"
	"time"

	"github.com/sulaco/sulaco/internal/sim"
)

func cmdBench(ctx context.Context, e *env, args []string) error {
	fs := newFlags("bench", "[flags]", e.stderr)
	var gf gameFlags
	gf.register(fs)
	secs := fs.Float64("seconds", 3, "how long to play random games")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	w, err := loadWorld(gf.content)
	if err != nil {
		return err
	}
	header, err := gf.header(w, []string{"bot:random"})
	if err != nil {
		return err
	}
	r, err := sim.Bench(w.games.NewGame, header, time.Duration(*secs*float64(time.Second)))
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s on one core, %s of random games:\n", gf.game, r.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(e.stdout, "  games/s          %10.0f  (%d games)\n", r.GamesPerSec, r.Games)
	fmt.Fprintf(e.stdout, "  choices/s        %10.0f  (%.1f choices a game)\n", r.ChoicesPerS, float64(r.Choices)/float64(r.Games))
	fmt.Fprintf(e.stdout, "  Apply median     %10s\n", r.ApplyMedian)
	fmt.Fprintf(e.stdout, "  Clone median     %10s\n", r.CloneMedian)
	fmt.Fprintf(e.stdout, "  replay           %10s  (record of %d choices, events on)\n", r.Replay, r.ReplayLen)
	return nil
}
