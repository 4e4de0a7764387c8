package aliens

import (
	"slices"
	"testing"
)

// testMap is two rooms joined by a door between C2 and D2:
//
//	  A B C D E F
//	1 . . .|. . .
//	2 . . . D . .
//	3 . . .|. . .
var testMap = "" +
	"+-+-+-+-+-+-+\n" +
	"|. . .|. . .|\n" +
	"+ + + + + + +\n" +
	"|. . .D. . .|\n" +
	"+ + + + + + +\n" +
	"|. . .|. . .|\n" +
	"+-+-+-+-+-+-+\n"

// boardGame puts Hicks (seat 0's Hero) at A2 and the Grunts in the left
// room, plus the given extra places; it waits at Hicks' Actions.
func boardGame(t *testing.T, extra ...Place) *Game {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, testMap
		o.Start = append([]Place{{"hicks", "A2"}, {"ripley", "A1"}, {"frost", "B1"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "C3"}}, extra...)
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Exhaust: []string{pipe}})
	play(t, g).Choose("first:0", "no-draw", "done").Prompt("aliens.prompt.action")
	return g
}

func (g *Game) sq(t *testing.T, name string) int {
	t.Helper()
	s, err := g.board.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return int(s)
}

func TestMove(t *testing.T) {
	// [aliens J.3] one space at a time, diagonals included (D.2); [aliens
	// J.4] through other Characters but never ending on one; [aliens J.8]
	// the door opens as Hicks comes; [aliens J.5] he stops on entering a
	// space next to an Alien.
	g := boardGame(t, Place{"alien", "F1"})
	s := play(t, g).Has("move").Choose("move")
	// From A2: N A1 (Ripley; he can go on), NE B1 (Frost), E B2, SE B3
	// (Hudson), S A3 (Gorman); he may stop where he stands.
	s.Options("move:A1", "move:B1", "move:B2", "move:B3", "move:A3", "stop")
	s.Choose("move:B2", "move:C2")
	// [aliens D.5] no diagonal past the door's posts: only D2 eastward.
	s.Lacks("move:D1", "move:D3").Has("move:D2")
	s.Choose("move:D2").Choose("move:E2")
	s.Event("aliens J.5", "aliens.move.stopped")
	s.Prompt("aliens.prompt.action")
	if g.squareName(g.st.Chars[Hicks].At) != "E2" {
		t.Fatalf("hicks at %s", g.squareName(g.st.Chars[Hicks].At))
	}
	eqInt(t, "actions", g.st.Chars[Hicks].Actions, 1)
}

func TestMove_CannotEndOnCharacter(t *testing.T) {
	// [aliens J.4] out of Speed on a Character's square is not allowed:
	// with one step left he may not step onto Frost.
	g := boardGame(t, Place{"alien", "F3"})
	s := play(t, g).Choose("move")
	speed := g.side(Hicks).Speed
	for range speed - 1 {
		d := g.Pending()
		// walk back and forth between A2 and B2
		if d.Find("move:B2") >= 0 {
			s.Choose("move:B2")
		} else {
			s.Choose("move:A2")
		}
	}
	s.Lacks("move:B1", "move:A1", "move:B3").Has("stop")
	s.Reject("move:B1", "not one of the options")
}

func TestMove_NextToAliens(t *testing.T) {
	// [aliens J.4] never into an Alien's space, and a Character's space
	// only if the move can go on from it: Frost (B1) and Hudson (B3) stand
	// next to the Alien at C2, where Hicks would have to stop [J.5].
	g := boardGame(t, Place{"alien", "C2"})
	s := play(t, g).Choose("move").Options("move:A1", "move:B2", "move:A3", "stop")
	s.Choose("move:B2").Event("aliens J.5", "aliens.move.stopped")
	// [aliens J.6] starting next to the Alien he may move again, but
	// stops on entering any space next to an Alien; C2 stays closed.
	s.Choose("move").Lacks("move:C2").Choose("move:C1")
	s.Event("aliens J.5", "aliens.move.stopped")
	// Surrounded: no Move at all.
	g = boardGame(t, Place{"alien", "B2"})
	play(t, g).Lacks("move")
}

