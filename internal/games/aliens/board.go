package aliens

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Sections D and E on the board (internal/grid): where models stand, which
// doors are open (D.8), distances (Z.2), Line of Sight (E), and the Move
// action (J.3-J.8). Without a board (Game.board nil) every range and Line
// of Sight holds and no Move is offered.

// setupBoard parses the drill's map and places the models (C.11).
func (g *Game) setupBoard(o *Options) error {
	if o.Map == "" {
		if len(o.Spawns) > 0 || o.SentryGuns > 0 {
			return fmt.Errorf("aliens: spawns and sentryGuns need a map")
		}
		if len(o.Start) > 0 {
			return fmt.Errorf("aliens: start: places given without a map")
		}
		return nil
	}
	if o.DrillAliens > 0 {
		return fmt.Errorf("aliens: drillAliens: place Aliens with start on a map")
	}
	src := o.Map
	if !strings.HasPrefix(src, "board:") {
		src = "board: drill\n" + src
	}
	b, err := grid.ParseBoard("map", []byte(src))
	if err != nil {
		return fmt.Errorf("aliens: map: %w", err)
	}
	l, err := grid.NewLayout(grid.MoveRules{Corners: grid.AliensCorners}, grid.Placement{Board: b})
	if err != nil {
		return fmt.Errorf("aliens: map: %w", err)
	}
	g.board = l
	taken := make([]bool, l.Len())
	for i, p := range o.Start {
		s, err := l.Lookup(p.At)
		if err != nil {
			return fmt.Errorf("aliens: start[%d]: %w", i, err)
		}
		if taken[s] {
			return fmt.Errorf("aliens: start[%d]: %s is taken", i, p.At)
		}
		taken[s] = true
		switch {
		case p.Who == "blip" || strings.HasPrefix(p.Who, "blip:"):
			t := -1
			if v, ok := strings.CutPrefix(p.Who, "blip:"); ok {
				n, _ := strconv.Atoi(v)
				t = slices.IndexFunc(g.st.Pool, func(t int) bool { return g.blipValue(t) == n })
				if t < 0 {
					return fmt.Errorf("aliens: start[%d]: no blip token showing %q left", i, v)
				}
				t = g.st.Pool[t]
				g.st.Pool = slices.DeleteFunc(g.st.Pool, func(x int) bool { return x == t })
			} else if t = g.drawBlip(); t < 0 {
				return fmt.Errorf("aliens: start[%d]: the blip pool is empty", i)
			}
			g.placeBlip(t, int(s), "C.9")
		case strings.HasPrefix(p.Who, "sentry:"):
			fc := strings.TrimPrefix(p.Who, "sentry:")
			if !validFacing(fc) || len(g.st.Sentries) >= maxSentry {
				return fmt.Errorf("aliens: start[%d]: bad or third sentry gun %q (n, e, s or w; at most 2)", i, p.Who)
			}
			g.addSentry(int(s), fc)
		case p.Who == "facehugger":
			if g.facehuggers() >= maxFacehuggers {
				return fmt.Errorf("aliens: start[%d]: a third facehugger (A.14)", i)
			}
			g.st.NextAlien++
			g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: int(s), Facehugger: true})
			g.sightChanged()
		case strings.HasPrefix(p.Who, "exit:"):
			if err := g.addExit(strings.TrimPrefix(p.Who, "exit:"), int(s)); err != nil {
				return fmt.Errorf("aliens: start[%d]: %w", i, err)
			}
		case p.Who == "tunnel":
			if len(g.st.Tunnels) >= maxTunnels {
				return fmt.Errorf("aliens: start[%d]: a fifth tunnel", i)
			}
			g.st.Tunnels = append(g.st.Tunnels, int(s))
		case p.Who == "alien" || strings.HasPrefix(p.Who, "swarm:"):
			n := 0
			if t, ok := strings.CutPrefix(p.Who, "swarm:"); ok {
				if n, err = strconv.Atoi(t); err != nil || n < 1 || n > 20 {
					return fmt.Errorf("aliens: start[%d]: bad swarm %q", i, p.Who)
				}
			}
			g.st.NextAlien++
			g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, Tokens: n, At: int(s)})
			g.sightChanged()
		default:
			ch, ok := charByKey(p.Who)
			if !ok || !g.st.Chars[ch].InPlay {
				return fmt.Errorf("aliens: start[%d]: %q is not a character in play", i, p.Who)
			}
			if g.st.Chars[ch].At >= 0 {
				return fmt.Errorf("aliens: start[%d]: %s is placed twice", i, p.Who)
			}
			g.st.Chars[ch].At = int(s)
			g.sightChanged()
		}
	}
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.InPlay && c.At < 0 {
			return fmt.Errorf("aliens: start: %s has no square", c.ID)
		}
	}
	if len(o.Spawns) > 4 {
		return fmt.Errorf("aliens: spawns: %d spawn points; at most 4 (A.16)", len(o.Spawns))
	}
	for k, name := range o.Spawns {
		s, err := l.Lookup(name)
		if err != nil {
			return fmt.Errorf("aliens: spawns[%d]: %w", k, err)
		}
		g.st.Spawns[k] = int(s)
	}
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.InPlay && g.tokenAt(c.At) {
			return fmt.Errorf("aliens: start: %s stands on a token at %s (J.4)", c.ID, g.squareName(c.At))
		}
	}
	if n := len(g.st.Aliens); n > maxAlienModels {
		return fmt.Errorf("aliens: start: %d alien models; at most %d (A.10)", n, maxAlienModels)
	}
	if n := g.tokensInPlay(); n > maxAlienTokens {
		return fmt.Errorf("aliens: start: %d alien tokens; at most %d (A.13)", n, maxAlienTokens)
	}
	if o.SentryGuns < 0 || o.SentryGuns+len(g.st.Sentries) > maxSentry {
		return fmt.Errorf("aliens: sentryGuns: %d is out of range 0..%d", o.SentryGuns, maxSentry-len(g.st.Sentries))
	}
	return nil
}

