package marsattacks

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// The deployment step of a scenario (M.19.8-M.19.10): one side places all
// its figures, one at a time, on the squares of their zones, then the
// other (the Martians first unless the scenario says otherwise); a hero of
// the Human player's choice is chosen first (S6.1). Reinforcements due at
// the start of a round are placed the same way by their owner (S3.6,
// A15).

// deployState is the deployment in progress.
type deployState struct {
	Active bool `json:"active,omitempty"`
	// Resume: the deployment interrupted the start of a round
	// (reinforcements); the round goes on afterwards.
	Resume bool `json:"resume,omitempty"`
	// Hero: the Humans still choose a hero, deployed on these zones.
	Hero string `json:"hero,omitempty"`
	// Free: the rolled square of a RANDOM placement held an enemy; the
	// placer chooses freely (S5.3).
	Free bool `json:"free,omitempty"`
}

// randomZone is the Deploy value of a figure placed at a RANDOM location
// (S5.3).
const randomZone = "?"

// singleHeroes are the heroes a "hero of choice" may be (S5.1, S6.1):
// Buddy and Brandi come only together (M.18.17.4).
var singleHeroes = []string{"ashley", "deke", "edwyn", "eva", "joe", "phil", "troy"}

// nextDeploy is the next figure to place: the Martians' first (M.19.10),
// in setup order; -1 when none is left.
func (g *Game) nextDeploy() int8 {
	if g.memo.occOK && g.memo.occGen == g.memo.figGen {
		return g.nextDeployIn(g.memo.occ) // a quiet game's kept count
	}
	return g.nextDeployScan()
}

// nextDeployScan is nextDeploy by a search of the figures.
func (g *Game) nextDeployScan() int8 {
	if g.scen != nil && g.scen.RandomDeploy {
		// S5.3: in setup order, which alternates, the Humans first; the
		// hero of choice (S5.1) is chosen before anything is placed.
		if g.st.Dep.Hero != "" {
			return -2
		}
		for i := range g.st.Figs {
			if g.st.Figs[i].Deploy != "" {
				return int8(i)
			}
		}
		return -1
	}
	// One pass finds the first Martian and the first Human to place.
	human := int8(-1)
	for i := range g.st.Figs {
		if f := &g.st.Figs[i]; f.Deploy != "" {
			if f.Side == Martians {
				return int8(i)
			}
			if human < 0 {
				human = int8(i)
			}
		}
	}
	if g.st.Dep.Hero != "" {
		return -2 // the Humans choose their hero first
	}
	return human
}

// nextDeployIn is nextDeploy from the figures' count, whose masks list
// the figures still to place per side in figure order.
func (g *Game) nextDeployIn(o *occupancy) int8 {
	first := func(m uint64) int8 {
		if m == 0 {
			return -1
		}
		return int8(bits.TrailingZeros64(m))
	}
	if g.scen != nil && g.scen.RandomDeploy {
		if g.st.Dep.Hero != "" {
			return -2
		}
		return first(o.deploy[Humans] | o.deploy[Martians])
	}
	if o.deploy[Martians] != 0 {
		return first(o.deploy[Martians])
	}
	if g.st.Dep.Hero != "" {
		return -2
	}
	return first(o.deploy[Humans])
}

// stepDeploy asks for the next placement, or ends the deployment.
func (g *Game) stepDeploy() {
	g.memo.depKnown = false
	i := g.nextDeploy()
	random := i >= 0 && g.st.Figs[i].Deploy == randomZone && !g.st.Dep.Free
	var qs uint64 // the squares figure i may be placed on
	if i >= 0 && !random {
		qs = g.deployMask(i)
	}
	switch {
	case i == -2:
		g.st.Wait = wDeploy
		g.keepDeploy(i)
	case random:
		g.deployRandomly(i)
	case i >= 0 && qs == 0:
		// No room (a reinforcement): it waits in the reserve.
		g.unplace(i)
		g.st.Figs[i].Deploy, g.st.Figs[i].Reserve = "", true
		g.place(i)
	case i >= 0:
		g.st.Wait = wDeploy
		g.keepDeploy(i)
		if g.log.Off {
			g.memo.pend = g.squaresDecision(i, qs) // the question, built once (Pending)
		}
	default:
		resume := g.st.Dep.Resume
		g.st.Dep = deployState{}
		if resume {
			g.resumeRound()
		} else {
			g.startRound()
		}
	}
}

// deployMask is where figure i may be placed, as a mask of squares: the
// squares of its zones with room (M.7.3) and no enemy; with S9.2's rule,
// only empty red squares while the Martians left to place could just
// fill them.
func (g *Game) deployMask(i int8) uint64 {
	f := &g.st.Figs[i]
	o := g.occupancy()
	room := ^o.full &^ o.side[f.Side.Other()&1] // o.room(q, f.Side) for every q
	var m uint64
	if f.Deploy == randomZone {
		// A23: any square without enemies and with room.
		m = room
	} else {
		if g.terrain != nil {
			geo := g.geom()
			for k := 0; k < len(f.Deploy); k++ {
				m |= geo.zoneMask[f.Deploy[k]] // the squares of zone(c), as a mask
			}
		}
		m &= room
		if g.scen != nil && g.scen.AllRed && f.Side == Martians {
			empty := m &^ o.occupied
			left := 0
			for k := range g.st.Figs {
				if g.st.Figs[k].Side == Martians && g.st.Figs[k].Deploy != "" {
					left++
				}
			}
			if n := bits.OnesCount64(empty); n > 0 && left <= n {
				m = empty
			}
		}
	}
	return m
}

