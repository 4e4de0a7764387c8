package engine_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/pig"
)

func header(seed uint64) engine.Header {
	return engine.Header{Game: pig.Name, Options: []byte(`{"players":2,"target":30}`), Seed: seed,
		Seats: []engine.SeatInfo{{Player: "bot:random"}, {Player: "bot:random"}}}
}

// playRecord plays a random game and returns its record.
func playRecord(t testing.TB, h engine.Header) *engine.Record {
	g, err := pig.NewFromHeader(&h)
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRandom(h.Seed)
	rec := &engine.Record{Format: engine.RecordFormat, Header: h}
	for d := g.Pending(); d != nil; d = g.Pending() {
		k := b.Choose(nil, d)
		if err := g.Apply(d.Seat, k); err != nil {
			t.Fatal(err)
		}
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: k})
	}
	rec.Hash = g.Hash()
	return rec
}

func TestReplayReproducesHash(t *testing.T) {
	rec := playRecord(t, header(11))
	var events int
	g, err := engine.Replay(rec, pig.NewFromHeader, func(i int, c engine.Choice, ev []engine.Event) { events += len(ev) })
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != rec.Hash || g.Outcome() == nil {
		t.Fatalf("replay ended at %s (outcome %v); want %s", g.Hash(), g.Outcome(), rec.Hash)
	}
	if events < len(rec.Choices) {
		t.Fatalf("replay reported %d events for %d choices", events, len(rec.Choices))
	}
}

func TestReplayNamesTheBadChoice(t *testing.T) {
	rec := playRecord(t, header(12))
	tests := []struct {
		name  string
		edit  func(r *engine.Record)
		index int
		want  string
	}{
		{"illegal key", func(r *engine.Record) { r.Choices[3].Key = "jump" }, 3, `cannot choose "jump"`},
		{"wrong seat", func(r *engine.Record) { r.Choices[2].Seat = 1 - r.Choices[2].Seat }, 2, "is not to choose"},
		{"past the end", func(r *engine.Record) { r.Choices = append(r.Choices, engine.Choice{Key: "roll"}); r.Hash = "" }, len(rec.Choices), "already over"},
		{"hash", func(r *engine.Record) { r.Hash = "0000" }, len(rec.Choices), "differs from the record's 0000"},
		{"setup", func(r *engine.Record) { r.Options = []byte(`{"players":9}`) }, -1, "2 seats for 9 players"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := *rec
			r.Choices = append([]engine.Choice(nil), rec.Choices...)
			tt.edit(&r)
			_, err := engine.Replay(&r, pig.NewFromHeader, nil)
			var re *engine.ReplayError
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *ReplayError", err)
			}
			if re.Index != tt.index || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %q at index %d; want %q at %d", err, re.Index, tt.want, tt.index)
			}
		})
	}
}

// BenchmarkReplay1000 replays a record of about 1,000 choices (the target
// is 5 ms or less on the test game, and later on the real games).
func BenchmarkReplay1000(b *testing.B) {
	h := header(1)
	h.Options = []byte(`{"players":2,"target":1000}`)
	rec := playRecord(b, h)
	rec.Choices = rec.Choices[:min(1000, len(rec.Choices))]
	rec.Hash = ""
	b.ReportAllocs()
	b.ReportMetric(float64(len(rec.Choices)), "choices")
	for b.Loop() {
		if _, err := engine.Replay(rec, pig.NewFromHeader, nil); err != nil {
			b.Fatal(err)
		}
	}
}
