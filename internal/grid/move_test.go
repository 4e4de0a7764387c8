package grid

import "testing"

// gormanMap is the movement example of the rulebook [EN 1393-1403], redrawn:
// Gorman (G) goes through the door north of him; the console C is ringed by
// thick white lines.
var gormanMap = []string{
	"+-+-+-+-+-+",
	"|. . . . .|",
	"+ + + + + +",
	"|. . . . .|",
	"+ + +=+ + +",
	"|. .:C:. .|",
	"+-+D+=+-+-+",
	"|. G . . .|",
	"+-+-+-+-+-+",
}

func TestStep_GormanExample(t *testing.T) {
	l := mustLayout(t, MoveRules{Corners: AliensCorners}, gormanMap...)
	G := anchorAt(t, l, 'G')
	name := func(s Square) string { return l.Name(s) }
	if got := l.Step(G, N); name(got) != "B3" {
		t.Errorf("Step(G, N) = %s, want B3 through the door", name(got)) // [aliens D.7, J.8]
	}
	if got := l.Step(G, NE); got != NoSquare {
		t.Errorf("Step(G, NE) = %s, want none: the door post is on the corner", name(got)) // [aliens D.5]
	}
	if got := l.Step(G, NW); got != NoSquare {
		t.Errorf("Step(G, NW) = %s, want none: the other door post", name(got)) // [aliens D.5]
	}
	b3 := sq(t, l, "B3")
	if got := l.Step(b3, NE); got != NoSquare {
		t.Errorf("Step(B3, NE) = %s, want none: the console's white line touches the corner", name(got)) // [aliens D.4, D.5]
	}
	if got := l.Step(b3, E); got != NoSquare {
		t.Errorf("Step(B3, E) = %s, want none: white line", name(got)) // [aliens D.4]
	}
	if got := l.Step(b3, N); name(got) != "B2" {
		t.Errorf("Step(B3, N) = %s, want B2", name(got)) // "Gorman has to move up one more space"
	}
	if got := l.Step(sq(t, l, "B2"), E); name(got) != "C2" {
		t.Errorf("Step(B2, E) = %s, want C2 around the top of the console", name(got))
	}
	// Doors are dynamic: a closed (barricaded) door stops the step, unless
	// routing treats it as passable [aliens J.4, L.6].
	door := l.DoorBetween(G, b3)
	closed := doorsOf(l, door)
	if got := l.CanStep(G, N, &Moves{Closed: closed}); got != NoSquare {
		t.Errorf("CanStep through a closed door = %s", name(got)) // [aliens D.9, J.4]
	}
	if got := l.CanStep(G, N, &Moves{Closed: closed, ThroughDoors: true}); got != b3 {
		t.Errorf("CanStep ThroughDoors = %s, want B3", name(got)) // [aliens L.6, Z.2]
	}
	if got := l.CanStep(G, N, &Moves{Blocked: setOf(l, b3)}); got != NoSquare {
		t.Errorf("CanStep into a blocked square = %s", name(got)) // [aliens L.8]
	}
	if got := l.Step(G, S); got != NoSquare {
		t.Errorf("Step off the board = %s", name(got)) // outer edges are walls
	}
}

// TestStep_Corners checks the diagonal rules of both games on a 2x2 room:
// the step from A (bottom left) to D (top right), whose orthogonal
// neighbours are B (right of A) and C (above A).
func TestStep_Corners(t *testing.T) {
	tests := []struct {
		name        string
		m           []string
		aliens, mar bool // diagonal allowed under AliensCorners, MarsCorners
		rule        string
	}{
		{"no wall", []string{
			"+-+-+",
			"|C D|",
			"+ + +",
			"|A B|",
			"+-+-+"}, true, true, "[aliens D.2; mars M.6.3] no wall: allowed"},
		{"wall on one side", []string{
			"+-+-+",
			"|C D|",
			"+ + +",
			"|A|B|",
			"+-+-+"}, false, true, "[aliens D.5] a wall touches the corner; [mars M.6.3] one side only: allowed"},
		{"walls on the same side", []string{
			"+-+-+",
			"|C D|",
			"+ +-+",
			"|A|B|",
			"+-+-+"}, false, true, "[mars M.6.3] A|B and B|D close the same side"},
		{"walls on both sides", []string{
			"+-+-+",
			"|C D|",
			"+-+ +",
			"|A|B|",
			"+-+-+"}, false, false, "[mars M.6.3] A|B and A|C: both sides closed"},
		{"straight wall", []string{
			"+-+-+",
			"|C|D|",
			"+ + +",
			"|A|B|",
			"+-+-+"}, false, false, "[mars M.6.3] A|B and C|D"},
		{"low walls on both sides", []string{
			"+-+-+",
			"|C D|",
			"+_+ +",
			"|A!B|",
			"+-+-+"}, true, true, "[mars M.6.4] low walls are ignored"},
		{"rubble on both sides", []string{
			"+-+-+",
			"|C D|",
			"+%+ +",
			"|A%B|",
			"+-+-+"}, true, true, "[mars M.6.4] rubble is ignored"},
		{"white lines on both sides", []string{
			"+-+-+",
			"|C D|",
			"+=+ +",
			"|A:B|",
			"+-+-+"}, false, false, "[aliens D.4, D.5] white lines block moving"},
		{"post on the corner", []string{
			"+-+-+",
			"|C D|",
			"+ o +",
			"|A B|",
			"+-+-+"}, false, true, "[aliens D.5] a door post on the corner; Mars has none"},
		{"open door on one side", []string{
			"+-+-+",
			"|C D|",
			"+ + +",
			"|ADB|",
			"+-+-+"}, false, true, "[aliens D.5] a door frame touches the corner"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range []struct {
				corners Corners
				want    bool
			}{{AliensCorners, tc.aliens}, {MarsCorners, tc.mar}} {
				l := mustLayout(t, MoveRules{Corners: c.corners}, tc.m...)
				A, D := anchorAt(t, l, 'A'), anchorAt(t, l, 'D')
				got := l.CanStep(A, NE, nil) == D
				if got != c.want {
					t.Errorf("%v: diagonal A->D allowed = %v, want %v %s", c.corners, got, c.want, tc.rule)
				}
				if back := l.CanStep(D, SW, nil) == A; back != got {
					t.Errorf("%v: the step back is %v", c.corners, back)
				}
			}
		})
	}
}

