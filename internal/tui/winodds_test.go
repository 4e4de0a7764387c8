package tui

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestOddsKey: w in a game estimates the human seat's odds off the
// interface's goroutine; the panel then shows them with their interval,
// and marks them once the game has moved on.
func TestOddsKey(t *testing.T) {
	w := testWorld(t)
	def, _ := w.Games.Lookup("marsattacks")
	opts, _ := def.Options(2)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "marsattacks", Content: w.Content.Version,
		Options: opts, Seed: 11, Seats: []engine.SeatInfo{{Player: "human"}, {Player: "bot:rules"}}}}
	d := newDriver(t, Config{World: w, Record: rec})
	d.send(key("w"))
	if d.m.status == "" {
		t.Fatal("no status while computing")
	}
	_, cmd := d.m.Update(key("w"))
	if cmd == nil {
		t.Fatal("w started nothing")
	}
	msg, ok := cmd().(oddsMsg)
	if !ok || msg.Odds.Games != 1100 || msg.Odds.Seat != 0 {
		t.Fatalf("odds: %+v", msg)
	}
	d.send(msg)
	d.want("Win odds", "games, after choice 0)")
	if lo, hi := msg.Odds.Win.Lo, msg.Odds.Win.Hi; !(lo <= msg.Odds.Win.P && msg.Odds.Win.P <= hi) {
		t.Fatalf("interval %+v", msg.Odds.Win)
	}
	dec := d.m.s.Game.Pending()
	d.m.s.Rec.Choices = append(d.m.s.Rec.Choices, engine.Choice{Seat: dec.Seat, Key: dec.Options[0].Key})
	d.want("earlier position")
}

// TestHintKey: i asks the search bot for the human seat's decision; the
// suggestion is selected and named with its odds; a table with hints off
// refuses.
func TestHintKey(t *testing.T) {
	defer func(l string) { hintLevel = l }(hintLevel)
	hintLevel = "easy"
	w := testWorld(t)
	def, _ := w.Games.Lookup("marsattacks")
	opts, _ := def.Options(2)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "marsattacks", Content: w.Content.Version,
		Options: opts, Seed: 11, Seats: []engine.SeatInfo{{Player: "human"}, {Player: "bot:rules"}}}}
	d := newDriver(t, Config{World: w, Record: rec})
	_, cmd := d.m.Update(key("i"))
	if cmd == nil {
		t.Fatal("i started nothing")
	}
	msg := cmd().(hintMsg)
	dec := d.m.s.Game.Pending()
	if dec.Find(msg.Key) < 0 || msg.Option == "" {
		t.Fatalf("hint %+v", msg)
	}
	d.send(msg)
	if dec.Options[d.m.sel].Key != msg.Key {
		t.Fatalf("selected %d, hint %s", d.m.sel, msg.Key)
	}
	d.want("hint: " + msg.Option[:min(10, len(msg.Option))])

	off := newDriver(t, Config{World: w, Record: rec, NoHints: true})
	if _, cmd := off.m.Update(key("i")); cmd != nil {
		t.Fatal("a hint at a table with hints off")
	}
}

// TestReplayCurve: w in the replay viewer draws the odds over the game
// as a sparkline with a mark under the position shown.
func TestReplayCurve(t *testing.T) {
	defer func(p, g int) { curvePoints, curveGames = p, g }(curvePoints, curveGames)
	curvePoints, curveGames = 8, 20
	w := testWorld(t)
	def, _ := w.Games.Lookup("marsattacks")
	opts, _ := def.Options(2)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "marsattacks", Content: w.Content.Version,
		Options: opts, Seed: 5, Seats: []engine.SeatInfo{{Player: "bot:rules"}, {Player: "bot:rules"}}}}
	s, err := NewSession(w, w.Text.Printer("en"), rec)
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		if _, err := s.BotStep(); err != nil {
			t.Fatal(err)
		}
	}
	d := newDriver(t, Config{World: w, Record: s.Rec, Replay: true})
	_, cmd := d.m.Update(key("w"))
	if cmd == nil {
		t.Fatal("w started nothing in the replay viewer")
	}
	msg := cmd().(curveMsg)
	if len(msg.Points) != curvePoints {
		t.Fatalf("%d points", len(msg.Points))
	}
	d.send(msg)
	d.want("Odds over the game", "^")
}
