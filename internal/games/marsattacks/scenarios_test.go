package marsattacks

import (
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// scenBoard sets up a rule test under scenario id's rules on its map.
func scenBoard(t *testing.T, id string, opts Options, figs ...string) *Game {
	t.Helper()
	def := scenarios[id]
	src, err := gameContent{}.scenarioMap(def)
	if err != nil {
		t.Fatal(err)
	}
	return boardWith(t, opts, Setup{First: Humans, NoDeal: true, scen: def, Terrain: string(src)}, figs...)
}

// newScenarioGame sets up scenario id and plays its deployment step
// with random choices.
func newScenarioGame(t *testing.T, id string, seed uint64) *Game {
	t.Helper()
	o := DefaultOptions()
	o.Scenario = id
	g, err := New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	deployAll(t, g, seed)
	return g
}

// deployAll answers the pending deployment questions at random.
func deployAll(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	pick := engine.NewRNG(seed)
	orientAsAuthored(t, g)
	for g.st.Wait == wDeploy {
		d := g.Pending()
		if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
			t.Fatal(err)
		}
	}
}

// [mars M.19, S.11] every scenario's authored map parses as an 8x8 mat
// and has the deployment squares its forces need; Options.Scenario
// selects it; an unknown one is refused with the list.
func TestScenarios_Select_M_19(t *testing.T) {
	for id, def := range scenarios {
		g := newScenarioGame(t, id, 1)
		if g.scen != def || g.terrain == nil {
			t.Fatalf("%s: scenario or terrain not set", id)
		}
		red := def.MartianZone
		if def.Zones != "" {
			red = def.Zones[1]
		}
		if !def.RandomDeploy && ((!def.StartOffMat && len(g.zone(def.HumanZone)) == 0) || len(g.zone(red)) == 0) {
			t.Fatalf("%s: no deployment squares", id)
		}
	}
	o := DefaultOptions()
	o.Scenario = "s99"
	if _, err := New(o, 1); err == nil || !strings.Contains(err.Error(), "s3") {
		t.Fatalf("unknown scenario: %v", err)
	}
}

// [mars S3.1, S3.2, S3.3, S3.7, M.19.6, M.19.10] S3's forces on their
// squares, 8 markers off the deployment squares, the Martians first.
func TestScenario_S3_Setup(t *testing.T) {
	g := newScenarioGame(t, "s3", 3)
	blue, red := g.zone('B'), g.zone('R')
	var n [2]int
	for i, f := range g.st.Figs {
		if f.Reserve {
			continue
		}
		n[f.Side]++
		zone := blue
		if f.Side == Martians {
			zone = red
		}
		if !slices.Contains(zone, f.Sq) {
			t.Errorf("%s deployed on %s, off its zone", f.ID, f.Sq)
		}
		_ = i
	}
	if n != [2]int{11, 10} {
		t.Fatalf("forces %v; want 11 Humans and 10 Martians", n)
	}
	if len(g.st.Markers) != 8 {
		t.Fatalf("%d markers; want 8 (S3.7)", len(g.st.Markers))
	}
	for _, m := range g.st.Markers {
		if slices.Contains(blue, m.Sq) || slices.Contains(red, m.Sq) {
			t.Errorf("a marker on deployment square %s (M.19.6)", m.Sq)
		}
	}
	if d := g.Pending(); d == nil || g.st.First != Martians {
		t.Fatalf("first turn %s; want Martians (S3.3)", g.st.First)
	}
}

// [mars S3.4] Humans: +2 per Commander, +1 per 2 troopers (no partial
// points, M.20.1).
func TestScenario_S3_4_HumanVP(t *testing.T) {
	g := scenBoard(t, "s3", DefaultOptions(), "h=us-assault-rifle@A1", "c=martian-commander@H8",
		"t1=martian-disintegrator@G8", "t2=martian-freeze-ray@F8", "t3=martian-disintegrator@E8")
	g.score(Humans, g.figByID("t1"), -1, killShot)
	if g.st.VP[Humans] != 0 {
		t.Fatalf("one trooper scored %d; want 0", g.st.VP[Humans])
	}
	g.score(Humans, g.figByID("t2"), -1, killFight)
	if g.st.VP[Humans] != 1 {
		t.Fatalf("two troopers scored %d; want 1", g.st.VP[Humans])
	}
	g.score(Humans, g.figByID("c"), -1, killCard)
	if g.st.VP[Humans] != 3 {
		t.Fatalf("the Commander: %d VP; want 3", g.st.VP[Humans])
	}
}

// [mars S3.5] Martians: Deke +4; Sergeant, rocket launcher, HMG +1;
// assault rifles nothing.
func TestScenario_S3_5_MartianVP(t *testing.T) {
	g := scenBoard(t, "s3", DefaultOptions(), "deke=deke@A1", "s=us-sergeant@A1", "r=us-rocket-launcher@B1",
		"hmg=us-hmg@C1", "ar=us-assault-rifle@D1", "m=martian-disintegrator@H8")
	for _, tc := range []struct {
		id string
		vp int
	}{{"ar", 0}, {"s", 1}, {"r", 2}, {"hmg", 3}, {"deke", 7}} {
		g.score(Martians, g.figByID(tc.id), -1, killShot)
		if g.st.VP[Martians] != tc.vp {
			t.Fatalf("after %s: %d VP; want %d", tc.id, g.st.VP[Martians], tc.vp)
		}
	}
}

