package sim

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/pig"
)

func pigHeader(i int) engine.Header {
	return engine.Header{Game: pig.Name, Seed: uint64(i), Options: []byte(`{"players":2,"target":30}`),
		Seats: make([]engine.SeatInfo, 2)}
}

func TestWilson(t *testing.T) {
	tests := []struct {
		k, n      int
		p, lo, hi float64
	}{
		{50, 100, 0.5, 0.4038, 0.5962},
		{0, 10, 0, 0, 0.2775},
		{10, 10, 1, 0.7225, 1},
		{700, 1000, 0.7, 0.6707, 0.7276},
	}
	for _, tt := range tests {
		r := Wilson(tt.k, tt.n)
		if math.Abs(r.P-tt.p) > 1e-9 || math.Abs(r.Lo-tt.lo) > 5e-4 || math.Abs(r.Hi-tt.hi) > 5e-4 {
			t.Errorf("Wilson(%d,%d) = %+v; want p %.4f [%.4f, %.4f]", tt.k, tt.n, r, tt.p, tt.lo, tt.hi)
		}
	}
	if (Wilson(0, 0) != Rate{}) {
		t.Error("Wilson(0,0) is not zero")
	}
}

func TestRunIsDeterministic(t *testing.T) {
	cfg := Config{New: pig.NewFromHeader, Header: pigHeader, Games: 300, Workers: 2}
	a, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 1
	b, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if a.Games != 300 || len(a.Violations) != 0 {
		t.Fatalf("run: %d games, violations %v", a.Games, a.Violations)
	}
	if a.Choices != b.Choices || a.Outcomes[0] != b.Outcomes[0] || a.Lengths != b.Lengths {
		t.Fatalf("the same games on 1 and 2 workers differ: %+v vs %+v", a, b)
	}
	total := 0
	for _, c := range a.Outcomes {
		total += c.N
	}
	if total != 300 {
		t.Fatalf("outcomes add up to %d", total)
	}
}

// broken wraps pig and breaks an invariant or panics after a few choices.
type broken struct {
	*pig.Game
	n     int
	panic bool
}

func (b *broken) Apply(s engine.Seat, k string) error {
	b.n++
	if b.panic && b.n == 5 {
		panic("boom")
	}
	return b.Game.Apply(s, k)
}

func (b *broken) Check() error {
	if !b.panic && b.n == 7 {
		return errors.New("seven is unlucky")
	}
	return nil
}

func TestRunReportsViolationsWithRecords(t *testing.T) {
	for _, panics := range []bool{false, true} {
		cfg := Config{
			New: func(h *engine.Header) (engine.Game, error) {
				g, err := pig.NewFromHeader(h)
				if err != nil {
					return nil, err
				}
				return &broken{Game: g.(*pig.Game), panic: panics}, nil
			},
			Header: pigHeader, Games: 4,
		}
		res, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Violations) != 4 {
			t.Fatalf("panics=%v: %d violations; want 4", panics, len(res.Violations))
		}
		v := res.Violations[0]
		want, choices := "seven is unlucky", 7
		if panics {
			want, choices = "panic: boom", 5
		}
		if !strings.Contains(v.Err.Error(), want) || len(v.Record.Choices) != choices {
			t.Fatalf("violation %v with %d choices; want %q after %d", v.Err, len(v.Record.Choices), want, choices)
		}
		// The record replays up to the failing choice.
		rec := *v.Record
		rec.Choices, rec.Hash = rec.Choices[:choices-1], ""
		if _, err := engine.Replay(&rec, pig.NewFromHeader, nil); err != nil {
			t.Fatalf("failure record does not replay: %v", err)
		}
		// It carries the error, and the hash of the state that failed:
		// the whole record replays to it (or to the panic, reported).
		if v.Record.Error != v.Err.Error() || v.Record.Hash == "" {
			t.Fatalf("failure record: error %q, hash %q", v.Record.Error, v.Record.Hash)
		}
		_, err = engine.Replay(v.Record, cfg.New, nil)
		if panics != (err != nil) || panics && !strings.Contains(err.Error(), "panic: boom") {
			t.Fatalf("the whole failure record replays with %v", err)
		}
	}
}

func TestRunStopsOnLongGames(t *testing.T) {
	h := func(i int) engine.Header {
		x := pigHeader(i)
		x.Options = []byte(`{"players":2,"target":10000}`)
		return x
	}
	res, err := Run(context.Background(), Config{New: pig.NewFromHeader, Header: h, Games: 2, MaxChoices: 50})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Violations) != 2 || !strings.Contains(res.Violations[0].Err.Error(), "not over after 50") {
		t.Fatalf("violations: %+v", res.Violations)
	}
}

func TestBench(t *testing.T) {
	r, err := Bench(pig.NewFromHeader, pigHeader, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Games != 1 || r.ReplayLen == 0 || r.Replay <= 0 {
		t.Fatalf("bench: %+v", r)
	}
}

func BenchmarkPigGame(b *testing.B) {
	i := 0
	for b.Loop() {
		if _, err := Run(context.Background(), Config{New: pig.NewFromHeader, Header: func(int) engine.Header { return pigHeader(i) }, Games: 1, Workers: 1}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// warming wraps pig with shared tables to fill (engine.Warmer).
type warming struct {
	*pig.Game
	warmed *int
}

func (w warming) Warm() { *w.warmed++ }

func TestBenchAndRunWarmOnce(t *testing.T) {
	// The shared tables are filled once, before the clock starts, not by
	// every game.
	n := 0
	newGame := func(h *engine.Header) (engine.Game, error) {
		g, err := pig.NewFromHeader(h)
		if err != nil {
			return nil, err
		}
		return warming{g.(*pig.Game), &n}, nil
	}
	if _, err := Bench(newGame, pigHeader, 0); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("bench warmed %d times; want 1", n)
	}
	n = 0
	if _, err := Run(context.Background(), Config{New: newGame, Header: pigHeader, Games: 20, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("run warmed %d times; want 1", n)
	}
}
