// Package enginetest is the test kit shared by every game: random-game
// property checks of the engine contract, and a small scenario DSL for
// rule tests (fix the dice, give choices, assert on options, events and
// outcome).
package enginetest

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// Config describes how to play random games of one game.
type Config struct {
	// New creates a fresh game from a header (the game's catalog entry).
	New engine.NewFunc
	// Header returns the header of game number i (its seed and options).
	Header func(i int) engine.Header
	// MaxChoices bounds a game's length; reaching it fails the test.
	MaxChoices int
	// Check adds game-specific invariants, run after every choice.
	Check func(g engine.Game) error
	// Leaks returns, for a seat (or the spectator), strings that must not
	// appear in anything that seat receives, as JSON: its view, the
	// events it may see, the other seats' decisions as they are shown to
	// it (Decision.Public) and the public projection of their choices
	// (engine.PublicChoice). Optional.
	Leaks func(g engine.Game, seat engine.Seat) []string
	// DeepEvery runs the expensive checks (clone independence, illegal
	// choice rejection, leaks) every n-th choice; 1 means always.
	DeepEvery int
}

// RandomGames plays n games choosing uniformly among the legal options
// and checks the engine contract at every step:
//   - Pending is nil exactly when Outcome is set; decisions have options
//     with unique keys, for a seat at the table;
//   - an unlisted key and a wrong seat are rejected and change nothing;
//   - a clone has the same hash and evolves independently;
//   - nothing a seat receives leaks another seat's secrets: its view,
//     the events it may see, the decisions of others as shown to it and
//     the public projections of their choices (see Config.Leaks);
//   - replaying the record gives the same final hash, and so does
//     encoding and decoding it.
//
// A failure names the game number and seed so it can be replayed.
func RandomGames(t testing.TB, cfg Config, n int) {
	t.Helper()
	if cfg.DeepEvery <= 0 {
		cfg.DeepEvery = 1
	}
	for i := range n {
		h := cfg.Header(i)
		if err := playOne(cfg, h, uint64(i)); err != nil {
			t.Fatalf("game %d (seed %d): %v", i, h.Seed, err)
		}
	}
}

func playOne(cfg Config, h engine.Header, pickSeed uint64) error {
	g, err := cfg.New(&h)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if setup := g.TakeEvents(); cfg.Leaks != nil {
		if err := checkSent(cfg, g, engine.Spectator, nil, setup); err != nil {
			return fmt.Errorf("setup: %w", err)
		}
	}
	pick := engine.NewRNG(pickSeed ^ 0xa5a5a5a5)
	rec := engine.Record{Format: engine.RecordFormat, Header: h}
	for step := 0; ; step++ {
		d := g.Pending()
		out := g.Outcome()
		if (d == nil) == (out == nil) {
			return fmt.Errorf("step %d: Pending nil=%v but Outcome nil=%v", step, d == nil, out == nil)
		}
		if d == nil {
			break
		}
		if step >= cfg.MaxChoices {
			return fmt.Errorf("game not over after %d choices", step)
		}
		if err := checkDecision(g, d); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		deep := step%cfg.DeepEvery == 0
		if deep {
			if err := deepChecks(cfg, g, d); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
		}
		opt := d.Options[pick.IntN(len(d.Options))]
		public := engine.PublicChoice(g, d, opt.Key)
		seat := d.Seat
		if err := g.Apply(d.Seat, opt.Key); err != nil {
			return fmt.Errorf("step %d: legal option %q rejected: %w", step, opt.Key, err)
		}
		events := g.TakeEvents()
		if deep && cfg.Leaks != nil {
			if err := checkSent(cfg, g, seat, &public, events); err != nil {
				return fmt.Errorf("step %d after %q: %w", step, opt.Key, err)
			}
		}
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: opt.Key})
		if cfg.Check != nil {
			if err := cfg.Check(g); err != nil {
				return fmt.Errorf("step %d after %q: invariant: %w", step, opt.Key, err)
			}
		}
	}
	rec.Hash = g.Hash()
	// Replay from the record, directly and through its encoding.
	if _, err := engine.Replay(&rec, cfg.New, nil); err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	var buf bytes.Buffer
	if err := rec.Encode(&buf); err != nil {
		return err
	}
	dec, err := engine.DecodeRecord("record.json", buf.Bytes())
	if err != nil {
		return fmt.Errorf("decode own record: %w", err)
	}
	if _, err := engine.Replay(dec, cfg.New, nil); err != nil {
		return fmt.Errorf("replay decoded record: %w", err)
	}
	return nil
}

func checkDecision(g engine.Game, d *engine.Decision) error {
	if d.Seat < 0 || int(d.Seat) >= g.Seats() {
		return fmt.Errorf("decision for seat %d of %d", d.Seat, g.Seats())
	}
	if len(d.Options) == 0 {
		return fmt.Errorf("decision with no options (prompt %s)", d.Prompt.Key)
	}
	keys := d.Keys()
	sorted := slices.Clone(keys)
	slices.Sort(sorted)
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			return fmt.Errorf("duplicate option key %q", sorted[i])
		}
	}
	return nil
}

func deepChecks(cfg Config, g engine.Game, d *engine.Decision) error {
	before := g.Hash()
	// Illegal choices change nothing.
	if err := g.Apply(d.Seat, "\x00no-such-option"); err == nil {
		return fmt.Errorf("an unlisted key was accepted")
	}
	if g.Seats() > 1 {
		other := (d.Seat + 1) % engine.Seat(g.Seats())
		if err := g.Apply(other, d.Options[0].Key); err == nil {
			return fmt.Errorf("seat %d chose for seat %d", other, d.Seat)
		}
	}
	if h := g.Hash(); h != before {
		return fmt.Errorf("a rejected choice changed the state")
	}
	// Clones are equal and independent.
	c := g.Clone()
	if c.Hash() != before {
		return fmt.Errorf("clone hash differs")
	}
	if err := c.Apply(d.Seat, d.Options[0].Key); err != nil {
		return fmt.Errorf("clone rejected a legal option: %w", err)
	}
	c.TakeEvents()
	if g.Hash() != before {
		return fmt.Errorf("applying a choice to a clone changed the original")
	}
	// Views, and the decision as others see it, hold no other seat's
	// secrets.
	if cfg.Leaks != nil {
		for s := engine.Spectator; int(s) < g.Seats(); s++ {
			secrets := cfg.Leaks(g, s)
			if err := CheckNoLeak(g, s, secrets); err != nil {
				return err
			}
			if err := checkScene(g, s, d, secrets); err != nil {
				return err
			}
			if s != d.Seat {
				if err := noLeak(fmt.Sprintf("seat %d's decision shown to seat %d", d.Seat, s), d.Public(), secrets); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// checkSent checks what the seats receive once chooser's choice is
// applied: the events each may see and, for the others, the choice's
// public projection (nil for the setup's events), against the secrets of
// the state after the choice.
func checkSent(cfg Config, g engine.Game, chooser engine.Seat, public *engine.Option, events []engine.Event) error {
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		secrets := cfg.Leaks(g, s)
		for i, e := range events {
			if e.To.Sees(s) {
				if err := noLeak(fmt.Sprintf("event %d (%s) shown to seat %d", i, e.Msg.Key, s), e, secrets); err != nil {
					return err
				}
			}
		}
		if public != nil && s != chooser {
			if err := noLeak(fmt.Sprintf("seat %d's choice shown to seat %d", chooser, s), projection(*public), secrets); err != nil {
				return err
			}
		}
	}
	return nil
}
