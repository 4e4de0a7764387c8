package aliens

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// oddsGame puts hero at A2 of the test map, the other Characters around
// it and three Aliens (a lone one, a swarm of one token, a lone one) in
// the other room, and waits at hero's Actions with the given Aim Dial.
func oddsGame(t *testing.T, hero string, aim int) *Game {
	t.Helper()
	others := []string{"A1", "B1", "A3", "B3", "C3"}
	start := []Place{{hero, "A2"}}
	for _, c := range []string{"hicks", "ripley", "frost", "gorman", "hudson", "vasquez"} {
		if c != hero {
			start = append(start, Place{c, others[0]})
			others = others[1:]
		}
	}
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{hero}, testMap
		o.Start = append(start, Place{"alien", "D2"}, Place{"swarm:1", "E2"}, Place{"alien", "D3"})
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp, armor, helmet}, Exhaust: []string{pipe}})
	for n := 0; n < 10; n++ {
		d := g.Pending()
		if d.Prompt.Key == "aliens.prompt.action" {
			id, _ := charByKey(hero)
			g.st.Chars[id].Aim = aim
			return g
		}
		key := d.Options[len(d.Options)-1].Key
		for _, k := range []string{"first:0", "done", "no-draw", "stop"} {
			if d.Find(k) >= 0 {
				key = k
			}
		}
		if err := g.Apply(d.Seat, key); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("%s never reached the Actions", hero)
	return nil
}

// rolled plays key from g's state with many seeds and counts how often
// the attack hit, killed its target (an area: at least one Alien model)
// and killed a Character.
func rolled(t *testing.T, g *Game, key string, trials int) (hit, kill, friendly float64) {
	t.Helper()
	d := g.Pending()
	models := len(g.st.Aliens)
	target := -1
	if _, a, ok := strings.Cut(strings.TrimPrefix(key, "attack:"), ":a"); ok && strings.HasPrefix(key, "attack:") {
		target = atoi(a)
	}
	lost := func(x *Game) int {
		n := 0
		for i := range x.st.Chars {
			if x.st.Chars[i].Status == Killed {
				n++
			}
		}
		return n
	}
	before := lost(g)
	var h, k, f int
	for seed := range trials {
		c := g.Clone().(*Game)
		*c.RNG() = engine.NewRNG(uint64(seed) + 1)
		if err := c.Apply(d.Seat, key); err != nil {
			t.Fatal(err)
		}
		ev := c.TakeEvents()
		if slices.ContainsFunc(ev, func(e engine.Event) bool {
			return e.Msg.Key == "aliens.attack.hit" || e.Msg.Key == "aliens.attack.hit-always"
		}) {
			h++
		}
		switch {
		case target >= 0 && c.alienIndex(target) < 0:
			k++
		case target < 0 && len(c.st.Aliens) < models:
			k++
		}
		if lost(c) > before {
			f++
		}
	}
	n := float64(trials)
	return float64(h) / n, float64(k) / n, float64(f) / n
}

// TestAttackOddsMatchTheDice [aliens K.4] [aliens K.5] [aliens K.6]
// [aliens K.11.1] [aliens K.11.3] [aliens K.14]: the preview's chances
// to hit, to kill and to kill a Character agree with the frequencies of
// many seeded attacks, for every weapon kind: the M41A (Full Auto), the
// M56 Smart Gun (two dice, the lower kept), the HK VP70 (always hits on
// 3), the M240 Flamethrower and M40 Grenades (area), at several Aim
// Dial values.
func TestAttackOddsMatchTheDice(t *testing.T) {
	trials := 2000
	if testing.Short() {
		trials = 1000
	}
	seen := map[string]bool{}
	for _, hero := range []string{"hudson", "vasquez", "gorman", "frost"} {
		for _, aim := range []int{1, 4, 7} {
			g := oddsGame(t, hero, aim)
			perWeapon := map[string]int{}
			for _, o := range g.Pending().Options {
				odds, ok := g.Odds(o.Key)
				verb, rest, _ := strings.Cut(o.Key, ":")
				weapon, _, _ := strings.Cut(rest, ":")
				if !ok || perWeapon[weapon] >= 2 {
					continue
				}
				perWeapon[weapon]++
				id, _, _ := strings.Cut(weapon, ".")
				seen[id] = true
				hit, kill, friendly := rolled(t, g, o.Key, trials)
				// Four standard deviations of the rolled frequency.
				tol := func(p float64) float64 { return 4*math.Sqrt(p*(1-p)/float64(trials)) + 1e-9 }
				if verb == "attack" && math.Abs(hit-odds.Hit) > tol(odds.Hit) {
					t.Errorf("%s aim %d %s: hit %.4f, rolled %.4f", hero, aim, o.Key, odds.Hit, hit)
				}
				if math.Abs(kill-odds.Kill) > tol(odds.Kill) {
					t.Errorf("%s aim %d %s: kill %.4f, rolled %.4f", hero, aim, o.Key, odds.Kill, kill)
				}
				if math.Abs(friendly-odds.Friendly) > tol(odds.Friendly) {
					t.Errorf("%s aim %d %s: friendly %.4f, rolled %.4f", hero, aim, o.Key, odds.Friendly, friendly)
				}
			}
		}
	}
	for _, w := range []string{"m41a-pulse-rifle", "m56-smart-gun", "hk-vp70-pistol", "m240-flamethrower", "m40-grenades"} {
		if !seen[w] {
			t.Errorf("no odds for the %s", w)
		}
	}
}

// TestAttackOddsExact: the closed forms at a glance.
func TestAttackOddsExact(t *testing.T) {
	g := oddsGame(t, "vasquez", 4)
	for _, o := range g.Pending().Options {
		if odds, ok := g.Odds(o.Key); ok && strings.Contains(o.Key, "m56-smart-gun") {
			// Two D10, the lower at most 4: 1 - 0.6^2.
			if math.Abs(odds.Hit-0.64) > 1e-12 {
				t.Errorf("%s: hit %v, want 0.64", o.Key, odds.Hit)
			}
			return
		}
	}
	t.Error("no Smart Gun attack offered")
}
