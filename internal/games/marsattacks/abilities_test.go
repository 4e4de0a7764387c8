package marsattacks

import "testing"

// [mars M.18.3, A19] Freeze: one roll per visible figure in the square;
// survivors are marked as activated.
func TestFreeze_M_18_3(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"fr=martian-freeze-ray@A1", "h1=us-assault-rifle@C3", "h2=us-assault-rifle@C3", "h3=us-assault-rifle@H8")
	s := play(t, g)
	s.Choose("activate:fr", "act:shoot-move")
	// h1: 2 hits vs 1 → dead; h2: 0 vs 0 → survives, frozen; h2's
	// terrified test: 5 → not terrified.
	s.Dice(4, 4, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 5).Choose("shoot:C3")
	s.Event("mars M.18.3", "mars.freeze")
	s.Event("mars M.18.3", "mars.frozen")
	if fig(t, g, "h1").Alive || !fig(t, g, "h2").Activated || fig(t, g, "h3").Activated {
		t.Fatalf("h1 alive %v, h2 activated %v, h3 activated %v", fig(t, g, "h1").Alive, fig(t, g, "h2").Activated, fig(t, g, "h3").Activated)
	}
}

// [mars M.18.14] Rapid Fire: no AIM; after the first target is dead or
// terrified, a second attack at another enemy in the same square.
func TestRapidFire_M_18_14(t *testing.T) {
	g := board(t, "ashley@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@C3", "m9=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:ashley")
	s.Lacks("act:aim") // [mars M.18.14.1]
	s.Choose("act:shoot-move", "shoot:C3")
	// m1: 3 hits vs 0+1 → dead; m2's test: 8 → steady.
	s.Dice(4, 4, 4, 1, 1, 1, 8).Choose("target:m1")
	s.Prompt("mars.prompt.rapid").Options("rapid", "stop")
	s.Dice(4, 4, 4, 1, 1, 1).Choose("rapid")
	s.Event("mars M.18.14", "mars.rapid-fire")
	if fig(t, g, "m2").Alive {
		t.Fatal("the second attack did not kill m2")
	}
	s.Prompt("mars.prompt.step") // then the MOVE of shoot-move
}

// [mars M.18.19, A12] Too Many Late Nights: after a shot that fails to
// kill, 1 hero point for a free MOVE of up to 2 squares, right away.
func TestLateNights_M_18_19(t *testing.T) {
	g := board(t, "troy@A1", "m=martian-disintegrator@C3")
	s := play(t, g)
	s.Choose("activate:troy", "act:aim")
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("shoot:C3")
	s.Prompt("mars.prompt.late-nights").Choose("late-nights")
	s.Event("mars M.18.19", "mars.late-nights")
	if hp := fig(t, g, "troy").HP; hp != 2 {
		t.Fatalf("troy has %d hero points; want 2", hp)
	}
	s.Prompt("mars.prompt.step").Choose("step:B1", "step:C1")
	if got := fig(t, g, "troy").Sq.String(); got != "C1" {
		t.Fatalf("troy on %s; want C1", got)
	}
}

// [mars M.18.4] Covering Fire: no MOVE, up to 3 bordering squares with
// targets, no dice: their soldiers become terrified, heroes do not.
func TestCoveringFire_M_18_4(t *testing.T) {
	g := board(t, "hmg=us-hmg@A1", "m1=martian-disintegrator@C3", "tor=general-tor@C3", "m2=martian-disintegrator@D4", "m3=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:hmg", "act:aim")
	s.Options("shoot:C3", "shoot:D4", "shoot:H8", "cover", "stop")
	s.Choose("cover").Prompt("mars.prompt.cover").Options("cover:C3", "cover:D4", "cover:H8")
	s.Choose("cover:C3").Options("cover:D4", "fire") // [mars M.18.4.2, A18] H8 does not border C3
	s.Choose("cover:D4", "fire")
	s.Event("mars M.18.4", "mars.cover")
	if !fig(t, g, "m1").Terrified || !fig(t, g, "m2").Terrified || fig(t, g, "tor").Terrified || fig(t, g, "m3").Terrified {
		t.Fatal("want m1 and m2 terrified, tor and m3 not")
	}
	// [mars M.18.4.1] not after a MOVE.
	g = board(t, "hmg=us-hmg@A1", "m1=martian-disintegrator@C3")
	s = play(t, g)
	s.Choose("activate:hmg", "act:move-shoot", "step:A2")
	s.Has("shoot:C3").Lacks("cover")
}

