package games_test

import (
	"encoding/json"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
)

// Every value of every setting a start screen is offered (games.Setup)
// starts a game when written over the game's defaults, for the least and
// the most seats; every label and explanation has its text in every
// language; a Rescue Mission asks for its Captured Character and others
// do not (S.1).
func TestSettingsStartGames(t *testing.T) {
	_, cat, text := world(t)
	offered := 0
	for _, name := range cat.Names() {
		def, err := cat.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if def.Setup.Settings == nil {
			continue
		}
		offered++
		for _, seats := range def.Setup.Seats {
			base, err := def.Options(seats)
			if err != nil {
				t.Fatal(err)
			}
			settings, err := def.Setup.Settings(base)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if len(settings) == 0 {
				t.Fatalf("%s offers no setting", name)
			}
			for _, s := range settings {
				msgs := []engine.Msg{s.Label}
				if s.Help.Key != "" {
					msgs = append(msgs, s.Help)
				} else if s.Flag {
					t.Errorf("%s: the reading %s has no explanation", name, s.Name)
				}
				for j, v := range s.Values {
					msgs = append(msgs, v.Label)
					var raw json.RawMessage
					if s.PerSeat { // each seat its own value, seat 0 this one
						list := make([]json.RawMessage, seats)
						for i := range list {
							list[i] = s.Values[(j+i)%len(s.Values)].JSON
						}
						value, _ := json.Marshal(list)
						raw = with(t, base, s.Name, value, false, seats)
					} else {
						raw = with(t, base, s.Name, v.JSON, false, seats)
					}
					// A setting this value brings (a Rescue's Captured
					// Character) takes its first value, as on the screen.
					more, err := def.Setup.Settings(raw)
					if err != nil {
						t.Fatal(err)
					}
					for _, m := range more {
						if !has(settings, m.Name) {
							raw = with(t, raw, m.Name, m.Values[0].JSON, m.PerSeat, seats)
						}
					}
					h := &engine.Header{Game: name, Options: raw, Seed: 1, Seats: make([]engine.SeatInfo, seats)}
					if _, err := cat.NewGame(h); err != nil {
						t.Errorf("%s with %d seats, %s = %s: %v", name, seats, s.Name, v.JSON, err)
					}
				}
				for _, m := range msgs {
					for _, lang := range i18n.Languages {
						for _, gap := range text.Printer(lang).Gaps(m) {
							t.Errorf("%s setting %s: %s", name, s.Name, gap)
						}
					}
				}
			}
		}
	}
	if offered < 2 {
		t.Fatalf("%d games on the start screen", offered)
	}
	def, _ := cat.Lookup("aliens")
	for mission, want := range map[string]bool{"rescue": true, "mission-1": false} {
		raw := with(t, json.RawMessage(`{}`), "mission", json.RawMessage(`"`+mission+`"`), false, 1)
		settings, err := def.Setup.Settings(raw)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, s := range settings {
			got = got || s.Name == "captives"
		}
		if got != want {
			t.Errorf("%s asks for a Captured Character: %v, want %v [aliens S.1]", mission, got, want)
		}
	}
}

// with writes value under name over the options raw (a list of it for
// each seat when perSeat).
func with(t *testing.T, raw json.RawMessage, name string, value json.RawMessage, perSeat bool, seats int) json.RawMessage {
	t.Helper()
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	if perSeat {
		list := make([]json.RawMessage, seats)
		for i := range list {
			list[i] = value
		}
		value, _ = json.Marshal(list)
	}
	m[name] = value
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// has says whether a setting of this name is in the list.
func has(settings []games.Setting, name string) bool {
	for _, s := range settings {
		if s.Name == name {
			return true
		}
	}
	return false
}
