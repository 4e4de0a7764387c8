package tui

import (
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
	"github.com/sulaco/sulaco/internal/grid"
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

func edgeGlyph(g *glyphs, k grid.EdgeKind, horizontal, closed, barricaded bool) (string, style) {
	pick := func(h, v string) string {
		if horizontal {
			return h
		}
		return v
	}
	switch k {
	case grid.EdgeWall:
		return pick(g.wallH, g.wallV), stWall
	case grid.EdgeLine:
		return pick(g.lineH, g.lineV), stLine
	case grid.EdgeDoor:
		switch {
		case barricaded:
			return pick(g.barH, g.barV), stBarricade
		case closed:
			return pick(g.doorH, g.doorV), stDoor
		}
		return pick(g.openH, g.openV), stDoorOpen
	case grid.EdgeLow:
		return pick(g.lowH, g.lowV), stLow
	case grid.EdgeRubble:
		return pick(g.rubbleH, g.rubbleV), stRubble
	}
	return " ", stNone
}

// drawGrid draws the squares and edges of l (nil: an open w x h mat) with
// cells cw wide. content gives each square's text and style.
func drawGrid(l *grid.Layout, w, h, cw int, g *glyphs, closed func(grid.DoorID) (bool, bool),
	content func(name string) (string, style), mk marks) *boardPic {
	c := newCanvas(w*(cw+1)+1, 2*h+1)
	pic := &boardPic{c: c, cw: cw, cells: map[string][2]int{}}
	sqAt := func(x, y int) (grid.Square, string) {
		if l == nil {
			return grid.Square(y*w + x), string(rune('A'+x)) + string(rune('1'+y))
		}
		s := l.At(x, y)
		if s == grid.NoSquare {
			return s, ""
		}
		return s, l.Name(s)
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			cx, cy := x*(cw+1)+1, 2*y+1
			s, name := sqAt(x, y)
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
			var edges [4]grid.Edge
			if l != nil {
				edges = l.SquareEdges(s)
			}
			for i, e := range edges {
				k := grid.EdgeNone
				var isClosed, barred bool
				if l != nil && e != grid.NoEdge {
					k = l.EdgeKind(e)
					if k == grid.EdgeDoor && closed != nil {
						isClosed, barred = closed(l.EdgeDoor(e))
					}
				}
				if l == nil || e == grid.NoEdge {
					// The mat's rim and holes' sides are walls only at the edge.
					if (i == 0 && y == 0) || (i == 2 && y == h-1) || (i == 1 && x == w-1) || (i == 3 && x == 0) {
						k = grid.EdgeWall
					}
				}
				gl, est := edgeGlyph(g, k, i%2 == 0, isClosed, barred)
				switch i {
				case 0, 2:
					ey := cy - 1
					if i == 2 {
						ey = cy + 1
					}
					if k != grid.EdgeNone || c.r[ey*c.w+cx] == " " {
						c.put(cx, ey, strings.Repeat(gl, cw), est)
					}
				case 1, 3:
					ex := cx - 1
					if i == 1 {
						ex = cx + cw
					}
					if k != grid.EdgeNone || c.r[cy*c.w+ex] == " " {
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

// charAbbrev names a Character in two letters; lower case when Knocked
// Down.
func charAbbrev(id, status string) string {
	ab := map[string]string{"hudson": "Hu", "hicks": "Hi", "ripley": "Ri", "vasquez": "Va", "gorman": "Go",
		"frost": "Fr", "drake": "Dr", "newt": "Nw", "bishop": "Bi", "burke": "Bu", "apone": "Ap"}[id]
	if ab == "" {
		ab = strings.ToUpper(id[:1]) + id[1:2]
	}
	if status != "" && status != "standing" {
		ab = strings.ToLower(ab)
	}
	return ab
}

// objectAbbrev names the mission objects in two letters (help box,
// docs/tui.md).
var objectAbbrev = map[string]string{"exit": "Ex", "computer": "Cp", "crate": "Cr", "mission-blip": "M?",
	"newt": "Nw", "supplies": "Su", "cocoon": "Co"}

var facingArrow = map[string]string{"n": "^", "e": ">", "s": "v", "w": "<"}

// aliensContent says what stands on each square of an Aliens board.
func aliensContent(v *aliens.View, viewer int) func(string) (string, style) {
	at := map[string]struct {
		text string
		st   style
	}{}
	set := func(sq, text string, st style) {
		if sq == "" {
			return
		}
		if _, ok := at[sq]; !ok {
			at[sq] = struct {
				text string
				st   style
			}{text, st}
		}
	}
	for _, c := range v.Chars {
		st := stChar
		if int(c.Owner) == viewer {
			st = stOwnChar
		}
		set(c.At, charAbbrev(c.ID, c.Status), st)
	}
	for _, a := range v.Aliens {
		switch {
		case a.Facehugger:
			set(a.At, "Fh", stAlien)
		case a.Tokens > 0: // the swarm's size: the model and its tokens
			set(a.At, "A"+itoa(min(a.Tokens+1, 9)), stAlien)
		default:
			set(a.At, "A", stAlien)
		}
	}
	for _, b := range v.Blips {
		set(b.At, "B?", stBlip)
	}
	for _, s := range v.Sentries {
		set(s.At, "S"+facingArrow[s.Facing], stToken)
	}
	// Mission objects (story, Rescue, Resupply): under the models.
	for _, o := range v.Objects {
		if o.At == "" || o.Out {
			continue
		}
		if ab := objectAbbrev[o.Kind]; ab != "" {
			if o.Kind == "exit" && o.Name != "" {
				ab = "E" + o.Name
			}
			set(o.At, ab, stToken)
		}
	}
	for _, s := range v.Spots {
		set(s, "XX", stBarricade)
	}
	for i, s := range v.Spawns {
		set(s, "P"+itoa(i+1), stToken)
	}
	for _, s := range v.Tunnels {
		set(s, "Tu", stToken)
	}
	return func(sq string) (string, style) {
		x, ok := at[sq]
		if !ok {
			return "", stNone
		}
		return x.text, x.st
	}
}

// aliensDoors says whether a door is closed and whether it is barricaded:
// open while a model or Blip stands on either square it separates (D.8),
// barricaded doors always closed (D.9).
func aliensDoors(l *grid.Layout, v *aliens.View) func(grid.DoorID) (bool, bool) {
	occupied := map[string]bool{}
	for _, c := range v.Chars {
		occupied[c.At] = c.At != ""
	}
	for _, a := range v.Aliens {
		occupied[a.At] = a.At != ""
	}
	for _, b := range v.Blips {
		occupied[b.At] = true
	}
	barred := map[string]bool{}
	for _, b := range v.Barricades {
		barred[b] = true
	}
	return func(d grid.DoorID) (bool, bool) {
		if barred[l.DoorName(d)] {
			return true, true
		}
		a, b := l.DoorSquares(d)
		return !occupied[l.Name(a)] && !occupied[l.Name(b)], false
	}
}

// aliensBoard draws an Aliens board.
func aliensBoard(l *grid.Layout, v *aliens.View, viewer int, g *glyphs, mk marks) *boardPic {
	pic := drawGrid(l, l.Width(), l.Height(), 2, g, aliensDoors(l, v), aliensContent(v, viewer), mk)
	labelBoards(pic, l)
	return pic
}

// marsContent says what is on each square of the Mars Attacks mat: the
// count of each side's figures ("H2", "M1"), a "!" for terrified ones, a
// "?" for a marker.
func marsContent(v *marsattacks.View) func(string) (string, style) {
	type tally struct{ h, m, terr, mark, act int }
	at := map[string]*tally{}
	get := func(sq string) *tally {
		if at[sq] == nil {
			at[sq] = &tally{}
		}
		return at[sq]
	}
	for _, f := range v.Figures {
		if !f.Alive || f.Reserve || f.Exited || f.Square == "off" {
			continue
		}
		t := get(f.Square)
		if f.Side == marsattacks.Martians {
			t.m++
		} else {
			t.h++
		}
		if f.Terrified {
			t.terr++
		}
		if f.Activated {
			t.act++ // a Freeze shot's survivors are activated too (M.18.3)
		}
	}
	for _, m := range v.Markers {
		get(m.Square).mark++
	}
	return func(sq string) (string, style) {
		t := at[sq]
		if t == nil {
			return "", stNone
		}
		var s string
		st := stMarker
		if t.h > 0 {
			s += "H" + itoa(t.h)
			st = stHuman
		}
		if t.m > 0 {
			s += "M" + itoa(t.m)
			if t.h == 0 {
				st = stMartian
			}
		}
		if t.terr > 0 {
			s += "!"
			st = stTerrified
		}
		if t.mark > 0 {
			s += "?"
		}
		if t.act > 0 {
			s += "*"
		}
		return s, st
	}
}

// marsBoard draws the 8x8 mat with its walls by height.
func marsBoard(l *grid.Layout, v *marsattacks.View, g *glyphs, mk marks) *boardPic {
	if l != nil {
		return drawGrid(l, l.Width(), l.Height(), 4, g, nil, marsContent(v), mk)
	}
	return drawGrid(nil, 8, 8, 4, g, nil, marsContent(v), mk)
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
