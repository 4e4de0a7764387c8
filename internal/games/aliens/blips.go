package aliens

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Section N: Blip tokens, their activation (Alien Phase step 2) and
// Spotting. Blips lie face down: a Blip's token (its value) is in the
// state but never in a view (view.go) until it is flipped.

// Component limits (A.10, A.13, A.17).
const (
	maxAlienModels = 16
	maxAlienTokens = 21
	blipTokens     = 21
)

// Blip is a face-down Blip token on the board (N).
type Blip struct {
	ID int `json:"id"`
	// Token is the index of the token in Rules.BlipValues: hidden.
	Token int `json:"token"`
	At    int `json:"at"`
	// Acted is set once the Blip has activated this Alien Phase (N.4).
	Acted bool `json:"acted,omitempty"`
}

func blipKey(id int) string { return blipKeys.key(id) }

func itoa(i int) string { return strconv.Itoa(i) }

// blipIndex is the index of Blip id in the state's list, -1 if none. A
// Blip's activation asks it several times a step: the index found last
// (blipHint, not state) is looked at first.
func (g *Game) blipIndex(id int) int {
	b := g.st.Blips
	if i := g.blipHint; i < len(b) && b[i].ID == id {
		return i
	}
	for i := range b {
		if b[i].ID == id {
			g.blipHint = i
			return i
		}
	}
	return -1
}

// blipValue is the number on a token's face (N.8).
func (g *Game) blipValue(token int) int { return g.rules.BlipValues[token] }

// drawBlip takes a random token from the pool (C.9: shuffled face down),
// or -1 when the pool is empty (O.11).
func (g *Game) drawBlip() int {
	n := len(g.st.Pool)
	if n == 0 {
		return -1
	}
	i := g.rng.IntN(n)
	t := g.st.Pool[i]
	g.st.Pool = slices.Delete(g.st.Pool, i, i+1)
	return t
}

// returnBlip shuffles a token back into the pool (N.8, Y.14).
func (g *Game) returnBlip(token int) {
	g.st.Pool = append(g.st.Pool, token)
	slices.Sort(g.st.Pool) // the pool is unordered: draws are random
}

// placeBlip puts a token face down on square s.
func (g *Game) placeBlip(token, s int, rule string) int {
	g.st.NextBlip++
	g.st.Blips = append(g.st.Blips, Blip{ID: g.st.NextBlip, Token: token, At: s, Acted: true})
	g.sightChanged()
	if g.logging() {
		g.emit(rule, engine.M("aliens.blip.placed", "blip", blipKey(g.st.NextBlip), "at", g.squareName(s)), nil)
	}
	return g.st.NextBlip
}

// removeBlip takes Blip id off the board unflipped, its token back to the
// pool (T.5, Y.14).
func (g *Game) removeBlip(id int) {
	i := g.blipIndex(id)
	g.returnBlip(g.st.Blips[i].Token)
	g.st.Blips = slices.Delete(g.st.Blips, i, i+1)
	g.sightChanged()
}

// occupied reports a model or a Blip on square s (O.7: not empty).
func (g *Game) occupied(s int) bool {
	for _, a := range g.st.Aliens {
		if a.At == s {
			return true
		}
	}
	for _, b := range g.st.Blips {
		if b.At == s {
			return true
		}
	}
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At == s {
			return true
		}
	}
	return false
}

// charOn reports a Character in the mission on square s.
func (g *Game) charOn(s int) bool {
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At == s {
			return true
		}
	}
	return false
}

// occupiedSquares is occupied for every square at once, in a scratch set
// valid until the next call.
func (g *Game) occupiedSquares() grid.SquareSet {
	ms := &g.moves
	if ms.occ == nil {
		ms.occ = g.board.NewSquareSet()
	}
	set := ms.occ
	set.Clear()
	g.addAliensAndBlips(set)
	g.fillChars(set, false)
	return set
}

// addAliensAndBlips adds the squares of the Alien models and Blip tokens
// in play to set: what an Alien or a Blip may not enter (L.8, N.5) and
// what opens a door besides the Characters (D.8).
func (g *Game) addAliensAndBlips(set grid.SquareSet) {
	for _, a := range g.st.Aliens {
		if a.At >= 0 {
			set.Add(grid.Square(a.At))
		}
	}
	for _, b := range g.st.Blips {
		if b.At >= 0 {
			set.Add(grid.Square(b.At))
		}
	}
}