// keepDeploy remembers nextDeploy's answer i for the question stepDeploy
// stops at, so that deployDecision and chooseDeploy need not search the
// figures again. Only a quiet game keeps it (as keep does options): rule
// tests may change figures by hand between choices.
func (g *Game) keepDeploy(i int8) {
	if g.log.Off {
		g.memo.depNext, g.memo.depKnown = i, true
	}
}

// deployNext is nextDeploy, or the answer stepDeploy kept.
func (g *Game) deployNext() int8 {
	if g.memo.depKnown {
		return g.memo.depNext
	}
	return g.nextDeploy()
}

func (g *Game) deployDecision() *engine.Decision {
	i := g.deployNext()
	if i == -2 {
		d := g.memo.mem.Decision(g.seatOf(Humans), engine.M("mars.prompt.hero", "side", Humans))
		for _, id := range singleHeroes {
			if g.figByID(id) < 0 {
				d.Options = append(d.Options, opt("hero:"+id, engine.M("mars.opt.hero", "profile", id)))
			}
		}
		return d
	}
	return g.squaresDecision(i, g.deployMask(i))
}

// squaresDecision asks where to deploy figure i, on one of the squares
// qs (a mask), in square order: each run of neighbouring squares is
// copied at once from the prebuilt options.
func (g *Game) squaresDecision(i int8, qs uint64) *engine.Decision {
	f := &g.st.Figs[i]
	d := g.memo.mem.Decision(g.seatOf(f.Side), g.figMsg("mars.prompt.deploy", i))
	d.Options = g.memo.mem.Options(bits.OnesCount64(qs))
	for qs != 0 {
		a := bits.TrailingZeros64(qs)
		n := bits.TrailingZeros64(^(qs >> uint(a))) // the run's length
		d.Options = append(d.Options, deployOpts[a:a+n]...)
		qs &^= (1<<uint(n) - 1) << uint(a)
	}
	return d
}

func (g *Game) chooseDeploy(verb, arg string) {
	if verb == "hero" {
		pi := slices.IndexFunc(g.profiles, func(p Profile) bool { return p.ID == arg })
		p := &g.profiles[pi]
		hero := Figure{ID: internID(arg), Profile: int8(pi), Side: p.Side, Sq: Off, HP: int8(p.HeroPoints), Deploy: g.st.Dep.Hero}
		if k := g.figByID(heroSlot); k >= 0 {
			g.st.Figs[k] = hero // S5.3: the hero keeps its place in the order
			g.renamed()
		} else {
			g.st.Figs = append(g.st.Figs, hero)
		}
		g.st.Dep.Hero = ""
		g.touch()
		if g.logging() {
			g.log.Add("mars M.19.9", engine.M("mars.hero-chosen", "figure", arg), nil)
		}
		return
	}
	g.st.Dep.Free = false
	i := g.deployNext()
	g.memo.depKnown = false
	q, _ := ParseSq(arg)
	f := &g.st.Figs[i]
	g.unplace(i)
	f.Deploy, f.Alive, f.Sq, f.Reserve = "", true, q, false
	g.place(i)
	rule := "mars M.19.10"
	if g.st.Dep.Resume {
		rule = "mars S3.6"
	}
	if g.logging() {
		g.log.Add(rule, engine.M("mars.deployed", "figure", f.ID, "square", q), nil)
	}
}

// dueReinforcements marks the reserve figures due this round for
// placement on the Martian zone (S3.6, A15) and reports whether any are.
func (g *Game) dueReinforcements() bool {
	if g.scen == nil || len(g.scen.Reinforcements[g.st.Round]) == 0 {
		return false
	}
	any := false
	tag := "-r" + itoa(g.st.Round) + "-"
	for i := range g.st.Figs {
		if f := &g.st.Figs[i]; f.Reserve && strings.Contains(f.ID, tag) {
			g.unplace(int8(i))
			f.Reserve, f.Deploy = false, string(g.scen.MartianZone)
			g.place(int8(i))
			any = true
		}
	}
	return any
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// heroSlot is the id of the placeholder that keeps a hero of choice's
// place in S5's alternating order until the hero is chosen.
const heroSlot = "hero-of-choice"

// deployRandomly places figure i at a RANDOM location rolled from its
// owner's side (M.15.1, S5.3): a full square is rolled again; a square
// holding an enemy lets the owner choose freely.
func (g *Game) deployRandomly(i int8) {
	f := &g.st.Figs[i]
	for {
		q := g.randomSquare(f.Side)
		if g.count(q) >= SquareCap {
			continue
		}
		if len(g.enemiesIn(q, f.Side, false)) > 0 {
			g.log.Add("mars S5.3", engine.M("mars.deploy.enemy", "figure", f.ID, "square", q), nil)
			g.st.Dep.Free = true
			g.st.Wait = wDeploy
			return
		}
		g.unplace(i)
		f.Deploy, f.Alive, f.Sq = "", true, q
		g.place(i)
		g.log.Add("mars S5.3", engine.M("mars.deployed", "figure", f.ID, "square", q), nil)
		return
	}
}
