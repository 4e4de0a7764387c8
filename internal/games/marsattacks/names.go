package marsattacks

import (
	"strconv"
	"sync"

	"github.com/sulaco/sulaco/internal/engine"
)

// Option keys and message arguments built once, so that building a
// decision allocates little: the same strings and argument lists as
// engine.M and string concatenation would make, shared. They are never
// written after they are built (a message's Args have no spare capacity,
// so an append copies them).

// sqKeys are "<prefix><square>" for every square.
func sqKeys(prefix string) (t [Size * Size]string) {
	for s := range t {
		t[s] = prefix + sqNames[s]
	}
	return t
}

// sqArgs are the argument lists {name: <square>} for every square.
func sqArgs(name string) (t [Size * Size][]engine.Arg) {
	for s := range t {
		t[s] = []engine.Arg{{Name: name, Value: sqNames[s]}}
	}
	return t
}

var (
	stepKeys   = sqKeys("step:")
	shootKeys  = sqKeys("shoot:")
	deployKeys = sqKeys("deploy:")
	centerKeys = sqKeys("center:")
	coverKeys  = sqKeys("cover:")
	argTo      = sqArgs("to")
	argSquare  = sqArgs("square")
	sideArgs   = [2][]engine.Arg{{{Name: "side", Value: Humans.String()}}, {{Name: "side", Value: Martians.String()}}}
	// actKeys and actMsgKeys are "act:<key>" and "mars.act.<key>" for
	// each action option (actionKeys).
	actKeys, actMsgKeys = func() (k, m [numActions]string) {
		for i, a := range actionKeys {
			k[i], m[i] = "act:"+a.key, "mars.act."+a.key
		}
		return k, m
	}()
)

// The options without arguments, built once.
var (
	optEnd    = opt("end", plainMessage("mars.opt.end"))
	optPass   = opt("pass", plainMessage("mars.opt.pass"))
	optStop   = opt("stop", plainMessage("mars.opt.stop"))
	optHold   = opt("stop", plainMessage("mars.opt.hold"))
	optDone   = opt("done", plainMessage("mars.opt.done"))
	optNoCard = opt("no-card", plainMessage("mars.opt.no-card"))
	optKeep   = opt("keep", plainMessage("mars.opt.keep"))
	optCover  = opt("cover", plainMessage("mars.opt.cover"))
	optFight  = opt("fight", plainMessage("mars.opt.fight"))
)

// sqOpts are the options {key: <prefix><q>, msg: msgKey {name: q}, at:
// q} for every square q, built once: a question copies them.
func sqOpts(keys *[Size * Size]string, msgKey string, args *[Size * Size][]engine.Arg) (t [Size * Size]engine.Option) {
	for q := range t {
		t[q] = optAt(keys[q], messageWith(msgKey, args[q]), Sq(q))
	}
	return t
}

var (
	stepOpts   = sqOpts(&stepKeys, "mars.opt.step", &argTo)
	shootOpts  = sqOpts(&shootKeys, "mars.opt.shoot", &argSquare)
	deployOpts = sqOpts(&deployKeys, "mars.opt.deploy", &argSquare)
)

// cardSquareKeys[q][0] is "square:<q>", [q][1+dir] "square:<q>:<dir>".
// cardSquareOpts[q][k] are the whole options of cardSquareDecision with
// key cardSquareKeys[q][k] and message mars.opt.card-square {square,
// dir} (dir Up for k = 0), so that building one is a copy.
var cardSquareKeys, cardSquareOpts = func() (k [Size * Size][5]string, o [Size * Size][5]engine.Option) {
	for q := range k {
		k[q][0] = "square:" + sqNames[q]
		for dir := range 4 {
			k[q][1+dir] = k[q][0] + ":" + dirNames[dir]
			a := []engine.Arg{{Name: "square", Value: sqNames[q]}, {Name: "dir", Value: dirNames[dir]}}
			o[q][1+dir] = optAt(k[q][1+dir], messageWith("mars.opt.card-square", a), Sq(q))
			if dir == int(Up) {
				o[q][0] = optAt(k[q][0], messageWith("mars.opt.card-square", a), Sq(q))
			}
		}
	}
	return k, o
}()

