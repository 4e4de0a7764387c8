package marsattacks

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// [mars M.4.1, M.4.2, M.4.3, M.4.5] the game is played in rounds; in each
// every figure is activated once; the figure carrying out its action is
// the one asked; the sides take turns alternately.
func TestRounds_M_4_1(t *testing.T) {
	g := board(t, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1", "h3=us-assault-rifle@C1", "m1=martian-disintegrator@H8", "m2=martian-disintegrator@G8")
	s := play(t, g)
	if g.st.Round != 1 {
		t.Fatalf("round %d; want 1", g.st.Round)
	}
	s.Choose("activate:h1")
	if d := g.Pending(); d.Prompt.Key != "mars.prompt.action" || d.Prompt.Arg("figure") != "h1" {
		t.Fatalf("pending %v; want h1, the active figure, asked for its action", d.Prompt)
	}
	s.Choose("act:nothing")
	s.Seat(0).Options("activate:h2", "activate:h3", "end") // h1 is done for the round
	s.Choose("end")
	s.Seat(1).Choose("activate:m1", "act:nothing", "end")
	s.Seat(0).Choose("activate:h2", "act:nothing", "activate:h3", "act:nothing")
	s.Seat(1).Options("activate:m2")
	s.Choose("activate:m2", "act:nothing")
	s.Event("mars M.4.16", "mars.round.end")
	if g.st.Round != 2 {
		t.Fatalf("round %d; want 2", g.st.Round)
	}
}

// [mars M.4.13, S1.1, S1.2] a figure off the mat that must enter (S1's
// soldiers) can be activated; a figure with its activation marker cannot;
// a terrified one can (to stand up or do nothing).
func TestRounds_CanBeActivated_M_4_13(t *testing.T) {
	g := newScenarioGame(t, "s1", 3)
	s := play(t, g)
	if d := g.Pending(); d.Seat != 0 || !slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Key == "activate:us-assault-rifle-1" }) {
		t.Fatalf("S1 first turn %v; want the off-mat soldiers activatable", d.Options)
	}
	s.Choose("activate:us-assault-rifle-1").Has("act:move")
	g = board(t, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1", "h3=us-assault-rifle@C1", "m=martian-disintegrator@H8")
	fig(t, g, "h2").Activated = true
	fig(t, g, "h3").Terrified = true
	play(t, g).Options("activate:h1", "activate:h3")
}

// [mars M.4.14, M.19.11, S1.4, S2.3, S3.3, S4.3, S6.3, S7.3, S8.4, S9.3,
// S10.9] the scenario says who takes the first turn of round 1.
func TestScenarios_FirstTurn_M_4_14(t *testing.T) {
	want := map[string]Side{"s1": Humans, "s2": Martians, "s3": Martians, "s4": Humans, "s6": Humans,
		"s7": Humans, "s8": Martians, "s9": Humans, "s10": Humans}
	for id, side := range want {
		for seed := uint64(1); seed <= 3; seed++ {
			g := newScenarioGame(t, id, seed)
			for g.st.Wait == wAuthority { // Eva (S10) may buy the first turn (M.18.1)
				if err := g.Apply(g.Pending().Seat, "no"); err != nil {
					t.Fatal(err)
				}
			}
			if g.st.First != side || g.st.Turn.Side != side {
				t.Errorf("%s seed %d: first turn %v; want %v", id, seed, g.st.Turn.Side, side)
			}
		}
	}
}

// [mars M.4.18] a played card is carried out and goes face up onto the
// discard pile, which every seat sees.
func TestCards_Discarded_M_4_18(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"air-strike"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:air-strike")
	s.Dice(1, 1, 1, 1, 1).Choose("square:H8")
	s.Event("mars M.11.1", "mars.roll")
	v := g.View(1).(*View)
	if len(v.Discard) != 1 || v.Discard[0].ID != "air-strike" {
		t.Fatalf("discard pile %v; want the air strike face up", v.Discard)
	}
}

// [mars M.5.1.4, M.10.2] AIM and SHOOT: +1 die, and no movement.
func TestActions_Aim_M_5_1_4(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:aim")
	s.Dice(1, 1, 1, 1).Choose("shoot:C3")
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("dice") != "4" {
		t.Fatalf("rolled %s dice; want 4", e.Msg.Arg("dice"))
	}
	if d := g.Pending(); d.Prompt.Key == "mars.prompt.step" {
		t.Fatal("AIM and SHOOT moved afterwards")
	}
	if h := fig(t, g, "h"); h.Sq.String() != "A1" || !h.Activated {
		t.Fatalf("h on %s, activated %v", h.Sq, h.Activated)
	}
}

