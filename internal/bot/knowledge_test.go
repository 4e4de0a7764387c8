package bot

import (
	"testing"

	"github.com/sulaco/sulaco/internal/grid"
)

// TestSquareNamedIsLookup: the bot's fast name lookup answers as
// Layout.Lookup does, for every square's own name and for odd spellings.
func TestSquareNamedIsLookup(t *testing.T) {
	l, _ := builtin().board("bug-hunt-3")
	if l == nil {
		t.Fatal("no board for bug-hunt-3")
	}
	names := []string{"", "c4", "C04", "C0", "4C", "C", "AAAA1", "C+4", "C-4", "ZZZ99999", "C4 ", "AH3", "ah3", "A1", "C123456"}
	for s := range l.Len() {
		names = append(names, l.Name(grid.Square(s)))
	}
	for _, n := range names {
		want, err := l.Lookup(n)
		got, ok := squareNamed(l, n)
		if ok != (err == nil) || ok && got != want {
			t.Errorf("squareNamed(%q) = %d, %v; Lookup gives %d, %v", n, got, ok, want, err)
		}
	}
}

// TestWithinIsDistances: the bot's bounded search agrees with
// grid.Distances on every square of a board, for several sets of sources
// and shut doors, within 0 to 12 steps.
func TestWithinIsDistances(t *testing.T) {
	l, _ := builtin().board("bug-hunt-3")
	if l == nil {
		t.Fatal("no board for bug-hunt-3")
	}
	c := &alienCtx{l: l}
	shut := l.NewDoorSet()
	for d := 0; d < l.Doors(); d += 2 {
		shut.Add(grid.DoorID(d))
	}
	for _, srcs := range [][]grid.Square{{0}, {grid.Square(l.Len() / 2)}, {3, grid.Square(l.Len() - 1), grid.Square(l.Len() / 3)}} {
		for _, m := range []*grid.Moves{{}, {Closed: shut}, {Closed: shut, ThroughDoors: true}} {
			var f grid.Field
			l.Distances(&f, m, srcs...)
			for _, n := range []int{0, 1, 5, 12} {
				for s := range l.Len() {
					if got, want := c.within(srcs, grid.Square(s), n, m), dist(&f, grid.Square(s)) <= n; got != want {
						t.Fatalf("within(%v, %s, %d) = %v, Distances says %v", srcs, l.Name(grid.Square(s)), n, got, want)
					}
				}
			}
		}
	}
}
