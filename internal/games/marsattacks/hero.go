package marsattacks

import (
	"math/bits"

	"github.com/sulaco/sulaco/internal/engine"
)

// hit is an attack's killing result on figure v, caused by side by. A
// figure with hero points spends one at once and ignores the damage
// (M.17.4; soldiers with hero points too, A7 ii); otherwise it is killed
// and removed (M.8.9, M.10.6). killer is the figure that made the attack
// (-1 for a card). It returns whether v died.
func (g *Game) hit(v, killer int8, by Side, how killHow) bool {
	fig := &g.st.Figs[v]
	if fig.HP > 0 && (g.prof(v).Kind == Hero || g.opts.SoldierHeroPoints) {
		g.pointSaves(v)
		return false
	}
	g.unplace(v)
	fig.Alive = false
	fig.Killed = true
	fig.Terrified = false
	fig.Activated = false
	at := fig.Sq
	fig.Sq = Off
	g.place(v)
	if g.logging() {
		g.logKilled(v, at, how)
	}
	g.score(by, v, killer, how)
	g.recycle(v, killer)
	g.dropLoot(v, at)
	g.doomedLove(v, killer)
	return true
}

// pointSaves: figure v spends a hero point and ignores the damage
// (M.17.4).
func (g *Game) pointSaves(v int8) {
	g.usePoint(v)
	if g.logging() {
		g.log.Add("mars M.17.4", g.eventMessage("mars.hero-point.saved", "figure", g.st.Figs[v].ID, "hp", int(g.st.Figs[v].HP)), nil)
	}
}

// logKilled logs the death of figure v in square at, under the rule of
// its cause.
func (g *Game) logKilled(v int8, at Sq, how killHow) {
	rule := "mars M.10.6"
	switch {
	case how == killCard:
		rule = "mars M.11.2"
	case how == killFight && v == g.st.Atk.Att:
		rule = "mars M.8.10"
	case how == killFight:
		rule = "mars M.8.9"
	}
	g.log.Add(rule, g.eventMessage("mars.killed", "figure", g.st.Figs[v].ID, "square", at), nil)
}

// doomedLove: when one partner is killed the other goes berserk; a
// berserk figure gains 1 hero point for the turn for every enemy it kills
// (M.18.17.3).
func (g *Game) doomedLove(victim, killer int8) {
	if p := g.partner(victim); p >= 0 && !g.st.Figs[p].Berserk {
		g.st.Figs[p].Berserk = true
		g.logFig("mars M.18.17", "mars.berserk", p)
	}
	if killer >= 0 && g.st.Figs[killer].Alive && g.st.Figs[killer].Berserk && g.st.Figs[killer].Side != g.st.Figs[victim].Side {
		k := &g.st.Figs[killer]
		k.HP++
		k.Bonus++
		g.st.BonusOut = true
		g.log.Add("mars M.18.17", g.eventMessage("mars.berserk.point", "figure", k.ID, "hp", int(k.HP)), nil)
	}
}

// expireBonus removes the berserk points not spent in the turn (A7 i).
func (g *Game) expireBonus() {
	if !g.st.BonusOut {
		return // no figure holds a berserk point: the scan finds nothing
	}
	g.st.BonusOut = false
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		if f.Bonus > 0 {
			f.HP -= f.Bonus
			f.Bonus = 0
			g.log.Add("mars M.18.17", g.eventMessage("mars.berserk.expire", "figure", f.ID, "hp", int(f.HP)), nil)
		}
	}
}

// appendExtraOptions appends to dst a hero's extra actions for 1 hero
// point, taken before or after the normal action (M.17.5, M.17.6), once
// per activation, with the normal restrictions (M.17.9).
func (g *Game) appendExtraOptions(dst []engine.Option, f *frame) []engine.Option {
	return g.appendExtras(dst, f, nil)
}

// able is whether a figure can MOVE (canMove) and SHOOT (canShoot), as
// the action options found it.
type able struct{ move, shoot bool }

// appendExtras is appendExtraOptions with the figure's able when known
// (nil: work it out).
func (g *Game) appendExtras(dst []engine.Option, f *frame, a *able) []engine.Option {
	if f.ExtraUsed || g.st.Figs[f.Fig].HP <= 0 {
		return dst // canSpend is false without hero points
	}
	return g.appendExtraActs(dst, f, a)
}

// appendExtraActs is appendExtras for a figure with hero points.
func (g *Game) appendExtraActs(dst []engine.Option, f *frame, a *able) []engine.Option {
	i := f.Fig
	fig := &g.st.Figs[i]
	if fig.Terrified || !g.canSpend(i) {
		return dst
	}
	if a == nil {
		a = &able{move: g.canMove(nil, i), shoot: g.canShoot(i)}
	}
	// The offered extras as bits of extraOpts, copied in their order.
	can := [len(extraOpts)]bool{a.move, a.shoot, g.anyEnemyIn(fig.Sq, fig.Side, false) && g.prof(i).Fight > 0}
	for k, o := range extraOpts {
		if can[k] {
			dst = append(dst, o)
		}
	}
	return dst
}

