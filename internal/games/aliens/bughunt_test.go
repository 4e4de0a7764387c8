package aliens

import (
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/grid"
)

// bugHunt sets Bug Hunt 1 up for two players (Hicks, Hudson).
func bugHuntGame(t *testing.T, mut func(*Options)) *Game {
	t.Helper()
	return newGame(t, func(o *Options) {
		o.Mission, o.Players, o.Heroes = "bug-hunt-1", 2, []string{"hicks", "hudson"}
		if mut != nil {
			mut(o)
		}
	})
}

// placeAll answers the start and Sentry Gun questions with the first
// option each.
func placeAll(t *testing.T, g *Game) {
	t.Helper()
	s := play(t, g)
	for d := g.Pending(); d != nil && d.Prompt.Key != "aliens.prompt.first"; d = g.Pending() {
		s.ChooseAs(d.Seat, d.Options[0].Key)
	}
}

func TestBugHunt_Setup(t *testing.T) {
	// [aliens S.3] a Bug Hunt from missions.yaml: its layout, Spawn
	// Points and Blips; [aliens C.5.1] [aliens S.3.3] each Character has
	// exactly one HK VP70 Pistol; [aliens B.10.5] no Newt; [aliens C.8]
	// the mission's Motion Tracker deck.
	g := bugHuntGame(t, nil)
	m := g.mission()
	if m == nil || g.board != m.Layout || !g.bugHunt() {
		t.Fatal("not set up from the mission")
	}
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if CharID(i) == Newt {
			if c.InPlay {
				t.Fatal("Newt in a Bug Hunt")
			}
			continue
		}
		var eqd []string
		for _, e := range c.Slots {
			if e >= 0 {
				eqd = append(eqd, testDeck().cardDef(e).ID)
			}
		}
		eq(t, c.ID.String()+"'s gear", eqd, []string{cardPistol})
	}
	eqInt(t, "motion tracker deck", len(g.st.MTDeck), m.DeckFor(g.st.Opts.Players).Size())
	eqInt(t, "spawn point 1", g.st.Spawns[0], g.sq(t, m.SpawnPoints.Square(1)))
	eqInt(t, "blips", len(g.st.Blips)+len(g.st.Aliens), len(m.Blips))
}

func TestBugHunt_StartAndSentries(t *testing.T) {
	// [aliens C.11] each player places their Hero in the start area, the
	// highest-Rank player the Grunts; an occupied square is rejected and
	// changes nothing. [aliens C.15] [aliens T.1] then both Sentry Guns.
	g := bugHuntGame(t, nil)
	s := play(t, g)
	start := g.mission().Start
	s.Prompt("aliens.prompt.start")
	d := g.Pending()
	eqInt(t, "start options", len(d.Options), len(start))
	first := d.Options[0].Key
	s.ChooseAs(d.Seat, first)
	h := g.Hash()
	if err := g.Apply(g.Pending().Seat, first); err == nil || g.Hash() != h {
		t.Fatalf("an occupied start square was accepted (%v)", err)
	}
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.start"; d = g.Pending() {
		s.ChooseAs(d.Seat, d.Options[0].Key)
	}
	s.Prompt("aliens.prompt.sentry-place")
	placeAll(t, g)
	eqInt(t, "sentry guns", len(g.st.Sentries), 2)
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.InPlay && !strings.Contains(strings.Join(start, " "), g.squareName(c.At)) {
			t.Fatalf("%s at %s, outside the start area", c.ID, g.squareName(c.At))
		}
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestBugHunt_OptionsRejected(t *testing.T) {
	// [aliens B.10.5] Newt is not used; [aliens C.5.1] no other gear.
	for _, tc := range []struct {
		mut  func(*Options)
		want string
	}{
		{func(o *Options) { o.Newt = true }, "B.10.5"},
		{func(o *Options) { o.Loadout = []Gear{} }, "C.5.1"},
		{func(o *Options) { o.Map = testMap }, "drill"},
		{func(o *Options) { o.Mission = "bug-hunt-9" }, "unknown mission"},
	} {
		o := DefaultOptions()
		o.Mission, o.Players, o.Heroes = "bug-hunt-1", 2, []string{"hicks", "hudson"}
		tc.mut(&o)
		if _, err := New(o, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New = %v; want %q", err, tc.want)
		}
	}
}

func TestBugHunt_VictoryAndNoReshuffle(t *testing.T) {
	// [aliens S.3.1] victory once the Motion Tracker deck is used up (not
	// reshuffled, [aliens O.4]) and no Alien or Blip is left, with a
	// Character alive.
	g := bugHuntGame(t, nil)
	placeAll(t, g)
	g.st.MTDiscard = append(g.st.MTDiscard, g.st.MTDeck...)
	g.st.MTDeck = nil
	if c := g.drawMT(); c >= 0 {
		t.Fatal("a Bug Hunt reshuffled its Motion Tracker deck")
	}
	g.st.Blips, g.st.Aliens = nil, nil
	g.st.Pool = nil
	for t := range blipTokens {
		g.st.Pool = append(g.st.Pool, t)
	}
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	s := play(t, g)
	if o := s.Over(WinPlayers); o.Rule != "aliens Q.2" {
		t.Fatalf("outcome %+v", o)
	}
	// Not while a Blip remains.
	g = bugHuntGame(t, nil)
	placeAll(t, g)
	g.st.MTDiscard = append(g.st.MTDiscard, g.st.MTDeck...)
	g.st.MTDeck = nil
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	if g.st.Over {
		t.Fatal("won with Blips on the board")
	}
}

func TestBugHunt_Defeat(t *testing.T) {
	// [aliens S.3.2] [aliens Q.3] every Character Killed, Knocked Down or
	// Captured: the Aliens win.
	g := bugHuntGame(t, nil)
	placeAll(t, g)
	for i := range g.st.Chars {
		if g.st.Chars[i].InPlay {
			g.st.Chars[i].Status = Killed
		}
	}
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	play(t, g).Over(WinAliens)
}

func TestBlip_BoardOrder(t *testing.T) {
	// [aliens N.1] [aliens U.1] Blips activate board by board, in the
	// order the highest-Rank player picks; [aliens N.2] one Alien die roll
	// per board.
	g := bugHuntGame(t, nil)
	placeAll(t, g)
	g.st.Pool = append(g.st.Pool, tokensOf(g.st.Blips)...)
	g.st.Blips = nil
	g.st.Aliens = nil
	for _, bd := range []int{1, 2} {
		for s := range g.board.Len() {
			if g.board.Board(grid.Square(s)) == bd && !g.occupied(s) && !g.tokenAt(s) && !g.inSight(s) {
				g.placeBlip(g.drawBlip(), s, "C.9")
				break
			}
		}
	}
	eqInt(t, "blips", len(g.st.Blips), 2)
	toBlips(g)
	g.rng.Force(1, 1)
	g.advance()
	s := play(t, g).Seat(g.highestRankSeat()).Prompt("aliens.prompt.blip-board").Options("board:2", "board:3")
	s.Choose("board:3")
	if e := s.Event("aliens N.2", "aliens.blip.board"); e.Msg.Arg("board") != "3" {
		t.Fatalf("board %s first", e.Msg.Arg("board"))
	}
}

func tokensOf(bs []Blip) []int {
	var out []int
	for _, b := range bs {
		out = append(out, b.Token)
	}
	return out
}
