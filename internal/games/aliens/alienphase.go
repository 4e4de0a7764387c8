package aliens

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Section L (Alien Phase step 1) and M.1-M.5, M.11-M.12 on the board.
// Steps 2 and 3 (Blips, Motion Tracker cards; N, O) wait for mission
// content. Without a board the Aliens do nothing.

// alienSpeed is every Alien's Speed (L.5).
const alienSpeed = 6

// speed is an Alien activation's Speed: 6 (L.5), or what is left of the
// Blip's it came from (N.10, moverSpeed).
func (f *frame) speed() int {
	if s := f.moverSpeed(); s > 0 {
		return s
	}
	return alienSpeed
}

// hasSpawns reports whether the mission has Spawn Points, and so Motion
// Tracker draws (O).
func (g *Game) hasSpawns() bool {
	for _, s := range g.st.Spawns {
		if s >= 0 {
			return true
		}
	}
	return false
}

// runAlien steps through the Alien Phase (H.3): the start-of-phase check
// of Knocked-Down Characters (M.11, M.12), an Event window (G.3), then
// Alien models one at a time, closest first (L.2).
func (g *Game) runAlien(f *frame) bool {
	switch f.Step {
	case alienStart:
		f.Step = alienCaptures
		if g.logging() {
			g.emit("H.3", engine.M("aliens.phase.alien", "turn", g.st.Turn), nil)
		}
		for i := range g.st.Aliens {
			g.st.Aliens[i].Acted = false
		}
		for i := range g.st.Blips {
			g.st.Blips[i].Acted = false // [N.4]
		}
	case alienCaptures:
		f.Step = alienWindow
		for i := range g.st.Chars {
			c := &g.st.Chars[i]
			if !c.onBoard() || c.Status != KnockedDown {
				continue
			}
			if len(g.aliensNextTo(c.At)) > 0 {
				f.Step = alienCaptures // the others after this capture
				g.push(frame{Kind: kCapture, Seat: g.highestRankSeat(), Char: c.ID})
				return false
			}
			c.Status = Standing // [M.11]
			g.sightChanged()
			if g.logging() {
				g.emit("M.11", engine.M("aliens.char.stood-up", "char", c.ID.Name()), nil)
			}
		}
	case alienWindow:
		f.Step = alienModels
		g.openWindow(g.highestRankSeat(), -1)
	case alienModels:
		var buf [8]int
		next := g.nextAliens(buf[:0])
		switch len(next) {
		case 0:
			f.Step = alienBlips // [N] Blips next
			f.setBlipBoard(-1)
		case 1:
			g.push(alienActFrame(next[0]))
		default:
			g.keepAsked(g.alienOrderDecision(next))
			return true // [L.2] a tie: the highest-Rank player picks
		}
	case alienBlips:
		return g.runBlipStep(f) // [N.1-N.6]
	case alienTracker:
		f.Step = alienEnd
		if g.board != nil && g.hasSpawns() {
			g.push(frame{Kind: kMT}) // [O]
		}
	case alienEnd:
		g.pop()
		g.push(frame{Kind: kFinish})
	}
	return false
}

// aliensNextTo lists the Alien models next to square s (M.11, M.12):
// not across a wall (inReach, D.6), so an Alien that could never attack
// a Knocked-Down Character does not Capture him either.
func (g *Game) aliensNextTo(s int) []int {
	var out []int
	for _, a := range g.st.Aliens {
		if g.inReach(s, a.At) {
			out = append(out, a.ID)
		}
	}
	return out
}

// nextAliens lists the Aliens that have not activated and are closest to
// the Characters (L.2), by id, in dst (see blipBoards). Unreachable
// Aliens come last.
func (g *Game) nextAliens(dst []int) []int {
	if g.board == nil {
		return nil
	}
	return g.closestMovers(dst, len(g.st.Aliens), func(k int) (id, at int, ready bool) {
		a := &g.st.Aliens[k]
		return a.ID, a.At, !a.Acted
	})
}

