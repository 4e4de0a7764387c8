package aliens

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
	"github.com/sulaco/sulaco/internal/position"
)

// Positions (docs/positions.md): a mission's state as a YAML file a
// person can write, named in the rulebook's words: Characters by name,
// squares as "C4", doors as "C4-C5", Endurance cards by their content key
// ("m41a-pulse-rifle.2"), Motion Tracker cards by id and copy
// ("mt-blips-2.1"), Blip tokens by value and copy ("2.1"). A field left
// out keeps the value a new mission of the same options has. The work
// under way (an activation, a phase's step) is written by a save as the
// list of pending steps; a position written by hand names the phase to
// start instead.

// positionFile is the YAML of an Aliens position.
type positionFile struct {
	position.Common `yaml:",inline"`
	// Phase starts that phase of the turn on the given state: marine,
	// alien or finish. Left out, the position goes on where its pending
	// steps say (a saved game) or where a new mission starts.
	Phase string `yaml:"phase,omitempty"`
	Turn  *int   `yaml:"turn,omitempty"`
	// Token is the seat holding the Activation token, -1 for nobody.
	Token         *int                      `yaml:"activation-token,omitempty"`
	Characters    charPositions             `yaml:"characters,omitempty"`
	Endurance     endurancePos              `yaml:"endurance,omitempty"`
	Aliens        position.Items[alienPos]  `yaml:"aliens"`
	NextAlien     *int                      `yaml:"next-alien,omitempty"`
	Blips         position.Items[blipPos]   `yaml:"blips"`
	NextBlip      *int                      `yaml:"next-blip,omitempty"`
	Pool          position.List             `yaml:"pool"` // Blip tokens, "2.1"
	MotionTracker trackerPos                `yaml:"motion-tracker,omitempty"`
	Barricades    position.List             `yaml:"barricades"` // doors, "C4-C5"
	Spawns        []string                  `yaml:"spawns,omitempty"`
	Tunnels       position.List             `yaml:"tunnels"`
	Spots         position.List             `yaml:"barricaded-spots"`
	TunnelPlaced  *bool                     `yaml:"tunnel-placed,omitempty"`
	Sentries      position.Items[sentryPos] `yaml:"sentry-guns"`
	Objects       position.Items[objectPos] `yaml:"objects"`
	Dropship      *int                      `yaml:"dropship,omitempty"`
	Result        *resultPos                `yaml:"result,omitempty"`
	Pending       position.Items[framePos]  `yaml:"pending"`
	// NewHeroes are the lost Heroes' players still to be asked for a new
	// Hero (M.13.2), oldest first (state.NewHeroes).
	NewHeroes []framePos `yaml:"new-hero-questions,omitempty"`
}

// charPositions names the seven Characters; a Character left out keeps
// its new-mission state.
type charPositions struct {
	Ripley  *charPos `yaml:"ripley,omitempty"`
	Hicks   *charPos `yaml:"hicks,omitempty"`
	Gorman  *charPos `yaml:"gorman,omitempty"`
	Frost   *charPos `yaml:"frost,omitempty"`
	Hudson  *charPos `yaml:"hudson,omitempty"`
	Vasquez *charPos `yaml:"vasquez,omitempty"`
	Newt    *charPos `yaml:"newt,omitempty"`
}

func (c *charPositions) all() [numChars]**charPos {
	return [numChars]**charPos{&c.Ripley, &c.Hicks, &c.Gorman, &c.Frost, &c.Hudson, &c.Vasquez, &c.Newt}
}

type charPos struct {
	InPlay *bool  `yaml:"in-play,omitempty"`
	Side   string `yaml:"side,omitempty"` // hero or grunt
	// Player is the seat playing a Hero (-1 for a Grunt).
	Player *int   `yaml:"player,omitempty"`
	Square string `yaml:"square,omitempty"` // "-" for none
	Status string `yaml:"status,omitempty"`
	Aim    *int   `yaml:"aim,omitempty"`
	// Slots are the two weapon slots, then the two equipment slots:
	// card keys, "-" for an empty slot.
	Slots     []string `yaml:"slots,omitempty"`
	Activated *bool    `yaml:"activated,omitempty"`
	Actions   *int     `yaml:"actions,omitempty"`
	// FreeActions and TurnAbilities are the free actions taken in this
	// activation (G.14) and the once-per-turn abilities used (B.12).
	FreeActions   []string `yaml:"free-actions,omitempty"`
	TurnAbilities []string `yaml:"turn-abilities,omitempty"`
	Facehugged    *bool    `yaml:"facehugged,omitempty"`
	Trapped       *bool    `yaml:"trapped,omitempty"`
	Rescued       *bool    `yaml:"rescued,omitempty"`
}

// endurancePos are the Endurance card zones (F.1), card keys each; the
// deck top first with "reshuffle" in it, the piles bottom first.
type endurancePos struct {
	Deck     position.List   `yaml:"deck"`
	Exhaust  position.List   `yaml:"exhaust"`
	Discard  position.List   `yaml:"discard"`
	Hands    []position.List `yaml:"hands"`
	Limbo    position.List   `yaml:"in-play"`
	Revealed position.List   `yaml:"revealed"`
	Removed  position.List   `yaml:"removed,omitempty"`
}