// squareName names a square for options and events.
func (g *Game) squareName(s int) string {
	if g.board == nil || s < 0 {
		return "-"
	}
	return g.board.Name(grid.Square(s))
}

// fillChars adds the squares of the Characters on the board to set (only
// the standing ones if standing).
func (g *Game) fillChars(set grid.SquareSet, standing bool) {
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.onBoard() && c.At >= 0 && (!standing || c.Status != KnockedDown) {
			set.Add(grid.Square(c.At))
		}
	}
}

// closedDoors are the doors closed now (D.7, D.8): a door is open while a
// model stands on one of the two squares it separates [GAP Y.11: only
// those two squares touch it].
func (g *Game) closedDoors() grid.DoorSet {
	set := g.board.NewDoorSet()
	g.fillClosed(set, g.board.NewSquareSet())
	return set
}

// fillClosed adds the closed doors to set, using models as scratch: the
// plain reading of closedDoors, door by door. The sight sets use
// doorTable.fill, which gives the same set.
func (g *Game) fillClosed(set grid.DoorSet, models grid.SquareSet) {
	l := g.board
	g.fillChars(models, false)
	g.addAliensAndBlips(models) // [D.8] a Blip opens doors too
	for d := range l.Doors() {
		a, b := l.DoorSquares(grid.DoorID(d))
		if !models.Has(a) && !models.Has(b) || slices.Contains(g.st.Barricades, d) { // [D.9]
			set.Add(grid.DoorID(d))
		}
	}
}

// los reports Line of Sight between two squares (E.1-E.6): blocked by
// walls, closed doors and standing Characters, never by Aliens.
func (g *Game) los(a, b int) bool {
	if g.board == nil {
		return true
	}
	return g.sightSets().los(g.board, a, b)
}

// distance is "within N spaces" (Z.2): the shortest path of 8-directional
// steps respecting walls, white lines and the corner rule (D.5); doors
// open as models approach them (J.8). DistanceStraight counts king's
// moves instead. Boardless: 0.
func (g *Game) distance(a, b int) int {
	if g.board == nil {
		return 0
	}
	if g.st.Opts.DistanceStraight {
		return g.board.Chebyshev(grid.Square(a), grid.Square(b))
	}
	if d := g.board.StaticDistances(grid.Square(a))[b]; d >= 0 {
		return int(d)
	}
	return farAway
}

