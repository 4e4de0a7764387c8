package tui

import (
	"os"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/campaign"
)

// rowOf moves the start screen's selection to the first row with id.
func (d *driver) rowOf(id string) {
	d.t.Helper()
	for range 60 {
		if d.m.setup.fields()[d.m.setup.row].id == id {
			return
		}
		d.keys("down")
	}
	d.t.Fatalf("no %s row on the start screen", id)
}

// The start screen offers every Aliens mission of the content, then the
// two campaign entries.
func TestStartScreenOffersEveryMission(t *testing.T) {
	d := newDriver(t, Config{Seed: 1})
	var want []string
	for _, m := range d.m.cfg.World.Content.Aliens.Missions {
		want = append(want, m.ID)
	}
	for _, id := range []string{"bug-hunt-1", "mission-1", "mission-2", "mission-3", "rescue", "resupply"} {
		if !slices.Contains(want, id) {
			t.Fatalf("content lacks %s", id)
		}
	}
	want = append(want, choiceNewCampaign, choiceResumeCampaign)
	d.rowOf("mission")
	var got []string
	for range want {
		got = append(got, d.m.setup.choice())
		d.keys("right")
	}
	if !slices.Equal(got, want) {
		t.Fatalf("mission choices %v; want %v", got, want)
	}
	// Each mission starts on its own (the Rescue mission with a
	// Captured Character, S.1).
	for _, id := range want[:len(want)-2] {
		for d.m.setup.choice() != id {
			d.keys("right")
		}
		if _, err := d.m.setup.header(); err != nil {
			t.Errorf("%s does not start: %v", id, err)
		}
	}
}

// A new campaign from the start screen: the status screen, a mission
// played by a bot, the campaign recorded and saved after it.
func TestNewCampaignPlaysAndSavesAMission(t *testing.T) {
	t.Chdir(t.TempDir())
	d := newDriver(t, Config{Seed: 5})
	d.rowOf("mission")
	d.keys("left", "left") // the list wraps: resume, then new campaign
	if c := d.m.setup.choice(); c != choiceNewCampaign {
		t.Fatalf("choice %q", c)
	}
	d.want("New campaign", "Campaign file", "campaign.json")
	d.rowOf("start") // the options fill more than a 24-line screen
	d.want("Card losses after wins only")
	d.keys("down") // the list wraps: back to the first row
	d.rowOf("seat")
	d.keys("right") // a bot plays seat 0
	d.rowOf("start")
	d.want("Start the campaign", "Lost extra missions go on") // scrolled down
	d.keys("enter")
	if d.m.mode != modeCampaign {
		t.Fatalf("not on the campaign screen: %s", d.m.status)
	}
	d.want("Campaign · campaign.json", "Missions played", "Which mission next?", "1) Play Mission 1: Newt")
	if _, err := os.Stat("campaign.json"); err != nil {
		t.Fatal("the new campaign was not saved")
	}
	d.keys("enter")
	if d.m.mode != modePlay || d.m.s == nil {
		t.Fatalf("the mission did not start: %s", d.m.status)
	}
	// The bot plays the mission to its end.
	d.want("Game over", "campaign status")
	d.keys("enter")
	c, err := campaign.LoadFile("campaign.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Played) != 1 || c.Played[0].Mission != "mission-1" || c.Interlude != nil {
		t.Fatalf("campaign after the mission: %+v", c)
	}
	res := "won"
	if !c.Played[0].Won {
		res = "lost"
	}
	d.want("Mission 1: Newt — "+res, "Killed:", "Captured:", "Endurance cards removed:")
	if !c.Played[0].Won {
		d.want("The campaign is lost.")
	}
}

// The R.4 card return is a choice in the client, for a person and for a
// bot; the campaign is saved after it and the next missions are offered.
func TestCampaignCardReturnIsAChoice(t *testing.T) {
	t.Chdir(t.TempDir())
	c, err := campaign.New(campaign.Options{Players: 2, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	c.Next, c.Newt = 1, true
	c.Played = []campaign.Played{{Mission: "mission-1", Seed: 9, Won: true, Reason: "aliens.won.mission"}}
	c.Interlude = &campaign.Interlude{Discard: []string{"m41a-pulse-rifle.1", "m41a-pulse-rifle.2", "m4-helmet.1"}}
	if err := c.SaveFile("mine.json"); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, Config{Seed: 1})
	d.rowOf("mission")
	d.keys("left") // resume
	d.want("Resume a campaign", "mine.json", "2 players, 1 mission played", "Seat 1", "random — easy")
	d.rowOf("start")
	d.keys("enter")
	d.want("Mission 1: Newt — won", "return one card of the Discard Pile", "1) Return M41A Pulse Rifle to the Endurance Deck",
		"2) Return M4 Helmet")
	d.keys("down", "enter") // seat 0 returns the helmet; the bot of seat 1 answers at once
	c, err = campaign.LoadFile("mine.json")
	if err != nil {
		t.Fatal(err)
	}
	if c.Interlude != nil || c.Pending() != nil || len(c.Removed) != 1 {
		t.Fatalf("after the return: interlude %+v, removed %v", c.Interlude, c.Removed)
	}
	// [R.4] step 3: of the card left, half rounded up is removed; the
	// returned helmet is not among them.
	if slices.Contains(c.Removed, "m4-helmet.1") {
		t.Fatalf("the returned card was removed: %v", c.Removed)
	}
	d.want("campaign saved to mine.json", "Which mission next?", "Play Mission 2: Escape", "Play Resupply Mission")
}
