package aliens

import "github.com/sulaco/sulaco/internal/grid"

// Layout is the playing area (walls, doors, white lines), or nil for a
// boardless game. It is public: every seat sees the board. Clients draw
// it; they must not change it.
func (g *Game) Layout() *grid.Layout { return g.board }
