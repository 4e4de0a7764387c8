package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
)

// VPToWin is the victory-point target (M.2.3, M.20.2).
const VPToWin = 8

// killHow says how a figure was killed, for scenario VP.
type killHow uint8

const (
	killShot  killHow = iota + 1 // by a figure's SHOOT attack
	killFight                    // in a FIGHT
	killCard                     // by a card's SHOOT attack (M.11)
)

// killTally counts a side's kills by how they were made.
type killTally struct {
	Shot, Fight, Card int
	// Markers collected (M.16.7).
	Markers int
	// Troopers: Martian troopers killed, for S3's "+1 per 2" (S3.4).
	Troopers int
}

// score awards the VP of a kill under the skirmish's conditions (those of
// S1: +1 per enemy killed by shooting, +2 per enemy killed in a fight;
// M.11.5 and A21 for card kills). Kills of one's own figures score
// nothing. Partial points are never given (M.20.1).
func (g *Game) score(by Side, victim, killer int8, how killHow) {
	if g.st.Figs[victim].Side == by {
		return
	}
	vp := 0
	if g.scen != nil {
		switch how {
		case killShot:
			g.st.Kills[by].Shot++
		case killFight:
			g.st.Kills[by].Fight++
		case killCard:
			g.st.Kills[by].Card++
		}
		if g.scen.Score != nil {
			vp = g.scen.Score(g, by, victim, killer, how)
		}
		if vp > 0 {
			g.addVP(by, vp)
			g.st.LastVP = g.st.Turn.Side
			if g.logging() {
				g.log.Add("mars M.20.1", engine.M("mars.vp", "side", by, "vp", vp, "total", g.st.VP[by]), nil)
			}
		}
		return
	}
	switch how {
	case killShot:
		g.st.Kills[by].Shot++
		vp = 1
	case killFight:
		g.st.Kills[by].Fight++
		vp = 2
	case killCard:
		g.st.Kills[by].Card++
		if g.opts.CardShootKillIsShooting {
			vp = 1
		}
	}
	if vp > 0 {
		g.addVP(by, vp)
		g.st.LastVP = g.st.Turn.Side
		if g.logging() {
			g.log.Add("mars M.20.1", engine.M("mars.vp", "side", by, "vp", vp, "total", g.st.VP[by]), nil)
		}
	}
}

// checkVictory ends the game when a side has 8 VP (M.20.2; both at once:
// more VP wins, then the side in whose turn the last VP were scored,
// M.20.3), or when a side has no figure left on the mat (M.20.4; VP are
// checked first, A14). Both sides wiped out at once is a draw
// [INFERENCE].
//
// A quiet game asks again only when the VP or the figures changed since
// a check that decided nothing (touch; rule tests set figures by hand,
// and their games are not quiet).
func (g *Game) checkVictory() {
	if g.st.Over || g.st.Dep.Active {
		return // nothing is decided while the figures are placed
	}
	if g.victorySeen() {
		return
	}
	if g.memo.vic.valid && g.memo.vic.vp == g.st.VP && (g.scen == nil || !g.scen.LastStanding) &&
		g.hintStands(Humans) && g.hintStands(Martians) {
		// decideVictory's answer when nothing but the figures changed:
		// the VP were below 8 (the last check decided nothing), the
		// scenario has no rule of its own about the last figures
		// standing, and a figure of each side still stands (victoryHint). Most
		// checks follow a step of movement; this one costs a few loads,
		// not a call.
		g.memo.vic.gen = g.memo.figGen
		return
	}
	g.decideVictory()
	g.memo.vic = victoryKey{gen: g.memo.figGen, vp: g.st.VP, valid: g.log.Off}
}

// victoryMoved follows touch when a living figure moved from one square
// of the mat to another (moveFig): a victory check seen just before the
// move is still seen, as nothing decideVictory reads changed (the VP,
// which figures stand on the mat or wait in the reserve, how many).
// Most checks follow a step.
func (g *Game) victoryMoved() {
	if g.memo.vic.gen+1 == g.memo.figGen {
		g.memo.vic.gen = g.memo.figGen
	}
}

// addVP gives side s n more VP. A change of the VP counts as a change of
// the figures for the victory check (figGen, victorySeen), while a kept
// count of the figures stays kept: they did not move.
func (g *Game) addVP(s Side, n int) {
	g.st.VP[s] += n
	kept := g.memo.occGen == g.memo.figGen
	g.memo.figGen++
	if kept {
		g.memo.occGen = g.memo.figGen
	}
}

