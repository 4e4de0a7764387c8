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