// tokenAt reports a token a Character may not end a move on (J.4): a
// Blip, a Spawn Point, a Tunnel, a Sentry Gun or a mission object.
//
// tokenSquares written out (a move asks it at every look; the iterator's
// calls cost more than the comparisons): s >= 0, so a token off the board
// (-1) never matches.
func (g *Game) tokenAt(s int) bool {
	if s < 0 {
		return false
	}
	for i := range g.st.Blips {
		if g.st.Blips[i].At == s {
			return true
		}
	}
	return g.fixedTokenAt(s)
}

// inSight reports whether any Character in the mission has Line of Sight
// to square s (N.7, E).
func (g *Game) inSight(s int) bool {
	if g.board == nil {
		return g.charsSeeing(s) > 0
	}
	return g.seenWith(g.sightSets(), s)
}

// seenWith is inSight with the sight sets at hand.
func (g *Game) seenWith(sc *sightSets, s int) bool {
	if sc.rows { // the walls decide most squares
		if !sc.maybe.Has(grid.Square(s)) {
			return false
		}
		if sc.sure.Has(grid.Square(s)) {
			return true
		}
		for i, row := range sc.rowOf {
			if row.Has(grid.Square(s)) && g.board.LOS(grid.Square(g.st.Chars[i].At), grid.Square(s), sc.standing, sc.closed) {
				return true
			}
		}
		return false
	}
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 && g.board.LOS(grid.Square(c.At), grid.Square(s), sc.standing, sc.closed) {
			return true
		}
	}
	return false
}

// charsSeeing counts the Characters with Line of Sight to square s
// (W.3.4).
func (g *Game) charsSeeing(s int) int {
	n := 0
	var sc *sightSets
	if g.board != nil {
		sc = g.sightSets()
	}
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 && (sc == nil || sc.los(g.board, c.At, s)) {
			n++
		}
	}
	return n
}

// spot resolves every Spotting due now (N.7): a Blip in Line of Sight of
// any Character is flipped. advance calls it before every frame, so it
// runs after every single step, placement, door change and removal; a
// move in progress is suspended and goes on afterwards (N.9).
func (g *Game) spot() {
	if g.board == nil || len(g.st.Blips) == 0 {
		return // nothing to flip
	}
	for {
		sc := g.sightSets()
		if sc.settled {
			return
		}
		i := -1
		if sc.partial { // only Blips that stepped can be seen
			for _, j := range sc.recheck {
				at := grid.Square(g.st.Blips[j].At)
				if sc.unseen.Has(at) {
					continue
				}
				if g.seenWith(sc, int(at)) {
					i = int(j)
					break
				}
				sc.unseen.Add(at)
			}
		} else {
			for j := range g.st.Blips {
				at := grid.Square(g.st.Blips[j].At)
				if sc.unseen.Has(at) {
					continue // looked at already, and nothing changed since
				}
				if g.seenWith(sc, int(at)) {
					i = j
					break
				}
				sc.unseen.Add(at)
			}
		}
		sc.partial = false
		if i < 0 {
			sc.settled = true
			return
		}
		g.flip(i)
		if g.st.Over {
			return
		}
	}
}

// flip resolves the Spotting of Blip i (N.8): one Alien model, on n-1
// Alien tokens for a value n (a swarm, N.12); the token goes back to the
// pool. The Alien acts no more this phase unless it was the activating
// Blip (N.10, N.11, O.14).
//
// Limits (A.10, A.13, Y.21): a swarm gets as many tokens as remain of the
// 21; with all 16 models in play the Blip leaves the board unresolved,
// its token back in the pool. With More Aliens (P) every Alien is a model
// as far as models last.
func (g *Game) flip(i int) {
	b := g.st.Blips[i]
	v := g.blipValue(b.Token)
	g.st.Blips = slices.Delete(g.st.Blips, i, i+1)
	g.sightChanged()
	g.returnBlip(b.Token)
	if g.logging() {
		g.emit("N.8", engine.M("aliens.blip.spotted", "blip", blipKey(b.ID), "at", g.squareName(b.At), "n", v), v)
	}
	if g.alienModels() >= maxAlienModels {
		if g.logging() {
			g.emit("Y.21", engine.M("aliens.blip.no-models", "blip", blipKey(b.ID)), nil)
		}
		g.convertBlipFrame(b.ID, -1)
		return
	}
	tokens := 0
	if !g.st.Opts.MoreAliens {
		tokens = min(v-1, maxAlienTokens-g.tokensInPlay())
	}
	g.st.NextAlien++
	id := g.st.NextAlien
	g.st.Aliens = append(g.st.Aliens, Alien{ID: id, Tokens: tokens, At: b.At, Acted: true})
	g.sightChanged()
	if g.logging() {
		g.emit("N.8", engine.M("aliens.blip.became", "blip", blipKey(b.ID), "alien", alienKey(id), "tokens", tokens), nil)
	}
	if g.st.Opts.MoreAliens && v > 1 {
		g.push(moreAliensFrame(b.At, v-1, id))
	}
	g.convertBlipFrame(b.ID, id)
}

