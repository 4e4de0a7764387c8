package content

import (
	"slices"
	"strings"
)

// MarsDeckSize is the number of cards in the shared deck (M.13.1).
const MarsDeckSize = 54

// MarsCardKind is the kind of a Mars Attacks card (spec §C).
type MarsCardKind string

const (
	HandCardKind    MarsCardKind = "hand"    // held, played from the hand
	SupportCardKind MarsCardKind = "support" // played into rows of up to 3 (M.13.12)
	EventCardKind   MarsCardKind = "event"   // resolved when drawn (M.13.19)
)

func (k *MarsCardKind) parseScalar(s string) error {
	return parseEnum(k, s, "kind", k.scalarWant(), HandCardKind, SupportCardKind, EventCardKind)
}

func (*MarsCardKind) scalarWant() string { return "hand, support or event" }

// MarsCardTiming is a card's timing symbol (M.13.5).
type MarsCardTiming string

const (
	OwnTurnTiming MarsCardTiming = "own-turn" // only in the owner's own turn
	AnyTimeTiming MarsCardTiming = "any-time" // also as a reaction
)

func (t *MarsCardTiming) parseScalar(s string) error {
	return parseEnum(t, s, "timing", t.scalarWant(), OwnTurnTiming, AnyTimeTiming)
}

func (*MarsCardTiming) scalarWant() string { return "own-turn or any-time" }

// Effect ids the rules engine implements (package marsattacks, cardfx.go).
const (
	FxShootBonus     = "shoot-bonus"     // +N dice to an own SHOOT test (M.10.3)
	FxFightBonus     = "fight-bonus"     // +N dice to an own FIGHT (M.8.4)
	FxSurviveBonus   = "survive-bonus"   // +N dice to an own Survive roll
	FxExtraMove      = "extra-move"      // a figure MOVEs, even if it acted (M.13.8)
	FxAttack         = "attack"          // "N dice, X+ SHOOT attack" (M.11, M.14)
	FxReinforcements = "reinforcements"  // killed figures return (M.13.23)
	FxOngoingSurvive = "ongoing-survive" // ONGOING: +N Survive dice against attacks (M.13.18)
	// FxMutantBeetle puts the mutant beetle, a stand-up effect marker
	// (M.1.5, G15), at a random location (M.15.1), where it makes an "N
	// dice, X+ SHOOT attack" on the figures there and on each figure that
	// enters its square by a MOVE later.
	FxMutantBeetle = "mutant-beetle"
	// FxSquashBeetle takes the mutant beetle off the mat (M.1.5, G15).
	FxSquashBeetle = "squash-beetle"
)

// cardEffects are the effect ids a card may name.
var cardEffects = []string{FxShootBonus, FxFightBonus, FxSurviveBonus, FxExtraMove, FxAttack, FxReinforcements, FxOngoingSurvive, FxMutantBeetle, FxSquashBeetle}

// MarsTargeting is the bold keyword saying how an attack's square is found
// (M.14.1-M.14.3).
type MarsTargeting string

const (
	RandomTargeting     MarsTargeting = "random"
	SemiRandomTargeting MarsTargeting = "semi-random"
	TargetedTargeting   MarsTargeting = "targeted"
)

func (t *MarsTargeting) parseScalar(s string) error {
	return parseEnum(t, s, "targeting", t.scalarWant(), RandomTargeting, SemiRandomTargeting, TargetedTargeting)
}

func (*MarsTargeting) scalarWant() string { return "random, semi-random or targeted" }

// MarsArea is the bold keyword saying which squares an attack hits
// (M.14.4-M.14.7).
type MarsArea string

const (
	SingleArea      MarsArea = "single"
	DirectionalArea MarsArea = "directional"
	ExplosionArea   MarsArea = "explosion"
)

func (a *MarsArea) parseScalar(s string) error {
	return parseEnum(a, s, "area", a.scalarWant(), SingleArea, DirectionalArea, ExplosionArea)
}

func (*MarsArea) scalarWant() string { return "single, directional or explosion" }

// MarsCardEffect is one side's effect of a card: the red Martian or the blue
// Human one (M.13.3). Effect names the rules code; the other fields are
// its numbers. Tiered numbers (dice, count) hold one value for a hand or
// event card and three for a support card: for rows of 1, 2 and 3 cards
// (M.13.16).
type MarsCardEffect struct {
	Effect    string        `yaml:"effect,required"`
	Targeting MarsTargeting `yaml:"targeting"`
	Area      MarsArea      `yaml:"area"`
	Dice      []int         `yaml:"dice"`    // attack: "N dice"
	Shoot     Target        `yaml:"shoot"`   // attack: "X+ SHOOT"
	Scatter   int           `yaml:"scatter"` // attack: survivors SCATTER (X), M.14.9
	Count     []int         `yaml:"count"`   // bonus dice, figures returned
}