// [mars M.17.5, M.17.6, A7] a hero's extra action for 1 hero point,
// before or after the normal action, one point per turn.
func TestHeroExtraAction_M_17_5(t *testing.T) {
	g := board(t, "eva@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:eva").Options("act:move", "act:move-shoot", "act:nothing", "extra:move")
	s.Choose("extra:move")
	s.Event("mars M.17.5", "mars.hero-point.extra")
	s.Prompt("mars.prompt.step").Choose("step:B2")
	// Back to the normal action, no second extra (A7).
	s.Prompt("mars.prompt.action").Options("act:move", "act:move-shoot", "act:nothing")
	s.Choose("act:move", "step:C3", "step:D4")
	if e := fig(t, g, "eva"); e.HP != 3 || !e.Activated || e.Sq.String() != "D4" {
		t.Fatalf("eva %+v; want 3 hero points, activated, on D4", *e)
	}
	// After the normal action instead.
	g = board(t, "eva@A1", "m=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:eva", "act:nothing")
	s.Prompt("mars.prompt.after").Options("extra:move", "done")
	s.Choose("extra:move", "step:A2")
	if e := fig(t, g, "eva"); e.HP != 3 || e.Sq.String() != "A2" || !e.Activated {
		t.Fatalf("eva %+v", *e)
	}
}

// [mars M.18.5] Follow Me!: after its activation the Sergeant spends a
// point to activate up to 4 soldiers within 2 squares, one after the
// other; they use none of the turn's activations (M.18.5.3).
func TestFollowMe_M_18_5(t *testing.T) {
	g := board(t, "sarge=us-sergeant@A1", "h1=us-assault-rifle@B2", "h2=us-assault-rifle@C3", "h3=us-assault-rifle@D4", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:sarge", "act:nothing")
	s.Options("extra:move", "follow-me", "done")
	s.Choose("follow-me")
	s.Event("mars M.18.5", "mars.lead")
	// [mars M.18.5.1] first the figures are named, within 2 squares.
	s.Prompt("mars.prompt.follow").Options("name:h1", "name:h2")
	s.Choose("name:h2").Options("name:h1", "go")
	s.Choose("name:h1")
	// [mars M.18.5.2] then activated one after the other.
	s.Prompt("mars.prompt.follow-next").Options("follow:h1", "follow:h2")
	s.Choose("follow:h2", "act:nothing")
	s.Prompt("mars.prompt.action").Choose("act:nothing") // h1, the last named one, follows at once
	// Both followed: the Sergeant's activation ends; one turn activation
	// is used, so a second figure may follow.
	s.Seat(0).Prompt("mars.prompt.turn").Options("activate:h3", "end")
	for _, id := range []string{"sarge", "h1", "h2"} {
		if !fig(t, g, id).Activated {
			t.Fatalf("%s not activated", id)
		}
	}
	if hp := fig(t, g, "sarge").HP; hp != 1 {
		t.Fatalf("sergeant has %d hero points; want 1", hp)
	}
}

// [mars M.18.7] Born Leader: one hero within 2 squares.
func TestBornLeader_M_18_7(t *testing.T) {
	g := board(t, "ashley@A1", "eva@C1", "h=us-assault-rifle@B1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:ashley", "act:nothing", "born-leader")
	s.Options("name:eva").Choose("name:eva", "act:nothing", "done")
	s.Seat(0).Prompt("mars.prompt.turn").Options("activate:h", "end")
}

// [mars M.18.8] In Charge: like Follow Me! around any square.
func TestInCharge_M_18_8(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"tor=general-tor@A1", "m1=martian-disintegrator@H8", "m2=martian-disintegrator@G7", "h=us-assault-rifle@A8")
	s := play(t, g)
	s.Choose("activate:tor", "act:nothing", "in-charge")
	s.Prompt("mars.prompt.center").Has("center:G7", "center:E5").Lacks("center:A1", "center:D4")
	s.Choose("center:H8").Options("name:m1", "name:m2")
}