// maxFacehuggers is the number of Facehugger tokens (A.14).
const maxFacehuggers = 2

// alienModels counts the Alien models in play (A.10); Facehuggers are
// tokens of their own (A.14) and do not count.
func (g *Game) alienModels() int {
	n := 0
	for _, a := range g.st.Aliens {
		if !a.Facehugger {
			n++
		}
	}
	return n
}

// facehuggers counts the Facehugger tokens on the board and on
// Characters' cards (A.14).
func (g *Game) facehuggers() int {
	n := 0
	for _, a := range g.st.Aliens {
		if a.Facehugger {
			n++
		}
	}
	for i := range g.st.Chars {
		if g.st.Chars[i].Facehugged {
			n++
		}
	}
	return n
}

// tokensInPlay counts the Alien tokens under models (A.13).
func (g *Game) tokensInPlay() int {
	n := 0
	for _, a := range g.st.Aliens {
		n += a.Tokens
	}
	return n
}

// convertBlipFrame turns the activation of Blip blip, if it is under way,
// into the activation of the Alien it became (N.10): it moves on with the
// Blip's remaining Speed, then attacks. alien -1: nothing appeared, so
// the activation ends.
func (g *Game) convertBlipFrame(blip, alien int) {
	for j := len(g.st.Stack) - 1; j >= 0; j-- {
		f := &g.st.Stack[j]
		if f.Kind != kBlipAct || f.blip() != blip {
			continue
		}
		if alien < 0 {
			g.st.Stack = slices.Delete(g.st.Stack, j, j+1)
			return
		}
		*f = alienFromBlipFrame(f, alien)
		if g.logging() {
			g.emit("N.10", engine.M("aliens.blip.moves-on", "alien", alienKey(alien), "n", f.moverSpeed()-*f.stepsTaken()), nil)
		}
		return
	}
}

// ---- Alien Phase step 2: activate Blips (N.1-N.6) ----

// blipBoards appends to dst the boards holding Blips that have not
// activated (N.1, N.4). Callers pass a buffer on their stack: a frame
// asks this at every step.
func (g *Game) blipBoards(dst []int) []int {
	out := dst[:0]
	for _, b := range g.st.Blips {
		if bd := g.board.Board(grid.Square(b.At)); !b.Acted && !slices.Contains(out, bd) {
			out = append(out, bd)
		}
	}
	slices.Sort(out)
	return out
}

// nextBlips lists the Blips on board bd that have not activated and are
// closest to the Characters (N.3), by id, in dst (see blipBoards).
func (g *Game) nextBlips(dst []int, bd int) []int {
	return g.closestMovers(dst, len(g.st.Blips), func(k int) (id, at int, ready bool) {
		b := &g.st.Blips[k]
		return b.ID, b.At, !b.Acted && g.board.Board(grid.Square(b.At)) == bd
	})
}

// runBlipStep is the kAlien frame's step alienBlips: board by board (N.1), the
// Alien die as the Speed of every Blip on it (N.2), Blips closest first
// (N.3). blipBoard is the board under way (-1: none), blipSpeed its Speed.
func (g *Game) runBlipStep(f *frame) bool {
	if g.board == nil {
		f.Step = alienTracker
		return false
	}
	var buf [8]int
	if bd := f.blipBoard(); bd >= 0 {
		next := g.nextBlips(buf[:0], bd)
		switch len(next) {
		case 0:
			f.setBlipBoard(-1)
		case 1:
			g.push(blipActFrame(next[0], f.blipSpeed(), false))
		default:
			g.keepAsked(g.blipOrderDecision(next))
			return true // [N.3] a tie: the highest-Rank player picks
		}
		return false
	}
	switch boards := g.blipBoards(buf[:0]); len(boards) {
	case 0:
		f.Step = alienTracker
	case 1:
		g.startBoard(f, boards[0])
	default:
		g.keepAsked(g.blipBoardDecision(boards))
		return true // [N.1] the highest-Rank player picks the board
	}
	return false
}

