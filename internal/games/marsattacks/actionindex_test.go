package marsattacks

import "testing"

// TestActionIndex checks the switch of chooseAction against the action
// keys it stands for [mars M.5.1].
func TestActionIndex(t *testing.T) {
	if len(actionKeys) != numActions {
		t.Fatalf("actionKeys has %d keys, want %d", len(actionKeys), numActions)
	}
	for k, a := range actionKeys {
		if got := actionIndex(a.key); got != k {
			t.Errorf("actionIndex(%q) = %d, want %d", a.key, got, k)
		}
	}
	for _, bad := range []string{"", "mov", "move-", "Move", "stand", "nothing!"} {
		if got := actionIndex(bad); got != -1 {
			t.Errorf("actionIndex(%q) = %d, want -1", bad, got)
		}
	}
}
