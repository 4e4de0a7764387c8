package tui

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// soloBugHunt is a solo Bug Hunt 1 with a person in seat 0.
func soloBugHunt(t *testing.T, w *World, seed uint64, ask *engine.Asking) *Session {
	t.Helper()
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "aliens", Content: w.Content.Version,
		Options: json.RawMessage(`{"mission":"bug-hunt-1","players":1}`), Seed: seed,
		Seats: []engine.SeatInfo{{Player: "human", Ask: ask}}}}
	s, err := NewSession(w, w.Text.Printer("en"), rec)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// turnOf reads the turn a game's view shows ("turn" in its JSON).
func turnOf(t *testing.T, v engine.View) int {
	var x struct {
		Turn int `json:"turn"`
	}
	b, _ := json.Marshal(v)
	if err := json.Unmarshal(b, &x); err != nil {
		t.Fatal(err)
	}
	return x.Turn
}

// TestSoloBugHuntAsksOnlyRealChoices plays whole solo Bug Hunts 1, the
// person's answers scripted (the rules bot's), and counts per turn the
// questions the person was asked before settings existed (every one) and
// with the default settings: no tie-break and no one-option question is
// asked, each is answered, logged and recorded, and the record replays.
// go test ./internal/tui -run TestSoloBugHuntAsksOnlyRealChoices -v
// prints the counts.
func TestSoloBugHuntAsksOnlyRealChoices(t *testing.T) {
	w := testWorld(t)
	for _, seed := range []uint64{1, 2, 3} {
		s := soloBugHunt(t, w, seed, nil)
		type count struct{ all, tie, forced, asked int }
		var turns []count
		add := func(turn int, c func(*count)) {
			for len(turns) <= turn {
				turns = append(turns, count{})
			}
			c(&turns[turn])
		}
		settledLines := 0
		for n := 0; s.Game.Pending() != nil; n++ {
			if n > 5000 {
				t.Fatal("no end after 5000 questions")
			}
			before := len(s.Rec.Choices)
			settled, err := s.Settle()
			if err != nil {
				t.Fatal(err)
			}
			for i := before; i < before+settled; i++ {
				if !s.settled[i] {
					t.Fatalf("choice %d settled but not marked", i)
				}
			}
			settledLines += settled
			d := s.Game.Pending()
			if d == nil {
				break
			}
			if c := d.Class(); c != engine.KindChoice {
				t.Fatalf("seed %d: asked a %v question: %s", seed, c, d.Prompt.Key)
			}
			turn := turnOf(t, s.Game.View(0))
			add(turn, func(c *count) { c.asked++ })
			b, _ := BotFor(s.Rec, 0, "rules")
			if err := s.Apply(b.Choose(s.Game.View(0), d)); err != nil {
				t.Fatal(err)
			}
		}
		// Count every question of the finished game by replaying it.
		g, err := w.Games.NewGame(&s.Rec.Header)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range s.Rec.Choices {
			d := g.Pending()
			turn := turnOf(t, g.View(0))
			add(turn, func(x *count) {
				x.all++
				switch d.Class() {
				case engine.KindTieBreak:
					x.tie++
				case engine.KindForced:
					x.forced++
				}
			})
			if err := g.Apply(c.Seat, c.Key); err != nil {
				t.Fatal(err)
			}
		}
		logged := 0
		for _, e := range s.Log {
			if strings.HasPrefix(e.Text, "Tie-break settled") || strings.HasPrefix(e.Text, "Only one answer") {
				logged++
			}
		}
		if logged != settledLines || settledLines == 0 {
			t.Errorf("seed %d: %d questions settled, %d logged", seed, settledLines, logged)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "seed %d, %s: turn  before (tie-breaks, one-option)  after\n", seed, g.Outcome().Winner)
		var total count
		for turn, c := range turns {
			if c.all == 0 {
				continue
			}
			fmt.Fprintf(&b, "  %4d  %6d (%d, %d)  %5d\n", turn, c.all, c.tie, c.forced, c.asked)
			total.all, total.tie, total.forced, total.asked = total.all+c.all, total.tie+c.tie, total.forced+c.forced, total.asked+c.asked
			if c.asked != c.all-c.tie-c.forced {
				t.Errorf("seed %d turn %d: asked %d of %d questions (%d tie-breaks, %d one-option)", seed, turn, c.asked, c.all, c.tie, c.forced)
			}
		}
		fmt.Fprintf(&b, "  all   %6d (%d, %d)  %5d", total.all, total.tie, total.forced, total.asked)
		t.Log(b.String())
	}
}
