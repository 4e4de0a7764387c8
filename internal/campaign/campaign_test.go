package campaign

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/games/aliens"
)

func newCampaign(t *testing.T, mut func(*Options)) *Campaign {
	t.Helper()
	o := Options{Players: 2, Heroes: []string{"hicks", "hudson"}, Seed: 1}
	if mut != nil {
		mut(&o)
	}
	c, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// result builds a finished mission: status per character id (others
// standing), the facehugger victims and rescued Characters, and the cards.
func result(mission string, won bool, status map[string]string, hugged, rescued []string, cards Cards) *aliens.Result {
	r := &aliens.Result{Mission: mission, Won: won, Deck: cards.Deck, Exhaust: cards.Exhaust, Discard: cards.Discard,
		Equipped: cards.Equipped, Removed: cards.Removed, Hands: cards.Hands, Hazards: cards.Hazards}
	for _, id := range aliens.CharacterIDs() {
		st := status[id]
		if st == "" {
			st = "standing"
		}
		r.Chars = append(r.Chars, aliens.CharResult{ID: id, InPlay: st != "out", Status: st,
			Facehugged: slices.Contains(hugged, id), Rescued: slices.Contains(rescued, id)})
	}
	return r
}

type Cards struct {
	Deck, Exhaust, Discard, Equipped, Removed, Hazards []string
	Hands                                              [][]string
}

func keys(prefix string, n int) []string {
	var out []string
	for i := range n {
		out = append(out, prefix+"."+string(rune('a'+i)))
	}
	return out
}

func choose(t *testing.T, c *Campaign, picks ...string) {
	t.Helper()
	for _, p := range picks {
		d := c.Pending()
		if d == nil {
			t.Fatalf("no decision for %s", p)
		}
		if err := c.Choose(d.Seat, "return:"+p); err != nil {
			t.Fatal(err)
		}
	}
	if d := c.Pending(); d != nil {
		t.Fatalf("a decision left: %+v", d)
	}
}

// TestCampaign_Scripted plays a whole campaign with scripted mission
// results and choices and checks the final score by hand.
func TestCampaign_Scripted(t *testing.T) {
	// [aliens R.1] [aliens C.1] Mission 1 first, then 2, then 3; Rescue and
	// Resupply between.
	c := newCampaign(t, nil)
	if got := c.Missions(); !slices.Equal(got, []string{"mission-1"}) {
		t.Fatalf("missions %v; want mission-1 alone", got)
	}
	// Mission 1 won: Frost Killed, Vasquez Captured, Hudson facehugged.
	// [aliens B.10.1] Newt available after it.
	err := c.Record(result("mission-1", true, map[string]string{"frost": "killed", "vasquez": "captured", "newt": "out"},
		[]string{"hudson"}, nil, Cards{Discard: []string{"x.1", "x.2", "y.1", "haz.1", "z.1"}, Hazards: []string{"haz.1"}}), 11)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Newt || c.Next != 1 {
		t.Fatalf("after mission 1: newt %v, next %d", c.Newt, c.Next)
	}
	// [aliens R.4] step 1: each player returns a card of their choice (a
	// decision per seat, in seat order).
	if d := c.Pending(); d == nil || d.Seat != 0 || len(d.Options) != 4 {
		t.Fatalf("decision %+v; want seat 0 choosing among 4 distinct cards", d)
	}
	choose(t, c, "x.1", "z.1")
	// Step 2: the Hazard returns; step 3: of [x.2 y.1] half rounded up (1)
	// is removed; step 4: the rest return.
	if len(c.Removed) != 1 || !slices.Contains([]string{"x.2", "y.1"}, c.Removed[0]) {
		t.Fatalf("removed %v; want one of x.2, y.1", c.Removed)
	}
	// [aliens R.5] [aliens R.7] Frost gone, Vasquez unavailable: not in
	// the next mission; [aliens S.1] the Rescue may be tried.
	o, err := c.GameOptions("mission-2")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(o.Lost, []string{"frost", "vasquez"}) || !o.Newt || len(o.Removed) != 1 {
		t.Fatalf("mission-2 options: lost %v, newt %v, removed %v", o.Lost, o.Newt, o.Removed)
	}
	if got := c.Missions(); !slices.Equal(got, []string{"mission-2", "rescue", "resupply"}) {
		t.Fatalf("missions %v", got)
	}
	ro, _ := c.GameOptions("rescue")
	if !slices.Equal(ro.Captives, []string{"vasquez"}) || !slices.Equal(ro.Lost, []string{"frost"}) {
		t.Fatalf("rescue options: captives %v lost %v", ro.Captives, ro.Lost)
	}
	// [aliens S.1] Rescue won: Vasquez rescued and out; Gorman Killed.
	err = c.Record(result("rescue", true, map[string]string{"frost": "out", "vasquez": "escaped", "gorman": "killed"},
		nil, []string{"vasquez"}, Cards{Discard: []string{"p.1", "q.1", "r.1", "s.1"}}), 12)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Captured) != 0 || !slices.Equal(c.Killed, []string{"frost", "gorman"}) {
		t.Fatalf("after rescue: captured %v killed %v", c.Captured, c.Killed)
	}
	choose(t, c, "p.1", "q.1")
	eqInt(t, "removed after rescue", len(c.Removed), 2)
	// Mission 2 won, Hicks Captured; an empty Discard Pile: no choice.
	err = c.Record(result("mission-2", true, map[string]string{"frost": "out", "gorman": "out", "hicks": "captured"},
		nil, nil, Cards{}), 13)
	if err != nil {
		t.Fatal(err)
	}
	if c.Pending() != nil || c.Interlude != nil {
		t.Fatal("a choice from an empty Discard Pile")
	}
	// Mission 3 won: [aliens R.6] the score.
	final := Cards{Deck: keys("d", 20), Exhaust: keys("e", 5), Hands: [][]string{keys("h", 3), keys("i", 2)},
		Equipped: keys("q", 6), Discard: keys("s", 7), Removed: c.Removed}
	err = c.Record(result("mission-3", true, map[string]string{"frost": "out", "gorman": "out", "hicks": "out"}, nil, nil, final), 14)
	if err != nil {
		t.Fatal(err)
	}
	// Step 1: 20 + 5 + 3 + 2 = 30 on the deck. Step 2: four Characters
	// other than Newt lost (Frost, Gorman Killed; Hicks Captured; Hudson a
	// facehugger victim, [aliens R.8] [aliens T.9]): 20 discarded, 10
	// left, 27 discarded. Step 3: Newt survived: 10 return (of 27 + 2).
	// Steps 4-5: the score is 20.
	if !c.Over || !c.Won || c.Score != 20 {
		t.Fatalf("over %v won %v score %d; want a won campaign scoring 20", c.Over, c.Won, c.Score)
	}
	if c.Missions() != nil {
		t.Fatal("missions after the end")
	}
}

