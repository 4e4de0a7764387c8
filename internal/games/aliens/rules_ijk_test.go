package aliens

import (
	"testing"
)

// Sections D, I, J and K: the board, the Marine Phase, Actions, attacks.

// mapGame sets a one-player game (Hicks) up on testMap with the given
// loadout and places (every Character must be placed), waiting at Hicks'
// Actions.
func mapGame(t *testing.T, gear []Gear, places ...Place) *Game {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map, o.Loadout, o.Start = 1, []string{"hicks"}, testMap, gear, places
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp, armor}, Exhaust: []string{pipe}})
	play(t, g).Choose("first:0", "no-draw", "done").Prompt("aliens.prompt.action")
	return g
}

func TestBoard_Spaces(t *testing.T) {
	// [aliens D.1] the map's squares are the spaces: every one of testMap's
	// 18 can be named and hold a model.
	g := boardGame(t)
	eqInt(t, "spaces", g.board.Len(), 18)
	for _, col := range "ABCDEF" {
		for _, row := range "123" {
			n := string(col) + string(row)
			if g.squareName(g.sq(t, n)) != n {
				t.Fatalf("square %s", n)
			}
		}
	}
}

func TestBoard_NothingAcrossAWall(t *testing.T) {
	// [aliens D.6] an Alien beside Hicks but across the wall (C1|D1) does
	// not attack through it: it goes round by the door first.
	g, _ := alienGame(t, "C1", Place{"alien", "D1"})
	g.rng.Force(10)
	g.advance()
	s := play(t, g)
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.alien-step"; d = g.Pending() {
		s.Choose(d.Options[0].Key)
	}
	s.Prompt("aliens.prompt.alien-target").Choose("target:hicks")
	declineAll(s)
	s.Saw("aliens L.10", "aliens.alien.attacks")
	if at := g.squareName(g.st.Aliens[0].At); at == "D1" {
		t.Fatalf("the alien attacked from %s, across the wall", at)
	}
	if !hasEvent(s.All, "aliens L.6", "aliens.alien.moved") {
		t.Fatal("the alien did not move")
	}
}

func TestMove_NotStoppedByBlipAcrossWall(t *testing.T) {
	// [aliens J.5] [aliens D.6] a Move stops on entering a space next to a
	// Blip token, but not across a wall: C1 touches D1 only across it, so
	// the Move goes on, and the Blip is not spotted through the wall.
	g := mapGame(t, []Gear{{"hicks", []string{rifle}}}, Place{"hicks", "A2"}, Place{"ripley", "A1"}, Place{"frost", "A3"},
		Place{"gorman", "B3"}, Place{"hudson", "C3"}, Place{"vasquez", "B1"}, Place{"blip:2", "D1"})
	s := play(t, g).Choose("move", "move:B2", "move:C1")
	if len(g.st.Blips) != 1 {
		t.Fatal("the blip was spotted through the wall")
	}
	s.Prompt("aliens.prompt.move")
}

