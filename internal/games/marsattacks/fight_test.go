package marsattacks

import "testing"

// [mars M.5.2] a figure starting its activation next to a non-terrified
// enemy must FIGHT; a terrified one must STAND UP and FIGHT.
func TestForcedFight_M_5_2(t *testing.T) {
	s := play(t, board(t, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@B2", "m2=martian-disintegrator@H8"))
	s.Choose("activate:h1").Options("act:fight")
	s.Reject("act:move", "not one of the options")

	g := board(t, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@B2", "m2=martian-disintegrator@H8")
	fig(t, g, "h1").Terrified = true
	s = play(t, g)
	s.Choose("activate:h1").Options("act:stand-fight")
	// [mars M.5.10] standing up among non-terrified enemies starts the
	// fight; m1 fights back (3 dice 5+) against 3 dice 4+ with no charge.
	s.Choose("act:stand-fight")
	s.Event("mars M.5.9", "mars.stand-up")
	s.Event("mars M.5.10", "mars.stand-up.fight")
	s.Dice(1, 1, 1, 5, 5, 1).Choose("defend:fight")
	s.NoEvent("mars.fight.charge")
	s.Event("mars M.8.10", "mars.fight.defender-wins") // [mars M.8.10]
	if fig(t, g, "h1").Alive {
		t.Fatal("h1 should be dead")
	}
}

// [mars M.12.4, M.12.6, M.5.1.5-M.5.1.7] a terrified figure can only
// stand up or do nothing; FIGHT only with an enemy in its square.
func TestTerrifiedOptions_M_12_4(t *testing.T) {
	g := board(t, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@H8")
	fig(t, g, "h1").Terrified = true
	s := play(t, g)
	s.Choose("activate:h1").Options("act:stand-move", "act:stand-shoot", "act:nothing")
	s.Choose("act:stand-move")
	if fig(t, g, "h1").Terrified {
		t.Fatal("h1 still terrified after STAND UP (M.5.9)")
	}
	s.Prompt("mars.prompt.step")

	g = board(t, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@B2", "m2=martian-disintegrator@D4")
	fig(t, g, "h1").Terrified = true
	fig(t, g, "m1").Terrified = true
	s = play(t, g)
	// The enemy in the square is terrified: no forced fight (M.12.7); no
	// shooting from a square with an enemy (M.5.6).
	s.Choose("activate:h1").Options("act:stand-move", "act:stand-fight", "act:nothing")
}

// fightCase sets up an attacker h1 and a defender m1 in B2.
func fightBoard(t *testing.T, extra ...string) *Game {
	figs := append([]string{"h1=us-assault-rifle@B2", "m1=martian-disintegrator@B2", "m9=martian-disintegrator@H8"}, extra...)
	return board(t, figs...)
}

// [mars M.8.1, M.8.3, M.8.5-M.8.11] pools, support, who wins.
func TestFight_Results_M_8(t *testing.T) {
	for _, c := range []struct {
		name      string
		extra     []string
		defence   string
		dice      []int
		hDead     bool
		mDead     bool
		rule, key string
	}{
		{"M.8.9 attacker more successes kills", nil, "defend:fight", []int{4, 4, 1, 5, 1, 1}, false, true, "mars M.8.9", "mars.fight.attacker-wins"},
		{"M.8.10 defender fighting back wins", nil, "defend:fight", []int{1, 1, 4, 5, 5, 1}, true, false, "mars M.8.10", "mars.fight.defender-wins"},
		{"M.8.11 tie is a miss", nil, "defend:fight", []int{4, 1, 1, 5, 1, 1}, false, false, "mars M.8.11", "mars.fight.miss"},
		{"M.8.11 a dodge never kills", nil, "defend:dodge", []int{1, 1, 1, 6, 6, 1}, false, false, "mars M.8.11", "mars.fight.miss"},
		{"M.8.6 a dodge rolls on Survive", nil, "defend:dodge", []int{4, 1, 1, 5, 5, 5}, false, true, "mars M.8.9", "mars.fight.attacker-wins"},
		// [mars M.8.3] a friend in the square gives the attacker a 4th die.
		{"M.8.3 support", []string{"h2=us-assault-rifle@B2"}, "defend:fight", []int{1, 1, 1, 4, 1, 1, 1}, false, true, "mars M.8.9", "mars.fight.attacker-wins"},
		// [mars M.8.3] terrified friends support the defender too.
		{"M.8.3 defender support", []string{"m2=martian-disintegrator@B2"}, "defend:fight", []int{4, 1, 1, 1, 1, 1, 5}, false, false, "mars M.8.11", "mars.fight.miss"},
		// [mars M.2.5] 8s explode in a fight.
		{"M.2.5 exploding 8", nil, "defend:fight", []int{8, 1, 1, 4, 5, 5, 1}, false, false, "mars M.8.11", "mars.fight.miss"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := fightBoard(t, c.extra...)
			s := play(t, g)
			s.Choose("activate:h1", "act:fight")
			if len(c.extra) > 0 && c.extra[0][0] == 'm' {
				s.Choose("target:m1")
			}
			s.Dice(c.dice...).Choose(c.defence)
			s.Event(c.rule, c.key)
			if fig(t, g, "h1").Alive == c.hDead || fig(t, g, "m1").Alive == c.mDead {
				t.Fatalf("h1 alive %v, m1 alive %v", fig(t, g, "h1").Alive, fig(t, g, "m1").Alive)
			}
		})
	}
}

// [mars M.5.4] the attacker chooses which enemy to fight.
func TestFight_AttackerChooses_M_5_4(t *testing.T) {
	g := board(t, "m1=martian-disintegrator@B2", "m2=martian-disintegrator@B2", "h1=us-assault-rifle@B2", "h2=us-assault-rifle@H8")
	s := play(t, g)
	s.Choose("activate:h1", "act:fight").Prompt("mars.prompt.target").Seat(0).Options("target:m1", "target:m2")
}

// [mars M.18.6.2, M.18.6.3, M.18.6.1] Fearless figures must be attacked
// first and their owner picks which; a terrified one does not count.
func TestFearless_M_18_6(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "m1=martian-disintegrator@B2",
		"h1=us-assault-rifle@B2", "h2=us-hmg@B2", "c=civilian@B2", "e=troy@B2")
	s := play(t, g)
	s.Choose("activate:m1", "act:fight")
	s.Seat(0).Prompt("mars.prompt.jump").Options("jump:h1", "jump:h2")
	s.Choose("jump:h2")
	s.Prompt("mars.prompt.defend")
	if g.st.Atk.Def != g.figByID("h2") {
		t.Fatalf("defender %d; want h2", g.st.Atk.Def)
	}

	g = boardWith(t, DefaultOptions(), setup, "m1=martian-disintegrator@B2", "h1=us-assault-rifle@B2", "e=troy@B2")
	fig(t, g, "h1").Terrified = true
	s = play(t, g)
	s.Choose("activate:m1", "act:fight").Seat(1).Options("target:h1", "target:e")
}

// [mars M.8.6, M.12.5] a terrified defender can only dodge: no question.
func TestFight_TerrifiedDefenderDodges_M_12_5(t *testing.T) {
	g := fightBoard(t)
	fig(t, g, "m1").Terrified = true
	s := play(t, g)
	// 3 dice 4+ (1 success) against 3 dice on Survive 6+ (2 successes).
	s.Dice(4, 1, 1, 6, 6, 1)
	s.Choose("activate:h1", "act:fight")
	s.Event("mars M.8.6", "mars.fight.defence")
	s.Event("mars M.8.11", "mars.fight.miss")
}

// [mars M.18.13, A11] Baton: roll on Fight, resolved as fighting back; a
// surviving attacker is terrified even if it won the roll.
func TestBaton_M_18_13(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "m1=martian-disintegrator@B2", "b=buddy@B2", "br=brandi@B3")
	s := play(t, g)
	s.Choose("activate:m1", "act:fight")
	s.Seat(0).Options("defend:fight", "defend:baton", "defend:dodge")
	// m1 3 dice 5+: 1 success; Buddy 3 dice on Fight 3+: 1 success: miss.
	s.Dice(5, 1, 1, 3, 1, 1).Choose("defend:baton")
	s.Event("mars M.8.11", "mars.fight.miss")
	s.Event("mars M.18.13", "mars.terrified")
	if !fig(t, g, "m1").Terrified {
		t.Fatal("the attacker is not terrified (M.18.13.2)")
	}
	// [mars M.18.13.3] both with a Baton: no Baton option.
	g = boardWith(t, DefaultOptions(), setup, "tor=general-tor@B2", "b=buddy@B2", "br=brandi@B3")
	s = play(t, g)
	s.Choose("activate:tor", "act:fight").Options("defend:fight", "defend:dodge")
}

// [mars A5] with terrifiedOnFightKill a kill in a FIGHT causes terrified
// tests in the square.
func TestFightKillTerrified_A5(t *testing.T) {
	o := DefaultOptions()
	o.TerrifiedOnFightKill = true
	g := boardWith(t, o, Setup{First: Humans, NoDeal: true}, "h1=us-assault-rifle@B2", "m1=martian-disintegrator@B2", "m2=martian-disintegrator@B2")
	s := play(t, g)
	s.Choose("activate:h1", "act:fight", "target:m1")
	// h1 3 dice; m1 4 dice (support); then tests for h1 and m2.
	s.Dice(4, 4, 1, 1, 1, 1, 1, 5, 2).Choose("defend:fight")
	s.Event("mars A5", "mars.terrified-test.fails")
	if !fig(t, g, "m2").Terrified || fig(t, g, "h1").Terrified {
		t.Fatal("want m2 terrified and h1 not")
	}
}
