package bot

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/grid"
)

// The Aliens rules bot plays the Marines (the game is cooperative: every
// seat is on the Marines' side) and answers the Alien-side choices the
// rules hand to the highest-Rank player in the Marines' interest, within
// the rules (they only offer legal alternatives).
//
// Its plan is the one the rulebook's examples teach: stay together where
// the Aliens must come to you, shoot the Alien closest to a Marine with
// the best hit chance, keep the Aim Dial up for Defensive Fire, and Rest
// before the Endurance Deck runs dry.

// deckLow is the number of Endurance cards left above and under the
// Reshuffle card below which the bot Rests rather than does anything
// optional; deckCritical is where it Rests even with a target in sight.
const (
	deckLow      = 10
	deckCritical = 4
)

// alienCtx is what the bot reads off one Aliens view. The Rules bot keeps
// one and resets it for every decision, so that the sets, fields and lists
// of the last decision are reused: a Bug Hunt asks for a thousand
// decisions, and allocating these anew for each was an eighth of the time.
type alienCtx struct {
	v    *aliens.View
	k    *knowledge
	l    *grid.Layout // nil: no known board (the boardless drill)
	idx  *boardIndex
	self engine.Seat

	chars   []charAt  // Characters on the board
	threats []alienAt // Alien models and Blips
	spawns  []grid.Square

	standing, blocked, stop grid.SquareSet
	closed                  grid.DoorSet // closed or barricaded: for Line of Sight
	shut                    grid.DoorSet // barricaded: for movement

	fromChars, fromThreats, fromSpawns *grid.Field
	spots                              map[spotKey]spot // bestSpot by character and reach
	toTarget                           *grid.Field      // distances to the move's goal (one mover a decision)
	goalsOf                            map[string]*goal // mission objectives by character (aliens_goal.go)
	hunt                               int8             // hunting(): 0 not yet known, 1 no, 2 yes

	// Kept from one decision to the next.
	models, stopAt grid.SquareSet
	srcs           []grid.Square
	memo           []*fieldMemo // aliens_fields.go
	decision       uint64       // counts resets
}

type charAt struct {
	id string
	at grid.Square
	cv *aliens.CharView
}

type alienAt struct {
	id     string // "a3" or "b2"
	at     grid.Square
	tokens int // Alien tokens under the model; -1 for a Blip
}

// reset makes c the context of view v, keeping c's buffers.
func (c *alienCtx) reset(v *aliens.View, seat engine.Seat) {
	k := builtin()
	l, idx := k.board(v.Mission)
	old := *c
	*c = alienCtx{v: v, k: k, l: l, idx: idx, self: seat, spots: old.spots,
		chars: old.chars[:0], threats: old.threats[:0], spawns: old.spawns[:0],
		srcs: old.srcs, memo: old.memo, decision: old.decision + 1}
	if c.spots == nil {
		c.spots = map[spotKey]spot{}
	}
	clear(c.spots)
	if l == nil {
		return
	}
	if old.l == l {
		c.standing, c.blocked, c.stop, c.models, c.stopAt = old.standing, old.blocked, old.stop, old.models, old.stopAt
		c.closed, c.shut = old.closed, old.shut
		for _, set := range []grid.SquareSet{c.standing, c.blocked, c.stop, c.models} {
			set.Clear()
		}
		c.closed.Clear()
		c.shut.Clear()
	} else {
		c.memo = nil // fields of another board
		c.standing, c.blocked, c.stop, c.models, c.stopAt = l.NewSquareSet(), l.NewSquareSet(), l.NewSquareSet(), l.NewSquareSet(), l.NewSquareSet()
		c.closed, c.shut = l.NewDoorSet(), l.NewDoorSet()
	}
	models := c.models
	for i := range v.Chars {
		cv := &v.Chars[i]
		if s, ok := c.square(cv.At); ok {
			c.chars = append(c.chars, charAt{cv.ID, s, cv})
			models.Add(s)
			if cv.Status != "knocked-down" {
				c.standing.Add(s)
			}
		}
	}
	for _, a := range v.Aliens {
		if s, ok := c.square(a.At); ok {
			c.threats = append(c.threats, alienAt{a.ID, s, a.Tokens})
		}
	}
	for _, b := range v.Blips {
		if s, ok := c.square(b.At); ok {
			c.threats = append(c.threats, alienAt{b.ID, s, -1})
		}
	}
	// J.5: a Character stops on entering a space next to an Alien or a
	// Blip, so such spaces end a path: mark them for the move search.
	for _, t := range c.threats {
		models.Add(t.at)
		c.blocked.Add(t.at)
		for _, n := range idx.adj[t.at] {
			c.stop.Add(n)
		}
	}
	for _, list := range [][]string{v.Spawns, v.Tunnels} {
		for _, s := range list {
			if q, ok := c.square(s); ok {
				c.spawns = append(c.spawns, q)
			}
		}
	}
	for d := range l.Doors() {
		a, b := l.DoorSquares(grid.DoorID(d))
		if !models.Has(a) && !models.Has(b) || slices.Contains(v.Barricades, l.DoorName(grid.DoorID(d))) {
			c.closed.Add(grid.DoorID(d))
		}
	}
	for _, name := range v.Barricades {
		an, bn, _ := strings.Cut(name, "-")
		a, okA := c.square(an)
		b, okB := c.square(bn)
		if okA && okB {
			if d := l.DoorBetween(a, b); d != grid.NoDoor {
				c.shut.Add(d)
			}
		}
	}
}

