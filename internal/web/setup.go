package web

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// setupForm is what the lobby's "new table" form offers: per game, the
// option that picks its mission or scenario and the choices, the default
// options for each number of players, the switchable readings (with the
// message keys of their name and one-line explanation, as the terminal
// start screen shows them), and the bots. Everything a person reads is a
// message key.
//
// This is the one place of the web client that knows which option of a
// game picks what (the terminal start screen knows it too); a game seam
// that describes its own setup would replace it.
type setupForm struct {
	Games []gameForm `json:"games"`
	Bots  []botForm  `json:"bots"`
}

type gameForm struct {
	Name  string `json:"name"`
	Title string `json:"title"` // message key of the game's name
	// Field is the option that holds the mission or scenario; Label the
	// message key of its label.
	Field   string   `json:"field"`
	Label   string   `json:"label"`
	Choices []choice `json:"choices"`
	Default string   `json:"default"`
	// Players lists the default options for each number of players.
	Players []playersForm `json:"players"`
	// Heroes is the option that names each seat's Hero, if the game has
	// one; the first choice ("") leaves the game's default.
	Heroes *pick       `json:"heroes,omitempty"`
	Flags  []flagField `json:"flags"`
}

type choice struct {
	ID   string `json:"id"`
	Name string `json:"name"` // message key
}

type pick struct {
	Field   string   `json:"field"`
	Label   string   `json:"label"`
	Choices []choice `json:"choices"`
}

type playersForm struct {
	Players int             `json:"players"`
	Options json.RawMessage `json:"options"`
	// Seats are the message keys naming each seat's side, if the game
	// has sides.
	Seats []string `json:"seats,omitempty"`
}

type flagField struct {
	Name    string `json:"name"`
	Label   string `json:"label"`
	Help    string `json:"help"`
	Default bool   `json:"default"`
}

type botForm struct {
	Name  string `json:"name"`
	Label string `json:"label"`
}

func buildSetup(cfg Config) (*setupForm, error) {
	f := &setupForm{}
	for _, b := range bot.Names() {
		f.Bots = append(f.Bots, botForm{Name: b, Label: "ui.bot." + b})
	}
	// Aliens: every mission of the content but the test drill.
	ag := gameForm{Name: aliens.Name, Title: "ui.game.aliens.long", Field: "mission", Label: "ui.setup.mission", Default: "bug-hunt-1"}
	for _, m := range cfg.Content.Aliens.Missions {
		if m.ID != "drill" {
			ag.Choices = append(ag.Choices, choice{ID: m.ID, Name: "aliens.mission." + m.ID + ".name"})
		}
	}
	heroes := &pick{Field: "heroes", Label: "ui.setup.hero", Choices: []choice{{ID: "", Name: "web.setup.default"}}}
	for _, c := range cfg.Content.Aliens.Characters {
		if c.ID != aliens.NewtID {
			heroes.Choices = append(heroes.Choices, choice{ID: c.ID, Name: "aliens.character." + c.ID + ".name"})
		}
	}
	ag.Heroes = heroes
	ag.Flags = flags(reflect.TypeFor[aliens.Options](), aliens.Name, "newt", "distanceStraight", "defenseTenUnmodified", "poolLiteral")
	if err := players(cfg, &ag, 1, 6, nil); err != nil {
		return nil, err
	}
	// Mars Attacks: the scenarios, and the sides of the seats.
	mg := gameForm{Name: marsattacks.Name, Title: "ui.game.marsattacks.long", Field: "scenario", Label: "ui.setup.scenario", Default: "skirmish"}
	for _, s := range marsattacks.Scenarios() {
		name := "mars.scenario." + s + ".title"
		if !cfg.Text.Has("en", name) {
			name = "ui.scenario." + s
		}
		mg.Choices = append(mg.Choices, choice{ID: s, Name: name})
	}
	mg.Flags = flags(reflect.TypeFor[marsattacks.Options](), marsattacks.Name)
	sides := func(opts json.RawMessage) []string {
		var o struct {
			Seats []string `json:"seats"`
		}
		json.Unmarshal(opts, &o)
		var out []string
		for _, s := range o.Seats {
			out = append(out, "ui.side."+s)
		}
		return out
	}
	if err := players(cfg, &mg, 2, 8, sides); err != nil {
		return nil, err
	}
	def, err := cfg.Games.Lookup(marsattacks.Name)
	if err != nil {
		return nil, err
	}
	defaults, err := def.Options(2)
	if err != nil {
		return nil, err
	}
	var on map[string]any
	json.Unmarshal(defaults, &on)
	for i := range mg.Flags {
		mg.Flags[i].Default = on[mg.Flags[i].Name] == true
	}
	f.Games = []gameForm{ag, mg}
	for _, g := range f.Games {
		for _, key := range []string{g.Title, g.Label} {
			if !cfg.Text.Has("en", key) {
				return nil, fmt.Errorf("web: setup: no text for %s", key)
			}
		}
	}
	return f, nil
}

// players fills the default options of each number of players.
func players(cfg Config, g *gameForm, lo, hi int, seats func(json.RawMessage) []string) error {
	def, err := cfg.Games.Lookup(g.Name)
	if err != nil {
		return err
	}
	for n := lo; n <= hi; n++ {
		opts, err := def.Options(n)
		if err != nil {
			return fmt.Errorf("web: setup: %s with %d players: %w", g.Name, n, err)
		}
		p := playersForm{Players: n, Options: opts}
		if seats != nil {
			p.Seats = seats(opts)
		}
		g.Players = append(g.Players, p)
	}
	return nil
}

// flags lists the switchable readings of an options type: its bool
// fields by JSON name, but skip.
func flags(t reflect.Type, game string, skip ...string) []flagField {
	var out []flagField
	for i := range t.NumField() {
		fl := t.Field(i)
		name, _, _ := strings.Cut(fl.Tag.Get("json"), ",")
		if fl.Type.Kind() == reflect.Bool && !slices.Contains(skip, name) {
			key := "ui.option." + game + "." + name
			out = append(out, flagField{Name: name, Label: key, Help: key + ".help"})
		}
	}
	return out
}
