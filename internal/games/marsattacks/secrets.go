package marsattacks

import (
	"strconv"

	"github.com/sulaco/sulaco/internal/engine"
)

// Secrets lists, as quoted JSON strings, what seat may not see now: the
// names of the cards in the other side's hand. Leak checks (enginetest,
// the server's tests) look for them in everything sent to seat.
func (g *Game) Secrets(seat engine.Seat) []string {
	var out []string
	for s := Humans; s <= Martians; s++ {
		if side, ok := g.sideOfSeat(seat); ok && side == s {
			continue
		}
		for _, n := range g.HandNames(s) {
			out = append(out, strconv.Quote(n))
		}
	}
	return out
}
