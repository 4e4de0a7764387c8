// Package scene is the seam between a game and any client: what one seat
// sees of a game, laid out as plain data that encodes to JSON, so that the
// terminal client, the web client and the server draw every game the same
// way without knowing its rules or its Go types.
//
// A game builds its Scene from its View of that seat (never from the full
// state), so a scene holds no secret the view does not. Every word in it
// is a message key with arguments (engine.Msg), rendered by internal/i18n
// in the reader's language; the only other text is a cell's Symbol, a
// glyph of a text diagram ("Hi", "A3", "H2!") that no language translates.
package scene

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// Source is implemented by every game a client can show: the scene of a
// seat (engine.Spectator: what everyone sees). The pending decision's
// squares (Targets) are only in the scene of the seat that chooses.
type Source interface {
	Scene(seat engine.Seat) Scene
}

// Scene is what one seat sees of a game now.
type Scene struct {
	// Header is the line above the board: the mission or scenario, the
	// turn or round, the score. A client joins the messages with " · ".
	Header []engine.Msg `json:"header"`
	// Layout is the board's squares and edges; the same for the whole
	// game (a server sends it once); nil for a game without a board.
	Layout *Layout `json:"layout,omitempty"`
	// Pieces are the models, figures and counters on the board (and the
	// ones of the game off it, with At ""), in drawing order: on one
	// square, the first is on top.
	Pieces []Piece `json:"pieces,omitempty"`
	// Markers are what lies on a square without being a piece: spawn
	// points, tunnels, mission objects, face-down markers.
	Markers []Marker `json:"markers,omitempty"`
	// Doors are the doors of the layout and whether each is open.
	Doors []Door `json:"doors,omitempty"`
	// Cells are the game's text diagram of each occupied square: what a
	// text board prints there (one symbol a square, stacks folded into
	// counts as the game's own notation does).
	Cells []Cell `json:"cells,omitempty"`
	// SymbolWidth is how many characters the text diagram gives a
	// square (a longer symbol is cut).
	SymbolWidth int `json:"symbolWidth,omitempty"`
	// Targets say which squares each option of the pending decision
	// points at (only in the scene of the seat that chooses).
	Targets []Target `json:"targets,omitempty"`
	// Focus is the square of the model the pending question is about;
	// Hazards the squares where a step draws fire. Both public.
	Focus   string   `json:"focus,omitempty"`
	Hazards []string `json:"hazards,omitempty"`
	// Panels are the side panels, in order (see Panel).
	Panels []Panel `json:"panels,omitempty"`
}

// Layout is the board: squares on a grid of Width x Height cells, the
// edges that carry something (a wall, a door, a line), the boards a
// layout joins. A square's side with no square beyond it and no edge
// listed is the rim of the playing area: a wall when it is on the rim of
// the grid, else nothing.
type Layout struct {
	Width   int      `json:"width"`
	Height  int      `json:"height"`
	Squares []Square `json:"squares"`
	Edges   []Edge   `json:"edges,omitempty"`
	// Boards label the boards a layout joins (Square.Board indexes
	// them); empty for a single board.
	Boards []engine.Msg `json:"boards,omitempty"`
}

// Square is one square of a layout, in reading order.
type Square struct {
	Name  string `json:"name"` // as the rules and options name it ("C4", "AD9")
	X     int    `json:"x"`
	Y     int    `json:"y"`
	Board int    `json:"board"` // index into Layout.Boards
}

// Sides of a square, as Edge.Side names them.
const (
	North = "n"
	East  = "e"
	South = "s"
	West  = "w"
)

// Edge kinds.
const (
	EdgeWall   = "wall"   // blocks moving and seeing; Mars Attacks' high wall
	EdgeLine   = "line"   // a thick white line: blocks moving, not seeing
	EdgeDoor   = "door"   // a door: see Scene.Doors for whether it is open
	EdgeLow    = "low"    // a low or incomplete wall
	EdgeRubble = "rubble" // rubble
)

// Edge is one side of a square that carries something. Each edge is
// listed once, at the square above or left of it where there is one
// (Side South or East), else at the square it borders.
type Edge struct {
	At   string `json:"at"`
	Side string `json:"side"`
	Kind string `json:"kind"`
	// Door names the door on a door edge ("C4-D4", as Scene.Doors).
	Door string `json:"door,omitempty"`
}

// Door states.
const (
	DoorOpen       = "open"
	DoorClosed     = "closed"
	DoorBarricaded = "barricaded"
)

// Door is a door of the layout and its state now.
type Door struct {
	Name  string `json:"name"`
	State string `json:"state"`
}