// [mars S3.6, A15, A14] reinforcements wait off the mat (and keep the
// Martians in the game), then arrive on red squares at the start of
// rounds 3 (4 troopers) and 4 (a Commander and 4 troopers), unactivated.
func TestScenario_S3_6_Reinforcements(t *testing.T) {
	g := newScenarioGame(t, "s3", 5)
	reserve := func() (n int) {
		for _, f := range g.st.Figs {
			if f.Reserve {
				n++
			}
		}
		return n
	}
	if reserve() != 9 {
		t.Fatalf("%d in reserve; want 9", reserve())
	}
	g.st.Round = 2
	g.startRound()
	if g.st.Wait = wNone; !g.st.Dep.Active {
		t.Fatal("no placement step for the reinforcements")
	}
	g.run()
	s := play(t, g)
	s.Seat(1).Prompt("mars.prompt.deploy")
	for k := 0; k < 4; k++ {
		d := g.Pending()
		for _, o := range d.Options {
			if q, _ := ParseSq(strings.TrimPrefix(o.Key, "deploy:")); !slices.Contains(g.zone('R'), q) {
				t.Fatalf("reinforcement offered %s", o.Key)
			}
		}
		s.Choose(d.Options[0].Key)
	}
	s.Event("mars S3.6", "mars.deployed")
	if reserve() != 5 {
		t.Fatalf("after round 3 starts: %d in reserve; want 5", reserve())
	}
	red := g.zone('R')
	for _, f := range g.st.Figs {
		if strings.Contains(f.ID, "-r3-") && (!f.Alive || !slices.Contains(red, f.Sq) || f.Activated) {
			t.Fatalf("%s: alive %v at %s activated %v", f.ID, f.Alive, f.Sq, f.Activated)
		}
	}
	g.st.Wait = wNone
	g.startRound()
	g.run()
	deployAll(t, g, 1)
	if reserve() != 0 {
		t.Fatalf("after round 4 starts: %d in reserve; want 0", reserve())
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	// A14: figures waiting to enter keep a side in the game.
	g = newScenarioGame(t, "s3", 5)
	for i := range g.st.Figs {
		if f := &g.st.Figs[i]; f.Side == Martians && f.Alive {
			f.Alive, f.Sq = false, Off
		}
	}
	g.checkVictory()
	if g.st.Over {
		t.Fatal("the Martians lost with reinforcements to come (A14)")
	}
}

// [mars S5.3, A23] Chaos: figures are placed alternately at random
// locations; a rolled square with an enemy is replaced by a free choice,
// so no square starts with both sides.
func TestScenario_S5_3_RandomDeployment(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newScenarioGame(t, "s5", seed)
		var n [2]int
		for q := Sq(0); q < Size*Size; q++ {
			var has [2]bool
			for _, i := range g.inSquare(q) {
				has[g.st.Figs[i].Side] = true
				n[g.st.Figs[i].Side]++
			}
			if has[0] && has[1] {
				t.Fatalf("seed %d: %s holds both sides", seed, q)
			}
		}
		if n != [2]int{8, 10} {
			t.Fatalf("seed %d: forces %v; want 8 and 10 (S5.1, S5.2)", seed, n)
		}
	}
}

// [mars S5.4] the first turn is rolled: both sides start in some games.
func TestScenario_S5_4_FirstTurnRolled(t *testing.T) {
	var seen [2]bool
	for seed := uint64(1); seed <= 20; seed++ {
		seen[newScenarioGame(t, "s5", seed).st.First] = true
	}
	if !seen[Humans] || !seen[Martians] {
		t.Fatalf("first turns seen %v; want both", seen)
	}
}

// [mars S5.5, M.20.5] Chaos: no VP; a side wins when the enemy is down to
// one figure; both down to one at once is a draw.
func TestScenario_S5_5_LastStanding(t *testing.T) {
	g := scenBoard(t, "s5", DefaultOptions(), "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1",
		"m1=martian-disintegrator@H8", "m2=martian-disintegrator@G8")
	g.score(Humans, g.figByID("m1"), -1, killShot)
	if g.st.VP[Humans] != 0 {
		t.Fatal("VP scored in Chaos")
	}
	m1 := &g.st.Figs[g.figByID("m1")]
	m1.Alive, m1.Sq = false, Off
	g.checkVictory()
	if !g.st.Over || g.st.Winner != int8(Humans) || g.st.OutRule != "mars S5.5" {
		t.Fatalf("over %v winner %d rule %s; want a Human win by S5.5", g.st.Over, g.st.Winner, g.st.OutRule)
	}
	g = scenBoard(t, "s5", DefaultOptions(), "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1",
		"m1=martian-disintegrator@H8", "m2=martian-disintegrator@G8")
	for _, id := range []string{"h1", "m1"} {
		f := &g.st.Figs[g.figByID(id)]
		f.Alive, f.Sq = false, Off
	}
	g.checkVictory()
	if !g.st.Over || g.st.Winner != -1 {
		t.Fatalf("over %v winner %d; want a draw", g.st.Over, g.st.Winner)
	}
}

