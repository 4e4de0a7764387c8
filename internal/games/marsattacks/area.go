package marsattacks

// Effect areas and locations of card effects (M.14, M.15.1, M.15.2). The
// cards that use them come with the authored card list (G1).

// seen converts a column x and a row y counted from the bottom-left
// corner as side s sees the mat into a square. [INFERENCE, G6] The
// Humans sit at row 1, the Martians opposite at row 8.
func seen(s Side, x, y int) Sq {
	if s == Martians {
		return At(Size-1-x, Size-1-y)
	}
	return At(x, y)
}

// AreaDir is a DIRECTIONAL effect's direction, as the player sees the mat
// (M.14.5).
type AreaDir uint8

// Directions: up is away from the player.
const (
	Up AreaDir = iota
	Right
	Down
	Left
)

// directional lists the target square and every square from it to the
// mat edge in direction d as side s sees it (M.14.5); walls do not stop
// it (M.14.10).
func directional(s Side, target Sq, d AreaDir) []Sq { return appendDirectional(nil, s, target, d) }

// appendDirectional appends directional(s, target, d) to dst.
func appendDirectional(dst []Sq, s Side, target Sq, d AreaDir) []Sq {
	dx, dy := [...]int{0, 1, 0, -1}[d], [...]int{1, 0, -1, 0}[d]
	if s == Martians {
		dx, dy = -dx, -dy
	}
	out := dst
	for q := target; q != Off; q = At(q.X()+dx, q.Y()+dy) {
		out = append(out, q)
	}
	return out
}

// explosion lists the target square and the squares around it that are
// on the mat (M.14.7).
func explosion(target Sq) []Sq { return appendExplosion(nil, target) }

// appendExplosion appends explosion(target) to dst.
func appendExplosion(dst []Sq, target Sq) []Sq {
	return append(append(dst, target), neighbours(target)...)
}

// semiRandomSquare is a SEMI-RANDOM location (M.14.2): the player chose
// either the row or the column (1..8, as he sees the mat); the other is
// rolled with one d8.
func (g *Game) semiRandomSquare(s Side, chosenRow bool, chosen int) Sq {
	v := g.rng.Roll(8)
	if chosenRow {
		return seen(s, v-1, chosen-1)
	}
	return seen(s, chosen-1, v-1)
}

// randomEdgeSquare is a random edge square for side s (M.15.2): one d8
// for the edge (1-2 the roller's own, 3-4 the left, 5-6 the right, 7-8
// the opposite), one d8 for the square along it, counted like a random
// location from the roller's bottom-left corner [INFERENCE].
func (g *Game) randomEdgeSquare(s Side) Sq {
	edge, n := g.rng.Roll(8), g.rng.Roll(8)-1
	switch {
	case edge <= 2:
		return seen(s, n, 0)
	case edge <= 4:
		return seen(s, 0, n)
	case edge <= 6:
		return seen(s, Size-1, n)
	}
	return seen(s, n, Size-1)
}
