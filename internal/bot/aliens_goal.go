package bot

import (
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/grid"
)

// Mission objectives of the Aliens rules bot: the story, Rescue and
// Resupply missions are won by reaching things (the Computer, Mission
// Blips, Newt, the supplies, a cocoon) and by leaving through an exit, not
// by killing Aliens. Each Character on the board gets at most one goal,
// read off the View and the mission's public card (the box: where the
// objects and exits are, what the Computer does); position() pulls it
// there, and the Interact and exit options score high when they serve it.
// The Aliens still shape the route: a path stops next to them (J.5).

// goal is one Character's objective: squares to reach (exit: stand on
// them; otherwise: stand next to them and Interact).
type goal struct {
	to     []grid.Square
	exit   bool
	escort bool // follows another Character's goal, at half the pull
	field  *grid.Field
}

// objAt is a mission object of the view on the board.
type objAt struct {
	kind string
	at   grid.Square
	char string
}

// mission is the public card of the mission played, or nil.
func (c *alienCtx) mission() *content.Mission {
	if m := c.k.missions[c.v.Mission]; m != nil && m.Kind != content.BugHuntMission {
		return m
	}
	return nil
}

// objects lists the mission objects on the board, exits apart.
func (c *alienCtx) objects() []objAt {
	var out []objAt
	for _, o := range c.v.Objects {
		if o.Kind == "exit" || o.At == "" {
			continue
		}
		if s, ok := c.square(o.At); ok {
			out = append(out, objAt{o.Kind, s, o.Char})
		}
	}
	return out
}

// carrying returns what Character who carries ("" for nothing).
func (c *alienCtx) carrying(who string) string {
	for _, o := range c.v.Objects {
		if o.Carrier == who {
			return o.Kind
		}
	}
	return ""
}

// exitSquares are the Exit tokens' squares.
func (c *alienCtx) exitSquares() []grid.Square {
	var out []grid.Square
	for _, e := range c.v.Exits {
		if s, ok := c.square(e); ok {
			out = append(out, s)
		}
	}
	return out
}

// computerUsed reports the one-time Computer effect spent (or no
// Computer).
func (c *alienCtx) computerUsed() bool {
	for _, o := range c.v.Objects {
		if o.Kind == "computer" {
			return o.Used
		}
	}
	return true
}

// trapped reports a Character still held where the mission traps the
// remaining Marines (W.4.2): until the Computer frees them, those on the
// trapped start squares cannot move.
func (c *alienCtx) trapped(ch *charAt) bool {
	m := c.mission()
	if m == nil || len(m.Trapped) == 0 || c.computerUsed() {
		return false
	}
	return slices.ContainsFunc(m.Trapped, func(n string) bool { s, ok := c.square(n); return ok && s == ch.at })
}

// rescued reports a Character cut out of a cocoon (S.1): a Grunt with no
// gear (M.13.1 discarded it), which no other Character is at the start.
func rescued(ch *charAt) bool { return !ch.cv.Hero && len(ch.cv.Equipped) == 0 }

// goals assigns every Character on the board its goal, once per view.
// Interact goals are handed out greedily, nearest Character first, one
// Character per object; everyone without one escorts (no goal) or, once
// the mission is about leaving, heads for the nearest exit.
func (c *alienCtx) goals() map[string]*goal {
	if c.goalsOf != nil {
		return c.goalsOf
	}
	c.goalsOf = map[string]*goal{}
	m := c.mission()
	if m == nil || c.l == nil {
		return c.goalsOf
	}
	exits := c.exitSquares()
	var lead *goal     // the most urgent objective, for the escort
	var free []*charAt // standing Characters without a goal yet
	for i := range c.chars {
		ch := &c.chars[i]
		if ch.cv.Status != "standing" || c.trapped(ch) {
			continue
		}
		// A carrier, or the rescued Character (Rescue), goes home with
		// the others around it; they leave after it (nobody may stay).
		if what := c.carrying(ch.id); (what != "" || m.Victory == content.VictoryRescue && rescued(ch)) && len(exits) > 0 {
			c.goalsOf[ch.id] = &goal{to: exits, exit: true}
			if lead == nil {
				lead = &goal{to: []grid.Square{ch.at}} // escort the carrier
			}
			continue
		}
		free = append(free, ch)
	}
	// The objects worth reaching now.
	var targets []objAt
	for _, o := range c.objects() {
		switch o.kind {
		case "mission-blip", "newt", "supplies", "cocoon":
			if o.kind == "cocoon" && c.anyRescued() {
				continue // one rescued Character wins: take it home
			}
			targets = append(targets, o)
		case "computer":
			if m.ComputerEffect == content.ComputerReveal && !c.anyObject("mission-blip") {
				continue
			}
			if !c.computerUsed() || m.ComputerEffect == content.ComputerReveal {
				targets = append(targets, o)
			}
		case "crate":
			if m.CrateEffect == content.CrateSupplies {
				targets = append(targets, o)
			}
		}
	}
	// Newt (or the supplies) first: whoever is nearest fetches her.
	slices.SortStableFunc(targets, func(a, b objAt) int { return c.objRank(a) - c.objRank(b) })
	for _, t := range targets {
		if len(free) == 0 {
			break
		}
		f := c.field([]grid.Square{t.at})
		best := -1
		for i, ch := range free {
			if best < 0 || dist(f, ch.at) < dist(f, free[best].at) {
				best = i
			}
		}
		if dist(f, free[best].at) >= 99 {
			continue
		}
		g := &goal{to: []grid.Square{t.at}, field: f}
		c.goalsOf[free[best].id] = g
		free = slices.Delete(free, best, best+1)
		if lead == nil {
			lead = g
		}
	}
	switch {
	case c.leaving() && len(exits) > 0:
		for _, ch := range free {
			c.goalsOf[ch.id] = &goal{to: exits, exit: true}
		}
	case lead != nil:
		// The rest go along: a lone Marine is a dead Marine.
		for _, ch := range free {
			c.goalsOf[ch.id] = &goal{to: lead.to, escort: true, field: lead.field}
		}
	}
	return c.goalsOf
}

