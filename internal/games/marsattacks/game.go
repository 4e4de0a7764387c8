package marsattacks

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/engine/recycle"
	"github.com/sulaco/sulaco/internal/grid"
)

// Name is the catalog name of the game.
const Name = "marsattacks"

// Game is one game of Mars Attacks in progress. Its parts are of three
// kinds: st, everything that changes in play (Clone copies it, Hash
// digests it); memo, what the engine remembers to go faster (a clone
// starts without it); and the rest, set when the game is set up and
// never written after (the map only when the Martians orient it,
// M.19.2, by replacing the pointers), which clones share.
type Game struct {
	st   state
	rng  engine.RNG
	log  engine.Log
	memo memo

	opts Options
	// Shared, never written after New: profiles and card definitions.
	profiles []Profile
	cardDefs []CardDef
	cardOf   []int8       // card instance -> index into cardDefs
	deploy   []int        // the deployment rows (Setup.DeployRows)
	scen     *scenarioDef // the scenario's rules; nil for a skirmish
	terrain  *grid.Layout // the walls; nil is an open mat
	geo      *matGeo      // derived from the terrain (mat.go); nil is the open mat
	mapSrc   string       // the scenario map as given, for its orientation (orient.go)
	// fnames are the figures' option strings (names.go).
	fnames []*figNames
	cnames []cardNames // the deck's option strings (names.go)
	fidx   *figIndex   // the figures by id (figByID)
	// partners are partnerProfiles(profiles); nil in a game not set up
	// by setupWith (partner searches by id).
	partners []int8
	// partnerFigs are partnerFigures(figs, partners) (findPartner).
	partnerFigs []uint64
}

// state is everything that changes during a game. Hash digests its
// fields in this order under these names (the JSON keys are those of the
// golden records' hashes), but for the few marked `json:"-"`: values
// that follow from the hashed ones. TestStateIsHashedAndCloned fails on
// a field that is not hashed, not cloned, or shared with a clone.
type state struct {
	Figs   []Figure
	Round  int
	TurnNo int  // turns played so far in the game, the current one included
	First  Side // who took the first turn of this round (M.4.14, M.4.15)
	// Finished is the side that first had every figure activated this
	// round (M.4.15), or -1.
	Finished int8
	Passed   [2]bool
	Turn     turnState

	VP     [2]int
	Kills  [2]killTally
	LastVP Side // side in whose turn VP were last scored (M.20.3)

	Deck    []Card // draw pile, top last
	Discard []Card
	Hands   [2][]Card

	Wait       wait `json:"W"`
	Stack      []frame
	Atk        attack
	Sel        selection
	Cover      coverState
	End        roundEnd
	Win        window
	CardSq     cardSquare
	CardEffect cardState `json:"Cst"`
	Loot       loot
	// Control is the controller of each zone of S10 (S10.3).
	Control [5]int8
	Dep     deployState
	Auth    authState
	Civ     civilians
	React   reaction // a reaction window after an action (reaction.go)
	Orient  orientState

	Sight   []sightRule
	Markers []Marker
	Rows    []supportRow
	Beetle  beetle // the mutant beetle's marker (M.1.5, beetle.go)

	Over   bool
	Winner int8 // -1 draw

	// OutRule and OutMsg say why the game ended; never hashed (the
	// play that ended it is).
	OutRule string     `json:"-"`
	OutMsg  engine.Msg `json:"-"`
	// HandSums are what the questions read of each hand (handChanged):
	// they follow from Hands.
	HandSums [2]handSum `json:"-"`
	// MarkerSquares are the squares holding a marker (bit q for square
	// q): markerAt's answer for most squares. Kept by putMarker and
	// liftMarker, the only places a marker's square changes.
	MarkerSquares uint64 `json:"-"`
	// BonusOut: a figure may hold berserk points to expire at the end of
	// the turn (doomedLove, expireBonus). Set wherever Bonus grows.
	BonusOut bool `json:"-"`
}