// [mars M.5.1.5, M.5.9] STAND UP and MOVE: no longer terrified, then 1
// square at most.
func TestActions_StandMove_M_5_1_5(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	fig(t, g, "h").Terrified = true
	s := play(t, g)
	s.Choose("activate:h", "act:stand-move", "step:B2")
	if h := fig(t, g, "h"); h.Terrified || h.Sq.String() != "B2" || !h.Activated {
		t.Fatalf("h %+v; want standing on B2, activated after 1 square", *h)
	}
}

// [mars M.5.1.7, M.5.1.8] STAND UP and FIGHT, and FIGHT, only with an
// enemy in the figure's square.
func TestActions_FightNeedsEnemy_M_5_1_8(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	play(t, g).Choose("activate:h").Lacks("act:fight", "act:stand-fight")
	g = board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	fig(t, g, "h").Terrified = true
	play(t, g).Choose("activate:h").Lacks("act:stand-fight")
	// A terrified enemy in the square forces nothing (M.12.7) but may be
	// fought.
	g = board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@A1", "m2=martian-disintegrator@H8")
	fig(t, g, "h").Terrified = true
	fig(t, g, "m").Terrified = true
	play(t, g).Choose("activate:h").Has("act:stand-fight")
	g = board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@A1", "m2=martian-disintegrator@H8")
	fig(t, g, "m").Terrified = true
	play(t, g).Choose("activate:h").Has("act:fight")
}

// [mars M.5.1.9] do nothing: the figure is activated and nothing else
// happens.
func TestActions_Nothing_M_5_1_9(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:nothing")
	if h := fig(t, g, "h"); !h.Activated || h.Sq.String() != "A1" {
		t.Fatalf("h %+v", *h)
	}
	s.NoEvent("mars.roll")
}

// [mars M.5.5, M.8.12] a FIGHT ends the action: after MOVE 1 into an
// enemy square and the fight there, no SHOOT follows; the attacker has
// its activation marker.
func TestActions_FightEnds_M_5_5(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "h2=us-assault-rifle@A2", "m=martian-disintegrator@B2", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:move-shoot", "step:B2")
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("defend:fight")
	s.Event("mars M.8.11", "mars.fight.miss")
	s.Event("mars M.4.4", "mars.activation.done")
	if !fig(t, g, "h").Activated {
		t.Fatal("the attacker has no activation marker")
	}
	s.Seat(0).Prompt("mars.prompt.turn")
}

// [mars M.5.7] soldiers and heroes have the same action options; a hero
// may add hero-point options.
func TestActions_SameForAll_M_5_7(t *testing.T) {
	acts := func(id string) (normal, extra []string) {
		g := board(t, id+"@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
		play(t, g).Choose("activate:" + id)
		for _, o := range g.Pending().Options {
			if o.Key[:4] == "act:" {
				normal = append(normal, o.Key)
			} else {
				extra = append(extra, o.Key)
			}
		}
		return
	}
	sn, _ := acts("us-sergeant")
	hn, he := acts("deke")
	if !slices.Equal(sn, hn) || len(he) == 0 {
		t.Fatalf("soldier %v, hero %v %v", sn, hn, he)
	}
	an, ae := acts("us-assault-rifle")
	if !slices.Equal(an, hn) || len(ae) != 0 {
		t.Fatalf("assault rifle %v %v; hero %v", an, ae, hn)
	}
}

// [mars M.5.8, M.7.1, M.7.2, M.5.11] the engine keeps a figure's square,
// not its place inside it: no question about where in a square a figure
// stands, and repositioning inside the square is a MOVE of 0 further
// squares, so "reposition, then SHOOT" is MOVE 1 then SHOOT.
func TestActions_Reposition_M_5_8(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:move-shoot", "stop")
	s.Prompt("mars.prompt.shoot").Has("shoot:C3")
	s.Dice(1, 1, 1, 1, 1, 1).Choose("shoot:C3")
	if h := fig(t, g, "h"); h.Sq.String() != "A1" {
		t.Fatalf("h on %s", h.Sq)
	}
}

// [mars M.6.9, M.7.3] a figure moves through a square of friends (with
// room in it).
func TestMove_ThroughFriends_M_6_9(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "f=us-assault-rifle@B1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:move", "step:B1", "step:C1")
	if got := fig(t, g, "h").Sq.String(); got != "C1" {
		t.Fatalf("h on %s; want C1", got)
	}
}
