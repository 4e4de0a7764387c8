package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// This file holds the abilities of M.18 that are not part of another
// rule's file. Played elsewhere: Fearless (fight.go: selectTarget),
// Freeze, Armour, Heavy Armour, Armour-piercing, Rapid Fire, Too Many
// Late Nights (shoot.go), Baton (fight.go), Klutz (dice.go), Follow Me!,
// Born Leader, In Charge (hero.go), Doomed Love's distance
// (movement.go). Dragon Slayer and Anti-tank weapon are below: they add
// dice against profiles marked big or vehicle in the content, of which
// the core set has none (G9).

// coverState is a Covering Fire attack being declared (M.18.4).
type coverState struct {
	Active  bool   `json:"active,omitempty"`
	Squares uint64 `json:"squares,omitempty"`
}

// canCover: an HMG soldier may make a Covering Fire attack instead of
// shooting, if it does not MOVE in this activation (M.18.4.1).
func (g *Game) canCover(f *frame) bool {
	if !g.has(f.Fig, CoveringFire) || f.Moved || f.InExtra {
		return false
	}
	// A following MOVE of the action (shoot-move) is given up.
	return g.canShoot(f.Fig) // len(shootSquares) > 0
}

func adjacentMask(q Sq, m uint64, diagonal bool) bool {
	for r := Sq(0); r < Size*Size; r++ {
		if m&(1<<uint(r)) == 0 {
			continue
		}
		dx, dy := q.X()-r.X(), q.Y()-r.Y()
		if dx < 0 {
			dx = -dx
		}
		if dy < 0 {
			dy = -dy
		}
		if dx+dy == 1 || (diagonal && dx == 1 && dy == 1) {
			return true
		}
	}
	return false
}

// coverOptions: up to 3 target squares, each bordering one already
// chosen (A18: 8-directional), each holding a target the figure could
// shoot normally (M.18.4.2).
func (g *Game) coverOptions(f *frame) []engine.Option {
	out := g.memo.mem.Options(4)
	m := g.st.Cover.Squares
	n := 0
	for r := Sq(0); r < Size*Size; r++ {
		if m&(1<<uint(r)) != 0 {
			n++
		}
	}
	if n < 3 {
		for _, q := range g.shootSquares(f.Fig) {
			if m&(1<<uint(q)) != 0 || (m != 0 && !adjacentMask(q, m, g.opts.CoveringFireDiagonal)) {
				continue
			}
			out = append(out, optAt(coverKeys[q], messageWith("mars.opt.cover-square", argSquare[q]), q))
		}
	}
	if m != 0 {
		out = append(out, opt("fire", plainMessage("mars.opt.fire")))
	}
	return out
}

func (g *Game) chooseCover(f *frame, verb, arg string) {
	if verb == "cover" {
		q, _ := ParseSq(arg)
		g.st.Cover.Squares |= 1 << uint(q)
		g.st.Wait = wCover
		return
	}
	// No dice: every soldier in the chosen squares becomes terrified;
	// heroes are not affected (M.18.4.3).
	if g.logging() {
		g.log.Add("mars M.18.4", engine.M("mars.cover", "figure", g.st.Figs[f.Fig].ID), nil)
	}
	for i := range g.st.Figs {
		o := &g.st.Figs[i]
		if o.Alive && o.Sq.OnMat() && g.st.Cover.Squares&(1<<uint(o.Sq)) != 0 &&
			g.profiles[o.Profile].Kind == Soldier && !o.Terrified {
			g.unplace(int8(i))
			o.Terrified = true
			g.place(int8(i))
			if g.logging() {
				g.log.Add("mars M.18.4", engine.M("mars.terrified", "figure", o.ID), nil)
			}
		}
	}
	g.st.Cover = coverState{}
	// The figure does not MOVE in this activation (M.18.4.1).
	g.endAction(f)
}

// authState is the Authority step at the start of a round (M.18.1, A9).
type authState struct {
	Active bool    `json:"active,omitempty"`
	Step   int8    `json:"step"`
	Paid   [2]int8 `json:"paid"` // figure index+1 that paid, per side
}

