package content

import (
	"strings"
)

// The Endurance deck list (spec A.2, F, G, W.2, Y.4).
const enduranceFile = "aliens/endurance.yaml"

// Component counts (A.2) and the Bug Hunt's need (C.5.1: one HK VP70 for
// each of up to six Characters, B.10.5).
const (
	EnduranceCards = 60
	bugHuntPistols = 6
	bugHuntPistol  = "hk-vp70-pistol"
)

// CardType is an Endurance card's type icon (F.1.6, G.1-G.5).
type CardType string

const (
	WeaponCard    CardType = "weapon"
	EquipmentCard CardType = "equipment"
	EventCard     CardType = "event"
	HazardCard    CardType = "hazard"
)

// CardTypes lists the four types.
func CardTypes() []CardType {
	return []CardType{WeaponCard, EquipmentCard, EventCard, HazardCard}
}

func (t *CardType) parseScalar(s string) error {
	return parseEnum(t, s, "type", t.scalarWant(), CardTypes()...)
}

func (*CardType) scalarWant() string { return "one of weapon, equipment, event, hazard" }

// CardKeyword is a keyword printed on a card (V.1, V.3) or a property the
// rules give it (area, K.11).
type CardKeyword string

// CardKeywords lists the keywords, in the rules engine's bit order.
func CardKeywords() []CardKeyword {
	return []CardKeyword{"backup", "bulky", "close", "cumbersome", "full_auto", "grenade", "area", "action", "free_action"}
}

func (k *CardKeyword) parseScalar(s string) error {
	return parseEnum(k, s, "keyword", k.scalarWant(), CardKeywords()...)
}

func (*CardKeyword) scalarWant() string {
	names := make([]string, 0, 9)
	for _, k := range CardKeywords() {
		names = append(names, string(k))
	}
	return "one of " + strings.Join(names, ", ")
}

// EnduranceCard is one kind of Endurance card; Copies of it are in the
// 60-card deck. What it does beyond these numbers is rules code bound to
// the ID; its name is the message aliens.card.<id>.name.
type EnduranceCard struct {
	ID       string        `yaml:"id,required"`
	Type     CardType      `yaml:"type,required"`
	Cost     int           `yaml:"cost,required"` // F.9: Exhaust this many to play or equip
	Keywords []CardKeyword `yaml:"keywords"`
	// Weapons only: paid on every Attack action (G.15, K.3), or the card
	// is Discarded to attack (M40 Grenades); a roll <= AlwaysHitsOn hits
	// (K.5); Dice rolled, the lowest kept (K.14; 0 = 1); Range in spaces
	// for Close and area weapons (0 = no limit).
	ExhaustToAttack int  `yaml:"exhaust_to_attack"`
	DiscardToAttack bool `yaml:"discard_to_attack"`
	AlwaysHitsOn    int  `yaml:"always_hits_on,none"`
	Dice            int  `yaml:"dice"`
	Range           int  `yaml:"range,none"`
	// DefenseMod is added to the bearer's Defense rolls (Ithaca -1).
	DefenseMod int `yaml:"defense_mod"`
	Copies     int `yaml:"copies,required"`
	Provenance `yaml:",inline"`
}

// NameKey is the message key of the card's name.
func (c *EnduranceCard) NameKey() string { return "aliens.card." + c.ID + ".name" }

func enduranceFields() []string {
	return []string{"type", "cost", "keywords", "exhaust_to_attack", "discard_to_attack", "always_hits_on", "dice", "range", "defense_mod", "copies", "text"}
}

// checkEndurance validates endurance.yaml: 60 cards (A.2), weapon numbers
// only on weapons, at least six HK VP70 Pistols (C.5.1).
func (v *validator) checkEndurance(cards []EnduranceCard, labels []string) {
	total, pistols := 0, 0
	for i := range cards {
		c, label := &cards[i], labels[i]
		v.checkID(label, c.ID)
		v.checkProvenance(label, c.Provenance, enduranceFields())
		v.inRange(label+".cost", c.Cost, 0, 5)
		v.inRange(label+".copies", c.Copies, 1, EnduranceCards)
		v.inRange(label+".always_hits_on", c.AlwaysHitsOn, 0, d10Max)
		v.inRange(label+".dice", c.Dice, 0, 2)
		v.inRange(label+".range", c.Range, 0, 12)
		v.inRange(label+".exhaust_to_attack", c.ExhaustToAttack, 0, 5)
		v.inRange(label+".defense_mod", c.DefenseMod, -3, 3)
		seen := map[CardKeyword]bool{}
		for j, k := range c.Keywords {
			if seen[k] {
				v.errorf(index(label+".keywords", j), "keyword %s is listed twice", k)
			}
			seen[k] = true
		}
		if c.Type != WeaponCard && c.Type != "" {
			for _, f := range []struct {
				name string
				set  bool
			}{{"exhaust_to_attack", c.ExhaustToAttack != 0}, {"discard_to_attack", c.DiscardToAttack}, {"always_hits_on", c.AlwaysHitsOn != 0}, {"dice", c.Dice != 0}, {"range", c.Range != 0}} {
				if f.set {
					v.errorf(label+"."+f.name, "only a weapon attacks; a %s card has no %s", c.Type, f.name)
				}
			}
		}
		if c.ID == bugHuntPistol {
			pistols = c.Copies
		}
		total += c.Copies
	}
	if len(cards) == 0 || v.isBad(labels[0]) {
		return
	}
	if total != EnduranceCards {
		v.atFirst("cards", labels[0])
		v.errorf("cards", "the copies add up to %d cards; the game has %d Endurance cards (A.2)", total, EnduranceCards)
	}
	if pistols < bugHuntPistols {
		v.atFirst("cards", labels[0])
		v.errorf("cards", "%d copies of %s; a Bug Hunt gives one to each of up to %d Characters (C.5.1)", pistols, bugHuntPistol, bugHuntPistols)
	}
}

func (v *validator) checkEnduranceKeys(cards []EnduranceCard, labels []string, en *messages) {
	for i := range cards {
		v.needKey(labels[i]+".id", cards[i].ID, cards[i].NameKey(), en)
	}
}
