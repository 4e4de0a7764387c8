package marsattacks

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"sync"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// DeckSize is the number of cards in the shared deck (M.13.1).
const DeckSize = 54

// HandSize is the number of cards a side draws back up to (M.13.4,
// M.4.17).
const HandSize = 4

// CardKind is the kind of a card (spec §C).
type CardKind uint8

// Card kinds.
const (
	HandCard    CardKind = iota // played from the hand, resolved at once
	SupportCard                 // placed in rows, triggered later (M.13.12)
	EventCard                   // resolved when drawn (M.13.19)
)

// Timing is a card's timing symbol (M.13.5).
type Timing uint8

// Timings.
const (
	OwnTurn Timing = iota // only in its owner's own turn
	AnyTime               // own turn or as a reaction
)

// Targeting says how an attack's square is found (M.14.1-M.14.3).
type Targeting uint8

// Targetings.
const (
	Targeted   Targeting = iota // the player chooses the square (M.14.3)
	SemiRandom                  // the player chooses a row or column (M.14.2)
	Random                      // both are rolled (M.14.1)
)

// AreaKind says which squares an attack hits (M.14.4-M.14.7).
type AreaKind uint8

// Areas.
const (
	SingleSquare AreaKind = iota // M.14.4
	Directional                  // M.14.5
	Explosion                    // M.14.7
)

// Effect is one side's effect of a card (M.13.3): the rules code named
// by Fx (cardfx.go) with its numbers. Tiered numbers hold the values for
// rows of 1, 2 and 3 support cards (M.13.16); other cards use [0].
type Effect struct {
	Fx        string
	Targeting Targeting
	Area      AreaKind
	Dice      [3]int8 // an attack's "N dice"
	Shoot     int8    // an attack's "X+ SHOOT"
	Scatter   int8    // SCATTER (X) of the survivors (M.14.9)
	Count     [3]int8 // bonus dice, figures returned
}

// CardDef is one card of the deck as data (spec §C's model).
type CardDef struct {
	ID      string
	Kind    CardKind
	Timing  Timing
	Ongoing bool // an ONGOING support card (M.13.18)
	Copies  int
	// Effect is the effect for each side: [Humans] the blue effect,
	// [Martians] the red one (M.13.3).
	Effect [2]Effect
	// Source says where the card comes from: seed or authored (G1).
	Source string
}

// CardsFrom converts the deck of the content package
// (data/marsattacks/cards.yaml) into the engine's form, checking that
// every effect is one this package plays and the deck has 54 cards.
func CardsFrom(m *content.Mars) ([]CardDef, error) {
	out := make([]CardDef, 0, len(m.Cards))
	n := 0
	for _, cc := range m.Cards {
		d := CardDef{ID: cc.ID, Copies: cc.Copies, Ongoing: cc.Ongoing, Source: string(cc.Source)}
		switch cc.Kind {
		case content.HandCardKind:
			d.Kind = HandCard
		case content.SupportCardKind:
			d.Kind = SupportCard
		case content.EventCardKind:
			d.Kind = EventCard
		default:
			return nil, fmt.Errorf("marsattacks: card %s: unknown kind %q", cc.ID, cc.Kind)
		}
		if cc.Timing == content.AnyTimeTiming {
			d.Timing = AnyTime
		}
		for s, ce := range [2]*content.MarsCardEffect{Humans: &cc.Human, Martians: &cc.Martian} {
			e, err := effectFrom(ce)
			if err != nil {
				return nil, fmt.Errorf("marsattacks: card %s: %s: %w", cc.ID, Side(s), err)
			}
			d.Effect[s] = e
		}
		n += d.Copies
		out = append(out, d)
	}
	if n != DeckSize {
		return nil, fmt.Errorf("marsattacks: the deck has %d cards, want %d (M.13.1)", n, DeckSize)
	}
	return out, nil
}

func effectFrom(ce *content.MarsCardEffect) (Effect, error) {
	e := Effect{Fx: ce.Effect, Shoot: int8(ce.Shoot), Scatter: int8(ce.Scatter)}
	if !slices.Contains(knownEffects, e.Fx) {
		return e, fmt.Errorf("effect %q has no rules code", e.Fx)
	}
	switch ce.Targeting {
	case content.SemiRandomTargeting:
		e.Targeting = SemiRandom
	case content.RandomTargeting:
		e.Targeting = Random
	}
	switch ce.Area {
	case content.DirectionalArea:
		e.Area = Directional
	case content.ExplosionArea:
		e.Area = Explosion
	}
	tier := func(dst *[3]int8, src []int) {
		for i := range dst {
			if len(src) > 0 {
				dst[i] = int8(src[min(i, len(src)-1)])
			}
		}
	}
	tier(&e.Dice, ce.Dice)
	tier(&e.Count, ce.Count)
	return e, nil
}

