package tui

import (
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/sulaco/sulaco/internal/scene"
)

// A board is drawn on a canvas of runes, each with a style. A square is
// cw characters wide and one line high; the edges between squares take
// one character (vertical) or one line (horizontal), so walls, doors and
// white lines show where they are.

type style uint8

const (
	stNone style = iota
	stWall
	stLow
	stRubble
	stLine
	stDoor
	stDoorOpen
	stBarricade
	stHole
	stChar
	stOwnChar
	stAlien
	stBlip
	stToken
	stOption
	stReach
	stHuman
	stMartian
	stTerrified
	stMarker
	stDim
	stBold
	stWarn
	stLast       // a square of the last choice
	stBoardLabel // a board's number on its edge
	stHazard     // a square where a step draws fire
	nStyles
)

// palette renders styles; an empty palette (no colour) renders text as
// it is.
type palette struct {
	styles [nStyles]lipgloss.Style
	color  bool
	cursor lipgloss.Style
}

func newPalette(color bool) *palette {
	p := &palette{color: color, cursor: lipgloss.NewStyle().Reverse(true)}
	if !color {
		for i := range p.styles {
			p.styles[i] = lipgloss.NewStyle()
		}
		p.styles[stBold] = lipgloss.NewStyle().Bold(true)
		p.styles[stLast] = lipgloss.NewStyle().Underline(true)
		p.styles[stBoardLabel] = lipgloss.NewStyle().Bold(true)
		p.styles[stHazard] = lipgloss.NewStyle()
		return p
	}
	c := func(fg string) lipgloss.Style { return lipgloss.NewStyle().Foreground(lipgloss.Color(fg)) }
	p.styles = [nStyles]lipgloss.Style{
		stNone:       lipgloss.NewStyle(),
		stWall:       c("245"),
		stLow:        c("179"),
		stRubble:     c("137"),
		stLine:       c("15").Bold(true),
		stDoor:       c("33").Bold(true),
		stDoorOpen:   c("39"),
		stBarricade:  c("208").Bold(true),
		stHole:       c("236"),
		stChar:       c("82").Bold(true),
		stOwnChar:    c("118").Bold(true).Underline(true),
		stAlien:      c("196").Bold(true),
		stBlip:       c("201"),
		stToken:      c("141"),
		stOption:     c("0").Background(lipgloss.Color("220")),
		stReach:      c("0").Background(lipgloss.Color("58")),
		stHuman:      c("45").Bold(true),
		stMartian:    c("46").Bold(true),
		stTerrified:  c("226"),
		stMarker:     c("213"),
		stDim:        c("244"),
		stBold:       lipgloss.NewStyle().Bold(true),
		stWarn:       c("203").Bold(true),
		stLast:       c("15").Background(lipgloss.Color("24")).Underline(true),
		stBoardLabel: c("220").Bold(true),
		stHazard:     c("15").Background(lipgloss.Color("88")),
	}
	return p
}

func (p *palette) render(s style, text string) string {
	if text == "" {
		return ""
	}
	return p.styles[s].Render(text)
}

// glyphs are the characters a board is drawn with: Unicode box drawing,
// or plain ASCII for terminals without it.
type glyphs struct {
	corner                         string
	wallH, wallV                   string
	lineH, lineV                   string
	doorH, doorV                   string
	openH, openV                   string
	barH, barV                     string
	lowH, lowV, rubbleH, rubbleV   string
	hole, reach, option, terrified string
	hazard                         string // after a square's mark: a step there draws fire
}

var unicodeGlyphs = glyphs{corner: "+", wallH: "─", wallV: "│", lineH: "━", lineV: "┃",
	doorH: "═", doorV: "║", openH: "┄", openV: "┆", barH: "X", barV: "X",
	lowH: "╌", lowV: "╎", rubbleH: "░", rubbleV: "░", hole: "▒", reach: "·", option: "+", terrified: "!", hazard: "×"}

var asciiGlyphs = glyphs{corner: "+", wallH: "-", wallV: "|", lineH: "~", lineV: "!",
	doorH: "#", doorV: "#", openH: ".", openV: ".", barH: "X", barV: "X",
	lowH: "_", lowV: ":", rubbleH: "%", rubbleV: "%", hole: ":", reach: ".", option: "+", terrified: "!", hazard: "x"}

