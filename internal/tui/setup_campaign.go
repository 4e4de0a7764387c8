package tui

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/campaign"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// The start screen's Aliens campaign (internal/campaign): the mission
// list of Aliens ends with two entries that are not missions, a new
// campaign and a campaign to resume, with the campaign file and the
// campaign's own options. The campaign is the one part of the start
// screen that knows its game.

const (
	choiceNewCampaign    = "@campaign-new"
	choiceResumeCampaign = "@campaign-resume"
)

// campaignChoices are the campaign entries of the mission field.
func (f *setupForm) campaignChoices() []string {
	if f.game != aliens.Name {
		return nil
	}
	return []string{choiceNewCampaign, choiceResumeCampaign}
}

// campaignChoice is the value and help of a campaign entry ("" for a
// mission).
func (f *setupForm) campaignChoice(choice string) (string, string) {
	t := f.text
	switch choice {
	case choiceNewCampaign:
		return t.tr("setup.campaign.new"), t.tr("setup.campaign.new.help")
	case choiceResumeCampaign:
		return t.tr("setup.campaign.resume"), t.tr("setup.campaign.resume.help")
	}
	return "", ""
}

// campaignPicked looks for campaign files when resuming is chosen.
func (f *setupForm) campaignPicked() {
	if f.choice() == choiceResumeCampaign {
		f.scanCampaigns()
	}
}

// campaignFields are the campaign file's row and, when resuming, what the
// file holds.
func (f *setupForm) campaignFields(choice string) []field {
	if choice != choiceNewCampaign && choice != choiceResumeCampaign {
		return nil
	}
	t := f.text
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
	out := []field{ff}
	if choice == choiceResumeCampaign {
		c, err := campaign.LoadFile(f.file)
		if err != nil {
			return append(out, field{id: "info", label: "", value: err.Error()})
		}
		out = append(out, field{id: "info", label: "", value: t.tr("setup.campaign.info",
			"players", c.Options.Players, "n", len(c.Played))})
		f.setPlayers(c.Options.Players)
	}
	return out
}

// campaignOptionFields are the campaign's own switchable readings.
func (f *setupForm) campaignOptionFields(choice string) []field {
	if choice != choiceNewCampaign {
		return nil
	}
	var out []field
	for _, fl := range campaignFlagNames() {
		out = append(out, f.optionField("campaign", fl, f.campFlags))
	}
	return out
}

// startLabel is the start row's text.
func (f *setupForm) startLabel(choice string) string {
	switch choice {
	case choiceNewCampaign:
		return f.text.tr("setup.start.campaign")
	case choiceResumeCampaign:
		return f.text.tr("setup.start.resume")
	}
	return f.text.tr("setup.start")
}

// scanCampaigns lists the campaign files of the current directory.
func (f *setupForm) scanCampaigns() {
	f.files = findCampaigns(".")
	if len(f.files) > 0 && !slices.Contains(f.files, f.file) {
		f.file = f.files[0]
	}
}

// campaignFlagNames lists internal/campaign's switchable readings.
func campaignFlagNames() []string {
	t := reflect.TypeOf(campaign.Options{})
	var out []string
	for i := range t.NumField() {
		fl := t.Field(i)
		name, _, _ := strings.Cut(fl.Tag.Get("json"), ",")
		if fl.Type.Kind() == reflect.Bool {
			out = append(out, name)
		}
	}
	return out
}

// newCampaign builds the campaign the form describes (internal/campaign
// checks it): the players' Heroes, and the game's switchable readings
// when any is on.
func (f *setupForm) newCampaign() (*campaign.Campaign, error) {
	o := campaign.Options{Players: f.players, Seed: f.seed}
	for _, h := range f.perSeat["heroes"] {
		var id string
		if err := json.Unmarshal(h, &id); err != nil {
			return nil, err
		}
		o.Heroes = append(o.Heroes, id)
	}
	flags, on := map[string]json.RawMessage{}, false
	for _, s := range f.settings() {
		if s.Flag {
			flags[s.Name] = f.chosen[s.Name]
			on = on || string(f.chosen[s.Name]) == "true"
		}
	}
	if on {
		// Only the flags: the campaign sets mission, players and heroes.
		b, err := json.Marshal(flags)
		if err != nil {
			return nil, err
		}
		o.Game = b
	}
	rv := reflect.ValueOf(&o).Elem()
	for i := range rv.NumField() {
		name, _, _ := strings.Cut(rv.Type().Field(i).Tag.Get("json"), ",")
		if rv.Field(i).Kind() == reflect.Bool {
			rv.Field(i).SetBool(f.campFlags[name])
		}
	}
	return campaign.New(o)
}