func (g *Game) decideAlien(f *frame) *engine.Decision {
	if f.Step == alienBlips {
		return g.decideBlipStep(f)
	}
	if f.Step != alienModels {
		return nil
	}
	var buf [8]int
	next := g.nextAliens(buf[:0])
	if len(next) < 2 {
		return nil
	}
	return g.alienOrderDecision(next)
}

// alienOrderDecision asks which of the tied Aliens next activates first.
func (g *Game) alienOrderDecision(next []int) *engine.Decision {
	d := g.decideTie(g.mem.Message("aliens.prompt.alien-order"))
	d.Options = g.mem.Grow(d.Options, len(next))
	for _, id := range next {
		a := g.st.Aliens[g.alienIndex(id)]
		d.Options = append(d.Options, engine.Option{Key: alienOptKeys.key(id),
			Msg: g.optMsg("aliens.opt.alien-order", "alien", alienKey(id)), At: g.squareName(a.At)})
	}
	return d
}

func (g *Game) chooseAlien(f *frame, key string) {
	if f.Step == alienBlips {
		g.chooseBlipStep(f, key)
		return
	}
	a, _ := keyArg(key, "alien")
	g.push(alienActFrame(atoi(a[1:])))
}

// charsNextTo lists the Characters an Alien on square s can attack: in
// the mission, adjacent, and not across a wall (D.6): one legal step
// apart.
func (g *Game) charsNextTo(s int) []CharID {
	var out []CharID
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.onBoard() && g.inReach(s, c.At) {
			out = append(out, c.ID)
		}
	}
	return out
}

// stepBetween reports whether one step joins adjacent squares a and b
// (walls, white lines, barricades and the corner rule permitting).
func (g *Game) stepBetween(a, b int) bool {
	ax, ay := g.board.XY(grid.Square(a))
	bx, by := g.board.XY(grid.Square(b))
	for d := grid.Dir(0); d < 8; d++ {
		if dx, dy := d.Delta(); ax+dx == bx && ay+dy == by {
			// The one direction that can lead from a to b.
			m := &grid.Moves{Closed: g.barricaded()}
			return int(g.board.CanStep(grid.Square(a), d, m)) == b
		}
	}
	return false
}

// nextToChar reports L.4, L.7 (b) and N.5 (b): an Alien or Blip on
// square s is next to a Character. Across a wall it is not (D.6: nothing
// interacts through a wall), or it would stop there and never attack.
// It reads the table of such squares (routeField.near), which holds
// while the Characters and the barricades stay as they are (the whole
// Alien Phase but for a broken barricade or a Character lost).
func (g *Game) nextToChar(s int) bool {
	if g.board == nil {
		return false // adjacent is false without a board
	}
	return s >= 0 && g.nearChars().Has(grid.Square(s))
}

// nearChars is the set of squares charsNextTo finds a Character from:
// one legal step from a Character's square. Steps are symmetric on an
// Aliens layout (TestLayoutStepsSymmetric), so such a square is among
// the static step targets of the Character's square; each is checked
// as stepBetween checks it (the step back, with the barricades closed).
// Kept in the routes memo with its key (the
// Characters' squares, -1 out of the mission, and the barricades).
func (g *Game) nearChars() grid.SquareSet {
	if r := &g.routes; r.nearFast && r.nearVer == g.sightVer {
		return r.near // nothing it reads was written (routenow.go)
	}
	return g.nearCharsAgain()
}