type alienPos struct {
	ID         int    `yaml:"id"`
	Square     string `yaml:"square"`
	Tokens     int    `yaml:"tokens"`
	Acted      bool   `yaml:"acted,omitempty"`
	Facehugger bool   `yaml:"facehugger,omitempty"`
}

type blipPos struct {
	ID     int    `yaml:"id"`
	Square string `yaml:"square"`
	Token  string `yaml:"token"` // value and copy, "3.2"
	Acted  bool   `yaml:"acted,omitempty"`
}

type trackerPos struct {
	Deck    position.List `yaml:"deck"` // top first
	Discard position.List `yaml:"discard"`
	Size    *int          `yaml:"size,omitempty"`
}

type sentryPos struct {
	Square string `yaml:"square"`
	Facing string `yaml:"facing"` // n, e, s, w
	Ammo   int    `yaml:"ammo"`
}

type objectPos struct {
	Kind    string `yaml:"kind"`
	Square  string `yaml:"square"`
	Name    string `yaml:"name,omitempty"`
	Face    string `yaml:"face,omitempty"`
	Char    string `yaml:"character,omitempty"`
	Carrier string `yaml:"carrier,omitempty"`
	Out     bool   `yaml:"out,omitempty"`
	Used    bool   `yaml:"used,omitempty"`
}

type resultPos struct {
	Winner  string     `yaml:"winner"`
	Rule    string     `yaml:"rule"`
	Message engine.Msg `yaml:"message"`
}

// framePos is one pending step: the engine's continuation, written by a
// save so that a saved game goes on exactly; its numbers are counters
// and step numbers of the rules code, not meant to be written by hand.
type framePos struct {
	Kind     string `yaml:"kind"`
	Step     int    `yaml:"step,omitempty"`
	Seat     int    `yaml:"seat,omitempty"`
	Char     string `yaml:"character,omitempty"`
	Card     int    `yaml:"card,omitempty"`
	Rev      int    `yaml:"revealed,omitempty"`
	RevEx    bool   `yaml:"from-exhaust,omitempty"`
	N        int    `yaml:"n,omitempty"`
	M        int    `yaml:"m,omitempty"`
	Target   int    `yaml:"target,omitempty"`
	Roll     int    `yaml:"roll,omitempty"`
	Hero     bool   `yaml:"hero,omitempty"`
	Free     bool   `yaml:"free,omitempty"`
	Rerolled bool   `yaml:"rerolled,omitempty"`
	// Equipped: the cards equipped in this equip step, a bit per card
	// number (frame.Moved).
	Equipped uint64 `yaml:"equipped,omitempty"`
}

// freeNames name the bits of a freeSet, lowest first.
var freeNames = [...]string{"vp70-second", "grenade", "shoulder-lamp", "gorman", "hicks-reroll", "ripley-reroll", "tracker"}

// phases are the phases a hand-written position may start.
var phases = map[string]fkind{"marine": kMarine, "alien": kAlien, "finish": kFinish}

// PositionLoader returns the function that sets a game up from a
// position file with the given content (the catalog's FromPosition).
func PositionLoader(set *content.Set) (func(d *position.Doc) (engine.Game, error), error) {
	r, err := NewRules(set)
	if err != nil {
		return nil, err
	}
	return func(d *position.Doc) (engine.Game, error) {
		g, err := FromPosition(r, d)
		if err != nil {
			return nil, err // not a nil *Game in an interface
		}
		return g, nil
	}, nil
}

// FromPosition sets a game up from a parsed position. A position that
// breaks a rule of the game's state (Check) is refused.
func FromPosition(r *Rules, d *position.Doc) (*Game, error) {
	if d.Game != Name {
		return nil, d.Errorf("game", "this is a position of %q, not %q", d.Game, Name)
	}
	raw, err := d.OptionsJSON()
	if err != nil {
		return nil, err
	}
	opts, err := DecodeOptions(raw)
	if err != nil {
		return nil, d.Errorf("options", "%v", err)
	}
	base, err := NewWith(r, opts, d.Seed)
	if err != nil {
		return nil, d.Errorf("options", "%v", err)
	}
	var p positionFile
	if err := d.Decode(&p); err != nil {
		return nil, err
	}
	rng, err := d.Generator()
	if err != nil {
		return nil, err
	}
	g := &Game{st: base.st.clone(), rng: rng, rules: r, board: base.board}
	ld := loader{g: g, d: d, base: &base.st}
	if err := ld.apply(&p); err != nil {
		return nil, err
	}
	g.sightChanged()
	if p.Phase != "" {
		g.advance() // its events are the loaded game's first
	}
	if err := g.Check(); err != nil {
		return nil, d.Errorf("", "the position breaks a rule of the game: %v", err)
	}
	if err := position.Probe(g); err != nil {
		return nil, d.Errorf("pending", "%v", err)
	}
	return g, nil
}

// loader applies a decoded position to a game's state.
type loader struct {
	g *Game
	d *position.Doc
	// used are the Endurance cards named so far (card).
	used []bool
	// base is the new mission's state; heldCards its cards equipped or
	// in hands (held).
	base      *state
	heldCards []bool
}

