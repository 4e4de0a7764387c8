package grid

import (
	"strings"
	"testing"
)

func TestLayout_Names(t *testing.T) {
	l := fourBoards(t)
	for s := Square(0); int(s) < l.Len(); s++ {
		got, err := l.Lookup(l.Name(s))
		if err != nil || got != s {
			t.Fatalf("Lookup(Name(%d)=%q) = %d, %v", s, l.Name(s), got, err)
		}
	}
	if l.Name(0) != "A1" || l.Name(Square(l.Len()-1)) != "X24" {
		t.Errorf("names %s..%s, want A1..X24", l.Name(0), l.Name(Square(l.Len()-1)))
	}
	if got, _ := l.Lookup("c4"); l.Name(got) != "C4" {
		t.Errorf("lower-case lookup = %s", l.Name(got))
	}
	for _, bad := range []string{"", "4", "C", "C0", "C-1", "C+1", "Z99", "4C", "C4x"} {
		if _, err := l.Lookup(bad); err == nil {
			t.Errorf("Lookup(%q) did not fail", bad)
		} else if !strings.HasPrefix(err.Error(), "grid: ") {
			t.Errorf("error %q lacks the grid: prefix", err)
		}
	}
	for x, want := range map[int]string{0: "A", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		if got := columnName(x); got != want {
			t.Errorf("columnName(%d) = %s, want %s", x, got, want)
		}
		if gx, _, err := parseSquareName(want + "1"); err != nil || gx != x {
			t.Errorf("parseSquareName(%s1) = %d, %v", want, gx, err)
		}
	}
}

// rotBoard is asymmetric: an anchor, a door, a white line, a post and a hole.
var rotBoard = []string{
	"+-+-+-+",
	"|a:. .|",
	"+ + +D+",
	"|#|. .|",
	"+-+-+-o",
}

func TestLayout_Rotation(t *testing.T) {
	b := mustBoard(t, "r", rotBoard...)
	// Holes render as '#', their rim edges vanish; the door's ends are posts.
	want := map[Rotation]string{
		Rot0: `+-+-+-+
|a:. .|
+-+ oDo
 #|. .|
+ +-+-o
`,
		Rot90: `+ +-+
 #|a|
+-+=+
|. .|
+ o +
|.D.|
o-o-+
`,
		Rot180: `o-+-+ +
|. .|#
oDo +-+
|. .:a|
+-+-+-+
`,
		Rot270: `+-o-o
|.D.|
+ o +
|. .|
+=+-+
|a|#
+-+ +
`,
	}
	anchor := map[Rotation]string{Rot0: "A1", Rot90: "B1", Rot180: "C2", Rot270: "A3"}
	for rot := Rot0; rot <= Rot270; rot++ {
		l, err := NewLayout(MoveRules{}, Placement{Board: b, Rot: rot})
		if err != nil {
			t.Fatal(err)
		}
		if got := l.String(); got != want[rot] {
			t.Errorf("rotation %v:\n%s\nwant\n%s", rot, got, want[rot])
		}
		if got := l.Name(l.Anchors()[0].Square); got != anchor[rot] {
			t.Errorf("rotation %v: anchor at %s, want %s", rot, got, anchor[rot])
		}
	}
}

// joinA and joinB meet along their shared side: A leaves its east border
// open in row 1 and draws a door in row 2; B is drawn with walls all round
// except an open border in row 1.
var (
	joinA = []string{
		"+-+-+",
		"|1 .|",
		"+ + +",
		"|. . ",
		"+ + +",
		"|. .D",
		"+-+-+",
	}
	joinB = []string{
		"+-+-+",
		"|. 2|",
		"+ + +",
		" . .|",
		"+ + +",
		" . .|",
		"+-+-+",
	}
)