// nearCharsAgain is nearChars when the trusted table may be stale (kept
// apart so that the common case is inlined).
func (g *Game) nearCharsAgain() grid.SquareSet {
	r := &g.routes
	trusted := r.near != nil && g.trusted(r.nearVer)
	r.nearVer, r.nearFast = g.stamp()
	var key [numChars]int32
	for i := range g.st.Chars {
		key[i] = -1
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 {
			key[i] = int32(c.At)
		}
	}
	if r.near != nil && key == r.nearKey && slices.Equal(g.st.Barricades, r.nearBar) {
		return r.near
	}
	if trusted {
		panic("aliens: a Character or a barricade changed without sightChanged")
	}
	if r.near == nil {
		r.near = g.board.NewSquareSet()
	}
	r.nearKey, r.nearBar = key, append(r.nearBar[:0], g.st.Barricades...)
	near := r.near
	near.Clear()
	m := &grid.Moves{Closed: g.barricaded()}
	for _, at := range key {
		if at < 0 {
			continue
		}
		// A static step target t of at lies in direction d; the one step
		// that can lead back is the opposite one (stepBetween(t, at)).
		for d, t := range g.board.StepTargets(grid.Square(at)) {
			if t != grid.NoSquare && g.board.CanStep(t, grid.Dir(d+4)%8, m) == grid.Square(at) {
				near.Add(t)
			}
		}
	}
	return near
}

// alienSteps lists the first steps of the Alien's shortest routes to the
// closest Character (L.6), avoiding Alien models (L.8).
func (g *Game) alienSteps(id int) []int {
	return g.moverSteps(g.st.Aliens[g.alienIndex(id)].At) // never two in one space
}

// moverSteps lists the first steps of an Alien or Blip on square at
// (L.6, N.5): those of its shortest routes free of models; when models
// close every route, those of the shortest routes past them that lead
// onto a free square (closeUpSteps), unless Options.WaitWhenBlocked.
// The list is scratch (routeField.steps): valid until the next call.
func (g *Game) moverSteps(at int) []int {
	out := g.routeSteps(at)
	if len(out) > 0 || g.st.Opts.WaitWhenBlocked || g.board == nil {
		return out
	}
	// The models' squares with the mover's own: closeUpSteps reads only
	// squares one step from at, where they are routeSteps' blocked set.
	return g.closeUpSteps(at, g.routes.now.occ)
}

// closeUpSteps lists the free squares one step from at that lie one step
// nearer the closest Character on the static field (every door passable,
// L.6 and L.9; no models): the mover closes up behind the models that
// block it, never entering an occupied space (L.8). blocked holds the
// Alien models and Blips but the mover (routeSteps' set).
func (g *Game) closeUpSteps(at int, blocked grid.SquareSet) []int {
	field := g.charField()
	d0 := field[at]
	if d0 <= 0 {
		return nil
	}
	// Every door passable and nothing blocked: the layout's static steps
	// (CanStep with ThroughDoors and no models, on an Aliens layout).
	out := g.routes.steps[:0]
	ts := g.board.StepTargets(grid.Square(at))
	for down := g.downSteps(grid.Square(at)); down != 0; down &= down - 1 {
		// Only a Character's square is at 0 on the field: at d0 > 1 no
		// step down leads onto one.
		if s := ts[bits.TrailingZeros8(down)]; !blocked.Has(s) && (d0 > 1 || !g.charOn(int(s))) {
			out = append(out, int(s))
		}
	}
	sortSmall(out) // the order routeSteps gives: by square
	g.routes.steps = out
	return out
}

