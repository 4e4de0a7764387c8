package bot

import (
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/grid"
)

// Actions (J) and fire (K, M.1-M.5) of the Aliens rules bot.

// side returns the stats of a Character's current side.
func (c *alienCtx) side(id string) *content.CharacterSide {
	cc := c.k.chars[id]
	cv := c.charView(id)
	if cc == nil || cv == nil {
		return nil
	}
	return cc.Side(cv.Hero)
}

// alienValue is how much killing one Alien (or one token of a swarm)
// is worth: most when it is already next to a Marine and will attack in
// the coming Alien Phase, then when it can reach one (Speed 6, L.5).
func (c *alienCtx) alienValue(id string) float64 {
	t := c.threat(id)
	if t == nil || c.l == nil {
		return 1
	}
	v := 1.0
	switch d := dist(c.distChars(), t.at); {
	case d <= 1:
		v += 2
	case d <= 7:
		v += 1
	}
	if t.tokens > 0 {
		v += 0.2 * float64(t.tokens) // a swarm defends with +1 per token (M.6)
	}
	return v
}

// attackCost is what an attack with card costs the deck, as a score.
// Free weapons cost nothing; near the end of the deck every card counts.
func (c *alienCtx) attackCost(card *content.EnduranceCard, who string) float64 {
	if card == nil {
		return 0
	}
	n := card.ExhaustToAttack
	if card.ID == "m56-smart-gun" && strings.HasPrefix(who, "vasquez") {
		n = 2 // W.1.6
	}
	switch {
	case n == 0 && !card.DiscardToAttack:
		return 0
	case c.deckLeft()-n < deckCritical:
		return 5
	case card.DiscardToAttack:
		return 0.4
	}
	// Every card spent brings the empty deck (F.8.1) nearer: with four
	// Heroes shooting, a flat price let the squad shoot itself out of
	// cards, so the price rises as the deck falls under 24 cards.
	scarce := float64(max(0, 24-c.deckLeft())) / 24
	return (0.12 + 0.5*scarce) * float64(n)
}

// attackScore is the expected worth of one attack: hit chance times the
// target's value, less its cost.
func (c *alienCtx) attackScore(who, cardKey, target string) float64 {
	cv := c.charView(who)
	if cv == nil {
		return 0
	}
	card := c.k.card(cardKey)
	return hitChance(cv.Aim, card)*c.alienValue(target) - c.attackCost(card, who)
}

// areaScore is the expected worth of an area attack on square at (K.11):
// one roll per model, token and Blip in the space and around it, and a
// heavy price for every Character there, who could be killed (K.11.3).
func (c *alienCtx) areaScore(who, cardKey, at string) float64 {
	cv := c.charView(who)
	s, ok := c.square(at)
	if cv == nil || !ok {
		return 0
	}
	card := c.k.card(cardKey)
	p := hitChance(cv.Aim, card)
	worth := 0.0
	for _, t := range c.threats {
		if t.at == s || c.l.Adjacent(t.at, s) {
			worth += float64(1+max(t.tokens, 0)) * (0.5 + 0.5*c.alienValue(t.id))
		}
	}
	for _, ch := range c.chars {
		if ch.at == s || c.l.Adjacent(ch.at, s) {
			worth -= 6
		}
	}
	return p*worth - c.attackCost(card, who)
}

// restScore: Rest before the deck runs dry (F.8.1 loses the game when the
// deck and the Exhaust Pile are both empty; an empty deck turns every
// Exhaust into a Discard, F.3.4, which shrinks the cycle for good).
//
// A Hero's Rest may also recycle cards from its hand (F.4.3): cards held
// beyond two are out of the cycle. Ripley draws one at every activation
// (W.1.1) and held nine or ten when four-player Bug Hunts ran out of
// cards (docs/balance.md), so a full hand is worth a Rest too.
func (c *alienCtx) restScore(who string) float64 {
	surplus := 0
	if cv := c.charView(who); cv != nil && cv.Hero {
		surplus = max(0, len(c.v.Hand)-2)
	}
	if c.v.Exhaust == 0 && surplus == 0 {
		return -1
	}
	gain := float64(min(c.v.Exhaust+surplus, 3)) / 3
	short := float64(max(0, deckLow+4-c.deckLeft())) / float64(deckLow+4)
	score := gain*(0.1+2.5*short) + 0.15*float64(min(surplus, 3))
	if c.deckLeft() <= deckCritical {
		score += 2
	}
	return score
}

