package marsattacks

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/goccy/go-yaml"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/position"
)

// Positions (docs/positions.md): a game's state as a YAML file a person
// can write, in the rulebook's words: figures by id and profile id on
// squares "A1".."H8", cards by content id and copy ("ray-gun.2"), sides
// by name. A field left out keeps the value a new game of the same
// options has. The work under way (an attack half resolved, a card's
// effect, a reaction window) is written by a save as the engine's
// pending state; a position written by hand starts a round instead.

// positionFile is the YAML of a Mars Attacks position.
type positionFile struct {
	position.Common `yaml:",inline"`
	// Phase "round" starts the next round on the given state (M.4.1).
	Phase string `yaml:"phase,omitempty"`
	// Round is the number of the round under way (or, with phase: round,
	// of the round that ended).
	Round *int `yaml:"round,omitempty"`
	// First is the side that took the first turn of the round.
	First  *Side      `yaml:"first,omitempty"`
	Turn   *turnPos   `yaml:"turn,omitempty"`
	Passed *sidesBool `yaml:"passed,omitempty"`
	VP     *sidesInt  `yaml:"victory-points,omitempty"`
	// Figures replace the scenario's figures when given.
	Figures position.Items[figurePos] `yaml:"figures"`
	Markers position.Items[markerPos] `yaml:"markers"`
	// Deck is the draw pile, top first; Discard the discard pile, bottom
	// first.
	Deck        position.List          `yaml:"deck"`
	Discard     position.List          `yaml:"discard"`
	Hands       *handsPos              `yaml:"hands,omitempty"`
	SupportRows position.Items[rowPos] `yaml:"support-rows"`
	// Terrain is the ruins of a skirmish-random game (a board map).
	Terrain string          `yaml:"terrain,omitempty"`
	Result  *resultPos      `yaml:"result,omitempty"`
	Pending yaml.RawMessage `yaml:"pending,omitempty"`
}

type turnPos struct {
	Number    int    `yaml:"number"` // turns played in the game, this one included
	Side      Side   `yaml:"side"`
	Activated int    `yaml:"activated"` // figures activated this turn (M.4.7)
	Cards     int    `yaml:"cards"`     // cards played this turn (M.4.8)
	OptionB   bool   `yaml:"option-b,omitempty"`
	Ended     bool   `yaml:"ended,omitempty"`
	MustFirst string `yaml:"must-activate,omitempty"` // figure id (A9)
}

type sidesBool struct {
	Humans   bool `yaml:"humans"`
	Martians bool `yaml:"martians"`
}

type sidesInt struct {
	Humans   int `yaml:"humans"`
	Martians int `yaml:"martians"`
}

type handsPos struct {
	Humans   position.List `yaml:"humans"`
	Martians position.List `yaml:"martians"`
}

type figurePos struct {
	ID      string `yaml:"id"`
	Profile string `yaml:"profile"`
	// Square is "A1".."H8", or "-" off the mat.
	Square     string `yaml:"square"`
	Dead       bool   `yaml:"dead,omitempty"` // not alive: killed, captured or gone
	Killed     bool   `yaml:"killed,omitempty"`
	Reserve    bool   `yaml:"reserve,omitempty"`
	Exited     bool   `yaml:"exited,omitempty"`
	Deploy     string `yaml:"deploy,omitempty"`
	Terrified  bool   `yaml:"terrified,omitempty"`
	Activated  bool   `yaml:"activated,omitempty"`
	HeroPoints *int   `yaml:"hero-points,omitempty"`
	SpentTurn  int    `yaml:"spent-turn,omitempty"`
	Berserk    bool   `yaml:"berserk,omitempty"`
	Bonus      int    `yaml:"bonus,omitempty"`
	Gained     int    `yaml:"repaired-weapons,omitempty"`
	CardRound  int    `yaml:"card-round,omitempty"`
}

type markerPos struct {
	Kind   string `yaml:"kind"` // creature, artifact
	Square string `yaml:"square"`
	FaceUp bool   `yaml:"face-up,omitempty"`
}

type rowPos struct {
	Side    Side          `yaml:"side"`
	Defense int           `yaml:"defense,omitempty"`
	Cards   position.List `yaml:"cards"`
	Added   int           `yaml:"added"`
}

