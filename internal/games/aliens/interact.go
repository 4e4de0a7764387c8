package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// J.12: the Interact action. The Character stands in a space adjacent to
// the mission object (0.5, and one legal step away: nothing across a
// wall, D.6) and spends one Action; the mission says what happens (T.8,
// T.10, Y.8; all authored, see story.go):
//
//	computer, reveal    Tech test (J.2): a pass turns over the Mission
//	                    Blip named in the option (T.10)
//	computer, unlock    Tech test: a pass frees every trapped Character
//	computer, dropship  Tech test: a pass calls the dropship, once
//	crate, recycle      Recycle CrateCards cards (F.4); the Crate is used up
//	crate, supplies     pick the supplies up
//	mission blip        turn it over
//	Newt's token        pick Newt up
//	supplies            pick them up
//	cocoon              cut the Captured Character free (S.1), not while
//	                    a model stands on the cocoon's space
//
// Keys: "interact:C4" for the object on C4; "interact:C4:D5" for the
// computer on C4 revealing the Mission Blip on D5.

// interactOptions lists the Interact actions ch may take now (J.12).
func (g *Game) interactOptions(ch CharID) []engine.Option {
	m := g.mission()
	c := &g.st.Chars[ch]
	if m == nil || g.board == nil || c.Actions <= 0 {
		return nil
	}
	var out []engine.Option
	for _, o := range g.st.Objects {
		if o.At < 0 || o.Kind == objExit || !g.inReach(c.At, o.At) { // [J.12] [D.6]
			continue
		}
		at := g.squareName(o.At)
		key, msg := "interact:"+at, "aliens.opt.interact"
		switch o.Kind {
		case objComputer:
			if o.Used {
				continue
			}
			if m.ComputerEffect == content.ComputerReveal {
				for _, b := range g.st.Objects {
					if b.Kind == objMissionBlip && b.At >= 0 {
						n := g.squareName(b.At)
						out = append(out, engine.Option{Key: key + ":" + n, At: at,
							Msg: g.optMsg("aliens.opt.interact-locate", "char", ch.Name(), "at", n)})
					}
				}
				continue
			}
			if m.ComputerEffect == content.ComputerUnlock && !g.anyTrapped() {
				continue
			}
		case objCocoon:
			if g.occupied(o.At) {
				continue // S.1: the freed Character would have no space to stand on
			}
		case objNewt, objSupplies, objCrate:
			if g.carried(ch) >= 0 && (o.Kind != objCrate || m.CrateEffect == content.CrateSupplies) {
				continue // one thing at a time
			}
		}
		out = append(out, engine.Option{Key: key, At: at, Msg: engine.M(msg, "char", ch.Name(), "object", o.Kind.Name(), "at", at)})
	}
	return out
}

func (g *Game) anyTrapped() bool {
	return slices.ContainsFunc(g.st.Chars[:], func(c Character) bool { return c.onBoard() && c.Trapped })
}

// chooseInteractKey takes the Interact action a key names; false if the
// key is not one.
func (g *Game) chooseInteractKey(ch CharID, key string) bool {
	a, ok := keyArg(key, "interact")
	if !ok {
		return false
	}
	name, target, _ := cut(a, ":")
	s, _ := g.board.Lookup(name)
	i := g.objectAt(int(s))
	if i < 0 {
		return true // cannot happen: keys come from the options
	}
	g.st.Chars[ch].Actions--
	o := &g.st.Objects[i]
	if g.logging() {
		g.emit("J.12", engine.M("aliens.action.interact", "char", ch.Name(), "object", o.Kind.Name(), "at", name), nil)
	}
	m := g.mission()
	switch o.Kind {
	case objComputer:
		if g.techRoll(ch, "J.2") > g.side(ch).Tech {
			return true // [J.2] no effect; it may be tried again
		}
		g.useComputer(i, m, target)
	case objCrate:
		if m.CrateEffect == content.CrateSupplies {
			o.Kind = objSupplies
			g.pickUp(ch, i)
			return true
		}
		if g.logging() {
			g.emit("T.8", engine.M("aliens.crate.opened", "n", m.CrateCards), nil)
		}
		g.st.Objects = slices.Delete(g.st.Objects, i, i+1)
		for range m.CrateCards {
			if len(g.st.Exhaust) == 0 || g.st.Over {
				break // [F.4.4]
			}
			g.recycle()
		}
	case objMissionBlip:
		g.turnOver(i)
	case objNewt, objSupplies:
		g.pickUp(ch, i)
	case objCocoon:
		g.freeCaptive(i)
	}
	return true
}