// MarsCard is one card of the shared deck (spec §C, G1).
type MarsCard struct {
	ID         string         `yaml:"id,required"`
	Kind       MarsCardKind   `yaml:"kind,required"`
	Timing     MarsCardTiming `yaml:"timing"`  // hand and support cards
	Ongoing    bool           `yaml:"ongoing"` // support cards only (M.13.18)
	Copies     int            `yaml:"copies,required"`
	Martian    MarsCardEffect `yaml:"martian,required"` // red
	Human      MarsCardEffect `yaml:"human,required"`   // blue
	Provenance `yaml:",inline"`
}

// NameKey is the message key of the card's name.
func (c *MarsCard) NameKey() string { return "marsattacks.card." + c.ID + ".name" }

// MartianKey is the message key of the red Martian effect text.
func (c *MarsCard) MartianKey() string { return "marsattacks.card." + c.ID + ".martian" }

// HumanKey is the message key of the blue Human effect text.
func (c *MarsCard) HumanKey() string { return "marsattacks.card." + c.ID + ".human" }

// MarsCard returns the card with the given id.
func (m *Mars) MarsCard(id string) (*MarsCard, bool) {
	i := slices.IndexFunc(m.Cards, func(c MarsCard) bool { return c.ID == id })
	if i < 0 {
		return nil, false
	}
	return &m.Cards[i], true
}

func cardFields() []string {
	return []string{"kind", "timing", "ongoing", "copies", "martian", "human"}
}

// Bounds of card numbers.
const (
	cardDiceMax    = 10
	cardScatterMax = 8
	cardCountMax   = 6
)

// checkCards validates cards.yaml: each card alone, then the deck.
func (v *validator) checkCards(cards []MarsCard, labels []string) {
	total := 0
	used := map[string]bool{}
	// Errors about the whole deck point at its first card.
	if _, ok := v.d.at["cards"]; !ok && len(labels) > 0 {
		v.d.at["cards"] = v.d.at[labels[0]]
	}
	for i := range cards {
		c, label := &cards[i], labels[i]
		v.checkID(label, c.ID)
		v.checkProvenance(label, c.Provenance, cardFields())
		total += c.Copies
		switch {
		case c.Copies < 1 || c.Copies > MarsDeckSize:
			v.inRange(label+".copies", c.Copies, 1, MarsDeckSize)
		case c.Kind == SupportCardKind && c.Copies < 2:
			v.errorf(label+".copies", "a support card comes in at least 2 copies: rows hold up to 3 identical cards (M.13.12)")
		}
		switch {
		case c.Kind == EventCardKind && c.Timing != "":
			v.errorf(label+".timing", "an event resolves when drawn and has no timing symbol (M.13.19)")
		case c.Kind != EventCardKind && c.Timing == "":
			v.errorf(label+".timing", "missing timing; a %s card shows own-turn or any-time (M.13.5)", c.Kind)
		}
		if c.Ongoing && c.Kind != SupportCardKind {
			v.errorf(label+".ongoing", "only support cards are ongoing (M.13.18)")
		}
		for _, side := range []struct {
			name string
			e    *MarsCardEffect
		}{{"martian", &c.Martian}, {"human", &c.Human}} {
			v.checkCardEffect(c, label+"."+side.name, side.e)
			for _, k := range effectKeywords(side.e) {
				used[k] = true
			}
		}
	}
	if total != MarsDeckSize && len(cards) > 0 && !v.isBad("cards") {
		v.errorf("cards", "the deck has %d cards, want %d (M.13.1)", total, MarsDeckSize)
	}
	if len(cards) > 0 {
		var missing []string
		for _, k := range deckKeywords() {
			if !used[k] {
				missing = append(missing, k)
			}
		}
		if len(missing) > 0 {
			v.errorf("cards", "no card uses %s; every effect keyword of M.14 is on at least one card", strings.Join(missing, ", "))
		}
	}
}

// deckKeywords are the keywords and effects every deck must use.
func deckKeywords() []string {
	return []string{"random", "semi-random", "targeted", "single", "directional", "explosion", "scatter", "ongoing", FxReinforcements}
}

func effectKeywords(e *MarsCardEffect) []string {
	var out []string
	if e.Targeting != "" {
		out = append(out, string(e.Targeting))
	}
	if e.Area != "" {
		out = append(out, string(e.Area))
	}
	if e.Scatter > 0 {
		out = append(out, "scatter")
	}
	if e.Effect == FxOngoingSurvive {
		out = append(out, "ongoing")
	}
	if e.Effect == FxReinforcements {
		out = append(out, FxReinforcements)
	}
	return out
}

