package marsattacks

import (
	"math/bits"

	"github.com/sulaco/sulaco/internal/engine"
)

// attack is the FIGHT or SHOOT attack being resolved.
type attack struct {
	Kind   uint8 `json:"kind"` // atkFight or atkShoot
	Att    int8  `json:"att"`
	Def    int8  `json:"def"`
	Charge bool  `json:"charge,omitempty"`
	Aim    bool  `json:"aim,omitempty"`
	Second bool  `json:"second,omitempty"` // Rapid Fire's second attack
	// Mode is the defence in a FIGHT: "fight", "dodge" or "baton".
	Mode string `json:"mode,omitempty"`
	// Weapon is the weapon of a SHOOT attack (M.18.10.5).
	Weapon Weapon `json:"weapon,omitempty"`
}

const (
	atkFight  uint8 = iota + 1
	atkShoot        // one SHOOT attack at one figure
	atkFreeze       // a Freeze attack at a square (M.18.3)
)

// selection is a target being chosen inside a square.
type selection struct {
	Kind   uint8  `json:"kind"` // atkFight or atkShoot
	Att    int8   `json:"att"`
	Sq     Sq     `json:"sq"`
	Cands  uint64 `json:"cands"`
	Charge bool   `json:"charge,omitempty"`
	Aim    bool   `json:"aim,omitempty"`
	Second bool   `json:"second,omitempty"`
	Weapon Weapon `json:"weapon,omitempty"`
}

// startFight makes figure att fight an enemy in square sq; the attacker
// chooses which (M.5.4), subject to Fearless (M.18.6).
func (g *Game) startFight(att int8, sq Sq, charge bool) {
	g.selectTarget(selection{Kind: atkFight, Att: att, Sq: sq, Charge: charge})
}

// selectTarget narrows the possible targets in a square: the enemies
// there (for SHOOT only those the shooter can see, M.9.5, M.18.6.4, and
// never a Terrified Civilian, M.18.18.6); if any of them is Fearless and
// not terrified, one of those must be chosen (M.18.6.1-2) and their
// owner chooses which (M.18.6.3); otherwise the attacker chooses.
func (g *Game) selectTarget(s selection) {
	side := g.st.Figs[s.Att].Side
	shoot, ruled := s.Kind == atkShoot, len(g.st.Sight) != 0
	// Without sight rules (SetSight) what the shooter sees of a figure is
	// Hidden only when its square is (modelSightIn), so the square is
	// weighed once for all the figures in it.
	if shoot && !ruled && g.squareHidden(g.st.Figs[s.Att].Sq, s.Sq) {
		s.Cands = 0
		g.st.Sel = s
		g.attackDone(false, false) // nothing left to attack
		return
	}
	var cands, fearless uint64 // figure indices as bits
	for _, e := range g.enemiesIn(s.Sq, side, false) {
		if shoot {
			if ruled && !g.canTarget(s.Att, e) || g.has(e, TerrifiedCivilian) || (s.Second && e == g.st.Atk.Def) {
				continue
			}
		}
		cands |= 1 << uint(e)
		if g.has(e, Fearless) && !g.st.Figs[e].Terrified {
			fearless |= 1 << uint(e)
		}
	}
	if fearless != 0 {
		cands = fearless
	}
	s.Cands = cands
	g.st.Sel = s
	switch {
	case cands == 0:
		g.attackDone(false, false) // nothing left to attack
	case cands&(cands-1) == 0:
		g.targetChosen(int8(bits.TrailingZeros64(cands)))
	case fearless != 0:
		g.st.Wait = wJump
	default:
		g.st.Wait = wTarget
	}
}

