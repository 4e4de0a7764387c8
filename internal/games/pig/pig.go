// Package pig is a small dice game, Pig with a secret lucky number, that
// exercises the engine protocol end to end (decisions, hidden
// information, chance, records, the simulation lab) without the weight of
// a full rulebook. It is the engine's test game; the real games are
// aliens and marsattacks.
//
// Rules: players take turns. On your turn you roll a d6 as often as you
// like ("roll") and then bank your turn total ("hold"). Rolling a 1 loses
// the turn total and ends the turn. Each player was dealt a secret lucky
// number from 2..6 at the start: rolling it adds double. The first to
// reach the target score wins.
package pig

import (
	"encoding/json"
	"fmt"

	"github.com/sulaco/sulaco/internal/engine"
)

// Name is the catalog name of the game.
const Name = "pig"

// Options are the game's settings.
type Options struct {
	Players int `json:"players"`
	Target  int `json:"target"`
}

// DefaultOptions are two players racing to 100.
func DefaultOptions() Options { return Options{Players: 2, Target: 100} }

// Game is one game of Pig.
type Game struct {
	opts   Options
	rng    engine.RNG
	log    engine.Log
	scores []int
	lucky  []int // secret, one per seat
	turn   engine.Seat
	total  int // the current turn total
	winner engine.Seat
	over   bool
	rolls  int
}

// New sets up a game.
func New(opts Options, seed uint64) (*Game, error) {
	if opts.Players < 2 || opts.Players > 6 {
		return nil, fmt.Errorf("pig: players: %d is out of range 2..6", opts.Players)
	}
	if opts.Target < 1 || opts.Target > 10000 {
		return nil, fmt.Errorf("pig: target: %d is out of range 1..10000", opts.Target)
	}
	g := &Game{opts: opts, rng: engine.NewRNG(seed), scores: make([]int, opts.Players)}
	// Deal the lucky numbers from a shuffled pile of 2..6 (no two alike
	// while the pile lasts).
	pile := []int{2, 3, 4, 5, 6}
	g.rng.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
	for s := range opts.Players {
		g.lucky = append(g.lucky, pile[s%len(pile)])
		g.log.Emit(engine.Event{Rule: "pig 1", Msg: engine.M("pig.dealt", "seat", s, "lucky", g.lucky[s]),
			To: engine.Only(engine.Seat(s))})
	}
	return g, nil
}

// NewFromHeader creates a game from a record header.
func NewFromHeader(h *engine.Header) (engine.Game, error) {
	opts, err := DecodeOptions(h.Options)
	if err != nil {
		return nil, err
	}
	if len(h.Seats) != opts.Players {
		return nil, fmt.Errorf("pig: %d seats for %d players", len(h.Seats), opts.Players)
	}
	return New(opts, h.Seed)
}

// DecodeOptions reads options strictly over the defaults; empty means
// the defaults.
func DecodeOptions(data json.RawMessage) (Options, error) {
	opts := DefaultOptions()
	if err := engine.DecodeOptions(data, &opts); err != nil {
		return opts, fmt.Errorf("pig: options: %w", err)
	}
	return opts, nil
}

// Pending implements engine.Game.
func (g *Game) Pending() *engine.Decision {
	if g.over {
		return nil
	}
	d := &engine.Decision{Seat: g.turn, Prompt: engine.M("pig.prompt", "total", g.total)}
	d.Options = []engine.Option{
		{Key: "roll", Msg: engine.M("pig.roll")},
		{Key: "hold", Msg: engine.M("pig.hold", "total", g.total)},
	}
	return d
}

// Apply implements engine.Game.
func (g *Game) Apply(seat engine.Seat, key string) error {
	if err := g.Pending().Validate(Name, seat, key); err != nil {
		return err
	}
	switch key {
	case "roll":
		g.rolls++
		v := g.rng.Roll(6)
		switch v {
		case 1:
			g.log.Add("pig 2", engine.M("pig.rolled-one", "seat", seat), v)
			g.total = 0
			g.next()
		case g.lucky[seat]:
			g.total += 2 * v
			g.log.Add("pig 3", engine.M("pig.rolled-lucky", "seat", seat, "value", v), v)
		default:
			g.total += v
			g.log.Add("pig 2", engine.M("pig.rolled", "seat", seat, "value", v), v)
		}
	case "hold":
		g.scores[seat] += g.total
		g.log.Add("pig 2", engine.M("pig.held", "seat", seat, "total", g.total, "score", g.scores[seat]), nil)
		g.total = 0
		if g.scores[seat] >= g.opts.Target {
			g.over, g.winner = true, seat
			g.log.Add("pig 4", engine.M("pig.won", "seat", seat), nil)
			return nil
		}
		g.next()
	}
	return nil
}

func (g *Game) next() { g.turn = (g.turn + 1) % engine.Seat(g.opts.Players) }

// View is what one seat sees: every score, and its own lucky number only.
type View struct {
	Scores []int       `json:"scores"`
	Turn   engine.Seat `json:"turn"`
	Total  int         `json:"total"`
	Lucky  int         `json:"lucky,omitempty"` // 0 for spectators
}

// View implements engine.Game.
func (g *Game) View(seat engine.Seat) engine.View {
	v := View{Scores: append([]int(nil), g.scores...), Turn: g.turn, Total: g.total}
	if seat >= 0 && int(seat) < len(g.lucky) {
		v.Lucky = g.lucky[seat]
	}
	return v
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	c.scores = append([]int(nil), g.scores...)
	c.lucky = append([]int(nil), g.lucky...)
	c.log = g.log.Clone()
	return &c
}

// Outcome implements engine.Game.
func (g *Game) Outcome() *engine.Outcome {
	if !g.over {
		return nil
	}
	return &engine.Outcome{Winner: fmt.Sprintf("seat%d", g.winner), Seats: []engine.Seat{g.winner},
		Rule: "pig 4", Reason: engine.M("pig.won", "seat", g.winner)}
}

// Seats implements engine.Game.
func (g *Game) Seats() int { return g.opts.Players }

// TakeEvents implements engine.Game.
func (g *Game) TakeEvents() []engine.Event { return g.log.Take() }

// SetQuiet turns the event log off (for the simulation lab).
func (g *Game) SetQuiet(q bool) { g.log.Off = q }

// Hash implements engine.Game.
func (g *Game) Hash() string {
	return engine.HashJSON(struct {
		Scores, Lucky []int
		Turn          engine.Seat
		Total, Rolls  int
		Over          bool
		RNG           []byte
	}{g.scores, g.lucky, g.turn, g.total, g.rolls, g.over, g.rng.State()})
}

// Check implements engine.Checker.
func (g *Game) Check() error {
	for s, sc := range g.scores {
		if sc < 0 {
			return fmt.Errorf("pig: seat %d has a negative score %d", s, sc)
		}
		if sc >= g.opts.Target && !(g.over && g.winner == engine.Seat(s)) {
			return fmt.Errorf("pig: seat %d reached the target without winning", s)
		}
	}
	return nil
}

// Lucky returns a seat's secret lucky number (for tests that check no
// other seat's view contains it).
func (g *Game) Lucky(seat engine.Seat) int { return g.lucky[seat] }

// RNG gives rule tests access to the dice (enginetest.Dicer).
func (g *Game) RNG() *engine.RNG { return &g.rng }

// PublicOption implements engine.Projector: Pig's choices (roll or hold)
// hide nothing.
func (g *Game) PublicOption(d *engine.Decision, i int) engine.Option { return d.Options[i] }
