package aliens

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// Section K: the Attack action. The roll, the hit, the Aim Dial and the
// Full Auto chain are exact; targets are every Alien until the board
// gives Line of Sight and range (K.1, K.12). Area weapons (K.11) and the
// free Grenade attack after the M41A (K.10) wait for the board.

func alienKey(id int) string { return alienKeys.key(id) }

// alienKeys ("a3") and blipKeys ("b7") name Alien models and Blips in
// options and events; blipOptKeys ("blip:b7"), boardKeys ("board:2", by
// board index) and alienOptKeys ("alien:a3") are the Blip order, Blip
// board and Alien order option keys.
var (
	alienKeys, blipKeys    = newIDKeys("a"), newIDKeys("b")
	blipOptKeys, boardKeys = newIDKeys("blip:b"), newIDKeys("board:")
	alienOptKeys           = newIDKeys("alien:a")
)

// idKeys are the strings prefix+id, those of the first ids built once so
// that options and events do not build them again.
type idKeys struct {
	prefix string
	first  [128]string
}

func newIDKeys(prefix string) *idKeys {
	t := &idKeys{prefix: prefix}
	for i := range t.first {
		t.first[i] = prefix + strconv.Itoa(i)
	}
	return t
}

// key is prefix+id; small enough to be inlined.
func (t *idKeys) key(id int) string {
	if uint(id) >= uint(len(t.first)) {
		return t.build(id)
	}
	return t.first[id]
}

// build is key for an id past the first, kept out of line so that key
// is small enough to be inlined.
func (t *idKeys) build(id int) string { return t.prefix + strconv.Itoa(id) }

// appendTargets appends targets to out.
func (g *Game) appendTargets(out []Alien, ch CharID, w int) []Alien {
	if g.board == nil {
		return append(out, g.st.Aliens...)
	}
	at := g.st.Chars[ch].At
	sc := g.sightSets() // no state changes in the loop
	for _, a := range g.st.Aliens {
		if !sc.los(g.board, at, a.At) {
			continue
		}
		if !g.inRange(w, at, a.At) {
			continue
		}
		out = append(out, a)
	}
	return out
}

// inRange is targets' range test: a CLOSE weapon with a range reaches
// squares within it (K.12); other weapons reach any square in sight.
func (g *Game) inRange(w, from, to int) bool {
	d := g.rules.Deck.cardDef(w)
	return !(d.Range > 0 && d.Keywords.Has(Close) && g.distance(from, to) > d.Range)
}

func (g *Game) alienIndex(id int) int {
	a := g.st.Aliens
	if i := g.alienHint; i < len(a) && a[i].ID == id {
		return i // as blipIndex
	}
	for i := range a {
		if a[i].ID == id {
			g.alienHint = i
			return i
		}
	}
	return -1
}

// appendAttackOptions appends "attack:<weapon>:<alien>" for each
// equipped single-target weapon and each target (K.1) to out (the action
// decision builds its options in one slice).
func (g *Game) appendAttackOptions(out []engine.Option, ch CharID) []engine.Option {
	var buf [16]Alien
	for _, w := range g.st.Chars[ch].Slots[:slotEquip1] {
		if w >= 0 && g.rules.Deck.cardDef(w).Keywords.Has(Area) {
			out = append(out, g.areaOptions(ch, w)...)
			continue
		}
		if w < 0 {
			continue
		}
		for _, a := range g.appendTargets(buf[:0], ch, w) {
			out = append(out, g.opt(g.attackKey(w, a.ID), "aliens.opt.attack",
				"card", g.rules.Deck.cardName(w), "alien", alienKey(a.ID)))
		}
	}
	return out
}

