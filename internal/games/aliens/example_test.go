package aliens_test

import (
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// A seeded drill played by always taking the first option: drawing
// whenever offered, the squad runs the Endurance Deck and the Exhaust Pile
// dry (F.8.1).
func Example() {
	o := aliens.DefaultOptions()
	o.Turns = 2
	g, err := aliens.New(o, 42)
	if err != nil {
		panic(err)
	}
	n := 0
	for d := g.Pending(); d != nil; d = g.Pending() {
		if err := g.Apply(d.Seat, d.Options[0].Key); err != nil {
			panic(err)
		}
		n++
	}
	out := g.Outcome()
	fmt.Println(out.Winner, out.Rule, g.Check() == nil)
	// Output: players aliens Q.2 true
}

func BenchmarkRandomDrill(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		o := aliens.DefaultOptions()
		o.Players, o.DrillAliens = 3, 4
		g, _ := aliens.New(o, seed)
		g.SetQuiet(true)
		pick := engine.NewRNG(seed)
		for d := g.Pending(); d != nil; d = g.Pending() {
			_ = g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key)
		}
	}
}
