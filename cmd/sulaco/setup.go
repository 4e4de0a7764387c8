package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/position"
)

// defaultGame is what the commands play when no -game is given.
const defaultGame = "aliens"

// world is everything a command needs to create and describe games.
type world struct {
	content *content.Set
	games   *games.Catalog
	text    *i18n.Catalog
}

// loadWorld loads the content (the built-in files, with dir layered over
// them when it is not empty), the games and the texts.
func loadWorld(dir string) (*world, error) {
	set, err := content.BuiltinSet()
	if dir != "" {
		var fsys fs.FS
		if fsys, err = content.Overlay(dir); err != nil {
			return nil, err
		}
		set, err = content.Load(fsys)
	}
	if err != nil {
		return nil, fmt.Errorf("content: %w", err)
	}
	text, err := set.Text()
	if err != nil {
		return nil, err
	}
	cat, err := games.New(set)
	if err != nil {
		return nil, err
	}
	return &world{content: set, games: cat, text: text}, nil
}

// gameFlags are the flags that set up a game, shared by play, sim and
// bench.
type gameFlags struct {
	content string
	game    string
	seats   int
	options string
	seed    uint64
	// position is a position file the games start from.
	position string
	// seedSet: -seed was given (play otherwise takes a real game's seed).
	seedSet bool
}

func (g *gameFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&g.content, "content", "", "directory of content files layered over the built-in content")
	fs.StringVar(&g.game, "game", defaultGame, "game to play")
	fs.IntVar(&g.seats, "seats", 0, "number of seats (0: the game's default)")
	fs.StringVar(&g.options, "options", "", "game options as JSON (default: the game's defaults)")
	fs.Uint64Var(&g.seed, "seed", 1, "seed of the first game (play: default 64 random bits; sim and bench: 1, so that runs repeat)")
	fs.StringVar(&g.position, "position", "", "start from the position in this file (docs/positions.md); its game and options replace -game and -options")
}

// header builds the header of game i: the seed advances by one per game.
func (g *gameFlags) header(w *world, players []string) (func(i int) engine.Header, error) {
	if g.position != "" {
		return g.positionHeader(w, players)
	}
	def, err := w.games.Lookup(g.game)
	if err != nil {
		return nil, err
	}
	var opts json.RawMessage
	if g.options != "" {
		if !json.Valid([]byte(g.options)) {
			return nil, fmt.Errorf("-options: not valid JSON: %s", g.options)
		}
		opts = json.RawMessage(g.options)
	} else {
		opts, err = def.Options(g.seats)
		if err != nil {
			return nil, err
		}
	}
	n, err := def.Seats(opts)
	if err != nil {
		return nil, err
	}
	seats := make([]engine.SeatInfo, n)
	for i := range seats {
		seats[i] = engine.SeatInfo{Player: players[min(i, len(players)-1)]}
	}
	base := engine.Header{Game: def.Name, Content: w.content.Version, Options: opts, Seed: g.seed, Seats: seats}
	if _, err := def.New(&base); err != nil {
		return nil, err
	}
	return func(i int) engine.Header {
		h := base
		h.Seed = base.Seed + uint64(i)
		return h
	}, nil
}

// newFlags returns a flag set that reports errors to w and not by exiting.
func newFlags(name, usage string, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(w)
	fs.Usage = func() {
		fmt.Fprintf(w, "usage: sulaco %s %s\n\n", name, usage)
		fs.PrintDefaults()
	}
	return fs
}

func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return errUsage
		}
		return errUsage
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// positionHeader is header for games that start from the position file
// named by -position: each game rolls its own dice from its seed where
// the position leaves them to chance.
func (g *gameFlags) positionHeader(w *world, players []string) (func(i int) engine.Header, error) {
	data, err := os.ReadFile(g.position)
	if err != nil {
		return nil, err
	}
	pos, err := w.games.FromPosition(g.position, data)
	if err != nil {
		return nil, err
	}
	d, err := position.Parse(g.position, data)
	if err != nil {
		return nil, err
	}
	opts, err := d.OptionsJSON()
	if err != nil {
		return nil, err
	}
	g.game = d.Game
	seats := make([]engine.SeatInfo, pos.Seats())
	for i := range seats {
		seats[i] = engine.SeatInfo{Player: players[min(i, len(players)-1)]}
	}
	base := engine.Header{Game: d.Game, Content: w.content.Version, Options: opts, Seed: g.seed, Seats: seats, Position: string(data)}
	if _, err := w.games.NewGame(&base); err != nil {
		return nil, fmt.Errorf("%s: %w", g.position, err)
	}
	return func(i int) engine.Header {
		h := base
		h.Seed = base.Seed + uint64(i)
		return h
	}, nil
}
