package aliens

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// tieBreakPrompts are the questions that only settle an option the Aliens
// or Blips have, handed to the highest-Rank player [aliens U.1]: which
// Alien or Blip activates first (L.4, N.2), which board's Blips next
// (N.1), which of equally short routes (L.11, N.3), which adjacent
// Character is attacked (L.11) and which Alien carries a Captured
// Character away (M.12).
var tieBreakPrompts = map[string]bool{
	"aliens.prompt.alien-order":  true,
	"aliens.prompt.alien-step":   true,
	"aliens.prompt.alien-target": true,
	"aliens.prompt.blip-order":   true,
	"aliens.prompt.blip-board":   true,
	"aliens.prompt.blip-step":    true,
	"aliens.prompt.capture":      true,
}

// TestDecisionKinds [aliens U.1]: every Alien-side option a player settles
// is a tie-break, every other question a choice, whether the game is
// quiet (its decisions reuse memory) or not.
func TestDecisionKinds(t *testing.T) {
	seen := map[string]bool{}
	for i := range 48 {
		for _, quiet := range []bool{false, true} {
			h := randomHeader(i)
			if i%3 == 0 {
				h = bugHuntHeader(t, 1+i%4, uint64(i))
			}
			eg, err := NewFromHeader(&h)
			if err != nil {
				t.Fatal(err)
			}
			eg.(*Game).SetQuiet(quiet)
			rng := engine.NewRNG(uint64(i))
			for n := 0; n < 4000; n++ {
				d := eg.Pending()
				if d == nil {
					break
				}
				want := engine.KindChoice
				if tieBreakPrompts[d.Prompt.Key] {
					want = engine.KindTieBreak
					seen[d.Prompt.Key] = true
				}
				if d.Kind != want {
					t.Fatalf("game %d choice %d: %s has kind %v, want %v", i, n, d.Prompt.Key, d.Kind, want)
				}
				if err := eg.Apply(d.Seat, d.Options[rng.IntN(len(d.Options))].Key); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, k := range []string{"aliens.prompt.alien-step", "aliens.prompt.blip-board", "aliens.prompt.blip-step"} {
		if !seen[k] {
			t.Errorf("no game asked %s", k)
		}
	}
}
