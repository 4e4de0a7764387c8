package marsattacks

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// rollsOf lists the mars.roll events as "figure:what:dice:target:successes".
func rollsOf(events []engine.Event) []string {
	var out []string
	for _, e := range events {
		if e.Msg.Key == "mars.roll" {
			out = append(out, e.Msg.Arg("figure")+":"+e.Msg.Arg("what")+":"+e.Msg.Arg("dice")+":"+e.Msg.Arg("target")+":"+e.Msg.Arg("successes"))
		}
	}
	return out
}

func sameList(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// [mars M.8.5, M.8.6, M.8.7, M.8.8, M.8.9, M.8.11] the attacker rolls its
// pool on its Fight value, the defender on Fight (fighting back) or
// Survive (dodging); every die at or above the value is a success; more
// successes win; a win of the attacker kills the defender; a dodge at
// least as good, or a tie, is a miss.
func TestFight_Rolls_M_8_5(t *testing.T) {
	for _, c := range []struct {
		name, defence string
		dice          []int // attacker 3 dice on 4+, defender 3 dice
		rolls         []string
		mDead         bool
		key           string
	}{
		{"fight back on Fight 5+, attacker wins", "defend:fight", []int{4, 8, 1, 1, 5, 1, 1}, []string{"h1:fight:4:4:2", "m1:defend:3:5:1"}, true, "mars.fight.attacker-wins"},
		{"dodge on Survive 6+, attacker wins", "defend:dodge", []int{4, 1, 1, 5, 5, 1}, []string{"h1:fight:3:4:1", "m1:defend:3:6:0"}, true, "mars.fight.attacker-wins"},
		{"dodge as good is a miss", "defend:dodge", []int{4, 1, 1, 6, 1, 1}, []string{"h1:fight:3:4:1", "m1:defend:3:6:1"}, false, "mars.fight.miss"},
		{"tie when fighting back is a miss", "defend:fight", []int{4, 4, 1, 5, 5, 1}, []string{"h1:fight:3:4:2", "m1:defend:3:5:2"}, false, "mars.fight.miss"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := fightBoard(t)
			s := play(t, g)
			s.Choose("activate:h1", "act:fight")
			s.Dice(c.dice...).Choose(c.defence)
			if got := rollsOf(s.Last); !sameList(got, c.rolls) {
				t.Fatalf("rolls %v; want %v", got, c.rolls)
			}
			s.Event(map[bool]string{true: "mars M.8.9", false: "mars M.8.11"}[c.mDead], c.key)
			if fig(t, g, "m1").Alive == c.mDead || !fig(t, g, "h1").Alive {
				t.Fatalf("m1 alive %v, h1 alive %v", fig(t, g, "m1").Alive, fig(t, g, "h1").Alive)
			}
		})
	}
}

// [mars M.9.1] a target must be in range and in sight.
func TestShoot_RangeAndSight_M_9_1(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@D4", "m3=martian-disintegrator@H8")
	if err := g.SetSight("h", "m1", Hidden); err != nil {
		t.Fatal(err)
	}
	// m1 in range but hidden; m3 seen but 7 squares away (range 1-6).
	play(t, g).Choose("activate:h", "act:aim").Options("shoot:D4", "stop")
}