// memo is what a game remembers to answer faster: never hashed, and a
// clone (or a game turned quiet) starts without it. Every value in it
// is either rebuilt when missing or checked before it is trusted.
type memo struct {
	// pend is the decision Pending last returned, which Apply checks a
	// choice against instead of building it again; any choice clears it.
	pend *engine.Decision
	// kept are the options of the question run stopped at, built by the
	// check that stopped it (keep); cleared by any choice.
	kept []engine.Option
	// mem is where the decisions, their options and their prompts'
	// arguments are built (package recycle).
	mem recycle.Memory
	// views are where View builds its lists, under mem's clock (view.go).
	views viewLists
	// victoryHint are, per side, a figure that kept the side in the game
	// at the last victory check (checkVictory looks there first): any
	// value gives the same answers.
	victoryHint [2]int8
	// turnActs are the figures the activate options of the turn question
	// built last activate (turnActFig), as masks: on the mat, reserve.
	turnActs [2]uint64
	// actOK are the action options (bit k: actionKeys[k]) the action
	// question built last lists first (actionAt).
	actOK uint16
	// depNext is nextDeploy's answer for the deployment question asked,
	// when depKnown (keepDeploy).
	depNext  int8
	depKnown bool
	// occ is the figures' count (occupancy), kept while a question's
	// options are built (asking > 0) and, in a quiet game, until a figure
	// changes (occOK: counted). Allocated on first use.
	occ    *occupancy
	occOK  bool
	asking int8
	// figGen counts the changes of where the figures stand, whether they
	// live, are terrified or wait in the reserve (touch); occGen is the
	// figGen g.memo.occ was counted at. A quiet game keeps its count, and
	// skips the victory check (vic), until the figures or VP change.
	figGen, occGen uint32
	vic            victoryKey
}

// Placement puts one figure on the mat when a game is set up.
type Placement struct {
	// Profile is a profile id of §P ("us-hmg").
	Profile string
	// At is the square, "A1".."H8".
	At string
	// Zone, when set, leaves the figure to be placed by its owner in the
	// deployment step on a square of these zone anchors (At is then
	// ignored).
	Zone string
	// ID names the figure; empty gives the profile id, numbered from the
	// second figure of a profile on ("us-hmg", "us-hmg-2").
	ID string
}

// Setup is a starting position: the figures, who takes the first turn and
// optionally the deck's order (for tests).
type Setup struct {
	Figures []Placement
	First   Side
	// Deck, when set, lists card ids from the top of the draw pile down;
	// the rest of the deck follows shuffled. Starting hands are dealt
	// from it.
	Deck []string
	// NoDeal skips dealing the starting hands (rule tests give hands by
	// Hands instead).
	NoDeal bool
	Hands  [2][]string
	// Profiles replaces the built-in content's profiles (a user's
	// content directory); nil means the built-in ones.
	Profiles []Profile
	// Cards replaces the built-in content's deck; nil means the built-in
	// one.
	Cards []CardDef
	// Terrain is the mat's walls as a board map (ParseTerrain); empty is
	// an open mat.
	Terrain string
	// Markers are placed face down where given; RandomMarkers are placed
	// at random locations off the deployment rows (M.19.5, M.19.6).
	Markers       []MarkerPlacement
	RandomMarkers []MarkerKind
	// DeployRows are the rows (0-based) that count as deployment squares
	// for marker placement.
	DeployRows []int
	// Reserve are figures off the mat waiting to enter (S3.6
	// reinforcements): placed later by the scenario's rules.
	Reserve []Placement

	scen          *scenarioDef // the scenario's rules, nil for a skirmish
	orient        bool         // the Martians orient the map first (M.19.2)
	heroZone      string       // the Humans choose a hero placed here (S6.1)
	deploySquares []Sq         // deployment squares: no markers there (M.19.6)
}

// New sets up a game with the scenario named in opts.
func New(opts Options, seed uint64) (*Game, error) {
	return newGame(opts, seed, gameContent{})
}

// gameContent is the content a game is set up with; nil fields mean the
// built-in content.
type gameContent struct {
	profiles []Profile
	cards    []CardDef
	maps     []content.MarsMap // the scenario maps (scenario_maps.go)
	scens    []*scenarioDef    // the scenarios, sorted by id
	// fresh builds the set-up anew instead of copying the prebuilt one
	// (setup_cache.go): for the tests that compare the two.
	fresh bool
}

