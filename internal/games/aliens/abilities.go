package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// Section W.1: the Characters' abilities, as rules code keyed by the
// ability ids of internal/content (characters.yaml). An ability works when
// the Character's current side carries it. Icons the seeds lost are the
// content's (authored there, GAP Y.3).

// Ability ids with rules code here.
const (
	abRipleyOnActivation  = "ripley-hero-on-activation"
	abHicksOnActivation   = "hicks-hero-on-activation"
	abHicksPassive        = "hicks-hero-passive"
	abHicksGruntPassive   = "hicks-grunt-passive"
	abGormanEnd           = "gorman-hero-end-of-activation"
	abHudsonOnActivation  = "hudson-hero-on-activation"
	abHudsonEnd           = "hudson-hero-end-of-activation"
	abHudsonGruntEnd      = "hudson-grunt-end-of-activation"
	abVasquezOnActivation = "vasquez-hero-on-activation"
	abVasquezPassive      = "vasquez-hero-passive"
	abVasquezGruntPassive = "vasquez-grunt-passive"
)

// Icons of the abilities above, as the content's texts give them.
var (
	vasquezRecycleTypes = []CardType{Equipment, Event}  // W.1.6 ⟨?b⟩ ⟨?c⟩
	hudsonHandTypes     = []CardType{Weapon, Equipment} // W.1.5 ⟨?1⟩ ⟨?2⟩
	hudsonKeepTypes     = []CardType{Weapon, Equipment} // W.1.5 ⟨?a⟩ ⟨?b⟩
)

// onActivation resolves activation step 1 (I.6, B.11.2). Each side
// prints at most one On Activation ability, so there is no order to
// choose.
func (g *Game) onActivation(ch CharID, seat engine.Seat) {
	if !g.st.Chars[ch].onBoard() {
		return
	}
	switch {
	case g.has(ch, abRipleyOnActivation):
		// [W.1.1] Recycle two Endurance cards and Draw one card.
		if g.logging() {
			g.emit("W.1.1", engine.M("aliens.ability-used", "char", ch.Name(), "ability", abilityName(abRipleyOnActivation)), nil)
		}
		g.recycle()
		g.recycle()
		g.drawFor(ch, seat)
	case g.has(ch, abHicksOnActivation) && !g.deckEmpty():
		// [W.1.2] MAY draw an Endurance card.
		g.push(frame{Kind: kMayDraw, Seat: seat, Char: ch})
	case g.has(ch, abVasquezOnActivation):
		// [W.1.6] Reveal: Weapon: take an Aim Action (free, EN 893-900);
		// Equipment or Event: Recycle a card and draw a card.
		r, ex := g.reveal()
		if r < 0 {
			return
		}
		if g.rules.Deck.cardDef(r).Type == Weapon {
			g.revealMatches(r, Weapon)
			g.aim(ch, "W.1.6")
		} else if g.revealMatches(r, vasquezRecycleTypes...) {
			g.recycle()
			g.drawFor(ch, seat)
		}
		g.endReveal(r, ex, seat, false)
	case g.has(ch, abHudsonOnActivation):
		// [W.1.5] MAY Recycle any number of Weapon or Equipment cards
		// from hand.
		g.push(frame{Kind: kHandRecycle, Seat: seat, Char: ch})
	}
}

// endOfActivation resolves activation step 4 (I.9, B.11.4).
func (g *Game) endOfActivation(ch CharID, seat engine.Seat) {
	switch {
	case g.has(ch, abGormanEnd):
		// [W.1.3] Draw two Endurance cards.
		if g.logging() {
			g.emit("W.1.3", engine.M("aliens.ability-used", "char", ch.Name(), "ability", abilityName(abGormanEnd)), nil)
		}
		g.drawFor(ch, seat)
		g.drawFor(ch, seat)
	case g.has(ch, abNewtEnd):
		// [W.1.7] MAY Exhaust two cards to move a Character in Newt's Line
		// of Sight two spaces towards Newt.
		if g.board != nil && seat >= 0 {
			g.push(newtPullFrame(seat, ch))
		}
	case g.has(ch, abHudsonEnd), g.has(ch, abHudsonGruntEnd):
		// [W.1.5] Reveal: Weapon or Equipment (Hero side): put that card
		// into your hand instead of the bottom of the deck. Hazard: the
		// Motion Tracker deck (not yet); the Hazard then resolves (F.5.4).
		r, ex := g.reveal()
		if r < 0 {
			return
		}
		if g.has(ch, abHudsonEnd) && g.revealMatches(r, hudsonKeepTypes...) {
			g.lift(r)
			g.st.Hands[seat] = append(g.st.Hands[seat], r)
			if g.logging() {
				g.emit("W.1.5", engine.M("aliens.hudson.kept", "char", ch.Name(), "card", g.rules.Deck.cardName(r)), nil)
			}
			g.settle()
			return
		}
		hazard := g.revealMatches(r, Hazard)
		g.endRevealAfter(r, ex, seat, false) // [F.5.4] the Hazard after the look
		if hazard && len(g.st.MTDeck) > 0 && !g.st.Over {
			// [W.1.5] look at the top Motion Tracker card; MAY put it on
			// the bottom of that deck. Asked before the Hazard resolves.
			if seat < 0 {
				seat = g.highestRankSeat()
			}
			g.peekMT(seat, 1, "W.1.5")
		}
	}
}

