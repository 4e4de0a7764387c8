package grid

// Point is a point of the layout plane with exact rational coordinates
// (X/Den, Y/Den), in square units, with (0, 0) the top-left corner of the
// layout and y growing down. Den must be positive and at most MaxDen.
type Point struct{ X, Y, Den int64 }

// MaxDen bounds Point.Den (and the product of two denominators), keeping
// Trace's integer arithmetic exact.
const MaxDen = 1 << 20

// CornerPoint returns the grid corner point (x, y).
func CornerPoint(x, y int) Point { return Point{int64(x), int64(y), 1} }

// Center returns the centre of square s.
func (l *Layout) Center(s Square) Point {
	x, y := l.XY(s)
	return Point{int64(2*x + 1), int64(2*y + 1), 2}
}

// CrossingKind says how a segment meets a cell, an edge or a corner.
type CrossingKind uint8

// Crossing kinds.
const (
	// InSquare: the segment passes through the interior of cell (X, Y);
	// Square is NoSquare for a hole or outside the layout.
	InSquare CrossingKind = iota
	// AcrossEdge: the segment crosses Edge at a point inside it.
	AcrossEdge
	// AlongEdge: the segment runs along Edge for a positive length.
	AlongEdge
	// AtCorner: the segment passes through grid corner point (X, Y).
	AtCorner
)

func (k CrossingKind) String() string {
	switch k {
	case InSquare:
		return "in"
	case AcrossEdge:
		return "across"
	case AlongEdge:
		return "along"
	case AtCorner:
		return "corner"
	}
	return "CrossingKind(?)"
}

// Crossing is one thing a traced segment meets.
type Crossing struct {
	Kind   CrossingKind
	Square Square // InSquare
	Edge   Edge   // AcrossEdge, AlongEdge (NoEdge outside the layout)
	X, Y   int    // the cell (InSquare) or the corner point (AtCorner)
	// Endpoint: this point contact (AcrossEdge, AtCorner) is at p or q.
	Endpoint bool
}

// Trace appends to dst, in order from p to q, everything the closed segment
// pq meets: the cells whose interior it passes through, the edges it crosses
// or runs along, and the grid corners it passes through, and returns the
// extended slice. It is the raw geometry under LOS, for rules that weigh what
// lies on a line themselves (Mars Attacks partial and clear views
// [mars M.9.5]). A degenerate segment (p == q) or an invalid point yields
// nothing. Trace does not allocate when dst has room.
func (l *Layout) Trace(dst []Crossing, p, q Point) []Crossing {
	if p.Den <= 0 || q.Den <= 0 || p.Den > MaxDen || q.Den > MaxDen {
		return dst
	}
	// Common denominator D; coordinates become integers in units of 1/D.
	D := p.Den / gcd64(p.Den, q.Den) * q.Den
	if D > MaxDen {
		return dst
	}
	px, py := p.X*(D/p.Den), p.Y*(D/p.Den)
	qx, qy := q.X*(D/q.Den), q.Y*(D/q.Den)
	lim := int64(maxLayoutSide+1) * D
	for _, v := range [4]int64{px, py, qx, qy} {
		if v < -lim || v > 2*lim {
			return dst
		}
	}
	ex, ey := qx-px, qy-py
	if ex == 0 && ey == 0 {
		return dst
	}
	// Parameter t in [0, 1]. Vertical grid line i is crossed at
	// t = (i*D - px) / ex; numerators are kept over |ex| (and |ey| for
	// horizontal lines) and compared by cross-multiplication.
	ax, ay := abs(ex), abs(ey)
	sx, sy := sign(ex), sign(ey)
	// next vertical / horizontal crossing as numerator over ax / ay
	var iv, ih int64 // grid line index
	nv, nh := int64(-1), int64(-1)
	if ex != 0 {
		if sx > 0 {
			iv = ceilDiv64(px, D)
		} else {
			iv = floorDiv64(px, D)
		}
		nv = (iv*D - px) * sx
	}
	if ey != 0 {
		if sy > 0 {
			ih = ceilDiv64(py, D)
		} else {
			ih = floorDiv64(py, D)
		}
		nh = (ih*D - py) * sy
	}
	onV := ex == 0 && px%D == 0 // the segment lies on a vertical grid line
	onH := ey == 0 && py%D == 0
	// The cell the walk is in: the one just before p along the segment,
	// updated at every crossing (including one at p itself).
	cx := floorDiv64(2*px-sx, 2*D)
	cy := floorDiv64(2*py-sy, 2*D)
	prevN, prevD := int64(0), int64(1) // t of the last event
	emit := func(tn, td int64) {
		if tn*prevD <= prevN*td {
			return // no open stretch since the last event
		}
		switch {
		case onV:
			dst = append(dst, Crossing{Kind: AlongEdge, Square: NoSquare, Edge: l.vEdge(int(px/D), int(cy)), X: int(px / D), Y: int(cy)})
		case onH:
			dst = append(dst, Crossing{Kind: AlongEdge, Square: NoSquare, Edge: l.hEdge(int(cx), int(py/D)), X: int(cx), Y: int(py / D)})
		default:
			dst = append(dst, Crossing{Kind: InSquare, Square: l.cell(int(cx), int(cy)), Edge: NoEdge, X: int(cx), Y: int(cy)})
		}
	}
	for {
		// the next event: smallest of nv/ax, nh/ay, up to t = 1
		haveV := ex != 0 && nv <= ax
		haveH := ey != 0 && nh <= ay
		if !haveV && !haveH {
			break
		}
		var tn, td int64
		isV, isH := false, false
		switch {
		case haveV && haveH:
			switch c := nv*ay - nh*ax; {
			case c < 0:
				tn, td, isV = nv, ax, true
			case c > 0:
				tn, td, isH = nh, ay, true
			default:
				tn, td, isV, isH = nv, ax, true, true
			}
		case haveV:
			tn, td, isV = nv, ax, true
		default:
			tn, td, isH = nh, ay, true
		}
		emit(tn, td)
		end := tn == 0 || tn == td
		// A point on a grid line the segment runs along is on both lines.
		switch {
		case (isV || onV) && (isH || onH):
			gx, gy := iv, ih
			if onV {
				gx = px / D
			}
			if onH {
				gy = py / D
			}
			dst = append(dst, Crossing{Kind: AtCorner, Square: NoSquare, Edge: NoEdge, X: int(gx), Y: int(gy), Endpoint: end})
		case isV:
			dst = append(dst, Crossing{Kind: AcrossEdge, Square: NoSquare, Edge: l.vEdge(int(iv), int(cy)), X: int(iv), Y: int(cy), Endpoint: end})
		default:
			dst = append(dst, Crossing{Kind: AcrossEdge, Square: NoSquare, Edge: l.hEdge(int(cx), int(ih)), X: int(cx), Y: int(ih), Endpoint: end})
		}
		prevN, prevD = tn, td
		if isV {
			cx += sx
			iv += sx
			nv += D
		}
		if isH {
			cy += sy
			ih += sy
			nh += D
		}
	}
	emit(1, 1)
	return dst
}

func gcd64(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func floorDiv64(a, k int64) int64 {
	q := a / k
	if a%k != 0 && (a < 0) != (k < 0) {
		q--
	}
	return q
}

func ceilDiv64(a, k int64) int64 {
	q := a / k
	if a%k != 0 && (a < 0) == (k < 0) {
		q++
	}
	return q
}
