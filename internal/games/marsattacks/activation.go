package marsattacks

import (
	"math/bits"

	"github.com/sulaco/sulaco/internal/engine"
)

// part is one piece of an action option (M.5.1): the options are
// sequences of STAND UP, MOVE n, SHOOT, FIGHT.
type part struct {
	Kind uint8 `json:"k"`
	N    int8  `json:"n,omitempty"` // squares, for a move
	Aim  bool  `json:"aim,omitempty"`
}

const (
	pStand        uint8 = iota + 1 // STAND UP (M.5.9)
	pMove                          // MOVE up to N squares
	pShoot                         // SHOOT (AIM: +1 die)
	pShootOrFight                  // SHOOT or FIGHT (M.5.1.2)
	pFight                         // FIGHT an enemy in the square
)

// frame stages.
const (
	stChoose uint8 = iota // choosing the action option (or an extra action first)
	stRun                 // carrying out the parts
	stAfter               // after the normal action
	stName                // naming the followers (M.18.5.1, M.18.7, M.18.8)
	stFollow              // activating the named followers (M.18.5.2)
)

// frame is one activation in progress (M.4.3). Followers of Follow Me!
// and the like are frames pushed on top of their leader's.
type frame struct {
	Fig   int8    `json:"fig"`
	Stage uint8   `json:"stage"`
	Parts [4]part `json:"parts"`
	NP    int8    `json:"np"`
	IP    int8    `json:"ip"`
	Steps int8    `json:"steps"` // squares left in the current MOVE
	Moved bool    `json:"moved,omitempty"`
	// Fought: a FIGHT ended the action (M.5.5).
	Fought bool `json:"fought,omitempty"`
	// InExtra: the parts are a hero's extra action before the normal
	// action (M.17.6); ExtraUsed: the extra action was taken.
	InExtra   bool `json:"inExtra,omitempty"`
	ExtraUsed bool `json:"extraUsed,omitempty"`
	// Leader abilities (M.18.5, M.18.7, M.18.8): who may still follow.
	Follow     uint64 `json:"follow,omitempty"`     // who may be named
	Named      uint64 `json:"named,omitempty"`      // who was named, not yet activated
	FollowLeft int8   `json:"followLeft,omitempty"` // how many more may be named
	Leading    uint8  `json:"leading,omitempty"`    // 1 follow-me, 2 born-leader, 3 in-charge
	// CardMove: the frame is a card's extra MOVE (M.13.8), not an
	// activation; it ends without an activation marker.
	CardMove bool `json:"cardMove,omitempty"`
}

// activate starts the activation of figure i (M.4.3).
func (g *Game) activate(i int8) {
	g.st.Stack = append(g.st.Stack, frame{Fig: i, Stage: stChoose})
	g.logFig("mars M.4.3", "mars.activation.start", i)
}

// stepFrame advances the innermost activation.
func (g *Game) stepFrame() {
	f := g.top()
	if !g.st.Figs[f.Fig].Alive && !g.st.Figs[f.Fig].Reserve {
		g.finishFrame()
		return
	}
	switch f.Stage {
	case stChoose:
		g.st.Wait = wAction
	case stRun:
		if f.IP >= f.NP {
			g.partsDone(f)
			return
		}
		p := f.Parts[f.IP]
		switch p.Kind {
		case pStand:
			g.standUp(f)
		case pMove:
			if f.Steps > 0 {
				opts := g.stepOptions(f)
				if len(opts) > 1 || g.st.Figs[f.Fig].Reserve {
					g.st.Wait = wStep
					g.keep(opts)
					return
				}
				g.memo.mem.Unused(opts)
			}
			g.nextPart(f)
		case pShoot, pShootOrFight:
			opts := g.shootOptions(f)
			if len(opts) > 1 {
				g.st.Wait = wShoot
				g.keep(opts)
				return
			}
			g.memo.mem.Unused(opts)
			g.nextPart(f)
		case pFight:
			sq := g.st.Figs[f.Fig].Sq
			if !g.anyEnemyIn(sq, g.st.Figs[f.Fig].Side, false) || g.prof(f.Fig).Fight == 0 {
				g.nextPart(f)
				return
			}
			g.startFight(f.Fig, sq, false)
		}
	case stAfter:
		if !g.canSpend(f.Fig) {
			// Every option but done spends a hero point (M.17.6,
			// M.18.5-M.18.8, S7.4): afterOptions would be done alone,
			// which asks nothing. Most figures are soldiers without
			// points, so the list is not built for them.
			g.finishFrame()
			return
		}
		opts := g.afterOptions(f)
		if len(opts) > 1 {
			g.st.Wait = wAfter
			g.keep(opts)
			return
		}
		g.memo.mem.Unused(opts)
		g.finishFrame()
	case stName:
		opts := g.followOptions(f)
		if f.FollowLeft <= 0 || len(opts) == 0 || (len(opts) == 1 && opts[0].Key == "go") {
			g.memo.mem.Unused(opts)
			f.Stage = stFollow
			return
		}
		g.st.Wait = wFollow
		g.keep(opts)
	case stFollow:
		switch next := g.followOptions(f); len(next) {
		case 0:
			g.memo.mem.Unused(next)
			g.finishFrame()
		case 1:
			key := next[0].Key
			g.memo.mem.Unused(next)
			g.chooseFollow(f, "follow", key[len("follow:"):])
		default:
			g.st.Wait = wFollow
			g.keep(next)
		}
	}
}

