package grid

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Limits on a layout, so that building one stays cheap and the LOS pair table
// (one entry per pair of squares) stays small.
const (
	maxLayoutSide    = 256
	maxLayoutSquares = 4096
)

// Rotation turns a board clockwise before it is placed.
type Rotation uint8

// The four rotations, clockwise.
const (
	Rot0 Rotation = iota
	Rot90
	Rot180
	Rot270
)

func (r Rotation) String() string {
	if r <= Rot270 {
		return strconv.Itoa(int(r) * 90)
	}
	return "Rotation(" + strconv.Itoa(int(r)) + ")"
}

// Placement puts a board into a layout: the board is rotated by Rot, then its
// top-left cell is put at column X, row Y of the layout (0-based).
type Placement struct {
	Board *Board
	X, Y  int
	Rot   Rotation
}

// Anchor is a token anchor of a layout: the character drawn in a cell of a
// board map (a spawn point number, a start-area or exit letter...) and the
// square it marks. Its meaning belongs to the mission that uses the board.
type Anchor struct {
	Char   byte
	Square Square
}

type doorInfo struct {
	edge Edge
	a, b Square // the two squares the door separates (above/left first)
	name string // DoorName, built once: every Aliens view names its barricades
}

// Layout is the playing area: one or more boards joined edge to edge, with
// the movement rules of one game. It is immutable after NewLayout and safe for
// concurrent use; the LOS tables it fills lazily are published atomically.
//
// Coordinates: x grows to the right, y grows down; squares are (x, y) with
// 0 <= x < Width(), 0 <= y < Height(); grid corner points are (x, y) with
// 0 <= x <= Width(), 0 <= y <= Height(), so square (x, y) spans the corner
// points (x, y) to (x+1, y+1).
type Layout struct {
	id         string
	rules      MoveRules
	w, h       int
	placements []Placement
	cellSq     []Square // w*h: square at cell, or NoSquare
	sqX, sqY   []int16
	sqBoard    []int16
	nH         int        // number of horizontal edges: (h+1)*w
	edges      []edgeInfo // horizontal edges, then vertical ones
	post       []bool     // (w+1)*(h+1) corner points
	doors      []doorInfo
	anchors    []Anchor
	steps      []step   // 8 per square: the neighbour table (move.go)
	targets    []Square // 8 per square: steps' targets alone (StepTargets)
	// nb is targets with NoSquare written as the number of squares: a
	// search gives its distances one more entry, never Unreachable, so
	// that a missing step looks like a square already found
	// (plainDistances).
	nb []Square
	// touch lists the squares touching each square (Touching), run
	// touch[touchAt[s]:touchAt[s+1]].
	touch   []Square
	touchAt []int32
	// plainSteps: no step's legality depends on anything but the
	// layout, its doors and the target square (no squeezing rule, no
	// Mars diagonal beside a door).
	plainSteps bool
	names      []string // by square: Name, built once
	keys       sync.Map // prefix -> *[]string: Keys, built on first use

	losOnce sync.Once
	los     *losTable
	// dist caches StaticDistances by source square, filled lazily.
	distOnce sync.Once
	dist     []atomic.Pointer[[]int32]
}

