package marsattacks

import (
	"slices"
	"testing"
)

// TestCasualties: a killed figure is listed by its profile, a live one
// never [mars M.10.1].
func TestCasualties(t *testing.T) {
	g, err := New(DefaultOptions(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if c := g.Casualties(); len(c) != 0 {
		t.Fatalf("casualties before any fight: %v", c)
	}
	g.st.Figs[0].Alive = false
	if c := g.Casualties(); !slices.Equal(c, []string{g.profiles[g.st.Figs[0].Profile].ID}) {
		t.Fatalf("casualties %v", c)
	}
}
