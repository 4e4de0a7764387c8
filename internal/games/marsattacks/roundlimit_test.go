package marsattacks

import (
	"encoding/json"
	"testing"
)

func TestRoundLimit(t *testing.T) {
	// [mars M.20.6] the rulebook has no round limit; the table's
	// (RoundLimit) ends the game at the end of its last round [mars
	// M.4.16]: more VP wins (as [mars M.20.3]), equal VP is a draw.
	for _, tc := range []struct {
		round  int
		vp     [2]int
		over   bool
		winner string
	}{
		{24, [2]int{5, 3}, false, ""},
		{25, [2]int{5, 3}, true, "humans"},
		{25, [2]int{2, 7}, true, "martians"},
		{25, [2]int{4, 4}, true, "draw"},
	} {
		o := DefaultOptions()
		o.Scenario = "skirmish"
		g, err := New(o, 1)
		if err != nil {
			t.Fatal(err)
		}
		g.st.Round, g.st.VP = tc.round, tc.vp
		g.beginRoundEnd()
		out := g.Outcome()
		if (out != nil) != tc.over {
			t.Fatalf("round %d vp %v: outcome %+v", tc.round, tc.vp, out)
		}
		if out != nil && (out.Winner != tc.winner || out.Rule != "mars M.20.6") {
			t.Errorf("round %d vp %v: %s by %s, want %s", tc.round, tc.vp, out.Winner, out.Rule, tc.winner)
		}
	}
	// The default comes from DefaultRoundLimit; 0 is no limit; below 0
	// is refused.
	if DefaultOptions().RoundLimit != DefaultRoundLimit || DefaultRoundLimit <= 0 {
		t.Fatalf("default round limit %d", DefaultOptions().RoundLimit)
	}
	o, err := DecodeOptions(json.RawMessage(`{"roundLimit":0}`))
	if err != nil || o.RoundLimit != 0 {
		t.Fatalf("no limit: %v %d", err, o.RoundLimit)
	}
	if _, err := DecodeOptions(json.RawMessage(`{"roundLimit":-1}`)); err == nil {
		t.Fatal("a negative limit was accepted")
	}
}
