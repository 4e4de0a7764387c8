package marsattacks

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// turnState is the progress of the current turn (M.4.6-M.4.11).
type turnState struct {
	Side  Side `json:"side"`
	Acts  int8 `json:"acts"`  // figures activated (M.4.7, M.4.8)
	Cards int8 `json:"cards"` // cards played (M.4.8, M.4.10)
	// OptB: a card was played first while figures could be activated, so
	// this is option B and an activation must follow (M.4.8).
	OptB  bool `json:"optB,omitempty"`
	Ended bool `json:"ended,omitempty"`
	// Must is the figure (index+1) the turn must activate first: the
	// Authority figure that bought the first turn (A9); 0 for none.
	Must int8 `json:"must,omitempty"`
}

// roundEnd is the progress of the end-of-round card step (M.4.17, A3).
type roundEnd struct {
	Active bool    `json:"active,omitempty"`
	Order  [2]Side `json:"order"` // first finisher, then the other
	Step   int8    `json:"step"`
	// AllPassed: the round ended by a pass under the A2 alternative.
	AllPassed bool `json:"allPassed,omitempty"`
}

// startRound begins a round: the side in g.first takes the first turn
// (M.4.14, M.4.15).
func (g *Game) startRound() {
	g.st.Round++
	g.st.Finished = -1
	g.st.Passed = [2]bool{}
	if g.logging() {
		g.log.Add("mars M.4.1", g.eventMessage("mars.round.start", "round", g.st.Round, "first", g.st.First), nil)
	}
	g.recall()
	if g.dueReinforcements() {
		g.st.Dep = deployState{Active: true, Resume: true} // S3.6, A15
		return
	}
	g.resumeRound()
}

// resumeRound goes on with the start of a round: Authority, then the
// first turn.
func (g *Game) resumeRound() {
	if g.opts.AuthorityAtRoundStart && (g.anyAuthority(Humans) || g.anyAuthority(Martians)) {
		g.st.Auth = authState{Active: true}
		return
	}
	g.beginTurn(g.st.First)
}

// beginTurn gives side s a turn (M.4.5).
func (g *Game) beginTurn(s Side) {
	g.expireBonus()
	g.st.TurnNo++
	g.st.Turn = turnState{Side: s}
	if g.logging() {
		g.log.Add("mars M.4.5", g.eventMessage("mars.turn.start", "side", s, "round", g.st.Round), nil)
	}
	if s == Humans {
		g.startCivilians() // M.18.18.1
	}
}

// canActivate reports whether side s has a figure to activate:
// len(activatable(s)) > 0, without building the list on the heap.
func (g *Game) canActivate(s Side) bool {
	// len(activatable(s)) > 0: the reserve counts only when no figure on
	// the mat can act, as either list makes the answer yes.
	o, active := g.occupancy(), g.stackMask()
	if o.ready[s&1]&^active != 0 {
		return true
	}
	if g.entryBarred(s) {
		return false
	}
	for m := o.waiting[s&1] &^ active; m != 0; m &= m - 1 {
		if g.canEnter(int8(bits.TrailingZeros64(m))) {
			return true
		}
	}
	return false
}

// activatableMasks are activatable(s) as masks of figure indexes (bit i
// for figure i): those on the mat, listed first, and those in the
// reserve.
func (g *Game) activatableMasks(s Side) (onMat, reserve uint64) {
	// Reserve figures that can enter the mat are activated to enter it
	// (S1.2, S9.7); with ReserveFirst only they (S9.7). The figures'
	// count has both sets as masks of figure indexes (at most 64
	// figures), listed in figure order.
	o, active := g.occupancy(), g.stackMask()
	onMat = o.ready[s&1] &^ active
	reserve = o.waiting[s&1] &^ active
	if g.entryBarred(s) {
		reserve = 0
	}
	for m := reserve; m != 0; m &= m - 1 {
		if i := int8(bits.TrailingZeros64(m)); !g.canEnter(i) {
			reserve &^= 1 << uint(i)
		}
	}
	if reserve != 0 && g.scen.ReserveFirst { // a reserve can enter: g.scen is set
		onMat = 0
	}
	return onMat, reserve
}

// stackMask has bit i set for each figure i with an activation in
// progress.
func (g *Game) stackMask() uint64 {
	var m uint64
	for _, f := range g.st.Stack {
		m |= 1 << uint(f.Fig)
	}
	return m
}

