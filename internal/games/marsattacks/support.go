package marsattacks

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// supportRow is a row of up to 3 identical support cards in front of a
// player (M.13.12).
type supportRow struct {
	Side  Side    `json:"side"`
	Def   int8    `json:"def"`
	Cards [3]Card `json:"cards"`
	N     int8    `json:"n"`
	// Added is the turn in which a card was last added: the row cannot be
	// triggered in that turn (M.13.14).
	Added int `json:"added"`
}

// appendCardPlays appends to out the card plays of side s as a turn
// option (M.4.8, M.4.10, M.13.10): a hand card with an effect outside
// tests ("card:<id>"); a support card starting a new row ("card:<id>")
// or added to an own row of the same card with room ("card:<id>@<row>");
// or triggering an own row ("trigger:<row>") not added to this turn
// (M.13.13-M.13.15); ONGOING rows are never triggered (M.13.18). Rows
// are numbered from 1 over both sides. The usual hand (hand cards, no
// support card, no row to trigger) runs the first loop only; support
// cards and the rows beyond the named ones are built out of line.
func (g *Game) appendCardPlays(out []engine.Option, s Side) []engine.Option {
	cn := g.cardNameTable()
	for _, di := range g.handDefsOf(s) {
		n := &cn[di]
		if n.hand {
			// A card attack is always playable: no call for it.
			if p := n.play[s]; p == playAlways || p != playNever && g.playableBy(s, p) {
				out = append(out, n.cardOpt)
			}
		} else if n.support {
			out = g.appendSupportPlays(out, s, di)
		}
	}
	for k := range g.st.Rows {
		r := &g.st.Rows[k]
		if r.Side == s && r.Added != g.st.TurnNo && !g.cardDefs[r.Def].Ongoing {
			if k < namedRows && r.N >= 1 && r.N <= 3 {
				out = append(out, opt(triggerKeys[k], messageWith("mars.opt.trigger", cn[r.Def].trigArgs[r.N-1][k])))
				continue
			}
			out = g.appendTriggerSlow(out, k)
		}
	}
	return out
}

// appendSupportPlays appends the plays of support card di from side s's
// hand: a new row, and each own row of the same card with room.
func (g *Game) appendSupportPlays(out []engine.Option, s Side, di int8) []engine.Option {
	n := g.cardNameOf(di)
	out = append(out, n.supportOpt)
	for k := range g.st.Rows {
		r := &g.st.Rows[k]
		if r.Side == s && g.cardDefs[r.Def].ID == g.cardDefs[di].ID && r.N < 3 {
			if k < namedRows {
				out = append(out, opt(n.add[k], messageWith("mars.opt.support-add", n.addArgs[k])))
				continue
			}
			id := g.cardDefs[di].ID
			out = append(out, opt("card:"+id+"@"+strconv.Itoa(k+1), engine.M("mars.opt.support-add", "card", id, "row", k+1)))
		}
	}
	return out
}

// appendTriggerSlow appends the option triggering row k, beyond the rows
// with prebuilt strings (never seen in play).
func (g *Game) appendTriggerSlow(out []engine.Option, k int) []engine.Option {
	r := &g.st.Rows[k]
	return append(out, opt("trigger:"+strconv.Itoa(k+1), engine.M("mars.opt.trigger", "card", g.cardDefs[r.Def].ID, "n", int(r.N), "row", k+1)))
}

// playSupport places a support card face up, in a new row or an existing
// one (M.13.12).
func (g *Game) playSupport(s Side, arg string) {
	id, row, _ := strings.Cut(arg, "@")
	c, _ := g.removeFromHand(s, id)
	if row == "" {
		g.st.Rows = append(g.st.Rows, supportRow{Side: s, Def: g.cardOf[c], Cards: [3]Card{c}, N: 1, Added: g.st.TurnNo})
		if g.logging() {
			g.log.Add("mars M.13.12", engine.M("mars.support.placed", "side", s, "card", id, "n", 1), nil)
		}
		return
	}
	k, _ := strconv.Atoi(row)
	r := &g.st.Rows[k-1]
	r.Cards[r.N] = c
	r.N++
	r.Added = g.st.TurnNo
	if g.logging() {
		g.log.Add("mars M.13.12", engine.M("mars.support.placed", "side", s, "card", id, "n", int(r.N)), nil)
	}
}

// trigger resolves row k with the effect for its size (M.13.13,
// M.13.16), then discards it (M.13.17).
func (g *Game) trigger(s Side, arg string) {
	k, _ := strconv.Atoi(arg)
	r := g.st.Rows[k-1]
	d := &g.cardDefs[r.Def]
	if g.logging() {
		g.log.Add("mars M.13.13", engine.M("mars.support.triggered", "side", s, "card", d.ID, "n", int(r.N)), nil)
	}
	g.startEffect(s, r.Cards[0], &d.Effect[s], int(r.N), k)
}

// discardRow puts every card of row k on the discard pile (M.13.17).
func (g *Game) discardRow(k int) {
	r := g.st.Rows[k-1]
	g.st.Discard = append(g.st.Discard, r.Cards[:r.N]...)
	g.st.Rows = slices.Delete(g.st.Rows, k-1, k) // in place: a clone has its own rows
}
