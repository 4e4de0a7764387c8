package aliens

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// Section M.6-M.8 and M.14: the Defense roll of a Character attacked by
// an Alien, with the cards and abilities that answer a failed roll. The
// Alien Phase (L.10) will push it; tests push it directly.

// Icons of the two helmets' and armours' outcomes, lost in the seeds
// (W.2.7, W.2.8 ⟨?1⟩ ⟨?2⟩ ⟨?3⟩); authored until content has the cards.
var (
	armorRerollTypes  = []CardType{Weapon, Equipment} // Body Armor ⟨?1⟩ ⟨?2⟩: re-roll
	armorExhaustType  = Hazard                        // Body Armor ⟨?3⟩: Exhaust this card
	helmetPassType    = Equipment                     // M4 Helmet ⟨?1⟩: counts as passed
	helmetExhaustType = Hazard                        // M4 Helmet ⟨?2⟩: Exhaust this card
)

const (
	abRipleyPassive      = "ripley-hero-passive"
	abRipleyGruntPassive = "ripley-grunt-passive"
)

// pushDefense starts a Defense roll of ch against Alien id (0: none).
func (g *Game) pushDefense(ch CharID, alien int) {
	seat := g.st.Chars[ch].Owner
	if !g.st.Chars[ch].Hero {
		seat = g.highestRankSeat() // [U.1]
	}
	g.push(defenseFrame(seat, ch, alien))
}

// defenseMod is the sum of modifiers to ch's Defense rolls: +1 per token
// under the attacking Alien (M.6), the Ithaca's −1 (W.2.4).
func (g *Game) defenseMod(ch CharID, alien int) int {
	m := 0
	if i := g.alienIndex(alien); i >= 0 {
		m += g.st.Aliens[i].Tokens
	}
	for _, e := range g.st.Chars[ch].Slots {
		if e >= 0 {
			m += g.rules.Deck.cardDef(e).DefenseMod
		}
	}
	return m
}

// defenseFailed reports whether the current roll fails (M.6); a Helmet
// may make it count as passed (cardsUsed, helmetPassed).
func (g *Game) defenseFailed(f *frame) bool {
	if *f.cardsUsed()&helmetPassed != 0 {
		return false
	}
	return f.Roll+g.defenseMod(f.Char, f.alien()) > g.side(f.Char).Defense
}

// defenseCards lists the defender's Body Armor and Helmet cards that have
// not answered this roll yet (their texts are compulsory, U.3).
func (g *Game) defenseCards(f *frame) []int {
	var out []int
	for k, e := range g.st.Chars[f.Char].Slots {
		if e >= 0 && *f.cardsUsed()&(1<<k) == 0 && (g.rules.Deck.cardDef(e).ID == cardBodyArmor || g.rules.Deck.cardDef(e).ID == cardHelmet) {
			out = append(out, e)
		}
	}
	return out
}

// ripleyHelp reports whether Ripley's passive may re-roll this failed
// roll (W.1.1; Grunt side per content): once per turn, Ripley in the
// mission and in range, the roll not yet re-rolled (U.2).
func (g *Game) ripleyHelp(f *frame) (engine.Seat, bool) {
	r := &g.st.Chars[Ripley]
	reach := 4
	switch {
	case g.has(Ripley, abRipleyPassive):
	case g.has(Ripley, abRipleyGruntPassive):
		reach = 2
	default:
		return 0, false
	}
	if f.Rerolled || !r.onBoard() || r.Turn&turnRipleyReroll != 0 {
		return 0, false
	}
	if g.board != nil && g.distance(r.At, g.st.Chars[f.Char].At) > reach {
		return 0, false
	}
	seat := r.Owner
	if !r.Hero {
		seat = g.highestRankSeat()
	}
	return seat, true
}

// runDefense: the roll; on a failure the defender's cards answer, in the
// order its player picks, then Ripley may help; then the result applies.
func (g *Game) runDefense(f *frame) bool {
	switch f.Step {
	case defenseRoll:
		f.Step = defenseArmor
		f.Roll = g.rng.Roll(10)
		g.emit("M.6", engine.M("aliens.defense.rolled", "char", f.Char.Name(), "roll", f.Roll,
			"result", f.Roll+g.defenseMod(f.Char, f.alien()), "defense", g.side(f.Char).Defense), f.Roll)
	case defenseArmor:
		cards := g.defenseCards(f)
		switch {
		case !g.defenseFailed(f) || len(cards) == 0:
			f.Step = defenseRipley
		case len(cards) == 1:
			g.defenseCard(f, cards[0])
		default:
			return true
		}
	case defenseRipley:
		if _, ok := g.ripleyHelp(f); ok && g.defenseFailed(f) {
			return true
		}
		f.Step = defenseResolve
	case defenseResolve:
		g.resolveDefense(f)
	}
	return false
}

