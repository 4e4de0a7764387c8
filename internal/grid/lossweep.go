package grid

import "sync"

// The static sweep finds, for the whole layout at once, the pairs of squares
// that some candidate sight line may join: it walks every line through two
// grid points of the layout once, splitting it where walls block it whatever
// the game state, and marks every pair of squares the line meets between two
// such blockers. Every candidate line of a pair (docs/grid.md) is one of
// these lines, so a pair left unmarked can never see each other; marked pairs
// get the full per-pair computation. The test is deliberately generous at
// the two ends of a stretch: marking too many pairs costs time, never
// correctness.

type sweepCell struct {
	sq     Square
	lo, hi int
	// For a square the line only touches at a corner: a wall on the edge the
	// line leaves it by going forward (so it cannot start a stretch), or
	// backward (so it cannot end one).
	noStart, noEnd bool
}

type sweepBlock struct{ start, end int } // a point (start == end) or an open interval

type sweeper struct {
	l              *Layout
	ux, uy, wx, wy int
	S, kx, ky      int
	cells          []sweepCell
	blocks         []sweepBlock
	marks          []uint64
}

// sweepStaticLOS returns a bitset over pair indices of the pairs that may
// see each other. Directions are shared out among workers, each marking its
// own bitset; the union does not depend on the split.
func (l *Layout) sweepStaticLOS(workers int) []uint64 {
	n := len(l.sqX)
	W, H := l.w, l.h
	type dir struct{ wx, wy int }
	var dirs []dir
	for wx := 0; wx <= W; wx++ {
		for wy := -H; wy <= H; wy++ {
			if wx == 0 && wy <= 0 || gcd(wx, abs(wy)) != 1 {
				continue
			}
			dirs = append(dirs, dir{wx, wy})
		}
	}
	workers = max(1, min(workers, len(dirs)))
	sweepers := make([]*sweeper, workers)
	var wg sync.WaitGroup
	for i := range sweepers {
		sw := &sweeper{l: l, marks: make([]uint64, (n*(n-1)/2+63)/64)}
		sweepers[i] = sw
		wg.Add(1)
		go func() {
			defer wg.Done()
			inBox := func(x, y int) bool { return x >= 0 && y >= 0 && x <= W && y <= H }
			for k := i; k < len(dirs); k += workers {
				wx, wy := dirs[k].wx, dirs[k].wy
				for uy := 0; uy <= H; uy++ {
					for ux := 0; ux <= W; ux++ {
						if inBox(ux-wx, uy-wy) || !inBox(ux+wx, uy+wy) {
							continue
						}
						sw.line(ux, uy, wx, wy)
					}
				}
			}
		}()
	}
	wg.Wait()
	marks := sweepers[0].marks
	for _, sw := range sweepers[1:] {
		for i, w := range sw.marks {
			marks[i] |= w
		}
	}
	return marks
}

// line walks one line across the whole layout and marks its pairs.
func (sw *sweeper) line(ux, uy, wx, wy int) {
	l := sw.l
	sw.ux, sw.uy, sw.wx, sw.wy = ux, uy, wx, wy
	sw.S = max(1, wx) * max(1, abs(wy))
	sw.kx, sw.ky = 0, 0
	lo, hi := -1<<62, 1<<62
	if wx != 0 {
		sw.kx = sw.S / wx
		lo, hi = -ux*sw.kx, (l.w-ux)*sw.kx
	}
	if wy != 0 {
		sw.ky = sw.S / abs(wy)
		if wy > 0 {
			lo, hi = max(lo, -uy*sw.ky), min(hi, (l.h-uy)*sw.ky)
		} else {
			lo, hi = max(lo, (uy-l.h)*sw.ky), min(hi, uy*sw.ky)
		}
	}
	sw.cells = sw.cells[:0]
	sw.blocks = sw.blocks[:0]
	if wx == 0 || wy == 0 {
		for T := lo; T < hi; T++ {
			if T > lo {
				sw.point(ux+T*wx, uy+T*wy, T)
			}
			var e Edge
			var c1, c2 Square
			if wy == 0 {
				e, c1, c2 = l.hEdge(ux+T, uy), l.cell(ux+T, uy-1), l.cell(ux+T, uy)
			} else {
				e, c1, c2 = l.vEdge(ux, uy+T), l.cell(ux-1, uy+T), l.cell(ux, uy+T)
			}
			if l.edges[e].kind == EdgeWall || c1 == NoSquare && c2 == NoSquare {
				sw.blocks = append(sw.blocks, sweepBlock{T, T + 1})
			}
			for _, c := range [2]Square{c1, c2} {
				if c != NoSquare {
					sw.cells = append(sw.cells, sweepCell{sq: c, lo: T, hi: T + 1})
				}
			}
		}
	} else {
		tv := ceilDiv(lo, sw.kx) * sw.kx
		th := ceilDiv(lo, sw.ky) * sw.ky
		prev := lo
		for {
			T := min(tv, th)
			if T > hi {
				break
			}
			if T > prev {
				sw.interval(prev, T)
			}
			X, Y := ux*sw.S+T*wx, uy*sw.S+T*wy
			switch {
			case T == tv && T == th:
				sw.point(X/sw.S, Y/sw.S, T)
			case T == tv:
				if e := l.vEdge(X/sw.S, floorDiv(Y, sw.S)); e != NoEdge && l.edges[e].kind == EdgeWall {
					sw.blocks = append(sw.blocks, sweepBlock{T, T})
				}
			default:
				if e := l.hEdge(floorDiv(X, sw.S), Y/sw.S); e != NoEdge && l.edges[e].kind == EdgeWall {
					sw.blocks = append(sw.blocks, sweepBlock{T, T})
				}
			}
			prev = T
			if T == tv {
				tv += sw.kx
			}
			if T == th {
				th += sw.ky
			}
		}
	}
	sw.mark()
}