// runAlienAct is one Alien's activation (L.3): move unless it starts
// next to a Character (L.4), then attack (alienActSteps).
func (g *Game) runAlienAct(f *frame) bool {
	i := g.alienIndex(f.alien())
	if i < 0 { // killed by Defensive Fire
		g.pop()
		return false
	}
	a := &g.st.Aliens[i]
	switch f.Step {
	case alienActStart:
		a.Acted = true
		if g.logging() {
			g.emit("L.2", engine.M("aliens.alien.activates", "alien", alienKey(a.ID)), nil)
		}
		f.Step = alienActMove
		if g.nextToChar(a.At) {
			f.Step = alienActTarget // [L.4] adjacent: no movement
		}
	case alienActMove:
		if *f.stepsTaken() >= f.speed() {
			f.Step = alienActTarget // out of Speed: no route needed
			return false
		}
		steps := g.alienSteps(a.ID)
		switch {
		case len(steps) == 0:
			f.Step = alienActTarget
		case len(steps) > 1:
			if g.log.Off { // Pending would look for the routes again
				g.keepAsked(g.alienStepDecision(f, steps))
			}
			return true // [L.11] [U.1] equal routes: the highest-Rank player picks
		default:
			g.alienStep(f, steps[0])
		}
	case alienActTarget:
		if f.noAttack() { // [O.12] [Z.9] moved by a Motion Tracker card: no attack
			g.pop()
			return false
		}
		switch ts := g.charsNextTo(a.At); len(ts) {
		case 0:
			g.pop()
		case 1:
			f.Step, f.Char = alienActDefFire, ts[0]
		default:
			return true // [L.11] which Character: the highest-Rank player
		}
	case alienActDefFire:
		// [L.10] [M.1] Defensive Fire first, then the Defense roll.
		f.Step = alienActAttack
		g.push(defFireFrame(a.ID, f.Char))
	case alienActAttack:
		f.Step = alienActDone
		if g.logging() {
			g.emit("L.10", engine.M("aliens.alien.attacks", "alien", alienKey(a.ID), "char", f.Char.Name()), nil)
		}
		g.pushDefense(f.Char, a.ID)
	case alienActDone:
		g.pop()
	}
	return false
}

// alienStep moves Alien f.alien() one step to s, first breaking a
// barricaded door in the way (L.9): on the Barricade number (5+, Z.8) the
// token goes and the Alien moves on; otherwise its activation ends.
func (g *Game) alienStep(f *frame, s int) {
	i := g.alienIndex(f.alien())
	m := &g.st.Aliens[i]
	from := m.At
	switch g.moverStep(&alienMoves, i, m.ID, &m.At, s) {
	case barricadeHeld:
		g.pop()
		return
	case barricadeBroken:
		// A Character stood right behind the barricade (not next to the
		// Alien while it held, D.6): the Alien is next to it now and
		// attacks from where it is; it never enters a model's space (L.8).
		f.Step = alienActTarget
		return
	}
	*f.stepsTaken()++
	g.sentryTrigger(s, from) // [T.3]
	if g.alienIndex(f.alien()) < 0 {
		return // shot dead [T.7]; runAlienAct ends the activation
	}
	if g.nextToChar(s) {
		f.Step = alienActTarget // [L.7] (b)
	}
}

func (g *Game) decideAlienAct(f *frame) *engine.Decision {
	i := g.alienIndex(f.alien())
	if i < 0 {
		return nil
	}
	switch f.Step {
	case alienActMove:
		if *f.stepsTaken() >= f.speed() {
			return nil
		}
		return g.alienStepDecision(f, g.alienSteps(f.alien()))
	case alienActTarget:
		ts := g.charsNextTo(g.st.Aliens[i].At)
		if len(ts) < 2 {
			return nil
		}
		d := g.decideTie(g.mem.Message("aliens.prompt.alien-target", "alien", alienKey(f.alien())))
		d.Options = g.charOptions(d.Options, ts, "target", "aliens.opt.alien-target")
		return d
	}
	return nil
}

// alienStepDecision asks which of its first steps Alien f.alien() takes
// (L.11, U.1), or nil with fewer than two.
func (g *Game) alienStepDecision(f *frame, steps []int) *engine.Decision {
	if len(steps) < 2 {
		return nil
	}
	d := g.decideTie(g.mem.Message("aliens.prompt.alien-step", "alien", alienKey(f.alien())))
	d.Options = g.squareOptions(d.Options, steps, "step", "aliens.opt.alien-step", "to")
	return d
}

