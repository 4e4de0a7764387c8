package aliens

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
	"github.com/sulaco/sulaco/internal/scene"
)

// The scene of a seat (internal/scene): the board, its models and tokens
// and the side panels, built from that seat's View and the public
// content only, so it holds nothing the View does not.

// Scene implements scene.Source.
func (g *Game) Scene(seat engine.Seat) scene.Scene {
	v := g.View(seat).(*View)
	d := g.Pending()
	sc := scene.Scene{Header: []engine.Msg{named("@aliens.mission." + v.Mission + ".name"), engine.M("scene.header.turn", "turn", v.Turn)}}
	if g.board != nil {
		sc.Layout = scene.FromGrid(g.board)
		sc.Doors = g.sceneDoors(v)
		sc.Focus, sc.Hazards = g.Focus(), g.Hazards()
	}
	sc.Pieces, sc.Markers = scenePieces(v)
	sc.Cells, sc.SymbolWidth = sceneCells(v, seat), 2
	if d != nil && d.Seat == seat {
		sc.Targets = scene.OptionTargets(d)
	}
	sc.Panels = append(g.scenePanels(v, seat, d), g.cardsPanel(v))
	return sc
}

// charSymbols name the Characters in two letters on a text board.
var charSymbols = [numChars]string{"Ri", "Hi", "Go", "Fr", "Hu", "Va", "Nw"}

// charSymbol is a Character's two letters; lower case when it is not
// standing (Knocked Down, M.10).
func charSymbol(id, status string) string {
	ab := strings.ToUpper(id[:1]) + id[1:2]
	if c, ok := charByKey(id); ok {
		ab = charSymbols[c]
	}
	if status != "" && status != Standing.String() {
		ab = strings.ToLower(ab)
	}
	return ab
}

// objectSymbols name the mission objects in two letters (docs/tui.md).
var objectSymbols = map[string]string{"exit": "Ex", "computer": "Cp", "crate": "Cr", "mission-blip": "M?",
	"newt": "Nw", "supplies": "Su", "cocoon": "Co"}

var facingArrows = map[string]string{"n": "^", "e": ">", "s": "v", "w": "<"}

// sceneCells is the text diagram: on each square the top one of the
// Characters, Aliens, Blips, Sentry Guns, objects, barricaded spots,
// Spawn Points and Tunnels there.
func sceneCells(v *View, seat engine.Seat) []scene.Cell {
	var out []scene.Cell
	taken := map[string]bool{}
	set := func(sq, symbol, class string) {
		if sq != "" && !taken[sq] {
			taken[sq] = true
			out = append(out, scene.Cell{At: sq, Symbol: symbol, Class: class})
		}
	}
	for _, c := range v.Chars {
		class := scene.ClassFriend
		if c.Owner == seat {
			class = scene.ClassOwn
		}
		set(c.At, charSymbol(c.ID, c.Status), class)
	}
	for _, a := range v.Aliens {
		switch {
		case a.Facehugger:
			set(a.At, "Fh", scene.ClassEnemy)
		case a.Tokens > 0: // the swarm's size: the model and its tokens
			set(a.At, "A"+itoa(min(a.Tokens+1, 9)), scene.ClassEnemy)
		default:
			set(a.At, "A", scene.ClassEnemy)
		}
	}
	for _, b := range v.Blips {
		set(b.At, "B?", scene.ClassHidden)
	}
	for _, s := range v.Sentries {
		set(s.At, "S"+facingArrows[s.Facing], scene.ClassToken)
	}
	for _, o := range v.Objects {
		if o.At == "" || o.Out {
			continue
		}
		if ab := objectSymbols[o.Kind]; ab != "" {
			if o.Kind == "exit" && o.Name != "" {
				ab = "E" + o.Name
			}
			set(o.At, ab, scene.ClassToken)
		}
	}
	for _, s := range v.Spots {
		set(s, "XX", scene.ClassBlocked)
	}
	for i, s := range v.Spawns {
		set(s, "P"+itoa(i+1), scene.ClassToken)
	}
	for _, s := range v.Tunnels {
		set(s, "Tu", scene.ClassToken)
	}
	return out
}

