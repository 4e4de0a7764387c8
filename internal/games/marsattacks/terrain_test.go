package marsattacks

import (
	"strings"
	"testing"
)

// mat draws an open 8x8 mat as a board map and lets a test put edges on
// it: v(x, y, c) on the edge left of cell (x, y), h(x, y, c) above it
// (0-based; y = 0 is row 1).
type mat [][]byte

func openMat() mat {
	var m mat
	for y := 0; y <= 2*Size; y++ {
		var line []byte
		for x := 0; x <= 2*Size; x++ {
			switch {
			case y%2 == 0 && x%2 == 0:
				line = append(line, '+')
			case y%2 == 0:
				line = append(line, ' ')
			case x%2 == 0:
				line = append(line, ' ')
			default:
				line = append(line, '.')
			}
		}
		m = append(m, line)
	}
	return m
}

func (m mat) v(sq string, c byte) mat {
	q, _ := ParseSq(sq)
	m[2*q.Y()+1][2*q.X()] = c
	return m
}

func (m mat) h(sq string, c byte) mat {
	q, _ := ParseSq(sq)
	m[2*q.Y()][2*q.X()+1] = c
	return m
}

func (m mat) String() string {
	var b strings.Builder
	b.WriteString("board: test-mat\n")
	for _, l := range m {
		b.Write(l)
		b.WriteByte('\n')
	}
	return b.String()
}

func terrainSteps(t *testing.T, m mat, from string) []string {
	t.Helper()
	g := boardWith(t, DefaultOptions(), Setup{First: Humans, NoDeal: true, Terrain: m.String()},
		"h=us-assault-rifle@"+from, "m=martian-disintegrator@H8")
	var out []string
	for _, q := range g.steps(g.figByID("h")) {
		out = append(out, q.String())
	}
	return out
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// [mars M.6.2, M.6.4] an orthogonal step is blocked only by a solid wall;
// low walls and rubble are climbed over.
func TestTerrain_Orthogonal_M_6_2(t *testing.T) {
	m := openMat().v("E4", '|').v("D4", '!').h("D4", '%')
	steps := terrainSteps(t, m, "D4")
	if has(steps, "E4") {
		t.Error("D4→E4 crosses a solid wall (M.6.2)")
	}
	if !has(steps, "C4") || !has(steps, "D3") {
		t.Errorf("steps %v; want C4 over the low wall and D3 over the rubble (M.6.4)", steps)
	}
}

// [mars M.6.3] a diagonal is blocked only if both sides towards it are
// closed by walls higher than the figure. Captions: "wall blocks only one
// side → diagonal allowed"; "wall blocks both sides → diagonal NOT
// allowed"; "no wall → allowed".
func TestTerrain_Diagonal_M_6_3(t *testing.T) {
	for _, c := range []struct {
		name string
		m    mat
		want bool // D4→E5 allowed
	}{
		{"no wall", openMat(), true},
		{"one side (A|B)", openMat().v("E4", '|'), true},
		{"one side (B|D)", openMat().h("E5", '-'), true},
		{"both sides (A|B, C|D)", openMat().v("E4", '|').v("E5", '|'), false},
		{"both sides (B|D, A|C)", openMat().h("E5", '-').h("D5", '-'), false},
		{"both sides (A|B, A|C)", openMat().v("E4", '|').h("D5", '-'), false},
		{"a low wall does not close a side", openMat().v("E4", '|').h("D5", '_'), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := has(terrainSteps(t, c.m, "D4"), "E5"); got != c.want {
				t.Errorf("D4→E5 allowed = %v; want %v", got, c.want)
			}
		})
	}
}

func TestTerrain_BadMat(t *testing.T) {
	if _, err := ParseTerrain("small", "board: small\n+ +\n .\n+ +\n"); err == nil {
		t.Fatal("a 1x1 mat was accepted")
	}
}
