package aliens

import "github.com/sulaco/sulaco/internal/engine"

// Secrets lists, as quoted JSON strings, what seat may not see now: the
// keys of the Endurance cards in the deck, the Exhaust Pile and the other
// players' hands, and of the face-down Motion Tracker cards (O.4). Leak
// checks (enginetest, the server's tests) look for them in everything
// sent to seat.
func (g *Game) Secrets(seat engine.Seat) []string {
	var out []string
	quote := func(k string) { out = append(out, `"`+k+`"`) }
	for _, c := range g.st.Deck {
		if c != Reshuffle {
			quote(g.rules.Deck.cardKey(c))
		}
	}
	for _, c := range g.st.Exhaust {
		quote(g.rules.Deck.cardKey(c))
	}
	for s, h := range g.st.Hands {
		if engine.Seat(s) != seat {
			for _, c := range h {
				quote(g.rules.Deck.cardKey(c))
			}
		}
	}
	for _, c := range g.st.MTDeck {
		quote(g.mtKey(c))
	}
	return out
}
