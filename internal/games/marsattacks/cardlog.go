package marsattacks

import "github.com/sulaco/sulaco/internal/engine"

// The card events of a logged game; each is called under g.logging().

// logSideCard logs message key of side s's card with one more argument
// (the effect or the figure).
func (g *Game) logSideCard(rule, key string, s Side, card, name, value string) {
	g.log.Add(rule, engine.M(key, "side", s, "card", card, name, value), nil)
}

// logCardAttack logs a card attack's square.
func (g *Game) logCardAttack(rule string, c Card, q Sq) {
	g.log.Add(rule, engine.M("mars.cards.attack", "card", g.def(c).ID, "square", q), nil)
}

// logCardRoll logs a card attack's roll against t+.
func (g *Game) logCardRoll(r *Roll, t int) {
	g.log.Add("mars M.11.1", engine.M("mars.roll", "figure", "", "what", "card", "dice", len(r.Dice), "target", t, "successes", r.Successes), *r)
}

// logOngoing logs figure v's Survive dice from ONGOING rows.
func (g *Game) logOngoing(v int8, extra int) {
	g.log.Add("mars M.13.18", engine.M("mars.cards.ongoing", "figure", g.st.Figs[v].ID, "dice", extra), nil)
}
