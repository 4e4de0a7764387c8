package marsattacks

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/sulaco/sulaco/internal/engine"
)

// Map orientation (M.19.1-M.19.3). The Human player lays out the ruins on
// the mat; then the Martian player looks at the scenario's map and decides
// which edge of the mat is the map's top; the scenario is set up on that
// basis, and the special terrain some scenarios need (S2's wall, S8's
// vault) is placed after, where the map shows it.
//
// A scenario map (content data/marsattacks/maps) holds both layers: the
// ruins and the map's squares (deployment, zones, exits). The engine keeps
// the map's squares where they are and turns the ruins the other way: the
// same relative position as turning the map on the mat, with the players
// seated at the map's edges as before. Special terrain, the solid walls on
// the edges of the scenario's special squares and the straight wall lines
// they belong to, stays with the map. Options.MartianOrientsMap off keeps
// the map as authored (no question).

// orientState is the orientation step at the start of a scenario.
type orientState struct {
	Pending bool `json:"pending,omitempty"`
	// Turn is how many quarter turns clockwise the map lies on the mat.
	Turn int8 `json:"turn,omitempty"`
}

func (g *Game) orientDecision() *engine.Decision {
	d := g.memo.mem.Decision(g.seatOf(Martians), orientPrompt)
	d.Options = append(g.memo.mem.Options(len(orientOpts)), orientOpts[:]...)
	return d
}

// orientPrompt and orientOpts are the orientation question's prompt and
// options, the same in every game: built once, shared and never written
// (a question copies the options).
var (
	orientPrompt = engine.M("mars.prompt.orient", "side", Martians)
	orientOpts   = func() (o [4]engine.Option) {
		for k := range o {
			o[k] = opt("orient:"+strconv.Itoa(90*k), engine.M("mars.opt.orient", "degrees", 90*k))
		}
		return o
	}()
)

// chooseOrient lays the map turned by deg degrees clockwise: the ruins
// turn the other way under the map's squares.
func (g *Game) chooseOrient(arg string) {
	deg, _ := strconv.Atoi(arg)
	g.st.Orient = orientState{Turn: int8(deg / 90)}
	if k := deg / 90; k > 0 && g.scen != nil {
		m, err := turnedGeo(g.scen.Map+".map", g.mapSrc, 4-k, g.scen.Special)
		if err == nil {
			g.terrain, g.geo = m.layout, m
		}
		if err != nil {
			// The turned copy of a map that parsed cannot fail to parse;
			// should it, the map stays as authored.
			g.st.Orient.Turn = 0
			deg = 0
		}
	}
	if g.logging() {
		g.log.Add("mars M.19.2", engine.M("mars.oriented", "side", Martians, "degrees", deg), nil)
	}
}

// turnedKey names a map turned by k quarter turns (turnRuins).
type turnedKey struct {
	src     string
	k       int
	special byte
}

// turnedCache holds the mats of turned maps met so far, so that a game
// whose map is turned neither turns nor looks up the map source again:
// a few per scenario, capped like geoCache.
var turnedCache struct {
	sync.Mutex
	m map[turnedKey]*matGeo
}

// turnedGeo is geoFor(name, turnRuins(src, k, special)), remembered.
func turnedGeo(name, src string, k int, special byte) (*matGeo, error) {
	key := turnedKey{src, k, special}
	turnedCache.Lock()
	m := turnedCache.m[key]
	turnedCache.Unlock()
	if m != nil {
		return m, nil
	}
	turned, err := turnRuins(src, k, special)
	if err != nil {
		return nil, err
	}
	if m, err = geoFor(name, turned); err != nil { // parsed once per turned map, shared
		return nil, err
	}
	turnedCache.Lock()
	defer turnedCache.Unlock()
	if turnedCache.m == nil {
		turnedCache.m = map[turnedKey]*matGeo{}
	}
	if len(turnedCache.m) < geoCacheMax {
		turnedCache.m[key] = m
	}
	return m, nil
}

