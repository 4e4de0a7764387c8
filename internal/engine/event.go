package engine

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Msg is a message key and its arguments: text that players read, in a
// form every language can render (see internal/i18n). Rules code never
// holds the words themselves.
type Msg struct {
	Key  string `json:"key"`
	Args []Arg  `json:"args,omitempty"`
}

// Arg is one named argument of a message. Values are strings so that a
// message encodes and compares simply; numbers are written in decimal.
type Arg struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// M builds a message from a key and name/value pairs:
//
//	engine.M("aliens.alien.moved", "alien", id, "to", "C4", "steps", 3)
//
// Values may be strings, ints, Seats or fmt.Stringers; anything else is a
// programming error and panics, so that it is caught by the first test
// that emits the message.
func M(key string, pairs ...any) Msg {
	if len(pairs)%2 != 0 {
		panic("engine.M: odd number of name/value arguments for " + key)
	}
	m := Msg{Key: key}
	if len(pairs) > 0 {
		m.Args = make([]Arg, 0, len(pairs)/2)
	}
	for i := 0; i < len(pairs); i += 2 {
		name, ok := pairs[i].(string)
		if !ok {
			panic("engine.M: argument name is not a string in " + key)
		}
		m.Args = append(m.Args, Arg{Name: name, Value: argString(key, pairs[i+1])})
	}
	return m
}

func argString(key string, v any) string {
	switch v := v.(type) {
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	case int32:
		return strconv.Itoa(int(v))
	case int64:
		return strconv.FormatInt(v, 10)
	case uint64:
		return strconv.FormatUint(v, 10)
	case Seat:
		return strconv.Itoa(int(v))
	case bool:
		return strconv.FormatBool(v)
	case interface{ String() string }:
		return v.String()
	}
	panic("engine.M: unsupported argument type in " + key)
}

// Arg returns the value of the named argument, or "".
func (m Msg) Arg(name string) string {
	for _, a := range m.Args {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// Audience says who may see an event. It fails closed: the zero
// Audience is nobody, so an event whose audience was forgotten is shown
// to no one. Public is an explicit value; otherwise bit i set means seat
// i may see it.
type Audience uint64

// MaxSeats is the number of seats an Audience can name (0 to 62); the
// top bit marks Public.
const MaxSeats = 63

// Public is the audience of an event everyone sees, spectators included.
const Public Audience = 1 << MaxSeats

// Nobody is the empty audience (the zero value).
const Nobody Audience = 0

// SeatsAudience returns the audience made of the given seats, or an
// error naming a seat that is out of range (negative, the spectator, or
// MaxSeats or more): such a seat is never widened to everyone.
func SeatsAudience(seats ...Seat) (Audience, error) {
	var a Audience
	for _, s := range seats {
		if s < 0 || s >= MaxSeats {
			return Nobody, fmt.Errorf("engine: audience: seat %d out of range (0 to %d)", s, MaxSeats-1)
		}
		a |= 1 << uint(s)
	}
	return a, nil
}

// Only returns the audience made of the given seats. A seat out of range
// is a programming error and panics (like M), so the first test that
// emits the event catches it; SeatsAudience returns the error instead.
func Only(seats ...Seat) Audience {
	a, err := SeatsAudience(seats...)
	if err != nil {
		panic(err.Error())
	}
	return a
}

// Sees reports whether seat may see an event with this audience: every
// seat and the spectator see Public; a seat sees an audience holding its
// bit; nobody sees the zero audience.
func (a Audience) Sees(seat Seat) bool {
	if a&Public != 0 {
		return true
	}
	return seat >= 0 && seat < MaxSeats && a&(1<<uint(seat)) != 0
}

// Event is one change of state, for the log, the clients and the tests.
type Event struct {
	// Rule is the rule applied, as "<game> <id>" ("aliens L.9",
	// "mars M.8.3"); empty for pure bookkeeping.
	Rule string `json:"rule,omitempty"`
	// Msg says what happened, for any language.
	Msg Msg `json:"msg"`
	// To says who may see the event (hidden information); the zero
	// value is nobody, so a public event says Public.
	To Audience `json:"to"`
	// Data is what a client needs to animate the change (which model moved
	// from where to where, which dice were rolled); game-specific.
	Data any `json:"data,omitempty"`
}

// Log collects events as a game emits them. The zero Log records; a Log
// with Off set drops everything, which is how the simulation lab runs
// games without paying for their commentary.
type Log struct {
	Off    bool
	events []Event
}

// Emit records one event.
func (l *Log) Emit(e Event) {
	if l.Off {
		return
	}
	l.events = append(l.events, e)
}

// Add records a public event from its parts.
func (l *Log) Add(rule string, msg Msg, data any) {
	if l.Off {
		return
	}
	l.events = append(l.events, Event{Rule: rule, Msg: msg, To: Public, Data: data})
}

// Take returns the recorded events and forgets them.
func (l *Log) Take() []Event {
	ev := l.events
	l.events = nil
	return ev
}

// Clone returns a copy whose later appends do not touch this log.
func (l Log) Clone() Log {
	if len(l.events) > 0 {
		l.events = append([]Event(nil), l.events...)
	}
	return l
}

// MarshalJSON writes "public" or the list of seats ([] for nobody): a
// client reads it without 64-bit integers.
func (a Audience) MarshalJSON() ([]byte, error) {
	if a&Public != 0 {
		return []byte(`"public"`), nil
	}
	seats := []Seat{}
	for s := Seat(0); s < MaxSeats; s++ {
		if a&(1<<uint(s)) != 0 {
			seats = append(seats, s)
		}
	}
	return json.Marshal(seats)
}

// UnmarshalJSON reads what MarshalJSON writes; a seat out of range is an
// error.
func (a *Audience) UnmarshalJSON(b []byte) error {
	if string(b) == `"public"` {
		*a = Public
		return nil
	}
	var seats []Seat
	if err := json.Unmarshal(b, &seats); err != nil {
		return fmt.Errorf("engine: audience: want \"public\" or a list of seats: %w", err)
	}
	v, err := SeatsAudience(seats...)
	if err != nil {
		return err
	}
	*a = v
	return nil
}