// objRank orders the objects by urgency: what wins the mission first.
func (c *alienCtx) objRank(o objAt) int {
	switch o.kind {
	case "newt", "supplies", "cocoon":
		return 0
	case "computer":
		return 1
	}
	return 2
}

func (c *alienCtx) anyObject(kind string) bool {
	return slices.ContainsFunc(c.v.Objects, func(o aliens.ObjectView) bool { return o.Kind == kind && o.At != "" })
}

// rescuedOut reports a rescued Character gone through the exit.
func (c *alienCtx) rescuedOut() bool {
	return slices.ContainsFunc(c.v.Chars, func(cv aliens.CharView) bool {
		return cv.Status == "escaped" && !cv.Hero && len(cv.Equipped) == 0
	})
}

func (c *alienCtx) anyRescued() bool {
	return slices.ContainsFunc(c.chars, func(ch charAt) bool { return rescued(&ch) && ch.cv.Status != "killed" })
}

// leaving reports that the mission is won by getting out now: everyone
// (escape missions, once the Computer has done its work; Rescue, once a
// rescued Character is out: nobody may stay behind).
func (c *alienCtx) leaving() bool {
	m := c.mission()
	switch m.Victory {
	case content.VictoryEscape:
		return c.computerUsed()
	case content.VictoryRescue:
		return c.rescuedOut()
	}
	return false
}

// goalField returns the distances to g's squares.
func (c *alienCtx) goalField(g *goal) *grid.Field {
	if g.field == nil {
		g.field = c.field(g.to)
	}
	return g.field
}

// goalDist is how far Character who on square s is from its goal: 0 on
// the exit or next to the object; -1 without a goal.
func (c *alienCtx) goalDist(who string, s grid.Square) int {
	g := c.goals()[who]
	if g == nil {
		return -1
	}
	d := dist(c.goalField(g), s)
	switch {
	case g.escort:
		d = max(0, d-2) / 2 // near the objective, not on it
	case !g.exit:
		d = max(0, d-1)
	}
	return d
}

// objectiveDistance is how far the squad is from its next objective: the
// least goalDist of a Character heading for an object or an exit, or -1
// when nobody is.
func (c *alienCtx) objectiveDistance() int {
	best := -1
	for _, ch := range c.chars {
		if g := c.goals()[ch.id]; g == nil || g.escort {
			continue
		}
		if d := c.goalDist(ch.id, ch.at); best < 0 || d < best {
			best = d
		}
	}
	return best
}

// goalWeight is what one step nearer the goal is worth, more as the Turn
// Dial nears the mission's limit.
func (c *alienCtx) goalWeight() float64 {
	w := 0.6
	if c.v.TurnLimit > 0 && c.v.Turn >= c.v.TurnLimit-3 {
		w = 1.2
	}
	return w
}

// interactScore scores an Interact option ("interact:C4" or
// "interact:C4:D5", J.12).
func (c *alienCtx) interactScore(who, k string) float64 {
	m := c.mission()
	if m == nil {
		return -0.05
	}
	rest, _ := argAfter(k, "interact")
	at, target, _ := strings.Cut(rest, ":")
	s, ok := c.square(at)
	if !ok {
		return -0.05
	}
	kind := ""
	for _, o := range c.objects() {
		if o.at == s {
			kind = o.kind
		}
	}
	switch kind {
	case "computer":
		if m.ComputerEffect != content.ComputerReveal {
			return 4
		}
		// Turn over the Mission Blip farthest from the squad: the near
		// ones can be reached on foot.
		t, ok := c.square(target)
		if !ok {
			return 0
		}
		return 2 + 0.05*float64(min(dist(c.distChars(), t), 40))
	case "crate":
		if m.CrateEffect == content.CrateSupplies {
			return 4
		}
		// A free Rest: worth it once the Exhaust Pile holds the cards.
		if c.v.Exhaust >= min(3, m.CrateCards) {
			return c.restScore("") + 0.5
		}
		return -0.5
	case "mission-blip", "newt", "supplies", "cocoon":
		return 4
	}
	return 0
}