func (g *Game) decideMayDraw(f *frame) *engine.Decision {
	if g.deckEmpty() {
		return nil
	}
	return &engine.Decision{Seat: f.Seat, Prompt: g.mem.Message("aliens.prompt.may-draw", "char", f.Char.Name()),
		Options: []engine.Option{g.opt("draw", "aliens.opt.draw"), g.opt("no-draw", "aliens.opt.no-draw")}}
}

func (g *Game) chooseMayDraw(f *frame, key string) {
	seat := f.Seat
	g.pop()
	if key == "draw" {
		if g.logging() {
			g.emit("W.1.2", engine.M("aliens.ability-used", "char", Hicks.Name(), "ability", abilityName(abHicksOnActivation)), nil)
		}
		g.draw(seat)
	}
}

func (g *Game) decideHandRecycle(f *frame) *engine.Decision {
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.hand-recycle", "char", f.Char.Name()))
	var hand [16]int // most hands: no allocation
	for _, c := range g.sortedHand(hand[:0], f.Seat) {
		if slices.Contains(hudsonHandTypes, g.rules.Deck.cardDef(c).Type) {
			d.Options = append(d.Options, g.opt(g.rules.Deck.optKey(okRecycle, c), "aliens.opt.recycle-card", "card", g.rules.Deck.cardName(c)))
		}
	}
	if len(d.Options) == 0 {
		return nil
	}
	d.Options = append(d.Options, g.opt("stop", "aliens.opt.stop-recycling"))
	return d
}

func (g *Game) chooseHandRecycle(f *frame, key string) {
	if key == "stop" {
		g.pop()
		return
	}
	a, _ := keyArg(key, "recycle")
	c, _ := g.rules.Deck.cardByKey(a)
	g.recycleFromHand(f.Seat, c)
}

// freeOptions lists the Free Actions of ch's equipment not yet taken in
// this activation (G.14, W.2.16): the Shoulder Lamp on the Endurance Deck.
// The Motion Tracker card and the Lamp's Motion Tracker half wait for the
// Motion Tracker deck.
func (g *Game) freeOptions(ch CharID) []engine.Option {
	c := &g.st.Chars[ch]
	var out []engine.Option
	for _, e := range c.Slots[slotEquip1:] {
		if e >= 0 && g.rules.Deck.cardDef(e).ID == cardShoulderLamp && c.Free&freeShoulderLamp == 0 && !g.deckEmpty() {
			out = append(out, g.opt(g.rules.Deck.optKey(okLamp, e), "aliens.opt.lamp", "card", g.rules.Deck.cardName(e)))
		}
		if e >= 0 && g.rules.Deck.cardDef(e).ID == cardShoulderLamp && c.Free&freeShoulderLamp == 0 && len(g.st.MTDeck) > 0 {
			// [W.2.10] or the top card of the Motion Tracker Deck.
			out = append(out, g.opt(g.rules.Deck.optKey(okLampMT, e), "aliens.opt.lamp-mt", "card", g.rules.Deck.cardName(e)))
		}
		if e >= 0 && g.rules.Deck.cardDef(e).ID == cardTracker && c.Free&freeTracker == 0 && (!g.deckEmpty() || len(g.st.Exhaust) > 0) {
			out = append(out, g.opt(g.rules.Deck.optKey(okTracker, e), "aliens.opt.tracker", "card", g.rules.Deck.cardName(e)))
		}
	}
	return out
}

