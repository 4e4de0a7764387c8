package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/grid"
)

// The Line of Sight memo (docs/performance.md): the sets Line of Sight
// depends on, kept by a key of the few state values they follow from,
// and the answers given since they last changed. Not state.

// doorTable lists the doors on each square's edges, built from the
// layout once per game (a memo, not state), so that the closed doors
// are found from the few models rather than by looking at every door:
// all doors, less those a model stands next to (D.8), plus the
// barricaded ones (D.9).
type doorTable struct {
	all   grid.DoorSet
	start []int32 // the doors of square s: list[start[s]:start[s+1]]
	list  []grid.DoorID
}

func newDoorTable(l *grid.Layout) *doorTable {
	t := &doorTable{all: l.NewDoorSet(), start: make([]int32, l.Len()+1)}
	for d := range l.Doors() {
		t.all.Add(grid.DoorID(d))
		a, b := l.DoorSquares(grid.DoorID(d))
		t.start[a+1]++
		t.start[b+1]++
	}
	for s := 1; s < len(t.start); s++ {
		t.start[s] += t.start[s-1]
	}
	t.list = make([]grid.DoorID, t.start[len(t.start)-1])
	next := slices.Clone(t.start)
	for d := range l.Doors() { // by door: each square's list is sorted
		a, b := l.DoorSquares(grid.DoorID(d))
		t.list[next[a]], next[a] = grid.DoorID(d), next[a]+1
		t.list[next[b]], next[b] = grid.DoorID(d), next[b]+1
	}
	return t
}

// fill sets set to the closed doors of g (fillClosed's set).
func (t *doorTable) fill(g *Game, set grid.DoorSet) {
	copy(set, t.all)
	open := func(s int) {
		for _, d := range t.list[t.start[s]:t.start[s+1]] {
			set.Remove(d)
		}
	}
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 {
			open(c.At)
		}
	}
	for _, a := range g.st.Aliens {
		if a.At >= 0 {
			open(a.At)
		}
	}
	for _, b := range g.st.Blips {
		open(b.At) // [D.8] a Blip opens doors too
	}
	for _, d := range g.st.Barricades {
		set.Add(grid.DoorID(d)) // [D.9]
	}
}

// sightSets are the sets Line of Sight depends on (E.2, E.3, D.7-D.9):
// the squares of standing Characters and the closed doors. They are a
// function of a few state values, kept in key, and rebuilt only when one
// of those changes, so a query usually costs a comparison of a few dozen
// ints. A memo, not state: not hashed, a clone starts empty.
type sightSets struct {
	key, tmp []int32
	standing grid.SquareSet
	closed   grid.DoorSet
	doors    *doorTable
	// unseen holds squares no Character sees with these sets and the
	// Characters where they are (Spotting, N.7); a Blip stepping to a
	// square not in it is looked at again.
	unseen grid.SquareSet
	// was are the sets before the last rebuild.
	wasStanding grid.SquareSet
	wasClosed   grid.DoorSet
	// settled: Spotting found no Blip to flip with this key; nothing
	// it looks at has changed since, so it need not look again.
	settled bool
	// partial: Spotting was settled before the last steps, and no door
	// opened since, so every Blip is still on a square nobody sees but
	// the Blips that stepped (recheck, by index): Spotting need look at
	// those alone.
	partial bool
	recheck []int32
	// models counts the models on each square (doors, D.8), so that
	// Aliens and Blips that only moved update the closed doors next to
	// their old and new squares (moved); touched is its scratch.
	models  []int8
	touched []int32
	// abN counts the Alien models and Blips on each square and ab holds
	// the squares where it is not 0: the squares a Character may not
	// enter (J.4; addAliensAndBlips' set), kept with models by the same
	// rebuilds and steps, so that a look at a Character's moves need not
	// build it (appendMoveSteps).
	abN []int8
	ab  grid.SquareSet
	// ver is Game.sightVer when the sets were last brought up to date.
	ver uint64
	// With the layout's sight rows (grid.Layout.SightRows, rows set):
	// maybe holds the squares some Character in the mission may see
	// past the walls, sure those one sees whatever blocks, and rowOf
	// each Character's own maybe row (nil off the board). They depend
	// on the Characters' squares only and are redone with every
	// rebuild, never by moved.
	rows        bool
	maybe, sure grid.SquareSet
	rowOf       [numChars]grid.SquareSet
	// setsVer counts the changes of standing and closed (a rebuild, a
	// door opening or closing); losMemo remembers recent answers of los
	// for the sets of that count, so that the attack options of one
	// activation do not trace the same lines again. The memo is made on
	// first use, so that a clone or a game that never asks pays nothing.
	setsVer uint32
	losMemo *[256]losAnswer
}

