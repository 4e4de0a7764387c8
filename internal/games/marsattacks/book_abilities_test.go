package marsattacks

import "testing"

// [mars M.18.11.1, M.18.11.2, M.12.8] Armour adds 1 success after the
// Survive roll, before the comparison; when that success decided between
// death and survival the figure is terrified (r < s <= r+1).
func TestArmour_AfterRoll_M_18_11_1(t *testing.T) {
	for _, c := range []struct {
		name       string
		dice       []int // 3 shooting dice 5+ (HMG), 3 survive dice 6+
		dead, terr bool
	}{
		{"s=2, r=1: 1+1 = 2 survives, terrified", []int{5, 5, 1, 6, 1, 1}, false, true},
		{"s=2, r=0: 0+1 < 2 dies", []int{5, 5, 1, 1, 1, 1}, true, false},
		{"s=1, r=1: 1 >= 1 without armour, steady", []int{5, 1, 1, 6, 1, 1}, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := board(t, "h=us-hmg@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
			s := play(t, g)
			s.Choose("activate:h", "act:shoot-move")
			s.Dice(c.dice...).Choose("shoot:C3")
			// The roll itself shows the dice as rolled; the armour comes after.
			for _, e := range s.Last {
				if e.Msg.Key == "mars.roll" && e.Msg.Arg("figure") == "m" && e.Msg.Arg("dice") != "3" {
					t.Fatalf("m rolled %s dice; armour adds a success, not a die", e.Msg.Arg("dice"))
				}
			}
			if m := fig(t, g, "m"); m.Alive == c.dead || m.Terrified != c.terr {
				t.Fatalf("m alive %v terrified %v; want dead %v terrified %v", m.Alive, m.Terrified, c.dead, c.terr)
			}
		})
	}
}

// [mars M.18.11.3, M.18.15.3] Armour and Heavy Armour do nothing in a
// FIGHT: a dodging Martian trooper with as many rolled successes as
// armour would need dies; General Tor needs a hero point.
func TestArmour_NotInFight_M_18_11_3(t *testing.T) {
	g := fightBoard(t)
	s := play(t, g)
	s.Choose("activate:h1", "act:fight")
	// 1 success against a dodge of 0: armour would have made it a tie.
	s.Dice(4, 1, 1, 1, 1, 1).Choose("defend:dodge")
	if fig(t, g, "m1").Alive {
		t.Fatal("armour saved m1 in a fight")
	}
	g = board(t, "h1=us-assault-rifle@B2", "tor=general-tor@B2")
	s = play(t, g)
	s.Choose("activate:h1", "act:fight")
	// 2 successes against 0: Heavy Armour (+2) would tie; a hero point
	// saves Tor (M.17.4).
	s.Dice(4, 4, 1, 1, 1, 1).Choose("defend:dodge")
	if tor := fig(t, g, "tor"); !tor.Alive || tor.HP != 4 {
		t.Fatalf("tor %+v; want saved by a hero point, 4 left", *tor)
	}
}

// [mars M.18.15.1, M.18.15.2] Heavy Armour adds 2 successes after the
// roll; decisive, it leaves General Tor terrified (r < s <= r+2).
func TestHeavyArmour_M_18_15_1(t *testing.T) {
	for _, c := range []struct {
		name string
		dice []int // Sergeant: 3 dice 4+; Tor: 3 survive dice 5+
		terr bool
	}{
		{"s=3, r=1: survives terrified", []int{4, 4, 4, 5, 1, 1}, true},
		{"s=2, r=0: survives terrified", []int{4, 4, 1, 1, 1, 1}, true},
		{"s=1, r=1: not decisive", []int{4, 1, 1, 5, 1, 1}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := board(t, "s=us-sergeant@A1", "tor=general-tor@C3")
			shootAt(t, g, "s", "C3", c.dice...)
			if tor := fig(t, g, "tor"); !tor.Alive || tor.HP != 5 || tor.Terrified != c.terr {
				t.Fatalf("tor %+v; want alive with 5 hero points, terrified %v", *tor, c.terr)
			}
		})
	}
}

