package games

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// Setting is one option of a game that a start screen offers: the
// option's JSON name in the record header's options, what it is called,
// why one would change it (the rule it switches), and the values it may
// take, in order. A client sets an option by writing one of the values'
// JSON under the name, over the game's defaults (Def.Options); it needs
// to know nothing of the game's Options type.
type Setting struct {
	Name  string     `json:"name"`
	Label engine.Msg `json:"label"`
	Help  engine.Msg `json:"help"` // zero: nothing to explain
	// Values are what the option may be set to.
	Values []Value `json:"values"`
	// PerSeat: the option is a list with one of the values per seat
	// (Aliens' Heroes).
	PerSeat bool `json:"perSeat,omitempty"`
	// Flag: a switchable reading of the rules (false, true).
	Flag bool `json:"flag,omitempty"`
}

// Value is one value a setting may take.
type Value struct {
	JSON  json.RawMessage `json:"json"`
	Label engine.Msg      `json:"label"`
}

// Setup is what a start screen needs of a game besides its defaults.
type Setup struct {
	// Seats is the least and the most seats a table may have.
	Seats [2]int
	// Board is the option that picks what is played (Aliens' mission,
	// Mars Attacks' scenario), for sweeps over them.
	Board string
	// Settings are the options offered for a game with these options
	// (which settings there are may depend on them: a Rescue Mission
	// asks who is Captured).
	Settings func(opts json.RawMessage) ([]Setting, error)
	// SeatLabel says what a seat plays ("Humans"), if the game says.
	SeatLabel func(opts json.RawMessage, seat int) (engine.Msg, bool)
}

// flagValues are a switchable reading's two values.
var flagValues = []Value{
	{JSON: json.RawMessage("false"), Label: engine.Msg{Key: "ui.setup.off"}},
	{JSON: json.RawMessage("true"), Label: engine.Msg{Key: "ui.setup.on"}},
}

// flags are the bool options of an options type, by JSON name, as
// settings labelled ui.option.<game>.<name> (and .help), skipping those a
// start screen does not offer.
func flags(game string, options any, skip ...string) []Setting {
	t := reflect.TypeOf(options)
	var out []Setting
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Type.Kind() != reflect.Bool || slices.Contains(skip, name) {
			continue
		}
		key := "ui.option." + game + "." + name
		out = append(out, Setting{Name: name, Label: engine.Msg{Key: key}, Help: engine.Msg{Key: key + ".help"},
			Values: flagValues, Flag: true})
	}
	return out
}

// quoted is a string value's JSON.
func quoted(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}

// aliensSetup offers the mission, each player's Hero, the Captured
// Character of a Rescue Mission played on its own (S.1) and the
// switchable readings.
func aliensSetup(set *content.Set) Setup {
	// The game's default order of Heroes first (Newt only comes with
	// Ripley, B.10).
	heroes := []string{"hicks", "hudson", "vasquez", "ripley", "gorman", "frost"}
	for _, c := range set.Aliens.Characters {
		if !slices.Contains(heroes, c.ID) && c.ID != aliens.NewtID {
			heroes = append(heroes, c.ID)
		}
	}
	character := func(id string) Value {
		return Value{JSON: quoted(id), Label: engine.Msg{Key: "aliens.character." + id + ".name"}}
	}
	return Setup{Seats: [2]int{1, 6}, Board: "mission", Settings: func(raw json.RawMessage) ([]Setting, error) {
		o, err := aliens.DecodeOptions(raw)
		if err != nil {
			return nil, err
		}
		mission := Setting{Name: "mission", Label: engine.Msg{Key: "ui.setup.mission"}}
		rescue := false
		for _, m := range set.Aliens.Missions {
			mission.Values = append(mission.Values, Value{JSON: quoted(m.ID), Label: engine.Msg{Key: "aliens.mission." + m.ID + ".name"}})
			rescue = rescue || m.ID == o.Mission && m.Kind == content.RescueMission
		}
		hero := Setting{Name: "heroes", Label: engine.Msg{Key: "ui.setup.hero"}, PerSeat: true}
		for _, id := range heroes {
			hero.Values = append(hero.Values, character(id))
		}
		out := []Setting{mission, hero}
		if rescue {
			captive := Setting{Name: "captives", Label: engine.Msg{Key: "ui.setup.captive"}, Help: engine.Msg{Key: "ui.setup.captive.help"}}
			for _, id := range heroes {
				if !slices.Contains(o.Heroes, id) {
					v := character(id)
					v.JSON = json.RawMessage(fmt.Sprintf("[%s]", v.JSON))
					captive.Values = append(captive.Values, v)
				}
			}
			out = append(out, captive)
		}
		return append(out, flags(aliens.Name, aliens.Options{}, "newt", "distanceStraight", "defenseTenUnmodified", "poolLiteral")...), nil
	}}
}

// marsSetup offers the scenario and the switchable readings; seats play
// the sides the options give them.
func marsSetup() Setup {
	return Setup{Seats: [2]int{2, 8}, Board: "scenario",
		Settings: func(json.RawMessage) ([]Setting, error) {
			scenario := Setting{Name: "scenario", Label: engine.Msg{Key: "ui.setup.scenario"}}
			for _, id := range marsattacks.Scenarios() {
				label := engine.Msg{Key: "mars.scenario." + id + ".title"}
				if strings.HasPrefix(id, "skirmish") {
					label = engine.Msg{Key: "scene.scenario." + id}
				}
				scenario.Values = append(scenario.Values, Value{JSON: quoted(id), Label: label})
			}
			return append([]Setting{scenario}, flags(marsattacks.Name, marsattacks.Options{})...), nil
		},
		SeatLabel: func(raw json.RawMessage, seat int) (engine.Msg, bool) {
			o, err := marsattacks.DecodeOptions(raw)
			if err != nil || seat >= len(o.Seats) {
				return engine.Msg{}, false
			}
			return engine.Msg{Key: "scene.side." + o.Seats[seat].String()}, true
		}}
}