func (g *Game) startBoard(f *frame, bd int) {
	f.setBlipBoard(bd)
	f.setBlipSpeed(g.rng.Roll(6))
	if g.logging() {
		g.emit("N.2", engine.M("aliens.blip.board", "board", bd+1, "speed", f.blipSpeed()), f.blipSpeed())
	}
}

func (g *Game) decideBlipStep(f *frame) *engine.Decision {
	var buf [8]int
	if bd := f.blipBoard(); bd >= 0 {
		next := g.nextBlips(buf[:0], bd)
		if len(next) < 2 {
			return nil
		}
		return g.blipOrderDecision(next)
	}
	boards := g.blipBoards(buf[:0])
	if len(boards) < 2 {
		return nil
	}
	return g.blipBoardDecision(boards)
}

// blipOrderDecision asks which of the tied Blips next moves first (N.3);
// runBlipStep keeps it for Pending in a quiet game.
func (g *Game) blipOrderDecision(next []int) *engine.Decision {
	d := g.decideTie(g.mem.Message("aliens.prompt.blip-order"))
	d.Options = g.mem.Grow(d.Options, len(next))
	for _, id := range next {
		at := g.squareName(g.st.Blips[g.blipIndex(id)].At)
		d.Options = append(d.Options, engine.Option{Key: blipOptKeys.key(id), Msg: g.optMsg("aliens.opt.blip-order", "blip", blipKey(id), "at", at), At: at})
	}
	return d
}

// blipBoardDecision asks which board's Blips move next (N.1).
func (g *Game) blipBoardDecision(boards []int) *engine.Decision {
	d := g.decideTie(g.mem.Message("aliens.prompt.blip-board"))
	d.Options = g.mem.Grow(d.Options, len(boards))
	for _, bd := range boards {
		d.Options = append(d.Options, g.opt(boardKeys.key(bd+1), "aliens.opt.blip-board", "board", itoa(bd+1)))
	}
	return d
}

func (g *Game) chooseBlipStep(f *frame, key string) {
	if a, ok := keyArg(key, "board"); ok {
		g.startBoard(f, atoi(a)-1)
		return
	}
	a, _ := keyArg(key, "blip")
	g.push(blipActFrame(atoi(a[1:]), f.blipSpeed(), false))
}

// blipSteps lists the first steps of Blip id's shortest routes to the
// closest Character (N.5): like an Alien (L.6), never into a space with
// an Alien model or a Blip.
func (g *Game) blipSteps(id int) []int {
	return g.moverSteps(g.st.Blips[g.blipIndex(id)].At)
}

// runBlipAct is one Blip's activation (N.5): Speed moverSpeed; it stops out of
// Speed, next to a Character, or at a barricade that holds. Spotting on
// the way turns this frame into the Alien's (N.10, convertBlipFrame).
// noAttack: a No-More-Blips move (O.11), whose Aliens do not attack (Z.9).
func (g *Game) runBlipAct(f *frame) bool {
	i := g.blipIndex(f.blip())
	if i < 0 {
		g.pop()
		return false
	}
	b := &g.st.Blips[i]
	if f.Step == blipActStart {
		f.Step = blipActMove
		b.Acted = true // [N.4]
		if g.logging() {
			g.emit("N.3", engine.M("aliens.blip.activates", "blip", blipKey(b.ID), "speed", f.moverSpeed()), nil)
		}
		if g.nextToChar(b.At) {
			g.pop() // [N.5] (b), as L.4: it starts next to a Character
			return false
		}
	}
	if *f.stepsTaken() >= f.moverSpeed() {
		g.pop() // out of Speed: no route needed
		return false
	}
	steps := g.moverSteps(b.At) // blipSteps, the Blip at hand
	switch {
	case len(steps) == 0:
		g.pop()
	case len(steps) > 1:
		if g.log.Off { // Pending would look for the routes again
			g.keepAsked(g.blipStepDecision(f, steps))
		}
		return true // [U.1] equal routes: the highest-Rank player picks
	default:
		g.blipStep(f, steps[0])
	}
	return false
}

