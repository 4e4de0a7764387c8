package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/sulaco/sulaco/internal/lab"
	"github.com/sulaco/sulaco/internal/safefile"
	"github.com/sulaco/sulaco/internal/sim"
)

// cmdLab runs a sweep (or, as "lab merge", merges the data of shards) and
// writes report.html, data.json and data.csv into -out.
func cmdLab(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 && args[0] == "merge" {
		return cmdLabMerge(e, args[1:])
	}
	def := lab.DefaultSweep()
	fs := newFlags("lab", "[flags] | lab merge -out DIR DATA.json...", e.stderr)
	content := fs.String("content", "", "directory of content files layered over the built-in content")
	out := fs.String("out", "lab-report", "directory for report.html, data.json and data.csv")
	cells := fs.String("cells", "", "cells to sweep, ';'-separated GAME/SETUP/PLAYERS/BOTS (e.g. aliens/bug-hunt-1/4/rules;marsattacks/s3/0/search:easy,rules); default: every Bug Hunt at 1 and 4 players and three Mars Attacks setups")
	games := fs.Int("games", def.Games, "games per cell (over all shards)")
	seed := fs.Uint64("seed", def.Seed, "seed of the sweep")
	workers := fs.Int("workers", 0, "games at once (0: one per core)")
	check := fs.String("check", "end", "when to check the invariants: every, end, none")
	shard := fs.String("shard", "0/1", "this run's shard i/n (i may be \"env\": the JOB_COMPLETION_INDEX of a Kubernetes Indexed Job)")
	curves := fs.Bool("curves", def.Curves, "draw an odds curve of the first game of each game (shard 0)")
	lang := fs.String("lang", "en", "language of the report (en, de, fr, pl)")
	sweep := fs.String("sweep", "default", "the cells when -cells is not given: default, or balance (every Aliens mission at 1, 2 and 4 players with the rules bot, docs/balance.md)")
	balance := fs.String("balance", "", "Markdown file whose generated part (between the markers of docs/balance.md) gets the Aliens win-rate table of this run")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	sw := def
	switch *sweep {
	case "default":
	case "balance":
		sw.Cells = lab.BalanceSweep().Cells
	default:
		return fmt.Errorf("-sweep %q: want default or balance", *sweep)
	}
	sw.Games, sw.Seed, sw.Workers, sw.Curves = *games, *seed, *workers, *curves
	var err error
	if sw.Checks, err = sim.ParseCheckMode(*check); err != nil {
		return err
	}
	if sw.Shard, sw.Shards, err = parseShard(*shard, os.Getenv("JOB_COMPLETION_INDEX")); err != nil {
		return err
	}
	if *balance != "" && sw.Shards > 1 {
		return fmt.Errorf("-balance with -shard: write the table from the whole run")
	}
	if *cells != "" {
		if sw.Cells, err = parseCells(*cells); err != nil {
			return err
		}
	}
	w, err := loadWorld(*content)
	if err != nil {
		return err
	}
	sw.Progress = progressReporter(e)
	start := time.Now()
	d, err := lab.Run(ctx, w.games, w.content.Version, sw)
	if err != nil {
		return err
	}
	if err := writeLab(e, *out, d, w, *lang); err != nil {
		return err
	}
	if *balance != "" {
		made := fmt.Sprintf("-sweep %s -games %d -seed %d", *sweep, sw.Games, sw.Seed)
		if *cells != "" {
			made = fmt.Sprintf("-cells '%s' -games %d -seed %d", *cells, sw.Games, sw.Seed)
		}
		if err := writeBalance(*balance, d, made+" -balance "+shownPath(*balance)); err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "lab: wrote the table of %s\n", *balance)
	}
	fmt.Fprintf(e.stdout, "lab: %d cells, shard %d/%d, in %s\n", len(d.Cells), sw.Shard, sw.Shards, time.Since(start).Round(time.Millisecond))
	return nil
}

// shownPath is a path as a page may print it: relative as given, an
// absolute one by its base name only (no machine paths in the docs).
func shownPath(name string) string {
	if filepath.IsAbs(name) {
		return filepath.Base(name)
	}
	return name
}