// scenePieces are the models and counters, and the markers.
func scenePieces(v *View) ([]scene.Piece, []scene.Marker) {
	var pieces []scene.Piece
	var markers []scene.Marker
	for _, c := range v.Chars {
		p := scene.Piece{ID: c.ID, Kind: "character", Side: "marines", Owner: c.Owner, At: c.At,
			Label: named("@aliens.character." + c.ID + ".name")}
		flag := func(on bool, f string) {
			if on {
				p.Flags = append(p.Flags, f)
			}
		}
		flag(c.Hero, "hero")
		flag(c.Status != Standing.String(), c.Status)
		flag(c.Activated, "activated")
		flag(c.Facehugged, "facehugged")
		pieces = append(pieces, p)
	}
	for _, a := range v.Aliens {
		p := scene.Piece{ID: a.ID, Kind: "alien", Side: "aliens", Owner: engine.Spectator, At: a.At,
			Label: engine.M("scene.alien", "id", a.ID), Tokens: a.Tokens}
		if a.Facehugger {
			p.Kind, p.Label = "facehugger", engine.M("scene.facehugger", "id", a.ID)
		}
		pieces = append(pieces, p)
	}
	for _, b := range v.Blips {
		pieces = append(pieces, scene.Piece{ID: b.ID, Kind: "blip", Side: "aliens", Owner: engine.Spectator, At: b.At,
			Label: engine.M("scene.blip", "id", b.ID), Flags: []string{"face-down"}})
	}
	for i, s := range v.Sentries {
		pieces = append(pieces, scene.Piece{ID: "sentry-" + itoa(i+1), Kind: "sentry", Side: "marines", Owner: engine.Spectator,
			At: s.At, Label: engine.M("scene.sentry"), Tokens: s.Ammo, Facing: s.Facing})
	}
	for _, o := range v.Objects {
		if o.At != "" && !o.Out {
			markers = append(markers, scene.Marker{Kind: o.Kind, At: o.At, Label: named("@aliens.object." + o.Kind + ".name")})
		}
	}
	for _, s := range v.Spots {
		markers = append(markers, scene.Marker{Kind: "barricade", At: s, Label: engine.M("scene.barricade")})
	}
	for i, s := range v.Spawns {
		if s != "" {
			markers = append(markers, scene.Marker{Kind: "spawn", At: s, Label: engine.M("scene.spawn", "n", i+1)})
		}
	}
	for _, s := range v.Tunnels {
		markers = append(markers, scene.Marker{Kind: "tunnel", At: s, Label: engine.M("scene.tunnel")})
	}
	return pieces, markers
}

// sceneDoors says which doors are open: a door is open while a model or
// Blip stands on either square it separates (D.8); a barricaded door is
// always closed (D.9).
func (g *Game) sceneDoors(v *View) []scene.Door {
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
	l := g.board
	out := make([]scene.Door, l.Doors())
	for i := range out {
		d := grid.DoorID(i)
		name := l.DoorName(d)
		a, b := l.DoorSquares(d)
		state := scene.DoorClosed
		switch {
		case barred[name]:
			state = scene.DoorBarricaded
		case occupied[l.Name(a)] || occupied[l.Name(b)]:
			state = scene.DoorOpen
		}
		out[i] = scene.Door{Name: name, State: state}
	}
	return out
}

// scenePanels are the side panels: the turn, one detail panel for each
// Character (the one the pending question is about marked Active), the
// viewer's hand, the piles and the roster.
func (g *Game) scenePanels(v *View, seat engine.Seat, d *engine.Decision) []scene.Panel {
	status := scene.Row{Style: scene.StyleHeading, Text: []engine.Msg{engine.M("scene.panel.turn", "turn", v.Turn)}}
	if v.TurnLimit > 0 {
		status.Text[0] = engine.M("scene.panel.turn-of", "turn", v.Turn, "limit", v.TurnLimit)
	}
	if v.Token >= 0 {
		status.Text = append(status.Text, engine.M("scene.panel.token", "seat", v.Token))
	}
	out := []scene.Panel{{ID: "turn", Rows: []scene.Row{status}}}
	active := activeCharView(v, seat, d)
	for i := range v.Chars {
		p := g.charPanel(&v.Chars[i])
		p.Active = i == active
		out = append(out, p)
	}
	var piles []scene.Row
	if len(v.Hand) > 0 {
		piles = append(piles, scene.Row{Text: []engine.Msg{engine.M("scene.panel.hand")}, List: cardNames(v.Hand)})
	}
	piles = append(piles,
		scene.Line("", "scene.panel.endurance", "deck", v.Deck, "under", v.Under, "exhaust", v.Exhaust, "discard", len(v.Discard)),
		scene.Line("", "scene.panel.mt", "deck", v.MTDeck, "discard", len(v.MTDiscard)))
	if v.Removed > 0 {
		piles = append(piles, scene.Line("", "scene.panel.removed", "n", v.Removed))
	}
	out = append(out, scene.Panel{ID: "piles", Rows: piles})
	roster := []scene.Row{scene.Line(scene.StyleHeading, "scene.roster.title")}
	for _, c := range v.Chars {
		hand := "-"
		if c.Owner >= 0 && int(c.Owner) < len(v.HandSizes) {
			hand = itoa(v.HandSizes[c.Owner])
		}
		at := c.At
		if at == "" {
			at = "-"
		}
		style := scene.StyleItem
		if c.Owner == seat {
			style = scene.StyleOwnItem
		}
		roster = append(roster, scene.Line(style, "scene.roster.char", "symbol", charSymbol(c.ID, c.Status), "at", at, "aim", c.Aim,
			"status", "@aliens.status."+c.Status, "gear", len(c.Equipped), "hand", hand))
	}
	return append(out, scene.Panel{ID: "roster", Rows: roster})
}