// NewLayout joins boards into a playing area under the given movement rules.
// It fails if a placement is invalid, if two boards put a square on the same
// cell, or if two boards draw different things on an edge they share. The
// edge between squares of two boards is what either board draws there (an
// open border edge takes the other board's edge); an edge between a square
// and no square is a wall [mars M.6.7].
func NewLayout(rules MoveRules, placements ...Placement) (*Layout, error) {
	if len(placements) == 0 {
		return nil, fmt.Errorf("grid: layout has no boards")
	}
	if rules.Corners > MarsCorners {
		return nil, fmt.Errorf("grid: unknown corner rule %d", rules.Corners)
	}
	l := &Layout{rules: rules, placements: append([]Placement(nil), placements...)}
	for i, p := range placements {
		if p.Board == nil {
			return nil, fmt.Errorf("grid: placement %d has no board", i)
		}
		if p.Rot > Rot270 {
			return nil, fmt.Errorf("grid: board %q: bad rotation %d", p.Board.id, p.Rot)
		}
		if p.X < 0 || p.Y < 0 || p.X > maxLayoutSide || p.Y > maxLayoutSide {
			return nil, fmt.Errorf("grid: board %q placed at %d,%d; want 0..%d", p.Board.id, p.X, p.Y, maxLayoutSide)
		}
		rw, rh := p.Board.w, p.Board.h
		if p.Rot == Rot90 || p.Rot == Rot270 {
			rw, rh = rh, rw
		}
		l.w = max(l.w, p.X+rw)
		l.h = max(l.h, p.Y+rh)
	}
	if l.w > maxLayoutSide || l.h > maxLayoutSide {
		return nil, fmt.Errorf("grid: layout is %dx%d squares; at most %dx%d allowed", l.w, l.h, maxLayoutSide, maxLayoutSide)
	}
	W, H := l.w, l.h
	// Stamp every board into the doubled grid of the layout: cell (x, y) is
	// at (2x+1, 2y+1), corners at even/even, edges in between. Rotations act
	// uniformly on the doubled grid, turning vertical edges into horizontal
	// ones as they should.
	owner := make([]int16, W*H) // board index + 1 per cell
	anchor := make([]byte, W*H)
	type claim struct {
		board int16 // board index + 1, 0 for none
		kind  EdgeKind
	}
	nH := (H + 1) * W
	claims := make([][2]claim, nH+H*(W+1))
	l.post = make([]bool, (W+1)*(H+1))
	for bi, p := range placements {
		b := p.Board
		for Y := 0; Y <= 2*b.h; Y++ {
			for X := 0; X <= 2*b.w; X++ {
				gx, gy := rotateDoubled(X, Y, b.w, b.h, p.Rot)
				gx += 2 * p.X
				gy += 2 * p.Y
				x, y := X/2, Y/2
				switch {
				case X%2 == 1 && Y%2 == 1:
					if !b.square[y*b.w+x] {
						continue
					}
					c := (gy/2)*W + gx/2
					if owner[c] != 0 {
						return nil, fmt.Errorf("grid: boards %q and %q both have a square at %s", placements[owner[c]-1].Board.id, b.id, squareName(gx/2, gy/2))
					}
					owner[c] = int16(bi + 1)
					anchor[c] = b.anchor[y*b.w+x]
				case X%2 == 0 && Y%2 == 0:
					if b.post[y*(b.w+1)+x] {
						l.post[(gy/2)*(W+1)+gx/2] = true
					}
				default:
					var k EdgeKind
					var has bool
					if Y%2 == 0 { // horizontal in the board
						k = b.hedge[y*b.w+x]
						has = b.isSquare(x, y-1) || b.isSquare(x, y)
					} else {
						k = b.vedge[y*(b.w+1)+x]
						has = b.isSquare(x-1, y) || b.isSquare(x, y)
					}
					if !has {
						continue
					}
					var e int
					if gy%2 == 0 {
						e = (gy/2)*W + gx/2
					} else {
						e = nH + (gy/2)*(W+1) + gx/2
					}
					cl := &claims[e]
					if cl[0].board == 0 {
						cl[0] = claim{int16(bi + 1), k}
					} else {
						cl[1] = claim{int16(bi + 1), k}
					}
				}
			}
		}
	}
	// Squares in reading order.
	l.cellSq = make([]Square, W*H)
	for c := range l.cellSq {
		l.cellSq[c] = NoSquare
		if owner[c] == 0 {
			continue
		}
		s := Square(len(l.sqX))
		if s >= maxLayoutSquares {
			return nil, fmt.Errorf("grid: layout has more than %d squares", maxLayoutSquares)
		}
		l.cellSq[c] = s
		l.sqX = append(l.sqX, int16(c%W))
		l.sqY = append(l.sqY, int16(c/W))
		l.sqBoard = append(l.sqBoard, owner[c]-1)
		l.names = append(l.names, squareName(c%W, c/W))
		if anchor[c] != 0 {
			l.anchors = append(l.anchors, Anchor{anchor[c], s})
		}
	}
	// Edges.
	l.nH = nH
	l.edges = make([]edgeInfo, len(claims))
	for e := range claims {
		l.edges[e].door = NoDoor
		a, b := l.edgeSquares(Edge(e))
		switch {
		case a == NoSquare && b == NoSquare:
			continue
		case a == NoSquare || b == NoSquare:
			l.edges[e].kind = EdgeWall
			continue
		}
		c0, c1 := claims[e][0], claims[e][1]
		k := c0.kind
		if c1.board != 0 && c1.kind != c0.kind {
			switch {
			case c0.kind == EdgeNone:
				k = c1.kind
			case c1.kind == EdgeNone:
			default:
				return nil, fmt.Errorf("grid: boards %q and %q disagree on the edge between %s and %s: %v vs %v",
					placements[c0.board-1].Board.id, placements[c1.board-1].Board.id, l.Name(a), l.Name(b), c0.kind, c1.kind)
			}
		} else if c1.board != 0 && k == EdgeDoor {
			return nil, fmt.Errorf("grid: boards %q and %q both draw a door between %s and %s",
				placements[c0.board-1].Board.id, placements[c1.board-1].Board.id, l.Name(a), l.Name(b))
		}
		l.edges[e].kind = k
	}
	// Doors in reading order of the doubled grid: row by row, left to right.
	for gy := 0; gy <= 2*H; gy++ {
		for gx := gy%2 ^ 1; gx <= 2*W; gx += 2 {
			var e Edge
			if gy%2 == 0 {
				e = Edge((gy/2)*W + gx/2)
			} else {
				e = Edge(nH + (gy/2)*(W+1) + gx/2)
			}
			if l.edges[e].kind != EdgeDoor {
				continue
			}
			a, b := l.edgeSquares(e)
			d := DoorID(len(l.doors))
			l.edges[e].door = d
			l.doors = append(l.doors, doorInfo{edge: e, a: a, b: b})
			// The ends of every door are door posts [aliens D.5].
			x0, y0, x1, y1 := l.edgeEnds(e)
			l.post[y0*(W+1)+x0] = true
			l.post[y1*(W+1)+x1] = true
		}
	}
	for i := range l.doors {
		l.doors[i].name = l.Name(l.doors[i].a) + "-" + l.Name(l.doors[i].b)
	}
	l.buildSteps()
	return l, nil
}

