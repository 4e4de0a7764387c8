package grid

import (
	"testing"
)

// anchorAt returns the square of the anchor drawn with c; it fails the test
// if there is not exactly one.
func anchorAt(t testing.TB, l *Layout, c byte) Square {
	t.Helper()
	found := NoSquare
	for _, a := range l.Anchors() {
		if a.Char == c {
			if found != NoSquare {
				t.Fatalf("anchor %q drawn twice", c)
			}
			found = a.Square
		}
	}
	if found == NoSquare {
		t.Fatalf("no anchor %q", c)
	}
	return found
}

func setOf(l *Layout, sqs ...Square) SquareSet {
	set := l.NewSquareSet()
	for _, s := range sqs {
		set.Add(s)
	}
	return set
}

func doorsOf(l *Layout, ds ...DoorID) DoorSet {
	set := l.NewDoorSet()
	for _, d := range ds {
		set.Add(d)
	}
	return set
}

// TestLOS_VasquezExample replays the rulebook's Line of Sight example
// [EN 1573-1603] on testdata/vasquez.map.
func TestLOS_VasquezExample(t *testing.T) {
	l, err := NewLayout(MoveRules{}, Placement{Board: loadBoard(t, "vasquez")})
	if err != nil {
		t.Fatal(err)
	}
	V, H, U, Y := anchorAt(t, l, 'V'), anchorAt(t, l, 'H'), anchorAt(t, l, 'U'), anchorAt(t, l, 'Y')
	a, b, c, d := anchorAt(t, l, 'a'), anchorAt(t, l, 'b'), anchorAt(t, l, 'c'), anchorAt(t, l, 'd')
	doorB := l.DoorBetween(b, l.At(5, 2))            // between the west and middle rooms
	doorC := l.DoorBetween(l.At(10, 1), l.At(11, 1)) // between the middle and east rooms
	if doorB == NoDoor || doorC == NoDoor {
		t.Fatal("doors not found")
	}
	// Alien b stands next to its door, so it is open; no model touches the
	// east room's door, so it is closed [aliens D.8].
	closed := doorsOf(l, doorC)
	// The three Marines stand; Aliens never block [aliens E.2, E.3].
	standing := setOf(l, V, H, U)
	los := func(x, y Square) bool {
		t.Helper()
		got := l.LOS(x, y, standing, closed)
		if back := l.LOS(y, x, standing, closed); back != got {
			t.Fatalf("LOS(%s,%s)=%v but LOS(%s,%s)=%v", l.Name(x), l.Name(y), got, l.Name(y), l.Name(x), back) // [aliens E.6]
		}
		return got
	}
	if !los(V, a) {
		t.Errorf("Vasquez cannot see the Alien in her room") // [aliens E.1, E.4]
	}
	if !los(V, b) {
		t.Errorf("Vasquez cannot see the Alien next to the open door") // [aliens E.5]
	}
	if los(V, c) {
		t.Errorf("Vasquez sees the Alien behind the closed door") // [aliens D.7, E.5]
	}
	if !l.LOS(V, c, standing, nil) {
		t.Errorf("Vasquez does not see the far Alien even with its door open") // it is the door that hides it [aliens E.5]
	}
	if l.LOS(V, c, standing, doorsOf(l, doorB, doorC)) {
		t.Errorf("Vasquez sees through two closed doors") // [aliens D.7]
	}
	if los(V, d) || l.LOS(V, d, nil, nil) {
		t.Errorf("Vasquez sees the corner the wall hides") // [aliens E.2, D.3]
	}
	// Hicks and Hudson stand diagonally; every line from Vasquez to Alien
	// a passes through their shared corner, which her space touches: she
	// may shoot between them [aliens E.4].
	if l.LOS(V, a, setOf(l, V, H, U, l.At(3, 3)), nil) {
		t.Errorf("Vasquez sees a through a Character standing on the diagonal") // [aliens E.2]
	}
	// From Y, further back on the same diagonal (Vasquez has moved away),
	// the line would pass through the same corner, which Y does not touch:
	// blocked [aliens E.4].
	if l.LOS(Y, a, setOf(l, H, U), nil) {
		t.Errorf("Y sees between Hicks and Hudson without touching their corner") // [aliens E.4]
	}
	if !l.LOS(Y, a, setOf(l, H), nil) || !l.LOS(Y, a, setOf(l, U), nil) {
		t.Errorf("Y does not see a past one Character alone") // one Character is grazed, not a pinch (docs/grid.md)
	}
}

