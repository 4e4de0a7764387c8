package tui

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestSaveOnFullDisk: saving on a full disk fails and leaves the earlier
// save whole and loadable (os.WriteFile cut it short). The disk is a
// small tmpfs filled up, which needs root; the test skips otherwise.
func TestSaveOnFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a small tmpfs to fill up needs root")
	}
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=32k"); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v)", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	w := testWorld(t)
	def, _ := w.Games.Lookup("marsattacks")
	opts, _ := def.Options(2)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "marsattacks", Content: w.Content.Version,
		Options: opts, Seed: 11, Seats: []engine.SeatInfo{{Player: "bot:random"}, {Player: "bot:random"}}}}
	s, err := NewSession(w, w.Text.Printer("en"), rec)
	if err != nil {
		t.Fatal(err)
	}
	for range 40 {
		s.BotStep()
	}
	path := filepath.Join(dir, "save.json")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(path)
	fill, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := fill.Write(make([]byte, 1024)); err != nil {
			break
		}
	}
	fill.Close()
	for i := 0; i < 400 && s.Game.Pending() != nil; i++ {
		s.BotStep()
	}
	if err := s.Save(path); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("saving on a full disk: %v", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, good) {
		t.Fatalf("the earlier save changed: %d bytes, was %d", len(got), len(good))
	}
	if _, err := LoadRecord(path); err != nil {
		t.Fatalf("the earlier save no longer loads: %v", err)
	}
}
