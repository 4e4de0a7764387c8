package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// TestRoster: every Character has a line; the board cursor on a
// Character shows that one in full.
func TestRoster(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.send(tea.WindowSizeMsg{Width: 140, Height: 50})
	d.keys("enter")
	playUntil(t, d, 60, func(dec *engine.Decision) bool { return dec.Prompt.Key == "aliens.prompt.action" })
	d.want("Roster", "Hi ", "Ri ", "Hu ", "Va ", "Go ", "Fr ", "hand ")
	full := func() string { return strings.Join(d.m.renderPanel(40)[1:3], " ") }
	if strings.Contains(full(), "Vasquez") {
		t.Fatalf("Vasquez in full before the cursor is on her: %s", full())
	}
	at := ""
	for _, c := range d.m.s.Game.View(0).(*aliens.View).Chars {
		if c.ID == "vasquez" {
			at = c.At
		}
	}
	d.m.focus, d.m.cursor = focusBoard, at
	if !strings.Contains(full(), "Pvt. Jenette Vasquez") {
		t.Fatalf("the cursor on Vasquez (%s) does not show her: %s", at, full())
	}
}

// TestCardViewer: c shows the text and numbers of the cards the player
// may read; any other key closes it.
func TestCardViewer(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.send(tea.WindowSizeMsg{Width: 120, Height: 40})
	d.keys("enter")
	playUntil(t, d, 60, func(dec *engine.Decision) bool { return dec.Prompt.Key == "aliens.prompt.action" })
	d.keys("c")
	d.want("Cards", "HK VP70 Pistol", "Weapon · cost 0", "always hits on 3")
	d.keys("down", "x")
	if d.m.overlay != ovNone {
		t.Fatal("the card viewer did not close")
	}
}
