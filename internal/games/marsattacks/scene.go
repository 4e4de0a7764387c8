package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// The scene of a seat (internal/scene): the mat, the figures and markers
// on it and the side panels, built from that seat's View only.

// matSize is the open mat's side in squares (M.6.1).
const matSize = 8

// Scene implements scene.Source.
func (g *Game) Scene(seat engine.Seat) scene.Scene {
	v := g.View(seat).(*View)
	title := engine.M("scene.scenario.skirmish")
	if v.Scenario != "" {
		title = engine.Msg{Key: "mars.scenario." + v.Scenario + ".title"}
	}
	sc := scene.Scene{Header: []engine.Msg{title,
		engine.M("scene.header.round", "round", v.Round, "side", sideName(v.TurnSide)),
		engine.M("scene.header.vp", "humans", v.VP[0], "martians", v.VP[1])}}
	if v.Terrain != nil {
		sc.Layout = scene.FromGrid(v.Terrain)
	} else {
		sc.Layout = scene.OpenMat(matSize, matSize)
	}
	sc.Pieces, sc.Markers, sc.Cells = scenePieces(v)
	sc.SymbolWidth = 4 // a stack's counts: "H2M1"
	if d := g.Pending(); d != nil {
		sc.Focus = g.Focus()
		if d.Seat == seat {
			sc.Targets = scene.OptionTargets(d)
		}
	}
	sc.Panels = append(scenePanels(v), g.cardsPanel(v))
	return sc
}

// sideName is the message argument naming a side.
func sideName(s Side) string { return "@scene.side." + s.String() }

// onMat says whether a figure stands on the mat.
func onMat(f *FigureView) bool { return f.Alive && !f.Reserve && !f.Exited && f.Square != "off" }

// scenePieces are the figures and markers, and the text diagram: on each
// square the count of each side's figures ("H2", "M1"), "!" for a
// terrified one, "?" for a marker, "*" for an activated one (a Freeze
// shot's survivors too, M.18.3).
func scenePieces(v *View) ([]scene.Piece, []scene.Marker, []scene.Cell) {
	type tally struct{ humans, martians, terrified, markers, activated int }
	var order []string
	at := map[string]*tally{}
	get := func(sq string) *tally {
		if at[sq] == nil {
			at[sq] = &tally{}
			order = append(order, sq)
		}
		return at[sq]
	}
	var pieces []scene.Piece
	for i := range v.Figures {
		f := &v.Figures[i]
		if !f.Alive {
			continue
		}
		p := scene.Piece{ID: f.ID, Kind: "figure", Side: f.Side.String(), Owner: engine.Spectator,
			Label: engine.Msg{Key: "marsattacks.profile." + f.Profile + ".name"}, Tokens: f.HP}
		flag := func(on bool, name string) {
			if on {
				p.Flags = append(p.Flags, name)
			}
		}
		flag(f.HP > 0, "hero")
		flag(f.Terrified, "terrified")
		flag(f.Activated, "activated")
		flag(f.Reserve, "reserve")
		flag(f.Exited, "exited")
		if onMat(f) {
			p.At = f.Square
			t := get(f.Square)
			if f.Side == Martians {
				t.martians++
			} else {
				t.humans++
			}
			if f.Terrified {
				t.terrified++
			}
			if f.Activated {
				t.activated++
			}
		}
		pieces = append(pieces, p)
	}
	var markers []scene.Marker
	for _, m := range v.Markers {
		get(m.Square).markers++
		mk := scene.Marker{Kind: "marker", At: m.Square, Label: engine.M("scene.marker")}
		if m.Kind != "" {
			mk.Kind, mk.Label = m.Kind, engine.M("scene.marker."+m.Kind)
		}
		markers = append(markers, mk)
	}
	cells := make([]scene.Cell, 0, len(order))
	for _, sq := range order {
		t := at[sq]
		c := scene.Cell{At: sq, Class: scene.ClassMarker}
		if t.humans > 0 {
			c.Symbol += "H" + itoa(t.humans)
			c.Class = scene.ClassSide0
		}
		if t.martians > 0 {
			c.Symbol += "M" + itoa(t.martians)
			if t.humans == 0 {
				c.Class = scene.ClassSide1
			}
		}
		if t.terrified > 0 {
			c.Symbol += "!"
			c.Class = scene.ClassAlert
		}
		if t.markers > 0 {
			c.Symbol += "?"
		}
		if t.activated > 0 {
			c.Symbol += "*"
		}
		cells = append(cells, c)
	}
	return pieces, markers, cells
}

// scenePanels are the round, the victory points, the hands and piles,
// the seat's own hand, the support rows, the heroes' points and, for
// each occupied square, the figures on it.
func scenePanels(v *View) []scene.Panel {
	rows := []scene.Row{
		{Style: scene.StyleHeading, Text: []engine.Msg{engine.M("scene.panel.round", "round", v.Round),
			engine.M("scene.panel.first", "side", sideName(v.First))}},
		scene.Line(scene.StyleItem, "scene.panel.vp", "humans", v.VP[0], "martians", v.VP[1]),
		scene.Line(scene.StyleItem, "scene.panel.hands", "humans", v.HandSize[0], "martians", v.HandSize[1], "deck", v.Deck, "discard", len(v.Discard)),
	}
	if v.Side != "" {
		hand := scene.Row{Text: []engine.Msg{engine.M("scene.panel.your-hand", "side", "@scene.side."+v.Side)}}
		for _, c := range v.Hand {
			hand.List = append(hand.List, engine.M("marsattacks.card."+c.ID+".name", "instance", c.Card))
		}
		rows = append(rows, hand)
	}
	for _, s := range v.Support {
		rows = append(rows, scene.Line(scene.StyleItem, "scene.panel.support", "side", sideName(s.Side),
			"card", "@marsattacks.card."+s.ID+".name", "n", len(s.Cards)))
	}
	heroes := scene.Row{Text: []engine.Msg{engine.M("scene.panel.hero-points")}}
	for _, f := range v.Figures {
		if f.HP > 0 && f.Alive {
			heroes.List = append(heroes.List, engine.M("scene.hero-hp", "name", "@marsattacks.profile."+f.Profile+".name", "hp", f.HP))
		}
	}
	if len(heroes.List) > 0 {
		rows = append(rows, heroes)
	}
	out := []scene.Panel{{ID: "mat", Rows: rows}}
	// The figures on each square, so that a crowded square can be read.
	var squares []string
	here := map[string]*scene.Row{}
	for i := range v.Figures {
		f := &v.Figures[i]
		if !f.Alive || f.Reserve {
			continue
		}
		r := here[f.Square]
		if r == nil {
			r = &scene.Row{Text: []engine.Msg{engine.M("scene.square", "square", f.Square)}}
			here[f.Square] = r
			squares = append(squares, f.Square)
		}
		name := engine.Msg{Key: "marsattacks.profile." + f.Profile + ".name"}
		if f.Terrified {
			name = engine.M("scene.panel.figure-terrified", "name", "@marsattacks.profile."+f.Profile+".name")
		}
		r.List = append(r.List, name)
	}
	for _, sq := range squares {
		out = append(out, scene.Panel{ID: "square:" + sq, Detail: true, At: sq, Rows: []scene.Row{*here[sq]}})
	}
	return out
}

// Rolled implements scene.Roller: the d8 faces of a roll (M.2).
func (r Roll) Rolled() ([]int, int) { return r.Dice, 8 }
