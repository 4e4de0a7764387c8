package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/safefile"
	"github.com/sulaco/sulaco/internal/sim"
)

func cmdSim(ctx context.Context, e *env, args []string) error {
	fs := newFlags("sim", "[flags]", e.stderr)
	var gf gameFlags
	gf.register(fs)
	n := fs.Int("games", 1000, "number of games")
	bots := fs.String("bots", "random", "bot of each seat, comma-separated ("+strings.Join(bot.Names(), ", ")+"); the last fills the rest")
	workers := fs.Int("workers", 0, "games at once (0: one per core)")
	maxChoices := fs.Int("max-choices", 100000, "a game longer than this is a violation")
	failDir := fs.String("failures", "sim-failures", "directory for the records of failed games")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *n <= 0 {
		return fmt.Errorf("-games %d: the number of games must be 1 or more", *n)
	}
	batchGC()
	w, err := loadWorld(gf.content)
	if err != nil {
		return err
	}
	players := splitList(*bots)
	if len(players) == 0 {
		return fmt.Errorf("-bots: no bot named")
	}
	botPlayers := make([]string, len(players))
	for i, p := range players {
		botPlayers[i] = "bot:" + p
	}
	header, err := gf.header(w, botPlayers)
	if err != nil {
		return err
	}
	res, err := sim.Run(ctx, sim.Config{
		New: w.games.NewGame, Header: header, Bots: players,
		Games: *n, Workers: *workers, MaxChoices: *maxChoices,
	})
	if res == nil {
		return err
	}
	printSim(e, gf.game, res)
	if len(res.Violations) > 0 {
		if err := saveFailures(e, *failDir, res.Violations); err != nil {
			return err
		}
		return fmt.Errorf("%d of %d games broke an invariant", len(res.Violations), res.Games)
	}
	return err
}

func printSim(e *env, game string, r *sim.Result) {
	fmt.Fprintf(e.stdout, "%s: %d games on %d workers in %s (%.0f games/s, %.0f choices/s)\n",
		game, r.Games, r.Workers, r.Elapsed.Round(time.Millisecond),
		float64(r.Games)/r.Elapsed.Seconds(), float64(r.Choices)/r.Elapsed.Seconds())
	fmt.Fprintln(e.stdout, "outcome        games   rate     95% CI")
	for _, c := range r.Outcomes {
		rate := sim.Wilson(c.N, r.Games)
		fmt.Fprintf(e.stdout, "%-12s %7d  %5.1f%%  [%5.1f%%, %5.1f%%]\n", c.Name, c.N, 100*rate.P, 100*rate.Lo, 100*rate.Hi)
	}
	if len(r.Reasons) > 0 {
		fmt.Fprintln(e.stdout, "why the games ended:")
		for _, c := range r.Reasons {
			fmt.Fprintf(e.stdout, "  %-40s %7d\n", c.Name, c.N)
		}
	}
	l := r.Lengths
	fmt.Fprintf(e.stdout, "choices per game: mean %.1f, min %d, median %d, p95 %d, max %d\n", l.Mean, l.Min, l.Median, l.P95, l.Max)
	if rd := r.Rounds; rd.Max > 0 {
		fmt.Fprintf(e.stdout, "rounds per game: mean %.1f, min %d, median %d, p95 %d, max %d\n", rd.Mean, rd.Min, rd.Median, rd.P95, rd.Max)
	}
	fmt.Fprintf(e.stdout, "invariant violations: %d\n", len(r.Violations))
	for _, v := range r.Violations {
		fmt.Fprintf(e.stdout, "  game %d (seed %d): %v\n", v.Game, v.Record.Seed, v.Err)
	}
}

// saveFailures writes the record of each failed game, so that
// "sulaco replay FILE" reproduces it.
func saveFailures(e *env, dir string, vs []sim.Violation) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("save failures: %w", err)
	}
	for _, v := range vs {
		// A fresh name each time: a later run never overwrites the record
		// of an earlier failure.
		f, err := os.CreateTemp(dir, fmt.Sprintf("%s-seed%d-*.json", v.Record.Game, v.Record.Seed))
		if err != nil {
			return fmt.Errorf("save failures: %w", err)
		}
		path := f.Name()
		f.Close()
		if err := writeRecord(path, v.Record); err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "  record: %s\n", path)
	}
	return nil
}

// writeRecord saves a record atomically (package safefile): a crash or a
// full disk halfway leaves the old file as it was.
func writeRecord(path string, r *engine.Record) error {
	return safefile.Write(path, r.Encode)
}