// square looks a square name up on the board.
func (c *alienCtx) square(name string) (grid.Square, bool) {
	if c.l == nil || name == "" {
		return grid.NoSquare, false
	}
	return squareNamed(c.l, name)
}

// field returns the walking distances from sources: doors open for
// anyone who comes next to them (D.8, J.8), barricades stay shut.
func (c *alienCtx) field(srcs []grid.Square) *grid.Field { return c.memoField(srcs, false, nil) }

func (c *alienCtx) distChars() *grid.Field {
	if c.fromChars == nil {
		c.srcs = c.srcs[:0]
		for _, ch := range c.chars {
			c.srcs = append(c.srcs, ch.at)
		}
		c.fromChars = c.field(c.srcs)
	}
	return c.fromChars
}

func (c *alienCtx) distThreats() *grid.Field {
	if c.fromThreats == nil {
		// Through barricades: the squad may have to open one to get
		// at what hides behind it.
		c.fromThreats = c.memoField(c.threatSquares(), true, nil)
	}
	return c.fromThreats
}

func (c *alienCtx) threatSquares() []grid.Square {
	c.srcs = c.srcs[:0]
	for _, t := range c.threats {
		c.srcs = append(c.srcs, t.at)
	}
	return c.srcs
}

func (c *alienCtx) distSpawns() *grid.Field {
	if c.fromSpawns == nil {
		c.fromSpawns = c.field(c.spawns)
	}
	return c.fromSpawns
}

// dist reads a field, treating unreachable as far.
func dist(f *grid.Field, s grid.Square) int {
	if s < 0 || int(s) >= len(f.Dist) || f.Dist[s] < 0 {
		return 99
	}
	return int(f.Dist[s])
}

func (c *alienCtx) char(id string) *charAt {
	for i := range c.chars {
		if c.chars[i].id == id {
			return &c.chars[i]
		}
	}
	return nil
}

func (c *alienCtx) charView(id string) *aliens.CharView {
	for i := range c.v.Chars {
		if c.v.Chars[i].ID == id {
			return &c.v.Chars[i]
		}
	}
	return nil
}

func (c *alienCtx) threat(id string) *alienAt {
	for i := range c.threats {
		if c.threats[i].id == id {
			return &c.threats[i]
		}
	}
	return nil
}

// deckLeft is what can still be drawn or Exhausted before the Endurance
// Deck is empty (F.7.2); the Exhaust Pile is what a Rest can recycle.
func (c *alienCtx) deckLeft() int { return c.v.Deck + c.v.Under }

// aliensScores scores every option of d for the Marines into out, with c
// reset to v.
func aliensScores(c *alienCtx, v *aliens.View, d *engine.Decision, out []float64) []float64 {
	c.reset(v, d.Seat)
	args := msgArgs(d.Prompt.Args)
	for i, o := range d.Options {
		out[i] = c.score(d.Prompt.Key, args, o)
	}
	return out
}

// msgArgs are a message's arguments, read by name with get: in place,
// since the bot reads two or three of them a decision.
type msgArgs []engine.Arg

// get returns the value of argument name ("" if none; the last one if
// several). Names given as message references
// ("@aliens.character.hicks.name", so that every language shows them) are
// read back as the plain id.
func (a msgArgs) get(name string) string {
	for i := len(a) - 1; i >= 0; i-- {
		if a[i].Name != name {
			continue
		}
		v := a[i].Value
		if id, ok := strings.CutPrefix(v, "@aliens.character."); ok {
			v = strings.TrimSuffix(id, ".name")
		}
		return v
	}
	return ""
}

