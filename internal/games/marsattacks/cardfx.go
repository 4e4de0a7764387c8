package marsattacks

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// Effect ids: the rules code of card effects, keyed by the effect ids
// that the cards of data/marsattacks/cards.yaml name (content.Fx*). Every
// card's red and blue effect is one of these with its numbers.
const (
	// fxShootBonus: +Count dice for a SHOOT attack of the player's figure
	// (M.10.3), played before its dice are rolled (M.13.7).
	fxShootBonus = content.FxShootBonus
	// fxFightBonus: +Count FIGHT dice for the player's figure in a fight
	// (M.8.4), played before the dice are rolled.
	fxFightBonus = content.FxFightBonus
	// fxSurviveBonus: +Count Survive dice for the player's figure that is
	// the target of a SHOOT attack, played before the dice are rolled.
	fxSurviveBonus = content.FxSurviveBonus
	// fxExtraMove: one own figure MOVEs (up to 2 squares), even if it has
	// acted this round (M.13.8), once a round (M.13.9).
	fxExtraMove = content.FxExtraMove
	// fxAttack: an "N dice, X+ SHOOT attack" (M.11.1) on a RANDOM,
	// SEMI-RANDOM or TARGETED (M.14.1-M.14.3) SINGLE SQUARE, DIRECTIONAL
	// or EXPLOSION area (M.14.4-M.14.7); survivors in the area SCATTER
	// (X) when the card says so (M.14.9).
	fxAttack = content.FxAttack
	// fxReinforcements: up to Count killed own soldiers return to the mat
	// in the own deployment squares (M.13.23).
	fxReinforcements = content.FxReinforcements
	// fxOngoingSurvive: ONGOING (M.13.18): while the row is in play the
	// owner's figures roll +Count Survive dice against card attacks.
	fxOngoingSurvive = content.FxOngoingSurvive
)

// knownEffects are the effect ids this package plays.
var knownEffects = []string{fxShootBonus, fxFightBonus, fxSurviveBonus, fxExtraMove, fxAttack, fxReinforcements, fxOngoingSurvive, fxMutantBeetle, fxSquashBeetle}

// cardPlay is what playing an effect as a turn option or a reaction
// needs, by the effect's name (playOf): a card's are found once
// (cardNames.play).
type cardPlay uint8

const (
	playNever     cardPlay = iota // not an effect played as a turn option or reaction
	playAlways                    // a card attack or the mutant beetle
	playExtraMove                 // needs a figure that can move
	playReinforce                 // needs a reinforcement and a deployment square
	playSquash                    // needs the beetle on the mat
)

// playOf is the cardPlay of effect name fx.
func playOf(fx string) cardPlay {
	switch fx {
	case fxExtraMove:
		return playExtraMove
	case fxReinforcements:
		return playReinforce
	case fxAttack, fxMutantBeetle:
		return playAlways
	case fxSquashBeetle:
		return playSquash
	}
	return playNever
}

// testFx is the test a card effect helps in a card window (testOf): a
// card's are found once (cardNames.test).
type testFx uint8

const (
	testNone    testFx = iota // not a test effect
	testShoot                 // fxShootBonus: the shooter's dice
	testFight                 // fxFightBonus: either fighter's dice
	testSurvive               // fxSurviveBonus: the target's Survive dice
)

// testOf is the testFx of effect name fx.
func testOf(fx string) testFx {
	switch fx {
	case fxShootBonus:
		return testShoot
	case fxFightBonus:
		return testFight
	case fxSurviveBonus:
		return testSurvive
	}
	return testNone
}

// playableBy reports whether side s can play a hand card whose effect
// is of cardPlay p as a turn option now: a test effect waits for its
// window, and an effect with nothing to act on is not offered.
func (g *Game) playableBy(s Side, p cardPlay) bool {
	switch p {
	case playExtraMove:
		return g.anyExtraMover(s)
	case playReinforce:
		return g.anyReinforcement(s) && g.anyDeploySquare(s)
	case playAlways:
		return true
	case playSquash:
		return g.st.Beetle.On
	}
	return false
}