type resultPos struct {
	Winner  string     `yaml:"winner"` // humans, martians or draw
	Rule    string     `yaml:"rule"`
	Message engine.Msg `yaml:"message"`
}

// machine is the rest of the state: the engine's pending work, written
// by a save so that a saved game goes on exactly. It holds the rules
// code's own numbers (figure and card indices); it is not meant to be
// written by hand.
type machine struct {
	Finished int8         `json:"finished"`
	Kills    [2]killTally `json:"kills"`
	LastVP   Side         `json:"lastVP"`
	W        wait         `json:"wait"`
	Stack    []frame      `json:"stack"`
	Atk      attack       `json:"attack"`
	Sel      selection    `json:"selection"`
	Cover    coverState   `json:"cover"`
	End      roundEnd     `json:"roundEnd"`
	Win      window       `json:"window"`
	CardSq   cardSquare   `json:"cardSquare"`
	Cst      cardState    `json:"cardState"`
	Loot     loot         `json:"loot"`
	Control  [5]int8      `json:"control"`
	Dep      deployState  `json:"deploy"`
	Auth     authState    `json:"authority"`
	Civ      civilians    `json:"civilians"`
	React    reaction     `json:"reaction"`
	Orient   orientState  `json:"orient"`
	Sight    []sightRule  `json:"sight"`
	Beetle   beetle       `json:"beetle"`
	MapSrc   string       `json:"mapSource"`
}

func (g *Game) machine() machine {
	return machine{g.st.Finished, g.st.Kills, g.st.LastVP, g.st.Wait, g.st.Stack, g.st.Atk, g.st.Sel, g.st.Cover, g.st.End, g.st.Win, g.st.CardSq, g.st.CardEffect,
		g.st.Loot, g.st.Control, g.st.Dep, g.st.Auth, g.st.Civ, g.st.React, g.st.Orient, g.st.Sight, g.st.Beetle, g.mapSrc}
}

func (g *Game) setMachine(m machine) {
	g.st.Finished, g.st.Kills, g.st.LastVP, g.st.Wait, g.st.Stack, g.st.Atk, g.st.Sel, g.st.Cover, g.st.End, g.st.Win, g.st.CardSq, g.st.CardEffect = m.Finished,
		m.Kills, m.LastVP, m.W, m.Stack, m.Atk, m.Sel, m.Cover, m.End, m.Win, m.CardSq, m.Cst
	g.st.Loot, g.st.Control, g.st.Dep, g.st.Auth, g.st.Civ, g.st.React, g.st.Orient, g.st.Sight, g.st.Beetle, g.mapSrc = m.Loot, m.Control,
		m.Dep, m.Auth, m.Civ, m.React, m.Orient, m.Sight, m.Beetle, m.MapSrc
}

// PositionLoader returns the function that sets a game up from a
// position file with the given content (the catalog's FromPosition).
func PositionLoader(m *content.Mars) (func(d *position.Doc) (engine.Game, error), error) {
	c, err := contentFrom(m)
	if err != nil {
		return nil, err
	}
	return func(d *position.Doc) (engine.Game, error) {
		g, err := fromPosition(d, c)
		if err != nil {
			return nil, err // not a nil *Game in an interface
		}
		return g, nil
	}, nil
}

// FromPosition sets a game up from a parsed position with the built-in
// content. A position that breaks a rule of the game's state (Check) is
// refused.
func FromPosition(d *position.Doc) (*Game, error) { return fromPosition(d, gameContent{}) }

func fromPosition(d *position.Doc, c gameContent) (*Game, error) {
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
	base, err := newGame(opts, d.Seed, c)
	if err != nil {
		return nil, d.Errorf("options", "%v", err)
	}
	var p positionFile
	if err := d.Decode(&p); err != nil {
		return nil, err
	}
	g := base.Clone().(*Game)
	g.log = engine.Log{}
	if g.rng, err = d.Generator(); err != nil {
		return nil, err
	}
	ld := loader{g: g, d: d}
	if err := ld.apply(&p); err != nil {
		return nil, err
	}
	// What the state's caches hold is worked out again for the new
	// figures, hands and markers.
	g.renamed()
	g.partnerFigs = partnerFigures(g.st.Figs, g.partners)
	g.st.MarkerSquares = 0
	for _, m := range g.st.Markers {
		if m.Sq.OnMat() {
			g.st.MarkerSquares |= 1 << uint(m.Sq)
		}
	}
	g.handChanged(Humans)
	g.handChanged(Martians)
	g.st.BonusOut = slices.ContainsFunc(g.st.Figs, func(f Figure) bool { return f.Bonus > 0 })
	g.touch()
	g = g.Clone().(*Game)
	if p.Phase != "" {
		g.startRound() // its events are the loaded game's first
		g.run()
	}
	if err := g.Check(); err != nil {
		return nil, d.Errorf("", "the position breaks a rule of the game: %v", err)
	}
	if err := position.Probe(g); err != nil {
		return nil, d.Errorf("pending", "%v", err)
	}
	return g, nil
}