// [mars S6.4, S6.5] Rebel Ambush: General Tor is worth 8 (a win); the
// Martians score 3 per hero and 1 per Sergeant or soldier.
func TestScenario_S6_VP(t *testing.T) {
	g := scenBoard(t, "s6", DefaultOptions(), "eva=eva@A1", "s=us-sergeant@B1", "ar=us-assault-rifle@C1",
		"tor=general-tor@H8", "m=martian-disintegrator@G8")
	g.score(Martians, g.figByID("eva"), -1, killShot)
	g.score(Martians, g.figByID("s"), -1, killShot)
	g.score(Martians, g.figByID("ar"), -1, killFight)
	if g.st.VP[Martians] != 5 {
		t.Fatalf("Martian VP %d; want 5", g.st.VP[Martians])
	}
	g.score(Humans, g.figByID("m"), -1, killShot)
	if g.st.VP[Humans] != 0 {
		t.Fatal("a trooper scored in S6")
	}
	g.score(Humans, g.figByID("tor"), -1, killShot)
	g.checkVictory()
	if !g.st.Over || g.st.Winner != int8(Humans) {
		t.Fatal("killing General Tor did not win (S6.4)")
	}
}

// [mars S6.6, A16] Night: ranges are cut to 3 in the scenario the Night
// rule belongs to (S6 by default, S5 with nightScenario 5).
func TestScenario_S6_6_Night(t *testing.T) {
	figs := []string{"h=us-assault-rifle@C2", "m=martian-disintegrator@C6", "m2=martian-disintegrator@H8"}
	g := scenBoard(t, "s6", DefaultOptions(), figs...)
	if q := g.shootSquares(g.figByID("h")); slices.Contains(q, sq(t, "C6")) {
		t.Fatal("shooting 4 squares at night")
	}
	if _, _, hi, _ := g.weaponStats(g.figByID("h"), ProfileWeapon); hi != 3 {
		t.Fatalf("night range %d; want 3", hi)
	}
	o := DefaultOptions()
	o.NightScenario = 5
	g = scenBoard(t, "s6", o, figs...)
	if _, _, hi, _ := g.weaponStats(g.figByID("h"), ProfileWeapon); hi != 6 {
		t.Fatalf("S6 range with the Night rule on S5: %d; want 6", hi)
	}
	g = scenBoard(t, "s5", o, figs...)
	if _, _, hi, _ := g.weaponStats(g.figByID("m"), ProfileWeapon); hi != 3 {
		t.Fatalf("S5 night range %d; want 3", hi)
	}
}

// [mars S2.1, S2.2, S2.3, S2.6, S2.7] S2's forces: Eva and Troy on the
// blue square, the Sergeant and soldiers on green ones, six Martians on
// red ones; the best-preserved wall under the blue square; 8 markers;
// the Martians first.
func TestScenario_S2_Setup(t *testing.T) {
	g := newScenarioGame(t, "s2", 2)
	blue, green, red := g.zone('B'), g.zone('G'), g.zone('R')
	for _, f := range g.st.Figs {
		id := g.profiles[f.Profile].ID
		want := green
		switch {
		case id == "eva" || id == "troy":
			want = blue
		case f.Side == Martians:
			want = red
		}
		if !slices.Contains(want, f.Sq) {
			t.Errorf("%s deployed on %s", f.ID, f.Sq)
		}
	}
	if len(g.st.Figs) != 15 || len(g.st.Markers) != 8 || g.st.First != Martians {
		t.Fatalf("%d figures, %d markers, first %s", len(g.st.Figs), len(g.st.Markers), g.st.First)
	}
	if !g.wallBlocks(sq(t, "D1"), sq(t, "D2")) {
		t.Fatal("no wall under the blue square (S2.6)")
	}
}

