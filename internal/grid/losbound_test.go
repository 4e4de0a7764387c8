package grid

import (
	"strings"
	"testing"
)

// openLayout is an n x n board with no wall inside: the worst case of
// line of sight, every pair seeing every other along many lines.
func openLayout(tb testing.TB, n int) *Layout {
	tb.Helper()
	lines := []string{"+" + strings.Repeat("-+", n)}
	for y := range n {
		lines = append(lines, "|"+strings.Repeat(". ", n-1)+".|")
		if y < n-1 {
			lines = append(lines, "+"+strings.Repeat(" +", n))
		}
	}
	lines = append(lines, "+"+strings.Repeat("-+", n))
	return mustLayout(tb, MoveRules{}, lines...)
}

// TestPrecomputeLOSBounded: [aliens E.1] line of sight on a layout too
// large to precompute is answered lazily: PrecomputeLOS refuses at once
// (it used to take minutes and gigabytes), sight rows stay nil, and LOS
// still answers; a layout of the rulebooks' size is precomputed.
func TestPrecomputeLOSBounded(t *testing.T) {
	big := openLayout(t, 64)
	if big.PrecomputeLOS(1) {
		t.Fatal("a 64x64 open layout was precomputed")
	}
	if m, _ := big.SightRows(0); m != nil {
		t.Fatal("sight rows of a table never filled")
	}
	a, b := sq(t, big, "A1"), sq(t, big, "C3")
	if !big.LOS(a, b, nil, nil) {
		t.Fatal("A1 does not see C3 on an open map")
	}
	// Only the rows asked about are allocated.
	rows := 0
	for i := range big.los.pairs {
		if big.los.pairs[i].Load() != nil {
			rows++
		}
	}
	if rows > 2 {
		t.Fatalf("%d rows of the pair table allocated for two queries", rows)
	}
	if !openLayout(t, 12).PrecomputeLOS(1) {
		t.Fatal("a 12x12 layout was not precomputed")
	}
}
