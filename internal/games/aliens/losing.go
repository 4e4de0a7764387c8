package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// Section M.13: losing a Character. (Defense rolls, M.6-M.9, come with
// the Alien Phase.)

// killChar removes a Character from the mission as Killed (M.8, K.11.3).
func (g *Game) killChar(ch CharID, rule string) {
	g.loseChar(ch, Killed, rule)
}

// loseChar takes a Killed or Captured Character out of play. A Grunt's
// equipped cards are Discarded [GAP Y.15]. A lost Hero's player discards
// the hand and the lost Character's equipped cards (M.13.1) and may flip
// a Grunt to be their new Hero (M.13.2-M.13.4).
func (g *Game) loseChar(ch CharID, st Status, rule string) {
	c := &g.st.Chars[ch]
	if !c.onBoard() {
		return
	}
	g.dropCarried(ch) // [J.9] what it carried stays on its square
	c.Status = st
	g.sightChanged()
	if g.logging() {
		g.emit(rule, engine.M("aliens.char.lost", "char", ch.Name(), "status", st.Name()), nil)
	}
	for _, e := range c.Slots {
		if e >= 0 && !g.st.Over {
			g.place(e, destDiscard) // [M.13.1]
		}
	}
	if !c.Hero {
		return
	}
	seat := c.Owner
	for len(g.st.Hands[seat]) > 0 && !g.st.Over {
		g.discardFromHand(seat, g.st.Hands[seat][0]) // [M.13.1] Hazards resolve (F.6.2)
	}
	if len(g.heroesOf(seat)) > 0 {
		return // Ripley's player keeps Newt as Hero [GAP B.10.6]: no new Hero
	}
	// [M.13.2] asked by advance before any other frame runs: the frame
	// that killed (a step, a shot, a roll) finishes its own work first and
	// may pop itself without popping the question.
	g.st.NewHeroes = append(g.st.NewHeroes, frame{Kind: kNewHero, Seat: seat, Char: ch})
}

// askNewHero pushes the oldest pending M.13.2 question, if any; it
// reports whether it pushed one.
func (g *Game) askNewHero() bool {
	if len(g.st.NewHeroes) == 0 {
		return false
	}
	g.push(g.st.NewHeroes[0])
	g.st.NewHeroes = slices.Delete(g.st.NewHeroes, 0, 1)
	if len(g.st.NewHeroes) == 0 {
		g.st.NewHeroes = nil // hashes as before any loss
	}
	return true
}

// flippable lists the Grunts a player may take as their new Hero: any
// Grunt in the mission that follows nobody (B.10.2).
func (g *Game) flippable() []CharID {
	var out []CharID
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if !c.Hero && c.onBoard() && g.def(c.ID).Follows < 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

func (g *Game) decideNewHero(f *frame) *engine.Decision {
	gs := g.flippable()
	if len(gs) == 0 {
		return nil
	}
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.new-hero", "char", f.Char.Name()))
	d.Options = g.charOptions(d.Options, gs, "hero", "aliens.opt.new-hero")
	d.Options = append(d.Options, g.opt("hero:none", "aliens.opt.no-hero"))
	return d
}

// runNewHero: with no Grunt left the player is eliminated (M.13.3).
func (g *Game) runNewHero(f *frame) bool {
	if g.decideNewHero(f) != nil {
		return true
	}
	seat := f.Seat
	g.pop()
	if g.logging() {
		g.emit("M.13.3", engine.M("aliens.player.eliminated", "seat", seat), nil)
	}
	return false
}

// chooseNewHero flips the chosen Grunt (and who follows it, B.10.2) to
// the Hero side; its Aim Dial keeps its value (M.13.4).
func (g *Game) chooseNewHero(f *frame, key string) {
	seat := f.Seat
	g.pop()
	a, _ := keyArg(key, "hero")
	ch, ok := charByKey(a)
	if !ok {
		if g.logging() {
			g.emit("M.13.3", engine.M("aliens.player.eliminated", "seat", seat), nil)
		}
		return
	}
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.ID == ch || (g.def(c.ID).Follows == ch && c.onBoard()) {
			c.Hero, c.Owner = true, seat
			if g.logging() {
				g.emit("M.13.2", engine.M("aliens.char.new-hero", "char", c.ID.Name(), "seat", seat), nil)
			}
		}
	}
}
