package grid

import "sync/atomic"

// Unreachable is the distance of a square no path reaches.
const Unreachable int32 = -1

// Field is a distance field: the number of steps (each costing 1) from the
// nearest source to every square, or Unreachable. It owns its buffers: keep
// one per goroutine and reuse it, and queries do not allocate.
type Field struct {
	// Dist[s] is the distance of square s; Dist is resized by Distances.
	Dist  []int32
	queue []Square
	// partial: the search stopped on finding a square, so the squares at
	// the last distance in queue may be only some of them.
	partial bool
}

// Distances fills f with the distances from the nearest of sources, by
// breadth-first search over the steps CanStep allows.
//
// A path may end on a blocked square but never passes through one, and a
// source may itself be blocked: so a field from the Characters gives, on an
// Alien's own (blocked) square, the length of the Alien's shortest route to
// a Character [aliens L.6, Z.2], and step legality being symmetric, that is
// also the distance the other way round. Sources that are NoSquare or off
// the layout are ignored.
func (l *Layout) Distances(f *Field, m *Moves, sources ...Square) {
	l.distances(f, m, NoSquare, sources)
}

// DistancesTo is Distances stopping as soon as square to has its distance
// D: then every square at a distance below D has its distance too, and
// the other squares are Unreachable or hold their true distance. That is
// all NextSteps from to, or from any square with a distance below D+1,
// needs; a mover is usually much nearer the sources than the far side of
// the layout.
func (l *Layout) DistancesTo(f *Field, m *Moves, to Square, sources ...Square) {
	l.distances(f, m, to, sources)
}

// distances is Distances, stopping once square stop has its distance
// (NoSquare: never).
func (l *Layout) distances(f *Field, m *Moves, stop Square, sources []Square) {
	if m == nil {
		m = &Moves{}
	}
	n := len(l.sqX)
	if cap(f.Dist) <= n {
		f.Dist = make([]int32, n, n+1) // the entry past the end: plainDistances
	}
	f.Dist = f.Dist[:n]
	dist := f.Dist // a local slice: the loop would reload f.Dist at each store
	for i := range dist {
		dist[i] = Unreachable
	}
	q := f.queue[:0]
	for _, s := range sources {
		if l.valid(s) && dist[s] != 0 {
			dist[s] = 0
			q = append(q, s)
		}
	}
	if l.plainSteps && (m.ThroughDoors || m.Closed.Len() == 0) {
		// No step depends on doors or squeezing: only the static table
		// and the blocked squares count (an Aliens route, L.6).
		f.queue = l.plainDistances(dist, m.Blocked, stop, q, 0)
		f.partial = stop != NoSquare && len(f.queue) > 0 && f.queue[len(f.queue)-1] == stop
		return
	}
	f.partial = false
	for head := 0; head < len(q); head++ {
		u := q[head]
		du := dist[u]
		if du > 0 && m.Blocked.Has(u) {
			continue // a path may end here but not go on
		}
		steps := l.steps[int(u)*8 : int(u)*8+8]
		for d := range steps {
			st := &steps[d]
			v := st.to
			if v == NoSquare || dist[v] != Unreachable {
				continue
			}
			if (st.door != NoDoor || l.rules.BlockSqueeze) && !l.stepOpen(u, Dir(d), st, m) {
				continue
			}
			dist[v] = du + 1
			q = append(q, v)
			if v == stop {
				f.queue, f.partial = q, true
				return
			}
		}
	}
	f.queue = q
}

// plainDistances is distances' search when every statically possible
// step is allowed unless its target is blocked (Layout.plainSteps and no
// closed door in the way): the same order of visits, without a look at
// the step's door or corner. It returns the queue for reuse.
//
// The squares of q before head have been expanded already (a resumed
// search, ResumeDistancesTo); the search goes on from q[head].
func (l *Layout) plainDistances(dist []int32, blocked SquareSet, stop Square, q []Square, head int) []Square {
	n := len(dist)
	if cap(q) < n {
		q = append(make([]Square, 0, n), q...)
	}
	// Every square is queued at most once, so the queue is written in
	// place without append (whose growth path made the loop spill).
	tail := len(q)
	buf := q[:n]
	// A missing step leads to square n (Layout.nb), whose distance,
	// past the end of the field, is never Unreachable: the loop reads a
	// square's eight steps without a test for missing ones.
	dist = dist[:n+1]
	dist[n] = 0
	nb := l.nb
	for ; head < tail; head++ {
		u := buf[head]
		du := dist[u]
		if du > 0 && blocked.Has(u) {
			continue // a path may end here but not go on
		}
		nd := du + 1
		// The eight steps written out: a loop over them kept its index
		// and half its slices on the stack.
		t := (*[8]Square)(nb[int(u)*8:])
		if v := t[0]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
		if v := t[1]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
		if v := t[2]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
		if v := t[3]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
		if v := t[4]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
		if v := t[5]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
		if v := t[6]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
		if v := t[7]; dist[v] == Unreachable {
			dist[v] = nd
			buf[tail] = v
			tail++
			if v == stop {
				return buf[:tail]
			}
		}
	}
	return buf[:tail]
}

