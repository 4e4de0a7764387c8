package content

import (
	"slices"
	"strings"
)

// Aliens is the content of "Aliens: Another Glorious Day in the Corps".
type Aliens struct {
	Characters []Character // sorted by ID
	Boards     []Board     // sorted by ID
	// Endurance are the kinds of Endurance card (endurance.yaml), in file
	// order: the order fixes the card numbers of a deck.
	Endurance []EnduranceCard
	// Blips are the kinds of Blip token (blips.yaml), sorted by ID.
	Blips []Blip
	// MotionTracker are the kinds of Motion Tracker card
	// (motiontracker.yaml), sorted by ID.
	MotionTracker []MTCard
	Missions      []Mission // sorted by ID (missions.yaml)
}

// Character returns the character with the given id.
func (a *Aliens) Character(id string) (*Character, bool) {
	i := slices.IndexFunc(a.Characters, func(c Character) bool { return c.ID == id })
	if i < 0 {
		return nil, false
	}
	return &a.Characters[i], true
}

// CharacterKind is the symbol at the top right of a character card (B.5).
type CharacterKind string

const (
	Marine   CharacterKind = "marine"
	Civilian CharacterKind = "civilian" // no Rank, activates no Grunts (B.7)
)

func (k *CharacterKind) parseScalar(s string) error {
	return parseEnum(k, s, "kind", k.scalarWant(), Marine, Civilian)
}

func (*CharacterKind) scalarWant() string { return "marine or civilian" }

// Timing is when a character ability applies (B.11, V.2).
type Timing string

const (
	Passive            Timing = "passive"               // always in effect, even in the Alien Phase (B.11.1)
	OnActivation       Timing = "on_activation"         // activation step 1 (B.11.2)
	DuringActivation   Timing = "during_activation"     // once, at any moment of the activation (B.11.3)
	EndOfActivation    Timing = "end_of_activation"     // activation step 4 (B.11.4)
	StartOfFinishPhase Timing = "start_of_finish_phase" // Finish Phase step 1 (B.11.5)
)

// Timings lists every timing in the order a turn reaches them.
func Timings() []Timing {
	return []Timing{Passive, OnActivation, DuringActivation, EndOfActivation, StartOfFinishPhase}
}

func (t *Timing) parseScalar(s string) error {
	return parseEnum(t, s, "timing", t.scalarWant(), Timings()...)
}

func (*Timing) scalarWant() string { return "one of " + timingList() }

func timingList() string {
	names := make([]string, 0, 5)
	for _, t := range Timings() {
		names = append(names, string(t))
	}
	return strings.Join(names, ", ")
}

// LabelKey is the message key of the timing keyword printed on cards.
func (t Timing) LabelKey() string { return "aliens.timing." + string(t) }

// Character is one of the seven two-sided character cards (A.11, B, W.1).
// Every stat is read on a D10, roll-under (J.2, K.4, M.6, M.7): a higher
// value is better for all of them.
type Character struct {
	ID   string        `yaml:"id,required"`
	Kind CharacterKind `yaml:"kind,required"`
	// Unarmed characters cannot equip Weapon cards and have no Aim Dial
	// (Newt, B.10.4, W.1.7).
	Unarmed bool `yaml:"unarmed"`
	// Follows names the character this one mirrors: it is a Hero exactly
	// when that one is, played by the same player from the same hand
	// (Newt follows Ripley, B.10.2-B.10.3).
	Follows    string        `yaml:"follows"`
	Hero       CharacterSide `yaml:"hero,required"`
	Grunt      CharacterSide `yaml:"grunt,required"`
	Provenance `yaml:",inline"`
}

// NameKey is the message key of the character's name.
func (c *Character) NameKey() string { return "aliens.character." + c.ID + ".name" }

// Side returns the hero side or the grunt side.
func (c *Character) Side(hero bool) *CharacterSide {
	if hero {
		return &c.Hero
	}
	return &c.Grunt
}

// CharacterSide is one face of a character card.
type CharacterSide struct {
	Speed   int `yaml:"speed,required"`    // spaces per Move action (J.3)
	Aim     int `yaml:"aim,required,none"` // Aim Dial start value (I.1); 0: no dial
	Tech    int `yaml:"tech,required"`     // Tech test passes on a roll <= Tech (J.2)
	Defense int `yaml:"defense,required"`  // Defense roll dodges on <= Defense (M.6)
	Melee   int `yaml:"melee,required"`    // counterattack kills on <= Melee (M.7)
	// Rank is 1..3 for Marines and 0 for Civilians (B.6, B.7, I.10).
	Rank      int                `yaml:"rank,required,none"`
	Abilities []CharacterAbility `yaml:"abilities"`
}

// HasAim reports whether the side has an Aim Dial.
func (s *CharacterSide) HasAim() bool { return s.Aim > 0 }

// CharacterAbility is one ability printed on a character card. What it does
// is the rules engine's, bound to the ID; its text is the message TextKey.
type CharacterAbility struct {
	ID          string `yaml:"id,required"`
	Timing      Timing `yaml:"timing,required"`
	Optional    bool   `yaml:"optional,required"` // the text says "may" (U.3)
	OncePerTurn bool   `yaml:"once_per_turn"`     // once per game turn (B.12)
	Provenance  `yaml:",inline"`
}

// TextKey is the message key of the ability's text.
func (a *CharacterAbility) TextKey() string { return "aliens.ability." + a.ID }

