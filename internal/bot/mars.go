package bot

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

func marsScores(v *marsattacks.View, d *engine.Decision) []float64 { return nil }
