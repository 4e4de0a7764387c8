package aliens

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// blipMap: the Grunts' closet (column A, walled off) and two rooms joined
// by a door between E3 and F3:
//
//	  A B C D E F G H
//	1 .|. . . .|. . .
//	2 .|. . . .|. . .
//	3 .|. . . .D. . .
//	4 .|. . . .|. . .
//	5 .|. . . .|. . .
var blipMap = "" +
	"+-+-+-+-+-+-+-+-+\n" +
	"|.|. . . .|. . .|\n" +
	"+ + + + + + + + +\n" +
	"|.|. . . .|. . .|\n" +
	"+ + + + + + + + +\n" +
	"|.|. . . .D. . .|\n" +
	"+ + + + + + + + +\n" +
	"|.|. . . .|. . .|\n" +
	"+ + + + + + + + +\n" +
	"|.|. . . .|. . .|\n" +
	"+-+-+-+-+-+-+-+-+\n"

// blipGame: one player, Hicks (armed) at hicks, the Grunts in the closet,
// the extra places; mut changes the options further. It waits at the
// start of the game (Marine Phase).
func blipGame(t *testing.T, hicks string, mut func(*Options), extra ...Place) *Game {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, blipMap
		o.Loadout = []Gear{{"hicks", []string{rifle}}}
		o.Start = append([]Place{{"hicks", hicks}, {"ripley", "A1"}, {"frost", "A2"}, {"gorman", "A3"},
			{"hudson", "A4"}, {"vasquez", "A5"}}, extra...)
		if mut != nil {
			mut(o)
		}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp, rifle, armor, helmet}, Exhaust: []string{pipe}})
	return g
}

// toBlips starts the Alien Phase at its Blip step (N.1) with the Aliens'
// step done.
func toBlips(g *Game) {
	for i := range g.st.Aliens {
		g.st.Aliens[i].Acted = true
	}
	for i := range g.st.Blips {
		g.st.Blips[i].Acted = false
	}
	g.st.Stack = []frame{{Kind: kAlien, Step: 3, Target: -1}}
}

func (g *Game) blipAt(t *testing.T, sq string) *Blip {
	t.Helper()
	s := g.sq(t, sq)
	for i := range g.st.Blips {
		if g.st.Blips[i].At == s {
			return &g.st.Blips[i]
		}
	}
	return nil
}

func (g *Game) alienAt(t *testing.T, sq string) *Alien {
	t.Helper()
	s := g.sq(t, sq)
	for i := range g.st.Aliens {
		if g.st.Aliens[i].At == s {
			return &g.st.Aliens[i]
		}
	}
	return nil
}

func TestBlip_SpottingExample(t *testing.T) {
	// The rulebook's example (EN 2015-2047): a Blip moving into Line of
	// Sight is flipped and shows a 3 [aliens N.7] [aliens N.8]: one Alien
	// model with two Alien tokens beneath, a swarm of three (N.12). Its
	// movement was interrupted [aliens N.9]; it continues with the Blip's
	// remaining Speed and moves next to Hicks, then attacks [aliens N.10].
	g := blipGame(t, "B3", nil, Place{"blip:3", "H3"})
	if len(g.st.Blips) != 1 || g.blipAt(t, "H3") == nil {
		t.Fatal("the blip is not face down at H3")
	}
	toBlips(g)
	g.rng.Force(6) // [aliens N.2] the Alien die: Speed 6 for this board
	g.advance()
	s := play(t, g)
	s.Event("aliens N.2", "aliens.blip.board")
	// [aliens N.5] it moves like an Alien: equal routes are a choice (U.1).
	// H3 -> G3 -> F3: the Blip touches the door, which opens (D.8), and
	// Hicks sees it: Spotted after 2 of its 6 spaces.
	g.rng.Force(9) // Hicks' Defense roll later
	s.Prompt("aliens.prompt.blip-step").Options("step:G2", "step:G3", "step:G4").Choose("step:G3")
	e := s.Event("aliens N.8", "aliens.blip.spotted")
	if e.Msg.Arg("n") != "3" || e.Msg.Arg("at") != "F3" {
		t.Fatalf("spotted %v", e.Msg)
	}
	if e := s.Event("aliens N.10", "aliens.blip.moves-on"); e.Msg.Arg("n") != "4" {
		t.Fatalf("moves on with %s spaces; want 4", e.Msg.Arg("n"))
	}
	if len(g.st.Blips) != 0 || len(g.st.Pool) != blipTokens {
		t.Fatalf("the token did not go back to the pool: %d blips, pool %d", len(g.st.Blips), len(g.st.Pool))
	}
	// [aliens N.10] the swarm moves on (4 left) into the space next to
	// Hicks: E3, D3, C3.
	s.Prompt("aliens.prompt.alien-step").Choose("step:D3")
	s.Prompt("aliens.prompt.alien-step").Choose("step:C3")
	a := &g.st.Aliens[0]
	if a.Tokens != 2 || g.squareName(a.At) != "C3" {
		t.Fatalf("swarm %+v at %s; want 2 tokens at C3", *a, g.squareName(a.At))
	}
	// ... and attacks: Defensive Fire first (M.1) [aliens M.5], then the Defense roll
	// with +1 per token [aliens N.12].
	s.Prompt("aliens.prompt.defensive-fire")
	declineAll(s)
	d := s.Event("aliens M.6", "aliens.defense.rolled")
	_ = d
	if g.st.Chars[Hicks].Status == Standing {
		t.Fatalf("hicks still standing after 9+2 against Defense 6")
	}
}

