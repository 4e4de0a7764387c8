package aliens

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// memoHeaders are the games the memo tests play: Bug Hunts 1-4 with
// several seeds and the story missions (objects, exits, escapes).
func memoHeaders(t testing.TB, bugHunts int) []engine.Header {
	var headers []engine.Header
	for i := range bugHunts {
		headers = append(headers, bugHuntHeader(t, 1+i%4, uint64(100+i)))
	}
	for i := range 10 {
		headers = append(headers, storyHeader(i))
	}
	return headers
}

// TestSightCounterMatchesKey: a quiet game trusts the count of sight
// writes (sightChanged) instead of comparing the sight key; over random
// games the key must be unchanged whenever the count is, at every read of
// the sight sets, and the sets must be those a fresh build gives
// [aliens N.7, E.2, E.3, D.8, D.9].
func TestSightCounterMatchesKey(t *testing.T) {
	for _, h := range memoHeaders(t, 24) {
		var o Options
		if err := json.Unmarshal(h.Options, &o); err != nil {
			t.Fatal(err)
		}
		t.Run(fmt.Sprintf("%s/%d", o.Mission, h.Seed), func(t *testing.T) {
			eg, err := NewFromHeader(&h)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*Game)
			g.Warm() // the layout's sight rows (seenWith)
			g.SetQuiet(true)
			g.checkSight = true // sightSets panics on a missed write
			r := engine.NewRNG(h.Seed + 3)
			for d := g.Pending(); d != nil; d = g.Pending() {
				if g.board != nil {
					sc := g.sightSets()
					if !g.sightKeyIs(sc.key) {
						t.Fatalf("sight key %v stale after a choice", sc.key)
					}
					if !sc.rows {
						t.Fatalf("no sight rows after Warm")
					}
					for _, b := range g.st.Blips {
						if got, want := g.seenWith(sc, b.At), fullSight(g, b.At); got != want {
							t.Fatalf("blip at %s in sight %v, fresh %v", g.squareName(b.At), got, want)
						}
					}
				}
				if err := g.Apply(d.Seat, d.Options[r.IntN(len(d.Options))].Key); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestGoldenReplaysWithSightRows: the golden replays again, with every
// mission layout's sight rows built (a warmed layout, as sulaco bench
// plays), so that seenWith answers from the rows.
func TestGoldenReplaysWithSightRows(t *testing.T) {
	r, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.Missions {
		if m.Layout != nil {
			m.Layout.PrecomputeLOS(0)
		}
	}
	TestGoldenReplays(t)
}
