package bot

import (
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// Rules is the rule-based bot: it scores each option of a decision with
// small, named heuristics (one file per game) and takes the best,
// breaking ties with its own seeded RNG. Like every bot it sees only its
// seat's View and the Decision; what it knows beyond them is public
// content (boards, card and character stats) from the built-in set.
//
// A Rules bot keeps buffers from one decision to the next: like a seat,
// it plays one decision at a time (not safe for concurrent use).
type Rules struct {
	rng    engine.RNG
	aliens alienCtx
	mars   marsCtx
	scores []float64
}

// NewRules returns a rule-based bot seeded with seed.
func NewRules(seed uint64) *Rules { return &Rules{rng: engine.NewRNG(seed)} }

// Choose implements Bot.
func (r *Rules) Choose(v engine.View, d *engine.Decision) string {
	var scores []float64
	out := slices.Grow(r.scores[:0], len(d.Options))[:len(d.Options)]
	r.scores = out
	for _, score := range gameScorers {
		if s, ok := score(r, v, d, out); ok {
			scores = s
			break
		}
	}
	if scores == nil {
		scores = genericScores(d, out)
	}
	return d.Options[r.best(scores)].Key
}

// gameScorers are each game's heuristics (in the game's own file): the
// scores of a decision seen through that game's View; ok is false for
// another game's.
var gameScorers = []func(r *Rules, v engine.View, d *engine.Decision, out []float64) ([]float64, bool){
	aliensScorer, marsScorer,
}

// best returns the index of the highest score; ties go to the RNG, so
// that two equally good moves are not always resolved the same way.
func (r *Rules) best(scores []float64) int {
	top := scores[0]
	for _, s := range scores {
		top = max(top, s)
	}
	const eps = 1e-9
	ties := 0
	for _, s := range scores {
		if s >= top-eps {
			ties++
		}
	}
	k := 0 // the k-th tie, counting from 0
	if ties != 1 {
		k = r.rng.IntN(ties)
	}
	for i, s := range scores {
		if s >= top-eps {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return 0 // only when a score is NaN
}

// genericScores is the fallback for decisions a game's heuristics do not
// know: it prefers doing something over declining, since most optional
// choices the rulebooks offer (a re-roll, an ability) help the chooser.
func genericScores(d *engine.Decision, out []float64) []float64 {
	for i, o := range d.Options {
		out[i] = 0
		if declines(o.Key) {
			out[i] = -1
		}
	}
	return out
}

// declines reports keys that say no.
func declines(k string) bool {
	switch k {
	case "no", "none", "pass", "stop", "end", "done", "keep", "no-card":
		return true
	}
	return strings.HasSuffix(k, ":no") || strings.HasSuffix(k, ":none") || strings.HasSuffix(k, ":stop") ||
		strings.HasPrefix(k, "no-")
}

// argAfter returns the part of key after prefix+":" (ok false otherwise).
func argAfter(key, prefix string) (string, bool) {
	return strings.CutPrefix(key, prefix+":")
}