func TestBlip_SpottedOnPlacement(t *testing.T) {
	// [aliens N.7] [aliens O.14] a Blip placed in a Character's Line of
	// Sight is Spotted at once; [aliens N.11] the Alien does not act until
	// its next regular activation.
	g := blipGame(t, "B3", nil, Place{"blip:2", "D4"})
	if len(g.st.Blips) != 0 || len(g.st.Aliens) != 1 || g.st.Aliens[0].Tokens != 1 {
		t.Fatalf("blips %v aliens %v", g.st.Blips, g.st.Aliens)
	}
	if !g.st.Aliens[0].Acted {
		t.Fatal("a spotted alien may act before its next activation")
	}
}

func TestBlip_HiddenBehindClosedDoor(t *testing.T) {
	// [aliens D.7] a closed door blocks Line of Sight: no Spotting.
	g := blipGame(t, "B3", nil, Place{"blip", "G3"})
	if len(g.st.Blips) != 1 {
		t.Fatal("a blip behind a closed door was spotted")
	}
}

func TestBlip_StopsNextToCharacter(t *testing.T) {
	// [aliens N.5] (b) a Blip stops on entering a space next to a
	// Character; [aliens D.6] diagonally across the wall (F2 from E1) is
	// not next to him, so it goes on, round by the door.
	g := blipGame(t, "E1", nil, Place{"blip", "G1"})
	toBlips(g)
	g.rng.Force(6)
	g.advance()
	s := play(t, g)
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.blip-step"; d = g.Pending() {
		k := d.Options[0].Key
		if d.Find("step:F2") >= 0 {
			k = "step:F2"
		}
		s.Choose(k)
	}
	if g.blipAt(t, "F2") != nil {
		t.Fatal("the blip stopped at F2, across the wall")
	}
}

func TestBlip_ActivationOrderAndSpeed(t *testing.T) {
	// [aliens N.2] one roll of the Alien die sets the Speed of every Blip
	// on the board; [aliens N.3] closest first; [aliens N.4] once each;
	// [aliens N.5] a Blip never enters a space with a Blip or an Alien.
	g := blipGame(t, "B1", nil, Place{"blip", "H5"}, Place{"blip", "G5"})
	toBlips(g)
	g.rng.Force(1)
	g.advance()
	s := play(t, g)
	s.Event("aliens N.2", "aliens.blip.board")
	// Both are two steps from the door: a tie, the highest-Rank player
	// picks [aliens N.3] [aliens U.1].
	s.Seat(0).Prompt("aliens.prompt.blip-order").Options("blip:b1", "blip:b2").Choose("blip:b2")
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.blip-step"; d = g.Pending() {
		s.Choose(d.Options[0].Key)
	}
	var acts []string
	for _, e := range s.All {
		if e.Msg.Key == "aliens.blip.activates" {
			acts = append(acts, e.Msg.Arg("blip")+"/"+e.Msg.Arg("speed"))
		}
	}
	eq(t, "activations", acts, []string{"b2/1", "b1/1"})
	if g.st.Blips[0].At == g.st.Blips[1].At {
		t.Fatal("two blips in one space")
	}
	s.Prompt("aliens.prompt.first") // the next turn: each Blip moved once
}

