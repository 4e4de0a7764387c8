package games

import (
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// builtinCatalog is the catalog of the built-in content.
func builtinCatalog(tb testing.TB) *Catalog {
	tb.Helper()
	set, err := content.Load(content.Builtin())
	if err != nil {
		tb.Fatal(err)
	}
	cat, err := New(set)
	if err != nil {
		tb.Fatal(err)
	}
	return cat
}

// TestSetupErrorsQuoteLittle: a header's options come from anyone; a
// setup error quotes a bounded part of them.
func TestSetupErrorsQuoteLittle(t *testing.T) {
	cat := builtinCatalog(t)
	huge := strings.Repeat("x", 20_000)
	for _, h := range []engine.Header{
		{Game: "aliens", Options: []byte(`{"mission":"` + huge + `"}`), Seats: make([]engine.SeatInfo, 2)},
		{Game: "marsattacks", Options: []byte(`{"scenario":"` + huge + `"}`), Seats: make([]engine.SeatInfo, 2)},
		{Game: huge, Seats: make([]engine.SeatInfo, 2)},
	} {
		_, err := cat.NewGame(&h)
		if err == nil {
			t.Fatal("accepted")
		}
		if len(err.Error()) > 400 {
			t.Errorf("%.40s: an error of %d bytes", h.Game, len(err.Error()))
		}
	}
}

// FuzzNewGame feeds arbitrary options to each game's setup, as any
// record header may: it never panics, and a game it sets up asks its
// first question or is over. Run:
// go test ./internal/games -run XXX -fuzz FuzzNewGame -parallel 1
func FuzzNewGame(f *testing.F) {
	cat := builtinCatalog(f)
	names := cat.Names()
	for i, name := range names {
		def, _ := cat.Lookup(name)
		for seats := range 3 {
			if opts, err := def.Options(seats); err == nil {
				f.Add(uint8(i), uint8(seats), []byte(opts))
			}
		}
	}
	f.Add(uint8(0), uint8(2), []byte(`{"mission":"drill","players":2,"map":"+-+\n|.|\n+-+\n","start":[{"who":"hicks","at":"A1"}]}`))
	f.Add(uint8(1), uint8(2), []byte(`{"scenario":"skirmish","seats":["humans","martians"]}`))
	f.Fuzz(func(t *testing.T, which, seats uint8, options []byte) {
		h := engine.Header{Game: names[int(which)%len(names)], Options: options, Seed: 1,
			Seats: make([]engine.SeatInfo, 1+int(seats)%6)}
		g, err := cat.NewGame(&h)
		if err != nil {
			if len(err.Error()) > 400 {
				t.Fatalf("an error of %d bytes", len(err.Error()))
			}
			return
		}
		if (g.Pending() == nil) == (g.Outcome() == nil) {
			t.Fatal("a new game neither asks nor is over")
		}
	})
}
