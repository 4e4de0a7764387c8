package marsattacks

import "testing"

func withOpts(t *testing.T, set func(*Options), first Side, figs ...string) *Game {
	o := DefaultOptions()
	set(&o)
	return boardWith(t, o, Setup{First: first, NoDeal: true}, figs...)
}

// [mars M.5.1.6, M.5.9] a terrified figure may STAND UP and SHOOT.
func TestStandShoot_M_5_1_6(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@C3")
	fig(t, g, "h").Terrified = true
	s := play(t, g)
	s.Choose("activate:h").Options("act:stand-move", "act:stand-shoot", "act:nothing")
	s.Choose("act:stand-shoot").Prompt("mars.prompt.shoot").Has("shoot:C3")
}

// [mars A6] the literal reading: a FIGHT ends the whole activation, no
// hero extra action after it.
func TestHeroExtraAfterFight_A6(t *testing.T) {
	for _, allowed := range []bool{true, false} {
		g := withOpts(t, func(o *Options) { o.HeroExtraAfterFight = allowed }, Humans,
			"e=edwyn@B2", "m1=martian-disintegrator@B2", "m2=martian-disintegrator@H8")
		s := play(t, g)
		s.Choose("activate:e", "act:fight")
		s.Dice(1, 1, 1, 1, 1, 1).Choose("defend:dodge") // a miss
		if allowed {
			s.Prompt("mars.prompt.after").Has("extra:fight")
		} else if !fig(t, g, "e").Activated {
			t.Fatal("with A6 off the activation should be over")
		}
	}
}

// [mars A7 i] without the one-point-per-turn rule a hero may spend a
// second point in the same turn (here: Follow Me! is not Eva's, so use a
// Sergeant's extra action and then Follow Me!).
func TestOnePointPerTurn_A7(t *testing.T) {
	for _, limit := range []bool{true, false} {
		g := withOpts(t, func(o *Options) { o.OneHeroPointPerTurn = limit }, Humans,
			"sarge=us-sergeant@A1", "h=us-assault-rifle@B2", "m=martian-disintegrator@H8")
		s := play(t, g)
		s.Choose("activate:sarge", "extra:move", "step:A2", "act:nothing")
		if limit {
			if !fig(t, g, "sarge").Activated {
				t.Fatal("with A7 the Sergeant has nothing left to do")
			}
		} else {
			s.Prompt("mars.prompt.after").Has("follow-me")
		}
	}
}

// [mars A7 ii] the alternative: soldiers do not use their hero points,
// not even to survive.
func TestSoldierHeroPoints_A7(t *testing.T) {
	g := withOpts(t, func(o *Options) { o.SoldierHeroPoints = false }, Martians,
		"m=martian-disintegrator@A1", "sarge=us-sergeant@C3", "h=us-hmg@H8")
	shootAt(t, g, "m", "C3", 4, 4, 1, 1, 1, 1)
	if fig(t, g, "sarge").Alive {
		t.Fatal("the Sergeant used a hero point to survive")
	}
}

// [mars A11] the alternative Baton: a dodge rolled on Fight, so a win
// does not kill the attacker (who is still terrified).
func TestBatonNotLethal_A11(t *testing.T) {
	g := withOpts(t, func(o *Options) { o.BatonLethal = false }, Martians,
		"m=martian-disintegrator@B2", "b=buddy@B2", "br=brandi@B3")
	s := play(t, g)
	s.Choose("activate:m", "act:fight")
	s.Dice(1, 1, 1, 3, 3, 1).Choose("defend:baton")
	s.Event("mars M.8.11", "mars.fight.miss")
	if m := fig(t, g, "m"); !m.Alive || !m.Terrified {
		t.Fatalf("m %+v; want alive and terrified", *m)
	}
}

// [mars A12] the alternative: Too Many Late Nights moves 1 square.
func TestLateNightsOneSquare_A12(t *testing.T) {
	g := withOpts(t, func(o *Options) { o.LateNightsFullMove = false }, Humans, "troy@A1", "m=martian-disintegrator@C3")
	s := play(t, g)
	s.Choose("activate:troy", "act:aim")
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("shoot:C3", "late-nights", "step:B1")
	if !fig(t, g, "troy").Activated {
		t.Fatal("troy may move only 1 square")
	}
}

// [mars A19] the alternative Freeze: one roll for the whole square.
func TestFreezeOneRoll_A19(t *testing.T) {
	g := withOpts(t, func(o *Options) { o.FreezePerFigure = false }, Martians,
		"fr=martian-freeze-ray@A1", "h1=us-assault-rifle@C3", "h2=us-assault-rifle@C3", "h3=us-assault-rifle@H8")
	s := play(t, g)
	s.Choose("activate:fr", "act:shoot-move")
	// One roll: 2 hits; h1 survives 3 dice on 6+ with 2; h2 with 0 dies.
	s.Dice(4, 4, 1, 6, 6, 1, 1, 1, 1, 5).Choose("shoot:C3")
	if !fig(t, g, "h1").Alive || fig(t, g, "h2").Alive || !fig(t, g, "h1").Activated {
		t.Fatal("want h1 alive and frozen, h2 dead")
	}
}
