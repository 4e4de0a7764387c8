package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// scatterDirs are the directions of a scatter roll 1..8 (A17: N, NE, E,
// SE, S, SW, W, NW) as the Human player sees the mat from row 1: N is
// towards row 8 and E towards column H. The Martians sit opposite, so
// their directions are turned around [INFERENCE, G5, G6].
var scatterDirs = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// scatterDelta is the step of scatter roll v for side s.
func scatterDelta(v int, s Side) (dx, dy int) {
	d := scatterDirs[v-1]
	if s == Martians {
		return -d[0], -d[1]
	}
	return d[0], d[1]
}

// scatter moves figure i SCATTER (x) (M.15.3): one d8 for the direction,
// rolled by side s, then up to x squares in a straight line. It stops in
// front of anything it could not pass: the mat edge, a solid wall, a full
// square (M.15.4). Entering a square with enemies ends it there with a
// fight, the scattered figure attacking with the charge bonus (M.15.5,
// M.15.6). Scattering is not a MOVE: no markers (A13), no Doomed Love
// check (A24).
func (g *Game) scatter(i int8, x int, s Side) {
	v := g.rng.Roll(8)
	dx, dy := scatterDelta(v, s)
	fig := &g.st.Figs[i]
	from, last := fig.Sq, fig.Sq
	for range x {
		to := At(fig.Sq.X()+dx, fig.Sq.Y()+dy)
		if to == Off || g.wallBlocks(fig.Sq, to) || g.count(to) >= SquareCap {
			break
		}
		g.unplace(i)
		fig.Sq, last = to, to
		g.place(i)
		if g.civilianCheck() && !fig.Alive {
			break
		}
		if len(g.enemiesIn(to, fig.Side, false)) > 0 {
			break
		}
	}
	if g.logging() {
		g.log.Add("mars M.15.3", engine.M("mars.scatter", "figure", fig.ID, "roll", v, "from", from, "to", last), v)
	}
	if fig.Alive && len(g.enemiesIn(fig.Sq, fig.Side, false)) > 0 && g.prof(i).Fight > 0 {
		g.startFight(i, fig.Sq, true)
	}
}

// civilians is the Terrified Civilian step at the start of a Human turn
// (M.18.18.1, A22).
type civilians struct {
	Active bool `json:"active,omitempty"`
	Next   int8 `json:"next"`
}

// startCivilians begins the step if any Terrified Civilian is on the mat.
func (g *Game) startCivilians() {
	if g.occupancy().civ == 0 {
		return
	}
	for i := range g.st.Figs {
		if g.onMat(int8(i)) && g.has(int8(i), TerrifiedCivilian) {
			g.st.Civ = civilians{Active: true}
			return
		}
	}
}

// stepCivilians scatters, one at a time, each Terrified Civilian with a
// Martian within 2 squares (M.18.18.1, M.18.18.3): SCATTER (3), rolled by
// the Human player. The move costs no activation and gives no marker
// (A22). Then the Human player chooses his turn option.
func (g *Game) stepCivilians() {
	for i := int(g.st.Civ.Next); i < len(g.st.Figs); i++ {
		if !g.onMat(int8(i)) || !g.has(int8(i), TerrifiedCivilian) || !g.martianNear(Sq(g.st.Figs[i].Sq), 2) {
			continue
		}
		g.st.Civ.Next = int8(i + 1)
		g.log.Add("mars M.18.18", engine.M("mars.civilian.flees", "figure", g.st.Figs[i].ID), nil)
		g.scatter(int8(i), 3, Humans)
		return
	}
	g.st.Civ = civilians{}
	g.st.Wait = wTurn
}

// martianNear: a Martian figure within n squares of q.
func (g *Game) martianNear(q Sq, n int) bool {
	for i := range g.st.Figs {
		if g.onMat(int8(i)) && g.st.Figs[i].Side == Martians && Dist(g.st.Figs[i].Sq, q) <= n {
			return true
		}
	}
	return false
}

// civilianCheck captures or rescues Terrified Civilians (M.18.18.4): in a
// square with a Martian and no other Human figure the Martians capture
// it; with other Humans and no Martian it is rescued. Either way it
// leaves play and counts as a creature marker for the Martians or an
// alien-artifact marker for the Humans (M.18.18.5). It reports whether
// anything happened.
func (g *Game) civilianCheck() bool {
	if g.occupancy().civ == 0 {
		return false // no Terrified Civilian on the mat
	}
	any := false
	for i := range g.st.Figs {
		c := &g.st.Figs[i]
		if !g.onMat(int8(i)) || !g.has(int8(i), TerrifiedCivilian) {
			continue
		}
		martians, humans := false, false
		for j := range g.st.Figs {
			o := &g.st.Figs[j]
			if j == i || !o.Alive || o.Sq != c.Sq {
				continue
			}
			if o.Side == Martians {
				martians = true
			} else {
				humans = true
			}
		}
		var by Side
		switch {
		case martians && !humans:
			by = Martians
			if g.logging() {
				g.log.Add("mars M.18.18", engine.M("mars.civilian.captured", "figure", c.ID), nil)
			}
		case humans && !martians:
			by = Humans
			if g.logging() {
				g.log.Add("mars M.18.18", engine.M("mars.civilian.rescued", "figure", c.ID), nil)
			}
		default:
			continue
		}
		g.unplace(int8(i))
		c.Alive, c.Sq, c.Terrified, c.Activated = false, Off, false, false
		g.place(int8(i))
		g.scoreMarker(by)
		any = true
	}
	return any
}
