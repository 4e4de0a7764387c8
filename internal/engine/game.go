package engine

import (
	"fmt"
	"strings"
)

// Seat identifies one chair at the table: a player (or a bot in that
// player's place). Seats are numbered from 0. Spectator is the seat of
// someone who watches and holds no secrets.
type Seat int

// Spectator is the pseudo-seat of an onlooker: its View shows only what
// is public.
const Spectator Seat = -1

// Game is one game in progress: a deterministic state machine that stops
// whenever someone must choose.
//
// Invariants every implementation keeps (and enginetest checks):
//   - Pending returns nil exactly when Outcome is non-nil.
//   - A non-nil Decision has at least one Option, and its option keys are
//     unique and in a documented, deterministic order.
//   - Apply accepts exactly the keys of the pending decision, for the
//     pending seat; anything else returns an error and leaves the state
//     unchanged.
//   - The game owns its randomness (an RNG seeded at creation). The same
//     seed and the same choices always give the same states, events and
//     Hash; nothing depends on time, global state or map order.
//   - View(seat) holds only what that seat may know.
//   - Clone returns an independent copy: applying choices to one never
//     changes the other.
type Game interface {
	// Pending says who must choose now and among what; nil once the game
	// is over.
	Pending() *Decision
	// Apply makes the choice named by key for seat. An illegal choice is
	// rejected with an *IllegalChoiceError and changes nothing.
	Apply(seat Seat, key string) error
	// View is what seat may see now, hidden information redacted.
	View(seat Seat) View
	// Clone returns an independent deep copy, RNG included.
	Clone() Game
	// Outcome is nil while the game runs, then who won and why.
	Outcome() *Outcome
	// Seats is the number of seats at the table.
	Seats() int
	// TakeEvents returns the events emitted since the last call and
	// forgets them.
	TakeEvents() []Event
	// Hash is a digest of the complete state (hidden parts included),
	// used to check that a replay reached the same state.
	Hash() string
}

// View is what one seat may see of a game: a game-specific value that
// encodes to JSON for clients. It never holds another seat's secrets.
type View any

// Checker is implemented by games that can verify their own invariants
// (every card somewhere exactly once, at most one model a space, ...).
// The simulation lab calls it after every choice.
type Checker interface {
	Check() error
}

// Decision is a question put to one seat. Its options may name that
// seat's secrets (the cards in its hand), so a decision is shown to its
// own seat only; other seats and spectators learn that the seat is
// choosing, not among what.
type Decision struct {
	Seat    Seat     `json:"seat"`
	Prompt  Msg      `json:"prompt"`
	Options []Option `json:"options"`
	// Kind says whether the question is a real choice or a tie-break
	// (see Kind; Class adds "forced" for a single option).
	Kind Kind `json:"kind"`
}

// Option is one legal answer to a Decision.
type Option struct {
	// Key names the option uniquely within its decision ("move:C4",
	// "stop", "fire:no"). Records store keys, so they are stable.
	Key string `json:"key"`
	// Msg says what the option does, for any language.
	Msg Msg `json:"msg"`
	// At is the board location the option points at, if any (a square
	// name), so a client can offer it under a cursor.
	At string `json:"at,omitempty"`
}

// Find returns the index of the option with the given key, or -1.
func (d *Decision) Find(key string) int {
	for i := range d.Options {
		if d.Options[i].Key == key {
			return i
		}
	}
	return -1
}

// Keys lists the option keys in order.
func (d *Decision) Keys() []string {
	keys := make([]string, len(d.Options))
	for i := range d.Options {
		keys[i] = d.Options[i].Key
	}
	return keys
}

// Validate checks a choice against the decision, returning an
// *IllegalChoiceError that says why it is not legal.
func (d *Decision) Validate(game string, seat Seat, key string) error {
	if d != nil && seat == d.Seat && d.Find(key) >= 0 {
		return nil // before building the title: every choice comes here
	}
	title := "@" + game + ".title"
	if d == nil {
		return &IllegalChoiceError{Game: game, Seat: seat, Key: key, Reason: "the game is over",
			Msg: M("engine.illegal.over", "game", title, "seat", seat, "key", key)}
	}
	if seat != d.Seat {
		return &IllegalChoiceError{Game: game, Seat: seat, Key: key,
			Reason: fmt.Sprintf("seat %d is not to choose; seat %d is", seat, d.Seat),
			Msg:    M("engine.illegal.not-your-turn", "game", title, "seat", seat, "key", key, "want", d.Seat)}
	}
	if d.Find(key) < 0 {
		return &IllegalChoiceError{Game: game, Seat: seat, Key: key,
			Reason: "not one of the options", Options: d.Keys(),
			Msg: M("engine.illegal.not-an-option", "game", title, "seat", seat, "key", key, "n", len(d.Options))}
	}
	return nil
}