// attackKey is the option key "attack:<weapon>:<alien>": for a weapon's
// first Alien ids from the table the rules built (cardInst.attack,
// immutable, shared by all games), else built once per game for each
// weapon card and Alien id met (a memo, not state: a clone builds its
// own).
func (g *Game) attackKey(w, id int) string {
	if uint(w) < uint(len(g.rules.Deck.List)) {
		if t := g.rules.Deck.List[w].attack; uint(id) < uint(len(t)) {
			return t[id]
		}
	}
	if w < 0 || w > DeckSize || id < 0 || id >= 256 {
		return "attack:" + g.rules.Deck.cardKey(w) + ":" + alienKey(id)
	}
	if g.akeys == nil {
		g.akeys = make([][]string, DeckSize+1)
	}
	row := g.akeys[w]
	if id >= len(row) {
		row = append(row, make([]string, id+1-len(row)+8)...)
		g.akeys[w] = row
	}
	if row[id] == "" {
		row[id] = "attack:" + g.rules.Deck.cardKey(w) + ":" + alienKey(id)
	}
	return row[id]
}

func (g *Game) chooseAttackKey(seat engine.Seat, ch CharID, key string) {
	a, _ := keyArg(key, "attack")
	wk, ak, _ := cut(a, ":")
	w, _ := g.rules.Deck.cardByKey(wk)
	g.st.Chars[ch].Actions--
	g.push(attackFrame(seat, ch, w, atoi(ak[1:])))
}

// attackCost is the weapon's Exhaust-to-attack (G.15, K.3); Vasquez's
// Hero passive fires the M56 for two instead of three (W.1.6).
func (g *Game) attackCost(ch CharID, w int) int {
	d := g.rules.Deck.cardDef(w)
	if d.ID == cardSmartGun && (g.has(ch, abVasquezPassive) || g.has(ch, abVasquezGruntPassive)) {
		return 2
	}
	return d.ExhaustToAttack
}

// attackRoll rolls the weapon's dice and keeps the lowest (K.4, K.14).
func (g *Game) attackRoll(ch CharID, w int, rule string) int {
	n := max(1, g.rules.Deck.cardDef(w).Dice)
	dice := make([]int, n)
	for i := range dice {
		dice[i] = g.rng.Roll(10)
	}
	r := slices.Min(dice)
	if n > 1 {
		if g.logging() {
			g.emit("K.14", engine.M("aliens.attack.rolled-keep-lowest", "char", ch.Name(), "roll", r), dice)
		}
	} else {
		if g.logging() {
			g.emit(rule, engine.M("aliens.attack.rolled", "char", ch.Name(), "roll", r), dice)
		}
	}
	return r
}

// hits reports K.4/K.5: at most the Aim Dial, or at most the weapon's
// always-hits number.
func hits(roll, aim, always int) bool { return roll <= aim || roll <= always }

// rerollable reports whether a failed attack roll may be re-rolled now:
// Hicks' passive, once per turn, Exhausting a card from hand (Hero side,
// W.1.2) or two cards (Grunt side, content); a roll is re-rolled at most
// once (U.2).
func (g *Game) rerollable(f *frame) bool {
	c := &g.st.Chars[f.Char]
	if f.Rerolled || c.Turn&turnHicksReroll != 0 || hits(f.Roll, c.Aim, g.rules.Deck.cardDef(f.Card).AlwaysHitsOn) {
		return false
	}
	return (g.has(f.Char, abHicksPassive) && len(g.st.Hands[c.Owner]) > 0) || g.has(f.Char, abHicksGruntPassive)
}