// rotateDoubled maps doubled-grid coordinates of a w x h board through a
// clockwise rotation.
func rotateDoubled(X, Y, w, h int, r Rotation) (int, int) {
	switch r {
	case Rot90:
		return 2*h - Y, X
	case Rot180:
		return 2*w - X, 2*h - Y
	case Rot270:
		return Y, 2*w - X
	}
	return X, Y
}

// ID returns the layout's id (from ParseLayout), or "".
func (l *Layout) ID() string { return l.id }

// Rules returns the movement rules the layout was built with.
func (l *Layout) Rules() MoveRules { return l.rules }

// Len returns the number of squares.
func (l *Layout) Len() int { return len(l.sqX) }

// Width returns the number of columns of the layout's bounding grid.
func (l *Layout) Width() int { return l.w }

// Height returns the number of rows of the layout's bounding grid.
func (l *Layout) Height() int { return l.h }

func (l *Layout) valid(s Square) bool { return s >= 0 && int(s) < len(l.sqX) }

// cell returns the square at cell (x, y), or NoSquare off the grid or in a hole.
func (l *Layout) cell(x, y int) Square {
	if x < 0 || y < 0 || x >= l.w || y >= l.h {
		return NoSquare
	}
	return l.cellSq[y*l.w+x]
}

// At returns the square at column x, row y, or NoSquare.
func (l *Layout) At(x, y int) Square { return l.cell(x, y) }