// extraOpts are the extra actions' options, built once: MOVE, SHOOT,
// FIGHT (M.17.5).
var extraOpts = [3]engine.Option{
	opt("extra:move", plainMessage("mars.opt.extra.move")),
	opt("extra:shoot", plainMessage("mars.opt.extra.shoot")),
	opt("extra:fight", plainMessage("mars.opt.extra.fight")),
}

// startExtra spends the point and runs the extra action.
func (g *Game) startExtra(f *frame, what string) {
	g.spend(f.Fig)
	f.ExtraUsed = true
	if g.logging() {
		g.log.Add("mars M.17.5", g.eventMessage("mars.hero-point.extra", "figure", g.st.Figs[f.Fig].ID, "extra", what, "hp", int(g.st.Figs[f.Fig].HP)), nil)
	}
	switch what {
	case "move":
		g.setParts(f, part{Kind: pMove, N: 1})
	case "shoot":
		g.setParts(f, part{Kind: pShoot})
	case "fight":
		g.setParts(f, part{Kind: pFight})
	}
}

// Leader abilities (M.18.5, M.18.7, M.18.8).
const (
	leadFollowMe uint8 = iota + 1
	leadBornLeader
	leadInCharge
)

// followers lists the figures a leader may activate around square c:
// figures of its side, not activated and not active, of the right kind
// (soldiers, or heroes for Born Leader), no more than 2 squares away.
func (g *Game) followers(leader int8, c Sq, heroes bool) uint64 {
	var m uint64
	for e := g.mayFollow(leader, heroes); e != 0; e &= e - 1 {
		if j := bits.TrailingZeros64(e); Dist(c, g.st.Figs[j].Sq) <= 2 {
			m |= 1 << uint(j)
		}
	}
	return m
}

// mayFollow are the figures that could follow the leader wherever the
// centre is: followers before the distance is measured.
func (g *Game) mayFollow(leader int8, heroes bool) uint64 {
	// The figures' count has the side's figures alive on the mat without
	// an activation marker (ready); those not active are left, but the
	// leader, of the right kind.
	want := Soldier
	if heroes {
		want = Hero
	}
	var m uint64
	e := g.occupancy().ready[g.st.Figs[leader].Side&1] &^ g.stackMask() &^ (1 << uint(leader))
	for ; e != 0; e &= e - 1 {
		if j := bits.TrailingZeros64(e); g.profiles[g.st.Figs[j].Profile].Kind == want {
			m |= 1 << uint(j)
		}
	}
	return m
}

// inChargeMask are the squares In Charge could be centred on (any
// square with someone to activate around it, M.18.8).
func (g *Game) inChargeMask(i int8) uint64 {
	var at uint64 // the squares of the figures that may follow
	for e := g.mayFollow(i, false); e != 0; e &= e - 1 {
		at |= 1 << uint(g.st.Figs[bits.TrailingZeros64(e)].Sq)
	}
	// followers(i, q, false) != 0 where a figure that may follow stands
	// within 2 of q: the squares within 2 of those figures' squares
	// (distance is symmetric).
	var m uint64
	for ; at != 0; at &= at - 1 {
		m |= within2[bits.TrailingZeros64(at)]
	}
	return m
}

// within2[q] are the squares at distance 2 or less from q (M.9.2).
var within2 = func() (t [Size * Size]uint64) {
	for q := Sq(0); q < Size*Size; q++ {
		for r := Sq(0); r < Size*Size; r++ {
			if Dist(q, r) <= 2 {
				t[q] |= 1 << uint(r)
			}
		}
	}
	return t
}()

// afterOptions: after its normal action a figure may take a hero's extra
// action (A6 also after a FIGHT), use a leader ability, or be done.
func (g *Game) afterOptions(f *frame) []engine.Option {
	if g.ask() { // options change nothing: the figures are counted once
		defer g.done()
	}
	out := g.memo.mem.Options(6)
	if !f.Fought || g.opts.HeroExtraAfterFight {
		out = g.appendExtraOptions(out, f)
	}
	if g.prof(f.Fig).Abilities&(FollowMe|BornLeader|InCharge) != 0 || g.scen != nil && g.scen.Uplink {
		out = g.appendLeads(out, f.Fig)
	}
	return append(out, optDone)
}

