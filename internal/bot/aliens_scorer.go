package bot

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// aliensScorer scores a decision of Aliens (aliens.go); ok is false for
// another game's view.
func aliensScorer(r *Rules, v engine.View, d *engine.Decision, out []float64) ([]float64, bool) {
	switch v := v.(type) {
	case aliens.View:
		return aliensScores(&r.aliens, &v, d, out), true
	case *aliens.View:
		return aliensScores(&r.aliens, v, d, out), true
	}
	return nil, false
}