// useTracker is the Motion Tracker equipment's FREE ACTION (W.2.9):
// Reveal a card (a Hazard revealed this way is not played, F.5.7). The
// icons are lost (0.4); authored reading: a Weapon or Equipment card
// (⟨?1⟩, ⟨?2⟩) lets the player look at the top two Motion Tracker cards
// and put one at the bottom, the other back on top; a Hazard (⟨?3⟩)
// Exhausts the Motion Tracker; an Event does nothing.
func (g *Game) useTracker(seat engine.Seat, ch CharID, tracker int) {
	g.st.Chars[ch].Free |= freeTracker // [G.14]
	if g.logging() {
		g.emit("W.2.9", engine.M("aliens.tracker.used", "char", ch.Name(), "card", g.rules.Deck.cardName(tracker)), nil)
	}
	r, ex := g.reveal()
	if r < 0 {
		return
	}
	switch {
	case g.revealMatches(r, Weapon, Equipment):
		g.endRevealAfter(r, ex, seat, true) // [F.5.4] after the look
		if len(g.st.MTDeck) > 0 && !g.st.Over {
			g.peekMT(seat, min(2, len(g.st.MTDeck)), "W.2.9")
		}
	case g.rules.Deck.cardDef(r).Type == Hazard:
		// [F.5.4] the Hazard-listed outcome first, then the Reveal ends.
		g.place(tracker, destExhaustTop) // [W.2.17] [F.3.5]
		if g.logging() {
			g.emit("F.3.5", engine.M("aliens.card.exhausted-equipped", "card", g.rules.Deck.cardName(tracker)), nil)
		}
		g.endReveal(r, ex, seat, true)
	default:
		g.endReveal(r, ex, seat, true)
	}
}

// peekMT shows seat alone the top n Motion Tracker cards (O.15) and asks
// which goes to the bottom: n = 1, the top card or none (W.1.5); n = 2,
// one of the two (W.2.9).
func (g *Game) peekMT(seat engine.Seat, n int, rule string) {
	for i := range n {
		g.emitTo(engine.Only(seat), rule, engine.M("aliens.mt.peek", "n", i+1, "card", g.mtName(g.st.MTDeck[i])))
	}
	g.push(trackerPeekFrame(seat, n))
}

func (g *Game) decideMTPeek(f *frame) *engine.Decision {
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.mt-peek"))
	if f.trackerLook() == 1 {
		d.Options = []engine.Option{g.opt("mt:bottom:1", "aliens.opt.mt-bottom", "n", "1"), g.opt("mt:keep", "aliens.opt.mt-keep")}
		return d
	}
	d.Options = []engine.Option{g.opt("mt:bottom:1", "aliens.opt.mt-bottom", "n", "1"), g.opt("mt:bottom:2", "aliens.opt.mt-bottom", "n", "2")}
	return d
}

func (g *Game) chooseMTPeek(f *frame, key string) {
	g.pop()
	if key == "mt:keep" {
		return
	}
	a, _ := keyArg(key, "mt:bottom")
	i := atoi(a) - 1
	c := g.st.MTDeck[i]
	g.st.MTDeck = append(slices.Delete(g.st.MTDeck, i, i+1), c)
	if g.logging() {
		g.emit("O.15", engine.M("aliens.mt.bottomed"), nil)
	}
}

// chooseFree starts the Free Action a key names, if it names one.
func (g *Game) chooseFree(seat engine.Seat, ch CharID, key string) bool {
	if a, ok := keyArg(key, "tracker"); ok {
		t, _ := g.rules.Deck.cardByKey(a)
		g.useTracker(seat, ch, t)
		return true
	}
	if a, ok := keyArg(key, "lamp-mt"); ok {
		lamp, _ := g.rules.Deck.cardByKey(a)
		g.st.Chars[ch].Free |= freeShoulderLamp // [G.14]
		if g.logging() {
			g.emit("W.2.10", engine.M("aliens.lamp.looked-mt", "char", ch.Name()), nil)
		}
		g.emitTo(engine.Only(seat), "W.2.10", engine.M("aliens.mt.peek", "n", 1, "card", g.mtName(g.st.MTDeck[0])))
		g.push(lampFrame(seat, ch, lamp, 0, true))
		return true
	}
	a, ok := keyArg(key, "lamp")
	if !ok {
		return false
	}
	lamp, _ := g.rules.Deck.cardByKey(a)
	g.st.Chars[ch].Free |= freeShoulderLamp // [G.14]
	top := g.st.Deck[0]
	// [W.2.10] look at the top card of the Endurance Deck (a look, not a
	// Reveal: a Hazard seen this way is not played).
	if g.logging() {
		g.emit("W.2.10", engine.M("aliens.lamp.looked", "char", ch.Name()), nil)
	}
	g.emitTo(engine.Only(seat), "W.2.10", engine.M("aliens.lamp.saw", "card", g.rules.Deck.cardName(top)))
	g.push(lampFrame(seat, ch, lamp, top, false))
	return true
}

