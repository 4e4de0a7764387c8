package bot

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// The Mars Attacks rules bot plays either side. It shoots what it can
// reach and what scores, picking the target worth most VP and the
// weakest defender; it fights only when its Fight value beats the
// defender's Survive; it moves towards its scenario's objective (an exit
// edge, the loot, the uplink, an enemy zone) and otherwise to its weapon's
// range of the nearest enemy; it spends hero points and cards on shots
// and fights rather than on walking.

// marsCtx is what the bot reads off one Mars Attacks view.
type marsCtx struct {
	v    *marsattacks.View
	k    *knowledge
	side marsattacks.Side
	mine []*marsattacks.FigureView // alive, on the mat
	foes []*marsattacks.FigureView
}

// reset makes c the context of view v, keeping c's lists for reuse.
func (c *marsCtx) reset(v *marsattacks.View) {
	*c = marsCtx{v: v, k: builtin(), mine: c.mine[:0], foes: c.foes[:0]}
	if v.Side == "martians" {
		c.side = marsattacks.Martians
	}
	for i := range v.Figures {
		f := &v.Figures[i]
		if !f.Alive || f.Reserve || f.Exited || f.Square == "" {
			continue
		}
		if f.Side == c.side {
			c.mine = append(c.mine, f)
		} else {
			c.foes = append(c.foes, f)
		}
	}
}

// marsScores scores every option of d for the bot's side into out, with
// c reset to v.
func marsScores(c *marsCtx, v *marsattacks.View, d *engine.Decision, out []float64) []float64 {
	c.reset(v)
	me := c.fig(msgArgs(d.Prompt.Args).get("figure"))
	for i, o := range d.Options {
		out[i] = c.score(d.Prompt.Key, me, o.Key)
	}
	return out
}

// xy parses a mat square name ("C4") into 0-based coordinates.
func xy(name string) (int, int, bool) {
	if len(name) < 2 || name[0] < 'A' || name[0] > 'Z' {
		return 0, 0, false
	}
	y, err := strconv.Atoi(name[1:])
	if err != nil {
		return 0, 0, false
	}
	return int(name[0] - 'A'), y - 1, true
}

