package aliens

import (
	"strconv"
)

// CardType is an Endurance card's type icon (F.1.6).
type CardType uint8

// The four card types.
const (
	Weapon CardType = iota
	Equipment
	Event
	Hazard
)

var typeKeys = [...]string{"weapon", "equipment", "event", "hazard"}

func (t CardType) String() string { return typeKeys[t] }

// Keyword is a set of card keywords (V.1, V.3, K.11).
type Keyword uint16

// Card keywords.
const (
	Backup     Keyword = 1 << iota // V.1, G.7-G.8
	Bulky                          // V.1, G.9
	Close                          // V.1, K.12
	Cumbersome                     // V.1, K.13
	FullAuto                       // V.1, K.9
	Grenade                        // V.1, K.10
	Area                           // K.11
	ActionKW                       // V.3: playing it uses an Action
	FreeAction                     // V.3, G.14
)

// Has reports whether all of k are in the set.
func (s Keyword) Has(k Keyword) bool { return s&k == k }

// CardDef is one kind of Endurance card. What a card does beyond these
// numbers is rules code keyed by ID (effects in play.go and attack.go).
type CardDef struct {
	// ID is the stable slug ("m41a-pulse-rifle"); card instances are
	// named ID.copy ("m41a-pulse-rifle.2").
	ID       string
	Type     CardType
	Cost     int // F.9: Exhaust this many to play or equip during play
	Keywords Keyword
	// ExhaustToAttack is paid on every Attack action (G.15, K.3).
	ExhaustToAttack int
	// DiscardToAttack: the card is Discarded to attack (M40 Grenades).
	DiscardToAttack bool
	// AlwaysHitsOn: a roll <= this also hits (K.5); 0 = none.
	AlwaysHitsOn int
	// Dice rolled per attack, the lowest kept (K.14); 0 means 1.
	Dice int
	// Range limits targets to within this many spaces (Close weapons) or
	// is the area weapon's reach; 0 = no limit.
	Range int
	// DefenseMod is added to this Character's Defense rolls (Ithaca −1).
	DefenseMod int
	// Copies in the 60-card deck.
	Copies int
	// Source cites the seed, or says "authored" [GAP Y.4].
	Source string
}

// Card ids of the cards the seeds name (W.2).
const (
	cardPulseRifle   = "m41a-pulse-rifle"
	cardSmartGun     = "m56-smart-gun"
	cardFlamethrower = "m240-flamethrower"
	cardShotgun      = "ithaca-37-shotgun"
	cardGrenades     = "m40-grenades"
	cardPistol       = "hk-vp70-pistol"
	cardBodyArmor    = "body-armor"
	cardHelmet       = "m4-helmet"
	cardTracker      = "motion-tracker"
	cardShoulderLamp = "shoulder-lamp"
	cardWelder       = "welder"
	cardBypass       = "bypass"
	cardPipe         = "in-the-pipe"
	cardGameOverMan  = "game-over-man"
)

// cardDefs is the Endurance deck: the fourteen cards named in the seeds,
// with authored costs and copy counts [GAP F.9.2, Y.4] that make exactly
// 60 cards (A.2), until internal/content provides the deck list.
var cardDefs = []CardDef{
	{ID: cardPulseRifle, Type: Weapon, Cost: 2, Keywords: FullAuto, ExhaustToAttack: 1, Copies: 6, Source: "EN 443-453"},
	{ID: cardSmartGun, Type: Weapon, Cost: 3, Keywords: FullAuto | Bulky, ExhaustToAttack: 3, Dice: 2, Copies: 2, Source: "EN 979-988"},
	{ID: cardFlamethrower, Type: Weapon, Cost: 2, Keywords: Cumbersome | Close | Area, ExhaustToAttack: 2, AlwaysHitsOn: 7, Range: 2, Copies: 2, Source: "EN 51-60"},
	{ID: cardShotgun, Type: Weapon, Cost: 1, Keywords: Backup | Close, ExhaustToAttack: 1, AlwaysHitsOn: 5, Range: 3, DefenseMod: -1, Copies: 4, Source: "EN 518-527"},
	{ID: cardGrenades, Type: Weapon, Cost: 1, Keywords: Grenade | Backup | Close | Area, DiscardToAttack: true, AlwaysHitsOn: 6, Range: 4, Copies: 6, Source: "DE 343-354"},
	{ID: cardPistol, Type: Weapon, Cost: 0, Keywords: Backup, AlwaysHitsOn: 3, Copies: 6, Source: "PL 2152-2163; EN 1607-1629"},
	{ID: cardBodyArmor, Type: Equipment, Cost: 1, Copies: 5, Source: "EN 458-465"},
	{ID: cardHelmet, Type: Equipment, Cost: 1, Copies: 5, Source: "EN 487-494"},
	{ID: cardTracker, Type: Equipment, Cost: 1, Keywords: FreeAction, Copies: 3, Source: "DE 315-323"},
	{ID: cardShoulderLamp, Type: Equipment, Cost: 1, Keywords: FreeAction, Copies: 3, Source: "DE 355-365"},
	{ID: cardWelder, Type: Equipment, Cost: 1, Keywords: ActionKW, Copies: 2, Source: "PL 2121-2126"},
	{ID: cardBypass, Type: Equipment, Cost: 1, Copies: 2, Source: "PL 2143-2149"},
	{ID: cardPipe, Type: Event, Cost: 1, Copies: 8, Source: "EN 752-755"},
	{ID: cardGameOverMan, Type: Hazard, Copies: 6, Source: "EN 756-767"},
}

// DeckSize is the number of Endurance cards (A.2).
const DeckSize = 60

// Reshuffle is the card number of the Reshuffle card (A.4, F.7): not one
// of the 60, but it lives in the Endurance Deck.
const Reshuffle = DeckSize

// deck lists, for each card number 0..59, its definition index and copy
// number. Card numbers are fixed by the deck list, not by the shuffle.
type cardInst struct {
	def  int
	copy int
}

var deckList = buildDeckList()

func buildDeckList() []cardInst {
	var l []cardInst
	for i, d := range cardDefs {
		for c := 1; c <= d.Copies; c++ {
			l = append(l, cardInst{i, c})
		}
	}
	if len(l) != DeckSize {
		panic("aliens: the deck list has " + strconv.Itoa(len(l)) + " cards, want 60")
	}
	return l
}

// cardDef returns the definition of card number c.
func cardDef(c int) *CardDef { return &cardDefs[deckList[c].def] }

// cardKey is card number c's stable name ("m41a-pulse-rifle.2"), used in
// option keys and views.
func cardKey(c int) string {
	if c == Reshuffle {
		return "reshuffle"
	}
	in := deckList[c]
	return cardDefs[in.def].ID + "." + strconv.Itoa(in.copy)
}

// cardByKey finds a card number by its key.
func cardByKey(k string) (int, bool) {
	for c := range DeckSize {
		if cardKey(c) == k {
			return c, true
		}
	}
	return -1, false
}

// firstCard returns the lowest-numbered copy of a card id not in used.
func firstCard(id string, used []bool) int {
	for c := range DeckSize {
		if !used[c] && cardDef(c).ID == id {
			return c
		}
	}
	return -1
}

func defIndex(id string) int {
	for i := range cardDefs {
		if cardDefs[i].ID == id {
			return i
		}
	}
	return -1
}
