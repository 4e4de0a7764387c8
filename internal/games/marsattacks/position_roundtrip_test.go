package marsattacks_test

import (
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
	"github.com/sulaco/sulaco/internal/position"
)

// TestPositionRoundTrip: load(save(g)) has the same View for every seat,
// the same pending decision and the same Hash as g, over random games of
// every scenario stopped after a random number of choices (1,000 or more
// positions; -short plays fewer).
func TestPositionRoundTrip(t *testing.T) {
	scenarios := []string{"skirmish", "skirmish-civilians", "skirmish-random", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10"}
	n := 1000
	if testing.Short() {
		n = 100
	}
	rng := engine.NewRNG(23)
	for i := range n {
		o := marsattacks.OptionsForSeats(2)
		o.Scenario = scenarios[i%len(scenarios)]
		g, err := marsattacks.New(o, uint64(i)+1)
		if err != nil {
			t.Fatal(err)
		}
		stop := rng.IntN(300)
		for k := 0; k < stop && g.Pending() != nil; k++ {
			d := g.Pending()
			if err := g.Apply(d.Seat, d.Options[rng.IntN(len(d.Options))].Key); err != nil {
				t.Fatal(err)
			}
		}
		g.TakeEvents()
		checkRoundTrip(t, g, fmt.Sprintf("game %d (%s)", i, o.Scenario))
	}
}

func checkRoundTrip(t *testing.T, g *marsattacks.Game, name string) {
	t.Helper()
	data, err := g.Position()
	if err != nil {
		t.Fatalf("%s: save: %v", name, err)
	}
	d, err := position.Parse(name, data)
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, data)
	}
	h, err := marsattacks.FromPosition(d)
	if err != nil {
		t.Fatalf("%s: load: %v\n%s", name, err, data)
	}
	enginetest.SameGame(t, name, g, h, data)
	again, err := h.Position()
	if err != nil || string(again) != string(data) {
		t.Fatalf("%s: the loaded game saves differently (%v)", name, err)
	}
}
