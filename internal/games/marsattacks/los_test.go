package marsattacks

import (
	"testing"
)

// matWith draws an 8x8 terrain map with the given edges: "B3/B4" is the
// edge between two squares of a column, "F3|G3" between two of a row;
// the character is the map format's ('-' or '|' solid, '_' or '!' low,
// '%' rubble).
func matWith(t *testing.T, edges map[string]byte) string {
	t.Helper()
	lines := make([][]byte, 2*Size+1)
	for i := range lines {
		if i%2 == 0 {
			lines[i] = []byte("+ + + + + + + + +")
		} else {
			lines[i] = []byte(" . . . . . . . . ")
		}
	}
	for k, c := range edges {
		a, b := k[:2], k[3:]
		qa, ok1 := ParseSq(a)
		qb, ok2 := ParseSq(b)
		if !ok1 || !ok2 {
			t.Fatalf("bad edge %q", k)
		}
		switch {
		case k[2] == '/' && qa.X() == qb.X() && qb.Y() == qa.Y()+1:
			lines[2*qb.Y()][2*qb.X()+1] = c
		case k[2] == '|' && qa.Y() == qb.Y() && qb.X() == qa.X()+1:
			lines[2*qb.Y()+1][2*qb.X()] = c
		default:
			t.Fatalf("bad edge %q", k)
		}
	}
	src := "board: test\n"
	for _, l := range lines {
		src += string(l) + "\n"
	}
	return src
}

// losBoard sets up figures on a terrain with the LOS model in charge
// (no SetSight rule).
func losBoard(t *testing.T, terrain string, figs ...string) *Game {
	t.Helper()
	g := boardWith(t, DefaultOptions(), Setup{First: Humans, NoDeal: true, Terrain: terrain}, figs...)
	g.st.Sight = nil
	return g
}

// [mars M.9.8, M.9.5, M.10.1] the sight-line example: a US soldier sees
// Martians A (behind a low wall: partly), C (past a figure: partly) and
// D (in the open: completely, +1 die), but not B (behind solid walls).
func TestLOS_Example_M_9_8(t *testing.T) {
	terrain := matWith(t, map[string]byte{"B3/B4": '_', "G2/G3": '-', "F3|G3": '|'})
	g := losBoard(t, terrain, "us=us-assault-rifle@D1", "h2=us-assault-rifle@D3",
		"a=martian-disintegrator@B4", "b=martian-disintegrator@G3", "c=martian-disintegrator@D5", "d=martian-disintegrator@F1")
	us := g.figByID("us")
	for id, want := range map[string]Sight{"a": Partial, "b": Hidden, "c": Partial, "d": Clear} {
		if got := g.sightOf(us, g.figByID(id)); got != want {
			t.Errorf("us sees %s: %v; want %v", id, got, want)
		}
	}
	s := play(t, g)
	s.Choose("activate:us", "act:aim")
	s.Has("shoot:B4", "shoot:D5", "shoot:F1").Lacks("shoot:G3")
	s.Reject("shoot:G3", "not one of the options")
	s.Choose("shoot:F1")
	s.Event("mars M.10.1", "mars.shoot.clear-view")
}

// [mars M.9.5, G4] walls of each height between adjacent squares: none
// gives a clear view, a low wall or rubble a partial one, a solid wall
// hides.
func TestLOS_WallHeights_M_9_5(t *testing.T) {
	for _, tc := range []struct {
		name string
		edge byte
		want Sight
	}{
		{"none", ' ', Clear},
		{"low wall", '_', Partial},
		{"rubble", '%', Partial},
		{"solid wall", '-', Hidden},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := losBoard(t, matWith(t, map[string]byte{"C3/C4": tc.edge}), "h=us-assault-rifle@C3", "m=martian-disintegrator@C4")
			if got := g.SquareSight(sq(t, "C3"), sq(t, "C4")); got != tc.want {
				t.Fatalf("C3 sees C4: %v; want %v", got, tc.want)
			}
			// Across a row: the same with a vertical wall.
			v := map[byte]byte{' ': ' ', '_': '!', '%': '%', '-': '|'}[tc.edge]
			g = losBoard(t, matWith(t, map[string]byte{"C3|D3": v}), "h=us-assault-rifle@C3")
			if got := g.SquareSight(sq(t, "C3"), sq(t, "D3")); got != tc.want {
				t.Fatalf("C3 sees D3: %v; want %v", got, tc.want)
			}
		})
	}
}