// interval handles the open stretch (T1, T2) inside one cell of a slanted line.
func (sw *sweeper) interval(T1, T2 int) {
	S2 := 2 * sw.S
	c := sw.l.cell(floorDiv(2*sw.ux*sw.S+(T1+T2)*sw.wx, S2), floorDiv(2*sw.uy*sw.S+(T1+T2)*sw.wy, S2))
	if c == NoSquare {
		sw.blocks = append(sw.blocks, sweepBlock{T1, T2})
		return
	}
	sw.cells = append(sw.cells, sweepCell{sq: c, lo: T1, hi: T2})
}

// point handles grid corner (kx, ky) at parameter T: a static wall-wall pinch
// blocks; squares touching the corner beside the line meet it there.
func (sw *sweeper) point(kx, ky, T int) {
	l := sw.l
	wx, wy := sw.wx, sw.wy
	var left, right bool
	for _, ed := range [4]struct {
		dx, dy int
		e      Edge
	}{{1, 0, l.hEdge(kx, ky)}, {-1, 0, l.hEdge(kx-1, ky)}, {0, 1, l.vEdge(kx, ky)}, {0, -1, l.vEdge(kx, ky-1)}} {
		c := cross(wx, wy, ed.dx, ed.dy)
		if c == 0 || ed.e == NoEdge || l.edges[ed.e].kind != EdgeWall {
			continue
		}
		if c > 0 {
			left = true
		} else {
			right = true
		}
	}
	sx, sy := sign(wx), sign(wy)
	for _, q := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		if sx != 0 && sy != 0 && (q[0] == sx && q[1] == sy || q[0] == -sx && q[1] == -sy) {
			continue
		}
		cx, cy := kx+min(q[0], 0), ky+min(q[1], 0)
		sq := l.cell(cx, cy)
		if sq != NoSquare {
			if sx != 0 && sy != 0 { // axis lines meet these squares along an edge
				fwd, bwd := exitEdge(l, cx, cy, kx, ky, sx, sy), exitEdge(l, cx, cy, kx, ky, -sx, -sy)
				sw.cells = append(sw.cells, sweepCell{sq: sq, lo: T, hi: T,
					noStart: fwd != NoEdge && l.edges[fwd].kind == EdgeWall,
					noEnd:   bwd != NoEdge && l.edges[bwd].kind == EdgeWall})
			}
			continue
		}
		if cross(wx, wy, q[0], q[1]) > 0 {
			left = true
		} else {
			right = true
		}
	}
	if left && right {
		sw.blocks = append(sw.blocks, sweepBlock{T, T})
	}
}

// mark marks every pair of squares met by the current line with no static
// blocker on the stretch between them. As in the per-pair evaluation, a
// blocker at an end of the stretch counts when the line meets that square
// in more than a point, and not otherwise (so the test errs, if at all,
// towards marking).
func (sw *sweeper) mark() {
	n := len(sw.l.sqX)
	cells, blocks := sw.cells, sw.blocks
	bi := 0
	for i, ci := range cells {
		for bi < len(blocks) && blocks[bi].end < ci.hi {
			bi++
		}
		if ci.noStart {
			continue
		}
		wideI := ci.hi > ci.lo
		k := bi
		for k < len(blocks) && blocks[k].end == ci.hi && !wideI {
			k++
		}
		limit := 1 << 62 // blockers start here: cells starting after it are cut off
		if k < len(blocks) {
			limit = blocks[k].start
		}
		for j := i + 1; j < len(cells) && cells[j].lo <= limit; j++ {
			cj := cells[j]
			if cj.noEnd || cj.lo == limit && cj.hi > cj.lo {
				continue
			}
			a, b := ci.sq, cj.sq
			if a > b {
				a, b = b, a
			}
			p := pairIndex(a, b, n)
			sw.marks[p>>6] |= 1 << (uint(p) & 63)
		}
	}
}
