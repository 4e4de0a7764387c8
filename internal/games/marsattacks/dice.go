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
// bonus die and stays a failure (M.18.16).
func (g *Game) rollDice(n, target int, klutz bool) Roll {
	r := Roll{Target: target}
	keep := !g.log.Off           // a quiet game logs no roll: only the successes count
	quick := g.rng.Forced() == 0 // d8 inlined: it is too large to inline itself
	for k := 0; k < n; k++ {
		var v int
		if quick {
			v = d8Of(g.rng.Uint64())
		} else {
			v = g.rng.Roll(8)
		}
		if keep {
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

// rollFor rolls a pool for figure i (rollDice, Klutz by its profile)
// and logs it under rule; it returns the successes.
func (g *Game) rollFor(i int8, n, target int, rule, what string) int {
	if !g.log.Off || g.rng.Forced() != 0 {
		return g.rollLogged(i, n, target, rule, what)
	}
	// A quiet game keeps no dice (rollDice): only the successes count.
	klutz := g.has(i, Klutz)
	s := 0
	// Random dice mispredict any branch on them: a success and a bonus
	// die are counted from bits (target-1-v is negative exactly when v
	// >= target; v>>3 is 1 exactly for an 8, v being 1 to 8).
	for k := 0; k < n; k++ {
		v := d8Of(g.rng.Uint64())
		s -= (target - 1 - v) >> 63
		n += v >> 3
		if klutz && v == 1 {
			n++
		}
	}
	return s
}

// rollLogged is rollFor with its roll logged, or with forced results.
//
//go:noinline
func (g *Game) rollLogged(i int8, n, target int, rule, what string) int {
	r := g.rollDice(n, target, g.has(i, Klutz))
	r.Figure = g.st.Figs[i].ID
	if !g.log.Off { // a quiet game builds no event (and boxes no Roll)
		g.log.Add(rule, engine.M("mars.roll", "figure", r.Figure, "what", what, "dice", len(r.Dice),
			"target", target, "successes", r.Successes), r)
	}
	return r.Successes
}

// d8 rolls one d8: g.rng.Roll(8), the same roll from the same draw,
// without Roll's and IntN's calls. For a power of two IntN's method
// (Lemire's) takes the top bits of one 64-bit draw and never draws
// again (its rejection threshold, -8 % 8, is 0), so the top three bits
// of the draw are the roll. Forced results (rule tests) go through Roll.
// TestD8MatchesRoll compares the two.
func (g *Game) d8() int {
	if g.rng.Forced() > 0 {
		return g.rng.Roll(8)
	}
	return d8Of(g.rng.Uint64())
}

// d8Of is the d8 roll one 64-bit draw gives (d8).
func d8Of(x uint64) int { return int(x>>61) + 1 }
