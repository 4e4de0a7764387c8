package aliens

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/engine/recycle"
	"github.com/sulaco/sulaco/internal/grid"
)

// Name is the catalog name of the game.
const Name = "aliens"

// Winners named in an Outcome.
const (
	WinPlayers = "players"
	WinAliens  = "aliens"
)

// Game is one mission of Aliens in progress. It implements engine.Game,
// engine.Checker and engine.Quieter.
type Game struct {
	st    state
	rng   engine.RNG
	log   engine.Log
	rules *Rules // immutable, shared by clones
	// board is the mission's layout, or nil for a boardless game;
	// immutable, shared by clones.
	board  *grid.Layout
	sight  sightSets  // memo of the Line of Sight sets, not state
	routes routeField // memo of Alien and Blip routes, not state
	arcs   sentryArcs // memo of the Sentry Guns' arcs, not state
	// blipHint, alienHint: where blipIndex, alienIndex found a Blip, an
	// Alien last (hints they check).
	blipHint, alienHint int
	moves               moveScratch
	// mem is where the decisions, their options and their messages'
	// arguments are built (package recycle): not state, a clone starts
	// without.
	mem recycle.Memory
	// views are where View builds its lists, under mem's clock: a quiet
	// game's views are carved like its decisions (view.go). Not state.
	views viewLists
	// pend is the pending decision, kept in quiet mode from the moment
	// the game stops for it until the next Apply, so that Pending and
	// Apply do not build it again. Not state; a clone starts without.
	pend *engine.Decision
	// answering is the decision Apply is answering (during choose): it
	// was built from the state choose starts from. dfAsk remembers the
	// Character decideDefFire asked about in decision dfAsk.d, so that
	// chooseDefFire, answering it, need not search again. Not state.
	answering *engine.Decision
	dfChecked int // tests: remembered Defensive Fire answers compared
	dfAsk     struct {
		d  *engine.Decision
		ch CharID
	}
	// sightVer counts the writes of what the sight key holds (the
	// Characters' squares and status, the Alien models, the Blips, the
	// barricades; sightChanged); a quiet game trusts it instead of
	// comparing the key. Not state: a clone starts at 0 with an empty
	// memo. checkSight makes tests compare the key all the same.
	sightVer   uint64
	checkSight bool
	// sightSteps are the steps noted since (sightStepped).
	sightSteps []sightStep
	// keys are the square keys by prefix (squareKeys), akeys the attack
	// option keys by weapon and Alien (attackKey); not state.
	keys  []prefixKeys
	ckeys []prefixCharKeys
	akeys [][]string
	// dorders are the squares by distance from the spawn locations met
	// (byDistance); not state.
	dorders []distOrder
}

