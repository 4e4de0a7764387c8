package content

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// openMat is an 8 x 8 mat without walls.
func openMat(header string) string {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("\n")
	for range 8 {
		b.WriteString("+ + + + + + + + +\n . . . . . . . .\n")
	}
	b.WriteString("+ + + + + + + + +\n")
	return b.String()
}

// [mars S.11, G2] the ten scenario maps are content, every one authored.
func TestBuiltin_MarsMaps(t *testing.T) {
	s := mustBuiltin(t)
	var want []string
	for k := 1; k <= 10; k++ {
		want = append(want, fmt.Sprintf("s%d", k))
	}
	slices.Sort(want)
	if got := ids(s.Mars.Maps, func(m MarsMap) string { return m.ID }); !slices.Equal(got, want) {
		t.Fatalf("maps %v; want %v", got, want)
	}
	for _, m := range s.Mars.Maps {
		if m.Provenance.Source != Authored {
			t.Errorf("%s: source %q; want authored (the rulebook's maps are lost, G2)", m.File, m.Provenance.Source)
		}
		if m.Map.Width() != 8 || m.Map.Height() != 8 { // [mars M.1.2]
			t.Errorf("%s: %dx%d; want 8x8", m.File, m.Map.Width(), m.Map.Height())
		}
		if got, ok := s.Mars.Map(m.ID); !ok || got.ID != m.ID {
			t.Errorf("Map(%q) = %v, %v", m.ID, got, ok)
		}
	}
	if _, ok := s.Mars.Map("s11"); ok {
		t.Error("Map(s11) found")
	}
}

// A map that replaces a built-in one by an overlay is loaded instead.
func TestMarsMaps_Overlay(t *testing.T) {
	src := openMat("// source: authored. An open test mat.\nboard: s1")
	// The open mat lacks the built-in s1's deployment squares.
	set, err := loadWith(map[string]string{"marsattacks/maps/s1.map": src, marsScenariosFile: strings.Replace(miniScenarios, "[buddy, brandi]", "[us-sergeant]", 1)})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := set.Mars.Map("s1")
	if string(m.Source) != src || m.Provenance.Note != "An open test mat." {
		t.Fatalf("s1 is not the overlay's: note %q", m.Provenance.Note)
	}
}

func TestMarsMaps_Malformed(t *testing.T) {
	const f = "marsattacks/maps/s1.map"
	small := "// source: authored\nboard: s1\n\n+-+\n|.|\n+-+\n"
	tests := []struct {
		name, file, data, want string
	}{
		{"no provenance", f, openMat("board: s1"), f + ":1:1: missing provenance; add a comment line // source: authored (or // source: seed DE a-b)"},
		{"bad source", f, openMat("// source: guessed\nboard: s1"), f + `:1:1: source "guessed"; want seed or authored`},
		{"seed without lines", f, openMat("// note\n// source: seed\nboard: s1"), f + ":2:1: source: seed needs the rulebook lines after it, e.g. // source: seed DE 1606-1669"},
		{"grid error with its line", f, strings.Replace(openMat("// source: authored\nboard: s1"), " . . . . . . . .", " . .x. . . . . .", 1), f + ":4:5: unknown edge character 'x'; a vertical edge is one of ' ' | # : D ! %"},
		{"not 8x8", f, small, f + ": the map is 1x1 squares; the mat is 8x8 (M.1.2)"},
		{"header differs from the name", f, openMat("// source: authored\nboard: s2"), f + ": the map's header says board: s2; want s1, the file's name"},
		{"name not a slug", "marsattacks/maps/S1.map", openMat("// source: authored\nboard: s1"), `marsattacks/maps/S1.map: map file name "S1" is not a lowercase slug (a-z, 0-9, -)`},
		{"hole in the mat", f, strings.Replace(openMat("// source: authored\nboard: s1"), " . . . . . . . .", " # . . . . . . .", 1), f + ": the map has 63 squares; every one of the 64 squares of the mat must be a square (M.1.2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := loadWith(map[string]string{tt.file: tt.data})
			if err == nil {
				t.Fatalf("no error; want %q", tt.want)
			}
			if got := errorStrings(t, err); !slices.Contains(got, tt.want) {
				t.Errorf("errors:\n  %s\nwant among them:\n  %s", strings.Join(got, "\n  "), tt.want)
			}
		})
	}
}