func (ld *loader) apply(p *positionFile) error {
	g, d, st := ld.g, ld.d, &ld.g.st
	if p.Turn != nil {
		if *p.Turn < 1 || *p.Turn > 99 {
			return d.Errorf("turn", "%d is out of range 1..99", *p.Turn)
		}
		st.Turn = *p.Turn
	}
	if p.Token != nil {
		if *p.Token < -1 || *p.Token >= st.Opts.Players {
			return d.Errorf("activation-token", "seat %d is not a player (0..%d, or -1)", *p.Token, st.Opts.Players-1)
		}
		st.Token = engine.Seat(*p.Token)
	}
	for i, cp := range p.Characters.all() {
		if *cp != nil {
			if err := ld.character(CharID(i), *cp); err != nil {
				return err
			}
		}
	}
	if err := ld.endurance(&p.Endurance); err != nil {
		return err
	}
	if d.Has("aliens") {
		st.Aliens = nil
		if !d.IsNull("aliens") {
			st.Aliens = make([]Alien, 0, len(p.Aliens))
		}
		for i, a := range p.Aliens {
			path := fmt.Sprintf("aliens[%d]", i)
			at, err := ld.square(path+".square", a.Square)
			if err != nil {
				return err
			}
			if a.Tokens < 0 || a.Tokens > 16 {
				return d.Errorf(path+".tokens", "%d tokens is out of range 0..16 (N.12)", a.Tokens)
			}
			for _, o := range st.Aliens {
				if o.ID == a.ID {
					return d.Errorf(path+".id", "Alien %d is listed twice", a.ID)
				}
			}
			st.Aliens = append(st.Aliens, Alien{ID: a.ID, Tokens: a.Tokens, At: at, Acted: a.Acted, Facehugger: a.Facehugger})
			if a.ID >= st.NextAlien {
				st.NextAlien = a.ID + 1
			}
		}
	}
	if p.NextAlien != nil {
		st.NextAlien = *p.NextAlien
	}
	tokens := position.NewNames(len(g.rules.BlipValues), func(t int) string { return strconv.Itoa(g.rules.BlipValues[t]) })
	if d.Has("blips") {
		st.Blips = nil
		if !d.IsNull("blips") {
			st.Blips = make([]Blip, 0, len(p.Blips))
		}
		for i, b := range p.Blips {
			path := fmt.Sprintf("blips[%d]", i)
			at, err := ld.square(path+".square", b.Square)
			if err != nil {
				return err
			}
			t, err := ld.named(path+".token", "Blip token", b.Token, tokens)
			if err != nil {
				return err
			}
			st.Blips = append(st.Blips, Blip{ID: b.ID, Token: t, At: at, Acted: b.Acted})
			if b.ID >= st.NextBlip {
				st.NextBlip = b.ID + 1
			}
		}
	}
	if p.NextBlip != nil {
		st.NextBlip = *p.NextBlip
	}
	if d.Has("pool") {
		pool, err := ld.names("pool", "Blip token", p.Pool, tokens)
		if err != nil {
			return err
		}
		st.Pool = pool
	}
	if !d.Has("pool") && d.Has("blips") {
		// The pool keeps the new mission's tokens but those now on the
		// board.
		pool := []int{}
		for _, t := range st.Pool {
			if !slices.ContainsFunc(st.Blips, func(b Blip) bool { return b.Token == t }) {
				pool = append(pool, t)
			}
		}
		st.Pool = pool
	}
	if err := ld.blipTokensOnce(); err != nil {
		return err
	}
	mt := position.NewNames(len(g.rules.MT), func(c int) string { return g.rules.MT[c].ID })
	if d.Has("motion-tracker.deck") {
		cards, err := ld.names("motion-tracker.deck", "Motion Tracker card", p.MotionTracker.Deck, mt)
		if err != nil {
			return err
		}
		st.MTDeck = cards
	}
	if d.Has("motion-tracker.discard") {
		cards, err := ld.names("motion-tracker.discard", "Motion Tracker card", p.MotionTracker.Discard, mt)
		if err != nil {
			return err
		}
		st.MTDiscard = cards
	}
	if p.MotionTracker.Size != nil {
		st.MTSize = *p.MotionTracker.Size
	}
	if d.Has("barricades") {
		st.Barricades = ld.empty("barricades")
		for i, name := range p.Barricades {
			door, err := ld.door(fmt.Sprintf("barricades[%d]", i), name)
			if err != nil {
				return err
			}
			st.Barricades = append(st.Barricades, door)
		}
		if !isSorted(st.Barricades) {
			return d.Errorf("barricades", "list the doors in the board's order (%s)", ld.doorNames(sortedCopy(st.Barricades)))
		}
	}
	if d.Has("spawns") {
		if len(p.Spawns) > len(st.Spawns) {
			return d.Errorf("spawns", "%d Spawn Points; a mission has at most %d", len(p.Spawns), len(st.Spawns))
		}
		for k := range st.Spawns {
			st.Spawns[k] = -1
			if k < len(p.Spawns) && p.Spawns[k] != "-" {
				s, err := ld.square(fmt.Sprintf("spawns[%d]", k), p.Spawns[k])
				if err != nil {
					return err
				}
				st.Spawns[k] = s
			}
		}
	}
	var err error
	if st.Tunnels, err = ld.squares("tunnels", p.Tunnels, st.Tunnels); err != nil {
		return err
	}
	if st.Spots, err = ld.squares("barricaded-spots", p.Spots, st.Spots); err != nil {
		return err
	}
	if p.TunnelPlaced != nil {
		st.TunnelPlaced = *p.TunnelPlaced
	}
	if d.Has("sentry-guns") {
		st.Sentries = nil
		if !d.IsNull("sentry-guns") {
			st.Sentries = make([]Sentry, 0, len(p.Sentries))
		}
		for i, s := range p.Sentries {
			path := fmt.Sprintf("sentry-guns[%d]", i)
			at, err := ld.square(path+".square", s.Square)
			if err != nil {
				return err
			}
			if _, ok := indexOf(facings, s.Facing); !ok {
				return d.Errorf(path+".facing", "%q is not a facing (n, e, s, w)", s.Facing)
			}
			if s.Ammo < 0 || s.Ammo > sentryAmmo || s.Ammo%sentryStep != 0 {
				return d.Errorf(path+".ammo", "%d is not on the dial (0..%d in steps of %d, T.6)", s.Ammo, sentryAmmo, sentryStep)
			}
			st.Sentries = append(st.Sentries, Sentry{At: at, Facing: s.Facing, Ammo: s.Ammo})
		}
		if len(st.Sentries) > maxSentry {
			return d.Errorf("sentry-guns", "%d Sentry Guns; there are %d (A.15)", len(st.Sentries), maxSentry)
		}
	}
	if d.Has("objects") {
		if err := ld.objects(p.Objects); err != nil {
			return err
		}
	}
	if p.Dropship != nil {
		st.Dropship = *p.Dropship
	}
	if p.Result != nil {
		st.Over, st.Winner, st.EndRule, st.EndMsg = true, p.Result.Winner, p.Result.Rule, p.Result.Message
		if st.Winner != WinPlayers && st.Winner != WinAliens {
			return d.Errorf("result.winner", "%q is not a winner (%s, %s)", st.Winner, WinPlayers, WinAliens)
		}
	}
	return ld.pending(p)
}

