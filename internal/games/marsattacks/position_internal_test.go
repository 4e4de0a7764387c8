package marsattacks

import (
	"encoding/json"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/position"
)

// TestPositionTerrain: a saved position lays the same ruins when loaded,
// oriented by the Martians (M.19.2) or generated (skirmish-random), and
// every part of the state the hash reads comes back.
func TestPositionTerrain(t *testing.T) {
	scenarios := []string{"skirmish", "skirmish-civilians", "skirmish-random", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10"}
	rng := engine.NewRNG(23)
	for i := range 60 {
		o := OptionsForSeats(2)
		o.Scenario = scenarios[i%len(scenarios)]
		g, _ := New(o, uint64(i)+1)
		stop := rng.IntN(300)
		for k := 0; k < stop && g.Pending() != nil; k++ {
			d := g.Pending()
			g.Apply(d.Seat, d.Options[rng.IntN(len(d.Options))].Key)
		}
		data, _ := g.Position()
		d, err := position.Parse("x", data)
		if err != nil {
			t.Fatal(err)
		}
		h, err := FromPosition(d)
		if err != nil {
			t.Fatal(err)
		}
		st := func(g *Game) map[string]any {
			return map[string]any{"figs": g.st.Figs, "round": g.st.Round, "turnNo": g.st.TurnNo, "first": g.st.First, "passed": g.st.Passed, "turn": g.st.Turn, "vp": g.st.VP,
				"deck": g.st.Deck, "discard": g.st.Discard, "hands": g.st.Hands, "rows": g.st.Rows, "markers": g.st.Markers, "m": g.machine(), "over": g.st.Over, "winner": g.st.Winner, "rng": g.rng.State(), "forced": g.rng.Forced()}
		}
		a, b := st(g), st(h)
		for k := range a {
			x, _ := json.Marshal(a[k])
			y, _ := json.Marshal(b[k])
			if string(x) != string(y) {
				t.Errorf("game %d %s field %s:\n%s\n%s", i, o.Scenario, k, x, y)
			}
		}
		if (g.terrain == nil) != (h.terrain == nil) || g.terrain != nil && g.terrain.String() != h.terrain.String() {
			t.Errorf("game %d terrain differs:\n%s\n%s", i, g.terrain, h.terrain)
		}
		if t.Failed() {
			return
		}
	}
}