// runAttack steps through one Attack action (its steps: frames.go).
func (g *Game) runAttack(f *frame) bool {
	var tb [16]Alien // appendTargets' room: no allocation
	c := &g.st.Chars[f.Char]
	d := g.rules.Deck.cardDef(f.Card)
	switch f.Step {
	case attackPay:
		f.Step = attackRolling
		if g.logging() {
			g.emit("K.1", engine.M("aliens.attack.start", "char", f.Char.Name(), "card", g.rules.Deck.cardName(f.Card), "alien", alienKey(f.alien())), nil)
		}
		if n := g.attackCost(f.Char, f.Card); n > 0 {
			g.exhaust(n, "K.3")
		}
	case attackRolling:
		f.Step = attackReroll
		f.Roll, f.Rerolled = g.attackRoll(f.Char, f.Card, "K.4"), false
	case attackReroll:
		if g.rerollable(f) {
			return true
		}
		f.Step = attackResolve
	case attackResolve:
		hit := hits(f.Roll, c.Aim, d.AlwaysHitsOn)
		switch {
		case f.Roll <= c.Aim:
			if g.logging() {
				g.emit("K.4", engine.M("aliens.attack.hit", "char", f.Char.Name(), "roll", f.Roll, "aim", c.Aim), nil)
			}
		case hit:
			g.emit("K.5", engine.M("aliens.attack.hit-always", "char", f.Char.Name(), "roll", f.Roll, "n", d.AlwaysHitsOn), nil)
		default:
			if g.logging() {
				g.emit("K.7", engine.M("aliens.attack.miss", "char", f.Char.Name(), "roll", f.Roll, "aim", c.Aim), nil)
			}
		}
		c.addAim(-1) // [K.8] [K.15] once per roll, re-rolled or not
		if g.logging() {
			g.emit("K.8", engine.M("aliens.aim.lowered", "char", f.Char.Name(), "aim", c.Aim), nil)
		}
		if hit {
			g.kill(f.alien())
		}
		f.Step = attackFollowUp
		if hit && d.Keywords.Has(FullAuto) && len(g.appendTargets(tb[:0], f.Char, f.Card)) > 0 {
			f.Step = attackFullAuto
		}
	case attackFullAuto, attackSecond, attackGrenade:
		return true // waiting for the answer
	case attackFollowUp:
		// [W.2.6] after an Attack action with the HK VP70, MAY Exhaust a
		// card for a second attack: a Free Action (G.14, Z.11).
		if !f.Free && d.ID == cardPistol && len(g.appendTargets(tb[:0], f.Char, f.Card)) > 0 && g.activeChar() == f.Char &&
			(c.Free&freeVP70Second == 0 || g.st.Opts.FreeActionRepeat) {
			f.Step = attackSecond
			return true
		}
		// [W.2.1] [K.10] after an Attack action with the M41A (Full Auto
		// included), MAY take a Free Attack action with an equipped Grenade
		// weapon (G.14, Z.11).
		if !f.Free && d.ID == cardPulseRifle && g.activeChar() == f.Char &&
			(c.Free&freeGrenade == 0 || g.st.Opts.FreeActionRepeat) && len(g.grenadeOptions(f.Char)) > 0 {
			f.Step = attackGrenade
			return true
		}
		g.pop()
	}
	return false
}

// kill removes an Alien hit by an attack, or one token of a swarm (K.6).
func (g *Game) kill(id int) {
	i := g.alienIndex(id)
	if i < 0 {
		return
	}
	if a := &g.st.Aliens[i]; a.Tokens > 0 {
		a.Tokens--
		if g.logging() {
			g.emit("K.6", engine.M("aliens.alien.token-killed", "alien", alienKey(id), "left", a.Tokens), nil)
		}
		return
	}
	g.st.Aliens = slices.Delete(g.st.Aliens, i, i+1)
	g.sightChanged()
	if g.logging() {
		g.emit("K.6", engine.M("aliens.alien.killed", "alien", alienKey(id)), nil)
	}
}

