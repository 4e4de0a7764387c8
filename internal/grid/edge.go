package grid

import "strconv"

// EdgeKind is what lies on the edge between two orthogonally adjacent squares.
type EdgeKind uint8

// Edge kinds. The zero value is a plain edge with nothing on it.
const (
	// EdgeNone: nothing; models move and see across.
	EdgeNone EdgeKind = iota
	// EdgeWall blocks moving and seeing [aliens D.3]; for Mars Attacks it is
	// a solid (high) wall [mars M.6.2]. The outer edge of the playing area
	// is a wall.
	EdgeWall
	// EdgeLine is an impassable thick white line: it blocks moving, not
	// seeing [aliens D.4].
	EdgeLine
	// EdgeDoor is a door: a wall while closed, nothing while open
	// [aliens D.7]. Each door edge has its own DoorID; whether it is
	// closed is game state, passed in as a DoorSet.
	EdgeDoor
	// EdgeLow is a low or incomplete wall: no obstacle to movement
	// [mars M.6.4]; its effect on sight is the Mars Attacks engine's.
	EdgeLow
	// EdgeRubble is rubble on the edge: no obstacle to movement
	// [mars M.6.4]; its effect on sight is the Mars Attacks engine's.
	EdgeRubble
)

func (k EdgeKind) String() string {
	switch k {
	case EdgeNone:
		return "none"
	case EdgeWall:
		return "wall"
	case EdgeLine:
		return "line"
	case EdgeDoor:
		return "door"
	case EdgeLow:
		return "low wall"
	case EdgeRubble:
		return "rubble"
	}
	return "EdgeKind(" + strconv.Itoa(int(k)) + ")"
}

// Height is how tall the thing on an edge is, for rules that compare it with
// figures (Mars Attacks diagonal steps [mars M.6.3], sight [mars M.9.5]).
type Height uint8

// Heights, in increasing order.
const (
	HeightNone Height = iota // nothing standing: none, white line
	HeightLow                // low wall, rubble
	HeightHigh               // wall, door (when closed)
)

func (h Height) String() string {
	switch h {
	case HeightNone:
		return "none"
	case HeightLow:
		return "low"
	case HeightHigh:
		return "high"
	}
	return "Height(" + strconv.Itoa(int(h)) + ")"
}

// Height returns the height of the edge kind. A door counts as high; an open
// door is the caller's business.
func (k EdgeKind) Height() Height {
	switch k {
	case EdgeWall, EdgeDoor:
		return HeightHigh
	case EdgeLow, EdgeRubble:
		return HeightLow
	}
	return HeightNone
}

// Edge is the index of an edge (a unit segment of the grid lines) of a
// Layout. Horizontal edges come first, then vertical ones.
type Edge int32

// NoEdge stands for "no edge".
const NoEdge Edge = -1

// DoorID is the index of a door of a Layout, 0 <= d < Layout.Doors(). Doors
// are numbered in reading order of their edges over the whole layout.
type DoorID int32

// NoDoor stands for "no door".
const NoDoor DoorID = -1

// edgeInfo is what the layout stores per edge.
type edgeInfo struct {
	kind EdgeKind
	door DoorID // NoDoor unless kind == EdgeDoor
}
