package grid

// Corners selects the rule that decides whether a diagonal step is allowed.
type Corners uint8

// The corner rules of the two games.
const (
	// AliensCorners [aliens D.5]: a diagonal step is not allowed when
	// anything touches the corner point between the two squares: a door
	// post, a wall, a thick white line or a door (of any state) on one of
	// the four edges meeting there. The model must go around with
	// orthogonal steps.
	AliensCorners Corners = iota
	// MarsCorners [mars M.6.3]: a diagonal step A->D, whose orthogonal
	// neighbours are B and C, is blocked if and only if
	// (wall on A|B or wall on B|D) and (wall on A|C or wall on C|D),
	// counting only walls higher than the figure: solid walls, white lines
	// and closed doors. Low walls and rubble never block [mars M.6.4].
	MarsCorners
)

func (c Corners) String() string {
	switch c {
	case AliensCorners:
		return "aliens"
	case MarsCorners:
		return "mars"
	}
	return "Corners(?)"
}

// MoveRules are the static movement rules of a layout. In both games an
// orthogonal step is blocked only by a wall, a white line or a closed door
// on the edge crossed [aliens D.3, D.4, D.7; mars M.6.2, M.6.4].
type MoveRules struct {
	Corners Corners
	// BlockSqueeze: a diagonal step between two models standing diagonally
	// (on the two other squares around the corner) is not allowed. The
	// Aliens rulebook is silent [aliens D.5, Y.12]; the default (false)
	// allows the squeeze. The squares holding models are Moves.Models.
	BlockSqueeze bool
}

// Moves is the game state that movement queries depend on. Sets may be nil
// (empty). The same Moves value can be reused for any number of queries.
type Moves struct {
	// Blocked squares cannot be entered (in Aliens: squares with Aliens or
	// Blips for an Alien or a Blip [aliens L.8], Alien squares for a
	// Character [aliens J.4]). Where a model may pass but not stop is the
	// game's business.
	Blocked SquareSet
	// Models are the squares holding models, for MoveRules.BlockSqueeze.
	// If nil, Blocked is used.
	Models SquareSet
	// Closed doors act as walls [aliens D.7, D.9]. In Aliens a door opens
	// when a model steps next to it, so only barricaded doors stop a
	// Character; pass those here.
	Closed DoorSet
	// ThroughDoors makes closed doors passable: Aliens and Blips route
	// through barricaded doors as if open [aliens L.6, L.9, Z.2].
	ThroughDoors bool
}

// step is one entry of the neighbour table.
type step struct {
	to   Square // NoSquare: never possible
	door DoorID // orthogonal step through this door; stepMarsDoors: Mars diagonal near a door
	b, c Square // diagonal steps: the two orthogonal neighbours (for squeezing)
}

// stepMarsDoors marks a Mars diagonal step whose corner has a door on one of
// its four edges; it is decided at query time from the door states.
const stepMarsDoors DoorID = -2

// cornerEdges returns the four edges meeting at corner point (kx, ky) of a
// diagonal step from (x, y) by (dx, dy): A|B, B|D, A|C, C|D where
// B = (x+dx, y) and C = (x, y+dy).
func (l *Layout) cornerEdges(x, y, dx, dy int) (ab, bd, ac, cd Edge) {
	kx, ky := x+max(dx, 0), y+max(dy, 0) // the shared corner point
	// A|B and C|D are vertical on line kx; A|C and B|D horizontal on line ky.
	ab = l.vEdge(kx, y)
	cd = l.vEdge(kx, y+dy)
	ac = l.hEdge(x, ky)
	bd = l.hEdge(x+dx, ky)
	return
}