// playCard plays a hand card of side s as a turn option: onto the
// discard pile face up (M.4.18), then its effect for that side (M.13.3).
func (g *Game) playCard(s Side, id string) {
	c, _ := g.removeFromHand(s, id)
	d := g.def(c)
	g.st.Discard = append(g.st.Discard, c)
	e := &d.Effect[s]
	if g.logging() {
		g.logSideCard("mars M.4.18", "mars.cards.played", s, id, "effect", e.Fx)
	}
	g.startEffect(s, c, e, 1, 0)
}

// startEffect carries out effect e of card c for side s with a row of n
// cards (1 for a hand or event card); row is the support row to discard
// afterwards (1-based), or 0.
func (g *Game) startEffect(s Side, c Card, e *Effect, n, row int) {
	switch e.Fx {
	case fxAttack:
		g.st.CardSq = cardSquare{Active: true, Side: s, Card: c, Dice: e.Dice[n-1], Shoot: e.Shoot, Scatter: e.Scatter,
			Area: e.Area, Targeting: e.Targeting, Row: int8(row)}
		if e.Targeting == Random {
			g.randomAttack()
			return
		}
		g.st.Wait = wCardSquare
		return
	case fxExtraMove:
		if g.anyExtraMover(s) {
			g.st.CardEffect.Move = true
			g.st.CardEffect.Side = s
			g.st.Wait = wCardMove
		}
	case fxReinforcements:
		if g.anyReinforcement(s) && g.anyDeploySquare(s) {
			g.st.CardEffect.Reinf = e.Count[n-1]
			g.st.CardEffect.Side = s
			g.st.Wait = wReinforce
		}
	case fxMutantBeetle:
		g.placeBeetle(s, e, n)
	case fxSquashBeetle:
		g.squashBeetle(s)
	}
	if row > 0 {
		g.discardRow(row)
	}
}

// cardSquare is a card attack waiting for its square, or being resolved.
type cardSquare struct {
	Active    bool      `json:"active,omitempty"`
	Side      Side      `json:"side"`
	Card      Card      `json:"card"`
	Dice      int8      `json:"dice,omitempty"`
	Shoot     int8      `json:"shoot,omitempty"`
	Scatter   int8      `json:"scatter,omitempty"`
	Area      AreaKind  `json:"area,omitempty"`
	Targeting Targeting `json:"targeting,omitempty"`
	// Row is the support row (1-based) to discard afterwards (M.13.17).
	Row int8 `json:"row,omitempty"`
}

// cardState is the rest of a card effect in progress.
type cardState struct {
	Side Side `json:"side"`
	// Move: choosing the figure for an extra move (M.13.8).
	Move bool `json:"move,omitempty"`
	// Reinf: figures still to return (M.13.23); ReinfFig is the chosen
	// one plus 1, waiting for its square.
	Reinf    int8 `json:"reinf,omitempty"`
	ReinfFig int8 `json:"reinfFig,omitempty"`
	// Scatter: the survivors still to SCATTER (X) by side ScatterSide,
	// as bits 1<<figure (M.14.9); they go one at a time, each fight on
	// landing resolved before the next (M.15.5).
	Scatter     uint64 `json:"scatter,omitempty"`
	ScatterX    int8   `json:"scatterX,omitempty"`
	ScatterSide Side   `json:"scatterSide"`
}

// dirNames are the keys of the directions of a DIRECTIONAL area, as the
// player sees the mat (M.14.5).
var dirNames = [...]string{Up: "up", Right: "right", Down: "down", Left: "left"}

