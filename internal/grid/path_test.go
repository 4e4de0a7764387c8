package grid

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// naiveKind is the edge between cells (x1, y1) and (x2, y2) worked out from
// the public API: the rim of the playing area is a wall.
func naiveKind(l *Layout, x1, y1, x2, y2 int) (EdgeKind, DoorID) {
	a, b := l.At(x1, y1), l.At(x2, y2)
	switch {
	case a != NoSquare && b != NoSquare:
		e := l.EdgeBetween(a, b)
		return l.EdgeKind(e), l.EdgeDoor(e)
	case a != NoSquare || b != NoSquare:
		return EdgeWall, NoDoor
	}
	return EdgeNone, NoDoor
}

// naiveStep decides one step straight from the rules, without the
// neighbour table.
func naiveStep(l *Layout, m *Moves, s Square, d Dir) Square {
	if to := naiveMove(l, m, s, d); !m.Blocked.Has(to) {
		return to
	}
	return NoSquare
}

// naiveMove is naiveStep without the check that the target is not blocked.
func naiveMove(l *Layout, m *Moves, s Square, d Dir) Square {
	x, y := l.XY(s)
	dx, dy := d.Delta()
	to := l.At(x+dx, y+dy)
	if to == NoSquare {
		return NoSquare
	}
	stops := func(k EdgeKind, door DoorID, always bool) bool {
		switch k {
		case EdgeWall, EdgeLine:
			return true
		case EdgeDoor:
			return always || !m.ThroughDoors && m.Closed.Has(door)
		}
		return false
	}
	if !d.Diagonal() {
		k, door := naiveKind(l, x, y, x+dx, y+dy)
		if stops(k, door, false) {
			return NoSquare
		}
		return to
	}
	kAB, dAB := naiveKind(l, x, y, x+dx, y)
	kBD, dBD := naiveKind(l, x+dx, y, x+dx, y+dy)
	kAC, dAC := naiveKind(l, x, y, x, y+dy)
	kCD, dCD := naiveKind(l, x, y+dy, x+dx, y+dy)
	switch l.Rules().Corners {
	case AliensCorners:
		if l.Post(x+max(dx, 0), y+max(dy, 0)) || stops(kAB, dAB, true) || stops(kBD, dBD, true) || stops(kAC, dAC, true) || stops(kCD, dCD, true) {
			return NoSquare // [aliens D.5]
		}
	case MarsCorners:
		if (stops(kAB, dAB, false) || stops(kBD, dBD, false)) && (stops(kAC, dAC, false) || stops(kCD, dCD, false)) {
			return NoSquare // [mars M.6.3]
		}
	}
	if l.Rules().BlockSqueeze {
		models := m.Models
		if models == nil {
			models = m.Blocked
		}
		if models.Has(l.At(x+dx, y)) && models.Has(l.At(x, y+dy)) {
			return NoSquare // [aliens Y.12]
		}
	}
	return to
}

// naiveDistances is a plain breadth-first search over naiveMove: blocked
// squares get a distance but are not expanded.
func naiveDistances(l *Layout, m *Moves, sources ...Square) []int32 {
	dist := make([]int32, l.Len())
	for i := range dist {
		dist[i] = Unreachable
	}
	var q []Square
	for _, s := range sources {
		if dist[s] != 0 {
			dist[s] = 0
			q = append(q, s)
		}
	}
	for len(q) > 0 {
		u := q[0]
		q = q[1:]
		if dist[u] > 0 && m.Blocked.Has(u) {
			continue
		}
		for d := N; d <= NW; d++ {
			if v := naiveMove(l, m, u, d); v != NoSquare && dist[v] == Unreachable {
				dist[v] = dist[u] + 1
				q = append(q, v)
			}
		}
	}
	return dist
}