var builtinCards struct {
	once  sync.Once
	cards []CardDef
	err   error
}

// Cards returns the deck of the content built into the binary, loaded
// once and shared (never written after loading).
func Cards() ([]CardDef, error) {
	builtinCards.once.Do(func() {
		set, err := content.BuiltinSet()
		if err != nil {
			builtinCards.err = fmt.Errorf("marsattacks: content: %w", err)
			return
		}
		builtinCards.cards, builtinCards.err = CardsFrom(&set.Mars)
	})
	return builtinCards.cards, builtinCards.err
}

// Card is one physical card: an index into the game's card instances.
type Card int8

// Name is the card's instance name in views ("#17"): unique per physical
// card, so a view can be searched for another side's hand.
func (c Card) Name() string {
	if c >= 0 {
		return instanceNames[c]
	}
	return "#" + strconv.Itoa(int(c))
}

// instanceNames are the cards' instance names, built once: a search's playouts ask
// for a view at every choice, and naming the discard pile's cards anew
// was a tenth of a Mars Attacks search decision.
var instanceNames = func() (n [math.MaxInt8 + 1]string) {
	for c := range n {
		n[c] = "#" + strconv.Itoa(c)
	}
	return n
}()

// def returns the definition of card c.
func (g *Game) def(c Card) *CardDef { return &g.cardDefs[g.cardOf[c]] }

// draw takes the top card of the draw pile; when the pile is empty the
// discard pile is shuffled into a new one (M.13.2). ok is false when no
// card is left anywhere.
func (g *Game) draw() (Card, bool) {
	if len(g.st.Deck) == 0 {
		if len(g.st.Discard) == 0 {
			return 0, false
		}
		g.st.Deck, g.st.Discard = g.st.Discard, g.st.Deck[:0]
		g.rng.Shuffle(len(g.st.Deck), func(i, j int) { g.st.Deck[i], g.st.Deck[j] = g.st.Deck[j], g.st.Deck[i] })
		if g.logging() {
			g.log.Add("mars M.13.2", engine.M("mars.cards.reshuffled", "n", len(g.st.Deck)), nil)
		}
	}
	c := g.st.Deck[len(g.st.Deck)-1]
	g.st.Deck = g.st.Deck[:len(g.st.Deck)-1]
	return c, true
}

// dealStart deals the starting hands (M.19.7): one card at a time to
// each side in turn, Humans first [INFERENCE: the order of dealing is not
// stated]. Events dealt are discarded untriggered and replaced (M.13.20).
func (g *Game) dealStart() {
	for range HandSize {
		for _, s := range []Side{Humans, Martians} {
			for {
				c, ok := g.draw()
				if !ok {
					break
				}
				if g.def(c).Kind == EventCard {
					g.st.Discard = append(g.st.Discard, c)
					if g.logging() {
						g.log.Add("mars M.13.20", engine.M("mars.cards.event-dealt", "card", g.def(c).ID), nil)
					}
					continue
				}
				g.st.Hands[s] = append(g.st.Hands[s], c)
				break
			}
		}
	}
	for _, s := range []Side{Humans, Martians} {
		g.log.Emit(engine.Event{Rule: "mars M.13.4", Msg: engine.M("mars.cards.hand", "side", s, "cards", g.handIDs(s)),
			To: g.audience(s)})
	}
}

// handIDs lists the card ids of a side's hand, comma-separated.
func (g *Game) handIDs(s Side) string {
	b := make([]byte, 0, 64)
	for i, c := range g.st.Hands[s] {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, g.def(c).ID...)
	}
	return string(b)
}

// audience is the seats of a side (for events only that side may see).
func (g *Game) audience(s Side) engine.Audience {
	var a engine.Audience
	for i, side := range g.opts.Seats {
		if side == s {
			a |= engine.Only(engine.Seat(i))
		}
	}
	return a
}

