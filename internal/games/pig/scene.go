package pig

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// Scene implements scene.Source: Pig has no board, only a panel of the
// scores, the turn total and the seat's own lucky number, built from
// the seat's View.
func (g *Game) Scene(seat engine.Seat) scene.Scene {
	v := g.View(seat).(View)
	rows := []scene.Row{scene.Line(scene.StyleHeading, "pig.scene.turn", "seat", v.Turn, "total", v.Total)}
	for s, score := range v.Scores {
		style := ""
		if engine.Seat(s) == seat {
			style = scene.StyleOwn
		}
		rows = append(rows, scene.Line(style, "pig.scene.score", "seat", s, "score", score))
	}
	if v.Lucky > 0 {
		rows = append(rows, scene.Line("", "pig.scene.lucky", "lucky", v.Lucky))
	}
	return scene.Scene{
		Header: []engine.Msg{engine.M("pig.scene.header", "target", g.opts.Target)},
		Panels: []scene.Panel{{ID: "scores", Rows: rows}},
	}
}
