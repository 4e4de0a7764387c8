package marsattacks

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// Determinize implements engine.Determinizer: a game seat cannot tell
// from this one, its hidden parts sampled from rng.
//
// What a side cannot see is the order of the draw pile, the other side's
// hand (M.13.4) and the kind of every face-down marker (M.16.4). Nothing
// a side was shown earlier narrows these down: a hand only ever fills
// from the top of the draw pile (M.4.17, M.19.7), no rule shows a side
// the pile or the other hand, and markers are turned face up in public.
// So the unknown cards are exchangeable, except that an event never
// stays in a hand (M.13.20, M.13.21): the other hand is a uniform draw of
// its size among the unknown cards that are not events, and the pile is
// the rest in uniform order. The kinds of the face-down markers are
// dealt among them in uniform order. A spectator knows neither hand.
// The sample is drawn from the sorted unknown cards and kinds, never from
// their real places: two games a seat cannot tell apart give equal
// samples from equal RNG states.
func (g *Game) Determinize(seat engine.Seat, rng *engine.RNG) engine.Game {
	c := g.Clone().(*Game)
	own, seated := g.sideOfSeat(seat)
	var hidden [2]bool
	for s := range 2 {
		hidden[s] = !seated || Side(s) != own
	}
	// The unknown cards: the pile and every hidden hand.
	unknown := append([]Card(nil), c.st.Deck...)
	for s := range 2 {
		if hidden[s] {
			unknown = append(unknown, c.st.Hands[s]...)
		}
	}
	slices.Sort(unknown) // from the cards, never from their real places
	rng.Shuffle(len(unknown), func(i, j int) { unknown[i], unknown[j] = unknown[j], unknown[i] })
	// Deal each hidden hand the first non-events of the shuffled cards;
	// what is left, shuffled again (taking the first non-events leaves
	// the events nearer the front), is the pile.
	taken := make([]bool, len(unknown))
	for s := range 2 {
		if !hidden[s] {
			continue
		}
		hand := make([]Card, 0, len(c.st.Hands[s]))
		for i, card := range unknown {
			if len(hand) == cap(hand) {
				break
			}
			if !taken[i] && c.def(card).Kind != EventCard {
				taken[i] = true
				hand = append(hand, card)
			}
		}
		c.st.Hands[s] = hand
		c.handChanged(Side(s))
	}
	deck := make([]Card, 0, len(c.st.Deck))
	for i, card := range unknown {
		if !taken[i] {
			deck = append(deck, card)
		}
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	c.st.Deck = deck
	// Face-down markers: their kinds in a uniform order.
	var down []int
	for i := range c.st.Markers {
		if !c.st.Markers[i].FaceUp {
			down = append(down, i)
		}
	}
	kinds := make([]MarkerKind, len(down))
	for k, i := range down {
		kinds[k] = c.st.Markers[i].Kind
	}
	slices.Sort(kinds) // from the kinds, not their real places
	for k, i := range down {
		c.st.Markers[i].Kind = kinds[k]
	}
	rng.Shuffle(len(down), func(i, j int) {
		a, b := &c.st.Markers[down[i]], &c.st.Markers[down[j]]
		a.Kind, b.Kind = b.Kind, a.Kind
	})
	c.rng = engine.NewRNG(rng.Uint64())
	return c
}
