package marsattacks

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// cardsPanel is the text the seat may read (scene.PanelCards): the cards
// in its hand, for its side, and the abilities (M.18) of the figures on
// the mat.
func (g *Game) cardsPanel(v *View) scene.Panel {
	var rows []scene.Row
	seen := map[string]bool{}
	side := v.Side
	if side == "" {
		side = Humans.String()
	}
	for _, c := range v.Hand {
		if seen[c.ID] {
			continue
		}
		seen[c.ID] = true
		rows = append(rows, scene.Row{Style: scene.StyleHeading, Text: []engine.Msg{engine.M("marsattacks.card."+c.ID+".name", "instance", c.Card)}},
			scene.Row{Style: scene.StyleBody, Text: []engine.Msg{{Key: "marsattacks.card." + c.ID + "." + strings.TrimSuffix(side, "s")}}})
	}
	for _, f := range v.Figures {
		p, ok := g.profileByID(f.Profile)
		if !ok || !f.Alive || p.Abilities == 0 {
			continue
		}
		for _, a := range strings.Split(p.Abilities.String(), ",") {
			if seen["ability:"+a] {
				continue
			}
			seen["ability:"+a] = true
			rows = append(rows, scene.Line(scene.StyleHeading, "marsattacks.ability."+a+".name"),
				scene.Line(scene.StyleBody, "marsattacks.ability."+a+".text"))
		}
	}
	return scene.Panel{ID: "cards", Kind: scene.PanelCards, Rows: rows}
}

// profileByID finds a profile of the game's content.
func (g *Game) profileByID(id string) (*Profile, bool) {
	for i := range g.profiles {
		if g.profiles[i].ID == id {
			return &g.profiles[i], true
		}
	}
	return nil, false
}