func (g *Game) decideLamp(f *frame) *engine.Decision {
	return &engine.Decision{Seat: f.Seat, Prompt: g.mem.Message("aliens.prompt.lamp"),
		Options: []engine.Option{g.opt("lamp:bottom", "aliens.opt.lamp-bottom"), g.opt("lamp:keep", "aliens.opt.lamp-keep")}}
}

// chooseLamp: MAY Exhaust the Lamp (F.3.5: it goes onto the Exhaust Pile)
// to put the card at the bottom of the deck.
func (g *Game) chooseLamp(f *frame, key string) {
	lamp, top, mt := f.Card, f.Rev, f.lampOnTracker()
	g.pop()
	if key == "lamp:keep" {
		return
	}
	g.place(lamp, destExhaustTop)
	if g.logging() {
		g.emit("F.3.5", engine.M("aliens.card.exhausted-equipped", "card", g.rules.Deck.cardName(lamp)), nil)
	}
	if mt {
		c := g.st.MTDeck[0]
		g.st.MTDeck = append(g.st.MTDeck[1:], c)
		if g.logging() {
			g.emit("W.2.10", engine.M("aliens.mt.bottomed"), nil)
		}
		g.settle()
		return
	}
	g.lift(top)
	g.putUnder(top)
	if g.logging() {
		g.emit("W.2.10", engine.M("aliens.lamp.bottom"), nil)
	}
	g.settle()
}

const (
	abGormanDuring      = "gorman-hero-during-activation"
	abGormanGruntDuring = "gorman-grunt-during-activation"
)

// appendGormanOptions appends to out the options of Gorman's DURING
// ACTIVATION ability, once per activation (B.11.3): Hero side, Recycle
// three cards from hand (W.1.3); Grunt side (content), Exhaust three
// cards; either lets another Marine Character (standing, so able to act,
// M.10) take an Action. Range limits wait for the board. The action
// decision builds its options in one slice.
func (g *Game) appendGormanOptions(out []engine.Option, ch CharID) []engine.Option {
	c := &g.st.Chars[ch]
	if c.Free&freeGorman != 0 {
		return out
	}
	hero := g.has(ch, abGormanDuring)
	if !(hero || g.has(ch, abGormanGruntDuring)) {
		return out
	}
	if hero && len(g.st.Hands[c.Owner]) < 3 {
		return out
	}
	keys := g.charKeys("order")
	grown := false
	for i := range g.st.Chars {
		t := &g.st.Chars[i]
		if t.ID != ch && g.def(t.ID).Marine && t.onBoard() && t.Status == Standing &&
			(hero || g.board == nil || g.distance(c.At, t.At) <= 4) {
			if !grown { // room for every other Character, carved once
				out, grown = g.mem.Grow(out, int(numChars)-1), true
			}
			out = append(out, g.opt(keys[t.ID], "aliens.opt.order", "char", t.ID.Name()))
		}
	}
	return out
}

func (g *Game) chooseGormanKey(seat engine.Seat, ch CharID, key string) bool {
	a, ok := keyArg(key, "order")
	if !ok {
		return false
	}
	t, _ := charByKey(a)
	g.st.Chars[ch].Free |= freeGorman
	ab := abGormanDuring
	if !g.has(ch, ab) {
		ab = abGormanGruntDuring
	}
	if g.logging() {
		g.emit("W.1.3", engine.M("aliens.ability-used", "char", ch.Name(), "ability", abilityName(ab)), nil)
	}
	f := gormanFrame(seat, ch, t)
	if !g.has(ch, abGormanDuring) {
		g.exhaust(3, "W.1.3")
		f.Step = gormanLend
	}
	g.push(f)
	return true
}