// farAway is distance's answer for a square out of reach.
const farAway = 1 << 20

// adjacent reports 0.5 adjacency: sharing an edge or a corner, walls or
// not. Only geometry reads it (placing extra models, P.2); whatever makes
// a model act, stop or be acted on reads inReach.
func (g *Game) adjacent(a, b int) bool {
	return g.board != nil && a >= 0 && b >= 0 && g.board.Adjacent(grid.Square(a), grid.Square(b))
}

// inReach is the rules' "next to" between a model and what it acts on
// or is stopped by: adjacent (0.5) and not across a wall (D.6: nothing
// interacts through one), that is one legal step joins the two squares
// (walls, closed and barricaded doors, white lines, the corner rule).
// Every such "next to" reads it: an Alien's or Blip's stop and attack
// (L.4, L.7, N.5), a Character's Move stop (J.5, J.6), standing up and
// Capture (M.11, M.12), Interact (J.12) and Barricade on a Spawn Point
// or Tunnel (J.11).
func (g *Game) inReach(a, b int) bool {
	return g.adjacent(a, b) && g.stepBetween(a, b)
}

// nextToAlien reports whether square s is adjacent to an Alien model (J.5).
func (g *Game) nextToAlien(s int) bool {
	if g.board == nil || s < 0 {
		return false
	}
	x, y := g.board.XY(grid.Square(s))
	for _, a := range g.st.Aliens {
		if touches(g.board, x, y, s, a.At) && g.stepBetween(s, a.At) { // inReach [D.6]
			return true
		}
	}
	return false
}

// touches is adjacent(s, t) for a square s at (x, y) read once: a
// neighbour scan asks it of every model.
func touches(l *grid.Layout, x, y, s, t int) bool {
	if t < 0 || t == s {
		return false
	}
	tx, ty := l.XY(grid.Square(t))
	return uint(tx-x+1) <= 2 && uint(ty-y+1) <= 2
}

// addExit puts Exit token side name ("A" or "B") on square s (C.13,
// A.25). Exits are mission objects (story.go): a Character may end its
// move on one (D.10) and leaves the board there when the exits are open
// (J.9).
func (g *Game) addExit(name string, s int) error {
	if len(name) != 1 || !strings.Contains("AB", name) {
		return fmt.Errorf("exit %q: want A or B (A.25)", name)
	}
	for _, o := range g.st.Objects {
		if o.Kind == objExit && o.Name == name {
			return fmt.Errorf("exit %s placed twice", name)
		}
	}
	g.st.Objects = append(g.st.Objects, Object{Kind: objExit, At: s, Name: name})
	return nil
}

// exitName names the Exit token on square s ("A" or "B").
func (g *Game) exitName(s int) string {
	for _, o := range g.st.Objects {
		if o.Kind == objExit && o.At == s {
			return o.Name
		}
	}
	return ""
}

// nextToThreat reports whether square s is adjacent to an Alien model or
// a Blip token: entering it ends a Move (J.5, J.6).
func (g *Game) nextToThreat(s int) bool {
	if g.nextToAlien(s) {
		return true
	}
	if g.board == nil || s < 0 {
		return false
	}
	x, y := g.board.XY(grid.Square(s))
	for _, b := range g.st.Blips {
		if touches(g.board, x, y, s, b.At) && g.stepBetween(s, b.At) { // inReach [D.6]
			return true
		}
	}
	return false
}

// threatNear is nextToThreat read from ab, the squares of the Alien
// models and Blips (sightSets.ab), and the layout's table of the squares
// touching s (J.5, J.6), not across a wall (inReach, D.6).
func (g *Game) threatNear(ab grid.SquareSet, s int) bool {
	for _, t := range g.board.Touching(grid.Square(s)) {
		if ab.Has(t) && g.stepBetween(s, int(t)) {
			return true
		}
	}
	return false
}

// fixedTokenAt is tokenAt for the tokens other than Blips: Spawn Points,
// Tunnels, Sentry Guns and mission objects other than Exits (addTokenSquares
// less the Blips, which the caller finds among the Alien and Blip squares).
func (g *Game) fixedTokenAt(s int) bool {
	st := &g.st
	for _, t := range st.Spawns {
		if t == s {
			return true
		}
	}
	for _, t := range st.Tunnels {
		if t == s {
			return true
		}
	}
	for i := range st.Sentries {
		if st.Sentries[i].At == s {
			return true
		}
	}
	for i := range st.Objects {
		if o := &st.Objects[i]; o.At == s && o.Kind != objExit {
			return true
		}
	}
	return false
}

