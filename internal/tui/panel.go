package tui

import (
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// name looks up the display name of a content id ("aliens.card.welder"),
// falling back to the id.
func (m *Model) name(prefix, id string) string {
	key := prefix + "." + id + ".name"
	if t := m.p.Text(key); t != key && !strings.HasPrefix(t, key) {
		return t
	}
	return id
}

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
		tok = fmt.Sprintf("  token: seat %d", v.Token)
	}
	out = append(out, b(fmt.Sprintf("Turn %d", v.Turn))+tok)
	if c := m.activeChar(v); c != nil {
		role := "Grunt"
		if c.Hero {
			role = "Hero"
		}
		line := fmt.Sprintf("%s (%s, seat %d)", m.name("aliens.character", c.ID), role, c.Owner)
		for _, l := range wrap(line, w) {
			out = append(out, m.pal.render(stChar, l))
		}
		if ch, ok := m.cfg.World.Content.Aliens.Character(c.ID); ok {
			sd := ch.Side(c.Hero)
			out = append(out, fmt.Sprintf(" Speed %d Aim %d/%d Tech %d", sd.Speed, c.Aim, sd.Aim, sd.Tech))
		}
		st := " " + c.Status
		if c.Activated {
			st += ", activated"
		}
		if c.At != "" {
			st += " at " + c.At
		}
		out = append(out, st)
		if len(c.Equipped) > 0 {
			var eq []string
			for _, e := range c.Equipped {
				eq = append(eq, m.cardName("aliens.card", e))
			}
			out = append(out, wrap(" Gear: "+strings.Join(eq, ", "), w)...)
		}
	}
	if len(v.Hand) > 0 {
		var h []string
		for _, c := range v.Hand {
			h = append(h, m.cardName("aliens.card", c))
		}
		out = append(out, wrap("Hand: "+strings.Join(h, ", "), w)...)
	}
	out = append(out, fmt.Sprintf("Endurance %d+%d  Exh %d  Disc %d", v.Deck, v.Under, v.Exhaust, len(v.Discard)))
	out = append(out, fmt.Sprintf("Motion Tracker %d  disc %d", v.MTDeck, len(v.MTDiscard)))
	return out
}

func (m *Model) marsPanel(v *marsattacks.View, w int) []string {
	b := func(s string) string { return m.pal.render(stBold, s) }
	var out []string
	out = append(out, b(fmt.Sprintf("Round %d", v.Round))+fmt.Sprintf("  first: %s", v.First))
	out = append(out, fmt.Sprintf("VP humans %d · martians %d", v.VP[0], v.VP[1]))
	out = append(out, fmt.Sprintf("Hands H %d M %d  deck %d  disc %d", v.HandSize[0], v.HandSize[1], v.Deck, len(v.Discard)))
	if v.Side != "" {
		var h []string
		for _, c := range v.Hand {
			h = append(h, m.name("marsattacks.card", c.ID))
		}
		out = append(out, wrap("Your hand ("+v.Side+"): "+strings.Join(h, ", "), w)...)
	}
	for _, s := range v.Support {
		out = append(out, cut(fmt.Sprintf("Support %s: %s ×%d", s.Side, m.name("marsattacks.card", s.ID), len(s.Cards)), w))
	}
	var heroes []string
	for _, f := range v.Figures {
		if f.HP > 0 && f.Alive {
			heroes = append(heroes, fmt.Sprintf("%s %d", f.ID, f.HP))
		}
	}
	if len(heroes) > 0 {
		out = append(out, wrap("Hero points: "+strings.Join(heroes, ", "), w)...)
	}
	// The figures on the cursor's square, so a crowded square can be read.
	if m.cursor != "" {
		var here []string
		for _, f := range v.Figures {
			if f.Square == m.cursor && f.Alive && !f.Reserve {
				s := f.ID
				if f.Terrified {
					s += " (terrified)"
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
