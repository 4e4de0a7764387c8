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
		if g.victorySeen() && g.memo.vic.vp != g.st.VP {
			t.Fatalf("choice %d (%s): victory check skipped with VP %v, last seen %v", i, key, g.st.VP, g.memo.vic.vp)
		}
		if !g.st.Over && g.victorySeen() {
			c := g.Clone().(*Game)
			if c.decideVictory(); c.st.Over {
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
	for g.memo.vic.gen != g.memo.figGen || !g.memo.vic.valid {
		d := g.Pending()
		if d == nil {
			t.Fatal("game over before a victory check was kept")
		}
		if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
			t.Fatal(err)
		}
	}
	g.occupancy()
	if !g.victorySeen() || g.memo.occGen != g.memo.figGen {
		t.Fatal("no kept victory check and count to start from")
	}
	g.addVP(Humans, VPToWin)
	if g.victorySeen() {
		t.Fatal("VP scored, but the victory check would be skipped")
	}
	if g.memo.occGen != g.memo.figGen {
		t.Fatal("VP scored, and the figures' kept count was dropped")
	}
	g.checkVictory()
	if !g.st.Over || g.st.Winner != int8(Humans) {
		t.Fatalf("8 VP: over %v, winner %d; want the humans to win", g.st.Over, g.st.Winner)
	}
}
