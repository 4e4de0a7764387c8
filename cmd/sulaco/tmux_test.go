package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// tmuxGame drives the real binary in a tmux session, as a person would:
// keys in with send-keys, the screen out with capture-pane.
type tmuxGame struct {
	t         *testing.T
	name, dir string
}

func startTmux(t *testing.T, args ...string) *tmuxGame { return startTmuxIn(t, t.TempDir(), args...) }

func startTmuxIn(t *testing.T, dir string, args ...string) *tmuxGame {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed: the end-to-end terminal test needs it (apt-get install tmux)")
	}
	if testing.Short() {
		t.Skip("builds the binary and plays in tmux")
	}
	bin := filepath.Join(dir, "sulaco")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	g := &tmuxGame{t: t, dir: dir, name: "sulaco-test-" + strconv.Itoa(os.Getpid()) + "-" + strings.ReplaceAll(t.Name(), "/", "-")}
	cmd := append([]string{"new-session", "-d", "-s", g.name, "-x", "80", "-y", "24", "-c", dir,
		// English whatever the machine's locale: the test reads the words.
		"env", "TERM=xterm-256color", "LC_ALL=", "LC_MESSAGES=", "LANG=C.UTF-8", bin}, args...)
	_ = exec.Command("tmux", "kill-session", "-t", g.name).Run()
	if out, err := exec.Command("tmux", cmd...).CombinedOutput(); err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("tmux", "kill-session", "-t", g.name).Run() })
	return g
}

func (g *tmuxGame) keys(keys ...string) {
	g.t.Helper()
	for _, k := range keys {
		if out, err := exec.Command("tmux", "send-keys", "-t", g.name, k).CombinedOutput(); err != nil {
			g.t.Fatalf("send-keys %q: %v\n%s", k, err, out)
		}
		time.Sleep(40 * time.Millisecond)
	}
}

func (g *tmuxGame) screen() string {
	out, err := exec.Command("tmux", "capture-pane", "-p", "-t", g.name).CombinedOutput()
	if err != nil {
		g.t.Fatalf("capture-pane: %v\n%s", err, out)
	}
	return string(out)
}

// wait polls the screen until it shows every string (the client draws
// asynchronously), failing after a few seconds.
func (g *tmuxGame) wait(subs ...string) string {
	g.t.Helper()
	var s string
	for range 100 {
		s = g.screen()
		ok := true
		for _, sub := range subs {
			ok = ok && strings.Contains(s, sub)
		}
		if ok {
			return s
		}
		time.Sleep(50 * time.Millisecond)
	}
	g.t.Fatalf("the screen never showed %q:\n%s", subs, s)
	return ""
}

func checkFits(t *testing.T, s string, w, h int) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > h {
		t.Fatalf("%d lines on a %d-line terminal", len(lines), h)
	}
	for _, l := range lines {
		if n := len([]rune(l)); n > w {
			t.Fatalf("line wider than %d: %q", w, l)
		}
	}
}

// TestTmuxSoloBugHunt plays the first turns of a solo Bug Hunt in the
// real binary on an 80x24 terminal, as README.md tells a new user to.
func TestTmuxSoloBugHunt(t *testing.T) {
	g := startTmux(t, "play", "-seed", "3", "-bot-delay", "0s")
	g.wait("SULACO", "Bug Hunt 1: Down the Pipe")
	g.keys("Up") // the options fill more than 24 lines: the list wraps to its last row
	g.wait("Start the game")
	g.keys("Enter")
	s := g.wait("Aliens · Bug Hunt 1: Down the Pipe", "Where in the start area", "1) At A6")
	checkFits(t, s, 80, 24)
	// Set up six characters, two sentry guns and their facings, then play
	// on with the first option.
	for range 14 {
		g.keys("1", "Enter")
	}
	s = g.wait("Turn 1", "Endurance")
	if !strings.Contains(s, "Hi") && !strings.Contains(s, "Ri") {
		t.Fatalf("no character on the board:\n%s", s)
	}
	// The rule of the newest log entry.
	g.keys("r")
	g.wait("Rule aliens")
	g.keys("Escape")
	// Grow the terminal: the screen grows with it.
	_ = exec.Command("tmux", "resize-window", "-t", g.name, "-x", "120", "-y", "40").Run()
	s = g.wait("Turn 1")
	checkFits(t, s, 120, 40)
	g.keys("q")
}