func (g *Game) chooseAlienAct(f *frame, key string) {
	if a, ok := keyArg(key, "target"); ok {
		ch, _ := charByKey(a)
		f.Step, f.Char = alienActDefFire, ch
		return
	}
	s := g.keySquare(key, "step")
	g.alienStep(f, int(s))
}

// ---- Defensive Fire (M.1-M.5) ----

// defFireWeapons lists the weapons ch may fire at Alien id in Defensive
// Fire: standing (M.10), within four spaces and in Line of Sight (M.2),
// not CUMBERSOME (K.13), the Alien a legal target (K.1, K.12), or for an
// area weapon (M40 Grenades) in an area ch may aim at (K.11).
// It appends to dst, so that a caller's buffer can hold them.
func (g *Game) defFireWeapons(dst []int, ch CharID, id int) []int {
	c := &g.st.Chars[ch]
	i := g.alienIndex(id)
	if !c.onBoard() || c.Status != Standing || i < 0 {
		return dst
	}
	if g.distance(c.At, g.st.Aliens[i].At) > 4 || !g.los(c.At, g.st.Aliens[i].At) {
		return dst
	}
	out := dst
	for _, w := range c.Slots[:slotEquip1] {
		if w < 0 || g.rules.Deck.cardDef(w).Keywords.Has(Cumbersome) {
			continue
		}
		if g.rules.Deck.cardDef(w).Keywords.Has(Area) {
			if g.board != nil && len(g.areaSpacesAt(ch, w, g.st.Aliens[i].At)) > 0 {
				out = append(out, w)
			}
			continue
		}
		// One of targets(ch, w), Line of Sight being checked above.
		if g.inRange(w, c.At, g.st.Aliens[i].At) {
			out = append(out, w)
		}
	}
	return out
}

// defFireNext is the next Character to ask (M.3): closest to the Alien
// first (ties by character order), each once per Alien (firedAlready).
func (g *Game) defFireNext(f *frame) (CharID, bool) {
	i := g.alienIndex(f.alien())
	if i < 0 {
		return 0, false // [M.4] the Alien is dead: Defensive Fire stops
	}
	at := g.st.Aliens[i].At
	best, found := CharID(0), false
	bestD := 0
	var buf [slotEquip1]int
	for j := range g.st.Chars {
		ch := CharID(j)
		if *f.firedAlready()&(1<<j) != 0 || len(g.defFireWeapons(buf[:0], ch, f.alien())) == 0 {
			continue
		}
		if d := g.distance(g.st.Chars[j].At, at); !found || d < bestD {
			best, bestD, found = ch, d, true
		}
	}
	return best, found
}

func (g *Game) runDefFire(f *frame) bool {
	if g.log.Off { // quiet: the decision is kept for Pending
		if d := g.decision(len(g.st.Stack) - 1); d != nil {
			g.keep(d)
			return true
		}
	} else if _, ok := g.defFireNext(f); ok {
		return true
	}
	g.pop()
	return false
}

func (g *Game) decideDefFire(f *frame) *engine.Decision {
	ch, ok := g.defFireNext(f)
	if !ok {
		return nil
	}
	seat := g.st.Chars[ch].Owner
	if !g.st.Chars[ch].Hero {
		seat = g.highestRankSeat()
	}
	d := g.decide(seat, g.mem.Message("aliens.prompt.defensive-fire", "char", ch.Name(), "alien", alienKey(f.alien())))
	g.dfAsk.d, g.dfAsk.ch = d, ch
	var buf [slotEquip1]int
	for _, w := range g.defFireWeapons(buf[:0], ch, f.alien()) {
		if g.rules.Deck.cardDef(w).Keywords.Has(Area) {
			// [M.3] [K.11] an area aimed so that it holds the Alien.
			for _, s := range g.areaSpacesAt(ch, w, g.st.Aliens[g.alienIndex(f.alien())].At) {
				d.Options = append(d.Options, g.areaOption(w, s))
			}
			continue
		}
		d.Options = append(d.Options, g.opt(g.rules.Deck.optKey(okFire, w), "aliens.opt.defensive-fire", "card", g.rules.Deck.cardName(w)))
	}
	d.Options = append(d.Options, g.opt("fire:no", "aliens.opt.hold-fire"))
	return d
}

