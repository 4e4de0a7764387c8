package marsattacks

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// playEach plays a quiet random game of setup sc and calls check after
// every choice (and before the first).
func playEach(t *testing.T, sc string, seed uint64, check func(g *Game, choice int, key string)) {
	t.Helper()
	playEachIn(t, sc, seed, true, check)
}

// playEachSetup runs playEach as a subtest for every setup and each of
// seeds; check gets the subtest's t.
func playEachSetup(t *testing.T, seeds []uint64, check func(t *testing.T, g *Game, choice int, key string)) {
	t.Helper()
	for _, sc := range scenarioIDs() {
		for _, seed := range seeds {
			t.Run(fmt.Sprintf("%s-%d", sc, seed), func(t *testing.T) {
				playEach(t, sc, seed, func(g *Game, choice int, key string) { check(t, g, choice, key) })
			})
		}
	}
}

// playEachIn is playEach, the game quiet or logged.
func playEachIn(t *testing.T, sc string, seed uint64, quiet bool, check func(g *Game, choice int, key string)) {
	t.Helper()
	o := DefaultOptions()
	o.Scenario = sc
	g, err := New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	g.SetQuiet(quiet)
	pick := engine.NewRNG(seed)
	check(g, 0, "")
	for i := 1; ; i++ {
		d := g.Pending()
		if d == nil {
			return
		}
		key := d.Options[pick.IntN(len(d.Options))].Key
		if err := g.Apply(d.Seat, key); err != nil {
			t.Fatal(err)
		}
		check(g, i, key)
	}
}

// shootSquaresFresh is shootSquaresInto as it was before the range masks
// and the sight model's shortcut: square by square, the distance by
// Dist, sight by weighing the five lines one by one.
func (g *Game) shootSquaresFresh(i int8, w Weapon) []Sq {
	fig := &g.st.Figs[i]
	if !fig.Sq.OnMat() {
		return nil
	}
	o := g.countFigures()
	own, other := fig.Side&1, fig.Side.Other()&1
	if o.side[other]&(1<<uint(fig.Sq)) != 0 {
		return nil
	}
	_, lo, hi, _ := g.weaponStats(i, w)
	var out []Sq
	for cand := o.target[other] &^ o.side[own]; cand != 0; cand &= cand - 1 {
		q := Sq(bits.TrailingZeros64(cand))
		if d := Dist(fig.Sq, q); d < lo || d > hi {
			continue
		}
		if g.geom().losLines(fig.Sq, q).sightCrowded(&o) == Hidden {
			continue
		}
		out = append(out, q)
	}
	return out
}

// TestSightShortcutMatchesLines: the sight model's shortcut (losPair.sight
// reads the union of the lines' squares) gives what weighing the five
// lines one by one gives [mars M.9.5], and the shooting squares found
// with range masks, the walls' and crossed squares' masks are those
// found square by square [mars M.9.2, M.9.7], after every choice of
// random games of every setup.
func TestSightShortcutMatchesLines(t *testing.T) {
	playEachSetup(t, []uint64{1, 2, 3}, func(t *testing.T, g *Game, choice int, key string) {
		o := g.countFigures()
		geo := g.geom()
		// Every pair now and then, the figures' squares always.
		var from uint64
		for i := range g.st.Figs {
			if q := g.st.Figs[i].Sq; q.OnMat() {
				from |= 1 << uint(q)
			}
		}
		if choice%25 == 0 {
			from = ^uint64(0)
		}
		for ; from != 0; from &= from - 1 {
			a := Sq(bits.TrailingZeros64(from))
			for b := Sq(0); b < Size*Size; b++ {
				p := geo.losLines(a, b)
				if got, want := p.sight(&o), p.sightCrowded(&o); got != want {
					t.Fatalf("choice %d (%s): sight %v->%v is %v, the lines say %v", choice, key, a, b, got, want)
				}
			}
		}
		// The masks of traced and wall-hidden pairs that the
		// shooting squares read without a crowd on the mat.
		for a := Sq(0); a < Size*Size; a++ {
			tr, wh := geo.traced[a].Load(), geo.wallHidden[a].Load()
			for b := Sq(0); b < Size*Size; b++ {
				p := geo.los[int(a)*Size*Size+int(b)].Load()
				// (A pair is stored before its bits are set.)
				if tr>>uint(b)&1 != 0 && (p == nil || (wh>>uint(b)&1 != 0) != p.hidden) {
					t.Fatalf("choice %d: masks of %v->%v: traced %v, wall-hidden %v; pair %+v", choice, a, b, tr>>uint(b)&1, wh>>uint(b)&1, p)
				}
				// The squares its lines cross, as crossed holds them
				// (now and then: 4,096 pairs of 64 squares).
				if tr>>uint(b)&1 != 0 && choice%25 == 0 {
					for c := Sq(0); c < Size*Size; c++ {
						if got, want := geo.crossed[a][c].Load()>>uint(b)&1 != 0, p.through>>uint(c)&1 != 0; got != want {
							t.Fatalf("choice %d: crossed[%v][%v] has %v: %v, the pair's lines %v", choice, a, c, b, got, want)
						}
					}
				}
			}
		}
		// The shooting pool's clear view [mars M.10.1] and the
		// target square's hiding [mars M.9.5] without the full sight.
		for i := range g.st.Figs {
			for j := range g.st.Figs {
				if got, want := g.clearView(int8(i), int8(j)), g.modelSight(int8(i), int8(j)) == Clear; got != want {
					t.Fatalf("choice %d (%s): clear view %s->%s %v, the model says %v", choice, key, g.st.Figs[i].ID, g.st.Figs[j].ID, got, want)
				}
				a, b := g.st.Figs[i].Sq, g.st.Figs[j].Sq
				if got, want := g.squareHidden(a, b), g.SquareSight(a, b) == Hidden; got != want {
					t.Fatalf("choice %d (%s): %v->%v hidden %v, the model says %v", choice, key, a, b, got, want)
				}
			}
		}
		for i := range g.st.Figs {
			for _, w := range g.weapons(int8(i)) {
				got := g.shootSquaresInto(nil, int8(i), w, false)
				if want := g.shootSquaresFresh(int8(i), w); !slices.Equal(got, want) {
					t.Fatalf("choice %d (%s): %s shoots at %v, fresh %v", choice, key, g.st.Figs[i].ID, got, want)
				}
			}
		}
	})
}

// TestRangeMask: rangeMask holds the squares within the range by Dist
// [mars M.9.2].
func TestRangeMask(t *testing.T) {
	for a := Sq(0); a < Size*Size; a++ {
		for lo := -1; lo <= 9; lo++ {
			for hi := -1; hi <= 9; hi++ {
				var want uint64
				for b := Sq(0); b < Size*Size; b++ {
					if d := Dist(a, b); d >= lo && d <= hi {
						want |= 1 << uint(b)
					}
				}
				if got := rangeMask(a, lo, hi); got != want {
					t.Fatalf("rangeMask(%v, %d, %d) = %x, want %x", a, lo, hi, got, want)
				}
			}
		}
	}
}
