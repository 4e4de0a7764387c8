package marsattacks

import (
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/enginetest"
)

// board sets up a rule test: figures written "profile@square" or
// "id=profile@square", Humans to play first, no starting hands dealt.
func board(t testing.TB, figs ...string) *Game {
	t.Helper()
	return boardWith(t, DefaultOptions(), Setup{First: Humans, NoDeal: true}, figs...)
}

func boardWith(t testing.TB, opts Options, s Setup, figs ...string) *Game {
	t.Helper()
	for _, f := range figs {
		id := ""
		if k, rest, ok := strings.Cut(f, "="); ok {
			id, f = k, rest
		}
		prof, at, ok := strings.Cut(f, "@")
		if !ok {
			t.Fatalf("bad figure %q", f)
		}
		s.Figures = append(s.Figures, Placement{Profile: prof, At: at, ID: id})
	}
	g, err := NewSetup(opts, 1, s)
	if err != nil {
		t.Fatal(err)
	}
	// Rule tests pin sight as an input: every target partly visible
	// unless the test says otherwise. LOS tests drop this (los_test.go).
	if err := g.SetSight("", "", Partial); err != nil {
		t.Fatal(err)
	}
	return g
}

func play(t testing.TB, g *Game) *enginetest.Scenario { return enginetest.Play(t, g) }

// fig returns the figure with the given id.
func fig(t testing.TB, g *Game, id string) *Figure {
	t.Helper()
	i := g.figByID(id)
	if i < 0 {
		t.Fatalf("no figure %q", id)
	}
	return &g.st.Figs[i]
}
