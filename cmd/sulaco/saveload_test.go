package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// playProcess runs "sulaco play -plain" as its own process with answers
// on stdin.
func playProcess(t *testing.T, stdin string, args ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"play", "-plain"}, args...)...)
	cmd.Env = append(os.Environ(), "SULACO_TEST_MAIN=1")
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("sulaco play %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func readRecord(t *testing.T, path string) *engine.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.DecodeRecord(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestSavedGameContinuesIdentically: a game saved mid-turn and loaded in
// a new process goes on exactly as the uninterrupted game: the same bot
// answers, the same dice, the same final state.
func TestSavedGameContinuesIdentically(t *testing.T) {
	dir := t.TempDir()
	split, whole := filepath.Join(dir, "split.json"), filepath.Join(dir, "whole.json")
	ones := func(n int) string { return strings.Repeat("1\n", n) + "q\n" }
	common := []string{"-game", "marsattacks", "-players", "human,random", "-seed", "9"}
	playProcess(t, ones(7), append(common, "-save", split)...)
	mid := readRecord(t, split)
	if len(mid.Choices) == 0 {
		t.Fatal("nothing saved")
	}
	playProcess(t, ones(25), "-load", split, "-save", split)
	playProcess(t, ones(32), append(common, "-save", whole)...)
	a, b := readRecord(t, split), readRecord(t, whole)
	if len(a.Choices) != len(b.Choices) || a.Hash != b.Hash {
		t.Fatalf("loaded game: %d choices, hash %s; uninterrupted: %d choices, hash %s",
			len(a.Choices), a.Hash, len(b.Choices), b.Hash)
	}
	for i := range a.Choices {
		if a.Choices[i] != b.Choices[i] {
			t.Fatalf("choice %d differs: %v / %v", i, a.Choices[i], b.Choices[i])
		}
	}
}