func (ld *loader) pending(p *positionFile) error {
	d, st := ld.d, &ld.g.st
	if p.Phase != "" {
		k, ok := phases[p.Phase]
		if !ok {
			return d.Errorf("phase", "%q is not a phase a position starts (marine, alien, finish)", p.Phase)
		}
		if d.Has("pending") {
			return d.Errorf("pending", "a position gives its phase or its pending steps, not both")
		}
		if k == kMarine {
			for i := range st.Chars {
				st.Chars[i].Activated, st.Chars[i].Actions = false, 0
			}
		}
		st.Stack = []frame{{Kind: k}}
		return nil
	}
	if !d.Has("pending") {
		return nil
	}
	st.Stack = nil
	if !d.IsNull("pending") {
		st.Stack = make([]frame, 0, len(p.Pending))
	}
	for i, f := range p.Pending {
		fr, err := ld.frame(fmt.Sprintf("pending[%d]", i), f)
		if err != nil {
			return err
		}
		st.Stack = append(st.Stack, fr)
	}
	if len(st.Stack) > 64 {
		return d.Errorf("pending", "%d pending steps; a game never holds more than 64", len(st.Stack))
	}
	for i, f := range p.NewHeroes {
		fr, err := ld.frame(fmt.Sprintf("new-hero-questions[%d]", i), f)
		if err != nil {
			return err
		}
		if fr.Kind != kNewHero {
			return d.Errorf(fmt.Sprintf("new-hero-questions[%d].kind", i), "%q is not new-hero", f.Kind)
		}
		st.NewHeroes = append(st.NewHeroes, fr)
	}
	if len(st.NewHeroes) > int(numChars) {
		return d.Errorf("new-hero-questions", "%d questions; at most one per Character", len(st.NewHeroes))
	}
	return nil
}

// frame reads one pending step at path.
func (ld *loader) frame(path string, f framePos) (frame, error) {
	st, d := &ld.g.st, ld.d
	k, ok := kindNamed(f.Kind)
	if !ok {
		return frame{}, d.Errorf(path+".kind", "%q is not a pending step", f.Kind)
	}
	ch := CharID(-1)
	if f.Char != "" {
		c, ok := charByKey(f.Char)
		if !ok {
			return frame{}, d.Errorf(path+".character", "unknown Character %q", f.Char)
		}
		ch = c
	}
	if f.Seat < -1 || f.Seat >= st.Opts.Players {
		return frame{}, d.Errorf(path+".seat", "seat %d is not a player", f.Seat)
	}
	if !k.hasStep(step(f.Step)) {
		return frame{}, d.Errorf(path+".step", "%q has no step %d", f.Kind, f.Step)
	}
	return frame{Kind: k, Step: step(f.Step), Seat: engine.Seat(f.Seat), Char: ch, Card: f.Card,
		Rev: f.Rev, RevEx: f.RevEx, N: f.N, M: f.M, Target: f.Target, Roll: f.Roll, Hero: f.Hero, Free: f.Free, Rerolled: f.Rerolled,
		Moved: f.Equipped}, nil
}