// nextPart moves on to the next part of the action.
func (g *Game) nextPart(f *frame) {
	f.IP++
	if f.IP < f.NP && f.Parts[f.IP].Kind == pMove {
		f.Steps = f.Parts[f.IP].N
	}
}

// setParts starts carrying out a sequence of parts.
func (g *Game) setParts(f *frame, parts ...part) {
	f.Parts = [4]part{}
	copy(f.Parts[:], parts)
	f.NP = int8(len(parts))
	f.IP = -1
	f.Stage = stRun
	g.nextPart(f)
}

// insertPart puts p right after the current part.
func (g *Game) insertPart(f *frame, p part) {
	if int(f.NP) >= len(f.Parts) {
		return
	}
	copy(f.Parts[f.IP+2:], f.Parts[f.IP+1:f.NP])
	f.Parts[f.IP+1] = p
	f.NP++
}

// endAction drops the rest of the action (a FIGHT ends it, M.5.5).
func (g *Game) endAction(f *frame) { f.IP = f.NP }

// partsDone: the extra action before the normal one is over, or the
// normal action is.
func (g *Game) partsDone(f *frame) {
	if f.CardMove {
		g.st.Stack = g.st.Stack[:len(g.st.Stack)-1]
		return
	}
	if f.InExtra {
		f.InExtra = false
		if f.Fought {
			// [INFERENCE] a FIGHT ends the figure's action (M.5.5), so an
			// extra FIGHT taken first leaves no normal action.
			g.finishFrame()
			return
		}
		f.Stage = stChoose
		return
	}
	f.Stage = stAfter
}

// finishFrame ends an activation: the figure receives its activation
// marker (M.4.4) and play returns to the leader or the turn.
func (g *Game) finishFrame() {
	f := g.top()
	fig := &g.st.Figs[f.Fig]
	if fig.Alive && !f.CardMove {
		g.setActivated(f.Fig, true)
		g.logFig("mars M.4.4", "mars.activation.done", f.Fig)
	}
	i, card := f.Fig, f.CardMove
	g.st.Stack = g.st.Stack[:len(g.st.Stack)-1]
	if !card {
		g.actionEnded(i)
	}
}

// The action options, indexes into actionKeys.
const (
	actMove = iota
	actMoveShoot
	actShootMove
	actAim
	actStandMove
	actStandShoot
	actStandFight
	actFight
	actNothing
	numActions
)

// actionKey is an action option's key and the parts it carries out;
// run and np are the parts as a frame holds them (withRuns), assigned at
// once when the action is chosen.
type actionKey struct {
	key   string
	parts []part
	run   [4]part
	np    int8
}

// withRuns fills in the run and np of each action key.
func withRuns(keys []actionKey) []actionKey {
	for k := range keys {
		keys[k].np = int8(copy(keys[k].run[:], keys[k].parts))
	}
	return keys
}

// Action option keys (M.5.1), in this order.
var actionKeys = withRuns([]actionKey{
	{key: "move", parts: []part{{Kind: pMove, N: 2}}},                              // M.5.1.1
	{key: "move-shoot", parts: []part{{Kind: pMove, N: 1}, {Kind: pShootOrFight}}}, // M.5.1.2
	{key: "shoot-move", parts: []part{{Kind: pShoot}, {Kind: pMove, N: 1}}},        // M.5.1.3
	{key: "aim", parts: []part{{Kind: pShoot, Aim: true}}},                         // M.5.1.4
	{key: "stand-move", parts: []part{{Kind: pStand}, {Kind: pMove, N: 1}}},        // M.5.1.5
	{key: "stand-shoot", parts: []part{{Kind: pStand}, {Kind: pShoot}}},            // M.5.1.6
	{key: "stand-fight", parts: []part{{Kind: pStand}, {Kind: pFight}}},            // M.5.1.7
	{key: "fight", parts: []part{{Kind: pFight}}},                                  // M.5.1.8
	{key: "nothing", parts: nil},                                                   // M.5.1.9
})