// score dispatches on the prompt.
func (c *alienCtx) score(prompt string, args msgArgs, o engine.Option) float64 {
	k := o.Key
	switch strings.TrimPrefix(prompt, "aliens.prompt.") {
	case "start":
		return c.startScore(k)
	case "sentry-place":
		return c.sentryPlaceScore(k)
	case "sentry-facing":
		return c.sentryFacingScore(args.get("at"), k)
	case "may-draw", "rest-draw":
		// A card in hand is out of the deck's cycle (F.8.1): with four
		// Heroes drawing to three each, the squad ran out of cards in
		// most four-player games, so hold at most two and keep the deck
		// well stocked (docs/balance.md).
		return boolScore(k == "draw", c.deckLeft() > 3*deckLow && len(c.v.Hand) < 2)
	case "rest-recycle", "hand-recycle", "order-recycle":
		return c.recycleScore(k)
	case "equip", "eoa-equip":
		return c.equipScore(k)
	case "action", "lent-action":
		n, _ := strconv.Atoi(args.get("n"))
		return c.actionScore(args.get("char"), max(n, 1), k)
	case "move":
		n, _ := strconv.Atoi(args.get("n"))
		return c.stepScore(args.get("char"), n, o)
	case "defensive-fire":
		return c.defensiveFireScore(args.get("char"), args.get("alien"), k)
	case "second-attack", "full-auto":
		return c.followUpScore(args.get("char"), k)
	case "grenade":
		return c.grenadeScore(args.get("char"), k)
	case "reroll-attack":
		return boolScore(!declines(k), c.deckLeft() > deckCritical)
	case "alien-step":
		return c.alienStepScore(k, o.At)
	case "blip-step":
		return c.blipStepScore(k, o.At)
	case "alien-target":
		return c.alienTargetScore(k)
	case "spawn", "spawn-tunnel", "tunnel", "more-aliens":
		return c.farFromChars(o.At)
	case "capture":
		return c.captorScore(k)
	case "new-hero":
		return c.newHeroScore(k)
	case "window", "lamp", "mt-peek":
		// Events and peeks need the hidden faces to judge: keep them.
		return boolScore(declines(k) || strings.HasSuffix(k, ":keep") || k == "pass", true)
	}
	if declines(k) {
		return -1
	}
	return 0
}

// boolScore is 1 for the option matching want when cond holds, for the
// other option when it does not; 0 otherwise.
func boolScore(isYes, cond bool) float64 {
	if isYes == cond {
		return 1
	}
	return 0
}

// startScore: set up as far from the Spawn Points as the start area
// allows, next to the others.
func (c *alienCtx) startScore(k string) float64 {
	s, ok := c.square(strings.TrimPrefix(k, "start:"))
	if !ok || len(c.spawns) == 0 {
		return 0
	}
	return 0.1 * float64(min(dist(c.distSpawns(), s), 30))
}

// sentryPlaceScore puts a Sentry Gun a few spaces out from the squad on
// the way the Aliens will come (towards the Spawn Points), so that it
// fires at them before they reach anyone and never from behind the
// squad, where it would fire at Marines too (T.3).
func (c *alienCtx) sentryPlaceScore(k string) float64 {
	s, ok := c.square(strings.TrimPrefix(k, "sentry:"))
	if !ok || len(c.chars) == 0 {
		return 0
	}
	dc := dist(c.distChars(), s)
	ds := dist(c.distSpawns(), s)
	return -math.Abs(float64(dc-4)) - 0.2*float64(min(ds, 30))
}

// sentryFacingScore aims the gun at the nearest Spawn Point and away from
// the squad.
func (c *alienCtx) sentryFacingScore(at, k string) float64 {
	s, ok := c.square(at)
	if !ok {
		return 0
	}
	f := strings.TrimPrefix(k, "facing:")
	score := 0.0
	for _, sp := range c.spawns {
		if inArc(c.l, s, sp, f) {
			score += 1 / float64(1+dist(c.distSpawns(), s)+c.l.Chebyshev(s, sp))
		}
	}
	for _, ch := range c.chars {
		if inArc(c.l, s, ch.at, f) {
			score -= 1
		}
	}
	return score
}

// inArc is the Sentry Gun's forward cone (T.2) without Line of Sight.
func inArc(l *grid.Layout, from, to grid.Square, facing string) bool {
	x0, y0 := l.XY(from)
	x1, y1 := l.XY(to)
	fx, fy := 0, 0
	switch facing {
	case "n":
		fy = -1
	case "e":
		fx = 1
	case "s":
		fy = 1
	default:
		fx = -1
	}
	dx, dy := x1-x0, y1-y0
	ahead := dx*fx + dy*fy
	side := dx*fy - dy*fx
	if side < 0 {
		side = -side
	}
	return ahead >= 1 && side <= ahead
}

