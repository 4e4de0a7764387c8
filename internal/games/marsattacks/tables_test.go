package marsattacks

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
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
			g.st.CardSq = cardSquare{Side: Side(s), Area: area}
			for q := Sq(0); q < Size*Size; q++ {
				for dir := Up; dir <= Left; dir++ {
					var want uint64
					for _, a := range g.cardArea(nil, q, dir) {
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

// handKindsSlow is handKinds by string comparison (the code handDefs replaced).
func (g *Game) handKindsSlow(s Side) []string {
	out := make([]string, 0, len(g.st.Hands[s])) // one allocation
	for _, c := range g.st.Hands[s] {
		id := g.def(c).ID
		dup := false
		for _, o := range out {
			if o == id {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, id)
		}
	}
	return out
}

// TestTables_QuickChecks_M_4 plays random games of every setup and
// compares, after every choice, the checks that stop at the first hit
// with the lists they stand for. [mars M.4.6, M.9.1, M.13.8, M.13.23, M.20.4]
func TestTables_QuickChecks_M_4(t *testing.T) {
	for n, sc := range append(scenarioIDs(), "skirmish") {
		o := DefaultOptions()
		o.Scenario = sc
		seed := uint64(n + 1)
		g, err := New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := engine.NewRNG(seed)
		for d := g.Pending(); d != nil; d = g.Pending() {
			for s := range 2 {
				side := Side(s)
				if got, want := g.handKinds(side), g.handKindsSlow(side); !slices.Equal(got, want) {
					t.Fatalf("%s: handKinds %v, want %v", sc, got, want)
				}
				if got, want := g.canActivate(side), len(g.activatable(side)) > 0; got != want {
					t.Fatalf("%s: canActivate(%s) = %v, want %v", sc, side, got, want)
				}
				if got, want := g.anyExtraMover(side), len(g.extraMovers(side)) > 0; got != want {
					t.Fatalf("%s: anyExtraMover(%s) = %v, want %v", sc, side, got, want)
				}
				if got, want := g.anyReinforcement(side), len(g.reinforcements(side)) > 0; got != want {
					t.Fatalf("%s: anyReinforcement(%s) = %v, want %v", sc, side, got, want)
				}
			}
			// A sight rule for no figure sends sight down the figure by
			// figure path that the square-once path replaced.
			slow := g.Clone().(*Game)
			slow.st.Sight = []sightRule{{From: 127, To: 127}}
			for i := range g.st.Figs {
				if got, want := g.canEnter(int8(i)), len(g.entrySquares(int8(i))) > 0; got != want {
					t.Fatalf("%s: canEnter(%s) = %v, want %v", sc, g.st.Figs[i].ID, got, want)
				}
				if got, want := g.canMove(nil, int8(i)), len(g.steps(int8(i))) > 0; got != want {
					t.Fatalf("%s: canMove(%s) = %v, want %v", sc, g.st.Figs[i].ID, got, want)
				}
				var want []Sq
				for _, w := range g.weapons(int8(i)) {
					got, want := g.shootSquaresWith(int8(i), w), slow.shootSquaresWith(int8(i), w)
					if !slices.Equal(got, want) {
						t.Fatalf("%s: shootSquaresWith(%s, %d) = %v, want %v", sc, g.st.Figs[i].ID, w, got, want)
					}
				}
				want = slow.shootSquares(int8(i))
				if got := g.canShoot(int8(i)); got != (len(want) > 0) {
					t.Fatalf("%s: canShoot(%s) = %v, squares %v", sc, g.st.Figs[i].ID, got, want)
				}
			}
			if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
				t.Fatal(err)
			}
		}
	}
}
