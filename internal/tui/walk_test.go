package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestWalkToASquare [aliens J.3] [aliens J.5]: Enter on a square the move
// can reach sends the engine's steps one at a time until the Character
// stands there (or the rules stop the move); each step is a choice in
// the record.
func TestWalkToASquare(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.send(tea.WindowSizeMsg{Width: 120, Height: 40})
	d.keys("enter")
	dec := playUntil(t, d, 200, func(dec *engine.Decision) bool { return dec.Find("move") >= 0 })
	d.m.choose(dec.Find("move"))
	dec = d.m.decision()
	reach := d.m.reachable(dec)
	goal := ""
	for sq := range reach {
		if r := d.m.routes[sq]; len(r) >= 3 && (goal == "" || sq < goal) {
			goal = sq
		}
	}
	if goal == "" {
		t.Fatalf("no square three steps away: %v", d.m.routes)
	}
	before := len(d.m.s.Rec.Choices)
	want := append([]string(nil), d.m.routes[goal]...)
	d.m.focus, d.m.cursor = focusBoard, goal
	d.keys("enter")
	var got []string
	for _, c := range d.m.s.Rec.Choices[before:] {
		if isStep(c.Key) {
			got = append(got, c.Key)
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("steps %v, want %v", got, want)
	}
	d.want("moved to " + goal)
}
