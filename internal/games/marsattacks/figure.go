package marsattacks

import "math/bits"

// Figure is one figure in the game (M.3.1). Figures are never removed
// from the game's list: a killed figure stays with Alive false, so that
// indexes stay stable within a game.
type Figure struct {
	// ID names the figure in option keys and events ("us-hmg-2",
	// "general-tor"); unique within a game.
	ID string `json:"id"`
	// Profile indexes the game's profile table.
	Profile int8 `json:"profile"`
	Side    Side `json:"side"`
	Sq      Sq   `json:"sq"`
	Alive   bool `json:"alive"`
	// Killed: the figure died (not captured or gone off the mat); a
	// Reinforcements card may bring it back (M.13.23).
	Killed bool `json:"killed,omitempty"`
	// Reserve: off the mat, waiting to enter (S3.6 reinforcements).
	Reserve bool `json:"reserve,omitempty"`
	// Exited: the figure left the mat over its edge (M.6.8).
	Exited bool `json:"exited,omitempty"`
	// Deploy: the figure waits to be placed on a square of these zone
	// anchors (M.19.10, S3.6).
	Deploy string `json:"deploy,omitempty"`
	// Terrified is the laid-down state of M.12.
	Terrified bool `json:"terrified,omitempty"`
	// Activated is the activation marker (M.4.4).
	Activated bool `json:"activated,omitempty"`
	// HP are the hero points left (M.17.2).
	HP int8 `json:"hp,omitempty"`
	// SpentTurn is the number of the last turn in which the figure spent
	// a hero point by choice (A7); 0 means never.
	SpentTurn int16 `json:"spentTurn,omitempty"`
	// Berserk: the Doomed Love partner was killed (M.18.17.3).
	Berserk bool `json:"berserk,omitempty"`
	// Bonus are hero points gained while berserk this turn; they expire
	// at the end of the turn (A7 i).
	Bonus int8 `json:"bonus,omitempty"`
	// Gained are the weapons gained by Repair, as bits 1<<Weapon
	// (M.18.10); they last the scenario (A19).
	Gained uint8 `json:"gained,omitempty"`
	// CardRound is the round in which a card effect last applied to the
	// figure: at most one a round (M.13.9).
	CardRound int16 `json:"cardRound,omitempty"`
}

// prof returns the profile of figure i.
func (g *Game) prof(i int8) *Profile { return &g.profiles[g.st.Figs[i].Profile] }

// has reports whether figure i has ability a.
func (g *Game) has(i int8, a Ability) bool { return g.prof(i).Abilities.Has(a) }

// onMat reports whether figure i is alive on the mat.
func (g *Game) onMat(i int8) bool { return g.st.Figs[i].Alive && g.st.Figs[i].Sq.OnMat() }

// inSquare lists the figures alive in square s, in figure order.
func (g *Game) inSquare(s Sq) []int8 { return g.appendInSquare(nil, s) }

// appendInSquare appends inSquare(s) to dst.
func (g *Game) appendInSquare(dst []int8, s Sq) []int8 {
	out := dst
	if m, ok := g.figsAt(s); ok {
		for ; m != 0; m &= m - 1 {
			out = append(out, int8(bits.TrailingZeros64(m)))
		}
		return out
	}
	for i := range g.st.Figs {
		if g.st.Figs[i].Alive && g.st.Figs[i].Sq == s {
			out = append(out, int8(i))
		}
	}
	return out
}

// count returns how many figures are in square s (M.7.3 counts both
// sides, terrified or not).
func (g *Game) count(s Sq) int {
	n := 0
	for i := range g.st.Figs {
		if g.st.Figs[i].Alive && g.st.Figs[i].Sq == s {
			n++
		}
	}
	return n
}

// enemiesIn lists the figures of the side opposing s in square q; when
// activeOnly is set, terrified figures are left out.
func (g *Game) enemiesIn(q Sq, s Side, activeOnly bool) []int8 {
	return g.appendEnemiesIn(make([]int8, 0, SquareCap), q, s, activeOnly) // on the caller's stack when inlined
}

// appendEnemiesIn appends enemiesIn(q, s, activeOnly) to out.
func (g *Game) appendEnemiesIn(out []int8, q Sq, s Side, activeOnly bool) []int8 {
	if m, ok := g.figsAt(q); ok {
		for ; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			if f := &g.st.Figs[i]; f.Side != s && !(activeOnly && f.Terrified) {
				out = append(out, int8(i))
			}
		}
		return out
	}
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		if f.Alive && f.Sq == q && f.Side != s && !(activeOnly && f.Terrified) {
			out = append(out, int8(i))
		}
	}
	return out
}

// friendsIn reports whether square q holds a figure of side s other than
// figure except.
func (g *Game) friendsIn(q Sq, s Side, except int8) bool {
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		if int8(i) != except && f.Alive && f.Sq == q && f.Side == s {
			return true
		}
	}
	return false
}

// figsAt are the figures alive in square q (bit i for figure i), from
// the kept count, and whether it answers: where anyEnemyIn reads it (a
// quiet game, or a question being built); elsewhere a search of the
// figures costs less than a count.
func (g *Game) figsAt(q Sq) (uint64, bool) {
	if q.OnMat() && (g.log.Off || g.memo.asking > 0) {
		return g.occupancy().at[q], true
	}
	return 0, false
}

