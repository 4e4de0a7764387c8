package content

import (
	"fmt"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/grid"
)

// The agreed board geometry (Y.9): every side is boardSize x boardSize
// squares, and each edge is open on the same two squares (the connection
// points), so any side joins any other edge to edge, in any rotation.
const boardSize = 12

var connections = []int{5, 6} // rows 6-7 on the west and east edges, columns F-G on the north and south edges

var aliensMoves = grid.MoveRules{Corners: grid.AliensCorners}

// consoles returns the squares of the layout's consoles: small groups of
// squares (at most 9, a turbine housing) that no step leaves, ringed by
// white lines (D.4) and walls. They are deliberately out of reach; any
// other unreachable square is a mistake.
func consoles(l *grid.Layout) map[grid.Square]bool {
	dirs := []grid.Dir{grid.N, grid.E, grid.S, grid.W}
	out := make(map[grid.Square]bool)
	seen := make(map[grid.Square]bool)
	for sq := grid.Square(0); int(sq) < l.Len(); sq++ {
		if seen[sq] {
			continue
		}
		comp, queue := []grid.Square{sq}, []grid.Square{sq}
		seen[sq] = true
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			for _, d := range dirs {
				next := l.Step(cur, d)
				if next == grid.NoSquare {
					if n := neighbour(l, cur, d); n != grid.NoSquare && l.DoorBetween(cur, n) != grid.NoDoor {
						next = n
					}
				}
				if next != grid.NoSquare && !seen[next] {
					seen[next] = true
					comp = append(comp, next)
					queue = append(queue, next)
				}
			}
		}
		if len(comp) > 9 {
			continue
		}
		lined := false
		for _, c := range comp {
			for _, e := range l.SquareEdges(c) {
				lined = lined || (e != grid.NoEdge && l.EdgeKind(e) == grid.EdgeLine)
			}
		}
		if lined {
			for _, c := range comp {
				out[c] = true
			}
		}
	}
	return out
}

func neighbour(l *grid.Layout, sq grid.Square, d grid.Dir) grid.Square {
	x, y := l.XY(sq)
	dx, dy := d.Delta()
	return l.At(x+dx, y+dy)
}

func builtinBoard(t *testing.T, s *Set, id string) *grid.Board {
	t.Helper()
	for _, b := range s.Aliens.Boards {
		if b.ID == id {
			return b.Map
		}
	}
	t.Fatalf("no board %s", id)
	return nil
}

// TestBuiltin_Boards: the eight sides parse (Load), have the agreed size,
// and every square is reachable from every other (doors open), except
// consoles ringed by white lines.
func TestBuiltin_Boards(t *testing.T) {
	s := mustBuiltin(t)
	var ids []string
	for _, b := range s.Aliens.Boards {
		ids = append(ids, b.ID)
	}
	want := []string{"colony-1", "colony-2", "colony-3", "colony-4", "processor-1", "processor-2", "processor-3", "processor-4"}
	if !slices.Equal(ids, want) { // [aliens A.1, Y.9] four double-sided boards
		t.Fatalf("boards %v; want %v", ids, want)
	}
	for _, b := range s.Aliens.Boards {
		if b.Map.Width() != boardSize || b.Map.Height() != boardSize {
			t.Errorf("%s: %d x %d; want %d x %d", b.ID, b.Map.Width(), b.Map.Height(), boardSize, boardSize)
		}
		if b.Map.Name() == "" {
			t.Errorf("%s: no name", b.ID)
		}
		l, err := grid.NewLayout(aliensMoves, grid.Placement{Board: b.Map})
		if err != nil {
			t.Fatalf("%s: %v", b.ID, err)
		}
		var f grid.Field
		l.Distances(&f, &grid.Moves{}, l.At(connections[0], 0))
		cons := consoles(l)
		for sq := grid.Square(0); int(sq) < l.Len(); sq++ {
			switch {
			case f.Dist[sq] != grid.Unreachable:
			case cons[sq]:
			default:
				t.Errorf("%s: %s is unreachable", b.ID, l.Name(sq))
			}
		}
		if l.Doors() == 0 && b.ID != "processor-1" && b.ID != "processor-2" {
			t.Errorf("%s: no doors", b.ID)
		}
		if len(cons) == 0 && l.Doors() < 2 {
			t.Errorf("%s: neither consoles nor doors", b.ID)
		}
	}
}

