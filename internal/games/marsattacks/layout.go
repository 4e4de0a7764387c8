package marsattacks

import (
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/grid"
)

// Terrain is the mat's walls, or nil for an open mat. It is public: every
// seat sees the mat. Clients draw it; they must not change it.
func (g *Game) Terrain() *grid.Layout { return g.terrain }

// Scenarios lists the scenario names Options may give with the built-in
// content, sorted.
func Scenarios() []string { return scenarioIDs() }

// ScenariosIn lists the scenario names Options may give with content m
// (its scenarios and the skirmishes), sorted.
func ScenariosIn(m *content.Mars) []string {
	ids := make([]string, len(m.Scenarios))
	for i, s := range m.Scenarios {
		ids[i] = s.ID
	}
	return withSkirmishes(ids)
}
