package marsattacks

import (
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// The mutant beetle (M.1.5, gap G15): a stand-up effect marker that a
// card puts on the mat. The seed names it and nothing more; the card
// (data/marsattacks/cards.yaml, mutant-beetle) and this reading are
// authored:
//
//   - fxMutantBeetle: the side rolls a random location (M.15.1) and the
//     beetle stands there; the box has one beetle, so if it is on the mat
//     already it moves there. It makes its "N dice, X+ SHOOT attack"
//     (M.11.1) on every figure in that square.
//   - While on the mat it attacks, the same way, each figure that enters
//     its square by a step of a MOVE (as markers are found, A13: not by
//     scatter or placement), after markers and before any fight. Figures
//     of both sides: the beetle obeys nobody.
//   - Its attacks are card attacks (M.11): each figure makes its own
//     Survive roll with its side's ONGOING dice (M.13.18); kills count
//     for the side whose card put the beetle there (M.11.5, A21) and
//     cause terrified tests (A5).
//   - fxSquashBeetle takes the beetle off the mat.
const (
	fxMutantBeetle = content.FxMutantBeetle
	fxSquashBeetle = content.FxSquashBeetle
)

// beetle is the mutant beetle's marker: where it stands and the attack
// of the card that put it there.
type beetle struct {
	On    bool `json:"on,omitempty"`
	Sq    Sq   `json:"sq"`
	Side  Side `json:"side"` // whose card put it there: its kills count for them
	Dice  int8 `json:"dice,omitempty"`
	Shoot int8 `json:"shoot,omitempty"`
}

// BeetleKind is the kind a view gives the mutant beetle's marker.
const BeetleKind = "mutant-beetle"

// placeBeetle puts the beetle at a random location rolled by side s
// (M.15.1) and lets it attack the figures there.
func (g *Game) placeBeetle(s Side, e *Effect, n int) {
	q := g.randomSquare(s)
	g.st.Beetle = beetle{On: true, Sq: q, Side: s, Dice: e.Dice[n-1], Shoot: e.Shoot}
	if g.logging() {
		g.log.Add("mars M.1.5", engine.M("mars.beetle.placed", "side", s, "square", q), nil)
	}
	if figs := g.inSquare(q); len(figs) > 0 {
		g.beetleAttack(figs, q)
	}
}

// squashBeetle takes the beetle off the mat, if it is there.
func (g *Game) squashBeetle(s Side) {
	if !g.st.Beetle.On {
		if g.logging() {
			g.log.Add("mars M.1.5", engine.M("mars.beetle.none", "side", s), nil)
		}
		return
	}
	q := g.st.Beetle.Sq
	g.st.Beetle = beetle{}
	if g.logging() {
		g.log.Add("mars M.1.5", engine.M("mars.beetle.squashed", "side", s, "square", q), nil)
	}
}

// beetleBite: figure i has entered a square by a MOVE step; if the beetle
// stands there it attacks the figure. It reports whether i was killed.
func (g *Game) beetleBite(i int8) bool {
	q := g.st.Figs[i].Sq
	if !g.st.Beetle.On || g.st.Beetle.Sq != q {
		return false
	}
	if g.logging() { // g.m boxes its arguments before it can drop them
		g.log.Add("mars M.1.5", g.eventMessage("mars.beetle.bites", "figure", g.st.Figs[i].ID, "square", q), nil)
	}
	g.beetleAttack([]int8{i}, q)
	return !g.st.Figs[i].Alive
}

// beetleAttack is the beetle's card attack (M.11.1-M.11.2) on figures in
// square q: one roll, a Survive roll each.
func (g *Game) beetleAttack(figs []int8, q Sq) {
	b := g.st.Beetle
	r := g.rollDice(int(b.Dice), int(b.Shoot), false)
	if g.logging() {
		g.log.Add("mars M.11.1", g.eventMessage("mars.beetle.roll", "dice", len(r.Dice), "target", int(b.Shoot), "successes", r.Successes), r)
	}
	killed := false
	for _, v := range figs {
		extra := g.ongoingSurvive(g.st.Figs[v].Side)
		if extra > 0 {
			if g.logging() { // g.m boxes its arguments before it can drop them
				g.log.Add("mars M.13.18", g.eventMessage("mars.cards.ongoing", "figure", g.st.Figs[v].ID, "dice", extra), nil)
			}
		}
		if g.survive(v, -1, r.Successes, false, b.Side, killCard, int8(extra)) {
			killed = true
		}
	}
	if killed {
		g.terrifiedTests(q, "mars M.12.1")
	}
}

// beetleView is the beetle's marker as every seat sees it.
func (g *Game) beetleView() (MarkerView, bool) {
	if !g.st.Beetle.On {
		return MarkerView{}, false
	}
	return MarkerView{Square: g.st.Beetle.Sq.String(), Kind: BeetleKind}, true
}