// [mars M.10.4, M.10.5, M.10.6, M.10.7, M.2.5] the shooter rolls on its
// Shoot value, 8s explode; the target rolls 3 dice on its Survive value;
// more shooting successes kill, as many or fewer miss.
func TestShoot_Rolls_M_10_4(t *testing.T) {
	// A Martian disintegrator (Shoot 4+) at an HMG soldier
	// (Survive 6+, no hero points).
	for _, c := range []struct {
		name  string
		dice  []int
		rolls []string
		dead  bool
		rule  string
	}{
		{"8 explodes: 2 hits > 1", []int{8, 1, 1, 4, 6, 1, 1}, []string{"m:shoot:4:4:2", "h1:survive:3:6:1"}, true, "mars M.10.6"},
		{"2 hits = 2: a miss", []int{4, 4, 1, 6, 6, 1}, []string{"m:shoot:3:4:2", "h1:survive:3:6:2"}, false, "mars M.10.7"},
		{"1 hit < 2: a miss", []int{4, 1, 1, 6, 7, 1}, []string{"m:shoot:3:4:1", "h1:survive:3:6:2"}, false, "mars M.10.7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			setup := Setup{First: Martians, NoDeal: true}
			g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@A1", "h1=us-hmg@C3", "h2=us-hmg@H8")
			s := play(t, g)
			s.Choose("activate:m", "act:shoot-move")
			s.Dice(c.dice...).Choose("shoot:C3")
			if got := rollsOf(s.Last); !sameList(got, c.rolls) {
				t.Fatalf("rolls %v; want %v", got, c.rolls)
			}
			s.Event(c.rule, map[bool]string{true: "mars.shoot.hits", false: "mars.shoot.misses"}[c.dead])
			if fig(t, g, "h1").Alive == c.dead {
				t.Fatalf("h1 alive %v", fig(t, g, "h1").Alive)
			}
		})
	}
}

// [mars M.10.8] a SHOOT attack has one target figure: however many hits,
// one figure of the square rolls and can die.
func TestShoot_OneTarget_M_10_8(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@A1", "h1=us-hmg@C3", "h2=us-hmg@C3", "h3=us-hmg@H8")
	s := play(t, g)
	s.Choose("activate:m", "act:aim", "shoot:C3")
	s.Prompt("mars.prompt.jump").Seat(0) // both Fearless: their owner picks
	// 4 hits; h1 fails; h2's terrified test 8: steady.
	s.Dice(4, 4, 4, 4, 1, 1, 1, 8).Choose("jump:h1")
	if got := rollsOf(s.Last); len(got) != 2 {
		t.Fatalf("rolls %v; want the shot and one Survive roll", got)
	}
	if fig(t, g, "h1").Alive || !fig(t, g, "h2").Alive {
		t.Fatal("want h1 dead and h2 alive")
	}
}

// [mars M.11.1, M.11.2, M.11.3, M.11.6] a card attack rolls once; every
// figure in its area makes its own Survive roll; it needs no range, no
// sight, and hits a square holding both sides.
func TestCardAttack_EachSurvives_M_11_2(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"air-strike"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "h2=us-hmg@H8", "m1=martian-disintegrator@H8", "m2=martian-disintegrator@H8", "m3=martian-disintegrator@B1")
	for _, id := range []string{"m1", "m2", "h2"} {
		if err := g.SetSight("h", id, Hidden); err != nil {
			t.Fatal(err)
		}
	}
	s := play(t, g)
	s.Choose("card:air-strike")
	// Blue Air Strike: 5 dice 5+ on H8, 10 squares from h, out of sight,
	// holding both sides: 5 hits; three Survive rolls of 3 dice.
	s.Dice(5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 6, 6, 6).Choose("square:H8")
	want := []string{":card:5:5:5", "h2:survive:3:6:0", "m1:survive:3:6:0", "m2:survive:3:6:3"}
	if got := rollsOf(s.Last); !sameList(got, want) {
		t.Fatalf("rolls %v; want %v", got, want)
	}
	if fig(t, g, "h2").Alive || fig(t, g, "m1").Alive || fig(t, g, "m2").Alive {
		t.Fatal("want h2, m1 and m2 dead (m2: 3 + armour 1 < 5)")
	}
}

// [mars M.12.3, M.12.1] a figure that fails its terrified test is laid
// down in the same square.
func TestTerrified_SameSquare_M_12_3(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@C3", "m9=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move")
	// 3 hits against m1's 0 + armour: dead; m2's test: 2, terrified.
	s.Dice(5, 5, 5, 1, 1, 1, 2).Choose("shoot:C3", "target:m1")
	s.Event("mars M.12.1", "mars.terrified-test.fails")
	if m2 := fig(t, g, "m2"); !m2.Terrified || m2.Sq.String() != "C3" {
		t.Fatalf("m2 %+v; want terrified, still on C3", *m2)
	}
}
