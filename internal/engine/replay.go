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
	g, err := newGame(&r.Header)
	if err != nil {
		return nil, &ReplayError{Index: -1, Err: err}
	}
	if onEvents != nil {
		onEvents(-1, Choice{}, g.TakeEvents())
	} else if q, ok := g.(Quieter); ok {
		// Nobody reads the commentary of a silent replay (loading a saved
		// game): skip it, and switch it back on for what comes next.
		g.TakeEvents()
		q.SetQuiet(true)
		defer q.SetQuiet(false)
	}
	for i, c := range r.Choices {
		if g.Pending() == nil {
			return g, &ReplayError{Index: i, Choice: c, Err: fmt.Errorf("the game is already over")}
		}
		if err := g.Apply(c.Seat, c.Key); err != nil {
			return g, &ReplayError{Index: i, Choice: c, Err: err}
		}
		if onEvents != nil {
			onEvents(i, c, g.TakeEvents())
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
