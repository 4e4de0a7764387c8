package marsattacks

import (
	"fmt"
	"math/bits"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestChosenOptionIndex checks what choose reads from the index of the
// option chosen instead of its key, against the keys themselves, for
// every option of every turn and action question of random games of
// every setup, quiet and logged: the figure an activate option of the
// turn question activates (turnActFig, the figure its key names; -1 for
// the other options) and the action an action option takes (actOK, in
// actionKeys order, then the extra actions). [mars M.4.6, M.5.1]
func TestChosenOptionIndex(t *testing.T) {
	for _, sc := range scenarioIDs() {
		for seed := uint64(50); seed < 54; seed++ {
			for _, quiet := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s-%d-%v", sc, seed, quiet), func(t *testing.T) {
					playEachIn(t, sc, seed, quiet, func(g *Game, i int, _ string) {
						if d := g.Pending(); d != nil {
							checkChosenIndex(t, g, d, i)
						}
					})
				})
			}
		}
	}
}

func checkChosenIndex(t *testing.T, g *Game, d *engine.Decision, i int) {
	t.Helper()
	switch g.st.Wait {
	case wTurn:
		for k, o := range d.Options {
			verb, arg := cutVerb(o.Key)
			want := int8(-1)
			if verb == "activate" {
				want = g.figByID(arg)
			}
			if got := g.turnActFig(k); got != want {
				t.Fatalf("choice %d: turn option %d (%s) activates figure %d by its index, %d by its key", i, k, o.Key, got, want)
			}
		}
	case wAction:
		n := bits.OnesCount16(g.memo.actOK)
		ok := g.memo.actOK
		for k, o := range d.Options {
			verb, arg := cutVerb(o.Key)
			if k >= n {
				if verb != "extra" {
					t.Fatalf("choice %d: action option %d (%s) is past the %d actions but no extra action", i, k, o.Key, n)
				}
				continue
			}
			if a := actionKeys[bits.TrailingZeros16(ok)].key; verb != "act" || arg != a {
				t.Fatalf("choice %d: action option %d is %s by its key, %s by its index", i, k, o.Key, a)
			}
			ok &= ok - 1
		}
	}
}
