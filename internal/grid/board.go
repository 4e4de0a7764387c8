package grid

import (
	"bytes"
	"fmt"
	"strings"
)

// maxBoardSide bounds a board's width and height in squares, so that a
// hostile or broken file cannot make the parser allocate without limit.
const maxBoardSide = 64

// Board is one board side as drawn in a map file: a grid of cells, each a
// square or a hole, the edges between them, posts on grid corners and token
// anchors. A Board is immutable after parsing; boards are joined into a
// playing area by NewLayout. See docs/map-format.md for the file format.
type Board struct {
	id, name string
	w, h     int
	square   []bool     // w*h, reading order
	anchor   []byte     // w*h, 0 for none
	hedge    []EdgeKind // (h+1)*w: edge on grid line y between columns x and x+1, index y*w+x
	vedge    []EdgeKind // h*(w+1): edge on grid line x between rows y and y+1, index y*(w+1)+x
	post     []bool     // (h+1)*(w+1): corner point (x, y), index y*(w+1)+x
}

// ID returns the board's id from its "board:" header line.
func (b *Board) ID() string { return b.id }

// Name returns the board's display name from its "name:" header line, or "".
func (b *Board) Name() string { return b.name }

// Width returns the number of columns of the board's grid.
func (b *Board) Width() int { return b.w }

// Height returns the number of rows of the board's grid.
func (b *Board) Height() int { return b.h }

// ParseError is the error returned for a malformed map or layout file. Line
// and Col are 1-based; Col counts bytes.
type ParseError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	if e.Col > 0 {
		return fmt.Sprintf("grid: %s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("grid: %s:%d: %s", e.File, e.Line, e.Msg)
}

// Characters of the map format (docs/map-format.md).
const (
	chCorner  = '+'
	chPost    = 'o'
	chSquare  = '.'
	chHole    = '#'
	chDoor    = 'D'
	chRubble  = '%'
	chWallH   = '-'
	chWallV   = '|'
	chLineH   = '='
	chLineV   = ':'
	chLowH    = '_'
	chLowV    = '!'
	chSolid   = '#' // wall in an edge position, hole in a cell position
	chNothing = ' '
)

// isAnchorChar reports whether c may mark a token anchor in a cell.
func isAnchorChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '*' || c == '@' || c == '$' || c == '&' || c == '?'
}

func hEdgeKind(c byte) (EdgeKind, bool) {
	switch c {
	case chNothing:
		return EdgeNone, true
	case chWallH, chSolid:
		return EdgeWall, true
	case chLineH:
		return EdgeLine, true
	case chDoor:
		return EdgeDoor, true
	case chLowH:
		return EdgeLow, true
	case chRubble:
		return EdgeRubble, true
	}
	return 0, false
}

func vEdgeKind(c byte) (EdgeKind, bool) {
	switch c {
	case chNothing:
		return EdgeNone, true
	case chWallV, chSolid:
		return EdgeWall, true
	case chLineV:
		return EdgeLine, true
	case chDoor:
		return EdgeDoor, true
	case chLowV:
		return EdgeLow, true
	case chRubble:
		return EdgeRubble, true
	}
	return 0, false
}

func hEdgeChar(k EdgeKind) byte {
	return [...]byte{chNothing, chWallH, chLineH, chDoor, chLowH, chRubble}[k]
}

func vEdgeChar(k EdgeKind) byte {
	return [...]byte{chNothing, chWallV, chLineV, chDoor, chLowV, chRubble}[k]
}