func TestBlip_SwarmLimits(t *testing.T) {
	// [aliens A.13] [aliens Y.21] a swarm gets only the Alien tokens left
	// of the 21; [aliens A.10] with 16 models in play a Spotted Blip
	// brings nothing and its token goes back.
	g := blipGame(t, "B3", nil, Place{"swarm:20", "H1"}, Place{"blip:3", "G5"})
	g.st.Blips[0].At = g.sq(t, "D4") // now in sight
	g.advance()
	if a := g.alienAt(t, "D4"); a == nil || a.Tokens != 1 {
		t.Fatalf("swarm at D4: %+v; want 1 token (21-20)", a)
	}
	g = blipGame(t, "B3", nil, Place{"blip", "G5"})
	for i := range 16 {
		g.st.NextAlien++
		g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: g.sq(t, []string{"F1", "G1", "H1", "F2", "G2", "H2", "F4", "G4", "H4", "F5", "H5", "C1", "C2", "D1", "D2", "E1"}[i])})
	}
	g.st.Blips[0].At = g.sq(t, "D5")
	g.advance()
	if len(g.st.Aliens) != 16 || len(g.st.Blips) != 0 || len(g.st.Pool) != blipTokens {
		t.Fatalf("%d aliens, %d blips, pool %d", len(g.st.Aliens), len(g.st.Blips), len(g.st.Pool))
	}
}

func TestBlip_ValueNeverInView(t *testing.T) {
	// [aliens N] Blips lie face down: two games that differ only in the
	// tokens on the board and in the pool, and in the Motion Tracker deck
	// order, look the same to every seat.
	g := blipGame(t, "B3", func(o *Options) { o.Spawns = []string{"H1", "H5"} }, Place{"blip:1", "G1"}, Place{"blip:4", "G5"})
	h := g.Clone().(*Game)
	scramble(h)
	if g.Hash() == h.Hash() {
		t.Fatal("scramble changed nothing")
	}
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		a, _ := json.Marshal(g.View(s))
		b, _ := json.Marshal(h.View(s))
		if string(a) != string(b) {
			t.Fatalf("seat %d sees hidden information:\n%s\n%s", s, a, b)
		}
	}
}

// scramble swaps the hidden parts of a game: the Blips' tokens with the
// pool's, and the Motion Tracker deck's order.
func scramble(g *Game) {
	all := slices.Clone(g.st.Pool)
	for _, b := range g.st.Blips {
		all = append(all, b.Token)
	}
	slices.Reverse(all)
	for i := range g.st.Blips {
		g.st.Blips[i].Token = all[i]
	}
	g.st.Pool = slices.Clone(all[len(g.st.Blips):])
	slices.Sort(g.st.Pool)
	slices.Reverse(g.st.MTDeck)
	// [T.10] the faces of face-down Mission Blips are hidden too.
	var faces []int
	for i, o := range g.st.Objects {
		if o.Kind == objMissionBlip {
			faces = append(faces, i)
		}
	}
	for a, b := 0, len(faces)-1; a < b; a, b = a+1, b-1 {
		x, y := &g.st.Objects[faces[a]], &g.st.Objects[faces[b]]
		x.Face, y.Face = y.Face, x.Face
	}
}

func TestCheck_Tokens(t *testing.T) {
	// Check: [aliens A.17] 21 Blip tokens accounted for; two Blips never
	// share a space; [aliens A.10] at most 16 models; [aliens J.4] no
	// Character on a token outside its move.
	g := blipGame(t, "B3", nil, Place{"blip", "G1"}, Place{"blip", "G5"})
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		mut  func(*Game)
		want string
	}{
		{"token lost", func(g *Game) { g.st.Pool = g.st.Pool[1:] }, "A.17"},
		{"token twice", func(g *Game) { g.st.Pool = append(g.st.Pool, g.st.Blips[0].Token) }, "A.17"},
		{"two blips in a space", func(g *Game) { g.st.Blips[1].At = g.st.Blips[0].At }, "share"},
		{"blip under an alien", func(g *Game) {
			g.st.NextAlien++
			g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: g.st.Blips[0].At})
		}, "share"},
		{"17 models", func(g *Game) {
			for _, sq := range strings.Fields("C1 C2 C3 C4 C5 D1 D2 D3 D4 D5 F1 F2 F3 F4 F5 G2 G4") {
				g.st.NextAlien++
				g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: g.sq(t, sq)})
			}
		}, "A.10"},
		{"22 tokens", func(g *Game) {
			g.st.NextAlien++
			g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: g.sq(t, "H3"), Tokens: 22})
		}, "A.13"},
		{"character on a tunnel", func(g *Game) { g.st.Tunnels = []int{g.st.Chars[Hicks].At} }, "J.4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := g.Clone().(*Game)
			tc.mut(h)
			err := h.Check()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check = %v; want an error about %s", err, tc.want)
			}
		})
	}
}

