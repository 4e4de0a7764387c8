package tui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/engine"
)

// quits reports whether cmd (or a batch holding it) quits the program.
func quits(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	switch msg := cmd().(type) {
	case tea.QuitMsg:
		return true
	case tea.BatchMsg:
		for _, c := range msg {
			if quits(c) {
				return true
			}
		}
	}
	return false
}

func (d *driver) press(k string) tea.Cmd {
	_, cmd := d.m.Update(key(k))
	return cmd
}

func TestQuitAsksWhenUnsaved(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.keys("enter", "1", "enter") // start, one choice
	if quits(d.press("q")) {
		t.Fatal("q quit an unsaved game at once")
	}
	d.want("Quit?", "1 choice would be lost", "y quit")
	d.press("n")
	if d.m.overlay != ovNone {
		t.Fatal("n did not go back to the game")
	}
	// s saves first, then quits.
	path := filepath.Join(t.TempDir(), "g.json")
	d.press("q")
	d.press("s")
	d.m.input = path
	if !quits(d.press("enter")) {
		t.Fatal("saving from the quit box did not quit")
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	// Saved: q quits at once.
	if !quits(d.press("q")) {
		t.Fatal("q did not quit a saved game")
	}
}

func TestSaveAsksBeforeOverwriting(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.keys("enter", "1", "enter")
	path := filepath.Join(t.TempDir(), "other.json")
	if err := os.WriteFile(path, []byte("another game"), 0o600); err != nil {
		t.Fatal(err)
	}
	d.keys("s")
	d.m.input = path
	d.keys("enter")
	d.want("Overwrite?", "exists. Save over it?", "y overwrite")
	d.keys("n")
	if b, _ := os.ReadFile(path); string(b) != "another game" || d.m.overlay != ovSave {
		t.Fatalf("n: file %q, overlay %v", b, d.m.overlay)
	}
	d.keys("enter", "y")
	if b, _ := os.ReadFile(path); string(b) == "another game" {
		t.Fatal("y did not overwrite")
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, want 0600 kept", fi.Mode())
	}
	// The file the game saves to is saved again without asking.
	d.keys("1", "enter", "s", "enter")
	if d.m.overlay != ovNone || d.m.unsaved() {
		t.Fatalf("saving to its own file asked (overlay %v)", d.m.overlay)
	}
}

func TestGameOverCanBeReviewed(t *testing.T) {
	w := testWorld(t)
	opts, _ := json.Marshal(map[string]any{"mission": "bug-hunt-1", "players": 1})
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "aliens", Content: w.Content.Version,
		Options: opts, Seed: 5, Seats: []engine.SeatInfo{{Player: "bot:rules"}}}}
	d := newDriver(t, Config{World: w, Record: rec})
	for d.m.s.Game.Pending() != nil {
		d.send(botMsg{})
	}
	d.want("Game over", "Turns played:", "Endurance cards used:", "esc look at the board")
	if quits(d.press("esc")) || d.m.overlay != ovNone {
		t.Fatal("esc did not put the game-over box away")
	}
	d.want("Log", "g: the game's summary again")
	d.keys("g")
	d.want("Turns played:")
}