// state is everything that changes during a mission. It holds slices and
// fixed arrays only (no maps), so Clone is a few copies and Hash a JSON
// encoding.
type state struct {
	Opts  Options
	Turn  int // the Turn Dial (C.12, Q.5)
	Chars [numChars]Character
	// Token is the seat holding the Activation token (C.14, I.2), or -1.
	Token engine.Seat
	// Deck is the Endurance Deck, top first, with the Reshuffle card in it
	// (F.1.1): cards before it are above, cards after it are under.
	Deck []int
	// Exhaust is the Exhaust Pile, bottom first (F.1.2).
	Exhaust []int
	// Discard is the Discard Pile, bottom first, face up (F.1.3).
	Discard []int
	// Hands are the players' hands by seat (F.1.4, B.10.3).
	Hands [][]int
	// Limbo holds cards being played (an Event while it resolves, G.3; a
	// drawn Hazard, G.5) until their effect puts them somewhere.
	Limbo []int
	// Revealed holds cards turned over by a Reveal until the effect that
	// asked for it is resolved (F.5.4, F.5.5).
	Revealed []int
	// Aliens on the board (N.12): only tests place them until the board
	// and the Alien Phase exist.
	Aliens    []Alien
	NextAlien int
	// Barricades are the barricaded doors (D.9), by grid door id, sorted.
	Barricades []int
	// Blips are the face-down Blip tokens on the board (N); Pool holds the
	// tokens in the Blip pool (C.9), sorted: draws from it are random.
	// Both are hidden (a token is its value).
	Blips    []Blip
	NextBlip int
	Pool     []int
	// MTDeck is the Motion Tracker draw deck, top first (hidden), and
	// MTDiscard its discard pile (O.4), bottom first, face up.
	MTDeck, MTDiscard []int
	// Spawns are the squares of Spawn Points 1..4 (C.9, O.5), -1 where
	// the mission has none; Tunnels the Tunnel tokens' squares (O.13).
	Spawns  [4]int
	Tunnels []int
	// MTSize is the number of cards of the mission's Motion Tracker deck
	// (C.8); 0 without one.
	MTSize int
	// TunnelPlaced: a Tunnel token was put down this Alien Phase (O.13).
	TunnelPlaced bool
	// Spots are the squares of barricaded Spawn Points and Tunnels (J.11,
	// O.10), sorted.
	Spots []int
	// Sentries are the Sentry Guns (T.1-T.7).
	Sentries []Sentry
	// Objects are the story missions' objects (story.go): exits,
	// Computer, Crate, Mission Blips, Newt's token, supplies, cocoons.
	Objects []Object `json:",omitempty"`
	// Removed holds the Endurance cards removed from the campaign (R.4
	// step 3): out of this mission.
	Removed []int `json:",omitempty"`
	// Dropship is the turn the exits open once the dropship is called
	// (story.go); 0: not called.
	Dropship int `json:",omitempty"`
	// Stack is the pending work, innermost last: the turn's phases,
	// activations, actions and effects waiting for a choice.
	Stack []frame
	// NewHeroes are the players who lost their Hero and are still to be
	// asked for a new one (M.13.2), oldest first: a loss can happen deep
	// inside a step, a shot or a roll, so advance asks before the next
	// frame runs, whatever the frame that killed does next (losing.go).
	NewHeroes []frame `json:",omitempty"`
	// Over, Winner, EndRule and EndMsg record the end of the mission.
	Over    bool
	Winner  string
	EndRule string
	EndMsg  engine.Msg
}

// Alien is an Alien model with the Alien tokens under it (a swarm, N.12).
type Alien struct {
	ID     int `json:"id"`
	Tokens int `json:"tokens"`
	// At is the Alien's space (a grid.Square), or -1 without a board.
	At int `json:"at"`
	// Acted is set once the Alien has activated in this Alien Phase (L.2).
	Acted bool `json:"acted,omitempty"`
	// Facehugger: a Facehugger token acting as an Alien model (T.9).
	Facehugger bool `json:"facehugger,omitempty"`
}

// New sets a mission up (section C) with the built-in content.
func New(opts Options, seed uint64) (*Game, error) {
	r, err := BuiltinRules()
	if err != nil {
		return nil, err
	}
	return NewWith(r, opts, seed)
}

// NewWith sets a mission up with the given rules content, options and
// seed.
func NewWith(r *Rules, opts Options, seed uint64) (*Game, error) {
	g := &Game{rng: engine.NewRNG(seed), rules: r}
	if err := g.setup(opts); err != nil {
		return nil, err
	}
	g.sightChanged() // whatever the set-up wrote
	g.advance()
	return g, nil
}

// NewFromHeader creates a game from a record header with the built-in
// content.
func NewFromHeader(h *engine.Header) (engine.Game, error) {
	r, err := BuiltinRules()
	if err != nil {
		return nil, err
	}
	return newFromHeader(r, h)
}

// Maker returns the catalog's constructor for games played with the given
// content (the built-in set or a -content overlay).
func Maker(set *content.Set) (engine.NewFunc, error) {
	r, err := NewRules(set)
	if err != nil {
		return nil, err
	}
	return func(h *engine.Header) (engine.Game, error) { return newFromHeader(r, h) }, nil
}