// TestBuiltin_BoardConnections: any side, in any rotation, joins any other
// on each of its four edges: the connection points meet open squares, the
// rest of the seam is wall, and the joined layout is connected.
func TestBuiltin_BoardConnections(t *testing.T) {
	s := mustBuiltin(t)
	rots := []grid.Rotation{grid.Rot0, grid.Rot90, grid.Rot180, grid.Rot270}
	for _, a := range s.Aliens.Boards {
		for _, b := range s.Aliens.Boards {
			if a.ID == b.ID {
				continue
			}
			for _, r := range rots {
				// b east of a, then b south of a.
				for _, south := range []bool{false, true} {
					pb := grid.Placement{Board: b.Map, X: boardSize, Rot: r}
					if south {
						pb = grid.Placement{Board: b.Map, Y: boardSize, Rot: r}
					}
					name := fmt.Sprintf("%s+%s/%v/south=%v", a.ID, b.ID, r, south)
					l, err := grid.NewLayout(aliensMoves, grid.Placement{Board: a.Map}, pb)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					for i := range boardSize {
						x1, y1, x2, y2 := boardSize-1, i, boardSize, i
						if south {
							x1, y1, x2, y2 = i, boardSize-1, i, boardSize
						}
						p, q := l.At(x1, y1), l.At(x2, y2)
						open := p != grid.NoSquare && q != grid.NoSquare && l.EdgeKind(l.EdgeBetween(p, q)) == grid.EdgeNone
						if open != slices.Contains(connections, i) {
							t.Errorf("%s: seam at %d open=%v; want open exactly at %v", name, i, open, connections)
						}
					}
					if a.ID == "colony-1" || b.ID == "colony-1" {
						checkConnected(t, name, l)
					}
				}
			}
		}
	}
}

// TestBuiltin_BoardArrangements: the sides join in a 2x2 square, a 1x4
// strip and an L into one connected playing area.
func TestBuiltin_BoardArrangements(t *testing.T) {
	s := mustBuiltin(t)
	b := func(id string) *grid.Board { return builtinBoard(t, s, id) }
	const n = boardSize
	for name, pl := range map[string][]grid.Placement{
		"square": {{Board: b("colony-1")}, {Board: b("processor-2"), X: n}, {Board: b("colony-3"), Y: n}, {Board: b("processor-4"), X: n, Y: n, Rot: grid.Rot90}},
		"strip":  {{Board: b("processor-1")}, {Board: b("colony-2"), X: n, Rot: grid.Rot180}, {Board: b("processor-3"), X: 2 * n}, {Board: b("colony-4"), X: 3 * n, Rot: grid.Rot270}},
		"L":      {{Board: b("colony-4")}, {Board: b("processor-3"), Y: n}, {Board: b("processor-2"), Y: 2 * n, Rot: grid.Rot90}, {Board: b("colony-1"), X: n, Y: 2 * n}},
	} {
		l, err := grid.NewLayout(aliensMoves, pl...)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkConnected(t, name, l)
	}
}

func checkConnected(t *testing.T, name string, l *grid.Layout) {
	t.Helper()
	var f grid.Field
	cons := consoles(l)
	start := grid.NoSquare
	for sq := grid.Square(0); int(sq) < l.Len() && start == grid.NoSquare; sq++ {
		if !cons[sq] {
			start = sq
		}
	}
	l.Distances(&f, &grid.Moves{}, start)
	for sq := grid.Square(0); int(sq) < l.Len(); sq++ {
		if f.Dist[sq] == grid.Unreachable && !cons[sq] {
			t.Errorf("%s: %s is unreachable", name, l.Name(sq))
			return
		}
	}
}
