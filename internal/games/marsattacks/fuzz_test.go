package marsattacks

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// FuzzPlay reads bytes as option indices: whatever the choices, the game
// never panics, every decision has options, and the invariants hold.
func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), false, []byte{0, 1, 2, 3})
	f.Add(uint64(7), true, []byte{5, 5, 5, 5, 5, 5, 0, 0, 9})
	f.Fuzz(func(t *testing.T, seed uint64, civilians bool, picks []byte) {
		o := DefaultOptions()
		if civilians {
			o.Scenario = "skirmish-civilians"
		}
		g, err := New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3000; i++ {
			d := g.Pending()
			if d == nil {
				return
			}
			if len(d.Options) == 0 {
				t.Fatalf("no options for %s", d.Prompt.Key)
			}
			k := 0
			if len(picks) > 0 {
				k = int(picks[i%len(picks)]) % len(d.Options)
			}
			if err := g.Apply(d.Seat, d.Options[k].Key); err != nil {
				t.Fatal(err)
			}
			if err := g.Check(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

var update = flag.Bool("update", false, "rewrite the golden replays in testdata/replays")

// TestGoldenReplay plays seeded skirmishes choosing by a fixed rule and
// compares the playthrough (choices, public events with their rules) with
// testdata/replays; -update rewrites them. A diff means the rules changed.
func TestGoldenReplay(t *testing.T) {
	for _, r := range []struct {
		scenario string
		seed     uint64
	}{{"skirmish", 3}, {"s3", 3}, {"s9", 3}} {
		seed := r.seed
		name := fmt.Sprintf("%s-%d.txt", r.scenario, seed)
		o := DefaultOptions()
		o.Scenario = r.scenario
		g, err := New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		fmt.Fprintf(&b, "# marsattacks %s, seed %d, choices picked by engine.NewRNG(seed)\n", r.scenario, seed)
		writeEvents(&b, g.TakeEvents())
		pick := engine.NewRNG(seed)
		for step := 0; ; step++ {
			d := g.Pending()
			if d == nil {
				break
			}
			key := d.Options[pick.IntN(len(d.Options))].Key
			fmt.Fprintf(&b, "> seat %d %s [%s]\n", d.Seat, key, strings.Join(d.Keys(), " "))
			if err := g.Apply(d.Seat, key); err != nil {
				t.Fatal(err)
			}
			writeEvents(&b, g.TakeEvents())
		}
		fmt.Fprintf(&b, "= %s %s hash %s\n", g.Outcome().Winner, g.Outcome().Rule, g.Hash())
		path := filepath.Join("testdata", "replays", name)
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -run GoldenReplay -update to create it)", err)
		}
		if !bytes.Equal(want, b.Bytes()) {
			got := strings.Split(b.String(), "\n")
			exp := strings.Split(string(want), "\n")
			for i := 0; i < len(got) && i < len(exp); i++ {
				if got[i] != exp[i] {
					t.Fatalf("%s differs at line %d:\n got %s\nwant %s", name, i+1, got[i], exp[i])
				}
			}
			t.Fatalf("%s differs in length: %d lines, want %d", name, len(got), len(exp))
		}
	}
}

func writeEvents(b *bytes.Buffer, ev []engine.Event) {
	for _, e := range ev {
		if e.To != engine.Public {
			continue
		}
		fmt.Fprintf(b, "  %s %s", e.Rule, e.Msg.Key)
		for _, a := range e.Msg.Args {
			fmt.Fprintf(b, " %s=%s", a.Name, a.Value)
		}
		b.WriteByte('\n')
	}
}