func TestBlip_SetupErrors(t *testing.T) {
	// Setup rejects what the components cannot do: a sixth spawn point
	// (A.16), a character on a token (J.4), a third Sentry Gun (A.15).
	for _, tc := range []struct {
		name string
		mut  func(*Options)
		want string
	}{
		{"five spawn points", func(o *Options) { o.Spawns = []string{"H1", "H2", "H3", "H4", "H5"} }, "at most 4"},
		{"character on a spawn point", func(o *Options) { o.Spawns = []string{"B3"} }, "token"},
		{"no blip showing 9", func(o *Options) { o.Start = append(o.Start, Place{"blip:9", "H1"}) }, "no blip token"},
		{"bad facing", func(o *Options) { o.Start = append(o.Start, Place{"sentry:up", "H1"}) }, "sentry"},
		{"three guns", func(o *Options) { o.SentryGuns = 3 }, "sentryGuns"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := DefaultOptions()
			o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, blipMap
			o.Start = []Place{{"hicks", "B3"}, {"ripley", "A1"}, {"frost", "A2"}, {"gorman", "A3"}, {"hudson", "A4"}, {"vasquez", "A5"}}
			tc.mut(&o)
			_, err := New(o, 1)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("New = %v; want %q", err, tc.want)
			}
		})
	}
}

func TestBlip_SpottedDuringCharacterMove(t *testing.T) {
	// [aliens N.7] Spotting is checked during a Character's move too: the
	// door opens as Hicks reaches it (D.8) and the Blip beyond is Spotted;
	// [aliens N.9] the move is suspended, then goes on; [aliens N.11] the
	// Alien does not act before its next activation.
	g := blipGame(t, "C3", nil, Place{"blip:2", "G3"})
	s := play(t, g)
	s.Choose("first:0", "no-draw", "done").Prompt("aliens.prompt.action").Choose("move")
	s.Choose("move:D3")
	if len(g.st.Blips) != 1 {
		t.Fatal("spotted through a closed door")
	}
	s.Choose("move:E3")
	s.Event("aliens N.8", "aliens.blip.spotted")
	if len(g.st.Aliens) != 1 || g.squareName(g.st.Aliens[0].At) != "G3" || g.st.Aliens[0].Tokens != 1 {
		t.Fatalf("aliens %v", g.st.Aliens)
	}
	// The move goes on: Hicks still has Speed left.
	s.Prompt("aliens.prompt.move").Has("stop", "move:E4").Choose("stop")
}

func TestBlip_ClosesUpBehindABlockedRoute(t *testing.T) {
	// [aliens L.6] [aliens L.8] [aliens N.5] the door E3-F3 is the only
	// way west and a Blip fills F3, its only square on the east side: the
	// Blip at H3 has no route free of models. The rules are silent; by
	// default it closes up along the shortest route past the blocker,
	// onto free squares only (doc.go); WaitWhenBlocked keeps it still.
	names := func(g *Game, sqs []int) []string {
		var out []string
		for _, s := range sqs {
			out = append(out, g.squareName(s))
		}
		return out
	}
	for _, tc := range []struct {
		wait bool
		want []string
	}{{false, []string{"G2", "G3", "G4"}}, {true, nil}} {
		g := blipGame(t, "B3", func(o *Options) { o.WaitWhenBlocked = tc.wait }, Place{"blip", "F3"}, Place{"blip", "H3"})
		if got := g.routeSteps(g.sq(t, "H3")); len(got) != 0 {
			t.Fatalf("routes free of models from H3: %v, want none", names(g, got))
		}
		eq(t, fmt.Sprintf("wait=%v: steps from H3", tc.wait), names(g, g.moverSteps(g.sq(t, "H3"))), tc.want)
		// The Blip in front still has its own route through the door.
		eq(t, "steps from F3", names(g, g.moverSteps(g.sq(t, "F3"))), []string{"E3"})
	}
	// Closing up stops behind the blocker: from G3 the only nearer
	// square, F3, is taken.
	g := blipGame(t, "B3", nil, Place{"blip", "F3"}, Place{"blip", "G3"})
	eq(t, "steps from G3", names(g, g.moverSteps(g.sq(t, "G3"))), []string(nil))
}