// figByID finds a figure by its id, alive or not; -1 if none.
func (g *Game) figByID(id string) int8 {
	// The index answers at once where it knows the id (ids are unique,
	// and what it finds is checked); an id it does not know is searched.
	x := g.fidx
	if x == nil || int(x.n) != len(g.st.Figs) {
		x = g.newFigIndex()
	}
	if i := x.find(g.st.Figs, id); i >= 0 {
		return i
	}
	return g.figScan(id)
}

// figScan is figByID by a search of the figures.
func (g *Game) figScan(id string) int8 {
	// Ids differ mostly in their numbers at the end: the last byte
	// rejects most figures before the strings are compared.
	for i := range g.st.Figs {
		if f := g.st.Figs[i].ID; len(f) == len(id) && (len(f) == 0 || f[len(f)-1] == id[len(id)-1]) && f == id {
			return int8(i)
		}
	}
	return -1
}

// canSpend reports whether figure i may spend a hero point by choice now
// (M.17.5, M.17.7, A7).
func (g *Game) canSpend(i int8) bool {
	f := &g.st.Figs[i]
	if f.HP <= 0 {
		return false
	}
	if g.prof(i).Kind != Hero && !g.opts.SoldierHeroPoints {
		return false
	}
	// Berserk lifts the one-point-per-turn rule (M.18.17.3).
	return !g.opts.OneHeroPointPerTurn || f.Berserk || int(f.SpentTurn) != g.st.TurnNo
}

// spend spends one hero point of figure i by choice.
func (g *Game) spend(i int8) {
	g.usePoint(i)
	g.st.Figs[i].SpentTurn = int16(g.st.TurnNo)
}

// usePoint takes one hero point, a berserk bonus point first.
func (g *Game) usePoint(i int8) {
	f := &g.st.Figs[i]
	f.HP--
	if f.Bonus > 0 {
		f.Bonus--
	}
}

// keptEnemyIn is anyEnemyIn(q, s, false) when the count is kept now
// (kept; occOK is set only while a question is built or in a quiet game,
// where anyEnemyIn reads the same count), without a call: afterEnter
// asks after every step, the action question for every figure. When not
// kept the caller asks anyEnemyIn.
func (g *Game) keptEnemyIn(q Sq, s Side) (enemy, kept bool) {
	if !g.memo.occOK || g.memo.occGen != g.memo.figGen || !q.OnMat() {
		return false, false
	}
	return g.memo.occ.side[(s^1)&1]&(1<<uint(q)) != 0, true
}

// anyEnemyIn reports whether square q holds a figure of the side
// opposing s (not terrified, when activeOnly is set): len(enemiesIn) > 0.
func (g *Game) anyEnemyIn(q Sq, s Side, activeOnly bool) bool {
	if q.OnMat() && (g.log.Off || g.memo.asking > 0) {
		// The kept count answers (occupancy): a quiet game or a question
		// keeps it; elsewhere a scan costs less than counting.
		o := g.occupancy()
		m := o.side[s.Other()&1]
		if activeOnly {
			m = o.active[s.Other()&1]
		}
		return m&(1<<uint(q)) != 0
	}
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		if f.Alive && f.Sq == q && f.Side != s && !(activeOnly && f.Terrified) {
			return true
		}
	}
	return false
}

// figIndex finds figures by id: an open-addressed table of figure
// indexes by a hash of the id. Built from a game's figures and shared,
// never written, with its clones; a game builds a new one when its
// figures are more or fewer (n) or renamed (renamed). Only a hint: a
// figure it finds is checked against the id, and figByID searches the
// figures for an id it does not find.
type figIndex struct {
	slot [figIndexSize]int8 // figure index + 1; 0 is empty
	n    int8               // len(figs) when built
}

const figIndexSize = 256 // at most 64 figures: probes stay short

// figHash mixes the length and the last and first bytes of an id: ids
// differ in their numbers at the end and their profiles at the start.
func figHash(id string) uint {
	n := uint(len(id))
	if n == 0 {
		return 0
	}
	h := n*131 + uint(id[n-1])*31 + uint(id[0])
	if n > 2 {
		h += uint(id[n-3]) * 7
	}
	return h
}

// find returns the figure with id, or -1 if the index does not hold it.
func (x *figIndex) find(figs []Figure, id string) int8 {
	for h := figHash(id); ; h++ {
		k := x.slot[h%figIndexSize] - 1
		if k < 0 {
			return -1
		}
		if int(k) < len(figs) && figs[k].ID == id {
			return k
		}
	}
}

// newFigIndex builds and keeps the index of the game's figures.
func (g *Game) newFigIndex() *figIndex {
	x := &figIndex{n: int8(len(g.st.Figs))}
	for i := range g.st.Figs {
		h := figHash(g.st.Figs[i].ID)
		for x.slot[h%figIndexSize] != 0 {
			h++
		}
		x.slot[h%figIndexSize] = int8(i + 1)
	}
	g.fidx = x
	return x
}