type loader struct {
	g *Game
	d *position.Doc
}

func (ld *loader) apply(p *positionFile) error {
	g, d := ld.g, ld.d
	if p.Round != nil {
		if *p.Round < 0 || *p.Round > 99 {
			return d.Errorf("round", "%d is out of range 0..99", *p.Round)
		}
		g.st.Round = *p.Round
	}
	if p.First != nil {
		g.st.First = *p.First
	}
	if p.Passed != nil {
		g.st.Passed = [2]bool{p.Passed.Humans, p.Passed.Martians}
	}
	if p.VP != nil {
		g.st.VP = [2]int{p.VP.Humans, p.VP.Martians}
	}
	if d.Has("figures") {
		if err := ld.figures(p.Figures); err != nil {
			return err
		}
	}
	if p.Turn != nil {
		t := p.Turn
		if t.Activated < 0 || t.Activated > 127 || t.Cards < 0 || t.Cards > 127 {
			return d.Errorf("turn", "counts out of range")
		}
		g.st.TurnNo = t.Number
		g.st.Turn = turnState{Side: t.Side, Acts: int8(t.Activated), Cards: int8(t.Cards), OptB: t.OptionB, Ended: t.Ended}
		if t.MustFirst != "" {
			i := g.figScan(t.MustFirst)
			if i < 0 {
				return d.Errorf("turn.must-activate", "no figure %q", t.MustFirst)
			}
			g.st.Turn.Must = int8(i + 1)
		}
	}
	if d.Has("markers") {
		g.st.Markers = nil
		for i, m := range p.Markers {
			path := fmt.Sprintf("markers[%d]", i)
			var kind MarkerKind
			switch m.Kind {
			case "creature":
				kind = Creature
			case "artifact":
				kind = Artifact
			default:
				return d.Errorf(path+".kind", "%q is not a marker (creature, artifact)", m.Kind)
			}
			sq, err := ld.square(path+".square", m.Square)
			if err != nil {
				return err
			}
			if sq != Off && slices.ContainsFunc(g.st.Markers, func(o Marker) bool { return o.Sq == sq }) {
				return d.Errorf(path+".square", "a second marker on %s (M.19.6)", m.Square)
			}
			g.st.Markers = append(g.st.Markers, Marker{Kind: kind, Sq: sq, FaceUp: m.FaceUp})
		}
	}
	if err := ld.cards(p); err != nil {
		return err
	}
	if p.Result != nil {
		g.st.Over, g.st.OutRule, g.st.OutMsg = true, p.Result.Rule, p.Result.Message
		switch p.Result.Winner {
		case "humans":
			g.st.Winner = int8(Humans)
		case "martians":
			g.st.Winner = int8(Martians)
		case "draw":
			g.st.Winner = -1
		default:
			return d.Errorf("result.winner", "%q is not a winner (humans, martians, draw)", p.Result.Winner)
		}
	}
	if err := ld.terrain(p); err != nil {
		return err
	}
	if p.Phase != "" {
		if p.Phase != "round" {
			return d.Errorf("phase", "%q is not a phase a position starts (round)", p.Phase)
		}
		if len(p.Pending) > 0 {
			return d.Errorf("pending", "a position gives its phase or its pending state, not both")
		}
		m := g.machine()
		g.setMachine(machine{Finished: -1, Kills: m.Kills, LastVP: m.LastVP, Control: m.Control, Loot: m.Loot,
			Sight: m.Sight, Beetle: m.Beetle, MapSrc: m.MapSrc, Civ: m.Civ})
		g.st.Stack = g.st.Stack[:0:0]
		for i := range g.st.Figs {
			g.st.Figs[i].Activated = false
		}
		return nil
	}
	if len(p.Pending) > 0 {
		j, err := yaml.YAMLToJSON(p.Pending)
		if err != nil {
			return d.Errorf("pending", "%v", err)
		}
		var m machine
		dec := json.NewDecoder(bytes.NewReader(j))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&m); err != nil {
			return d.Errorf("pending", "%v", err)
		}
		if err := ld.checkMachine(&m); err != nil {
			return err
		}
		g.setMachine(m)
	}
	return ld.orientation()
}

