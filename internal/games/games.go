// Package games is the catalog of the games Sulaco plays: it maps a game's
// name to the function that sets it up from a record header, so that the
// CLI, the server, the simulation lab and replays can create any game by
// name.
package games

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
	"github.com/sulaco/sulaco/internal/games/pig"
	"github.com/sulaco/sulaco/internal/position"
)

// Def describes one game in the catalog.
type Def struct {
	// Name is the game's name in records and on the command line.
	Name string
	// Title is the message key of the game's display name.
	Title string
	// New sets the game up from a record header.
	New engine.NewFunc
	// Options returns the default options of a game for the given number
	// of seats, as the JSON a header carries.
	Options func(seats int) (json.RawMessage, error)
	// Seats says how many seats a game with these options has.
	Seats func(opts json.RawMessage) (int, error)
	// Load sets a game up from a position file (docs/positions.md); nil
	// for a game without positions.
	Load func(d *position.Doc) (engine.Game, error)
	// Setup is what a start screen offers (settings.go); a game without
	// Settings is not offered there.
	Setup Setup
}

// Catalog lists the games.
type Catalog struct {
	defs []Def
}

// New returns the catalog of every game, set up with the given content.
func New(set *content.Set) (*Catalog, error) {
	mars, err := marsattacks.Maker(&set.Mars)
	if err != nil {
		return nil, err
	}
	alien, err := aliens.Maker(set)
	if err != nil {
		return nil, err
	}
	mload, err := marsattacks.PositionLoader(&set.Mars)
	if err != nil {
		return nil, err
	}
	aload, err := aliens.PositionLoader(set)
	if err != nil {
		return nil, err
	}
	c := &Catalog{defs: []Def{
		{
			Name:  marsattacks.Name,
			Title: "marsattacks.title",
			New:   mars,
			Options: func(seats int) (json.RawMessage, error) {
				return json.Marshal(marsattacks.OptionsForSeats(seats))
			},
			Seats: func(opts json.RawMessage) (int, error) {
				o, err := marsattacks.DecodeOptions(opts)
				return len(o.Seats), err
			},
			Load:  mload,
			Setup: marsSetup(&set.Mars),
		},
		{
			Name:  aliens.Name,
			Title: "aliens.title",
			New:   alien,
			Options: func(seats int) (json.RawMessage, error) {
				o := aliens.DefaultOptions()
				o.Mission = "bug-hunt-1" // the drill is for tests; players start with a Bug Hunt
				if seats > 0 {
					o.Players = seats
				}
				return json.Marshal(o)
			},
			Seats: func(opts json.RawMessage) (int, error) {
				o, err := aliens.DecodeOptions(opts)
				return o.Players, err
			},
			Load:  aload,
			Setup: aliensSetup(set),
		},
		{
			Name:  pig.Name,
			Title: "pig.title",
			New:   pig.NewFromHeader,
			Options: func(seats int) (json.RawMessage, error) {
				o := pig.DefaultOptions()
				if seats > 0 {
					o.Players = seats
				}
				return json.Marshal(o)
			},
			Seats: func(opts json.RawMessage) (int, error) {
				o, err := pig.DecodeOptions(opts)
				return o.Players, err
			},
		},
	}}
	// A record may start from a position (engine.Header.Position).
	for i := range c.defs {
		if d := &c.defs[i]; d.Load != nil {
			d.New = fromHeader(d.New, c)
		}
	}
	return c, nil
}

// fromHeader wraps a game's constructor: a header with a position sets
// the game up from it, with the header's seed for what is left to chance.
func fromHeader(newGame engine.NewFunc, c *Catalog) engine.NewFunc {
	return func(h *engine.Header) (engine.Game, error) {
		if h.Position == "" {
			return newGame(h)
		}
		g, err := c.load("position", []byte(h.Position), &h.Seed)
		if err != nil {
			return nil, err
		}
		if g.Seats() != len(h.Seats) {
			return nil, fmt.Errorf("games: the position has %d seats, the header %d", g.Seats(), len(h.Seats))
		}
		return g, nil
	}
}

// FromPosition sets a game up from a position file (docs/positions.md):
// exactly the state it describes, its chance included. A position that
// breaks a rule of the game's state is refused with an error naming the
// file, line, column and field.
func (c *Catalog) FromPosition(name string, data []byte) (engine.Game, error) {
	return c.load(name, data, nil)
}

// load is FromPosition; a seed, when given, replaces the position's.
func (c *Catalog) load(name string, data []byte, seed *uint64) (engine.Game, error) {
	d, err := position.Parse(name, data)
	if err != nil {
		return nil, err
	}
	def, err := c.Lookup(d.Game)
	if err != nil {
		return nil, d.Errorf("game", "%v", err)
	}
	if def.Load == nil {
		return nil, d.Errorf("game", "%s has no positions", d.Game)
	}
	if seed != nil {
		d.Reseed(*seed)
	}
	return def.Load(d)
}

// Position writes a running game as a position file.
func Position(g engine.Game) ([]byte, error) {
	s, ok := g.(position.Saver)
	if !ok {
		return nil, fmt.Errorf("games: this game has no positions")
	}
	return s.Position()
}

// Lookup finds a game by name.
func (c *Catalog) Lookup(name string) (Def, error) {
	for _, d := range c.defs {
		if d.Name == name {
			return d, nil
		}
	}
	return Def{}, fmt.Errorf("games: unknown game %q (known: %s)", engine.Clip(name), strings.Join(c.Names(), ", "))
}

// Names lists the games' names.
func (c *Catalog) Names() []string {
	names := make([]string, len(c.defs))
	for i, d := range c.defs {
		names[i] = d.Name
	}
	return names
}

// NewGame creates the game a header names.
func (c *Catalog) NewGame(h *engine.Header) (engine.Game, error) {
	d, err := c.Lookup(h.Game)
	if err != nil {
		return nil, err
	}
	g, err := d.New(h)
	if err != nil {
		return nil, clipError{err}
	}
	return g, nil
}

// FromPosition sets a game up from a position file with the built-in
// content (Catalog.FromPosition with a catalog of its own).
func FromPosition(name string, data []byte) (engine.Game, error) {
	set, err := content.BuiltinSet()
	if err != nil {
		return nil, err
	}
	c, err := New(set)
	if err != nil {
		return nil, err
	}
	return c.FromPosition(name, data)
}

// clipError bounds the message of a game's setup error: the options it
// quotes come from a header anyone may have written.
type clipError struct{ err error }

func (e clipError) Error() string {
	return engine.ClipN(e.err.Error(), 3*engine.QuoteBytes)
}

func (e clipError) Unwrap() error { return e.err }
