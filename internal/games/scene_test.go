package games_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/scene"
)

// sceneMsgs are the messages of a scene: header, board labels, pieces',
// markers' and panels' text.
func sceneMsgs(sc *scene.Scene) []engine.Msg {
	out := slices.Clone(sc.Header)
	if sc.Layout != nil {
		out = append(out, sc.Layout.Boards...)
	}
	for _, p := range sc.Pieces {
		out = append(out, p.Label)
	}
	for _, m := range sc.Markers {
		out = append(out, m.Label)
	}
	for _, p := range sc.Panels {
		for _, r := range p.Rows {
			out = append(out, r.Text...)
			out = append(out, r.List...)
		}
	}
	return out
}

// checkScene checks the shape of a seat's scene: it encodes to JSON; every
// square a piece, marker, cell, edge, target or detail panel names is on
// the layout; the options' squares are the pending decision's.
func checkScene(t *testing.T, g engine.Game, seat engine.Seat, sc *scene.Scene) {
	t.Helper()
	if _, err := json.Marshal(sc); err != nil {
		t.Fatalf("seat %d: the scene does not encode: %v", seat, err)
	}
	if sc.Layout == nil {
		return
	}
	on := map[string]bool{}
	for _, s := range sc.Layout.Squares {
		on[s.Name] = true
	}
	var named []string
	for _, p := range sc.Pieces {
		if p.At != "" {
			named = append(named, p.At)
		}
	}
	for _, m := range sc.Markers {
		named = append(named, m.At)
	}
	for _, c := range sc.Cells {
		named = append(named, c.At)
	}
	for _, e := range sc.Layout.Edges {
		named = append(named, e.At)
	}
	for _, p := range sc.Panels {
		if p.At != "" {
			named = append(named, p.At)
		}
	}
	for _, tg := range sc.Targets {
		named = append(named, tg.Squares...)
	}
	for _, sq := range named {
		if !on[sq] {
			t.Fatalf("seat %d: the scene names %q, a square not on its layout", seat, sq)
		}
	}
	if d := g.Pending(); d != nil && d.Seat == seat {
		n := 0
		for _, o := range d.Options {
			if o.At != "" {
				n++
			}
		}
		if len(sc.Targets) != n {
			t.Fatalf("seat %d: %d targets for %d options that point at a square", seat, len(sc.Targets), n)
		}
	}
}

// Every game of the catalog draws through the scene seam, for every seat
// and the spectator, in every language: played games' scenes are
// well-formed and their every word has its own text in German, French
// and Polish (Printer.Gaps).
func TestScenesOfPlayedGames(t *testing.T) {
	_, cat, text := world(t)
	gaps := map[string]bool{}
	for _, name := range cat.Names() {
		def, err := cat.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(3) {
			seats := 2
			opts, err := def.Options(seats)
			if err != nil {
				t.Fatal(err)
			}
			h := &engine.Header{Game: name, Options: opts, Seed: seed, Seats: make([]engine.SeatInfo, seats)}
			g, err := cat.NewGame(h)
			if err != nil {
				t.Fatal(err)
			}
			pick := engine.NewRNG(seed)
			for n := 0; n < 400 && g.Pending() != nil; n++ {
				if n%20 == 0 {
					for s := engine.Spectator; int(s) < g.Seats(); s++ {
						src, ok := g.(scene.Source)
						if !ok {
							t.Fatalf("%s has no scene", name)
						}
						sc := src.Scene(s)
						checkScene(t, g, s, &sc)
						for _, m := range sceneMsgs(&sc) {
							for _, lang := range i18n.Languages[1:] {
								for _, gap := range text.Printer(lang).Gaps(m) {
									gaps[gap] = true
								}
							}
						}
					}
				}
				d := g.Pending()
				if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	reportGaps(t, gaps)
}

// BenchmarkScene measures building a seat's scene (what the server sends
// with every frame and the terminal client draws on every key).
func BenchmarkScene(b *testing.B) {
	_, cat, _ := world(b)
	for _, name := range []string{"aliens", "marsattacks", "pig"} {
		b.Run(name, func(b *testing.B) {
			def, _ := cat.Lookup(name)
			opts, _ := def.Options(2)
			h := &engine.Header{Game: name, Options: opts, Seed: 1, Seats: make([]engine.SeatInfo, 2)}
			g, err := cat.NewGame(h)
			if err != nil {
				b.Fatal(err)
			}
			pick := engine.NewRNG(1)
			for n := 0; n < 30 && g.Pending() != nil; n++ {
				d := g.Pending()
				_ = g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key)
			}
			src := g.(scene.Source)
			b.ReportAllocs()
			for b.Loop() {
				src.Scene(0)
			}
		})
	}
}
