package aliens

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

var update = flag.Bool("update", false, "rewrite testdata/replays")

// TestGoldenReplays plays seeded games choosing by a fixed RNG and
// compares the playthrough (choices, events with their rules) with
// testdata/replays/*.txt; go test -update rewrites them after a rule
// change, and the diff is reviewed.
func TestGoldenReplays(t *testing.T) {
	for _, tc := range []struct {
		name string
		i    int
	}{{"drill-boardless", 1}, {"drill-map", 7}, {"drill-blips", 13}, {"bug-hunt", 11}} {
		t.Run(tc.name, func(t *testing.T) {
			h := randomHeader(tc.i)
			got := playthrough(t, &h)
			path := filepath.Join("testdata", "replays", tc.name+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := range min(len(gl), len(wl)) {
					if gl[i] != wl[i] {
						t.Fatalf("%s:%d differs:\n got %s\nwant %s", path, i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("%s: %d lines, want %d", path, len(gl), len(wl))
			}
		})
	}
}

func playthrough(t *testing.T, h *engine.Header) string {
	eg, err := NewFromHeader(h)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	opts, _ := json.Marshal(h.Options)
	fmt.Fprintf(&b, "# seed %d options %s\n", h.Seed, opts)
	events := func() {
		for _, e := range eg.TakeEvents() {
			fmt.Fprintf(&b, "  %s %s", e.Rule, e.Msg.Key)
			for _, a := range e.Msg.Args {
				fmt.Fprintf(&b, " %s=%s", a.Name, a.Value)
			}
			b.WriteString("\n")
		}
	}
	events()
	pick := engine.NewRNG(h.Seed)
	for d := eg.Pending(); d != nil; d = eg.Pending() {
		k := d.Options[pick.IntN(len(d.Options))].Key
		fmt.Fprintf(&b, "%d %s %s (of %d)\n", d.Seat, d.Prompt.Key, k, len(d.Options))
		if err := eg.Apply(d.Seat, k); err != nil {
			t.Fatal(err)
		}
		events()
	}
	o := eg.Outcome()
	fmt.Fprintf(&b, "= %s %s %s\n", o.Winner, o.Rule, eg.Hash())
	return b.String()
}

// FuzzPlay plays the bytes as option indices: no panic, every invariant
// holds after every choice.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3}, uint8(3))
	f.Add([]byte{7, 7, 7, 1, 0, 255}, uint8(7))
	f.Fuzz(func(t *testing.T, picks []byte, variant uint8) {
		h := randomHeader(int(variant))
		eg, err := NewFromHeader(&h)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*Game)
		g.SetQuiet(true)
		for i := 0; i < len(picks) && g.Pending() != nil; i++ {
			d := g.Pending()
			if err := g.Apply(d.Seat, d.Options[int(picks[i])%len(d.Options)].Key); err != nil {
				t.Fatal(err)
			}
			if err := g.Check(); err != nil {
				t.Fatalf("after %d choices: %v", i+1, err)
			}
		}
	})
}