// buildSteps fills the neighbour table: for every square and direction, the
// target square if the step can ever be legal, with what must be checked at
// query time.
func (l *Layout) buildSteps() {
	l.steps = make([]step, len(l.sqX)*8)
	for s := range l.sqX {
		x, y := int(l.sqX[s]), int(l.sqY[s])
		for d := N; d <= NW; d++ {
			st := &l.steps[s*8+int(d)]
			*st = step{to: NoSquare, door: NoDoor, b: NoSquare, c: NoSquare}
			dx, dy := d.Delta()
			to := l.cell(x+dx, y+dy)
			if to == NoSquare {
				continue
			}
			if !d.Diagonal() {
				var e Edge
				switch d {
				case N:
					e = l.hEdge(x, y)
				case S:
					e = l.hEdge(x, y+1)
				case E:
					e = l.vEdge(x+1, y)
				case W:
					e = l.vEdge(x, y)
				}
				switch l.edges[e].kind {
				case EdgeWall, EdgeLine:
					continue
				case EdgeDoor:
					st.door = l.edges[e].door
				}
				st.to = to
				continue
			}
			ab, bd, ac, cd := l.cornerEdges(x, y, dx, dy)
			st.b, st.c = l.cell(x+dx, y), l.cell(x, y+dy)
			switch l.rules.Corners {
			case AliensCorners:
				// [aliens D.5] a door post, wall end, white line or door
				// frame touching the corner forbids the diagonal.
				if l.Post(x+max(dx, 0), y+max(dy, 0)) {
					continue
				}
				blocked := false
				for _, e := range [4]Edge{ab, bd, ac, cd} {
					switch l.edges[e].kind {
					case EdgeWall, EdgeLine, EdgeDoor:
						blocked = true
					}
				}
				if blocked {
					continue
				}
			case MarsCorners:
				// [mars M.6.3] blocked iff both sides are closed.
				hasDoor := false
				for _, e := range [4]Edge{ab, bd, ac, cd} {
					hasDoor = hasDoor || l.edges[e].kind == EdgeDoor
				}
				if hasDoor {
					st.door = stepMarsDoors
				} else if l.marsSideBlocked(ab, bd, nil) && l.marsSideBlocked(ac, cd, nil) {
					continue
				}
			}
			st.to = to
		}
	}
	l.targets = make([]Square, len(l.steps))
	l.plainSteps = !l.rules.BlockSqueeze
	l.nb = make([]Square, len(l.steps))
	for i := range l.steps {
		l.targets[i] = l.steps[i].to
		if l.steps[i].door == stepMarsDoors {
			l.plainSteps = false
		}
		l.nb[i] = l.steps[i].to
		if l.nb[i] == NoSquare {
			l.nb[i] = Square(len(l.sqX))
		}
	}
	// The squares touching each square, walls or not (Adjacent).
	l.touchAt = make([]int32, len(l.sqX)+1)
	for s := range l.sqX {
		x, y := int(l.sqX[s]), int(l.sqY[s])
		for d := N; d <= NW; d++ {
			dx, dy := d.Delta()
			if t := l.cell(x+dx, y+dy); t != NoSquare {
				l.touch = append(l.touch, t)
			}
		}
		l.touchAt[s+1] = int32(len(l.touch))
	}
}

// Touching returns the squares Adjacent to s (sharing an edge or a corner,
// walls ignored) in direction order, as one shared run that must not be
// modified (nil for a square off the layout).
func (l *Layout) Touching(s Square) []Square {
	if !l.valid(s) {
		return nil
	}
	return l.touch[l.touchAt[s]:l.touchAt[s+1]:l.touchAt[s+1]]
}

// marsMoveBlocker reports whether e stops a Mars Attacks figure: a solid wall,
// a white line, or a closed door.
func (l *Layout) marsMoveBlocker(e Edge, closed DoorSet) bool {
	switch l.edges[e].kind {
	case EdgeWall, EdgeLine:
		return true
	case EdgeDoor:
		return closed.Has(l.edges[e].door)
	}
	return false
}

func (l *Layout) marsSideBlocked(e1, e2 Edge, closed DoorSet) bool {
	return l.marsMoveBlocker(e1, closed) || l.marsMoveBlocker(e2, closed)
}

// Step returns the square reached by one step from s in direction d if that
// step can ever be legal on this layout (it stays on the layout and no wall,
// white line or corner rule forbids it), and NoSquare otherwise. Doors,
// occupied squares and squeezing are not considered; see CanStep.
func (l *Layout) Step(s Square, d Dir) Square {
	if !l.valid(s) || d > NW {
		return NoSquare
	}
	return l.steps[int(s)*8+int(d)].to
}

// StepTargets returns Step(s, d) for the eight directions in order, as
// one shared row that must not be modified (nil for a square off the
// layout): a search that needs only the static steps reads it without a
// call per direction.
func (l *Layout) StepTargets(s Square) []Square {
	if !l.valid(s) {
		return nil
	}
	return l.targets[int(s)*8 : int(s)*8+8 : int(s)*8+8]
}

// CanStep returns the square reached by one step from s in direction d, or
// NoSquare if the step is not allowed now: Step's static rules plus closed
// doors, blocked squares and, with MoveRules.BlockSqueeze, two models standing
// diagonally [aliens Y.12]. m may be nil (nothing blocked).
func (l *Layout) CanStep(s Square, d Dir, m *Moves) Square {
	if !l.valid(s) || d > NW {
		return NoSquare
	}
	if m == nil {
		m = &Moves{}
	}
	st := &l.steps[int(s)*8+int(d)]
	if st.to == NoSquare || m.Blocked.Has(st.to) || !l.stepOpen(s, d, st, m) {
		return NoSquare
	}
	return st.to
}

// stepOpen checks the dynamic conditions of a statically possible step other
// than the target being blocked.
func (l *Layout) stepOpen(s Square, d Dir, st *step, m *Moves) bool {
	if st.door >= 0 {
		return m.ThroughDoors || !m.Closed.Has(st.door)
	}
	if st.door == stepMarsDoors {
		closed := m.Closed
		if m.ThroughDoors {
			closed = nil
		}
		x, y := l.XY(s)
		dx, dy := d.Delta()
		ab, bd, ac, cd := l.cornerEdges(x, y, dx, dy)
		if l.marsSideBlocked(ab, bd, closed) && l.marsSideBlocked(ac, cd, closed) {
			return false
		}
	}
	if l.rules.BlockSqueeze && st.b != NoSquare && st.c != NoSquare {
		models := m.Models
		if models == nil {
			models = m.Blocked
		}
		if models.Has(st.b) && models.Has(st.c) {
			return false
		}
	}
	return true
}