func newFromHeader(r *Rules, h *engine.Header) (engine.Game, error) {
	opts, err := DecodeOptions(h.Options)
	if err != nil {
		return nil, err
	}
	if len(h.Seats) != opts.Players {
		return nil, fmt.Errorf("aliens: %d seats for %d players", len(h.Seats), opts.Players)
	}
	return NewWith(r, opts, h.Seed)
}

// Pending implements engine.Game.
func (g *Game) Pending() *engine.Decision {
	if g.st.Over || len(g.st.Stack) == 0 {
		return nil
	}
	if g.pend != nil {
		return g.pend
	}
	d := g.decision(len(g.st.Stack) - 1)
	g.keep(d)
	return d
}

// keep remembers d as the pending decision in quiet mode: a simulation
// changes the state only through Apply, which forgets it. (Rule tests
// that set the state up by hand are not quiet.)
func (g *Game) keep(d *engine.Decision) {
	if g.log.Off {
		g.pend = d
	}
}

// keepAsked is keep for a decision a frame's run step built from what it
// had at hand, as the decision funnel would give it; only in quiet mode,
// where Pending then need not build it again.
func (g *Game) keepAsked(d *engine.Decision) {
	if g.log.Off && d != nil && len(d.Options) > 0 {
		d.Options = g.mem.Fit(d.Options)
		g.pend = d
	}
}

// Apply implements engine.Game. An illegal choice changes nothing.
func (g *Game) Apply(seat engine.Seat, key string) error {
	p := g.Pending()
	if err := p.Validate(Name, seat, key); err != nil {
		return err
	}
	g.pend = nil
	g.mem.Answered()
	g.answering = p
	g.choose(len(g.st.Stack)-1, key)
	// Forgotten after each choice: a decision built since the last one
	// cannot share its address with another (memory is taken back only
	// two choices after it was handed out).
	g.answering, g.dfAsk.d = nil, nil
	g.advance()
	if g.st.Over {
		g.mem.Release(p)
	}
	return nil
}

// Outcome implements engine.Game.
func (g *Game) Outcome() *engine.Outcome {
	if !g.st.Over {
		return nil
	}
	o := &engine.Outcome{Winner: g.st.Winner, Rule: g.st.EndRule, Reason: g.st.EndMsg}
	if g.st.Winner == WinPlayers {
		for s := range g.st.Opts.Players {
			o.Seats = append(o.Seats, engine.Seat(s))
		}
	}
	return o
}

// Seats implements engine.Game.
func (g *Game) Seats() int { return g.st.Opts.Players }

// TakeEvents implements engine.Game.
func (g *Game) TakeEvents() []engine.Event { return g.log.Take() }

// SetQuiet implements engine.Quieter.
// In quiet mode the game also keeps the pending decision until the next
// Apply, so the state must change only through Apply.
func (g *Game) SetQuiet(q bool) {
	g.log.Off, g.pend = q, nil
	g.mem.SetQuiet(q)
	g.sightChanged() // a rule test may have written the state by hand
}

// Warm fills the board's Line of Sight table, which the mission's layout
// shares with every game on it (engine.Warmer).
func (g *Game) Warm() {
	if g.board != nil {
		g.board.PrecomputeLOS(0)
		g.sight = sightSets{} // rebuilt with the layout's sight rows
	}
}

// RNG gives rule tests the dice (enginetest.Dicer).
func (g *Game) RNG() *engine.RNG { return &g.rng }

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := &Game{st: g.st.clone(), rng: g.rng, log: g.log.Clone(), rules: g.rules, board: g.board}
	return c
}