// ---- Move (J.3-J.8) ----

// moveSteps lists the squares ch may step to next with left steps of
// Speed remaining: no walls, white lines or corner cuts (D.3-D.5, grid),
// no Alien models (J.4); doors open as it comes (J.8). It may pass a
// Character [INFERRED] but never end on one (J.4), so a Character's square
// is offered only if the move can go on to a free square from there
// without stopping next to an Alien (J.5).
func (g *Game) moveSteps(ch CharID, left int) []int {
	return g.appendMoveSteps(nil, ch, left, false)
}

// canMove reports whether moveSteps has a step, looking no further than
// one: a free square first, a search through the Characters only if
// there is none.
func (g *Game) canMove(ch CharID, left int) bool {
	var buf [1]int
	return len(g.appendMoveSteps(buf[:0], ch, left, true)) > 0
}

// appendMoveSteps appends moveSteps to dst; if one is set, only one of
// them (a free square if there is one), for canMove.
func (g *Game) appendMoveSteps(dst []int, ch CharID, left int, one bool) []int {
	if g.board == nil || left <= 0 {
		return dst
	}
	// The squares of Alien models and Blips (J.4) are the sight sets'
	// (sightSets.ab), up to date with the state once sightSets returns.
	sc := g.sightSets()
	m := &grid.Moves{Blocked: sc.ab, Closed: g.barricaded()}
	from := grid.Square(g.st.Chars[ch].At)
	if one { // a free square needs no search through the Characters
		for d := grid.Dir(0); d < 8; d++ {
			// A square neither blocked nor holding a Character (the
			// models less the Aliens and Blips) nor a token is free.
			if s := g.board.CanStep(from, d, m); s != grid.NoSquare && sc.models[s] == sc.abN[s] && !g.fixedTokenAt(int(s)) {
				return append(dst, int(s))
			}
		}
	}
	ms := &g.moves
	if ms.chars == nil {
		ms.chars = g.board.NewSquareSet()
	}
	chars := ms.chars // squares it may pass but not end on (J.4)
	chars.Clear()
	g.fillChars(chars, false)
	g.addTokenSquares(chars)
	ms.pass.reset(g.board.Len())
	ms.ab = sc.ab // canPassOn's threats
	for d := grid.Dir(0); d < 8; d++ {
		s := g.board.CanStep(from, d, m)
		if s == grid.NoSquare {
			continue
		}
		if chars.Has(s) && !g.canPassOn(int(s), left-1, chars, m) {
			continue
		}
		dst = append(dst, int(s))
		if one {
			break
		}
	}
	return dst
}

// moveScratch holds the sets of appendMoveSteps and occupiedSquares
// between calls, so that a look at the board allocates nothing. Not
// state.
type moveScratch struct {
	chars grid.SquareSet
	// ab is the Alien and Blip squares of the look under way (canPassOn).
	ab   grid.SquareSet
	occ  grid.SquareSet // occupiedSquares'
	bar  grid.DoorSet   // barricaded's (appendMoveSteps' closed doors too)
	pass passMemo       // canPassOn's answers in one appendMoveSteps
}

// passMemo remembers canPassOn's answers for one look at the board (the
// state does not change during it), so a crowd of Characters is searched
// once rather than along every path through it. An answer is monotone
// in the steps left: if s fails with left steps it fails with fewer, if
// it succeeds it succeeds with more. Entries are valid while stamp[s]
// equals gen, so starting a look clears nothing.
type passMemo struct {
	gen   uint32
	stamp []uint32
	// fail: the most steps left known to fail from s; win: the fewest
	// known to succeed (math.MaxInt8 when none).
	fail, win []int8
}

func (p *passMemo) reset(n int) {
	if len(p.stamp) != n {
		p.stamp, p.fail, p.win = make([]uint32, n), make([]int8, n), make([]int8, n)
	}
	p.gen++
	if p.gen == 0 { // wrapped: old stamps could match again
		clear(p.stamp)
		p.gen = 1
	}
}

