package marsattacks

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// Sight is the outcome of a line-of-sight check (M.9.5).
type Sight uint8

// Sight outcomes. Partial is the default: the normal case in a firefight.
const (
	Partial Sight = iota // (b) partly visible: may be shot, no bonus
	Clear                // (c) clear view: +1 shooting die (M.10.1)
	Hidden               // (a) completely hidden: cannot be shot
)

// sightRule sets the sight from one figure to another (-1: any figure),
// overriding the line-of-sight model (los.go): rule tests pin sight as an
// input with it.
type sightRule struct {
	From int8  `json:"from"`
	To   int8  `json:"to"`
	S    Sight `json:"s"`
}

// SetSight sets what figure from (an id, or "" for any) sees of figure
// to ("" for any); later rules win.
func (g *Game) SetSight(from, to string, s Sight) error {
	r := sightRule{From: -1, To: -1, S: s}
	if from != "" {
		if r.From = g.figByID(from); r.From < 0 {
			return fmt.Errorf("marsattacks: set sight: no figure %q", from)
		}
	}
	if to != "" {
		if r.To = g.figByID(to); r.To < 0 {
			return fmt.Errorf("marsattacks: set sight: no figure %q", to)
		}
	}
	g.st.Sight = append(g.st.Sight, r)
	g.memo.pend, g.memo.kept = nil, nil
	return nil
}

// sightOf is what figure from sees of figure to: the last SetSight rule
// that applies, or else the line-of-sight model (los.go).
func (g *Game) sightOf(from, to int8) Sight { return g.sightIn(nil, from, to) }

// sightIn is sightOf with the figures already counted (o; nil: count
// them when needed).
func (g *Game) sightIn(o *occupancy, from, to int8) Sight {
	for k := len(g.st.Sight) - 1; k >= 0; k-- {
		if r := g.st.Sight[k]; (r.From < 0 || r.From == from) && (r.To < 0 || r.To == to) {
			return r.S
		}
	}
	return g.modelSightIn(o, from, to)
}

// canTarget: shooter i can see figure t (M.9.5, M.9.6) and t may be
// targeted at all (M.18.18.6).
func (g *Game) canTarget(i, t int8) bool { return g.canTargetIn(nil, i, t) }

// canTargetIn is canTarget with the figures already counted (sightIn).
func (g *Game) canTargetIn(o *occupancy, i, t int8) bool {
	return g.sightIn(o, i, t) != Hidden && !g.has(t, TerrifiedCivilian)
}

// Weapon is one of a figure's ranged weapons: its profile's, or one
// gained by Repair (M.18.10).
type Weapon uint8

// Weapons.
const (
	ProfileWeapon Weapon = iota // the weapon of the figure's profile
	Disintegrator               // repaired: 5+, range 1-4 (M.18.10.3)
	FreezePistol                // repaired: 5+, range 1-3, freezes (M.18.10.4)
)

var weaponNames = [...]string{"", "disintegrator", "freeze-pistol"}

// weapons lists figure i's weapons, in order.
func (g *Game) weapons(i int8) []Weapon {
	k := int(g.st.Figs[i].Gained>>Disintegrator) & 3
	if g.prof(i).CanShoot() {
		k |= 4
	}
	return weaponLists[k] // shared: read only
}

// weaponLists are the weapon lists of weapons(), by bits: 1
// Disintegrator, 2 FreezePistol, 4 the profile's weapon.
var weaponLists = func() (t [8][]Weapon) {
	for k := range t {
		var out []Weapon
		if k&4 != 0 {
			out = append(out, ProfileWeapon)
		}
		for w := Disintegrator; w <= FreezePistol; w++ {
			if k&(1<<(w-Disintegrator)) != 0 {
				out = append(out, w)
			}
		}
		t[k] = out[:len(out):len(out)]
	}
	return t
}()

// weaponStats is a weapon's Shoot value and range (M.9.3), and whether it
// freezes (M.18.3, M.18.10.4).
func (g *Game) weaponStats(i int8, w Weapon) (shoot, lo, hi int, freeze bool) {
	switch w {
	case Disintegrator:
		return 5, 1, g.nightRange(4), false
	case FreezePistol:
		return 5, 1, g.nightRange(3), true
	}
	p := g.prof(i)
	return p.Shoot, p.RangeMin, g.nightRange(p.RangeMax), p.Abilities.Has(Freeze)
}

