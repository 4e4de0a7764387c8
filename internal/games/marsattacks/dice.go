package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// Roll is one pooled roll, as event data.
type Roll struct {
	Figure    string `json:"figure,omitempty"`
	Dice      []int  `json:"dice"`
	Target    int    `json:"target"`
	Successes int    `json:"successes"`
}

// rollDice rolls n d8 against target: each die showing target or more is
// a success (M.2.4); every 8 is a success and adds a bonus die, rolled at
// once and read the same way (M.2.5). With klutz every 1 also adds a
// bonus die and stays a failure (M.18.16). A quiet game keeps no dice:
// only the successes count.
func (g *Game) rollDice(n, target int, klutz bool) Roll {
	r := Roll{Target: target}
	for k := 0; k < n; k++ {
		v := g.d8()
		if !g.log.Off {
			r.Dice = append(r.Dice, v)
		}
		if v >= target {
			r.Successes++
		}
		if v == 8 || (klutz && v == 1) {
			n++
		}
	}
	return r
}

// rollFor rolls a pool for figure i (rollDice, Klutz by its profile),
// logs it under rule and returns the successes.
func (g *Game) rollFor(i int8, n, target int, rule, what string) int {
	r := g.rollDice(n, target, g.has(i, Klutz))
	if !g.log.Off { // a quiet game builds no event (and boxes no Roll)
		r.Figure = g.st.Figs[i].ID
		g.log.Add(rule, engine.M("mars.roll", "figure", r.Figure, "what", what, "dice", len(r.Dice),
			"target", target, "successes", r.Successes), r)
	}
	return r.Successes
}

// d8 rolls one d8. (Taking the top three bits of one draw, which is
// the same roll, saved under 1% of a game's instructions: not kept.)
func (g *Game) d8() int { return g.rng.Roll(8) }