// blipStep moves Blip f.blip() one step to s, breaking a barricaded door
// first (N.5 (c), L.9).
func (g *Game) blipStep(f *frame, s int) {
	i := g.blipIndex(f.blip())
	m := &g.st.Blips[i]
	from := m.At
	switch g.moverStep(&blipMoves, i, m.ID, &m.At, s) {
	case barricadeHeld:
		g.pop()
		return
	case barricadeBroken:
		// A Character stood right behind the barricade: the Blip is next
		// to it now and its move ends there (N.5 (b), L.8).
		*f.stepsTaken() = f.moverSpeed()
		return
	}
	*f.stepsTaken()++
	g.sentryTrigger(s, from)
	if i := g.blipIndex(f.blip()); i >= 0 && g.nextToChar(s) {
		*f.stepsTaken() = f.moverSpeed() // [N.5] (b): the move ends; a Spotting now still attacks (N.10)
	}
}

func (g *Game) decideBlipAct(f *frame) *engine.Decision {
	if g.blipIndex(f.blip()) < 0 || f.Step == blipActStart || *f.stepsTaken() >= f.moverSpeed() {
		return nil
	}
	return g.blipStepDecision(f, g.blipSteps(f.blip()))
}

// blipStepDecision asks which of its first steps Blip f.blip() takes
// (U.1), or nil with fewer than two.
func (g *Game) blipStepDecision(f *frame, steps []int) *engine.Decision {
	if len(steps) < 2 {
		return nil
	}
	d := g.decideTie(g.mem.Message("aliens.prompt.blip-step", "blip", blipKey(f.blip())))
	d.Options = g.squareOptions(d.Options, steps, "step", "aliens.opt.alien-step", "to")
	return d
}

func (g *Game) chooseBlipAct(f *frame, key string) {
	s := g.keySquare(key, "step")
	g.blipStep(f, int(s))
}

func (g *Game) barricadeOn() int {
	if g.st.Opts.BarricadeOn != 0 {
		return g.st.Opts.BarricadeOn
	}
	return 5 // [Z.8]
}

// ---- More Aliens (P) ----

// moreAlienSquares lists where the next extra model of a Spotted Blip on
// square at may go (P.2-P.5): empty squares out of every Character's Line
// of Sight, a square counting as in sight when a model placed there
// would open a door that shows it (P.5); the squares adjacent to the
// first model if any (P.2), else those at the shortest movement distance
// (P.3).
func (g *Game) moreAlienSquares(at int) []int {
	dist := g.board.StaticDistances(grid.Square(at)) // through doors (Z.2)
	var adj, far []int
	best := int32(-1)
	for s := range g.board.Len() {
		if dist[s] < 0 || g.occupied(s) || g.tokenUnder(s) {
			continue
		}
		g.st.Aliens = append(g.st.Aliens, Alien{ID: -1, At: s})
		g.sightChanged()
		seen := g.inSight(s)
		g.st.Aliens = g.st.Aliens[:len(g.st.Aliens)-1]
		g.sightChanged()
		if seen {
			continue
		}
		if g.adjacent(at, s) {
			adj = append(adj, s)
			continue
		}
		switch d := dist[s]; {
		case best < 0 || d < best:
			best, far = d, []int{s}
		case d == best:
			far = append(far, s)
		}
	}
	if len(adj) > 0 {
		return adj
	}
	return far
}

// tokenUnder: Spawn Points and Tunnels may hold Aliens; only a Sentry Gun
// square is never entered.
func (g *Game) tokenUnder(s int) bool {
	return slices.ContainsFunc(g.st.Sentries, func(sg Sentry) bool { return sg.At == s })
}

// runMoreAliens places the extra models one by one (P.1): leftToPlace
// of them, around placeAt, with firstModel. Without a square or a model left, the rest become
// tokens under the first model, as in the basic game [Y.21].
func (g *Game) runMoreAliens(f *frame) bool {
	left := *f.leftToPlace()
	if left <= 0 {
		g.pop()
		return false
	}
	sq := g.moreAlienSquares(f.placeAt())
	if len(sq) == 0 || g.alienModels() >= maxAlienModels {
		if i := g.alienIndex(f.firstModel()); i >= 0 {
			g.st.Aliens[i].Tokens += min(left, maxAlienTokens-g.tokensInPlay())
			if g.logging() {
				g.emit("P.1", engine.M("aliens.more.as-tokens", "alien", alienKey(f.firstModel()), "n", left), nil)
			}
		}
		g.pop()
		return false
	}
	if len(sq) > 1 {
		return true // [P.4] the highest-Rank player picks
	}
	g.placeMore(f, sq[0])
	return false
}

func (g *Game) placeMore(f *frame, s int) {
	*f.leftToPlace()--
	g.st.NextAlien++
	g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: s, Acted: true})
	g.sightChanged()
	if g.logging() {
		g.emit("P.2", engine.M("aliens.more.placed", "alien", alienKey(g.st.NextAlien), "at", g.squareName(s)), nil)
	}
}

