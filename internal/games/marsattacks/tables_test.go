package marsattacks

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/grid"
)

// The tables built once for speed must say what the rules code they
// replace computes.

// TestTables_Steps_M_6_2 compares the wall steps of each mat (mat.go)
// with asking the layout step by step. [mars M.6.2, M.6.3]
func TestTables_Steps_M_6_2(t *testing.T) {
	for _, sc := range scenarioIDs() {
		o := DefaultOptions()
		o.Scenario = sc
		g, err := New(o, 3)
		if err != nil {
			t.Fatal(err)
		}
		l := g.layout()
		for from := Sq(0); from < Size*Size; from++ {
			for to := Sq(0); to < Size*Size; to++ {
				d, ok := dirOf(to.X()-from.X(), to.Y()-from.Y())
				want := !ok || l.Step(l.At(from.X(), from.Y()), d) == grid.NoSquare
				if g.terrain == nil {
					want = false
				}
				if got := g.wallBlocks(from, to); got != want {
					t.Fatalf("%s: wallBlocks(%s, %s) = %v, want %v", sc, from, to, got, want)
				}
			}
		}
		for _, a := range l.Anchors() {
			x, y := l.XY(a.Square)
			if !slices.Contains(g.zone(a.Char), At(x, y)) {
				t.Fatalf("%s: zone %c lacks %s", sc, a.Char, At(x, y))
			}
		}
	}
}

// TestTables_CardAreas_M_14 compares the area masks with the areas.
// [mars M.14.4, M.14.5, M.14.7]
func TestTables_CardAreas_M_14(t *testing.T) {
	g := board(t)
	for _, area := range []AreaKind{SingleSquare, Explosion, Directional} {
		for s := range 2 {
			g.cardSq = cardSquare{Side: Side(s), Area: area}
			for q := Sq(0); q < Size*Size; q++ {
				for dir := Up; dir <= Left; dir++ {
					var want uint64
					for _, a := range g.cardArea(q, dir) {
						want |= 1 << uint(a)
					}
					if got := g.cardAreaMask(q, dir); got != want {
						t.Fatalf("area %d side %d %s dir %d: mask %x, want %x", area, s, q, dir, got, want)
					}
				}
			}
		}
	}
}