// TestLOS_Cases checks hand-built situations of the rules and of the
// geometric reading in docs/grid.md. In the maps, A is the viewer, B the
// target, X a standing Character.
func TestLOS_Cases(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		m      []string
		closed bool // all doors closed
		want   bool
	}{
		{"open room", "[aliens E.1]", []string{
			"+-+-+-+-+",
			"|A . . .|",
			"+ + + + +",
			"|. . . B|",
			"+-+-+-+-+"}, false, true},
		{"wall between", "[aliens D.3, E.2]", []string{
			"+-+-+-+-+",
			"|A .|. B|",
			"+ + + + +",
			"|. .|. .|",
			"+-+-+-+-+"}, false, false},
		{"closed door", "[aliens D.7, E.2]", []string{
			"+-+-+-+-+",
			"|A .D. B|",
			"+-+-+-+-+"}, true, false},
		{"open door", "[aliens D.7, E.3]", []string{
			"+-+-+-+-+",
			"|A .D. B|",
			"+-+-+-+-+"}, false, true},
		{"white line does not block", "[aliens D.4, E.3]", []string{
			"+-+-+-+-+",
			"|A .:. B|",
			"+-+-+-+-+"}, false, true},
		{"Character in a corridor", "[aliens E.2, K.2]", []string{
			"+-+-+-+-+",
			"|A . X B|",
			"+-+-+-+-+"}, false, false},
		{"Character grazed along its side", "any point to any point [aliens E.1]; docs/grid.md", []string{
			"+-+-+-+-+",
			"|A . X B|",
			"+ + + + +",
			"|. . . .|",
			"+-+-+-+-+"}, false, true},
		{"seam between two Characters", "docs/grid.md: a seam blocks", []string{
			"+-+-+-+-+",
			"|A . X B|",
			"+ + + + +",
			"|. . X .|",
			"+-+-+-+-+"}, false, false},
		{"between two Characters, viewer touches their corner", "[aliens E.4]", []string{
			"+-+-+-+-+",
			"|. . . B|",
			"+ + + + +",
			"|. X . .|",
			"+ + + + +",
			"|. A X .|",
			"+ + + + +",
			"|. . . .|",
			"+-+-+-+-+"}, false, true},
		{"between two Characters, far viewer", "[aliens E.4]", []string{
			"+-+-+-+-+",
			"|. . . B|",
			"+ + + + +",
			"|. X . .|",
			"+ + + + +",
			"|. . X .|",
			"+ + + + +",
			"|A . . .|",
			"+-+-+-+-+"}, false, false},
		{"between two Characters, target touches their corner", "[aliens E.4, E.6]", []string{
			"+-+-+-+-+",
			"|. . . .|",
			"+ + + + +",
			"|. X B .|",
			"+ + + + +",
			"|. . X .|",
			"+ + + + +",
			"|A . . .|",
			"+-+-+-+-+"}, false, true},
		{"between a Character and a wall, viewer touches the corner", "[aliens E.4]", []string{
			"+-+-+-+-+",
			"|. . . B|",
			"+ + + + +",
			"|. # . .|",
			"+ + + + +",
			"|. A X .|",
			"+ + + + +",
			"|. . . .|",
			"+-+-+-+-+"}, false, true},
		{"between a Character and a wall, far viewer", "[aliens E.4]", []string{
			"+-+-+-+-+",
			"|. . . B|",
			"+ + + + +",
			"|. # . .|",
			"+ + + + +",
			"|. . X .|",
			"+ + + + +",
			"|A . . .|",
			"+-+-+-+-+"}, false, false},
		{"between two walls, viewer touches the corner", "[aliens E.4]: walls on both sides always block", []string{
			"+-+-+-+-+",
			"|. . . B|",
			"+ + + + +",
			"|. # . .|",
			"+ + + + +",
			"|. A # .|",
			"+ + + + +",
			"|. . . .|",
			"+-+-+-+-+"}, false, false},
		{"wall end grazed", "docs/grid.md: touching one wall at its end", []string{
			"+-+-+-+",
			"|. . .|",
			"+ + + +",
			"|A|B .|",
			"+-+-+-+"}, false, true},
		{"wall corner enclosing the viewer", "[aliens D.3]", []string{
			"+-+-+-+",
			"|. . .|",
			"+-+ + +",
			"|A|B .|",
			"+-+-+-+"}, false, false},
		{"diagonal neighbours, open corner", "[aliens E.1]", []string{
			"+-+-+",
			"|A .|",
			"+ + +",
			"|. B|",
			"+-+-+"}, false, true},
		{"diagonal neighbours between two Characters", "[aliens E.4]", []string{
			"+-+-+",
			"|A X|",
			"+ + +",
			"|X B|",
			"+-+-+"}, false, true},
		{"diagonal neighbours past a wall corner", "[aliens E.4]: walls on both sides", []string{
			"+-+-+",
			"|A|.|",
			"+-+ +",
			"|. B|",
			"+-+-+"}, false, false},
		{"long shallow line through a gap", "[aliens E.1]", []string{
			"+-+-+-+-+-+-+-+-+-+-+-+-+",
			"|A . . . . . . . . . . .|",
			"+-+-+-+-+-+ +-+-+-+-+-+-+",
			"|. . . . . . . . . . . B|",
			"+-+-+-+-+-+-+-+-+-+-+-+-+"}, false, true},
		{"behind the wall beside a gap", "[aliens D.3, E.2]", []string{
			"+-+-+-+-+-+-+-+-+-+-+-+-+",
			"|A . . . . . . . . . . .|",
			"+-+-+-+-+-+ +-+-+-+-+-+-+",
			"|. . . . B . . . . . . .|",
			"+-+-+-+-+-+-+-+-+-+-+-+-+"}, false, false},
		{"long shallow line, Character in the lower corridor", "[aliens E.2]", []string{
			"+-+-+-+-+-+-+-+-+-+-+-+-+",
			"|A . . . . . . . . . . .|",
			"+-+-+-+-+-+ +-+-+-+-+-+-+",
			"|. . . . . . X . . . . B|",
			"+-+-+-+-+-+-+-+-+-+-+-+-+"}, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := mustLayout(t, MoveRules{}, tc.m...)
			var a, b Square = NoSquare, NoSquare
			standing := l.NewSquareSet()
			for _, an := range l.Anchors() {
				switch an.Char {
				case 'A':
					a = an.Square
				case 'B':
					b = an.Square
				case 'X':
					standing.Add(an.Square)
				}
			}
			closed := l.NewDoorSet()
			if tc.closed {
				for d := DoorID(0); int(d) < l.Doors(); d++ {
					closed.Add(d)
				}
			}
			got := l.LOS(a, b, standing, closed)
			if got != tc.want {
				t.Errorf("LOS(%s,%s) = %v, want %v %s\n%s", l.Name(a), l.Name(b), got, tc.want, tc.rule, dump(l, standing, closed, a, b))
			}
			if back := l.LOS(b, a, standing, closed); back != got {
				t.Errorf("LOS is not symmetric [aliens E.6]")
			}
			// The brute-force reference agrees.
			if ok, _, _ := refSampleFree(l, a, b, standing, closed, 4); ok != tc.want {
				t.Errorf("reference says %v", ok)
			}
		})
	}
}
