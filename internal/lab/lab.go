// Package lab sweeps missions or scenarios × player counts × bots with
// the simulation lab, keeps every finished game so that runs on several
// machines merge (shards), and draws the results as a self-contained
// HTML report (SVG charts from gonum.org/v1/plot) with CSV and JSON data.
package lab

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/search"
	"github.com/sulaco/sulaco/internal/sim"
)

// DataVersion is the version of the JSON data; Merge refuses others.
const DataVersion = 1

// Cell is one point of a sweep: a game, its mission or scenario, a
// number of players (0: the game's default) and the bot of each seat
// (the last fills the rest).
type Cell struct {
	Game    string   `json:"game"`
	Setup   string   `json:"setup"`
	Players int      `json:"players,omitempty"`
	Bots    []string `json:"bots"`
	// Options are game options laid over the game's defaults for this
	// cell (the Heroes of an Aliens table, Newt, the captives).
	Options map[string]any `json:"options,omitempty"`
}

// Name is the cell's label: "aliens bug-hunt-1 1p rules", then the
// options as JSON if the cell has any (its seeds derive from the name).
func (c Cell) Name() string {
	var b strings.Builder
	b.WriteString(c.Game + " " + c.Setup)
	if c.Players > 0 {
		b.WriteString(" " + strconv.Itoa(c.Players) + "p")
	}
	b.WriteString(" " + strings.Join(c.Bots, ","))
	if len(c.Options) > 0 {
		js, _ := json.Marshal(c.Options) // keys sorted: one name per cell
		b.WriteString(" " + string(js))
	}
	return b.String()
}

// Sweep is what to run.
type Sweep struct {
	Cells []Cell
	// Games per cell, over all shards.
	Games int
	// Seed of the sweep: each cell's games take seeds derived from it and
	// the cell's name, so a cell plays the same games in any sweep.
	Seed uint64
	// Shard and Shards: this run plays the games i of each cell with
	// i % Shards == Shard (Shards 0 or 1: all).
	Shard, Shards int
	Workers       int
	Checks        sim.CheckMode
	// Curves: odds curves (CurvePoints positions, CurveGames sampled games
	// each) of the first game of the first cell of each game, on shard 0.
	Curves                  bool
	CurvePoints, CurveGames int
	// Progress hears of every game played (done and total of this shard).
	Progress func(done, total int)
}

// DefaultSweep is the sweep `sulaco lab` runs without flags: every Bug
// Hunt at one and four players and three Mars Attacks setups, rules bots,
// with odds curves; about a minute on two cores.
func DefaultSweep() Sweep {
	s := Sweep{Games: 40, Seed: 1, Checks: sim.CheckEnd, Curves: true, CurvePoints: 10, CurveGames: 40}
	for _, m := range []string{"bug-hunt-1", "bug-hunt-2", "bug-hunt-3", "bug-hunt-4"} {
		for _, p := range []int{1, 4} {
			s.Cells = append(s.Cells, Cell{Game: "aliens", Setup: m, Players: p, Bots: []string{"rules"}})
		}
	}
	for _, sc := range []string{"skirmish", "s1", "s3"} {
		s.Cells = append(s.Cells, Cell{Game: "marsattacks", Setup: sc, Bots: []string{"rules"}})
	}
	s.Cells = append(s.Cells, Cell{Game: "marsattacks", Setup: "skirmish", Bots: []string{"random", "rules"}})
	return s
}

// Data is a sweep's results: what the JSON file holds and Merge adds up.
type Data struct {
	Version int          `json:"version"`
	Seed    uint64       `json:"seed"`
	Games   int          `json:"games"` // per cell, over all shards
	Shards  []int        `json:"shards"`
	Of      int          `json:"of"` // the number of shards
	Cells   []CellResult `json:"cells"`
}

// CellResult is one cell's games.
type CellResult struct {
	Cell
	// Played are the finished games, by their index in the cell.
	Played []sim.Played `json:"played"`
	// Violations count games that broke an invariant (their records are
	// written by sim; here only how many).
	Violations int `json:"violations"`
	// Curve is the odds of seat 0 over the cell's first game, if drawn.
	Curve []search.Point `json:"curve,omitempty"`
}

// header builds the header of game i of cell c.
func header(cat *games.Catalog, content string, c Cell, seed uint64) (func(i int) engine.Header, error) {
	def, err := cat.Lookup(c.Game)
	if err != nil {
		return nil, err
	}
	raw, err := def.Options(c.Players)
	if err != nil {
		return nil, fmt.Errorf("lab: %s: %w", c.Name(), err)
	}
	opts := map[string]any{}
	if err := json.Unmarshal(raw, &opts); err != nil {
		return nil, fmt.Errorf("lab: %s: %w", c.Name(), err)
	}
	if def.Setup.Board == "" {
		return nil, fmt.Errorf("lab: %s: game %s has no missions or scenarios to sweep", c.Name(), c.Game)
	}
	opts[def.Setup.Board] = c.Setup
	for k, v := range c.Options {
		opts[k] = v
	}
	data, err := json.Marshal(opts)
	if err != nil {
		return nil, err
	}
	n, err := def.Seats(data)
	if err != nil {
		return nil, fmt.Errorf("lab: %s: %w", c.Name(), err)
	}
	seats := make([]engine.SeatInfo, n)
	for s := range seats {
		seats[s] = engine.SeatInfo{Player: "bot:" + c.Bots[min(s, len(c.Bots)-1)]}
	}
	base := engine.Header{Game: def.Name, Content: content, Options: data, Seats: seats}
	h := fnv.New64a()
	h.Write([]byte(c.Name()))
	cellSeed := seed ^ h.Sum64()
	if _, err := def.New(&base); err != nil {
		return nil, fmt.Errorf("lab: %s: %w", c.Name(), err)
	}
	return func(i int) engine.Header {
		hd := base
		hd.Seed = cellSeed + uint64(i)
		return hd
	}, nil
}

