package enginetest_test

import (
	"testing"

	"github.com/sulaco/sulaco/internal/enginetest"
	"github.com/sulaco/sulaco/internal/games/pig"
)

// TestScenarioDSL exercises the kit on the test game.
func TestScenarioDSL(t *testing.T) {
	g, err := pig.New(pig.Options{Players: 2, Target: 100}, 9)
	if err != nil {
		t.Fatal(err)
	}
	face := 2
	if g.Lucky(0) == 2 {
		face = 3
	}
	s := enginetest.Play(t, g)
	s.Seat(0).Prompt("pig.prompt").Options("roll", "hold").Has("hold").Lacks("jump")
	s.Dice(face).Choose("roll")
	s.Event("pig 2", "pig.rolled")
	s.Choose("hold")
	s.Saw("pig 2", "pig.rolled") // still found after a later choice
	s.NoEvent("pig.rolled")
	s.Reject("roll:now", "not one of the options")
	s.Seat(1)
}