// cardSquareDecision asks for a TARGETED square (M.14.3), with a
// direction for a DIRECTIONAL area, or for a SEMI-RANDOM row or column
// (M.14.2, M.14.6). Targeted squares are offered where the area holds
// figures: an attack on empty squares has no effect (if no area holds
// any, every square is offered).
func (g *Game) cardSquareDecision() *engine.Decision {
	cs := g.st.CardSq
	s := cs.Side
	d := g.memo.mem.Decision(g.seatOf(s), messageWith("mars.prompt.card-square", g.cardNameOf(g.cardOf[cs.Card]).arg))
	// The prebuilt options (names.go) are indexed by k: 0 without a
	// direction, 1+dir for each direction of a DIRECTIONAL area.
	if cs.Targeting == SemiRandom {
		src := semiRandomOpts[0]
		if cs.Area == Directional {
			src = semiRandomOpts[1]
		}
		d.Options = append(g.memo.mem.Options(len(src)), src...)
		return d
	}
	// The squares to offer: the squares whose area holds a figure, that
	// is the union of the squares whose area holds each occupied square
	// (areaMasks), counted first so that the options take one array.
	occ := g.occupancy().occupied
	if cs.Area != Directional {
		offer := occ // a single square: the figures' own
		if cs.Area == Explosion {
			offer = 0
			for m := occ; m != 0; m &= m - 1 {
				offer |= areaMasks.hitBy[bits.TrailingZeros64(m)]
			}
		}
		if offer == 0 {
			offer = ^uint64(0)
		}
		out := g.memo.mem.Options(bits.OnesCount64(offer))
		for m := offer; m != 0; m &= m - 1 {
			out = append(out, cardSquareOpts[bits.TrailingZeros64(m)][0])
		}
		d.Options = out
		return d
	}
	// A DIRECTIONAL area: offer[dir] for each direction, the options by
	// square, then direction.
	var offer [4]uint64
	by := &areaMasks.hitByDir[cs.Side&1]
	for m := occ; m != 0; m &= m - 1 {
		h := &by[bits.TrailingZeros64(m)]
		offer[0] |= h[0]
		offer[1] |= h[1]
		offer[2] |= h[2]
		offer[3] |= h[3]
	}
	n := bits.OnesCount64(offer[0]) + bits.OnesCount64(offer[1]) + bits.OnesCount64(offer[2]) + bits.OnesCount64(offer[3])
	if n == 0 {
		offer = [4]uint64{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
		n = 4 * Size * Size
	}
	out := g.memo.mem.Options(n)
	for m := offer[0] | offer[1] | offer[2] | offer[3]; m != 0; m &= m - 1 {
		q := uint(bits.TrailingZeros64(m))
		// The directions offered at q, as bits.
		dirs := offer[0]>>q&1 | (offer[1]>>q&1)<<1 | (offer[2]>>q&1)<<2 | (offer[3]>>q&1)<<3
		for ; dirs != 0; dirs &= dirs - 1 {
			out = append(out, cardSquareOpts[q][1+bits.TrailingZeros64(dirs)])
		}
	}
	d.Options = out
	return d
}

// cardArea appends the area of the pending card attack at square q to
// dst.
func (g *Game) cardArea(dst []Sq, q Sq, dir AreaDir) []Sq {
	switch g.st.CardSq.Area {
	case Explosion:
		return appendExplosion(dst, q)
	case Directional:
		return appendDirectional(dst, g.st.CardSq.Side, q, dir)
	}
	return append(dst, q)
}

func parseDir(s string) AreaDir {
	for d, n := range dirNames {
		if n == s {
			return AreaDir(d)
		}
	}
	return Up
}

// chooseCardSquare takes the player's square (TARGETED) or line
// (SEMI-RANDOM) and resolves the attack.
func (g *Game) chooseCardSquare(verb, arg string) {
	cs := g.st.CardSq
	where, dirName, _ := strings.Cut(arg, ":")
	dir := parseDir(dirName)
	var q Sq
	rule := "mars M.14.3"
	if verb == "square" {
		q, _ = ParseSq(where)
	} else {
		n, _ := strconv.Atoi(where)
		q = g.semiRandomSquare(cs.Side, verb == "row", n)
		rule = "mars M.14.2"
		if cs.Area == Directional {
			rule = "mars M.14.6"
		}
	}
	if g.logging() {
		g.logCardAttack(rule, cs.Card, q)
	}
	var buf [2 * Size]Sq // room for any area
	g.resolveCardAttack(g.cardArea(buf[:0], q, dir))
}

// randomAttack resolves a RANDOM attack (M.14.1): the square is a random
// location (M.15.1); a DIRECTIONAL one also rolls its direction, one d8
// as the roller sees the mat: 1-2 up, 3-4 right, 5-6 down, 7-8 left
// [INFERENCE: the seed defines the direction only for SEMI-RANDOM, where
// the player chooses it (M.14.6)].
func (g *Game) randomAttack() {
	cs := g.st.CardSq
	q := g.randomSquare(cs.Side)
	dir := Up
	if cs.Area == Directional {
		dir = AreaDir((g.rng.Roll(8) - 1) / 2)
	}
	if g.logging() {
		g.logCardAttack("mars M.14.1", cs.Card, q)
	}
	var buf [2 * Size]Sq // room for any area
	g.resolveCardAttack(g.cardArea(buf[:0], q, dir))
}

// resolveCardAttack rolls the pending card attack on area, queues the
// survivors' SCATTER, and discards a triggered row (M.13.17).
func (g *Game) resolveCardAttack(area []Sq) {
	cs := g.st.CardSq
	g.st.CardSq = cardSquare{}
	g.cardAttackArea(cs.Side, area, int(cs.Dice), int(cs.Shoot))
	if cs.Scatter > 0 {
		// The figures alive in the area, as bits (inSquare of each
		// square), in one pass.
		var in, q uint64
		for _, sq := range area {
			in |= 1 << uint(sq)
		}
		for v := range g.st.Figs {
			if f := &g.st.Figs[v]; f.Alive && f.Sq.OnMat() && in&(1<<uint(f.Sq)) != 0 {
				q |= 1 << uint(v)
			}
		}
		g.st.CardEffect.Scatter, g.st.CardEffect.ScatterX, g.st.CardEffect.ScatterSide = q, cs.Scatter, cs.Side
	}
	if cs.Row > 0 {
		g.discardRow(int(cs.Row))
	}
}

// stepScatter scatters the next queued survivor (M.14.9, M.15.3), rolled
// by the side that played the card.
func (g *Game) stepScatter() {
	for i := range g.st.Figs {
		bit := uint64(1) << uint(i)
		if g.st.CardEffect.Scatter&bit == 0 {
			continue
		}
		g.st.CardEffect.Scatter &^= bit
		if g.onMat(int8(i)) {
			g.scatter(int8(i), int(g.st.CardEffect.ScatterX), g.st.CardEffect.ScatterSide)
			return
		}
	}
	g.st.CardEffect.Scatter = 0
}

// resolveEvent resolves an event drawn by side s (M.13.19, M.13.21): the
// drawer's effect.
func (g *Game) resolveEvent(s Side, c Card) {
	d := g.def(c)
	g.startEffect(s, c, &d.Effect[s], 1, 0)
}

// randomSquare rolls a random location for side s (M.15.1): two d8, the
// first the row, the second the column, counted from the bottom-left
// corner as the roller sees the mat. [INFERENCE, G6] The Humans sit at
// row 1, the Martians opposite at row 8.
func (g *Game) randomSquare(s Side) Sq {
	row, col := g.rng.Roll(8), g.rng.Roll(8)
	return seen(s, col-1, row-1)
}

// cardAttackArea is a card attack on several squares (M.11.1-M.11.4):
// rolled once, the result applied to every square; each target makes
// its own Survive roll, with the dice of its side's ONGOING rows
// (M.13.18); no range, LOS or mixed-square ban (M.11.6); Fearless does
// not matter (M.18.6.5); Terrified Civilians can be harmed (M.18.18.6);
// both sides are hit (M.11.3). Kills count for side s (M.11.5, A21) and
// cause terrified tests (A5).
func (g *Game) cardAttackArea(s Side, area []Sq, n, t int) {
	r := g.rollDice(n, t, false)
	if g.logging() {
		g.logCardRoll(&r, t)
	}
	var buf [8]int8
	for _, q := range area {
		// A square without figures has no one to roll for; the count
		// follows the kills and moves of the squares before.
		if g.occupancy().occupied&(1<<uint(q)) == 0 {
			continue
		}
		killed := false
		for _, v := range g.appendInSquare(buf[:0], q) {
			extra := g.ongoingSurvive(g.st.Figs[v].Side)
			if extra > 0 {
				if g.logging() {
					g.logOngoing(v, extra)
				}
			}
			if g.survive(v, -1, r.Successes, false, s, killCard, int8(extra)) {
				killed = true
			}
		}
		if killed {
			g.terrifiedTests(q, "mars M.12.1")
		}
	}
}

// ongoingSurvive is the Survive bonus of side s's ONGOING rows against
// card attacks: the best of its rows, each by its size (M.13.16,
// M.13.18). [authored] Rows do not add up.
func (g *Game) ongoingSurvive(s Side) int {
	best := 0
	for _, r := range g.st.Rows {
		e := &g.cardDefs[r.Def].Effect[r.Side]
		if r.Side == s && e.Fx == fxOngoingSurvive {
			best = max(best, int(e.Count[r.N-1]))
		}
	}
	return best
}

// extraMovers are the figures of side s an extra move may move (M.13.8):
// on the mat, not terrified (a terrified figure must stand up first,
// M.12.4), no card effect yet this round (M.13.9), with a square to go
// to, and not in the middle of an activation.
func (g *Game) extraMovers(s Side) []int8 { return g.appendExtraMovers(nil, s, false) }

// anyExtraMover: len(extraMovers(s)) > 0, without the list.
func (g *Game) anyExtraMover(s Side) bool {
	var buf [1]int8
	return len(g.appendExtraMovers(buf[:0], s, true)) > 0
}

// appendExtraMovers appends extraMovers(s) to dst, or only the first
// when first is set.
func (g *Game) appendExtraMovers(dst []int8, s Side, first bool) []int8 {
	out := dst
	var o *occupancy
	var active uint64 // stackMask, when o is counted
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		// No card can be applied to a Terrified Civilian (M.18.18.2).
		if f.Side != s || !f.Alive || !f.Sq.OnMat() || f.Terrified || int(f.CardRound) == g.st.Round {
			continue
		}
		if o == nil {
			o, active = g.occupancy(), g.stackMask()
		}
		if active&(1<<uint(i)) != 0 || g.has(int8(i), TerrifiedCivilian) {
			continue
		}
		if g.canMove(o, int8(i)) {
			out = append(out, int8(i))
			if first {
				return out
			}
		}
	}
	return out
}

