package aliens

import (
	"testing"

	"github.com/sulaco/sulaco/internal/enginetest"
)

// attacker sets a one-player game up with hero at its Actions and three
// Aliens a1..a3 (the last a swarm of the given tokens).
func attacker(t *testing.T, hero string, mut func(*Options), tokens int) (*Game, *enginetest.Scenario) {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes = 1, []string{hero}
		if mut != nil {
			mut(o)
		}
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp, armor, helmet},
		Exhaust: []string{pipe}, Hands: [][]string{{welder}}})
	g.addAlien(0)
	g.addAlien(0)
	g.addAlien(tokens)
	s := play(t, g).Choose("first:0")
	if hero == "hicks" {
		s.Choose("no-draw")
	}
	if hero == "hudson" {
		s.Choose("stop") // On Activation: recycle nothing from hand
	}
	s.Choose("done").Prompt("aliens.prompt.action")
	return g, s
}

func TestAttack_HudsonFullAuto(t *testing.T) {
	// [aliens K.4] [aliens K.8] [aliens K.9] EN 1487-1516: Aim 6, rolls 4
	// (kill, Aim 5), Full Auto 2 (kill, Aim 4), Full Auto 8 (miss, Aim 3);
	// the miss ends the Attack action.
	g, s := attacker(t, "hudson", nil, 0)
	rifleKey := key(g, Hudson, 0)
	eqInt(t, "aim", g.st.Chars[Hudson].Aim, 6)
	ex := len(g.st.Exhaust)
	s.Dice(4).Choose("attack:" + rifleKey + ":a1")
	s.Event("aliens K.3", "aliens.card.exhausted") // [aliens G.15] Exhaust a card to attack
	s.Event("aliens K.4", "aliens.attack.hit")
	s.Event("aliens K.6", "aliens.alien.killed")
	eqInt(t, "aim", g.st.Chars[Hudson].Aim, 5)
	s.Prompt("aliens.prompt.full-auto").Options("fullauto:a2", "fullauto:a3", "fullauto:stop")
	s.Dice(2).Choose("fullauto:a2").Event("aliens K.9", "aliens.card.exhausted")
	eqInt(t, "aim", g.st.Chars[Hudson].Aim, 4)
	s.Dice(8).Choose("fullauto:a3").Event("aliens K.7", "aliens.attack.miss")
	eqInt(t, "aim", g.st.Chars[Hudson].Aim, 3)
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 3)
	eqInt(t, "aliens", len(g.st.Aliens), 1)
	s.Prompt("aliens.prompt.action") // the Attack action is over
	eqInt(t, "actions", g.st.Chars[Hudson].Actions, 1)
}

func TestAttack_FullAutoStop(t *testing.T) {
	// [aliens K.9] the player may stop after a hit.
	g, s := attacker(t, "hudson", nil, 0)
	s.Dice(1).Choose("attack:"+key(g, Hudson, 0)+":a1", "fullauto:stop")
	s.Prompt("aliens.prompt.action")
	eqInt(t, "aliens", len(g.st.Aliens), 2)
}

func TestAttack_GormanPistol(t *testing.T) {
	// [aliens K.5] [aliens W.2.6] [aliens G.14] EN 1607-1621: Aim 4, rolls
	// 4 (kill, Aim 3); Exhausts for a free second attack, 7 (miss, Aim 2);
	// second Action rolls 3: a miss against Aim 2 but the Pistol always
	// hits on 3 or less (kill, Aim 1).
	g, s := attacker(t, "gorman", nil, 0)
	pk := key(g, Gorman, 0)
	g.st.Chars[Gorman].Aim = 4
	s.Dice(4).Choose("attack:"+pk+":a1").Event("aliens K.4", "aliens.attack.hit")
	eqInt(t, "aim", g.st.Chars[Gorman].Aim, 3)
	s.Prompt("aliens.prompt.second-attack").Options("second:a2", "second:a3", "second:no")
	ex := len(g.st.Exhaust)
	s.Dice(7).Choose("second:a2").Event("aliens K.7", "aliens.attack.miss")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 1)
	eqInt(t, "aim", g.st.Chars[Gorman].Aim, 2)
	eqInt(t, "actions", g.st.Chars[Gorman].Actions, 1) // the second shot was free
	s.Dice(3).Choose("attack:"+pk+":a2").Event("aliens K.5", "aliens.attack.hit-always")
	eqInt(t, "aim", g.st.Chars[Gorman].Aim, 1)
	// [aliens Z.11] default: each Free Action once per activation, so no
	// second shot now; Gorman's Actions are spent and he draws two (W.1.3).
	s.Event("aliens W.1.3", "aliens.ability-used")
}

