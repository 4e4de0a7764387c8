package grid

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestParseBoard_Errors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"unknown edge", "board: x\n+-+-+\n|.x.|\n+-+-+\n", `grid: x.map:3:3: unknown edge character 'x'`},
		{"unknown horizontal edge", "board: x\n+-+|+\n|. .|\n+-+-+\n", `grid: x.map:2:4: unknown edge character '|'`},
		{"unknown cell", "board: x\n+-+-+\n|.|-|\n+-+-+\n", `grid: x.map:3:4: unknown cell character '-'`},
		{"unknown corner", "board: x\n+-x-+\n|. .|\n+-+-+\n", `grid: x.map:2:3: unknown corner character 'x'`},
		{"missing header", "+-+\n|.|\n+-+\n", `grid: x.map:1: missing "board: <id>" header`},
		{"bad id", "board: Ops A\n+-+\n|.|\n+-+\n", `grid: x.map:1:8: bad board id "Ops A"`},
		{"unknown header", "board: x\ncolour: red\n+-+\n|.|\n+-+\n", `grid: x.map:2:1: unknown header "colour"`},
		{"duplicate header", "board: x\nboard: y\n+-+\n|.|\n+-+\n", `grid: x.map:2:1: duplicate header "board"`},
		{"even lines", "board: x\n+-+\n|.|\n", `grid: x.map:3: grid has 2 lines; want an odd number`},
		{"tab", "board: x\n+-+\n|.|\t\n+-+\n", `grid: x.map:3:4: tab character`},
		{"non-ascii", "board: x\n+-+\n|é|\n+-+\n", `grid: x.map:3:2: unexpected byte 0xc3`},
		{"text after grid", "board: x\n+-+\n|.|\n+-+\n\nmore\n", `grid: x.map:6:1: unexpected text after the grid`},
		{"no squares", "board: x\n+-+\n|#|\n+-+\n", `grid: x.map:2: board has no squares`},
		{"missing grid", "board: x\n\n// nothing\n", `grid: x.map:4: missing grid`},
		{"too wide", "board: x\n+" + strings.Repeat("-+", 65) + "\n|" + strings.Repeat(". ", 64) + ".|\n+\n", `at most 64x64`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseBoard("x.map", []byte(tc.src))
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want it to contain %q", err, tc.want)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Errorf("error is %T, want *ParseError", err)
			}
		})
	}
}

func TestParseBoard(t *testing.T) {
	b := mustBoard(t, "ops-a",
		"// comments and blank lines may come before the grid",
		"name: Operations A",
		"",
		"+-+-+-+-+",
		"|. . .|S|",
		"+ +=+ + +",
		"|.:1|.D.|",
		"+-+-+-+-o",
		"    ",
		"// and after it")
	if b.ID() != "ops-a" || b.Name() != "Operations A" || b.Width() != 4 || b.Height() != 2 {
		t.Fatalf("got %q %q %dx%d", b.ID(), b.Name(), b.Width(), b.Height())
	}
	l, err := NewLayout(MoveRules{}, Placement{Board: b})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range l.Anchors() {
		got = append(got, string(a.Char)+"@"+l.Name(a.Square))
	}
	if want := "S@D1 1@B2"; strings.Join(got, " ") != want {
		t.Errorf("anchors %v, want %s (reading order)", got, want)
	}
	check := func(a, b string, want EdgeKind) {
		t.Helper()
		if got := l.EdgeKind(l.EdgeBetween(sq(t, l, a), sq(t, l, b))); got != want {
			t.Errorf("edge %s|%s = %v, want %v", a, b, got, want)
		}
	}
	check("A1", "B1", EdgeNone)
	check("C1", "D1", EdgeWall)
	check("B1", "B2", EdgeLine)
	check("A2", "B2", EdgeLine)
	check("B2", "C2", EdgeWall)
	check("C2", "D2", EdgeDoor)
	if !l.Post(4, 2) || l.Post(0, 0) {
		t.Errorf("posts wrong")
	}
	if !l.Post(3, 1) || !l.Post(3, 2) {
		t.Errorf("the ends of the door are not posts") // [aliens D.5]
	}
}

// TestBoard_RoundTrip: rendering a parsed board and parsing it again gives
// the same board, and rendering is a fixpoint.
func TestBoard_RoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := genMap(t, "r", rapid.IntRange(1, 7).Draw(t, "w"), rapid.IntRange(1, 7).Draw(t, "h"))
		b, err := ParseBoard("r.map", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		out1, _ := b.MarshalText()
		b2, err := ParseBoard("r.map", out1)
		if err != nil {
			t.Fatalf("rendered board does not parse: %v\n%s", err, out1)
		}
		out2, _ := b2.MarshalText()
		if string(out1) != string(out2) {
			t.Fatalf("render is not a fixpoint:\n%s\n---\n%s", out1, out2)
		}
		l1, err1 := NewLayout(MoveRules{}, Placement{Board: b})
		l2, err2 := NewLayout(MoveRules{}, Placement{Board: b2})
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if l1.String() != l2.String() {
			t.Fatalf("layouts differ:\n%s\n---\n%s", l1, l2)
		}
	})
}

// FuzzParse: the parser never panics, and whatever it accepts renders to a
// fixpoint and builds a layout.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.map"))
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("board: x\n+-+\n|.|\n+-+\n"))
	f.Add([]byte("board: x\n+-+-+\n|.D.|\n+o+=+\n|:1!%|\n+-+_+\n"))
	f.Add([]byte("board: x\nname: y\n\n #+\n|.|\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		b, err := ParseBoard("fuzz.map", src)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			return
		}
		out, _ := b.MarshalText()
		b2, err := ParseBoard("fuzz.map", out)
		if err != nil {
			t.Fatalf("rendered board does not parse: %v\n%s", err, out)
		}
		if out2, _ := b2.MarshalText(); string(out2) != string(out) {
			t.Fatalf("render is not a fixpoint")
		}
		if _, err := NewLayout(MoveRules{}, Placement{Board: b}); err != nil {
			t.Fatalf("NewLayout: %v", err)
		}
	})
}