// shootSquares lists the squares figure i may SHOOT at with any weapon,
// in square order.
func (g *Game) shootSquares(i int8) []Sq {
	ws := g.weapons(i)
	if len(ws) == 1 {
		return g.appendShootSquaresWith(nil, i, ws[0]) // already in square order
	}
	var out []Sq
	for _, w := range ws {
		for _, q := range g.shootSquaresWith(i, w) {
			if !slices.Contains(out, q) {
				out = append(out, q)
			}
		}
	}
	slices.Sort(out)
	return out
}

// shootSquaresWith lists the squares figure i may SHOOT at with weapon w,
// in square order: no enemy is in its own square (M.5.6), the square is
// within range (M.9.2-M.9.4), holds an enemy it can see (M.9.1) and no
// figure of its own side (M.9.7, A4).
func (g *Game) shootSquaresWith(i int8, w Weapon) []Sq { return g.appendShootSquaresWith(nil, i, w) }

// canShoot reports whether figure i may SHOOT at any square with any
// weapon: len(shootSquares(i)) > 0, without building the list.
func (g *Game) canShoot(i int8) bool {
	if g.st.Figs[i].Gained>>Disintegrator&3 == 0 { // weapons(i): the profile's, if any
		return g.prof(i).CanShoot() && g.shootMask(i, ProfileWeapon, true) != 0
	}
	for _, w := range g.weapons(i) {
		if g.shootMask(i, w, true) != 0 {
			return true
		}
	}
	return false
}

// appendShootSquaresWith appends shootSquaresWith(i, w) to dst.
func (g *Game) appendShootSquaresWith(dst []Sq, i int8, w Weapon) []Sq {
	return g.shootSquaresInto(dst, i, w, false)
}

// shootSquaresInto appends shootSquaresWith(i, w) to dst, or only the
// first of them when first is set.
func (g *Game) shootSquaresInto(dst []Sq, i int8, w Weapon, first bool) []Sq {
	out := dst
	for m := g.shootMask(i, w, first); m != 0; m &= m - 1 {
		out = append(out, Sq(bits.TrailingZeros64(m)))
		if first {
			break
		}
	}
	return out
}

// shootMask is shootSquaresWith(i, w) as a mask of squares. With first
// set it may hold only some of them, never none when there are any
// (canShoot).
func (g *Game) shootMask(i int8, w Weapon, first bool) uint64 {
	if len(g.st.Sight) != 0 {
		return g.shootMaskRuled(i, w, first)
	}
	fig := &g.st.Figs[i]
	if !fig.Sq.OnMat() {
		return 0
	}
	// One count of the figures gives the squares of each side and weighs
	// sight; the model's sight depends on the squares only (modelSightIn
	// makes Clear Partial, never Hidden), so a square qualifies when it
	// holds an enemy that may be targeted (canTargetIn: no Terrified
	// Civilian, M.18.18.6) and no friend (M.9.7, A4), within range and
	// not hidden.
	o := g.occupancy()
	own, other := fig.Side&1, fig.Side.Other()&1
	a := fig.Sq
	if o.side[other]&(1<<uint(a)) != 0 {
		return 0 // an enemy in its own square (M.5.6)
	}
	// weaponStats' range: the profile's weapon here, a weapon gained by
	// Repair (M.18.10) apart.
	p := g.prof(i)
	lo, hi := p.RangeMin, p.RangeMax
	if w != ProfileWeapon {
		lo, hi = g.gainedRange(i, w)
	} else {
		hi = g.nightRange(hi)
	}
	cand := o.target[other] &^ o.side[own] & rangeMask(a, lo, hi)
	geo := g.geom()
	if cand&^geo.traced[a].Load() != 0 {
		return g.shootMaskLines(o, geo, a, cand, first) // pairs not traced yet
	}
	// Every candidate's pair is traced (matGeo.wallHidden): without a
	// crowd on its lines only the walls hide a pair (hiddenIn).
	seen := cand &^ geo.wallHidden[a].Load()
	if c := o.crowded; c != 0 && seen != 0 {
		// The pairs whose lines cross a crowd are weighed line by line.
		var risky uint64
		for ; c != 0; c &= c - 1 {
			risky |= geo.crossed[a][bits.TrailingZeros64(c)].Load()
		}
		if r := seen & risky; r != 0 {
			seen = seen&^r | g.shootMaskLines(o, geo, a, r, first)
		}
	}
	return seen
}