func (g *Game) cardMoveDecision() *engine.Decision {
	s := g.st.CardEffect.Side
	d := g.memo.mem.Decision(g.seatOf(s), messageWith("mars.prompt.card-move", sideArgs[s]))
	d.Options = g.memo.mem.Options(len(g.st.Figs))
	var buf [64]int8 // at most one per figure (figure masks are 64 bits)
	for _, i := range g.appendExtraMovers(buf[:0], s, false) {
		n := g.names(i)
		d.Options = append(d.Options, optAt(n.figure, messageWith("mars.opt.card-move", n.arg), g.st.Figs[i].Sq))
	}
	return d
}

// chooseCardMove starts the extra MOVE of up to 2 squares (M.5.1.1,
// M.13.8). It is no activation: the figure's activation marker is left
// as it was (CardMove frames end without one).
func (g *Game) chooseCardMove(arg string) {
	i := g.figByID(arg)
	g.st.CardEffect.Move = false
	g.st.Figs[i].CardRound = int16(g.st.Round)
	if g.logging() {
		g.log.Add("mars M.13.8", engine.M("mars.cards.move", "figure", arg), nil)
	}
	g.st.Stack = append(g.st.Stack, frame{Fig: i, CardMove: true})
	g.setParts(g.top(), part{Kind: pMove, N: 2})
}

