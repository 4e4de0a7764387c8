package aliens

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/sulaco/sulaco/internal/content"
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
	// Name is the card's name as a message argument (names.go).
	Name string
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

// Deck is the Endurance deck of a content set (endurance.yaml, A.2,
// W.2, Y.4): its card designs in file order and its 60 cards. Card numbers
// 0..59 index List and are fixed by the content, not by the shuffle.
type Deck struct {
	Defs []CardDef
	List []cardInst
}

// cardIDs are the cards the rules code knows by id (W.2).
var cardIDs = []string{cardPulseRifle, cardSmartGun, cardFlamethrower, cardShotgun, cardGrenades, cardPistol,
	cardBodyArmor, cardHelmet, cardTracker, cardShoulderLamp, cardWelder, cardBypass, cardPipe, cardGameOverMan}

// buildDeck converts content's Endurance cards.
func buildDeck(src []content.EnduranceCard) (Deck, error) {
	var d Deck
	for i, c := range src {
		def := CardDef{ID: c.ID, Type: CardType(slices.Index(content.CardTypes(), c.Type)), Cost: c.Cost,
			ExhaustToAttack: c.ExhaustToAttack, DiscardToAttack: c.DiscardToAttack, AlwaysHitsOn: c.AlwaysHitsOn,
			Dice: c.Dice, Range: c.Range, DefenseMod: c.DefenseMod, Copies: c.Copies, Source: string(c.Source) + " " + c.Ref,
			Name: "@" + c.NameKey()}
		for _, k := range c.Keywords {
			def.Keywords |= 1 << slices.Index(content.CardKeywords(), k)
		}
		d.Defs = append(d.Defs, def)
		for n := 1; n <= c.Copies; n++ {
			ci := cardInst{def: i, copy: n, key: c.ID + "." + strconv.Itoa(n)}
			for ch := range numChars {
				ci.equip[ch] = "equip:" + ci.key + ":" + ch.String()
			}
			ci.unequip = "unequip:" + ci.key
			for k, p := range cardOptPrefixes {
				ci.opt[k] = p + ":" + ci.key
			}
			if c.Type == content.WeaponCard && !def.Keywords.Has(Area) {
				ci.attack = make([]string, attackKeyIDs)
				for id := range ci.attack {
					ci.attack[id] = "attack:" + ci.key + ":" + alienKey(id)
				}
			}
			d.List = append(d.List, ci)
		}
	}
	if len(d.List) != DeckSize {
		return Deck{}, fmt.Errorf("aliens: the deck list has %d cards, want %d", len(d.List), DeckSize)
	}
	for _, id := range cardIDs {
		if !slices.ContainsFunc(d.Defs, func(c CardDef) bool { return c.ID == id }) {
			return Deck{}, fmt.Errorf("aliens: the Endurance deck has no %s, which the rules need", id)
		}
	}
	return d, nil
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
	key  string // cardKey, built once
	// equip and unequip are the option keys of equipping the card on
	// each Character and unequipping it (decideEquip), built once.
	equip   [numChars]string
	unequip string
	// opt are the option keys "<prefix>:<card key>" for cardOptPrefixes,
	// built once (Deck.optKey).
	opt [len(cardOptPrefixes)]string
	// attack are the attack option keys "attack:<card key>:a<id>" of a
	// single-target weapon for the first Alien ids (Game.attackKey),
	// built once with the rules and shared by every game; nil for other
	// cards.
	attack []string
}

// attackKeyIDs is how many Alien ids a weapon's attack keys are built
// for with the rules; later ids fall back to the game's memo.
const attackKeyIDs = 64

// cardOptPrefixes are the option prefixes naming one card (Deck.optKey).
var cardOptPrefixes = [...]string{"recycle", "fire", "event", "take", "reroll", "lamp", "lamp-mt", "tracker"}

// Indices into cardOptPrefixes.
const (
	okRecycle = iota
	okFire
	okEvent
	okTake
	okReroll
	okLamp
	okLampMT
	okTracker
)

// optKey is the option key cardOptPrefixes[k] + ":" + cardKey(c).
func (d *Deck) optKey(k, c int) string {
	if c >= 0 && c < len(d.List) {
		return d.List[c].opt[k]
	}
	return cardOptPrefixes[k] + ":" + d.cardKey(c)
}

// cardDef returns the definition of card number c.
func (d *Deck) cardDef(c int) *CardDef { return &d.Defs[d.List[c].def] }

// cardKey is card number c's stable name ("m41a-pulse-rifle.2"), used in
// option keys and views.
func (d *Deck) cardKey(c int) string {
	if c == Reshuffle {
		return "reshuffle"
	}
	return d.List[c].key
}

// cardByKey finds a card number by its key.
func (d *Deck) cardByKey(k string) (int, bool) {
	for c := range DeckSize {
		if d.cardKey(c) == k {
			return c, true
		}
	}
	return -1, false
}

// firstCard returns the lowest-numbered copy of a card id not in used.
func (d *Deck) firstCard(id string, used []bool) int {
	for c := range DeckSize {
		if !used[c] && d.cardDef(c).ID == id {
			return c
		}
	}
	return -1
}

func (d *Deck) defIndex(id string) int {
	for i := range d.Defs {
		if d.Defs[i].ID == id {
			return i
		}
	}
	return -1
}