// aimScore: a higher Aim Dial helps the next attack and every Defensive
// Fire shot of the coming Alien Phase; worth most with Aliens close.
func (c *alienCtx) aimScore(who string) float64 {
	cv := c.charView(who)
	if cv == nil || cv.Aim >= 10 {
		return -1
	}
	if c.hunting() && !c.seesAlien(who) {
		return 0.05 // nothing in sight at the end: go and find it
	}
	near := 0.0
	if ch := c.char(who); ch != nil && len(c.threats) > 0 && dist(c.distThreats(), ch.at) <= 10 {
		near = 1
	}
	return 0.12 + 0.15*near
}

// actionScore scores one option of an action decision for Character who
// with n Actions left.
func (c *alienCtx) actionScore(who string, n int, k string) float64 {
	switch {
	case k == "aim":
		return c.aimScore(who)
	case k == "rest":
		return c.restScore(who)
	case k == "move" && c.hunting():
		return c.moveGain(who) - 0.02
	case k == "move":
		return c.moveGain(who) - 0.1
	case k == "end":
		return 0
	}
	if rest, ok := argAfter(k, "attack"); ok {
		w, a, _ := strings.Cut(rest, ":")
		return c.attackScore(who, w, a)
	}
	if rest, ok := argAfter(k, "area"); ok {
		w, at, _ := strings.Cut(rest, ":")
		return c.areaScore(who, w, at)
	}
	if _, ok := argAfter(k, "interact"); ok {
		return c.interactScore(who, k)
	}
	if door, ok := argAfter(k, "barricade"); ok {
		return c.barricadeScore(who, door)
	}
	if rest, ok := argAfter(k, "weld"); ok {
		_, door, _ := strings.Cut(rest, ":")
		return 1.1 * c.barricadeScore(who, door)
	}
	return -0.05 // orders and card actions: not worth an Action to this bot
}

// barricadeScore: shut a door the Aliens would come through (J.11) when
// the squad is on the near side; never open one.
func (c *alienCtx) barricadeScore(who, door string) float64 {
	if c.l == nil {
		return -1
	}
	// Once no more Blips come (S.3), the squad must get at what is left:
	// open the barricades it hid behind, and build no new ones.
	hunt := c.v.MTDeck == 0 && len(c.threats) > 0
	if slices.Contains(c.v.Barricades, door) {
		return boolScore(true, hunt) * 0.8
	}
	if hunt {
		return -1
	}
	an, bn, ok := strings.Cut(door, "-")
	a, okA := c.square(an)
	b, okB := c.square(bn)
	if !ok || !okA || !okB || len(c.threats)+len(c.spawns) == 0 {
		return -1
	}
	near, far := a, b
	if c.squadNear(b) > c.squadNear(a) {
		near, far = b, a
	}
	from := c.distSpawns()
	if len(c.threats) > 0 && dist(c.distThreats(), far) < dist(from, far) {
		from = c.distThreats()
	}
	if dist(from, far) >= dist(from, near) || dist(from, far) > 16 {
		return -1
	}
	tech := 5.0
	if s := c.side(who); s != nil {
		tech = float64(s.Tech)
	}
	return 0.6 * tech / 10
}

// squadNear counts Characters within two spaces of s.
func (c *alienCtx) squadNear(s grid.Square) int {
	n := 0
	for _, ch := range c.chars {
		if c.l.Chebyshev(ch.at, s) <= 2 {
			n++
		}
	}
	return n
}

// position scores where Character who would like to stand.
func (c *alienCtx) position(who string, s grid.Square) float64 {
	score := 0.0
	// The mission's objective first (aliens_goal.go): each step nearer
	// is worth more than the squad's comfort.
	if d := c.goalDist(who, s); d >= 0 {
		score -= c.goalWeight() * float64(min(d, 60))
	}
	// Together: a lone Marine is a dead Marine, and a tight group
	// shoots together at whatever comes.
	nearest := 99
	for _, ch := range c.chars {
		if ch.id != who {
			nearest = min(nearest, c.l.Chebyshev(ch.at, s))
		}
	}
	if nearest < 99 {
		w := 0.35
		if c.hunting() {
			w = 0.1 // the endgame needs lines of fire more than a tight group
		}
		score -= w * float64(max(0, nearest-1))
	}
	// Away from the Spawn Points and Tunnels the Blips come out of.
	if len(c.spawns) > 0 {
		score -= 0.5 * float64(max(0, 5-dist(c.distSpawns(), s)))
	}
	// Once no more Blips will come (the Motion Tracker deck is used up,
	// S.3), the mission is won by killing what is left: hunt it, and
	// find a line of fire on Aliens that wait behind a wall.
	hunt := c.hunting()
	// Not next to an Alien: it attacks at once (L.4). Next to a Blip
	// is nearly as bad (what it hides appears there), except when the
	// last Blips must be found.
	switch {
	case c.nextToAlien(s):
		score -= 1.5
	case c.stop.Has(s) && hunt:
		score -= 0.3
	case c.stop.Has(s):
		score -= 1.5
	}
	// Sight of Aliens to shoot at, from a distance.
	seen := 0
	for _, t := range c.threats {
		// Blips count once hunting: seeing one Spots it (N.7).
		if (t.tokens >= 0 || hunt) && (hunt || c.l.Chebyshev(s, t.at) > 1) && c.l.LOS(s, t.at, c.standing, c.closed) {
			seen++
		}
	}
	score += 0.3 * float64(min(seen, 2))
	if hunt {
		score += 0.7 * float64(min(seen, 2))
		score -= 0.15 * float64(min(dist(c.distThreats(), s), 40))
	}
	return score
}