// TestTmuxMarsAgainstBot plays a few turns of a Mars Attacks skirmish
// against the random bot, saves, and loads the game in a new process.
func TestTmuxMarsAgainstBot(t *testing.T) {
	g := startTmux(t, "play", "-seed", "4", "-bot-delay", "0s")
	g.wait("SULACO")
	g.keys("Right")
	g.wait("Mars Attacks", "Skirmish")
	g.keys("Enter")
	s := g.wait("Mars Attacks · Skirmish · round 1", "Your hand (Humans)", "VP Humans 0")
	checkFits(t, s, 80, 24)
	for range 12 {
		g.keys("1", "Enter")
	}
	s = g.wait("Log")
	if !strings.Contains(s, "H1") && !strings.Contains(s, "H2") {
		t.Fatalf("no figures on the mat:\n%s", s)
	}
	g.keys("s")
	g.wait("Save game as")
	g.keys("Enter")
	s = g.wait("saved to sulaco-save.json")
	board := boardRows(s)
	g.keys("q")
	time.Sleep(200 * time.Millisecond)

	// A new process loads the game and shows the same mat.
	g2 := startTmuxIn(t, g.dir, "play", "-load", "sulaco-save.json", "-bot-delay", "0s")
	s = g2.wait("Mars Attacks · Skirmish")
	if got := boardRows(s); got != board {
		t.Fatalf("the loaded game shows another mat:\n%s\nwant:\n%s", got, board)
	}
	g2.keys("1", "Enter")
	g2.keys("q")
}

// boardRows is the left part of the board rows of a Mars Attacks screen.
func boardRows(s string) string {
	lines := strings.Split(s, "\n")
	var out []string
	for _, l := range lines[1:min(18, len(lines))] {
		r := []rune(l)
		out = append(out, string(r[:min(41, len(r))]))
	}
	return strings.Join(out, "\n")
}

// TestTmuxStoryMission starts Mission 1 solo from the start screen and
// finds its mission objects on the board: the exit, the computer and
// Mission Blips, at 80x24 and on a larger terminal.
func TestTmuxStoryMission(t *testing.T) {
	g := startTmux(t, "play", "-seed", "3", "-bot-delay", "0s")
	g.wait("SULACO", "Bug Hunt 1: Down the Pipe")
	g.keys("Down")
	for range 4 { // the four Bug Hunts, then Mission 1
		g.keys("Right")
	}
	s := g.wait("Mission 1: Newt")
	checkFits(t, s, 80, 24)
	g.keys("Enter")
	s = g.wait("Aliens · Mission 1: Newt · turn 1", "Where in the start area", "EA")
	checkFits(t, s, 80, 24)
	// The whole board shows on a larger terminal.
	_ = exec.Command("tmux", "resize-window", "-t", g.name, "-x", "170", "-y", "50").Run()
	s = g.wait("Aliens · Mission 1: Newt", "EA", "Cp", "M?")
	checkFits(t, s, 170, 50)
	_ = exec.Command("tmux", "resize-window", "-t", g.name, "-x", "80", "-y", "24").Run()
	s = g.wait("Aliens · Mission 1: Newt")
	checkFits(t, s, 80, 24)
	g.keys("q")
}

// TestTmuxCampaign starts a new campaign from the start screen, sees the
// campaign status screen and starts its first mission.
func TestTmuxCampaign(t *testing.T) {
	g := startTmux(t, "play", "-seed", "5", "-bot-delay", "0s")
	g.wait("SULACO")
	g.keys("Down", "Left", "Left")
	s := g.wait("New campaign", "Campaign file", "campaign.json")
	checkFits(t, s, 80, 24)
	g.keys("Up", "Up") // the list wraps to its last row: start
	g.wait("Start the campaign")
	g.keys("Enter")
	s = g.wait("Campaign · campaign.json", "Missions played", "Which mission next?", "1) Play Mission 1: Newt")
	checkFits(t, s, 80, 24)
	if _, err := os.Stat(filepath.Join(g.dir, "campaign.json")); err != nil {
		t.Fatalf("the campaign was not saved: %v", err)
	}
	_ = exec.Command("tmux", "resize-window", "-t", g.name, "-x", "120", "-y", "40").Run()
	s = g.wait("Campaign · campaign.json", "Play Mission 1: Newt")
	checkFits(t, s, 120, 40)
	g.keys("Enter")
	g.wait("Campaign · Aliens · Mission 1: Newt · turn 1", "Where in the start area")
	g.keys("q")
}
