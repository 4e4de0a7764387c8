package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// determinizeTries bounds the samples drawn to match the options of a
// decision seat is answering (see Determinize).
const determinizeTries = 64

// Determinize implements engine.Determinizer: a mission seat cannot tell
// from this one, its hidden parts sampled from rng.
//
// What a seat cannot see, and how it is sampled:
//   - the face-down Endurance cards (F.1): the other players' hands, the
//     deck above and under the Reshuffle card and the Exhaust Pile. They
//     are dealt again, uniformly, into the same places, each pile and
//     hand keeping its size. A card the seat is looking at now (its
//     Shoulder Lamp's look at the top card, W.2.10) stays where it is.
//   - the Blip tokens on the board and in the pool (N): the values are
//     dealt again among them; a token's moves never depend on its value.
//   - the Motion Tracker deck (C.8, O.4): for each threat level, as many
//     cards as the deck holds of that level, drawn from the cards of that
//     level not seen in the discard pile or being resolved (a deck of
//     named cards keeps its cards), in uniform order; the top cards the
//     seat is peeking at (W.1.5, W.2.9, W.2.10) stay on top.
//   - the faces of the Mission Blips still face down (T.10).
//
// Every sample is drawn from the sorted contents of the hidden places,
// never from their real order: two games a seat cannot tell apart give
// equal samples from equal RNG states.
//
// What a seat saw earlier and no longer sees (a card it recycled or
// exhausted from its hand, a peek it let go, a card it watched go onto
// the Exhaust Pile) is not kept: the sample forgets it, which makes the
// searcher weaker, never better informed than the seat. When seat is
// answering a decision, the sample must offer the same options (taking a
// card from the Exhaust Pile lists that pile's cards): samples that do
// not are drawn again, up to determinizeTries times, and the last
// attempt keeps the Endurance cards where they are.
func (g *Game) Determinize(seat engine.Seat, rng *engine.RNG) engine.Game {
	var want []string
	if d := g.Pending(); d != nil && d.Seat == seat {
		want = d.Keys()
	}
	for try := 0; ; try++ {
		last := try == determinizeTries-1
		c := g.Clone().(*Game)
		if !last {
			c.dealEndurance(seat, rng)
		}
		c.dealBlips(rng)
		c.dealMotionTracker(seat, rng)
		c.dealMissionBlips(rng)
		c.rng = engine.NewRNG(rng.Uint64())
		c.sightChanged()
		if want == nil || last || sameKeys(c.Pending(), want) {
			return c
		}
	}
}

// sameKeys reports whether d offers exactly the keys want, in order.
func sameKeys(d *engine.Decision, want []string) bool {
	if d == nil || len(d.Options) != len(want) {
		return false
	}
	for i, k := range want {
		if d.Options[i].Key != k {
			return false
		}
	}
	return true
}

// peekFrame returns the look seat is taking now: the top frame when it
// is seat's Shoulder Lamp or Motion Tracker peek, else nil.
func (g *Game) peekFrame(seat engine.Seat) *frame {
	if n := len(g.st.Stack); n > 0 {
		f := &g.st.Stack[n-1]
		if (f.Kind == kLamp || f.Kind == kMTPeek) && f.Seat == seat {
			return f
		}
	}
	return nil
}

// dealEndurance deals the face-down Endurance cards seat cannot see again
// into the places they hold.
func (g *Game) dealEndurance(seat engine.Seat, rng *engine.RNG) {
	st := &g.st
	var slots []*int
	keepTop := false
	if f := g.peekFrame(seat); f != nil && f.Kind == kLamp && !f.lampOnTracker() {
		keepTop = true // the seat is looking at the top card
	}
	for i := range st.Deck {
		if st.Deck[i] == Reshuffle || (i == 0 && keepTop) {
			continue
		}
		slots = append(slots, &st.Deck[i])
	}
	for i := range st.Exhaust {
		slots = append(slots, &st.Exhaust[i])
	}
	for s := range st.Hands {
		if engine.Seat(s) == seat {
			continue
		}
		st.Hands[s] = slices.Clone(st.Hands[s]) // its own array: the clone's piles share one
		for i := range st.Hands[s] {
			slots = append(slots, &st.Hands[s][i])
		}
	}
	shuffleSlots(slots, rng)
	// Another seat's look at the top card looks at whatever is on top now.
	for i := range st.Stack {
		if f := &st.Stack[i]; f.Kind == kLamp && !f.lampOnTracker() && f.Seat != seat && len(st.Deck) > 0 {
			f.Rev = st.Deck[0]
		}
	}
}

