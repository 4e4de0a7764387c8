package grid

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// mustBoard parses a map given as lines; it fails the test on error.
func mustBoard(t testing.TB, id string, lines ...string) *Board {
	t.Helper()
	src := "board: " + id + "\n" + strings.Join(lines, "\n") + "\n"
	b, err := ParseBoard(id+".map", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// mustLayout builds a one-board layout from map lines.
func mustLayout(t testing.TB, rules MoveRules, lines ...string) *Layout {
	t.Helper()
	l, err := NewLayout(rules, Placement{Board: mustBoard(t, "test", lines...)})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// sq returns the square with the given name, failing the test if none.
func sq(t testing.TB, l *Layout, name string) Square {
	t.Helper()
	s, err := l.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// genMap draws the text of a random w x h board: mostly squares, with
// walls, white lines, doors, low walls and posts scattered over it.
func genMap(t *rapid.T, id string, w, h int) string {
	var sb strings.Builder
	sb.WriteString("board: " + id + "\n")
	cell := make([][]byte, h)
	for y := range cell {
		cell[y] = make([]byte, w)
		for x := range cell[y] {
			cell[y][x] = rapid.SampledFrom([]byte("..........#")).Draw(t, "cell")
		}
	}
	cell[0][0] = '.'
	edge := func(vertical bool) byte {
		if vertical {
			return rapid.SampledFrom([]byte("       ||:D!")).Draw(t, "vedge")
		}
		return rapid.SampledFrom([]byte("       --=D_")).Draw(t, "hedge")
	}
	for row := 0; row <= 2*h; row++ {
		for col := 0; col <= 2*w; col++ {
			switch {
			case row%2 == 0 && col%2 == 0:
				sb.WriteByte(rapid.SampledFrom([]byte("+++++++++o")).Draw(t, "corner"))
			case row%2 == 0:
				if row == 0 || row == 2*h {
					sb.WriteByte(rapid.SampledFrom([]byte("--- D")).Draw(t, "border"))
				} else {
					sb.WriteByte(edge(false))
				}
			case col%2 == 0:
				if col == 0 || col == 2*w {
					sb.WriteByte(rapid.SampledFrom([]byte("||| D")).Draw(t, "border"))
				} else {
					sb.WriteByte(edge(true))
				}
			default:
				sb.WriteByte(cell[row/2][col/2])
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// genLayout draws a random layout of one board, or two boards side by side
// or stacked (possibly rotated), with the given corner rule.
func genLayout(t *rapid.T, rules MoveRules) *Layout {
	w := rapid.IntRange(1, 6).Draw(t, "w")
	h := rapid.IntRange(1, 6).Draw(t, "h")
	b1, err := ParseBoard("a.map", []byte(genMap(t, "a", w, h)))
	if err != nil {
		t.Fatalf("generated map does not parse: %v", err)
	}
	ps := []Placement{{Board: b1, Rot: Rotation(rapid.IntRange(0, 3).Draw(t, "rot"))}}
	if rapid.Bool().Draw(t, "two") {
		w2 := rapid.IntRange(1, 4).Draw(t, "w2")
		h2 := rapid.IntRange(1, 4).Draw(t, "h2")
		b2, err := ParseBoard("b.map", []byte(genMap(t, "b", w2, h2)))
		if err != nil {
			t.Fatalf("generated map does not parse: %v", err)
		}
		rw, rh := w, h
		if ps[0].Rot%2 == 1 {
			rw, rh = h, w
		}
		if rapid.Bool().Draw(t, "beside") {
			ps = append(ps, Placement{Board: b2, X: rw, Y: rapid.IntRange(0, 2).Draw(t, "dy")})
		} else {
			ps = append(ps, Placement{Board: b2, X: rapid.IntRange(0, 2).Draw(t, "dx"), Y: rh})
		}
	}
	l, err := NewLayout(rules, ps...)
	if err != nil {
		// Boards may disagree on a shared edge; try a single board.
		l, err = NewLayout(rules, ps[0])
		if err != nil {
			t.Fatalf("NewLayout: %v", err)
		}
	}
	return l
}

// genState draws standing Characters and closed doors.
func genState(t *rapid.T, l *Layout) (SquareSet, DoorSet) {
	standing := l.NewSquareSet()
	p := rapid.IntRange(0, 40).Draw(t, "density")
	for s := Square(0); int(s) < l.Len(); s++ {
		if rapid.IntRange(0, 99).Draw(t, "stand") < p {
			standing.Add(s)
		}
	}
	closed := l.NewDoorSet()
	for d := DoorID(0); int(d) < l.Doors(); d++ {
		if rapid.Bool().Draw(t, "closed") {
			closed.Add(d)
		}
	}
	return standing, closed
}

// dump renders l with standing Characters as 'X', closed doors listed, and
// the given squares lettered 'A', 'B', ...
func dump(l *Layout, standing SquareSet, closed DoorSet, named ...Square) string {
	out := l.render(func(s Square) byte {
		for i, n := range named {
			if n == s {
				return byte('A' + i)
			}
		}
		if standing.Has(s) {
			return 'X'
		}
		return 0
	})
	var cl []string
	for d := DoorID(0); int(d) < l.Doors(); d++ {
		if closed.Has(d) {
			cl = append(cl, l.DoorName(d))
		}
	}
	return string(out) + "closed doors: " + strings.Join(cl, " ") + "\n"
}