// recycleScore: a Rest recycles the Exhaust Pile first (that keeps the
// cycle of cards whole), then hand cards the squad will not use: a card
// in hand is out of the deck's cycle (F.8.1). Events (the bot plays none)
// always go back; weapons and equipment only when nobody would equip them
// or the deck is short. With four Heroes drawing (Hicks, Gorman, Hudson,
// Vasquez's abilities) hands filled up and four-player games ran out of
// cards (docs/balance.md). A hand of more than two goes back before the
// Exhaust Pile: those cards are lost to the cycle until they do.
func (c *alienCtx) recycleScore(k string) float64 {
	full := len(c.v.Hand) > 2
	switch {
	case k == "recycle:exhaust":
		return 2
	case declines(k):
		return 0
	}
	key := strings.TrimPrefix(k, "recycle:")
	card := c.k.card(key)
	if card == nil || (card.Type != "weapon" && card.Type != "equipment") || !c.wanted(key) || c.deckLeft() < 3*deckLow {
		if full {
			return 3
		}
		return 1
	}
	return -1
}

// wanted reports a weapon or piece of equipment some Character on the
// board would equip (equipScore's judgement without the cost).
func (c *alienCtx) wanted(key string) bool {
	card := c.k.card(key)
	if card == nil {
		return false
	}
	for i := range c.v.Chars {
		cv := &c.v.Chars[i]
		if cv.Status != "standing" && cv.Status != "knocked-down" {
			continue
		}
		if slices.ContainsFunc(cv.Equipped, func(e string) bool { return c.k.card(e) != nil && c.k.card(e).ID == card.ID }) {
			continue
		}
		if card.Type == "weapon" && c.weaponRank(key) > c.bestWeaponRank(cv)+0.05 {
			return true
		}
		if card.ID == "body-armor" || card.ID == "m4-helmet" {
			return true
		}
	}
	return false
}

// weaponRank orders weapons by what they are worth as a main weapon.
func (c *alienCtx) weaponRank(key string) float64 {
	card := c.k.card(key)
	if card == nil || card.Type != "weapon" {
		return 0
	}
	// The chance to hit at an average Aim of 5, times shots a turn.
	p := hitChance(5, card)
	if hasKeyword(card, "full_auto") {
		p *= 1.5
	}
	if hasKeyword(card, "area") {
		p *= 1.3
	}
	return p
}

// equipScore: put the best weapons in the hands of the best shots, and
// armour on anyone without it; never unequip, except to swap a Backup
// pistol out for a main weapon waiting in hand.
func (c *alienCtx) equipScore(k string) float64 {
	if k == "done" {
		return 0
	}
	if rest, ok := argAfter(k, "unequip"); ok {
		return c.unequipScore(rest)
	}
	rest, ok := argAfter(k, "equip")
	if !ok {
		return -1
	}
	cardKey, who, _ := strings.Cut(rest, ":")
	card := c.k.card(cardKey)
	cv := c.charView(who)
	if card == nil || cv == nil {
		return -0.5
	}
	if c.deckLeft()-card.Cost < deckLow/2 {
		return -1 // paying the cost now would starve the deck
	}
	for _, e := range cv.Equipped {
		if c.k.card(e) != nil && c.k.card(e).ID == card.ID {
			return -0.5 // one of each is enough
		}
	}
	if card.Type == "weapon" {
		gain := c.weaponRank(cardKey) - c.bestWeaponRank(cv)
		// The better shot gets the better gun.
		return 1 + 3*gain + 0.05*float64(cv.Aim)
	}
	switch card.ID {
	case "body-armor", "m4-helmet":
		return 0.8
	}
	return 0.2
}

// unequipScore frees the main slot of a Character that holds only a
// Backup weapon, when its player has a main weapon in hand to put there.
func (c *alienCtx) unequipScore(cardKey string) float64 {
	card := c.k.card(cardKey)
	if card == nil || card.Type != "weapon" || !hasKeyword(card, "backup") {
		return -1
	}
	for _, ch := range c.v.Chars {
		if !slices.Contains(ch.Equipped, cardKey) {
			continue
		}
		for _, e := range ch.Equipped {
			if w := c.k.card(e); w != nil && w.Type == "weapon" && !hasKeyword(w, "backup") {
				return -1 // already has a main weapon
			}
		}
	}
	for _, h := range c.v.Hand {
		if w := c.k.card(h); w != nil && w.Type == "weapon" && !hasKeyword(w, "backup") &&
			c.deckLeft()-w.Cost >= deckLow/2 {
			return 0.5
		}
	}
	return -1
}

func (c *alienCtx) bestWeaponRank(cv *aliens.CharView) float64 {
	best := 0.0
	for _, e := range cv.Equipped {
		best = max(best, c.weaponRank(e))
	}
	return best
}

// hitChance is K.4, K.5, K.14: a roll of at most the Aim Dial or the
// weapon's always-hits number hits; with two dice the lower counts.
func hitChance(aim int, card *content.EnduranceCard) float64 {
	need := aim
	dice := 1
	if card != nil {
		need = max(need, card.AlwaysHitsOn)
		dice = max(1, card.Dice)
	}
	p := float64(min(max(need, 0), 10)) / 10
	return 1 - math.Pow(1-p, float64(dice))
}
