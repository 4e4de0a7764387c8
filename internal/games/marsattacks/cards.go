package marsattacks

import (
	"strconv"

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

// CardDef is one card of the deck as data (spec §C's model). The effect
// of each side is an effect id; the rules code for it is keyed by that
// id (see effects in cardfx.go).
type CardDef struct {
	ID     string
	Kind   CardKind
	Timing Timing
	Copies int
	// Effect is the effect id for each side: [Humans] the blue effect,
	// [Martians] the red one (M.13.3). Events have the same for both.
	Effect [2]string
	// Source says where the card comes from: the seed has no card list
	// (G1), so every card is authored.
	Source string
}

// ProvisionalDeck is a stand-in deck of 54 cards with the few effects
// this package plays so far, until the authored card list lands in
// content (G1). Both sides' effects are the same. It exercises cards
// played before a test in the own turn (M.4.8, M.13.7) and as reactions
// (M.13.5), hand cards played as a turn option (M.4.10), support rows
// (M.13.12-M.13.17) and events drawn at the end of a round (M.13.21).
func ProvisionalDeck() []CardDef {
	return []CardDef{
		{ID: "steady-aim", Kind: HandCard, Timing: OwnTurn, Copies: 14, Effect: [2]string{fxShootBonus, fxShootBonus}, Source: "authored"},
		{ID: "war-cry", Kind: HandCard, Timing: OwnTurn, Copies: 12, Effect: [2]string{fxFightBonus, fxFightBonus}, Source: "authored"},
		{ID: "take-cover", Kind: HandCard, Timing: AnyTime, Copies: 12, Effect: [2]string{fxSurviveBonus, fxSurviveBonus}, Source: "authored"},
		{ID: "air-strike", Kind: HandCard, Timing: OwnTurn, Copies: 6, Effect: [2]string{fxAirStrike, fxAirStrike}, Source: "authored"},
		{ID: "artillery", Kind: SupportCard, Timing: OwnTurn, Copies: 4, Effect: [2]string{fxArtillery, fxArtillery}, Source: "authored"},
		{ID: "barrage", Kind: EventCard, Timing: AnyTime, Copies: 6, Effect: [2]string{fxBarrage, fxBarrage}, Source: "authored"},
	}
}

// Card is one physical card: an index into the game's card instances.
type Card int8

// Name is the card's instance name in views ("#17"): unique per physical
// card, so a view can be searched for another side's hand.
func (c Card) Name() string { return "#" + strconv.Itoa(int(c)) }

// def returns the definition of card c.
func (g *Game) def(c Card) *CardDef { return &g.cardDefs[g.cardOf[c]] }

// draw takes the top card of the draw pile; when the pile is empty the
// discard pile is shuffled into a new one (M.13.2). ok is false when no
// card is left anywhere.
func (g *Game) draw() (Card, bool) {
	if len(g.deck) == 0 {
		if len(g.discard) == 0 {
			return 0, false
		}
		g.deck, g.discard = g.discard, g.deck[:0]
		g.rng.Shuffle(len(g.deck), func(i, j int) { g.deck[i], g.deck[j] = g.deck[j], g.deck[i] })
		g.log.Add("mars M.13.2", engine.M("mars.cards.reshuffled", "n", len(g.deck)), nil)
	}
	c := g.deck[len(g.deck)-1]
	g.deck = g.deck[:len(g.deck)-1]
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
					g.discard = append(g.discard, c)
					g.log.Add("mars M.13.20", engine.M("mars.cards.event-dealt", "card", g.def(c).ID), nil)
					continue
				}
				g.hands[s] = append(g.hands[s], c)
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
	for i, c := range g.hands[s] {
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
	for i, c := range g.hands[s] {
		if g.def(c).ID == id {
			g.hands[s] = append(g.hands[s][:i:i], g.hands[s][i+1:]...)
			return c, true
		}
	}
	return 0, false
}

// handKinds lists the distinct card ids in a side's hand, in hand order;
// copies of one card are one option.
func (g *Game) handKinds(s Side) []string {
	var out []string
	for _, c := range g.hands[s] {
		id := g.def(c).ID
		dup := false
		for _, o := range out {
			if o == id {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, id)
		}
	}
	return out
}