func (g *Game) decideAttack(f *frame) *engine.Decision {
	var tb [16]Alien // appendTargets' room: no allocation
	d := g.decide(f.Seat, engine.Msg{})
	switch f.Step {
	case attackReroll:
		if !g.rerollable(f) {
			return nil
		}
		d.Prompt = g.mem.Message("aliens.prompt.reroll-attack", "char", f.Char.Name(), "roll", itoa(f.Roll))
		if g.has(f.Char, abHicksGruntPassive) {
			d.Options = append(d.Options, g.opt("reroll:exhaust", "aliens.opt.reroll-exhaust-two"))
		} else {
			var hand [16]int // most hands: no allocation
			for _, c := range g.sortedHand(hand[:0], f.Seat) {
				d.Options = append(d.Options, g.opt(g.rules.Deck.optKey(okReroll, c), "aliens.opt.reroll-exhaust", "card", g.rules.Deck.cardName(c)))
			}
		}
		d.Options = append(d.Options, g.opt("reroll:no", "aliens.opt.no-reroll"))
	case attackFullAuto:
		d.Prompt = g.mem.Message("aliens.prompt.full-auto", "char", f.Char.Name())
		for _, a := range g.appendTargets(tb[:0], f.Char, f.Card) {
			d.Options = append(d.Options, g.opt("fullauto:"+alienKey(a.ID), "aliens.opt.full-auto", "alien", alienKey(a.ID)))
		}
		d.Options = append(d.Options, g.opt("fullauto:stop", "aliens.opt.full-auto-stop"))
	case attackSecond:
		d.Prompt = g.mem.Message("aliens.prompt.second-attack", "char", f.Char.Name())
		for _, a := range g.appendTargets(tb[:0], f.Char, f.Card) {
			d.Options = append(d.Options, g.opt("second:"+alienKey(a.ID), "aliens.opt.second-attack", "alien", alienKey(a.ID)))
		}
		d.Options = append(d.Options, g.opt("second:no", "aliens.opt.no-second-attack"))
	case attackGrenade:
		d.Prompt = g.mem.Message("aliens.prompt.grenade", "char", f.Char.Name())
		d.Options = append(g.grenadeOptions(f.Char), g.opt("grenade:no", "aliens.opt.no-grenade"))
	default:
		return nil
	}
	return d
}

func (g *Game) chooseAttack(f *frame, key string) {
	switch {
	case key == "reroll:no":
		f.Step = attackResolve
	case key == "fullauto:stop":
		f.Step = attackFollowUp
	case key == "second:no", key == "grenade:no":
		g.pop()
	case strings.HasPrefix(key, "area:"):
		ch := f.Char
		g.pop()
		g.st.Chars[ch].Free |= freeGrenade
		if g.logging() {
			g.emit("K.10", engine.M("aliens.attack.free-grenade", "char", ch.Name()), nil)
		}
		g.chooseAreaKey(ch, key)
	default:
		if a, ok := keyArg(key, "reroll"); ok {
			// [W.1.2] Exhaust a card from hand to re-roll; [U.2] the new
			// result replaces the old and is final.
			g.st.Chars[f.Char].Turn |= turnHicksReroll
			if a == "exhaust" {
				g.exhaust(2, "W.1.2")
			} else {
				c, _ := g.rules.Deck.cardByKey(a)
				g.exhaustFromHand(f.Seat, c)
			}
			f.Roll, f.Rerolled = g.attackRoll(f.Char, f.Card, "U.2"), true
			f.Step = attackResolve
			return
		}
		if a, ok := keyArg(key, "fullauto"); ok {
			// [K.9] Exhaust exactly one card to attack again.
			f.setAlien(atoi(a[1:]))
			f.Step = attackRolling
			if g.logging() {
				g.emit("K.9", engine.M("aliens.attack.full-auto", "char", f.Char.Name(), "alien", a), nil)
			}
			g.exhaust(1, "K.9")
			return
		}
		a, _ := keyArg(key, "second")
		f.setAlien(atoi(a[1:]))
		f.Step, f.Free = attackRolling, true
		g.st.Chars[f.Char].Free |= freeVP70Second
		if g.logging() {
			g.emit("W.2.6", engine.M("aliens.attack.second", "char", f.Char.Name(), "alien", a), nil)
		}
		g.exhaust(1, "W.2.6")
	}
}

// Area attacks (K.11). The board chooses the space and lists what stands
// in it and around it; areaAttack rolls and resolves. Until the board
// exists no area attack is offered, but the dice are exact.

// areaTarget is one model or token in an attacked area.
type areaTarget struct {
	Alien int    // an Alien's id, or 0
	Char  CharID // a Character, when Alien is 0 and Blip is false
	Blip  bool   // a Blip token (K.11.2), by its index in Blip
	BlipN int
}