func TestAttack_LineOfSight(t *testing.T) {
	// [aliens K.1] [aliens E.5] [aliens D.8] the Alien in the far room is
	// seen only while the door is open, which it is while a model stands
	// on one of the squares it separates [GAP Y.11].
	g := boardGame(t, Place{"alien", "E2"})
	rk, sk := key(g, Hicks, 0), key(g, Hicks, 1)
	s := play(t, g).Lacks("attack:" + rk + ":a1")
	g.st.Aliens[0].At = g.sq(t, "D2")             // opens the door
	s.Has("attack:"+rk+":a1", "attack:"+sk+":a1") // [aliens K.12] D2 is three spaces away
	g.st.Aliens[0].At = g.sq(t, "E1")
	g.st.Chars[Ripley].At = g.sq(t, "C2") // Ripley holds the door open
	if !g.los(g.st.Chars[Hicks].At, g.sq(t, "E1")) && !g.los(g.sq(t, "B1"), g.sq(t, "E1")) {
		t.Log("no line through the door to E1") // geometry is the grid's
	}
	// [aliens K.12] the shotgun reaches three spaces only.
	for _, a := range g.targets(Hicks, g.st.Chars[Hicks].Slots[1]) {
		if d := g.distance(g.st.Chars[Hicks].At, a.At); d > 3 {
			t.Fatalf("shotgun target %d spaces away", d)
		}
	}
}

func TestEquipOthers_WithinTwo(t *testing.T) {
	// [aliens G.13] only Characters within two spaces (Z.2 path length).
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, testMap
		o.Start = []Place{{"hicks", "A2"}, {"ripley", "A1"}, {"frost", "C1"}, {"gorman", "D1"},
			{"hudson", "F2"}, {"vasquez", "C3"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Exhaust: []string{pipe},
		Hands: [][]string{{armor}}})
	a := handKey(g, 0, armor)
	s := play(t, g).Choose("first:0", "no-draw")
	// Ripley (1), Frost (2), Vasquez (2) are in reach; Gorman (D1, behind
	// the wall: four by the door) and Hudson are not.
	s.Has("equip:"+a+":ripley", "equip:"+a+":frost", "equip:"+a+":vasquez").Lacks("equip:"+a+":gorman", "equip:"+a+":hudson")
}

