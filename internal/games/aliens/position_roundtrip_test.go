package aliens_test

import (
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/position"
)

// TestPositionRoundTrip: load(save(g)) has the same View for every seat,
// the same pending decision and the same Hash as g, over random games of
// every mission stopped after a random number of choices (1,000 or more
// positions; -short plays fewer).
func TestPositionRoundTrip(t *testing.T) {
	rules, err := aliens.BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	missions := []string{"bug-hunt-1", "bug-hunt-2", "bug-hunt-3", "bug-hunt-4", "mission-1", "mission-2",
		"mission-3", "rescue", "resupply", "drill"}
	n := 1000
	if testing.Short() {
		n = 100
	}
	rng := engine.NewRNG(23)
	for i := range n {
		o := aliens.DefaultOptions()
		o.Mission = missions[i%len(missions)]
		o.Players = 1 + rng.IntN(3)
		switch o.Mission {
		case "drill":
			o.DrillAliens = rng.IntN(4)
		case "rescue":
			o.Captives = []string{"newt"}
		case "mission-2", "mission-3":
			o.Newt = true
		}
		g, err := aliens.NewWith(rules, o, uint64(i)+1)
		if err != nil {
			t.Fatal(err)
		}
		stop := rng.IntN(400)
		for k := 0; k < stop && g.Pending() != nil; k++ {
			d := g.Pending()
			if err := g.Apply(d.Seat, d.Options[rng.IntN(len(d.Options))].Key); err != nil {
				t.Fatal(err)
			}
		}
		g.TakeEvents()
		checkRoundTrip(t, rules, g, fmt.Sprintf("game %d (%s, %d players)", i, o.Mission, o.Players))
	}
}

func checkRoundTrip(t *testing.T, rules *aliens.Rules, g *aliens.Game, name string) {
	t.Helper()
	data, err := g.Position()
	if err != nil {
		t.Fatalf("%s: save: %v", name, err)
	}
	d, err := position.Parse(name, data)
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, data)
	}
	h, err := aliens.FromPosition(rules, d)
	if err != nil {
		t.Fatalf("%s: load: %v\n%s", name, err, data)
	}
	enginetest.SameGame(t, name, g, h, data)
	again, err := h.Position()
	if err != nil || string(again) != string(data) {
		t.Fatalf("%s: the loaded game saves differently (%v)", name, err)
	}
}
