package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// Effect ids: the rules code of card effects, keyed by the ids that card
// definitions name.
const (
	// fxShootBonus: +1 die for a SHOOT attack of the player's figure
	// (M.10.3), played before its dice are rolled (M.13.7).
	fxShootBonus = "shoot-bonus"
	// fxFightBonus: +1 FIGHT die for the player's figure in a fight
	// (M.8.4), played before the dice are rolled.
	fxFightBonus = "fight-bonus"
	// fxSurviveBonus: +1 Survive die for the player's figure that is the
	// target of a SHOOT attack, played before the dice are rolled.
	fxSurviveBonus = "survive-bonus"
	// fxAirStrike: a TARGETED (M.14.3) SINGLE SQUARE (M.14.4) 4-dice 5+
	// SHOOT attack (M.11.1), played as a turn option.
	fxAirStrike = "air-strike"
	// fxBarrage: event; a RANDOM (M.14.1, M.15.1) SINGLE SQUARE 4-dice 5+
	// SHOOT attack.
	fxBarrage = "barrage"
)

// testEffect reports whether an effect modifies a test (and so is played
// in a test's card window rather than as a turn option).
func testEffect(fx string) bool {
	return fx == fxShootBonus || fx == fxFightBonus || fx == fxSurviveBonus
}

// playCard plays a hand card of side s as a turn option: onto the
// discard pile face up (M.4.18), then its effect for that side (M.13.3).
func (g *Game) playCard(s Side, id string) {
	c, _ := g.removeFromHand(s, id)
	d := g.def(c)
	g.discard = append(g.discard, c)
	fx := d.Effect[s]
	g.log.Add("mars M.4.18", engine.M("mars.cards.played", "side", s, "card", id, "effect", fx), nil)
	switch fx {
	case fxAirStrike:
		g.cardSq = cardSquare{Active: true, Side: s, Card: c}
		g.w = wCardSquare
	}
}

// cardSquare is a TARGETED card effect waiting for its square.
type cardSquare struct {
	Active bool `json:"active,omitempty"`
	Side   Side `json:"side"`
	Card   Card `json:"card"`
	// A support row's attack: its dice, its row (1-based) to discard
	// afterwards, and whether it is an EXPLOSION (M.14.7).
	Dice      int8 `json:"dice,omitempty"`
	Row       int8 `json:"row,omitempty"`
	Explosion bool `json:"explosion,omitempty"`
}

// cardSquareDecision: the player chooses the exact square (M.14.3). Only
// squares holding figures are offered: an attack on an empty square has
// no effect.
func (g *Game) cardSquareDecision() *engine.Decision {
	s := g.cardSq.Side
	d := &engine.Decision{Seat: g.seatOf(s), Prompt: engine.M("mars.prompt.card-square", "card", g.def(g.cardSq.Card).ID)}
	for q := Sq(0); q < Size*Size; q++ {
		if g.areaCount(g.cardArea(q)) > 0 {
			d.Options = append(d.Options, optAt("square:"+q.String(), engine.M("mars.opt.square", "square", q), q))
		}
	}
	return d
}

// cardArea is the area of the pending TARGETED effect at square q.
func (g *Game) cardArea(q Sq) []Sq {
	if g.cardSq.Explosion {
		return explosion(q)
	}
	return []Sq{q}
}

func (g *Game) areaCount(area []Sq) int {
	n := 0
	for _, q := range area {
		n += g.count(q)
	}
	return n
}

func (g *Game) chooseCardSquare(arg string) {
	q, _ := ParseSq(arg)
	cs := g.cardSq
	g.cardSq = cardSquare{}
	g.log.Add("mars M.14.3", engine.M("mars.cards.attack", "card", g.def(cs.Card).ID, "square", q), nil)
	if cs.Row > 0 {
		g.cardAttackArea(cs.Side, explosion(q), int(cs.Dice), 5)
		g.discardRow(int(cs.Row))
		return
	}
	g.cardAttack(cs.Side, q, 4, 5)
}

// resolveEvent resolves an event drawn by side s (M.13.19, M.13.21).
func (g *Game) resolveEvent(s Side, d *CardDef) {
	switch d.Effect[s] {
	case fxBarrage:
		q := g.randomSquare(s)
		g.log.Add("mars M.14.1", engine.M("mars.cards.attack", "card", d.ID, "square", q), nil)
		g.cardAttack(s, q, 4, 5)
	}
}

// randomSquare rolls a random location for side s (M.15.1): two d8, the
// first the row, the second the column, counted from the bottom-left
// corner as the roller sees the mat. [INFERENCE, G6] The Humans sit at
// row 1, the Martians opposite at row 8.
func (g *Game) randomSquare(s Side) Sq {
	row, col := g.rng.Roll(8), g.rng.Roll(8)
	return seen(s, col-1, row-1)
}