// terrain lays the ruins a position of a random skirmish carries.
func (ld *loader) terrain(p *positionFile) error {
	g := ld.g
	if p.Terrain != "" {
		if g.opts.Scenario != "skirmish-random" {
			return ld.d.Errorf("terrain", "only a skirmish-random position gives its terrain; a scenario's map is its own")
		}
		m, err := geoFor("terrain", p.Terrain)
		if err != nil {
			return ld.d.Errorf("terrain", "%v", err)
		}
		g.terrain, g.geo = m.layout, m
	}
	return nil
}

// orientation turns the scenario's map as the Martians laid it.
func (ld *loader) orientation() error {
	g := ld.g
	if k := int(g.st.Orient.Turn); k > 0 && k < 4 && !g.st.Orient.Pending && g.scen != nil {
		m, err := turnedGeo(g.scen.Map+".map", g.mapSrc, 4-k, g.scen.Special)
		if err != nil {
			return ld.d.Errorf("pending", "the map cannot be turned: %v", err)
		}
		g.terrain, g.geo = m.layout, m
	}
	return nil
}

// checkMachine keeps the pending state's figure numbers within the
// figures, so that a damaged file cannot make the rules code index out
// of range.
func (ld *loader) checkMachine(m *machine) error {
	n := len(ld.g.st.Figs)
	for i, f := range m.Stack {
		if int(f.Fig) < -1 || int(f.Fig) >= n {
			return ld.d.Errorf("pending", "stack[%d] names figure %d of %d", i, f.Fig, n)
		}
	}
	if m.W > wOrient {
		return ld.d.Errorf("pending", "wait %d is not a question", m.W)
	}
	return nil
}

func (ld *loader) square(path, name string) (Sq, error) {
	if name == "-" {
		return Off, nil
	}
	q, ok := ParseSq(name)
	if !ok {
		return Off, ld.d.Errorf(path, "square %q is off the mat (A1..H8, or - for off the mat)", name)
	}
	return q, nil
}

func (ld *loader) figures(list position.Items[figurePos]) error {
	g, d := ld.g, ld.d
	figs := make([]Figure, 0, len(list))
	if len(list) > 64 {
		return d.Errorf("figures", "%d figures; a game has at most 64", len(list))
	}
	for i, f := range list {
		path := fmt.Sprintf("figures[%d]", i)
		pi := slices.IndexFunc(g.profiles, func(pr Profile) bool { return pr.ID == f.Profile })
		if pi < 0 {
			return d.Errorf(path+".profile", "unknown profile %q", f.Profile)
		}
		if f.ID == "" {
			return d.Errorf(path+".id", "a figure needs an id")
		}
		if slices.ContainsFunc(figs, func(o Figure) bool { return o.ID == f.ID }) {
			return d.Errorf(path+".id", "figure id %q is used twice", f.ID)
		}
		sq, err := ld.square(path+".square", f.Square)
		if err != nil {
			return err
		}
		pr := &g.profiles[pi]
		hp := pr.HeroPoints
		if f.HeroPoints != nil {
			hp = *f.HeroPoints
		}
		if hp < 0 || hp > pr.HeroPoints+10 {
			return d.Errorf(path+".hero-points", "%d is out of range 0..%d", hp, pr.HeroPoints+10)
		}
		if f.Bonus < 0 || f.Bonus > 100 || f.Gained < 0 || f.Gained > 255 {
			return d.Errorf(path, "bonus or repaired weapons out of range")
		}
		alive := !f.Dead && !f.Reserve && f.Deploy == ""
		if alive && sq == Off {
			return d.Errorf(path+".square", "a figure alive on the mat needs a square")
		}
		if pr.Kind == Hero && slices.ContainsFunc(figs, func(o Figure) bool { return int(o.Profile) == pi }) {
			return d.Errorf(path+".profile", "hero %q placed twice; heroes are unique (M.3.3)", pr.ID)
		}
		figs = append(figs, Figure{ID: internID(f.ID), Profile: int8(pi), Side: pr.Side, Sq: sq, Alive: alive,
			Killed: f.Killed, Reserve: f.Reserve, Exited: f.Exited, Deploy: f.Deploy, Terrified: f.Terrified,
			Activated: f.Activated, HP: int8(hp), SpentTurn: int16(f.SpentTurn), Berserk: f.Berserk,
			Bonus: int8(f.Bonus), Gained: uint8(f.Gained), CardRound: int16(f.CardRound)})
	}
	// M.7.3: how many figures share a square.
	for i := range figs {
		if !figs[i].Alive || figs[i].Sq == Off {
			continue
		}
		same := 0
		for k := range figs {
			if figs[k].Alive && figs[k].Sq == figs[i].Sq {
				same++
			}
		}
		if same > SquareCap {
			return d.Errorf(fmt.Sprintf("figures[%d].square", i), "%d figures on %s; a square holds %d (M.7.3)", same, figs[i].Sq, SquareCap)
		}
	}
	g.st.Figs = figs
	return nil
}

