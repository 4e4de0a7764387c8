package marsattacks

import "testing"

// [mars M.19.1, M.19.4, G3] generated terrain: an 8x8 mat, the same seen
// from either side (turned 180 degrees), deployment rows open, every
// square reachable, and the LOS outcomes equal for the two sides.
func TestGenerateTerrain_Fair(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		src := GenerateTerrain(seed, 12)
		l, err := ParseTerrain("gen", src)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		if !connected(l) {
			t.Fatalf("seed %d: a square cannot be reached", seed)
		}
		g := losBoard(t, src)
		turn := func(q Sq) Sq { return At(Size-1-q.X(), Size-1-q.Y()) }
		walls := 0
		for a := Sq(0); a < Size*Size; a++ {
			for _, d := range []struct{ dx, dy int }{{1, 0}, {0, 1}, {1, 1}, {-1, 1}} {
				b := At(a.X()+d.dx, a.Y()+d.dy)
				if b == Off {
					continue
				}
				if g.wallBlocks(a, b) != g.wallBlocks(turn(a), turn(b)) {
					t.Fatalf("seed %d: %s-%s and its twin differ", seed, a, b)
				}
				if g.wallBlocks(a, b) {
					walls++
					if a.Y() < 2 || a.Y() > 5 || b.Y() < 2 || b.Y() > 5 {
						t.Fatalf("seed %d: a wall at %s-%s in a deployment row", seed, a, b)
					}
				}
			}
			for b := Sq(0); b < Size*Size; b++ {
				if g.SquareSight(a, b) != g.SquareSight(turn(a), turn(b)) {
					t.Fatalf("seed %d: sight %s-%s differs from its twin", seed, a, b)
				}
			}
		}
		if walls == 0 {
			t.Fatalf("seed %d: no solid wall", seed)
		}
		if GenerateTerrain(seed, 12) != src {
			t.Fatalf("seed %d: not deterministic", seed)
		}
	}
}
