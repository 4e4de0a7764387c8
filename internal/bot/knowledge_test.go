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