// shootMaskLines is shootMask square by square for the candidates cand,
// weighing each pair's lines: pairs not traced yet, or crossing a crowd.
func (g *Game) shootMaskLines(o *occupancy, geo *matGeo, a Sq, cand uint64, first bool) uint64 {
	var out uint64
	for ; cand != 0; cand &= cand - 1 {
		q := Sq(bits.TrailingZeros64(cand))
		// squareSightIn (q is not a), with losLines inlined.
		p := geo.los[int(a)*Size*Size+int(q)].Load()
		if p == nil {
			p = geo.traceLines(a, q)
		}
		if p.hiddenIn(o) {
			continue
		}
		out |= 1 << uint(q)
		if first {
			return out
		}
	}
	return out
}

// gainedRange is the range of a weapon gained by Repair (weaponStats).
func (g *Game) gainedRange(i int8, w Weapon) (lo, hi int) {
	_, lo, hi, _ = g.weaponStats(i, w)
	return lo, hi
}

// withinMask[a][d] are the squares at distance d or less from a (Dist).
var withinMask = func() (t [Size * Size][Size]uint64) {
	for a := Sq(0); a < Size*Size; a++ {
		for b := Sq(0); b < Size*Size; b++ {
			for d := Dist(a, b); d < Size; d++ {
				t[a][d] |= 1 << uint(b)
			}
		}
	}
	return t
}()

// rangeMask are the squares q with lo <= Dist(a, q) <= hi.
func rangeMask(a Sq, lo, hi int) uint64 {
	if hi < lo || hi < 0 {
		return 0
	}
	m := withinMask[a][min(hi, Size-1)]
	if lo > 0 {
		m &^= withinMask[a][min(lo-1, Size-1)]
	}
	return m
}

// shootMaskRuled is shootMask figure by figure, as sight rules set by
// tests (SetSight) answer for pairs of figures.
func (g *Game) shootMaskRuled(i int8, w Weapon, first bool) uint64 {
	fig := &g.st.Figs[i]
	if !fig.Sq.OnMat() || g.anyEnemyIn(fig.Sq, fig.Side, false) {
		return 0
	}
	_, lo, hi, _ := g.weaponStats(i, w)
	// One pass over the figures finds the squares with enemies and those
	// with friends; sight is weighed with one count of the figures.
	var enemies, friends uint64
	for k := range g.st.Figs {
		if f := &g.st.Figs[k]; f.Alive && f.Sq.OnMat() {
			if f.Side != fig.Side {
				enemies |= 1 << uint(f.Sq)
			} else if int8(k) != i {
				friends |= 1 << uint(f.Sq)
			}
		}
	}
	var out uint64
	var o *occupancy
	for cand := enemies &^ friends; cand != 0; cand &= cand - 1 {
		q := Sq(bits.TrailingZeros64(cand))
		if d := Dist(fig.Sq, q); d < lo || d > hi {
			continue
		}
		if o == nil {
			o = g.occupancy()
		}
		for k := range g.st.Figs {
			if f := &g.st.Figs[k]; f.Alive && f.Sq == q && f.Side != fig.Side && g.canTargetIn(o, i, int8(k)) {
				out |= 1 << uint(q)
				break
			}
		}
		if first && out != 0 {
			return out
		}
	}
	return out
}

// shootOptions: "shoot:<square>"; a figure with more than one weapon
// chooses the weapon for each SHOOT (M.18.10.5): "shoot:<square>:<weapon>".
func (g *Game) shootOptions(f *frame) []engine.Option {
	if g.ask() { // options change nothing: the figures are counted once
		defer g.done()
	}
	const others = 3 // Covering Fire, fight and hold
	var out []engine.Option
	i := f.Fig
	if ws := g.weapons(i); len(ws) == 1 {
		m := g.shootMask(i, ws[0], false)
		out = g.memo.mem.Options(bits.OnesCount64(m) + others)
		for ; m != 0; m &= m - 1 {
			out = append(out, shootOpts[bits.TrailingZeros64(m)])
		}
	} else {
		out = g.appendWeaponShots(g.memo.mem.Options(8+others), i, ws)
	}
	if g.has(i, CoveringFire) {
		out = g.appendCover(out, f)
	}
	if f.Parts[f.IP].Kind == pShootOrFight {
		if fig := &g.st.Figs[i]; g.anyEnemyIn(fig.Sq, fig.Side, false) && g.prof(i).Fight > 0 {
			out = append(out, optFight)
		}
	}
	return append(out, optHold)
}