// [mars M.18.13.1, M.18.13.2, M.12.8] Baton: attacked in a FIGHT, the
// figure rolls on its Fight value instead of Survive; its opponent is
// terrified afterwards even when it wins.
func TestBaton_FightValue_M_18_13_1(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@B2", "buddy@B2", "brandi@B3")
	s := play(t, g)
	s.Choose("activate:m", "act:fight")
	// m: 3 dice 5+, 2 successes; Buddy on Fight 3+ (not Survive 4+): the
	// 3s count, 1 success. m wins; a hero point saves Buddy.
	s.Dice(5, 5, 1, 3, 1, 1).Choose("defend:baton")
	e := s.Event("mars M.18.13", "mars.roll")
	if e.Msg.Arg("target") != "3" || e.Msg.Arg("successes") != "1" {
		t.Fatalf("Buddy's roll %v; want on 3+ with 1 success", e.Msg.Args)
	}
	if m := fig(t, g, "m"); !m.Alive || !m.Terrified {
		t.Fatalf("m %+v; want alive and terrified though it won", *m)
	}
	if b := fig(t, g, "buddy"); !b.Alive || b.HP != 2 {
		t.Fatalf("buddy %+v; want saved by a hero point", *b)
	}
}

// [mars M.18.14.2] Rapid Fire: a second attack only when the first
// target is dead or terrified, and only at another enemy in its square.
func TestRapidFire_Second_M_18_14_2(t *testing.T) {
	// The first shot misses and leaves m1 standing: no second attack.
	g := board(t, "ashley@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@C3", "m9=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:ashley", "act:shoot-move", "shoot:C3")
	s.Dice(1, 1, 1, 1, 1, 1).Choose("target:m1")
	s.Prompt("mars.prompt.step")
	// The only enemy there dies: nobody left for a second attack.
	g = board(t, "ashley@A1", "m1=martian-disintegrator@C3", "m9=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:ashley", "act:shoot-move")
	s.Dice(4, 4, 4, 1, 1, 1).Choose("shoot:C3")
	if fig(t, g, "m1").Alive {
		t.Fatal("m1 survived")
	}
	s.Prompt("mars.prompt.step")
	// Terrified by its armour: the second attack is offered, at m2.
	g = board(t, "ashley@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@C3", "m9=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:ashley", "act:shoot-move", "shoot:C3")
	s.Dice(4, 1, 1, 1, 1, 1).Choose("target:m1")
	if !fig(t, g, "m1").Terrified {
		t.Fatal("m1 not terrified")
	}
	s.Prompt("mars.prompt.rapid").Choose("rapid")
	e := s.Event("mars M.10.5", "mars.roll")
	if e.Msg.Arg("figure") != "m2" {
		t.Fatalf("the second attack hit %s; want m2", e.Msg.Arg("figure"))
	}
}

// [mars M.18.6.5] attacks on every figure of a square at once ignore
// Fearless: a card attack asks nobody to jump in; all roll.
func TestFearless_NotForWholeSquare_M_18_6_5(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"knocked-flat"}}}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@H8", "h1=us-assault-rifle@C3", "h2=us-hmg@C3", "c=civilian@C3", "h9=us-hmg@A1")
	s := play(t, g)
	s.Choose("card:knocked-flat")
	// Red Knocked Flat: 2 dice 6+, 2 hits; three Survive rolls, all fail.
	s.Dice(6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1).Choose("square:C3")
	if got := rollsOf(s.Last); len(got) != 4 {
		t.Fatalf("rolls %v; want the attack and 3 Survive rolls", got)
	}
	for _, id := range []string{"h1", "h2", "c"} {
		if fig(t, g, id).Alive {
			t.Errorf("%s survived", id)
		}
	}
}

// [mars M.18.4.3, M.12.8] Covering Fire rolls no dice: the soldiers in the
// squares are terrified, heroes are not.
func TestCoveringFire_NoDice_M_18_4_3(t *testing.T) {
	g := board(t, "hmg=us-hmg@A1", "m1=martian-disintegrator@C3", "m2=martian-commander@C3", "tor=general-tor@C3", "m9=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:hmg", "act:aim", "cover", "cover:C3", "fire")
	s.NoEvent("mars.roll")
	if !fig(t, g, "m1").Terrified || !fig(t, g, "m2").Terrified || fig(t, g, "tor").Terrified {
		t.Fatal("want both soldiers terrified (the Commander is a soldier), Tor not")
	}
}
