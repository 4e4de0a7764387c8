package marsattacks

import "testing"

// [mars M.9.3, M.9.4] range a-b; the rocket launcher (3-20) cannot shoot
// at figures fewer than 3 squares away.
func TestShoot_Range_M_9_3(t *testing.T) {
	g := board(t, "r=us-rocket-launcher@A1", "m1=martian-disintegrator@B2", "m2=martian-disintegrator@C3", "m3=martian-disintegrator@D4", "m4=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:r", "act:aim")
	s.Prompt("mars.prompt.shoot").Options("shoot:D4", "shoot:H8", "stop")
	g = board(t, "h=us-assault-rifle@A1", "m1=martian-disintegrator@G7", "m2=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:h", "act:aim").Options("shoot:G7", "stop") // H8 is 7 squares away, range 1-6
}

// [mars M.9.7, M.5.6, A4] no shooting at a square holding own figures, nor
// from a square holding an enemy.
func TestShoot_MixedSquares_M_9_7(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "h2=us-assault-rifle@C3", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@D4")
	s := play(t, g)
	s.Choose("activate:h", "act:aim").Options("shoot:D4", "stop")
	g = board(t, "h=us-assault-rifle@A1", "m0=martian-disintegrator@A1", "m2=martian-disintegrator@D4")
	fig(t, g, "m0").Terrified = true
	s = play(t, g)
	s.Choose("activate:h")
	s.Lacks("act:aim", "act:shoot-move") // [mars M.5.6] even a terrified enemy blocks
}

// [mars M.9.5, M.10.1] hidden targets cannot be shot; clear view gives a
// 4th die.
func TestShoot_Sight_M_9_5(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@D4")
	if err := g.SetSight("h", "m1", Hidden); err != nil {
		t.Fatal(err)
	}
	if err := g.SetSight("h", "m2", Clear); err != nil {
		t.Fatal(err)
	}
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move").Options("shoot:D4", "stop")
	// 4 dice at 5+ (M.10.1): 1 hit; m2 survives 3 dice on 6+ and armour.
	s.Dice(5, 1, 1, 1, 1, 1, 1).Choose("shoot:D4")
	s.Event("mars M.10.1", "mars.shoot.clear-view")
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("rolled %s dice; want 4", e.Msg.Arg("dice"))
	}
	// [mars M.5.1.3] then MOVE 1.
	s.Prompt("mars.prompt.step")
}

// [mars M.10.2, M.10.4-M.10.7] AIM adds a die; more shooting successes
// than Survive successes kill; equal is a miss.
func TestShoot_Results_M_10(t *testing.T) {
	for _, c := range []struct {
		name string
		dice []int
		dead bool
		rule string
	}{
		// 4 dice 4+ (AIM) against an HMG soldier's 3 dice on 6+.
		{"M.10.6 more hits kill", []int{5, 6, 7, 1, 6, 6, 1}, true, "mars M.10.6"},
		{"M.10.7 equal is a miss", []int{5, 6, 1, 1, 6, 6, 1}, false, "mars M.10.7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			setup := Setup{First: Martians, NoDeal: true}
			g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@A1", "h1=us-hmg@C3", "h2=us-hmg@H8")
			s := play(t, g)
			s.Choose("activate:m", "act:aim")
			s.Dice(c.dice...).Choose("shoot:C3")
			s.Event("mars M.10.2", "mars.shoot.aim")
			s.Event(c.rule, map[bool]string{true: "mars.shoot.hits", false: "mars.shoot.misses"}[c.dead])
			if fig(t, g, "h1").Alive == c.dead {
				t.Fatalf("h1 alive = %v", fig(t, g, "h1").Alive)
			}
		})
	}
}

// shootAt has figure shooter (first side) AIM-less shoot at square sq
// with the given dice.
func shootAt(t *testing.T, g *Game, shooter, sq string, dice ...int) {
	t.Helper()
	s := play(t, g)
	s.Choose("activate:"+shooter, "act:shoot-move")
	s.Dice(dice...).Choose("shoot:" + sq)
}

