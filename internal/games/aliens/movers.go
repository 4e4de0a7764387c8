package aliens

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// What Alien models and Blips do alike when they move (L.2, L.6, L.9,
// N.3, N.5): the closest move first, and a step crosses a barricaded
// door only by breaking it.

// closestMovers lists, in dst, the ids of the n movers (mover(k): its
// id, square and whether it may move now) that are closest to the
// Characters, in list order; movers no Character can be reached from
// count as the farthest.
func (g *Game) closestMovers(dst []int, n int, mover func(k int) (id, at int, ready bool)) []int {
	best := int32(-2)
	out := dst[:0]
	cf := g.charField() // distances from the nearest Character, once
	for k := range n {
		id, at, ready := mover(k)
		if !ready {
			continue
		}
		d := cf[at]
		if d == grid.Unreachable {
			d = 1 << 30
		}
		switch {
		case best == -2 || d < best:
			best, out = d, append(out[:0], id)
		case d == best:
			out = append(out, id)
		}
	}
	return out
}

// moverWords are the rules and messages of one kind of mover's steps.
type moverWords struct {
	blip                  bool
	moveRule, barrierRule string
	arg                   string           // the message argument naming the mover
	name                  func(int) string // its name from its id
	moved, holds, broken  string           // message keys
}

var (
	alienMoves = moverWords{moveRule: "L.6", barrierRule: "L.9", arg: "alien", name: alienKey,
		moved: "aliens.alien.moved", holds: "aliens.alien.barricade-holds", broken: "aliens.alien.barricade-broken"}
	blipMoves = moverWords{blip: true, moveRule: "N.5", barrierRule: "N.5", arg: "blip", name: blipKey,
		moved: "aliens.blip.moved", holds: "aliens.blip.barricade-holds", broken: "aliens.blip.barricade-broken"}
)

// stepResult is what became of a mover's step.
type stepResult uint8

const (
	stepped         stepResult = iota // the mover stands on the square
	barricadeHeld                     // a barricade held it back: its move ends
	barricadeBroken                   // it broke a barricade; a Character stands behind
)

// moverStep moves mover i (an Alien model or a Blip, by w), id id on
// square *at, one step to square s. Across a barricaded door it rolls a die first (L.9, N.5):
// below Options.BarricadeOn the barricade holds; else it is broken, and
// the mover steps through unless a Character stands behind it (L.8).
func (g *Game) moverStep(w *moverWords, i, id int, at *int, s int) stepResult {
	if d := g.doorBarricaded(*at, s); d != grid.NoDoor {
		r := g.rng.Roll(6)
		if r < g.barricadeOn() {
			if g.logging() {
				g.emit(w.barrierRule, engine.M(w.holds, w.arg, w.name(id), "roll", r), r)
			}
			return barricadeHeld
		}
		if g.logging() {
			g.emit(w.barrierRule, engine.M(w.broken, w.arg, w.name(id), "roll", r), r)
		}
		g.toggleBarricade(int(d), "L.9")
		if g.occupied(s) {
			return barricadeBroken
		}
	}
	from := *at
	*at = s
	g.sightStepped(w.blip, i, s)
	g.routeStepped(from, s)
	if !g.log.Off { // a step is frequent: build no message nobody reads
		g.emit(w.moveRule, engine.M(w.moved, w.arg, w.name(id), "from", g.squareName(from), "to", g.squareName(s)), nil)
	}
	return stepped
}