// appendCover appends Covering Fire for an HMG soldier who may make it
// (M.18.4).
func (g *Game) appendCover(out []engine.Option, f *frame) []engine.Option {
	if g.canCover(f) {
		out = append(out, optCover)
	}
	return out
}

// appendWeaponShots appends the shoot options of a figure with more than
// one weapon (ws): each square with the weapon's name (M.18.10.5).
func (g *Game) appendWeaponShots(out []engine.Option, i int8, ws []Weapon) []engine.Option {
	for _, w := range ws {
		name := weaponNames[w]
		if w == ProfileWeapon {
			name = g.prof(i).ID
		}
		for m := g.shootMask(i, w, false); m != 0; m &= m - 1 {
			out = append(out, shootOpts[bits.TrailingZeros64(m)])
			out[len(out)-1].Key += ":" + name
		}
	}
	return out
}

// chooseShoot answers the shoot question (shootOptions): key is
// "shoot:" and a target, or Covering Fire, fight or hold.
func (g *Game) chooseShoot(f *frame, key string) {
	arg, shoot := strings.CutPrefix(key, "shoot:")
	if !shoot {
		g.chooseNoShot(f, key)
		return
	}
	// arg is "<square>", or "<square>:<weapon>" for a figure with more
	// than one weapon (shootOptions).
	i := f.Fig
	q, _ := ParseSq(arg[:min(len(arg), 2)])
	var w Weapon
	if len(arg) > 2 {
		w = weaponNamed(arg[3:])
	} else {
		w = g.weapons(i)[0]
	}
	if w == FreezePistol || w == ProfileWeapon && g.has(i, Freeze) {
		g.shootFreeze(f, q, w)
		return
	}
	g.selectTarget(selection{Kind: atkShoot, Att: i, Sq: q, Aim: f.Parts[f.IP].Aim, Weapon: w})
}

// weaponNamed is the weapon of a shoot option's weapon name: a gained
// weapon's, or else the profile's (shootOptions names it by its
// profile).
func weaponNamed(name string) Weapon {
	for k := Disintegrator; k <= FreezePistol; k++ {
		if name == weaponNames[k] {
			return k
		}
	}
	return ProfileWeapon
}

// chooseNoShot is chooseShoot's other answers: hold, fight, cover.
func (g *Game) chooseNoShot(f *frame, verb string) {
	switch verb {
	case "stop":
		g.nextPart(f)
	case "fight":
		g.startFight(f.Fig, g.st.Figs[f.Fig].Sq, false)
	case "cover":
		g.st.Cover = coverState{Active: true}
		g.st.Wait = wCover
	}
}

// shootFreeze declares a Freeze shot at square q (M.18.3): every figure
// there the shooter can see is rolled for (rollFreeze).
func (g *Game) shootFreeze(f *frame, q Sq, w Weapon) {
	aim := f.Parts[f.IP].Aim
	g.st.Sel = selection{Kind: atkShoot, Att: f.Fig, Sq: q, Aim: aim, Weapon: w}
	g.st.Atk = attack{Kind: atkFreeze, Att: f.Fig, Def: -1, Aim: aim, Weapon: w}
	if g.logging() {
		g.log.Add("mars M.18.3", g.eventMessage("mars.freeze", "figure", g.st.Figs[f.Fig].ID, "square", q), nil)
	}
	g.openWindow()
}

// shootPool is the shooting pool at target t: 3 dice, 4 with clear view
// (M.10.1), +1 for AIM (M.10.2), and cards played on the test (M.10.3).
func (g *Game) shootPool(i, t int8, aim bool, cards int8) int {
	if g.logging() {
		return g.shootPoolLogged(i, t, aim, cards)
	}
	n := 3
	if len(g.st.Sight) == 0 {
		if g.clearView(i, t) {
			n++
		}
	} else if g.sightOf(i, t) == Clear {
		n++
	}
	if aim {
		n++
	}
	if g.has(i, AntiTank) {
		n += g.antiTankDice(i, t)
	}
	if cards > 0 {
		n += int(cards)
	}
	return n
}

// shootPoolLogged is shootPool logging each die it adds.
func (g *Game) shootPoolLogged(i, t int8, aim bool, cards int8) int {
	n := 3
	if g.sightOf(i, t) == Clear {
		n++
		g.log.Add("mars M.10.1", g.eventMessage("mars.shoot.clear-view", "figure", g.st.Figs[i].ID, "target", g.st.Figs[t].ID), nil)
	}
	if aim {
		n++
		g.logFig("mars M.10.2", "mars.shoot.aim", i)
	}
	n += g.antiTankDice(i, t)
	if cards > 0 {
		n += int(cards)
		g.log.Add("mars M.10.3", g.eventMessage("mars.shoot.card-bonus", "figure", g.st.Figs[i].ID, "dice", int(cards)), nil)
	}
	return n
}

