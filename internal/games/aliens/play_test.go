package aliens

import (
	"slices"
	"testing"
)

func key(g *Game, ch CharID, slot int) string { return testDeck().cardKey(g.st.Chars[ch].Slots[slot]) }

func handKey(g *Game, seat int, id string) string {
	for _, c := range g.st.Hands[seat] {
		if testDeck().cardDef(c).ID == id {
			return testDeck().cardKey(c)
		}
	}
	return "?" + id
}

func TestSlots(t *testing.T) {
	// [aliens G.7] two weapons, the second BACKUP; two equipment cards;
	// [aliens G.8] one BACKUP weapon at most, a lone BACKUP weapon is
	// primary; [aliens G.9] nothing BACKUP beside a BULKY weapon.
	c := func(k string) int { n, _ := testDeck().cardByKey(k); return n }
	tests := []struct {
		name   string
		have   []string
		add    string
		ok     bool
		result []string // slots after, "-" for empty
	}{
		{"lone rifle", nil, "m41a-pulse-rifle.1", true, []string{"m41a-pulse-rifle.1", "-", "-", "-"}},
		{"lone backup pistol is primary", nil, "hk-vp70-pistol.1", true, []string{"hk-vp70-pistol.1", "-", "-", "-"}},
		{"rifle then shotgun", []string{"m41a-pulse-rifle.1"}, "ithaca-37-shotgun.1", true, []string{"m41a-pulse-rifle.1", "ithaca-37-shotgun.1", "-", "-"}},
		{"pistol then rifle swaps", []string{"hk-vp70-pistol.1"}, "m41a-pulse-rifle.1", true, []string{"m41a-pulse-rifle.1", "hk-vp70-pistol.1", "-", "-"}},
		{"two primaries", []string{"m41a-pulse-rifle.1"}, "m240-flamethrower.1", false, nil},
		{"two backups", []string{"hk-vp70-pistol.1"}, "ithaca-37-shotgun.1", false, nil},
		{"bulky then backup", []string{"m56-smart-gun.1"}, "hk-vp70-pistol.1", false, nil},
		{"backup then bulky", []string{"hk-vp70-pistol.1"}, "m56-smart-gun.1", false, nil},
		{"third weapon", []string{"m41a-pulse-rifle.1", "hk-vp70-pistol.1"}, "m41a-pulse-rifle.2", false, nil},
		{"two equipment", []string{"body-armor.1"}, "m4-helmet.1", true, []string{"-", "-", "body-armor.1", "m4-helmet.1"}},
		{"third equipment", []string{"body-armor.1", "m4-helmet.1"}, "body-armor.2", false, nil},
		{"event", nil, "in-the-pipe.1", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ch := &Character{ID: Hicks, Slots: [numSlots]int{-1, -1, -1, -1}}
			for _, h := range tt.have {
				if !testDeck().equipOn(ch, false, c(h)) {
					t.Fatalf("setup: %s", h)
				}
			}
			if got := testDeck().equipOn(ch, false, c(tt.add)); got != tt.ok {
				t.Fatalf("equip %s = %v; want %v", tt.add, got, tt.ok)
			}
			if err := testDeck().checkSlots(ch, false); err != nil {
				t.Fatal(err)
			}
			if tt.ok {
				var got []string
				for _, s := range ch.Slots {
					if s < 0 {
						got = append(got, "-")
					} else {
						got = append(got, testDeck().cardKey(s))
					}
				}
				eq(t, "slots", got, tt.result)
			}
		})
	}
}

func TestEquipStep(t *testing.T) {
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, armor, helmet}, Exhaust: []string{lamp},
		Hands: [][]string{{rifle, pistol, armor}}})
	s := play(t, g).Choose("first:0", "no-draw").Prompt("aliens.prompt.equip")
	r, p, a := handKey(g, 0, rifle), handKey(g, 0, pistol), handKey(g, 0, armor)
	// [aliens G.10] [aliens G.11] Hicks' slots are full: nothing for him;
	// [aliens G.13] others within two spaces (everyone, boardless);
	// [aliens G.12] unequip his own cards.
	s.Options(
		"equip:"+r+":gorman",
		"equip:"+p+":ripley", "equip:"+p+":frost",
		"equip:"+a+":ripley", "equip:"+a+":gorman", "equip:"+a+":frost", "equip:"+a+":hudson", "equip:"+a+":vasquez",
		"unequip:"+key(g, Hicks, 0), "unequip:"+key(g, Hicks, 1), "unequip:"+key(g, Hicks, 2), "unequip:"+key(g, Hicks, 3),
		"done")
	s.Reject("equip:"+a+":hicks", "not one of the options")
	// [aliens F.9.1] equipping during play costs the card's cost (2).
	s.Choose("equip:"+r+":gorman").Event("aliens G.13", "aliens.card.equipped")
	s.Event("aliens F.9.1", "aliens.card.cost")
	eqInt(t, "exhaust", len(g.st.Exhaust), 3)
	if key(g, Gorman, 0) != r || testDeck().cardDef(g.st.Chars[Gorman].Slots[1]).ID != pistol {
		t.Fatal("gorman's rifle is not primary with the pistol as backup")
	}
	shot := key(g, Hicks, 1)
	s.Choose("unequip:"+shot).Event("aliens G.12", "aliens.card.unequipped")
	if !slices.Contains(g.st.Hands[0], g.st.Hands[0][len(g.st.Hands[0])-1]) || handKey(g, 0, shotgun) != shot {
		t.Fatal("the shotgun is not in hand")
	}
	s.Has("equip:"+p+":hicks").Choose("equip:"+p+":hicks").Event("aliens G.10", "aliens.card.equipped")
	s.Choose("done").Prompt("aliens.prompt.action")
}

