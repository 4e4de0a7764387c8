package aliens

import (
	"strconv"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Section H: the game turn as a stack of frames. The bottom frame is the
// current phase; activations, actions and effects push frames above it.
// advance runs the top frame until one waits for a choice; Apply hands the
// choice to the top frame. Frames are plain values, so the whole machine
// is cloned with the state.

func (g *Game) push(f frame) { g.st.Stack = append(g.st.Stack, f) }

func (g *Game) pop() { g.st.Stack = g.st.Stack[:len(g.st.Stack)-1] }

// activeChar is the Character whose activation is under way, or -1.
func (g *Game) activeChar() CharID {
	for i := len(g.st.Stack) - 1; i >= 0; i-- {
		if g.st.Stack[i].Kind == kActivation {
			return g.st.Stack[i].Char
		}
	}
	return -1
}

// advance runs frames until one waits for a choice or the mission ends.
func (g *Game) advance() {
	for !g.st.Over && len(g.st.Stack) > 0 {
		g.spot() // [N.7] Spotting is checked continuously
		if g.st.Over || len(g.st.Stack) == 0 {
			return
		}
		g.askNewHero() // [M.13.2] a lost Hero's player chooses first
		if g.run(len(g.st.Stack) - 1) {
			return
		}
	}
}

// run does the work of frame i (the top). It returns true when the frame
// waits for a choice; otherwise it has popped, pushed or moved a step.
func (g *Game) run(i int) bool {
	f := &g.st.Stack[i]
	if run := kinds[f.Kind].run; run != nil {
		return run(g, f)
	}
	// A frame that only asks: done when it has nothing to ask.
	if d := g.decision(i); d != nil {
		g.keep(d) // the top frame waits for it
		return true
	}
	g.pop()
	return false
}

// decision is the question frame i asks, or nil.
func (g *Game) decision(i int) *engine.Decision {
	f := &g.st.Stack[i]
	decide := kinds[f.Kind].decide
	if decide == nil {
		return nil
	}
	d := decide(g, f)
	if d == nil || len(d.Options) == 0 {
		return nil
	}
	d.Options = g.mem.Fit(d.Options) // room for a few more went unused
	return d
}

// choose applies a validated key to frame i.
func (g *Game) choose(i int, key string) {
	f := &g.st.Stack[i]
	if choose := kinds[f.Kind].choose; choose != nil {
		choose(g, f, key)
	}
}

// runEndReveal ends a Reveal once its effect is resolved (F.5.4, F.5.5).
func (g *Game) runEndReveal(f *frame) bool {
	e := *f
	g.pop()
	g.endReveal(e.Rev, e.RevEx, e.Seat, e.byTracker())
	return false
}

// opt builds an option.
func (g *Game) opt(key, msg string, pairs ...string) engine.Option {
	return engine.Option{Key: key, Msg: g.optMsg(msg, pairs...)}
}

// optMsg is an option's message: g.mem.Message in a logged game. A quiet game
// (SetQuiet: simulations, benchmarks, replays, campaigns played by bots)
// gives its options the message key alone: nobody reads an option's
// text there (bots read the keys, the square an option points at and the
// prompt, which keeps its arguments), and the arguments were a third of
// the values a game carved from its memory. TestQuietPlaysAlike checks
// that quiet and logged games offer the same options with the same
// message keys, squares and prompts.
func (g *Game) optMsg(msg string, pairs ...string) engine.Msg {
	if g.log.Off {
		return engine.Msg{Key: msg}
	}
	return g.mem.Message(msg, pairs...)
}

// decide starts a decision for seat with room for a few options (most
// decisions have two to four).
func (g *Game) decide(seat engine.Seat, prompt engine.Msg) *engine.Decision {
	return g.decideN(seat, prompt, 4)
}

// decideTie asks the highest-Rank player to settle an option the Aliens
// or Blips have (U.1): a tie-break, which a player may leave to a default.
func (g *Game) decideTie(prompt engine.Msg) *engine.Decision {
	d := g.decide(g.highestRankSeat(), prompt)
	d.Kind = engine.KindTieBreak
	return d
}

// decideN is decide with room for n options.
func (g *Game) decideN(seat engine.Seat, prompt engine.Msg, n int) *engine.Decision {
	d := g.mem.Decision(seat, prompt)
	d.Options = g.mem.Options(n)
	return d
}

// keyArg splits "prefix:arg" and reports whether key has that prefix.
func keyArg(key, prefix string) (string, bool) {
	if len(key) > len(prefix) && key[len(prefix)] == ':' && key[:len(prefix)] == prefix {
		return key[len(prefix)+1:], true
	}
	return key, false
}

// charOptions appends one option per Character, keyed "<prefix>:<id>"
// and named by the message msg with the Character's name as "char".
func (g *Game) charOptions(opts []engine.Option, chars []CharID, prefix, msg string) []engine.Option {
	opts = g.mem.Grow(opts, len(chars))
	keys := g.charKeys(prefix)
	for _, c := range chars {
		key := ""
		if c >= 0 && c < numChars {
			key = keys[c]
		} else {
			key = prefix + ":" + c.String()
		}
		opts = append(opts, g.opt(key, msg, "char", c.Name()))
	}
	return opts
}

// charKeys are the keys "<prefix>:<id>" of every Character, remembered
// by the game for the few prefixes its decisions use (as squareKeys).
// Not state.
func (g *Game) charKeys(prefix string) *[numChars]string {
	for i := range g.ckeys {
		if g.ckeys[i].prefix == prefix {
			return &g.ckeys[i].keys
		}
	}
	k := prefixCharKeys{prefix: prefix}
	for c := range numChars {
		k.keys[c] = prefix + ":" + c.String()
	}
	g.ckeys = append(g.ckeys, k)
	return &g.ckeys[len(g.ckeys)-1].keys
}

type prefixCharKeys struct {
	prefix string
	keys   [numChars]string
}

// squareOptions appends one option per square: key "prefix:C4", message
// msg with the square's name as argument arg, pointing at the square.
func (g *Game) squareOptions(opts []engine.Option, squares []int, prefix, msg, arg string) []engine.Option {
	keys := g.squareKeys(prefix)
	var args []engine.Arg
	if !g.log.Off { // optMsg: a quiet game's options carry the key alone
		args = g.mem.Args(len(squares)) // one array for every message
	}
	opts = g.mem.Grow(opts, len(squares))
	for i, s := range squares {
		n := g.squareName(s)
		var key string
		if s >= 0 && s < len(keys) {
			key = keys[s]
		} else {
			key = prefix + ":" + n
		}
		m := engine.Msg{Key: msg}
		if args != nil {
			args[i] = engine.Arg{Name: arg, Value: n}
			m.Args = args[i : i+1 : i+1]
		}
		opts = append(opts, engine.Option{Key: key, Msg: m, At: n})
	}
	return opts
}

// squareKeys is the layout's Keys(prefix), remembered by the game for
// the few prefixes its decisions use (the layout's own lookup hashes the
// prefix every time). Not state.
func (g *Game) squareKeys(prefix string) []string {
	for _, k := range g.keys {
		if k.prefix == prefix {
			return k.keys
		}
	}
	keys := g.board.Keys(prefix)
	g.keys = append(g.keys, prefixKeys{prefix, keys})
	return keys
}

type prefixKeys struct {
	prefix string
	keys   []string
}

// keySquare is the square a "prefix:C4" key names (keys come from the
// pending options, so the name is known to the board).
func (g *Game) keySquare(key, prefix string) grid.Square {
	a, _ := keyArg(key, prefix)
	s, _ := g.board.Lookup(a)
	return s
}

func seatKey(s engine.Seat) string { return strconv.Itoa(int(s)) }

// highestRankSeat is the player of the highest-Rank Marine Hero (U.5).
// Players tied in Rank decide together (U.1); the engine asks the lowest
// of their seats. Without a Marine Hero, seat 0 is the chosen player (I.2,
// I.13, X.45).
func (g *Game) highestRankSeat() engine.Seat {
	best, rank := engine.Seat(0), 0
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if !c.Hero || !c.onBoard() {
			continue
		}
		// side(c.ID) of a Hero (g.st.Chars is by CharID): its Hero side.
		if d := &g.rules.Chars[c.ID]; d.Marine {
			if r := d.Hero.Rank; r > rank || (r == rank && c.Owner < best) {
				best, rank = c.Owner, r
			}
		}
	}
	return best
}

