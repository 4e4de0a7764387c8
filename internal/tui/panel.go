package tui

import (
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// cardName names a card instance ("welder.2" -> "Welder").
func (m *Model) cardName(prefix, inst string) string {
	id, _, _ := strings.Cut(inst, ".")
	return m.name(prefix, id)
}

func (m *Model) renderPanel(w int) []string {
	switch v := m.s.Game.View(m.viewer()).(type) {
	case aliens.View:
		return m.aliensPanel(&v, w)
	case marsattacks.View:
		return m.marsPanel(&v, w)
	}
	return nil
}

// activeChar is the Character the pending decision is about (its prompt
// names it), else the viewer's first unactivated one.
func (m *Model) activeChar(v *aliens.View) *aliens.CharView {
	if d := m.s.Game.Pending(); d != nil {
		if id := d.Prompt.Arg("char"); id != "" {
			for i := range v.Chars {
				if v.Chars[i].ID == id {
					return &v.Chars[i]
				}
			}
		}
	}
	for i := range v.Chars {
		if v.Chars[i].Owner == m.viewer() && !v.Chars[i].Activated {
			return &v.Chars[i]
		}
	}
	if len(v.Chars) > 0 {
		return &v.Chars[0]
	}
	return nil
}

func (m *Model) aliensPanel(v *aliens.View, w int) []string {
	b := func(s string) string { return m.pal.render(stBold, s) }
	var out []string
	tok := ""
	if v.Token >= 0 {
		tok = "  " + m.tr("panel.token", "seat", v.Token)
	}
	turn := m.tr("panel.turn", "turn", v.Turn)
	if v.TurnLimit > 0 {
		turn = m.tr("panel.turn-of", "turn", v.Turn, "limit", v.TurnLimit)
	}
	out = append(out, b(turn)+tok)
	if c := m.focusChar(v); c != nil {
		role := m.tr("panel.grunt")
		if c.Hero {
			role = m.tr("panel.hero")
		}
		line := m.tr("panel.char", "name", m.name("aliens.character", c.ID), "role", role, "seat", c.Owner)
		if c.Owner < 0 {
			line = m.tr("panel.char.unowned", "name", m.name("aliens.character", c.ID), "role", role)
		}
		for _, l := range wrap(line, w) {
			out = append(out, m.pal.render(stChar, l))
		}
		if ch, ok := m.cfg.World.Content.Aliens.Character(c.ID); ok {
			sd := ch.Side(c.Hero)
			out = append(out, indent(wrap(m.tr("panel.stats", "speed", sd.Speed, "aim", c.Aim, "aimMax", sd.Aim, "tech", sd.Tech), w-1))...)
		}
		st := c.Status
		if s, ok := m.lookup("aliens.status." + c.Status); ok {
			st = s
		}
		if c.Activated {
			st += ", " + m.tr("panel.activated")
		}
		if c.At != "" {
			st += " " + m.tr("panel.at", "square", c.At)
		}
		out = append(out, indent(wrap(st, w-1))...)
		if len(c.Equipped) > 0 {
			var eq []string
			for _, e := range c.Equipped {
				eq = append(eq, m.cardName("aliens.card", e))
			}
			out = append(out, wrap(" "+m.tr("panel.gear", "cards", strings.Join(eq, ", ")), w)...)
		}
	}
	if len(v.Hand) > 0 {
		var h []string
		for _, c := range v.Hand {
			h = append(h, m.cardName("aliens.card", c))
		}
		out = append(out, wrap(m.tr("panel.hand", "cards", strings.Join(h, ", ")), w)...)
	}
	out = append(out, wrap(m.tr("panel.endurance", "deck", v.Deck, "under", v.Under, "exhaust", v.Exhaust, "discard", len(v.Discard)), w)...)
	out = append(out, wrap(m.tr("panel.mt", "deck", v.MTDeck, "discard", len(v.MTDiscard)), w)...)
	if v.Removed > 0 {
		out = append(out, wrap(m.tr("panel.removed", "n", v.Removed), w)...)
	}
	return append(out, m.aliensRoster(v, w)...)
}

func (m *Model) marsPanel(v *marsattacks.View, w int) []string {
	b := func(s string) string { return m.pal.render(stBold, s) }
	var out []string
	out = append(out, b(m.tr("panel.round", "round", v.Round))+"  "+m.tr("panel.first", "side", m.side(v.First.String())))
	out = append(out, cut(m.tr("panel.vp", "humans", v.VP[0], "martians", v.VP[1]), w))
	out = append(out, cut(m.tr("panel.hands", "humans", v.HandSize[0], "martians", v.HandSize[1], "deck", v.Deck, "discard", len(v.Discard)), w))
	if v.Side != "" {
		var h []string
		for _, c := range v.Hand {
			h = append(h, m.name("marsattacks.card", c.ID))
		}
		out = append(out, wrap(m.tr("panel.your-hand", "side", m.side(v.Side), "cards", strings.Join(h, ", ")), w)...)
	}
	for _, s := range v.Support {
		out = append(out, cut(m.tr("panel.support", "side", m.side(s.Side.String()), "card", m.name("marsattacks.card", s.ID), "n", len(s.Cards)), w))
	}
	var heroes []string
	for _, f := range v.Figures {
		if f.HP > 0 && f.Alive {
			heroes = append(heroes, fmt.Sprintf("%s %d", m.name("marsattacks.profile", f.Profile), f.HP))
		}
	}
	if len(heroes) > 0 {
		out = append(out, wrap(m.tr("panel.hero-points", "list", strings.Join(heroes, ", ")), w)...)
	}
	// The figures on the cursor's square, so a crowded square can be read.
	if m.cursor != "" {
		var here []string
		for _, f := range v.Figures {
			if f.Square == m.cursor && f.Alive && !f.Reserve {
				s := m.name("marsattacks.profile", f.Profile)
				if f.Terrified {
					s += " (" + m.tr("panel.terrified") + ")"
				}
				here = append(here, s)
			}
		}
		if len(here) > 0 {
			out = append(out, wrap(m.cursor+": "+strings.Join(here, ", "), w)...)
		}
	}
	return out
}

// indent puts one space before each line.
func indent(ls []string) []string {
	for i := range ls {
		ls[i] = " " + ls[i]
	}
	return ls
}
