package marsattacks

import (
	"math"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestSuccessesExact [mars M.2.4] [mars M.2.5]: one die against 4+ is a
// success on 4-7 and on an 8, which adds a die: P(0) = 3/8,
// P(1) = 4/8 + 1/8 * 3/8.
func TestSuccessesExact(t *testing.T) {
	p := Successes(1, 4, false)
	if math.Abs(p[0]-3.0/8) > 1e-15 || math.Abs(p[1]-(4.0/8+3.0/64)) > 1e-15 {
		t.Errorf("P(0) %v, P(1) %v", p[0], p[1])
	}
	sum := 0.0
	for _, x := range Successes(5, 6, true) {
		sum += x
	}
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("the distribution sums to %v", sum)
	}
}

// TestShootOddsMatchTheDice [mars M.10.1] [mars M.10.2] [mars M.10.4]
// [mars M.10.5] [mars M.10.6] [mars M.18.11] [mars M.18.12]
// [mars M.18.15] [mars M.18.16] [mars M.17.4]: the preview's chances to
// hit and to kill agree with the frequencies of many seeded SHOOT
// attacks, for every pool: 3 dice (partial view), 4 (clear view or AIM),
// 5 (both), against Survive 6+ and 5+, Armour, Heavy Armour, an
// Armour-piercing shooter, a Klutz shooter and a hero target.
func TestShootOddsMatchTheDice(t *testing.T) {
	trials := 3000
	if testing.Short() {
		trials = 1000
	}
	cases := []struct {
		name   string
		first  Side
		figs   []string
		act    string
		clear  bool
		target string
	}{
		{"3 dice 4+ at 6+", Martians, []string{"s=martian-disintegrator@A1", "t=us-hmg@C3", "x=us-hmg@H8"}, "act:shoot-move", false, "t"},
		{"4 dice: clear view", Martians, []string{"s=martian-disintegrator@A1", "t=us-hmg@C3", "x=us-hmg@H8"}, "act:shoot-move", true, "t"},
		{"4 dice: aim", Martians, []string{"s=martian-disintegrator@A1", "t=us-hmg@C3", "x=us-hmg@H8"}, "act:aim", false, "t"},
		{"5 dice: aim and clear view", Martians, []string{"s=martian-disintegrator@A1", "t=us-hmg@C3", "x=us-hmg@H8"}, "act:aim", true, "t"},
		{"5+ at Armour", Humans, []string{"s=us-hmg@A1", "t=martian-disintegrator@C3", "x=martian-disintegrator@H8"}, "act:shoot-move", false, "t"},
		{"Armour-piercing at Armour 5+", Humans, []string{"s=us-rocket-launcher@A1", "t=martian-commander@F6", "x=martian-disintegrator@H8"}, "act:aim", false, "t"},
		{"Klutz", Humans, []string{"s=phil@A1", "t=martian-disintegrator@C3", "x=martian-disintegrator@H8"}, "act:shoot-move", true, "t"},
		{"a hero target with Heavy Armour", Humans, []string{"s=us-sergeant@A1", "t=general-tor@C3", "x=martian-disintegrator@H8"}, "act:aim", false, "t"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := boardWith(t, DefaultOptions(), Setup{First: c.first, NoDeal: true}, c.figs...)
			if c.clear {
				if err := g.SetSight("s", c.target, Clear); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g).Choose("activate:s", c.act)
			key := "shoot:" + fig(t, g, c.target).Sq.String()
			odds, ok := g.Odds(key)
			if !ok {
				t.Fatalf("no odds for %s; options %v", key, g.Pending().Keys())
			}
			seat := g.Pending().Seat
			var hits, kills int
			for seed := range trials {
				x := g.Clone().(*Game)
				*x.RNG() = engine.NewRNG(uint64(seed) + 1)
				if err := x.Apply(seat, key); err != nil {
					t.Fatal(err)
				}
				if slices.ContainsFunc(x.TakeEvents(), func(e engine.Event) bool { return e.Msg.Key == "mars.shoot.hits" }) {
					hits++
				}
				if !fig(t, x, c.target).Alive {
					kills++
				}
			}
			tol := func(p float64) float64 { return 4*math.Sqrt(p*(1-p)/float64(trials)) + 1e-9 }
			hit, kill := float64(hits)/float64(trials), float64(kills)/float64(trials)
			if math.Abs(hit-odds.Hit) > tol(odds.Hit) {
				t.Errorf("hit %.4f, rolled %.4f", odds.Hit, hit)
			}
			if math.Abs(kill-odds.Kill) > tol(odds.Kill) {
				t.Errorf("kill %.4f, rolled %.4f", odds.Kill, kill)
			}
			t.Logf("hit %.4f (rolled %.4f), kill %.4f (rolled %.4f)", odds.Hit, hit, odds.Kill, kill)
		})
	}
}