// entry returns s's answers, fresh if not yet asked in this look.
func (p *passMemo) entry(s int) (fail, win *int8) {
	if p.stamp[s] != p.gen {
		p.stamp[s], p.fail[s], p.win[s] = p.gen, 0, math.MaxInt8
	}
	return &p.fail[s], &p.win[s]
}

// tokenSquares yields the square of every token a Character may pass
// over but not end a move on (J.4, D.10): Spawn Points, Tunnels, Blips,
// Sentry Guns and mission objects other than Exits. tokenAt and
// addTokenSquares both read it, so the two cannot drift apart.
func (g *Game) tokenSquares(yield func(int) bool) {
	for _, s := range g.st.Spawns {
		if s >= 0 && !yield(s) {
			return
		}
	}
	for _, s := range g.st.Tunnels {
		if s >= 0 && !yield(s) {
			return
		}
	}
	for _, b := range g.st.Blips {
		if b.At >= 0 && !yield(b.At) {
			return
		}
	}
	for _, sg := range g.st.Sentries {
		if sg.At >= 0 && !yield(sg.At) {
			return
		}
	}
	for _, o := range g.st.Objects {
		if o.At >= 0 && o.Kind != objExit && !yield(o.At) {
			return
		}
	}
}

// addTokenSquares adds the token squares to set: tokenSquares written
// out, as a move's every look asks it (TestTokenSquaresAgree).
func (g *Game) addTokenSquares(set grid.SquareSet) {
	st := &g.st
	for _, s := range st.Spawns {
		if s >= 0 {
			set.Add(grid.Square(s))
		}
	}
	for _, s := range st.Tunnels {
		if s >= 0 {
			set.Add(grid.Square(s))
		}
	}
	for i := range st.Blips {
		if s := st.Blips[i].At; s >= 0 {
			set.Add(grid.Square(s))
		}
	}
	for i := range st.Sentries {
		if s := st.Sentries[i].At; s >= 0 {
			set.Add(grid.Square(s))
		}
	}
	for i := range st.Objects {
		if o := &st.Objects[i]; o.At >= 0 && o.Kind != objExit {
			set.Add(grid.Square(o.At))
		}
	}
}

// canPassOn reports whether, standing on a Character's square s with left
// steps, the mover can reach a free square: it may not stop on s, nor on
// any square next to an Alien that holds a Character.
// Answers are kept in g.moves.pass for the rest of the look.
func (g *Game) canPassOn(s, left int, chars grid.SquareSet, m *grid.Moves) bool {
	if left <= 0 {
		return false
	}
	fail, win := g.moves.pass.entry(s)
	if left <= int(*fail) {
		return false
	}
	if left >= int(*win) {
		return true
	}
	if g.threatNear(g.moves.ab, s) { // nextToThreat
		*fail = math.MaxInt8 // with any number of steps
		return false
	}
	for d := grid.Dir(0); d < 8; d++ {
		t := g.board.CanStep(grid.Square(s), d, m)
		if t == grid.NoSquare {
			continue
		}
		if !chars.Has(t) || g.canPassOn(int(t), left-1, chars, m) {
			*win = int8(min(left, math.MaxInt8-1))
			return true
		}
	}
	*fail = int8(min(left, math.MaxInt8-1))
	return false
}

// decideMove offers the next step of a Move action (J.3), by square in
// direction order, and "stop" where the Character may end.
func (g *Game) decideMove(f *frame) *engine.Decision {
	c := &g.st.Chars[f.Char]
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.move", "char", f.Char.Name(), "n", itoa(g.side(f.Char).Speed-*f.stepsTaken())))
	var buf [8]int // one step in each direction at most
	d.Options = g.squareOptions(d.Options, g.appendMoveSteps(buf[:0], f.Char, g.side(f.Char).Speed-*f.stepsTaken(), false), "move", "aliens.opt.move", "to")
	if !g.othersOn(f.Char, c.At) && !g.tokenAt(c.At) {
		d.Options = append(d.Options, g.opt("stop", "aliens.opt.stop-moving"))
	}
	return d
}