func TestBoardSetupErrors(t *testing.T) {
	for _, tt := range []struct {
		start []Place
		want  string
	}{
		{[]Place{{"hicks", "A2"}}, "has no square"},
		{[]Place{{"hicks", "Z9"}}, "no square"},
		{[]Place{{"hicks", "A2"}, {"ripley", "A2"}}, "taken"},
		{[]Place{{"bishop", "A2"}}, "not a character in play"},
		{[]Place{{"swarm:x", "A2"}}, "bad swarm"},
	} {
		o := DefaultOptions()
		o.Map, o.Start = testMap, tt.start
		if _, err := New(o, 1); err == nil || !contains(err.Error(), tt.want) {
			t.Errorf("start %v: error %v; want %q", tt.start, err, tt.want)
		}
	}
	o := DefaultOptions()
	o.Map = "+-+\n|x\n"
	if _, err := New(o, 1); err == nil || !contains(err.Error(), "aliens: map:") {
		t.Errorf("bad map accepted: %v", err)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func TestBarricade(t *testing.T) {
	// [aliens J.11] next to the door, a Tech test (Hicks: Tech 5): a pass
	// puts a Barricade token on; [aliens D.9] then it is a wall to moves
	// and sight whatever stands next to it; a second pass takes it off.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, testMap
		o.Start = []Place{{"hicks", "C2"}, {"ripley", "A1"}, {"frost", "B1"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "C3"}, {"alien", "F2"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Exhaust: []string{pipe}})
	s := play(t, g).Choose("first:0", "no-draw", "done").Has("barricade:C2-D2", "move")
	s.Dice(6).Choose("barricade:C2-D2").Event("aliens J.2", "aliens.tech.failed") // [aliens J.2] no effect
	if len(g.st.Barricades) != 0 {
		t.Fatal("barricaded on a failed test")
	}
	s.Dice(5).Choose("barricade:C2-D2").Event("aliens J.11", "aliens.door.barricaded")
	if g.los(g.sq(t, "C2"), g.sq(t, "D2")) {
		t.Fatal("sight through a barricaded door")
	}
	for _, sq := range g.moveSteps(Hicks, 5) {
		if g.squareName(sq) == "D2" {
			t.Fatal("a step through a barricaded door")
		}
	}
	g.st.Chars[Hicks].Actions = 1
	s = play(t, g)
	g.st.Stack = g.st.Stack[:len(g.st.Stack)-1]
	g.push(frame{Kind: kActions, Seat: 0, Char: Hicks})
	g.advance()
	s.Dice(1).Choose("barricade:C2-D2").Event("aliens J.11", "aliens.door.unbarricaded")
}

func TestBarricade_BypassAndWelder(t *testing.T) {
	// [aliens W.2.12] Bypass: Exhaust a card to re-roll a failed attempt
	// (once, U.2); [aliens W.2.11] the Welder: Discard it to barricade a
	// door within one space, no Tech test.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, testMap
		o.Loadout = []Gear{{"hicks", []string{rifle, cardBypass, welder}}}
		o.Start = []Place{{"hicks", "C2"}, {"ripley", "A1"}, {"frost", "B1"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "C3"}, {"alien", "F2"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Exhaust: []string{pipe}})
	wk := key(g, Hicks, slotEquip2)
	s := play(t, g).Choose("first:0", "no-draw", "done").Has("weld:" + wk + ":C2-D2")
	s.Dice(9).Choose("barricade:C2-D2").Prompt("aliens.prompt.bypass").Options("bypass", "bypass:no")
	ex := len(g.st.Exhaust)
	s.Dice(8).Choose("bypass").Event("aliens U.2", "aliens.tech.failed")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 1)
	if len(g.st.Barricades) != 0 {
		t.Fatal("barricaded")
	}
	s.Choose("weld:"+wk+":C2-D2").Event("aliens W.2.11", "aliens.door.barricaded")
	if g.st.Discard[len(g.st.Discard)-1] != g.mustCard(t, wk) {
		t.Fatal("the welder was not discarded")
	}
}

func (g *Game) mustCard(t *testing.T, k string) int {
	t.Helper()
	c, ok := testDeck().cardByKey(k)
	if !ok {
		t.Fatal(k)
	}
	return c
}

func TestAreaAttack_OnBoard(t *testing.T) {
	// [aliens K.10] [aliens W.2.1] after the M41A's Attack action Hudson
	// may throw his M40 Grenades as a Free Action at a space within four
	// spaces in Line of Sight; [aliens K.11] everything in and around it is
	// rolled for.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hudson"}, testMap
		o.Start = []Place{{"hudson", "A2"}, {"ripley", "A1"}, {"frost", "B1"}, {"gorman", "A3"},
			{"hicks", "B3"}, {"vasquez", "C3"}, {"alien", "D2"}, {"swarm:1", "E2"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Exhaust: []string{pipe}})
	rk, gk := key(g, Hudson, 0), key(g, Hudson, 1)
	s := play(t, g).Choose("first:0", "done")
	s.Has("area:" + gk + ":D2") // the grenade is an Attack action of its own too
	s.Dice(9).Choose("attack:"+rk+":a1").Event("aliens K.7", "aliens.attack.miss")
	s.Prompt("aliens.prompt.grenade").Has("area:"+gk+":E2", "grenade:no").Lacks("area:" + gk + ":F1") // five spaces away
	// E2: the Alien at D2 and the swarm at E2 (model and one token).
	s.Dice(1, 1, 10).Choose("area:" + gk + ":E2")
	s.Event("aliens K.10", "aliens.attack.free-grenade")
	eqInt(t, "aliens", len(g.st.Aliens), 1)
	if a := g.st.Aliens[0]; a.ID != 2 || a.Tokens != 0 {
		t.Fatalf("alien %+v", a)
	}
	eqInt(t, "actions", g.st.Chars[Hudson].Actions, 1)
	if g.st.Chars[Hudson].Slots[1] != -1 {
		t.Fatal("the grenades are still equipped") // Discarded to attack
	}
}

func TestFlamethrower_TwoAway(t *testing.T) {
	// [aliens W.2.3] the M240 aims at a space two spaces away (EN; X.21).
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"frost"}, testMap
		o.Start = []Place{{"frost", "A2"}, {"ripley", "A1"}, {"hicks", "B1"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "C3"}, {"alien", "F2"}}
	})
	fl := g.st.Chars[Frost].Slots[0]
	for _, s := range g.areaSpaces(Frost, fl) {
		if d := g.distance(g.st.Chars[Frost].At, s); d != 2 {
			t.Fatalf("%s is %d away", g.squareName(s), d)
		}
	}
	if len(g.areaSpaces(Frost, fl)) == 0 {
		t.Fatal("no space to aim at")
	}
}