// survive makes target t's Survive roll against s shooting successes
// (M.10.5-M.10.7), with Armour and Heavy Armour (M.18.11, M.18.15)
// unless the attack is Armour-piercing (M.18.12); cards may add dice. It
// returns whether t was killed; shooter is the killer (-1 for a card).
func (g *Game) survive(t, shooter int8, s int, piercing bool, by Side, how killHow, cards int8) bool {
	pr := g.prof(t)
	r := g.rollFor(t, 3+int(cards), pr.Survive, "mars M.10.5", "survive")
	bonus := 0
	if pr.Abilities&(Armour|HeavyArmour) != 0 {
		bonus = g.armourBonus(t, piercing)
	}
	if s > r+bonus {
		g.logFig("mars M.10.6", "mars.shoot.hits", t)
		return g.hit(t, shooter, by, how)
	}
	g.logFig("mars M.10.7", "mars.shoot.misses", t)
	if bonus > 0 && s > r && !g.st.Figs[t].Terrified {
		g.armourTerrifies(t, bonus)
	}
	return false
}

// armourBonus is what Armour (+1) or Heavy Armour (+2) adds to target
// t's successes (M.18.11, M.18.15), nothing against an Armour-piercing
// attack (M.18.12).
func (g *Game) armourBonus(t int8, piercing bool) int {
	// survive calls it for a figure with Armour or Heavy Armour.
	if piercing && g.opts.ArmourPiercingActive {
		g.logFig("mars M.18.12", "mars.shoot.armour-pierced", t)
		return 0
	}
	bonus := 1
	if g.has(t, HeavyArmour) {
		bonus = 2
	}
	if g.logging() {
		g.logArmour(t, bonus)
	}
	return bonus
}

// logArmour logs armour's bonus to figure t's Survive roll.
func (g *Game) logArmour(t int8, bonus int) {
	rule := "mars M.18.11"
	if bonus == 2 {
		rule = "mars M.18.15"
	}
	g.log.Add(rule, g.eventMessage("mars.shoot.armour", "figure", g.st.Figs[t].ID, "bonus", bonus), nil)
}

// armourTerrifies: the armour decided between death and survival, and
// the target is terrified (M.18.11.2, M.18.15.2).
func (g *Game) armourTerrifies(t int8, bonus int) {
	rule := "mars M.18.11"
	if bonus == 2 {
		rule = "mars M.18.15"
	}
	g.unplace(t)
	g.st.Figs[t].Terrified = true
	g.place(t)
	g.logFig(rule, "mars.terrified", t)
}

// resolveShot declares one SHOOT attack of figure i at figure t (M.10)
// and opens its card window (M.10.3, M.13.7).
func (g *Game) resolveShot(i, t int8, aim, second bool, w Weapon) {
	g.st.Atk = attack{Kind: atkShoot, Att: i, Def: t, Aim: aim, Second: second, Weapon: w}
	if g.logging() {
		g.logShotAt(i, t)
	}
	g.openWindow()
}

// logShotAt logs the declaration of a SHOOT attack (resolveShot).
func (g *Game) logShotAt(i, t int8) {
	g.log.Add("mars M.10.4", g.eventMessage("mars.shoot.at", "figure", g.st.Figs[i].ID, "target", g.st.Figs[t].ID), nil)
}

// rollShot rolls the declared SHOOT attack and the target's Survive roll.
func (g *Game) rollShot() {
	a := g.st.Atk
	i, t := a.Att, a.Def
	sq := g.st.Figs[t].Sq
	shoot := g.prof(i).Shoot // weaponStats
	if a.Weapon != ProfileWeapon {
		shoot, _, _, _ = g.weaponStats(i, a.Weapon)
	}
	r := g.rollFor(i, g.shootPool(i, t, a.Aim, g.st.Win.AttDice), shoot, "mars M.10.4", "shoot")
	piercing := a.Weapon == ProfileWeapon && g.has(i, ArmourPiercing)
	killed := g.survive(t, i, r, piercing, g.st.Figs[i].Side, killShot, g.st.Win.DefDice)
	if killed {
		g.terrifiedTests(sq, "mars M.12.1")
	}
	g.attackDone(killed || g.st.Figs[t].Terrified, killed)
}