// reinforcement: figure i is one of reinforcements(s).
func (g *Game) reinforcement(s Side, i int8) bool {
	f := &g.st.Figs[i]
	return f.Side == s && !f.Alive && f.Killed && g.prof(i).Kind == Soldier
}

// anyReinforcement: len(reinforcements(s)) > 0. A quiet game or a
// question reads the kept count's mask of them (occupancy.reinf), as
// anyEnemyIn does; elsewhere a rule test may have set figures by hand.
func (g *Game) anyReinforcement(s Side) bool {
	if g.log.Off || g.memo.asking > 0 {
		return g.occupancy().reinf[s&1] != 0
	}
	return g.anyReinforcementScan(s)
}

// anyReinforcementScan is anyReinforcement by a search of the figures.
func (g *Game) anyReinforcementScan(s Side) bool {
	for i := range g.st.Figs {
		if g.reinforcement(s, int8(i)) {
			return true
		}
	}
	return false
}

// deploySquares are side s's deployment squares with room and no enemy
// (M.13.23: in S10 only Martian-controlled zones; until scenarios define
// zones, the deployment rows of the side's half of the mat, or its home
// row).
func (g *Game) deploySquares(s Side) []Sq { return g.appendDeploySquares(nil, s) }

// anyDeploySquare: len(deploySquares(s)) > 0, from masks of the squares
// (without a scenario, listed on the stack).
func (g *Game) anyDeploySquare(s Side) bool {
	if g.scen == nil {
		var buf [Size * Size]Sq
		return len(g.appendDeploySquares(buf[:0], s)) > 0
	}
	if g.scen.Zones != "" {
		return g.anyControlledRoom(s) // S10.8
	}
	// The squares of the zone as a mask, less those without room (full
	// or holding an enemy: occupancy.room).
	o := g.occupancy()
	closed := o.full | o.side[s.Other()&1]
	geo := g.geom()
	zone := g.scen.HumanZone
	if s == Martians {
		zone = g.scen.MartianZone
	}
	return g.terrain != nil && geo.zoneMask[zone]&^closed != 0
}