// [mars S2.4, M.6.8] Eva or Troy leaving over the mat edge from a
// numbered square score its number; nobody else, and not from other
// squares; a figure that left cannot come back.
func TestScenario_S2_4_Exit(t *testing.T) {
	g := scenBoard(t, "s2", DefaultOptions(), "eva=eva@A4", "troy=troy@B4", "s=us-sergeant@H4", "m=martian-disintegrator@E7")
	s := play(t, g)
	s.Choose("activate:troy", "act:move").Lacks("step:off").Choose("stop", "done")
	s.Choose("activate:s", "act:move").Lacks("step:off").Choose("stop", "done")
	s.Seat(1).Choose("activate:m", "act:nothing")
	s.Seat(0).Choose("activate:eva", "act:move").Has("step:off")
	s.Choose("step:off")
	s.Event("mars M.6.8", "mars.exited")
	eva := fig(t, g, "eva")
	if eva.Alive || !eva.Exited || eva.Sq != Off || g.st.VP[Humans] != 3 {
		t.Fatalf("eva %+v, human VP %d; want exited and 3 VP", *eva, g.st.VP[Humans])
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// [mars S2.5] Martians: Eva or Troy +4, the Sergeant +1, soldiers nothing.
func TestScenario_S2_5_MartianVP(t *testing.T) {
	g := scenBoard(t, "s2", DefaultOptions(), "eva=eva@A1", "troy=troy@B1", "s=us-sergeant@C1", "ar=us-assault-rifle@C1", "m=martian-disintegrator@H8")
	for _, tc := range []struct {
		id string
		vp int
	}{{"ar", 0}, {"s", 1}, {"eva", 5}, {"troy", 9}} {
		g.score(Martians, g.figByID(tc.id), -1, killShot)
		if g.st.VP[Martians] != tc.vp {
			t.Fatalf("after %s: %d; want %d", tc.id, g.st.VP[Martians], tc.vp)
		}
	}
}

// [mars S4.1, S4.2, S4.3] S4: the Martians in two groups of a Commander
// and 4 troopers in zones A and B, the freeze ray in either; the Humans
// on blue squares, first.
func TestScenario_S4_Setup(t *testing.T) {
	g := newScenarioGame(t, "s4", 4)
	za, zb, blue := g.zone('A'), g.zone('Z'), g.zone('B')
	var inA, inB, freeze int
	for _, f := range g.st.Figs {
		id := g.profiles[f.Profile].ID
		switch {
		case f.Side == Humans && !slices.Contains(blue, f.Sq):
			t.Errorf("%s on %s", f.ID, f.Sq)
		case id == "martian-freeze-ray":
			freeze++
			if !slices.Contains(za, f.Sq) && !slices.Contains(zb, f.Sq) {
				t.Errorf("freeze ray on %s", f.Sq)
			}
		case f.Side == Martians && slices.Contains(za, f.Sq):
			inA++
		case f.Side == Martians && slices.Contains(zb, f.Sq):
			inB++
		}
	}
	if inA != 5 || inB != 5 || freeze != 1 || g.st.First != Humans {
		t.Fatalf("zone A %d, zone B %d, freeze %d, first %s", inA, inB, freeze, g.st.First)
	}
}

// [mars S4.4, A20, M.6.8] S4: a soldier leaving over the bottom edge
// scores 3; a hero may leave but scores nothing (A20), unless the flag
// is off.
func TestScenario_S4_4_Exit(t *testing.T) {
	for _, soldiersOnly := range []bool{true, false} {
		o := DefaultOptions()
		o.ExitScoresSoldiersOnly = soldiersOnly
		g := scenBoard(t, "s4", o, "ar=us-assault-rifle@A8", "ashley=ashley@C8", "x=us-assault-rifle@D7", "m=martian-disintegrator@H1")
		s := play(t, g)
		s.Choose("activate:x", "act:move").Lacks("step:off").Choose("stop")
		s.Choose("activate:ar", "act:move", "step:off")
		if g.st.VP[Humans] != 3 {
			t.Fatalf("soldier exit: %d VP; want 3", g.st.VP[Humans])
		}
		s.Seat(1).Choose("activate:m", "act:nothing")
		s.Seat(0).Choose("activate:ashley", "act:move", "step:off")
		want := 3
		if !soldiersOnly {
			want = 6
		}
		if g.st.VP[Humans] != want {
			t.Fatalf("soldiersOnly %v: %d VP after Ashley; want %d", soldiersOnly, g.st.VP[Humans], want)
		}
	}
}

// [mars S4.5] Martians: Ashley or Phil +4 each.
func TestScenario_S4_5_MartianVP(t *testing.T) {
	g := scenBoard(t, "s4", DefaultOptions(), "ashley=ashley@A1", "phil=phil@B1", "ar=us-assault-rifle@C1", "m=martian-disintegrator@H8")
	g.score(Martians, g.figByID("ar"), -1, killShot)
	g.score(Martians, g.figByID("ashley"), -1, killShot)
	g.score(Martians, g.figByID("phil"), -1, killFight)
	if g.st.VP[Martians] != 8 {
		t.Fatalf("Martian VP %d; want 8", g.st.VP[Martians])
	}
}

// [mars S1.1, S1.2, S1.3, S1.4, S1.9, M.6.8, A14] S1: the Human soldiers
// start off the mat and must all enter over the blue edge (row 1) in
// round 1, entering being the first square of a MOVE; until then they
// keep the Humans in the game.
func TestScenario_S1_Entry(t *testing.T) {
	g := newScenarioGame(t, "s1", 1)
	var reserve, martians int
	for _, f := range g.st.Figs {
		if f.Reserve && f.Side == Humans {
			reserve++
		}
		if f.Side == Martians && f.Alive && slices.Contains(g.zone('R'), f.Sq) {
			martians++
		}
	}
	if reserve != 8 || martians != 5 || g.st.First != Humans || len(g.st.Markers) != 8 {
		t.Fatalf("reserve %d, Martians on red %d, first %s, markers %d", reserve, martians, g.st.First, len(g.st.Markers))
	}
	if g.st.Over {
		t.Fatal("the Humans lost before entering (S1.9, A14)")
	}
	s := play(t, g)
	id := g.st.Figs[g.activatable(Humans)[0]].ID
	s.Choose("activate:"+id).Options("act:move", "act:move-shoot")
	s.Choose("act:move")
	s.Options("step:A1", "step:B1", "step:C1", "step:D1", "step:E1", "step:F1", "step:G1", "step:H1")
	s.Choose("step:C1")
	s.Event("mars M.6.8", "mars.entered")
	f := fig(t, g, id)
	if !f.Alive || f.Reserve || f.Sq.String() != "C1" {
		t.Fatalf("%s: %+v", id, *f)
	}
	// The round cannot end while soldiers wait to enter.
	for i := range g.st.Figs {
		if g.st.Figs[i].Side == Martians {
			g.st.Figs[i].Activated = true
		}
	}
	if g.roundOver() {
		t.Fatal("round 1 over with soldiers still off the mat (S1.2)")
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// [mars S1.5, S1.6, A21] S1: +1 per kill by shooting, +2 in a fight, a
// card SHOOT attack's kill counts as shooting.
func TestScenario_S1_VP(t *testing.T) {
	g := scenBoard(t, "s1", DefaultOptions(), "h=us-assault-rifle@A1", "h2=us-assault-rifle@A2", "m=martian-disintegrator@H8", "m2=martian-disintegrator@G8", "m3=martian-disintegrator@F8")
	g.score(Humans, g.figByID("m"), -1, killShot)
	g.score(Humans, g.figByID("m2"), -1, killFight)
	g.score(Humans, g.figByID("m3"), -1, killCard)
	g.score(Martians, g.figByID("h"), -1, killFight)
	if g.st.VP != [2]int{4, 2} {
		t.Fatalf("vp %v; want [4 2]", g.st.VP)
	}
}

// [mars S9.1, S9.2, S9.3] S9: Edwyn on the blue square, the soldiers on
// green ones, a Martian on every red square; the Humans first.
func TestScenario_S9_Setup(t *testing.T) {
	g := newScenarioGame(t, "s9", 9)
	for _, q := range g.zone('R') {
		if len(g.inSquare(q)) == 0 {
			t.Fatalf("red square %s empty (S9.2)", q)
		}
	}
	if e := fig(t, g, "edwyn"); !slices.Contains(g.zone('B'), e.Sq) || g.st.First != Humans {
		t.Fatalf("Edwyn on %s, first %s", e.Sq, g.st.First)
	}
}

// [mars S9.4, S9.5, S9.6] S9: Edwyn's kills of soldiers +1, Tor +3; the
// Martians +4 for Edwyn, +1 per soldier; a Martian soldier killed by a
// Human soldier joins the Martian reserve, one killed by Edwyn does not.
func TestScenario_S9_VPAndReserve(t *testing.T) {
	g := scenBoard(t, "s9", DefaultOptions(), "edwyn=edwyn@A1", "ar=us-assault-rifle@B1", "s=us-sergeant@C1",
		"tor=general-tor@H8", "m1=martian-disintegrator@G8", "m2=martian-disintegrator@F8")
	ed, ar := g.figByID("edwyn"), g.figByID("ar")
	g.hit(g.figByID("m1"), ed, Humans, killFight)
	g.hit(g.figByID("m2"), ar, Humans, killShot)
	if g.st.VP[Humans] != 1 {
		t.Fatalf("Human VP %d; want 1 (only Edwyn's kill)", g.st.VP[Humans])
	}
	if m1, m2 := fig(t, g, "m1"), fig(t, g, "m2"); m1.Reserve || !m2.Reserve {
		t.Fatalf("reserve: m1 %v, m2 %v; want only m2 (S9.6)", m1.Reserve, m2.Reserve)
	}
	g.score(Humans, g.figByID("tor"), ed, killShot)
	g.score(Martians, g.figByID("s"), -1, killShot)
	g.score(Martians, ed, -1, killShot)
	if g.st.VP != [2]int{4, 5} {
		t.Fatalf("vp %v; want [4 5]", g.st.VP)
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// [mars S9.7, S9.8] S9: while the Martian reserve can enter, the Martian
// player activates only reserve figures, which come on over the bottom
// edge (row 8).
func TestScenario_S9_7_ReserveFirst(t *testing.T) {
	g := scenBoard(t, "s9", DefaultOptions(), "edwyn=edwyn@A1", "ar=us-assault-rifle@B1",
		"tor=general-tor@H8", "m1=martian-disintegrator@G7", "m2=martian-disintegrator@F7")
	m2 := fig(t, g, "m2")
	m2.Alive, m2.Sq, m2.Reserve = false, Off, true
	s := play(t, g)
	s.Choose("activate:edwyn", "act:nothing", "done", "activate:ar", "act:nothing")
	s.Seat(1).Options("activate:m2")
	s.Choose("activate:m2", "act:move").Has("step:A8", "step:H8").Lacks("step:A1", "stop")
	s.Choose("step:D8")
	if m2.Reserve || m2.Sq.String() != "D8" {
		t.Fatalf("m2 %+v", *m2)
	}
	s.Choose("stop")
	s.Has("activate:tor", "activate:m1")
}

// [mars S7.1, S7.2, S7.3, S7.4] S7: two guards on the uplink square (the
// violet square), the rest on red ones, the Humans on blue ones, first.
func TestScenario_S7_Setup(t *testing.T) {
	g := newScenarioGame(t, "s7", 7)
	x := g.zone('X')
	if len(x) != 1 || len(g.inSquare(x[0])) != 2 {
		t.Fatalf("uplink %v holds %d figures; want its 2 guards", x, len(g.inSquare(x[0])))
	}
	if g.st.First != Humans || len(g.st.Markers) != 0 {
		t.Fatalf("first %s, %d markers", g.st.First, len(g.st.Markers))
	}
}

// [mars S7.5, S7.6] S7: Joe on the uplink with no Martian there spends a
// hero point to redirect it: 8 VP, a win; not while a Martian is in the
// square; killing Joe is 8 for the Martians.
func TestScenario_S7_5_Uplink(t *testing.T) {
	g2 := scenBoard(t, "s7", DefaultOptions(), "joe=joe@E6", "m2=martian-disintegrator@H8")
	s2 := play(t, g2)
	s2.Choose("activate:joe", "act:nothing").Has("uplink")
	s2.Choose("uplink")
	s2.Event("mars S7.5", "mars.uplink")
	if !g2.st.Over || g2.st.Winner != int8(Humans) || fig(t, g2, "joe").HP != int8(g2.prof(g2.figByID("joe")).HeroPoints-1) {
		t.Fatalf("over %v winner %d", g2.st.Over, g2.st.Winner)
	}
	g3 := scenBoard(t, "s7", DefaultOptions(), "joe=joe@E6", "m=martian-disintegrator@E6", "m2=martian-disintegrator@H8")
	if g3.canUplink(g3.figByID("joe")) {
		t.Fatal("uplink with a Martian in the square")
	}
	g3.score(Martians, g3.figByID("joe"), -1, killShot)
	if g3.st.VP[Martians] != 8 {
		t.Fatalf("Joe killed: %d VP; want 8", g3.st.VP[Martians])
	}
}

// [mars S8.1, S8.2, S8.7, S8.8] S8: Buddy and Brandi in the walled vault,
// Buddy carrying the loot; the vault's only way out faces the Martians;
// 8 markers; the Martians first.
func TestScenario_S8_Setup(t *testing.T) {
	g := newScenarioGame(t, "s8", 8)
	vault := g.zone('K')
	if len(vault) != 1 {
		t.Fatalf("vault %v", vault)
	}
	v := vault[0]
	for _, id := range []string{"buddy", "brandi"} {
		if fig(t, g, id).Sq != v {
			t.Fatalf("%s not in the vault", id)
		}
	}
	if g.st.Loot.Carrier != g.figByID("buddy") || !g.st.Loot.Active {
		t.Fatal("Buddy does not carry the loot")
	}
	open := 0
	for _, n := range neighbours(v) {
		if !g.wallBlocks(v, n) {
			open++
			if n.Y() <= v.Y() {
				t.Fatalf("the vault opens towards %s, not the Martians", n)
			}
		}
	}
	if open == 0 || len(g.st.Markers) != 8 || g.st.First != Martians {
		t.Fatalf("open %d, markers %d, first %s", open, len(g.st.Markers), g.st.First)
	}
}

// [mars S8.2, S8.5, S8.6, S8.9] S8: a killed carrier drops the loot; a
// Human hero moving in picks it up, a Martian does not; the carrier
// leaving from a blue edge square scores 3; kills score 1 each.
func TestScenario_S8_Loot(t *testing.T) {
	g := scenBoard(t, "s8", DefaultOptions(), "buddy=buddy@A2", "brandi=brandi@B2", "ar=us-assault-rifle@H2",
		"tor=general-tor@A3", "m=martian-disintegrator@H8")
	g.st.Loot = loot{Active: true, Carrier: g.figByID("buddy"), Sq: Off}
	b := fig(t, g, "buddy")
	b.HP = 0
	g.hit(g.figByID("buddy"), g.figByID("tor"), Martians, killFight)
	if g.st.Loot.Carrier != -1 || g.st.Loot.Sq.String() != "A2" || g.st.VP[Martians] != 1 {
		t.Fatalf("loot %+v, Martian VP %d", g.st.Loot, g.st.VP[Martians])
	}
	// Tor steps in: no pick-up (S8.9).
	tor := fig(t, g, "tor")
	tor.Sq = sq(t, "A2")
	g.pickUpLoot(g.figByID("tor"))
	if g.st.Loot.Carrier != -1 {
		t.Fatal("a Martian took the loot")
	}
	tor.Sq = sq(t, "A3")
	s := play(t, g)
	s.Choose("activate:brandi", "act:move", "step:A2")
	s.Event("mars S8.2", "mars.loot.taken")
	s.Choose("step:A1")
	if ok, _ := g.exitOK(g.figByID("ar")); ok {
		t.Fatal("a figure without the loot may leave")
	}
	if ok, vp := g.exitOK(g.figByID("brandi")); !ok || vp != 3 {
		t.Fatalf("brandi on A1 with the loot: exit %v %d", ok, vp)
	}
	g.exit(g.figByID("brandi"))
	if g.st.VP[Humans] != 3 {
		t.Fatalf("Human VP %d; want 3", g.st.VP[Humans])
	}
}

// [mars S10.1, S10.2, S10.5, S10.6, S10.9] S10: all nine heroes and ten
// soldiers on the blue zone, 21 Martians on the red zones; each side
// controls its own zones; the Humans first.
func TestScenario_S10_Setup(t *testing.T) {
	g := newScenarioGame(t, "s10", 10)
	var red []Sq
	for _, c := range "PQST" {
		red = append(red, g.zone(byte(c))...)
	}
	var n [2]int
	for _, f := range g.st.Figs {
		n[f.Side]++
		if (f.Side == Humans && !slices.Contains(g.zone('B'), f.Sq)) || (f.Side == Martians && !slices.Contains(red, f.Sq)) {
			t.Errorf("%s on %s", f.ID, f.Sq)
		}
	}
	if n != [2]int{19, 21} || g.st.Control != [5]int8{0, 1, 1, 1, 1} || g.st.First != Humans {
		t.Fatalf("forces %v, control %v, first %s", n, g.st.Control, g.st.First)
	}
}

// [mars S10.3, S10.4] S10: at the end of a turn a side alone in a zone
// takes it; a shared zone keeps its controller; from round 3, holding 4
// of 5 zones at the end of a round wins.
func TestScenario_S10_Control(t *testing.T) {
	g := scenBoard(t, "s10", DefaultOptions(), "h1=us-assault-rifle@A7", "h2=us-assault-rifle@H7", "h3=us-assault-rifle@A4",
		"m1=martian-disintegrator@H4", "m2=martian-disintegrator@H5", "m3=martian-disintegrator@D4")
	s := play(t, g)
	s.Choose("activate:h1", "act:nothing", "activate:h2", "act:nothing")
	// The Human turn ended: P (A7) and Q (H7) are Human, S (A4) too.
	if g.st.Control != [5]int8{0, 0, 0, 0, 1} {
		t.Fatalf("control %v; want B, P, Q, S Human, T Martian", g.st.Control)
	}
	s.Event("mars S10.3", "mars.zone.taken")
	// Round 1 ends: 4 zones, but no win before round 3.
	s.Seat(1).Choose("activate:m1", "act:nothing", "activate:m2", "act:nothing")
	s.Seat(0).Choose("activate:h3", "act:nothing")
	s.Seat(1).Choose("activate:m3", "act:nothing")
	if g.st.Over {
		t.Fatal("zone win in round 1")
	}
	g.st.Round = 3
	g.beginRoundEnd()
	if !g.st.Over || g.st.Winner != int8(Humans) || g.st.OutRule != "mars S10.4" {
		t.Fatalf("over %v winner %d rule %s; want a Human zone win", g.st.Over, g.st.Winner, g.st.OutRule)
	}
}

// [mars S10.7, S10.8, M.13.23] S10: at the start of a round up to 6 killed
// Martians go back to the reserve; they may enter through Martian-held
// zones (not held ones elsewhere), and the round does not wait for them;
// Reinforcements cards place in the side's held zones too.
func TestScenario_S10_7_Recall(t *testing.T) {
	figs := []string{"h1=us-assault-rifle@A7", "m1=martian-disintegrator@H4"}
	for k := 0; k < 7; k++ {
		figs = append(figs, "d"+string(rune('1'+k))+"=martian-disintegrator@"+string(rune('A'+k))+"5")
	}
	g := scenBoard(t, "s10", DefaultOptions(), figs...)
	g.st.Control = [5]int8{0, 0, 1, 1, 1} // P is Human
	for k := 0; k < 7; k++ {
		f := fig(t, g, "d"+string(rune('1'+k)))
		f.Alive, f.Killed, f.Sq = false, true, Off
	}
	g.recall()
	n := 0
	for _, f := range g.st.Figs {
		if f.Reserve {
			n++
		}
	}
	if n != 6 {
		t.Fatalf("%d recalled; want 6", n)
	}
	entry := g.entrySquares(g.figByID("d1"))
	if slices.Contains(entry, sq(t, "A7")) || !slices.Contains(entry, sq(t, "H7")) || !slices.Contains(entry, sq(t, "H4")) {
		t.Fatalf("entry squares %v", entry)
	}
	if !slices.Equal(g.deploySquares(Martians), entry) {
		t.Fatal("cards place elsewhere than reserves enter (S10.8)")
	}
	for i := range g.st.Figs {
		if g.onMat(int8(i)) {
			g.st.Figs[i].Activated = true
		}
	}
	if !g.roundOver() {
		t.Fatal("the round waits for an optional reserve")
	}
}

// [mars M.19.10, S3.2] deployment: the Martians place all their figures
// first, one at a time, each on a square of its zone; then the Humans.
func TestScenario_Deployment_M_19_10(t *testing.T) {
	o := DefaultOptions()
	o.Scenario = "s3"
	g, err := New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	orientAsAuthored(t, g) // M.19.2, orient_test.go
	s := play(t, g)
	red, blue := g.zone('R'), g.zone('B')
	for k := 0; k < 10; k++ {
		s.Seat(1).Prompt("mars.prompt.deploy")
		d := g.Pending()
		for _, o := range d.Options {
			if q, _ := ParseSq(strings.TrimPrefix(o.Key, "deploy:")); !slices.Contains(red, q) {
				t.Fatalf("Martian offered %s", o.Key)
			}
		}
		s.Reject("deploy:D4", "not one of the options")
		s.Choose(d.Options[k%len(d.Options)].Key)
	}
	s.Event("mars M.19.10", "mars.deployed")
	s.Seat(0).Prompt("mars.prompt.deploy")
	for _, o := range g.Pending().Options {
		if q, _ := ParseSq(strings.TrimPrefix(o.Key, "deploy:")); !slices.Contains(blue, q) {
			t.Fatalf("Human offered %s", o.Key)
		}
	}
	if g.st.Over {
		t.Fatal("the game ended during deployment")
	}
}

// [mars S6.1, M.19.9] S6: after the Martians deploy, the Human player
// chooses one hero (not Buddy and Brandi, who come together), who then
// deploys on a blue square.
func TestScenario_S6_1_HeroChoice(t *testing.T) {
	o := DefaultOptions()
	o.Scenario = "s6"
	g, err := New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := play(t, g)
	for g.nextDeploy() >= 0 && g.st.Figs[g.nextDeploy()].Side == Martians {
		s.Choose(g.Pending().Options[0].Key)
	}
	s.Seat(0).Prompt("mars.prompt.hero").Has("hero:eva", "hero:deke").Lacks("hero:buddy", "hero:brandi")
	s.Choose("hero:eva")
	s.Event("mars M.19.9", "mars.hero-chosen")
	deployAll(t, g, 2)
	if e := fig(t, g, "eva"); !e.Alive || !slices.Contains(g.zone('B'), e.Sq) {
		t.Fatalf("eva %+v", *e)
	}
}

// [mars S5.1, S5.3, M.15.1, A23] Chaos: the Human player first chooses
// his hero; then figures are placed alternately at random locations,
// each rolled from its owner's side; a roll onto an enemy lets the
// placer choose any square without enemies.
func TestScenario_S5_3_FreeChoice(t *testing.T) {
	o := DefaultOptions()
	o.Scenario = "s5"
	g, err := New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	orientAsAuthored(t, g) // M.19.2, orient_test.go
	s := play(t, g)
	s.Seat(0).Prompt("mars.prompt.hero").Lacks("hero:buddy")
	// Eva rolls row 1, column 1: A1. The first Martian rolls row 8,
	// column 8 from his side: A1 too, held by Eva.
	s.Dice(1, 1, 8, 8).Choose("hero:eva")
	s.Event("mars S5.3", "mars.deploy.enemy")
	if q := fig(t, g, "eva").Sq.String(); q != "A1" {
		t.Fatalf("eva on %s; want A1", q)
	}
	s.Seat(1).Prompt("mars.prompt.deploy").Lacks("deploy:A1").Has("deploy:B2", "deploy:H8")
	s.Choose("deploy:B2")
	deployAll(t, g, 3)
	if g.st.Dep.Active {
		t.Fatal("deployment not over")
	}
}

// [mars S10.3, S8.2, M.6.8] views show zone control, the loot and figures
// off the mat to every seat.
func TestScenario_View(t *testing.T) {
	g := newScenarioGame(t, "s10", 3)
	v := g.View(0).(*View)
	if v.Scenario != "s10" || len(v.Zones) != 5 || v.Zones[0] != (ZoneView{Zone: "B", Side: Humans}) {
		t.Fatalf("view %q zones %v", v.Scenario, v.Zones)
	}
	g = newScenarioGame(t, "s8", 3)
	if v := g.View(1).(*View); v.Loot != "buddy" {
		t.Fatalf("loot %q; want buddy", v.Loot)
	}
}
