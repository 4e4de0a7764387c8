package tui

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
)

// setupForm is the start screen: a list of fields, each with a list of
// values to cycle through with left and right. The game's own fields come
// from its catalog entry (games.Setup): the client knows no game's
// options.
type setupForm struct {
	w       *World
	text    text
	game    string
	mission int // the first setting's value (the mission or scenario), then the campaign entries
	players int
	seats   []string // "human" or "bot:NAME"
	// chosen are the settings' values by option name; perSeat those of
	// the settings with a value per seat.
	chosen  map[string]json.RawMessage
	perSeat map[string][]json.RawMessage
	// campFlags are the campaign's own options (internal/campaign).
	campFlags map[string]bool
	// file is the campaign file; files the campaigns found in the
	// current directory, for resuming.
	file    string
	files   []string
	editing bool // the file name is being typed
	seed    uint64
	row     int
}

// offered lists the games the start screen offers: those with settings.
func (f *setupForm) offered() []string {
	var out []string
	for _, name := range f.w.Games.Names() {
		if d, err := f.w.Games.Lookup(name); err == nil && d.Setup.Settings != nil {
			out = append(out, name)
		}
	}
	return out
}

func newSetup(w *World, t text, game string, seed uint64) *setupForm {
	f := &setupForm{w: w, text: t, game: game, seed: seed, file: "campaign.json"}
	if !slices.Contains(f.offered(), f.game) {
		f.game = defaultGame
	}
	f.reset()
	return f
}

// defaultGame is the game the start screen shows first.
const defaultGame = "aliens"

// def is the chosen game's catalog entry.
func (f *setupForm) def() games.Def {
	d, _ := f.w.Games.Lookup(f.game)
	return d
}

// reset sets the defaults of the chosen game.
func (f *setupForm) reset() {
	f.chosen, f.perSeat, f.campFlags = map[string]json.RawMessage{}, map[string][]json.RawMessage{}, map[string]bool{}
	for _, fl := range campaignFlagNames() {
		f.campFlags[fl] = false
	}
	f.seats = nil
	f.setPlayers(f.def().Setup.Seats[0])
	f.mission = 0
	if ss := f.settings(); len(ss) > 0 {
		f.mission = f.current(ss[0])
	}
}

func (f *setupForm) setPlayers(n int) {
	f.players = n
	for len(f.seats) < n {
		if len(f.seats) == 0 {
			f.seats = append(f.seats, "human")
		} else {
			f.seats = append(f.seats, "bot:"+bot.Names()[0])
		}
	}
	f.seats = f.seats[:n]
}

// options are the game's defaults for the table with the chosen values
// over them, as a record header carries them.
func (f *setupForm) options() (json.RawMessage, error) {
	raw, err := f.def().Options(f.players)
	if err != nil {
		return nil, err
	}
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, err
	}
	for k, v := range f.chosen {
		m[k] = v
	}
	for k, vs := range f.perSeat {
		list := make([]json.RawMessage, f.players)
		for i := range list {
			list[i] = vs[i%len(vs)]
		}
		b, err := json.Marshal(list)
		if err != nil {
			return nil, err
		}
		m[k] = b
	}
	return json.Marshal(m)
}