// appendDeploySquares appends deploySquares(s) to dst.
func (g *Game) appendDeploySquares(dst []Sq, s Side) []Sq {
	if g.scen != nil && g.scen.Zones != "" {
		return g.appendControlledSquares(dst, s) // S10.8
	}
	if g.scen != nil {
		zone := g.scen.HumanZone
		if s == Martians {
			zone = g.scen.MartianZone
		}
		out := dst
		o := g.occupancy()
		for _, q := range g.zone(zone) {
			if o.room(q, s) {
				out = append(out, q)
			}
		}
		return out
	}
	rows := []int{}
	for _, y := range g.deploy {
		if (y < Size/2) == (s == Humans) {
			rows = append(rows, y)
		}
	}
	if len(rows) == 0 {
		rows = []int{0}
		if s == Martians {
			rows = []int{Size - 1}
		}
	}
	out := dst
	o := g.occupancy()
	for _, y := range rows {
		for x := range Size {
			q := At(x, y)
			if o.room(q, s) {
				out = append(out, q)
			}
		}
	}
	return out
}

func (g *Game) reinforceDecision() *engine.Decision {
	s := g.st.CardEffect.Side
	d := g.memo.mem.Decision(g.seatOf(s), engine.Msg{})
	if g.st.CardEffect.ReinfFig > 0 {
		d.Prompt = g.figMsg("mars.prompt.reinforce-square", g.st.CardEffect.ReinfFig-1)
		var buf [Size * Size]Sq
		squares := g.appendDeploySquares(buf[:0], s)
		d.Options = g.memo.mem.Options(len(squares))
		for _, q := range squares {
			d.Options = append(d.Options, reinfSqOpts[q])
		}
		return d
	}
	d.Options = g.memo.mem.Options(len(g.st.Figs) + 1)
	d.Prompt = reinfPrompt(s, int(g.st.CardEffect.Reinf))
	for i := range g.st.Figs {
		if g.reinforcement(s, int8(i)) {
			d.Options = append(d.Options, g.names(int8(i)).retOpt)
		}
	}
	d.Options = append(d.Options, optDone)
	return d
}

