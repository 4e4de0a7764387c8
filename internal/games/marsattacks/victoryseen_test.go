package marsattacks

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestVictorySeenMatchesVP plays random quiet games of every setup and
// checks after every choice that a skipped victory check (victorySeen)
// saw the VP the game has now (every change of the VP goes through
// addVP, which the run loop's two compares rely on) and that a fresh
// check would decide nothing (victoryMoved keeps a check across a
// step). It also checks the kept count of the figures, which addVP
// keeps. [mars M.20.1, M.20.2, M.20.4]
func TestVictorySeenMatchesVP(t *testing.T) {
	playEachSetup(t, []uint64{60, 61, 62, 63, 64, 65}, func(t *testing.T, g *Game, i int, key string) {
		if g.victorySeen() && g.vic.vp != g.vp {
			t.Fatalf("choice %d (%s): victory check skipped with VP %v, last seen %v", i, key, g.vp, g.vic.vp)
		}
		if !g.over && g.victorySeen() {
			c := g.Clone().(*Game)
			if c.decideVictory(); c.over {
				t.Fatalf("choice %d (%s): victory check skipped, but a fresh one ends the game", i, key)
			}
		}
		if got, want := *g.occupancy(), g.countFigures(); got != want {
			t.Fatalf("choice %d (%s): the kept count of the figures differs from a fresh one", i, key)
		}
	})
}

// TestAddVPAsksVictoryAgain: VP scored without a figure changing (a
// marker, S7's uplink) make the run loop check victory again, and the
// figures' kept count stays kept. [mars M.20.2]
func TestAddVPAsksVictoryAgain(t *testing.T) {
	g, err := New(DefaultOptions(), 7)
	if err != nil {
		t.Fatal(err)
	}
	g.SetQuiet(true)
	pick := engine.NewRNG(7)
	for g.vic.gen != g.figGen || !g.vic.valid {
		d := g.Pending()
		if d == nil {
			t.Fatal("game over before a victory check was kept")
		}
		if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
			t.Fatal(err)
		}
	}
	g.occupancy()
	if !g.victorySeen() || g.occGen != g.figGen {
		t.Fatal("no kept victory check and count to start from")
	}
	g.addVP(Humans, VPToWin)
	if g.victorySeen() {
		t.Fatal("VP scored, but the victory check would be skipped")
	}
	if g.occGen != g.figGen {
		t.Fatal("VP scored, and the figures' kept count was dropped")
	}
	g.checkVictory()
	if !g.over || g.winner != int8(Humans) {
		t.Fatalf("8 VP: over %v, winner %d; want the humans to win", g.over, g.winner)
	}
}
