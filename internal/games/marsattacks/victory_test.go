package marsattacks

import "testing"

// [mars M.20.2] 8 VP win at once.
func TestWin_EightVP_M_20_2(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	g.st.VP[Humans] = 7
	shootAt(t, g, "h", "C3", 5, 5, 5, 1, 1, 1)
	o := play(t, g).Over("humans")
	if o.Rule != "mars M.20.2" || g.Pending() != nil {
		t.Fatalf("outcome %+v", o)
	}
}

// [mars M.20.3] both at 8 or more: more VP wins; equal: the side in whose
// turn the last VP were scored.
func TestWin_Tie_M_20_3(t *testing.T) {
	for _, c := range []struct {
		h, m   int
		last   Side
		winner string
	}{{9, 8, Martians, "humans"}, {8, 10, Humans, "martians"}, {8, 8, Martians, "martians"}, {9, 9, Humans, "humans"}} {
		g := board(t, quiet...)
		g.st.VP = [2]int{c.h, c.m}
		g.st.LastVP = c.last
		g.checkVictory()
		if o := g.Outcome(); o == nil || o.Winner != c.winner || o.Rule != "mars M.20.3" {
			t.Errorf("%+v: outcome %+v; want %s by M.20.3", c, o, c.winner)
		}
	}
}

// [mars M.20.4, A14] a side with no figure left on the mat loses.
func TestWin_LastFigure_M_20_4(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m1=martian-disintegrator@C3")
	shootAt(t, g, "h", "C3", 5, 5, 5, 1, 1, 1)
	o := play(t, g).Over("humans")
	if o.Rule != "mars M.20.4" {
		t.Fatalf("rule %s; want M.20.4", o.Rule)
	}
}

// [mars M.20.1, S1.5] skirmish VP: +1 per shooting kill, +2 per fight
// kill, including the defender's (G19).
func TestScore_M_20_1(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	shootAt(t, g, "h", "C3", 5, 5, 5, 1, 1, 1)
	if g.st.VP != [2]int{1, 0} {
		t.Fatalf("vp %v; want [1 0]", g.st.VP)
	}
	g = fightBoard(t)
	s := play(t, g)
	s.Choose("activate:h1", "act:fight")
	s.Dice(1, 1, 1, 5, 5, 1).Choose("defend:fight")
	if g.st.VP != [2]int{0, 2} {
		t.Fatalf("vp %v; want [0 2]", g.st.VP)
	}
}