func genMoves(t *rapid.T, l *Layout) *Moves {
	m := &Moves{Blocked: l.NewSquareSet(), Closed: l.NewDoorSet(), ThroughDoors: rapid.Bool().Draw(t, "through")}
	p := rapid.IntRange(0, 30).Draw(t, "blocked%")
	for s := Square(0); int(s) < l.Len(); s++ {
		if rapid.IntRange(0, 99).Draw(t, "blocked") < p {
			m.Blocked.Add(s)
		}
	}
	for d := DoorID(0); int(d) < l.Doors(); d++ {
		if rapid.Bool().Draw(t, "closed") {
			m.Closed.Add(d)
		}
	}
	if rapid.Bool().Draw(t, "models") {
		m.Models = l.NewSquareSet()
		for s := Square(0); int(s) < l.Len(); s++ {
			if rapid.IntRange(0, 3).Draw(t, "model") == 0 {
				m.Models.Add(s)
			}
		}
	}
	return m
}

func genRules(t *rapid.T) MoveRules {
	return MoveRules{Corners: Corners(rapid.IntRange(0, 1).Draw(t, "corners")), BlockSqueeze: rapid.Bool().Draw(t, "squeeze")}
}

// TestDistances_MatchNaive: distance fields equal a naive BFS, and CanStep
// equals the naive step rules.
func TestDistances_MatchNaive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := genLayout(t, genRules(t))
		m := genMoves(t, l)
		for s := Square(0); int(s) < l.Len(); s++ {
			for d := N; d <= NW; d++ {
				if got, want := l.CanStep(s, d, m), naiveStep(l, m, s, d); got != want {
					t.Fatalf("CanStep(%s, %v) = %s, want %s\n%s", l.Name(s), d, l.Name(got), l.Name(want), dump(l, m.Blocked, m.Closed, s))
				}
			}
		}
		n := rapid.IntRange(1, 3).Draw(t, "sources")
		var src []Square
		for range n {
			src = append(src, Square(rapid.IntRange(0, l.Len()-1).Draw(t, "src")))
		}
		var f Field
		l.Distances(&f, m, src...)
		if want := naiveDistances(l, m, src...); !slices.Equal(f.Dist, want) {
			t.Fatalf("Distances = %v, want %v", f.Dist, want)
		}
	})
}

// TestPath_Properties: a path is made of legal steps (never through a wall,
// white line or closed door), its length is the BFS distance, and NextSteps
// lists exactly the neighbours one step closer, in reading order.
func TestPath_Properties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := genLayout(t, genRules(t))
		m := genMoves(t, l)
		from := Square(rapid.IntRange(0, l.Len()-1).Draw(t, "from"))
		to := Square(rapid.IntRange(0, l.Len()-1).Draw(t, "to"))
		var f Field
		path, ok := l.Path(nil, &f, m, from, to)
		want := naiveDistances(l, m, to)[from]
		if from != to && m.Blocked.Has(to) {
			want = Unreachable
		}
		if !ok {
			if want != Unreachable {
				t.Fatalf("no path %s->%s, but the distance is %d", l.Name(from), l.Name(to), want)
			}
			return
		}
		if int32(len(path)-1) != want {
			t.Fatalf("path %s->%s has %d steps, distance %d", l.Name(from), l.Name(to), len(path)-1, want)
		}
		if path[0] != from || path[len(path)-1] != to {
			t.Fatalf("path %v does not join %s and %s", path, l.Name(from), l.Name(to))
		}
		for i := 1; i < len(path); i++ {
			legal := false
			for d := N; d <= NW; d++ {
				legal = legal || naiveStep(l, m, path[i-1], d) == path[i]
			}
			if !legal {
				t.Fatalf("path step %s->%s is not legal", l.Name(path[i-1]), l.Name(path[i]))
			}
		}
		// NextSteps towards `to`, from `from`.
		l.Distances(&f, m, to)
		next := l.NextSteps(nil, &f, m, from)
		var wantNext []Square
		if f.Dist[from] > 0 {
			for d := N; d <= NW; d++ {
				if v := naiveStep(l, m, from, d); v != NoSquare && f.Dist[v] == f.Dist[from]-1 {
					wantNext = append(wantNext, v)
				}
			}
		}
		slices.Sort(wantNext)
		if !slices.Equal(next, wantNext) {
			t.Fatalf("NextSteps = %v, want %v", next, wantNext)
		}
	})
}

