package aliens

import (
	"testing"
)

// The English rulebook's worked examples not reproduced elsewhere (the
// others: Hudson's Full Auto and Gorman's Pistol in attack_test.go, the
// grenades in attack_test.go and board_test.go, Hicks against a swarm in
// defense_test.go, Vasquez's reveal in actions_test.go, the Blip spotting
// in blips_test.go, the More Aliens placement in sentry_test.go).

// threeRooms: three rooms in a row, doors C2|D2 and F2|G2.
var threeRooms = "" +
	"+-+-+-+-+-+-+-+-+-+\n" +
	"|. . .|. . .|. . .|\n" +
	"+ + + + + + + + + +\n" +
	"|. . .D. . .D. . .|\n" +
	"+ + + + + + + + + +\n" +
	"|. . .|. . .|. . .|\n" +
	"+ + + + + + + + + +\n" +
	"|. . .|. . .|. . .|\n" +
	"+-+-+-+-+-+-+-+-+-+\n"

func TestExample_LineOfSightDoors(t *testing.T) {
	// EN 1570-1585, the Line of Sight picture: [aliens E.1] Vasquez sees
	// her own room; [aliens E.5] the Alien in the next room stands next to
	// the door, which opens (D.8), so she can fire at it; the Alien in the
	// far room cannot be seen: no model touches that door, it is closed.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"vasquez"}, threeRooms
		o.Start = []Place{{"vasquez", "A2"}, {"ripley", "A4"}, {"hicks", "B4"}, {"gorman", "A1"},
			{"frost", "B1"}, {"hudson", "C4"}, {"alien", "B3"}, {"alien", "D2"}, {"alien", "H3"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet}, Exhaust: []string{pipe}})
	sk := key(g, Vasquez, 0)
	s := play(t, g).Choose("first:0")
	for g.Pending().Prompt.Key != "aliens.prompt.action" {
		s.Choose(g.Pending().Options[len(g.Pending().Options)-1].Key)
	}
	s.Has("attack:"+sk+":a1", "attack:"+sk+":a2").Lacks("attack:" + sk + ":a3")
	if g.los(g.sq(t, "A2"), g.sq(t, "H3")) {
		t.Fatal("sight through the closed far door")
	}
}

func TestExample_LineOfSightBetween(t *testing.T) {
	// EN 1587-1603: Vasquez cannot fire through Hicks or Hudson, but as her space touches the corner between their spaces she
	// can shoot between them [aliens E.4]: B4 lies past the corner Hicks
	// (B3) and Hudson (A4) share, which her space (A3) touches.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"vasquez"}, threeRooms
		o.Start = []Place{{"vasquez", "A3"}, {"hicks", "B3"}, {"hudson", "A4"}, {"ripley", "A2"},
			{"gorman", "B2"}, {"frost", "B1"}, {"alien", "B4"}}
	})
	if !g.los(g.sq(t, "A3"), g.sq(t, "B4")) {
		t.Fatal("vasquez cannot shoot between hicks and hudson")
	}
	// Hicks himself is in the way of A3 to C3 only along his edges; how
	// a line grazing a Character's edge counts is left to E's tests.
}

// hall is one open room, 12 spaces by 3.
var hall = "" +
	"+-+-+-+-+-+-+-+-+-+-+-+-+\n" +
	"|. . . . . . . . . . . .|\n" +
	"+ + + + + + + + + + + + +\n" +
	"|. . . . . . . . . . . .|\n" +
	"+ + + + + + + + + + + + +\n" +
	"|. . . . . . . . . . . .|\n" +
	"+-+-+-+-+-+-+-+-+-+-+-+-+\n"

func TestExample_AliensToHudson(t *testing.T) {
	// EN 1791-1798: Hudson is the Character closest to three Aliens, so
	// they all move towards him [aliens L.6]: one is already next to him
	// and does not move [aliens L.4]; the second moves 2 spaces and stops
	// next to him [aliens L.7]; the third uses all 6 of its Speed [aliens
	// L.5] to reach him.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map, o.Loadout = 1, []string{"hicks"}, hall, []Gear{}
		o.Start = []Place{{"hudson", "E2"}, {"hicks", "A1"}, {"ripley", "A2"}, {"gorman", "A3"}, {"frost", "B1"},
			{"vasquez", "B3"}, {"alien", "F2"}, {"alien", "H2"}, {"alien", "L2"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp}, Exhaust: []string{pipe}})
	g.st.Stack = []frame{{Kind: kAlien}}
	g.rng.Force(4, 4, 4) // Hudson (Grunt, Defense 5) dodges all three
	g.advance()
	s := play(t, g)
	runPhase(s)
	moved := map[string]int{}
	for _, e := range s.All {
		if e.Msg.Key == "aliens.alien.moved" {
			moved[e.Msg.Arg("alien")]++
		}
	}
	if moved["a1"] != 0 || moved["a2"] != 2 || moved["a3"] != 6 {
		t.Fatalf("moves %v; want a1 0, a2 2, a3 6", moved)
	}
	for _, a := range g.st.Aliens {
		if !g.adjacent(a.At, g.st.Chars[Hudson].At) {
			t.Fatalf("%s ends at %s, not next to Hudson", alienKey(a.ID), g.squareName(a.At))
		}
	}
}

func TestExample_Dials(t *testing.T) {
	// EN 1187-1191: Hicks' dial is on 4 from the previous turn; his card
	// shows Aim 7, so it is turned back to 7 [aliens I.1]. EN 1670-1672:
	// Hudson takes an Aim Action, his dial goes from 6 to 7 [aliens J.10].
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet, lamp}, Exhaust: []string{pipe}})
	g.st.Chars[Hicks].Aim = 4
	g.st.Stack = []frame{{Kind: kMarine}}
	g.advance()
	eqInt(t, "hicks", g.st.Chars[Hicks].Aim, 7)
	s := play(t, g).Choose("first:1", "done")
	eqInt(t, "hudson", g.st.Chars[Hudson].Aim, 6)
	s.Choose("aim")
	eqInt(t, "hudson", g.st.Chars[Hudson].Aim, 7)
}

func TestExample_HicksBarricades(t *testing.T) {
	// EN 1665-1668: Hicks (Tech 5) rolls a 4 for his Barricade: the door
	// is barricaded [aliens J.11] [aliens J.2].
	g := mapGame(t, []Gear{}, Place{"hicks", "C2"}, Place{"ripley", "A1"}, Place{"frost", "B1"},
		Place{"gorman", "A3"}, Place{"hudson", "B3"}, Place{"vasquez", "C3"}, Place{"alien", "F2"})
	s := play(t, g).Dice(4).Choose("barricade:C2-D2")
	s.Event("aliens J.2", "aliens.tech.passed")
	s.Event("aliens J.11", "aliens.door.barricaded")
}
