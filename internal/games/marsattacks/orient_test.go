package marsattacks

import "testing"

// orientAsAuthored answers the Martians' orientation question (M.19.2)
// with the map as authored, when it is asked.
func orientAsAuthored(t testing.TB, g *Game) {
	t.Helper()
	if g.st.Wait == wOrient {
		if err := g.Apply(g.Pending().Seat, "orient:0"); err != nil {
			t.Fatal(err)
		}
	}
}

// orientedGame sets up scenario id and answers the orientation question
// with deg.
func orientedGame(t *testing.T, id string, deg string) *Game {
	t.Helper()
	o := DefaultOptions()
	o.Scenario = id
	g, err := New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := play(t, g)
	s.Seat(1).Prompt("mars.prompt.orient").Options("orient:0", "orient:90", "orient:180", "orient:270")
	s.Choose("orient:" + deg)
	s.Event("mars M.19.2", "mars.oriented")
	return g
}

// [mars M.19.2, M.19.1] after the Humans' ruins stand, the Martian player
// decides which mat edge is the map's top: the map's squares keep their
// places and the ruins lie turned the other way under them.
func TestOrientation_M_19_2(t *testing.T) {
	g0 := orientedGame(t, "s6", "0")
	for _, c := range []struct {
		deg  string
		turn func(x, y int) (int, int) // where a ruin at (x, y) of the authored map lies
	}{
		{"90", func(x, y int) (int, int) { return y, Size - 1 - x }},
		{"180", func(x, y int) (int, int) { return Size - 1 - x, Size - 1 - y }},
		{"270", func(x, y int) (int, int) { return Size - 1 - y, x }},
	} {
		g := orientedGame(t, "s6", c.deg)
		if g.st.Orient.Turn == 0 {
			t.Fatalf("%s: not turned", c.deg)
		}
		walls, moved := 0, 0
		for x := range Size {
			for y := range Size {
				for _, d := range [][2]int{{1, 0}, {0, 1}} {
					a, b := At(x, y), At(x+d[0], y+d[1])
					if b == Off {
						continue
					}
					ax, ay := c.turn(x, y)
					bx, by := c.turn(x+d[0], y+d[1])
					if g0.wallBlocks(a, b) != g.wallBlocks(At(ax, ay), At(bx, by)) {
						t.Fatalf("%s: the wall %s|%s of the authored map is not at %s|%s", c.deg, a, b, At(ax, ay), At(bx, by))
					}
					if g0.wallBlocks(a, b) {
						walls++
						if !g.wallBlocks(a, b) {
							moved++
						}
					}
				}
			}
		}
		if walls == 0 || moved == 0 {
			t.Fatalf("%s: %d walls, %d moved", c.deg, walls, moved)
		}
		for _, z := range []byte{'B', 'R'} {
			if a, b := g0.zone(z), g.zone(z); len(a) == 0 || !sameSquares(a, b) {
				t.Fatalf("%s: zone %c %v; want %v as on the map", c.deg, z, b, a)
			}
		}
	}
	// The literal alternative: the map as authored, no question.
	o := DefaultOptions()
	o.Scenario = "s6"
	o.MartianOrientsMap = false
	g, err := New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g).Prompt("mars.prompt.deploy")
}

func sameSquares(a, b []Sq) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// [mars M.19.3, S2.6, S8.7] special terrain is placed after the
// orientation, where the map shows it: S2's wall under the blue square
// and S8's vault walls stay with the map however it is turned.
func TestOrientation_SpecialTerrain_M_19_3(t *testing.T) {
	for _, deg := range []string{"90", "180", "270"} {
		g := orientedGame(t, "s2", deg)
		blue := g.zone('B')[0]
		for dx := -1; dx <= 1; dx++ {
			a, b := At(blue.X()+dx, blue.Y()), At(blue.X()+dx, blue.Y()+1)
			if !g.wallBlocks(a, b) {
				t.Errorf("S2 turned %s: no wall %s|%s under the blue square", deg, a, b)
			}
		}
		g = orientedGame(t, "s8", deg)
		k := g.zone('K')[0]
		for _, n := range []Sq{At(k.X()-1, k.Y()), At(k.X()+1, k.Y()), At(k.X(), k.Y()-1)} {
			if !g.wallBlocks(k, n) {
				t.Errorf("S8 turned %s: the vault %s is open to %s", deg, k, n)
			}
		}
		if south := At(k.X(), k.Y()+1); g.wallBlocks(k, south) {
			t.Errorf("S8 turned %s: the vault's exit to %s is walled", deg, south)
		}
	}
}