func TestExits(t *testing.T) {
	// [aliens C.13] Exit tokens go on their squares, A and B sides;
	// [aliens D.10] a Character may not end a move on a token (a Tunnel
	// here) but may move onto an Exit; [aliens J.9] moving onto an open
	// Exit leaves the board (what that counts for is the mission's).
	g := mapGame(t, []Gear{}, Place{"hicks", "A2"}, Place{"ripley", "A1"}, Place{"frost", "A3"},
		Place{"gorman", "B3"}, Place{"hudson", "B1"}, Place{"vasquez", "D1"}, Place{"exit:A", "C2"}, Place{"tunnel", "C1"},
		Place{"exit:B", "F3"})
	if v := g.View(0).(*View); len(v.Exits) != 2 || v.Exits[0] != "C2" || v.Exits[1] != "F3" {
		t.Fatalf("exits %v", v.Exits)
	}
	s := play(t, g).Choose("move", "move:B2")
	s.Has("stop").Choose("move:C1").Lacks("stop") // on the Tunnel: must go on
	s.Choose("move:C2")
	s.Event("aliens J.9", "aliens.char.escaped")
	if c := g.st.Chars[Hicks]; c.Status != Escaped || c.At != -1 {
		t.Fatalf("hicks %v at %d; want escaped, off the board", c.Status, c.At)
	}
	for _, bad := range []string{"exit:C", "exit:AB"} {
		o := DefaultOptions()
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, testMap
		o.Start = []Place{{"hicks", "A2"}, {"ripley", "A1"}, {"frost", "A3"}, {"gorman", "B3"}, {"hudson", "C3"},
			{"vasquez", "B1"}, {bad, "F1"}}
		if _, err := New(o, 1); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestEquipStep_AnyOrder(t *testing.T) {
	// [aliens I.7] in step 2 unequip, equip others and equip oneself come
	// in any order: here unequip first, then another, then oneself.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp}, Exhaust: []string{lamp}, Hands: [][]string{{armor}}})
	s := play(t, g).Choose("first:0", "no-draw").Prompt("aliens.prompt.equip")
	hk := key(g, Hicks, slotEquip1)
	s.Choose("unequip:" + hk)
	ak := handKey(g, 0, armor)
	s.Choose("equip:"+ak+":frost").Event("aliens G.13", "aliens.card.equipped")
	s.Choose("equip:"+hk+":hicks").Event("aliens G.10", "aliens.card.equipped")
	s.Prompt("aliens.prompt.equip").Choose("done").Prompt("aliens.prompt.action")
}

func TestRankGrunts_MarinesOnly(t *testing.T) {
	// [aliens I.10.3] [aliens Z.3] step 5 offers Marine Grunts only: not
	// Ripley or Newt (Civilians), who wait for I.13.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes, o.Newt = 1, []string{"gorman"}, true })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp}, Exhaust: []string{lamp}})
	play(t, g).Choose("first:0", "done", "end").Prompt("aliens.prompt.rank-grunts").
		Options("grunt:hicks", "grunt:frost", "grunt:hudson", "grunt:vasquez", "grunts:done")
}

func TestPassToken_SkipsEliminated(t *testing.T) {
	// [aliens I.12] an eliminated player is skipped when the token passes.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 3, []string{"hicks", "hudson", "vasquez"} })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, armor, helmet}, Exhaust: []string{lamp}})
	g.killChar(Hudson, "M.8")
	g.advance() // the M.13.2 question is asked before the next frame
	s := play(t, g).Seat(1).Choose("hero:none")
	s.Event("aliens M.13.3", "aliens.player.eliminated")
	s.Prompt("aliens.prompt.first").Options("first:0", "first:2")
	s.Choose("first:0", "no-draw", "done", "end", "grunts:done")
	if e := s.Event("aliens I.11", "aliens.token.passed"); e.Msg.Arg("seat") != "2" {
		t.Fatalf("token to seat %s", e.Msg.Arg("seat"))
	}
}

func TestActions_TheMenu(t *testing.T) {
	// [aliens J.1] the Actions a Character may take: Move, Attack,
	// Barricade, Aim, Card Action, Rest (Interact needs a mission object,
	// J.12). [aliens J.13] the Welder's ACTION is a Card Action: it uses
	// one of the two Actions.
	g := mapGame(t, []Gear{{"hicks", []string{rifle, welder}}}, Place{"hicks", "C2"}, Place{"ripley", "A1"},
		Place{"frost", "A3"}, Place{"gorman", "B3"}, Place{"hudson", "A2"}, Place{"vasquez", "B1"}, Place{"alien", "F1"})
	rk, wk := key(g, Hicks, 0), key(g, Hicks, slotEquip1)
	s := play(t, g).Options("aim", "move", "rest", "attack:"+rk+":a1", "barricade:C2-D2", "weld:"+wk+":C2-D2", "end")
	s.Choose("weld:"+wk+":C2-D2").Event("aliens W.2.11", "aliens.door.barricaded")
	eqInt(t, "actions", g.st.Chars[Hicks].Actions, 1)
}

func TestMove_SpottedThenAdjacent(t *testing.T) {
	// [aliens J.7] a Spotting interrupts the Move; Hicks then finishes it,
	// and J.5 now holds against the new Alien: next to it he stops.
	g := blipGame(t, "C3", nil, Place{"blip:2", "G3"})
	s := play(t, g).Choose("first:0", "no-draw", "done", "move", "move:D3", "move:E3")
	s.Event("aliens N.8", "aliens.blip.spotted")
	s.Prompt("aliens.prompt.move").Choose("move:F3")
	s.Event("aliens J.5", "aliens.move.stopped")
	s.Prompt("aliens.prompt.action")
}

func TestAttack_Miss(t *testing.T) {
	// [aliens K.7] above the Aim Dial and any always-hits number: a miss;
	// the Alien stays, the dial still drops (K.8).
	g, s := attacker(t, "hudson", nil, 0)
	s.Dice(7).Choose("attack:"+key(g, Hudson, 0)+":a1").Event("aliens K.7", "aliens.attack.miss")
	eqInt(t, "aliens", len(g.st.Aliens), 3)
	eqInt(t, "aim", g.st.Chars[Hudson].Aim, 5)
	s.Prompt("aliens.prompt.action") // no Full Auto after a miss (K.9)
}

func TestAreaAttack_Blip(t *testing.T) {
	// [aliens K.11.2] a Blip token hit by an area attack is removed
	// unflipped, whatever it shows, and goes back to the pool (Y.14).
	g := blipGame(t, "B3", func(o *Options) { o.Loadout = []Gear{{"hicks", []string{rifle, cardGrenades}}} }, Place{"blip:3", "H3"})
	pool := len(g.st.Pool)
	gren := g.st.Chars[Hicks].Slots[slotWeapon2]
	g.rng.Force(1)
	g.lift(gren)
	g.areaAttack(Hicks, gren, []areaTarget{{Blip: true, BlipN: g.st.Blips[0].ID}})
	eqInt(t, "blips", len(g.st.Blips), 0)
	eqInt(t, "pool", len(g.st.Pool), pool+1)
	eqInt(t, "aliens", len(g.st.Aliens), 0)
	if hasEvent(g.TakeEvents(), "aliens N.8", "aliens.blip.spotted") {
		t.Fatal("the blip was flipped")
	}
}

func TestDefensiveFire_NotCumbersome(t *testing.T) {
	// [aliens K.13] [aliens M.2] a CUMBERSOME weapon cannot fire in
	// Defensive Fire: Frost may answer with his Pistol only; a Character
	// more than four spaces away or Knocked Down is not asked.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, testMap
		o.Loadout = []Gear{{"frost", []string{cardFlamethrower, pistol}}, {"hicks", []string{rifle}}}
		o.Start = []Place{{"hicks", "B2"}, {"ripley", "A1"}, {"frost", "C1"}, {"gorman", "A3"},
			{"hudson", "B3"}, {"vasquez", "A2"}, {"alien", "C3"}}
	})
	a := g.st.Aliens[0].ID
	ws := g.defFireWeapons(nil, Frost, a)
	if len(ws) != 1 || testDeck().cardDef(ws[0]).ID != pistol {
		t.Fatalf("frost may fire %v", ids(ws))
	}
	g.st.Chars[Hicks].Status = KnockedDown
	if len(g.defFireWeapons(nil, Hicks, a)) != 0 {
		t.Fatal("a knocked-down hicks may fire")
	}
}