func TestCampaign_ScoreVariants(t *testing.T) {
	// [aliens R.6] step 1 (X.28): DE adds the equipped cards; step 3: a
	// Killed Newt costs 10 more (X.29: FR returns only from the Discard
	// Pile).
	final := Cards{Deck: keys("d", 20), Exhaust: keys("e", 5), Hands: [][]string{keys("h", 3), keys("i", 2)},
		Equipped: keys("q", 6), Discard: keys("s", 2), Removed: keys("r", 9)}
	for _, tc := range []struct {
		name   string
		mut    func(*Options)
		killed []string
		want   int
	}{
		{"EN, nobody lost", nil, nil, 30 + 10},
		{"DE equipped", func(o *Options) { o.ScoreEquipped = true }, nil, 36 + 10},
		{"Newt killed", nil, []string{"newt"}, 30 - 10},
		{"two lost, FR returns from the discards only", func(o *Options) { o.NewtFromDiscardOnly = true }, []string{"frost", "gorman"}, 30 - 10 + 10},
		{"two lost, EN returns from discards and removed", nil, []string{"frost", "gorman"}, 30 - 10 + 10},
		{"everyone lost", nil, []string{"ripley", "hicks", "gorman", "frost", "hudson", "vasquez"}, 0 + 10},
	} {
		c := newCampaign(t, tc.mut)
		c.Next, c.Newt, c.Killed = 2, true, tc.killed
		if err := c.Record(result("mission-3", true, nil, nil, nil, final), 1); err != nil {
			t.Fatal(err)
		}
		if c.Score != tc.want {
			t.Errorf("%s: score %d; want %d", tc.name, c.Score, tc.want)
		}
	}
	// FR: with only 2 discards and 10 lost to step 2 the return is
	// bounded by the pile: 30 - 5 = 25 on the deck, 2 + 5 discarded, all 7
	// return: 32 (EN: 7 + 9 removed, 10 return: 35).
	for _, tc := range []struct {
		fr   bool
		want int
	}{{true, 32}, {false, 35}} {
		c := newCampaign(t, func(o *Options) { o.NewtFromDiscardOnly = tc.fr })
		c.Next, c.Newt, c.Killed = 2, true, []string{"frost"}
		if err := c.Record(result("mission-3", true, nil, nil, nil, final), 1); err != nil {
			t.Fatal(err)
		}
		if c.Score != tc.want {
			t.Errorf("fr=%v: score %d; want %d", tc.fr, c.Score, tc.want)
		}
	}
}

func TestCampaign_LosingEnds(t *testing.T) {
	// [aliens R.2] losing a mission ends the campaign; FR (X.32): not a
	// lost Rescue or Resupply. [aliens X.30] DE: no card loss after a lost
	// mission.
	c := newCampaign(t, nil)
	if err := c.Record(result("mission-1", false, nil, nil, nil, Cards{Discard: keys("x", 4)}), 1); err != nil {
		t.Fatal(err)
	}
	if !c.Over || c.Won || c.Missions() != nil {
		t.Fatalf("lost mission 1: over %v won %v", c.Over, c.Won)
	}
	for _, fr := range []bool{false, true} {
		c = newCampaign(t, func(o *Options) { o.ExtraLossContinues, o.CardLossAfterWinOnly = fr, fr })
		c.Next, c.Captured = 1, []string{"frost"}
		if err := c.Record(result("rescue", false, map[string]string{"frost": "out"}, nil, nil, Cards{Discard: keys("x", 4)}), 1); err != nil {
			t.Fatal(err)
		}
		if c.Over == fr {
			t.Fatalf("fr=%v: over %v after a lost rescue", fr, c.Over)
		}
		if fr && (c.Interlude != nil || len(c.Removed) != 0) {
			t.Fatal("DE: cards lost after a lost mission")
		}
	}
}

