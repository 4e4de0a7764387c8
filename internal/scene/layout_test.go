package scene_test

import (
	"testing"

	"github.com/sulaco/sulaco/internal/grid"
	"github.com/sulaco/sulaco/internal/scene"
)

// FromGrid lists every square once, in reading order, and every edge
// that carries something once, at the square above or left of it; a
// door carries its name; a layout of one board has no board labels.
func TestFromGrid(t *testing.T) {
	board, err := grid.ParseBoard("rooms.map", []byte(`board: rooms
name: Two rooms

+-+-+-+
|. .|.|
+ +=+ +
|. .D.|
+-+-+-+
`))
	if err != nil {
		t.Fatal(err)
	}
	l, err := grid.NewLayout(grid.MoveRules{Corners: grid.AliensCorners}, grid.Placement{Board: board})
	if err != nil {
		t.Fatal(err)
	}
	got := scene.FromGrid(l)
	if got.Width != 3 || got.Height != 2 || len(got.Squares) != 6 || len(got.Boards) != 0 {
		t.Fatalf("layout %dx%d, %d squares, %d boards", got.Width, got.Height, len(got.Squares), len(got.Boards))
	}
	for i, sq := range got.Squares {
		if sq.X != i%3 || sq.Y != i/3 || sq.Name != l.Name(l.At(sq.X, sq.Y)) {
			t.Fatalf("square %d: %+v", i, sq)
		}
	}
	edges := map[[2]string]scene.Edge{}
	for _, e := range got.Edges {
		k := [2]string{e.At, e.Side}
		if _, dup := edges[k]; dup {
			t.Fatalf("edge %v listed twice", k)
		}
		edges[k] = e
	}
	name := func(x, y int) string { return l.Name(l.At(x, y)) }
	for _, tt := range []struct {
		x, y       int
		side, kind string
	}{
		{0, 0, scene.North, scene.EdgeWall}, // the rim: at the square below it
		{0, 0, scene.West, scene.EdgeWall},
		{1, 0, scene.East, scene.EdgeWall}, // between two squares: at the left one
		{1, 0, scene.South, scene.EdgeLine},
		{1, 1, scene.East, scene.EdgeDoor},
		{2, 1, scene.South, scene.EdgeWall},
	} {
		e, ok := edges[[2]string{name(tt.x, tt.y), tt.side}]
		if !ok || e.Kind != tt.kind {
			t.Errorf("%s side %s: %+v (listed %v), want %s", name(tt.x, tt.y), tt.side, e, ok, tt.kind)
		}
	}
	if e := edges[[2]string{name(1, 1), scene.East}]; e.Door != name(1, 1)+"-"+name(2, 1) {
		t.Errorf("door edge named %q", e.Door)
	}
	for _, e := range got.Edges {
		if e.Side == scene.West && e.At != name(0, 0) && e.At != name(0, 1) || e.Side == scene.North && e.At != name(0, 0) && e.At != name(1, 0) && e.At != name(2, 0) {
			t.Errorf("edge %+v is not listed at the square above or left of it", e)
		}
	}
}

// OpenMat names its squares by column letter and row number.
func TestOpenMat(t *testing.T) {
	m := scene.OpenMat(8, 8)
	if len(m.Squares) != 64 || m.Squares[0].Name != "A1" || m.Squares[63].Name != "H8" || len(m.Edges) != 0 {
		t.Fatalf("open mat: %d squares, first %s, last %s, %d edges", len(m.Squares), m.Squares[0].Name, m.Squares[63].Name, len(m.Edges))
	}
}