func TestAttack_GormanPistol_RepeatFlag(t *testing.T) {
	// [aliens Z.11] flag: the second shot follows every Attack action.
	g, s := attacker(t, "gorman", func(o *Options) { o.FreeActionRepeat = true }, 0)
	pk := key(g, Gorman, 0)
	s.Dice(1).Choose("attack:" + pk + ":a1").Dice(9).Choose("second:a2")
	s.Dice(1).Choose("attack:" + pk + ":a2")
	s.Prompt("aliens.prompt.second-attack").Options("second:a3", "second:no")
}

func TestAttack_SmartGun(t *testing.T) {
	// [aliens K.14] two dice, the higher discarded; [aliens W.1.6]
	// Vasquez Exhausts two instead of three.
	g, s := attacker(t, "vasquez", nil, 0)
	sk := key(g, Vasquez, 0)
	aim := g.st.Chars[Vasquez].Aim
	ex := len(g.st.Exhaust)
	s.Dice(10, 3).Choose("attack:" + sk + ":a1")
	s.Event("aliens K.14", "aliens.attack.rolled-keep-lowest")
	s.Event("aliens K.4", "aliens.attack.hit")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 2)
	eqInt(t, "aim", g.st.Chars[Vasquez].Aim, aim-1)
	// [aliens K.9] Full Auto costs exactly one card, and its shots roll
	// two dice too.
	ex = len(g.st.Exhaust)
	s.Dice(9, 10).Choose("fullauto:a2").Event("aliens K.7", "aliens.attack.miss")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 1)
	// [aliens K.3] anyone else pays three.
	if got := g.attackCost(Hicks, g.st.Chars[Vasquez].Slots[0]); got != 3 {
		t.Fatalf("hicks pays %d for the smart gun", got)
	}
	// Her Grunt side keeps the passive (content: vasquez-grunt-passive).
	g.st.Chars[Vasquez].Hero = false
	if got := g.attackCost(Vasquez, g.st.Chars[Vasquez].Slots[0]); got != 2 {
		t.Fatalf("grunt vasquez pays %d", got)
	}
}

func TestAttack_Swarm(t *testing.T) {
	// [aliens K.6] [aliens N.12] a hit on a swarm removes a token first.
	g, s := attacker(t, "hudson", nil, 2)
	s.Dice(1).Choose("attack:"+key(g, Hudson, 0)+":a3").Event("aliens K.6", "aliens.alien.token-killed")
	eqInt(t, "tokens", g.st.Aliens[2].Tokens, 1)
}

func TestAttack_HicksReroll(t *testing.T) {
	// [aliens W.1.2] Hicks may Exhaust a card from hand to re-roll a
	// failed attack roll, once per turn; [aliens U.2] [aliens K.15] the
	// re-roll replaces the roll and the Aim Dial drops once.
	g, s := attacker(t, "hicks", nil, 0)
	rk := key(g, Hicks, 0)
	wk := handKey(g, 0, welder)
	s.Dice(9).Choose("attack:" + rk + ":a1")
	s.Prompt("aliens.prompt.reroll-attack").Options("reroll:"+wk, "reroll:no")
	eqInt(t, "aim before", g.st.Chars[Hicks].Aim, 7)
	s.Dice(2).Choose("reroll:"+wk).Event("aliens U.2", "aliens.attack.rolled")
	s.Event("aliens K.4", "aliens.attack.hit")
	eqInt(t, "aim", g.st.Chars[Hicks].Aim, 6)
	if got := ids(g.st.Exhaust); got[len(got)-1] != welder {
		t.Fatalf("exhaust %v", got)
	}
	// Once per turn: the next miss offers no re-roll.
	g.st.Hands[0] = append(g.st.Hands[0], g.takeTop())
	s.Choose("fullauto:stop").Dice(10).Choose("attack:" + rk + ":a2")
	s.Event("aliens K.7", "aliens.attack.miss")
	s.Prompt("aliens.prompt.rank-grunts") // both Actions spent: step 5
}