// shuffleSlots puts the values held by slots in uniform random order.
// It sorts them first, so that the sample depends on which values the
// slots hold, never on where the real game put them.
func shuffleSlots(slots []*int, rng *engine.RNG) {
	values := make([]int, len(slots))
	for i, p := range slots {
		values[i] = *p
	}
	slices.Sort(values)
	for i, p := range slots {
		*p = values[i]
	}
	rng.Shuffle(len(slots), func(i, j int) { *slots[i], *slots[j] = *slots[j], *slots[i] })
}

// dealBlips deals the values of the Blip tokens on the board and in the
// pool again.
func (g *Game) dealBlips(rng *engine.RNG) {
	st := &g.st
	tokens := slices.Clone(st.Pool)
	for _, b := range st.Blips {
		tokens = append(tokens, b.Token)
	}
	slices.Sort(tokens) // from the set of tokens, not their real places
	rng.Shuffle(len(tokens), func(i, j int) { tokens[i], tokens[j] = tokens[j], tokens[i] })
	st.Blips = slices.Clone(st.Blips)
	for i := range st.Blips {
		st.Blips[i].Token = tokens[len(st.Pool)+i]
	}
	st.Pool = tokens[:len(st.Pool):len(st.Pool)]
	slices.Sort(st.Pool) // the pool is unordered (returnBlip)
}

// dealMotionTracker samples the Motion Tracker deck (see Determinize).
func (g *Game) dealMotionTracker(seat engine.Seat, rng *engine.RNG) {
	st := &g.st
	if len(st.MTDeck) == 0 {
		return
	}
	keep := 0 // top cards seat is peeking at
	if f := g.peekFrame(seat); f != nil {
		switch {
		case f.Kind == kMTPeek:
			keep = f.trackerLook()
		case f.Kind == kLamp && f.lampOnTracker():
			keep = 1
		}
	}
	keep = min(keep, len(st.MTDeck))
	deck := slices.Clone(st.MTDeck)
	rest := deck[keep:]
	if m := g.mission(); m == nil || len(m.DeckFor(st.Opts.Players).Cards) == 0 {
		g.drawMTComposition(rest, deck[:keep], rng)
	}
	slices.Sort(rest) // from the cards, not their real order
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	st.MTDeck = deck
}

// drawMTComposition replaces the cards of rest, level by level, by as
// many cards of that level drawn uniformly from those nobody has seen
// leave the deck: not in the discard pile, not being resolved, not kept.
func (g *Game) drawMTComposition(rest, kept []int, rng *engine.RNG) {
	seen := make([]bool, len(g.rules.MT))
	for _, c := range g.st.MTDiscard {
		seen[c] = true
	}
	for _, c := range kept {
		seen[c] = true
	}
	for _, f := range g.st.Stack {
		if f.Kind == kMTCard {
			seen[f.Card] = true
		}
	}
	top := 0
	for _, d := range g.rules.MT {
		top = max(top, d.Threat)
	}
	count := make([]int, top+1) // cards of each threat level in rest
	for _, c := range rest {
		count[g.rules.MT[c].Threat]++
	}
	out := rest[:0]
	for lvl, n := range count {
		if n == 0 {
			continue
		}
		var pool []int
		for c := range g.rules.MT {
			if g.rules.MT[c].Threat == lvl && !seen[c] {
				pool = append(pool, c)
			}
		}
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		out = append(out, pool[:n]...)
	}
}

// dealMissionBlips deals the faces of the face-down Mission Blips again.
func (g *Game) dealMissionBlips(rng *engine.RNG) {
	st := &g.st
	var down []int
	for i, o := range st.Objects {
		if o.Kind == objMissionBlip {
			down = append(down, i)
		}
	}
	if len(down) < 2 {
		return
	}
	st.Objects = slices.Clone(st.Objects)
	faces := make([]string, len(down))
	for k, i := range down {
		faces[k] = string(st.Objects[i].Face)
	}
	slices.Sort(faces) // from the faces, not their real places
	for k, i := range down {
		st.Objects[i].Face = content.MissionBlipFace(faces[k])
	}
	rng.Shuffle(len(down), func(i, j int) {
		a, b := &st.Objects[down[i]], &st.Objects[down[j]]
		a.Face, b.Face = b.Face, a.Face
	})
}
