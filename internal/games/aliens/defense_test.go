package aliens

import "testing"

// defender sets up a boardless game (Hicks seat 0, Ripley seat 1) with the
// given loadout and an Alien a1 of the given tokens, and pushes a Defense
// roll of ch against it.
func defender(t *testing.T, ch CharID, gear []Gear, tokens int, mut func(*Options)) *Game {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Heroes, o.Loadout = []string{"hicks", "ripley"}, gear
		if mut != nil {
			mut(o)
		}
	})
	g.arrange(t, layout{Above: []string{rifle, armor, gom, helmet, lamp, pipe, armor}, Exhaust: []string{pipe}})
	a := g.addAlien(tokens)
	g.pushDefense(ch, a) // above the first decision (I.2), which waits after it
	if d := g.Pending(); d != nil && d.Prompt.Key != "aliens.prompt.first" {
		t.Fatalf("setup: pending %s", d.Prompt.Key)
	}
	return g
}

func TestDefense_SwarmModifier(t *testing.T) {
	// [aliens M.6] EN 2051-2057: a swarm with two tokens attacks Hicks
	// (Defense 6); he rolls 5, +2 = 7: failed, [aliens M.8] Knocked Down.
	g := defender(t, Hicks, []Gear{}, 2, func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	g.rng.Force(5)
	g.advance()
	s := play(t, g).Prompt("aliens.prompt.ripley").Choose("ripley:no") // Ripley's Grunt passive may help
	if !hasEvent(s.All, "aliens M.8", "aliens.char.knocked-down") || g.st.Chars[Hicks].Status != KnockedDown {
		t.Fatalf("hicks %v", g.st.Chars[Hicks].Status)
	}
}

func TestDefense_Counterattack(t *testing.T) {
	// [aliens M.7] EN 1921-1931: Hudson rolls 2 (Defense 6, Melee 2): he
	// survives and kills the Alien.
	g := defender(t, Hudson, []Gear{}, 0, nil)
	g.rng.Force(2)
	g.advance()
	if len(g.st.Aliens) != 0 || g.st.Chars[Hudson].Status != Standing {
		t.Fatal("no counterattack")
	}
	// Against a swarm the counterattack removes a token [aliens N.12].
	g = defender(t, Hudson, []Gear{}, 1, nil)
	g.rng.Force(1) // 1 + 1 = 2
	g.advance()
	eqInt(t, "tokens", g.st.Aliens[0].Tokens, 0)
}

func TestDefense_TenKills(t *testing.T) {
	// [aliens M.8] [aliens Z.5] a (modified) 10 or more Kills.
	g := defender(t, Hicks, []Gear{}, 1, func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	g.rng.Force(9) // 9 + 1 = 10
	g.advance()
	play(t, g).Choose("ripley:no")
	if g.st.Chars[Hicks].Status != Killed {
		t.Fatalf("hicks %v", g.st.Chars[Hicks].Status)
	}
	// Flag: only a natural 10 Kills.
	g = defender(t, Hicks, []Gear{}, 1, func(o *Options) {
		o.Heroes, o.DefenseTenUnmodified = []string{"hicks", "hudson"}, true
	})
	g.rng.Force(9)
	g.advance()
	play(t, g).Choose("ripley:no")
	if g.st.Chars[Hicks].Status != KnockedDown {
		t.Fatalf("hicks %v", g.st.Chars[Hicks].Status)
	}
	// [aliens W.2.4] the Ithaca's −1: a natural 10 is a 9, not Killed.
	g = defender(t, Hicks, []Gear{{"hicks", []string{rifle, shotgun}}}, 0, func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	g.rng.Force(10)
	g.advance()
	play(t, g).Choose("ripley:no")
	if g.st.Chars[Hicks].Status != KnockedDown {
		t.Fatalf("hicks %v", g.st.Chars[Hicks].Status)
	}
}

func TestDefense_BodyArmorAndHelmet(t *testing.T) {
	// [aliens W.2.7] [aliens W.2.8] [aliens U.3] both answer a failed roll
	// (compulsory), in the order the player picks: the armor reveals a
	// Weapon and re-rolls (authored ⟨?1⟩ ⟨?2⟩); still failed, the helmet
	// reveals Equipment: the roll counts as passed.
	g := defender(t, Hicks, []Gear{{"hicks", []string{rifle, armor, helmet}}}, 0,
		func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	ak, hk := key(g, Hicks, slotEquip1), key(g, Hicks, slotEquip2)
	g.rng.Force(8)
	g.advance()
	s := play(t, g).Prompt("aliens.prompt.defense-card").Options("card:"+ak, "card:"+hk)
	s.Dice(9).Choose("card:"+ak).Event("aliens U.2", "aliens.defense.rerolled")
	s.Event("aliens M.6", "aliens.defense.dodged") // the helmet answered at once: Equipment
	if g.st.Chars[Hicks].Status != Standing {
		t.Fatal("hicks is down")
	}
	eq(t, "under", ids(g.under()), []string{rifle, armor})
}

func TestDefense_ArmorExhausted(t *testing.T) {
	// [aliens W.2.7] ⟨?3⟩ (authored: Hazard): Exhaust this card [aliens F.3.5]:
	// the equipped card goes onto the Exhaust Pile;
	// the Hazard then resolves (F.5.4).
	g := defender(t, Hicks, []Gear{{"hicks", []string{rifle, armor}}}, 0,
		func(o *Options) { o.Heroes = []string{"hicks", "hudson"} })
	g.arrange(t, layout{Above: []string{gom, rifle, helmet, lamp}, Exhaust: []string{pipe}})
	ar := g.st.Chars[Hicks].Slots[slotEquip1]
	g.rng.Force(8)
	g.advance()
	play(t, g).Choose("ripley:no")
	if g.st.Chars[Hicks].Slots[slotEquip1] != -1 || !contains(g.where(ar), "exhaust") {
		t.Fatalf("armor in %s", g.where(ar))
	}
	if g.st.Chars[Hicks].Status != KnockedDown {
		t.Fatal("hicks stands")
	}
}

func TestDefense_Ripley(t *testing.T) {
	// [aliens W.1.1] [aliens M.14] Ripley's player may Exhaust a card so
	// that a Character re-rolls a failed Defense roll, once per turn;
	// [aliens U.2] the re-roll is final.
	g := defender(t, Hicks, []Gear{}, 0, nil)
	g.rng.Force(8)
	g.advance()
	ex := len(g.st.Exhaust)
	s := play(t, g).Seat(1).Prompt("aliens.prompt.ripley").Options("ripley", "ripley:no")
	s.Dice(3).Choose("ripley").Event("aliens U.2", "aliens.defense.rerolled")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 1)
	if g.st.Chars[Hicks].Status != Standing {
		t.Fatal("hicks is down")
	}
	g.st.Chars[Hicks].Status = Standing
	g.pushDefense(Hicks, g.addAlien(0))
	g.rng.Force(8)
	g.advance() // used this turn: no offer
	if g.st.Chars[Hicks].Status != KnockedDown {
		t.Fatal("ripley helped twice in a turn")
	}
}

// where names the zone holding card c.
func (g *Game) where(c int) string {
	for _, z := range []struct {
		n string
		c []int
	}{{"deck", g.st.Deck}, {"exhaust", g.st.Exhaust}, {"discard", g.st.Discard}, {"limbo", g.st.Limbo}, {"revealed", g.st.Revealed}} {
		for _, x := range z.c {
			if x == c {
				return z.n
			}
		}
	}
	return "elsewhere"
}