// TestNextSteps_AlienRoute: an Alien routes to the closest Character by the
// shortest path, through barricaded doors [aliens L.6, Z.2], and gets every
// equally good first step, in reading order, for the players to choose
// from [aliens U.1].
func TestNextSteps_AlienRoute(t *testing.T) {
	l := mustLayout(t, MoveRules{},
		"+-+-+-+-+-+",
		"|. . . . .|",
		"+ + + + + +",
		"|. . a . .|",
		"+ + + + + +",
		"|. . . . .|",
		"+-+-+D+-+-+",
		"|. . C . .|",
		"+-+-+-+-+-+")
	a, C := anchorAt(t, l, 'a'), anchorAt(t, l, 'C')
	door := l.DoorBetween(C, l.At(2, 2))
	m := &Moves{Blocked: setOf(l, a, C), Closed: doorsOf(l, door)}
	var f Field
	l.Distances(&f, m, C)
	if f.Dist[a] != Unreachable {
		t.Errorf("distance through a barricaded door = %d, want unreachable", f.Dist[a]) // [aliens J.4]
	}
	m.ThroughDoors = true
	l.Distances(&f, m, C)
	if f.Dist[a] != 2 {
		t.Errorf("route length = %d, want 2", f.Dist[a]) // [aliens L.6]
	}
	next := l.NextSteps(nil, &f, m, a)
	var names []string
	for _, s := range next {
		names = append(names, l.Name(s))
	}
	// Only C3 is next to the door: diagonals onto it would cross the door
	// frame's corners [aliens D.5].
	if want := []string{"C3"}; !slices.Equal(names, want) {
		t.Errorf("NextSteps = %v, want %v", names, want)
	}
	// From the top row, several first steps are equally good.
	top := sq(t, l, "C1")
	l.Distances(&f, &Moves{ThroughDoors: true}, sq(t, l, "C4"))
	names = names[:0]
	for _, s := range l.NextSteps(nil, &f, &Moves{ThroughDoors: true}, top) {
		names = append(names, l.Name(s))
	}
	if want := []string{"B2", "C2", "D2"}; !slices.Equal(names, want) {
		t.Errorf("NextSteps from C1 = %v, want %v in reading order", names, want)
	}
}

func TestChebyshev(t *testing.T) {
	l := mustLayout(t, MoveRules{Corners: MarsCorners},
		"+-+-+-+-+",
		"|A . . .|",
		"+ + + + +",
		"|. . .|.|",
		"+ + + + +",
		"|. . . B|",
		"+-+-+-+-+")
	A, B := anchorAt(t, l, 'A'), anchorAt(t, l, 'B')
	if got := l.Chebyshev(A, B); got != 3 {
		t.Errorf("Chebyshev = %d, want 3", got) // [mars M.9.2] walls ignored
	}
	if l.Adjacent(A, B) || !l.Adjacent(A, sq(t, l, "B2")) {
		t.Errorf("Adjacent wrong")
	}
	// Touching lists exactly the Adjacent squares, walls ignored [aliens 0.5].
	for a := range Square(l.Len()) {
		var want []Square
		for b := range Square(l.Len()) {
			if l.Adjacent(a, b) {
				want = append(want, b)
			}
		}
		got := slices.Clone(l.Touching(a))
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("Touching(%s) = %v, want %v", l.Name(a), got, want)
		}
	}
	if l.Touching(NoSquare) != nil {
		t.Errorf("Touching(NoSquare) not nil")
	}
}
