package aliens

import (
	"math"
	"slices"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Section O: Alien Phase step 3, the Motion Tracker cards. The draw deck
// (MTDeck, top first) is face down: its order is never in a view; the
// discard pile is face up.

// mtCount is the number of cards drawn each Alien Phase (O.1).
func mtCount(players int) int {
	switch {
	case players <= 1:
		return 2
	case players <= 4:
		return 3
	}
	return 4
}

// mtDrawer is the seat drawing the k-th card (0-based) of n (O.2, Z.4):
// the highest-Rank player first, then to the left (the next seat),
// cyclically; with fewer cards than players the last ones draw none. The
// literal EN reading (MTDrawLiteral) makes the highest-Rank player (then
// the one on their left) draw one fewer instead.
func (g *Game) mtDrawer(k, n int) engine.Seat {
	p := g.st.Opts.Players
	first := int(g.highestRankSeat())
	if g.st.Opts.MTDrawLiteral && n < p {
		first += p - n
	}
	return engine.Seat((first + k) % p)
}

// mtKey names a Motion Tracker card: its design id and its index.
func (g *Game) mtKey(c int) string { return g.rules.mtKeys[c] }

// drawMT takes the top card, reshuffling the discards into a new deck
// when the deck is out (O.4) except in Bug Hunts (S.3.1); -1: no card.
func (g *Game) drawMT() int {
	if len(g.st.MTDeck) == 0 && len(g.st.MTDiscard) > 0 && !g.bugHunt() {
		g.st.MTDeck, g.st.MTDiscard = g.st.MTDiscard, nil
		g.rng.Shuffle(len(g.st.MTDeck), func(i, j int) { g.st.MTDeck[i], g.st.MTDeck[j] = g.st.MTDeck[j], g.st.MTDeck[i] })
		if g.logging() {
			g.emit("O.4", engine.M("aliens.mt.reshuffled", "n", len(g.st.MTDeck)), nil)
		}
	}
	if len(g.st.MTDeck) == 0 {
		return -1
	}
	c := g.st.MTDeck[0]
	g.st.MTDeck = g.st.MTDeck[1:]
	return c
}

// runMT draws the phase's cards one at a time, each resolved completely
// before the next (O.3): trackerCards of them, drawn counting.
func (g *Game) runMT(f *frame) bool {
	if f.Step == trackerStart {
		f.Step, *f.trackerCards() = trackerDraw, mtCount(g.st.Opts.Players)
		g.st.TunnelPlaced = false
	}
	drawn, cards := f.drawn(), *f.trackerCards()
	if *drawn >= cards {
		g.pop()
		return false
	}
	seat := g.mtDrawer(*drawn, cards)
	*drawn++
	c := g.drawMT()
	if c < 0 {
		if g.logging() {
			g.emit("O.4", engine.M("aliens.mt.empty"), nil)
		}
		*drawn = cards
		return false
	}
	d := g.rules.MT[c]
	if g.logging() {
		g.emit("O.3", engine.M("aliens.mt.drawn", "seat", int(seat), "card", g.mtName(c), "blips", d.Blips, "at", d.Spawn), nil)
	}
	g.push(trackerCardFrame(seat, c))
	return false
}

// mtLocation is where card c's Blips enter (O.5): its Spawn Point, the
// lowest one the mission has if it lacks that number [GAP Y.8]; a Tunnel
// card location is a Tunnel token (the highest-Rank player picks among
// several, O.8), or Spawn Point 1 without one (authored, motiontracker.yaml).
func (g *Game) mtLocations(c int) []int {
	if g.rules.MT[c].Spawn == int(content.MTAtTunnel) && len(g.st.Tunnels) > 0 {
		return slices.Clone(g.st.Tunnels)
	}
	k := max(g.rules.MT[c].Spawn, 1) - 1
	if g.st.Spawns[k] >= 0 {
		return []int{g.st.Spawns[k]}
	}
	for _, s := range g.st.Spawns {
		if s >= 0 {
			return []int{s}
		}
	}
	return nil
}

// spawnSquares lists the empty squares closest to location l (O.7): the
// Spawn Point itself first (O.9), else the nearest by movement distance
// through doors, Characters in between or not.
func (g *Game) spawnSquares(l int) []int {
	occ := g.occupiedSquares()
	if l >= 0 && l < g.board.Len() && !occ.Has(grid.Square(l)) {
		return []int{l} // the only square at distance 0, without a scan
	}
	dist := g.board.StaticDistances(grid.Square(l)) // through doors (Z.2)
	if l < 0 || l >= g.board.Len() {
		return plainSpawnSquares(dist, occ)
	}
	// The squares in order of distance from l (by square within one
	// distance): the first free ones, and those as far, are the answer.
	best := int32(-1)
	var out []int
	for _, s := range g.byDistance(l, dist) {
		d := dist[s]
		if best >= 0 && d > best {
			break
		}
		if !occ.Has(grid.Square(s)) {
			best = d
			out = append(out, int(s))
		}
	}
	return out
}

// plainSpawnSquares is spawnSquares' answer read square by square from
// the distances: the free squares at the least distance, by square.
func plainSpawnSquares(dist []int32, occ grid.SquareSet) []int {
	best := int32(math.MaxInt32)
	var out []int // the free squares at distance best, by square
	for s, d := range dist {
		if d < 0 || d > best || occ.Has(grid.Square(s)) {
			continue
		}
		if d < best {
			best, out = d, out[:0]
		}
		out = append(out, s)
	}
	return out
}

// distOrder is the squares reachable from one square in order of their
// static distance (Z.2), by square within one distance: a memo of the
// layout, made once per game for each Spawn Point and Tunnel that needs
// it (byDistance); not state, a clone starts without.
type distOrder struct {
	from int
	sq   []int32
}

// byDistance returns the squares reachable from l by distance (dist is
// l's static distance row), sorted by counting.
func (g *Game) byDistance(l int, dist []int32) []int32 {
	for i := range g.dorders {
		if g.dorders[i].from == l {
			return g.dorders[i].sq
		}
	}
	var count []int32
	n := 0
	for _, d := range dist {
		if d >= 0 {
			for int(d) >= len(count) {
				count = append(count, 0)
			}
			count[d]++
			n++
		}
	}
	at := int32(0)
	for d, c := range count {
		count[d] = at
		at += c
	}
	sq := make([]int32, n)
	for s, d := range dist {
		if d >= 0 {
			sq[count[d]] = int32(s)
			count[d]++
		}
	}
	g.dorders = append(g.dorders, distOrder{l, sq})
	return sq
}

// runMTCard resolves one card (O.3): it spawns its Blips one by one
// (blipsPlaced, at spawnAt), applies its game text (O.12), then goes to
// the discard pile (O.4). charsSeeing counts the Characters seeing each
// Blip as it is placed (W.3.4); placedInSight is set when one was placed
// in Line of Sight (O.6).
func (g *Game) runMTCard(f *frame) bool {
	d := g.rules.MT[f.Card]
	switch f.Step {
	case trackerCardSpawn:
		if *f.blipsPlaced() >= d.Blips || g.board == nil {
			f.Step = trackerCardText
			return false
		}
		if f.spawnAt() < 0 {
			locs := g.mtLocations(f.Card)
			switch len(locs) {
			case 0:
				f.Step = trackerCardText
				return false
			case 1:
				f.setSpawnAt(locs[0])
			default:
				return true // [O.8] which Tunnel: the highest-Rank player
			}
		}
		return g.spawnNext(f, d.Blips)
	case trackerCardText:
		f.Step = trackerCardDiscard
		return g.mtText(f)
	case trackerCardDiscard:
		g.st.MTDiscard = append(g.st.MTDiscard, f.Card) // [O.4]
		g.pop()
	}
	return false
}

// spawnNext enters the next of n Blips at spawnAt, blipsPlaced counting
// those done (O.7-O.11): the barricade roll, the empty pool, the square.
// It returns true when the highest-Rank player places it (O.8).
func (g *Game) spawnNext(f *frame, n int) bool {
	at := f.spawnAt()
	if slices.Contains(g.st.Spots, at) && len(g.st.Pool) > 0 {
		// [O.10] a barricaded Spawn Point or Tunnel: for each Blip,
		// the Alien die; on 5+ (Z.8) the Barricade goes and this and
		// the card's other Blips enter; otherwise the Blip token is
		// discarded, back to the pool [INFERRED].
		r := g.rng.Roll(6)
		if r < g.barricadeOn() {
			*f.blipsPlaced()++
			if g.logging() {
				g.emit("O.10", engine.M("aliens.spot.holds", "at", g.squareName(at), "roll", r), r)
			}
			return false
		}
		if g.logging() {
			g.emit("O.10", engine.M("aliens.spot.broken", "at", g.squareName(at), "roll", r), r)
		}
		g.toggleSpot(at, "O.10")
	}
	if len(g.st.Pool) == 0 {
		// [O.11] no more Blips: every Blip moves three spaces for
		// this one; Spottings may return tokens for the next.
		*f.blipsPlaced()++
		if g.logging() {
			g.emit("O.11", engine.M("aliens.mt.no-more-blips"), nil)
		}
		g.push(frame{Kind: kNoMoreBlips})
		return false
	}
	sq := g.spawnSquares(at)
	switch len(sq) {
	case 0:
		*f.blipsPlaced() = n // nowhere to go [GAP]
	case 1:
		g.spawnBlip(f, sq[0])
	default:
		return true // [O.8] the highest-Rank player places it
	}
	return false
}

func (g *Game) spawnBlip(f *frame, s int) {
	t := g.drawBlip()
	*f.blipsPlaced()++
	if f.Kind == kMTCard && g.inSight(s) {
		f.setPlacedInSight()
		*f.charsSeeing() += g.charsSeeing(s)
	}
	g.placeBlip(t, s, "O.7")
	// [O.14] a Blip in Line of Sight is Spotted at once (spot, in advance).
}

// mtText applies the card's game text (O.12, W.3). It returns true when
// it waits for a choice (trackerCardText again: the Tunnel).
func (g *Game) mtText(f *frame) bool {
	d := g.rules.MT[f.Card]
	switch d.Text {
	case "exhaust-per-los": // [W.3.4]
		if n := *f.charsSeeing(); n > 0 {
			g.emit("W.3.4", engine.M("aliens.mt.text.exhaust-per-los.done", "n", n), nil)
			g.exhaust(n, "W.3.4")
		}
	case "hazard-to-exhaust": // [W.3.5]
		var hz []int
		for _, c := range g.st.Discard {
			if g.rules.Deck.cardDef(c).Type == Hazard {
				hz = append(hz, c)
			}
		}
		if len(hz) > 0 {
			c := hz[g.rng.IntN(len(hz))]
			g.st.Discard = slices.DeleteFunc(g.st.Discard, func(x int) bool { return x == c })
			i := g.rng.IntN(len(g.st.Exhaust) + 1)
			g.st.Exhaust = slices.Insert(g.st.Exhaust, i, c)
			if g.logging() {
				g.emit("W.3.5", engine.M("aliens.mt.text.hazard-to-exhaust.done", "card", g.rules.Deck.cardName(c)), nil)
			}
		}
	case "hidden-exhaust": // [O.6] Hidden Threat bonus
		if !f.placedInSight() {
			if g.logging() {
				g.emit("O.6", engine.M("aliens.mt.hidden-bonus"), nil)
			}
			g.exhaust(1, "O.6")
		}
	case "drone-exhaust":
		g.exhaust(1, "O.12")
	case "tunnel-place": // [O.13]
		if len(g.tunnelSquares(f.Seat)) > 0 && !g.st.TunnelPlaced {
			f.Step = trackerCardText
			return true
		}
	}
	return false
}

// maxTunnels is the number of Tunnel tokens (A.20); no card puts down a
// fifth [GAP Y.21].
const maxTunnels = 4

// tunnelSquares lists where a Tunnel card drawn by seat may put its token
// (O.13): a square adjacent to that player's Hero, without a Tunnel or
// Spawn Point, and empty (a token may not lie under a model, J.4).
// Adjacent here is one step away, not across a wall or a white line
// (D.6: nothing interacts through a wall): a Tunnel behind a wall may
// open into a space no route leaves, whose Blips never reach anyone and
// never can be found, and the Bug Hunt never ends (S.3.1; two of 6,000
// rules-bot games of Bug Hunt 1 did not, docs/balance.md).
func (g *Game) tunnelSquares(seat engine.Seat) []int {
	if len(g.st.Tunnels) >= maxTunnels {
		return nil
	}
	var out []int
	for _, h := range g.heroesOf(seat) {
		at := g.st.Chars[h].At
		if at < 0 {
			continue
		}
		for _, t := range g.board.Touching(grid.Square(at)) {
			// [O.13] [D.6] next to the Hero: not across a wall, a
			// barricaded door (D.9) included.
			s := int(t)
			if g.inReach(at, s) && !g.occupied(s) && !g.tokenAt(s) && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	slices.Sort(out)
	return out
}

func (g *Game) decideMTCard(f *frame) *engine.Decision {
	if g.board == nil {
		return nil
	}
	d := g.decide(g.highestRankSeat(), engine.Msg{})
	switch {
	case f.Step == trackerCardText:
		d.Seat = f.Seat
		d.Prompt = g.mem.Message("aliens.prompt.tunnel")
		d.Options = g.squareOptions(d.Options, g.tunnelSquares(f.Seat), "tunnel", "aliens.opt.tunnel", "at")
	case f.Step == trackerCardSpawn && f.spawnAt() < 0:
		d.Prompt = g.mem.Message("aliens.prompt.spawn-tunnel")
		d.Options = g.squareOptions(d.Options, g.mtLocations(f.Card), "from", "aliens.opt.spawn-tunnel", "at")
	case f.Step == trackerCardSpawn:
		if len(g.st.Pool) == 0 {
			return nil
		}
		d.Prompt = g.mem.Message("aliens.prompt.spawn", "card", g.mtName(f.Card))
		d.Options = g.squareOptions(d.Options, g.spawnSquares(f.spawnAt()), "spawn", "aliens.opt.spawn", "at")
	default:
		return nil
	}
	if len(d.Options) < 2 && f.Step == trackerCardSpawn {
		return nil
	}
	return d
}

func (g *Game) chooseMTCard(f *frame, key string) {
	if a, ok := keyArg(key, "tunnel"); ok {
		s, _ := g.board.Lookup(a)
		g.st.Tunnels = append(g.st.Tunnels, int(s))
		g.st.TunnelPlaced = true
		f.Step = trackerCardDiscard
		if g.logging() {
			g.emit("O.13", engine.M("aliens.mt.tunnel-placed", "at", a), nil)
		}
		return
	}
	if a, ok := keyArg(key, "from"); ok {
		s, _ := g.board.Lookup(a)
		f.setSpawnAt(int(s))
		return
	}
	s := g.keySquare(key, "spawn")
	g.spawnBlip(f, int(s))
}

// runNoMoreBlips moves every Blip in play three spaces (O.11), one after
// another by id (lastBlipMoved).
func (g *Game) runNoMoreBlips(f *frame) bool {
	next := -1
	for _, b := range g.st.Blips {
		if b.ID > f.lastBlipMoved() && (next < 0 || b.ID < next) {
			next = b.ID
		}
	}
	if next < 0 {
		g.pop()
		return false
	}
	f.setLastBlipMoved(next)
	g.push(blipActFrame(next, 3, !g.st.Opts.NoMoreBlipsAttack))
	return false
}
