package enginetest

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// Determinizations plays n random games of cfg and, every every-th
// choice, determinizes the game for each seat and for a spectator and
// checks that the seat cannot tell the sample from the real game: equal
// JSON views, the same options when the seat is choosing, the game's
// own invariants (cfg.Check), and a sample that plays on to its end with
// random choices. It also checks that equal RNG states give equal
// samples and that the real game is left unchanged.
func Determinizations(t testing.TB, cfg Config, n, every int) {
	t.Helper()
	checked := 0
	for i := range n {
		h := cfg.Header(i)
		g, err := cfg.New(&h)
		if err != nil {
			t.Fatalf("game %d: setup: %v", i, err)
		}
		if q, ok := g.(engine.Quieter); ok {
			q.SetQuiet(true)
		}
		pick := engine.NewRNG(uint64(i) ^ 0x5eed)
		for step := 0; g.Pending() != nil && step < cfg.MaxChoices; step++ {
			if step%every == 0 {
				for seat := engine.Spectator; int(seat) < g.Seats(); seat++ {
					if err := checkSample(cfg, g, seat, uint64(i*1000003+step)); err != nil {
						t.Fatalf("game %d (seed %d) step %d seat %d: %v", i, h.Seed, step, seat, err)
					}
					checked++
				}
			}
			d := g.Pending()
			if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
				t.Fatalf("game %d step %d: %v", i, step, err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position was determinized")
	}
}

func checkSample(cfg Config, g engine.Game, seat engine.Seat, seed uint64) error {
	det, ok := g.(engine.Determinizer)
	if !ok {
		return fmt.Errorf("%T has no Determinize", g)
	}
	before := g.Hash()
	rng := engine.NewRNG(seed)
	again := rng
	s := det.Determinize(seat, &rng)
	if g.Hash() != before {
		return fmt.Errorf("Determinize changed the real game")
	}
	if det.Determinize(seat, &again).Hash() != s.Hash() {
		return fmt.Errorf("equal RNG states gave different samples")
	}
	// A game the seat cannot tell from the real one (a sample) must give
	// the same sample: Determinize reads the hidden parts' contents, never
	// their real places, so a search sees the seat's information alone.
	other := engine.NewRNG(seed ^ 0xd1ff)
	twin := det.Determinize(seat, &other)
	same, again2 := engine.NewRNG(seed), engine.NewRNG(seed)
	if twin.(engine.Determinizer).Determinize(seat, &same).Hash() != det.Determinize(seat, &again2).Hash() {
		return fmt.Errorf("two games the seat cannot tell apart gave different samples")
	}
	want, _ := json.Marshal(g.View(seat))
	got, _ := json.Marshal(s.View(seat))
	if string(want) != string(got) {
		return fmt.Errorf("views differ:\nreal   %s\nsample %s", want, got)
	}
	if d := g.Pending(); d != nil && d.Seat == seat {
		sd := s.Pending()
		if sd == nil || !slices.Equal(d.Keys(), sd.Keys()) {
			return fmt.Errorf("the sample offers other options")
		}
	}
	if cfg.Check != nil {
		if err := cfg.Check(s); err != nil {
			return fmt.Errorf("sample: %w", err)
		}
	}
	play := engine.NewRNG(seed + 1)
	for step := 0; step < cfg.MaxChoices; step++ {
		d := s.Pending()
		if d == nil {
			return nil
		}
		if err := s.Apply(d.Seat, d.Options[play.IntN(len(d.Options))].Key); err != nil {
			return fmt.Errorf("sample, step %d: %w", step, err)
		}
	}
	return fmt.Errorf("sample not over after %d choices", cfg.MaxChoices)
}

// ChiSquare returns Pearson's statistic for observed counts against
// expected probabilities (which sum to 1) over total draws, and the
// critical value at significance 1e-5 for len(observed)-1 degrees of
// freedom (Wilson-Hilferty's approximation, within 1% from 2 degrees
// up). A test checks some fifty cards at once, each against its own
// threshold: at 1e-5 a fair sampler fails one of them about once in two
// thousand seeds, while a biased one (a card kept in place, events
// crowded at one end) lands tens of times over it.
func ChiSquare(observed []int, expected []float64, total int) (stat, critical float64) {
	for i, o := range observed {
		e := expected[i] * float64(total)
		stat += (float64(o) - e) * (float64(o) - e) / e
	}
	df := float64(len(observed) - 1)
	const z = 4.264890793922825 // the normal quantile at 1-1e-5
	h := 2 / (9 * df)
	return stat, df * math.Pow(1-h+z*math.Sqrt(h), 3)
}