// runGorman recycles three cards from hand (chosen one by one), lends
// the Action, then takes it back (gormanSteps). The lent Action is chosen
// by the Marine's player, or by Gorman's player for a Grunt [AMBIG].
func (g *Game) runGorman(f *frame) bool {
	t := f.lentTo()
	switch f.Step {
	case gormanRecycle:
		if *f.recycledFromHand() < 3 && len(g.st.Hands[f.Seat]) > 0 {
			return true
		}
		f.Step = gormanLend
	case gormanLend:
		f.Step = gormanTakeBack
		seat := f.Seat
		if c := &g.st.Chars[t]; c.Hero {
			seat = c.Owner
		}
		g.st.Chars[t].Actions = 1
		g.push(frame{Kind: kActions, Seat: seat, Char: t, Free: true})
	case gormanTakeBack:
		g.st.Chars[t].Actions = 0
		g.pop()
	}
	return false
}

func (g *Game) decideGorman(f *frame) *engine.Decision {
	if f.Step != gormanRecycle {
		return nil
	}
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.order-recycle", "n", itoa(3-*f.recycledFromHand())))
	var hand [16]int // most hands: no allocation
	for _, c := range g.sortedHand(hand[:0], f.Seat) {
		d.Options = append(d.Options, g.opt(g.rules.Deck.optKey(okRecycle, c), "aliens.opt.recycle-card", "card", g.rules.Deck.cardName(c)))
	}
	return d
}

func (g *Game) chooseGorman(f *frame, key string) {
	a, _ := keyArg(key, "recycle")
	c, _ := g.rules.Deck.cardByKey(a)
	*f.recycledFromHand()++
	g.recycleFromHand(f.Seat, c)
}

// afterFlamethrower: Frost's passive (W.1.4; the Grunt text is the seeds',
// the Hero text the content's): after shooting the M240, Reveal a card:
// Weapon or Equipment: Recycle a card (Hero: two).
func (g *Game) afterFlamethrower(ch CharID) {
	n := 0
	switch {
	case g.has(ch, "frost-hero-passive"):
		n = 2
	case g.has(ch, "frost-grunt-passive"):
		n = 1
	default:
		return
	}
	r, ex := g.reveal()
	if r < 0 {
		return
	}
	if g.revealMatches(r, Weapon, Equipment) {
		for range n {
			g.recycle()
		}
	}
	seat := g.st.Chars[ch].Owner
	if seat < 0 {
		seat = g.highestRankSeat()
	}
	g.endReveal(r, ex, seat, false)
}

const (
	abFrostFinish = "frost-hero-start-of-finish-phase"
	abNewtEnd     = "newt-hero-end-of-activation"
)

// finishAbility reports whether ch has an ability that resolves at the
// start of the Finish Phase (B.11.5): only a Character still standing on
// the board uses one.
func (g *Game) finishAbility(ch CharID) bool {
	c := &g.st.Chars[ch]
	return c.onBoard() && c.Status == Standing && g.has(ch, abFrostFinish)
}

// startOfFinish resolves ch's START OF FINISH PHASE ability (B.11.5).
func (g *Game) startOfFinish(ch CharID) {
	seat := g.st.Chars[ch].Owner
	if seat < 0 {
		seat = g.highestRankSeat()
	}
	// [W.1.4] (content) MAY equip a card from hand on another Character
	// within two spaces of Frost, paying its cost.
	g.push(frame{Kind: kEndOfActivationEquip, Seat: seat, Char: ch})
}

// decideEndOfActivationEquip offers Frost's equip: "equip:<card>:
// <char>" for other Characters within two spaces, or "no".
func (g *Game) decideEndOfActivationEquip(f *frame) *engine.Decision {
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.eoa-equip", "char", f.Char.Name()))
	var hand [16]int // most hands: no allocation
	for _, c := range g.sortedHand(hand[:0], f.Seat) {
		if t := g.rules.Deck.cardDef(c).Type; t != Weapon && t != Equipment {
			continue
		}
		for i := range g.st.Chars {
			t := &g.st.Chars[i]
			if t.ID != f.Char && t.onBoard() && g.withinTwo(f.Char, t.ID) && g.rules.Deck.canEquip(t, g.def(t.ID).Unarmed, c) {
				d.Options = append(d.Options, g.opt("equip:"+g.rules.Deck.cardKey(c)+":"+t.ID.String(), "aliens.opt.equip",
					"card", g.rules.Deck.cardName(c), "char", t.ID.Name(), "cost", itoa(g.rules.Deck.cardDef(c).Cost)))
			}
		}
	}
	if len(d.Options) == 0 {
		return nil
	}
	d.Options = append(d.Options, g.opt("no", "aliens.opt.equip-done"))
	return d
}

