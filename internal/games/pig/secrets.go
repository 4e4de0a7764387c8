package pig

import (
	"strconv"

	"github.com/sulaco/sulaco/internal/engine"
)

// Secrets lists what seat may not see now: the other seats' lucky numbers
// (unless equal to its own), as they would appear in JSON. Leak checks
// (enginetest, the server's tests) look for them in everything sent to
// seat.
func (g *Game) Secrets(seat engine.Seat) []string {
	var own int
	if seat >= 0 {
		own = g.Lucky(seat)
	}
	var out []string
	for s := range engine.Seat(g.Seats()) {
		if s != seat && g.Lucky(s) != own {
			out = append(out, `"lucky":`+strconv.Itoa(g.Lucky(s)))
		}
	}
	return out
}
