package grid

import (
	"fmt"
	"strconv"
)

// Square is the dense index of a square of a Layout: 0 <= s < Layout.Len().
// Squares are numbered in reading order of the layout (row by row from the
// top, left to right within a row), so sorting squares sorts them in reading
// order.
type Square int32

// NoSquare stands for "no square" (off the layout, a hole, an impossible step).
const NoSquare Square = -1

// Dir is one of the eight step directions. The y axis points down: N is
// towards row 1.
type Dir uint8

// The eight directions, clockwise from north.
const (
	N Dir = iota
	NE
	E
	SE
	S
	SW
	W
	NW
)

// dirDelta holds (dx, dy) per Dir; it is never written.
var dirDelta = [8][2]int{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

// Delta returns the coordinate change of one step in direction d.
func (d Dir) Delta() (dx, dy int) { return dirDelta[d&7][0], dirDelta[d&7][1] }

// Diagonal reports whether d is one of NE, SE, SW, NW.
func (d Dir) Diagonal() bool { return d&1 == 1 }

func (d Dir) String() string {
	switch d {
	case N:
		return "N"
	case NE:
		return "NE"
	case E:
		return "E"
	case SE:
		return "SE"
	case S:
		return "S"
	case SW:
		return "SW"
	case W:
		return "W"
	case NW:
		return "NW"
	}
	return "Dir(" + strconv.Itoa(int(d)) + ")"
}

// columnName returns the spreadsheet-style name of column x (0 -> A, 25 -> Z,
// 26 -> AA).
func columnName(x int) string {
	var buf [8]byte
	i := len(buf)
	for n := x + 1; n > 0; n = (n - 1) / 26 {
		i--
		buf[i] = byte('A' + (n-1)%26)
	}
	return string(buf[i:])
}

// squareName is the human name of the square at (x, y): column letters and a
// 1-based row number, e.g. "C4" for x=2, y=3.
func squareName(x, y int) string { return columnName(x) + strconv.Itoa(y+1) }

// parseSquareName parses a name made by squareName. Letters may be in either
// case.
func parseSquareName(name string) (x, y int, err error) {
	i := 0
	col := 0
	for i < len(name) {
		c := name[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if c < 'A' || c > 'Z' {
			break
		}
		col = col*26 + int(c-'A'+1)
		if col > 1<<20 {
			return 0, 0, fmt.Errorf("grid: square name %q: column too large", name)
		}
		i++
	}
	if i == 0 || i == len(name) {
		return 0, 0, fmt.Errorf("grid: square name %q: want column letters and a row number, like C4", name)
	}
	row, err := rowNumber(name[i:])
	if err != nil || row < 1 || name[i] == '+' {
		return 0, 0, fmt.Errorf("grid: square name %q: bad row number", name)
	}
	return col - 1, row - 1, nil
}

// Chebyshev returns max(|dx|, |dy|) between two squares: the number of
// 8-direction steps between them on an empty grid, ignoring walls. This is
// the Mars Attacks range [mars M.9.2]. It returns -1 if either square is not
// on the layout.
func (l *Layout) Chebyshev(a, b Square) int {
	if !l.valid(a) || !l.valid(b) {
		return -1
	}
	dx := int(l.sqX[a]) - int(l.sqX[b])
	dy := int(l.sqY[a]) - int(l.sqY[b])
	return max(abs(dx), abs(dy))
}

// Adjacent reports whether a and b are different squares sharing an edge or
// a corner, ignoring walls ("adjacent" in both rulebooks [aliens 0.5]).
func (l *Layout) Adjacent(a, b Square) bool {
	if !l.valid(a) || !l.valid(b) {
		return false
	}
	// Chebyshev(a, b) == 1, without the absolute values: two different
	// squares each coordinate within one of the other's.
	dx, dy := int(l.sqX[a])-int(l.sqX[b]), int(l.sqY[a])-int(l.sqY[b])
	return a != b && uint(dx+1) <= 2 && uint(dy+1) <= 2
}

// integer is the integer types the geometry uses (square counts, and
// int64 numerators of exact points).
type integer interface{ ~int | ~int64 }

func abs[T integer](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

func sign[T integer](x T) T {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// rowNumber is strconv.Atoi with a fast path for the usual row numbers
// (up to nine digits, no sign): option keys are parsed at every choice.
func rowNumber(s string) (int, error) {
	if len(s) == 0 || len(s) > 9 {
		return strconv.Atoi(s)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i] - '0'
		if c > 9 {
			return strconv.Atoi(s) // a sign or a bad character: Atoi's answer
		}
		n = n*10 + int(c)
	}
	return n, nil
}