// stepTurn runs between the parts of a turn: it notes who finished
// first, ends the round when every figure is activated (M.4.16), passes
// the turn on, or asks for the next turn option.
func (g *Game) stepTurn() {
	g.noteFinished()
	if g.roundOver() {
		g.beginRoundEnd()
		return
	}
	t := &g.st.Turn
	var d *engine.Decision
	switch {
	case t.Ended, t.Acts >= 2, t.Acts+t.Cards >= 2:
		t.Ended = true
	case t.OptB && t.Acts == 0 && !g.canActivate(t.Side):
		// The card of option B left nothing to activate.
		t.Ended = true
	case t.Acts+t.Cards > 0:
		// Ending the turn needs no question when nothing else is left.
		if d = g.turnDecision(); len(d.Options) == 1 && d.Options[0].Key == "end" {
			t.Ended = true
			g.memo.mem.Unused(d.Options)
		}
	}
	if !t.Ended {
		g.st.Wait = wTurn
		if d != nil && g.log.Off {
			g.memo.pend = d // the question just built (Pending, keep)
		}
		return
	}
	g.updateControl() // S10.3: at the end of every turn
	next := t.Side.Other()
	if g.st.Passed[next] && g.opts.PassBindsPasserOnly {
		next = t.Side // A2: the other side keeps taking turns
	}
	g.beginTurn(next)
	if !g.st.Civ.Active {
		g.st.Wait = wTurn
	}
}

// noteFinished records the first side to have all its figures activated
// (M.4.15). The side whose turn it is counts first if both finish at once
// [INFERENCE].
func (g *Game) noteFinished() {
	if g.st.Finished >= 0 {
		return
	}
	// canActivate's first test for both sides at once: while each side
	// has a figure on the mat to activate, neither has finished.
	if o, active := g.occupancy(), g.stackMask(); o.ready[0]&^active != 0 && o.ready[1]&^active != 0 {
		return
	}
	for _, s := range []Side{g.st.Turn.Side, g.st.Turn.Side.Other()} {
		if !g.canActivate(s) {
			g.st.Finished = int8(s)
			if g.logging() {
				g.log.Add("mars M.4.15", g.eventMessage("mars.round.finished", "side", s), nil)
			}
			return
		}
	}
}

// roundOver: every figure on the mat carries an activation marker
// (M.4.16), or, under the A2 alternative, a side has passed.
func (g *Game) roundOver() bool {
	if !g.opts.PassBindsPasserOnly && (g.st.Passed[0] || g.st.Passed[1]) {
		return true
	}
	o := g.occupancy()
	if o.ready[0]|o.ready[1] != 0 {
		return false
	}
	// S1.2, S9.7: the reserve must come on; [authored] one that joins it
	// after its side passed waits for the next round.
	for s := range o.waiting {
		if g.entryBarred(Side(s)) {
			continue
		}
		for m := o.waiting[s]; m != 0 && !g.st.Passed[s] && g.scen.Zones == ""; m &= m - 1 {
			if g.canEnter(int8(bits.TrailingZeros64(m))) {
				return false
			}
		}
	}
	return true
}

func (g *Game) turnDecision() *engine.Decision {
	if g.ask() { // options change nothing: the figures are counted once
		defer g.done()
	}
	t := &g.st.Turn
	d := g.memo.mem.Decision(g.seatOf(t.Side), messageWith("mars.prompt.turn", sideArgs[t.Side]))
	onMat, reserve := g.activatableMasks(t.Side)
	nfigs := bits.OnesCount64(onMat) + bits.OnesCount64(reserve)
	// Room for every figure, the card plays (a hand card, or a support
	// card in a new row or one of its rows, and the rows to trigger) and
	// end or pass: one allocation. The options are built in a local
	// slice, stored in d once.
	out := g.memo.mem.Options(nfigs + 2*len(g.st.Hands[t.Side]) + len(g.st.Rows) + 1)
	g.memo.turnActs = [2]uint64{} // no activate options unless listed below
	switch {
	case t.Must > 0 && t.Acts == 0 && t.Cards == 0 && g.st.Figs[t.Must-1].Alive && !g.st.Figs[t.Must-1].Activated:
		// A9: the round starts with the Authority figure.
		out = append(out, optAt(g.names(t.Must-1).activate, g.figMsg("mars.opt.activate", t.Must-1), g.st.Figs[t.Must-1].Sq))
		g.memo.turnActs[0] = 1 << uint(t.Must-1)
	case t.Acts == 0 && t.Cards == 0:
		if nfigs > 0 {
			out = g.appendActivateOpts(out, onMat, reserve) // option A or B (M.4.7, M.4.8)
			out = g.appendCardPlays(out, t.Side)
			if !g.opts.ActivateAtLeastOne { // A1
				out = append(out, optEnd)
			}
		} else {
			out = g.appendCardPlays(out, t.Side) // option C (M.4.10)
			out = append(out, optPass)           // option D (M.4.11)
		}
	case t.Acts == 1 && t.Cards == 0:
		out = g.appendActivateOpts(out, onMat, reserve) // option A: a second figure
		out = g.appendCardPlays(out, t.Side)            // option B: the card after the figure
		out = append(out, optEnd)
	case t.OptB:
		out = g.appendActivateOpts(out, onMat, reserve) // option B: the figure after the card (M.4.8)
	default:
		out = g.appendCardPlays(out, t.Side) // option C: a second card
		out = append(out, optEnd)
	}
	d.Options = out
	return d
}

