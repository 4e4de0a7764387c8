package aliens

import (
	"fmt"
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// Section G: equipping and playing cards.

// pairOK reports whether two weapons may be equipped together: the second
// must have BACKUP (G.7), only one BACKUP weapon at a time (G.8), and no
// BACKUP weapon beside a BULKY one (G.9).
func (dk *Deck) pairOK(a, b int) bool {
	ka, kb := dk.cardDef(a).Keywords, dk.cardDef(b).Keywords
	if ka.Has(Bulky) || kb.Has(Bulky) {
		return false
	}
	return ka.Has(Backup) != kb.Has(Backup)
}

// canEquip reports whether card c fits on ch now (G.7-G.9); an unarmed
// Character takes no Weapon (B.10.4).
func (dk *Deck) canEquip(ch *Character, unarmed bool, c int) bool {
	d := dk.cardDef(c)
	switch d.Type {
	case Weapon:
		if unarmed {
			return false // [B.10.4]
		}
		w0, w1 := ch.Slots[slotWeapon1], ch.Slots[slotWeapon2]
		if w0 < 0 {
			return true // the only weapon, Backup or not [G.8 INFERRED]
		}
		return w1 < 0 && dk.pairOK(w0, c)
	case Equipment:
		return ch.Slots[slotEquip1] < 0 || ch.Slots[slotEquip2] < 0
	}
	return false
}

// equipOn puts c in its slot if it fits: a lone weapon is primary; of two,
// the BACKUP one goes on the right (G.7).
func (dk *Deck) equipOn(ch *Character, unarmed bool, c int) bool {
	if !dk.canEquip(ch, unarmed, c) {
		return false
	}
	if dk.cardDef(c).Type == Equipment {
		if ch.Slots[slotEquip1] < 0 {
			ch.Slots[slotEquip1] = c
		} else {
			ch.Slots[slotEquip2] = c
		}
		return true
	}
	switch w0 := ch.Slots[slotWeapon1]; {
	case w0 < 0:
		ch.Slots[slotWeapon1] = c
	case dk.cardDef(c).Keywords.Has(Backup):
		ch.Slots[slotWeapon2] = c
	default:
		ch.Slots[slotWeapon1], ch.Slots[slotWeapon2] = c, w0
	}
	return true
}

// unequipSlot empties the slot holding c, keeping a lone weapon primary.
func unequipSlot(ch *Character, c int) {
	for k, e := range ch.Slots {
		if e == c {
			ch.Slots[k] = -1
		}
	}
	if ch.Slots[slotWeapon1] < 0 && ch.Slots[slotWeapon2] >= 0 {
		ch.Slots[slotWeapon1], ch.Slots[slotWeapon2] = ch.Slots[slotWeapon2], -1
	}
}

// checkSlots is the invariant behind G.7-G.9 and B.10.4.
func (dk *Deck) checkSlots(ch *Character, unarmed bool) error {
	for k, c := range ch.Slots {
		if c < 0 {
			continue
		}
		want := Weapon
		if k >= slotEquip1 {
			want = Equipment
		}
		if dk.cardDef(c).Type != want {
			return fmt.Errorf("aliens: %s has %s in a %s slot", ch.ID, dk.cardKey(c), want)
		}
	}
	w0, w1 := ch.Slots[slotWeapon1], ch.Slots[slotWeapon2]
	if w1 >= 0 && (w0 < 0 || !dk.pairOK(w0, w1) || !dk.cardDef(w1).Keywords.Has(Backup)) {
		return fmt.Errorf("aliens: %s carries %s and %s against G.7-G.9", ch.ID, dk.cardKey(w0), dk.cardKey(w1))
	}
	if unarmed && w0 >= 0 {
		return fmt.Errorf("aliens: unarmed %s carries a weapon [B.10.4]", ch.ID)
	}
	return nil
}

// withinTwo reports G.13's range between two Characters (Z.2). Without a
// board every Character is in range.
func (g *Game) withinTwo(a, b CharID) bool {
	if g.board == nil || a == b {
		return true
	}
	return g.distance(g.st.Chars[a].At, g.st.Chars[b].At) <= 2
}

// sortedHand returns seat's hand in card-number order, for stable options.
// It appends to dst, so that a caller's buffer can hold it.
func (g *Game) sortedHand(dst []int, seat engine.Seat) []int {
	h := append(dst, g.st.Hands[seat]...)
	slices.Sort(h)
	return h
}

// decideEquip offers activation step 2 (I.7): equip from hand onto this
// Character or another within two spaces (G.10, G.13), unequip this
// Character's cards (G.12), play Events, or be done. Order: equip options
// by card then character, unequip by slot, events, "done".
// movedInStep reports whether card c was equipped earlier in this equip
// step (I.7, G.10-G.13): a card is equipped at most once a step and not
// taken off again, so a card may still go from one Character to another
// (unequip, then equip others), but the step always comes to "done"
// instead of cycling a card on and off for ever (a free card costs
// nothing to equip again).
func movedInStep(f *frame, c int) bool { return c >= 0 && c < 64 && f.Moved&(1<<uint(c)) != 0 }

func (g *Game) decideEquip(f *frame) *engine.Decision {
	d := g.decideN(f.Seat, g.mem.Message("aliens.prompt.equip", "char", f.Char.Name()), 8)
	var hand [16]int // most hands: no allocation
	for _, c := range g.sortedHand(hand[:0], f.Seat) {
		if t := g.rules.Deck.cardDef(c).Type; t != Weapon && t != Equipment || movedInStep(f, c) {
			continue
		}
		for i := range g.st.Chars {
			t := &g.st.Chars[i]
			if t.onBoard() && g.withinTwo(f.Char, t.ID) && g.rules.Deck.canEquip(t, g.def(t.ID).Unarmed, c) {
				d.Options = append(d.Options, g.opt(g.rules.Deck.List[c].equip[t.ID], "aliens.opt.equip",
					"card", g.rules.Deck.cardName(c), "char", t.ID.Name(), "cost", itoa(g.rules.Deck.cardDef(c).Cost)))
			}
		}
	}
	for _, c := range g.st.Chars[f.Char].Slots {
		if c >= 0 && !movedInStep(f, c) {
			d.Options = append(d.Options, g.opt(g.rules.Deck.List[c].unequip, "aliens.opt.unequip", "card", g.rules.Deck.cardName(c)))
		}
	}
	// ACTION Events belong to step 3 (G.4): none here.
	for _, o := range g.eventOptions(f.Seat, f.Char, true) {
		if c, _ := g.rules.Deck.cardByKey(o.Key[len("event:"):]); !g.rules.Deck.cardDef(c).Keywords.Has(ActionKW) {
			d.Options = append(d.Options, o)
		}
	}
	d.Options = append(d.Options, g.opt("done", "aliens.opt.equip-done"))
	return d
}

func (g *Game) chooseEquip(f *frame, key string) {
	seat, self := f.Seat, f.Char
	switch {
	case key == "done":
		g.pop()
	case g.chooseEventKey(seat, self, key):
	default:
		if a, ok := keyArg(key, "unequip"); ok {
			c, _ := g.rules.Deck.cardByKey(a)
			unequipSlot(&g.st.Chars[self], c)
			g.st.Hands[seat] = append(g.st.Hands[seat], c)
			if g.logging() {
				g.emit("G.12", engine.M("aliens.card.unequipped", "char", self.Name(), "card", g.rules.Deck.cardName(c)), nil)
			}
			return
		}
		a, _ := keyArg(key, "equip")
		ck, tk, _ := cut(a, ":")
		c, _ := g.rules.Deck.cardByKey(ck)
		t, _ := charByKey(tk)
		f.Moved |= 1 << uint(c)
		g.removeFromHand(seat, c)
		g.rules.Deck.equipOn(&g.st.Chars[t], g.def(t).Unarmed, c)
		rule := "G.10"
		if t != self {
			rule = "G.13"
		}
		if g.logging() {
			g.emit(rule, engine.M("aliens.card.equipped", "char", t.Name(), "card", g.rules.Deck.cardName(c)), nil)
		}
		g.payCost(c) // [F.9.1]
	}
}

// playable reports whether seat may play Event c now (G.3, G.4): ACTION
// events need an Action of the acting Character, FREE ACTION events its
// own activation; the rest may be played at any time.
func (g *Game) playable(c int, own bool, ch CharID) bool {
	d := g.rules.Deck.cardDef(c)
	if d.Type != Event {
		return false
	}
	switch {
	case d.Keywords.Has(ActionKW):
		return own && g.st.Chars[ch].Actions > 0
	case d.Keywords.Has(FreeAction):
		return own
	}
	return true
}

// eventOptions lists "event:<card>" for seat's playable Events.
func (g *Game) eventOptions(seat engine.Seat, ch CharID, own bool) []engine.Option {
	var out []engine.Option
	var hand [16]int // most hands: no allocation
	for _, c := range g.sortedHand(hand[:0], seat) {
		if g.playable(c, own, ch) {
			out = append(out, g.opt(g.rules.Deck.optKey(okEvent, c), "aliens.opt.event", "card", g.rules.Deck.cardName(c)))
		}
	}
	return out
}

// chooseEventKey starts playing the Event a key names, if it names one.
func (g *Game) chooseEventKey(seat engine.Seat, ch CharID, key string) bool {
	a, ok := keyArg(key, "event")
	if !ok {
		return false
	}
	c, _ := g.rules.Deck.cardByKey(a)
	if g.rules.Deck.cardDef(c).Keywords.Has(ActionKW) {
		g.st.Chars[ch].Actions-- // [G.4]
	}
	g.push(frame{Kind: kEvent, Seat: seat, Char: ch, Card: c, Rev: -1})
	return true
}

// openWindow gives every seat but exclude, from first leftwards, a chance
// to play Events (G.3), if anyone holds one that is playable.
func (g *Game) openWindow(first, exclude engine.Seat) {
	n := engine.Seat(g.st.Opts.Players)
	first = ((first % n) + n) % n
	w := windowFrame(first, exclude)
	if _, ok := g.windowSeat(&w); ok {
		g.push(w)
	}
}

// windowSeat finds the next seat of window f that holds a playable Event.
func (g *Game) windowSeat(f *frame) (int, bool) {
	n := g.st.Opts.Players
	for k := *f.nextInWindow(); k < n; k++ {
		s := engine.Seat((int(f.Seat) + k) % n)
		if int(s) == f.excludedSeat() {
			continue
		}
		if len(g.eventOptions(s, 0, false)) > 0 {
			return k, true
		}
	}
	return 0, false
}

func (g *Game) decideWindow(f *frame) *engine.Decision {
	k, ok := g.windowSeat(f)
	if !ok {
		return nil
	}
	s := engine.Seat((int(f.Seat) + k) % g.st.Opts.Players)
	d := g.decide(s, g.mem.Message("aliens.prompt.window"))
	d.Options = append(g.eventOptions(s, 0, false), g.opt("pass", "aliens.opt.pass"))
	return d
}

func (g *Game) chooseWindow(f *frame, key string) {
	k, _ := g.windowSeat(f)
	s := engine.Seat((int(f.Seat) + k) % g.st.Opts.Players)
	if key == "pass" {
		*f.nextInWindow() = k + 1
		return
	}
	g.chooseEventKey(s, g.anyHero(s), key)
}

// anyHero is the first Hero of seat (the acting Character of an Event
// played outside its own activation).
func (g *Game) anyHero(s engine.Seat) CharID {
	if hs := g.heroesOf(s); len(hs) > 0 {
		return hs[0]
	}
	return 0
}

// runEvent plays an Event card (G.3): pay its cost (F.9.1), follow it,
// then put it face down on top of the Exhaust Pile.
func (g *Game) runEvent(f *frame) bool {
	switch f.Step {
	case eventPay:
		f.Step = eventFollow
		g.lift(f.Card)
		g.st.Limbo = append(g.st.Limbo, f.Card)
		if g.logging() {
			g.emit("G.3", engine.M("aliens.event.played", "seat", f.Seat, "card", g.rules.Deck.cardName(f.Card)), nil)
		}
		g.payCost(f.Card)
	case eventFollow:
		f.Step = eventEndReveal
		if g.rules.Deck.cardDef(f.Card).ID == cardPipe {
			// [W.2.13] Reveal: Equipment, Event or Weapon: take one card of
			// that type from the Exhaust Pile into your hand.
			r, ex := g.reveal()
			f.Rev, f.RevEx = r, ex
			if r >= 0 && g.revealMatches(r, Equipment, Event, Weapon) && len(g.exhaustOfType(g.rules.Deck.cardDef(r).Type)) > 0 {
				f.Step = eventTake
			}
		}
	case eventTake:
		return true
	case eventEndReveal:
		f.Step = eventDone
		if f.Rev >= 0 {
			g.endReveal(f.Rev, f.RevEx, f.Seat, false)
		}
	case eventDone:
		c := f.Card
		g.pop()
		g.place(c, destExhaustTop)
		if g.logging() {
			g.emit("G.3", engine.M("aliens.event.done", "card", g.rules.Deck.cardName(c)), nil)
		}
	}
	return false
}

func (g *Game) exhaustOfType(t CardType) []int {
	var out []int
	for _, c := range g.st.Exhaust {
		if g.rules.Deck.cardDef(c).Type == t {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

func (g *Game) decideEvent(f *frame) *engine.Decision {
	if f.Step != eventTake {
		return nil
	}
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.take-from-exhaust", "type", g.rules.Deck.cardDef(f.Rev).Type.Name()))
	for _, c := range g.exhaustOfType(g.rules.Deck.cardDef(f.Rev).Type) {
		d.Options = append(d.Options, g.opt(g.rules.Deck.optKey(okTake, c), "aliens.opt.take", "card", g.rules.Deck.cardName(c)))
	}
	return d
}

func (g *Game) chooseEvent(f *frame, key string) {
	a, _ := keyArg(key, "take")
	c, _ := g.rules.Deck.cardByKey(a)
	f.Step = eventEndReveal
	g.lift(c)
	g.st.Hands[f.Seat] = append(g.st.Hands[f.Seat], c)
	if g.logging() {
		g.emit("W.2.13", engine.M("aliens.card.took-from-exhaust", "seat", f.Seat, "type", g.rules.Deck.cardDef(c).Type.Name()), nil)
	}
	g.emitTo(engine.Only(f.Seat), "W.2.13", engine.M("aliens.card.took-card", "card", g.rules.Deck.cardName(c)))
	g.settle()
}

// Hazards (G.5). resolveHazard follows a Hazard's text; dflt is where it
// goes when the text names no destination (F.5.5 for a revealed Hazard;
// the bottom of the deck for a drawn one [GAP G.5, Z.7]; a discarded one
// stays discarded).
func (g *Game) resolveHazard(c int, seat engine.Seat, dflt dest) {
	if g.st.Over {
		return
	}
	if g.logging() {
		g.emit("G.5", engine.M("aliens.hazard.resolve", "card", g.rules.Deck.cardName(c)), nil)
	}
	own := !(g.st.Opts.RevealedHazardToBottom && slices.Contains(g.st.Revealed, c))
	switch g.rules.Deck.cardDef(c).ID {
	case cardGameOverMan:
		found := g.gameOverMan(c, seat)
		if g.st.Over {
			return
		}
		if own {
			if found {
				g.place(c, destExhaustShuffled)
			} else {
				g.place(c, destDiscard)
			}
			return
		}
	}
	if dflt == destDiscard && slices.Contains(g.st.Discard, c) {
		return
	}
	g.place(c, dflt)
}

// gameOverStop is the card type that stops "Game Over Man!" (its icon is
// lost, W.2.14 ⟨?1⟩; authored: Weapon).
const gameOverStop = Weapon

// gameOverMan [W.2.14]: Reveal cards until you reveal a ⟨?1⟩ card or have
// revealed five; Discard all revealed cards. It reports whether a ⟨?1⟩
// card was discarded. Revealed Hazards resolve after the Reveal (F.5.4).
func (g *Game) gameOverMan(self int, seat engine.Seat) bool {
	var revealed []int
	found := false
	for len(revealed) < 5 && !found {
		r, _ := g.reveal()
		if r < 0 {
			break
		}
		revealed = append(revealed, r)
		found = g.rules.Deck.cardDef(r).Type == gameOverStop
	}
	for _, r := range revealed {
		g.place(r, destDiscard)
	}
	for _, r := range revealed {
		if g.rules.Deck.cardDef(r).Type == Hazard && !g.st.Over {
			g.resolveHazard(r, seat, destDiscard)
		}
	}
	return found
}

func cut(s, sep string) (string, string, bool) {
	for i := 0; i+len(sep) <= len(s); i++ {
		if s[i:i+len(sep)] == sep {
			return s[:i], s[i+len(sep):], true
		}
	}
	return s, "", false
}
