package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// CharID names one of the seven Characters (B.1), in the rulebook's order.
type CharID int

// The seven Characters.
const (
	Ripley CharID = iota
	Hicks
	Gorman
	Frost
	Hudson
	Vasquez
	Newt
	numChars
)

var charKeys = [numChars]string{"ripley", "hicks", "gorman", "frost", "hudson", "vasquez", "newt"}

// String is the character's id in content, option keys and messages.
func (c CharID) String() string {
	if c < 0 || c >= numChars {
		return "char?"
	}
	return charKeys[c]
}

func charByKey(s string) (CharID, bool) {
	for i, k := range charKeys {
		if k == s {
			return CharID(i), true
		}
	}
	return 0, false
}

// Side is one side of a Character card (B.8): its stats and the ids of
// the abilities printed on it (W.1). Aim 0 means no Aim Dial (Newt,
// W.1.7); Rank 0 means no Rank (Civilians, B.7).
type Side struct {
	Speed, Aim, Tech, Defense, Melee, Rank int
	Abilities                              []string
}

// CharDef is a Character card: both sides, Marine or Civilian (B.5).
type CharDef struct {
	ID     CharID
	Marine bool
	// Unarmed Characters cannot equip Weapons (Newt, B.10.4).
	Unarmed bool
	// Follows is the Character this one mirrors as Hero or Grunt, played
	// from the same hand (Newt follows Ripley, B.10.2), or -1.
	Follows CharID
	Hero    Side
	Grunt   Side
}

// Side returns the hero or grunt side.
func (d *CharDef) Side(hero bool) *Side {
	if hero {
		return &d.Hero
	}
	return &d.Grunt
}

// Status is a Character's condition (M.10-M.13).
type Status uint8

// Character conditions. The two on the board come first (onBoard).
const (
	Standing Status = iota
	KnockedDown
	Killed
	Captured
	// Escaped: left the board through an exit (J.9, story.go).
	Escaped
)

var statusKeys = [...]string{"standing", "knocked-down", "killed", "captured", "escaped"}

func (s Status) String() string { return statusKeys[s] }

// Slot numbers: two weapon slots (primary, second) and two equipment
// slots (G.7).
const (
	slotWeapon1 = iota
	slotWeapon2
	slotEquip1
	slotEquip2
	numSlots
)

// Character is one Character in a mission.
type Character struct {
	ID CharID
	// InPlay is false for a Character not used in this mission (Newt
	// unavailable, B.10.1).
	InPlay bool
	// Hero is true on the Hero side (B.2), false on the Grunt side (B.3).
	Hero bool
	// Owner is the seat playing this Hero, or -1 for a Grunt (B.3).
	Owner  engine.Seat
	Status Status
	// Aim is the Aim Dial (C.7), 1..10 (U.4); 0 when there is none.
	Aim int
	// Slots hold equipped card numbers or -1 (G.7): two weapons, then two
	// equipment cards.
	Slots [numSlots]int
	// Activated is set once the Character has activated in this Marine
	// Phase (I.4).
	Activated bool
	// Actions left in the current activation (I.8).
	Actions int
	// Free records the Free Actions taken in this activation (G.14).
	Free freeSet
	// Turn records once-per-turn abilities used this game turn (B.12).
	Turn freeSet
	// At is the Character's space on the board (a grid.Square), or -1
	// without a board.
	At int
	// Facehugged: a Facehugger token lies on this Character's card (T.9);
	// it keeps playing and counts as Killed at the end of a campaign.
	Facehugged bool `json:",omitempty"`
	// Trapped: takes no Move action until freed (W.4.2, story.go).
	Trapped bool `json:",omitempty"`
	// Rescued: cut free from a cocoon in this Rescue mission (S.1).
	Rescued bool `json:",omitempty"`
}

// freeSet is a small bit set of free actions or per-turn abilities.
type freeSet uint16

const (
	freeVP70Second   freeSet = 1 << iota // HK VP70 second attack (W.2.6)
	freeGrenade                          // M41A free Grenade attack (W.2.1)
	freeShoulderLamp                     // Shoulder Lamp (W.2.10)
	freeGorman                           // Gorman's DURING ACTIVATION (B.11.3)
	turnHicksReroll                      // Hicks' passive (W.1.2)
	turnRipleyReroll                     // Ripley's passive (W.1.1)
	freeTracker                          // Motion Tracker equipment (W.2.9)
)

// onBoard reports whether the Character is still in the mission (not
// Killed or Captured, M.8, M.12, nor gone through an exit, J.9).
func (c *Character) onBoard() bool {
	return c.InPlay && c.Status <= KnockedDown // not Killed, Captured or Escaped: one comparison
}

// addAim moves the dial by d within 1..10 (U.4). A Character without a
// dial (Aim 0) keeps none.
func (c *Character) addAim(d int) {
	if c.Aim == 0 {
		return
	}
	c.Aim = min(10, max(1, c.Aim+d))
}

// def is ch's card.
func (g *Game) def(ch CharID) *CharDef { return &g.rules.Chars[ch] }

// side is ch's current side (B.2, B.3).
func (g *Game) side(ch CharID) *Side { return g.rules.Chars[ch].Side(g.st.Chars[ch].Hero) }

// resetAim turns the dial to the Aim number of the current side (I.1,
// C.7, U.4).
func (g *Game) resetAim(ch CharID) { g.st.Chars[ch].Aim = g.side(ch).Aim }

// has reports whether ch's current side carries the ability id (W.1).
func (g *Game) has(ch CharID, ability string) bool {
	return slices.Contains(g.side(ch).Abilities, ability)
}
