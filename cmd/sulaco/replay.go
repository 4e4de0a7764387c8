package main

import (
	"context"
	"fmt"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/safefile"
)

func cmdReplay(ctx context.Context, e *env, args []string) error {
	fs := newFlags("replay", "[flags] FILE", e.stderr)
	lang := langFlag(fs, "language of the log and the viewer")
	seat := fs.Int("seat", -1, "show what this seat saw (-1: a spectator)")
	all := fs.Bool("all", false, "show everything: every seat's secrets, every choice as it was made")
	check := fs.Bool("check", false, "run the game's invariant checks after every choice")
	quiet := fs.Bool("quiet", false, "do not print the log, only the result")
	contentDir := fs.String("content", "", "directory of content files layered over the built-in content")
	text := fs.Bool("text", false, "print the log as text even on a terminal (the default elsewhere)")
	posAt := fs.Int("position", -1, "write the position after choice N (0: before the first choice) as a position file (docs/positions.md), instead of the log")
	posOut := fs.String("o", "", "with -position: the file to write (default: standard output)")
	var tf tuiFlags
	fs.BoolVar(&tf.ascii, "ascii", false, "full-screen viewer: draw the board with plain ASCII characters")
	fs.BoolVar(&tf.noColor, "no-color", false, "full-screen viewer: no colour")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return errUsage
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	path := fs.Arg(0)
	rec, err := engine.ReadRecordFile(path)
	if err != nil {
		return err
	}
	w, err := loadWorld(*contentDir)
	if err != nil {
		return err
	}
	if warn := contentDrift(path, rec, w); warn != "" {
		fmt.Fprintln(e.stderr, warn)
	}
	if *posAt >= 0 {
		return writePosition(e, w, rec, path, *posAt, *posOut)
	}
	if *seat < -1 || *seat >= len(rec.Seats) {
		return fmt.Errorf("-seat: %d is not a seat of this game (-1 to %d)", *seat, len(rec.Seats)-1)
	}
	if !*text && !*quiet && isTerminal(e) {
		// Step through the game in the full-screen viewer: a spectator's
		// view unless -seat or -all says otherwise (v switches).
		cfg := tf.config(w, *lang)
		cfg.Record, cfg.Replay, cfg.ReplayAll = rec, true, *all
		if flagSet(fs, "seat") {
			s := engine.Seat(*seat)
			cfg.ReplaySeat = &s
		}
		return runTUI(ctx, e, cfg)
	}
	p := w.text.Printer(*lang)
	viewer := engine.Seat(*seat)
	onStep := func(st engine.ReplayStep) error {
		if *check {
			if c, ok := st.Game.(engine.Checker); ok {
				if err := c.Check(); err != nil {
					return fmt.Errorf("invariant: %w", err)
				}
			}
		}
		if *quiet {
			return nil
		}
		if st.Index >= 0 {
			if *all || st.Choice.Seat == viewer {
				fmt.Fprintf(e.stdout, "#%d seat %d: %s\n", st.Index, st.Choice.Seat, st.Choice.Key)
			} else {
				// What this viewer learned of another seat's choice.
				fmt.Fprintf(e.stdout, "#%d seat %d: %s\n", st.Index, st.Choice.Seat, p.Sprint(st.Public.Msg))
			}
		}
		for _, ev := range st.Events {
			if !*all && !ev.To.Sees(viewer) {
				continue
			}
			fmt.Fprintf(e.stdout, "    %s", p.Sprint(ev.Msg))
			if ev.Rule != "" {
				fmt.Fprintf(e.stdout, "  [%s]", ev.Rule)
			}
			fmt.Fprintln(e.stdout)
		}
		return nil
	}
	g, err := engine.ReplaySteps(rec, w.games.NewGame, onStep)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if o := g.Outcome(); o != nil {
		fmt.Fprintf(e.stdout, "over after %d choices: %s (%s) [%s]\n", len(rec.Choices), o.Winner, p.Sprint(o.Reason), o.Rule)
	} else {
		fmt.Fprintf(e.stdout, "in progress after %d choices; seat %d to choose\n", len(rec.Choices), g.Pending().Seat)
	}
	if rec.Hash != "" {
		fmt.Fprintf(e.stdout, "final state hash %s matches the record\n", rec.Hash)
	} else {
		fmt.Fprintf(e.stdout, "final state hash %s (the record holds none to check)\n", g.Hash())
	}
	return nil
}

// writePosition replays the first n choices of a record and writes the
// game there as a position file: a bug report's or a puzzle's start.
func writePosition(e *env, w *world, rec *engine.Record, path string, n int, out string) error {
	if n > len(rec.Choices) {
		return fmt.Errorf("-position %d: %s has %d choices", n, path, len(rec.Choices))
	}
	part := *rec
	part.Choices, part.Hash = rec.Choices[:n], ""
	g, err := engine.Replay(&part, w.games.NewGame, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	data, err := games.Position(g)
	if err != nil {
		return err
	}
	if out == "" {
		_, err = e.stdout.Write(data)
		return err
	}
	return safefile.WriteBytes(out, data)
}
