package marsattacks

import (
	"slices"
	"testing"
)

func names(qs []Sq) []string {
	var out []string
	for _, q := range qs {
		out = append(out, q.String())
	}
	return out
}

func sq(t *testing.T, n string) Sq {
	q, ok := ParseSq(n)
	if !ok {
		t.Fatalf("bad square %q", n)
	}
	return q
}

// [mars M.14.5, M.14.7, M.14.10] directional and explosion areas.
func TestAreas_M_14(t *testing.T) {
	for _, c := range []struct {
		name string
		got  []Sq
		want []string
	}{
		{"M.14.5 humans up", directional(Humans, sq(t, "C6"), Up), []string{"C6", "C7", "C8"}},
		{"M.14.5 humans left", directional(Humans, sq(t, "C6"), Left), []string{"C6", "B6", "A6"}},
		{"M.14.5 martians up is towards row 1", directional(Martians, sq(t, "C3"), Up), []string{"C3", "C2", "C1"}},
		{"M.14.5 martians right is towards column A", directional(Martians, sq(t, "B3"), Right), []string{"B3", "A3"}},
		{"M.14.7 explosion", explosion(sq(t, "B2")), []string{"B2", "A1", "B1", "C1", "A2", "C2", "A3", "B3", "C3"}},
		{"M.14.7 explosion in a corner", explosion(sq(t, "H8")), []string{"H8", "G7", "H7", "G8"}},
	} {
		if got := names(c.got); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v; want %v", c.name, got, c.want)
		}
	}
}

// [mars M.15.1, M.14.1] random location: first die the row, second the
// column, from the roller's bottom-left corner.
func TestRandomSquare_M_15_1(t *testing.T) {
	g := board(t, quiet...)
	for _, c := range []struct {
		side Side
		dice []int
		want string
	}{
		{Humans, []int{5, 6}, "F5"}, {Humans, []int{7, 6}, "F7"}, {Martians, []int{5, 6}, "C4"}, {Martians, []int{1, 1}, "H8"},
	} {
		g.rng.Force(c.dice...)
		if got := g.randomSquare(c.side).String(); got != c.want {
			t.Errorf("%s rolls %v: %s; want %s", c.side, c.dice, got, c.want)
		}
	}
}

// [mars M.14.2] semi-random: the chosen row or column stays, the other is
// rolled.
func TestSemiRandom_M_14_2(t *testing.T) {
	g := board(t, quiet...)
	g.rng.Force(3)
	if got := g.semiRandomSquare(Humans, true, 6).String(); got != "C6" {
		t.Errorf("row 6, rolled column 3: %s; want C6", got)
	}
	g.rng.Force(3)
	if got := g.semiRandomSquare(Humans, false, 2).String(); got != "B3" {
		t.Errorf("column 2, rolled row 3: %s; want B3", got)
	}
}

// [mars M.15.2] random edge square: 1-2 own edge, 3-4 left, 5-6 right,
// 7-8 opposite, then the square along it.
func TestRandomEdgeSquare_M_15_2(t *testing.T) {
	g := board(t, quiet...)
	for _, c := range []struct {
		side Side
		dice []int
		want string
	}{
		{Humans, []int{1, 4}, "D1"}, {Humans, []int{3, 4}, "A4"}, {Humans, []int{6, 4}, "H4"}, {Humans, []int{8, 4}, "D8"},
		{Martians, []int{2, 1}, "H8"}, {Martians, []int{7, 1}, "H1"},
	} {
		g.rng.Force(c.dice...)
		if got := g.randomEdgeSquare(c.side).String(); got != c.want {
			t.Errorf("%s rolls %v: %s; want %s", c.side, c.dice, got, c.want)
		}
	}
}

// [mars M.15.3, A17] scatter directions from each side's seat.
func TestScatterDirections_A17(t *testing.T) {
	for _, c := range []struct {
		v      int
		s      Side
		dx, dy int
	}{{1, Humans, 0, 1}, {3, Humans, 1, 0}, {6, Humans, -1, -1}, {1, Martians, 0, -1}, {3, Martians, -1, 0}} {
		if dx, dy := scatterDelta(c.v, c.s); dx != c.dx || dy != c.dy {
			t.Errorf("roll %d for %s: (%d,%d); want (%d,%d)", c.v, c.s, dx, dy, c.dx, c.dy)
		}
	}
}