// checkCardEffect validates one side's effect of card c at path.
func (v *validator) checkCardEffect(c *MarsCard, path string, e *MarsCardEffect) {
	if !slices.Contains(cardEffects, e.Effect) {
		if e.Effect != "" {
			v.errorf(path+".effect", "unknown effect %s; want one of %s", quoteShort(e.Effect), strings.Join(cardEffects, ", "))
		}
		return
	}
	tiers := 1
	if c.Kind == SupportCardKind {
		tiers = 3
	}
	tiered := func(field string, vals []int, lo, hi int) {
		p := path + "." + field
		if len(vals) != tiers {
			if tiers == 3 {
				v.errorf(p, "want 3 values, for rows of 1, 2 and 3 cards (M.13.16), got %d", len(vals))
			} else {
				v.errorf(p, "want 1 value for a %s card, got %d", c.Kind, len(vals))
			}
			return
		}
		for i, n := range vals {
			v.inRange(index(p, i), n, lo, hi)
			if i > 0 && n < vals[i-1] {
				v.errorf(index(p, i), "%d is below %d; a longer row has a bigger effect (M.13.16)", n, vals[i-1])
			}
		}
	}
	forbid := func(field string, set bool) {
		if set {
			v.errorf(path+"."+field, "the %s effect takes no %s", e.Effect, field)
		}
	}
	isAttack := e.Effect == FxAttack
	// The beetle's bite is an attack with dice and shoot but no square to
	// choose: it goes where the beetle stands.
	bites := isAttack || e.Effect == FxMutantBeetle
	counted := !bites && e.Effect != FxSquashBeetle
	forbid("targeting", !isAttack && e.Targeting != "")
	forbid("area", !isAttack && e.Area != "")
	forbid("dice", !bites && e.Dice != nil)
	forbid("shoot", !bites && !e.Shoot.IsNone())
	forbid("scatter", !isAttack && e.Scatter != 0)
	forbid("count", !counted && e.Count != nil)
	switch e.Effect {
	case FxAttack:
		if e.Targeting == "" {
			v.errorf(path+".targeting", "missing targeting; an attack is random, semi-random or targeted (M.14.1-M.14.3)")
		}
		if e.Area == "" {
			v.errorf(path+".area", "missing area; an attack is single, directional or explosion (M.14.4-M.14.7)")
		}
		tiered("dice", e.Dice, 1, cardDiceMax)
		if e.Shoot.IsNone() {
			v.errorf(path+".shoot", "missing shoot; an attack is written \"N dice, X+ SHOOT\" (M.11.1)")
		} else {
			v.checkTarget(path+".shoot", e.Shoot, false)
		}
		v.inRange(path+".scatter", e.Scatter, 0, cardScatterMax)
	case FxMutantBeetle:
		tiered("dice", e.Dice, 1, cardDiceMax)
		if e.Shoot.IsNone() {
			v.errorf(path+".shoot", "missing shoot; the beetle's attack is written \"N dice, X+ SHOOT\" (M.11.1)")
		} else {
			v.checkTarget(path+".shoot", e.Shoot, false)
		}
	case FxSquashBeetle:
		// No numbers.
	default:
		tiered("count", e.Count, 1, cardCountMax)
	}
	// Where a card can be played follows from its effect.
	test := e.Effect == FxShootBonus || e.Effect == FxFightBonus || e.Effect == FxSurviveBonus
	switch {
	case c.Kind == "" || v.isBad(strings.TrimSuffix(strings.TrimSuffix(path, ".martian"), ".human")+".kind"):
		// An unknown kind is reported already.
	case c.Ongoing && c.Kind != SupportCardKind:
		// Reported at ongoing.
	case test && c.Kind != HandCardKind:
		v.errorf(path+".effect", "%s modifies a test and is played from the hand; the card is %s", e.Effect, c.Kind)
	case e.Effect == FxOngoingSurvive && !c.Ongoing:
		v.errorf(path+".effect", "%s lasts while in play; the card must be an ongoing support card (M.13.18)", e.Effect)
	case c.Ongoing && e.Effect != FxOngoingSurvive:
		v.errorf(path+".effect", "an ongoing card is never triggered (M.13.18); %s needs triggering", e.Effect)
	case e.Effect == FxExtraMove && c.Kind == EventCardKind:
		v.errorf(path+".effect", "%s needs a player's choice of figure; an event resolves when drawn", e.Effect)
	}
}

func (v *validator) checkCardKeys(cards []MarsCard, labels []string, en *messages) {
	for i := range cards {
		c := &cards[i]
		for _, key := range []string{c.NameKey(), c.MartianKey(), c.HumanKey()} {
			v.needKey(labels[i]+".id", c.ID, key, en)
		}
	}
}