func (ld *loader) character(id CharID, cp *charPos) error {
	g, d := ld.g, ld.d
	c := &g.st.Chars[id]
	path := "characters." + id.String()
	if cp.InPlay != nil {
		c.InPlay = *cp.InPlay
	}
	switch cp.Side {
	case "":
	case "hero":
		c.Hero = true
	case "grunt":
		c.Hero = false
	default:
		return d.Errorf(path+".side", "%q is not a side (hero, grunt)", cp.Side)
	}
	if cp.Player != nil {
		if *cp.Player < -1 || *cp.Player >= g.st.Opts.Players {
			return d.Errorf(path+".player", "seat %d is not a player", *cp.Player)
		}
		c.Owner = engine.Seat(*cp.Player)
	} else if cp.Side == "grunt" {
		c.Owner = -1
	}
	if c.Hero != (c.Owner >= 0) {
		return d.Errorf(path+".player", "a Hero has a player and a Grunt none (B.2, B.3)")
	}
	if cp.Square != "" {
		s, err := ld.square(path+".square", cp.Square)
		if err != nil {
			return err
		}
		c.At = s
	}
	if cp.Status != "" {
		k, ok := indexOf(statusKeys[:], cp.Status)
		if !ok {
			return d.Errorf(path+".status", "%q is not a status (%s)", cp.Status, strings.Join(statusKeys[:], ", "))
		}
		c.Status = Status(k)
	}
	if cp.Aim != nil {
		if g.side(id).Aim == 0 && *cp.Aim != 0 {
			return d.Errorf(path+".aim", "%s has no Aim Dial (W.1.7)", id)
		}
		if g.side(id).Aim > 0 && (*cp.Aim < 1 || *cp.Aim > 10) {
			return d.Errorf(path+".aim", "%d is off the Aim Dial (1..10, U.4)", *cp.Aim)
		}
		c.Aim = *cp.Aim
	}
	if cp.Slots != nil {
		if len(cp.Slots) != numSlots {
			return d.Errorf(path+".slots", "%d slots; a Character has %d (two weapons, two equipment, G.7)", len(cp.Slots), numSlots)
		}
		for k, key := range cp.Slots {
			c.Slots[k] = -1
			if key != "-" {
				n, err := ld.card(fmt.Sprintf("%s.slots[%d]", path, k), key)
				if err != nil {
					return err
				}
				c.Slots[k] = n
			}
		}
	}
	if cp.Activated != nil {
		c.Activated = *cp.Activated
	}
	if cp.Actions != nil {
		if *cp.Actions < 0 || *cp.Actions > 4 {
			return d.Errorf(path+".actions", "%d actions left is out of range 0..4", *cp.Actions)
		}
		c.Actions = *cp.Actions
	}
	var err error
	if cp.FreeActions != nil {
		if c.Free, err = ld.freeSet(path+".free-actions", cp.FreeActions); err != nil {
			return err
		}
	}
	if cp.TurnAbilities != nil {
		if c.Turn, err = ld.freeSet(path+".turn-abilities", cp.TurnAbilities); err != nil {
			return err
		}
	}
	for _, b := range []struct {
		v   *bool
		dst *bool
	}{{cp.Facehugged, &c.Facehugged}, {cp.Trapped, &c.Trapped}, {cp.Rescued, &c.Rescued}} {
		if b.v != nil {
			*b.dst = *b.v
		}
	}
	return nil
}

func (ld *loader) freeSet(path string, names []string) (freeSet, error) {
	var f freeSet
	for i, n := range names {
		k, ok := indexOf(freeNames[:], n)
		if !ok {
			return 0, ld.d.Errorf(fmt.Sprintf("%s[%d]", path, i), "%q is not one of %s", n, strings.Join(freeNames[:], ", "))
		}
		f |= 1 << k
	}
	return f, nil
}

func (ld *loader) endurance(e *endurancePos) error {
	st := &ld.g.st
	zones := []struct {
		field string
		src   []string
		dst   *[]int
	}{{"deck", e.Deck, &st.Deck}, {"exhaust", e.Exhaust, &st.Exhaust}, {"discard", e.Discard, &st.Discard},
		{"in-play", e.Limbo, &st.Limbo}, {"revealed", e.Revealed, &st.Revealed}, {"removed", e.Removed, &st.Removed}}
	given := false
	for _, z := range zones {
		path := "endurance." + z.field
		if !ld.d.Has(path) {
			continue
		}
		given = given || z.field != "deck"
		cards, err := ld.cards(path, z.src)
		if err != nil {
			return err
		}
		*z.dst = cards
	}
	if ld.d.Has("endurance.hands") {
		if len(e.Hands) != st.Opts.Players {
			return ld.d.Errorf("endurance.hands", "%d hands for %d players", len(e.Hands), st.Opts.Players)
		}
		for s, h := range e.Hands {
			cards, err := ld.cards(fmt.Sprintf("endurance.hands[%d]", s), h)
			if err != nil {
				return err
			}
			st.Hands[s] = cards
		}
		given = true
	}
	if !ld.d.Has("endurance.deck") && (given || ld.used != nil) {
		ld.refillDeck()
	}
	return ld.cardsOnce()
}

// refillDeck makes the deck of a position that places cards but not the
// deck: the new mission's deck without the cards placed elsewhere, and
// the cards placed nowhere (a slot emptied) on top in card order.
func (ld *loader) refillDeck() {
	st := &ld.g.st
	where := make([]bool, DeckSize+1)
	mark := func(cards []int) {
		for _, c := range cards {
			if c >= 0 {
				where[c] = true
			}
		}
	}
	for _, z := range [][]int{st.Exhaust, st.Discard, st.Limbo, st.Revealed, st.Removed} {
		mark(z)
	}
	for _, h := range st.Hands {
		mark(h)
	}
	for i := range st.Chars {
		mark(st.Chars[i].Slots[:])
	}
	var top, rest []int
	inDeck := make([]bool, DeckSize+1)
	for _, c := range st.Deck {
		inDeck[c] = true
		if !where[c] {
			rest = append(rest, c)
		}
	}
	for c := range DeckSize {
		if !where[c] && !inDeck[c] {
			top = append(top, c)
		}
	}
	st.Deck = append(top, rest...)
}