// ResumeDistancesTo brings f up to date for the blocked squares of m
// without searching again what did not change: afterwards f is exactly
// what DistancesTo(f, m, to, sources...) leaves (the same distances, the
// same queue), where sources are those f was filled from.
//
// f must have been filled by DistancesTo, Distances or ResumeDistancesTo
// with those sources and Moves that differ from m only in squares blocked
// or freed at a distance of at least level on f, or that f did not reach.
// A breadth-first search finishes each distance before the next, and a
// square's blocking matters only to the squares it passes paths on to,
// which are farther: so the squares up to distance level, found by the
// last search before it stopped, are those a new search finds, in the
// same order. The search goes on from those at distance level (which it
// expands again with m), after the farther ones are forgotten. level is
// lowered to the last distance the last search completed.
func (l *Layout) ResumeDistancesTo(f *Field, m *Moves, level int32, to Square) {
	if m == nil {
		m = &Moves{}
	}
	dist, q := f.Dist, f.queue
	if len(dist) != len(l.sqX) || cap(dist) == len(dist) || len(q) == 0 {
		l.distances(f, m, to, l.sourcesOf(f))
		return
	}
	// q holds the squares found, in order of distance; the last distance
	// may be incomplete (the search stopped there).
	if last := dist[q[len(q)-1]]; f.partial && level >= last {
		level = last - 1
	} else if level > last {
		level = last // a search that found all it could
	}
	if level < 0 || !l.plainSteps || !(m.ThroughDoors || m.Closed.Len() == 0) {
		l.distances(f, m, to, l.sourcesOf(f))
		return
	}
	// cut: the first square farther than level; start: the first at level.
	cut := searchQueue(dist, q, level+1)
	start := searchQueue(dist, q, level)
	if l.valid(to) && dist[to] > 0 && dist[to] <= level {
		// A new search would have stopped on finding to.
		for i := searchQueue(dist, q, dist[to]); i < cut; i++ {
			if q[i] == to {
				cut = i + 1
				break
			}
		}
		for _, s := range q[cut:] {
			dist[s] = Unreachable
		}
		f.queue, f.partial = q[:cut], true
		return
	}
	for _, s := range q[cut:] {
		dist[s] = Unreachable
	}
	f.queue = l.plainDistances(dist, m.Blocked, to, q[:cut], start)
	f.partial = to != NoSquare && len(f.queue) > 0 && f.queue[len(f.queue)-1] == to
}

// searchQueue is the index of the first square in q, a breadth-first
// queue over dist, at a distance of d or more (len(q) if none).
func searchQueue(dist []int32, q []Square, d int32) int {
	lo, hi := 0, len(q)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if dist[q[mid]] < d {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// sourcesOf lists the squares at distance 0 on f (its sources).
func (l *Layout) sourcesOf(f *Field) []Square {
	var src []Square
	for _, s := range f.queue {
		if f.Dist[s] != 0 {
			break
		}
		src = append(src, s)
	}
	return src
}

// NextSteps appends to dst the squares a model on from can step to that are
// one step closer to the sources of f, in increasing square order (reading
// order): all the equally good first steps of the shortest routes, so that a
// player can choose among them [aliens L.6, U.1]. f must have been filled by
// Distances with the same m. Blocked squares are never returned (so a model
// next to a blocked source gets none: it has arrived).
func (l *Layout) NextSteps(dst []Square, f *Field, m *Moves, from Square) []Square {
	if !l.valid(from) || int(from) >= len(f.Dist) {
		return dst
	}
	if m == nil {
		m = &Moves{}
	}
	want := f.Dist[from] - 1
	if want < 0 {
		return dst
	}
	start := len(dst)
	steps := l.steps[int(from)*8 : int(from)*8+8]
	for d := range steps {
		st := &steps[d]
		v := st.to
		if v == NoSquare || f.Dist[v] != want || m.Blocked.Has(v) || !l.stepOpen(from, Dir(d), st, m) {
			continue
		}
		// Insertion into the sorted tail; at most 8 elements.
		dst = append(dst, v)
		for i := len(dst) - 1; i > start && dst[i-1] > dst[i]; i-- {
			dst[i-1], dst[i] = dst[i], dst[i-1]
		}
	}
	return dst
}

// Path appends to dst a shortest path from from to to, both included, and
// reports whether one exists. Squares after from must not be blocked (from
// may be: it is the mover's own square). Among equally short paths it takes
// at each step the lowest-numbered square, so the result is deterministic.
// f is scratch space and is overwritten.
func (l *Layout) Path(dst []Square, f *Field, m *Moves, from, to Square) ([]Square, bool) {
	if !l.valid(from) || !l.valid(to) {
		return dst, false
	}
	if m == nil {
		m = &Moves{}
	}
	if from == to {
		return append(dst, from), true
	}
	if m.Blocked.Has(to) {
		return dst, false
	}
	l.Distances(f, m, to)
	if f.Dist[from] == Unreachable {
		return dst, false
	}
	start := len(dst)
	dst = append(dst, from)
	for cur := from; cur != to; {
		n := len(dst)
		dst = l.NextSteps(dst, f, m, cur)
		if len(dst) == n { // cannot happen for a consistent field
			return dst[:start], false
		}
		cur = dst[n]
		dst = dst[:n+1]
	}
	return dst, true
}

// StaticDistances returns the distance field from square a with every door
// open and nothing blocked (walls, white lines and the corner rule only), as
// Distances(f, nil, a) fills it. The field depends on the layout alone, so
// it is computed on first use and shared by every caller (lock-free, like
// LOS); the returned slice must not be modified. It returns nil for a square
// off the layout.
func (l *Layout) StaticDistances(a Square) []int32 {
	if !l.valid(a) {
		return nil
	}
	l.distOnce.Do(func() { l.dist = make([]atomic.Pointer[[]int32], len(l.sqX)) })
	p := &l.dist[a]
	if row := p.Load(); row != nil {
		return *row
	}
	var f Field
	l.Distances(&f, nil, a)
	row := f.Dist
	if !p.CompareAndSwap(nil, &row) {
		return *p.Load()
	}
	return row
}
