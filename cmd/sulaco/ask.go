package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// parseAsking reads -ask: which questions besides real choices people
// are asked ("tie-breaks", "forced", both comma-separated, or "all").
// Empty gives nil: the record's settings, or the default.
func parseAsking(s string) (*engine.Asking, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var a engine.Asking
	for _, w := range splitList(s) {
		switch w {
		case "tie-breaks", "tie-break":
			a.TieBreaks = true
		case "forced":
			a.Forced = true
		case "all":
			a.TieBreaks, a.Forced = true, true
		case "none":
		default:
			return nil, fmt.Errorf("-ask: unknown kind of question %q (tie-breaks, forced, all or none)", w)
		}
	}
	return &a, nil
}

// setAsking gives every human seat of rec the settings a (nil: leaves
// them as they are).
func setAsking(rec *engine.Record, a *engine.Asking) {
	if a == nil {
		return
	}
	for i := range rec.Seats {
		if rec.Seats[i].Player == "human" {
			ask := *a
			rec.Seats[i].Ask = &ask
		}
	}
}

// checkOverwrite refuses a -save file that already exists, unless it is
// the game being resumed (-load names the same file) or -force is given:
// a save must never replace another game without being told to.
func checkOverwrite(save, load string, force bool) error {
	if save == "" || force {
		return nil
	}
	if _, err := os.Stat(save); err != nil {
		return nil
	}
	if load != "" {
		a, errA := filepath.Abs(save)
		b, errB := filepath.Abs(load)
		if errA == nil && errB == nil && a == b {
			return nil
		}
	}
	return fmt.Errorf("%s exists; use -force to overwrite it, or -load %s -save %s to go on with it", save, save, save)
}

// contentDrift says, for a record made with other content than this
// build's, what differs and what it means; "" when they agree. The
// record holds only the content's version (a digest of every content
// file), so it can say that the boards, cards, missions or texts changed,
// and the first choice that no longer applies names where.
func contentDrift(path string, rec *engine.Record, w *world) string {
	if rec.Content == "" || rec.Content == w.content.Version {
		return ""
	}
	return fmt.Sprintf("warning: %s was made with content %s; this is content %s: a board, card, mission or text file differs, so the game may not load or replay as it was played",
		path, rec.Content, w.content.Version)
}

// driftError adds the content difference to an error replaying rec.
func driftError(err error, path string, rec *engine.Record, w *world) error {
	if err == nil || contentDrift(path, rec, w) == "" {
		return err
	}
	return fmt.Errorf("%w (%s was made with content %s, this is content %s: the first choice that no longer applies is where the content changed)",
		err, path, rec.Content, w.content.Version)
}
