package marsattacks

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// MarkerKind is what a creature or alien-artifact marker shows once
// turned face up (M.16.8).
type MarkerKind uint8

// Marker kinds.
const (
	Creature MarkerKind = iota + 1 // the Martians collect them (M.16.1)
	Artifact                       // the Humans collect them
)

func (k MarkerKind) String() string {
	switch k {
	case Creature:
		return "creature"
	case Artifact:
		return "artifact"
	}
	return "none"
}

// Marker is one creature or alien-artifact marker (M.16). A marker taken
// off the mat keeps its entry with Sq Off.
type Marker struct {
	Kind   MarkerKind `json:"kind"`
	Sq     Sq         `json:"sq"`
	FaceUp bool       `json:"faceUp,omitempty"`
}

// MarkerPlacement puts a face-down marker on the mat at setup (tests and
// scenarios with fixed markers).
type MarkerPlacement struct {
	Kind MarkerKind
	At   string
}

// collects is the marker kind side s scores by its scenario's VP
// conditions, or 0 (M.16.3). In the skirmish, as in S1-S4 and S8, the
// Humans collect artifacts and the Martians creatures.
func (g *Game) collects(s Side) MarkerKind {
	if s == Humans {
		return Artifact
	}
	return Creature
}

// placeMarkers puts the markers face down at random locations (M.19.5,
// M.15.1), rolled from the Humans' side [INFERENCE, G7: who rolls is not
// stated], never two on a square nor on a deployment square (M.19.6):
// a bad roll is repeated.
func (g *Game) placeMarkers(kinds []MarkerKind, deployment func(Sq) bool) {
	g.rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	g.st.Markers = slices.Grow(g.st.Markers, len(kinds))
	for _, k := range kinds {
		for {
			q := g.randomSquare(Humans)
			if deployment(q) || g.markerAt(q) >= 0 {
				continue
			}
			g.putMarker(k, q)
			break
		}
	}
	g.log.Add("mars M.19.5", engine.M("mars.markers.placed", "n", len(kinds)), nil)
}

// markerAt returns the marker on square q, or -1.
func (g *Game) markerAt(q Sq) int {
	if q.OnMat() && g.st.MarkerSquares&(1<<uint(q)) == 0 {
		return -1 // most squares a figure enters hold no marker
	}
	for i := range g.st.Markers {
		if g.st.Markers[i].Sq == q {
			return i
		}
	}
	return -1
}

// putMarker places a marker of kind k on square q of the mat.
func (g *Game) putMarker(k MarkerKind, q Sq) {
	g.st.Markers = append(g.st.Markers, Marker{Kind: k, Sq: q})
	if q.OnMat() {
		g.st.MarkerSquares |= 1 << uint(q)
	}
}

// liftMarker takes marker m off the mat (a square holds at most one
// marker, M.19.6).
func (g *Game) liftMarker(m int) {
	if q := g.st.Markers[m].Sq; q.OnMat() {
		g.st.MarkerSquares &^= 1 << uint(q)
	}
	g.st.Markers[m].Sq = Off
}

// enterMarkers: a searching figure (one whose side scores markers, M.16.3)
// entering a square by MOVE (A13) turns a face-down marker face up
// (M.16.4); if it may pick the marker up it does, for VP, at no cost to
// its action (M.16.5, M.16.6). Joe may repair an artifact instead
// (M.18.10): then the game waits for his choice and reports true.
func (g *Game) enterMarkers(i int8) bool {
	fig := &g.st.Figs[i]
	want := g.collects(fig.Side)
	m := g.markerAt(fig.Sq)
	if want == 0 || m < 0 {
		return false
	}
	mk := &g.st.Markers[m]
	if !mk.FaceUp {
		mk.FaceUp = true
		if g.logging() {
			g.log.Add("mars M.16.4", engine.M("mars.markers.revealed", "figure", fig.ID, "kind", mk.Kind, "square", fig.Sq), nil)
		}
	}
	if mk.Kind != want {
		return false
	}
	if mk.Kind == Artifact && g.has(i, Repair) && g.canSpend(i) {
		g.st.Wait = wRepair
		return true
	}
	g.takeMarker(i, m)
	return false
}

// takeMarker removes marker m for figure i's side: +1 VP per marker, the
// first one not counted (M.16.7).
func (g *Game) takeMarker(i int8, m int) {
	s := g.st.Figs[i].Side
	g.liftMarker(m)
	if g.logging() {
		g.log.Add("mars M.16.5", engine.M("mars.markers.taken", "figure", g.st.Figs[i].ID, "kind", g.st.Markers[m].Kind), nil)
	}
	g.scoreMarker(s)
}

// scoreMarker counts one more marker for side s (M.16.7).
func (g *Game) scoreMarker(s Side) {
	g.st.Kills[s].Markers++
	if g.st.Kills[s].Markers >= 2 {
		g.addVP(s, 1)
		g.st.LastVP = g.st.Turn.Side
		if g.logging() {
			g.log.Add("mars M.16.7", engine.M("mars.vp", "side", s, "vp", 1, "total", g.st.VP[s]), nil)
		}
	}
}

func (g *Game) repairDecision() *engine.Decision {
	f := g.top()
	id := g.st.Figs[f.Fig].ID
	d := g.memo.mem.Decision(g.seatOf(g.st.Figs[f.Fig].Side), engine.M("mars.prompt.repair", "figure", id))
	d.Options = append(g.memo.mem.Options(2), opt("repair", plainMessage("mars.opt.repair")), opt("score", plainMessage("mars.opt.score")))
	return d
}

// chooseRepair: score the artifact, or spend a hero point, remove it
// from play and roll on the Repair table (M.18.10.1-M.18.10.4). Then the
// step goes on.
func (g *Game) chooseRepair(f *frame, verb string) {
	m := g.markerAt(g.st.Figs[f.Fig].Sq)
	if verb == "score" {
		g.takeMarker(f.Fig, m)
	} else {
		g.spend(f.Fig)
		g.liftMarker(m)
		v := g.rng.Roll(8)
		fig := &g.st.Figs[f.Fig]
		switch {
		case v <= 3:
			g.log.Add("mars M.18.10.2", engine.M("mars.repair.radio", "figure", fig.ID, "roll", v), v)
		case v <= 6:
			fig.Gained |= 1 << Disintegrator
			g.log.Add("mars M.18.10.3", engine.M("mars.repair.weapon", "figure", fig.ID, "roll", v, "weapon", weaponNames[Disintegrator]), v)
		default:
			fig.Gained |= 1 << FreezePistol
			g.log.Add("mars M.18.10.4", engine.M("mars.repair.weapon", "figure", fig.ID, "roll", v, "weapon", weaponNames[FreezePistol]), v)
		}
	}
	g.afterEnter(f)
}
