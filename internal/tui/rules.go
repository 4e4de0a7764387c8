package tui

import (
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// ruleText is the text of a rule cited by an event, in the client's
// language (i18n's rule catalogs), with the rule it belongs to when that
// is a parent of the one cited ("(aliens L.9) ..."), or "".
func (t text) ruleText(rule string) string {
	s, of, ok := t.p.Rule(rule)
	if !ok {
		return ""
	}
	if of != strings.TrimSpace(rule) {
		return "(" + of + ") " + s
	}
	return s
}

// dice reads the dice of an event: the faces of a roll in its data
// (scene.Roller: a Mars Attacks roll's d8), or the Alien die (d10) an
// Aliens message names as its roll.
func dice(e engine.Event) ([]int, int) {
	if r, ok := e.Data.(scene.Roller); ok && r != nil {
		return r.Rolled()
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
