package tui

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// setupForm is the start screen: a list of fields, each with a list of
// values to cycle through with left and right.
type setupForm struct {
	w       *World
	game    string // "aliens" or "marsattacks"
	mission int    // index into missions()
	players int
	seats   []string // "human" or "bot:NAME"
	heroes  []int    // index into heroes()
	flags   map[string]bool
	seed    uint64
	row     int
}

func newSetup(w *World, game string, seed uint64) *setupForm {
	f := &setupForm{w: w, game: game, seed: seed, flags: map[string]bool{}}
	if f.game != "marsattacks" {
		f.game = "aliens"
	}
	f.reset()
	return f
}

// reset sets the defaults of the chosen game.
func (f *setupForm) reset() {
	f.mission, f.flags = 0, map[string]bool{}
	if f.game == "aliens" {
		f.setPlayers(1)
		for _, fl := range f.flagNames() {
			f.flags[fl] = false
		}
	} else {
		if i := slices.Index(f.missions(), "skirmish"); i >= 0 {
			f.mission = i
		}
		f.setPlayers(2)
		def := marsattacks.DefaultOptions()
		rv := reflect.ValueOf(def)
		for _, fl := range f.flagNames() {
			f.flags[fl] = rv.FieldByName(fieldOf(rv.Type(), fl)).Bool()
		}
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
	for len(f.heroes) < n {
		f.heroes = append(f.heroes, len(f.heroes)%max(1, len(f.heroList())))
	}
	f.heroes = f.heroes[:n]
}

func (f *setupForm) missions() []string {
	if f.game == "marsattacks" {
		return marsattacks.Scenarios()
	}
	var out []string
	for _, m := range f.w.Content.Aliens.Missions {
		if m.Kind == content.BugHuntMission {
			out = append(out, m.ID)
		}
	}
	return out
}

// heroList is the characters a player may take as Hero (Newt only comes
// with Ripley, B.10).
func (f *setupForm) heroList() []string {
	// The default order of the game (aliens setup) first, so the default
	// heroes are the game's.
	out := []string{"hicks", "hudson", "vasquez", "ripley", "gorman", "frost"}
	for _, c := range f.w.Content.Aliens.Characters {
		if !slices.Contains(out, c.ID) && c.ID != "newt" {
			out = append(out, c.ID)
		}
	}
	return out
}

// flagNames lists the game's switchable readings: the bool options, by
// their JSON names.
func (f *setupForm) flagNames() []string {
	var t reflect.Type
	if f.game == "aliens" {
		t = reflect.TypeOf(aliens.Options{})
	} else {
		t = reflect.TypeOf(marsattacks.Options{})
	}
	var out []string
	for i := range t.NumField() {
		fl := t.Field(i)
		name, _, _ := strings.Cut(fl.Tag.Get("json"), ",")
		if fl.Type.Kind() == reflect.Bool && name != "newt" && name != "distanceStraight" && name != "defenseTenUnmodified" && name != "poolLiteral" {
			out = append(out, name)
		}
	}
	return out
}

func fieldOf(t reflect.Type, jsonName string) string {
	for i := range t.NumField() {
		if n, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); n == jsonName {
			return t.Field(i).Name
		}
	}
	return ""
}

// field is one row of the form.
type field struct {
	label, value string
	change       func(d int)
}

func cycle(i, d, n int) int {
	if n == 0 {
		return 0
	}
	return ((i+d)%n + n) % n
}

func (f *setupForm) fields() []field {
	players := []string{"human"}
	for _, b := range bot.Names() {
		players = append(players, "bot:"+b)
	}
	out := []field{{"Game", map[string]string{"aliens": "Aliens: Another Glorious Day in the Corps", "marsattacks": "Mars Attacks: The Miniatures Game"}[f.game],
		func(int) {
			if f.game == "aliens" {
				f.game = "marsattacks"
			} else {
				f.game = "aliens"
			}
			f.reset()
		}}}
	ms := f.missions()
	label := "Mission"
	if f.game == "marsattacks" {
		label = "Scenario"
	}
	mv := ""
	if len(ms) > 0 {
		mv = ms[f.mission%len(ms)]
	}
	out = append(out, field{label, mv, func(d int) { f.mission = cycle(f.mission, d, len(ms)) }})
	lo, hi := 1, 6
	if f.game == "marsattacks" {
		lo, hi = 2, 8
	}
	out = append(out, field{"Players", itoa(f.players), func(d int) { f.setPlayers(min(hi, max(lo, f.players+d))) }})
	for i := range f.seats {
		i := i
		who := f.seats[i]
		if f.game == "marsattacks" {
			who += "  (" + []string{"humans", "martians"}[i%2] + ")"
		}
		out = append(out, field{"Seat " + itoa(i), who, func(d int) {
			f.seats[i] = players[cycle(slices.Index(players, f.seats[i]), d, len(players))]
		}})
		if f.game == "aliens" {
			hl := f.heroList()
			out = append(out, field{"  Hero", hl[f.heroes[i]%len(hl)], func(d int) { f.heroes[i] = cycle(f.heroes[i], d, len(hl)) }})
		}
	}
	for _, fl := range f.flagNames() {
		fl := fl
		v := "off"
		if f.flags[fl] {
			v = "on"
		}
		out = append(out, field{fl, v, func(int) { f.flags[fl] = !f.flags[fl] }})
	}
	out = append(out, field{"Seed", fmt.Sprint(f.seed), func(d int) { f.seed = uint64(int64(f.seed) + int64(d)) }})
	out = append(out, field{"", "[ Start the game ]", nil})
	return out
}

// header builds the record header the form describes.
func (f *setupForm) header() (engine.Header, error) {
	def, err := f.w.Games.Lookup(f.game)
	if err != nil {
		return engine.Header{}, err
	}
	raw, err := def.Options(f.players)
	if err != nil {
		return engine.Header{}, err
	}
	var opts any
	ms := f.missions()
	if f.game == "aliens" {
		o, err := aliens.DecodeOptions(raw)
		if err != nil {
			return engine.Header{}, err
		}
		o.Mission = ms[f.mission%len(ms)]
		hl := f.heroList()
		o.Heroes = nil
		for _, h := range f.heroes {
			o.Heroes = append(o.Heroes, hl[h%len(hl)])
		}
		setFlags(&o, f.flags)
		opts = o
	} else {
		o, err := marsattacks.DecodeOptions(raw)
		if err != nil {
			return engine.Header{}, err
		}
		o.Scenario = ms[f.mission%len(ms)]
		setFlags(&o, f.flags)
		opts = o
	}
	b, err := json.Marshal(opts)
	if err != nil {
		return engine.Header{}, err
	}
	h := engine.Header{Game: f.game, Content: f.w.Content.Version, Options: b, Seed: f.seed}
	for _, s := range f.seats {
		h.Seats = append(h.Seats, engine.SeatInfo{Player: s})
	}
	if _, err := def.New(&h); err != nil {
		return engine.Header{}, err
	}
	return h, nil
}

func setFlags(opts any, flags map[string]bool) {
	rv := reflect.ValueOf(opts).Elem()
	for name, on := range flags {
		if fn := fieldOf(rv.Type(), name); fn != "" {
			rv.FieldByName(fn).SetBool(on)
		}
	}
}
