package games_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
	"github.com/sulaco/sulaco/internal/sim"
)

// ambush is an authored scenario: its own force and map, with rules,
// scoring and an exit the built-in scenarios use.
const ambush = `
  - id: ambush
    map: ambush
    humans:
      zone: B
      force: [ashley, 3 us-assault-rifle, us-hmg]
    martians:
      zone: R
      force: [martian-commander, 4 martian-disintegrator]
    first: martians
    markers: 4
    reinforcements:
      - {round: 2, force: [2 martian-disintegrator]}
    score: s8
    exit: bottom-edge
    source: authored
    note: "A test scenario."
`

// contentDir writes a content directory: the built-in scenarios with
// edit applied and ambush added, ambush's map (s6's, renamed) and its
// title and introduction in English.
func contentDir(t *testing.T, edit func(string) string) string {
	t.Helper()
	dir := t.TempDir()
	read := func(name string) string {
		data, err := fs.ReadFile(content.Builtin(), name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	write := func(name, data string) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("marsattacks/scenarios.yaml", edit(read("marsattacks/scenarios.yaml"))+ambush)
	write("marsattacks/maps/ambush.map", strings.Replace(read("marsattacks/maps/s6.map"), "board: s6", "board: ambush", 1))
	write("i18n/en.yaml", read("i18n/en.yaml")+"mars.scenario.ambush.title: \"Ambush\"\nmars.scenario.ambush.intro: \"A test.\"\n")
	return dir
}

func overlayCatalog(t *testing.T, dir string) (*content.Set, *games.Catalog) {
	t.Helper()
	set, err := content.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cat, err := games.New(set)
	if err != nil {
		t.Fatal(err)
	}
	return set, cat
}

func marsHeader(t *testing.T, scenario string, seed uint64) engine.Header {
	t.Helper()
	o := marsattacks.DefaultOptions()
	o.Scenario = scenario
	raw, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Header{Game: marsattacks.Name, Options: raw, Seed: seed, Seats: []engine.SeatInfo{{}, {}}}
}

// A scenario authored in a content directory is offered by the start
// screen and plays to its end with the bots, every invariant checked
// after every choice.
func TestAuthoredScenarioPlays(t *testing.T) {
	set, cat := overlayCatalog(t, contentDir(t, func(s string) string { return s }))
	if ids := marsattacks.ScenariosIn(&set.Mars); !slices.Contains(ids, "ambush") || !slices.IsSorted(ids) {
		t.Fatalf("scenarios %v; want ambush among them, sorted", ids)
	}
	def, err := cat.Lookup(marsattacks.Name)
	if err != nil {
		t.Fatal(err)
	}
	settings, err := def.Setup.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(settings[0].Values, func(v games.Value) bool { return string(v.JSON) == `"ambush"` }) {
		t.Errorf("the start screen does not offer ambush: %v", settings[0].Values)
	}
	for _, bots := range [][]string{{"rules", "rules"}, {"random", "rules"}} {
		res, err := sim.Run(context.Background(), sim.Config{
			New:        def.New,
			Header:     func(i int) engine.Header { return marsHeader(t, "ambush", uint64(i+1)) },
			Bots:       bots,
			Games:      3,
			Workers:    1,
			MaxChoices: 20000,
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Violations) > 0 {
			t.Fatalf("%v: %+v", bots, res.Violations[0])
		}
		if len(res.Played) != 3 {
			t.Fatalf("%v: %d games ended; want 3", bots, len(res.Played))
		}
	}
	g, err := cat.NewGame(ptr(marsHeader(t, "ambush", 1)))
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(engine.Spectator).(*marsattacks.View)
	if v.Scenario != "ambush" || len(v.Figures) != 5+5+2 {
		t.Errorf("ambush: scenario %q with %d figures; want 12 (5 Humans, 5 Martians, 2 in reserve)", v.Scenario, len(v.Figures))
	}
}

// A content directory replaces a built-in scenario: s1 with two Martians
// instead of five.
func TestReplacedScenario(t *testing.T) {
	_, cat := overlayCatalog(t, contentDir(t, func(s string) string {
		return strings.Replace(s, "force: [5 martian-disintegrator]", "force: [2 martian-disintegrator]", 1)
	}))
	g, err := cat.NewGame(ptr(marsHeader(t, "s1", 1)))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range g.View(engine.Spectator).(*marsattacks.View).Figures {
		if f.Side == marsattacks.Martians {
			n++
		}
	}
	if n != 2 {
		t.Errorf("s1 has %d Martians; want the content's 2", n)
	}
}

func ptr[T any](v T) *T { return &v }
