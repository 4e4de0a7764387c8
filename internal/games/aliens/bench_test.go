package aliens

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// Benchmarks of whole games and of the engine calls a search bot makes
// (docs/performance.md). Games are played as sulaco bench plays them:
// quiet, two players, a random bot.

// bugHuntHeader is the header sulaco bench uses for a Bug Hunt.
func bugHuntHeader(b testing.TB, mission int, seed uint64) engine.Header {
	b.Helper()
	o := DefaultOptions()
	o.Mission = fmt.Sprintf("bug-hunt-%d", mission)
	opts, err := json.Marshal(o)
	if err != nil {
		b.Fatal(err)
	}
	return engine.Header{Game: Name, Options: opts, Seed: seed, Seats: make([]engine.SeatInfo, o.Players)}
}

// playRandom plays a whole game quietly with a random bot and returns the
// number of choices made.
func playRandom(b testing.TB, h *engine.Header, rec *[]engine.Choice) int {
	eg, err := NewFromHeader(h)
	if err != nil {
		b.Fatal(err)
	}
	eg.(*Game).SetQuiet(true)
	// The random bot's choices, without importing package bot (which
	// imports this package for its rule-based player).
	r := engine.NewRNG(h.Seed + 1)
	n := 0
	for d := eg.Pending(); d != nil; d = eg.Pending() {
		k := d.Options[r.IntN(len(d.Options))].Key
		if err := eg.Apply(d.Seat, k); err != nil {
			b.Fatal(err)
		}
		if rec != nil {
			*rec = append(*rec, engine.Choice{Seat: d.Seat, Key: k})
		}
		n++
	}
	return n
}

// warmLOS computes the mission's Line of Sight table up front: a layout
// fills it lazily and keeps it for the life of the process, so a long run
// pays it once, and the benchmarks measure the rules, not the warm-up.
func warmLOS(b *testing.B, mission int) {
	r, err := BuiltinRules()
	if err != nil {
		b.Fatal(err)
	}
	for _, m := range r.Missions {
		if m.ID == fmt.Sprintf("bug-hunt-%d", mission) && m.Layout != nil {
			m.Layout.PrecomputeLOS(0)
		}
	}
}

func benchBugHunt(b *testing.B, mission int) {
	warmLOS(b, mission)
	b.ReportAllocs()
	seed, choices := uint64(1), 0
	for b.Loop() {
		h := bugHuntHeader(b, mission, seed)
		choices += playRandom(b, &h, nil)
		seed++
	}
	b.ReportMetric(float64(choices)/float64(b.N), "choices/game")
}

func BenchmarkBugHunt1(b *testing.B) { benchBugHunt(b, 1) }
func BenchmarkBugHunt2(b *testing.B) { benchBugHunt(b, 2) }
func BenchmarkBugHunt3(b *testing.B) { benchBugHunt(b, 3) }
func BenchmarkBugHunt4(b *testing.B) { benchBugHunt(b, 4) }

// recorded is one recorded Bug Hunt 1: its header and choices.
func recorded(b *testing.B) (engine.Header, []engine.Choice) {
	h := bugHuntHeader(b, 1, 3)
	var rec []engine.Choice
	playRandom(b, &h, &rec)
	return h, rec
}

// BenchmarkApply is the mean cost of Pending and Apply, as a bot calls
// them, over a recorded Bug Hunt 1 (set-up excluded).
func BenchmarkApply(b *testing.B) {
	warmLOS(b, 1)
	h, rec := recorded(b)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		b.StopTimer()
		eg, err := NewFromHeader(&h)
		if err != nil {
			b.Fatal(err)
		}
		eg.(*Game).SetQuiet(true)
		b.StartTimer()
		for _, c := range rec {
			d := eg.Pending()
			if err := eg.Apply(d.Seat, c.Key); err != nil {
				b.Fatal(err)
			}
		}
		n += len(rec)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/apply")
}

// BenchmarkClone clones a Bug Hunt 1 halfway through, quiet as in a
// search.
func BenchmarkClone(b *testing.B) {
	h, rec := recorded(b)
	eg, err := NewFromHeader(&h)
	if err != nil {
		b.Fatal(err)
	}
	eg.(*Game).SetQuiet(true)
	for _, c := range rec[:len(rec)/2] {
		if err := eg.Apply(c.Seat, c.Key); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = eg.Clone()
	}
}

// BenchmarkLOSTable fills a Bug Hunt layout's whole Line of Sight table on
// one core, as the first game of a mission in a process does (on every
// core there). The layout is loaded fresh each time.
func BenchmarkLOSTable(b *testing.B) {
	for n := 1; n <= 4; n++ {
		b.Run(fmt.Sprintf("bug-hunt-%d", n), func(b *testing.B) {
			id := fmt.Sprintf("bug-hunt-%d", n)
			for b.Loop() {
				b.StopTimer()
				set, err := content.Load(content.Builtin())
				if err != nil {
					b.Fatal(err)
				}
				m, ok := set.Aliens.Mission(id)
				if !ok {
					b.Fatal("no mission", id)
				}
				b.StartTimer()
				m.Layout.PrecomputeLOS(1)
			}
		})
	}
}