// settings are the chosen game's settings for the chosen values; every
// setting's shown value is written into the choices, so that the header
// is what the screen shows.
func (f *setupForm) settings() []games.Setting {
	var ss []games.Setting
	for range 3 { // which settings there are may depend on the values
		raw, err := f.options()
		if err != nil {
			return nil
		}
		if ss, err = f.def().Setup.Settings(raw); err != nil {
			return nil
		}
		changed, offered := false, map[string]bool{}
		for _, s := range ss {
			changed = f.settle(s) || changed
			offered[s.Name] = true
		}
		// A value of a setting no longer offered (the Captured Character
		// of a mission that is not a Rescue) is dropped.
		for name := range f.chosen {
			if !offered[name] {
				delete(f.chosen, name)
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	return ss
}

// settle makes s's choice one of its values (the one the defaults give,
// else the first; a seat's own: the seat's place in the list); it says
// whether it changed one.
func (f *setupForm) settle(s games.Setting) bool {
	if len(s.Values) == 0 {
		return false
	}
	if s.PerSeat {
		vs := f.perSeat[s.Name]
		changed := len(vs) < f.players
		for i := len(vs); i < f.players; i++ {
			vs = append(vs, s.Values[i%len(s.Values)].JSON)
		}
		for i, v := range vs {
			if index(s, v) < 0 {
				vs[i], changed = s.Values[0].JSON, true
			}
		}
		f.perSeat[s.Name] = vs
		return changed
	}
	if v, ok := f.chosen[s.Name]; ok && index(s, v) >= 0 {
		return false
	}
	raw, _ := f.def().Options(f.players)
	var m map[string]json.RawMessage
	_ = json.Unmarshal(raw, &m)
	if i := index(s, m[s.Name]); i >= 0 {
		f.chosen[s.Name] = s.Values[i].JSON
		return false
	}
	f.chosen[s.Name] = s.Values[0].JSON
	return true
}

// index is the position of the value with this JSON, or -1.
func index(s games.Setting, v json.RawMessage) int {
	for i, x := range s.Values {
		if jsonEqual(x.JSON, v) {
			return i
		}
	}
	return -1
}

func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return fmt.Sprint(x) == fmt.Sprint(y)
}

// current is the index of a setting's chosen value.
func (f *setupForm) current(s games.Setting) int { return max(0, index(s, f.chosen[s.Name])) }

// missions lists the choices of the first field: the values of the
// game's first setting (the mission or scenario) and, for a game with
// campaigns, the campaign entries.
func (f *setupForm) missions() []string {
	var out []string
	if ss := f.settings(); len(ss) > 0 {
		for _, v := range ss[0].Values {
			var id string
			_ = json.Unmarshal(v.JSON, &id)
			out = append(out, id)
		}
	}
	return append(out, f.campaignChoices()...)
}

// choice is the selected entry of the mission field.
func (f *setupForm) choice() string {
	ms := f.missions()
	if len(ms) == 0 {
		return ""
	}
	return ms[f.mission%len(ms)]
}

// flagNames lists the game's switchable readings by their JSON names.
func (f *setupForm) flagNames() []string {
	var out []string
	for _, s := range f.settings() {
		if s.Flag {
			out = append(out, s.Name)
		}
	}
	return out
}

// field is one row of the form: its label and value as shown, a line
// explaining it (options), and what left and right do.
type field struct {
	id           string
	label, value string
	help         string
	change       func(d int)
}

func cycle(i, d, n int) int {
	if n == 0 {
		return 0
	}
	return ((i+d)%n + n) % n
}

func (f *setupForm) onOff(on bool) string {
	if on {
		return f.text.tr("setup.on")
	}
	return f.text.tr("setup.off")
}

// optionField is the row of one of the campaign's switchable readings:
// its translated label and a one-line explanation with the rule it
// switches.
func (f *setupForm) optionField(group, name string, flags map[string]bool) field {
	t := f.text
	label, ok := t.lookup("ui.option." + group + "." + name)
	if !ok {
		label = name
	}
	help, _ := t.lookup("ui.option." + group + "." + name + ".help")
	return field{id: "option", label: label, value: f.onOff(flags[name]), help: help,
		change: func(int) { flags[name] = !flags[name] }}
}

func (f *setupForm) fields() []field {
	t := f.text
	players := []string{"human"}
	for _, b := range bot.Names() {
		players = append(players, "bot:"+b)
	}
	out := []field{{id: "game", label: t.tr("setup.game"), value: t.tr("game." + f.game + ".long"),
		change: func(d int) {
			gs := f.offered()
			f.game = gs[cycle(slices.Index(gs, f.game), d, len(gs))]
			f.reset()
		}}}
	ss := f.settings()
	if len(ss) == 0 {
		return append(out, field{id: "start", value: "[ " + t.tr("setup.start") + " ]"})
	}
	ms := f.missions()
	choice := f.choice()
	first := ss[0]
	mv, mhelp := f.campaignChoice(choice)
	if mv == "" {
		mv = t.p.Sprint(first.Values[f.mission%len(first.Values)].Label)
	}
	out = append(out, field{id: "mission", label: t.p.Sprint(first.Label), value: mv, help: mhelp, change: func(d int) {
		f.mission = cycle(f.mission, d, len(ms))
		if f.mission < len(first.Values) {
			f.chosen[first.Name] = first.Values[f.mission].JSON
		}
		f.campaignPicked()
	}})
	out = append(out, f.campaignFields(choice)...)
	resume := choice == choiceResumeCampaign
	if !resume {
		lo, hi := f.def().Setup.Seats[0], f.def().Setup.Seats[1]
		out = append(out, field{id: "players", label: t.tr("setup.players"), value: itoa(f.players),
			change: func(d int) { f.setPlayers(min(hi, max(lo, f.players+d))) }})
	}
	raw, _ := f.options()
	for i := range f.seats {
		who := t.player(f.seats[i])
		if label, ok := f.seatLabel(raw, i); ok {
			who += "  (" + t.p.Sprint(label) + ")"
		}
		out = append(out, field{id: "seat", label: t.tr("setup.seat", "seat", i), value: who, change: func(d int) {
			f.seats[i] = players[cycle(slices.Index(players, f.seats[i]), d, len(players))]
		}})
		if resume {
			continue
		}
		for _, s := range ss[1:] {
			if s.PerSeat {
				out = append(out, f.seatField(s, i))
			}
		}
	}
	if !resume {
		for _, s := range ss[1:] {
			if !s.PerSeat {
				out = append(out, f.settingField(s))
			}
		}
		out = append(out, f.campaignOptionFields(choice)...)
		out = append(out, field{id: "seed", label: t.tr("setup.seed"), value: fmt.Sprint(f.seed),
			change: func(d int) { f.seed = uint64(int64(f.seed) + int64(d)) }})
	}
	out = append(out, field{id: "start", value: "[ " + f.startLabel(choice) + " ]"})
	return out
}

// seatLabel is what a seat plays, if the game says.
func (f *setupForm) seatLabel(raw json.RawMessage, seat int) (engine.Msg, bool) {
	if l := f.def().Setup.SeatLabel; l != nil {
		return l(raw, seat)
	}
	return engine.Msg{}, false
}

// seatField is the row of a seat's own value of a setting (its Hero).
func (f *setupForm) seatField(s games.Setting, seat int) field {
	vs := f.perSeat[s.Name]
	i := max(0, index(s, vs[seat]))
	return field{id: "seat-setting", label: "  " + f.text.p.Sprint(s.Label), value: f.text.p.Sprint(s.Values[i].Label),
		change: func(d int) { vs[seat] = s.Values[cycle(i, d, len(s.Values))].JSON }}
}

// settingField is the row of a setting: its label, its value and the
// rule it switches.
func (f *setupForm) settingField(s games.Setting) field {
	t := f.text
	i := f.current(s)
	help := ""
	if s.Help.Key != "" {
		help = t.p.Sprint(s.Help)
	}
	id := "setting"
	if s.Flag {
		id = "option"
	}
	return field{id: id, label: t.p.Sprint(s.Label), value: t.p.Sprint(s.Values[i].Label), help: help,
		change: func(d int) { f.chosen[s.Name] = s.Values[cycle(i, d, len(s.Values))].JSON }}
}

// header builds the record header the form describes (a single game).
func (f *setupForm) header() (engine.Header, error) {
	def := f.def()
	f.settings()
	raw, err := f.options()
	if err != nil {
		return engine.Header{}, err
	}
	h := engine.Header{Game: f.game, Content: f.w.Content.Version, Options: raw, Seed: f.seed}
	for _, s := range f.seats {
		h.Seats = append(h.Seats, engine.SeatInfo{Player: s})
	}
	if _, err := def.New(&h); err != nil {
		return engine.Header{}, err
	}
	return h, nil
}