// othersOn reports whether another Character stands on square s.
func (g *Game) othersOn(ch CharID, s int) bool {
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.ID != ch && c.onBoard() && c.At == s {
			return true
		}
	}
	return false
}

func (g *Game) chooseMove(f *frame, key string) {
	if key == "stop" {
		g.pop()
		return
	}
	s := g.keySquare(key, "move")
	c := &g.st.Chars[f.Char]
	from := c.At
	c.At = int(s)
	g.sightChanged()
	*f.stepsTaken()++
	if !g.log.Off { // a step is frequent: build no message nobody reads
		g.emit("J.3", engine.M("aliens.move.step", "char", f.Char.Name(), "from", g.squareName(from), "to", g.squareName(c.At)), nil)
	}
	g.sentryTrigger(c.At, from) // [T.3]
	if !c.onBoard() {
		g.pop() // [T.7] shot dead
		return
	}
	if g.exitAt(c.At) && g.exitsOpen() {
		g.leave(f.Char) // [J.9]
		g.pop()
		return
	}
	if g.exitAt(c.At) {
		// [J.9] the Character reaches an Exit token that is not open yet.
		if g.logging() {
			g.emit("J.9", engine.M("aliens.exit.reached", "char", f.Char.Name(), "exit", g.exitName(c.At)), nil)
		}
	}
	if g.nextToThreat(c.At) && !g.othersOn(f.Char, c.At) && !g.tokenAt(c.At) {
		// [J.5] [J.6] entering a space next to an Alien or a Blip ends
		// the move.
		if g.logging() {
			g.emit("J.5", engine.M("aliens.move.stopped", "char", f.Char.Name(), "at", g.squareName(c.At)), nil)
		}
		g.pop()
	}
}

// runMove ends a Move that cannot go on and may stop (out of Speed or
// boxed in).
func (g *Game) runMove(f *frame) bool {
	if !g.st.Chars[f.Char].onBoard() {
		g.pop()
		return false
	}
	d := g.decideMove(f)
	if len(d.Options) == 1 && d.Options[0].Key == "stop" && g.side(f.Char).Speed-*f.stepsTaken() <= 0 {
		g.pop()
		return false
	}
	if len(d.Options) == 0 {
		g.pop() // cannot happen: steps onto Characters need a way on
		return false
	}
	g.keep(d) // the move waits for it
	return true
}

// barricaded is the set of barricaded doors: walls to Characters (D.9,
// J.4), in a scratch set valid until the next call.
func (g *Game) barricaded() grid.DoorSet {
	ms := &g.moves
	if ms.bar == nil {
		ms.bar = g.board.NewDoorSet()
	}
	set := ms.bar
	set.Clear()
	for _, d := range g.st.Barricades {
		set.Add(grid.DoorID(d))
	}
	return set
}

// barricadeTokens is the number of Barricade tokens in the box (A.19).
const barricadeTokens = 12

// doorsWithin lists the doors one of whose two squares is within n spaces
// of ch (n = 0: ch stands on one, "next to the door", J.11 [GAP Y.11]).
func (g *Game) doorsWithin(ch CharID, n int) []int {
	if g.board == nil {
		return nil
	}
	at := g.st.Chars[ch].At
	var out []int
	if dist := g.board.StaticDistances(grid.Square(at)); dist != nil && !g.st.Opts.DistanceStraight {
		// distance's reading, with the row read once: [Z.2]
		near := func(s grid.Square) bool { return dist[s] >= 0 && int(dist[s]) <= n }
		for d := range g.board.Doors() {
			if a, b := g.board.DoorSquares(grid.DoorID(d)); near(a) || near(b) {
				out = append(out, d)
			}
		}
		return out
	}
	for d := range g.board.Doors() {
		a, b := g.board.DoorSquares(grid.DoorID(d))
		if min(g.distance(at, int(a)), g.distance(at, int(b))) <= n {
			out = append(out, d)
		}
	}
	return out
}

// doorsAt lists the doors on square s's edges by id: doorsWithin 0 of
// s, read from the game's door table.
func (g *Game) doorsAt(s int) []grid.DoorID {
	if g.board == nil || s < 0 {
		return nil
	}
	t := g.sight.doors
	if t == nil {
		t = newDoorTable(g.board)
		g.sight.doors = t
	}
	return t.list[t.start[s]:t.start[s+1]]
}