// lineOpts[line][n-1][k] are the options of a SEMI-RANDOM row (line 0)
// or column (1) n: key "<row|col>:<n>" for k = 0 or with ":<dir>" for
// k = 1+dir, message mars.opt.card-row or -col {n, dir} (dir Up for
// k = 0).
var lineOpts = func() (o [2][Size][5]engine.Option) {
	for l, line := range []string{"row", "col"} {
		msg := [2]string{"mars.opt.card-row", "mars.opt.card-col"}[l]
		for n := range Size {
			key := line + ":" + strconv.Itoa(n+1)
			for dir := range 4 {
				a := []engine.Arg{{Name: "n", Value: strconv.Itoa(n + 1)}, {Name: "dir", Value: dirNames[dir]}}
				o[l][n][1+dir] = opt(key+":"+dirNames[dir], messageWith(msg, a))
				if dir == int(Up) {
					o[l][n][0] = opt(key, messageWith(msg, a))
				}
			}
		}
	}
	return o
}()

// semiRandomOpts are the whole option lists of a SEMI-RANDOM attack
// (cardSquareDecision): [0] every row then every column, [1] the same
// with each direction of a DIRECTIONAL area.
var semiRandomOpts = func() (o [2][]engine.Option) {
	for li := range lineOpts {
		for n := range Size {
			o[0] = append(o[0], lineOpts[li][n][0])
			o[1] = append(o[1], lineOpts[li][n][1:]...)
		}
	}
	return o
}()

// plainMessage is engine.M(key): a message without arguments, built without
// the call.
func plainMessage(key string) engine.Msg { return engine.Msg{Key: key} }

// messageWith is a message with prebuilt arguments.
func messageWith(key string, args []engine.Arg) engine.Msg { return engine.Msg{Key: key, Args: args} }

// figNames are the strings of one figure's options: built once per
// figure id and shared by a game and its clones.
type figNames struct {
	id       string
	arg      []engine.Arg // {figure: id}
	activate string       // "activate:<id>"
	target   string       // "target:<id>"
	// The keys of the other options that name a figure: "figure:<id>"
	// (a card's extra MOVE), "return:<id>", "jump:<id>", "name:<id>",
	// "follow:<id>", "authority:<id>".
	figure, ret, jump, name, follow, authority string
	// steps[n] are {figure: id, steps: n} (mars.prompt.step).
	steps [3][]engine.Arg
	// activateOpt is the turn option activating the figure, without its
	// square (At); activateAt[q] the same with At q, for a figure on
	// the mat; actOpts[k] the action option k (actionKeys).
	activateOpt engine.Option
	activateAt  [Size * Size]engine.Option
	actOpts     [numActions]engine.Option
	// retOpt is the reinforcement question's option returning the
	// figure (key ret, message mars.opt.return {figure: id}).
	retOpt engine.Option
}

func newFigNames(id string) *figNames {
	n := &figNames{id: id, arg: []engine.Arg{{Name: "figure", Value: id}}, activate: "activate:" + id, target: "target:" + id,
		figure: "figure:" + id, ret: "return:" + id, jump: "jump:" + id, name: "name:" + id, follow: "follow:" + id, authority: "authority:" + id}
	for k := range n.steps {
		n.steps[k] = []engine.Arg{{Name: "figure", Value: id}, {Name: "steps", Value: strconv.Itoa(k)}}
	}
	n.activateOpt = opt(n.activate, messageWith("mars.opt.activate", n.arg))
	for q := range n.activateAt {
		n.activateAt[q] = n.activateOpt
		n.activateAt[q].At = sqNames[q]
	}
	n.retOpt = opt(n.ret, messageWith("mars.opt.return", n.arg))
	for k := range n.actOpts {
		n.actOpts[k] = opt(actKeys[k], messageWith(actMsgKeys[k], n.arg))
	}
	return n
}

// figNameCache holds the figNames of every figure id met so far: ids
// come from content and scenarios, a few hundred at most.
var figNameCache sync.Map

// figNamesFor returns the shared figNames of id.
func figNamesFor(id string) *figNames {
	if v, ok := figNameCache.Load(id); ok {
		return v.(*figNames)
	}
	v, _ := figNameCache.LoadOrStore(id, newFigNames(id))
	return v.(*figNames)
}