// removeFromHand takes the first card with the given def id out of a
// side's hand.
func (g *Game) removeFromHand(s Side, id string) (Card, bool) {
	h := g.st.Hands[s]
	for i, c := range h {
		if g.def(c).ID == id {
			// In place: a hand's array is its own (Clone copies the
			// piles); a few cards, shifted without a call to memmove.
			for ; i+1 < len(h); i++ {
				h[i] = h[i+1]
			}
			g.st.Hands[s] = h[:len(h)-1]
			g.handChanged(s)
			return c, true
		}
	}
	return 0, false
}

// handKinds lists the distinct card ids in a side's hand, in hand order;
// copies of one card are one option.
func (g *Game) handKinds(s Side) []string {
	var buf [HandSize + 1]int8
	defs := g.handDefs(buf[:0], s)
	out := make([]string, len(defs))
	for k, di := range defs {
		out[k] = g.cardDefs[di].ID
	}
	return out
}

// handDefs appends the distinct card definitions in a side's hand
// (indexes into cardDefs), in hand order: handKinds without the strings.
func (g *Game) handDefs(dst []int8, s Side) []int8 {
	var seen uint64 // a deck of 54 cards has at most 54 definitions
	for _, c := range g.st.Hands[s] {
		di := g.cardOf[c]
		if seen&(1<<uint(di)) == 0 {
			seen |= 1 << uint(di)
			dst = append(dst, di)
		}
	}
	return dst
}

// handSumMax is how many distinct cards a hand summary lists: a hand
// holds at most HandSize cards in play; rule tests may give more.
const handSumMax = 8

// handSum is what the questions read of a side's hand, worked out when
// the hand changes (handChanged, handAdded) instead of at every question:
// the react question (over a hundred a game, nearly all answered "no
// card") and most card windows find nothing to offer from it alone.
// Every change of g.hands goes through those two (dealing, setup,
// drawing, removing a card); Clone copies it with the hands.
// TestHandSummary compares it with a fresh scan after every choice of
// random games of every setup.
type handSum struct {
	// defs[:n] are handDefs: the distinct definitions in hand order; n
	// is -1 when they do not fit (handDefsOf scans then).
	defs [handSumMax]int8
	n    int8
	// flags are the hsReact, hsTest and hsTestAny of the hand's cards
	// (cardNames.hs), OR-ed.
	flags uint8
}

// Hand summary flags (handSum.flags, cardNames.hs).
const (
	// hsReact: a hand card with the "any time" symbol (reactionDefs).
	hsReact uint8 = 1 << iota
	// hsTest: a card whose effect for the side helps a test (cardFigure:
	// the side's own card window).
	hsTest
	// hsTestAny: such a card with the "any time" symbol (the opponent's
	// window).
	hsTestAny
)

// handChanged works out side s's hand summary again; every change of
// g.hands[s] but a card added at its end (handAdded) calls it.
func (g *Game) handChanged(s Side) {
	cn := g.cardNameTable()
	h := &g.st.HandSums[s&1]
	h.n, h.flags = 0, 0
	var seen uint64 // a deck of 54 cards has at most 54 definitions
	for _, c := range g.st.Hands[s] {
		di := g.cardOf[c]
		if seen&(1<<uint(di)) != 0 {
			continue
		}
		seen |= 1 << uint(di)
		h.flags |= cn[di].hs[s&1] // of every card, listed or not
		switch {
		case h.n < 0:
		case h.n == handSumMax:
			h.n = -1 // too many to list: handDefsOf scans
		default:
			h.defs[h.n] = di
			h.n++
		}
	}
}

// handAdded updates side s's hand summary for card c, just appended to
// the hand.
func (g *Game) handAdded(s Side, c Card) {
	h := &g.st.HandSums[s&1]
	di := g.cardOf[c]
	if h.n < 0 || h.n == handSumMax {
		g.handChanged(s)
		return
	}
	for _, d := range h.defs[:h.n] {
		if d == di {
			return // copies of one card are one entry
		}
	}
	h.defs[h.n] = di
	h.n++
	h.flags |= g.cardNameOf(di).hs[s&1]
}

// handDefsOf is handDefs(nil, s) from the hand summary: read only, valid
// until the hand changes.
func (g *Game) handDefsOf(s Side) []int8 {
	h := &g.st.HandSums[s&1]
	if h.n < 0 {
		return g.handDefs(nil, s)
	}
	return h.defs[:h.n:h.n]
}