// [mars M.18.11] Armour: +1 Survive success against SHOOT; decisive armour
// leaves the figure terrified. The rulebook's example: 3 shooting
// successes against 2 + 1 survives, terrified.
func TestArmour_M_18_11(t *testing.T) {
	for _, c := range []struct {
		name       string
		dice       []int // 3 shooting dice 5+, 3 survive dice 6+
		dead, terr bool
	}{
		{"example 3 vs 2+1: survives terrified", []int{5, 5, 5, 6, 6, 1}, false, true},
		{"3 vs 1+1: dies", []int{5, 5, 5, 6, 1, 1}, true, false},
		{"3 vs 3+1: not decisive", []int{5, 5, 5, 6, 6, 6, 1, 1, 1}, false, false},
		{"1 vs 0+1: survives terrified", []int{5, 1, 1, 1, 1, 1}, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := board(t, "h=us-hmg@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
			shootAt(t, g, "h", "C3", c.dice...)
			m := fig(t, g, "m")
			if m.Alive == c.dead || m.Terrified != c.terr {
				t.Fatalf("alive %v terrified %v; want dead %v terrified %v", m.Alive, m.Terrified, c.dead, c.terr)
			}
		})
	}
}

// [mars M.18.15, A7 iii] Heavy Armour: +2; the examples: 3 shooting
// successes against 1 or 2 rolled + 2 → survives, terrified. Armour
// counts before a hero point is spent.
func TestHeavyArmour_M_18_15(t *testing.T) {
	for _, c := range []struct {
		name string
		dice []int // 3 shooting dice 4+ (Sergeant), 3 survive dice 5+
		hp   int8
		terr bool
	}{
		{"3 vs 1+2", []int{4, 4, 4, 5, 1, 1}, 5, true},
		{"3 vs 2+2", []int{4, 4, 4, 5, 5, 1}, 5, true},
		{"3 vs 0+2: a hero point saves him", []int{4, 4, 4, 1, 1, 1}, 4, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := board(t, "s=us-sergeant@A1", "tor=general-tor@C3")
			shootAt(t, g, "s", "C3", c.dice...)
			tor := fig(t, g, "tor")
			if !tor.Alive || tor.HP != c.hp || tor.Terrified != c.terr {
				t.Fatalf("tor %+v; want alive, hp %d, terrified %v", *tor, c.hp, c.terr)
			}
		})
	}
}

// [mars M.18.12, A10] Armour-piercing ignores Armour; the alternative
// reading keeps it.
func TestArmourPiercing_M_18_12(t *testing.T) {
	g := board(t, "r=us-rocket-launcher@A1", "m=martian-disintegrator@D4", "m2=martian-disintegrator@H8")
	shootAt(t, g, "r", "D4", 4, 4, 1, 6, 1, 1) // 2 hits vs 1, no armour
	if fig(t, g, "m").Alive {
		t.Fatal("m survived an armour-piercing hit")
	}
	o := DefaultOptions()
	o.ArmourPiercingActive = false
	g = boardWith(t, o, Setup{First: Humans, NoDeal: true}, "r=us-rocket-launcher@A1", "m=martian-disintegrator@D4", "m2=martian-disintegrator@H8")
	shootAt(t, g, "r", "D4", 4, 4, 1, 6, 1, 1)
	if m := fig(t, g, "m"); !m.Alive || !m.Terrified {
		t.Fatal("with A10 off, armour should save m and terrify it")
	}
}

// [mars M.12.1, M.12.2] a shooting kill makes the other figures in the
// square test: 1-4 terrified, 5-8 not.
func TestTerrifiedTest_M_12_1(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@C3", "m3=martian-disintegrator@C3")
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move", "shoot:C3")
	s.Dice(5, 5, 5, 6, 1, 1, 4, 5).Choose("target:m1")
	s.Event("mars M.12.1", "mars.terrified-test.fails")
	s.Event("mars M.12.1", "mars.terrified-test.passes")
	if !fig(t, g, "m2").Terrified || fig(t, g, "m3").Terrified {
		t.Fatal("want m2 terrified, m3 not")
	}
}

// [mars M.17.4] a hero about to die spends a hero point and ignores the
// damage; with none left it dies.
func TestHeroPointSaves_M_17_4(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@A1", "e=troy@C3", "h=us-hmg@H8")
	shootAt(t, g, "m", "C3", 4, 4, 1, 1, 1, 1)
	e := fig(t, g, "e")
	if !e.Alive || e.HP != 2 {
		t.Fatalf("troy %+v; want alive with 2 hero points", *e)
	}
	g = boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@A1", "e=troy@C3", "h=us-hmg@H8")
	fig(t, g, "e").HP = 0
	shootAt(t, g, "m", "C3", 4, 4, 1, 1, 1, 1)
	if fig(t, g, "e").Alive {
		t.Fatal("troy without hero points survived")
	}
}