// XY returns the column and row of s; s must be a square of l.
func (l *Layout) XY(s Square) (x, y int) { return int(l.sqX[s]), int(l.sqY[s]) }

// Board returns the index in the layout's placements of the board s belongs
// to; blips are activated board by board [aliens N.1].
func (l *Layout) Board(s Square) int { return int(l.sqBoard[s]) }

// Placements returns a copy of the placements the layout was built from.
func (l *Layout) Placements() []Placement { return append([]Placement(nil), l.placements...) }

// Name returns the human name of s: spreadsheet column letters and a 1-based
// row number in layout coordinates, e.g. "A1" for the top-left cell and "C4"
// for column 2, row 3. Names are unique within a layout.
func (l *Layout) Name(s Square) string {
	if !l.valid(s) {
		return "-"
	}
	return l.names[s]
}

// Keys returns prefix + ":" + Name(s) for every square s, built on first
// use for each prefix and shared (safe for concurrent use): games name
// squares in option keys ("move:C4") without building the strings again.
// The slice must not be modified.
func (l *Layout) Keys(prefix string) []string {
	if k, ok := l.keys.Load(prefix); ok {
		return *k.(*[]string)
	}
	k := make([]string, len(l.names))
	for s, n := range l.names {
		k[s] = prefix + ":" + n
	}
	v, _ := l.keys.LoadOrStore(prefix, &k)
	return *v.(*[]string)
}

// Lookup returns the square with the given name (see Name).
func (l *Layout) Lookup(name string) (Square, error) {
	x, y, err := parseSquareName(name)
	if err != nil {
		return NoSquare, err
	}
	s := l.cell(x, y)
	if s == NoSquare {
		return NoSquare, fmt.Errorf("grid: no square %s on the layout", strings.ToUpper(name))
	}
	return s, nil
}

// Anchors returns the token anchors of all boards in reading order of the
// layout (the order of their squares).
func (l *Layout) Anchors() []Anchor { return append([]Anchor(nil), l.anchors...) }

// Post reports whether the grid corner point (x, y) has a post: drawn as 'o'
// in a map, or the end of a door [aliens D.5].
func (l *Layout) Post(x, y int) bool {
	if x < 0 || y < 0 || x > l.w || y > l.h {
		return false
	}
	return l.post[y*(l.w+1)+x]
}

// hEdge returns the horizontal edge on grid line y between corner points
// (x, y) and (x+1, y), or NoEdge.
func (l *Layout) hEdge(x, y int) Edge {
	if x < 0 || x >= l.w || y < 0 || y > l.h {
		return NoEdge
	}
	return Edge(y*l.w + x)
}

// vEdge returns the vertical edge on grid line x between corner points
// (x, y) and (x, y+1), or NoEdge.
func (l *Layout) vEdge(x, y int) Edge {
	if x < 0 || x > l.w || y < 0 || y >= l.h {
		return NoEdge
	}
	return Edge(l.nH + y*(l.w+1) + x)
}

// edgeSquares returns the squares on both sides of e: above and below for a
// horizontal edge, left and right for a vertical one.
func (l *Layout) edgeSquares(e Edge) (Square, Square) {
	if int(e) < l.nH {
		x, y := int(e)%l.w, int(e)/l.w
		return l.cell(x, y-1), l.cell(x, y)
	}
	i := int(e) - l.nH
	x, y := i%(l.w+1), i/(l.w+1)
	return l.cell(x-1, y), l.cell(x, y)
}

// edgeEnds returns the two corner points of e.
func (l *Layout) edgeEnds(e Edge) (x0, y0, x1, y1 int) {
	if int(e) < l.nH {
		x, y := int(e)%l.w, int(e)/l.w
		return x, y, x + 1, y
	}
	i := int(e) - l.nH
	x, y := i%(l.w+1), i/(l.w+1)
	return x, y, x, y + 1
}

