package aliens

import "testing"

// TestBlockRecycling checks the quiet games' recycling of decision and
// option blocks: a slice is never written over before two choices have
// been answered after it was carved, the old block then comes back
// zeroed, and a game with its log on never takes a block back.
func TestBlockRecycling(t *testing.T) {
	// fill takes single values until a new block has been started.
	fill := func(b *block[int]) {
		start := &b.arr[0]
		for &b.arr[0] == start {
			b.take(1)
		}
	}
	tests := []struct {
		name     string
		recycle  bool
		answered int // choices between filling s's block and the next
		reused   bool
	}{
		{"quiet, same choice", true, 0, false},
		{"quiet, next choice", true, 1, false},
		{"quiet, two choices later", true, 2, true},
		{"logged", false, 5, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b block[int]
			b.quiet(tc.recycle)
			s := b.take(3)
			s[0], s[1], s[2] = 7, 8, 9
			fill(&b) // s's block becomes the old one
			for range tc.answered {
				b.answered()
			}
			fill(&b) // the block after it is full: s's may come back
			reused := &b.arr[0] == &s[:1][0]
			if reused != tc.reused {
				t.Fatalf("s's block taken back: %v, want %v", reused, tc.reused)
			}
			if !reused && (s[0] != 7 || s[1] != 8 || s[2] != 9) {
				t.Fatalf("s written over: %v", s)
			}
			if reused && b.n == 1 && b.arr[1] != 0 {
				t.Fatalf("a recycled block is not zeroed: %v", b.arr[:3])
			}
		})
	}
}
