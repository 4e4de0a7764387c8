package engine

import (
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

// Audience says who may see an event: zero means everyone; otherwise bit
// i set means seat i may see it.
type Audience uint64

// Public is the audience of an event everyone sees.
const Public Audience = 0

// Only returns the audience made of the given seats.
func Only(seats ...Seat) Audience {
	var a Audience
	for _, s := range seats {
		a |= 1 << uint(s)
	}
	return a
}

// Sees reports whether seat may see an event with this audience.
func (a Audience) Sees(seat Seat) bool {
	return a == Public || (seat >= 0 && a&(1<<uint(seat)) != 0)
}

// Event is one change of state, for the log, the clients and the tests.
type Event struct {
	// Rule is the rule applied, as "<game> <id>" ("aliens L.9",
	// "mars M.8.3"); empty for pure bookkeeping.
	Rule string `json:"rule,omitempty"`
	// Msg says what happened, for any language.
	Msg Msg `json:"msg"`
	// To limits who may see the event (hidden information).
	To Audience `json:"to,omitempty"`
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

// Add records an event from its parts.
func (l *Log) Add(rule string, msg Msg, data any) {
	if l.Off {
		return
	}
	l.events = append(l.events, Event{Rule: rule, Msg: msg, Data: data})
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
