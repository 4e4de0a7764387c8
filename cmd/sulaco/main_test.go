package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/store/pgtest"
)

// TestMain lets the test binary stand in for the sulaco binary, so tests
// can run it as a separate process. The tests read English output unless
// they ask for a language: the machine's locale must not choose it.
func TestMain(m *testing.M) {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(v)
	}
	if os.Getenv("SULACO_TEST_MAIN") == "1" {
		main()
		return
	}
	os.Exit(pgtest.Main(m))
}

// sulaco runs the command in-process and returns its exit code and output.
func sulaco(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// sulacoProcess runs the command as its own process.
func sulacoProcess(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "SULACO_TEST_MAIN=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("sulaco %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func TestUsage(t *testing.T) {
	code, out, _ := sulaco(t, "")
	if code != 0 || !strings.Contains(out, "usage: sulaco <command>") {
		t.Fatalf("no-argument run: code %d\n%s", code, out)
	}
	code, _, errOut := sulaco(t, "", "fly")
	if code != 2 || !strings.Contains(errOut, `unknown command "fly"`) {
		t.Fatalf("unknown command: code %d\n%s", code, errOut)
	}
	code, _, _ = sulaco(t, "", "sim", "-no-such-flag")
	if code != 2 {
		t.Fatalf("bad flag: code %d", code)
	}
}

// TestRecordReplaysInAnotherProcess: a record written by one run replays
// to the same hash in another process.
func TestRecordReplaysInAnotherProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	out := sulacoProcess(t, "play", "-game", "marsattacks", "-players", "random", "-seed", "77", "-save", path)
	if !strings.Contains(out, "game over:") {
		t.Fatalf("play did not finish:\n%s", out)
	}
	out = sulacoProcess(t, "replay", "-quiet", path)
	if !strings.Contains(out, "matches the record") {
		t.Fatalf("replay in a new process:\n%s", out)
	}
}

func TestPlayPlainHuman(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	// Seat 0 is human: roll, show the view, answer nonsense, roll, quit.
	code, out, errOut := sulaco(t, "1\nv\nzz\n1\nq\n", "play", "-game", "pig", "-players", "human,random", "-save", path)
	if code != 0 {
		t.Fatalf("code %d: %s", code, errOut)
	}
	for _, want := range []string{"seat 0: Roll again or hold 0?", "1) Roll the die", `"scores"`, "choose a number from 1 to 2", "stopped."} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// The saved game resumes where it stopped.
	code, out, errOut = sulaco(t, "q\n", "play", "-load", path)
	if code != 0 || !strings.Contains(out, "stopped.") {
		t.Fatalf("resume: code %d\n%s%s", code, out, errOut)
	}
}

func TestReplayErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{\n  \"format\": 1,\n  \"gmae\": \"pig\"\n}\n"), 0o644)
	code, _, errOut := sulaco(t, "", "replay", bad)
	if code != 1 || !strings.Contains(errOut, "bad.json:3:3: gmae: unknown field") {
		t.Fatalf("code %d: %s", code, errOut)
	}
	code, _, errOut = sulaco(t, "", "replay", filepath.Join(dir, "missing.json"))
	if code != 1 || !strings.Contains(errOut, "missing.json") {
		t.Fatalf("missing file: code %d: %s", code, errOut)
	}
}

func TestSimAndBench(t *testing.T) {
	code, out, errOut := sulaco(t, "", "sim", "-game", "pig", "-games", "50", "-seats", "3")
	if code != 0 || !strings.Contains(out, "50 games") || !strings.Contains(out, "invariant violations: 0") {
		t.Fatalf("sim: code %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = sulaco(t, "", "bench", "-game", "pig", "-seconds", "0.05")
	if code != 0 || !strings.Contains(out, "games/s") || !strings.Contains(out, "Apply median") {
		t.Fatalf("bench: code %d\n%s%s", code, out, errOut)
	}
	// The main job's defaults: a Bug Hunt with bots in every seat.
	code, out, errOut = sulaco(t, "", "sim", "-games", "4")
	if code != 0 || !strings.Contains(out, "aliens: 4 games") || !strings.Contains(out, "invariant violations: 0") {
		t.Fatalf("default sim: code %d\n%s%s", code, out, errOut)
	}
	code, _, errOut = sulaco(t, "", "sim", "-game", "chess")
	if code != 1 || !strings.Contains(errOut, `unknown game "chess"`) {
		t.Fatalf("unknown game: code %d: %s", code, errOut)
	}
	code, _, errOut = sulaco(t, "", "sim", "-options", "{bad")
	if code != 1 || !strings.Contains(errOut, "not valid JSON") {
		t.Fatalf("bad options: code %d: %s", code, errOut)
	}
}

func TestContentValidate(t *testing.T) {
	code, out, errOut := sulaco(t, "", "content", "validate")
	if code != 0 || !strings.Contains(out, "built-in content: ok") {
		t.Fatalf("built-in content: code %d\n%s%s", code, out, errOut)
	}
	board, err := os.ReadFile(filepath.Join("..", "..", "internal", "content", "data", "aliens", "boards", "colony-1.map"))
	if err != nil {
		t.Fatal(err)
	}
	// A broken character, card and map each fail with file:line:col.
	broken := []struct {
		name, file, text, want string
	}{
		{"character", "aliens/characters.yaml", "characters:\n  - id: bishop\n    colour: white\n",
			"aliens/characters.yaml:3:5: bishop.colour: unknown field"},
		{"card", "aliens/endurance.yaml", "cards:\n  - id: m41a-pulse-rifle\n    type: weapn\n",
			`aliens/endurance.yaml:3:11: m41a-pulse-rifle.type: unknown type "weapn"`},
		{"map", "aliens/boards/colony-1.map", strings.Replace(string(board), "|. . . .|#|", "|. . . .|#|X", 1),
			"aliens/boards/colony-1.map:11:13: unknown edge character"},
	}
	var dirs []string
	for _, b := range broken {
		dir := t.TempDir()
		dirs = append(dirs, dir)
		path := filepath.Join(dir, filepath.FromSlash(b.file))
		os.MkdirAll(filepath.Dir(path), 0o755)
		os.WriteFile(path, []byte(b.text), 0o644)
		code, out, errOut = sulaco(t, "", "content", "validate", dir)
		if code != 1 || !strings.Contains(out, b.want) {
			t.Errorf("broken %s: code %d; want %q in\n%s%s", b.name, code, b.want, out, errOut)
		}
	}
	// The same directory refuses to start a game, with the same errors.
	code, _, errOut = sulaco(t, "", "sim", "-games", "1", "-content", dirs[0])
	if code != 1 || !strings.Contains(errOut, "colour") {
		t.Fatalf("sim with broken content: code %d: %s", code, errOut)
	}
	code, _, _ = sulaco(t, "", "content", "check")
	if code != 2 {
		t.Fatalf("content check: code %d; want usage", code)
	}
}
