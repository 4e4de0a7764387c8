package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestDecisionClass(t *testing.T) {
	two := []Option{{Key: "a"}, {Key: "b"}}
	one := []Option{{Key: "a"}}
	tests := []struct {
		name string
		d    Decision
		want Kind
	}{
		{"a choice", Decision{Options: two}, KindChoice},
		{"a tie-break", Decision{Options: two, Kind: KindTieBreak}, KindTieBreak},
		{"one option is forced", Decision{Options: one}, KindForced},
		{"a one-option tie-break is forced", Decision{Options: one, Kind: KindTieBreak}, KindForced},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.d.Class(); got != tc.want {
				t.Errorf("Class = %v, want %v", got, tc.want)
			}
			b, err := json.Marshal(tc.d)
			if err != nil {
				t.Fatal(err)
			}
			if want := `"kind":"` + tc.want.String() + `"`; !strings.Contains(string(b), want) {
				t.Errorf("JSON %s lacks %s", b, want)
			}
			var back Decision
			if err := json.Unmarshal(b, &back); err != nil || back.Class() != tc.want {
				t.Errorf("decoded %+v (%v), want class %v", back, err, tc.want)
			}
		})
	}
	var k Kind
	if err := k.UnmarshalText([]byte("maybe")); err == nil || !strings.Contains(err.Error(), "maybe") {
		t.Errorf("unknown kind: err %v", err)
	}
}

func TestAskingAsks(t *testing.T) {
	choice := &Decision{Options: []Option{{Key: "a"}, {Key: "b"}}}
	tie := &Decision{Options: []Option{{Key: "a"}, {Key: "b"}}, Kind: KindTieBreak}
	forced := &Decision{Options: []Option{{Key: "a"}}}
	tests := []struct {
		name                string
		a                   Asking
		choice, tie, forced bool
	}{
		{"default: real choices only", Asking{}, true, false, false},
		{"tie-breaks", Asking{TieBreaks: true}, true, true, false},
		{"forced", Asking{Forced: true}, true, false, true},
		{"everything", Asking{TieBreaks: true, Forced: true}, true, true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := [3]bool{tc.a.Asks(choice), tc.a.Asks(tie), tc.a.Asks(forced)}; got != [3]bool{tc.choice, tc.tie, tc.forced} {
				t.Errorf("asks choice, tie, forced = %v", got)
			}
		})
	}
	h := Header{Seats: []SeatInfo{{Player: "human"}, {Player: "human", Ask: &Asking{TieBreaks: true}}}}
	if h.Asking(0) != (Asking{}) || !h.Asking(1).TieBreaks || h.Asking(7) != (Asking{}) {
		t.Errorf("Header.Asking: %+v %+v", h.Asking(0), h.Asking(1))
	}
}

// TestOptionErrorsInPlainWords: a mistyped or unknown option is named
// in a player's words, not Go's.
func TestOptionErrorsInPlainWords(t *testing.T) {
	var opts struct {
		Players int      `json:"players"`
		Heroes  []string `json:"heroes"`
	}
	tests := []struct{ in, want string }{
		{`{"players":"two"}`, "players: want a whole number, not text"},
		{`{"heroes":"hicks"}`, "heroes: want a list [...], not text"},
		{`{"players":2.5}`, "players: want a whole number, not the number 2.5"},
		{`{"player":2}`, "player: unknown option"},
	}
	for _, tc := range tests {
		err := DecodeOptions([]byte(tc.in), &opts)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.in, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "Go struct") {
			t.Errorf("%s: Go internals in %q", tc.in, err)
		}
	}
}