// losAnswer is one remembered Line of Sight answer (sightSets.los).
type losAnswer struct {
	ver  uint32
	a, b int32
	seen bool
}

// sightKey writes to dst what the sight sets and Spotting (N.7) depend
// on: the Characters in the mission (square, Knocked Down), the Alien
// models' and Blips' squares (doors, D.8; Spotting targets) and the
// barricaded doors (D.9).
func (g *Game) sightKey(dst []int32) []int32 {
	for i := range g.st.Chars {
		dst = append(dst, g.st.Chars[i].sightValue())
	}
	dst = append(dst, int32(len(g.st.Aliens)))
	for _, a := range g.st.Aliens {
		dst = append(dst, int32(a.At))
	}
	dst = append(dst, int32(len(g.st.Blips)))
	for i := range g.st.Blips {
		dst = append(dst, int32(g.st.Blips[i].At))
	}
	for _, d := range g.st.Barricades {
		dst = append(dst, int32(d))
	}
	return dst
}

// sightKeyIs reports whether sightKey would write key now, without
// writing it: most frames change nothing Line of Sight depends on, and
// this comparison is what they pay.
func (g *Game) sightKeyIs(key []int32) bool {
	st := &g.st
	if len(key) != int(numChars)+2+len(st.Aliens)+len(st.Blips)+len(st.Barricades) {
		return false
	}
	kc := key[:numChars]
	for i := range kc {
		if kc[i] != st.Chars[i].sightValue() {
			return false
		}
	}
	k := key[numChars:]
	if k[0] != int32(len(st.Aliens)) {
		return false
	}
	k = k[1:]
	ka := k[:len(st.Aliens)] // one bounds check for the loop
	for i := range ka {
		if ka[i] != int32(st.Aliens[i].At) {
			return false
		}
	}
	k = k[len(st.Aliens):]
	if k[0] != int32(len(st.Blips)) {
		return false
	}
	k = k[1:]
	kb := k[:len(st.Blips)] // one bounds check for the loop
	for i := range kb {
		if kb[i] != int32(st.Blips[i].At) {
			return false
		}
	}
	k = k[len(st.Blips):]
	for i, d := range st.Barricades {
		if k[i] != int32(d) {
			return false
		}
	}
	return true
}

// sightValue is a Character's entry in the sight key: its square, its
// status and whether it is in play, packed without a branch. It changes
// whenever the Character's part in Line of Sight can (E.2, E.3), and
// sometimes when it cannot (off the board), which only costs a rebuild.
func (c *Character) sightValue() int32 {
	v := int32(c.At)<<4 | int32(c.Status)<<1
	if c.InPlay {
		v |= 1
	}
	return v
}

// sightChanged notes a write of something the sight key holds. Every
// such write calls it: a quiet game reads the sight sets without looking
// at the key while the count stays (TestSightCounterMatchesKey plays
// random games comparing the key at every read). Logged games, and rule
// tests that write the state by hand, still compare the key.
func (g *Game) sightChanged() { g.sightVer++ }

// sightStep is a step of an Alien model or a Blip noted by sightStepped:
// the index of its square in the sight key, and the square it went to.
type sightStep struct{ off, to int32 }

