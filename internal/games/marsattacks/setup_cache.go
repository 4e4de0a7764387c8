package marsattacks

import (
	"fmt"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// Set-up is paid by every game (a simulation starts thousands), yet most
// of it is the same for every game of one scenario with one content: the
// figure list (profiles found by id, ids numbered), the deck's card
// instances, the option strings of figures and cards, the scenario's
// placements, zones and reserve ids. A roster holds what NewSetup derives
// from a setup's figure lists and content alone; newScenario and
// newSkirmishOn keep one per scenario (and skirmish hero) and content, and
// copy it into each game. None of it is game state that changes: a game
// copies the figures and shares the rest read-only, as it already shares
// profiles, cards and name tables with its clones.

// roster is what a setup's figure lists and content give, before any
// random draw.
type roster struct {
	profiles []Profile
	cards    []CardDef
	cardOf   []int8 // card instance -> definition (M.13.1, M.13.2)
	// figs are the figures of Setup.Figures then Setup.Reserve, in order;
	// their squares are those of the placements the roster was built
	// from: setupWith sets them from each game's own placements.
	figs   []Figure
	fnames []*figNames // the figures' option strings (names)
	cnames []cardNames // the deck's option strings (cardNameTable)
	fidx   *figIndex   // the figures by id (figByID)
	// partners are the Doomed Love partners' profiles (partner).
	partners    []int8
	partnerFigs []uint64 // partnerFigures(figs, partners)
	// geo is the mat of the terrain geoSrc (Setup.Terrain).
	geo    *matGeo
	geoSrc string
}

// newRoster checks and resolves s's content and figure lists, with the
// errors, in the order, NewSetup has always given them.
func newRoster(s *Setup) (*roster, error) {
	profiles := s.Profiles
	if profiles == nil {
		var err error
		if profiles, err = Profiles(); err != nil {
			return nil, err
		}
	}
	cards := s.Cards
	if cards == nil {
		var err error
		if cards, err = Cards(); err != nil {
			return nil, err
		}
	}
	r := &roster{profiles: profiles, cards: cards}
	if s.Terrain != "" {
		m, err := geoFor("terrain", s.Terrain)
		if err != nil {
			return nil, err
		}
		r.geo, r.geoSrc = m, s.Terrain
	}
	if len(s.Figures) > 64 {
		return nil, fmt.Errorf("marsattacks: setup: %d figures, at most 64", len(s.Figures))
	}
	// g is a scratch game: the figure lookups below are the game's own.
	g := &Game{profiles: profiles, cardDefs: cards}
	// nextNum is, per profile, where the search for the first number not
	// taken starts: numbers are only ever taken, so it never goes back.
	nextNum := map[string]int{}
	for _, p := range s.Figures {
		pi := -1
		for i := range g.profiles {
			if g.profiles[i].ID == p.Profile || (p.Profile == heroSlot && pi < 0 && g.profiles[i].Kind == Hero && g.profiles[i].Side == Humans) {
				pi = i
			}
		}
		if p.Profile == heroSlot {
			p.ID = heroSlot // replaced by the hero chosen (S5.1)
		}
		if pi < 0 {
			return nil, fmt.Errorf("marsattacks: setup: unknown profile %q", p.Profile)
		}
		sq, ok := ParseSq(p.At)
		if p.Zone != "" {
			sq, ok = Off, true
		}
		if !ok {
			return nil, fmt.Errorf("marsattacks: setup: %s: bad square %q", p.Profile, p.At)
		}
		if sq != Off && g.count(sq) >= SquareCap {
			return nil, fmt.Errorf("marsattacks: setup: square %s is full (M.7.3)", sq)
		}
		id := p.ID
		if id == "" {
			id = p.Profile
			if g.figScan(id) >= 0 {
				n := max(2, nextNum[p.Profile]) // the first number not taken, named once it is found
				for g.hasNumberedID(p.Profile, n) {
					n++
				}
				nextNum[p.Profile] = n
				id = p.Profile + "-" + strconv.Itoa(n)
			}
		}
		if g.figScan(id) >= 0 {
			return nil, fmt.Errorf("marsattacks: setup: figure id %q used twice", id)
		}
		pr := &g.profiles[pi]
		if pr.Kind == Hero && p.Profile != heroSlot && g.heroPlaced(pi) {
			return nil, fmt.Errorf("marsattacks: setup: hero %q placed twice; heroes are unique (M.3.3)", pr.ID)
		}
		g.st.Figs = append(g.st.Figs, Figure{ID: internID(id), Profile: int8(pi), Side: pr.Side, Sq: sq, Alive: p.Zone == "", HP: int8(pr.HeroPoints), Deploy: p.Zone})
	}
	for _, p := range s.Reserve {
		pi := slices.IndexFunc(g.profiles, func(pr Profile) bool { return pr.ID == p.Profile })
		if pi < 0 || p.ID == "" || g.figScan(p.ID) >= 0 {
			return nil, fmt.Errorf("marsattacks: setup: bad reserve figure %q (%s)", p.ID, p.Profile)
		}
		g.st.Figs = append(g.st.Figs, Figure{ID: internID(p.ID), Profile: int8(pi), Side: g.profiles[pi].Side, Sq: Off, Reserve: true, HP: int8(g.profiles[pi].HeroPoints)})
	}
	// The deck (M.13.1, M.13.2).
	for di, d := range cards {
		for range d.Copies {
			r.cardOf = append(r.cardOf, int8(di))
		}
	}
	if len(r.cardOf) != DeckSize {
		return nil, fmt.Errorf("marsattacks: the deck has %d cards, want %d (M.13.1)", len(r.cardOf), DeckSize)
	}
	r.figs = g.st.Figs
	if len(g.st.Figs) > 0 {
		g.names(0) // builds the whole table
		r.fnames = g.fnames
	}
	r.cnames = g.cardNameTable()
	r.fidx = g.newFigIndex()
	r.partners = partnerProfiles(profiles)
	r.partnerFigs = partnerFigures(r.figs, r.partners)
	return r, nil
}

// setupWith sets up a game from s and its roster r (newRoster(s), or one
// built from a setup with the same content and figure lists but other
// squares): NewSetup after the figures' profiles and ids are found.
func setupWith(opts Options, seed uint64, s *Setup, r *roster) (*Game, error) {
	g := &Game{opts: opts, profiles: r.profiles, cardDefs: r.cards, cardOf: r.cardOf, deploy: s.DeployRows, scen: s.scen,
		rng: engine.NewRNG(seed), st: state{Finished: -1, Winner: -1}, fnames: r.fnames, cnames: r.cnames, fidx: r.fidx, partners: r.partners,
		partnerFigs: r.partnerFigs}
	g.introduce()
	if s.Terrain != "" {
		m := r.geo
		if m == nil || r.geoSrc != s.Terrain {
			var err error
			if m, err = geoFor("terrain", s.Terrain); err != nil {
				return nil, err
			}
		}
		g.terrain, g.geo = m.layout, m
	}
	// The squares of this setup's placements, checked in order as
	// newRoster checks them (M.7.3); profiles and ids are the roster's.
	g.st.Figs = slices.Clone(r.figs)
	var n [Size * Size]int8
	for k, p := range s.Figures {
		if p.Zone != "" {
			continue // placed in the deployment step (Sq Off)
		}
		sq, ok := ParseSq(p.At)
		if !ok {
			return nil, fmt.Errorf("marsattacks: setup: %s: bad square %q", p.Profile, p.At)
		}
		if n[sq] >= SquareCap {
			return nil, fmt.Errorf("marsattacks: setup: square %s is full (M.7.3)", sq)
		}
		n[sq]++
		g.st.Figs[k].Sq = sq
	}
	return g.finishSetup(s)
}

// setupCache holds the prebuilt set-ups (scenarioProto, skirmish
// rosters) by setupKey. Content is compared by identity: a content's
// profiles, cards and maps are never written after they are loaded. It
// stops growing at setupCacheMax entries (a player's content directories
// each bring their own).
var setupCache struct {
	m sync.Map // setupKey -> *scenarioProto or *roster
	n atomic.Int32
}

const setupCacheMax = 256

// setupKey names one prebuilt set-up: a scenario (def) or a skirmish
// variant, with one content.
type setupKey struct {
	def      *scenarioDef
	skirmish int // the skirmish's hero pick and civilians, +1; 0 for a scenario
	profiles *Profile
	nprof    int
	cards    *CardDef
	ncards   int
	maps     *content.MarsMap
	nmaps    int
	terrain  string // the skirmish's terrain
}

func contentKey(def *scenarioDef, c gameContent) setupKey {
	k := setupKey{def: def, nprof: len(c.profiles), ncards: len(c.cards), nmaps: len(c.maps)}
	if len(c.profiles) > 0 {
		k.profiles = &c.profiles[0]
	}
	if len(c.cards) > 0 {
		k.cards = &c.cards[0]
	}
	if len(c.maps) > 0 {
		k.maps = &c.maps[0]
	}
	return k
}

// cached returns the entry of k, or stores v (when there is room) and
// returns it.
func cached[T any](k setupKey, v T) T {
	if setupCache.n.Load() >= setupCacheMax {
		return v
	}
	got, loaded := setupCache.m.LoadOrStore(k, v)
	if !loaded {
		setupCache.n.Add(1)
	}
	return got.(T)
}

// lookup returns the entry of k, if any.
func lookup[T any](k setupKey) (T, bool) {
	v, ok := setupCache.m.Load(k)
	if !ok {
		var zero T
		return zero, false
	}
	return v.(T), true
}
