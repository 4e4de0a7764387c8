package aliens

// Names in messages. Events, prompts and options name Characters, cards
// and the like by message reference (an i18n "@key" argument), never by
// content id, so every language renders the name in its own words. Ids
// stay in option keys and views, where programs read them.

// charNames are the Characters' name references (content i18n).
var charNames = func() (out [numChars]string) {
	for i, k := range charKeys {
		out[i] = "@aliens.character." + k + ".name"
	}
	return out
}()

// Name is the Character's name as a message argument.
func (c CharID) Name() string {
	if c < 0 || c >= numChars {
		return c.String()
	}
	return charNames[c]
}

var statusNames = [...]string{"@aliens.status.standing", "@aliens.status.knocked-down",
	"@aliens.status.killed", "@aliens.status.captured"}

// Name is the condition's name as a message argument.
func (s Status) Name() string { return statusNames[s] }

var typeNames = [...]string{"@aliens.cardtype.weapon", "@aliens.cardtype.equipment",
	"@aliens.cardtype.event", "@aliens.cardtype.hazard"}

// Name is the card type's name as a message argument.
func (t CardType) Name() string { return typeNames[t] }

// cardName is card number c's name as a message argument. Copies share a
// name; the copy number stays in option keys.
func (d *Deck) cardName(c int) string {
	if c == Reshuffle {
		return "@aliens.card.reshuffle.name"
	}
	return d.cardDef(c).Name
}

// mtName is Motion Tracker card c's name as a message argument.
func (g *Game) mtName(c int) string { return "@aliens.mt." + g.rules.MT[c].ID + ".name" }

// abilityName is an ability's printed text as a message argument.
func abilityName(id string) string { return "@aliens.ability." + id }

// missionName is the mission's name as a message argument.
func missionName(id string) string { return "@aliens.mission." + id + ".name" }