// canToggle reports whether door d may get or lose a Barricade token: a
// token must be left to put one down [GAP A.26].
func (g *Game) canToggle(d int) bool {
	return slices.Contains(g.st.Barricades, d) || len(g.st.Barricades)+len(g.st.Spots) < barricadeTokens
}

// spotsNextTo lists the Spawn Points and Tunnels ch may barricade or
// unbarricade (J.11): next to ch (inReach, D.6), a token left to put down.
// It appends to dst, so that a caller's buffer can hold it.
func (g *Game) spotsNextTo(dst []int, ch CharID) []int {
	out := dst
	at := g.st.Chars[ch].At
	add := func(s int) {
		if s < 0 || (s != at && !g.inReach(at, s)) || slices.Contains(out, s) {
			return
		}
		if slices.Contains(g.st.Spots, s) || len(g.st.Barricades)+len(g.st.Spots) < barricadeTokens {
			out = append(out, s)
		}
	}
	for _, s := range g.st.Spawns {
		add(s)
	}
	for _, s := range g.st.Tunnels {
		add(s)
	}
	slices.Sort(out)
	return out
}

// toggleSpot puts a Barricade token on the Spawn Point or Tunnel on
// square s, or takes it off (J.11).
func (g *Game) toggleSpot(s int, rule string) {
	name := g.squareName(s)
	if i := slices.Index(g.st.Spots, s); i >= 0 {
		g.st.Spots = slices.Delete(g.st.Spots, i, i+1)
		if g.logging() {
			g.emit(rule, engine.M("aliens.spot.unbarricaded", "at", name), nil)
		}
		return
	}
	g.st.Spots = append(g.st.Spots, s)
	slices.Sort(g.st.Spots)
	if g.logging() {
		g.emit(rule, engine.M("aliens.spot.barricaded", "at", name), nil)
	}
}

// barricadeOptions offers the Barricade action (J.11) for each door next
// to ch, and the Welder's Card Action (W.2.11, J.13) for doors within one
// space.
func (g *Game) barricadeOptions(ch CharID) []engine.Option { return g.appendBarricadeOptions(nil, ch) }

// appendBarricadeOptions appends barricadeOptions to out.
func (g *Game) appendBarricadeOptions(out []engine.Option, ch CharID) []engine.Option {
	for _, id := range g.doorsAt(g.st.Chars[ch].At) { // doorsWithin(ch, 0)
		if d := int(id); g.canToggle(d) {
			name := g.board.DoorName(grid.DoorID(d))
			out = append(out, g.opt("barricade:"+name, "aliens.opt.barricade", "door", name))
		}
	}
	if g.board != nil {
		var buf [8]int
		keys := g.squareKeys("barricade-spot")
		for _, s := range g.spotsNextTo(buf[:0], ch) {
			out = append(out, g.opt(keys[s], "aliens.opt.barricade-spot", "at", g.squareName(s)))
		}
	}
	for _, w := range g.st.Chars[ch].Slots[slotEquip1:] {
		if w < 0 || g.rules.Deck.cardDef(w).ID != cardWelder {
			continue
		}
		for _, d := range g.doorsWithin(ch, 1) {
			if !slices.Contains(g.st.Barricades, d) && g.canToggle(d) {
				name := g.board.DoorName(grid.DoorID(d))
				out = append(out, g.opt("weld:"+g.rules.Deck.cardKey(w)+":"+name, "aliens.opt.weld", "door", name, "card", g.rules.Deck.cardName(w)))
			}
		}
	}
	return out
}

func (g *Game) doorByName(name string) int {
	for d := range g.board.Doors() {
		if g.board.DoorName(grid.DoorID(d)) == name {
			return d
		}
	}
	return -1
}