func (s *state) clone() state {
	c := *s
	c.Opts.Heroes = slices.Clone(s.Opts.Heroes)
	c.Opts.Loadout = slices.Clone(s.Opts.Loadout) // entries are never written
	// The int slices share one new array, each capped at its length so
	// that an append moves it out instead of writing over its neighbour.
	ints := [...]*[]int{&c.Deck, &c.Exhaust, &c.Discard, &c.Limbo, &c.Revealed, &c.Barricades,
		&c.Pool, &c.MTDeck, &c.MTDiscard, &c.Tunnels, &c.Spots}
	n := 0
	for _, p := range ints {
		n += len(*p)
	}
	for _, h := range s.Hands {
		n += len(h)
	}
	buf := make([]int, n)
	carve := func(src []int) []int {
		if src == nil {
			return nil // nil stays nil: it hashes as null
		}
		k := copy(buf, src)
		out := buf[:k:k]
		buf = buf[k:]
		return out
	}
	for _, p := range ints {
		*p = carve(*p)
	}
	if s.Hands != nil {
		c.Hands = make([][]int, len(s.Hands))
		for i, h := range s.Hands {
			c.Hands[i] = carve(h)
		}
	}
	c.Aliens = slices.Clone(s.Aliens)
	c.Blips = slices.Clone(s.Blips)
	c.Sentries = slices.Clone(s.Sentries)
	c.Stack = slices.Clone(s.Stack)
	c.NewHeroes = slices.Clone(s.NewHeroes)
	c.Objects = slices.Clone(s.Objects)
	c.Removed = slices.Clone(s.Removed)
	c.Opts.Lost = slices.Clone(s.Opts.Lost)
	c.Opts.Captives = slices.Clone(s.Opts.Captives)
	c.Opts.Removed = slices.Clone(s.Opts.Removed)
	return c
}

// Round implements engine.Rounder: the Turn Dial (C.12, Q.5).
func (g *Game) Round() int { return g.st.Turn }

// Hash implements engine.Game: the complete state, hidden parts and the
// RNG included.
func (g *Game) Hash() string {
	return engine.HashJSON(struct {
		S   *state
		RNG []byte
	}{&g.st, g.rng.State()})
}

// end finishes the mission once; later ends are ignored.
func (g *Game) end(winner, rule string, msg engine.Msg) {
	if g.st.Over {
		return
	}
	// The state keeps its own copy of the arguments: a quiet game takes
	// its memory back (recycle).
	msg.Args = slices.Clone(msg.Args)
	g.st.Over, g.st.Winner, g.st.EndRule, g.st.EndMsg = true, winner, "aliens "+rule, msg
	g.emit(rule, msg, nil)
}

// emit records a public event.
func (g *Game) emit(rule string, msg engine.Msg, data any) {
	if g.log.Off {
		return
	}
	if rule != "" {
		rule = "aliens " + rule
	}
	g.log.Add(rule, msg, data)
}

// logging reports whether events are recorded. The frequent events are
// emitted under it: in quiet mode (SetQuiet) nobody reads them, and their
// messages cost an allocation per argument. Only the message is skipped,
// never a change of state.
func (g *Game) logging() bool { return !g.log.Off }

// emitTo records an event only some seats may see.
func (g *Game) emitTo(to engine.Audience, rule string, msg engine.Msg) {
	if g.log.Off {
		return
	}
	if rule != "" {
		rule = "aliens " + rule
	}
	g.log.Emit(engine.Event{Rule: rule, Msg: msg, To: to})
}

