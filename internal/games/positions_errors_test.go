package games_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
)

// TestMalformedPositions: a malformed position of each kind is refused
// with an error naming the file, the line and column, and the field.
func TestMalformedPositions(t *testing.T) {
	cases := []struct {
		name, data string
		line       int
		want       string
	}{
		{"unknown card", "game: aliens\noptions: {mission: drill, players: 1}\nendurance:\n  discard: [m41a-pulse-rifle.1, plasma-gun]\n",
			4, "endurance.discard[1]: unknown Endurance card \"plasma-gun\""},
		{"card in two zones", "game: aliens\noptions: {mission: drill, players: 1}\nendurance:\n  discard: [welder.1]\n  exhaust:\n    - welder.1\n",
			4, "endurance.discard[0]: card welder.1 is also in endurance.exhaust[0]"},
		{"square off the board", "game: aliens\noptions: {mission: bug-hunt-1, players: 1}\naliens:\n  - {id: 1, square: Z99, tokens: 0}\n",
			4, "aliens[0].square: square \"Z99\" is off the board"},
		{"step a kind never takes", "game: aliens\noptions: {mission: drill, players: 1}\npending:\n  - {kind: attack, character: hicks, step: 9}\n",
			4, "pending[0].step: \"attack\" has no step 9"},
		{"bad YAML", "game: aliens\ncharacters:\n  hicks: {square: C4\n",
			3, "syntax error"},
		{"wrong type", "game: aliens\nturn: three\n",
			2, "cannot use"},
		{"unknown field", "game: aliens\ncharacters:\n  hicks:\n    hat: red\n",
			4, "\"hat\": unknown field"},
		{"unknown character", "game: aliens\ncharacters:\n  bishop: {square: C4}\n",
			3, "\"bishop\": unknown field"},
		{"mars unknown card", "game: marsattacks\noptions: {scenario: skirmish, seats: [humans, martians]}\nhands:\n  humans: [death-ray]\n",
			4, "hands.humans[0]: unknown card \"death-ray\""},
		{"mars square off the mat", "game: marsattacks\noptions: {scenario: skirmish, seats: [humans, martians]}\nfigures:\n  - {id: x, profile: us-hmg, square: J9}\n",
			4, "figures[0].square: square \"J9\" is off the mat"},
		{"mars unknown profile", "game: marsattacks\noptions: {scenario: skirmish, seats: [humans, martians]}\nfigures:\n  - {id: x, profile: robot, square: A1}\n",
			4, "figures[0].profile: unknown profile \"robot\""},
		{"mars wrong type", "game: marsattacks\nvictory-points: {humans: lots, martians: 0}\n",
			2, "cannot use"},
		{"unknown game", "game: chess\n", 1, "game: games: unknown game \"chess\""},
		{"no game", "turn: 3\n", 1, "game: missing game name"},
		{"not a mapping", "- a\n- b\n", 1, "a position is a mapping"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := games.FromPosition("bad.yaml", []byte(c.data))
			var pe *engine.PosError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a PosError", err)
			}
			if pe.File != "bad.yaml" || pe.Line != c.line || !strings.Contains(pe.Msg, c.want) {
				t.Fatalf("got %v, want bad.yaml:%d:...: ...%s", err, c.line, c.want)
			}
			if !strings.HasPrefix(err.Error(), "bad.yaml:") {
				t.Fatalf("%v does not start with the file name", err)
			}
		})
	}
}

// FuzzPosition: the position decoder never panics and never returns a
// game that fails its own checks, whatever the bytes.
func FuzzPosition(f *testing.F) {
	f.Add([]byte("game: aliens\noptions: {mission: drill, players: 1}\nphase: marine\n"))
	f.Add([]byte("game: aliens\ncharacters:\n  hicks: {square: C4, aim: 3}\naliens:\n  - {id: 1, square: -, tokens: 0}\n"))
	f.Add([]byte("game: marsattacks\noptions: {scenario: skirmish, seats: [humans, martians]}\nphase: round\nround: 0\n"))
	f.Add([]byte("game: marsattacks\nfigures:\n  - {id: x, profile: us-hmg, square: A1}\npending: {wait: 1, stack: [{fig: 3}]}\n"))
	f.Add([]byte("game: aliens\npending:\n  - {kind: move, character: hicks}\n"))
	cat := catalog(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := cat.FromPosition("fuzz.yaml", data)
		if err != nil {
			var pe *engine.PosError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a PosError", err)
			}
			return
		}
		if ck, ok := g.(engine.Checker); ok {
			if err := ck.Check(); err != nil {
				t.Fatalf("a loaded position fails its checks: %v", err)
			}
		}
		if d := g.Pending(); d != nil && len(d.Options) == 0 {
			t.Fatalf("a decision without options")
		}
	})
}