func (g *Game) chooseEndOfActivationEquip(f *frame, key string) {
	seat := f.Seat
	g.pop()
	a, ok := keyArg(key, "equip")
	if !ok {
		return
	}
	ck, tk, _ := cut(a, ":")
	c, _ := g.rules.Deck.cardByKey(ck)
	t, _ := charByKey(tk)
	g.removeFromHand(seat, c)
	g.rules.Deck.equipOn(&g.st.Chars[t], g.def(t).Unarmed, c)
	if g.logging() {
		g.emit("W.1.4", engine.M("aliens.card.equipped", "char", t.Name(), "card", g.rules.Deck.cardName(c)), nil)
	}
	g.payCost(c)
}

// Newt's pull (W.1.7): first the pulled Character, in her Line of Sight
// (or "no"), Exhausting two cards; then it moves up to two steps (PL:
// exactly two, as far as it can), each one space closer to Newt by
// Character movement rules (J.4), Newt's player choosing among equal
// steps. stepsTaken counts them.
func (g *Game) pullTargets(f *frame) []CharID {
	newt := g.st.Chars[f.Char].At
	var out []CharID
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.ID != f.Char && c.onBoard() && g.los(newt, c.At) && len(g.pullSteps(f.Char, c.ID)) > 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

// pullSteps are the squares one step from ch that are closer to Newt,
// free of Aliens and Characters.
func (g *Game) pullSteps(newt, ch CharID) []int {
	at, to := g.st.Chars[ch].At, g.st.Chars[newt].At
	here := g.distance(at, to)
	var out []int
	for _, s := range g.moveSteps(ch, 1) {
		if g.distance(s, to) < here && !g.othersOn(ch, s) {
			out = append(out, s)
		}
	}
	return out
}

func (g *Game) runNewtPull(f *frame) bool {
	if f.pulled() < 0 {
		if len(g.pullTargets(f)) == 0 {
			g.pop()
			return false
		}
		return true
	}
	steps := g.pullSteps(f.Char, CharID(f.pulled()))
	switch {
	case *f.stepsTaken() >= 2 || len(steps) == 0:
		g.pop()
	case len(steps) == 1:
		g.pullStep(f, steps[0])
	default:
		return true
	}
	return false
}

func (g *Game) pullStep(f *frame, s int) {
	c := &g.st.Chars[f.pulled()]
	from := c.At
	c.At = s
	g.sightChanged()
	*f.stepsTaken()++
	if g.logging() {
		g.emit("W.1.7", engine.M("aliens.move.step", "char", c.ID.Name(), "from", g.squareName(from), "to", g.squareName(s)), nil)
	}
}

func (g *Game) decideNewtPull(f *frame) *engine.Decision {
	d := g.decide(f.Seat, engine.Msg{})
	if f.pulled() < 0 {
		ts := g.pullTargets(f)
		if len(ts) == 0 {
			return nil
		}
		d.Prompt = g.mem.Message("aliens.prompt.newt-pull", "char", f.Char.Name())
		d.Options = g.charOptions(d.Options, ts, "pull", "aliens.opt.newt-pull")
		d.Options = append(d.Options, g.opt("pull:no", "aliens.opt.newt-no-pull"))
		return d
	}
	steps := g.pullSteps(f.Char, CharID(f.pulled()))
	if *f.stepsTaken() >= 2 || len(steps) < 2 {
		return nil
	}
	d.Prompt = g.mem.Message("aliens.prompt.newt-step", "char", CharID(f.pulled()).Name())
	d.Options = g.squareOptions(d.Options, steps, "step", "aliens.opt.move", "to")
	return d
}

func (g *Game) chooseNewtPull(f *frame, key string) {
	if a, ok := keyArg(key, "pull"); ok {
		if a == "no" {
			g.pop()
			return
		}
		ch, _ := charByKey(a)
		f.setPulled(ch)
		if g.logging() {
			g.emit("W.1.7", engine.M("aliens.ability-used", "char", f.Char.Name(), "ability", abilityName(abNewtEnd)), nil)
		}
		g.exhaust(2, "W.1.7")
		return
	}
	s := g.keySquare(key, "step")
	g.pullStep(f, int(s))
}
