package marsattacks

import "github.com/sulaco/sulaco/internal/engine"

// Reaction windows (M.13.5 (b), M.4.12, G14). A card with the "any time"
// symbol may be played "during the own turn or as a reaction to an
// action of the opponent" (DE 574-577). The rulebook does not say at
// which moments an engine must offer the reaction (G14) and §A has no
// default for it; this package's reading:
//
//   - before every test, in the card window of M.13.7 (cardfx.go): the
//     reaction to a SHOOT or FIGHT is played before its dice are rolled;
//   - after every action of an opponent's figure has ended: one whole
//     activation, with the leader activations and the hero's extra action
//     that belong to it (M.18.5.3, M.17.6), when the opponent's figure
//     has received its activation marker (Options.ReactAfterAction,
//     default true; false: only the test windows).
//
// Not offered: between the parts of one action (after a MOVE, before the
// SHOOT of the same action option): the rulebook reacts to an action, and
// the action is not over then. The window asks the side whenever it holds
// a card, whether or not one fits (as the test windows do: asking only
// holders of a fitting card would tell the other side what is in the
// hand). A reaction uses no turn option (M.13.10); one card per window.
// Only effects that need no test are played here (extra move, card
// attack, reinforcements); test effects wait for a test window.

// reaction is a pending reaction window after an action.
type reaction struct {
	Pending bool `json:"pending,omitempty"`
	Side    Side `json:"side"` // the side that may react
}

// actionEnded opens the reaction window after figure i's action, once
// the activation and all that belongs to it is over (empty stack).
func (g *Game) actionEnded(i int8) {
	if !g.opts.ReactAfterAction || len(g.st.Stack) > 0 {
		return
	}
	g.st.React = reaction{Pending: true, Side: g.st.Figs[i].Side.Other()}
}

// stepReaction asks the reacting side, if it holds a card.
func (g *Game) stepReaction() {
	if len(g.st.Hands[g.st.React.Side]) == 0 {
		g.st.React = reaction{}
		return
	}
	g.st.Wait = wReact
}

// reactionDefs appends to dst the definitions of the distinct any-time
// cards side s may play now as a reaction: effects that need no test and
// have something to act on.
func (g *Game) reactionDefs(dst []int8, s Side) []int8 {
	if g.st.HandSums[s&1].flags&hsReact == 0 { // most hands hold no "any time" card
		return dst
	}
	cn := g.cardNameTable()
	for _, di := range g.handDefsOf(s) {
		if n := &cn[di]; n.react && g.playableBy(s, n.play[s]) {
			dst = append(dst, di)
		}
	}
	return dst
}

func (g *Game) reactDecision() *engine.Decision {
	s := g.st.React.Side
	d := g.memo.mem.Decision(g.seatOf(s), messageWith("mars.prompt.react", sideArgs[s]))
	var buf [HandSize + 1]int8
	var defs []int8
	if g.st.HandSums[s&1].flags&hsReact != 0 { // most hands hold no "any time" card
		defs = g.reactionDefs(buf[:0], s)
	}
	out := g.memo.mem.Options(len(defs) + 1)
	for _, di := range defs {
		out = append(out, g.cardNameOf(di).cardOpt)
	}
	d.Options = append(out, optNoCard)
	return d
}

// chooseReaction plays the reaction card (onto the discard pile, then its
// effect for the side, M.4.18, M.13.3), or none.
func (g *Game) chooseReaction(verb, arg string) {
	s := g.st.React.Side
	g.st.React = reaction{}
	if verb == "card" {
		g.playReaction(s, arg)
	}
}

// playReaction plays side s's reaction card arg; out of line, as most
// reaction questions are answered "no card".
func (g *Game) playReaction(s Side, arg string) {
	c, _ := g.removeFromHand(s, arg)
	d := g.def(c)
	g.st.Discard = append(g.st.Discard, c)
	e := &d.Effect[s]
	if g.logging() {
		g.logSideCard("mars M.13.5", "mars.cards.reaction", s, arg, "effect", e.Fx)
	}
	g.startEffect(s, c, e, 1, 0)
}