// defenseCard resolves one Body Armor or M4 Helmet after a failed roll.
func (g *Game) defenseCard(f *frame, c int) {
	for k, e := range g.st.Chars[f.Char].Slots {
		if e == c {
			*f.cardsUsed() |= 1 << k
		}
	}
	r, ex := g.reveal()
	if r < 0 {
		return
	}
	t := g.rules.Deck.cardDef(r).Type
	switch g.rules.Deck.cardDef(c).ID {
	case cardBodyArmor:
		// [W.2.7] ⟨?1⟩ or ⟨?2⟩: re-roll that Defense roll; ⟨?3⟩: Exhaust
		// this card.
		switch {
		case g.revealMatches(r, armorRerollTypes...):
			if !f.Rerolled { // [U.2] a roll is re-rolled once
				f.Rerolled, f.Roll = true, g.rng.Roll(10)
				g.emit("U.2", engine.M("aliens.defense.rerolled", "char", f.Char.Name(), "roll", f.Roll,
					"result", f.Roll+g.defenseMod(f.Char, f.alien())), f.Roll)
			}
		case t == armorExhaustType:
			g.exhaustEquipped(c)
		}
	case cardHelmet:
		// [W.2.8] ⟨?1⟩: the roll counts as passed; ⟨?2⟩: Exhaust this card.
		switch {
		case g.revealMatches(r, helmetPassType):
			*f.cardsUsed() |= helmetPassed
			if g.logging() {
				g.emit("W.2.8", engine.M("aliens.defense.helmet", "char", f.Char.Name()), nil)
			}
		case t == helmetExhaustType:
			g.exhaustEquipped(c)
		}
	}
	g.endReveal(r, ex, f.Seat, false)
}

// exhaustEquipped: "Exhaust this card" on an equipped card puts it onto
// the Exhaust Pile (F.3.5).
func (g *Game) exhaustEquipped(c int) {
	g.place(c, destExhaustTop)
	if g.logging() {
		g.emit("F.3.5", engine.M("aliens.card.exhausted-equipped", "card", g.rules.Deck.cardName(c)), nil)
	}
}

// resolveDefense applies M.7 and M.8.
func (g *Game) resolveDefense(f *frame) {
	ch, alien := f.Char, f.alien()
	result := f.Roll + g.defenseMod(ch, alien)
	failed := g.defenseFailed(f)
	g.pop()
	s := g.side(ch)
	switch {
	case !failed && result <= s.Melee && g.alienIndex(alien) >= 0:
		// [M.7] a success also at most Melee kills the attacker (a swarm
		// loses a token).
		if g.logging() {
			g.emit("M.7", engine.M("aliens.defense.counterattack", "char", ch.Name(), "alien", alienKey(alien)), nil)
		}
		g.kill(alien)
	case !failed:
		if g.logging() {
			g.emit("M.6", engine.M("aliens.defense.dodged", "char", ch.Name()), nil)
		}
	case g.isFacehugger(alien) && !(g.st.Opts.FacehuggerTenKills && g.defenseTen(f, result)):
		// [T.9] [Z.14] not Killed (DE: nor Knocked Down): the Facehugger
		// token goes onto the Character's card and it keeps playing.
		i := g.alienIndex(alien)
		g.st.Aliens = append(g.st.Aliens[:i], g.st.Aliens[i+1:]...)
		g.sightChanged()
		g.st.Chars[ch].Facehugged = true
		if g.logging() {
			g.emit("T.9", engine.M("aliens.char.facehugged", "char", ch.Name()), nil)
		}
	case g.defenseTen(f, result):
		g.killChar(ch, "M.8") // [M.8] [Z.5] 10 or more: Killed
	default:
		g.st.Chars[ch].Status = KnockedDown // [M.8]
		g.sightChanged()
		if g.logging() {
			g.emit("M.8", engine.M("aliens.char.knocked-down", "char", ch.Name()), nil)
		}
	}
}

// defenseTen is M.8's "10 or more" (Z.5: modified unless the flag says
// natural).
func (g *Game) defenseTen(f *frame, result int) bool {
	if g.st.Opts.DefenseTenUnmodified {
		return f.Roll >= 10
	}
	return result >= 10
}

// isFacehugger reports whether Alien id is a Facehugger (T.9).
func (g *Game) isFacehugger(id int) bool {
	i := g.alienIndex(id)
	return i >= 0 && g.st.Aliens[i].Facehugger
}

func (g *Game) decideDefense(f *frame) *engine.Decision {
	switch f.Step {
	case defenseArmor:
		cards := g.defenseCards(f)
		if len(cards) < 2 || !g.defenseFailed(f) {
			return nil
		}
		d := g.decide(f.Seat, g.mem.Message("aliens.prompt.defense-card", "char", f.Char.Name()))
		for _, c := range cards {
			d.Options = append(d.Options, g.opt("card:"+g.rules.Deck.cardKey(c), "aliens.opt.defense-card", "card", g.rules.Deck.cardName(c)))
		}
		return d
	case defenseRipley:
		seat, ok := g.ripleyHelp(f)
		if !ok || !g.defenseFailed(f) {
			return nil
		}
		return &engine.Decision{Seat: seat, Prompt: g.mem.Message("aliens.prompt.ripley", "char", f.Char.Name()),
			Options: []engine.Option{g.opt("ripley", "aliens.opt.ripley"), g.opt("ripley:no", "aliens.opt.no-reroll")}}
	}
	return nil
}

func (g *Game) chooseDefense(f *frame, key string) {
	if a, ok := keyArg(key, "card"); ok {
		c, _ := g.rules.Deck.cardByKey(a)
		g.defenseCard(f, c)
		return
	}
	f.Step = defenseResolve
	if key == "ripley" {
		// [W.1.1] Exhaust a card (Grunt side: two); the Character re-rolls.
		g.st.Chars[Ripley].Turn |= turnRipleyReroll
		n := 1
		if g.has(Ripley, abRipleyGruntPassive) {
			n = 2
		}
		g.exhaust(n, "W.1.1")
		f.Rerolled, f.Roll = true, g.rng.Roll(10)
		g.emit("U.2", engine.M("aliens.defense.rerolled", "char", f.Char.Name(), "roll", f.Roll,
			"result", f.Roll+g.defenseMod(f.Char, f.alien())), f.Roll)
	}
}
