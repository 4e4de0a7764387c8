package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
)

// NewFunc creates a game from a record header. The games catalog
// (internal/games) provides one per game.
type NewFunc func(h *Header) (Game, error)

// ReplayError says where a record stopped replaying and why.
type ReplayError struct {
	// Index is the number of the choice that failed (0-based), or -1 when
	// the game could not be set up, or len(Choices) for a hash mismatch
	// at the end.
	Index  int
	Choice Choice
	Err    error
}

func (e *ReplayError) Error() string {
	switch {
	case e.Index < 0:
		return fmt.Sprintf("replay: setup: %v", e.Err)
	case e.Choice.Key == "":
		return fmt.Sprintf("replay: after %d choices: %v", e.Index, e.Err)
	}
	return fmt.Sprintf("replay: choice %d (seat %d, %q): %v", e.Index, e.Choice.Seat, e.Choice.Key, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay re-executes a record. It returns the game as far as it got, and
// a *ReplayError naming the first choice that could not be applied, or
// the final hash if it differs from the one stored in the record. Each
// choice's events are passed to onEvents when it is non-nil (index -1 for
// the setup's events).
func Replay(r *Record, newGame NewFunc, onEvents func(index int, c Choice, ev []Event)) (Game, error) {
	var onStep func(ReplayStep) error
	if onEvents != nil {
		onStep = func(s ReplayStep) error {
			onEvents(s.Index, s.Choice, s.Events)
			return nil
		}
	}
	return ReplaySteps(r, newGame, onStep)
}

// ReplayStep is one step of a replay as ReplaySteps reports it.
type ReplayStep struct {
	// Index is the choice's number, -1 for the setup.
	Index  int
	Choice Choice
	// Public is what the other seats and spectators learned of the
	// choice (PublicChoice), taken before it was applied.
	Public Option
	// Events are the events the choice (or the setup) emitted.
	Events []Event
	// Game is the game after the step; read it, do not change it.
	Game Game
}

// ReplaySteps is Replay reporting each step, the public projection of
// its choice included; an error returned by onStep stops the replay
// with a *ReplayError at that choice (a failed invariant check, say).
func ReplaySteps(r *Record, newGame NewFunc, onStep func(ReplayStep) error) (g Game, err error) {
	at := -1 // the choice being replayed
	defer func() {
		// A record of a game that panicked (a failure record of the lab)
		// replays to the panic and reports it, like any failing choice.
		if p := recover(); p != nil {
			var c Choice
			if at >= 0 {
				c = r.Choices[at]
			}
			err = &ReplayError{Index: at, Choice: c, Err: fmt.Errorf("panic: %v", p)}
		}
	}()
	g, err = newGame(&r.Header)
	if err != nil {
		return nil, &ReplayError{Index: -1, Err: err}
	}
	onEvents := func(i int, c Choice, public Option, ev []Event) error {
		return onStep(ReplayStep{Index: i, Choice: c, Public: public, Events: ev, Game: g})
	}
	if onStep != nil {
		if err := onEvents(-1, Choice{}, Option{}, g.TakeEvents()); err != nil {
			return g, &ReplayError{Index: -1, Err: err}
		}
	} else if q, ok := g.(Quieter); ok {
		// Nobody reads the commentary of a silent replay (loading a saved
		// game): skip it, and switch it back on for what comes next.
		g.TakeEvents()
		q.SetQuiet(true)
		defer q.SetQuiet(false)
	}
	for i, c := range r.Choices {
		at = i
		d := g.Pending()
		if d == nil {
			return g, &ReplayError{Index: i, Choice: c, Err: fmt.Errorf("the game is already over")}
		}
		var public Option
		if onStep != nil {
			public = PublicChoice(g, d, c.Key)
		}
		if err := g.Apply(c.Seat, c.Key); err != nil {
			return g, &ReplayError{Index: i, Choice: c, Err: err}
		}
		if onStep != nil {
			if err := onEvents(i, c, public, g.TakeEvents()); err != nil {
				return g, &ReplayError{Index: i, Choice: c, Err: err}
			}
		} else {
			g.TakeEvents()
		}
	}
	if r.Hash != "" {
		if h := g.Hash(); h != r.Hash {
			return g, &ReplayError{Index: len(r.Choices),
				Err: fmt.Errorf("final state hash %s differs from the record's %s", h, r.Hash)}
		}
	}
	return g, nil
}

// HashJSON is a convenience for Game.Hash: the hex SHA-256 of v's JSON
// encoding. v must encode deterministically (structs and slices; maps are
// encoded with sorted keys by encoding/json, so they are safe too).
func HashJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("engine: HashJSON: %v", err)) // a state that cannot encode is a bug
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}