// sightStepped notes that Alien model i (or Blip i, if blip) stepped to
// square to: the commonest write, which a quiet game's sight sets follow
// from the note alone (applySteps) instead of reading the state again.
// Any other write since (sightChanged) makes them read it all.
func (g *Game) sightStepped(blip bool, i, to int) {
	off := int(numChars) + 1 + i
	if blip {
		off += len(g.st.Aliens) + 1
	}
	if len(g.sightSteps) >= 16 { // nobody looked for a while
		g.sightChanged()
		return
	}
	g.sightSteps = append(g.sightSteps, sightStep{int32(off), int32(to)})
}

// sightSets brings the sight sets up to date and returns them.
func (g *Game) sightSets() *sightSets {
	sc := &g.sight
	if sc.standing != nil && sc.ver == g.sightVer && g.log.Off {
		if len(g.sightSteps) > 0 {
			g.applySteps(sc)
		}
		if g.checkSight && !g.sightKeyIs(sc.key) {
			panic("aliens: the sight key changed without sightChanged")
		}
		return sc
	}
	sc.ver, g.sightSteps = g.sightVer, g.sightSteps[:0]
	if sc.standing != nil && (g.sightKeyIs(sc.key) || g.moved(sc)) {
		return sc
	}
	sc.tmp = g.sightKey(sc.tmp[:0])
	sc.key, sc.tmp = sc.tmp, sc.key
	sc.settled, sc.partial = false, false
	sc.setsVer++ // the sets are built again below
	if sc.standing == nil {
		l := g.board
		sc.standing, sc.closed = l.NewSquareSet(), l.NewDoorSet()
		if sc.doors == nil { // doorsAt may have built it
			sc.doors = newDoorTable(l)
		}
		sc.unseen, sc.wasStanding, sc.wasClosed = l.NewSquareSet(), l.NewSquareSet(), l.NewDoorSet()
		sc.models, sc.abN, sc.ab = make([]int8, l.Len()), make([]int8, l.Len()), l.NewSquareSet()
		sc.maybe, sc.sure = l.NewSquareSet(), l.NewSquareSet()
		sc.tmp = sc.tmp[:0] // nothing seen yet
	}
	lookers := len(sc.tmp) < int(numChars) || !slices.Equal(sc.key[:numChars], sc.tmp[:numChars])
	if lookers || !sc.rows {
		g.fillRows(sc) // the rows depend on the lookers alone
	}
	copy(sc.wasStanding, sc.standing)
	copy(sc.wasClosed, sc.closed)
	sc.standing.Clear()
	g.fillChars(sc.standing, true)
	sc.doors.fill(g, sc.closed)
	clear(sc.models)
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 {
			sc.models[c.At]++
		}
	}
	clear(sc.abN)
	sc.ab.Clear()
	for _, a := range g.st.Aliens {
		if a.At >= 0 {
			sc.models[a.At]++
			sc.abN[a.At]++
			sc.ab.Add(grid.Square(a.At))
		}
	}
	for _, b := range g.st.Blips {
		sc.models[b.At]++
		if b.At >= 0 {
			sc.abN[b.At]++
			sc.ab.Add(grid.Square(b.At))
		}
	}
	// Who sees what changes only with the lookers (the first numChars
	// entries of the key) or the sets; and a square nobody saw stays
	// unseen while the sets only gain blockers (a door closing behind a
	// Blip), since a blocker never makes a line of sight.
	if lookers ||
		lost(sc.wasStanding, sc.standing) || lost(sc.wasClosed, sc.closed) {
		sc.unseen.Clear()
	}
	return sc
}

// fillRows sets the sight rows of the Characters in the mission.
func (g *Game) fillRows(sc *sightSets) {
	sc.rows = true
	sc.maybe.Clear()
	sc.sure.Clear()
	for i := range g.st.Chars {
		sc.rowOf[i] = nil
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 {
			m, s := g.board.SightRows(grid.Square(c.At))
			if m == nil {
				sc.rows = false // the layout's table is not complete yet
				return
			}
			sc.rowOf[i] = m
			maybe, sure := sc.maybe, sc.sure[:len(sc.maybe)]
			m, s = m[:len(maybe)], s[:len(maybe)] // one bounds check
			for w := range maybe {
				maybe[w] |= m[w]
				sure[w] |= s[w]
			}
		}
	}
}