// Check implements engine.Checker: every Endurance card and the Reshuffle
// card is somewhere exactly once (A.2, A.4); the Reshuffle card is never on
// top while cards lie under it (F.7.1); Aim Dials stay in 1..10 (U.4);
// equipped slots obey G.7-G.9.
func (g *Game) Check() error {
	seen := make([]int, DeckSize+1)
	where := make([]string, DeckSize+1)
	note := func(zone string, cards []int) error {
		for _, c := range cards {
			if c < 0 || c > DeckSize {
				return fmt.Errorf("aliens: %s holds card number %d", zone, c)
			}
			seen[c]++
			if seen[c] > 1 {
				return fmt.Errorf("aliens: card %s is in %s and %s", g.rules.Deck.cardKey(c), where[c], zone)
			}
			where[c] = zone
		}
		return nil
	}
	zones := []struct {
		name  string
		cards []int
	}{{"the deck", g.st.Deck}, {"the exhaust pile", g.st.Exhaust}, {"the discard pile", g.st.Discard}, {"limbo", g.st.Limbo}, {"the revealed cards", g.st.Revealed}, {"the removed cards", g.st.Removed}}
	for s, h := range g.st.Hands {
		zones = append(zones, struct {
			name  string
			cards []int
		}{fmt.Sprintf("hand %d", s), h})
	}
	for _, z := range zones {
		if err := note(z.name, z.cards); err != nil {
			return err
		}
	}
	for i := range g.st.Chars {
		ch := &g.st.Chars[i]
		var eq []int
		for _, c := range ch.Slots {
			if c >= 0 {
				eq = append(eq, c)
			}
		}
		if err := note(ch.ID.String()+"'s slots", eq); err != nil {
			return err
		}
		if slices.Contains(eq, Reshuffle) {
			return fmt.Errorf("aliens: the reshuffle card is equipped on %s", ch.ID)
		}
		if err := g.rules.Deck.checkSlots(ch, g.def(ch.ID).Unarmed); err != nil {
			return err
		}
		if ch.InPlay && g.side(ch.ID).Aim > 0 && (ch.Aim < 1 || ch.Aim > 10) {
			return fmt.Errorf("aliens: %s's aim dial is %d", ch.ID, ch.Aim)
		}
	}
	for c, n := range seen {
		if n != 1 {
			return fmt.Errorf("aliens: card %s is nowhere", g.rules.Deck.cardKey(c))
		}
	}
	for _, z := range zones[1:] {
		if slices.Contains(z.cards, Reshuffle) {
			return fmt.Errorf("aliens: the reshuffle card is in %s", z.name)
		}
	}
	if len(g.st.Deck) > 1 && g.st.Deck[0] == Reshuffle {
		return fmt.Errorf("aliens: the reshuffle card is on top of %d cards [F.7.1]", len(g.st.Deck)-1)
	}
	if err := g.checkSquares(); err != nil {
		return err
	}
	if err := g.checkTokens(); err != nil {
		return err
	}
	if err := g.checkStory(); err != nil {
		return err
	}
	if !g.st.Over && g.outOfCards() {
		return fmt.Errorf("aliens: deck and exhaust pile are empty but the mission goes on [F.8.1]")
	}
	return nil
}

// checkSquares: one model per space (J.4, L.8), except a Character passing
// over another during its Move.
func (g *Game) checkSquares() error {
	if g.board == nil {
		return nil
	}
	moving := "-"
	for _, f := range g.st.Stack {
		if f.Kind == kMove {
			moving = f.Char.String()
		}
	}
	who := make([]string, g.board.Len())
	put := func(s int, name string, char bool) error {
		if s < 0 || s >= len(who) {
			return fmt.Errorf("aliens: %s is off the board (%d)", name, s)
		}
		pass := char && (name == moving || who[s] == moving) && !strings.HasPrefix(who[s], "a")
		if who[s] != "" && !pass {
			return fmt.Errorf("aliens: %s and %s share %s", who[s], name, g.squareName(s))
		}
		who[s] = name
		return nil
	}
	for _, a := range g.st.Aliens {
		if err := put(a.At, alienKey(a.ID), false); err != nil {
			return err
		}
	}
	for _, b := range g.st.Blips {
		if err := put(b.At, "a/"+blipKey(b.ID), false); err != nil {
			return err
		}
	}
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if !c.onBoard() || (c.At < 0 && g.placing()) {
			continue
		}
		if err := put(c.At, c.ID.String(), true); err != nil {
			return err
		}
	}
	return nil
}