// areaAttack resolves one area attack by ch with weapon w (K.11): the cost
// is paid once and the Aim Dial drops once (K.11.4); one roll per model,
// per swarm token and per Blip; against a swarm the hits remove tokens
// first and the model only once all are gone (K.11.1); a Character hit is
// Killed (K.11.3). It returns the number of hits.
func (g *Game) areaAttack(ch CharID, w int, targets []areaTarget) int {
	c := &g.st.Chars[ch]
	d := g.rules.Deck.cardDef(w)
	if g.logging() {
		g.emit("K.11", engine.M("aliens.attack.area", "char", ch.Name(), "card", g.rules.Deck.cardName(w)), nil)
	}
	if d.DiscardToAttack {
		g.place(w, destDiscard) // M40 Grenades: Discard this card to attack
	} else if n := g.attackCost(ch, w); n > 0 {
		g.exhaust(n, "K.3")
	}
	if g.st.Over {
		return 0
	}
	aim, total := c.Aim, 0
	roll := func() bool {
		r := g.attackRoll(ch, w, "K.11")
		return hits(r, aim, d.AlwaysHitsOn)
	}
	for _, t := range targets {
		switch {
		case t.Alien != 0:
			i := g.alienIndex(t.Alien)
			if i < 0 {
				continue
			}
			n := 0
			for range 1 + g.st.Aliens[i].Tokens { // [K.11.1]
				if roll() {
					n++
				}
			}
			total += n
			for range n {
				g.kill(t.Alien)
			}
		case t.Blip:
			if roll() && g.blipIndex(t.BlipN) >= 0 {
				total++
				// [K.11.2] removed unflipped; back to the pool [Y.14]
				g.removeBlip(t.BlipN)
				if g.logging() {
					g.emit("K.11.2", engine.M("aliens.blip.killed", "blip", blipKey(t.BlipN)), nil)
				}
			}
		default:
			if roll() {
				total++
				if g.logging() {
					g.emit("K.11.3", engine.M("aliens.char.killed-by-area", "char", t.Char.Name()), nil)
				}
				g.killChar(t.Char, "K.11.3")
			}
		}
	}
	c.addAim(-1) // [K.11.4] once, after all the rolls
	if g.logging() {
		g.emit("K.8", engine.M("aliens.aim.lowered", "char", ch.Name(), "aim", c.Aim), nil)
	}
	return total
}

// areaSpaces lists the spaces an area weapon may be aimed at (K.11): in
// Line of Sight and, for the M240 Flamethrower, two spaces away (EN 56-57;
// X.21: DE reads "within two"), for others within the weapon's range
// (M40 Grenades: four). Spaces are in board order.
func (g *Game) areaSpaces(ch CharID, w int) []int {
	if g.board == nil {
		return nil
	}
	at, d := g.st.Chars[ch].At, g.rules.Deck.cardDef(w)
	var out []int
	sc := g.sightSets() // no state changes in the loop
	var row []int32     // distance's row from at, read once [Z.2]
	if !g.st.Opts.DistanceStraight {
		row = g.board.StaticDistances(grid.Square(at))
	}
	flame := d.ID == cardFlamethrower // a string: compared once, not per square
	// The layout's sight rows from at (nil before PrecomputeLOS) decide
	// most squares without a look at the blockers: not in maybe, no line
	// gets past the walls; in sure, one does whatever blocks (E).
	maybe, sure := g.board.SightRows(grid.Square(at))
	for s := 0; s < g.board.Len(); s++ {
		if maybe != nil && maybe[s>>6] == 0 {
			s |= 63 // no square of this word is in sight: skip to the next
			continue
		}
		var dist int
		switch {
		case row == nil:
			dist = g.distance(at, s)
		case row[s] >= 0:
			dist = int(row[s])
		default:
			dist = farAway
		}
		if flame && dist != d.Range || dist > d.Range {
			continue
		}
		if maybe != nil && (!maybe.Has(grid.Square(s)) || sure.Has(grid.Square(s))) {
			if maybe.Has(grid.Square(s)) {
				out = append(out, s)
			}
			continue
		}
		if sc.los(g.board, at, s) {
			out = append(out, s)
		}
	}
	return out
}

// areaOptions lists "area:<weapon>:<square>" for one area weapon.
func (g *Game) areaOptions(ch CharID, w int) []engine.Option {
	var out []engine.Option
	for _, s := range g.areaSpaces(ch, w) {
		out = append(out, g.areaOption(w, s))
	}
	return out
}

