package main

import (
	"github.com/sulaco/sulaco/internal/engine"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A bug report's round: a played game's record gives the position after
// choice N (replay -position N); sim plays on from it with bots; play
// -position starts a game there whose record replays exactly, also as
// a record that holds its position.
func TestPositionCommands(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.json")
	if code, _, errOut := sulaco(t, "", "play", "-plain", "-game", "marsattacks", "-players", "random", "-seed", "3", "-save", rec); code != 0 {
		t.Fatalf("play: %d %s", code, errOut)
	}
	pos := filepath.Join(dir, "after40.yaml")
	if code, _, errOut := sulaco(t, "", "replay", "-position", "40", "-o", pos, rec); code != 0 {
		t.Fatalf("replay -position: %d %s", code, errOut)
	}
	data, err := os.ReadFile(pos)
	if err != nil || !strings.Contains(string(data), "game: marsattacks") {
		t.Fatalf("position file: %v\n%s", err, data)
	}
	code, out, errOut := sulaco(t, "", "sim", "-position", pos, "-games", "20", "-bots", "random")
	if code != 0 || !strings.Contains(out, "marsattacks: 20 games") || !strings.Contains(out, "invariant violations: 0") {
		t.Fatalf("sim -position: %d\n%s\n%s", code, out, errOut)
	}
	rec2 := filepath.Join(dir, "from-position.json")
	if code, _, errOut := sulaco(t, "", "play", "-plain", "-position", pos, "-players", "random", "-save", rec2); code != 0 {
		t.Fatalf("play -position: %d %s", code, errOut)
	}
	if saved, err := engine.ReadRecordFile(rec2); err != nil || saved.Position == "" {
		t.Fatalf("the record does not hold its position: %v", err)
	}
	if code, out, errOut := sulaco(t, "", "replay", "-quiet", rec2); code != 0 || !strings.Contains(out, "matches the record") {
		t.Fatalf("replay of a record from a position: %d\n%s\n%s", code, out, errOut)
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("game: marsattacks\nround: many\n"), 0o644)
	if code, _, errOut := sulaco(t, "", "sim", "-position", bad, "-games", "1"); code == 0 || !strings.Contains(errOut, "bad.yaml:2:8: ") {
		t.Fatalf("a bad position: %d %s", code, errOut)
	}
}