// chooseDefFire: [M.3] one normal Attack action (costs and Aim as usual),
// which is optional (Z.6).
func (g *Game) chooseDefFire(f *frame, key string) {
	var ch CharID
	if d := g.answering; d != nil && d == g.dfAsk.d {
		ch = g.dfAsk.ch   // the decision was built from this state
		if g.checkSight { // tests: compare with a fresh search
			if fresh, _ := g.defFireNext(f); fresh != ch {
				panic("aliens: the remembered Defensive Fire Character differs from defFireNext")
			}
			g.dfChecked++
		}
	} else {
		ch, _ = g.defFireNext(f)
	}
	*f.firedAlready() |= 1 << int(ch)
	if strings.HasPrefix(key, "area:") {
		if g.logging() {
			g.emit("M.3", engine.M("aliens.defensive-fire", "char", ch.Name(), "alien", alienKey(f.alien())), nil)
		}
		g.chooseAreaKey(ch, key) // [M.3] [K.11] one Attack action, resolved at once
		return
	}
	a, _ := keyArg(key, "fire")
	if a == "no" {
		return
	}
	w, _ := g.rules.Deck.cardByKey(a)
	seat := g.st.Chars[ch].Owner
	if !g.st.Chars[ch].Hero {
		seat = g.highestRankSeat()
	}
	if g.logging() {
		g.emit("M.3", engine.M("aliens.defensive-fire", "char", ch.Name(), "alien", alienKey(f.alien())), nil)
	}
	g.push(attackFrame(seat, ch, w, f.alien()))
}

// ---- Captured (M.12) ----

func (g *Game) decideCapture(f *frame) *engine.Decision {
	as := g.aliensNextTo(g.st.Chars[f.Char].At)
	if len(as) < 2 {
		return nil
	}
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.capture", "char", f.Char.Name()))
	d.Kind = engine.KindTieBreak // which Alien goes with the Character: an Alien-side option (U.1)
	for _, id := range as {
		d.Options = append(d.Options, g.opt("captor:"+alienKey(id), "aliens.opt.captor", "alien", alienKey(id)))
	}
	return d
}

// runCapture: [M.12] a Knocked-Down Character with an Alien model
// adjacent is Captured; one adjacent Alien and its tokens go with it, the
// highest-Rank player choosing which (U.1).
func (g *Game) runCapture(f *frame) bool {
	as := g.aliensNextTo(g.st.Chars[f.Char].At)
	if len(as) > 1 {
		return true
	}
	ch := f.Char
	g.pop()
	if len(as) == 1 {
		g.capture(ch, as[0])
	}
	return false
}

func (g *Game) capture(ch CharID, alien int) {
	i := g.alienIndex(alien)
	if g.logging() {
		g.emit("M.12", engine.M("aliens.char.captured", "char", ch.Name(), "alien", alienKey(alien)), nil)
	}
	g.st.Aliens = slices.Delete(g.st.Aliens, i, i+1) // the model and all its tokens
	g.sightChanged()
	g.loseChar(ch, Captured, "M.12")
}

func (g *Game) chooseCapture(f *frame, key string) {
	ch := f.Char
	a, _ := keyArg(key, "captor")
	g.pop()
	g.capture(ch, atoi(a[1:]))
}

// sortSmall sorts a list of at most eight squares (one square's steps)
// by insertion, cheaper than a general sort at that size.
func sortSmall(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j-1] > s[j]; j-- {
			s[j-1], s[j] = s[j], s[j-1]
		}
	}
}
