package marsattacks

import (
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// wait names the question the game is waiting on. The game advances by
// itself (run) until it needs a choice, then stops at one of these.
type wait uint8

const (
	wNone       wait = iota // not waiting: run advances
	wTurn                   // the side to play chooses a turn option (M.4.6)
	wAction                 // an activated figure chooses an action option (M.5.1)
	wStep                   // one square of movement or stop (M.6)
	wShoot                  // a square to shoot at, a fight, Covering Fire, or hold
	wTarget                 // the attacker picks the figure in the target square
	wJump                   // the Fearless figures' owner picks who jumps in (M.18.6.3)
	wDefend                 // the defender fights back or dodges (M.8.6)
	wAfter                  // after the normal action: hero extra action, leader abilities
	wFollow                 // Follow Me!/Born Leader/In Charge: the next figure
	wCenter                 // In Charge: the centre square (M.18.8)
	wRapid                  // Rapid Fire: a second attack? (M.18.14)
	wLateNights             // Too Many Late Nights: duck away? (M.18.19)
	wCover                  // Covering Fire: the squares (M.18.4)
	wDiscard                // end of round: discard (M.4.17)
	wCard                   // a card window before a test (M.13.7)
	wCardSquare             // a TARGETED card's square (M.14.3)
	wAuthority              // Authority at the start of a round (M.18.1)
	wRepair                 // Repair or score an artifact (M.18.10)
	wCardMove               // the figure of a card's extra MOVE (M.13.8)
	wReinforce              // Reinforcements Coming!: who returns, and where (M.13.23)
	wDeploy                 // deployment: a hero of choice, a figure's square (M.19)
	wReact                  // a reaction card after an opponent's action (M.13.5, reaction.go)
	wOrient                 // the Martians lay the scenario map on the mat (M.19.2, orient.go)
)

// run advances the game until it needs a choice or is over. Victory is
// checked between steps, so everything one step does (a shot and its
// terrified tests, an event card's attack) counts as simultaneous for
// M.20.3.
//
// Each pass performs one automatic step of the state machine (in the
// loop, not a call of its own: a choice runs a step or two).
func (g *Game) run() {
	for {
		if !g.victorySeen() {
			g.checkVictory()
		}
		if g.st.Over || g.st.Wait != wNone {
			return
		}
		switch {
		case g.st.Orient.Pending:
			g.st.Wait = wOrient
		case g.st.Dep.Active:
			g.stepDeploy()
		case g.st.CardEffect.Scatter != 0 && len(g.st.Stack) == 0:
			g.stepScatter() // M.15.5: before any other rule
		case g.st.End.Active:
			g.stepRoundEnd()
		case g.st.Auth.Active:
			g.stepAuthority()
		case g.st.Civ.Active:
			g.stepCivilians()
		case g.st.React.Pending && len(g.st.Stack) == 0:
			g.stepReaction()
		case len(g.st.Stack) > 0:
			g.stepFrame()
		default:
			g.stepTurn()
		}
	}
}

// decision builds the pending question.
func (g *Game) decision() *engine.Decision {
	if !g.ask() {
		return g.buildDecision()
	}
	defer g.done()
	return g.buildDecision()
}

// buildDecision is decision, between ask and done: a function of its
// own, as its many returns would keep the deferred done from being
// compiled inline.
func (g *Game) buildDecision() *engine.Decision {
	switch g.st.Wait {
	case wTurn:
		return g.turnDecision()
	case wDiscard:
		return g.discardDecision()
	case wDefend:
		return g.defendDecision()
	case wJump:
		return g.jumpDecision()
	case wTarget:
		return g.targetDecision()
	case wCard:
		return g.cardDecision()
	case wAuthority:
		return g.authorityDecision()
	case wCardSquare:
		return g.cardSquareDecision()
	case wCardMove:
		return g.cardMoveDecision()
	case wDeploy:
		return g.deployDecision()
	case wReinforce:
		return g.reinforceDecision()
	case wReact:
		return g.reactDecision()
	case wOrient:
		return g.orientDecision()
	}
	f := g.top()
	side := g.st.Figs[f.Fig].Side
	d := g.memo.mem.Decision(g.seatOf(side), engine.Msg{})
	switch g.st.Wait {
	case wAction:
		d.Prompt = g.figMsg("mars.prompt.action", f.Fig)
		d.Options = g.actionOptions(f)
	case wStep:
		d.Prompt = g.stepPrompt(f.Fig, f.Steps)
		if d.Options = g.memo.kept; d.Options == nil {
			d.Options = g.stepOptions(f)
		}
	case wShoot:
		d.Prompt = g.figMsg("mars.prompt.shoot", f.Fig)
		if d.Options = g.memo.kept; d.Options == nil {
			d.Options = g.shootOptions(f)
		}
	case wAfter:
		d.Prompt = g.figMsg("mars.prompt.after", f.Fig)
		if d.Options = g.memo.kept; d.Options == nil {
			d.Options = g.afterOptions(f)
		}
	case wFollow:
		id := g.st.Figs[f.Fig].ID
		if f.Stage == stFollow {
			d.Prompt = g.figMsg("mars.prompt.follow-next", f.Fig)
		} else {
			d.Prompt = g.memo.mem.Message("mars.prompt.follow", "figure", id, "left", strconv.Itoa(int(f.FollowLeft)))
		}
		if d.Options = g.memo.kept; d.Options == nil {
			d.Options = g.followOptions(f)
		}
	case wCenter:
		d.Prompt = g.figMsg("mars.prompt.center", f.Fig)
		d.Options = g.centerOptions(f)
	case wRapid:
		d.Prompt = g.figMsg("mars.prompt.rapid", f.Fig)
		d.Options = append(g.memo.mem.Options(2), engine.Option{Key: "rapid", Msg: plainMessage("mars.opt.rapid")}, engine.Option{Key: "stop", Msg: plainMessage("mars.opt.stop")})
	case wLateNights:
		d.Prompt = g.figMsg("mars.prompt.late-nights", f.Fig)
		d.Options = append(g.memo.mem.Options(2), engine.Option{Key: "late-nights", Msg: plainMessage("mars.opt.late-nights")}, engine.Option{Key: "stop", Msg: plainMessage("mars.opt.stop")})
	case wRepair:
		return g.repairDecision()
	case wCover:
		d.Prompt = g.figMsg("mars.prompt.cover", f.Fig)
		d.Options = g.coverOptions(f)
	}
	return d
}

// choose carries out a validated choice: key is option k of the
// pending decision (k < 0: not known). The questions asked most (turn,
// action, step, reaction, shoot) come first and cut their keys by the
// verb they expect; the others are chooseRare's, a function of its own
// so that the code run on most choices stays short.
func (g *Game) choose(key string, k int) {
	w := g.st.Wait
	g.st.Wait = wNone
	switch w {
	case wTurn:
		g.chooseTurn(key, k)
	case wAction:
		g.chooseAction(g.top(), key, k)
	case wStep:
		g.chooseStep(g.top(), key)
	case wReact:
		if key == "no-card" { // the usual answer (optNoCard)
			g.chooseReaction(key, "")
			return
		}
		verb, arg := cutVerb(key)
		g.chooseReaction(verb, arg)
	case wShoot:
		g.chooseShoot(g.top(), key)
	default:
		g.chooseRare(w, key)
	}
}

// chooseRare is choose for the questions asked less often.
func (g *Game) chooseRare(w wait, key string) {
	if w == wCard && key == "no-card" { // most card windows (optNoCard)
		g.chooseCard(key, "")
		return
	}
	verb, arg := cutVerb(key)
	switch w {
	case wDiscard:
		g.chooseDiscard(verb, arg)
	case wDefend:
		g.defend(arg)
	case wCard:
		g.chooseCard(verb, arg)
	case wAuthority:
		g.chooseAuthority(verb, arg)
	case wCardSquare:
		g.chooseCardSquare(verb, arg)
	case wCardMove:
		g.chooseCardMove(arg)
	case wDeploy:
		g.chooseDeploy(verb, arg)
	case wReinforce:
		g.chooseReinforce(verb, arg)
	case wOrient:
		g.chooseOrient(arg)
	case wJump, wTarget:
		g.targetChosen(g.figByID(arg))
	case wAfter:
		g.chooseAfter(g.top(), verb, arg)
	case wFollow:
		g.chooseFollow(g.top(), verb, arg)
	case wCenter:
		g.chooseCenter(g.top(), arg)
	case wRapid:
		g.chooseRapid(g.top(), verb)
	case wLateNights:
		g.chooseLateNights(g.top(), verb)
	case wCover:
		g.chooseCover(g.top(), verb, arg)
	case wRepair:
		g.chooseRepair(g.top(), verb)
	}
}

// cutVerb splits an option key into its verb and argument ("step:C4").
func cutVerb(key string) (verb, arg string) {
	verb, arg, _ = strings.Cut(key, ":")
	return verb, arg
}

// top is the activation in progress (the innermost one).
func (g *Game) top() *frame { return &g.st.Stack[len(g.st.Stack)-1] }

func opt(key string, msg engine.Msg) engine.Option { return engine.Option{Key: key, Msg: msg} }

func optAt(key string, msg engine.Msg, at Sq) engine.Option {
	return engine.Option{Key: key, Msg: msg, At: at.String()}
}
