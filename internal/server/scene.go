package server

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// sceneFor is what seat sees of g laid out for drawing (internal/scene),
// nil for a game without scenes. The layout is the same all game: full
// frames carry it, steps leave it out (withLayout false).
func sceneFor(g engine.Game, seat engine.Seat, withLayout bool) *scene.Scene {
	src, ok := g.(scene.Source)
	if !ok {
		return nil
	}
	sc := src.Scene(seat)
	if !withLayout {
		sc.Layout = nil
	}
	return &sc
}
