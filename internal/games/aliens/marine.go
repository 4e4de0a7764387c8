package aliens

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// Section I: the Marine Phase.

// runMarine steps through the Marine Phase (H.2): reset Aim Dials, choose
// the first player, Hero activations, remaining Grunts.
func (g *Game) runMarine(f *frame) bool {
	switch f.Step {
	case marineStart:
		f.Step = marineHeroes
		if g.logging() {
			g.emit("H.2", engine.M("aliens.phase.marine", "turn", g.st.Turn), nil)
		}
		for i := range g.st.Chars {
			c := &g.st.Chars[i]
			c.Activated, c.Turn = false, 0 // [I.4] [B.12]
			if c.InPlay && !g.st.Opts.AimResetPerActivation {
				g.resetAim(c.ID) // [I.1] (Z.1 default)
			}
		}
		if !g.st.Opts.AimResetPerActivation {
			if g.logging() {
				g.emit("I.1", engine.M("aliens.aim.reset-all"), nil)
			}
		}
		g.st.Token = -1
		for s := range g.st.Opts.Players {
			if len(g.heroesOf(engine.Seat(s))) > 0 {
				g.push(frame{Kind: kFirst, Seat: g.highestRankSeat()})
				return false
			}
		}
	case marineHeroes:
		if g.st.Token >= 0 {
			g.push(frame{Kind: kSeatTurn, Seat: g.st.Token})
			return false
		}
		// [I.11] Hero activations are over; the token goes to the
		// highest-Rank player, who activates the remaining Grunts.
		f.Step = marineEnd
		g.push(frame{Kind: kRemaining, Seat: g.highestRankSeat()})
	case marineEnd:
		g.pop()
		g.push(frame{Kind: kAlien})
	}
	return false
}

// decideFirst: [I.2] the highest-Rank player gives the Activation token to
// any player (themselves included) who still has a Hero (I.12).
func (g *Game) decideFirst(f *frame) *engine.Decision {
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.first"))
	for s := range g.st.Opts.Players {
		if len(g.heroesOf(engine.Seat(s))) > 0 {
			d.Options = append(d.Options, g.opt("first:"+seatKey(engine.Seat(s)), "aliens.opt.first", "seat", itoa(s)))
		}
	}
	return d
}

func (g *Game) chooseFirst(_ *frame, key string) {
	a, _ := keyArg(key, "first")
	s := engine.Seat(atoi(a))
	g.pop()
	g.st.Token = s
	if g.logging() {
		g.emit("I.2", engine.M("aliens.token.given", "seat", s), nil)
	}
}

// unactivated lists seat's Heroes that have not activated yet.
func (g *Game) unactivated(seat engine.Seat) []CharID {
	var hs []CharID
	for _, h := range g.heroesOf(seat) {
		if !g.st.Chars[h].Activated {
			hs = append(hs, h)
		}
	}
	return hs
}

// runSeatTurn activates the token holder's Heroes (I.3), asking the
// Ripley player which of Ripley and Newt goes first, then passes the token
// (I.11).
func (g *Game) runSeatTurn(f *frame) bool {
	hs := g.unactivated(f.Seat)
	switch len(hs) {
	case 0:
		seat := f.Seat
		g.pop()
		g.passToken(seat)
	case 1:
		g.pushActivation(hs[0], f.Seat, true)
	default:
		return true
	}
	return false
}

func (g *Game) decideSeatTurn(f *frame) *engine.Decision {
	hs := g.unactivated(f.Seat)
	if len(hs) < 2 {
		return nil
	}
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.activate"))
	d.Options = g.charOptions(d.Options, hs, "activate", "aliens.opt.activate")
	return d
}

func (g *Game) chooseSeatTurn(f *frame, key string) {
	a, _ := keyArg(key, "activate")
	ch, _ := charByKey(a)
	g.pushActivation(ch, f.Seat, true)
}

// passToken is activation step 6 (I.11): the player on the left (the next
// seat) gets the token if they have not activated their Heroes; eliminated
// players are skipped (I.12). Otherwise Hero activations end.
func (g *Game) passToken(from engine.Seat) {
	n := engine.Seat(g.st.Opts.Players)
	for k := engine.Seat(1); k <= n; k++ {
		s := (from + k) % n
		if len(g.heroesOf(s)) == 0 {
			continue // [I.12]
		}
		if len(g.unactivated(s)) > 0 {
			g.st.Token = s
			if g.logging() {
				g.emit("I.11", engine.M("aliens.token.passed", "seat", s), nil)
			}
			return
		}
		break
	}
	g.st.Token = -1
	if g.logging() {
		g.emit("I.11", engine.M("aliens.token.heroes-done"), nil)
	}
}

func (g *Game) pushActivation(ch CharID, seat engine.Seat, hero bool) {
	g.push(frame{Kind: kActivation, Char: ch, Seat: seat, Hero: hero})
}

