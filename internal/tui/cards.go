package tui

import (
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// The card viewer (key c): the text and numbers of every card the viewer
// may read (their hand, the gear on the board, the face-up piles) and,
// in Mars Attacks, the abilities of the figures on the board. ↑↓ scroll.

// cardLines are the viewer's readable cards, wrapped to w.
func (m *Model) cardLines(w int) []string {
	var out []string
	add := func(title, body string) {
		out = append(out, m.pal.render(stBold, cut(title, w)))
		if body != "" {
			out = append(out, indent(wrap(body, w-1))...)
		}
	}
	seen := map[string]bool{}
	switch v := m.s.Game.View(m.viewer()).(type) {
	case aliens.View:
		endurance := func(inst string) {
			id, _, _ := strings.Cut(inst, ".")
			if seen[id] {
				return
			}
			seen[id] = true
			add(m.name("aliens.card", id), m.enduranceText(id))
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
			text := ""
			if mt, ok := m.cfg.World.Content.Aliens.MTCardByID(id); ok {
				where := m.tr("cards.mt.tunnel")
				if mt.Location != content.MTAtTunnel {
					where = m.tr("cards.mt.spawn", "n", int(mt.Location))
				}
				typ, _ := m.lookup(mt.Type.LabelKey())
				text = m.tr("cards.mt", "type", typ, "blips", mt.Blips, "location", where)
				if s, ok := m.lookup(mt.TextKey()); ok && mt.TextKey() != "" {
					text += " · " + s
				}
			}
			add(m.name("aliens.mt", id), text)
		}
	case marsattacks.View:
		side := v.Side
		if side == "" {
			side = "humans"
		}
		for _, c := range v.Hand {
			if seen[c.ID] {
				continue
			}
			seen[c.ID] = true
			text, _ := m.lookup("marsattacks.card." + c.ID + "." + strings.TrimSuffix(side, "s"))
			add(m.name("marsattacks.card", c.ID), text)
		}
		for _, f := range v.Figures {
			p, ok := m.cfg.World.Content.Mars.Profile(f.Profile)
			if !ok || !f.Alive {
				continue
			}
			for _, a := range p.Abilities {
				if seen["ab:"+a] {
					continue
				}
				seen["ab:"+a] = true
				text, _ := m.lookup("marsattacks.ability." + a + ".text")
				add(m.name("marsattacks.ability", a), text)
			}
		}
	}
	if len(out) == 0 {
		out = append(out, m.tr("cards.none"))
	}
	return out
}

// enduranceText is an Endurance card's numbers in words: type, cost,
// keywords and, for a weapon, what an attack with it costs and rolls.
func (m *Model) enduranceText(id string) string {
	var c *content.EnduranceCard
	for i := range m.cfg.World.Content.Aliens.Endurance {
		if m.cfg.World.Content.Aliens.Endurance[i].ID == id {
			c = &m.cfg.World.Content.Aliens.Endurance[i]
		}
	}
	if c == nil {
		return ""
	}
	parts := []string{m.tr("cards.type." + string(c.Type)), m.tr("cards.cost", "n", c.Cost)}
	for _, k := range c.Keywords {
		parts = append(parts, strings.ReplaceAll(string(k), "_", " "))
	}
	if c.ExhaustToAttack > 0 {
		parts = append(parts, m.tr("cards.exhaust-to-attack", "n", c.ExhaustToAttack))
	}
	if c.DiscardToAttack {
		parts = append(parts, m.tr("cards.discard-to-attack"))
	}
	if c.AlwaysHitsOn > 0 {
		parts = append(parts, m.tr("cards.always-hits", "n", c.AlwaysHitsOn))
	}
	if c.Dice > 1 {
		parts = append(parts, m.tr("cards.dice", "n", c.Dice))
	}
	if c.Range > 0 {
		parts = append(parts, m.tr("cards.range", "n", c.Range))
	}
	if c.DefenseMod != 0 {
		parts = append(parts, m.tr("cards.defense", "n", c.DefenseMod))
	}
	if s, ok := m.lookup("aliens.card." + id + ".text"); ok {
		parts = append(parts, s)
	}
	return strings.Join(parts, " · ")
}

// keyCards scrolls the card viewer; any other key closes it.
func (m *Model) keyCards(k string) {
	switch k {
	case "up", "k":
		m.cardTop = max(0, m.cardTop-1)
	case "down", "j":
		m.cardTop++
	case "pgdown":
		m.cardTop += 10
	case "pgup":
		m.cardTop = max(0, m.cardTop-10)
	default:
		m.overlay = ovNone
	}
}