// turnActFig is the figure that option k of the turn question last built
// activates, or -1 when option k activates none: the activate options
// come first, one for each figure of g.turnActs (on the mat, then the
// reserve, in figure order; appendActivateOpts). The decision a choice
// answers is always the turn question built last (turnDecision is built
// only for Pending and by stepTurn, which asks it), so its options and
// g.turnActs agree; chooseTurn then needs neither the key's verb nor a
// search for the figure's id.
func (g *Game) turnActFig(k int) int8 {
	for _, m := range g.memo.turnActs {
		if n := bits.OnesCount64(m); k >= n {
			k -= n
			continue
		}
		return int8(nthBit(m, k))
	}
	return -1
}

// nthBit is the index of set bit k (from 0, lowest first) of m, which
// has more than k bits set: option k of a question whose options follow
// the bits of a mask.
func nthBit(m uint64, k int) int {
	for ; k > 0; k-- {
		m &= m - 1
	}
	return bits.TrailingZeros64(m)
}

// appendActivateOpts appends the options activating the figures of the
// masks onMat, then reserve (activatableMasks), in that order.
func (g *Game) appendActivateOpts(out []engine.Option, onMat, reserve uint64) []engine.Option {
	g.memo.turnActs = [2]uint64{onMat, reserve}
	fn := g.fnames // names(i) for every figure, looked up once
	if len(fn) < len(g.st.Figs) {
		g.newNames(0)
		fn = g.fnames
	}
	// The room for every option made once (turnDecision's Options call has
	// it), then each written in place: no test of the room and no
	// reslice per option.
	n, k := len(out), bits.OnesCount64(onMat)+bits.OnesCount64(reserve)
	if cap(out)-n < k {
		out = slices.Grow(out, k)
	}
	out = out[:n+k]
	dst := out[n:]
	j := 0
	for ; onMat != 0; onMat &= onMat - 1 {
		i := bits.TrailingZeros64(onMat)
		dst[j] = fn[i].activateAt[g.st.Figs[i].Sq&(Size*Size-1)] // on the mat (o.ready)
		j++
	}
	for ; reserve != 0; reserve &= reserve - 1 {
		i := bits.TrailingZeros64(reserve)
		if q := g.st.Figs[i].Sq; q.OnMat() {
			dst[j] = fn[i].activateAt[q]
		} else {
			dst[j] = fn[i].activateOpt
			dst[j].At = q.String()
		}
		j++
	}
	return out
}

func (g *Game) chooseTurn(key string, k int) {
	t := &g.st.Turn
	if k >= 0 {
		if i := g.turnActFig(k); i >= 0 {
			t.Acts++
			g.activate(i)
			return
		}
	}
	verb, arg := cutVerb(key)
	switch verb {
	case "activate":
		t.Acts++
		g.activate(g.figByID(arg))
	case "card", "trigger":
		if t.Acts == 0 && t.Cards == 0 && g.canActivate(t.Side) {
			t.OptB = true
		}
		t.Cards++
		id, _, _ := strings.Cut(arg, "@")
		switch {
		case verb == "trigger":
			g.trigger(t.Side, arg)
		case g.cardByID(id).Kind == SupportCard:
			g.playSupport(t.Side, arg)
		default:
			g.playCard(t.Side, arg)
		}
	case "pass":
		g.st.Passed[t.Side] = true
		t.Ended = true
		if g.logging() {
			g.log.Add("mars M.4.11", g.eventMessage("mars.turn.pass", "side", t.Side), nil)
		}
	case "end":
		t.Ended = true
		if g.logging() {
			g.log.Add("mars M.4.6", g.eventMessage("mars.turn.end", "side", t.Side), nil)
		}
	}
}

