package marsattacks

import (
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// TestPrebuiltSetupMatchesFresh: a game set up from the shared prebuilt
// set-up (setup_cache.go) equals one whose set-up is built anew, in
// every setup, with the built-in content and with a content handed in
// (Maker, as sulaco bench uses): the same events, questions and state
// after every choice of a random game; and playing games leaves the
// shared set-up as it was built. [mars M.19.10, M.13.1]
func TestPrebuiltSetupMatchesFresh(t *testing.T) {
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	profiles, err := ProfilesFrom(&set.Mars)
	if err != nil {
		t.Fatal(err)
	}
	cards, err := CardsFrom(&set.Mars)
	if err != nil {
		t.Fatal(err)
	}
	contents := map[string]gameContent{
		"builtin": {},
		"given":   {profiles: profiles, cards: cards, maps: set.Mars.Maps},
	}
	for _, cname := range []string{"builtin", "given"} {
		c := contents[cname]
		for _, sc := range scenarioIDs() {
			n := uint64(4)
			if sc == "skirmish" || sc == "skirmish-civilians" {
				n = 16 // 8 heroes: rosters serve several games
			}
			for seed := uint64(1); seed <= n; seed++ {
				t.Run(fmt.Sprintf("%s-%s-%d", cname, sc, seed), func(t *testing.T) {
					o := DefaultOptions()
					o.Scenario = sc
					o.MartianOrientsMap = seed%2 == 0
					fc := c
					fc.fresh = true
					fresh, err := newGame(o, seed, fc)
					if err != nil {
						t.Fatal(err)
					}
					shared, err := newGame(o, seed, c)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(shared.TakeEvents(), fresh.TakeEvents()) {
						t.Fatal("the set-up events differ")
					}
					if !reflect.DeepEqual(shared.fnames, fresh.fnames) {
						t.Fatal("the figures' names differ")
					}
					if seed%2 == 1 {
						shared.SetQuiet(true)
						fresh.SetQuiet(true)
					}
					pick := engine.NewRNG(seed)
					for i := 0; ; i++ {
						if shared.Hash() != fresh.Hash() {
							t.Fatalf("choice %d: the states differ", i)
						}
						d, fd := shared.Pending(), fresh.Pending()
						if !reflect.DeepEqual(d, fd) {
							t.Fatalf("choice %d: the prebuilt game asks %+v, the fresh one %+v", i, d, fd)
						}
						if d == nil {
							break
						}
						key := d.Options[pick.IntN(len(d.Options))].Key
						if err := shared.Apply(d.Seat, key); err != nil {
							t.Fatal(err)
						}
						if err := fresh.Apply(fd.Seat, key); err != nil {
							t.Fatal(err)
						}
						if !reflect.DeepEqual(shared.TakeEvents(), fresh.TakeEvents()) {
							t.Fatalf("choice %d (%s): the events differ", i, key)
						}
					}
					if !reflect.DeepEqual(shared.Outcome(), fresh.Outcome()) {
						t.Fatal("the outcomes differ")
					}
				})
			}
		}
		// The games above changed nothing shared: a prebuilt set-up still
		// equals one built now.
		for id, def := range scenarios {
			p, err := c.scenarioProto(def)
			if err != nil {
				t.Fatal(err)
			}
			fc := c
			fc.fresh = true
			q, err := fc.scenarioProto(def)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(p.s, q.s) || !reflect.DeepEqual(p.r.figs, q.r.figs) || !reflect.DeepEqual(p.r.cardOf, q.r.cardOf) ||
				!reflect.DeepEqual(p.r.fnames, q.r.fnames) || p.r.geo != q.r.geo {
				t.Errorf("%s %s: the prebuilt set-up changed", cname, id)
			}
		}
	}
}

// TestPrebuiltSetupErrors: a skirmish roster built for one game serves
// another with its own squares, and a bad setup still reports its error
// from NewSetup. [mars M.7.3]
func TestPrebuiltSetupErrors(t *testing.T) {
	var s, spread Setup
	for k := range SquareCap + 1 {
		s.Figures = append(s.Figures, Placement{Profile: "us-hmg", At: "A1"})
		spread.Figures = append(spread.Figures, Placement{Profile: "us-hmg", At: At(k, 0).String()})
	}
	r, err := newRoster(&spread)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := setupWith(DefaultOptions(), 1, &s, r); err == nil {
		t.Error("seven figures in one square from a prebuilt roster: no error")
	}
	if _, err := NewSetup(DefaultOptions(), 1, s); err == nil {
		t.Error("seven figures in one square: no error")
	}
	s.Figures[1].At = "Z9"
	_, err1 := setupWith(DefaultOptions(), 1, &s, r)
	_, err2 := NewSetup(DefaultOptions(), 1, s)
	if err1 == nil || err2 == nil || err1.Error() != err2.Error() {
		t.Errorf("bad square: prebuilt %v, fresh %v", err1, err2)
	}
}

// TestAfterOptionsNeedHeroPoints: the step machine skips the question
// after the normal action for a figure that cannot spend a hero point,
// because every option there but done spends one: over random games of
// every setup, afterOptions is done alone whenever the figure in play
// cannot spend. [mars M.17.6, M.18.5, M.18.7, M.18.8, S7.4]
func TestAfterOptionsNeedHeroPoints(t *testing.T) {
	checked := 0
	for _, sc := range scenarioIDs() {
		for seed := uint64(1); seed <= 3; seed++ {
			o := DefaultOptions()
			o.Scenario = sc
			o.SoldierHeroPoints = seed == 3
			g, err := New(o, seed)
			if err != nil {
				t.Fatal(err)
			}
			pick := engine.NewRNG(seed)
			for d := g.Pending(); d != nil; d = g.Pending() {
				for k := range g.st.Stack {
					f := &g.st.Stack[k]
					if g.canSpend(f.Fig) {
						continue
					}
					c := g.Clone().(*Game)
					if opts := c.afterOptions(&c.st.Stack[k]); len(opts) != 1 || opts[0].Key != "done" {
						t.Fatalf("%s seed %d: %s cannot spend a hero point, yet may choose %v", sc, seed, g.st.Figs[f.Fig].ID, opts)
					}
					checked++
				}
				if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no figure without hero points met")
	}
}

// TestFigIndexMatchesSearch: the index of the figures by id (figByID)
// answers as a search of the figures, after every choice of random
// games of every setup (heroes chosen and renamed in S5 and S6,
// reinforcements, figures killed and recalled), for every figure's id
// and for ids no figure has; and a figure's Doomed Love partner found
// through the table of partner profiles is the one a search by profile
// id finds. [mars M.3.1, S5.1, S6.1, M.18.17]
func TestFigIndexMatchesSearch(t *testing.T) {
	partners := 0
	for _, sc := range scenarioIDs() {
		n := uint64(3)
		if sc == "skirmish" {
			n = 16 // Buddy and Brandi are one hero pick of eight
		}
		for seed := uint64(1); seed <= n; seed++ {
			o := DefaultOptions()
			o.Scenario = sc
			g, err := New(o, seed)
			if err != nil {
				t.Fatal(err)
			}
			g.SetQuiet(seed%2 == 0)
			pick := engine.NewRNG(seed)
			for d := g.Pending(); d != nil; d = g.Pending() {
				for i := range g.st.Figs {
					p := g.partner(int8(i))
					table := g.partners
					g.partners = nil
					if want := g.partner(int8(i)); p != want {
						t.Fatalf("%s seed %d: %s's partner is %d by the table, %d by a search", sc, seed, g.st.Figs[i].ID, p, want)
					}
					g.partners = table
					if p >= 0 {
						partners++
					}
					id := g.st.Figs[i].ID
					for _, q := range []string{id, id + "-9", "x" + id, heroSlot} {
						if got, want := g.figByID(q), g.figScan(q); got != want {
							t.Fatalf("%s seed %d: figByID(%q) = %d, a search finds %d", sc, seed, q, got, want)
						}
					}
				}
				if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if partners == 0 {
		t.Error("no Doomed Love partners met")
	}
}

// TestConcurrentGamesShareSetup plays games of several setups at once,
// as sim's workers do: they share the prebuilt set-ups, name tables,
// figure indexes and mats, and each must end as the same game played
// alone (run with -race to check the sharing).
func TestConcurrentGamesShareSetup(t *testing.T) {
	setups := []string{"skirmish", "s3", "s5", "s6", "s10"}
	play := func(sc string, seed uint64) string {
		o := DefaultOptions()
		o.Scenario = sc
		g, err := New(o, seed)
		if err != nil {
			t.Error(err)
			return ""
		}
		g.SetQuiet(true)
		pick := engine.NewRNG(seed)
		for d := g.Pending(); d != nil; d = g.Pending() {
			if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
				t.Error(err)
				return ""
			}
		}
		return g.Hash()
	}
	want := map[string]string{}
	for _, sc := range setups {
		for seed := uint64(1); seed <= 3; seed++ {
			want[fmt.Sprint(sc, seed)] = play(sc, seed)
		}
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	got := map[string]string{}
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range setups {
				sc := setups[(k+w)%len(setups)]
				for seed := uint64(1); seed <= 3; seed++ {
					h := play(sc, seed)
					mu.Lock()
					if old, ok := got[fmt.Sprint(sc, seed)]; ok && old != h {
						t.Errorf("%s seed %d: two workers end in different states", sc, seed)
					}
					got[fmt.Sprint(sc, seed)] = h
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if !reflect.DeepEqual(got, want) {
		t.Error("games played at once end unlike games played alone")
	}
}