// chooseReinforce returns a killed figure to a deployment square, fresh:
// unactivated, not terrified, with its profile's hero points.
func (g *Game) chooseReinforce(verb, arg string) {
	switch verb {
	case "done":
		g.st.CardEffect.Reinf = 0
		return
	case "return":
		g.st.CardEffect.ReinfFig = g.figByID(arg) + 1
		g.st.Wait = wReinforce
		return
	}
	q, _ := ParseSq(arg)
	i := g.st.CardEffect.ReinfFig - 1
	f := &g.st.Figs[i]
	g.unplace(i)
	f.Alive, f.Killed, f.Sq, f.HP, f.CardRound = true, false, q, int8(g.prof(i).HeroPoints), int16(g.st.Round)
	g.place(i)
	g.st.CardEffect.ReinfFig = 0
	g.st.CardEffect.Reinf--
	if g.logging() {
		g.log.Add("mars M.13.23", engine.M("mars.cards.returns", "figure", f.ID, "square", q), nil)
	}
	if g.st.CardEffect.Reinf > 0 && g.anyReinforcement(g.st.CardEffect.Side) && g.anyDeploySquare(g.st.CardEffect.Side) {
		g.st.Wait = wReinforce
		return
	}
	g.st.CardEffect.Reinf = 0
}

// Card windows (M.13.5-M.13.7, A8): before the dice of a test are rolled,
// the player whose turn it is may play a card, then the opponent. A side
// is asked whenever it holds a card and may play one at this point by the
// turn's allowance, whether or not a card in its hand fits the test:
// asking only holders of a fitting card would tell the other side what
// is in that hand.

// window is an open card window before a test.
type window struct {
	Active bool    `json:"active,omitempty"`
	Stage  int8    `json:"stage"` // 0: the side whose turn it is; 1: the other
	Played [2]bool `json:"played"`
	// Dice added by cards: to the attacker's pool (shooter, fight
	// attacker) and to the defender's (Survive roll, fight defender).
	AttDice int8 `json:"attDice,omitempty"`
	DefDice int8 `json:"defDice,omitempty"`
}

// openWindow starts the card window of the current attack's test.
func (g *Game) openWindow() {
	g.st.Win = window{Active: true}
	g.stepWindow()
}

// stepWindow asks the next side that can play, or rolls the test.
func (g *Game) stepWindow() {
	for g.st.Win.Stage < 2 {
		if g.windowAsks(g.windowSide()) {
			g.st.Wait = wCard
			return
		}
		g.st.Win.Stage++
	}
	g.st.Win.Active = false
	switch g.st.Atk.Kind {
	case atkFight:
		g.rollFight()
	case atkShoot:
		g.rollShot()
	case atkFreeze:
		g.rollFreeze()
	}
}

func (g *Game) windowSide() Side {
	if g.st.Win.Stage == 0 {
		return g.st.Turn.Side
	}
	return g.st.Turn.Side.Other()
}

// appendWindowDefs appends the distinct cards side s may play in the
// open window to dst, as indexes into cardDefs. In its own turn a side
// plays with the turn's card allowance (M.13.10): no card yet, at most
// this one activation (option B), and a card for its own figure only for
// the figure activated this turn (M.4.9). The other side may react with
// any-time cards (M.13.5). One card per player per test (A8), or per
// test in all.
func (g *Game) appendWindowDefs(dst []int8, s Side) []int8 {
	if !g.windowAsks(s) {
		return dst
	}
	own := s == g.st.Turn.Side
	// Most hands hold no card for tests, or none the opponent may play
	// now: nothing to list.
	if f := g.st.HandSums[s&1].flags; f&hsTest == 0 || !own && f&hsTestAny == 0 {
		return dst
	}
	out := dst
	cn := g.cardNameTable()
	for _, di := range g.handDefsOf(s) {
		if !own && g.cardDefs[di].Timing != AnyTime {
			continue
		}
		// M.13.9: one card effect per figure a round.
		if fig := g.cardFigure(s, cn[di].test[s&1]); fig >= 0 && (!own || fig == g.st.Stack[0].Fig) && int(g.st.Figs[fig].CardRound) != g.st.Round {
			out = append(out, di)
		}
	}
	return out
}