func (g *Game) decideMoreAliens(f *frame) *engine.Decision {
	left := *f.leftToPlace()
	if left <= 0 || g.alienModels() >= maxAlienModels {
		return nil
	}
	sq := g.moreAlienSquares(f.placeAt())
	if len(sq) < 2 {
		return nil
	}
	d := g.decide(g.highestRankSeat(), g.mem.Message("aliens.prompt.more-aliens", "n", itoa(left)))
	d.Options = g.squareOptions(d.Options, sq, "place", "aliens.opt.more-aliens", "at")
	return d
}

func (g *Game) chooseMoreAliens(f *frame, key string) {
	s := g.keySquare(key, "place")
	g.placeMore(f, int(s))
}

// checkTokens is Check's part for N, O and T: every Blip token is in the
// pool or on the board exactly once (A.17); at most 16 Alien models and
// 21 Alien tokens are in play (A.10, A.13); each Motion Tracker card is
// in the deck, the discard pile or being resolved exactly once (A.3); a
// door is open exactly when a model or a Blip touches it and it is not
// barricaded (D.8, D.9); no Character stands on a token outside its Move
// (J.4); Sentry Gun dials are on the dial (T.6).
func (g *Game) checkTokens() error {
	seen := make([]int, blipTokens)
	for _, t := range g.st.Pool {
		if t < 0 || t >= blipTokens {
			return fmt.Errorf("aliens: blip token %d in the pool", t)
		}
		seen[t]++
	}
	for _, b := range g.st.Blips {
		if b.Token < 0 || b.Token >= blipTokens {
			return fmt.Errorf("aliens: blip %s is token %d", blipKey(b.ID), b.Token)
		}
		seen[b.Token]++
	}
	for t, n := range seen {
		if n != 1 {
			return fmt.Errorf("aliens: blip token %d is accounted for %d times [A.17]", t, n)
		}
	}
	if n := g.alienModels(); n > maxAlienModels {
		return fmt.Errorf("aliens: %d alien models in play [A.10]", n)
	}
	if n := g.facehuggers(); n > maxFacehuggers {
		return fmt.Errorf("aliens: %d facehugger tokens [A.14]", n)
	}
	if n := g.tokensInPlay(); n > maxAlienTokens {
		return fmt.Errorf("aliens: %d alien tokens in play [A.13]", n)
	}
	if g.st.MTSize > 0 {
		mt := make([]int, len(g.rules.MT))
		total := 0
		for _, c := range append(slices.Clone(g.st.MTDeck), g.st.MTDiscard...) {
			mt[c]++
		}
		for _, f := range g.st.Stack {
			if f.Kind == kMTCard {
				mt[f.Card]++
			}
		}
		for c, n := range mt {
			if n > 1 {
				return fmt.Errorf("aliens: motion tracker card %s is accounted for %d times [A.3]", g.mtKey(c), n)
			}
			total += n
		}
		if total != g.st.MTSize {
			return fmt.Errorf("aliens: %d of the %d motion tracker cards are accounted for [C.8]", total, g.st.MTSize)
		}
	}
	if len(g.st.Sentries) > maxSentry {
		return fmt.Errorf("aliens: %d sentry guns [A.15]", len(g.st.Sentries))
	}
	for i, sg := range g.st.Sentries {
		if sg.Ammo < 0 || sg.Ammo > sentryAmmo || sg.Ammo%sentryStep != 0 {
			return fmt.Errorf("aliens: sentry gun %d dial at %d [T.6]", i+1, sg.Ammo)
		}
	}
	if g.board == nil {
		return nil
	}
	closed := g.closedDoors()
	for d := range g.board.Doors() {
		a, b := g.board.DoorSquares(grid.DoorID(d))
		touched := g.occupied(int(a)) || g.occupied(int(b))
		open := touched && !slices.Contains(g.st.Barricades, d)
		if open == closed.Has(grid.DoorID(d)) {
			return fmt.Errorf("aliens: door %s open=%v but touched=%v [D.8]", g.board.DoorName(grid.DoorID(d)), !open, touched)
		}
	}
	moving := slices.ContainsFunc(g.st.Stack, func(f frame) bool { return f.Kind == kMove })
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.onBoard() && !moving && g.tokenAt(c.At) {
			return fmt.Errorf("aliens: %s stands on a token at %s [J.4]", c.ID, g.squareName(c.At))
		}
	}
	return nil
}