// held reports whether card c is equipped or in a hand in the new
// mission's state.
func (ld *loader) held(c int) bool {
	if ld.heldCards == nil {
		ld.heldCards = make([]bool, DeckSize+1)
		for i := range ld.base.Chars {
			for _, s := range ld.base.Chars[i].Slots {
				if s >= 0 {
					ld.heldCards[s] = true
				}
			}
		}
		for _, h := range ld.base.Hands {
			for _, k := range h {
				ld.heldCards[k] = true
			}
		}
	}
	return ld.heldCards[c]
}

// cardsOnce refuses a card in two zones, naming the second place it is
// listed (Check says the same without a line).
func (ld *loader) cardsOnce() error {
	st := &ld.g.st
	seen := make(map[int]string)
	var errOut error
	note := func(path string, cards []int) {
		for i, c := range cards {
			if errOut != nil {
				return
			}
			p := fmt.Sprintf("%s[%d]", path, i)
			if first, ok := seen[c]; ok {
				errOut = ld.d.Errorf(p, "card %s is also in %s (a card is in one zone, F.1)", ld.g.rules.Deck.cardKey(c), first)
				return
			}
			seen[c] = p
		}
	}
	note("endurance.deck", st.Deck)
	note("endurance.exhaust", st.Exhaust)
	note("endurance.discard", st.Discard)
	note("endurance.in-play", st.Limbo)
	note("endurance.revealed", st.Revealed)
	note("endurance.removed", st.Removed)
	for s, h := range st.Hands {
		note(fmt.Sprintf("endurance.hands[%d]", s), h)
	}
	for i := range st.Chars {
		var eq []int
		for _, c := range st.Chars[i].Slots {
			if c >= 0 {
				eq = append(eq, c)
			}
		}
		note("characters."+CharID(i).String()+".slots", eq)
	}
	if errOut != nil {
		return errOut
	}
	for c := range DeckSize + 1 {
		if _, ok := seen[c]; !ok {
			return ld.d.Errorf("endurance", "card %s is in no zone (every card is somewhere, F.1)", ld.g.rules.Deck.cardKey(c))
		}
	}
	return nil
}

// blipTokensOnce refuses a Blip token both in the pool and on the board,
// or twice in either.
func (ld *loader) blipTokensOnce() error {
	st := &ld.g.st
	seen := make([]bool, len(ld.g.rules.BlipValues))
	for i, b := range st.Blips {
		if seen[b.Token] {
			return ld.d.Errorf(fmt.Sprintf("blips[%d].token", i), "Blip token %s is used twice", ld.tokenName(b.Token))
		}
		seen[b.Token] = true
	}
	for i, t := range st.Pool {
		if seen[t] {
			return ld.d.Errorf(fmt.Sprintf("pool[%d]", i), "Blip token %s is also on the board or listed twice", ld.tokenName(t))
		}
		seen[t] = true
	}
	return nil
}

func (ld *loader) tokenName(t int) string {
	return position.NewNames(len(ld.g.rules.BlipValues), func(t int) string { return strconv.Itoa(ld.g.rules.BlipValues[t]) }).Name(t)
}

func (ld *loader) objects(objs position.Items[objectPos]) error {
	st, d := &ld.g.st, ld.d
	st.Objects = nil
	if !d.IsNull("objects") {
		st.Objects = make([]Object, 0, len(objs))
	}
	for i, o := range objs {
		path := fmt.Sprintf("objects[%d]", i)
		k, ok := indexOf(objKeys[1:], o.Kind)
		if !ok {
			return d.Errorf(path+".kind", "%q is not a mission object (%s)", o.Kind, strings.Join(objKeys[1:], ", "))
		}
		obj := Object{Kind: objKind(k + 1), At: -1, Name: o.Name, Face: content.MissionBlipFace(o.Face), Out: o.Out, Used: o.Used}
		if o.Square != "-" {
			s, err := ld.square(path+".square", o.Square)
			if err != nil {
				return err
			}
			obj.At = s
		}
		if o.Char != "" {
			c, ok := charByKey(o.Char)
			if !ok {
				return d.Errorf(path+".character", "unknown Character %q", o.Char)
			}
			obj.Char = c
		}
		if o.Carrier != "" {
			c, ok := charByKey(o.Carrier)
			if !ok {
				return d.Errorf(path+".carrier", "unknown Character %q", o.Carrier)
			}
			obj.Carrier = int(c) + 1
		}
		switch obj.Face {
		case "", content.FaceNewt, content.FaceEmpty, content.FaceFacehugger:
		default:
			return d.Errorf(path+".face", "%q is not a Mission Blip face (newt, empty, facehugger)", o.Face)
		}
		st.Objects = append(st.Objects, obj)
	}
	return nil
}

// empty is the start of a list field that is given: nil when written as
// null (~), else empty and not nil (a saved game's state keeps the
// difference, and its Hash sees it).
func (ld *loader) empty(path string) []int {
	if ld.d.IsNull(path) {
		return nil
	}
	return []int{}
}

