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

type fkind uint8

const (
	kMarine               fkind = iota // H.2, I: the Marine Phase
	kFirst                             // I.2: choose the first player
	kSeatTurn                          // I.3, I.11: one player's Hero activations
	kActivation                        // I.5: one Character's activation
	kEquip                             // I.7, G.10-G.13: activation step 2
	kActions                           // I.8, J: activation step 3
	kRankGrunts                        // I.10: activation step 5
	kRemaining                         // I.13: activate remaining Grunts
	kAlien                             // H.3, L-O: the Alien Phase
	kFinish                            // H.4, Q: the Finish Phase
	kWindow                            // G.3: a reaction window for Event cards
	kEvent                             // G.3: an Event card being played
	kRest                              // J.14-J.16
	kAttack                            // K
	kMayDraw                           // W.1.2 Hicks: on activation, may draw
	kHandRecycle                       // W.1.5 Hudson: recycle cards from hand
	kGorman                            // W.1.3 Gorman: another Marine takes an Action
	kLamp                              // W.2.10 Shoulder Lamp
	kMove                              // J.3-J.8: a Move action, step by step
	kBarricade                         // J.11: the Tech test of a Barricade action
	kNewHero                           // M.13.2: a player who lost their Hero
	kDefense                           // M.6-M.8, M.14: a Defense roll
	kAlienAct                          // L.3-L.10: one Alien's activation
	kDefFire                           // M.1-M.5: Defensive Fire at one Alien
	kCapture                           // M.12: which adjacent Alien takes the captive
	kEndOfActivationEquip              // W.1.4 Frost: equip another at the end
	kNewtPull                          // W.1.7 Newt: pull a Character towards her
	kBlipAct                           // N.5-N.10: one Blip's activation
	kMT                                // O.1-O.4: the Motion Tracker draws
	kMTCard                            // O.3, O.7-O.14: one Motion Tracker card
	kNoMoreBlips                       // O.11: every Blip moves three
	kMoreAliens                        // P.1-P.5: placing the extra models
	kSentry                            // C.15: placing the Sentry Guns
	kStart                             // C.11: placing the Characters
	kMTPeek                            // W.1.5, W.2.9: a look at the Motion Tracker deck
	kEventBlips                        // Q.5, O.7-O.11: a mission's turn-event Blips
	kEndReveal                         // F.5.4, F.5.5: a Reveal ends once its effect is resolved
)

// frame is one piece of pending work. Fields mean what each kind says.
type frame struct {
	Kind fkind
	Step int
	Seat engine.Seat
	Char CharID
	// Card is the card in play (the Event, the weapon).
	Card int
	// Rev is a card being revealed for this frame, and RevEx whether it
	// came from the Exhaust Pile (F.5.6).
	Rev   int
	RevEx bool
	// N and M count (draws, recycles, grunts activated, ...).
	N, M int
	// Target is an Alien's id; Roll an attack roll.
	Target, Roll int
	// Hero: the activating Character is a Hero; Free: a free attack.
	Hero, Free, Rerolled bool
	// Moved: the cards equipped in this equip step, a bit per card
	// number (kEquip, I.7, movedInStep).
	Moved uint64 `json:",omitempty"`
}

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
	switch f.Kind {
	case kMarine:
		g.runMarine(f)
	case kSeatTurn:
		return g.runSeatTurn(f)
	case kActivation:
		g.runActivation(f)
	case kRemaining:
		return g.runRemaining(f)
	case kAlien:
		return g.runAlien(f)
	case kAlienAct:
		return g.runAlienAct(f)
	case kDefFire:
		return g.runDefFire(f)
	case kCapture:
		return g.runCapture(f)
	case kNewtPull:
		return g.runNewtPull(f)
	case kFinish:
		return g.runFinish(f)
	case kEvent:
		return g.runEvent(f)
	case kRest:
		return g.runRest(f)
	case kAttack:
		return g.runAttack(f)
	case kGorman:
		return g.runGorman(f)
	case kMove:
		return g.runMove(f)
	case kBarricade:
		return g.runBarricade(f)
	case kNewHero:
		return g.runNewHero(f)
	case kEndReveal:
		e := *f
		g.pop()
		g.endReveal(e.Rev, e.RevEx, e.Seat, e.Free)
	case kDefense:
		return g.runDefense(f)
	case kBlipAct:
		return g.runBlipAct(f)
	case kMT:
		return g.runMT(f)
	case kMTCard:
		return g.runMTCard(f)
	case kEventBlips:
		return g.runEventBlips(f)
	case kNoMoreBlips:
		return g.runNoMoreBlips(f)
	case kMoreAliens:
		return g.runMoreAliens(f)
	default:
		// Frames that only ask: done when they have nothing to ask.
		if d := g.decision(i); d != nil {
			g.keep(d) // the top frame waits for it
			return true
		}
		g.pop()
	}
	return false
}