func TestEvent_InThePipe(t *testing.T) {
	// [aliens G.3] [aliens W.2.13] pay the cost, Reveal: a Weapon: take a
	// Weapon from the Exhaust Pile; then the Event goes face down on top
	// of the Exhaust Pile and the revealed card under the deck (F.5.5).
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, rifle, helmet, lamp}, Exhaust: []string{helmet, smart, shotgun},
		Hands: [][]string{{pipe}}})
	pk := handKey(g, 0, pipe)
	s := play(t, g).Choose("first:0", "no-draw").Has("event:" + pk)
	sm, sh := testDeck().cardKey(g.st.Exhaust[1]), testDeck().cardKey(g.st.Exhaust[2])
	s.Choose("event:"+pk).Event("aliens G.3", "aliens.event.played")
	s.Prompt("aliens.prompt.take-from-exhaust").Options("take:"+sm, "take:"+sh)
	s.Choose("take:" + sm)
	eq(t, "hand", ids(g.st.Hands[0]), []string{smart})
	eq(t, "exhaust", ids(g.st.Exhaust), []string{helmet, shotgun, armor, pipe})
	eq(t, "under", ids(g.under()), []string{rifle})
	s.Prompt("aliens.prompt.equip")
}

func TestEvent_InThePipe_NoMatch(t *testing.T) {
	// [aliens F.5.3] a revealed type with no card of it in the Exhaust
	// Pile: nothing to take.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, rifle, helmet, lamp}, Exhaust: []string{helmet},
		Hands: [][]string{{pipe}}})
	s := play(t, g).Choose("first:0", "no-draw", "event:"+handKey(g, 0, pipe))
	s.Prompt("aliens.prompt.equip")
	eq(t, "exhaust", ids(g.st.Exhaust), []string{helmet, armor, pipe})
}

func TestEventWindow(t *testing.T) {
	// [aliens G.3] Events may be played during another player's
	// activation: a window opens for the holder only.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, rifle, helmet, lamp}, Exhaust: []string{helmet},
		Hands: [][]string{nil, {pipe}}})
	pk := handKey(g, 1, pipe)
	s := play(t, g).Choose("first:0")
	s.Seat(1).Prompt("aliens.prompt.window").Options("event:"+pk, "pass")
	s.Choose("pass").Seat(0).Prompt("aliens.prompt.may-draw")
}

func TestHazardDrawnDuringRest(t *testing.T) {
	// [aliens F.2.3] a Hazard drawn in a Rest is resolved at once.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, gom, helmet, rifle, lamp, armor}, Exhaust: []string{helmet}})
	s := play(t, g).Choose("first:0", "draw", "done", "rest", "draw")
	s.Event("aliens F.2.3", "aliens.card.drew-hazard")
	s.Event("aliens G.5", "aliens.hazard.resolve")
	eq(t, "hand", ids(g.st.Hands[0]), []string{armor})
}

func TestEventWindow_AlienPhase(t *testing.T) {
	// [aliens G.3] a window opens at the start of the Alien Phase for
	// every holder of a playable Event, from the highest-Rank player.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Hands: [][]string{{pipe}}, Above: []string{pipe, armor, helmet, lamp, armor, helmet, lamp},
		Exhaust: []string{rifle}})
	pk := handKey(g, 0, pipe)
	g.st.Stack = []frame{{Kind: kAlien}}
	g.advance()
	s := play(t, g).Prompt("aliens.prompt.window").Options("event:"+pk, "pass")
	s.Choose("event:" + pk) // pays with a Pipe, reveals armor: no Equipment to take
	s.Event("aliens G.3", "aliens.event.done")
	s.Event("aliens Q.5", "aliens.turn.dial") // the window closed: Finish Phase ran
}