// internID returns id as the string the names cache holds, so that
// names finds its entry by the same string, compared at once.
func internID(id string) string { return figNamesFor(id).id }

// stepPrompt is the question of one square of movement of figure i with
// steps squares left.
func (g *Game) stepPrompt(i int8, steps int8) engine.Msg {
	if n := g.names(i); steps >= 0 && int(steps) < len(n.steps) {
		return messageWith("mars.prompt.step", n.steps[steps])
	}
	return engine.M("mars.prompt.step", "figure", g.st.Figs[i].ID, "steps", int(steps))
}

// names returns the option strings of figure i. The table is shared with
// clones and never written: a figure that is new gets a copy of the
// table with its entry, and a rule that gives a figure another id (a
// hero chosen, S5.1) drops the table (renamed), so that the check here
// is a length, not a string compare, and the call is inlined.
func (g *Game) names(i int8) *figNames {
	if int(i) < len(g.fnames) {
		return g.fnames[i]
	}
	return g.newNames(i)
}

// renamed drops the names table after a figure's id changed.
func (g *Game) renamed() { g.fnames, g.fidx = nil, nil }

// newNames is names when the table lacks figure i's entry.
func (g *Game) newNames(i int8) *figNames {
	t := make([]*figNames, max(len(g.fnames), len(g.st.Figs)))
	copy(t, g.fnames)
	for k := range t {
		if t[k] == nil || t[k].id != g.st.Figs[k].ID {
			t[k] = figNamesFor(g.st.Figs[k].ID)
		}
	}
	g.fnames = t
	return t[i]
}

// figMsg is message key with the single argument {figure: id of i}.
// Small enough to be inlined in the questions that call it for every
// prompt (the table is built once, newNames).
func (g *Game) figMsg(key string, i int8) engine.Msg {
	if int(i) < len(g.fnames) {
		return engine.Msg{Key: key, Args: g.fnames[i].arg}
	}
	return g.figMsgSlow(key, i)
}

// figMsgSlow is figMsg before the names table has figure i's entry.
func (g *Game) figMsgSlow(key string, i int8) engine.Msg {
	return messageWith(key, g.newNames(i).arg)
}

// logging reports whether events are recorded. An event whose message
// has arguments is built under it: engine.M boxes every argument on the
// heap at the call site, before the log could drop it, which a quiet
// game (simulations, replays) would pay for nothing.
func (g *Game) logging() bool { return !g.log.Off }

// eventMessage is engine.M for the event log: nothing is built while the log is off
// (quiet games, engine.Quieter), as the log drops it anyway.
func (g *Game) eventMessage(key string, pairs ...any) engine.Msg {
	if g.log.Off {
		return engine.Msg{}
	}
	return engine.M(key, pairs...)
}

// cardNames are the strings of one card definition's options.
type cardNames struct {
	card    string       // "card:<id>"
	discard string       // "discard:<id>"
	arg     []engine.Arg // {card: id}
	// add[k] is "card:<id>@<k+1>" and addArgs[k] {card: id, row: k+1}:
	// adding the card to support row k+1; trigArgs[n-1][k] are {card: id,
	// n: n, row: k+1}, triggering row k+1 of n cards (appendCardPlays).
	add      [namedRows]string
	addArgs  [namedRows][]engine.Arg
	trigArgs [3][namedRows][]engine.Arg
	// cardOpt and supportOpt are the options playing the card from the
	// hand as a hand card or into a new support row; discardOpt the one
	// discarding it.
	cardOpt, supportOpt, discardOpt engine.Option
	// hand, support and react say whether the card is a hand card, a
	// support card, or a hand card with the "any time" symbol (a
	// reaction, reactionDefs); play[s] is how its effect for side s is
	// played (playableBy): read from the definition once, not by
	// comparing effect names in every question.
	hand, support, react bool
	play                 [2]cardPlay
	// test[s] is which test the effect for side s helps (testOf: the
	// card windows, cardFigure); hs[s] the card's hand summary flags for
	// side s (handSum).
	test [2]testFx
	hs   [2]uint8
}

