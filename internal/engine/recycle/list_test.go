package recycle

import "testing"

// TestListFollowsTheMemory: a List in a quiet memory hands a list's
// memory out again two choices after it was carved (not sooner), starts
// afresh after SetQuiet, and in a logged memory never hands memory out
// twice; none returns nil.
func TestListFollowsTheMemory(t *testing.T) {
	tests := []struct {
		name     string
		quiet    bool
		answered int // choices answered after the first list was taken
		setQuiet bool
		reused   bool
	}{
		{"quiet, same choice", true, 0, false, false},
		{"quiet, next choice", true, 1, false, false},
		{"quiet, two choices later", true, 2, false, true},
		{"quiet, four choices later", true, 4, false, true},
		{"quiet, SetQuiet again", true, 2, true, false},
		{"logged", false, 2, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var m Memory
			m.SetQuiet(tc.quiet)
			var l List[string]
			first := append(l.Take(&m, 3), "a", "b", "c")
			for range tc.answered {
				l.Take(&m, 2) // a list in every choice between
				m.Answered()
			}
			if tc.setQuiet {
				m.SetQuiet(true)
			}
			next := l.Take(&m, 3)
			if cap(next) != 3 || len(next) != 0 {
				t.Fatalf("Take(3) has length %d, room %d", len(next), cap(next))
			}
			next = append(next, "x", "y", "z")
			reused := &next[0] == &first[0]
			if reused != tc.reused {
				t.Fatalf("the first list's memory handed out again: %v, want %v", reused, tc.reused)
			}
			if !reused && (first[0] != "a" || first[2] != "c") {
				t.Fatalf("the first list was written over: %v", first)
			}
			if l.Take(&m, 0) != nil {
				t.Fatal("Take(0) is not nil")
			}
		})
	}
}