// cards places the deck, the discard pile, the hands and the support
// rows. Cards a position does not place keep their new-game zone when it
// is not given, or go to the draw pile.
func (ld *loader) cards(p *positionFile) error {
	g, d := ld.g, ld.d
	names := position.NewNames(len(g.cardOf), func(c int) string { return g.cardDefs[g.cardOf[c]].ID })
	placed := make([]bool, len(g.cardOf))
	list := func(path string, src position.List) ([]Card, error) {
		out := []Card{}
		for i, n := range src {
			k, ok := names.Find(n)
			p := fmt.Sprintf("%s[%d]", path, i)
			if !ok {
				return nil, d.Errorf(p, "unknown card %q (cards are named by content id, \"ray-gun\" or \"ray-gun.2\")", n)
			}
			if placed[k] {
				return nil, d.Errorf(p, "card %s is in two places", names.Name(k))
			}
			placed[k] = true
			out = append(out, Card(k))
		}
		return out, nil
	}
	given := [4]bool{d.Has("deck"), d.Has("discard"), d.Has("hands.humans"), d.Has("hands.martians")}
	var piles [4][]Card
	var err error
	srcs := [4]position.List{p.Deck, p.Discard}
	if p.Hands != nil {
		srcs[2], srcs[3] = p.Hands.Humans, p.Hands.Martians
	}
	paths := [4]string{"deck", "discard", "hands.humans", "hands.martians"}
	for k := range piles {
		if given[k] {
			if piles[k], err = list(paths[k], srcs[k]); err != nil {
				return err
			}
		}
	}
	if d.Has("support-rows") {
		g.st.Rows = []supportRow{}
		for i, r := range p.SupportRows {
			path := fmt.Sprintf("support-rows[%d]", i)
			row := supportRow{Side: r.Side, Def: int8(r.Defense), Added: r.Added}
			if len(r.Cards) < 1 || len(r.Cards) > len(row.Cards) {
				return d.Errorf(path+".cards", "%d cards; a support row holds 1..%d (M.13.13)", len(r.Cards), len(row.Cards))
			}
			cs, err := list(path+".cards", r.Cards)
			if err != nil {
				return err
			}
			copy(row.Cards[:], cs)
			row.N = int8(len(cs))
			g.st.Rows = append(g.st.Rows, row)
		}
	}
	for _, r := range g.st.Rows {
		for _, c := range r.Cards[:r.N] {
			placed[c] = true
		}
	}
	// The piles not given keep their new-game cards that are not placed
	// elsewhere; cards placed nowhere go to the draw pile's bottom.
	old := [4][]Card{reversed(g.st.Deck), g.st.Discard, g.st.Hands[0], g.st.Hands[1]}
	for k := range piles {
		if given[k] {
			continue
		}
		piles[k] = []Card{}
		for _, c := range old[k] {
			if !placed[c] {
				placed[c] = true
				piles[k] = append(piles[k], c)
			}
		}
	}
	for c := range placed {
		if !placed[c] {
			piles[0] = append(piles[0], Card(c))
		}
	}
	g.st.Deck, g.st.Discard, g.st.Hands = reversed(piles[0]), piles[1], [2][]Card{piles[2], piles[3]}
	return nil
}

