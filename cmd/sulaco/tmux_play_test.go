package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
)

// waitAny polls the screen until it shows one of subs, returning which.
func (g *tmuxGame) waitAny(subs ...string) (string, string) {
	g.t.Helper()
	var s string
	for range 100 {
		s = g.screen()
		for _, sub := range subs {
			if strings.Contains(s, sub) {
				return sub, s
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	g.t.Fatalf("the screen never showed any of %q:\n%s", subs, s)
	return "", ""
}

// until plays on until the screen shows sub (at most n answers): a
// Sentry Gun faces east, an activation moves on (the last option: done,
// end), any other question takes the first option.
func (g *tmuxGame) until(n int, sub string) string {
	g.t.Helper()
	for range n {
		time.Sleep(60 * time.Millisecond)
		s := g.screen()
		switch {
		case strings.Contains(s, sub):
			return s
		case strings.Contains(s, "Which way does the Sentry Gun"):
			g.keys(optionNumber(s, "Facing e"), "Enter")
		case optionNumber(s, "hoot") != "": // Mars Attacks: take the shots offered
			g.keys(optionNumber(s, "hoot"), "Enter")
		case strings.Contains(s, "equip, unequip, or go on") || strings.Contains(s, "choose an Action"):
			g.keys("End", "Enter")
		default:
			g.keys("1", "Enter")
		}
	}
	return g.wait(sub)
}

// optionNumber finds the number of the option whose text contains sub on
// the screen ("  3) Move ..." -> "3").
func optionNumber(s, sub string) string {
	for _, l := range strings.Split(s, "\n") {
		if m := regexp.MustCompile(`^\s*>?\s*(\d+)\) (.*)`).FindStringSubmatch(l); m != nil && strings.Contains(m[2], sub) {
			return m[1]
		}
	}
	return ""
}

// TestTmuxOnlyRealQuestions (issue 18, items 1 and 2): a solo Bug Hunt
// asks no one-option question and no tie-break; both are answered and
// logged. The board has its coordinates and board numbers on its edges.
func TestTmuxOnlyRealQuestions(t *testing.T) {
	g := startTmux(t, "play", "-seed", "3", "-bot-delay", "0s")
	_ = exec.Command("tmux", "resize-window", "-t", g.name, "-x", "140", "-y", "44").Run()
	g.wait("SULACO", "Start the game")
	g.keys("Enter")
	s := g.wait("Where in the start area", "A  B  C  D  E", "[1]", "[2]")
	if !regexp.MustCompile(`(?m)^12 `).MatchString(s) {
		t.Errorf("no row numbers on the board's left edge:\n%s", s)
	}
	// Set up, then play on: the Activation token has one possible
	// receiver, so it is given without asking and the log says so.
	s = g.until(40, "Only one answer")
	if strings.Contains(s, "Give the Activation token to a player\n") {
		t.Errorf("the one-option question was asked:\n%s", s)
	}
	// Into the Alien Phase: Blip and Alien tie-breaks are settled.
	s = g.until(200, "Tie-break settled")
	if strings.Contains(s, "has equally short routes: which way?\n") || strings.Contains(s, "Which board's Blips activate next?\n") {
		t.Errorf("a tie-break was asked:\n%s", s)
	}
	g.keys("q")
	g.wait("Quit?")
	g.keys("y")
}

// TestTmuxAskEverything: with -ask all the same questions are put to
// the player.
func TestTmuxAskEverything(t *testing.T) {
	g := startTmux(t, "play", "-seed", "3", "-bot-delay", "0s", "-ask", "all")
	g.wait("SULACO")
	g.keys("Enter")
	g.until(40, "Give the Activation token to a player")
	g.keys("q")
	g.wait("Quit?")
	g.keys("y")
}

// TestTmuxDangerOddsAndWalking (items 5 and 6): the Sentry Guns' arcs are
// marked; a Mars Attacks shot shows its odds; a Marine walks to a square
// picked on the board.
func TestTmuxDangerOddsAndWalking(t *testing.T) {
	g := startTmux(t, "play", "-seed", "3", "-bot-delay", "0s")
	_ = exec.Command("tmux", "resize-window", "-t", g.name, "-x", "140", "-y", "44").Run()
	g.wait("SULACO")
	g.keys("Enter")
	s := g.until(40, "×") // a Sentry Gun stands: its arc is marked
	// Hicks' Actions: Move, then pick a square two to the right.
	s = g.until(40, "choose an Action")
	n := optionNumber(s, "Move")
	if n == "" {
		t.Fatalf("no Move option:\n%s", s)
	}
	g.keys(n, "Enter")
	g.wait("steps left")
	g.keys("Tab", "Right", "Right", "Enter")
	what, s := g.waitAny("moved to", "the move stopped at", "no option at")
	if what == "no option at" {
		t.Fatalf("the square picked is not reachable:\n%s", s)
	}
	g.keys("q")
	g.wait("Quit?")
	g.keys("y")

	m := startTmux(t, "play", "-seed", "4", "-bot-delay", "0s")
	_ = exec.Command("tmux", "resize-window", "-t", m.name, "-x", "140", "-y", "44").Run()
	m.wait("SULACO")
	m.keys("Right")
	m.wait("Mars Attacks", "Skirmish")
	m.keys("Enter")
	s = m.until(120, "[to hit ")
	if !strings.Contains(s, "to kill ") {
		t.Fatalf("odds without the chance to kill:\n%s", s)
	}
}

// TestTmuxWorkIsSafe (item 7): quitting an unsaved game asks; saving over
// another file asks; a finished game's box can be put away to review
// the board and brought back with its summary.
func TestTmuxWorkIsSafe(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "other.json"), []byte("another game\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	g := startTmuxIn(t, dir, "play", "-seed", "3", "-bot-delay", "0s")
	g.wait("SULACO")
	g.keys("Enter")
	g.wait("Where in the start area")
	g.keys("1", "Enter", "q")
	g.wait("Quit?", "would be lost", "y quit")
	g.keys("n")
	g.wait("Where in the start area")
	// Save over other.json: asked first; n keeps it.
	g.keys("s")
	g.wait("Save game as")
	for range len("sulaco-save.json") {
		g.keys("BSpace")
	}
	g.keys("other.json", "Enter")
	g.wait("Overwrite?", "other.json already exists")
	g.keys("n")
	if b, _ := os.ReadFile(filepath.Join(dir, "other.json")); string(b) != "another game\n" {
		t.Fatal("n overwrote the file")
	}
	g.keys("Enter", "y")
	g.wait("saved to other.json")
	g.keys("q") // saved: quits at once, and the session with it
	time.Sleep(500 * time.Millisecond)
	if exec.Command("tmux", "has-session", "-t", g.name).Run() == nil {
		t.Fatalf("a saved game did not quit at once:\n%s", g.screen())
	}

	// A finished game: its box goes away with Esc and comes back with g.
	w, err := loadWorld("")
	if err != nil {
		t.Fatal(err)
	}
	opts, _ := json.Marshal(map[string]any{"mission": "bug-hunt-1", "players": 1})
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "aliens", Content: w.content.Version,
		Options: opts, Seed: 5, Seats: []engine.SeatInfo{{Player: "human"}}}}
	game, err := w.games.NewGame(&rec.Header)
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRules(1)
	for d := game.Pending(); d != nil; d = game.Pending() {
		key := b.Choose(game.View(d.Seat), d)
		if err := game.Apply(d.Seat, key); err != nil {
			t.Fatal(err)
		}
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: key})
	}
	if err := writeRecord(filepath.Join(dir, "over.json"), rec); err != nil {
		t.Fatal(err)
	}
	o := startTmuxIn(t, dir, "play", "-load", "over.json", "-bot-delay", "0s")
	_ = exec.Command("tmux", "resize-window", "-t", o.name, "-x", "120", "-y", "40").Run()
	o.wait("Game over", "Turns played:", "Endurance cards used:", "esc look at the board")
	o.keys("Escape")
	o.wait("g: the game's summary again", "Log")
	o.keys("g")
	o.wait("Turns played:")
	o.keys("q")
}