func TestLayout_Join(t *testing.T) {
	a, b := mustBoard(t, "a", joinA...), mustBoard(t, "b", joinB...)
	l, err := NewLayout(MoveRules{}, Placement{Board: a}, Placement{Board: b, X: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := `+-+-+-+-+
|1 .|. 2|
+ + + + +
|. . . .|
+ + o + +
|. .D. .|
+-+-o-+-+
`
	if got := l.String(); got != want {
		t.Errorf("joined layout:\n%s\nwant\n%s", got, want)
	}
	if l.Board(sq(t, l, "B3")) != 0 || l.Board(sq(t, l, "C3")) != 1 {
		t.Errorf("squares are on the wrong boards") // blips move board by board [aliens N.1]
	}
	if l.Doors() != 1 || l.DoorName(0) != "B3-C3" {
		t.Errorf("doors: %d %s", l.Doors(), l.DoorName(0))
	}
	if x, y := sq(t, l, "B3"), sq(t, l, "C3"); l.DoorBetween(x, y) != 0 || l.DoorBetween(y, x) != 0 {
		t.Errorf("DoorBetween wrong")
	}
	var anchors []string
	for _, an := range l.Anchors() {
		anchors = append(anchors, string(an.Char)+"@"+l.Name(an.Square))
	}
	if got := strings.Join(anchors, " "); got != "1@A1 2@D1" {
		t.Errorf("anchors %s", got)
	}
	// Placed alone, an open border is a wall: the rim of the playing area.
	alone, err := NewLayout(MoveRules{}, Placement{Board: a})
	if err != nil {
		t.Fatal(err)
	}
	if k := alone.EdgeKind(alone.SquareEdges(sq(t, alone, "B2"))[1]); k != EdgeWall {
		t.Errorf("open border alone = %v, want wall", k)
	}
	if alone.Doors() != 0 {
		t.Errorf("a door to nowhere is still a door")
	}
}

func TestLayout_Errors(t *testing.T) {
	a := mustBoard(t, "a", joinA...)
	line := mustBoard(t, "l",
		"+-+",
		":.|",
		"+-+")
	tests := []struct {
		name string
		ps   []Placement
		want string
	}{
		{"no boards", nil, "grid: layout has no boards"},
		{"nil board", []Placement{{}}, "grid: placement 0 has no board"},
		{"overlap", []Placement{{Board: a}, {Board: a, X: 1, Y: 1}}, `grid: boards "a" and "a" both have a square at B2`},
		{"disagree", []Placement{{Board: a}, {Board: line, X: 2}}, `grid: boards "a" and "l" disagree on the edge between B1 and C1: wall vs line`},
		{"negative", []Placement{{Board: a, X: -1}}, `grid: board "a" placed at -1,0`},
		{"bad rotation", []Placement{{Board: a, Rot: 4}}, `grid: board "a": bad rotation 4`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewLayout(MoveRules{}, tc.ps...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

func TestParseLayout(t *testing.T) {
	boards := map[string]*Board{"a": mustBoard(t, "a", joinA...), "b": mustBoard(t, "b", joinB...)}
	get := func(id string) *Board { return boards[id] }
	l, err := ParseLayout("m.layout", []byte("// two boards\nlayout: test\nplace: a 0 0\nplace: b 2 0 0\n"), MoveRules{}, get)
	if err != nil {
		t.Fatal(err)
	}
	if l.ID() != "test" || l.Len() != 12 || l.Width() != 4 {
		t.Errorf("got %q %d squares %d wide", l.ID(), l.Len(), l.Width())
	}
	for _, tc := range []struct{ src, want string }{
		{"place: c 0 0\n", `grid: m.layout:1:8: unknown board "c"`},
		{"place: a 0\n", `grid: m.layout:1:8: place: got 2 fields`},
		{"place: a x 0\n", `grid: m.layout:1:8: place a: bad position`},
		{"place: a 0 0 45\n", `grid: m.layout:1:8: place a: bad rotation "45"`},
		{"board: a\n", `grid: m.layout:1:1: unknown key "board"`},
		{"+-+\n", `grid: m.layout:1:1: want "layout: <id>"`},
		{"layout: x\n", `grid: m.layout:1: no place lines`},
		{"place: a 0 0\nplace: a 1 1\n", `grid: m.layout: boards "a" and "a" both have a square`},
	} {
		if _, err := ParseLayout("m.layout", []byte(tc.src), MoveRules{}, get); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseLayout(%q) error %v, want %q", tc.src, err, tc.want)
		}
	}
}