// chebyshev is the Mars Attacks distance (M.9.2); far when unknown.
func chebyshev(a, b string) int {
	ax, ay, okA := xy(a)
	bx, by, okB := xy(b)
	if !okA || !okB {
		return 99
	}
	return max(abs(ax-bx), abs(ay-by))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (c *marsCtx) fig(id string) *marsattacks.FigureView {
	for i := range c.v.Figures {
		if c.v.Figures[i].ID == id {
			return &c.v.Figures[i]
		}
	}
	return nil
}

func (c *marsCtx) profile(f *marsattacks.FigureView) *content.Profile {
	if f == nil {
		return nil
	}
	return c.k.mars[f.Profile]
}

// inRange reports whether f's weapon reaches square at (M.9.3).
func (c *marsCtx) inRange(f *marsattacks.FigureView, at string) bool {
	p := c.profile(f)
	d := chebyshev(f.Square, at)
	if p == nil || p.Range.IsNone() {
		return d == 0
	}
	return d >= p.Range.Min && d <= p.Range.Max
}

// targetsFor counts enemies f can shoot at from where it stands.
func (c *marsCtx) targetsFor(f *marsattacks.FigureView) int {
	n := 0
	for _, e := range c.foes {
		if c.inRange(f, e.Square) {
			n++
		}
	}
	return n
}

// foeValue is what killing enemy figure e is worth: heroes carry the
// VP of most scenarios (S2, S4, S6, S7, S9) and wounded heroes (fewer
// hit points) are nearly dead.
func (c *marsCtx) foeValue(e *marsattacks.FigureView) float64 {
	v := 1.0
	if p := c.profile(e); p != nil {
		if p.Type == content.HeroProfile {
			v += 2
		}
		v += 0.3 * float64(p.HeroPoints)
		// An easy kill: the worse its Survive target, the better.
		v += 0.1 * float64(p.Survive)
	}
	if e.HP > 0 {
		v += 0.5 / float64(e.HP)
	}
	if e.Terrified {
		v += 0.3
	}
	return v
}

// fightOdds compares the attacker's Fight target with the defender's
// (lower is better on a d8, M.2.4); positive favours the bot.
func (c *marsCtx) fightOdds(me, foe *marsattacks.FigureView) float64 {
	pm, pf := c.profile(me), c.profile(foe)
	if pm == nil || pf == nil {
		return 0
	}
	return float64(pf.Fight-pm.Fight) + 0.5
}

// anyFoeAt reports an enemy figure on square at.
func (c *marsCtx) anyFoeAt(at string) bool {
	return slices.ContainsFunc(c.foes, func(e *marsattacks.FigureView) bool { return e.Square == at })
}

// score dispatches on the prompt.
// me is the figure the decision is about (nil: none).
func (c *marsCtx) score(prompt string, me *marsattacks.FigureView, k string) float64 {
	switch strings.TrimPrefix(prompt, "mars.prompt.") {
	case "turn":
		return c.turnScore(k)
	case "action":
		return c.actionScore(me, k)
	case "step":
		return c.stepScore(me, k)
	case "shoot":
		return c.shootScore(me, k)
	case "target":
		return c.targetScore(k)
	case "defence", "defense":
		return c.defenceScore(me, k)
	case "after":
		return c.afterScore(me, k)
	case "card":
		// A card before a roll: use it if the hand holds more than one.
		return boolScore(!declines(k), len(c.v.Hand) > 1)
	case "card-square":
		return c.areaScore(k)
	case "discard":
		return boolScore(declines(k), true)
	}
	if declines(k) {
		return -1
	}
	return 0
}

// turnScore: activate the figure with the most to do first (targets in
// range, heroes); trigger support rows and play cards when there is
// something to activate after them; end or pass last.
func (c *marsCtx) turnScore(k string) float64 {
	switch {
	case k == "end" || k == "pass":
		return 0
	case strings.HasPrefix(k, "trigger:"):
		return 2
	case strings.HasPrefix(k, "card:"):
		return 0.8
	}
	id, ok := argAfter(k, "activate")
	f := c.fig(id)
	if !ok || f == nil {
		return 0.1
	}
	score := 1 + 0.5*float64(min(c.targetsFor(f), 2))
	if c.anyFoeAt(f.Square) {
		score += 1 // a forced fight (M.5.2) goes first, while the odds stand
	}
	return score
}

// actionScore picks one of the nine action options (M.5.1).
func (c *marsCtx) actionScore(me *marsattacks.FigureView, k string) float64 {
	if me == nil {
		return 0
	}
	targets := c.targetsFor(me)
	best := 0.0 // the best odds against an enemy in the same square
	for _, e := range c.foes {
		if e.Square == me.Square {
			best = max(best, c.fightOdds(me, e))
		}
	}
	switch k {
	case "act:fight", "act:stand-fight":
		return 1 + best
	case "act:aim":
		return boolScore(true, targets > 0) * 2.2 // +1 die (M.10.2)
	case "act:shoot-move", "act:stand-shoot":
		return boolScore(true, targets > 0) * 2
	case "act:move-shoot":
		return 0.8 + 0.8*boolScore(true, targets > 0)
	case "act:move":
		return 0.7
	case "act:stand-move":
		return 0.6
	case "act:nothing":
		return 0
	}
	return c.afterScore(me, k)
}

// afterScore: hero points (M.17) buy shots and fights, and the uplink
// (S7.5) wins the game.
func (c *marsCtx) afterScore(me *marsattacks.FigureView, k string) float64 {
	switch k {
	case "uplink":
		return 10
	case "done":
		return 0
	case "extra:shoot":
		if me != nil && c.targetsFor(me) > 0 {
			return 1.5
		}
		return -0.5
	case "extra:fight":
		if me != nil && c.anyFoeAt(me.Square) {
			return 1
		}
		return -0.5
	case "extra:move":
		return -0.2 // save the point for a shot
	}
	return 0.2 // leadership abilities: cheap help
}

// shootScore: the square whose enemies are worth most; never "stop" when
// a target is offered.
func (c *marsCtx) shootScore(me *marsattacks.FigureView, k string) float64 {
	sq, ok := argAfter(k, "shoot")
	if !ok {
		if declines(k) {
			return 0
		}
		return 0.1
	}
	sq, _, _ = strings.Cut(sq, ":")
	best := 0.0
	for _, e := range c.foes {
		if e.Square == sq {
			best = max(best, c.foeValue(e))
		}
	}
	return 1 + best
}

// targetScore: within a square, the most valuable enemy.
func (c *marsCtx) targetScore(k string) float64 {
	id, ok := argAfter(k, "target")
	if !ok {
		return 0
	}
	if e := c.fig(id); e != nil && e.Side != c.side {
		return c.foeValue(e)
	}
	return -1
}

// defenceScore: fight back when the defender's Fight is good (M.8),
// otherwise dodge with Survive.
func (c *marsCtx) defenceScore(me *marsattacks.FigureView, k string) float64 {
	p := c.profile(me)
	if p == nil {
		return 0
	}
	switch k {
	case "defend:fight":
		return float64(p.Survive-p.Fight) + 0.1
	case "defend:baton":
		return float64(p.Survive-p.Fight) + 0.2
	}
	return 0
}

// areaScore places a card's effect where it hits most enemies and fewest
// friends: a square and its neighbours, or a whole row or column.
func (c *marsCtx) areaScore(k string) float64 {
	hit := func(f *marsattacks.FigureView) bool { return false }
	switch {
	case strings.HasPrefix(k, "square:"):
		sq, _, _ := strings.Cut(strings.TrimPrefix(k, "square:"), ":")
		hit = func(f *marsattacks.FigureView) bool { return chebyshev(f.Square, sq) <= 1 }
	case strings.HasPrefix(k, "row:"), strings.HasPrefix(k, "col:"):
		n, _ := strconv.Atoi(strings.SplitN(k, ":", 3)[1])
		row := strings.HasPrefix(k, "row:")
		hit = func(f *marsattacks.FigureView) bool {
			x, y, ok := xy(f.Square)
			return ok && (row && y == n-1 || !row && x == n-1)
		}
	default:
		return 0
	}
	score := 0.0
	for _, e := range c.foes {
		if hit(e) {
			score += c.foeValue(e)
		}
	}
	for _, f := range c.mine {
		if hit(f) {
			score -= 1.5
		}
	}
	return score
}

// stepScore rates one square of movement (M.6): leaving over a scoring
// edge when offered (M.6.8, S2, S4, S8), picking up markers that score
// (M.16), keeping out of the mutant beetle's square (M.1.5), going for
// the scenario's objective, and otherwise keeping the nearest enemy at the
// distance the figure fights best from.
func (c *marsCtx) stepScore(me *marsattacks.FigureView, k string) float64 {
	if me == nil {
		return 0
	}
	if k == "step:off" {
		return 10 // offered only where leaving is allowed, and it scores
	}
	sq := me.Square
	if s, ok := argAfter(k, "step"); ok {
		sq = s
	}
	return c.place(me, sq)
}

// place scores square sq for figure me.
func (c *marsCtx) place(me *marsattacks.FigureView, sq string) float64 {
	score := 0.0
	for _, m := range c.v.Markers {
		if m.Square == sq && m.Kind == "" {
			score += 0.4 // a face-down marker may be ours (M.16.4)
		}
		if m.Square == sq && m.Kind == marsattacks.BeetleKind {
			score -= 3 // the beetle attacks whoever steps in (M.1.5)
		}
	}
	if goal, ok := c.objective(me); ok {
		return score - 0.5*float64(chebyshev(sq, goal))
	}
	press := c.pressure()
	nearest := 99
	for _, e := range c.foes {
		d := chebyshev(sq, e.Square)
		if press > 0 {
			d = c.walk(sq, e.Square) // closing in goes round the walls
		}
		nearest = min(nearest, d)
	}
	if nearest == 99 {
		return score
	}
	return score - 0.4*float64(abs(nearest-max(0, c.preferredRange(me)-press)))
}

// walk is the number of steps from square a to square b round the
// mat's walls (M.6), or their Chebyshev distance on the open mat or when
// the walls close every way.
func (c *marsCtx) walk(a, b string) int {
	l := c.v.Terrain
	if l == nil {
		return chebyshev(a, b)
	}
	sa, errA := l.Lookup(a)
	sb, errB := l.Lookup(b)
	if errA != nil || errB != nil {
		return chebyshev(a, b)
	}
	if d := l.StaticDistances(sb)[sa]; d >= 0 {
		return int(d)
	}
	return chebyshev(a, b)
}

// pressure is how many squares closer than its preferred range the bot
// stands as the game drags on, so that it goes for the VP (M.20.1)
// instead of standing off behind cover where neither side can shoot:
// none in the first six rounds (half the rules-bot skirmishes are over
// by then), then one square more every two rounds; and up to the enemy's
// square (a fight, M.5.2) when the table's round limit is under four
// rounds away and the side is not ahead on VP (a draw or a loss at the
// limit, Options.RoundLimit).
func (c *marsCtx) pressure() int {
	p := 0
	if r := c.v.Round; r > 6 {
		p = (r - 5) / 2
	}
	if l := c.v.RoundLimit; l > 0 && l-c.v.Round < 4 && c.v.VP[c.side] <= c.v.VP[c.side.Other()] {
		p = 9
	}
	return p
}

// preferredRange is how far from the enemy figure me wants to stand: in
// the same square for a good fighter without a gun, else two squares
// inside its weapon's reach (or at its minimum range).
func (c *marsCtx) preferredRange(me *marsattacks.FigureView) int {
	p := c.profile(me)
	if p == nil || p.Range.IsNone() || p.Fight <= 3 && p.Fight < p.Shoot {
		return 0
	}
	return max(p.Range.Min, min(p.Range.Max, 3))
}

// objective is the square figure me should head for in this scenario,
// where the view shows it: S8's loot (or, carrying it, the mat's edge),
// S4's bottom row for the Humans.
func (c *marsCtx) objective(me *marsattacks.FigureView) (string, bool) {
	switch {
	case c.v.Scenario == "s8" && c.side == marsattacks.Humans && c.v.Loot != "":
		if c.v.Loot == me.ID {
			return nearestEdge(me.Square), true
		}
		if _, _, ok := xy(c.v.Loot); ok {
			return c.v.Loot, true
		}
	case c.v.Scenario == "s4" && c.side == marsattacks.Humans:
		x, _, ok := xy(me.Square)
		if ok {
			return string(rune('A'+x)) + "8", true
		}
	}
	return "", false
}

// nearestEdge is the rim square of the 8x8 mat closest to sq.
func nearestEdge(sq string) string {
	x, y, ok := xy(sq)
	if !ok {
		return sq
	}
	switch min(x, y, 7-x, 7-y) {
	case x:
		x = 0
	case y:
		y = 0
	case 7 - x:
		x = 7
	default:
		y = 7
	}
	return string(rune('A'+x)) + strconv.Itoa(y+1)
}

// marsScorer scores a decision of Mars Attacks; ok is false for another
// game's view.
func marsScorer(r *Rules, v engine.View, d *engine.Decision, out []float64) ([]float64, bool) {
	switch v := v.(type) {
	case marsattacks.View:
		return marsScores(&r.mars, &v, d, out), true
	case *marsattacks.View:
		return marsScores(&r.mars, v, d, out), true
	}
	return nil, false
}