func TestCampaign_Resupply(t *testing.T) {
	// [aliens S.2] a won Resupply brings every removed card back; it is
	// played at most once per campaign. [aliens R.4.1] PoolLiteral (EN
	// text): the Exhaust Pile and equipped cards are lost too.
	c := newCampaign(t, func(o *Options) { o.PoolLiteral = true })
	c.Next, c.Removed = 1, keys("r", 5)
	if err := c.Record(result("resupply", true, nil, nil, nil, Cards{Exhaust: keys("e", 2), Equipped: keys("q", 1)}), 1); err != nil {
		t.Fatal(err)
	}
	if !c.Resupplied || slices.Contains(c.Missions(), Resupply) {
		t.Fatalf("resupplied %v, missions %v", c.Resupplied, c.Missions())
	}
	eq(t, "removed", c.Removed, append(keys("e", 2), keys("q", 1)...))
	if _, err := c.GameOptions(Resupply); err == nil {
		t.Fatal("a second resupply was allowed")
	}
}

func TestCampaign_LoadStrict(t *testing.T) {
	// A saved campaign reads back equal; bad files give clear errors.
	c := newCampaign(t, nil)
	c.Killed = []string{"frost"}
	var buf bytes.Buffer
	if err := c.Save(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	d, err := Load(strings.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	_ = d.Save(&again)
	if again.String() != good {
		t.Fatalf("round trip changed the file:\n%s\n%s", good, again.String())
	}
	for _, tc := range []struct{ edit, want string }{
		{strings.Replace(good, `"version": 1`, `"version": 9`, 1), "version 9"},
		{strings.Replace(good, `"next": 0`, `"nxt": 0`, 1), `unknown field "nxt"`},
		{good + "{}", "data after"},
		{strings.Replace(good, `"frost"`, `"bishop"`, 1), `killed[0]: unknown character "bishop"`},
		{strings.Replace(good, `"players": 2`, `"players": 9`, 1), "players: 9 is out of range"},
		{strings.Replace(good, `"next": 0`, `"next": 7`, 1), "next: 7 is out of range"},
		{"[", "campaign:"},
	} {
		if _, err := Load(strings.NewReader(tc.edit)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Load = %v; want %q", err, tc.want)
		}
	}
}

func TestCampaign_HeroesReplaced(t *testing.T) {
	// [aliens C.3] a lost Hero's seat takes the first available Character.
	c := newCampaign(t, nil)
	c.Next, c.Killed = 1, []string{"hicks", "ripley"}
	o, err := c.GameOptions("mission-2")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "heroes", o.Heroes, []string{"gorman", "hudson"})
}

// TestCampaign_BotsPlay: a campaign played by bots from Mission 2 with
// the FR reading (so lost extra missions go on) ends, with every mission
// a real game and the card losses answered by the bots.
func TestCampaign_BotsPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("plays several missions")
	}
	r, err := aliens.BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	c := newCampaign(t, func(o *Options) { o.ExtraLossContinues, o.Seed = true, 7 })
	c.Next, c.Newt, c.Captured = 1, true, []string{"frost"}
	saves := 0
	if err := c.Run(context.Background(), r, RandomBots(c.Options.Seed), func(*Campaign) error { saves++; return nil }); err != nil {
		t.Fatal(err)
	}
	if !c.Over || saves != len(c.Played) || len(c.Played) < 2 {
		t.Fatalf("over %v after %d saves, %d missions: %+v", c.Over, saves, len(c.Played), c.Played)
	}
}

func eqInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Fatalf("%s = %d; want %d", what, got, want)
	}
}

func eq(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Fatalf("%s = %q; want %q", what, got, want)
	}
}

func TestCampaign_ReturnOptionNamesTheCard(t *testing.T) {
	// [aliens R.4] the card to return is offered by its name (an i18n
	// reference), one option per card design, keyed by one copy.
	c := newCampaign(t, nil)
	err := c.Record(result("mission-1", true, map[string]string{"newt": "out"}, nil, nil,
		Cards{Discard: []string{"m41a-pulse-rifle.2", "m41a-pulse-rifle.3", "m4-helmet.1"}}), 11)
	if err != nil {
		t.Fatal(err)
	}
	d := c.Pending()
	if d == nil || len(d.Options) != 2 {
		t.Fatalf("pending %v; want two options", d)
	}
	if got := d.Options[0].Msg.Arg("card"); got != "@aliens.card.m41a-pulse-rifle.name" {
		t.Fatalf("card argument %q", got)
	}
}
