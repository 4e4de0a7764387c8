package aliens

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// Tests of the rulebook review (issue 15): each defect found, and what
// the audit of its class found besides.

// replayRecord plays a record's choices on a fresh game and returns it.
func replayRecord(t *testing.T, record string) *Game {
	t.Helper()
	r, err := engine.DecodeRecord("record", []byte(record))
	if err != nil {
		t.Fatal(err)
	}
	eg, err := NewFromHeader(&r.Header)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range r.Choices {
		if err := eg.Apply(c.Seat, c.Key); err != nil {
			t.Fatalf("choice %d %s: %v", i, c.Key, err)
		}
	}
	return eg.(*Game)
}

// hicksIntoSentryFire: Bug Hunt 1, Hicks steps onto Gorman's square in
// his own Sentry Gun's arc; the gun hits and kills both.
const hicksIntoSentryFire = `{"format":1,"game":"aliens","content":"825e9daeb31c","options":{"mission":"bug-hunt-1","players":1,"heroes":["hicks"],"turns":6},"seed":373233,"seats":[{"player":"human"}],"choices":[{"seat":0,"key":"start:A6"},{"seat":0,"key":"start:B6"},{"seat":0,"key":"start:C6"},{"seat":0,"key":"start:A7"},{"seat":0,"key":"start:B7"},{"seat":0,"key":"start:C7"},{"seat":0,"key":"sentry:A1"},{"seat":0,"key":"facing:n"},{"seat":0,"key":"sentry:B1"},{"seat":0,"key":"facing:s"},{"seat":0,"key":"first:0"},{"seat":0,"key":"draw"},{"seat":0,"key":"equip:body-armor.1:hicks"},{"seat":0,"key":"done"},{"seat":0,"key":"move"},{"seat":0,"key":"move:C6"}]}`

func TestSentryKillsHeroNewHero(t *testing.T) {
	// [aliens M.13.2] [aliens T.4] a Hero Killed by a Sentry Gun in the
	// middle of his own Move: his player chooses a new Hero among the
	// Grunts left at once (the step's frame used to pop the question).
	g := replayRecord(t, hicksIntoSentryFire)
	if g.st.Chars[Hicks].Status != Killed || g.st.Chars[Gorman].Status != Killed {
		t.Fatalf("hicks %v gorman %v, want both killed", g.st.Chars[Hicks].Status, g.st.Chars[Gorman].Status)
	}
	d := g.Pending()
	if d == nil || d.Prompt.Key != "aliens.prompt.new-hero" {
		t.Fatalf("next question %+v, want the new Hero (M.13.2)", d)
	}
	if d.Find("hero:hicks") >= 0 || d.Find("hero:gorman") >= 0 || d.Find("hero:none") < 0 {
		t.Fatalf("options %+v", d.Options)
	}
	k := d.Options[0].Key
	if err := g.Apply(0, k); err != nil {
		t.Fatal(err)
	}
	ch, _ := charByKey(k[len("hero:"):])
	if c := g.st.Chars[ch]; !c.Hero || c.Owner != 0 {
		t.Fatalf("%s after %s: %+v", ch.Name(), k, c)
	}
	// [aliens M.13] a lost Character is off the board: the view shows it
	// nowhere (it used to be drawn Knocked Down where it died).
	for _, cv := range g.View(0).(View).Chars {
		if (cv.ID == "hicks" || cv.ID == "gorman") && cv.At != "" {
			t.Errorf("%s is shown at %s", cv.ID, cv.At)
		}
	}
}

func TestKnockedDownAcrossWall(t *testing.T) {
	// [aliens M.11] [aliens M.12] [aliens D.6] an Alien on the other side
	// of a wall (beside or diagonally, testMap's wall between columns C
	// and D) is not next to a Knocked-Down Character: he stands up and is
	// not Captured; [aliens M.12] through the open door he is.
	for _, tc := range []struct {
		hicks, alien string
		captured     bool
	}{
		{"C1", "D1", false}, // beside, across the wall
		{"C1", "D2", false}, // diagonal, across the door post
		{"C3", "D2", false},
		{"C2", "D2", true}, // through the door
	} {
		g, _ := alienGame(t, tc.hicks, Place{"alien", tc.alien})
		g.st.Chars[Hicks].Status = KnockedDown
		g.advance()
		want := Standing
		if tc.captured {
			want = Captured
		}
		if got := g.st.Chars[Hicks].Status; got != want {
			t.Errorf("hicks on %s, alien on %s: %v, want %v", tc.hicks, tc.alien, got, want)
		}
	}
}

func TestMoveStopAcrossWall(t *testing.T) {
	// [aliens J.5] [aliens D.6] entering a space beside an Alien across a
	// wall does not end the Move; [aliens J.5] beside one through a door it
	// does.
	g := boardGame(t, Place{"alien", "D1"})
	play(t, g).Choose("move", "move:B2", "move:C1").Prompt("aliens.prompt.move")
	g = boardGame(t, Place{"alien", "D2"})
	play(t, g).Choose("move", "move:B2", "move:C2").Prompt("aliens.prompt.action")
}

func TestHudsonRevealBeforeHazard(t *testing.T) {
	// [aliens F.5.4] [aliens W.1.5] Hudson's end-of-activation Reveal turns
	// up "Game Over Man!": the Reveal's own effect (the look at the top
	// Motion Tracker card) is finished first, then the Hazard resolves.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hudson"}, blipMap
		o.Loadout = []Gear{}
		o.Start = []Place{{"hudson", "B3"}, {"ripley", "A1"}, {"frost", "A2"}, {"gorman", "A3"}, {"hicks", "A4"}, {"vasquez", "A5"}}
		o.Spawns = []string{"H1"}
	})
	g.arrange(t, layout{Above: []string{gom, rifle, rifle, shotgun, shotgun, pistol, pistol, pistol, armor, helmet, helmet, lamp, smart},
		Exhaust: []string{pipe, pistol, pistol, armor, armor}})
	g.st.Stack = append(g.st.Stack, frame{Kind: kFinish}) // something to return to
	g.endOfActivation(Hudson, 0)
	g.advance()
	for _, e := range g.TakeEvents() {
		if e.Msg.Key == "aliens.hazard.resolve" {
			t.Fatal("the Hazard resolved before the look at the Motion Tracker deck")
		}
	}
	if len(g.st.Revealed) != 1 || g.rules.Deck.cardDef(g.st.Revealed[0]).ID != cardGameOverMan {
		t.Fatalf("revealed %v, want Game Over Man! waiting", ids(g.st.Revealed))
	}
	s := play(t, g).Seat(0).Prompt("aliens.prompt.mt-peek").Choose("mt:keep")
	s.Event("aliens G.5", "aliens.hazard.resolve")
	if len(g.st.Revealed) != 0 {
		t.Fatalf("still revealed: %v", ids(g.st.Revealed))
	}
}
