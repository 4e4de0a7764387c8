package marsattacks

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// [mars M.2.4, M.2.5, M.18.16] N+ successes, exploding 8s, Klutz's 1s.
func TestRollDice(t *testing.T) {
	for _, c := range []struct {
		name   string
		n, tgt int
		klutz  bool
		forced []int
		dice   []int
		succ   int
	}{
		{"M.2.4 each die >= N succeeds", 3, 5, false, []int{4, 5, 6}, []int{4, 5, 6}, 2},
		{"M.2.5 an 8 succeeds and adds a die", 3, 5, false, []int{8, 2, 3, 6}, []int{8, 2, 3, 6}, 2},
		{"M.2.5 bonus 8s explode again", 1, 5, false, []int{8, 8, 8, 1}, []int{8, 8, 8, 1}, 3},
		{"M.2.5 an 8 succeeds even against 8+", 1, 8, false, []int{8, 7}, []int{8, 7}, 1},
		{"M.18.16 Klutz: a 1 adds a die but fails", 2, 5, true, []int{1, 3, 6}, []int{1, 3, 6}, 1},
		{"M.18.16 without Klutz a 1 is just a failure", 2, 5, false, []int{1, 3, 6}, []int{1, 3}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := board(t, "us-hmg@A1", "martian-disintegrator@H8")
			g.rng.Force(c.forced...)
			r := g.rollDice(c.n, c.tgt, c.klutz)
			if !slices.Equal(r.Dice, c.dice) || r.Successes != c.succ {
				t.Fatalf("roll = %v, %d successes; want %v, %d", r.Dice, r.Successes, c.dice, c.succ)
			}
		})
	}
}

// TestD8MatchesRoll: the quick d8 gives Roll(8)'s results from the same
// generator, and leaves it in the same state; forced results still
// come first.
func TestD8MatchesRoll(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		a, b := &Game{rng: engine.NewRNG(seed)}, engine.NewRNG(seed)
		for k := 0; k < 2000; k++ {
			if x, y := a.d8(), b.Roll(8); x != y {
				t.Fatalf("seed %d roll %d: d8 %d, Roll(8) %d", seed, k, x, y)
			}
		}
		if string(a.rng.State()) != string(b.State()) {
			t.Fatalf("seed %d: generators differ after the rolls", seed)
		}
	}
	g := &Game{rng: engine.NewRNG(1)}
	g.rng.Force(3, 8)
	if x, y := g.d8(), g.d8(); x != 3 || y != 8 {
		t.Fatalf("forced 3, 8: rolled %d, %d", x, y)
	}
}