func (g *Game) useComputer(i int, m *content.Mission, target string) {
	o := &g.st.Objects[i]
	switch m.ComputerEffect {
	case content.ComputerReveal:
		s, _ := g.board.Lookup(target)
		if j := g.objectAt(int(s)); j >= 0 && g.st.Objects[j].Kind == objMissionBlip {
			if g.logging() {
				g.emit("T.8", engine.M("aliens.computer.located", "at", target), nil)
			}
			g.turnOver(j)
		}
	case content.ComputerUnlock:
		o.Used = true
		for k := range g.st.Chars {
			if c := &g.st.Chars[k]; c.Trapped {
				c.Trapped = false
				if g.logging() {
					g.emit("T.8", engine.M("aliens.char.freed", "char", c.ID.Name()), nil)
				}
			}
		}
	case content.ComputerDropship:
		o.Used = true
		g.st.Dropship = g.st.Turn + m.DropshipTurns
		if g.logging() {
			g.emit("T.8", engine.M("aliens.computer.dropship", "turn", g.st.Dropship), nil)
		}
	}
}

// turnOver flips Mission Blip i (T.10): Newt's token stays face up, a
// Facehugger comes to life on its square (T.9; if the square is taken or
// both tokens are in play it does not), an empty one is removed.
func (g *Game) turnOver(i int) {
	o := &g.st.Objects[i]
	at := o.At
	if g.logging() {
		g.emit("T.10", engine.M("aliens.mission-blip.turned", "at", g.squareName(at), "face", faceName(o.Face)), nil)
	}
	switch o.Face {
	case content.FaceNewt:
		o.Kind, o.Face = objNewt, ""
	case content.FaceFacehugger:
		g.st.Objects = slices.Delete(g.st.Objects, i, i+1)
		if !g.occupied(at) && g.facehuggers() < maxFacehuggers {
			g.st.NextAlien++
			g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: at, Facehugger: true, Acted: true})
			g.sightChanged()
		}
	default:
		g.st.Objects = slices.Delete(g.st.Objects, i, i+1)
	}
}

func (g *Game) pickUp(ch CharID, i int) {
	o := &g.st.Objects[i]
	o.At, o.Carrier = -1, int(ch)+1
	if g.logging() {
		g.emit("J.12", engine.M("aliens.object.picked-up", "char", ch.Name(), "object", o.Kind.Name()), nil)
	}
}

// freeCaptive cuts a Captured Character out of its cocoon (S.1): it
// enters the mission on the cocoon's square as a Grunt, without gear
// (M.13.1 discarded it), its Aim Dial set (C.7), not yet activated.
func (g *Game) freeCaptive(i int) {
	o := g.st.Objects[i]
	g.st.Objects = slices.Delete(g.st.Objects, i, i+1)
	c := &g.st.Chars[o.Char]
	c.InPlay, c.Status, c.Hero, c.Owner, c.At, c.Rescued = true, Standing, false, -1, o.At, true
	g.sightChanged()
	g.resetAim(o.Char)
	if g.logging() {
		g.emit("S.1", engine.M("aliens.char.rescued", "char", o.Char.Name(), "at", g.squareName(o.At)), nil)
	}
}