// appendLeads appends afterOptions' leading abilities (M.18.5, M.18.7,
// M.18.8) and the uplink (S7.4), which few figures and scenarios have.
func (g *Game) appendLeads(out []engine.Option, i int8) []engine.Option {
	fig := &g.st.Figs[i]
	if fig.Alive && g.canSpend(i) {
		if g.has(i, FollowMe) && g.followers(i, fig.Sq, false) != 0 {
			out = append(out, opt("follow-me", plainMessage("mars.opt.follow-me")))
		}
		if g.has(i, BornLeader) && g.followers(i, fig.Sq, true) != 0 {
			out = append(out, opt("born-leader", plainMessage("mars.opt.born-leader")))
		}
		if g.has(i, InCharge) && g.inChargeMask(i) != 0 {
			out = append(out, opt("in-charge", plainMessage("mars.opt.in-charge")))
		}
	}
	if g.canUplink(i) {
		out = append(out, opt("uplink", plainMessage("mars.opt.uplink")))
	}
	return out
}

func (g *Game) chooseAfter(f *frame, verb, arg string) {
	fig := &g.st.Figs[f.Fig]
	switch verb {
	case "done":
		g.finishFrame()
	case "extra":
		g.startExtra(f, arg)
	case "follow-me":
		g.spend(f.Fig)
		g.lead(f, leadFollowMe, g.followers(f.Fig, fig.Sq, false), 4, "mars M.18.5")
	case "born-leader":
		g.spend(f.Fig)
		g.lead(f, leadBornLeader, g.followers(f.Fig, fig.Sq, true), 1, "mars M.18.7")
	case "uplink":
		g.uplink(f.Fig)
		g.finishFrame()
	case "in-charge":
		g.spend(f.Fig)
		f.Leading = leadInCharge
		if g.logging() {
			g.log.Add("mars M.18.8", g.eventMessage("mars.lead", "figure", fig.ID, "ability", "in-charge", "hp", int(fig.HP)), nil)
		}
		g.st.Wait = wCenter
	}
}

func (g *Game) lead(f *frame, kind uint8, m uint64, n int8, rule string) {
	f.Leading, f.Follow, f.FollowLeft, f.Stage = kind, m, n, stName
	names := [...]string{leadFollowMe: "follow-me", leadBornLeader: "born-leader", leadInCharge: "in-charge"}
	if g.logging() {
		g.log.Add(rule, g.eventMessage("mars.lead", "figure", g.st.Figs[f.Fig].ID, "ability", names[kind], "hp", int(g.st.Figs[f.Fig].HP)), nil)
	}
}

func (g *Game) centerOptions(f *frame) []engine.Option {
	cs := g.inChargeMask(f.Fig)
	out := g.memo.mem.Options(bits.OnesCount64(cs))
	for ; cs != 0; cs &= cs - 1 {
		q := Sq(bits.TrailingZeros64(cs))
		out = append(out, optAt(centerKeys[q], messageWith("mars.opt.center", argSquare[q]), q))
	}
	return out
}

func (g *Game) chooseCenter(f *frame, arg string) {
	q, _ := ParseSq(arg)
	f.Follow, f.FollowLeft, f.Stage = g.followers(f.Fig, q, false), 4, stName
}

// followOptions: first the leader names up to its limit of figures
// ("name:<figure>", then "go"); then the named ones are activated one
// after another, in the order the player chooses (M.18.5.1, M.18.5.2).
func (g *Game) followOptions(f *frame) []engine.Option {
	if g.ask() { // options change nothing: the figures are counted once
		defer g.done()
	}
	out := g.memo.mem.Options(bits.OnesCount64(f.Follow|f.Named) + 1) // the named and those to name, and go
	// The figures by their bits, in figure order.
	if f.Stage == stName {
		for m := f.Follow &^ f.Named; m != 0; m &= m - 1 {
			j := int8(bits.TrailingZeros64(m))
			if o := &g.st.Figs[j]; o.Alive && o.Sq.OnMat() && !o.Activated {
				out = append(out, optAt(g.names(j).name, g.figMsg("mars.opt.name", j), o.Sq))
			}
		}
		if f.Named != 0 {
			out = append(out, opt("go", plainMessage("mars.opt.go")))
		}
		return out
	}
	for m := f.Named; m != 0; m &= m - 1 {
		j := int8(bits.TrailingZeros64(m))
		if o := &g.st.Figs[j]; o.Alive && o.Sq.OnMat() && !o.Activated {
			out = append(out, optAt(g.names(j).follow, g.figMsg("mars.opt.follow", j), o.Sq))
		}
	}
	return out
}

func (g *Game) chooseFollow(f *frame, verb, arg string) {
	switch verb {
	case "go":
		f.Stage = stFollow
		return
	case "name":
		f.Named |= 1 << uint(g.figByID(arg))
		f.FollowLeft--
		if g.logging() {
			g.log.Add("mars M.18.5", g.eventMessage("mars.named", "figure", arg), nil)
		}
		return
	}
	j := g.figByID(arg)
	f.Named &^= 1 << uint(j)
	// The follower's activation is part of the leader's (M.18.5.3): it
	// uses none of the turn's activations.
	g.activate(j)
}
