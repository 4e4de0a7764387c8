package marsattacks

// Sq is a square of the 8x8 mat (M.1.2): 0..63, row-major from A1. The
// column letter A..H is x, the row number 1..8 is y+1. Off (-1) is the
// pseudo-square of a figure that is not on the mat.
type Sq int8

// Off is where figures off the mat are.
const Off Sq = -1

// Size is the number of squares on a side of the mat (M.1.2).
const Size = 8

// SquareCap is the most figures a square can hold (M.7.3).
const SquareCap = 6

// At returns the square in column x and row y (both 0-based), or Off.
func At(x, y int) Sq {
	if x < 0 || y < 0 || x >= Size || y >= Size {
		return Off
	}
	return Sq(y*Size + x)
}

// X is the 0-based column.
func (s Sq) X() int { return int(s) % Size }

// Y is the 0-based row.
func (s Sq) Y() int { return int(s) / Size }

// OnMat reports whether s is a square of the mat.
func (s Sq) OnMat() bool { return s >= 0 && s < Size*Size }

// String is the square's name, "A1".."H8", or "off".
func (s Sq) String() string {
	if !s.OnMat() {
		return "off"
	}
	return sqNames[s]
}

// sqNames are the squares' names, built once so that naming a square
// allocates nothing.
var sqNames = func() (n [Size * Size]string) {
	for s := range n {
		n[s] = string([]byte{byte('A' + s%Size), byte('1' + s/Size)})
	}
	return n
}()

// ParseSq reads a square name; ok is false if it is not one.
func ParseSq(name string) (Sq, bool) {
	if len(name) != 2 || name[0] < 'A' || name[0] > 'H' || name[1] < '1' || name[1] > '8' {
		return Off, false
	}
	return At(int(name[0]-'A'), int(name[1]-'1')), true
}

// Dist is the distance between two squares on the mat: the number of
// squares on the shortest 8-directional path, not counting the start but
// counting the end, walls ignored (M.9.2): the Chebyshev distance.
func Dist(a, b Sq) int {
	dx, dy := a.X()-b.X(), a.Y()-b.Y()
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	return max(dx, dy)
}

// neighbours lists the on-mat squares adjacent to s in the 8 directions
// (M.6.1), in a fixed order: by row, then by column. The slice is shared:
// callers must not modify it.
func neighbours(s Sq) []Sq { return neighbourTable[s] }
