package aliens

import (
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// cardsPanel is the text of every card the seat may read (scene.PanelCards):
// its hand, the gear on the board and the Discard Pile (each card once),
// then the face-up Motion Tracker cards.
func (g *Game) cardsPanel(v *View) scene.Panel {
	var rows []scene.Row
	seen := map[string]bool{}
	endurance := func(inst string) {
		id, _, _ := strings.Cut(inst, ".")
		if seen[id] {
			return
		}
		seen[id] = true
		rows = append(rows, scene.Row{Style: scene.StyleHeading, Text: []engine.Msg{cardName(id, inst)}})
		for i := range g.rules.Deck.Defs {
			if d := &g.rules.Deck.Defs[i]; d.ID == id {
				rows = append(rows, enduranceRow(d))
			}
		}
	}
	for _, c := range v.Hand {
		endurance(c)
	}
	for _, ch := range v.Chars {
		for _, c := range ch.Equipped {
			endurance(c)
		}
	}
	for _, c := range v.Discard {
		endurance(c)
	}
	for _, c := range v.MTDiscard {
		id, _, _ := strings.Cut(c, ".")
		if seen["mt:"+id] {
			continue
		}
		seen["mt:"+id] = true
		rows = append(rows, scene.Row{Style: scene.StyleHeading, Text: []engine.Msg{named("@aliens.mt." + id + ".name")}})
		for _, mt := range g.rules.MT {
			if mt.ID == id {
				rows = append(rows, mtRow(&mt))
				break
			}
		}
	}
	return scene.Panel{ID: "cards", Kind: scene.PanelCards, Rows: rows}
}

// enduranceRow is an Endurance card's numbers in words: type, cost,
// keywords and, for a weapon, what an attack with it costs and rolls.
func enduranceRow(d *CardDef) scene.Row {
	parts := []engine.Msg{{Key: "scene.cards.type." + d.Type.String()}, engine.M("scene.cards.cost", "n", d.Cost)}
	for i, k := range content.CardKeywords() {
		if d.Keywords.Has(Keyword(1) << i) {
			parts = append(parts, engine.Msg{Key: "scene.keyword." + string(k)})
		}
	}
	if d.ExhaustToAttack > 0 {
		parts = append(parts, engine.M("scene.cards.exhaust-to-attack", "n", d.ExhaustToAttack))
	}
	if d.DiscardToAttack {
		parts = append(parts, engine.M("scene.cards.discard-to-attack"))
	}
	if d.AlwaysHitsOn > 0 {
		parts = append(parts, engine.M("scene.cards.always-hits", "n", d.AlwaysHitsOn))
	}
	if d.Dice > 1 {
		parts = append(parts, engine.M("scene.cards.dice", "n", d.Dice))
	}
	if d.Range > 0 {
		parts = append(parts, engine.M("scene.cards.range", "n", d.Range))
	}
	if d.DefenseMod != 0 {
		parts = append(parts, engine.M("scene.cards.defense", "n", d.DefenseMod))
	}
	return scene.Row{Style: scene.StyleBody, Sep: " · ", Text: parts}
}

// mtRow is a Motion Tracker card in words: its type, its Blips, where
// they enter (O.5) and its text.
func mtRow(mt *MTDef) scene.Row {
	where := engine.M("scene.cards.mt.tunnel")
	if mt.Spawn != int(content.MTAtTunnel) {
		where = engine.M("scene.cards.mt.spawn", "n", mt.Spawn)
	}
	parts := []engine.Msg{{Key: mt.Type.LabelKey()}, engine.M("scene.cards.blips", "blips", mt.Blips), where}
	if mt.Text != "" {
		parts = append(parts, named("@aliens.mt.text."+mt.Text))
	}
	return scene.Row{Style: scene.StyleBody, Sep: " · ", Text: parts}
}