// writeBalance replaces the generated part of the Markdown file name with
// the run's Aliens table and the command that made it.
func writeBalance(name string, d *lab.Data, made string) error {
	doc, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("lab -balance: %w", err)
	}
	var table bytes.Buffer
	fmt.Fprintf(&table, "%d games a cell, made by\n\n    go run ./cmd/sulaco lab %s\n\n", d.Games, made)
	if err := lab.WriteBalance(&table, d); err != nil {
		return err
	}
	out, err := lab.UpdateMarked(doc, table.Bytes())
	if err != nil {
		return fmt.Errorf("lab -balance %s: %w", name, err)
	}
	return safefile.WriteBytes(name, out)
}

func cmdLabMerge(e *env, args []string) error {
	fs := newFlags("lab merge", "-out DIR DATA.json...", e.stderr)
	out := fs.String("out", "lab-report", "directory for the merged report.html, data.json and data.csv")
	lang := fs.String("lang", "en", "language of the report (en, de, fr, pl)")
	balance := fs.String("balance", "", "Markdown file whose generated part gets the Aliens win-rate table of the merged data")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("lab merge: no data files")
	}
	var parts []*lab.Data
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("lab merge: %w", err)
		}
		d, err := lab.ReadJSON(f, name)
		f.Close()
		if err != nil {
			return fmt.Errorf("lab merge: %w", err)
		}
		parts = append(parts, d)
	}
	d, err := lab.Merge(parts...)
	if err != nil {
		return err
	}
	w, err := loadWorld("")
	if err != nil {
		return err
	}
	if err := writeLab(e, *out, d, w, *lang); err != nil {
		return err
	}
	if *balance != "" {
		if err := writeBalance(*balance, d, fmt.Sprintf("merge -balance %s (%d shards)", shownPath(*balance), d.Of)); err != nil {
			return err
		}
	}
	fmt.Fprintf(e.stdout, "lab merge: %d parts, shards %v of %d\n", len(parts), d.Shards, d.Of)
	return nil
}

// writeLab writes the three files of a lab run into dir.
func writeLab(e *env, dir string, d *lab.Data, w *world, lang string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("lab: %w", err)
	}
	var js, csv, page bytes.Buffer
	if err := lab.WriteJSON(&js, d); err != nil {
		return err
	}
	if err := lab.WriteCSV(&csv, d); err != nil {
		return err
	}
	if err := lab.WriteHTML(&page, d, w.text.Printer(lang), lang); err != nil {
		return err
	}
	for name, b := range map[string]*bytes.Buffer{"data.json": &js, "data.csv": &csv, "report.html": &page} {
		if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
			return fmt.Errorf("lab: %w", err)
		}
	}
	fmt.Fprintf(e.stdout, "lab: wrote %s\n", filepath.Join(dir, "report.html"))
	return nil
}

// parseShard reads "i/n"; i may be "env", read from index (a Kubernetes
// Indexed Job's JOB_COMPLETION_INDEX).
func parseShard(s, index string) (int, int, error) {
	is, ns, ok := strings.Cut(s, "/")
	if is == "env" {
		is = index
	}
	i, err1 := strconv.Atoi(is)
	n, err2 := strconv.Atoi(ns)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, fmt.Errorf("-shard %q: want i/n with 0 <= i < n (i may be env, read from JOB_COMPLETION_INDEX=%q)", s, index)
	}
	return i, n, nil
}

// parseCells reads GAME/SETUP/PLAYERS/BOTS;... .
func parseCells(s string) ([]lab.Cell, error) {
	var out []lab.Cell
	for _, spec := range strings.Split(s, ";") {
		if spec = strings.TrimSpace(spec); spec == "" {
			continue
		}
		parts := strings.Split(spec, "/")
		if len(parts) != 4 {
			return nil, fmt.Errorf("-cells %q: want GAME/SETUP/PLAYERS/BOTS", spec)
		}
		p, err := strconv.Atoi(parts[2])
		bots := splitList(parts[3])
		if err != nil || p < 0 || len(bots) == 0 {
			return nil, fmt.Errorf("-cells %q: players must be a number (0: the default) and at least one bot named", spec)
		}
		out = append(out, lab.Cell{Game: parts[0], Setup: parts[1], Players: p, Bots: bots})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-cells: no cell")
	}
	return out, nil
}
