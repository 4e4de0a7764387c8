package tui

import (
	_ "embed"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

//go:generate sh -c "go run ./genrules -spec $SPEC > rules.txt"

// rulesText is the rules-text index: "<game> <id>\t<text>" a line, the
// spec's paraphrase of each numbered rule (genrules builds it).
//
//go:embed rules.txt
var rulesText string

var ruleIndex = func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(rulesText, "\n") {
		if id, text, ok := strings.Cut(line, "\t"); ok {
			m[id] = text
		}
	}
	return m
}()

// RuleText returns the text of a rule ("aliens L.9"), falling back to
// its nearest numbered parent ("aliens L.9.2" -> "aliens L.9"), or "".
func RuleText(rule string) string {
	for r := rule; r != ""; {
		if t, ok := ruleIndex[r]; ok {
			if r != rule {
				return "(" + r + ") " + t
			}
			return t
		}
		i := strings.LastIndexByte(r, '.')
		if i < 0 {
			break
		}
		r = r[:i]
	}
	return ""
}

// dice reads the dice of an event: a Mars Attacks roll's d8 faces, or
// the Alien die (d10) an Aliens message names as its roll.
func dice(e engine.Event) ([]int, int) {
	if r, ok := e.Data.(marsattacks.Roll); ok {
		return r.Dice, 8
	}
	if r, ok := e.Data.(*marsattacks.Roll); ok && r != nil {
		return r.Dice, 8
	}
	if strings.HasPrefix(e.Rule, "aliens") {
		if v := e.Msg.Arg("roll"); v != "" {
			if n, err := strconv.Atoi(v); err == nil {
				return []int{n}, 10
			}
		}
	}
	return nil, 0
}

// diceText draws dice as boxed faces: "[3][8]".
func diceText(d []int) string {
	var b strings.Builder
	for _, v := range d {
		b.WriteString("[" + strconv.Itoa(v) + "]")
	}
	return b.String()
}
