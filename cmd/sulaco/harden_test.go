package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/sim"
)

// TestPlainHidesBotCards: [aliens F.4.2] plain mode prints what a bot
// chose as the others may learn it: "Seat 1 Recycles a card from hand",
// never the card recycled or Exhausted from its hand.
func TestPlainHidesBotCards(t *testing.T) {
	named := regexp.MustCompile(`Recycle .+ from hand|Exhaust .+ and re-roll`)
	hidden := 0
	for seed := 1; seed <= 6 && hidden == 0; seed++ {
		path := filepath.Join(t.TempDir(), "game.json")
		code, out, errOut := sulaco(t, "", "play", "-plain", "-game", "aliens", "-players", "random", "-seed", fmt.Sprint(seed), "-save", path)
		if code != 0 {
			t.Fatalf("seed %d: code %d: %s", seed, code, errOut)
		}
		if m := named.FindString(out); m != "" {
			t.Fatalf("seed %d: plain mode shows a hidden card: %q", seed, m)
		}
		for _, c := range readRecord(t, path).Choices {
			if p, _, _ := strings.Cut(c.Key, ":"); (p == "recycle" || p == "reroll") && c.Key != "recycle:exhaust" && c.Key != "reroll:exhaust" && c.Key != "reroll:no" {
				hidden++
			}
		}
	}
	if hidden == 0 {
		t.Fatal("no bot recycled or Exhausted a card from hand in these games: the test proves nothing")
	}
}

// TestPlaySeedsAreRandom: without -seed, play draws 64 random bits (two
// games do not share a seed, and it is not the old clock modulo a
// million); with -seed, the record keeps the seed given.
func TestPlaySeedsAreRandom(t *testing.T) {
	dir := t.TempDir()
	seeds := map[uint64]bool{}
	for i := range 2 {
		path := filepath.Join(dir, fmt.Sprintf("g%d.json", i))
		if code, _, errOut := sulaco(t, "", "play", "-plain", "-game", "pig", "-players", "random", "-save", path); code != 0 {
			t.Fatalf("code %d: %s", code, errOut)
		}
		s := readRecord(t, path).Seed
		if s < 1<<20 {
			t.Errorf("seed %d is small: not 64 random bits", s)
		}
		seeds[s] = true
	}
	if len(seeds) != 2 {
		t.Errorf("two games got the same seed: %v", seeds)
	}
	path := filepath.Join(dir, "given.json")
	if code, _, errOut := sulaco(t, "", "play", "-plain", "-game", "pig", "-players", "random", "-seed", "42", "-save", path); code != 0 {
		t.Fatalf("code %d: %s", code, errOut)
	}
	if s := readRecord(t, path).Seed; s != 42 {
		t.Errorf("-seed 42 gave seed %d", s)
	}
}

// TestReplayTextShowsOneView: [aliens F.2.1] a drawn card is seen by its
// seat only: replay -text prints what a spectator saw by default (no
// private event, no choice key naming a card from a hand), what one seat
// saw with -seat, and everything only with -all. -check runs the
// invariant checks along the way.
func TestReplayTextShowsOneView(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	if code, _, errOut := sulaco(t, "", "play", "-plain", "-game", "aliens", "-players", "random", "-seed", "2", "-save", path); code != 0 {
		t.Fatalf("play: %s", errOut)
	}
	replay := func(args ...string) string {
		t.Helper()
		code, out, errOut := sulaco(t, "", append(append([]string{"replay", "-text"}, args...), path)...)
		if code != 0 {
			t.Fatalf("replay %v: code %d: %s", args, code, errOut)
		}
		return out
	}
	private := regexp.MustCompile(`You draw |seat \d: (recycle|reroll):[a-z0-9-]+\.\d`)
	if m := private.FindString(replay()); m != "" {
		t.Errorf("replay -text shows a spectator %q", m)
	}
	if m := private.FindString(replay("-check")); m != "" {
		t.Errorf("replay -text -check shows a spectator %q", m)
	}
	own := replay("-seat", "0")
	if !strings.Contains(own, "You draw ") {
		t.Error("replay -seat 0 does not show seat 0 its own cards")
	}
	if m := regexp.MustCompile(`seat [1-9]: (recycle|reroll):[a-z0-9-]+\.\d`).FindString(own); m != "" {
		t.Errorf("replay -seat 0 shows another seat's %q", m)
	}
	if !private.MatchString(replay("-all")) {
		t.Error("replay -all hides the private events")
	}
	if code, _, errOut := sulaco(t, "", "replay", "-text", "-seat", "9", path); code == 0 || !strings.Contains(errOut, "-seat") {
		t.Errorf("a seat not at the table: code %d, %s", code, errOut)
	}
}