// beginRoundEnd removes the activation markers (M.4.16) and starts the
// card step (M.4.17).
func (g *Game) beginRoundEnd() {
	g.clearActivated()
	first := g.st.First
	if g.st.Finished >= 0 {
		first = Side(g.st.Finished)
	}
	if g.logging() {
		g.log.Add("mars M.4.16", g.eventMessage("mars.round.end", "round", g.st.Round), nil)
	}
	g.updateControl() // the round's last turn ends here
	g.zoneVictory()
	if !g.st.Over && g.opts.RoundLimit > 0 && g.st.Round >= g.opts.RoundLimit {
		g.roundLimitReached()
		return
	}
	g.st.End = roundEnd{Active: true, Order: [2]Side{first, first.Other()}}
}

// stepRoundEnd runs the card step: under A3 both sides discard (first
// finisher first), then both draw back to 4 in the same order; otherwise
// each discards and draws before the other. Then the first finisher
// starts the next round (M.4.15).
func (g *Game) stepRoundEnd() {
	e := &g.st.End
	type act struct {
		discard bool
		side    Side
	}
	plan := [4]act{{true, e.Order[0]}, {true, e.Order[1]}, {false, e.Order[0]}, {false, e.Order[1]}}
	if !g.opts.DiscardBothThenDraw {
		plan = [4]act{{true, e.Order[0]}, {false, e.Order[0]}, {true, e.Order[1]}, {false, e.Order[1]}}
	}
	if int(e.Step) >= len(plan) {
		e.Active = false
		g.st.First = e.Order[0]
		g.startRound()
		return
	}
	a := plan[e.Step]
	if a.discard {
		if len(g.st.Hands[a.side]) == 0 {
			e.Step++
			return
		}
		g.st.Wait = wDiscard
		return
	}
	if g.drawUp(a.side) {
		e.Step++
	}
}

func (g *Game) discarder() Side {
	e := &g.st.End
	if g.opts.DiscardBothThenDraw {
		return e.Order[e.Step]
	}
	return e.Order[e.Step/2]
}

func (g *Game) discardDecision() *engine.Decision {
	s := g.discarder()
	d := g.memo.mem.Decision(g.seatOf(s), messageWith("mars.prompt.discard", sideArgs[s]))
	out := g.memo.mem.Options(HandSize + 1)
	for _, di := range g.handDefsOf(s) {
		out = append(out, g.cardNameOf(di).discardOpt)
	}
	d.Options = append(out, optKeep)
	return d
}

func (g *Game) chooseDiscard(verb, arg string) {
	s := g.discarder()
	if verb == "keep" {
		g.st.End.Step++
		return
	}
	c, _ := g.removeFromHand(s, arg)
	g.st.Discard = append(g.st.Discard, c)
	if g.logging() {
		g.log.Add("mars M.4.17", g.eventMessage("mars.cards.discarded", "side", s, "card", arg), nil)
	}
}

// drawUp draws side s back up to 4 hand cards; events are resolved at
// once, in the order drawn, and drawing goes on (M.13.21). It reports
// false when an event waits for a choice or a scatter: drawing goes on
// afterwards.
func (g *Game) drawUp(s Side) bool {
	for len(g.st.Hands[s]) < HandSize && !g.st.Over {
		c, ok := g.draw()
		if !ok {
			g.log.Add("mars M.13.2", g.eventMessage("mars.cards.none-left", "side", s), nil)
			return true
		}
		d := g.def(c)
		if d.Kind == EventCard {
			if g.logging() {
				g.log.Add("mars M.13.21", g.eventMessage("mars.cards.event", "side", s, "card", d.ID), nil)
			}
			g.st.Discard = append(g.st.Discard, c)
			g.resolveEvent(s, c)
			if g.st.Wait != wNone || g.st.CardEffect.Scatter != 0 {
				return false
			}
			continue
		}
		g.st.Hands[s] = append(g.st.Hands[s], c)
		g.handAdded(s, c)
		if g.logging() {
			g.log.Emit(engine.Event{Rule: "mars M.4.17", Msg: g.eventMessage("mars.cards.drawn", "side", s, "card", d.ID), To: g.audience(s)})
		}
	}
	return true
}
