package marsattacks

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// BenchmarkRandomGame plays whole random skirmishes without events.
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		g, err := New(DefaultOptions(), seed)
		if err != nil {
			b.Fatal(err)
		}
		g.SetQuiet(true)
		pick := engine.NewRNG(seed)
		for d := g.Pending(); d != nil; d = g.Pending() {
			if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkPending measures building the options of a fresh game.
func BenchmarkPending(b *testing.B) {
	g, err := New(DefaultOptions(), 1)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		_ = g.Pending()
	}
}
