package games

import (
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// TestSetupErrorsQuoteLittle: a header's options come from anyone; a
// setup error quotes a bounded part of them.
func TestSetupErrorsQuoteLittle(t *testing.T) {
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	cat, err := New(set)
	if err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("x", 20_000)
	for _, h := range []engine.Header{
		{Game: "aliens", Options: []byte(`{"mission":"` + huge + `"}`), Seats: make([]engine.SeatInfo, 2)},
		{Game: "marsattacks", Options: []byte(`{"scenario":"` + huge + `"}`), Seats: make([]engine.SeatInfo, 2)},
		{Game: huge, Seats: make([]engine.SeatInfo, 2)},
	} {
		_, err := cat.NewGame(&h)
		if err == nil {
			t.Fatal("accepted")
		}
		if len(err.Error()) > 400 {
			t.Errorf("%.40s: an error of %d bytes", h.Game, len(err.Error()))
		}
	}
}