// [mars M.18.16] Klutz in play: Phil's 1s add dice.
func TestKlutz_M_18_16(t *testing.T) {
	g := board(t, "phil@A1", "brandi@A2", "m=martian-disintegrator@C3")
	s := play(t, g)
	s.Choose("activate:phil", "act:aim")
	// 4 dice (AIM) on 4+: 1, 4, 2, 1 and two bonus dice for the 1s: 2, 2.
	s.Dice(1, 4, 2, 1, 2, 2, 1, 1, 1).Choose("shoot:C3")
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("dice") != "6" || e.Msg.Arg("successes") != "1" {
		t.Fatalf("rolled %s dice with %s successes; want 6 and 1", e.Msg.Arg("dice"), e.Msg.Arg("successes"))
	}
}

// [mars M.18.17.3, A7] Doomed Love: when Brandi dies Buddy goes berserk;
// every enemy he kills gives him a hero point for that turn, free of the
// one-point-per-turn rule; unspent ones expire at the end of the turn.
func TestDoomedLoveBerserk_M_18_17_3(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"m=martian-disintegrator@A1", "buddy@C3", "brandi@D4", "m2=martian-disintegrator@C3", "m3=martian-disintegrator@H8")
	fig(t, g, "brandi").HP = 0
	s := play(t, g)
	s.Choose("activate:m", "act:shoot-move")
	s.Dice(4, 4, 4, 1, 1, 1).Choose("shoot:D4")
	s.Event("mars M.18.17", "mars.berserk")
	s.Choose("stop", "end")
	buddy := fig(t, g, "buddy")
	if !buddy.Berserk {
		t.Fatal("buddy is not berserk")
	}
	// Buddy, forced to fight m2, kills it: +1 point (3 → 4).
	s.Seat(0).Choose("activate:buddy", "act:fight")
	s.Dice(3, 3, 1, 1, 1, 1).Choose("defend:dodge")
	s.Event("mars M.18.17", "mars.berserk.point")
	if buddy.HP != 4 || buddy.Bonus != 1 {
		t.Fatalf("buddy hp %d bonus %d; want 4 and 1", buddy.HP, buddy.Bonus)
	}
	s.Prompt("mars.prompt.after").Choose("done")
	// The turn ends: the unspent point expires.
	if buddy.HP != 3 || buddy.Bonus != 0 {
		t.Fatalf("buddy hp %d bonus %d after the turn; want 3 and 0", buddy.HP, buddy.Bonus)
	}
}

// [mars M.18.1, A9] Authority: the side that would not start pays a hero
// point of Eva, takes the first turn and must activate Eva in it; if both
// sides pay, the normal first side starts (M.18.1.2).
func TestAuthority_M_18_1(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "eva@A1", "h=us-assault-rifle@B1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Seat(0).Prompt("mars.prompt.authority").Options("authority:eva", "no")
	s.Choose("authority:eva")
	s.Event("mars M.18.1", "mars.authority.first")
	s.Seat(0).Prompt("mars.prompt.turn").Options("activate:eva")
	if e := fig(t, g, "eva"); e.HP != 3 {
		t.Fatalf("eva has %d hero points; want 3", e.HP)
	}
	// The point counts for Eva's first turn (A7): no extra action in it.
	s.Choose("activate:eva").Lacks("extra:move")

	// Without paying, the Martians start.
	g = boardWith(t, DefaultOptions(), setup, "eva@A1", "m=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("no").Seat(1).Prompt("mars.prompt.turn")
}