// [mars M.9.5, G4] a solid wall partly across the line: some lines pass,
// so the target is partly visible.
func TestLOS_WallEnd_M_9_5(t *testing.T) {
	g := losBoard(t, matWith(t, map[string]byte{"C3/C4": '-'}), "h=us-assault-rifle@C1")
	if got := g.SquareSight(sq(t, "C1"), sq(t, "D6")); got != Partial {
		t.Fatalf("C1 sees D6 past the end of a wall: %v; want partial", got)
	}
	// Diagonal neighbours with solid walls on both sides of the corner
	// (as a diagonal step is blocked, M.6.3).
	g = losBoard(t, matWith(t, map[string]byte{"C3|D3": '|', "D3/D4": '-', "C4|D4": '|', "C3/C4": '-'}), "h=us-assault-rifle@C3")
	if got := g.SquareSight(sq(t, "C3"), sq(t, "D4")); got != Hidden {
		t.Fatalf("C3 sees D4 through a walled corner: %v; want hidden", got)
	}
}

// [mars M.9.5, M.9.6] figures in an intervening square hide part of the
// target; a crowd of 4 hides it; figures with the target hide part of
// it; figures in the shooter's own square hide nothing.
func TestLOS_Figures_M_9_5(t *testing.T) {
	g := losBoard(t, "", "h=us-assault-rifle@A1", "m=martian-disintegrator@A3", "x1=us-assault-rifle@A2")
	if got := g.sightOf(g.figByID("h"), g.figByID("m")); got != Partial {
		t.Fatalf("past one figure: %v; want partial", got)
	}
	g = losBoard(t, "", "h=us-assault-rifle@A1", "m=martian-disintegrator@A3",
		"x1=us-assault-rifle@A2", "x2=us-assault-rifle@A2", "x3=us-assault-rifle@A2", "x4=martian-disintegrator@A2")
	if got := g.sightOf(g.figByID("h"), g.figByID("m")); got != Hidden {
		t.Fatalf("past a crowd of 4: %v; want hidden", got)
	}
	g = losBoard(t, "", "h=us-assault-rifle@A1", "h2=us-assault-rifle@A1", "m=martian-disintegrator@A3", "m2=martian-disintegrator@A3")
	if got := g.sightOf(g.figByID("h"), g.figByID("m")); got != Partial {
		t.Fatalf("a target among others: %v; want partial", got)
	}
	g = losBoard(t, "", "h=us-assault-rifle@A1", "h2=us-assault-rifle@A1", "m=martian-disintegrator@A3")
	if got := g.sightOf(g.figByID("h"), g.figByID("m")); got != Clear {
		t.Fatalf("a friend beside the shooter: %v; want clear", got)
	}
}

// [mars M.9.5, G4] the model is symmetric: what A sees of B's square, B
// sees of A's, on the skirmish ruins with figures about.
func TestLOS_Symmetric_M_9_5(t *testing.T) {
	g := losBoard(t, skirmishTerrain, "h=us-assault-rifle@D4", "h2=us-assault-rifle@D4", "m=martian-disintegrator@E5",
		"m2=martian-disintegrator@C6", "m3=martian-disintegrator@C6", "m4=martian-disintegrator@C6", "m5=martian-disintegrator@C6")
	counts := map[Sight]int{}
	for a := Sq(0); a < Size*Size; a++ {
		for b := Sq(0); b < Size*Size; b++ {
			ab, ba := g.SquareSight(a, b), g.SquareSight(b, a)
			if ab != ba {
				t.Fatalf("%s sees %s: %v, but %s sees %s: %v", a, b, ab, b, a, ba)
			}
			counts[ab]++
		}
	}
	if counts[Hidden] == 0 || counts[Partial] == 0 || counts[Clear] == 0 {
		t.Fatalf("outcomes %v; the ruins should give all three", counts)
	}
}