// reach returns the squares Character who can end a move of n spaces on
// (J.3-J.6), with their distances.
func (c *alienCtx) reach(from grid.Square, n int) *grid.Field {
	stopAt := c.stopAt
	for i := range stopAt {
		stopAt[i] = c.blocked[i] | c.stop[i]
	}
	c.srcs = append(c.srcs[:0], from)
	return c.memoField(c.srcs, false, stopAt)
}

// barricaded is the set of barricaded doors: the only doors that stop a
// Character (J.8).
func (c *alienCtx) barricaded() grid.DoorSet { return c.shut }

// free reports whether a Character other than who may end a move on s.
func (c *alienCtx) free(who string, s grid.Square) bool {
	if c.blocked.Has(s) {
		return false
	}
	for _, ch := range c.chars {
		if ch.id != who && ch.at == s {
			return false
		}
	}
	return true
}

// spotKey is a bestSpot question: who moves how far.
type spotKey struct {
	who string
	n   int
}

// spot is a remembered bestSpot answer.
type spot struct {
	at    grid.Square
	score float64
}

// bestSpot is the best square Character who can reach in n spaces.
func (c *alienCtx) bestSpot(who string, n int) (grid.Square, float64) {
	ch := c.char(who)
	if ch == nil || c.l == nil {
		return grid.NoSquare, 0
	}
	key := spotKey{who, n}
	if m, ok := c.spots[key]; ok {
		return m.at, m.score
	}
	f := c.reach(ch.at, n)
	best, bestScore := ch.at, c.position(who, ch.at)
	for s := range c.l.Len() {
		sq := grid.Square(s)
		if d := f.Dist[s]; d <= 0 || int(d) > n || !c.free(who, sq) {
			continue
		}
		if sc := c.position(who, sq); sc > bestScore+1e-9 {
			best, bestScore = sq, sc
		}
	}
	c.spots[key] = spot{best, bestScore}
	return best, bestScore
}

// moveGain is how much better the best square within a Move is than
// staying put.
func (c *alienCtx) moveGain(who string) float64 {
	ch := c.char(who)
	if ch == nil || c.l == nil {
		return -1
	}
	speed := 4
	if s := c.side(who); s != nil {
		speed = s.Speed
	}
	_, best := c.bestSpot(who, speed)
	return best - c.position(who, ch.at)
}

// hunting: no more Blips will come (the Motion Tracker deck is used up,
// S.3) and something is left to kill.
//
// While anything is still coming (within 8 spaces of the squad) the
// squad holds and lets it come: Blips and Aliens move towards the
// Marines by themselves, and a squad walking into a hive of Blips died
// there (Bug Hunt 1 won 12% with the old always-hunt, see
// docs/balance.md). It goes looking only for what keeps away.
//
// position asks it for every square a Move reaches, so it is worked out
// once a decision.
func (c *alienCtx) hunting() bool {
	if c.hunt == 0 {
		c.hunt = 1
		if c.isHunting() {
			c.hunt = 2
		}
	}
	return c.hunt == 2
}

func (c *alienCtx) isHunting() bool {
	if c.v.MTDeck != 0 || len(c.threats) == 0 {
		return false
	}
	if c.l == nil {
		return true
	}
	f := c.distChars()
	for _, t := range c.threats {
		if dist(f, t.at) <= 8 {
			return false
		}
	}
	return true
}

// nextToAlien reports an Alien model adjacent to s.
func (c *alienCtx) nextToAlien(s grid.Square) bool {
	for _, t := range c.threats {
		if t.tokens >= 0 && c.l.Adjacent(s, t.at) {
			return true
		}
	}
	return false
}

// seesAlien reports an Alien model in Character who's Line of Sight.
func (c *alienCtx) seesAlien(who string) bool {
	ch := c.char(who)
	if ch == nil {
		return false
	}
	for _, t := range c.threats {
		if t.tokens >= 0 && c.l.LOS(ch.at, t.at, c.standing, c.closed) {
			return true
		}
	}
	return false
}
