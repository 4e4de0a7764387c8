package bot

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Move steps, Defensive Fire and the Alien-side choices of the Aliens
// rules bot.

// stepScore heads, one step at a time, for the best square still within
// n spaces: steps that shorten the way there score highest, and "stop"
// wins once there.
func (c *alienCtx) stepScore(who string, n int, o engine.Option) float64 {
	ch := c.char(who)
	if ch == nil || c.l == nil {
		return genericStep(o.Key)
	}
	target, _ := c.bestSpot(who, n)
	if c.toTarget == nil {
		c.toTarget = c.field([]grid.Square{target})
	}
	toTarget := c.toTarget
	if o.Key == "stop" {
		if target == ch.at {
			return 1
		}
		return -float64(dist(toTarget, ch.at)) + 0.5
	}
	s, ok := c.square(strings.TrimPrefix(o.Key, "move:"))
	if !ok {
		return -50
	}
	return -float64(dist(toTarget, s)) + 0.01*c.position(who, s)
}

// genericStep, without a board, just stops.
func genericStep(k string) float64 {
	if k == "stop" {
		return 1
	}
	return 0
}

// defensiveFireScore: shoot an Alien about to attack whenever the shot
// has a fair chance (M.1-M.3); it is free but for the weapon's own cost.
func (c *alienCtx) defensiveFireScore(who, alien, k string) float64 {
	if strings.HasPrefix(k, "area:") {
		return c.grenadeScore(who, k) // M40 Grenades (M.2, K.13): as a thrown one
	}
	w, ok := argAfter(k, "fire")
	if !ok || w == "no" {
		return 0
	}
	cv := c.charView(who)
	if cv == nil {
		return 0.5
	}
	card := c.k.card(w)
	// The Alien is next to a Marine: its value is that of an attacker.
	return hitChance(cv.Aim, card)*3 - c.attackCost(card, who)
}

// mainWeapon is the equipped weapon a follow-up shot is most likely made
// with: a Full Auto one if any.
func (c *alienCtx) mainWeapon(who string, keyword string) string {
	cv := c.charView(who)
	if cv == nil {
		return ""
	}
	for _, e := range cv.Equipped {
		if hasKeyword(c.k.card(e), keyword) {
			return e
		}
	}
	return ""
}

// followUpScore: a second pistol shot (free) or another Full Auto shot
// (one card, K.9) at the best target, while the odds are worth it.
func (c *alienCtx) followUpScore(who, k string) float64 {
	if declines(k) {
		return 0.25
	}
	target := k[strings.LastIndex(k, ":")+1:]
	w := c.mainWeapon(who, "full_auto")
	if strings.HasPrefix(k, "second:") {
		w = c.mainWeapon(who, "backup")
	}
	cv := c.charView(who)
	if cv == nil {
		return 0.5
	}
	card := c.k.card(w)
	cost := 0.0
	if strings.HasPrefix(k, "fullauto:") {
		cost = 0.15
		if c.deckLeft() <= deckLow {
			cost = 1
		}
	}
	return hitChance(cv.Aim, card)*c.alienValue(target) - cost
}

// grenadeScore: the free Grenade after an M41A (K.10), where it pays.
func (c *alienCtx) grenadeScore(who, k string) float64 {
	rest, ok := argAfter(k, "area")
	if !ok {
		return 0.3
	}
	w, at, _ := strings.Cut(rest, ":")
	return c.areaScore(who, w, at)
}

// alienStepScore: among the equally short routes the rules leave to the
// highest-Rank player (L.2, L.6), send the Alien where most Marines can
// shoot it on the way in (Defensive Fire: within four spaces with Line of
// Sight, M.2).
func (c *alienCtx) alienStepScore(k, at string) float64 {
	s, ok := c.optionSquare(k, at)
	if !ok {
		return 0
	}
	score := 0.0
	for _, ch := range c.chars {
		if c.standing.Has(ch.at) && c.l.Chebyshev(ch.at, s) <= 4 && c.l.LOS(s, ch.at, c.standing, c.closed) {
			score++
		}
	}
	return score + 0.01*float64(min(dist(c.distChars(), s), 50))
}

// optionSquare is the square an option names: its At, or else the last
// part of its key ("step:C4").
func (c *alienCtx) optionSquare(k, at string) (grid.Square, bool) {
	if s, ok := c.square(at); ok {
		return s, true
	}
	return c.square(k[strings.LastIndex(k, ":")+1:])
}

// blipStepScore: a Blip seen far away becomes Aliens far away (N.7):
// send it into sight, and as far from the squad as the route allows.
func (c *alienCtx) blipStepScore(k, at string) float64 {
	s, ok := c.optionSquare(k, at)
	if !ok {
		return 0
	}
	seen := 0.0
	for _, ch := range c.chars {
		if c.l.LOS(s, ch.at, c.standing, c.closed) {
			seen = 1
			break
		}
	}
	return seen + 0.05*float64(min(dist(c.distChars(), s), 50))
}

// farFromChars: new Blips and tokens go where they are farthest from the
// squad (O.7 leaves the choice among equally close squares).
func (c *alienCtx) farFromChars(at string) float64 {
	s, ok := c.square(at)
	if !ok || len(c.chars) == 0 {
		return 0
	}
	return float64(min(dist(c.distChars(), s), 99))
}

// alienTargetScore: when an Alien may attack several Characters (L.11),
// it attacks the one most likely to dodge or kill it (M.6, M.7), a Grunt
// rather than a Hero (a lost Hero costs its player's hand, M.13.1), and
// never a Knocked-Down one if another is offered.
func (c *alienCtx) alienTargetScore(k string) float64 {
	who, ok := argAfter(k, "target")
	if !ok {
		return 0
	}
	cv := c.charView(who)
	if cv == nil {
		return 0
	}
	score := 0.0
	if s := c.side(who); s != nil {
		score += float64(s.Defense) + 0.5*float64(s.Melee)
	}
	if !cv.Hero {
		score++
	}
	if cv.Status == "knocked-down" {
		score -= 10
	}
	return score
}

// captorScore: a Capture removes one adjacent Alien with all its tokens
// (M.12): let it take the biggest swarm.
func (c *alienCtx) captorScore(k string) float64 {
	id, _ := argAfter(k, "captor")
	if t := c.threat(id); t != nil {
		return float64(t.tokens)
	}
	return 0
}

// newHeroScore: the new Hero (M.13.2) is the best shot left.
func (c *alienCtx) newHeroScore(k string) float64 {
	id, ok := argAfter(k, "hero")
	if !ok || id == "none" {
		return -1
	}
	if cc := c.k.chars[id]; cc != nil {
		return float64(cc.Hero.Aim) + 0.5*float64(cc.Hero.Defense)
	}
	return 0
}