func (l *Layout) validEdge(e Edge) bool { return e >= 0 && int(e) < len(l.edges) }

// EdgeKind returns what is on edge e (EdgeNone for NoEdge).
func (l *Layout) EdgeKind(e Edge) EdgeKind {
	if !l.validEdge(e) {
		return EdgeNone
	}
	return l.edges[e].kind
}

// EdgeDoor returns the door on edge e, or NoDoor.
func (l *Layout) EdgeDoor(e Edge) DoorID {
	if !l.validEdge(e) {
		return NoDoor
	}
	return l.edges[e].door
}

// EdgeSquares returns the squares on both sides of e (above then below, or
// left then right); either may be NoSquare at the rim of the playing area.
func (l *Layout) EdgeSquares(e Edge) (Square, Square) {
	if !l.validEdge(e) {
		return NoSquare, NoSquare
	}
	return l.edgeSquares(e)
}

// EdgeBetween returns the edge between two orthogonally adjacent squares, or
// NoEdge if they are not.
func (l *Layout) EdgeBetween(a, b Square) Edge {
	if !l.valid(a) || !l.valid(b) {
		return NoEdge
	}
	ax, ay := l.XY(a)
	bx, by := l.XY(b)
	switch {
	case ay == by && bx == ax+1:
		return l.vEdge(bx, ay)
	case ay == by && ax == bx+1:
		return l.vEdge(ax, ay)
	case ax == bx && by == ay+1:
		return l.hEdge(ax, by)
	case ax == bx && ay == by+1:
		return l.hEdge(ax, ay)
	}
	return NoEdge
}

// SquareEdges returns the four edges of s in the order N, E, S, W.
func (l *Layout) SquareEdges(s Square) [4]Edge {
	x, y := l.XY(s)
	return [4]Edge{l.hEdge(x, y), l.vEdge(x+1, y), l.hEdge(x, y+1), l.vEdge(x, y)}
}

// Doors returns the number of doors; door ids are 0..Doors()-1.
func (l *Layout) Doors() int { return len(l.doors) }

func (l *Layout) validDoor(d DoorID) bool { return d >= 0 && int(d) < len(l.doors) }

// DoorEdge returns the edge door d lies on, or NoEdge.
func (l *Layout) DoorEdge(d DoorID) Edge {
	if !l.validDoor(d) {
		return NoEdge
	}
	return l.doors[d].edge
}

// DoorSquares returns the two squares door d separates (above/left first),
// or NoSquare twice. Which other squares "touch" a door is left to the game
// [aliens D.8, Y.11].
func (l *Layout) DoorSquares(d DoorID) (Square, Square) {
	if !l.validDoor(d) {
		return NoSquare, NoSquare
	}
	return l.doors[d].a, l.doors[d].b
}

// DoorBetween returns the door between two orthogonally adjacent squares, or
// NoDoor.
func (l *Layout) DoorBetween(a, b Square) DoorID { return l.EdgeDoor(l.EdgeBetween(a, b)) }

// DoorName returns a name for door d made of the names of the squares it
// separates, e.g. "C4-D4" or "C4-C5".
func (l *Layout) DoorName(d DoorID) string {
	if !l.validDoor(d) {
		return "-"
	}
	return l.doors[d].name
}