// newGame sets up the scenario opts names with the given profiles (nil:
// the built-in ones).
func newGame(opts Options, seed uint64, c gameContent) (*Game, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	switch opts.Scenario {
	case "skirmish":
		return newSkirmish(opts, seed, false, c)
	case "skirmish-civilians":
		return newSkirmish(opts, seed, true, c)
	case "skirmish-random":
		return newSkirmishOn(opts, seed, false, c, GenerateTerrain(seed, 12))
	}
	def, err := c.scenario(opts.Scenario)
	if err != nil {
		return nil, err
	}
	if def == nil {
		defs, _ := c.scenarios()
		return nil, fmt.Errorf("marsattacks: unknown scenario %q (known: %s)", opts.Scenario, strings.Join(setupIDs(defs), ", "))
	}
	return newScenario(opts, seed, def, c)
}

// NewFromHeader creates a game from a record header, with the built-in
// content.
func NewFromHeader(h *engine.Header) (engine.Game, error) {
	return fromHeader(h, gameContent{})
}

// Maker returns the constructor of games that use the given content
// (the built-in content, or a player's directory layered over it).
func Maker(m *content.Mars) (engine.NewFunc, error) {
	c, err := contentFrom(m)
	if err != nil {
		return nil, err
	}
	return func(h *engine.Header) (engine.Game, error) { return fromHeader(h, c) }, nil
}

// contentFrom builds the profiles, cards and maps games are set up with.
func contentFrom(m *content.Mars) (gameContent, error) {
	profiles, err := ProfilesFrom(m)
	if err != nil {
		return gameContent{}, err
	}
	cards, err := CardsFrom(m)
	if err != nil {
		return gameContent{}, err
	}
	scens, err := scenariosFrom(m)
	if err != nil {
		return gameContent{}, err
	}
	return gameContent{profiles: profiles, cards: cards, maps: m.Maps, scens: scens}, nil
}

func fromHeader(h *engine.Header, c gameContent) (engine.Game, error) {
	opts, err := DecodeOptions(h.Options)
	if err != nil {
		return nil, err
	}
	if len(h.Seats) != len(opts.Seats) {
		return nil, fmt.Errorf("marsattacks: %d seats for options with %d", len(h.Seats), len(opts.Seats))
	}
	return newGame(opts, h.Seed, c)
}

// NewSetup sets up a game from an explicit starting position.
func NewSetup(opts Options, seed uint64, s Setup) (*Game, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	r, err := newRoster(&s)
	if err != nil {
		return nil, err
	}
	return setupWith(opts, seed, &s, r)
}

