package marsattacks

import (
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// [mars M.17.1, M.17.7, M.18.5.1] a heroic ability costs a hero point:
// Follow Me! takes one of the Sergeant's two.
func TestHeroic_Costs_M_17_7(t *testing.T) {
	g := board(t, "sarge=us-sergeant@A1", "h=us-assault-rifle@B2", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:sarge", "act:nothing", "follow-me")
	if hp := fig(t, g, "sarge").HP; hp != 1 {
		t.Fatalf("sarge has %d hero points; want 1", hp)
	}
	// Not heroic (P.4): Fearless, Armour and the like cost nothing and
	// are never offered as choices.
	for _, id := range []string{"fearless", "armour", "baton", "klutz"} {
		if strings.Contains(g.Pending().Prompt.Key, id) {
			t.Fatalf("%s asked for", id)
		}
	}
}

// [mars M.17.8, A7] one hero point by choice per turn: after an extra
// action the Sergeant cannot also pay for Follow Me! in the same turn.
func TestHeroPoints_OnePerTurn_M_17_8(t *testing.T) {
	g := board(t, "sarge=us-sergeant@A1", "h=us-assault-rifle@B2", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:sarge", "extra:move", "step:A2", "act:nothing")
	// Nothing left to pay for: no question after the action.
	s.Prompt("mars.prompt.turn")
	if hp := fig(t, g, "sarge").HP; hp != 1 {
		t.Fatalf("sarge has %d hero points; want 1", hp)
	}
	o := DefaultOptions()
	o.OneHeroPointPerTurn = false
	s = play(t, boardWith(t, o, Setup{First: Humans, NoDeal: true}, "sarge=us-sergeant@A1", "h=us-assault-rifle@B2", "m=martian-disintegrator@H8"))
	s.Choose("activate:sarge", "extra:move", "step:A2", "act:nothing")
	s.Prompt("mars.prompt.after").Has("follow-me")
}

// [mars M.17.9, M.5.6, M.6.5] an extra action follows the normal rules:
// no extra SHOOT with an enemy in the hero's square, no extra MOVE out of
// a square held by a standing enemy.
func TestHeroPoints_ExtraRules_M_17_9(t *testing.T) {
	g := board(t, "eva@B2", "m=martian-disintegrator@B2", "m2=martian-disintegrator@D4")
	fig(t, g, "m").Terrified = true // no forced fight
	s := play(t, g)
	s.Choose("activate:eva").Lacks("extra:shoot").Has("extra:move", "extra:fight")
	g = board(t, "eva@B2", "m=martian-disintegrator@B2", "m2=martian-disintegrator@D4")
	s = play(t, g)
	// Forced to fight (M.5.2); after it, no extra MOVE out of m's square
	// while m stands (a miss leaves it standing).
	s.Choose("activate:eva")
	s.Dice(1, 1, 1, 1, 1, 1).Choose("act:fight", "defend:fight")
	s.Prompt("mars.prompt.after").Lacks("extra:move", "extra:shoot").Has("extra:fight")
}

// [mars M.18.0] several figures share one ability and it works the same
// for all: Fearless on every US soldier type and Edwyn, Armour on every
// Martian soldier type and Edwyn.
func TestAbilities_Shared_M_18_0(t *testing.T) {
	for _, id := range []string{"us-sergeant", "us-rocket-launcher", "us-hmg", "us-assault-rifle", "edwyn"} {
		if !profileOf(t, id).Abilities.Has(Fearless) {
			t.Errorf("%s is not Fearless", id)
		}
	}
	for _, id := range []string{"martian-commander", "martian-freeze-ray", "martian-disintegrator", "edwyn"} {
		if !profileOf(t, id).Abilities.Has(Armour) {
			t.Errorf("%s has no Armour", id)
		}
	}
	// Edwyn's Armour works like a trooper's: 2 hits against 1 + 1, alive
	// and terrified, no hero point spent.
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@A1", "edwyn@C3", "h=us-hmg@H8")
	shootAt(t, g, "m", "C3", 4, 4, 1, 4, 1, 1)
	if e := fig(t, g, "edwyn"); !e.Alive || !e.Terrified || e.HP != 5 {
		t.Fatalf("edwyn %+v", *e)
	}
}

// authorityProfiles adds a Martian with Authority (none in the core set)
// so both sides can bid (M.18.1.2).
func authorityProfiles(t *testing.T) []Profile {
	ps := bigProfiles(t)
	for _, p := range ps {
		if p.ID == "martian-commander" {
			p.ID = "martian-herald"
			p.Kind = Hero
			p.Abilities |= Authority
			ps = append(ps, p)
			break
		}
	}
	return ps
}

// [mars M.18.1.1, M.18.1.2, A9] Authority: paying 1 hero point the side
// starts the round with that figure; if both sides pay, both points are
// spent and the side that would have started starts.
func TestAuthority_Both_M_18_1_2(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Profiles: authorityProfiles(t)}
	g := boardWith(t, DefaultOptions(), setup, "eva@A1", "h=us-assault-rifle@B1", "herald=martian-herald@H8", "m=martian-disintegrator@G8")
	s := play(t, g)
	s.Seat(0).Prompt("mars.prompt.authority").Choose("authority:eva")
	s.Seat(1).Prompt("mars.prompt.authority").Choose("authority:herald")
	if fig(t, g, "eva").HP != 3 || fig(t, g, "herald").HP != 1 {
		t.Fatalf("hero points eva %d, herald %d; want 3 and 1", fig(t, g, "eva").HP, fig(t, g, "herald").HP)
	}
	// The Martians would have started: they do, with the herald.
	s.Seat(1).Prompt("mars.prompt.turn").Options("activate:herald")
	// Only the Humans pay: they start, with Eva (M.18.1.1).
	g = boardWith(t, DefaultOptions(), setup, "eva@A1", "h=us-assault-rifle@B1", "herald=martian-herald@H8", "m=martian-disintegrator@G8")
	s = play(t, g)
	s.Choose("authority:eva")
	s.Seat(1).Choose("no")
	s.Seat(0).Prompt("mars.prompt.turn").Options("activate:eva")
}

// [mars M.18.5.3] the activations of Follow Me! are part of the leader's:
// the turn may still activate a second figure afterwards.
func TestFollowMe_NoTurnActivation_M_18_5_3(t *testing.T) {
	g := board(t, "sarge=us-sergeant@A1", "h=us-assault-rifle@B2", "h2=us-assault-rifle@C3", "h9=us-hmg@H1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:sarge", "act:nothing", "follow-me", "name:h", "name:h2", "follow:h", "act:nothing", "act:nothing")
	s.Seat(0).Prompt("mars.prompt.turn").Has("activate:h9")
}

// [mars M.18.10.1, M.18.10.2, M.18.10.3, M.18.10.4] Repair: instead of
// scoring a revealed artifact, Joe pays a hero point, the marker leaves
// play and a d8 decides: 1-3 a Martian radio (nothing), 4-6 a
// disintegrator (5+, 1-4), 7-8 a freeze pistol (5+, 1-3, freezes).
func TestRepair_Table_M_18_10_1(t *testing.T) {
	for _, c := range []struct {
		roll   int
		rule   string
		weapon Weapon
		shoot  int
		rng    int
		freeze bool
	}{
		{1, "mars M.18.10.2", 0, 0, 0, false},
		{3, "mars M.18.10.2", 0, 0, 0, false},
		{4, "mars M.18.10.3", Disintegrator, 5, 4, false},
		{6, "mars M.18.10.3", Disintegrator, 5, 4, false},
		{7, "mars M.18.10.4", FreezePistol, 5, 3, true},
		{8, "mars M.18.10.4", FreezePistol, 5, 3, true},
	} {
		g := markerBoard(t, Humans, []MarkerPlacement{{Artifact, "B2"}}, "joe@A1", "m=martian-disintegrator@H8")
		s := play(t, g)
		s.Choose("activate:joe", "act:move", "step:B2")
		s.Dice(c.roll).Choose("repair")
		s.Event(c.rule, map[bool]string{true: "mars.repair.weapon", false: "mars.repair.radio"}[c.weapon != 0])
		j := fig(t, g, "joe")
		if j.HP != 3 || g.st.Markers[0].Sq != Off || g.st.VP[Humans] != 0 {
			t.Fatalf("roll %d: joe %+v, marker %+v, vp %d", c.roll, *j, g.st.Markers[0], g.st.VP[Humans])
		}
		if c.weapon == 0 {
			if j.Gained != 0 {
				t.Fatalf("roll %d: joe gained %b", c.roll, j.Gained)
			}
			continue
		}
		if j.Gained != 1<<c.weapon {
			t.Fatalf("roll %d: joe gained %b; want weapon %d", c.roll, j.Gained, c.weapon)
		}
		shoot, lo, hi, fr := g.weaponStats(g.figByID("joe"), c.weapon)
		if shoot != c.shoot || lo != 1 || hi != c.rng || fr != c.freeze {
			t.Fatalf("roll %d: weapon %d+ %d-%d freeze %v", c.roll, shoot, lo, hi, fr)
		}
	}
}

// [mars M.18.17.2, M.18.17.4, S5.1, S6.1] Buddy and Brandi are listed
// together as partners and come only together: a single hero of choice
// is never one of them.
func TestDoomedLove_Pair_M_18_17_4(t *testing.T) {
	if profileOf(t, "buddy").Partner != "brandi" || profileOf(t, "brandi").Partner != "buddy" {
		t.Fatal("Buddy and Brandi are not each other's partner")
	}
	for _, id := range []string{"s5", "s6"} {
		o := DefaultOptions()
		o.Scenario = id
		g, err := New(o, 1)
		if err != nil {
			t.Fatal(err)
		}
		var heroes []string
		orientAsAuthored(t, g)
		for g.st.Wait == wDeploy {
			d := g.Pending()
			for _, opt := range d.Options {
				if strings.HasPrefix(opt.Key, "hero:") {
					heroes = append(heroes, opt.Key)
				}
			}
			if err := g.Apply(d.Seat, d.Options[0].Key); err != nil {
				t.Fatal(err)
			}
		}
		if len(heroes) == 0 || slices.Contains(heroes, "hero:buddy") || slices.Contains(heroes, "hero:brandi") {
			t.Fatalf("%s: heroes of choice %v", id, heroes)
		}
	}
	for _, id := range bookScenarios() {
		n := forces(scenarios[id])
		if n["buddy"] != n["brandi"] {
			t.Errorf("%s fields Buddy %d times and Brandi %d", id, n["buddy"], n["brandi"])
		}
	}
}

// [mars M.21.3, M.21.2] a team shares the side's hand: every seat of the
// team sees it, so the experienced player can advise the newcomer.
func TestTeams_SharedHand_M_21_3(t *testing.T) {
	o := DefaultOptions()
	o.Seats = []Side{Humans, Humans, Martians}
	g := boardWith(t, o, Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"take-aim"}, {"take-cover"}}}, "h=us-hmg@A1", "m=martian-disintegrator@H8")
	for _, seat := range []int{0, 1} {
		v := g.View(engineSeat(seat)).(*View)
		if len(v.Hand) != 1 || v.Hand[0].ID != "take-aim" {
			t.Fatalf("seat %d sees the hand %v", seat, v.Hand)
		}
	}
	if v := g.View(engineSeat(2)).(*View); len(v.Hand) != 1 || v.Hand[0].ID != "take-cover" {
		t.Fatalf("the Martian seat sees %v", v.Hand)
	}
}

func engineSeat(i int) engine.Seat { return engine.Seat(i) }