// Stat bounds. D10 stats live on the die's faces; Speed shares the bound
// (Aliens move 6, L.5); Rank is 1..3 (B.6).
const (
	d10Min, d10Max   = 1, 10
	rankMin, rankMax = 1, 3
)

// characterFields are the field paths a character's provenance may name.
func characterFields() []string {
	f := []string{"kind", "unarmed", "follows"}
	for _, side := range []string{"hero", "grunt"} {
		for _, s := range []string{"speed", "aim", "tech", "defense", "melee", "rank"} {
			f = append(f, side+"."+s)
		}
	}
	return f
}

// abilityFields are the field paths an ability's provenance may name; text
// is the message the ability's key points to.
func abilityFields() []string { return []string{"timing", "optional", "once_per_turn", "text"} }

// checkCharacters validates characters.yaml on its own; message keys are
// checked later against the English catalog.
func (v *validator) checkCharacters(chars []Character, labels []string) {
	abilityAt := make(map[string]string) // ability id -> path of its first use
	for i := range chars {
		c, label := &chars[i], labels[i]
		v.checkID(label, c.ID)
		v.checkProvenance(label, c.Provenance, characterFields())
		for _, hero := range []bool{true, false} {
			v.checkSide(c, label, hero)
		}
		v.compareSides(c, label)
		if c.Follows != "" {
			v.checkFollows(chars, c, label)
		}
		for _, side := range []string{"hero", "grunt"} {
			s := c.Side(side == "hero")
			for j := range s.Abilities {
				a := &s.Abilities[j]
				path := index(label+"."+side+".abilities", j)
				v.checkID(path, a.ID)
				if first, dup := abilityAt[a.ID]; dup && a.ID != "" {
					v.errorf(path+".id", "duplicate ability id %q (first at %s)", a.ID, first)
				} else {
					abilityAt[a.ID] = path
				}
				v.checkProvenance(path, a.Provenance, abilityFields())
			}
		}
	}
}

func (v *validator) checkSide(c *Character, label string, hero bool) {
	side, name := c.Side(hero), "grunt"
	if hero {
		name = "hero"
	}
	p := label + "." + name
	v.inRange(p+".speed", side.Speed, d10Min, d10Max)
	v.inRange(p+".tech", side.Tech, d10Min, d10Max)
	v.inRange(p+".defense", side.Defense, d10Min, d10Max)
	v.inRange(p+".melee", side.Melee, d10Min, d10Max)
	switch {
	case c.Unarmed && side.HasAim():
		v.errorf(p+".aim", "an unarmed character has no Aim Dial; want none")
	case !c.Unarmed && !side.HasAim():
		v.errorf(p+".aim", "a character without an Aim Dial cannot attack; set unarmed: true or give an aim")
	case side.HasAim():
		v.inRange(p+".aim", side.Aim, d10Min, d10Max)
	}
	switch c.Kind {
	case Marine:
		if side.Rank == 0 {
			v.errorf(p+".rank", "a marine has a rank %d..%d, got none", rankMin, rankMax)
		} else {
			v.inRange(p+".rank", side.Rank, rankMin, rankMax)
		}
	case Civilian:
		if side.Rank != 0 {
			v.errorf(p+".rank", "a civilian has no rank (B.7); want none, got %d", side.Rank)
		}
	}
	// A counterattack needs one roll within both Defense and Melee (M.7), so
	// Melee above Defense would be a number that never matters.
	if side.Melee > side.Defense && side.Defense >= d10Min {
		v.errorf(p+".melee", "melee %d exceeds defense %d; a counterattack needs a roll within both (M.7), so melee above defense has no effect", side.Melee, side.Defense)
	}
}

// compareSides enforces B.4: the hero side is at least as good as the grunt
// side on every stat and better overall (a stat or an extra ability).
func (v *validator) compareSides(c *Character, label string) {
	h, g := &c.Hero, &c.Grunt
	stats := []struct {
		name string
		h, g int
	}{
		{"speed", h.Speed, g.Speed},
		{"aim", h.Aim, g.Aim},
		{"tech", h.Tech, g.Tech},
		{"defense", h.Defense, g.Defense},
		{"melee", h.Melee, g.Melee},
		{"rank", h.Rank, g.Rank},
	}
	better := len(h.Abilities) > len(g.Abilities)
	for _, s := range stats {
		if v.isBad(label+".hero."+s.name) || v.isBad(label+".grunt."+s.name) {
			better = true // unknown; the decoding error says enough
			continue
		}
		if s.g > s.h {
			v.errorf(label+".grunt."+s.name, "%d is better than the hero side's %d; a hero side is at least as good as its grunt side (B.4)", s.g, s.h)
		}
		better = better || s.h > s.g
	}
	if !better {
		v.errorf(label+".hero", "the hero side is no better than the grunt side; raise a stat or give it another ability (B.4)")
	}
}

func (v *validator) checkFollows(chars []Character, c *Character, label string) {
	p := label + ".follows"
	i := slices.IndexFunc(chars, func(o Character) bool { return o.ID == c.Follows })
	switch {
	case c.Follows == c.ID:
		v.errorf(p, "a character cannot follow itself")
	case i < 0:
		v.errorf(p, "unknown character %q", c.Follows)
	case chars[i].Follows != "":
		v.errorf(p, "%q follows %q itself; chains are not allowed", c.Follows, chars[i].Follows)
	}
}