// finishSetup is NewSetup after the figures are on the mat: the deck,
// the markers, the deal and the first steps of play.
func (g *Game) finishSetup(s *Setup) (*Game, error) {
	if s.scen != nil && s.scen.Zones != "" {
		g.initControl()
	}
	if s.scen != nil && s.scen.Loot {
		if b := g.figByID("buddy"); b >= 0 {
			g.st.Loot = loot{Active: true, Carrier: b, Sq: Off}
		}
	}
	// The deck (M.13.1, M.13.2): the card instances are the roster's.
	// One array holds the deck, the two hands and the discard pile, each
	// capped at its part (a pile that outgrows it is copied by append,
	// and the deck and discard pile swap arrays when the deck runs out):
	// a game allocates its piles once instead of growing them card by
	// card. The activation stack and the support rows start with room
	// for a few.
	piles := make([]Card, 2*DeckSize+2*HandSize)
	all := piles[:DeckSize:DeckSize]
	if g.st.Hands[0] == nil && g.st.Hands[1] == nil && g.st.Discard == nil {
		g.st.Hands[0] = piles[DeckSize : DeckSize : DeckSize+HandSize]
		g.st.Hands[1] = piles[DeckSize+HandSize : DeckSize+HandSize : DeckSize+2*HandSize]
		g.st.Discard = piles[DeckSize+2*HandSize : DeckSize+2*HandSize]
	}
	if g.st.Stack == nil {
		g.st.Stack = make([]frame, 0, 4)
	}
	if g.st.Rows == nil {
		g.st.Rows = make([]supportRow, 0, 4)
	}
	for i := range all {
		all[i] = Card(i)
	}
	g.rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	// Stack the named cards on top, in order (tests), then the hands.
	take := func(id string) (Card, error) {
		for i, c := range all {
			if g.def(c).ID == id {
				all = append(all[:i:i], all[i+1:]...)
				return c, nil
			}
		}
		return 0, fmt.Errorf("marsattacks: setup: no card %q left for the deck", id)
	}
	var top []Card
	for _, id := range s.Deck {
		c, err := take(id)
		if err != nil {
			return nil, err
		}
		top = append(top, c)
	}
	for side := range 2 {
		for _, id := range s.Hands[side] {
			c, err := take(id)
			if err != nil {
				return nil, err
			}
			g.st.Hands[side] = append(g.st.Hands[side], c)
		}
	}
	for i := len(top) - 1; i >= 0; i-- {
		all = append(all, top[i])
	}
	g.st.Deck = all
	for _, m := range s.Markers {
		q, ok := ParseSq(m.At)
		if !ok || g.markerAt(q) >= 0 {
			return nil, fmt.Errorf("marsattacks: setup: marker on bad or taken square %q", m.At)
		}
		g.putMarker(m.Kind, q)
	}
	if len(s.RandomMarkers) > 0 {
		g.placeMarkers(slices.Clone(s.RandomMarkers), func(q Sq) bool {
			return slices.Contains(s.DeployRows, q.Y()) || slices.Contains(s.deploySquares, q)
		})
	}
	if !s.NoDeal {
		g.dealStart()
	}
	g.handChanged(Humans)
	g.handChanged(Martians)
	g.st.First = s.First
	g.st.Dep.Hero = s.heroZone
	if s.orient {
		g.mapSrc, g.st.Orient.Pending = s.Terrain, true
	}
	if g.nextDeploy() != -1 {
		g.st.Dep.Active = true // M.19.10: the figures are placed first
	} else {
		g.startRound()
	}
	g.run()
	return g, nil
}

// Pending implements engine.Game.
func (g *Game) Pending() *engine.Decision {
	if g.st.Over {
		return nil
	}
	if g.memo.pend != nil && g.log.Off {
		return g.memo.pend // quiet: the state has not changed since it was built
	}
	if g.log.Off {
		g.memo.pend = g.buildDecision() // decision, whose ask and done a quiet game skips
		return g.memo.pend
	}
	g.memo.pend = g.decision()
	return g.memo.pend
}

// keep remembers the options a check in run built for the question it
// now stops at, so that Pending need not build them again. Only a quiet
// game (engine.Quieter: simulations, replays) keeps them: rule tests
// change figures by hand between choices, and their games are not quiet.
func (g *Game) keep(opts []engine.Option) {
	if g.log.Off {
		g.memo.kept = opts
	}
}

// Apply implements engine.Game.
func (g *Game) Apply(seat engine.Seat, key string) error {
	d := g.memo.pend
	if d == nil || g.st.Over {
		d = g.Pending()
	}
	g.memo.pend = nil
	k := -1
	if d != nil {
		k = findKey(d.Options, key)
	}
	if d == nil || seat != d.Seat || k < 0 {
		if err := d.Validate(Name, seat, key); err != nil {
			return err
		}
	}
	g.memo.kept = nil
	g.memo.mem.Answered()
	g.choose(key, k)
	g.run()
	if g.st.Over {
		g.memo.mem.Release(d)
	}
	return nil
}

// findKey is d.Find(key) for Apply: keys of one question differ mostly
// in their last characters (a figure's number, a square), so a last
// byte that differs rejects an option before the strings are compared.
func findKey(opts []engine.Option, key string) int {
	for i := range opts {
		k := opts[i].Key
		if len(k) == len(key) && (len(k) == 0 || k[len(k)-1] == key[len(key)-1]) && k == key {
			return i
		}
	}
	return -1
}