// Piece is a model, figure or counter.
type Piece struct {
	ID   string `json:"id"`
	Kind string `json:"kind"` // the game's word: "character", "alien", "blip", "figure", "sentry"
	// Side is the side it plays for ("marines", "aliens", "humans",
	// "martians"); Owner the seat that moves it, engine.Spectator for
	// none.
	Side  string      `json:"side,omitempty"`
	Owner engine.Seat `json:"owner"`
	At    string      `json:"at,omitempty"` // "" off the board
	Label engine.Msg  `json:"label"`
	// Flags are states a client may show: "hero", "knocked-down",
	// "activated", "terrified", "face-down", "facehugged", "reserve".
	Flags []string `json:"flags,omitempty"`
	// Tokens counts the tokens it carries (an Alien swarm's models, a
	// figure's hit points).
	Tokens int `json:"tokens,omitempty"`
	// Facing is the way it faces ("n", "e", "s", "w"), if that matters.
	Facing string `json:"facing,omitempty"`
}

// Has says whether the piece has the flag.
func (p *Piece) Has(flag string) bool {
	for _, f := range p.Flags {
		if f == flag {
			return true
		}
	}
	return false
}

// Marker is something on a square that is not a piece.
type Marker struct {
	Kind  string     `json:"kind"` // "spawn", "tunnel", "exit", "barricade", "object", "marker"
	At    string     `json:"at"`
	Label engine.Msg `json:"label"`
}

// Cell classes: what a text board styles a cell as.
const (
	ClassOwn     = "own"     // a piece of the seat viewing
	ClassFriend  = "friend"  // a piece of the players' side (Aliens' Characters)
	ClassEnemy   = "enemy"   // a piece of the rules' side (Aliens)
	ClassHidden  = "hidden"  // a face-down piece (a Blip)
	ClassToken   = "token"   // a marker, an object
	ClassBlocked = "blocked" // a barricade
	ClassSide0   = "side0"   // the first side's pieces (Humans)
	ClassSide1   = "side1"   // the second side's pieces (Martians)
	ClassAlert   = "alert"   // something the rules make urgent (terrified figures)
	ClassMarker  = "marker"  // markers only
)

// Cell is what a text diagram prints on one square.
type Cell struct {
	At     string `json:"at"`
	Symbol string `json:"symbol"`
	Class  string `json:"class"`
}

// Target is the squares one option of the pending decision points at.
type Target struct {
	Option  string   `json:"option"`
	Squares []string `json:"squares"`
}

// Panel kinds.
const (
	// PanelSide is a panel beside the board.
	PanelSide = ""
	// PanelCards is the text of the cards and abilities the seat may
	// read (the terminal client's card viewer).
	PanelCards = "cards"
)

// Panel is a side panel: rows of text. A Detail panel is about one
// piece or square; a client shows one of them, where the first of them
// stands: the one whose At is selected, else the Active one (about what
// the pending question concerns).
type Panel struct {
	ID     string `json:"id"`
	Kind   string `json:"kind,omitempty"`
	Detail bool   `json:"detail,omitempty"`
	At     string `json:"at,omitempty"`
	Active bool   `json:"active,omitempty"`
	Rows   []Row  `json:"rows"`
}

// Row styles.
const (
	StyleHeading = "heading"  // the first message in bold
	StyleOwn     = "own"      // about the viewing seat's own piece
	StyleFriend  = "friend"   // about a piece of the players' side
	StyleBody    = "body"     // text under a heading, indented
	StyleItem    = "item"     // one line of a table (a roster): a client may cut it rather than wrap it
	StyleOwnItem = "own-item" // a table's line about the viewing seat's own piece
)

// Row is one line of a panel (a client may wrap it): its messages side
// by side, separated by Sep (two spaces when empty). A message may use
// the argument list: the client renders the row's List, joins it with
// ", " and passes it as list to the row's last message.
type Row struct {
	Text  []engine.Msg `json:"text"`
	List  []engine.Msg `json:"list,omitempty"`
	Sep   string       `json:"sep,omitempty"`
	Style string       `json:"style,omitempty"`
}

// Line is a row of one message.
func Line(style string, key string, args ...any) Row {
	return Row{Text: []engine.Msg{engine.M(key, args...)}, Style: style}
}

// OptionTargets are the squares the options of d point at (Option.At).
func OptionTargets(d *engine.Decision) []Target {
	var out []Target
	for _, o := range d.Options {
		if o.At != "" {
			out = append(out, Target{Option: o.Key, Squares: []string{o.At}})
		}
	}
	return out
}

// Roller is implemented by event data that is a roll of dice, so that a
// client can draw the faces: the dice and how many sides each has.
type Roller interface {
	Rolled() (dice []int, sides int)
}
