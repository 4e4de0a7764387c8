package marsattacks

import (
	"fmt"

	"github.com/sulaco/sulaco/internal/engine"
)

// Side is one of the two sides of the game (M.2.1).
type Side uint8

// The two sides. Humans sit at seat 0 and Martians at seat 1 in the
// default two-player game.
const (
	Humans Side = iota
	Martians
)

// String is the side's stable name, used in keys, outcomes and messages.
func (s Side) String() string {
	if s == Martians {
		return "martians"
	}
	return "humans"
}

// Other is the opposing side.
func (s Side) Other() Side { return 1 - s }

// MarshalText writes the side's name.
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a side's name.
func (s *Side) UnmarshalText(b []byte) error {
	switch string(b) {
	case "humans":
		*s = Humans
	case "martians":
		*s = Martians
	default:
		return fmt.Errorf("marsattacks: unknown side %q (want humans or martians)", b)
	}
	return nil
}

// seatOf is the seat that decides for a side: the first seat of that
// side. With several players on a side (M.21.2) the team plays "as if it
// were one player"; its other seats see everything the side sees but the
// first seat answers the side's questions.
func (g *Game) seatOf(s Side) engine.Seat {
	if st := g.opts.Seats; len(st) >= 2 && st[0] == Humans && st[1] == Martians {
		return engine.Seat(s) // the usual seating: seat 0 Humans, 1 Martians
	}
	for i, side := range g.opts.Seats {
		if side == s {
			return engine.Seat(i)
		}
	}
	return 0
}

// sideOfSeat returns the side a seat plays, and false for spectators.
func (g *Game) sideOfSeat(seat engine.Seat) (Side, bool) {
	if seat < 0 || int(seat) >= len(g.opts.Seats) {
		return 0, false
	}
	return g.opts.Seats[seat], true
}