// heroesOf lists seat's Heroes still in the mission, in CharID order.
func (g *Game) heroesOf(seat engine.Seat) []CharID {
	var hs []CharID
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.Hero && c.Owner == seat && c.onBoard() {
			hs = append(hs, c.ID)
		}
	}
	return hs
}

// ---- Alien Phase (H.3) ----

// ---- Finish Phase (H.4, Q) ----

// The Finish Phase frame announces the phase; resolves the START OF
// FINISH PHASE abilities one at a time (abilitiesDone), asking the
// highest-ranked player which goes next when several wait; then checks
// victory and defeat and starts the next turn.
func (g *Game) runFinish(f *frame) bool {
	if f.Step == finishStart {
		if g.logging() {
			g.emit("H.4", engine.M("aliens.phase.finish", "turn", g.st.Turn), nil)
		}
		f.Step = finishAbilities
	}
	if f.Step == finishAbilities {
		// [Q.1, B.11.5]: Start of Finish Phase effects, in an
		// order chosen by the players.
		switch waiting := g.finishWaiting(f); len(waiting) {
		case 0:
			f.Step = finishEnd
		case 1:
			*f.abilitiesDone() |= 1 << waiting[0]
			g.startOfFinish(waiting[0])
			return false
		default:
			return true
		}
	}
	g.pop()
	// finishEnd [Q.2, Q.3; Z.10 order].
	victory := g.st.Opts.Mission == MissionDrill && g.st.Turn >= g.st.Opts.Turns
	if g.bugHunt() {
		victory = g.bugHuntWon() // [S.3.1]
	} else if g.story() {
		victory = g.storyWon() // [Q.7] the mission's own condition
	}
	defeat := true
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.InPlay && (c.Status == Standing || c.Status == Escaped) {
			defeat = false // [J.9] one who got out is not lost
		}
	}
	if defeat && (g.st.Opts.DefeatBeforeVictory || !victory) {
		g.end(WinAliens, "Q.3", engine.M("aliens.lost.all-down"))
		return false
	}
	if victory {
		g.end(WinPlayers, "Q.2", engine.M("aliens.won.mission", "mission", missionName(g.st.Opts.Mission)))
		return false
	}
	if g.story() && g.storyLost() {
		return false // [Q.7] out of turns, or nobody left
	}
	// [Q.5]: advance the Turn Dial and start the next turn.
	g.st.Turn++
	if g.logging() {
		g.emit("Q.5", engine.M("aliens.turn.dial", "turn", g.st.Turn), nil)
	}
	g.push(frame{Kind: kMarine})
	g.turnEvents()
	return false
}

// finishWaiting lists the Characters whose START OF FINISH PHASE ability
// has not resolved yet in this Finish Phase.
func (g *Game) finishWaiting(f *frame) []CharID {
	var out []CharID
	for i := range g.st.Chars {
		if *f.abilitiesDone()&(1<<i) == 0 && g.finishAbility(CharID(i)) {
			out = append(out, CharID(i))
		}
	}
	return out
}

// decideFinish asks which START OF FINISH PHASE ability resolves next
// when several wait (Q.1: the players choose the order; as for every
// choice the players share, the highest-ranked player decides, U.1, U.5).
func (g *Game) decideFinish(f *frame) *engine.Decision {
	waiting := g.finishWaiting(f)
	if f.Step != finishAbilities || len(waiting) < 2 {
		return nil
	}
	d := g.decide(g.highestRankSeat(), g.mem.Message("aliens.prompt.finish-order"))
	d.Options = g.charOptions(d.Options, waiting, "finish", "aliens.opt.finish-ability")
	return d
}

func (g *Game) chooseFinish(f *frame, key string) {
	a, _ := keyArg(key, "finish")
	ch, _ := charByKey(a)
	*f.abilitiesDone() |= 1 << ch
	g.startOfFinish(ch)
}