// Outcome implements engine.Game.
func (g *Game) Outcome() *engine.Outcome {
	if !g.st.Over {
		return nil
	}
	o := &engine.Outcome{Winner: "draw", Rule: g.st.OutRule, Reason: g.st.OutMsg}
	if g.st.Winner >= 0 {
		s := Side(g.st.Winner)
		o.Winner = s.String()
		for i, side := range g.opts.Seats {
			if side == s {
				o.Seats = append(o.Seats, engine.Seat(i))
			}
		}
	}
	return o
}

// Seats implements engine.Game.
func (g *Game) Seats() int { return len(g.opts.Seats) }

// TakeEvents implements engine.Game.
func (g *Game) TakeEvents() []engine.Event { return g.log.Take() }

// SetQuiet turns the event log off (engine.Quieter).
func (g *Game) SetQuiet(q bool) {
	g.log.Off, g.memo = q, memo{}
	g.memo.mem.SetQuiet(q)
}

// RNG gives rule tests the dice (enginetest.Dicer).
func (g *Game) RNG() *engine.RNG { return &g.rng }

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	c.st, c.memo, c.log = g.st.clone(), memo{}, g.log.Clone()
	return &c
}

// clone copies the state: its slices are copied, not shared.
func (s *state) clone() state {
	c := *s
	c.Figs = slices.Clone(s.Figs)
	// The four card piles share one allocation; each is capped at its
	// length, so that an append to one copies it instead of writing
	// over the next.
	cards := make([]Card, 0, len(s.Deck)+len(s.Discard)+len(s.Hands[0])+len(s.Hands[1]))
	pile := func(p []Card) []Card {
		if p == nil {
			return nil // nil and empty hash alike; keep it as it was
		}
		cards = append(cards, p...)
		return cards[len(cards)-len(p) : len(cards) : len(cards)]
	}
	c.Deck, c.Discard = pile(s.Deck), pile(s.Discard)
	c.Hands[0], c.Hands[1] = pile(s.Hands[0]), pile(s.Hands[1])
	c.Stack = slices.Clone(s.Stack)
	c.Sight = slices.Clone(s.Sight)
	c.Markers = slices.Clone(s.Markers)
	c.Rows = slices.Clone(s.Rows)
	return c
}

// Hash implements engine.Game: a digest of the whole state, hidden parts
// included, and of the dice.
func (g *Game) Hash() string {
	s := g.st
	emptyNilSlices(reflect.ValueOf(&s).Elem())
	return engine.HashJSON(struct {
		state
		RNG    []byte
		Forced int
	}{s, g.rng.State(), g.rng.Forced()})
}

// emptyNilSlices makes the nil slices among the fields of the struct v
// (and in its arrays of slices) empty, so that nil and empty hash alike.
func emptyNilSlices(v reflect.Value) {
	empty := func(f reflect.Value) {
		if f.Kind() == reflect.Slice && f.IsNil() && f.CanSet() {
			f.Set(reflect.MakeSlice(f.Type(), 0, 0))
		}
	}
	for i := range v.NumField() {
		f := v.Field(i)
		if f.Kind() == reflect.Array {
			for j := range f.Len() {
				empty(f.Index(j))
			}
			continue
		}
		empty(f)
	}
}

// Figures returns a copy of the figures (for tests and tools).
func (g *Game) Figures() []Figure { return append([]Figure(nil), g.st.Figs...) }

// VP returns a side's victory points.
func (g *Game) VP(s Side) int { return g.st.VP[s] }

// Hand returns the card ids in a side's hand (for tests and tools; a
// client sees hands only through View).
func (g *Game) Hand(s Side) []string {
	out := make([]string, len(g.st.Hands[s]))
	for i, c := range g.st.Hands[s] {
		out[i] = g.def(c).ID
	}
	return out
}

// HandNames returns the instance names ("#17") of a side's hand, the
// secrets no view of the other side may hold.
func (g *Game) HandNames(s Side) []string {
	out := make([]string, len(g.st.Hands[s]))
	for i, c := range g.st.Hands[s] {
		out[i] = c.Name()
	}
	return out
}

// Round is the number of the current round, from 1.
func (g *Game) Round() int { return g.st.Round }
