package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/sulaco/sulaco/internal/campaign"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
)

// campaignOut prints a campaign to the players in their language: the
// words through ui.cli.campaign.* keys, missions, Characters and cards by
// their content names. Ids stay beside the names where the player types
// them (-mission, choose KEY).
type campaignOut struct {
	out  io.Writer
	w    *world
	p    *i18n.Printer
	file string
}

// missionName is mission id's name in the output's language.
func (o *campaignOut) missionName(id string) string {
	if m, ok := o.w.content.Aliens.Mission(id); ok {
		return o.p.Text(m.NameKey())
	}
	return id
}

// names lists Characters by name, or "-".
func (o *campaignOut) names(ids []string) string {
	if len(ids) == 0 {
		return "-"
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id
		if c, ok := o.w.content.Aliens.Character(id); ok {
			out[i] = o.p.Text(c.NameKey())
		}
	}
	return strings.Join(out, ", ")
}

// outcome is a played mission's result: won, or lost and why. The file
// keeps only the reason's key, so its arguments are filled in again: the
// mission's name and, for a lost time limit, the Turn Dial's last turn.
func (o *campaignOut) outcome(c *campaign.Campaign, p campaign.Played) string {
	if p.Won {
		return o.p.Text("ui.cli.campaign.won")
	}
	turns := 0
	if m, ok := o.w.content.Aliens.Mission(p.Mission); ok {
		turns = m.TurnsFor(c.Options.Players)
	}
	reason := o.p.Sprint(engine.M(p.Reason, "mission", o.missionName(p.Mission), "turn", turns))
	return o.p.Sprint(engine.M("ui.cli.campaign.lost", "reason", reason))
}

// result is the line printed after each mission played.
func (o *campaignOut) result(c *campaign.Campaign, p campaign.Played) {
	fmt.Fprintln(o.out, o.p.Sprint(engine.M("ui.cli.campaign.result",
		"mission", o.missionName(p.Mission), "seed", p.Seed, "outcome", o.outcome(c, p))))
}

// status prints the campaign: one labelled line per fact, the labels
// padded to the widest in this language so the values line up.
func (o *campaignOut) status(c *campaign.Campaign) {
	labels := map[string]string{}
	width := 0
	for _, k := range []string{"played", "killed", "captured", "facehugged", "removed", "pending", "next"} {
		labels[k] = o.p.Text("ui.cli.campaign.label." + k)
		width = max(width, ansi.StringWidth(labels[k]))
	}
	line := func(label, value string) {
		fmt.Fprintln(o.out, pad(labels[label], width)+" "+value)
	}
	indent := strings.Repeat(" ", width+1)
	names := make([]string, len(c.Played))
	nameWidth := 0
	for i, p := range c.Played {
		names[i] = o.missionName(p.Mission)
		nameWidth = max(nameWidth, ansi.StringWidth(names[i]))
	}
	for i, p := range c.Played {
		line("played", pad(names[i], nameWidth)+"  "+o.outcome(c, p))
	}
	line("killed", o.names(c.Killed))
	line("captured", o.names(c.Captured))
	line("facehugged", o.names(c.Facehugged))
	line("removed", o.p.Sprint(engine.M("ui.cli.campaign.removed", "n", len(c.Removed))))
	if d := c.Pending(); d != nil {
		line("pending", o.p.Sprint(d.Prompt))
		fmt.Fprintln(o.out, indent+o.p.Sprint(engine.M("ui.cli.campaign.choose", "file", o.file)))
		keyWidth := 0
		for _, opt := range d.Options {
			keyWidth = max(keyWidth, ansi.StringWidth(opt.Key))
		}
		for _, opt := range d.Options {
			fmt.Fprintln(o.out, indent+"  "+pad(opt.Key, keyWidth)+"  "+o.p.Sprint(opt.Msg))
		}
	}
	switch {
	case c.Over && c.Won:
		fmt.Fprintln(o.out, o.p.Sprint(engine.M("ui.cli.campaign.over.won", "score", c.Score)))
	case c.Over:
		fmt.Fprintln(o.out, o.p.Text("ui.cli.campaign.over.lost"))
	default:
		if ms := c.Missions(); len(ms) > 0 {
			next := make([]string, len(ms))
			for i, m := range ms {
				next[i] = o.missionName(m) + " (" + m + ")"
			}
			line("next", strings.Join(next, ", "))
		}
	}
}

// pad fills s with spaces to w terminal columns.
func pad(s string, w int) string {
	return s + strings.Repeat(" ", max(0, w-ansi.StringWidth(s)))
}
