package tui

import (
	"encoding/json"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/engine"
)

func TestPercent(t *testing.T) {
	for p, want := range map[float64]string{0: "0%", 1: "100%", 0.004: "<1%", 0.996: ">99%", 0.64: "64%", 0.605: "61%"} {
		if got := percent(p); got != want {
			t.Errorf("percent(%v) = %q, want %q", p, got, want)
		}
	}
}

// playUntil lets the rules bot answer for seat 0 until ok holds for the
// pending decision (at most n choices).
func playUntil(t *testing.T, d *driver, n int, ok func(*engine.Decision) bool) *engine.Decision {
	t.Helper()
	for range n {
		dec := d.m.decision()
		if dec != nil && ok(dec) {
			return dec
		}
		if dec == nil {
			d.send(botMsg{})
			continue
		}
		b, _ := BotFor(d.m.s.Rec, dec.Seat, "rules")
		d.m.choose(dec.Find(b.Choose(d.m.s.Game.View(dec.Seat), dec)))
	}
	t.Fatalf("not reached in %d choices", n)
	return nil
}

// TestShootOddsShown: a Mars Attacks shoot option shows its odds; the
// help box shows the Mars Attacks legend, not the Aliens one.
func TestShootOddsShown(t *testing.T) {
	w := testWorld(t)
	opts, _ := json.Marshal(map[string]any{"scenario": "skirmish"})
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "marsattacks", Content: w.Content.Version,
		Options: opts, Seed: 4, Seats: []engine.SeatInfo{{Player: "human"}, {Player: "bot:rules"}}}}
	d := newDriver(t, Config{World: w, Record: rec})
	d.send(tea.WindowSizeMsg{Width: 120, Height: 40})
	dec := playUntil(t, d, 400, func(dec *engine.Decision) bool {
		for _, o := range dec.Options {
			if _, ok := d.m.s.Game.(engine.OddsTeller).Odds(o.Key); ok {
				return true
			}
		}
		return false
	})
	_ = dec
	d.want("[to hit ", "to kill ")
	d.keys("?")
	d.want("Mars Attacks mat: H2 two Humans")
	if strings.Contains(d.screen(), "Cp computer") {
		t.Error("the Mars Attacks help shows the Aliens legend")
	}
}

// TestSentryArcsMarked [aliens T.2] [aliens T.3]: once a Sentry Gun
// stands, the squares where a step draws its fire are marked.
func TestSentryArcsMarked(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.send(tea.WindowSizeMsg{Width: 120, Height: 40})
	d.keys("enter")
	playUntil(t, d, 200, func(*engine.Decision) bool { return len(d.m.hazards()) > 0 })
	if !strings.Contains(d.screen(), "×") {
		t.Errorf("no square marked × with a Sentry Gun standing:\n%s", d.screen())
	}
}