// splitLines splits src into lines, dropping a trailing "\r" from each.
func splitLines(src []byte) [][]byte {
	lines := bytes.Split(src, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	for i, ln := range lines {
		lines[i] = bytes.TrimSuffix(ln, []byte("\r"))
	}
	return lines
}

func isBlank(line []byte) bool { return len(bytes.TrimSpace(line)) == 0 }

func isComment(line []byte) bool { return bytes.HasPrefix(bytes.TrimSpace(line), []byte("//")) }

// headerKey returns the key of a "key: value" header line, or "" if line is
// not one. Keys are lowercase words; grid lines never start like that.
func headerKey(line []byte) (key string, value string, ok bool) {
	i := 0
	for i < len(line) && (line[i] >= 'a' && line[i] <= 'z' || i > 0 && (line[i] == '_' || line[i] >= '0' && line[i] <= '9')) {
		i++
	}
	if i == 0 || i >= len(line) || line[i] != ':' {
		return "", "", false
	}
	return string(line[:i]), strings.TrimSpace(string(line[i+1:])), true
}

// valueCol returns the 1-based column where the value of a header line
// starts (after the colon and any spaces).
func valueCol(line []byte) int {
	i := bytes.IndexByte(line, ':') + 1
	for i < len(line) && line[i] == ' ' {
		i++
	}
	return i + 1
}

// validID reports whether id is a lowercase slug: letters, digits and '-'.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// checkText rejects bytes that would make column numbers or alignment lie.
func checkText(file string, lines [][]byte) error {
	for i, ln := range lines {
		for j, c := range ln {
			if c == '\t' {
				return &ParseError{file, i + 1, j + 1, "tab character; align the map with spaces"}
			}
			if c < 0x20 || c >= 0x7f {
				return &ParseError{file, i + 1, j + 1, fmt.Sprintf("unexpected byte %#02x; map files are plain ASCII", c)}
			}
		}
	}
	return nil
}

// ParseBoard parses one board from a map file (docs/map-format.md). file is
// used in error messages only. Errors are *ParseError values carrying the
// line and column of the first problem; ParseBoard never panics.
func ParseBoard(file string, src []byte) (*Board, error) {
	lines := splitLines(src)
	if err := checkText(file, lines); err != nil {
		return nil, err
	}
	b := &Board{}
	seen := map[string]bool{}
	i := 0
	for ; i < len(lines); i++ {
		ln := lines[i]
		if isBlank(ln) || isComment(ln) {
			continue
		}
		key, val, ok := headerKey(ln)
		if !ok {
			break
		}
		if seen[key] {
			return nil, &ParseError{file, i + 1, 1, fmt.Sprintf("duplicate header %q", key)}
		}
		seen[key] = true
		col := valueCol(ln)
		switch key {
		case "board":
			if !validID(val) {
				return nil, &ParseError{file, i + 1, col, fmt.Sprintf("bad board id %q; want a lowercase slug like ops-a", val)}
			}
			b.id = val
		case "name":
			b.name = val
		default:
			return nil, &ParseError{file, i + 1, 1, fmt.Sprintf("unknown header %q; want board or name", key)}
		}
	}
	if b.id == "" {
		return nil, &ParseError{file, max(i, 1), 0, `missing "board: <id>" header before the grid`}
	}
	start := i
	for i < len(lines) && !isBlank(lines[i]) {
		i++
	}
	grid := lines[start:i]
	for j := i; j < len(lines); j++ {
		if !isBlank(lines[j]) && !isComment(lines[j]) {
			return nil, &ParseError{file, j + 1, 1, "unexpected text after the grid; the grid ends at the first blank line (draw holes inside the grid with '#')"}
		}
	}
	if len(grid) == 0 {
		return nil, &ParseError{file, start + 1, 0, "missing grid"}
	}
	if len(grid)%2 == 0 {
		return nil, &ParseError{file, start + len(grid), 0, fmt.Sprintf("grid has %d lines; want an odd number, starting and ending with a corner line", len(grid))}
	}
	w := 0
	for _, ln := range grid {
		w = max(w, len(ln)/2)
	}
	h := len(grid) / 2
	if w == 0 {
		return nil, &ParseError{file, start + 1, 0, "grid has no cells"}
	}
	if w > maxBoardSide || h > maxBoardSide {
		return nil, &ParseError{file, start + 1, 0, fmt.Sprintf("board is %dx%d squares; at most %dx%d allowed", w, h, maxBoardSide, maxBoardSide)}
	}
	b.w, b.h = w, h
	b.square = make([]bool, w*h)
	b.anchor = make([]byte, w*h)
	b.hedge = make([]EdgeKind, (h+1)*w)
	b.vedge = make([]EdgeKind, h*(w+1))
	b.post = make([]bool, (h+1)*(w+1))
	at := func(row, col int) byte {
		if col < len(grid[row]) {
			return grid[row][col]
		}
		return ' '
	}
	for row := 0; row <= 2*h; row++ {
		lineNo := start + row + 1
		for col := 0; col <= 2*w; col++ {
			c := at(row, col)
			x, y := col/2, row/2
			switch {
			case row%2 == 0 && col%2 == 0: // corner
				switch c {
				case chCorner, chNothing:
				case chPost:
					b.post[y*(w+1)+x] = true
				default:
					return nil, &ParseError{file, lineNo, col + 1, fmt.Sprintf("unknown corner character %q; want '+', 'o' or ' '", c)}
				}
			case row%2 == 0: // horizontal edge
				k, ok := hEdgeKind(c)
				if !ok {
					return nil, &ParseError{file, lineNo, col + 1, fmt.Sprintf("unknown edge character %q; a horizontal edge is one of ' ' - # = D _ %%", c)}
				}
				b.hedge[y*w+x] = k
			case col%2 == 0: // vertical edge
				k, ok := vEdgeKind(c)
				if !ok {
					return nil, &ParseError{file, lineNo, col + 1, fmt.Sprintf("unknown edge character %q; a vertical edge is one of ' ' | # : D ! %%", c)}
				}
				b.vedge[y*(w+1)+x] = k
			default: // cell
				switch {
				case c == chSquare:
					b.square[y*w+x] = true
				case c == chNothing || c == chHole:
				case isAnchorChar(c):
					b.square[y*w+x] = true
					b.anchor[y*w+x] = c
				default:
					return nil, &ParseError{file, lineNo, col + 1, fmt.Sprintf("unknown cell character %q; want '.', '#', ' ' or an anchor (letter, digit, * @ $ & ?)", c)}
				}
			}
		}
	}
	hasSquare := false
	for _, sq := range b.square {
		hasSquare = hasSquare || sq
	}
	if !hasSquare {
		return nil, &ParseError{file, start + 1, 0, "board has no squares"}
	}
	return b, nil
}

// isSquare reports whether board cell (x, y) is a square; outside is not.
func (b *Board) isSquare(x, y int) bool {
	return x >= 0 && y >= 0 && x < b.w && y < b.h && b.square[y*b.w+x]
}

// MarshalText renders the board in the canonical map format: '#' for holes,
// '+' or 'o' on every corner, and only the edges that touch a square. Parsing
// the result gives an equal board, and rendering that again gives the same
// text.
func (b *Board) MarshalText() ([]byte, error) {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "board: %s\n", b.id)
	if b.name != "" {
		fmt.Fprintf(&buf, "name: %s\n", b.name)
	}
	buf.WriteByte('\n')
	line := make([]byte, 0, 2*b.w+1)
	for row := 0; row <= 2*b.h; row++ {
		line = line[:0]
		y := row / 2
		for col := 0; col <= 2*b.w; col++ {
			x := col / 2
			var c byte
			switch {
			case row%2 == 0 && col%2 == 0:
				c = chCorner
				if b.post[y*(b.w+1)+x] {
					c = chPost
				}
			case row%2 == 0:
				c = chNothing
				if b.isSquare(x, y-1) || b.isSquare(x, y) {
					c = hEdgeChar(b.hedge[y*b.w+x])
				}
			case col%2 == 0:
				c = chNothing
				if b.isSquare(x-1, y) || b.isSquare(x, y) {
					c = vEdgeChar(b.vedge[y*(b.w+1)+x])
				}
			default:
				switch {
				case !b.square[y*b.w+x]:
					c = chHole
				case b.anchor[y*b.w+x] != 0:
					c = b.anchor[y*b.w+x]
				default:
					c = chSquare
				}
			}
			line = append(line, c)
		}
		buf.Write(bytes.TrimRight(line, " "))
		buf.WriteByte('\n')
	}
	return buf.Bytes(), nil
}
