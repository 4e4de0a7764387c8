package enginetest

import (
	"encoding/json"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// SameGame fails the test unless got is the same game as want: the same
// Hash, the same View for every seat and the same pending decision (a
// position's round trip, a restored save). detail is shown on failure
// (the position file, say).
func SameGame(t testing.TB, name string, want, got engine.Game, detail []byte) {
	t.Helper()
	if want.Hash() != got.Hash() {
		t.Fatalf("%s: hash %s after the round trip, %s before\n%s", name, got.Hash(), want.Hash(), detail)
	}
	for s := range want.Seats() {
		a, _ := json.Marshal(want.View(engine.Seat(s)))
		b, _ := json.Marshal(got.View(engine.Seat(s)))
		if string(a) != string(b) {
			t.Fatalf("%s: seat %d's view differs:\n%s\n%s", name, s, a, b)
		}
	}
	a, _ := json.Marshal(want.Pending())
	b, _ := json.Marshal(got.Pending())
	if string(a) != string(b) {
		t.Fatalf("%s: pending decision differs:\n%s\n%s", name, a, b)
	}
}