// decision is the question frame i asks, or nil.
func (g *Game) decision(i int) *engine.Decision {
	f := &g.st.Stack[i]
	var d *engine.Decision
	switch f.Kind {
	case kFirst:
		d = g.decideFirst(f)
	case kSeatTurn:
		d = g.decideSeatTurn(f)
	case kEquip:
		d = g.decideEquip(f)
	case kActions:
		d = g.decideActions(f)
	case kRankGrunts:
		d = g.decideRankGrunts(f)
	case kRemaining:
		d = g.decideRemaining(f)
	case kWindow:
		d = g.decideWindow(f)
	case kEvent:
		d = g.decideEvent(f)
	case kRest:
		d = g.decideRest(f)
	case kAttack:
		d = g.decideAttack(f)
	case kMayDraw:
		d = g.decideMayDraw(f)
	case kHandRecycle:
		d = g.decideHandRecycle(f)
	case kGorman:
		d = g.decideGorman(f)
	case kLamp:
		d = g.decideLamp(f)
	case kMove:
		d = g.decideMove(f)
	case kBarricade:
		d = g.decideBarricade(f)
	case kNewHero:
		d = g.decideNewHero(f)
	case kDefense:
		d = g.decideDefense(f)
	case kAlien:
		d = g.decideAlien(f)
	case kAlienAct:
		d = g.decideAlienAct(f)
	case kDefFire:
		d = g.decideDefFire(f)
	case kCapture:
		d = g.decideCapture(f)
	case kFinish:
		d = g.decideFinish(f)
	case kEndOfActivationEquip:
		d = g.decideEOAEquip(f)
	case kNewtPull:
		d = g.decideNewtPull(f)
	case kBlipAct:
		d = g.decideBlipAct(f)
	case kMTCard:
		d = g.decideMTCard(f)
	case kEventBlips:
		d = g.decideEventBlips(f)
	case kMoreAliens:
		d = g.decideMoreAliens(f)
	case kSentry:
		d = g.decideSentry(f)
	case kStart:
		d = g.decideStart(f)
	case kMTPeek:
		d = g.decideMTPeek(f)
	}
	if d == nil || len(d.Options) == 0 {
		return nil
	}
	d.Options = g.mem.Fit(d.Options) // room for a few more went unused
	return d
}

// choose applies a validated key to frame i.
func (g *Game) choose(i int, key string) {
	f := &g.st.Stack[i]
	switch f.Kind {
	case kFirst:
		g.chooseFirst(key)
	case kSeatTurn:
		g.chooseSeatTurn(f, key)
	case kEquip:
		g.chooseEquip(f, key)
	case kActions:
		g.chooseAction(f, key)
	case kRankGrunts:
		g.chooseRankGrunt(f, key)
	case kRemaining:
		g.chooseRemaining(f, key)
	case kWindow:
		g.chooseWindow(f, key)
	case kEvent:
		g.chooseEvent(f, key)
	case kRest:
		g.chooseRest(f, key)
	case kAttack:
		g.chooseAttack(f, key)
	case kMayDraw:
		g.chooseMayDraw(f, key)
	case kHandRecycle:
		g.chooseHandRecycle(f, key)
	case kGorman:
		g.chooseGorman(f, key)
	case kLamp:
		g.chooseLamp(f, key)
	case kMove:
		g.chooseMove(f, key)
	case kBarricade:
		g.chooseBarricade(f, key)
	case kNewHero:
		g.chooseNewHero(f, key)
	case kDefense:
		g.chooseDefense(f, key)
	case kAlien:
		g.chooseAlien(f, key)
	case kAlienAct:
		g.chooseAlienAct(f, key)
	case kDefFire:
		g.chooseDefFire(f, key)
	case kCapture:
		g.chooseCapture(f, key)
	case kFinish:
		g.chooseFinish(f, key)
	case kEndOfActivationEquip:
		g.chooseEOAEquip(f, key)
	case kNewtPull:
		g.chooseNewtPull(f, key)
	case kBlipAct:
		g.chooseBlipAct(f, key)
	case kMTCard:
		g.chooseMTCard(f, key)
	case kEventBlips:
		g.chooseEventBlips(f, key)
	case kMoreAliens:
		g.chooseMoreAliens(f, key)
	case kSentry:
		g.chooseSentry(f, key)
	case kStart:
		g.chooseStart(f, key)
	case kMTPeek:
		g.chooseMTPeek(f, key)
	}
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

// The Finish Phase frame: Step 0 announces the phase; Step 1 resolves
// the START OF FINISH PHASE abilities one at a time (N holds a bit per
// Character done), asking the highest-ranked player which goes next when
// several wait; Step 2 checks victory and defeat and starts the next turn.
func (g *Game) runFinish(f *frame) bool {
	if f.Step == 0 {
		if g.logging() {
			g.emit("H.4", engine.M("aliens.phase.finish", "turn", g.st.Turn), nil)
		}
		f.Step = 1
	}
	if f.Step == 1 {
		// Step 1 [Q.1, B.11.5]: Start of Finish Phase effects, in an
		// order chosen by the players.
		switch waiting := g.finishWaiting(f); len(waiting) {
		case 0:
			f.Step = 2
		case 1:
			f.N |= 1 << waiting[0]
			g.startOfFinish(waiting[0])
			return false
		default:
			return true
		}
	}
	g.pop()
	// Step 2 [Q.2, Q.3; Z.10 order].
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
	// Step 3 [Q.5]: advance the Turn Dial and start the next turn.
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
		if f.N&(1<<i) == 0 && g.finishAbility(CharID(i)) {
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
	if f.Step != 1 || len(waiting) < 2 {
		return nil
	}
	d := g.decide(g.highestRankSeat(), g.mem.Message("aliens.prompt.finish-order"))
	d.Options = g.charOptions(d.Options, waiting, "finish", "aliens.opt.finish-ability")
	return d
}

func (g *Game) chooseFinish(f *frame, key string) {
	a, _ := keyArg(key, "finish")
	ch, _ := charByKey(a)
	f.N |= 1 << ch
	g.startOfFinish(ch)
}
