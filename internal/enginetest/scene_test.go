package enginetest

import (
	"strconv"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/pig"
	"github.com/sulaco/sulaco/internal/scene"
)

// leakyScene is Pig whose scene shows every seat seat 0's: its lucky
// number and its options' squares.
type leakyScene struct{ *pig.Game }

func (g leakyScene) Scene(engine.Seat) scene.Scene {
	sc := g.Game.Scene(0)
	sc.Targets = []scene.Target{{Option: "roll", Squares: []string{"A1"}}}
	return sc
}

// TestSceneLeaksAreCaught: the random-game check reads every seat's
// scene, and finds another seat's secret in it and the chooser's option
// squares in anyone else's.
func TestSceneLeaksAreCaught(t *testing.T) {
	h := engine.Header{Game: pig.Name, Seed: 3, Options: []byte(`{"players":3,"target":40}`), Seats: make([]engine.SeatInfo, 3)}
	g, err := pig.NewFromHeader(&h)
	if err != nil {
		t.Fatal(err)
	}
	leaks := func(eg engine.Game, seat engine.Seat) []string {
		if seat == 0 {
			return nil
		}
		return []string{`{"name":"lucky","value":"` + strconv.Itoa(eg.(leakyScene).Lucky(0)) + `"}`}
	}
	cfg := Config{Leaks: leaks}
	d := g.Pending()
	err = deepChecks(cfg, leakyScene{g.(*pig.Game)}, d)
	if err == nil || !strings.Contains(err.Error(), "scene of seat") {
		t.Fatalf("a scene showing seat 0's options to others passed the check: %v", err)
	}
	sc := leakyScene{g.(*pig.Game)}
	if err := checkScene(sc, 0, d, leaks(sc, 0)); err != nil {
		t.Fatalf("seat 0's own scene: %v", err)
	}
	d.Seat = 1 // seat 1 chooses: its options may be in its scene; seat 0's lucky number may not
	if err := checkScene(sc, 1, d, leaks(sc, 1)); err == nil || !strings.Contains(err.Error(), "leaks") {
		t.Fatalf("seat 0's lucky number in seat 1's scene passed the check: %v", err)
	}
}