// toggleBarricade puts a Barricade token on door d or takes it off (J.11).
func (g *Game) toggleBarricade(d int, rule string) {
	name := g.board.DoorName(grid.DoorID(d))
	if i := slices.Index(g.st.Barricades, d); i >= 0 {
		g.st.Barricades = slices.Delete(g.st.Barricades, i, i+1)
		g.sightChanged()
		if g.logging() {
			g.emit(rule, engine.M("aliens.door.unbarricaded", "door", name), nil)
		}
		return
	}
	g.st.Barricades = append(g.st.Barricades, d)
	g.sightChanged()
	slices.Sort(g.st.Barricades)
	if g.logging() {
		g.emit(rule, engine.M("aliens.door.barricaded", "door", name), nil)
	}
}

// chooseBarricadeKey takes the Barricade or Welder action a key names.
func (g *Game) chooseBarricadeKey(seat engine.Seat, ch CharID, key string) bool {
	if a, ok := keyArg(key, "weld"); ok {
		// [W.2.11] ACTION: Discard this card to barricade a door within
		// one space; no Tech test is printed.
		wk, door, _ := cut(a, ":")
		w, _ := g.rules.Deck.cardByKey(wk)
		g.st.Chars[ch].Actions--
		g.place(w, destDiscard)
		g.toggleBarricade(g.doorByName(door), "W.2.11")
		return true
	}
	if a, ok := keyArg(key, "barricade-spot"); ok {
		// [J.11] a Spawn Point or Tunnel: the same Tech test.
		s, _ := g.board.Lookup(a)
		g.st.Chars[ch].Actions--
		if g.logging() {
			g.emit("J.11", engine.M("aliens.action.barricade-spot", "char", ch.Name(), "at", a), nil)
		}
		r := g.techRoll(ch, "J.2")
		g.push(barricadeFrame(seat, ch, int(s), r, true))
		return true
	}
	a, ok := keyArg(key, "barricade")
	if !ok {
		return false
	}
	g.st.Chars[ch].Actions--
	if g.logging() {
		g.emit("J.11", engine.M("aliens.action.barricade", "char", ch.Name(), "door", a), nil)
	}
	r := g.techRoll(ch, "J.2")
	g.push(barricadeFrame(seat, ch, g.doorByName(a), r, false))
	return true
}

// techRoll rolls a Tech test (J.2) and logs it.
func (g *Game) techRoll(ch CharID, rule string) int {
	r, tech := g.rng.Roll(10), g.side(ch).Tech
	key := "aliens.tech.failed"
	if r <= tech {
		key = "aliens.tech.passed"
	}
	if g.logging() {
		g.emit(rule, engine.M(key, "char", ch.Name(), "roll", r, "tech", tech), r)
	}
	return r
}

// Bypass (W.2.12): Exhaust a card to re-roll a failed attempt to
// barricade or unbarricade a door (U.2: once).
func (g *Game) bypass(ch CharID) int {
	for _, e := range g.st.Chars[ch].Slots[slotEquip1:] {
		if e >= 0 && g.rules.Deck.cardDef(e).ID == cardBypass {
			return e
		}
	}
	return -1
}

// runBarricade resolves the Tech test (J.2) of a Barricade action: a pass
// toggles the token; a failure has no effect (J.2), unless Bypass
// re-rolls it (W.2.12).
func (g *Game) runBarricade(f *frame) bool {
	ch, door, roll := f.Char, f.barricadeAt(), f.Roll
	spot := f.onSpot() // a Spawn Point or Tunnel: Bypass is for doors (W.2.12)
	if roll > g.side(ch).Tech && !f.Rerolled && !spot && g.bypass(ch) >= 0 {
		return true
	}
	g.pop()
	switch {
	case roll > g.side(ch).Tech:
	case spot:
		g.toggleSpot(door, "J.11")
	default:
		g.toggleBarricade(door, "J.11")
	}
	return false
}

func (g *Game) decideBarricade(f *frame) *engine.Decision {
	return &engine.Decision{Seat: f.Seat, Prompt: g.mem.Message("aliens.prompt.bypass", "char", f.Char.Name(), "roll", itoa(f.Roll)),
		Options: []engine.Option{g.opt("bypass", "aliens.opt.bypass"), g.opt("bypass:no", "aliens.opt.no-reroll")}}
}

func (g *Game) chooseBarricade(f *frame, key string) {
	f.Rerolled = true
	if key == "bypass" {
		g.exhaust(1, "W.2.12")
		f.Roll = g.techRoll(f.Char, "U.2")
	}
}