// mapGrid splits a board map into its header lines and its grid, a
// (2*Size+1)-square block of characters padded with spaces.
func mapGrid(src string) (head []string, grid [][]byte, err error) {
	lines := strings.Split(src, "\n")
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "//") || strings.TrimSpace(l) == "" {
			continue
		}
		if l[0] == '+' || l[0] == 'o' || l[0] == ' ' {
			start = i
			break
		}
		head = append(head, l)
	}
	const n = 2*Size + 1
	if start < 0 || start+n > len(lines) {
		return nil, nil, fmt.Errorf("marsattacks: map: no %dx%d grid", n, n)
	}
	for _, l := range lines[start : start+n] {
		row := []byte(fmt.Sprintf("%-*s", n, l))
		if len(row) != n {
			return nil, nil, fmt.Errorf("marsattacks: map: grid line %q is longer than %d", l, n)
		}
		grid = append(grid, row)
	}
	return head, grid, nil
}

// solidWall reports a solid wall character on an edge (docs/map-format.md).
func solidWall(c byte) bool { return c == '-' || c == '|' || c == '#' }

// specialEdges are the grid positions of the special terrain: the edges
// of squares marked anchor, and the straight wall lines their walls are
// part of (M.19.3).
func specialEdges(grid [][]byte, anchor byte) map[[2]int]bool {
	out := map[[2]int]bool{}
	if anchor == 0 {
		return out
	}
	n := len(grid)
	for r := 1; r < n; r += 2 {
		for c := 1; c < n; c += 2 {
			if grid[r][c] != anchor {
				continue
			}
			for _, e := range [][4]int{{r - 1, c, 0, 2}, {r + 1, c, 0, 2}, {r, c - 1, 2, 0}, {r, c + 1, 2, 0}} {
				// The special square's own edges keep what the map draws,
				// open ones too (the vault's one exit, S8.7).
				out[[2]int{e[0], e[1]}] = true
				// Follow the wall line both ways along the edge's direction.
				for _, sign := range []int{1, -1} {
					for y, x := e[0], e[1]; y >= 0 && y < n && x >= 0 && x < n && solidWall(grid[y][x]); y, x = y+sign*e[2], x+sign*e[3] {
						out[[2]int{y, x}] = true
					}
				}
			}
		}
	}
	return out
}

// turnChar is an edge character after a quarter turn: a horizontal edge
// becomes a vertical one and back.
func turnChar(c byte) byte {
	switch c {
	case '-':
		return '|'
	case '|':
		return '-'
	case '=':
		return ':'
	case ':':
		return '='
	case '_':
		return '!'
	case '!':
		return '_'
	}
	return c // ' ', '#', '%', 'D' and the corners read the same both ways
}

// turnRuins returns the map with its walls turned k quarter turns
// clockwise, its squares (and anchors) and the special terrain of anchor
// special in place.
func turnRuins(src string, k int, special byte) (string, error) {
	head, grid, err := mapGrid(src)
	if err != nil {
		return "", err
	}
	n := len(grid)
	keep := specialEdges(grid, special)
	cur := grid
	for range k % 4 {
		next := make([][]byte, n)
		for r := range next {
			next[r] = make([]byte, n)
		}
		for r := range n {
			for c := range n {
				ch := cur[r][c]
				if (r+c)%2 == 1 {
					ch = turnChar(ch)
				}
				next[c][n-1-r] = ch
			}
		}
		cur = next
	}
	for r := range n {
		for c := range n {
			switch {
			case r%2 == 1 && c%2 == 1:
				cur[r][c] = grid[r][c] // the map's squares stay
			case keep[[2]int{r, c}]:
				// Special terrain, placed after (M.19.3), wins over a
				// turned ordinary wall on the same edge.
				cur[r][c] = grid[r][c]
			}
		}
	}
	var b strings.Builder
	for _, h := range head {
		b.WriteString(h)
		b.WriteByte('\n')
	}
	for _, row := range cur {
		b.WriteString(strings.TrimRight(string(row), " "))
		b.WriteByte('\n')
	}
	return b.String(), nil
}
