package marsattacks

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// GenerateTerrain builds a fair random mat (M.19.1, M.19.4, G3) as a
// board map in the grid format, from seed.
//
// Fairness is by symmetry: every wall is placed together with its twin
// turned 180 degrees about the centre of the mat, so each side looks at
// the same mat from its own edge (the Humans from row 1, the Martians
// from row 8), with the same cover, the same lanes and the same lines of
// sight (the LOS model is symmetric too, docs/marsattacks-los.md). Walls
// stand only between rows 3 and 6, keeping the deployment rows 1-2 and
// 7-8 open, and break up the open middle as the rulebook advises
// (M.19.4). A layout is kept only if every square can be reached from
// every other (M.6: solid walls block, low walls and rubble do not);
// otherwise the next draw is tried.
//
// pieces wall twins are drawn: about 60% solid walls, 25% low walls and
// 15% rubble [authored].
func GenerateTerrain(seed uint64, pieces int) string {
	r := engine.NewRNG(seed)
	for {
		src := drawTerrain(&r, pieces)
		if l, err := ParseTerrain("generated", src); err == nil && connected(l) {
			return src
		}
	}
}

func drawTerrain(r *engine.RNG, pieces int) string {
	const n = 2*Size + 1
	lines := make([][]byte, n)
	for i := range lines {
		if i%2 == 0 {
			lines[i] = []byte(strings.Repeat("+ ", Size) + "+")
		} else {
			lines[i] = []byte(" " + strings.Repeat(". ", Size))
		}
	}
	for placed := 0; placed < pieces; {
		// An interior edge touching only squares of rows 3-6 (y 2..5).
		var line, col int
		var ch byte
		solid := r.IntN(20)
		if r.IntN(2) == 0 { // horizontal: between rows y-1 and y
			y, x := 3+r.IntN(3), r.IntN(Size)
			line, col = 2*y, 2*x+1
			ch = "-------------_____%%%"[solid]
		} else { // vertical: between columns x-1 and x
			y, x := 2+r.IntN(4), 1+r.IntN(Size-1)
			line, col = 2*y+1, 2*x
			ch = "|||||||||||||!!!!!%%%"[solid]
		}
		if lines[line][col] != ' ' {
			continue
		}
		lines[line][col] = ch
		lines[n-1-line][n-1-col] = ch // the twin, turned 180 degrees
		placed++
	}
	var b strings.Builder
	b.WriteString("board: generated\nname: Greenville (generated)\n")
	for _, l := range lines {
		b.Write(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// connected reports whether every square can be reached from A1.
func connected(l *grid.Layout) bool {
	seen := make([]bool, l.Len())
	queue := []grid.Square{l.At(0, 0)}
	seen[queue[0]] = true
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for d := grid.N; d <= grid.NW; d++ {
			if t := l.Step(s, d); t != grid.NoSquare && !seen[t] {
				seen[t] = true
				queue = append(queue, t)
			}
		}
	}
	for _, ok := range seen {
		if !ok {
			return false
		}
	}
	return true
}
