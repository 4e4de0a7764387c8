package marsattacks

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// loggedAndQuiet sets the same game up twice: with its log, and quiet.
func loggedAndQuiet(t *testing.T, o Options, seed uint64) (logged, quiet *Game) {
	t.Helper()
	logged, err := New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	quiet, err = New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	quiet.SetQuiet(true)
	return logged, quiet
}

// TestQuietPlaysAlike plays random games of every setup twice, side by
// side: once with the log on, once quiet (engine.Quieter), which keeps
// the figures' count and the last victory check until a rule changes a
// figure, and builds its questions in recycled decisions and option
// arrays. Both must ask the same questions (prompt, options, labels),
// show the same views and reach the same state after every choice; the
// quiet game's kept count must equal a fresh one. [mars M.7.3, M.20.2, M.20.4]
func TestQuietPlaysAlike(t *testing.T) {
	for _, sc := range scenarioIDs() {
		for seed := uint64(40); seed < 43; seed++ {
			t.Run(fmt.Sprintf("%s-%d", sc, seed), func(t *testing.T) {
				o := DefaultOptions()
				o.Scenario = sc
				logged, quiet := loggedAndQuiet(t, o, seed)
				pick := engine.NewRNG(seed)
				var prev *engine.Decision
				var prevCopy engine.Decision
				var prevView, prevQuietView engine.View
				for i := 0; ; i++ {
					d, qd := logged.Pending(), quiet.Pending()
					if !reflect.DeepEqual(d, qd) {
						t.Fatalf("choice %d: the quiet game asks %+v, the logged one %+v", i, qd, d)
					}
					if d == nil {
						break
					}
					// The decision answered last is still whole (package recycle).
					if prev != nil && !reflect.DeepEqual(*prev, prevCopy) {
						t.Fatalf("choice %d: the decision answered before changed under its holder", i)
					}
					prev, prevCopy = qd, *qd
					prevCopy.Options = append([]engine.Option(nil), qd.Options...)
					// Views too are carved (viewLists): the same view, and the
					// one of the choice before still reads as it was.
					v, qv := logged.View(d.Seat), quiet.View(qd.Seat)
					if !reflect.DeepEqual(v, qv) {
						t.Fatalf("choice %d: the quiet game shows %+v, the logged one %+v", i, qv, v)
					}
					if i > 0 && !reflect.DeepEqual(prevView, prevQuietView) {
						t.Fatalf("choice %d: the quiet view of the choice before changed: %+v, was %+v", i, prevQuietView, prevView)
					}
					prevView, prevQuietView = v, qv
					key := d.Options[pick.IntN(len(d.Options))].Key
					if err := logged.Apply(d.Seat, key); err != nil {
						t.Fatal(err)
					}
					if err := quiet.Apply(qd.Seat, key); err != nil {
						t.Fatal(err)
					}
					if got, want := *quiet.occupancy(), quiet.countFigures(); got != want {
						t.Fatalf("choice %d (%s): the kept count of the figures differs from a fresh one", i, key)
					}
					if got, want := quiet.nextDeploy(), quiet.nextDeployScan(); got != want {
						t.Fatalf("choice %d (%s): the next figure to deploy by the count is %d, by a search %d", i, key, got, want)
					}
					if i%50 == 0 && quiet.Hash() != logged.Hash() {
						t.Fatalf("choice %d (%s): the quiet game's state differs", i, key)
					}
				}
				if quiet.Hash() != logged.Hash() {
					t.Errorf("the quiet game ends in %s, the logged one in %s", quiet.Hash(), logged.Hash())
				}
			})
		}
	}
}
