package marsattacks

import (
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestKeptReinforcementsMatchScan plays random quiet games of every
// setup (Reinforcements cards, S9's recycling and S10's recall return
// killed figures) and compares, after every choice and for both sides,
// the kept count's mask of killed soldiers (occupancy.reinf, what
// anyReinforcement reads in a quiet game) with a search of the figures,
// and keptEnemyIn's answer from the kept count with a search.
// [mars M.13.23, S9.6, S10.7]
func TestKeptReinforcementsMatchScan(t *testing.T) {
	killed := 0
	for _, sc := range scenarioIDs() {
		for seed := uint64(70); seed < 74; seed++ {
			t.Run(fmt.Sprintf("%s-%d", sc, seed), func(t *testing.T) {
				o := DefaultOptions()
				o.Scenario = sc
				g, err := New(o, seed)
				if err != nil {
					t.Fatal(err)
				}
				g.SetQuiet(true)
				pick := engine.NewRNG(seed)
				for i := 0; ; i++ {
					for s := range 2 {
						side := Side(s)
						var want uint64
						for _, f := range g.reinforcements(side) {
							want |= 1 << uint(f)
						}
						if got := g.occupancy().reinf[s]; got != want {
							t.Fatalf("choice %d: kept reinforcements of %s %b, by a search %b", i, side, got, want)
						}
						if got, want := g.anyReinforcement(side), g.anyReinforcementScan(side); got != want {
							t.Fatalf("choice %d: anyReinforcement(%s) = %v, by a search %v", i, side, got, want)
						}
						if want != 0 {
							killed++
						}
					}
					// keptEnemyIn reads the same kept count: compare it
					// with a logged clone's search of the figures.
					scan := g.Clone().(*Game)
					scan.SetQuiet(false)
					for j := range g.st.Figs {
						f := &g.st.Figs[j]
						if e, kept := g.keptEnemyIn(f.Sq, f.Side); kept && e != scan.anyEnemyIn(f.Sq, f.Side, false) {
							t.Fatalf("choice %d: keptEnemyIn(%s) = %v, by a search %v", i, f.ID, e, !e)
						}
					}
					d := g.Pending()
					if d == nil {
						break
					}
					if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
						t.Fatal(err)
					}
				}
			})
		}
	}
	if killed == 0 {
		t.Error("no killed soldier seen: the test checks nothing")
	}
}
