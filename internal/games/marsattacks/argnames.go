package marsattacks

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// The rules' messages name figures, cards, sides and actions by id (the
// rules bot reads them); argName tells the text layer the messages that
// name them in every language, so that no id reaches a player.
func init() { engine.RegisterArgNamer("mars.", argName) }

// figureArgs are the arguments that hold a figure id.
var figureArgs = map[string]bool{"figure": true, "attacker": true, "defender": true, "target": true}

// wordArgs are the arguments whose value is one of a few words, named by
// the message "mars.word.<argument>.<value>".
var wordArgs = map[string]bool{"action": true, "extra": true, "what": true, "defence": true,
	"kind": true, "dir": true, "effect": true}

// squareArgs are the arguments that hold a square, or "off" the mat.
var squareArgs = map[string]bool{"square": true, "from": true, "to": true}

// numberedID is a figure id "<profile>-<n>" or a reinforcement
// "<profile>-r<round>-<n>".
var numberedID = regexp.MustCompile(`^(.+?)-(?:r([0-9]+)-)?([0-9]+)$`)

func argName(key string, a engine.Arg) ([]engine.Msg, bool) {
	v := a.Value
	if strings.HasPrefix(v, "@") {
		return nil, false
	}
	switch {
	case v == "" && figureArgs[a.Name]:
		// A card's attack rolls with no figure (mars.roll).
		return []engine.Msg{{Key: "mars.word.figure.none"}}, true
	case v == "":
		return nil, false
	case figureArgs[a.Name]:
		if _, err := strconv.Atoi(v); err == nil {
			return nil, false // mars.roll's target is a number ("4+")
		}
		return []engine.Msg{figureName(v)}, true
	case a.Name == "profile":
		return []engine.Msg{{Key: "marsattacks.profile." + v + ".name"}}, true
	case a.Name == "side" || a.Name == "first":
		return []engine.Msg{{Key: "mars.side." + v}}, true
	case a.Name == "card":
		return []engine.Msg{{Key: "marsattacks.card." + v + ".name"}}, true
	case a.Name == "cards":
		var out []engine.Msg
		for _, c := range strings.Split(v, ",") {
			out = append(out, engine.Msg{Key: "marsattacks.card." + c + ".name"})
		}
		return out, true
	case a.Name == "ability":
		return []engine.Msg{{Key: "marsattacks.ability." + v + ".name"}}, true
	case squareArgs[a.Name] && v == Off.String():
		return []engine.Msg{{Key: "mars.word.square.off"}}, true
	case wordArgs[a.Name]:
		return []engine.Msg{{Key: "mars.word." + a.Name + "." + v}}, true
	}
	return nil, false
}

// figureName names a figure by its id: its profile's name, and its number
// when the id has one ("us-hmg-2": "US soldier with heavy machine gun 2").
func figureName(id string) engine.Msg {
	if id == heroSlot {
		return engine.Msg{Key: "mars.word.figure.hero-of-choice"}
	}
	m := numberedID.FindStringSubmatch(id)
	if m == nil {
		return engine.Msg{Key: "marsattacks.profile." + id + ".name"}
	}
	name := engine.Arg{Name: "name", Value: "@marsattacks.profile." + m[1] + ".name"}
	if m[2] != "" {
		return engine.Msg{Key: "mars.name.reinforcement", Args: []engine.Arg{name, {Name: "round", Value: m[2]}, {Name: "num", Value: m[3]}}}
	}
	return engine.Msg{Key: "mars.name.numbered", Args: []engine.Arg{name, {Name: "num", Value: m[3]}}}
}
