package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
)

// The client's own words live in the "ui" catalog
// (internal/i18n/locales/<lang>/ui.yaml), every key under "ui.".

// text renders ui messages in one language.
type text struct{ p *i18n.Printer }

// tr renders the ui message key (without its "ui." prefix).
func (t text) tr(key string, args ...any) string {
	return t.p.Sprint(engine.M("ui."+key, args...))
}

// lookup renders key if the catalog has it, else ok is false.
func (t text) lookup(key string, args ...any) (string, bool) {
	s := t.p.Sprint(engine.M(key, args...))
	if s == key || strings.HasPrefix(s, key+" ") {
		return "", false
	}
	return s, true
}

// name is the display name of a content id under prefix
// ("aliens.character" + "hicks" -> aliens.character.hicks.name), falling
// back to the id.
func (t text) name(prefix, id string) string {
	if s, ok := t.lookup(prefix + "." + id + ".name"); ok {
		return s
	}
	return id
}

// gameTitle is a game's short display name.
func (t text) gameTitle(game string) string {
	if s, ok := t.lookup("ui.game." + game); ok {
		return s
	}
	return game
}

// player names who plays a seat: a person or a bot with its level.
// Unknown bots keep their raw name.
func (t text) player(p string) string {
	if p == "human" {
		return t.tr("player.human")
	}
	name, ok := strings.CutPrefix(p, "bot:")
	if !ok {
		return p
	}
	if s, ok := t.lookup("ui.bot." + name); ok {
		return s
	}
	return name
}

// keyHelp joins key hints ("q quit") into one line of at most w cells:
// when they do not fit, hints are dropped from the middle, keeping the
// first and the last two (help and quit).
func keyHelp(hints []string, w int) string {
	line := strings.Join(hints, "  ")
	for ansi.StringWidth(line) > w && len(hints) > 3 {
		hints = append(hints[:len(hints)-3], hints[len(hints)-2:]...)
		line = strings.Join(hints, "  ")
	}
	return line
}

// winner names an outcome's winning side ("players", "aliens",
// "humans", "martians", "draw").
func (t text) winner(w string) string {
	if s, ok := t.lookup("ui.winner." + w); ok {
		return s
	}
	return w
}

// PlayerLabel names who plays a seat ("human", "bot:random") in p's
// language, for the plain client.
func PlayerLabel(p *i18n.Printer, player string) string { return text{p}.player(player) }

// WinnerLabel names an outcome's winner in p's language.
func WinnerLabel(p *i18n.Printer, winner string) string { return text{p}.winner(winner) }

// has says whether the catalog has key.
func (t text) has(key string) bool {
	_, ok := t.lookup(key)
	return ok
}