func (g *Game) targetDecision() *engine.Decision {
	side := g.st.Figs[g.st.Sel.Att].Side
	prompt := g.memo.mem.Message("mars.prompt.target", "figure", g.st.Figs[g.st.Sel.Att].ID, "square", g.st.Sel.Sq.String())
	d := g.memo.mem.Decision(g.seatOf(side), prompt)
	d.Options = g.memo.mem.Options(SquareCap)
	// The candidates (figure indices, bits of Cands) in ascending order.
	for m := g.st.Sel.Cands; m != 0; m &= m - 1 {
		c := int8(bits.TrailingZeros64(m))
		d.Options = append(d.Options, opt(g.names(c).target, g.figMsg("mars.opt.target", c)))
	}
	return d
}

func (g *Game) jumpDecision() *engine.Decision {
	side := g.st.Figs[g.st.Sel.Att].Side.Other()
	prompt := g.memo.mem.Message("mars.prompt.jump", "square", g.st.Sel.Sq.String())
	d := g.memo.mem.Decision(g.seatOf(side), prompt)
	d.Options = g.memo.mem.Options(SquareCap)
	for m := g.st.Sel.Cands; m != 0; m &= m - 1 {
		c := int8(bits.TrailingZeros64(m))
		d.Options = append(d.Options, opt(g.names(c).jump, g.figMsg("mars.opt.jump", c)))
	}
	return d
}

// targetChosen starts the attack on the chosen figure.
func (g *Game) targetChosen(t int8) {
	s := g.st.Sel
	if s.Kind == atkFight {
		g.beginFight(s.Att, t, s.Charge)
		return
	}
	g.resolveShot(s.Att, t, s.Aim, s.Second, s.Weapon)
}

// appendDefences appends what the defender of the current fight may do
// (M.8.6) to out: dodge always; fight back unless terrified (M.12.5) or
// without Fight (M.7.4); Baton (M.18.13) unless both have it.
func (g *Game) appendDefences(out []string) []string {
	a := &g.st.Atk
	def := &g.st.Figs[a.Def]
	canFight := !def.Terrified && g.prof(a.Def).Fight > 0
	if canFight {
		out = append(out, "fight")
	}
	if g.has(a.Def, Baton) && !g.has(a.Att, Baton) && g.prof(a.Def).Fight > 0 && (canFight || !g.opts.BatonLethal) {
		out = append(out, "baton")
	}
	return append(out, "dodge")
}

// beginFight starts a FIGHT between attacker and defender (M.8).
func (g *Game) beginFight(att, def int8, charge bool) {
	g.st.Atk = attack{Kind: atkFight, Att: att, Def: def, Charge: charge}
	if g.logging() {
		g.log.Add("mars M.8.1", g.eventMessage("mars.fight.start", "attacker", g.st.Figs[att].ID, "defender", g.st.Figs[def].ID), nil)
	}
	var buf [3]string
	if d := g.appendDefences(buf[:0]); len(d) == 1 {
		g.defend(d[0])
		return
	}
	g.st.Wait = wDefend
}

// defend records the defence (M.8.6) and opens the test's card window
// (M.8.4, M.13.7).
func (g *Game) defend(mode string) {
	g.st.Atk.Mode = mode
	if g.logging() {
		g.log.Add("mars M.8.6", g.eventMessage("mars.fight.defence", "figure", g.st.Figs[g.st.Atk.Def].ID, "defence", mode), nil)
	}
	g.openWindow()
}

func (g *Game) defendDecision() *engine.Decision {
	a := &g.st.Atk
	side := g.st.Figs[a.Def].Side
	prompt := g.memo.mem.Message("mars.prompt.defend", "figure", g.st.Figs[a.Def].ID, "attacker", g.st.Figs[a.Att].ID)
	d := g.memo.mem.Decision(g.seatOf(side), prompt)
	d.Options = g.memo.mem.Options(3)
	var buf [3]string
	for _, k := range g.appendDefences(buf[:0]) {
		d.Options = append(d.Options, *defendOpt(k))
	}
	return d
}

// defendOpts are the defence options, built once: "defend:<mode>" with
// message "mars.opt.defend.<mode>".
var defendOpts = [3]engine.Option{
	opt("defend:fight", plainMessage("mars.opt.defend.fight")),
	opt("defend:baton", plainMessage("mars.opt.defend.baton")),
	opt("defend:dodge", plainMessage("mars.opt.defend.dodge")),
}