// moved brings the sets up to date when the key differs from the state
// only in the squares of Alien models and Blips (a step, the commonest
// change) and in the Characters' entries (a Character's step, fall or
// exit): it moves their counts, writes the new values into the key and
// decides again the doors next to the squares they left or entered; with
// a Character changed it also redoes what depends on the lookers (their
// sight rows, standing, unseen), as the full rebuild would. Alien models
// and Blips added or removed (a kill, a flip, a Blip placed) take all the
// old squares' counts off and the new ones on, and write the key anew.
// It reports false, changing nothing, when the barricades changed.
func (g *Game) moved(sc *sightSets) bool {
	st := &g.st
	na, nb := len(st.Aliens), len(st.Blips)
	key := sc.key
	// The key's own counts of Alien models and Blips (oa, ob), then the
	// barricades, which must not have changed.
	if len(key) < int(numChars)+2 {
		return false
	}
	oa := int(key[numChars])
	if oa < 0 || len(key) < int(numChars)+2+oa {
		return false
	}
	ob := int(key[int(numChars)+1+oa])
	kbar := int(numChars) + 2 + oa + ob
	if ob < 0 || len(key) != kbar+len(st.Barricades) {
		return false
	}
	for i, d := range st.Barricades {
		if key[kbar+i] != int32(d) {
			return false
		}
	}
	sc.touched = sc.touched[:0]
	lookers := false
	for i := range st.Chars {
		if v := st.Chars[i].sightValue(); key[i] != v {
			// A Character stepped, fell or left (the counts of models
			// follow from the two key entries; Characters are not in abN).
			if at := key[i] >> 4; onBoardValue(key[i]) && at >= 0 {
				sc.models[at]--
				sc.touched = append(sc.touched, at)
			}
			if at := v >> 4; onBoardValue(v) && at >= 0 {
				sc.models[at]++
				sc.touched = append(sc.touched, at)
			}
			key[i], lookers = v, true
		}
	}
	if oa == na && ob == nb { // steps: move each model's count
		ka := key[numChars+1 : int(numChars)+1+na]
		for i := range ka {
			sc.move(&ka[i], int32(st.Aliens[i].At))
		}
		kb := key[int(numChars)+2+na : int(numChars)+2+na+nb]
		for i := range kb {
			sc.move(&kb[i], int32(st.Blips[i].At))
		}
	} else { // models came or went: take the old ones off, put the new on
		sc.tmp = g.sightKey(sc.tmp[:0])
		nk := sc.tmp
		sc.moveAll(key[numChars+1:int(numChars)+1+oa], nk[numChars+1:int(numChars)+1+na])
		sc.moveAll(key[int(numChars)+2+oa:kbar], nk[int(numChars)+2+na:int(numChars)+2+na+nb])
		sc.key, sc.tmp = sc.tmp, sc.key
	}
	g.redoDoors(sc)
	if lookers { // what the full rebuild does when the lookers change
		sc.setsVer++
		g.fillRows(sc)
		sc.standing.Clear()
		g.fillChars(sc.standing, true)
		sc.unseen.Clear()
	} else if !sc.rows {
		g.fillRows(sc) // the layout's table may be complete by now
	}
	return true
}

// moveAll moves the counts of models from the squares old to the squares
// now (key entries of Alien models or of Blips). A model added or removed
// leaves the others in order, so only the squares between the ends the
// two lists share need their counts moved.
func (sc *sightSets) moveAll(old, now []int32) {
	p := 0
	for p < len(old) && p < len(now) && old[p] == now[p] {
		p++
	}
	q := 0
	for q < len(old)-p && q < len(now)-p && old[len(old)-1-q] == now[len(now)-1-q] {
		q++
	}
	for _, at := range old[p : len(old)-q] {
		sc.move(&at, -1)
	}
	for _, at := range now[p : len(now)-q] {
		none := int32(-1)
		sc.move(&none, at)
	}
}