// TestEditedSaveRefused: a save carries the hash of its last state, and
// loading checks it: a save cut short or with another seed is refused
// with an error naming the file; the save as written loads.
func TestEditedSaveRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	if code, _, errOut := sulaco(t, "1\n1\n1\nq\n", "play", "-plain", "-game", "pig", "-players", "human,random", "-seed", "5", "-save", path); code != 0 {
		t.Fatalf("play: %s", errOut)
	}
	rec := readRecord(t, path)
	if rec.Hash == "" || len(rec.Choices) < 3 {
		t.Fatalf("the save holds %d choices and hash %q", len(rec.Choices), rec.Hash)
	}
	if code, _, errOut := sulaco(t, "q\n", "play", "-plain", "-load", path); code != 0 {
		t.Fatalf("the save as written does not load: %s", errOut)
	}
	for name, edit := range map[string]func(r *engine.Record){
		"cut":  func(r *engine.Record) { r.Choices = r.Choices[:len(r.Choices)-1] },
		"seed": func(r *engine.Record) { r.Seed++ },
	} {
		r := readRecord(t, path)
		edit(r)
		edited := filepath.Join(dir, name+".json")
		if err := writeRecord(edited, r); err != nil {
			t.Fatal(err)
		}
		code, _, errOut := sulaco(t, "q\n", "play", "-plain", "-load", edited)
		if code == 0 || !strings.Contains(errOut, edited) || !strings.Contains(errOut, "hash") {
			t.Errorf("%s: code %d, %s", name, code, errOut)
		}
	}
}

// TestSimFailureRecordsDoNotCollide: two runs failing on the same seed
// keep both records, each with its error and hash.
func TestSimFailureRecordsDoNotCollide(t *testing.T) {
	dir := t.TempDir()
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "pig", Options: []byte(`{"players":2,"target":20}`), Seed: 3,
		Seats: []engine.SeatInfo{{Player: "bot:random"}, {Player: "bot:random"}}}, Error: "invariant: broken", Hash: "abc"}
	v := []sim.Violation{{Game: 0, Err: errors.New("invariant: broken"), Record: rec}}
	var out strings.Builder
	e := &env{stdout: &out, stderr: &out}
	for range 2 {
		if err := saveFailures(e, dir, v); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "pig-seed3-*.json"))
	if len(files) != 2 {
		t.Fatalf("two failures saved as %v", files)
	}
	if r := readRecord(t, files[0]); r.Error != "invariant: broken" || r.Hash != "abc" {
		t.Fatalf("failure record: error %q, hash %q", r.Error, r.Hash)
	}
}

// TestPlainSaveAppends: plain play's -save grows by one line a choice
// (engine.JournalFormat) instead of rewriting the whole file after every
// choice; each line carries the hash of the state after it, and the file
// resumes and replays like any record.
func TestPlainSaveAppends(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	if code, _, errOut := sulaco(t, "1\n1\n1\nq\n", "play", "-plain", "-game", "pig", "-players", "human,random", "-seed", "5", "-save", path); code != 0 {
		t.Fatalf("play: %s", errOut)
	}
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	rec := readRecord(t, path)
	if !strings.HasPrefix(lines[0], `{"format":2,`) || len(lines) != 1+len(rec.Choices) {
		t.Fatalf("want a header line and a line a choice (%d choices):\n%s", len(rec.Choices), data)
	}
	for _, l := range lines[1:] {
		if !strings.Contains(l, `"hash":"`) {
			t.Fatalf("a choice line without the hash after it: %s", l)
		}
	}
	// Resuming appends to the same file.
	if code, _, errOut := sulaco(t, "1\nq\n", "play", "-plain", "-load", path, "-save", path); code != 0 {
		t.Fatalf("resume: %s", errOut)
	}
	more, _ := os.ReadFile(path)
	if len(readRecord(t, path).Choices) <= len(rec.Choices) || !strings.HasPrefix(string(more), lines[0]) {
		t.Fatalf("the resumed game did not save on:\n%s", more)
	}
	if code, out, errOut := sulaco(t, "", "replay", "-quiet", path); code != 0 || !strings.Contains(out, "matches the record") {
		t.Fatalf("replay of a journal: %d\n%s\n%s", code, out, errOut)
	}
}
