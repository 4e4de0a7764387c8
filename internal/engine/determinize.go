package engine

// Determinizer is implemented by games with hidden information, so that
// a bot can search them without cheating.
//
// Determinize returns a complete, independent game that seat cannot tell
// from this one: its View(seat) is equal to this game's, its pending
// decision, when seat's, offers the same options, and every part seat
// cannot see (deck orders, the other hands, face-down tokens) is sampled
// fairly from rng among the arrangements consistent with what the seat
// knows. The sample's own RNG is seeded from rng too, so that future dice
// are no more known than the hidden cards. Equal rng states give equal
// samples. A Spectator determinizes as someone who holds no secrets.
type Determinizer interface {
	Determinize(seat Seat, rng *RNG) Game
}

// Sampler draws a game consistent with what one seat knows: the one door
// through which a searching bot reaches a game. The bot never holds the
// real game, only this function, whose samples depend on the real game
// through the seat's information alone.
type Sampler func(rng *RNG) Game

// SamplerFor returns the sampler of seat in g, or nil when g has no
// Determinizer.
func SamplerFor(g Game, seat Seat) Sampler {
	d, ok := g.(Determinizer)
	if !ok {
		return nil
	}
	return func(rng *RNG) Game { return d.Determinize(seat, rng) }
}

// Casualties is implemented by games that can say who fell: the content
// ids of the Characters or figures killed (or taken) so far, one entry
// each, in a stable order. The lab counts them over many games.
type Casualties interface {
	Casualties() []string
}
