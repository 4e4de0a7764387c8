package marsattacks

import "testing"

// bigProfiles are the built-in profiles plus two Martians the core set
// lacks (G9): a walker with a base larger than a human's, and a tank, a
// VEHICLE too big for a base. A content directory can add such profiles.
func bigProfiles(t *testing.T) []Profile {
	t.Helper()
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	out := append([]Profile(nil), ps...)
	for _, p := range ps {
		if p.ID == "martian-disintegrator" {
			walker, tank := p, p
			walker.ID, walker.Big = "martian-walker", true
			tank.ID, tank.Big, tank.Vehicle = "martian-tank", true, true
			out = append(out, walker, tank)
		}
	}
	return out
}

func bigBoard(t *testing.T, first Side, figs ...string) *Game {
	t.Helper()
	return boardWith(t, DefaultOptions(), Setup{First: first, NoDeal: true, Profiles: bigProfiles(t)}, figs...)
}

// [mars M.18.2] Dragon Slayer: +1 fight die against a figure with a
// larger base than a human's (or none), as attacker and when fighting
// back; not in a dodge, and not against a normal figure.
func TestDragonSlayer_M_18_2(t *testing.T) {
	// Edwyn attacks: 3 dice + 1 on Fight 3+; the 4th die (3) is the only
	// success, the walker fights back with 1, 1, 1 on 5+.
	g := bigBoard(t, Humans, "edwyn@B2", "w=martian-walker@B2", "m9=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:edwyn", "act:fight")
	s.Dice(1, 1, 1, 3, 1, 1, 1).Choose("defend:fight")
	s.Event("mars M.18.2", "mars.dragon-slayer")
	if e := s.Event("mars M.8.5", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("Edwyn rolled %s dice; want 4", e.Msg.Arg("dice"))
	}
	if fig(t, g, "w").Alive {
		t.Fatal("the walker survived")
	}
	// Against a normal Martian the same dice give 3 dice, no success.
	g = bigBoard(t, Humans, "edwyn@B2", "m=martian-disintegrator@B2", "m9=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:edwyn", "act:fight")
	s.Dice(1, 1, 1, 3, 1, 1).Choose("defend:fight")
	s.NoEvent("mars.dragon-slayer")
	s.Event("mars M.8.11", "mars.fight.miss")

	// Edwyn defends: fighting back he rolls 4 dice, dodging 3.
	for _, c := range []struct {
		defence string
		dice    string
	}{{"defend:fight", "4"}, {"defend:baton", "4"}, {"defend:dodge", "3"}} {
		g = bigBoard(t, Martians, "edwyn@B2", "w=martian-walker@B2", "m9=martian-disintegrator@H8")
		s = play(t, g)
		s.Choose("activate:w", "act:fight")
		s.Dice(1, 1, 1, 1, 1, 1, 1).Choose(c.defence)
		var got string
		for _, e := range s.Last {
			if e.Msg.Key == "mars.roll" && e.Msg.Arg("figure") == "edwyn" {
				got = e.Msg.Arg("dice")
			}
		}
		if got != c.dice {
			t.Errorf("%s: Edwyn rolled %s dice; want %s", c.defence, got, c.dice)
		}
	}
}

// [mars M.18.9] Anti-tank weapon: +2 shooting dice at a VEHICLE, none at
// another target.
func TestAntiTank_M_18_9(t *testing.T) {
	// 3 + 2 dice on 4+: only the 5th die (4) hits; the tank's Survive
	// (6+) fails and Armour-piercing ignores its Armour (M.18.12).
	g := bigBoard(t, Humans, "r=us-rocket-launcher@A1", "tk=martian-tank@D4", "m9=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:r", "act:shoot-move")
	s.Dice(1, 1, 1, 1, 4, 1, 1, 1).Choose("shoot:D4")
	s.Event("mars M.18.9", "mars.anti-tank")
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("dice") != "5" {
		t.Fatalf("the rocket launcher rolled %s dice; want 5", e.Msg.Arg("dice"))
	}
	if fig(t, g, "tk").Alive {
		t.Fatal("the tank survived")
	}
	// A walker is big but no vehicle: 3 dice.
	g = bigBoard(t, Humans, "r=us-rocket-launcher@A1", "w=martian-walker@D4", "m9=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:r", "act:shoot-move")
	s.Dice(1, 1, 1, 1, 4, 1).Choose("shoot:D4")
	s.NoEvent("mars.anti-tank")
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("dice") != "3" {
		t.Fatalf("the rocket launcher rolled %s dice at the walker; want 3", e.Msg.Arg("dice"))
	}
	// Only the Anti-tank weapon gets the dice: an HMG at the tank rolls 3.
	g = bigBoard(t, Humans, "hmg=us-hmg@A1", "tk=martian-tank@D4", "m9=martian-disintegrator@H8")
	s = play(t, g)
	s.Choose("activate:hmg", "act:shoot-move")
	s.Dice(1, 1, 1, 1, 1, 1).Choose("shoot:D4")
	s.NoEvent("mars.anti-tank")
}