// ParseLayout parses a layout file (docs/map-format.md): an optional
// "layout: <id>" header and one "place: <board-id> <x> <y> [<rotation>]"
// line per board. boards resolves board ids; it returns nil for an unknown
// id. file is used in error messages only.
func ParseLayout(file string, src []byte, rules MoveRules, boards func(id string) *Board) (*Layout, error) {
	lines := splitLines(src)
	if err := checkText(file, lines); err != nil {
		return nil, err
	}
	var id string
	var ps []Placement
	for i, ln := range lines {
		if isBlank(ln) || isComment(ln) {
			continue
		}
		key, val, ok := headerKey(ln)
		col := valueCol(ln)
		switch {
		case !ok:
			return nil, &ParseError{file, i + 1, 1, `want "layout: <id>" or "place: <board> <x> <y> [0|90|180|270]"`}
		case key == "layout":
			if id != "" || len(ps) > 0 {
				return nil, &ParseError{file, i + 1, 1, `"layout:" must come once, before the "place:" lines`}
			}
			if !validID(val) {
				return nil, &ParseError{file, i + 1, col, fmt.Sprintf("bad layout id %q; want a lowercase slug", val)}
			}
			id = val
		case key == "place":
			f := strings.Fields(val)
			if len(f) != 3 && len(f) != 4 {
				return nil, &ParseError{file, i + 1, col, fmt.Sprintf("place: got %d fields; want <board> <x> <y> [rotation]", len(f))}
			}
			b := boards(f[0])
			if b == nil {
				return nil, &ParseError{file, i + 1, col, fmt.Sprintf("unknown board %q", f[0])}
			}
			x, errX := strconv.Atoi(f[1])
			y, errY := strconv.Atoi(f[2])
			if errX != nil || errY != nil || x < 0 || y < 0 || x > maxLayoutSide || y > maxLayoutSide {
				return nil, &ParseError{file, i + 1, col, fmt.Sprintf("place %s: bad position %q %q; want column and row numbers from 0", f[0], f[1], f[2])}
			}
			rot := Rot0
			if len(f) == 4 {
				switch f[3] {
				case "0":
				case "90":
					rot = Rot90
				case "180":
					rot = Rot180
				case "270":
					rot = Rot270
				default:
					return nil, &ParseError{file, i + 1, col, fmt.Sprintf("place %s: bad rotation %q; want 0, 90, 180 or 270", f[0], f[3])}
				}
			}
			ps = append(ps, Placement{Board: b, X: x, Y: y, Rot: rot})
		default:
			return nil, &ParseError{file, i + 1, 1, fmt.Sprintf("unknown key %q; want layout or place", key)}
		}
	}
	if len(ps) == 0 {
		return nil, &ParseError{file, max(len(lines), 1), 0, "no place lines"}
	}
	l, err := NewLayout(rules, ps...)
	if err != nil {
		return nil, fmt.Errorf("grid: %s: %s", file, strings.TrimPrefix(err.Error(), "grid: "))
	}
	l.id = id
	return l, nil
}

// String renders the whole layout in the map format of docs/map-format.md
// (one combined grid, doors and posts as they ended up after joining the
// boards, anchors in their cells), for logs and golden tests.
func (l *Layout) String() string { return string(l.render(nil)) }

// render draws the layout; mark, if not nil, may replace the character of a
// square's cell (for tests drawing models on the map).
func (l *Layout) render(mark func(Square) byte) []byte {
	var buf bytes.Buffer
	anchors := make(map[Square]byte, len(l.anchors))
	for _, a := range l.anchors {
		anchors[a.Square] = a.Char
	}
	for Y := 0; Y <= 2*l.h; Y++ {
		line := make([]byte, 0, 2*l.w+1)
		for X := 0; X <= 2*l.w; X++ {
			x, y := X/2, Y/2
			var c byte
			switch {
			case X%2 == 0 && Y%2 == 0:
				c = chCorner
				if l.post[y*(l.w+1)+x] {
					c = chPost
				}
			case Y%2 == 0:
				c = hEdgeChar(l.edges[l.hEdge(x, y)].kind)
			case X%2 == 0:
				c = vEdgeChar(l.edges[l.vEdge(x, y)].kind)
			default:
				s := l.cell(x, y)
				switch {
				case s == NoSquare:
					c = chHole
				case mark != nil && mark(s) != 0:
					c = mark(s)
				case anchors[s] != 0:
					c = anchors[s]
				default:
					c = chSquare
				}
			}
			line = append(line, c)
		}
		buf.Write(bytes.TrimRight(line, " "))
		buf.WriteByte('\n')
	}
	return buf.Bytes()
}
