package scene

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// edgeKinds names grid's edge kinds as a scene does.
var edgeKinds = map[grid.EdgeKind]string{
	grid.EdgeWall:   EdgeWall,
	grid.EdgeLine:   EdgeLine,
	grid.EdgeDoor:   EdgeDoor,
	grid.EdgeLow:    EdgeLow,
	grid.EdgeRubble: EdgeRubble,
}

// sides are a square's sides in the order of grid.Layout.SquareEdges.
var sides = [4]string{North, East, South, West}

// FromGrid is the scene layout of a grid layout: its squares in reading
// order, each edge that carries something once, and a label for each
// board when it joins several ("Board 2", as the rules number them).
// Each edge is listed once: at the square above or left of it where
// there is one.
func FromGrid(l *grid.Layout) *Layout {
	out := &Layout{Width: l.Width(), Height: l.Height()}
	if n := len(l.Placements()); n > 1 {
		for i := range n {
			out.Boards = append(out.Boards, engine.M("scene.board", "n", i+1))
		}
	}
	for y := range l.Height() {
		for x := range l.Width() {
			if s := l.At(x, y); s != grid.NoSquare {
				out.Squares = append(out.Squares, Square{Name: l.Name(s), X: x, Y: y, Board: l.Board(s)})
			}
		}
	}
	for _, sq := range out.Squares {
		for i, e := range l.SquareEdges(l.At(sq.X, sq.Y)) {
			kind, ok := edgeKinds[l.EdgeKind(e)]
			if !ok {
				continue
			}
			if above, _ := l.EdgeSquares(e); (i == 0 || i == 3) && above != grid.NoSquare {
				continue // listed at the square above or left of it
			}
			ed := Edge{At: sq.Name, Side: sides[i], Kind: kind}
			if kind == EdgeDoor {
				ed.Door = l.DoorName(l.EdgeDoor(e))
			}
			out.Edges = append(out.Edges, ed)
		}
	}
	return out
}

// OpenMat is the layout of a w x h mat with nothing on it, its squares
// named by column letter and row number ("A1" top left).
func OpenMat(w, h int) *Layout {
	out := &Layout{Width: w, Height: h}
	for y := range h {
		for x := range w {
			out.Squares = append(out.Squares, Square{Name: string(rune('A'+x)) + string(rune('1'+y)), X: x, Y: y})
		}
	}
	return out
}
