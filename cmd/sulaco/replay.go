package main

import (
	"context"
	"fmt"
	"os"

	"github.com/sulaco/sulaco/internal/engine"
)

func cmdReplay(ctx context.Context, e *env, args []string) error {
	fs := newFlags("replay", "[flags] FILE", e.stderr)
	lang := langFlag(fs, "language of the log and the viewer")
	seat := fs.Int("seat", -2, "show only what this seat saw (-1: a spectator; default: everything)")
	quiet := fs.Bool("quiet", false, "do not print the log, only the result")
	contentDir := fs.String("content", "", "directory of content files layered over the built-in content")
	text := fs.Bool("text", false, "print the log as text even on a terminal (the default elsewhere)")
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
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	rec, err := engine.DecodeRecord(path, data)
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
	if !*text && !*quiet && *seat == -2 && isTerminal(e) {
		// Step through the game in the full-screen viewer.
		cfg := tf.config(w, *lang)
		cfg.Record, cfg.Replay = rec, true
		return runTUI(ctx, e, cfg)
	}
	p := w.text.Printer(*lang)
	onEvents := func(i int, c engine.Choice, ev []engine.Event) {
		if *quiet {
			return
		}
		if i >= 0 {
			fmt.Fprintf(e.stdout, "#%d seat %d: %s\n", i, c.Seat, c.Key)
		}
		for _, ev := range ev {
			if *seat != -2 && !ev.To.Sees(engine.Seat(*seat)) {
				continue
			}
			fmt.Fprintf(e.stdout, "    %s", p.Sprint(ev.Msg))
			if ev.Rule != "" {
				fmt.Fprintf(e.stdout, "  [%s]", ev.Rule)
			}
			fmt.Fprintln(e.stdout)
		}
	}
	g, err := engine.Replay(rec, w.games.NewGame, onEvents)
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