// defendOpt is the prebuilt option of defence mode k (appendDefences).
func defendOpt(k string) *engine.Option {
	switch k {
	case "fight":
		return &defendOpts[0]
	case "baton":
		return &defendOpts[1]
	}
	return &defendOpts[2]
}

// fightPool is a figure's FIGHT pool: 3 dice (M.8.1), +1 for the charge
// (M.8.2), +1 for support (M.8.3), and cards played on the test (M.8.4).
func (g *Game) fightPool(i int8, charge bool, cards int8) int {
	n := 3
	if charge {
		n++
		g.logFig("mars M.8.2", "mars.fight.charge", i)
	}
	if g.friendsIn(g.st.Figs[i].Sq, g.st.Figs[i].Side, i) {
		n++
		g.logFig("mars M.8.3", "mars.fight.support", i)
	}
	if cards > 0 {
		n += int(cards)
		if g.logging() {
			g.log.Add("mars M.8.4", g.eventMessage("mars.fight.card-bonus", "figure", g.st.Figs[i].ID, "dice", int(cards)), nil)
		}
	}
	return n
}

// rollFight rolls both pools and applies the result (M.8.5-M.8.11).
func (g *Game) rollFight() {
	a := g.st.Atk
	mode := a.Mode
	att, def := &g.st.Figs[a.Att], &g.st.Figs[a.Def]
	sq := def.Sq
	ap := g.fightPool(a.Att, a.Charge, g.st.Win.AttDice) + g.dragonSlayerDice(a.Att, a.Def)
	dp := g.fightPool(a.Def, false, g.st.Win.DefDice)
	if mode != "dodge" {
		dp += g.dragonSlayerDice(a.Def, a.Att) // fighting back (or Baton) is fighting
	}
	ar := g.rollFor(a.Att, ap, g.prof(a.Att).Fight, "mars M.8.5", "fight")
	target := g.prof(a.Def).Survive
	rule := "mars M.8.6"
	if mode != "dodge" {
		target = g.prof(a.Def).Fight
		if mode == "baton" {
			rule = "mars M.18.13"
		}
	}
	dr := g.rollFor(a.Def, dp, target, rule, "defend")
	lethal := mode == "fight" || (mode == "baton" && g.opts.BatonLethal)
	killed := false
	switch {
	case ar > dr:
		if g.logging() {
			g.log.Add("mars M.8.9", g.eventMessage("mars.fight.attacker-wins", "attacker", att.ID, "defender", def.ID), nil)
		}
		killed = g.hit(a.Def, a.Att, att.Side, killFight)
	case dr > ar && lethal:
		if g.logging() {
			g.log.Add("mars M.8.10", g.eventMessage("mars.fight.defender-wins", "attacker", att.ID, "defender", def.ID), nil)
		}
		killed = g.hit(a.Att, a.Def, def.Side, killFight)
	default:
		if g.logging() {
			g.log.Add("mars M.8.11", g.eventMessage("mars.fight.miss", "attacker", att.ID, "defender", def.ID), nil)
		}
	}
	if mode == "baton" && att.Alive && !att.Terrified {
		g.unplace(a.Att)
		att.Terrified = true // M.18.13.2
		g.place(a.Att)
		if g.logging() {
			g.log.Add("mars M.18.13", g.eventMessage("mars.terrified", "figure", att.ID), nil)
		}
	}
	if killed && g.opts.TerrifiedOnFightKill { // A5
		g.terrifiedTests(sq, "mars A5")
	}
	g.fightDone()
}

// fightDone: FIGHT ends the attacker's action (M.5.5, M.8.12).
func (g *Game) fightDone() {
	if len(g.st.Stack) == 0 {
		return
	}
	f := g.top()
	if f.Fig == g.st.Atk.Att {
		f.Fought = true
		g.endAction(f)
	}
}
