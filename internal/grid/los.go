package grid

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// losEntry is the precomputed line of sight between one pair of squares: a
// list of candidate sight lines, each given by the dynamic blockers it
// depends on. The pair sees each other iff some candidate has none of its
// atoms active and no pair of its pair-atoms both active. A nil entry means
// never (every line is blocked by walls).
type losEntry struct {
	always bool // some line between them can never be blocked
	cands  []losCand
	atoms  []int32 // squares (>= 0) and doors (-1-id), per candidate
	pairs  []int32 // pinch and seam conditions, two atoms each
	// common are the atoms of every candidate (with two or more): a pair
	// behind a closed door or a standing Character on all its lines is
	// refused at once.
	common []int32
}

type losCand struct{ a0, a1, p0, p1 int32 }

// losTable holds one entry per unordered pair of squares, filled lazily,
// in rows allocated on first use: pairs[a] holds the pairs (a, b > a). A
// large layout whose game asks about a few squares pays for their rows
// only (a 64x64 layout's full table would be 67 MB of pointers).
type losTable struct {
	n     int
	pairs []atomic.Pointer[[]atomic.Pointer[losEntry]]
	never losEntry // shared sentinel for pairs that never see each other
	// done: every entry is filled (PrecomputeLOS finished); rows are
	// built from them on first use (SightRows).
	done     atomic.Bool
	rowsOnce sync.Once
	rows     *sightRows
}

func (l *Layout) losTab() *losTable {
	l.losOnce.Do(func() {
		n := len(l.sqX)
		l.los = &losTable{n: n, pairs: make([]atomic.Pointer[[]atomic.Pointer[losEntry]], n)}
	})
	return l.los
}

// slot is the entry of the pair a < b, its row allocated on first use.
func (t *losTable) slot(a, b Square) *atomic.Pointer[losEntry] {
	r := &t.pairs[a]
	row := r.Load()
	if row == nil {
		fresh := make([]atomic.Pointer[losEntry], t.n-int(a)-1)
		if !r.CompareAndSwap(nil, &fresh) {
			row = r.Load()
		} else {
			row = &fresh
		}
	}
	return &(*row)[int(b)-int(a)-1]
}

// pairIndex numbers the unordered pairs a < b of n squares.
func pairIndex(a, b Square, n int) int {
	return int(a)*(2*n-int(a)-1)/2 + int(b) - int(a) - 1
}

// LOS reports whether squares a and b have line of sight [aliens E.1-E.6]:
// whether a straight segment joins some point of a to some point of b
// without being blocked by a wall, a closed door (closed), or the square of a
// standing Character (standing). The squares a and b themselves never block.
// LOS is symmetric. The exact semantics are in docs/grid.md.
//
// Pass in closed every door that is closed or barricaded right now
// [aliens D.7-D.9], and in standing the squares of Characters that are not
// Knocked Down [aliens E.2, E.3]; Aliens, Blips and tokens never block.
//
// The first query of a pair computes and caches its candidate lines (tens of
// microseconds); later queries are a few bitset tests and do not allocate.
// PrecomputeLOS fills the cache up front.
func (l *Layout) LOS(a, b Square, standing SquareSet, closed DoorSet) bool {
	if !l.valid(a) || !l.valid(b) {
		return false
	}
	if a == b {
		return true
	}
	if a > b {
		a, b = b, a
	}
	t := l.losTab()
	p := t.slot(a, b)
	e := p.Load()
	if e == nil {
		e = l.computeLOS(a, b, newLOSBuilder(l))
		if !p.CompareAndSwap(nil, e) {
			e = p.Load()
		}
	}
	return e.visible(standing, closed)
}

func (l *Layout) computeLOS(a, b Square, lb *losBuilder) *losEntry {
	e := lb.build(a, b)
	if e == nil {
		return &l.losTab().never
	}
	return e
}

func (e *losEntry) visible(standing SquareSet, closed DoorSet) bool {
	if e.always {
		return true
	}
	for _, a := range e.common {
		if atomActive(a, standing, closed) {
			return false
		}
	}
	atoms, pairs := e.atoms, e.pairs
next:
	for _, c := range e.cands {
		for _, a := range atoms[c.a0:c.a1] {
			if atomActive(a, standing, closed) {
				continue next
			}
		}
		for i := c.p0; i < c.p1; i += 2 {
			if atomActive(pairs[i], standing, closed) && atomActive(pairs[i+1], standing, closed) {
				continue next
			}
		}
		return true
	}
	return false
}

func atomActive(a int32, standing SquareSet, closed DoorSet) bool {
	if a >= 0 {
		i := int(a) >> 6
		return i < len(standing) && standing[i]>>(uint(a)&63)&1 != 0
	}
	d := -1 - a
	i := int(d) >> 6
	return i < len(closed) && closed[i]>>(uint(d)&63)&1 != 0
}

// Bounds of PrecomputeLOS: its cost grows with the pairs that may see each
// other times the lines between them (a 32x32 open map: a minute and 6 GB),
// so it fills the table only for layouts the size of the rulebooks' (at
// most 472 squares and 20,000 such pairs); on larger ones every query is
// answered lazily, as in a game that never warmed its table.
const (
	MaxPrecomputeSquares = 640
	MaxPrecomputePairs   = 32_000
)

// PrecomputeLOS computes the line-of-sight entries of every pair of squares
// now rather than on first use, with the given number of goroutines (0 means
// GOMAXPROCS). Pairs that no line can join past the walls are found first by
// one sweep over all grid lines of the layout, so only pairs that may see
// each other pay for the full computation. It is safe to call concurrently
// with LOS and more than once. It does nothing on a layout over
// MaxPrecomputeSquares squares or MaxPrecomputePairs pairs that may see
// each other, and reports whether the table is complete.
func (l *Layout) PrecomputeLOS(workers int) bool {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	t := l.losTab()
	if t.done.Load() {
		return true
	}
	if t.n > MaxPrecomputeSquares {
		return false
	}
	maybe := l.sweepStaticLOS(workers)
	pairs := 0
	for _, w := range maybe {
		pairs += bits.OnesCount64(w)
	}
	if pairs > MaxPrecomputePairs {
		return false
	}
	n := t.n
	var wg sync.WaitGroup
	var next atomic.Int64
	const chunk = 8
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lb := newLOSBuilder(l)
			for {
				a0 := int(next.Add(chunk)) - chunk
				if a0 >= n {
					return
				}
				for a := a0; a < min(a0+chunk, n); a++ {
					for b := a + 1; b < n; b++ {
						i := pairIndex(Square(a), Square(b), n)
						p := t.slot(Square(a), Square(b))
						if p.Load() != nil {
							continue
						}
						var e *losEntry
						if maybe[i>>6]>>(uint(i)&63)&1 == 0 {
							e = &t.never
						} else {
							e = l.computeLOS(Square(a), Square(b), lb)
						}
						p.CompareAndSwap(nil, e)
					}
				}
			}
		}()
	}
	wg.Wait()
	t.done.Store(true)
	return true
}