// namedRows is how many support rows have prebuilt option strings; rows
// beyond (never seen in play) get theirs built when offered.
const namedRows = 8

// triggerKeys[k] is "trigger:<k+1>".
var triggerKeys = func() (t [namedRows]string) {
	for k := range t {
		t[k] = "trigger:" + strconv.Itoa(k+1)
	}
	return t
}()

// cardNameCache holds the cardNames of each deck (keyed by its first
// definition: a deck's definitions are shared and never written).
var cardNameCache sync.Map

// cardNameOf returns the option strings of card definition di.
func (g *Game) cardNameOf(di int8) *cardNames { return &g.cardNameTable()[di] }

// cardNameTable is the option strings of every card definition.
func (g *Game) cardNameTable() []cardNames {
	if t := g.cnames; t != nil {
		return t
	}
	return g.cardNameTableSlow()
}

// cardNameTableSlow finds or builds the table, once per game.
func (g *Game) cardNameTableSlow() []cardNames {
	var t []cardNames
	if v, ok := cardNameCache.Load(&g.cardDefs[0]); ok && len(v.([]cardNames)) == len(g.cardDefs) {
		t = v.([]cardNames)
	} else {
		t = make([]cardNames, len(g.cardDefs))
		for k := range g.cardDefs {
			t[k] = newCardNames(&g.cardDefs[k])
		}
		cardNameCache.Store(&g.cardDefs[0], t)
	}
	g.cnames = t // shared with clones, never written
	return t
}

func newCardNames(d *CardDef) cardNames {
	id := d.ID
	n := cardNames{card: "card:" + id, discard: "discard:" + id, arg: []engine.Arg{{Name: "card", Value: id}}}
	n.hand, n.support = d.Kind == HandCard, d.Kind == SupportCard
	n.react = n.hand && d.Timing == AnyTime
	n.play = [2]cardPlay{playOf(d.Effect[0].Fx), playOf(d.Effect[1].Fx)}
	n.test = [2]testFx{testOf(d.Effect[0].Fx), testOf(d.Effect[1].Fx)}
	for s := range n.hs {
		if n.react {
			n.hs[s] |= hsReact
		}
		if n.test[s] != testNone {
			n.hs[s] |= hsTest
			if d.Timing == AnyTime {
				n.hs[s] |= hsTestAny
			}
		}
	}
	n.cardOpt = opt(n.card, messageWith("mars.opt.card", n.arg))
	n.supportOpt = opt(n.card, messageWith("mars.opt.support-new", n.arg))
	n.discardOpt = opt(n.discard, messageWith("mars.opt.discard", n.arg))
	for k := range namedRows {
		row := strconv.Itoa(k + 1)
		n.add[k] = n.card + "@" + row
		n.addArgs[k] = []engine.Arg{{Name: "card", Value: id}, {Name: "row", Value: row}}
		for c := range n.trigArgs {
			n.trigArgs[c][k] = []engine.Arg{{Name: "card", Value: id}, {Name: "n", Value: strconv.Itoa(c + 1)}, {Name: "row", Value: row}}
		}
	}
	return n
}

// hasNumberedID reports whether a figure is named "<prefix>-<n>", without
// building the name: figByID(prefix+"-"+strconv.Itoa(n)) >= 0.
func (g *Game) hasNumberedID(prefix string, n int) bool {
	var buf [20]byte
	num := strconv.AppendInt(buf[:0], int64(n), 10)
	for i := range g.st.Figs {
		id := g.st.Figs[i].ID
		// The number first: it rejects most ids of the profile at once.
		if len(id) == len(prefix)+1+len(num) && id[len(prefix)+1:] == string(num) && id[len(prefix)] == '-' && id[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}

// logFig logs the message key with the single argument {figure: id of
// i} under rule; a quiet game (its log drops events) builds nothing and
// calls nothing: the test is inlined, the logging is not.
func (g *Game) logFig(rule, key string, i int8) {
	if !g.log.Off {
		g.logFigOn(rule, key, i)
	}
}

func (g *Game) logFigOn(rule, key string, i int8) {
	g.log.Add(rule, g.figMsg(key, i), nil)
}