// authorities lists side s's figures that may use Authority now: on the
// mat, with a hero point they may spend.
func (g *Game) authorities(s Side) []int8 {
	var out []int8
	for i := range g.st.Figs {
		if g.authority(s, int8(i)) {
			out = append(out, int8(i))
		}
	}
	return out
}

// anyAuthority: len(authorities(s)) > 0, without the list.
func (g *Game) anyAuthority(s Side) bool {
	for i := range g.st.Figs {
		if g.authority(s, int8(i)) {
			return true
		}
	}
	return false
}

// authority: figure i is one of authorities(s).
func (g *Game) authority(s Side, i int8) bool {
	f := &g.st.Figs[i]
	if f.Side != s || f.HP <= 0 || !f.Alive || !f.Sq.OnMat() {
		return false // the cheap tests first
	}
	pr := &g.profiles[f.Profile]
	return pr.Abilities.Has(Authority) && (pr.Kind == Hero || g.opts.SoldierHeroPoints)
}

// authSide is the side asked at the current Authority step: first the
// side that would not start, then — only if it paid — the side that
// would (M.18.1.2).
func (g *Game) authSide() Side {
	if g.st.Auth.Step == 0 {
		return g.st.First.Other()
	}
	return g.st.First
}

// stepAuthority asks the sides in turn, then starts the round's first
// turn: the side that bought it, or the normal one if both paid.
func (g *Game) stepAuthority() {
	a := &g.st.Auth
	for a.Step < 2 {
		s := g.authSide()
		if (a.Step == 0 || a.Paid[g.st.First.Other()] > 0) && g.anyAuthority(s) {
			g.st.Wait = wAuthority
			return
		}
		a.Step++
	}
	a.Active = false
	starter, must := g.st.First, a.Paid[g.st.First]
	if other := g.st.First.Other(); a.Paid[other] > 0 && a.Paid[g.st.First] == 0 {
		starter, must = other, a.Paid[other]
	}
	if starter != g.st.First {
		g.st.First = starter
		g.log.Add("mars M.18.1", engine.M("mars.authority.first", "side", starter), nil)
	}
	g.beginTurn(starter)
	g.st.Turn.Must = must
}

func (g *Game) authorityDecision() *engine.Decision {
	s := g.authSide()
	d := g.memo.mem.Decision(g.seatOf(s), messageWith("mars.prompt.authority", sideArgs[s]))
	d.Options = g.memo.mem.Options(4)
	for _, i := range g.authorities(s) {
		d.Options = append(d.Options, optAt(g.names(i).authority, g.figMsg("mars.opt.authority", i), g.st.Figs[i].Sq))
	}
	d.Options = append(d.Options, opt("no", plainMessage("mars.opt.no-authority")))
	return d
}

func (g *Game) chooseAuthority(verb, arg string) {
	s := g.authSide()
	if verb == "authority" {
		i := g.figByID(arg)
		g.usePoint(i)
		g.st.Figs[i].SpentTurn = int16(g.st.TurnNo + 1) // the point of the coming turn (A7)
		g.st.Auth.Paid[s] = i + 1
		g.log.Add("mars M.18.1", engine.M("mars.authority", "figure", arg, "hp", int(g.st.Figs[i].HP)), nil)
	}
	g.st.Auth.Step++
}

// dragonSlayerDice is Dragon Slayer's +1 fight die for figure i fighting
// opp, a figure with a larger base than a normal human's or none at all
// (M.18.2). Only a roll on Fight is fighting: the attacker's, or a
// defender's that fights back (rollFight); a dodge is not.
func (g *Game) dragonSlayerDice(i, opp int8) int {
	if !g.has(i, DragonSlayer) || !g.prof(opp).Big {
		return 0
	}
	g.log.Add("mars M.18.2", engine.M("mars.dragon-slayer", "figure", g.st.Figs[i].ID, "target", g.st.Figs[opp].ID), nil)
	return 1
}

// antiTankDice is the Anti-tank weapon's +2 shooting dice for figure i
// aiming at target t, a VEHICLE (M.18.9).
func (g *Game) antiTankDice(i, t int8) int {
	if !g.has(i, AntiTank) || !g.prof(t).Vehicle {
		return 0
	}
	g.log.Add("mars M.18.9", engine.M("mars.anti-tank", "figure", g.st.Figs[i].ID, "target", g.st.Figs[t].ID), nil)
	return 2
}
