// Package recycle is the memory both games build their questions in:
// decisions (engine.Decision), their options and their messages'
// arguments, carved out of shared blocks (one allocation per few hundred
// values instead of one per decision, option list or message), and, in
// a quiet game, taken back once nobody reads them any more.
//
// A game keeps one Memory beside its state, calls Answered once per
// choice it applies, SetQuiet when its log is switched and Release when
// it ends, and builds every decision it hands out with Decision,
// Options, Grow, Args and Message. Lists of its own types that follow
// the same contract (an Aliens view's) it takes from a List.
//
// # The contract
//
//   - Whatever Memory hands out reads as new (a decision holds what it is
//     given, arguments are zero, an option list is empty; what lies past
//     a list's length is not cleared and is not read) and is capped at
//     its length or room, so an append past it moves it out instead of
//     writing over its neighbour.
//   - A game with its log on never takes anything back: a decision it
//     handed out keeps its contents for as long as anyone holds it.
//   - A quiet game (SetQuiet(true); engine.Quieter: simulations, the
//     bench, bots' playouts, silent replays) carves what it carved in a
//     choice again two choices later (Answered counts them). So a
//     decision from Pending stays as it was while it is answered and
//     until the next choice is applied (a caller may still read the seat
//     it answered for, as sim.Bench does), not longer.
//   - SetQuiet forgets every block either way: their slices were handed
//     out under the other rule.
//   - A quiet game that ends calls Release with the decision its last
//     choice answered: its arrays go to the games to come (a pool shared
//     by all goroutines), and that decision moves out whole, so its
//     holder may read it as long as it likes, through the decision.
//   - A Memory is not game state: it is never hashed, the state never
//     points into it (a game copies out what it keeps, such as its end
//     message), and a clone starts with a Memory of its own (the zero
//     value: a logged game's; SetQuiet(true) makes it quiet). Two games
//     never carve from one block; a Memory belongs to one goroutine.
//
// Play never depends on where a question is built: TestQuietPlaysAlike
// in each game plays quiet and logged games side by side.
package recycle

import (
	"slices"
	"sync"

	"github.com/sulaco/sulaco/internal/engine"
)

// Memory hands out the decisions, options and message arguments of one
// game. The zero value is ready: it never recycles until SetQuiet(true).
type Memory struct {
	quiet bool
	// turn is where the blocks carve: in a quiet game, the parity of the
	// choices answered (the clock of recycling), 0 in a logged one.
	turn int
	// answered counts the choices answered and epoch the calls of
	// SetQuiet: a List reads the clock from them (list.go).
	answered, epoch uint64
	decisions       block[engine.Decision]
	options         block[engine.Option]
	args            block[engine.Arg]
}

// SetQuiet turns recycling on (a quiet game) or off (a game with its
// log on). Either way every block is forgotten. A quiet game's arrays
// start at what a choice builds at most in most games (a few decisions,
// a hundred options or arguments) and grow when one builds more; the
// decisions' are smallest, as an ended game keeps one of them (Release).
func (m *Memory) SetQuiet(quiet bool) {
	m.quiet, m.turn = quiet, 0
	m.epoch++
	m.decisions.quiet(quiet, 16, &left.decisions)
	m.options.quiet(quiet, 128, &left.options)
	m.args.quiet(quiet, 128, &left.args)
}

// left are the arrays ended quiet games left free, by type, for the
// games to come (Release). A sync.Pool is safe for games played on many
// goroutines at once and lets the collector have what stays unused.
var left struct {
	decisions, options, args sync.Pool
}

// Release tells a quiet memory that its game is over, after the choice
// that ended it: its arrays go to the games to come, which would
// otherwise allocate theirs anew (a random game of Mars Attacks is a few
// hundred choices, a bot's playout fewer). last, the decision that
// choice answered, stays whole for whoever holds it: its options and
// their messages' arguments move to memory of their own. (A copy of its
// Options taken before the choice must not be read after it.) The
// decisions carved in its last choice go too; those of the choice
// before, where last is, stay with the game. A logged memory ignores it.
func (m *Memory) Release(last *engine.Decision) {
	if !m.quiet {
		return
	}
	if last != nil {
		last.Prompt.Args = slices.Clone(last.Prompt.Args)
		last.Options = slices.Clone(last.Options)
		for i := range last.Options {
			last.Options[i].Msg.Args = slices.Clone(last.Options[i].Msg.Args)
		}
	}
	m.decisions.release(m.turn, true)
	m.options.release(m.turn, false)
	m.args.release(m.turn, false)
}

// Answered notes that a choice was applied: recycling counts choices,
// not time.
func (m *Memory) Answered() {
	if m.quiet {
		m.answered++
		m.turn = 1 - m.turn
		m.decisions.restart(m.turn)
		m.options.restart(m.turn)
		m.args.restart(m.turn)
	}
}

// Decision returns a decision for seat with prompt: a real choice
// (engine.KindChoice) without options.
func (m *Memory) Decision(seat engine.Seat, prompt engine.Msg) *engine.Decision {
	d := &m.decisions.take(1, m.turn)[0]
	// Field by field: a struct literal is built on the stack and copied,
	// twice the instructions (TestDecisionSetsEveryField keeps this the
	// whole decision).
	d.Seat, d.Prompt, d.Options, d.Kind = seat, prompt, nil, engine.KindChoice
	return d
}

// Options returns an empty option list with room for n options.
func (m *Memory) Options(n int) []engine.Option {
	return m.options.take(n, m.turn)[:0]
}

// Grow makes room for n more options after opts: opts itself if it has
// the room, else a copy with the room.
func (m *Memory) Grow(opts []engine.Option, n int) []engine.Option {
	if cap(opts)-len(opts) >= n {
		return opts
	}
	out := m.options.take(len(opts)+n, m.turn)
	copy(out, opts)
	return out[:len(opts)]
}

// Fit caps opts at its length and gives the room past it back, if opts
// is the list last handed out. Use the list it returns: the old one's
// room may be handed out again.
func (m *Memory) Fit(opts []engine.Option) []engine.Option {
	return m.options.fit(opts, m.turn)
}

// Unused gives back an option list built only to see whether to ask it,
// if it is the list last handed out. opts must not be read afterwards.
func (m *Memory) Unused(opts []engine.Option) {
	m.options.fit(opts[:0], m.turn)
}

// Args returns n zeroed message arguments.
func (m *Memory) Args(n int) []engine.Arg {
	args := m.args.take(n, m.turn)
	clear(args)
	return args
}

// Message is engine.M for string values, its arguments carved from the
// memory: the same message, without boxing each value on the way.
// pairs are name, value, name, value...
func (m *Memory) Message(key string, pairs ...string) engine.Msg {
	if len(pairs)%2 != 0 {
		panic("recycle: odd number of name/value arguments for " + key)
	}
	msg := engine.Msg{Key: key}
	if len(pairs) > 0 {
		msg.Args = m.args.take(len(pairs)/2, m.turn)
		for i := range msg.Args {
			msg.Args[i] = engine.Arg{Name: pairs[2*i], Value: pairs[2*i+1]}
		}
	}
	return msg
}