// areaOption is "area:<weapon>:<square>": area weapon w aimed at s.
func (g *Game) areaOption(w, s int) engine.Option {
	n := g.squareName(s)
	return engine.Option{Key: "area:" + g.rules.Deck.cardKey(w) + ":" + n,
		Msg: g.optMsg("aliens.opt.area", "card", g.rules.Deck.cardName(w), "at", n), At: n}
}

// grenadeOptions are the area options of ch's Grenade weapons (K.10).
func (g *Game) grenadeOptions(ch CharID) []engine.Option {
	var out []engine.Option
	for _, w := range g.st.Chars[ch].Slots[:slotEquip1] {
		if w >= 0 && g.rules.Deck.cardDef(w).Keywords.Has(Grenade) {
			out = append(out, g.areaOptions(ch, w)...)
		}
	}
	return out
}

// inArea reports whether square t is in the area of an attack aimed at
// square s (K.11): s itself and every square next to it, not across a
// wall (inReach, D.6: the blast does not pass walls or closed doors);
// AreaAcrossWalls takes every square sharing an edge or corner (0.5).
func (g *Game) inArea(s, t int) bool {
	if t == s {
		return true
	}
	if g.st.Opts.AreaAcrossWalls {
		return g.adjacent(s, t)
	}
	return g.inReach(s, t)
}

// areaSquares appends the squares of the area aimed at s (inArea) to dst,
// in board order.
func (g *Game) areaSquares(dst []int, s int) []int {
	dst = append(dst, s)
	for _, t := range g.board.Touching(grid.Square(s)) {
		if g.inArea(s, int(t)) {
			dst = append(dst, int(t))
		}
	}
	slices.Sort(dst)
	return dst
}

// areaAimable reports whether ch may aim area weapon w at square s
// (areaSpaces' test for one square): in Line of Sight and in range.
func (g *Game) areaAimable(ch CharID, w, s int) bool {
	at, d := g.st.Chars[ch].At, g.rules.Deck.cardDef(w)
	dist := g.distance(at, s)
	if d.ID == cardFlamethrower && dist != d.Range || dist > d.Range {
		return false
	}
	return g.los(at, s)
}

// areaSpacesAt lists the squares ch may aim area weapon w at so that the
// area holds square t (an Alien's, for Defensive Fire, M.3), in board
// order.
func (g *Game) areaSpacesAt(ch CharID, w, t int) []int {
	var buf [9]int
	var out []int
	for _, s := range g.areaSquares(buf[:0], t) {
		// inArea is symmetric: the squares whose area holds t are those
		// of t's own area.
		if g.areaAimable(ch, w, s) {
			out = append(out, s)
		}
	}
	return out
}

// areaTargets lists what stands in the area aimed at space s (inArea)
// [K.11]: Alien models (with their tokens), Characters and Blips, in
// board order.
func (g *Game) areaTargets(s int) []areaTarget {
	var out []areaTarget
	var near [9]int
	sq := g.areaSquares(near[:0], s)
	for _, t := range sq {
		for _, a := range g.st.Aliens {
			if a.At == t {
				out = append(out, areaTarget{Alien: a.ID})
			}
		}
		for i := range g.st.Chars {
			if c := &g.st.Chars[i]; c.onBoard() && c.At == t {
				out = append(out, areaTarget{Char: c.ID})
			}
		}
		for _, b := range g.st.Blips {
			if b.At == t {
				out = append(out, areaTarget{Blip: true, BlipN: b.ID})
			}
		}
	}
	return out
}

// chooseAreaKey resolves "area:<weapon>:<square>" as one attack (K.11),
// then the weapon's after-shot abilities (Frost, W.1.4).
func (g *Game) chooseAreaKey(ch CharID, key string) {
	a, _ := keyArg(key, "area")
	wk, sq, _ := cut(a, ":")
	w, _ := g.rules.Deck.cardByKey(wk)
	s, _ := g.board.Lookup(sq)
	targets := g.areaTargets(int(s))
	g.areaAttack(ch, w, targets)
	if g.rules.Deck.cardDef(w).ID == cardFlamethrower {
		g.afterFlamethrower(ch)
	}
}