// TestStep_MarsOrthogonal: only a solid wall stops an orthogonal step
// [mars M.6.2, M.6.4].
func TestStep_MarsOrthogonal(t *testing.T) {
	l := mustLayout(t, MoveRules{Corners: MarsCorners},
		"+-+-+-+-+-+",
		"|A!B%C|D E|",
		"+-+-+-+-+-+")
	for _, tc := range []struct {
		from, to byte
		want     bool
	}{{'A', 'B', true}, {'B', 'C', true}, {'C', 'D', false}, {'D', 'E', true}} {
		from, to := anchorAt(t, l, tc.from), anchorAt(t, l, tc.to)
		if got := l.CanStep(from, E, nil) == to; got != tc.want {
			t.Errorf("%c->%c allowed = %v, want %v", tc.from, tc.to, got, tc.want)
		}
	}
	if h := l.EdgeKind(l.EdgeBetween(anchorAt(t, l, 'A'), anchorAt(t, l, 'B'))).Height(); h != HeightLow {
		t.Errorf("low wall height = %v", h)
	}
}

// TestStep_MarsDoorDiagonal: a closed door counts as a wall for the Mars
// diagonal rule, an open one does not.
func TestStep_MarsDoorDiagonal(t *testing.T) {
	l := mustLayout(t, MoveRules{Corners: MarsCorners},
		"+-+-+",
		"|C D|",
		"+-+ +",
		"|ADB|",
		"+-+-+")
	A, D := anchorAt(t, l, 'A'), anchorAt(t, l, 'D')
	if l.CanStep(A, NE, nil) != D {
		t.Errorf("open door: diagonal blocked") // one side only [mars M.6.3]
	}
	if l.CanStep(A, NE, &Moves{Closed: doorsOf(l, 0)}) != NoSquare {
		t.Errorf("closed door: diagonal allowed") // both sides [mars M.6.3]
	}
	if l.CanStep(A, NE, &Moves{Closed: doorsOf(l, 0), ThroughDoors: true}) != D {
		t.Errorf("ThroughDoors: diagonal blocked")
	}
}

// TestStep_Squeeze: two models standing diagonally block the squeeze
// between them only with MoveRules.BlockSqueeze [aliens D.5, Y.12].
func TestStep_Squeeze(t *testing.T) {
	m := []string{
		"+-+-+",
		"|C D|",
		"+ + +",
		"|A B|",
		"+-+-+"}
	for _, block := range []bool{false, true} {
		l := mustLayout(t, MoveRules{BlockSqueeze: block}, m...)
		A, B, C, D := anchorAt(t, l, 'A'), anchorAt(t, l, 'B'), anchorAt(t, l, 'C'), anchorAt(t, l, 'D')
		models := setOf(l, B, C)
		if got := l.CanStep(A, NE, &Moves{Models: models}) == D; got == block {
			t.Errorf("BlockSqueeze=%v: squeeze allowed = %v", block, got)
		}
		if got := l.CanStep(A, NE, &Moves{Blocked: models}) == D; got == block {
			t.Errorf("BlockSqueeze=%v, models from Blocked: squeeze allowed = %v", block, got)
		}
		if l.CanStep(A, NE, &Moves{Models: setOf(l, B)}) != D {
			t.Errorf("BlockSqueeze=%v: one model blocks the diagonal", block)
		}
	}
}
