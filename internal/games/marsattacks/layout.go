package marsattacks

import "github.com/sulaco/sulaco/internal/grid"

// Terrain is the mat's walls, or nil for an open mat. It is public: every
// seat sees the mat. Clients draw it; they must not change it.
func (g *Game) Terrain() *grid.Layout { return g.terrain }

// Scenarios lists the scenario names Options may give, sorted.
func Scenarios() []string { return scenarioIDs() }
