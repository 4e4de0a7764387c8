package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/pig"
)

// TestReplayShowsOneSeatsView: the replay viewer shows a spectator's view
// by default, never a seat's secret (Pig's lucky numbers, dealt to each
// seat alone); v switches to each seat's own view, then to everything;
// -seat (Config.ReplaySeat) and -all start there [issue 16].
func TestReplayShowsOneSeatsView(t *testing.T) {
	w := testWorld(t)
	def, _ := w.Games.Lookup(pig.Name)
	opts, _ := def.Options(2)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: pig.Name, Content: w.Content.Version,
		Options: opts, Seed: 9, Seats: []engine.SeatInfo{{Player: "human"}, {Player: "human"}}}}
	g, err := def.New(&rec.Header)
	if err != nil {
		t.Fatal(err)
	}
	lucky := []int{g.(*pig.Game).Lucky(0), g.(*pig.Game).Lucky(1)}
	for _, k := range []string{"roll", "hold", "roll", "hold"} {
		rec.Choices = append(rec.Choices, engine.Choice{Seat: g.Pending().Seat, Key: k})
		if err := g.Apply(g.Pending().Seat, k); err != nil {
			t.Fatal(err)
		}
	}
	dealt := func(seat int) string { return "Seat " + itoa(seat) + " is dealt the lucky number " + itoa(lucky[seat]) }
	check := func(d *driver, view string, shown, hidden []int) {
		t.Helper()
		d.want(view)
		s := d.screen()
		for _, seat := range shown {
			if !strings.Contains(s, dealt(seat)) {
				t.Fatalf("%s: seat %d's deal is not shown:\n%s", view, seat, s)
			}
		}
		for _, seat := range hidden {
			if strings.Contains(s, dealt(seat)) {
				t.Fatalf("%s: seat %d's lucky number is shown:\n%s", view, seat, s)
			}
		}
	}
	wide := func(cfg Config) *driver {
		d := newDriver(t, cfg)
		d.send(tea.WindowSizeMsg{Width: 200, Height: 40}) // no line of the log wraps
		return d
	}
	d := wide(Config{World: w, Record: rec, Replay: true})
	d.send(key("G"))
	check(d, "spectator's view", nil, []int{0, 1})
	d.keys("v")
	check(d, "seat 0's view", []int{0}, []int{1})
	d.keys("v")
	check(d, "seat 1's view", []int{1}, []int{0})
	d.keys("v")
	check(d, "everything, secrets too", []int{0, 1}, nil)
	d.keys("v")
	check(d, "spectator's view", nil, []int{0, 1})

	one := engine.Seat(1)
	d = wide(Config{World: w, Record: rec, Replay: true, ReplaySeat: &one})
	check(d, "seat 1's view", []int{1}, []int{0})
	d = wide(Config{World: w, Record: rec, Replay: true, ReplayAll: true})
	check(d, "everything, secrets too", []int{0, 1}, nil)
	bad := engine.Seat(2)
	if _, err := New(Config{World: w, Record: rec, Replay: true, ReplaySeat: &bad}); err == nil {
		t.Fatal("a replay as seat 2 of a two-seat game was accepted")
	}
}