// hintStands: side s's victoryHint figure (a hint, checked) still keeps the
// side in the game (standing).
func (g *Game) hintStands(s Side) bool {
	h := g.memo.victoryHint[s]
	return int(h) < len(g.st.Figs) && g.st.Figs[h].Side&1 == s && g.standing(h)
}

// decideVictory is checkVictory.
func (g *Game) decideVictory() {
	h, m := g.st.VP[Humans] >= VPToWin, g.st.VP[Martians] >= VPToWin
	switch {
	case h && m:
		w := g.st.LastVP
		switch {
		case g.st.VP[Humans] > g.st.VP[Martians]:
			w = Humans
		case g.st.VP[Martians] > g.st.VP[Humans]:
			w = Martians
		}
		g.finish(int8(w), "mars M.20.3", engine.M("mars.win.vp-tie", "side", w))
		return
	case h || m:
		w := Humans
		if m {
			w = Martians
		}
		g.finish(int8(w), "mars M.20.2", engine.M("mars.win.vp", "side", w, "vp", g.st.VP[w]))
		return
	}
	if g.scen != nil && g.scen.LastStanding && g.lastStanding() {
		return
	}
	var left [2]bool
	// The figures found last time usually still count (victoryHint).
	left[Humans], left[Martians] = g.hintStands(Humans), g.hintStands(Martians)
	for i := 0; i < len(g.st.Figs) && !(left[Humans] && left[Martians]); i++ {
		if s := g.st.Figs[i].Side & 1; !left[s] && g.standing(int8(i)) {
			left[s] = true
			g.memo.victoryHint[s] = int8(i)
		}
	}
	switch {
	case !left[Humans] && !left[Martians]:
		g.finish(-1, "mars M.20.4", plainMessage("mars.win.draw"))
	case !left[Humans]:
		g.finish(int8(Martians), "mars M.20.4", engine.M("mars.win.eliminated", "side", Martians))
	case !left[Martians]:
		g.finish(int8(Humans), "mars M.20.4", engine.M("mars.win.eliminated", "side", Humans))
	}
}

// roundLimitReached ends the game at the end of the table's last round
// (RoundLimit; the rulebook has no limit, M.20.6): the side with more VP
// wins, as in a tie at 8 (M.20.3); equal VP is a draw [authored].
func (g *Game) roundLimitReached() {
	h, m := g.st.VP[Humans], g.st.VP[Martians]
	switch {
	case h > m:
		g.finish(int8(Humans), "mars M.20.6", engine.M("mars.win.round-limit", "side", Humans, "round", g.st.Round, "vp", h, "other", m))
	case m > h:
		g.finish(int8(Martians), "mars M.20.6", engine.M("mars.win.round-limit", "side", Martians, "round", g.st.Round, "vp", m, "other", h))
	default:
		g.finish(-1, "mars M.20.6", engine.M("mars.win.round-limit-draw", "round", g.st.Round, "vp", h))
	}
}

// victorySeen: a quiet game's last victory check saw these figures and
// VP and decided nothing. Small enough to be inlined in the run loop,
// which checks before every step: the VP change only through addVP,
// which counts them as a change of the figures (figGen), and valid is
// set only in a quiet game (SetQuiet clears it), so two compares tell
// (TestVictorySeenMatchesVP checks the VP after every choice).
func (g *Game) victorySeen() bool {
	return g.memo.vic.gen == g.memo.figGen && g.memo.vic.valid
}

// victoryKey is what a victory check that decided nothing saw; valid
// only in a quiet game.
type victoryKey struct {
	gen   uint32
	vp    [2]int
	valid bool
}

// standing: figure i keeps its side in the game (M.20.4): on the mat, or
// waiting to enter where those count (A14).
func (g *Game) standing(i int8) bool {
	f := &g.st.Figs[i]
	return (f.Alive && f.Sq.OnMat()) || (f.Reserve && g.opts.EliminationCountsReserves)
}

func (g *Game) finish(winner int8, rule string, msg engine.Msg) {
	g.st.Over, g.st.Winner, g.st.OutRule, g.st.OutMsg = true, winner, rule, msg
	g.st.Wait = wNone
	g.log.Add(rule, msg, nil)
}
