package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

func TestWindowKeepsTheActingModelInSight(t *testing.T) {
	tests := []struct {
		name                             string
		size, n, focus, cursor, cell, x0 int
	}{
		{"fits", 50, 60, 40, 2, 2, 0},
		{"nothing to follow", 100, 30, -1, -1, 2, 0},
		{"cursor only: centred", 100, 30, -1, 50, 2, 36},
		{"both fit: between them", 100, 30, 40, 60, 2, 36},
		{"cursor far right: the model at the left edge", 100, 30, 10, 90, 2, 8},
		{"cursor far left: the model at the right edge", 100, 30, 90, 10, 2, 64},
		{"clamped at the end", 100, 30, 98, -1, 2, 70},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x0 := window(tc.size, tc.n, tc.focus, tc.cursor, tc.cell)
			if x0 != tc.x0 {
				t.Errorf("window = %d, want %d", x0, tc.x0)
			}
			if tc.focus >= 0 && (tc.focus < x0 || tc.focus+tc.cell > x0+tc.n) {
				t.Errorf("the focus %d is out of [%d, %d)", tc.focus, x0, x0+tc.n)
			}
		})
	}
}

// TestBoardFrame: coordinates on the board's edges, the boards of a layout
// numbered, the acting Character kept in sight while the cursor follows
// an option far away, the last choice's squares marked.
func TestBoardFrame(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.send(tea.WindowSizeMsg{Width: 100, Height: 32})
	d.keys("enter")
	lines := strings.Split(d.screen(), "\n")
	if !strings.Contains(lines[1], "A  B  C  D") {
		t.Errorf("no column letters above the board: %q", lines[1])
	}
	if !strings.HasPrefix(lines[3], "1 ") || !strings.Contains(d.screen(), "\n12 ") {
		t.Errorf("no row numbers left of the board:\n%s", d.screen())
	}
	d.want("[1]", "[2]")
	// Set the Marines up, then follow the game until a Character acts.
	for i := 0; i < 40 && d.m.focusSquare() == ""; i++ {
		d.keys("1", "enter")
	}
	focus := d.m.focusSquare()
	if focus == "" {
		t.Fatal("no Character acting after 40 choices")
	}
	col, _ := splitName(focus)
	// Put the cursor on the far side of the board: the acting Character's
	// column stays on the screen.
	d.m.cursor = "AH1"
	if !strings.Contains(strings.Split(d.screen(), "\n")[1], col) {
		t.Errorf("column %s of the acting Character %s left the screen:\n%s", col, focus, d.screen())
	}
	// The last choice's square is marked: choose an option that names one.
	for i := 0; i < 60 && d.m.s.LastTo == ""; i++ {
		dec := d.m.decision()
		if dec == nil {
			t.Fatal("no decision")
		}
		pick := 0
		for j, o := range dec.Options {
			if o.At != "" {
				pick = j
				break
			}
		}
		d.m.choose(pick)
	}
	if d.m.s.LastTo == "" || !d.m.lastMarks()[d.m.s.LastTo] {
		t.Errorf("last choice's square not marked: %q %v", d.m.s.LastTo, d.m.lastMarks())
	}
}
