package grid

import (
	"strconv"
	"testing"
)

// TestRowNumberMatchesAtoi: the fast row parser answers as strconv.Atoi.
func TestRowNumberMatchesAtoi(t *testing.T) {
	for _, s := range []string{"", "0", "1", "4", "04", "12", "36", "+5", "-3", "1a", "a", " 1",
		"999999999", "1000000000", "99999999999999999999", "٣"} {
		got, gerr := rowNumber(s)
		want, werr := strconv.Atoi(s)
		if got != want || (gerr == nil) != (werr == nil) {
			t.Errorf("rowNumber(%q) = %d, %v; Atoi %d, %v", s, got, gerr, want, werr)
		}
	}
}