func TestLosingAHero(t *testing.T) {
	// [aliens K.11.3] a Character in the area is Killed; [aliens M.13.1]
	// the player discards the hand and the lost Character's cards;
	// [aliens M.13.2] and may flip a Grunt, [aliens M.13.4] whose dial keeps
	// its value.
	g := boardGame(t, Place{"alien", "F3"})
	g.st.Hands[0] = append(g.st.Hands[0], g.takeTop())
	g.st.Chars[Frost].Aim = 3
	gren, _ := testDeck().cardByKey("m40-grenades.1")
	base := len(g.st.Discard)
	g.rng.Force(1, 10, 10, 10, 10, 10) // Hicks is hit
	g.lift(gren)
	g.areaAttack(Hicks, gren, []areaTarget{{Char: Hicks}, {Char: Ripley}, {Char: Frost}})
	if g.st.Chars[Hicks].Status != Killed {
		t.Fatal("hicks survived")
	}
	eqInt(t, "discarded", len(g.st.Discard)-base, 1+4+1) // grenades, Hicks' four, the hand
	// The M.13.2 question is asked before the next frame.
	g.advance()
	s := play(t, g).Seat(0).Prompt("aliens.prompt.new-hero")
	s.Options("hero:ripley", "hero:gorman", "hero:frost", "hero:hudson", "hero:vasquez", "hero:none")
	s.Choose("hero:frost").Event("aliens M.13.2", "aliens.char.new-hero")
	if c := g.st.Chars[Frost]; !c.Hero || c.Owner != 0 || c.Aim != 3 {
		t.Fatalf("frost %+v", c)
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestLosingAHero_Eliminated(t *testing.T) {
	// [aliens M.13.3] declining (or having no Grunt) leaves the player out.
	g := boardGame(t, Place{"alien", "F3"})
	g.killChar(Hicks, "M.8")
	g.advance() // the M.13.2 question is asked before the next frame
	s := play(t, g).Choose("hero:none")
	s.Event("aliens M.13.3", "aliens.player.eliminated")
}

func TestView_Board(t *testing.T) {
	g := boardGame(t, Place{"swarm:2", "F3"})
	g.st.Barricades = []int{0}
	v := g.View(0).(*View)
	if len(v.Aliens) != 1 || v.Aliens[0].At != "F3" || v.Aliens[0].Tokens != 2 || v.Barricades[0] != "C2-D2" {
		t.Fatalf("view %+v", v)
	}
	if v.Chars[1].ID != "hicks" || v.Chars[1].At != "A2" {
		t.Fatalf("chars %+v", v.Chars)
	}
}

func TestNewt_Pull(t *testing.T) {
	// [aliens W.1.7] End of Activation: MAY Exhaust two cards to move a
	// Character in Newt's Line of Sight two spaces towards her.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Newt, o.Map = 1, []string{"ripley"}, true, testMap
		o.Start = []Place{{"newt", "A2"}, {"ripley", "A1"}, {"hicks", "F2"}, {"frost", "B1"},
			{"gorman", "A3"}, {"hudson", "B3"}, {"vasquez", "C3"}, {"alien", "F3"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Exhaust: []string{pipe}})
	s := play(t, g).Choose("first:0", "activate:newt", "done", "end")
	s.Prompt("aliens.prompt.newt-pull").Has("pull:vasquez", "pull:no")
	s.Choose("pull:vasquez") // C3 -> B2 (the only free square closer); then none is closer
	n := 0
	for _, e := range s.Last {
		if e.Rule == "aliens W.1.7" && e.Msg.Key == "aliens.card.exhausted" {
			n++
		}
	}
	eqInt(t, "exhausted", n, 2)
	if at := g.squareName(g.st.Chars[Vasquez].At); at != "B2" {
		t.Fatalf("vasquez at %s", at)
	}
}

func TestFrost_StartOfFinishPhaseEquip(t *testing.T) {
	// [aliens B.11.5] [aliens Q.1] [aliens W.1.4] (content) At the start of
	// the Finish Phase Frost may equip another Character within two spaces
	// from hand, paying the cost; the victory checks come after.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map, o.Turns = 1, []string{"frost"}, testMap, 5
		o.Start = []Place{{"frost", "A2"}, {"ripley", "A1"}, {"hicks", "F2"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "C3"}, {"alien", "F3"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Exhaust: []string{pipe},
		Hands: [][]string{{armor}}})
	a := handKey(g, 0, armor)
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	s := play(t, g)
	s.Prompt("aliens.prompt.eoa-equip").Has("equip:"+a+":ripley", "no").Lacks("equip:"+a+":hicks", "equip:"+a+":frost")
	s.Choose("equip:"+a+":ripley").Event("aliens W.1.4", "aliens.card.equipped")
	order(t, s.All, "aliens H.4 aliens.phase.finish", "aliens W.1.4 aliens.card.equipped", "aliens Q.5 aliens.turn.dial")

	// A Knocked Down Frost hands out nothing: the phase goes straight on.
	g = newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map, o.Turns = 1, []string{"frost"}, testMap, 5
		o.Start = []Place{{"frost", "A2"}, {"ripley", "A1"}, {"hicks", "F2"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "C3"}, {"alien", "F3"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Hands: [][]string{{armor}}})
	g.st.Chars[Frost].Status = KnockedDown
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	play(t, g).Prompt("aliens.prompt.first")
}

func TestFinishPhase_PlayersOrderAbilities(t *testing.T) {
	// [aliens Q.1] Several Start of Finish Phase effects resolve in an
	// order the players choose (U.1: the highest-ranked player decides).
	// Only Frost's hero side carries one, so two Frosts are needed: give
	// Hicks the same side for this test.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map, o.Turns = 2, []string{"frost", "hicks"}, testMap, 5
		o.Start = []Place{{"frost", "A2"}, {"ripley", "A1"}, {"hicks", "B1"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "C3"}, {"alien", "F3"}}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp}, Hands: [][]string{{armor}, {helmet}}})
	rules := *g.rules // the Rules are shared between games: change a copy
	rules.Chars[Hicks].Hero.Abilities = append(slices.Clone(rules.Chars[Hicks].Hero.Abilities), abFrostFinish)
	g.rules = &rules
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	s := play(t, g)
	s.Seat(g.highestRankSeat()).Prompt("aliens.prompt.finish-order").Options("finish:hicks", "finish:frost")
	s.Choose("finish:hicks").Prompt("aliens.prompt.eoa-equip").Choose("no")
	s.Prompt("aliens.prompt.eoa-equip").Choose("no")
	s.Event("aliens Q.5", "aliens.turn.dial")
}