type canvas struct {
	w, h int
	r    []string
	st   []style
}

func newCanvas(w, h int) *canvas {
	c := &canvas{w: w, h: h, r: make([]string, w*h), st: make([]style, w*h)}
	for i := range c.r {
		c.r[i] = " "
	}
	return c
}

func (c *canvas) put(x, y int, s string, st style) {
	for _, r := range s {
		if x >= 0 && x < c.w && y >= 0 && y < c.h {
			c.r[y*c.w+x], c.st[y*c.w+x] = string(r), st
		}
		x++
	}
}

// lines renders the canvas; cursor (x0, x1, y) is drawn in reverse video.
func (c *canvas) lines(p *palette, cx0, cx1, cy int) []string {
	out := make([]string, c.h)
	for y := 0; y < c.h; y++ {
		var b strings.Builder
		run, runSt, runCur := "", stNone, false
		flush := func() {
			if run == "" {
				return
			}
			if runCur {
				b.WriteString(p.cursor.Render(run))
			} else {
				b.WriteString(p.render(runSt, run))
			}
			run = ""
		}
		for x := 0; x < c.w; x++ {
			cur := y == cy && x >= cx0 && x < cx1
			st := c.st[y*c.w+x]
			if st != runSt || cur != runCur {
				flush()
				runSt, runCur = st, cur
			}
			run += c.r[y*c.w+x]
		}
		flush()
		out[y] = strings.TrimRight(b.String(), " ")
	}
	return out
}

// boardPic is a drawn board: its lines and where each square's cell is.
type boardPic struct {
	c     *canvas
	cw    int
	cells map[string][2]int // square name -> canvas x, y of its cell
	names []string          // squares in reading order
}

// marks says how to highlight squares: the options' squares, the squares
// a move can reach, the cursor.
type marks struct {
	option map[string]bool
	reach  map[string]bool
	last   map[string]bool // the squares of the last choice
	hazard map[string]bool // where a step draws fire
	cursor string
}

// edgeGlyph is how an edge of a scene layout is drawn.
func edgeGlyph(g *glyphs, kind string, horizontal bool, door string) (string, style) {
	pick := func(h, v string) string {
		if horizontal {
			return h
		}
		return v
	}
	switch kind {
	case scene.EdgeWall:
		return pick(g.wallH, g.wallV), stWall
	case scene.EdgeLine:
		return pick(g.lineH, g.lineV), stLine
	case scene.EdgeDoor:
		switch door {
		case scene.DoorBarricaded:
			return pick(g.barH, g.barV), stBarricade
		case scene.DoorClosed:
			return pick(g.doorH, g.doorV), stDoor
		}
		return pick(g.openH, g.openV), stDoorOpen
	case scene.EdgeLow:
		return pick(g.lowH, g.lowV), stLow
	case scene.EdgeRubble:
		return pick(g.rubbleH, g.rubbleV), stRubble
	}
	return " ", stNone
}

// cellStyles are the styles of a scene's cell classes.
var cellStyles = map[string]style{
	scene.ClassOwn:     stOwnChar,
	scene.ClassFriend:  stChar,
	scene.ClassEnemy:   stAlien,
	scene.ClassHidden:  stBlip,
	scene.ClassToken:   stToken,
	scene.ClassBlocked: stBarricade,
	scene.ClassSide0:   stHuman,
	scene.ClassSide1:   stMartian,
	scene.ClassAlert:   stTerrified,
	scene.ClassMarker:  stMarker,
}

// sceneBoard draws a scene's board with the given marks.
func sceneBoard(sc *scene.Scene, g *glyphs, mk marks) *boardPic {
	l := sc.Layout
	cells := map[string]scene.Cell{}
	for _, c := range sc.Cells {
		cells[c.At] = c
	}
	content := func(name string) (string, style) {
		c, ok := cells[name]
		if !ok {
			return "", stNone
		}
		return c.Symbol, cellStyles[c.Class]
	}
	doors := map[string]string{}
	for _, d := range sc.Doors {
		doors[d.Name] = d.State
	}
	pic := drawGrid(l, max(1, sc.SymbolWidth), g, doors, content, mk)
	labelBoards(pic, l)
	return pic
}