// actionOptions lists the action options figure f may take now.
func (g *Game) actionOptions(f *frame) []engine.Option {
	i := f.Fig
	fig := &g.st.Figs[i]
	pr := g.prof(i)
	if fig.Reserve {
		// Off the mat: the action starts by entering it, a 1-square move
		// (M.6.8, S1.2, S9.7) [authored: MOVE, or MOVE 1 then SHOOT].
		g.memo.actOK = 1<<actMove | 1<<actMoveShoot
		return append(g.memo.mem.Options(2), opt(actKeys[actMove], g.figMsg(actMsgKeys[actMove], i)),
			opt(actKeys[actMoveShoot], g.figMsg(actMsgKeys[actMoveShoot], i)))
	}
	enemies, kept := g.keptEnemyIn(fig.Sq, fig.Side)
	if !kept {
		enemies = g.anyEnemyIn(fig.Sq, fig.Side, false)
	}
	canFight := enemies && pr.Fight > 0
	forced := enemies && pr.Fight > 0 && g.anyEnemyIn(fig.Sq, fig.Side, true)
	var ok uint16   // bit k: action option k (actionKeys)
	var known *able // what the extra actions need, when found here
	offer := func(k int, can bool) {
		if can {
			ok |= 1 << k
		}
	}
	switch {
	case forced:
		// Forced fight (M.5.2).
		offer(actStandFight, fig.Terrified)
		offer(actFight, !fig.Terrified)
	case fig.Terrified:
		// A terrified figure can only stand up or do nothing (M.12.4).
		offer(actStandMove, true)
		offer(actStandShoot, !enemies && g.canShoot(i))
		offer(actStandFight, canFight)
		offer(actNothing, true)
	default:
		canStep := g.canMove(nil, i)
		canShoot := g.canShoot(i)
		known = &able{move: canStep, shoot: canShoot}
		shots := canShoot || g.canCover(f)
		offer(actMove, canStep)
		offer(actMoveShoot, canStep || shots || canFight)
		offer(actShootMove, shots)
		offer(actAim, shots && !g.has(i, RapidFire)) // M.18.14.1
		offer(actFight, canFight)
		offer(actNothing, true)
	}
	g.memo.actOK = ok
	out := g.memo.mem.Options(numActions + 3) // with the extra actions
	n := g.names(i)
	for ; ok != 0; ok &= ok - 1 { // in actionKeys order
		out = append(out, n.actOpts[bits.TrailingZeros16(ok)])
	}
	if !forced {
		out = g.appendExtras(out, f, known) // M.17.6: before the normal action
	}
	return out
}

// chooseAction carries out option k of the action question (key).
// The action question built last is the one answered (actionOptions is
// built only for Pending), so its first options are those of g.actOK,
// in actionKeys order, and the extra actions follow.
func (g *Game) chooseAction(f *frame, key string, k int) {
	var a *actionKey
	if ok := g.memo.actOK; k >= 0 && k < bits.OnesCount16(ok) {
		a = &actionKeys[nthBit(uint64(ok), k)]
	} else {
		verb, arg := cutVerb(key)
		if verb == "extra" {
			f.InExtra = true
			g.startExtra(f, arg)
			return
		}
		x := actionIndex(arg)
		if x < 0 {
			return
		}
		a = &actionKeys[x]
	}
	if g.logging() {
		g.log.Add("mars M.5.1", g.eventMessage("mars.action", "figure", g.st.Figs[f.Fig].ID, "action", a.key), nil)
	}
	if a.parts == nil {
		f.Stage = stAfter
		return
	}
	// setParts(f, a.parts...) without the copy.
	f.Parts, f.NP, f.IP, f.Stage = a.run, a.np, -1, stRun
	g.nextPart(f)
}

// actionIndex is the index in actionKeys of action key arg, or -1. A
// switch, which the compiler turns into a search by length and then one
// compare, instead of comparing arg with the keys in turn (about 70
// instructions and a mispredicted exit a choice of action);
// TestActionIndex checks it against actionKeys.
func actionIndex(arg string) int {
	switch arg {
	case "move":
		return actMove
	case "move-shoot":
		return actMoveShoot
	case "shoot-move":
		return actShootMove
	case "aim":
		return actAim
	case "stand-move":
		return actStandMove
	case "stand-shoot":
		return actStandShoot
	case "stand-fight":
		return actStandFight
	case "fight":
		return actFight
	case "nothing":
		return actNothing
	}
	return -1
}

// standUp ends Terrified (M.5.9); standing up among non-terrified
// enemies starts a fight at once (M.5.10), without the charge bonus.
func (g *Game) standUp(f *frame) {
	fig := &g.st.Figs[f.Fig]
	g.unplace(f.Fig)
	fig.Terrified = false
	g.place(f.Fig)
	g.logFig("mars M.5.9", "mars.stand-up", f.Fig)
	g.nextPart(f)
	if g.anyEnemyIn(fig.Sq, fig.Side, true) && g.prof(f.Fig).Fight > 0 {
		g.logFig("mars M.5.10", "mars.stand-up.fight", f.Fig)
		g.startFight(f.Fig, fig.Sq, false)
	}
}
