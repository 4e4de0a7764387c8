package grid

import (
	"testing"

	"pgregory.net/rapid"
)

// TestSightRows_MatchLOS: a square outside a's row never sees a, one in its
// sure row always does, whatever stands and whatever is closed; no rows
// before the table is complete [aliens E.1-E.6].
func TestSightRows_MatchLOS(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := genLayout(t, MoveRules{})
		if m, s := l.SightRows(0); m != nil || s != nil {
			t.Fatalf("sight rows before PrecomputeLOS")
		}
		l.PrecomputeLOS(1)
		for range 3 {
			standing, closed := genState(t, l)
			for a := Square(0); int(a) < l.Len(); a++ {
				maybe, sure := l.SightRows(a)
				for b := Square(0); int(b) < l.Len(); b++ {
					got := l.LOS(a, b, standing, closed)
					if got && !maybe.Has(b) {
						t.Fatalf("LOS(%s,%s) but %s not in the row\n%s", l.Name(a), l.Name(b), l.Name(b), dump(l, standing, closed, a, b))
					}
					if !got && sure.Has(b) {
						t.Fatalf("no LOS(%s,%s) but %s in the sure row\n%s", l.Name(a), l.Name(b), l.Name(b), dump(l, standing, closed, a, b))
					}
				}
			}
		}
	})
}
