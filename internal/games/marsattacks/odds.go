package marsattacks

import (
	"math/bits"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// maxSuccesses bounds the success counts odds work with: more than 64
// successes from a pool of a few d8 has a chance below 1e-30.
const maxSuccesses = 64

// Successes is the exact distribution of the successes of n d8 rolled
// against target (M.2.4): every die showing target or more is a success,
// every 8 adds a bonus die read the same way (M.2.5), and with klutz
// every 1 adds one too and stays a failure (M.18.16). P[k] is the chance
// of k successes.
func Successes(n, target int, klutz bool) []float64 {
	// One die: a fixed point of "roll, and on an 8 (or a Klutz 1) add
	// what one more die gives"; each round adds one level of bonus dice,
	// whose chance is at most 1/4, so 40 rounds leave less than 1e-24.
	one := make([]float64, maxSuccesses+1)
	one[0] = 1
	for range 40 {
		next := make([]float64, maxSuccesses+1)
		for face := 1; face <= 8; face++ {
			s := 0
			if face >= target {
				s = 1
			}
			if face == 8 || (klutz && face == 1) {
				for k := 0; k+s <= maxSuccesses; k++ {
					next[k+s] += one[k] / 8
				}
			} else {
				next[s] += 1.0 / 8
			}
		}
		one = next
	}
	pool := make([]float64, maxSuccesses+1)
	pool[0] = 1
	for range n {
		next := make([]float64, maxSuccesses+1)
		for a, pa := range pool {
			if pa == 0 {
				continue
			}
			for b := 0; a+b <= maxSuccesses; b++ {
				next[a+b] += pa * one[b]
			}
		}
		pool = next
	}
	return pool
}

// Beats is the chance that a roll with distribution attack has more
// successes than one with distribution defence plus bonus (M.10.6).
func Beats(attack, defence []float64, bonus int) float64 {
	p := 0.0
	for a, pa := range attack {
		for d, pd := range defence {
			if a > d+bonus {
				p += pa * pd
			}
		}
	}
	return p
}

// Odds implements engine.OddsTeller for SHOOT attacks (M.10): a
// "shoot:<square>" option (with a weapon's name for a figure with more
// than one) when every figure that may be the target there has the same
// odds, and each "target" option. The shooting pool is 3 dice, 4 with
// clear view (M.10.1), one more for AIM (M.10.2), Anti-Tank's against a
// vehicle (M.18.9), no cards (M.10.3: played after the preview); the
// target rolls 3 dice against its Survive value with Armour's bonus
// (M.10.5, M.18.11, M.18.15, M.18.12). A hit kills, unless a hero spends
// a hero point instead (M.17.4). A Freeze shot has no odds here.
func (g *Game) Odds(key string) (engine.Odds, bool) {
	d := g.Pending()
	if d == nil || d.Find(key) < 0 {
		return engine.Odds{}, false
	}
	verb, arg, _ := strings.Cut(key, ":")
	switch {
	case verb == "shoot" && g.st.Wait != wTarget && len(g.st.Stack) > 0:
		f := g.top()
		q, ok := ParseSq(arg[:min(len(arg), 2)])
		if !ok {
			return engine.Odds{}, false
		}
		w := g.weapons(f.Fig)[0]
		if len(arg) > 2 {
			w = weaponNamed(arg[3:])
		}
		return g.squareOdds(f.Fig, q, f.Parts[f.IP].Aim, w)
	case g.st.Wait == wTarget && g.st.Sel.Kind == atkShoot:
		for m := g.st.Sel.Cands; m != 0; m &= m - 1 {
			if c := int8(bits.TrailingZeros64(m)); g.names(c).target == key {
				return g.shotOdds(g.st.Sel.Att, c, g.st.Sel.Aim, g.st.Sel.Weapon)
			}
		}
	}
	return engine.Odds{}, false
}

// squareOdds are the odds of a shot at square q when every enemy there
// the shooter may target has the same.
func (g *Game) squareOdds(i int8, q Sq, aim bool, w Weapon) (engine.Odds, bool) {
	var out engine.Odds
	found := false
	for _, t := range g.enemiesIn(q, g.st.Figs[i].Side, false) {
		if (len(g.st.Sight) != 0 && !g.canTarget(i, t)) || g.has(t, TerrifiedCivilian) {
			continue
		}
		o, ok := g.shotOdds(i, t, aim, w)
		if !ok || (found && o != out) {
			return engine.Odds{}, false
		}
		out, found = o, true
	}
	return out, found
}

// shotOdds are the odds of figure i's SHOOT attack at figure t.
func (g *Game) shotOdds(i, t int8, aim bool, w Weapon) (engine.Odds, bool) {
	if w == FreezePistol || w == ProfileWeapon && g.has(i, Freeze) {
		return engine.Odds{}, false
	}
	shoot := g.prof(i).Shoot
	if w != ProfileWeapon {
		shoot, _, _, _ = g.weaponStats(i, w)
	}
	n := 3
	if (len(g.st.Sight) == 0 && g.clearView(i, t)) || (len(g.st.Sight) != 0 && g.sightOf(i, t) == Clear) {
		n++
	}
	if aim {
		n++
	}
	if g.has(i, AntiTank) && g.prof(t).Vehicle {
		n += 2
	}
	bonus := 0
	if pr := g.prof(t); pr.Abilities&(Armour|HeavyArmour) != 0 {
		piercing := w == ProfileWeapon && g.has(i, ArmourPiercing)
		if !piercing || !g.opts.ArmourPiercingActive {
			bonus = 1
			if g.has(t, HeavyArmour) {
				bonus = 2
			}
		}
	}
	hit := Beats(Successes(n, shoot, g.has(i, Klutz)), Successes(3, g.prof(t).Survive, g.has(t, Klutz)), bonus)
	o := engine.Odds{Hit: hit, Kill: hit}
	if g.st.Figs[t].HP > 0 && (g.prof(t).Kind == Hero || g.opts.SoldierHeroPoints) {
		o.Kill = 0 // a hero point saves it (M.17.4)
	}
	return o, true
}
