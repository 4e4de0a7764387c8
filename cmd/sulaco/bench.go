package main

import (
	"context"
	"fmt"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"time"

	"github.com/sulaco/sulaco/internal/sim"
)

func cmdBench(ctx context.Context, e *env, args []string) error {
	fs := newFlags("bench", "[flags]", e.stderr)
	var gf gameFlags
	gf.register(fs)
	secs := fs.Float64("seconds", 3, "how long to play random games")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	batchGC()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
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
	if r.Warmup > 0 {
		fmt.Fprintf(e.stdout, "  warm-up          %10s  (shared tables filled before timing: line of sight)\n", r.Warmup.Round(time.Millisecond))
	}
	fmt.Fprintf(e.stdout, "  games/s          %10.0f  (%d games)\n", r.GamesPerSec, r.Games)
	fmt.Fprintf(e.stdout, "  choices/s        %10.0f  (%.1f choices a game)\n", r.ChoicesPerS, float64(r.Choices)/float64(r.Games))
	fmt.Fprintf(e.stdout, "  Apply median     %10s\n", r.ApplyMedian)
	fmt.Fprintf(e.stdout, "  Clone median     %10s\n", r.CloneMedian)
	fmt.Fprintf(e.stdout, "  replay           %10s  (record of %d choices; %.2f ms per 1,000 choices)\n",
		r.Replay, r.ReplayLen, perThousand(r.Replay, r.ReplayLen))
	fmt.Fprintf(e.stdout, "  replay with log  %10s  (%.2f ms per 1,000 choices)\n", r.ReplayLogged, perThousand(r.ReplayLogged, r.ReplayLen))
	return nil
}

// perThousand scales a replay time to a record of 1,000 choices, in ms.
func perThousand(d time.Duration, choices int) float64 {
	if choices == 0 {
		return 0
	}
	return d.Seconds() * 1000 * 1000 / float64(choices)
}

// batchGC raises the garbage collector's target for the batch commands
// (sim, bench): their live heap is a few megabytes and they allocate
// fast, so the default target (100) collects many times a second for
// little gain (docs/performance.md measures it). GOGC, when set, wins.
func batchGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}
