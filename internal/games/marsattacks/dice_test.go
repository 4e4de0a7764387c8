package marsattacks

import (
	"slices"
	"testing"
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