// IllegalChoiceError is returned by Apply for a choice that is not among
// the pending options. Error is English, for logs and developers; Msg is
// the same for players, rendered in their language.
type IllegalChoiceError struct {
	Game    string
	Seat    Seat
	Key     string
	Reason  string
	Options []string
	Msg     Msg
}

func (e *IllegalChoiceError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: seat %d cannot choose %q: %s", e.Game, e.Seat, Clip(e.Key), e.Reason)
	if len(e.Options) > 0 {
		const most = 12
		opts := e.Options
		more := ""
		if len(opts) > most {
			more = fmt.Sprintf(" …%d more", len(opts)-most)
			opts = opts[:most]
		}
		fmt.Fprintf(&b, "; want one of [%s%s]", strings.Join(opts, " "), more)
	}
	return b.String()
}

// Outcome says how a game ended.
type Outcome struct {
	// Winner names the winning side in the game's own terms ("players",
	// "aliens", "humans", "martians"), or "draw".
	Winner string `json:"winner"`
	// Seats are the seats that won (empty on a draw or when the rules won).
	Seats []Seat `json:"seats,omitempty"`
	// Rule is the rule that ended the game ("aliens F.8.1").
	Rule string `json:"rule"`
	// Reason says why, for any language.
	Reason Msg `json:"reason"`
}

// Rounder is implemented by games that count rounds (Mars Attacks'
// rounds, the Aliens Turn Dial): the simulation lab reports how many
// rounds its games lasted.
type Rounder interface {
	// Round is the number of the round under way (or the last one
	// played, once the game is over).
	Round() int
}

// Quieter is implemented by games whose event log can be switched off, so
// that the simulation lab does not pay for commentary nobody reads.
//
// A quiet game may also reuse the memory of its decisions (and of its
// views): a Decision from Pending, or a View, stays as it was while it
// is answered and until the next choice is applied (a caller may still
// read the seat it answered for), not longer. Whoever keeps decisions for longer (a client's history) plays
// with the log on, where a decision never changes. (Package recycle is
// the memory both games build their decisions in under this rule.)
type Quieter interface {
	SetQuiet(quiet bool)
}

// Warmer is implemented by games that derive tables from their content
// and share them between games and clones, filling them lazily (the
// line of sight of a board): Warm fills them at once, so a long-running
// process (the benchmark, the simulation lab) pays for them up front and
// measures the games, not the tables. It never changes a game's play.
type Warmer interface {
	Warm()
}

// Projector is implemented by games whose options may name secrets: it
// says what seats other than the chooser, and spectators, may learn of
// a choice. A game that does not implement it reveals nothing of its
// choices (PublicChoice fails closed).
type Projector interface {
	// PublicOption is the public face of option i of the pending
	// decision d, read before the choice is applied: the option itself
	// when nothing about it is secret, else a key and message that name
	// no secret ("recycle", "Seat 1 Recycles a card from hand").
	PublicOption(d *Decision, i int) Option
}

// PublicChoice is what other seats and spectators may learn when d.Seat
// chooses key: what every client, log, record shown to others and server
// frame uses instead of the option itself. Call it before applying the
// choice (a quiet game may reuse the decision's memory afterwards).
func PublicChoice(g Game, d *Decision, key string) Option {
	i := d.Find(key)
	if p, ok := g.(Projector); ok && i >= 0 {
		return p.PublicOption(d, i)
	}
	return HiddenChoice(d.Seat)
}

// HiddenChoice is the public face of a choice of which nothing may be
// told: that seat chose.
func HiddenChoice(seat Seat) Option {
	return Option{Msg: M("engine.choice.hidden", "seat", seat)}
}

// Public is what seats other than d.Seat and spectators may learn of a
// decision: who is to choose and the question, never the options.
func (d *Decision) Public() Decision {
	return Decision{Seat: d.Seat, Prompt: d.Prompt}
}