// cardAttack is a card's "n-dice, t+ SHOOT attack" on every figure in a
// square (M.11.1-M.11.3): rolled once, each target makes its own Survive
// roll; no range, LOS or mixed-square ban (M.11.6); Fearless does not
// matter (M.18.6.5); Terrified Civilians can be harmed (M.18.18.6).
// Kills count for side s (M.11.5, A21) and cause terrified tests (A5).
func (g *Game) cardAttack(s Side, q Sq, n, t int) { g.cardAttackArea(s, []Sq{q}, n, t) }

// cardAttackArea is a card attack on several squares: rolled once, the
// result applied to every square (M.11.4); both sides are hit (M.11.3).
func (g *Game) cardAttackArea(s Side, area []Sq, n, t int) {
	r := g.rollDice(n, t, false)
	g.log.Add("mars M.11.1", engine.M("mars.roll", "figure", "", "what", "card", "dice", len(r.Dice), "target", t, "successes", r.Successes), r)
	for _, q := range area {
		killed := false
		for _, v := range g.inSquare(q) {
			if g.survive(v, -1, r.Successes, false, s, killCard, 0) {
				killed = true
			}
		}
		if killed {
			g.terrifiedTests(q, "mars M.12.1")
		}
	}
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
	g.win = window{Active: true}
	g.stepWindow()
}

// stepWindow asks the next side that can play, or rolls the test.
func (g *Game) stepWindow() {
	for g.win.Stage < 2 {
		if g.windowAsks(g.windowSide()) {
			g.w = wCard
			return
		}
		g.win.Stage++
	}
	g.win.Active = false
	switch g.atk.Kind {
	case atkFight:
		g.rollFight()
	case atkShoot:
		g.rollShot()
	case atkFreeze:
		g.rollFreeze()
	}
}

func (g *Game) windowSide() Side {
	if g.win.Stage == 0 {
		return g.turn.Side
	}
	return g.turn.Side.Other()
}

// windowCards lists the distinct cards side s may play in the open
// window. In its own turn a side plays with the turn's card allowance
// (M.13.10): no card yet, at most this one activation (option B), and a
// card for its own figure only for the figure activated this turn
// (M.4.9). The other side may react with any-time cards (M.13.5). One
// card per player per test (A8), or per test in all.
func (g *Game) windowCards(s Side) []string {
	if !g.windowAsks(s) {
		return nil
	}
	own := s == g.turn.Side
	var out []string
	for _, id := range g.handKinds(s) {
		d := g.cardByID(id)
		if !own && d.Timing != AnyTime {
			continue
		}
		// M.13.9: one card effect per figure a round.
		if fig := g.cardFigure(s, d.Effect[s]); fig >= 0 && (!own || fig == g.stack[0].Fig) && int(g.figs[fig].CardRound) != g.round {
			out = append(out, id)
		}
	}
	return out
}

// windowAsks: side s holds a card and may still play one on this test.
func (g *Game) windowAsks(s Side) bool {
	if len(g.hands[s]) == 0 || g.win.Played[s] || (!g.opts.OneCardPerPlayerPerTest && (g.win.Played[0] || g.win.Played[1])) {
		return false
	}
	own := s == g.turn.Side
	return !own || (g.turn.Cards == 0 && g.turn.Acts <= 1 && len(g.stack) > 0)
}

// cardFigure returns the figure of side s a test effect would help in
// the current attack, or -1.
func (g *Game) cardFigure(s Side, fx string) int8 {
	a := &g.atk
	switch {
	case fx == fxShootBonus && (a.Kind == atkShoot || a.Kind == atkFreeze) && g.figs[a.Att].Side == s:
		return a.Att
	case fx == fxFightBonus && a.Kind == atkFight && g.figs[a.Att].Side == s:
		return a.Att
	case fx == fxFightBonus && a.Kind == atkFight && g.figs[a.Def].Side == s:
		return a.Def
	case fx == fxSurviveBonus && a.Kind == atkShoot && g.figs[a.Def].Side == s:
		return a.Def
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
	d := &engine.Decision{Seat: g.seatOf(s), Prompt: engine.M("mars.prompt.card", "side", s)}
	for _, id := range g.windowCards(s) {
		d.Options = append(d.Options, opt("card:"+id, engine.M("mars.opt.card", "card", id)))
	}
	d.Options = append(d.Options, opt("no-card", engine.M("mars.opt.no-card")))
	return d
}

// chooseCard plays a card in the window, or none.
func (g *Game) chooseCard(verb, arg string) {
	s := g.windowSide()
	if verb == "card" {
		c, _ := g.removeFromHand(s, arg)
		g.discard = append(g.discard, c)
		d := g.def(c)
		fx := d.Effect[s]
		fig := g.cardFigure(s, fx)
		g.win.Played[s] = true
		g.figs[fig].CardRound = int16(g.round)
		if s == g.turn.Side {
			g.turn.Cards++ // the turn's card: option B (M.4.8)
		}
		if fig == g.atk.Att {
			g.win.AttDice++
		} else {
			g.win.DefDice++
		}
		rule := "mars M.13.7"
		g.log.Add(rule, engine.M("mars.cards.played-on", "side", s, "card", arg, "figure", g.figs[fig].ID), nil)
	}
	g.win.Stage++
	g.stepWindow()
}