func (ld *loader) square(path, name string) (int, error) {
	if name == "-" {
		return -1, nil // not on the board
	}
	if ld.g.board == nil {
		return -1, ld.d.Errorf(path, "square %q: this mission has no board", name)
	}
	s, err := ld.g.board.Lookup(name)
	if err != nil {
		return -1, ld.d.Errorf(path, "square %q is off the board (%dx%d)", name, ld.g.board.Width(), ld.g.board.Height())
	}
	return int(s), nil
}

func (ld *loader) squares(path string, names []string, keep []int) ([]int, error) {
	if !ld.d.Has(path) {
		return keep, nil
	}
	out := ld.empty(path)
	for i, n := range names {
		s, err := ld.square(fmt.Sprintf("%s[%d]", path, i), n)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func (ld *loader) door(path, name string) (int, error) {
	a, b, ok := strings.Cut(name, "-")
	if !ok || ld.g.board == nil {
		return 0, ld.d.Errorf(path, "%q is not a door (the squares on its two sides, \"C4-C5\")", name)
	}
	sa, err := ld.square(path, a)
	if err != nil {
		return 0, err
	}
	sb, err := ld.square(path, b)
	if err != nil {
		return 0, err
	}
	door := ld.g.board.DoorBetween(grid.Square(sa), grid.Square(sb))
	if door < 0 {
		return 0, ld.d.Errorf(path, "there is no door between %s and %s", a, b)
	}
	return int(door), nil
}

func (ld *loader) doorNames(doors []int) string {
	var names []string
	for _, dr := range doors {
		names = append(names, ld.g.board.DoorName(grid.DoorID(dr)))
	}
	return strings.Join(names, ", ")
}

// card finds an Endurance card by key ("m41a-pulse-rifle.2"), by id
// alone (the first copy not yet named) or "reshuffle".
func (ld *loader) card(path, key string) (int, error) {
	if ld.used == nil {
		ld.used = make([]bool, DeckSize+1)
	}
	c, ok := ld.g.rules.Deck.cardByKey(key)
	if key == ld.g.rules.Deck.cardKey(Reshuffle) {
		c, ok = Reshuffle, true
	}
	// By id alone: a copy not named yet, one in the deck or a pile of
	// the new mission before one a Character or a hand holds there.
	for pass := 0; pass < 2 && !ok; pass++ {
		for n := 1; !ok && n <= DeckSize; n++ {
			k, found := ld.g.rules.Deck.cardByKey(key + "." + strconv.Itoa(n))
			if !found {
				break
			}
			if !ld.used[k] && (pass == 1 || !ld.held(k)) {
				c, ok = k, true
			}
		}
	}
	if !ok {
		return 0, ld.d.Errorf(path, "unknown Endurance card %q (cards are named by content id and copy, \"m41a-pulse-rifle.2\")", key)
	}
	ld.used[c] = true
	return c, nil
}

func (ld *loader) cards(path string, keys []string) ([]int, error) {
	out := ld.empty(path)
	for i, k := range keys {
		c, err := ld.card(fmt.Sprintf("%s[%d]", path, i), k)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (ld *loader) named(path, what, name string, set *position.Names) (int, error) {
	i, ok := set.Find(name)
	if !ok {
		return 0, ld.d.Errorf(path, "unknown %s %q", what, name)
	}
	return i, nil
}

func (ld *loader) names(path, what string, names []string, set *position.Names) ([]int, error) {
	out := ld.empty(path)
	for i, n := range names {
		k, err := ld.named(fmt.Sprintf("%s[%d]", path, i), what, n, set)
		if err != nil {
			return nil, err
		}
		out = append(out, k)
	}
	return out, nil
}

func indexOf(list []string, s string) (int, bool) {
	for i, v := range list {
		if v == s {
			return i, true
		}
	}
	return 0, false
}

func isSorted(s []int) bool {
	for i := 1; i < len(s); i++ {
		if s[i] < s[i-1] {
			return false
		}
	}
	return true
}

func sortedCopy(s []int) []int {
	c := append([]int(nil), s...)
	for i := 1; i < len(c); i++ {
		for j := i; j > 0 && c[j] < c[j-1]; j-- {
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
	return c
}

// Position writes the game as a position file: every field, so that
// loading it gives this very state (the same View for every seat, the
// same pending decision and the same Hash).
func (g *Game) Position() ([]byte, error) {
	st := &g.st
	optJSON, err := json.Marshal(st.Opts)
	if err != nil {
		return nil, err
	}
	opts, err := position.OptionsYAML(optJSON)
	if err != nil {
		return nil, err
	}
	p := positionFile{Common: position.Common{Format: position.Format, Game: Name, Options: opts,
		RNG: position.RNGState(&g.rng), Dice: g.rng.Script()}}
	turn, token := st.Turn, int(st.Token)
	p.Turn, p.Token = &turn, &token
	fields := p.Characters.all()
	for i := range st.Chars {
		c := &st.Chars[i]
		side, player := "grunt", int(c.Owner)
		if c.Hero {
			side = "hero"
		}
		cp := &charPos{InPlay: ptr(c.InPlay), Side: side, Player: &player, Square: g.squareName(c.At),
			Status: c.Status.String(), Aim: ptr(c.Aim), Activated: ptr(c.Activated), Actions: ptr(c.Actions),
			FreeActions: freeList(c.Free), TurnAbilities: freeList(c.Turn),
			Facehugged: ptr(c.Facehugged), Trapped: ptr(c.Trapped), Rescued: ptr(c.Rescued)}
		for _, s := range c.Slots {
			k := "-"
			if s >= 0 {
				k = g.rules.Deck.cardKey(s)
			}
			cp.Slots = append(cp.Slots, k)
		}
		*fields[i] = cp
	}
	keys := func(cards []int) []string {
		if cards == nil {
			return nil
		}
		return g.rules.Deck.keys(cards)
	}
	p.Endurance = endurancePos{Deck: keys(st.Deck), Exhaust: keys(st.Exhaust), Discard: keys(st.Discard),
		Limbo: keys(st.Limbo), Revealed: keys(st.Revealed), Removed: keys(st.Removed)}
	for _, h := range st.Hands {
		p.Endurance.Hands = append(p.Endurance.Hands, keys(h))
	}
	if st.Aliens != nil {
		p.Aliens = position.Items[alienPos]{}
	}
	for _, a := range st.Aliens {
		p.Aliens = append(p.Aliens, alienPos{ID: a.ID, Square: g.squareName(a.At), Tokens: a.Tokens, Acted: a.Acted, Facehugger: a.Facehugger})
	}
	p.NextAlien, p.NextBlip = ptr(st.NextAlien), ptr(st.NextBlip)
	tokens := position.NewNames(len(g.rules.BlipValues), func(t int) string { return strconv.Itoa(g.rules.BlipValues[t]) })
	if st.Blips != nil {
		p.Blips = position.Items[blipPos]{}
	}
	for _, b := range st.Blips {
		p.Blips = append(p.Blips, blipPos{ID: b.ID, Square: g.squareName(b.At), Token: tokens.Name(b.Token), Acted: b.Acted})
	}
	p.Pool = tokens.Pick(st.Pool)
	mt := position.NewNames(len(g.rules.MT), func(c int) string { return g.rules.MT[c].ID })
	p.MotionTracker = trackerPos{Deck: mt.Pick(st.MTDeck), Discard: mt.Pick(st.MTDiscard), Size: ptr(st.MTSize)}
	if st.Barricades != nil {
		p.Barricades = []string{}
	}
	for _, dr := range st.Barricades {
		p.Barricades = append(p.Barricades, g.board.DoorName(grid.DoorID(dr)))
	}
	for _, s := range st.Spawns {
		p.Spawns = append(p.Spawns, g.squareName(s))
	}
	p.Tunnels, p.Spots = g.squareNames(st.Tunnels), g.squareNames(st.Spots)
	p.TunnelPlaced = ptr(st.TunnelPlaced)
	if st.Sentries != nil {
		p.Sentries = []sentryPos{}
	}
	for _, s := range st.Sentries {
		p.Sentries = append(p.Sentries, sentryPos{Square: g.squareName(s.At), Facing: s.Facing, Ammo: s.Ammo})
	}
	if st.Objects != nil {
		p.Objects = []objectPos{}
	}
	for _, o := range st.Objects {
		op := objectPos{Kind: o.Kind.String(), Square: g.squareName(o.At), Name: o.Name, Face: string(o.Face), Out: o.Out, Used: o.Used}
		if o.Kind == objCocoon || o.Char != 0 {
			op.Char = o.Char.String()
		}
		if o.Carrier > 0 {
			op.Carrier = CharID(o.Carrier - 1).String()
		}
		p.Objects = append(p.Objects, op)
	}
	p.Dropship = ptr(st.Dropship)
	if st.Over {
		p.Result = &resultPos{Winner: st.Winner, Rule: st.EndRule, Message: st.EndMsg}
	}
	if st.Stack != nil {
		p.Pending = []framePos{}
	}
	for _, f := range st.Stack {
		fp, err := framePosOf(f)
		if err != nil {
			return nil, err
		}
		p.Pending = append(p.Pending, fp)
	}
	for _, f := range st.NewHeroes {
		fp, err := framePosOf(f)
		if err != nil {
			return nil, err
		}
		p.NewHeroes = append(p.NewHeroes, fp)
	}
	return position.Encode(&p)
}

// framePosOf writes one pending step.
func framePosOf(f frame) (framePos, error) {
	if f.Kind >= numKinds {
		return framePos{}, fmt.Errorf("aliens: position: pending step kind %d has no name", f.Kind)
	}
	fp := framePos{Kind: kinds[f.Kind].name, Step: int(f.Step), Seat: int(f.Seat), Card: f.Card, Rev: f.Rev, RevEx: f.RevEx,
		N: f.N, M: f.M, Target: f.Target, Roll: f.Roll, Hero: f.Hero, Free: f.Free, Rerolled: f.Rerolled, Equipped: f.Moved}
	if f.Char >= 0 && f.Char < numChars {
		fp.Char = f.Char.String()
	} else if f.Char != -1 {
		return framePos{}, fmt.Errorf("aliens: position: pending step %s names Character %d", fp.Kind, f.Char)
	}
	return fp, nil
}

// squareNames names squares; nil stays nil (null in the file).
func (g *Game) squareNames(s []int) []string {
	if s == nil {
		return nil
	}
	out := []string{}
	for _, q := range s {
		out = append(out, g.squareName(q))
	}
	return out
}

func freeList(f freeSet) []string {
	out := []string{}
	for k, n := range freeNames {
		if f&(1<<k) != 0 {
			out = append(out, n)
		}
	}
	return out
}

func ptr[T any](v T) *T { return &v }