func TestAttack_HicksNoRerollOfHit(t *testing.T) {
	// [aliens W.1.2] only a failed roll; [aliens K.5] the Ithaca always
	// hits on 5 or less.
	g, s := attacker(t, "hicks", nil, 0)
	g.st.Chars[Hicks].Aim = 2
	s.Dice(5).Choose("attack:"+key(g, Hicks, 1)+":a1").Event("aliens K.5", "aliens.attack.hit-always")
	s.Prompt("aliens.prompt.action") // the shotgun is not Full Auto
}

func TestAttack_AimFloor(t *testing.T) {
	// [aliens K.8] [aliens U.4] the dial does not drop below 1.
	g, s := attacker(t, "hudson", nil, 0)
	g.st.Chars[Hudson].Aim = 1
	s.Dice(10).Choose("attack:" + key(g, Hudson, 0) + ":a1")
	eqInt(t, "aim", g.st.Chars[Hudson].Aim, 1)
}

func TestAttack_NoAreaYet(t *testing.T) {
	// [aliens K.11] area weapons wait for the board: Frost's flamethrower
	// and Hudson's grenades are not offered.
	g, s := attacker(t, "hudson", nil, 0)
	s.Lacks("attack:" + key(g, Hudson, 1) + ":a1")
	s.Reject("attack:"+key(g, Hudson, 1)+":a1", "not one of the options")
}

func TestAreaAttack_HudsonGrenades(t *testing.T) {
	// [aliens K.11] [aliens K.11.1] [aliens K.11.4] EN 1518-1539: Hudson's
	// M40 Grenades (always hit on 6 or less) at a space with three Alien
	// models and a swarm of three tokens near it: 1, 7, 8 for the models
	// kill one; 3, 4, 6, 9 against the swarm kill its three tokens. The card is Discarded
	// to attack; the Aim Dial drops once.
	g, _ := attacker(t, "hudson", nil, 3)
	gren := g.st.Chars[Hudson].Slots[1]
	g.st.Chars[Hudson].Aim = 2 // after the Pulse Rifle
	a4 := g.addAlien(0)
	g.rng.Force(1, 7, 8, 3, 4, 6, 9)
	n := g.areaAttack(Hudson, gren, []areaTarget{{Alien: 1}, {Alien: 2}, {Alien: a4}, {Alien: 3}})
	eqInt(t, "hits", n, 4)
	eqInt(t, "aliens", len(g.st.Aliens), 3)
	if g.rng.Forced() != 0 {
		t.Fatalf("%d dice not rolled", g.rng.Forced())
	}
	if a := g.st.Aliens[1]; a.ID != 3 || a.Tokens != 0 {
		t.Fatalf("swarm %+v", a)
	}
	eqInt(t, "aim", g.st.Chars[Hudson].Aim, 1)
	if g.st.Discard[len(g.st.Discard)-1] != gren || g.st.Chars[Hudson].Slots[1] != -1 {
		t.Fatal("the grenades were not discarded")
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	// [aliens K.11.3] a Character in the area is rolled for too.
	g.rng.Force(10, 1)
	g.areaAttack(Hudson, g.st.Chars[Hudson].Slots[0], []areaTarget{{Alien: 3}, {Char: Ripley}})
	if g.st.Chars[Ripley].Status != Killed {
		t.Fatal("ripley survived a hit")
	}
}