// Run plays the sweep's games of this shard and returns their data.
func Run(ctx context.Context, cat *games.Catalog, content string, sw Sweep) (*Data, error) {
	shards := max(sw.Shards, 1)
	if sw.Shard < 0 || sw.Shard >= shards {
		return nil, fmt.Errorf("lab: shard %d of %d", sw.Shard, shards)
	}
	if sw.Games <= 0 || len(sw.Cells) == 0 {
		return nil, fmt.Errorf("lab: nothing to run (%d games, %d cells)", sw.Games, len(sw.Cells))
	}
	mine := func(i int) int { return sw.Shard + i*shards } // the cell's game of this shard's i-th
	per := 0
	for i := 0; mine(i) < sw.Games; i++ {
		per++
	}
	d := &Data{Version: DataVersion, Seed: sw.Seed, Games: sw.Games, Shards: []int{sw.Shard}, Of: shards}
	done := 0
	curved := map[string]bool{}
	for _, c := range sw.Cells {
		hd, err := header(cat, content, c, sw.Seed)
		if err != nil {
			return nil, err
		}
		def, _ := cat.Lookup(c.Game)
		cr := CellResult{Cell: c}
		if per > 0 {
			base := done
			res, err := sim.Run(ctx, sim.Config{New: def.New, Header: func(i int) engine.Header { return hd(mine(i)) },
				Bots: c.Bots, Games: per, Workers: sw.Workers, Checks: sw.Checks,
				Progress: func(n, _ int) {
					if sw.Progress != nil {
						sw.Progress(base+n, per*len(sw.Cells))
					}
				}})
			if err != nil {
				return nil, err
			}
			for _, p := range res.Played {
				p.Game = mine(p.Game)
				cr.Played = append(cr.Played, p)
			}
			cr.Violations = len(res.Violations)
			done += per
		}
		if sw.Curves && sw.Shard == 0 && !curved[c.Game] {
			curved[c.Game] = true
			rec, err := record(def.New, hd(0), c.Bots)
			if err != nil {
				return nil, err
			}
			cr.Curve, err = search.Curve(rec, def.New, 0, sw.CurvePoints,
				search.OddsConfig{Games: sw.CurveGames, Seed: sw.Seed, Workers: sw.Workers, Rollout: bot.RulesPolicy})
			if err != nil {
				return nil, err
			}
		}
		d.Cells = append(d.Cells, cr)
	}
	return d, nil
}

// record plays the game of header h with the cell's bots, as sim does,
// and returns its record.
func record(newGame engine.NewFunc, h engine.Header, bots []string) (*engine.Record, error) {
	g, err := newGame(&h)
	if err != nil {
		return nil, err
	}
	if q, ok := g.(engine.Quieter); ok {
		q.SetQuiet(true)
	}
	players := make([]bot.Bot, g.Seats())
	for s := range players {
		if players[s], err = bot.New(bots[min(s, len(bots)-1)], h.Game, h.Seed*31+uint64(s)+1); err != nil {
			return nil, err
		}
	}
	rec := &engine.Record{Format: engine.RecordFormat, Header: h}
	for d := g.Pending(); d != nil; d = g.Pending() {
		if len(rec.Choices) > 1_000_000 {
			return nil, fmt.Errorf("lab: game %d not over after a million choices", h.Seed)
		}
		k := bot.Decide(players[d.Seat], g, d)
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: k})
		if err := g.Apply(d.Seat, k); err != nil {
			return nil, err
		}
	}
	return rec, nil
}

// Merge adds up the data of shards of one sweep: the same cells, seed and
// games, different shards.
func Merge(parts ...*Data) (*Data, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("lab merge: no data")
	}
	out := &Data{Version: DataVersion, Seed: parts[0].Seed, Games: parts[0].Games, Of: parts[0].Of}
	seen := map[int]bool{}
	for pi, p := range parts {
		if p.Version != DataVersion {
			return nil, fmt.Errorf("lab merge: part %d has version %d, want %d", pi+1, p.Version, DataVersion)
		}
		if p.Seed != out.Seed || p.Games != out.Games || p.Of != out.Of || len(p.Cells) != len(parts[0].Cells) {
			return nil, fmt.Errorf("lab merge: part %d is from another sweep (seed %d, %d games, %d shards, %d cells)",
				pi+1, p.Seed, p.Games, p.Of, len(p.Cells))
		}
		for _, s := range p.Shards {
			if seen[s] {
				return nil, fmt.Errorf("lab merge: shard %d given twice", s)
			}
			seen[s] = true
			out.Shards = append(out.Shards, s)
		}
	}
	for ci := range parts[0].Cells {
		cr := CellResult{Cell: parts[0].Cells[ci].Cell}
		for pi, p := range parts {
			c := p.Cells[ci]
			if c.Name() != cr.Name() {
				return nil, fmt.Errorf("lab merge: part %d cell %d is %q, want %q", pi+1, ci+1, c.Name(), cr.Name())
			}
			cr.Played = append(cr.Played, c.Played...)
			cr.Violations += c.Violations
			if len(c.Curve) > 0 {
				cr.Curve = c.Curve
			}
		}
		sortPlayed(cr.Played)
		out.Cells = append(out.Cells, cr)
	}
	sortInts(out.Shards)
	return out, nil
}
