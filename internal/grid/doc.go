// Package grid is the board geometry shared by both games: squares, the
// edges between them, movement steps, shortest paths and line of sight.
//
// # Boards and layouts
//
// A [Board] is one board side as drawn in an ASCII map file
// (docs/map-format.md), parsed by [ParseBoard]: cells that are squares or
// holes, edges (walls, white lines, doors, low walls, rubble), posts on grid
// corners and token anchors. [NewLayout] joins one or more boards, each
// placed at an offset and possibly rotated, into a [Layout]: the playing
// area the rules run on. [ParseLayout] reads the placements from a text file.
//
// A Layout numbers its squares densely in reading order ([Square]), so game
// state can live in slices and bitsets ([SquareSet], [DoorSet]). Every square
// knows its coordinates ([Layout.XY]), its board ([Layout.Board]) and its name
// ([Layout.Name], "C4": column letters and a 1-based row, in layout
// coordinates). A Layout is immutable and safe for concurrent use.
//
// # Movement
//
// [MoveRules] pick the corner rule of a game: [AliensCorners] [aliens D.5] or
// [MarsCorners] [mars M.6.3]. The layout precomputes a neighbour table, so
// [Layout.Step] is a lookup and [Layout.CanStep] adds only the dynamic checks
// of [Moves]: closed doors, blocked squares, squeezing between models.
// [Layout.Distances] fills a caller-owned [Field] by breadth-first search
// ([Layout.DistancesTo] stops at a square, [Layout.ResumeDistancesTo] goes
// on from the nearest change after squares were blocked or freed),
// [Layout.NextSteps] lists every equally good first step towards the
// sources, and [Layout.Path] returns one shortest path. None of them
// allocates once the Field has grown.
//
// # Line of sight
//
// [Layout.LOS] decides Aliens line of sight [aliens E.1-E.6] exactly: a
// straight segment from any point of one square to any point of the other,
// not blocked by walls, closed doors or the squares of standing Characters,
// with the diagonal-corner exception [aliens E.4]. The precise reading is in
// docs/grid.md. For every pair of squares the layout precomputes (lazily, or
// all at once with [Layout.PrecomputeLOS]) a handful of candidate sight
// lines, each reduced to the doors and squares that could block it, so a
// query is a few bitset tests. [Layout.Trace] exposes the underlying exact
// segment walk for rules that weigh what lies on a line themselves (Mars
// Attacks views).
//
// Files: square.go (squares, directions, names), set.go (bitsets), edge.go
// (edge kinds), board.go (map parser), layout.go (joining boards), move.go
// (steps and corner rules), path.go (distances and paths), los.go (LOS
// queries), losbuild.go (candidate lines of a pair), lossweep.go (the
// static sweep behind PrecomputeLOS), trace.go (segment tracing).
package grid