func reversed(c []Card) []Card {
	out := slices.Clone(c)
	slices.Reverse(out)
	if out == nil {
		out = []Card{}
	}
	return out
}

// Position writes the game as a position file: every field, so that
// loading it gives this very state (the same View for every seat, the
// same pending decision and the same Hash).
func (g *Game) Position() ([]byte, error) {
	optJSON, err := json.Marshal(g.opts)
	if err != nil {
		return nil, err
	}
	opts, err := position.OptionsYAML(optJSON)
	if err != nil {
		return nil, err
	}
	p := positionFile{Common: position.Common{Format: position.Format, Game: Name, Options: opts,
		RNG: position.RNGState(&g.rng), Dice: g.rng.Script()}}
	round, first := g.st.Round, g.st.First
	p.Round, p.First = &round, &first
	p.Passed = &sidesBool{g.st.Passed[0], g.st.Passed[1]}
	p.VP = &sidesInt{g.st.VP[0], g.st.VP[1]}
	p.Turn = &turnPos{Number: g.st.TurnNo, Side: g.st.Turn.Side, Activated: int(g.st.Turn.Acts), Cards: int(g.st.Turn.Cards),
		OptionB: g.st.Turn.OptB, Ended: g.st.Turn.Ended}
	if m := g.st.Turn.Must; m > 0 && int(m) <= len(g.st.Figs) {
		p.Turn.MustFirst = g.st.Figs[m-1].ID
	}
	p.Figures = position.Items[figurePos]{}
	for _, f := range g.st.Figs {
		hp := int(f.HP)
		sq := "-"
		if f.Sq.OnMat() {
			sq = f.Sq.String()
		}
		p.Figures = append(p.Figures, figurePos{ID: f.ID, Profile: g.profiles[f.Profile].ID, Square: sq,
			Dead: !f.Alive && !f.Reserve && f.Deploy == "", Killed: f.Killed, Reserve: f.Reserve, Exited: f.Exited,
			Deploy: f.Deploy, Terrified: f.Terrified, Activated: f.Activated, HeroPoints: &hp, SpentTurn: int(f.SpentTurn),
			Berserk: f.Berserk, Bonus: int(f.Bonus), Gained: int(f.Gained), CardRound: int(f.CardRound)})
	}
	p.Markers = position.Items[markerPos]{}
	for _, m := range g.st.Markers {
		sq := "-"
		if m.Sq.OnMat() {
			sq = m.Sq.String()
		}
		p.Markers = append(p.Markers, markerPos{Kind: m.Kind.String(), Square: sq, FaceUp: m.FaceUp})
	}
	names := position.NewNames(len(g.cardOf), func(c int) string { return g.cardDefs[g.cardOf[c]].ID })
	pick := func(cs []Card) position.List {
		out := position.List{}
		for _, c := range cs {
			out = append(out, names.Name(int(c)))
		}
		return out
	}
	p.Deck, p.Discard = pick(reversed(g.st.Deck)), pick(g.st.Discard)
	p.Hands = &handsPos{Humans: pick(g.st.Hands[0]), Martians: pick(g.st.Hands[1])}
	p.SupportRows = position.Items[rowPos]{}
	for _, r := range g.st.Rows {
		p.SupportRows = append(p.SupportRows, rowPos{Side: r.Side, Defense: int(r.Def), Cards: pick(r.Cards[:r.N]), Added: r.Added})
	}
	if g.opts.Scenario == "skirmish-random" && g.terrain != nil {
		p.Terrain = "board: skirmish-random\n" + g.terrain.String()
	}
	if g.st.Over {
		w := "draw"
		if g.st.Winner >= 0 {
			w = Side(g.st.Winner).String()
		}
		p.Result = &resultPos{Winner: w, Rule: g.st.OutRule, Message: g.st.OutMsg}
	}
	j, err := json.Marshal(g.machine())
	if err != nil {
		return nil, fmt.Errorf("marsattacks: position: %w", err)
	}
	if p.Pending, err = yaml.JSONToYAML(j); err != nil {
		return nil, fmt.Errorf("marsattacks: position: %w", err)
	}
	out, err := position.Encode(&p)
	return out, err
}
