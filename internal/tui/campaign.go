package tui

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/campaign"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// campRun is an Aliens campaign played in the client: the campaign
// (internal/campaign keeps every rule of it), its file, who plays each
// seat, and the mission under way.
type campRun struct {
	path  string
	c     *campaign.Campaign
	seats []string
	// mission and seed are the mission being played ("" between
	// missions); it is recorded into the campaign when it ends.
	mission string
	seed    uint64
	sel     int
}

// findCampaigns lists the campaign files in dir: the .json files that
// read as campaigns, sorted.
func findCampaigns(dir string) []string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") || len(out) >= 100 {
			continue
		}
		if info, err := e.Info(); err != nil || info.Size() > 1<<20 {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if _, err := campaign.LoadFile(p); err == nil {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// startCampaign shows the campaign's status screen.
func (m *Model) startCampaign(path string, c *campaign.Campaign, seats []string) {
	m.camp = &campRun{path: path, c: c, seats: slices.Clone(seats)}
	m.mode, m.s, m.overlay, m.status = modeCampaign, nil, ovNone, ""
}

// campOption is one line of the campaign screen's list.
type campOption struct {
	key  string
	text string
}

// campOptions are the choices between missions: the card each seat
// returns (R.4), or the missions that may be played next.
func (m *Model) campOptions() (prompt string, opts []campOption, seat engine.Seat) {
	c := m.camp.c
	if d := c.Pending(); d != nil {
		for _, o := range d.Options {
			card := strings.TrimPrefix(o.Key, "return:")
			opts = append(opts, campOption{o.Key, m.tr("campaign.return", "card", m.cardName("aliens.card", card))})
		}
		return m.p.Sprint(d.Prompt), opts, d.Seat
	}
	if c.Over {
		return "", nil, -1
	}
	for _, id := range c.Missions() {
		opts = append(opts, campOption{"play:" + id, m.tr("campaign.play", "mission", m.name("aliens.mission", id))})
	}
	return m.tr("campaign.prompt.next"), opts, -1
}

// campPlayer is who plays seat in the campaign.
func (m *Model) campPlayer(seat engine.Seat) string {
	if int(seat) >= 0 && int(seat) < len(m.camp.seats) {
		return m.camp.seats[seat]
	}
	return "bot:" + bot.Names()[0]
}

// campChoose answers the campaign screen's choice key.
func (m *Model) campChoose(key string) {
	rc := m.camp
	if id, ok := strings.CutPrefix(key, "play:"); ok {
		m.playCampaignMission(id)
		return
	}
	d := rc.c.Pending()
	if d == nil {
		return
	}
	if err := rc.c.Choose(d.Seat, key); err != nil {
		m.status = m.p.Error(err)
		return
	}
	rc.sel = 0
	if err := rc.c.SaveFile(rc.path); err != nil {
		m.status = err.Error()
		return
	}
	m.status = m.tr("campaign.saved", "file", rc.path)
}

// campBotStep lets a bot answer the campaign's pending card choice.
func (m *Model) campBotStep() {
	d := m.camp.c.Pending()
	if d == nil {
		return
	}
	name, ok := strings.CutPrefix(m.campPlayer(d.Seat), "bot:")
	if !ok {
		return
	}
	c := m.camp.c
	b, err := bot.New(name, "aliens", c.Options.Seed*7919+uint64(len(c.Played))*131+uint64(d.Seat)+1)
	if err != nil {
		m.status = err.Error()
		return
	}
	key := b.Choose(c.View(), d)
	if d.Find(key) < 0 {
		key = d.Options[0].Key
	}
	m.campChoose(key)
}

// playCampaignMission sets mission id up as internal/campaign would
// (GameOptions, Seed) and plays it at the table.
func (m *Model) playCampaignMission(id string) {
	rc := m.camp
	o, err := rc.c.GameOptions(id)
	if err != nil {
		m.status = err.Error()
		return
	}
	b, err := json.Marshal(o)
	if err != nil {
		m.status = err.Error()
		return
	}
	h := engine.Header{Game: aliens.Name, Content: m.cfg.World.Content.Version, Options: b, Seed: rc.c.Seed()}
	for s := range o.Players {
		h.Seats = append(h.Seats, engine.SeatInfo{Player: m.campPlayer(engine.Seat(s))})
	}
	s, err := NewSession(m.cfg.World, m.p, &engine.Record{Format: engine.RecordFormat, Header: h})
	if err != nil {
		m.status = err.Error()
		return
	}
	rc.mission, rc.seed = id, h.Seed
	m.s, m.mode, m.status, m.seatAtKeys, m.focus = s, modePlay, "", -1, focusList
	m.afterChange()
}

// recordMission records the finished mission into the campaign and saves
// the campaign file.
func (m *Model) recordMission() {
	rc := m.camp
	g, ok := m.s.Game.(*aliens.Game)
	if !ok || rc.mission == "" {
		return
	}
	if err := rc.c.Record(g.Result(), rc.seed); err != nil {
		m.status = err.Error()
		return
	}
	rc.mission, rc.sel = "", 0
	if err := rc.c.SaveFile(rc.path); err != nil {
		m.status = err.Error()
		return
	}
	m.status = m.tr("campaign.saved", "file", rc.path)
}

func (m *Model) keyCampaign(k string) {
	_, opts, seat := m.campOptions()
	human := seat < 0 || m.campPlayer(seat) == "human"
	rc := m.camp
	switch k {
	case "up", "k":
		rc.sel = cycle(rc.sel, -1, len(opts))
	case "down", "j":
		rc.sel = cycle(rc.sel, 1, len(opts))
	case "enter", "space":
		if human && rc.sel < len(opts) {
			m.campChoose(opts[rc.sel].key)
		}
	default:
		if len(k) == 1 && k[0] >= '1' && k[0] <= '9' && human {
			if i := int(k[0] - '1'); i < len(opts) {
				rc.sel = i
			}
		}
	}
}

// names renders character ids as names, "–" for none.
func (m *Model) names(ids []string) string {
	if len(ids) == 0 {
		return "–"
	}
	var out []string
	for _, id := range ids {
		out = append(out, m.name("aliens.character", id))
	}
	return strings.Join(out, ", ")
}

// renderCampaign is the campaign status screen between missions.
func (m *Model) renderCampaign() []string {
	rc := m.camp
	c := rc.c
	b := func(s string) string { return m.pal.render(stBold, s) }
	lines := []string{b(cut(m.tr("campaign.title", "file", rc.path), m.width)), ""}
	lines = append(lines, b(m.tr("campaign.played")))
	if len(c.Played) == 0 {
		lines = append(lines, "  –")
	}
	for _, p := range c.Played {
		res := m.tr("campaign.won")
		if !p.Won {
			res = m.tr("campaign.lost")
		}
		lines = append(lines, cut("  "+m.name("aliens.mission", p.Mission)+" — "+res, m.width))
	}
	for _, l := range []string{
		m.tr("campaign.killed", "names", m.names(c.Killed)),
		m.tr("campaign.captured", "names", m.names(c.Captured)),
		m.tr("campaign.facehugged", "names", m.names(c.Facehugged)),
		m.tr("campaign.removed", "n", len(c.Removed)),
	} {
		lines = append(lines, wrap(l, m.width)...)
	}
	switch {
	case c.Over && c.Won:
		lines = append(lines, "", b(m.tr("campaign.over.won", "score", c.Score)))
	case c.Over:
		lines = append(lines, "", b(m.tr("campaign.over.lost")))
	}
	lines = append(lines, "")
	prompt, opts, seat := m.campOptions()
	if prompt != "" {
		for _, l := range wrap(prompt, m.width) {
			lines = append(lines, b(l))
		}
	}
	if seat >= 0 && m.campPlayer(seat) != "human" {
		lines = append(lines, m.pal.render(stDim, m.tr("thinking", "seat", seat, "player", m.player(m.campPlayer(seat)))))
		opts = nil
	}
	// Keep the list on the screen: scroll around the selection.
	room := max(1, m.height-2-len(lines))
	start := max(0, min(rc.sel-room/2, len(opts)-room))
	for i := start; i < min(len(opts), start+room); i++ {
		text := fmt.Sprintf("%3d) %s", i+1, opts[i].text)
		if i == rc.sel {
			text = m.pal.cursor.Render(cut("> "+text[1:], m.width))
		}
		lines = append(lines, cut(text, m.width))
	}
	if len(lines) > m.height-2 {
		lines = lines[:m.height-2]
	}
	for len(lines) < m.height-2 {
		lines = append(lines, "")
	}
	if m.status != "" {
		lines = append(lines, m.pal.render(stWarn, cut(m.status, m.width)))
	} else {
		lines = append(lines, "")
	}
	lines = append(lines, m.pal.render(stDim, keyHelp([]string{m.tr("keys.choose"), m.tr("keys.quit")}, m.width)))
	return lines
}
