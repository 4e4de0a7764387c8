package aliens

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// Section J: Actions.

// decideActions offers activation step 3 (I.8): up to two Actions, Free
// Actions, abilities and Events, or "end". Order: aim, move, rest,
// attacks (by weapon slot and Alien), barricades (by door), welding,
// free actions, abilities, events, end. Interact waits for mission
// objects; Spawn Points and Tunnels to barricade for missions. A frame with Free set is an
// Action lent by Gorman's ability (W.1.3): one Action, nothing else.
func (g *Game) decideActions(f *frame) *engine.Decision {
	c := &g.st.Chars[f.Char]
	if !c.onBoard() {
		return nil
	}
	d := g.decideN(f.Seat, g.mem.Message("aliens.prompt.action", "char", f.Char.Name(), "n", itoa(c.Actions)), 16)
	if f.Free {
		if c.Actions == 0 {
			return nil
		}
		d.Prompt = g.mem.Message("aliens.prompt.lent-action", "char", f.Char.Name())
	}
	if c.Actions > 0 {
		if c.Aim > 0 && c.Aim < 10 {
			d.Options = append(d.Options, g.opt("aim", "aliens.opt.aim", "aim", itoa(c.Aim))) // [J.10]
		}
		if !c.Trapped && g.canMove(f.Char, g.side(f.Char).Speed) { // [W.4.2] trapped
			d.Options = append(d.Options, g.opt("move", "aliens.opt.move-action")) // [J.3]
		}
		d.Options = append(d.Options, g.opt("rest", "aliens.opt.rest")) // [J.14]
		d.Options = g.appendAttackOptions(d.Options, f.Char)            // [K.1]
		d.Options = g.appendBarricadeOptions(d.Options, f.Char)         // [J.11] [J.13]
		d.Options = append(d.Options, g.interactOptions(f.Char)...)     // [J.12]
	}
	if !f.Free {
		d.Options = append(d.Options, g.freeOptions(f.Char)...)
		d.Options = g.appendGormanOptions(d.Options, f.Char)
		if c.Hero {
			d.Options = append(d.Options, g.eventOptions(f.Seat, f.Char, true)...)
		}
	}
	if len(d.Options) == 0 {
		return nil
	}
	d.Options = append(d.Options, g.opt("end", "aliens.opt.end"))
	return d
}

func (g *Game) chooseAction(f *frame, key string) {
	seat, ch := f.Seat, f.Char
	c := &g.st.Chars[ch]
	switch {
	case key == "end":
		g.pop()
	case key == "aim":
		c.Actions--
		g.aim(ch, "J.10")
	case key == "move":
		c.Actions--
		if g.logging() {
			g.emit("J.3", engine.M("aliens.action.move", "char", ch.Name()), nil)
		}
		g.push(frame{Kind: kMove, Seat: seat, Char: ch})
	case key == "rest":
		c.Actions--
		if g.logging() {
			g.emit("J.14", engine.M("aliens.action.rest", "char", ch.Name()), nil)
		}
		g.push(frame{Kind: kRest, Seat: seat, Char: ch})
	case g.chooseEventKey(seat, ch, key):
	case g.chooseFree(seat, ch, key):
	case g.chooseGormanKey(seat, ch, key):
	case g.chooseBarricadeKey(seat, ch, key):
	case g.chooseInteractKey(ch, key):
	case strings.HasPrefix(key, "area:"):
		c.Actions--
		g.chooseAreaKey(ch, key)
	default:
		g.chooseAttackKey(seat, ch, key)
	}
}

// aim raises the Aim Dial by one, never above 10 (J.10, U.4).
func (g *Game) aim(ch CharID, rule string) {
	c := &g.st.Chars[ch]
	c.addAim(1)
	if g.logging() {
		g.emit(rule, engine.M("aliens.action.aim", "char", ch.Name(), "aim", c.Aim), nil)
	}
}

// restRecycles is how many cards a Rest may recycle: three, one more for
// Newt's passive (J.14, J.15, J.16, W.1.7; her Grunt side in content).
func (g *Game) restRecycles(ch CharID) int {
	if g.has(ch, "newt-hero-passive") || g.has(ch, "newt-grunt-passive") {
		return 4
	}
	return 3
}

// runRest: a Grunt recycles three cards from the Exhaust Pile and draws
// none (J.15, Z.13); a Hero chooses (J.14).
func (g *Game) runRest(f *frame) bool {
	if !g.st.Chars[f.Char].Hero {
		g.pop()
		for range g.restRecycles(f.Char) {
			if len(g.st.Exhaust) == 0 || g.st.Over {
				break // [F.4.4] [Z.13]
			}
			g.recycle()
		}
		if g.logging() {
			g.emit("J.15", engine.M("aliens.rest.grunt", "char", f.Char.Name()), nil)
		}
		return false
	}
	if d := g.decision(len(g.st.Stack) - 1); d != nil {
		g.keep(d) // the rest waits for it
		return true
	}
	g.pop()
	return false
}

// decideRest: [J.14] MAY draw up to two cards, then MAY recycle up to
// three (Newt: four, J.16) from the Exhaust Pile and/or the hand, mixing
// sources card by card (F.4.3): restDraw (drawn counts), then
// restRecycle (recycled counts).
func (g *Game) decideRest(f *frame) *engine.Decision {
	d := g.decide(f.Seat, engine.Msg{})
	if f.Step == restDraw && *f.drawn() < 2 && !g.deckEmpty() {
		d.Prompt = g.mem.Message("aliens.prompt.rest-draw", "n", itoa(2-*f.drawn()))
		d.Options = []engine.Option{g.opt("draw", "aliens.opt.draw"), g.opt("stop-drawing", "aliens.opt.stop-drawing")}
		return d
	}
	if *f.recycled() >= g.restRecycles(f.Char) {
		return nil
	}
	d.Prompt = g.mem.Message("aliens.prompt.rest-recycle", "n", itoa(g.restRecycles(f.Char)-*f.recycled()))
	if len(g.st.Exhaust) > 0 {
		d.Options = append(d.Options, g.opt("recycle:exhaust", "aliens.opt.recycle-exhaust"))
	}
	var hand [16]int // most hands: no allocation
	for _, c := range g.sortedHand(hand[:0], f.Seat) {
		d.Options = append(d.Options, g.opt(g.rules.Deck.optKey(okRecycle, c), "aliens.opt.recycle-card", "card", g.rules.Deck.cardName(c)))
	}
	if len(d.Options) == 0 {
		return nil
	}
	d.Options = append(d.Options, g.opt("stop", "aliens.opt.stop-recycling"))
	return d
}

func (g *Game) chooseRest(f *frame, key string) {
	seat := f.Seat
	switch {
	case key == "draw":
		*f.drawn()++
		g.draw(seat)
	case key == "stop-drawing":
		f.Step = restRecycle
	case key == "stop":
		g.pop()
	case key == "recycle:exhaust":
		*f.recycled()++
		g.recycle()
	default:
		a, _ := keyArg(key, "recycle")
		c, _ := g.rules.Deck.cardByKey(a)
		*f.recycled()++
		g.recycleFromHand(seat, c)
	}
}
