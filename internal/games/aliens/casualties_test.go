package aliens

import (
	"slices"
	"testing"
)

// TestCasualties: [aliens K.9] a killed Character and [aliens S.1] a
// captured one are listed; standing ones are not.
func TestCasualties(t *testing.T) {
	o := DefaultOptions()
	o.Mission, o.Players, o.Heroes = "bug-hunt-1", 1, []string{"hicks"}
	g, err := New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	if c := g.Casualties(); len(c) != 0 {
		t.Fatalf("casualties at the start: %v", c)
	}
	var in []int
	for i := range g.st.Chars {
		if g.st.Chars[i].InPlay {
			in = append(in, i)
		}
	}
	g.st.Chars[in[0]].Status = Killed
	g.st.Chars[in[1]].Status = Captured
	want := []string{g.st.Chars[in[0]].ID.String(), g.st.Chars[in[1]].ID.String() + ":captured"}
	if c := g.Casualties(); !slices.Equal(c, want) {
		t.Fatalf("casualties %v, want %v", c, want)
	}
}
