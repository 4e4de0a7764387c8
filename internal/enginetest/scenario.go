package enginetest

import (
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// Dicer is implemented by games whose RNG a test may reach to fix the
// next die results.
type Dicer interface {
	RNG() *engine.RNG
}

// Scenario drives a game in a rule test. Each game package builds the
// starting position its own way (place models, stack a deck) and hands the
// game to Play; the scenario then fixes dice, gives choices and asserts:
//
//	s := enginetest.Play(t, g)
//	s.Dice(4).Choose("attack:alien-1")
//	s.Event("aliens K.4", "aliens.attack.hit") // [aliens K.4]
//
// Every failure stops the test with the pending decision and the events
// seen, so it reads without a debugger.
type Scenario struct {
	t testing.TB
	G engine.Game
	// Last holds the events of the most recent Choose (or of the setup).
	Last []engine.Event
	// All holds every event since Play.
	All []engine.Event
}

// Play starts a scenario on g, collecting its setup events.
func Play(t testing.TB, g engine.Game) *Scenario {
	t.Helper()
	s := &Scenario{t: t, G: g}
	s.Last = g.TakeEvents()
	s.All = append(s.All, s.Last...)
	return s
}

// Dice fixes the next die results, in order.
func (s *Scenario) Dice(results ...int) *Scenario {
	s.t.Helper()
	d, ok := s.G.(Dicer)
	if !ok {
		s.t.Fatalf("game %T does not let tests fix dice (no RNG method)", s.G)
	}
	d.RNG().Force(results...)
	return s
}

// Choose applies each key in turn for whichever seat is to choose.
func (s *Scenario) Choose(keys ...string) *Scenario {
	s.t.Helper()
	for _, k := range keys {
		d := s.G.Pending()
		if d == nil {
			s.t.Fatalf("choose %q: the game is over (%+v)", k, s.G.Outcome())
		}
		s.ChooseAs(d.Seat, k)
	}
	return s
}

// ChooseAs applies key for seat and fails the test if it is rejected.
func (s *Scenario) ChooseAs(seat engine.Seat, key string) *Scenario {
	s.t.Helper()
	if err := s.G.Apply(seat, key); err != nil {
		s.t.Fatalf("choose %q as seat %d: %v", key, seat, err)
	}
	s.Last = s.G.TakeEvents()
	s.All = append(s.All, s.Last...)
	return s
}

// Reject asserts that key is refused for the pending seat with an error
// containing want, and that the refusal changed nothing.
func (s *Scenario) Reject(key, want string) *Scenario {
	s.t.Helper()
	d := s.G.Pending()
	seat := engine.Spectator
	if d != nil {
		seat = d.Seat
	}
	before := s.G.Hash()
	err := s.G.Apply(seat, key)
	if err == nil {
		s.t.Fatalf("choice %q was accepted; want it rejected (%s)", key, want)
	}
	if !strings.Contains(err.Error(), want) {
		s.t.Fatalf("choice %q rejected with %q; want an error containing %q", key, err, want)
	}
	if s.G.Hash() != before {
		s.t.Fatalf("rejected choice %q changed the state", key)
	}
	return s
}

// Seat asserts who is to choose.
func (s *Scenario) Seat(want engine.Seat) *Scenario {
	s.t.Helper()
	d := s.pending()
	if d.Seat != want {
		s.t.Fatalf("seat %d is to choose; want seat %d", d.Seat, want)
	}
	return s
}

// Prompt asserts the message key of the pending question.
func (s *Scenario) Prompt(key string) *Scenario {
	s.t.Helper()
	if d := s.pending(); d.Prompt.Key != key {
		s.t.Fatalf("prompt is %q; want %q", d.Prompt.Key, key)
	}
	return s
}

// Options asserts the exact option keys, in order.
func (s *Scenario) Options(want ...string) *Scenario {
	s.t.Helper()
	if got := s.pending().Keys(); !slices.Equal(got, want) {
		s.t.Fatalf("options are %q; want %q", got, want)
	}
	return s
}

// Has asserts that each key is among the options.
func (s *Scenario) Has(keys ...string) *Scenario {
	s.t.Helper()
	d := s.pending()
	for _, k := range keys {
		if d.Find(k) < 0 {
			s.t.Fatalf("option %q missing; options are %q", k, d.Keys())
		}
	}
	return s
}

// Lacks asserts that no key is among the options.
func (s *Scenario) Lacks(keys ...string) *Scenario {
	s.t.Helper()
	d := s.G.Pending()
	if d == nil {
		return s
	}
	for _, k := range keys {
		if d.Find(k) >= 0 {
			s.t.Fatalf("option %q offered; want it absent", k)
		}
	}
	return s
}

// Event asserts that the last choice emitted an event with the given rule
// and message key, and returns the first such event.
func (s *Scenario) Event(rule, key string) engine.Event {
	s.t.Helper()
	for _, e := range s.Last {
		if e.Rule == rule && e.Msg.Key == key {
			return e
		}
	}
	s.t.Fatalf("no event %s %q; the last choice emitted:\n%s", rule, key, describe(s.Last))
	return engine.Event{}
}

// Saw asserts that some choice since Play emitted an event with the given
// rule and message key, and returns the latest such event.
func (s *Scenario) Saw(rule, key string) engine.Event {
	s.t.Helper()
	for i := len(s.All) - 1; i >= 0; i-- {
		if e := s.All[i]; e.Rule == rule && e.Msg.Key == key {
			return e
		}
	}
	s.t.Fatalf("no event %s %q since the scenario began:\n%s", rule, key, describe(s.All))
	return engine.Event{}
}

// NoEvent asserts that the last choice emitted no event with that key.
func (s *Scenario) NoEvent(key string) *Scenario {
	s.t.Helper()
	for _, e := range s.Last {
		if e.Msg.Key == key {
			s.t.Fatalf("unexpected event %s %q", e.Rule, key)
		}
	}
	return s
}

// Over asserts the game ended with the given winner.
func (s *Scenario) Over(winner string) *engine.Outcome {
	s.t.Helper()
	o := s.G.Outcome()
	if o == nil {
		s.t.Fatalf("game not over; pending %+v", s.G.Pending())
	}
	if o.Winner != winner {
		s.t.Fatalf("winner %q (%s); want %q", o.Winner, o.Rule, winner)
	}
	return o
}

func (s *Scenario) pending() *engine.Decision {
	s.t.Helper()
	d := s.G.Pending()
	if d == nil {
		s.t.Fatalf("the game is over: %+v", s.G.Outcome())
	}
	return d
}

func describe(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString("  ")
		b.WriteString(e.Rule)
		b.WriteString(" ")
		b.WriteString(e.Msg.Key)
		for _, a := range e.Msg.Args {
			b.WriteString(" " + a.Name + "=" + a.Value)
		}
		b.WriteString("\n")
	}
	if b.Len() == 0 {
		return "  (no events)\n"
	}
	return b.String()
}