// rollFreeze is a Freeze shot at a square: one roll for each figure
// there the shooter can see (A19; the alternative: one roll for all,
// each target surviving on its own); every survivor is marked as
// activated (M.18.3). Cards played on it add to every roll.
func (g *Game) rollFreeze() {
	i, q, aim, cards := g.st.Atk.Att, g.st.Sel.Sq, g.st.Atk.Aim, g.st.Win.AttDice
	shoot, _, _, _ := g.weaponStats(i, g.st.Atk.Weapon)
	anyKilled := false
	once := -1 // the successes of the single roll
	if !g.opts.FreezePerFigure {
		// The visibility bonus of a single roll: clear view only if every
		// target is in clear view.
		t := int8(-1)
		for _, e := range g.enemiesIn(q, g.st.Figs[i].Side, false) {
			if g.canTarget(i, e) && (t < 0 || g.sightOf(i, e) != Clear) {
				t = e
			}
		}
		if t >= 0 {
			once = g.rollFor(i, g.shootPool(i, t, aim, cards), shoot, "mars M.10.4", "shoot")
		}
	}
	var last int8 = -1
	for _, t := range g.enemiesIn(q, g.st.Figs[i].Side, false) {
		if !g.canTarget(i, t) {
			continue
		}
		last = t
		r := once
		if r < 0 {
			r = g.rollFor(i, g.shootPool(i, t, aim, cards), shoot, "mars M.10.4", "shoot")
		}
		if g.survive(t, i, r, g.has(i, ArmourPiercing), g.st.Figs[i].Side, killShot, 0) {
			anyKilled = true
			continue
		}
		if !g.st.Figs[t].Activated {
			g.setActivated(t, true)
			g.logFig("mars M.18.3", "mars.frozen", t)
		}
	}
	if anyKilled {
		g.terrifiedTests(q, "mars M.12.1")
	}
	g.st.Atk = attack{Kind: atkShoot, Att: i, Def: last, Aim: aim, Weapon: g.st.Atk.Weapon}
	g.attackDone(false, false)
}

// attackDone returns to the activation after an attack's target was
// resolved (or there was none): a FIGHT ends the action; after a SHOOT
// come Rapid Fire's second attack (M.18.14) and Too Many Late Nights
// (M.18.19), then the next part.
func (g *Game) attackDone(terrifiedOrDead, killed bool) {
	if g.st.Sel.Kind == atkFight {
		g.fightDone()
		return
	}
	if len(g.st.Stack) == 0 {
		return
	}
	f := g.top()
	a := g.st.Atk
	if !a.Second && terrifiedOrDead && g.has(a.Att, RapidFire) && g.rapidTargets() {
		g.st.Wait = wRapid
		return
	}
	g.afterShot(f, killed)
}

// afterShot: Too Many Late Nights may follow a shot that did not kill
// (M.18.19); then the action goes on.
func (g *Game) afterShot(f *frame, killed bool) {
	if !killed && g.has(f.Fig, TooManyLateNights) && g.canSpend(f.Fig) && g.st.Figs[f.Fig].Alive {
		g.st.Wait = wLateNights
		return
	}
	g.nextPart(f)
}

// rapidTargets: another enemy in the first target's square can be shot.
func (g *Game) rapidTargets() bool {
	a := g.st.Atk
	for _, e := range g.enemiesIn(g.st.Sel.Sq, g.st.Figs[a.Att].Side, false) {
		if e != a.Def && g.canTarget(a.Att, e) {
			return true
		}
	}
	return false
}

func (g *Game) chooseRapid(f *frame, verb string) {
	if verb == "stop" {
		g.afterShot(f, false)
		return
	}
	g.logFig("mars M.18.14", "mars.rapid-fire", f.Fig)
	s := g.st.Sel
	s.Second = true
	g.selectTarget(s)
}

func (g *Game) chooseLateNights(f *frame, verb string) {
	if verb == "stop" {
		g.nextPart(f)
		return
	}
	g.spend(f.Fig)
	n := int8(2)
	if !g.opts.LateNightsFullMove {
		n = 1
	}
	g.log.Add("mars M.18.19", g.eventMessage("mars.late-nights", "figure", g.st.Figs[f.Fig].ID, "hp", int(g.st.Figs[f.Fig].HP)), nil)
	g.insertPart(f, part{Kind: pMove, N: n})
	g.nextPart(f)
}
