package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSaveNeverReplacesAnotherGameSilently: -save refuses an existing
// file unless -force is given or it is the game being resumed, keeps the
// mode of a file it overwrites, and refuses a read-only one.
func TestSaveNeverReplacesAnotherGameSilently(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	pig := []string{"play", "-game", "pig", "-players", "human,random", "-seed", "3"}
	// A first game, saved.
	if code, _, errOut := sulaco(t, "1\n1\nq\n", append(pig, "-save", path)...); code != 0 {
		t.Fatalf("first game: %s", errOut)
	}
	first, _ := os.ReadFile(path)
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}

	code, _, errOut := sulaco(t, "q\n", append(pig, "-save", path)...)
	if code == 0 || !strings.Contains(errOut, "exists; use -force") {
		t.Fatalf("a new game over a saved one: code %d, %q", code, errOut)
	}
	if now, _ := os.ReadFile(path); string(now) != string(first) {
		t.Fatal("the refused save changed the file")
	}

	// Resuming the same file saves to it.
	if code, _, errOut := sulaco(t, "1\nq\n", "play", "-load", path, "-save", path); code != 0 {
		t.Fatalf("resume: %s", errOut)
	}
	// -force overwrites, keeping the file's mode.
	if code, _, errOut := sulaco(t, "1\nq\n", append(pig, "-save", path, "-force")...); code != 0 {
		t.Fatalf("-force: %s", errOut)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o640 {
		t.Fatalf("mode after overwrite: %v %v, want 0640", fi.Mode(), err)
	}
	// A read-only file is never replaced, even with -force; the game
	// goes on and says why.
	if err := os.Chmod(path, 0o440); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	code, out, errOut := sulaco(t, "1\nq\n", append(pig, "-save", path, "-force")...)
	if code != 0 || !strings.Contains(out, "read-only") || !strings.Contains(out, "playing on") {
		t.Fatalf("read-only: code %d\n%s%s", code, out, errOut)
	}
	if now, _ := os.ReadFile(path); string(now) != string(before) {
		t.Fatal("a read-only file was replaced")
	}
}

// TestLoadWarnsOfOtherContent: loading a game made with other content
// says so, as replay does.
func TestLoadWarnsOfOtherContent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	if code, _, errOut := sulaco(t, "1\nq\n", "play", "-game", "pig", "-players", "human,random", "-seed", "3", "-save", path); code != 0 {
		t.Fatalf("save: %s", errOut)
	}
	rec := readRecord(t, path)
	data, _ := os.ReadFile(path)
	data = []byte(strings.Replace(string(data), `"content":"`+rec.Content+`"`, `"content":"000000000000"`, 1))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := sulaco(t, "q\n", "play", "-load", path)
	if code != 0 || !strings.Contains(errOut, "was made with content 000000000000; this is content "+rec.Content) {
		t.Fatalf("code %d, stderr %q", code, errOut)
	}
}

// TestErrorsInUsersWords: no Go internals, no repeated prefixes.
func TestErrorsInUsersWords(t *testing.T) {
	code, _, errOut := sulaco(t, "", "sim", "-games", "0")
	if code == 0 || strings.Contains(errOut, "sim: sim:") || !strings.Contains(errOut, "-games 0: the number of games must be 1 or more") {
		t.Errorf("sim -games 0: code %d, %q", code, errOut)
	}
	code, _, errOut = sulaco(t, "", "sim", "-games", "1", "-options", `{"players":"two"}`)
	if code == 0 || strings.Contains(errOut, "Go struct") || !strings.Contains(errOut, "players: want a whole number, not text") {
		t.Errorf("a mistyped option: code %d, %q", code, errOut)
	}
}

// TestPlainLook: "l" in the plain client says where everything stands.
func TestPlainLook(t *testing.T) {
	code, out, errOut := sulaco(t, "l\nq\nq\n", "play", "-game", "marsattacks", "-options", `{"scenario":"skirmish"}`, "-players", "human,random", "-seed", "4")
	if code != 0 || !strings.Contains(out, "(Martians) on ") || !strings.Contains(out, "(Humans) on ") {
		t.Fatalf("mars: code %d %s\n%s", code, errOut, out)
	}
	code, out, errOut = sulaco(t, "l\nq\nq\n", "play", "-game", "aliens", "-players", "human", "-seed", "4")
	if code != 0 || !strings.Contains(out, "Blip b") {
		t.Fatalf("aliens: code %d %s\n%s", code, errOut, out)
	}
}