// sideOf is the index of a side in the order N, E, S, W.
var sideOf = map[string]int{scene.North: 0, scene.East: 1, scene.South: 2, scene.West: 3}

// drawGrid draws the squares and edges of l with cells cw wide. content
// gives each square's text and style; doors each door's state.
func drawGrid(l *scene.Layout, cw int, g *glyphs, doors map[string]string,
	content func(name string) (string, style), mk marks) *boardPic {
	w, h := l.Width, l.Height
	c := newCanvas(w*(cw+1)+1, 2*h+1)
	pic := &boardPic{c: c, cw: cw, cells: map[string][2]int{}}
	names := make([]string, w*h)
	for _, sq := range l.Squares {
		names[sq.Y*w+sq.X] = sq.Name
	}
	// edges[square][side]; an edge listed at one square is also the
	// opposite side of the square beyond it.
	edges := map[string]*[4]scene.Edge{}
	at := func(name string) *[4]scene.Edge {
		if edges[name] == nil {
			edges[name] = &[4]scene.Edge{}
		}
		return edges[name]
	}
	step := [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	pos := map[string][2]int{}
	for _, sq := range l.Squares {
		pos[sq.Name] = [2]int{sq.X, sq.Y}
	}
	for _, e := range l.Edges {
		i := sideOf[e.Side]
		at(e.At)[i] = e
		p := pos[e.At]
		x, y := p[0]+step[i][0], p[1]+step[i][1]
		if x >= 0 && x < w && y >= 0 && y < h && names[y*w+x] != "" {
			at(names[y*w+x])[(i+2)%4] = e
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			cx, cy := x*(cw+1)+1, 2*y+1
			name := names[y*w+x]
			if name == "" {
				c.put(cx, cy, strings.Repeat(g.hole, cw), stHole)
				continue
			}
			pic.cells[name] = [2]int{cx, cy}
			pic.names = append(pic.names, name)
			text, st := content(name)
			switch {
			case text == "" && mk.option[name]:
				text, st = g.option, stOption
			case text == "" && mk.reach[name]:
				text, st = g.reach, stReach
			case mk.option[name]:
				st = stOption
			case mk.last[name]:
				st = stLast
			}
			if mk.hazard[name] {
				if len([]rune(text)) < cw {
					text += g.hazard
				}
				if st == stNone || st == stReach {
					st = stHazard
				}
			}
			c.put(cx, cy, pad(text, cw), st)
			var sides [4]scene.Edge
			if e := edges[name]; e != nil {
				sides = *e
			}
			for i, e := range sides {
				kind := e.Kind
				if kind == "" && len(l.Edges) == 0 {
					// An open mat: walls only on its rim.
					if (i == 0 && y == 0) || (i == 2 && y == h-1) || (i == 1 && x == w-1) || (i == 3 && x == 0) {
						kind = scene.EdgeWall
					}
				}
				gl, est := edgeGlyph(g, kind, i%2 == 0, doors[e.Door])
				switch i {
				case 0, 2:
					ey := cy - 1
					if i == 2 {
						ey = cy + 1
					}
					if kind != "" || c.r[ey*c.w+cx] == " " {
						c.put(cx, ey, strings.Repeat(gl, cw), est)
					}
				case 1, 3:
					ex := cx - 1
					if i == 1 {
						ex = cx + cw
					}
					if kind != "" || c.r[cy*c.w+ex] == " " {
						c.put(ex, cy, gl, est)
					}
				}
			}
		}
	}
	// Corners where walls meet.
	for y := 0; y <= h; y++ {
		for x := 0; x <= w; x++ {
			cx, cy := x*(cw+1), 2*y
			n := 0
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				px, py := cx+d[0], cy+d[1]
				if px >= 0 && px < c.w && py >= 0 && py < c.h && c.r[py*c.w+px] != " " && c.st[py*c.w+px] != stHole {
					n++
				}
			}
			if n >= 2 {
				c.put(cx, cy, g.corner, stWall)
			}
		}
	}
	return pic
}

// pad cuts or pads text to n cells.
func pad(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s + strings.Repeat(" ", n-len(r))
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
