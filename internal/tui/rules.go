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

// dice reads the dice of an event, as the web client does: the faces of
// a roll in its data (scene.Roller, a Mars Attacks pool), or else the
// one die its message names as its "roll" argument (an Alien die, a Mars
// Attacks repair or terrified test), whatever the game.
func dice(e engine.Event) []int {
	if r, ok := e.Data.(scene.Roller); ok && r != nil {
		faces, _ := r.Rolled()
		return faces
	}
	if n, err := strconv.Atoi(e.Msg.Arg("roll")); err == nil {
		return []int{n}
	}
	return nil
}

// diceText draws dice as boxed faces: "[3][8]".
func diceText(d []int) string {
	var b strings.Builder
	for _, v := range d {
		b.WriteString("[" + strconv.Itoa(v) + "]")
	}
	return b.String()
}
