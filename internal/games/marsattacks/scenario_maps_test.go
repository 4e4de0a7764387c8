package marsattacks

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// marsWithMap loads the built-in content with scenario id's map replaced.
func marsWithMap(t *testing.T, id, src string) *content.Mars {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "marsattacks", "maps"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "marsattacks", "maps", id+".map"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	set, err := content.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return &set.Mars
}

// The scenarios read their maps from the content set: a map given by a
// content directory replaces the built-in one.
func TestScenarioMap_FromContent(t *testing.T) {
	def := scenarios["s6"]
	src, err := gameContent{}.scenarioMap(def)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "board: s6") {
		t.Fatalf("built-in s6 map:\n%s", src)
	}
	// The same map without its walls: the game built from it has none.
	var open []string
	for _, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(line, "+") {
			line = strings.NewReplacer("-", " ").Replace(line)
		} else if strings.HasPrefix(line, " ") || strings.HasPrefix(line, "|") {
			line = strings.NewReplacer("|", " ", "!", " ", "#", " ").Replace(line)
		}
		open = append(open, line)
	}
	m := marsWithMap(t, "s6", strings.Join(open, "\n"))
	mk, err := Maker(m)
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.Scenario = "s6"
	raw, _ := json.Marshal(o)
	eg, err := mk(&engine.Header{Game: Name, Options: raw, Seed: 1, Seats: []engine.SeatInfo{{}, {}}})
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	walls := func(g *Game) int {
		n := 0
		for q := Sq(0); q < Size*Size; q++ {
			for _, r := range []Sq{q + 1, q + Size} {
				if r < Size*Size && (r != q+1 || q.X() < Size-1) && g.wallBlocks(q, r) {
					n++
				}
			}
		}
		return n
	}
	builtin, err := New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	if walls(builtin) == 0 || walls(g) != 0 {
		t.Fatalf("walls: built-in map %d, overlay %d; want some, then none", walls(builtin), walls(g))
	}
}

// A replaced map lacking a square the scenario deploys on is refused:
// by the content loader, naming the file, line and field, and by the
// engine for maps that did not come through it.
func TestScenarioMap_MissingAnchor(t *testing.T) {
	var b strings.Builder
	b.WriteString("// source: authored\nboard: s6\n")
	for range 8 {
		b.WriteString("+ + + + + + + + +\n . . . . . . . B\n")
	}
	b.WriteString("+ + + + + + + + +\n")
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "marsattacks", "maps"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "marsattacks", "maps", "s6.map"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := content.LoadDir(dir)
	if err == nil || !strings.Contains(err.Error(), "marsattacks/scenarios.yaml:") || !strings.Contains(err.Error(), "s6.martians.zone: map s6 has no square marked R") {
		t.Fatalf("content error %v; want the missing red squares named at the scenario's field", err)
	}
	c := gameContent{maps: []content.MarsMap{{ID: "s6", Source: []byte(b.String())}}}
	_, err = c.scenarioProto(scenarios["s6"])
	if err == nil || !strings.Contains(err.Error(), "scenario s6: map s6.map has no square marked R") {
		t.Fatalf("engine error %v; want the missing red squares named", err)
	}
}