// runActivation steps through one Character's activation (I.5).
func (g *Game) runActivation(f *frame) bool {
	c := &g.st.Chars[f.Char]
	ch, seat := f.Char, f.Seat
	switch f.Step {
	case activationStart:
		f.Step = activationAbilities
		c.Activated, c.Actions, c.Free = true, 2, 0 // [I.4] [I.8] [G.14]
		if g.st.Opts.AimResetPerActivation {
			g.resetAim(ch) // [Z.1] flag: reset at the start of the activation
			if g.logging() {
				g.emit("I.1", engine.M("aliens.aim.reset", "char", ch.Name(), "aim", c.Aim), nil)
			}
		}
		if g.logging() {
			g.emit("I.5", engine.M("aliens.activation.start", "char", ch.Name(), "seat", seat), nil)
		}
		// [G.3] other players may play Events as the activation starts.
		g.openWindow(seat+1, seat)
	case activationAbilities:
		f.Step = activationEquip
		g.onActivation(ch, seat) // [I.6] step 1
	case activationEquip:
		f.Step = activationActions
		if c.Hero && c.onBoard() {
			g.push(frame{Kind: kEquip, Char: ch, Seat: seat}) // [I.7] step 2
		}
	case activationActions:
		f.Step = activationEnd
		if c.onBoard() && c.Status == Standing {
			g.push(frame{Kind: kActions, Char: ch, Seat: seat}) // [I.8] step 3
		} else if c.Status == KnockedDown {
			if g.logging() {
				g.emit("M.10", engine.M("aliens.activation.knocked-down", "char", ch.Name()), nil)
			}
		}
	case activationEnd:
		f.Step = activationRankGrunts
		if c.onBoard() {
			g.endOfActivation(ch, seat) // [I.9] step 4
		}
	case activationRankGrunts:
		f.Step = activationDone
		// [I.10] step 5: a Marine Hero may activate Grunts by Rank;
		// Civilians cannot (I.10.2).
		if f.Hero && c.Hero && g.def(ch).Marine && c.onBoard() {
			g.push(frame{Kind: kRankGrunts, Char: ch, Seat: seat})
		}
	case activationDone:
		g.pop()
		if g.logging() {
			g.emit("I.5", engine.M("aliens.activation.end", "char", ch.Name()), nil)
		}
	}
	return false
}

// rankEligible lists the Grunts hero may activate in step 5 (I.10, Z.3).
func (g *Game) rankEligible(hero CharID) []CharID {
	rank := g.side(hero).Rank
	var out []CharID
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.Hero || !c.onBoard() || c.Activated {
			continue
		}
		if !g.def(c.ID).Marine && !g.st.Opts.Step5CivilianGrunts {
			continue // [I.10.3]
		}
		if g.side(c.ID).Rank > rank && !g.st.Opts.Step5AnyRank {
			continue // [I.10.1]
		}
		out = append(out, c.ID)
	}
	return out
}

func (g *Game) decideRankGrunts(f *frame) *engine.Decision {
	activated := *f.gruntsActivated()
	if activated >= g.side(f.Char).Rank {
		return nil // [I.10] Rank n activates at most n Grunts
	}
	el := g.rankEligible(f.Char)
	if len(el) == 0 {
		return nil
	}
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.rank-grunts", "char", f.Char.Name(), "n", itoa(g.side(f.Char).Rank-activated)))
	d.Options = g.charOptions(d.Options, el, "grunt", "aliens.opt.grunt")
	d.Options = append(d.Options, g.opt("grunts:done", "aliens.opt.grunts-done"))
	return d
}

func (g *Game) chooseRankGrunt(f *frame, key string) {
	if key == "grunts:done" {
		g.pop()
		return
	}
	a, _ := keyArg(key, "grunt")
	ch, _ := charByKey(a)
	*f.gruntsActivated()++
	if g.logging() {
		g.emit("I.10", engine.M("aliens.grunt.activated-by", "char", ch.Name(), "by", f.Char.Name()), nil)
	}
	g.pushActivation(ch, f.Seat, false)
}

// remainingGrunts lists the Grunts not activated in this Marine Phase.
func (g *Game) remainingGrunts() []CharID {
	var out []CharID
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if !c.Hero && c.onBoard() && !c.Activated {
			out = append(out, c.ID)
		}
	}
	return out
}

// runRemaining: [I.13] the highest-Rank player activates every remaining
// Grunt, in any order (asked only when there is a choice).
func (g *Game) runRemaining(f *frame) bool {
	rs := g.remainingGrunts()
	switch len(rs) {
	case 0:
		g.pop()
	case 1:
		g.pushActivation(rs[0], f.Seat, false)
	default:
		return true
	}
	return false
}

func (g *Game) decideRemaining(f *frame) *engine.Decision {
	rs := g.remainingGrunts()
	if len(rs) < 2 {
		return nil
	}
	d := g.decide(f.Seat, g.mem.Message("aliens.prompt.remaining"))
	d.Options = g.charOptions(d.Options, rs, "grunt", "aliens.opt.grunt")
	return d
}

func (g *Game) chooseRemaining(f *frame, key string) {
	a, _ := keyArg(key, "grunt")
	ch, _ := charByKey(a)
	g.pushActivation(ch, f.Seat, false)
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}
