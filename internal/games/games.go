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
	return &Catalog{defs: []Def{
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
	}}, nil
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

// clipError bounds the message of a game's setup error: the options it
// quotes come from a header anyone may have written.
type clipError struct{ err error }

func (e clipError) Error() string {
	return engine.ClipN(e.err.Error(), 3*engine.QuoteBytes)
}

func (e clipError) Unwrap() error { return e.err }