// onBoardValue is Character.onBoard read from its sight key entry
// (sightValue: square<<4 | status<<1 | in play).
func onBoardValue(v int32) bool {
	return v&1 != 0 && Status(v>>1&7) <= KnockedDown
}

// applySteps is moved for the steps noted by sightStepped, without
// reading the state: the sets were up to date before them, and nothing
// else was written since.
func (g *Game) applySteps(sc *sightSets) {
	partial := sc.settled || sc.partial
	if !sc.partial {
		sc.recheck = sc.recheck[:0]
	}
	sc.touched = sc.touched[:0]
	blips := int32(numChars) + 2 + int32(len(g.st.Aliens)) // a Blip's first key entry
	for _, st := range g.sightSteps {
		sc.move(&sc.key[st.off], st.to)
		if st.off >= blips {
			sc.recheck = append(sc.recheck, st.off-blips)
		}
	}
	g.sightSteps = g.sightSteps[:0]
	opened := g.redoDoors(sc)
	sc.partial = partial && !opened
}

// move moves a model's count from the square in its key entry k to at.
// Only Alien models and Blips move this way (a Character's step rebuilds
// the sets), so the counts of abN move along.
func (sc *sightSets) move(k *int32, at int32) {
	if old := *k; old != at {
		if old >= 0 {
			sc.models[old]--
			if sc.abN[old]--; sc.abN[old] == 0 {
				sc.ab.Remove(grid.Square(old))
			}
			sc.touched = append(sc.touched, old)
		}
		if at >= 0 {
			sc.models[at]++
			sc.abN[at]++
			sc.ab.Add(grid.Square(at))
			sc.touched = append(sc.touched, at)
		}
		*k = at
	}
}

// redoDoors decides again the doors next to the squares models left or
// entered (sc.touched), and reports whether one opened.
func (g *Game) redoDoors(sc *sightSets) bool {
	st := &g.st
	opened := false
	t := sc.doors
	for _, s := range sc.touched {
		for _, d := range t.list[t.start[s]:t.start[s+1]] {
			a, b := g.board.DoorSquares(d)
			closed := sc.models[a] == 0 && sc.models[b] == 0 || slices.Contains(st.Barricades, int(d)) // [D.8] [D.9]
			if closed != sc.closed.Has(d) {
				sc.setsVer++ // remembered Line of Sight answers are void
				opened = opened || !closed
			}
			if closed {
				sc.closed.Add(d)
			} else {
				sc.closed.Remove(d)
			}
		}
	}
	sc.settled, sc.partial = false, false
	if opened {
		sc.unseen.Clear() // a door opened: a square nobody saw may be seen
	}
	return opened
}

// lost reports whether a bit of was is missing from now (sets of one
// size).
func lost[S ~[]uint64](was, now S) bool {
	for i, w := range was {
		if w&^now[i] != 0 {
			return true
		}
	}
	return false
}

// los is Game.los with the sets at hand, for a loop of queries between
// which nothing changes. Answers are remembered until the sets change.
func (sc *sightSets) los(l *grid.Layout, a, b int) bool {
	if a > b {
		a, b = b, a // LOS is symmetric (E.6)
	}
	if sc.losMemo == nil {
		sc.losMemo = new([256]losAnswer)
	}
	m := &sc.losMemo[uint(a*31+b)&uint(len(sc.losMemo)-1)]
	if m.ver == sc.setsVer && m.a == int32(a) && m.b == int32(b) {
		return m.seen
	}
	seen := l.LOS(grid.Square(a), grid.Square(b), sc.standing, sc.closed)
	*m = losAnswer{sc.setsVer, int32(a), int32(b), seen}
	return seen
}