// activeCharView is the Character the pending decision is about (its
// prompt names it, by id or by name), else the viewer's first unactivated one, else the
// first; -1 when there is none.
func activeCharView(v *View, seat engine.Seat, d *engine.Decision) int {
	if d != nil {
		if arg := d.Prompt.Arg("char"); arg != "" {
			for i := range v.Chars {
				if id, ok := charByKey(v.Chars[i].ID); ok && (arg == v.Chars[i].ID || arg == id.Name()) {
					return i
				}
			}
		}
	}
	for i := range v.Chars {
		if v.Chars[i].Owner == seat && !v.Chars[i].Activated {
			return i
		}
	}
	if len(v.Chars) > 0 {
		return 0
	}
	return -1
}

// charPanel is a Character in full: name, role and seat, its card's
// numbers, its condition and gear.
func (g *Game) charPanel(c *CharView) scene.Panel {
	role := "@scene.panel.grunt"
	if c.Hero {
		role = "@scene.panel.hero"
	}
	name := "@aliens.character." + c.ID + ".name"
	head := scene.Line(scene.StyleFriend, "scene.panel.char", "name", name, "role", role, "seat", c.Owner)
	if c.Owner < 0 {
		head = scene.Line(scene.StyleFriend, "scene.panel.char.unowned", "name", name, "role", role)
	}
	rows := []scene.Row{head}
	if id, ok := charByKey(c.ID); ok {
		sd := g.rules.Chars[id].Side(c.Hero)
		rows = append(rows, scene.Line(scene.StyleBody, "scene.panel.stats", "speed", sd.Speed, "aim", c.Aim, "aimMax", sd.Aim, "tech", sd.Tech))
	}
	condition := scene.Row{Style: scene.StyleBody, Sep: " ", Text: []engine.Msg{named("@aliens.status." + c.Status)}}
	if c.Activated {
		condition.Text[0] = engine.M("scene.panel.status-activated", "status", "@aliens.status."+c.Status)
	}
	if c.At != "" {
		condition.Text = append(condition.Text, engine.M("scene.panel.at", "square", c.At))
	}
	rows = append(rows, condition)
	if len(c.Equipped) > 0 {
		rows = append(rows, scene.Row{Text: []engine.Msg{engine.M("scene.panel.gear")}, List: cardNames(c.Equipped)})
	}
	return scene.Panel{ID: "character:" + c.ID, Detail: true, At: c.At, Rows: rows}
}

// cardNames name Endurance card instances ("welder.2": Welder); the
// instance stays an argument the name does not print, so that a client
// can tell copies apart and a leak check can find them.
func cardNames(cards []string) []engine.Msg {
	out := make([]engine.Msg, len(cards))
	for i, c := range cards {
		id, _, _ := strings.Cut(c, ".")
		out[i] = cardName(id, c)
	}
	return out
}

// named is the message a name argument ("@aliens.character.hicks.name",
// as names.go writes them) refers to.
func named(name string) engine.Msg { return engine.Msg{Key: strings.TrimPrefix(name, "@")} }

// cardName is an Endurance card's name carrying its instance.
func cardName(id, instance string) engine.Msg {
	m := named("@aliens.card." + id + ".name")
	m.Args = []engine.Arg{{Name: "instance", Value: instance}}
	return m
}
