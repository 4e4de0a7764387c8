package tui

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/campaign"
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// The Aliens mission list ends with two entries that are not missions:
// a new campaign and a campaign to resume.
const (
	choiceNewCampaign    = "@campaign-new"
	choiceResumeCampaign = "@campaign-resume"
)

// setupForm is the start screen: a list of fields, each with a list of
// values to cycle through with left and right.
type setupForm struct {
	w       *World
	text    text
	game    string // "aliens" or "marsattacks"
	mission int    // index into missions()
	players int
	seats   []string // "human" or "bot:NAME"
	heroes  []int    // index into heroes()
	captive int      // Rescue: index into captives()
	flags   map[string]bool
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

func newSetup(w *World, t text, game string, seed uint64) *setupForm {
	f := &setupForm{w: w, text: t, game: game, seed: seed, flags: map[string]bool{}, file: "campaign.json"}
	if f.game != "marsattacks" {
		f.game = "aliens"
	}
	f.reset()
	return f
}

// reset sets the defaults of the chosen game.
func (f *setupForm) reset() {
	f.mission, f.flags, f.campFlags = 0, map[string]bool{}, map[string]bool{}
	if f.game == "aliens" {
		f.setPlayers(1)
		for _, fl := range f.flagNames() {
			f.flags[fl] = false
		}
		for _, fl := range campaignFlagNames() {
			f.campFlags[fl] = false
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

// missions lists the choices of the mission field: every Aliens mission
// of the content (Bug Hunts, story, Rescue, Resupply) and the two
// campaign entries, or every Mars Attacks scenario.
func (f *setupForm) missions() []string {
	if f.game == "marsattacks" {
		return marsattacks.Scenarios()
	}
	var out []string
	for _, m := range f.w.Content.Aliens.Missions {
		out = append(out, m.ID)
	}
	return append(out, choiceNewCampaign, choiceResumeCampaign)
}

// choice is the selected entry of the mission field.
func (f *setupForm) choice() string {
	ms := f.missions()
	if len(ms) == 0 {
		return ""
	}
	return ms[f.mission%len(ms)]
}

// heroList is the characters a player may take as Hero (Newt only comes
// with Ripley, B.10).
func (f *setupForm) heroList() []string {
	// The default order of the game (aliens setup) first, so the default
	// heroes are the game's.
	out := []string{"hicks", "hudson", "vasquez", "ripley", "gorman", "frost"}
	for _, c := range f.w.Content.Aliens.Characters {
		if !slices.Contains(out, c.ID) && c.ID != aliens.NewtID {
			out = append(out, c.ID)
		}
	}
	return out
}

// isRescue reports a Rescue mission (S.1), which needs a Captured
// Character when played on its own.
func (f *setupForm) isRescue(id string) bool {
	for _, m := range f.w.Content.Aliens.Missions {
		if m.ID == id {
			return m.Kind == content.RescueMission
		}
	}
	return false
}

// captives is who may wait in the Rescue mission's cocoon (S.1) when the
// mission is played on its own: any Character but a Hero in play.
func (f *setupForm) captives() []string {
	var out []string
	for _, c := range f.heroList() {
		if !slices.Contains(f.pickedHeroes(), c) {
			out = append(out, c)
		}
	}
	return out
}

func (f *setupForm) pickedHeroes() []string {
	hl := f.heroList()
	var out []string
	for _, h := range f.heroes {
		out = append(out, hl[h%len(hl)])
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
	return boolFields(t, "newt", "distanceStraight", "defenseTenUnmodified", "poolLiteral")
}

// campaignFlagNames lists internal/campaign's switchable readings.
func campaignFlagNames() []string { return boolFields(reflect.TypeOf(campaign.Options{})) }

func boolFields(t reflect.Type, skip ...string) []string {
	var out []string
	for i := range t.NumField() {
		fl := t.Field(i)
		name, _, _ := strings.Cut(fl.Tag.Get("json"), ",")
		if fl.Type.Kind() == reflect.Bool && !slices.Contains(skip, name) {
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

// optionField is the row of one switchable reading: its translated label
// and a one-line explanation with the rule it switches.
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
		change: func(int) {
			if f.game == "aliens" {
				f.game = "marsattacks"
			} else {
				f.game = "aliens"
			}
			f.reset()
		}}}
	ms := f.missions()
	label := t.tr("setup.mission")
	if f.game == "marsattacks" {
		label = t.tr("setup.scenario")
	}
	choice := f.choice()
	var mv, mhelp string
	switch choice {
	case choiceNewCampaign:
		mv, mhelp = t.tr("setup.campaign.new"), t.tr("setup.campaign.new.help")
	case choiceResumeCampaign:
		mv, mhelp = t.tr("setup.campaign.resume"), t.tr("setup.campaign.resume.help")
	default:
		mv = t.missionName(f.game, choice)
	}
	out = append(out, field{id: "mission", label: label, value: mv, help: mhelp, change: func(d int) {
		f.mission = cycle(f.mission, d, len(ms))
		if f.choice() == choiceResumeCampaign {
			f.scanCampaigns()
		}
	}})
	if choice == choiceNewCampaign || choice == choiceResumeCampaign {
		fv := f.file
		if f.editing {
			fv += "▏"
		}
		ff := field{id: "file", label: t.tr("setup.campaign.file"), value: fv, help: t.tr("setup.campaign.file.help")}
		if choice == choiceResumeCampaign && len(f.files) > 0 {
			ff.change = func(d int) {
				i := slices.Index(f.files, f.file)
				f.file = f.files[cycle(i, d, len(f.files))]
			}
		}
		out = append(out, ff)
	}
	resume := choice == choiceResumeCampaign
	if resume {
		c, err := campaign.LoadFile(f.file)
		if err != nil {
			out = append(out, field{id: "info", label: "", value: err.Error()})
		} else {
			out = append(out, field{id: "info", label: "", value: t.tr("setup.campaign.info",
				"players", c.Options.Players, "n", len(c.Played))})
			f.setPlayers(c.Options.Players)
		}
	} else {
		lo, hi := 1, 6
		if f.game == "marsattacks" {
			lo, hi = 2, 8
		}
		out = append(out, field{id: "players", label: t.tr("setup.players"), value: itoa(f.players),
			change: func(d int) { f.setPlayers(min(hi, max(lo, f.players+d))) }})
	}
	for i := range f.seats {
		who := t.player(f.seats[i])
		if f.game == "marsattacks" {
			who += "  (" + t.side([]string{"humans", "martians"}[i%2]) + ")"
		}
		out = append(out, field{id: "seat", label: t.tr("setup.seat", "seat", i), value: who, change: func(d int) {
			f.seats[i] = players[cycle(slices.Index(players, f.seats[i]), d, len(players))]
		}})
		if f.game == "aliens" && !resume {
			hl := f.heroList()
			out = append(out, field{id: "hero", label: "  " + t.tr("setup.hero"), value: t.name("aliens.character", hl[f.heroes[i]%len(hl)]),
				change: func(d int) { f.heroes[i] = cycle(f.heroes[i], d, len(hl)) }})
		}
	}
	if f.isRescue(choice) {
		cs := f.captives()
		v := ""
		if len(cs) > 0 {
			v = t.name("aliens.character", cs[f.captive%len(cs)])
		}
		out = append(out, field{id: "captive", label: t.tr("setup.captive"), value: v, help: t.tr("setup.captive.help"),
			change: func(d int) { f.captive = cycle(f.captive, d, len(cs)) }})
	}
	if !resume {
		for _, fl := range f.flagNames() {
			out = append(out, f.optionField(f.game, fl, f.flags))
		}
		if choice == choiceNewCampaign {
			for _, fl := range campaignFlagNames() {
				out = append(out, f.optionField("campaign", fl, f.campFlags))
			}
		}
		out = append(out, field{id: "seed", label: t.tr("setup.seed"), value: fmt.Sprint(f.seed),
			change: func(d int) { f.seed = uint64(int64(f.seed) + int64(d)) }})
	}
	start := t.tr("setup.start")
	switch choice {
	case choiceNewCampaign:
		start = t.tr("setup.start.campaign")
	case choiceResumeCampaign:
		start = t.tr("setup.start.resume")
	}
	out = append(out, field{id: "start", value: "[ " + start + " ]"})
	return out
}

// scanCampaigns lists the campaign files of the current directory.
func (f *setupForm) scanCampaigns() {
	f.files = findCampaigns(".")
	if len(f.files) > 0 && !slices.Contains(f.files, f.file) {
		f.file = f.files[0]
	}
}

// gameFlags renders the chosen aliens or marsattacks flags over opts.
func setFlags(opts any, flags map[string]bool) {
	rv := reflect.ValueOf(opts).Elem()
	for name, on := range flags {
		if fn := fieldOf(rv.Type(), name); fn != "" {
			rv.FieldByName(fn).SetBool(on)
		}
	}
}

// header builds the record header the form describes (a single game).
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
	if f.game == "aliens" {
		o, err := aliens.DecodeOptions(raw)
		if err != nil {
			return engine.Header{}, err
		}
		o.Mission = f.choice()
		o.Heroes = f.pickedHeroes()
		if f.isRescue(o.Mission) {
			if cs := f.captives(); len(cs) > 0 {
				o.Captives = []string{cs[f.captive%len(cs)]}
			}
		}
		setFlags(&o, f.flags)
		opts = o
	} else {
		o, err := marsattacks.DecodeOptions(raw)
		if err != nil {
			return engine.Header{}, err
		}
		o.Scenario = f.choice()
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

// newCampaign builds the campaign the form describes (internal/campaign
// checks it).
func (f *setupForm) newCampaign() (*campaign.Campaign, error) {
	o := campaign.Options{Players: f.players, Heroes: f.pickedHeroes(), Seed: f.seed}
	var g aliens.Options
	setFlags(&g, f.flags)
	if !reflect.ValueOf(g).IsZero() {
		b, err := json.Marshal(g)
		if err != nil {
			return nil, err
		}
		// Only the flags: the campaign sets mission, players and heroes.
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, err
		}
		for k := range m {
			if !slices.Contains(f.flagNames(), k) {
				delete(m, k)
			}
		}
		if o.Game, err = json.Marshal(m); err != nil {
			return nil, err
		}
	}
	setFlags(&o, f.campFlags)
	return campaign.New(o)
}