// windowAsks: side s holds a card and may still play one on this test.
func (g *Game) windowAsks(s Side) bool {
	if len(g.st.Hands[s]) == 0 || g.st.Win.Played[s] || (!g.opts.OneCardPerPlayerPerTest && (g.st.Win.Played[0] || g.st.Win.Played[1])) {
		return false
	}
	own := s == g.st.Turn.Side
	return !own || (g.st.Turn.Cards == 0 && g.st.Turn.Acts <= 1 && len(g.st.Stack) > 0)
}

// cardFigure returns the figure of side s a test effect of kind t
// (testOf) would help in the current attack, or -1.
func (g *Game) cardFigure(s Side, t testFx) int8 {
	a := &g.st.Atk
	switch t {
	case testShoot:
		if (a.Kind == atkShoot || a.Kind == atkFreeze) && g.st.Figs[a.Att].Side == s {
			return a.Att
		}
	case testFight:
		if a.Kind == atkFight {
			if g.st.Figs[a.Att].Side == s {
				return a.Att
			}
			if g.st.Figs[a.Def].Side == s {
				return a.Def
			}
		}
	case testSurvive:
		if a.Kind == atkShoot && g.st.Figs[a.Def].Side == s {
			return a.Def
		}
	}
	return -1
}

func (g *Game) cardByID(id string) *CardDef {
	for i := range g.cardDefs {
		if g.cardDefs[i].ID == id {
			return &g.cardDefs[i]
		}
	}
	return nil
}

func (g *Game) cardDecision() *engine.Decision {
	s := g.windowSide()
	d := g.memo.mem.Decision(g.seatOf(s), messageWith("mars.prompt.card", sideArgs[s]))
	out := g.memo.mem.Options(HandSize + 1)
	var buf [HandSize + 1]int8
	if g.st.HandSums[s&1].flags&hsTest != 0 { // most hands hold no card for tests
		for _, di := range g.appendWindowDefs(buf[:0], s) {
			out = append(out, g.cardNameOf(di).cardOpt)
		}
	}
	d.Options = append(out, optNoCard)
	return d
}

// chooseCard plays a card in the window, or none.
func (g *Game) chooseCard(verb, arg string) {
	if verb == "card" {
		g.playWindowCard(g.windowSide(), arg)
	}
	g.st.Win.Stage++
	g.stepWindow()
}

// playWindowCard plays side s's card arg on the window's test (M.13.7);
// out of line, as most windows are answered "no card".
func (g *Game) playWindowCard(s Side, arg string) {
	c, _ := g.removeFromHand(s, arg)
	g.st.Discard = append(g.st.Discard, c)
	d := g.def(c)
	fig := g.cardFigure(s, g.cardNameOf(g.cardOf[c]).test[s&1])
	g.st.Win.Played[s] = true
	g.st.Figs[fig].CardRound = int16(g.st.Round)
	if s == g.st.Turn.Side {
		g.st.Turn.Cards++ // the turn's card: option B (M.4.8)
	}
	if fig == g.st.Atk.Att {
		g.st.Win.AttDice += d.Effect[s].Count[0]
	} else {
		g.st.Win.DefDice += d.Effect[s].Count[0]
	}
	if g.logging() {
		g.logSideCard("mars M.13.7", "mars.cards.played-on", s, arg, "figure", g.st.Figs[fig].ID)
	}
}
