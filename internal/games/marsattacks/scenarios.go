package marsattacks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// The scenarios of spec §S are content (data/marsattacks/scenarios.yaml,
// loaded and validated by internal/content): forces, zones, first turn,
// markers and reinforcements as data, the special rules, scoring and exits
// named there and bound here to the Go functions below. The maps are
// content too (data/marsattacks/maps/<id>.map, scenario_maps.go; the grid
// map format, docs/map-format.md), deployment squares as anchors: B blue
// and R red. Row 1, the top line of a map, is the Human edge. The Martian
// player chooses how the map lies on the mat (M.19.2, orient.go).

// scenarioDef is one scenario as data plus its rules hooks, built from
// its content entry (scenarioFrom).
type scenarioDef struct {
	ID string
	// Map is the id of the scenario's map, marsattacks/maps/<Map>.map.
	Map string
	// Humans and Martians are the forces (profile ids), deployed on the
	// squares of their anchor (M.19.8, M.19.10).
	Humans, Martians []string
	HumanZone        byte
	MartianZone      byte
	// Groups are further forces with their own squares, deployed after
	// the Martians and before the Humans (S2.1, S4.2); a figure of a group
	// with several zones goes to one drawn at random [authored: the
	// player's choice].
	Groups []group
	// Exit says whether figure i may leave the mat over the edge from
	// its square (M.6.8), and the VP it scores then.
	Exit func(g *Game, i int8) (ok bool, vp int)
	// EntryRow is the row (1-8) over whose outer edge the side's reserve
	// figures enter the mat (S1.2, S9.8), one per side; 0 for none.
	// Entering is the first square of a MOVE from off the mat (M.6.8).
	EntryRow [2]int
	// StartOffMat: the Humans begin in reserve and must all enter in round
	// 1 (S1.1, S1.2).
	StartOffMat bool
	// ReserveFirst: while a side has reserve figures that can enter, it
	// activates only those (S9.7).
	ReserveFirst bool
	// Recycle: a Martian soldier killed by a Human soldier goes to the
	// Martian reserve (S9.6).
	Recycle bool
	// AllRed: at least one Martian on every red square (S9.2).
	AllRed bool
	// Uplink: Joe may redirect the uplink on square X (S7.5).
	Uplink bool
	// Loot: Buddy starts carrying the loot (S8.2).
	Loot bool
	// Zones are the anchors of the controlled zones, the first the
	// Humans', the others the Martians' (S10.1, S10.2); control decides
	// the game (S10.3, S10.4), reserves enter through the side's
	// controlled zones and may stay off (S10.7).
	Zones string
	// Recall: at the start of every round the Martians take up to this
	// many killed figures back into their reserve (S10.7).
	Recall int
	// HumanHero is a choice of one hero (S5.1, S6.1): [authored] drawn at
	// random from the single heroes until a setup phase lets the player
	// choose.
	HumanHero bool
	First     Side
	// FirstRoll: the first turn is rolled, 1-4 Humans, 5-8 Martians
	// (S5.4).
	FirstRoll bool
	// RandomDeploy: alternate random placement, Humans first (S5.3).
	RandomDeploy bool
	// Markers is the number of creature/artifact markers (M.16.2).
	Markers int
	// Reinforcements by round: placed at the start of the round on the
	// Martian zone (S3.6, A15).
	Reinforcements map[int][]string
	// Score returns the VP side by gets for the kill of victim (M.20.1);
	// nil scores nothing. Kill counts are in g.kills before it is called.
	Score func(g *Game, by Side, victim, killer int8, how killHow) int
	// LastStanding: a side wins by killing all enemies but one; both down
	// to one at once is a draw (S5.5, M.20.5).
	LastStanding bool
	// Special is the anchor of the squares whose walls are special
	// terrain, placed with the map after its orientation (M.19.3, S2.6,
	// S8.7); 0 for none.
	Special byte
	// Night: the number of the scenario the Night rule would belong to
	// (A16): 5 or 6.
	Night int
}

// group is part of a side's forces deployed on one zone.
type group struct {
	Side  Side
	Zones string // anchor characters; one is drawn per figure when several
	IDs   []string
}

// scoreHooks and exitHooks are the scoring and exit rules a scenario
// names in the content (content.MarsScores, content.MarsExits).
var (
	scoreHooks = map[string]func(g *Game, by Side, victim, killer int8, how killHow) int{
		content.MarsScoreS1: scoreS1,
		content.MarsScoreS2: scoreS2,
		content.MarsScoreS3: scoreS3,
		content.MarsScoreS4: scoreS4,
		content.MarsScoreS6: scoreS6,
		content.MarsScoreS7: scoreS7,
		content.MarsScoreS8: scoreS8,
		content.MarsScoreS9: scoreS9,
	}
	exitHooks = map[string]func(g *Game, i int8) (bool, int){
		content.MarsExitNumberedSquare: exitS2,
		content.MarsExitBottomEdge:     exitS4,
		content.MarsExitEdgeWithLoot:   exitS8,
	}
)

// scenarioFrom builds the rules of scenario sc, its hooks bound.
func scenarioFrom(sc *content.MarsScenario) (*scenarioDef, error) {
	def := &scenarioDef{
		ID:           sc.ID,
		Map:          sc.Map,
		Humans:       sc.Humans.Force.IDs(),
		Martians:     sc.Martians.Force.IDs(),
		HumanZone:    byte(sc.Humans.Zone),
		MartianZone:  byte(sc.Martians.Zone),
		EntryRow:     [2]int{Humans: sc.Humans.EntryRow, Martians: sc.Martians.EntryRow},
		StartOffMat:  sc.Has(content.MarsRuleStartOffMat),
		ReserveFirst: sc.Has(content.MarsRuleReserveFirst),
		Recycle:      sc.Has(content.MarsRuleRecycle),
		AllRed:       sc.Has(content.MarsRuleAllRed),
		Uplink:       sc.Has(content.MarsRuleUplink),
		Loot:         sc.Has(content.MarsRuleLoot),
		Recall:       sc.Recall,
		HumanHero:    sc.Has(content.MarsRuleHeroChoice),
		First:        sideOf(sc.First == content.MartiansFirst),
		FirstRoll:    sc.First == content.RollFirst,
		RandomDeploy: sc.Has(content.MarsRuleRandomDeploy),
		Markers:      sc.Markers,
		LastStanding: sc.Has(content.MarsRuleLastStanding),
		Special:      byte(sc.Special),
		Night:        sc.Night,
	}
	for _, gr := range sc.Groups {
		def.Groups = append(def.Groups, group{Side: sideOf(gr.Side == content.Martians), Zones: anchors(gr.Zones), IDs: gr.Force.IDs()})
	}
	def.Zones = anchors(sc.ControlledZones)
	if slices.Contains(skirmishes, sc.ID) {
		return nil, fmt.Errorf("marsattacks: scenario %s: the id is a skirmish's", sc.ID)
	}
	for _, r := range sc.Reinforcements {
		if def.Reinforcements == nil {
			def.Reinforcements = map[int][]string{}
		}
		def.Reinforcements[r.Round] = append(def.Reinforcements[r.Round], r.Force.IDs()...)
	}
	var ok bool
	if sc.Score != "" {
		if def.Score, ok = scoreHooks[sc.Score]; !ok {
			return nil, fmt.Errorf("marsattacks: scenario %s: unknown score %q", sc.ID, sc.Score)
		}
	}
	if sc.Exit != "" {
		if def.Exit, ok = exitHooks[sc.Exit]; !ok {
			return nil, fmt.Errorf("marsattacks: scenario %s: unknown exit %q", sc.ID, sc.Exit)
		}
	}
	return def, nil
}

// sideOf is Martians when martians is true, else Humans.
func sideOf(martians bool) Side {
	if martians {
		return Martians
	}
	return Humans
}

// anchors joins anchor characters into a string.
func anchors(list []content.Anchor) string {
	b := make([]byte, len(list))
	for i, a := range list {
		b[i] = byte(a)
	}
	return string(b)
}

// scenariosFrom builds the rules of every scenario of m, in its order
// (sorted by id).
func scenariosFrom(m *content.Mars) ([]*scenarioDef, error) {
	defs := make([]*scenarioDef, 0, len(m.Scenarios))
	for i := range m.Scenarios {
		def, err := scenarioFrom(&m.Scenarios[i])
		if err != nil {
			return nil, err
		}
		defs = append(defs, def)
	}
	return defs, nil
}

// skirmishes are the set-ups New knows besides the content's scenarios.
var skirmishes = []string{"skirmish", "skirmish-civilians", "skirmish-random"}

// scenarioIDs lists the set-ups New knows with the built-in content,
// sorted.
func scenarioIDs() []string {
	defs, _ := builtinScenarios() // an error is New's to report
	return setupIDs(defs)
}

// setupIDs lists the skirmishes and the scenarios defs, sorted.
func setupIDs(defs []*scenarioDef) []string {
	ids := make([]string, len(defs))
	for i, d := range defs {
		ids[i] = d.ID
	}
	return withSkirmishes(ids)
}

// withSkirmishes adds the skirmishes to scenario ids and sorts them.
func withSkirmishes(ids []string) []string {
	out := append(slices.Clone(skirmishes), ids...)
	slices.Sort(out)
	return out
}

// profileID is the profile id of figure i.
func (g *Game) profileID(i int8) string { return g.prof(i).ID }

// scoreS1: +1 per enemy killed by shooting, +2 per enemy killed in a
// fight (S1.5, S1.6); a card SHOOT attack's kill counts as shooting
// (A21).
func scoreS1(g *Game, _ Side, _, _ int8, how killHow) int {
	switch {
	case how == killShot, how == killCard && g.opts.CardShootKillIsShooting:
		return 1
	case how == killFight:
		return 2
	}
	return 0
}

// scoreS9: Humans +1 per enemy soldier killed by Edwyn, +3 for General
// Tor (S9.4); Martians +4 for Edwyn, +1 per enemy soldier (S9.5). A
// Martian soldier killed by a Human soldier joins the Martian reserve
// (S9.6).
func scoreS9(g *Game, by Side, victim, killer int8, _ killHow) int {
	soldier := g.prof(victim).Kind == Soldier
	switch {
	case by == Humans && g.profileID(victim) == "general-tor":
		return 3
	case by == Humans && soldier && killer >= 0 && g.profileID(killer) == "edwyn":
		return 1
	case by == Martians && g.profileID(victim) == "edwyn":
		return 4
	case by == Martians && soldier:
		return 1
	}
	return 0
}

// recycle is S9.6: a Martian soldier killed by a Human soldier goes to
// the Martian reserve.
func (g *Game) recycle(victim, killer int8) {
	if g.scen == nil || !g.scen.Recycle || killer < 0 {
		return
	}
	v := &g.st.Figs[victim]
	if v.Side == Martians && g.prof(victim).Kind == Soldier && g.st.Figs[killer].Side == Humans && g.prof(killer).Kind == Soldier {
		g.unplace(victim)
		v.Reserve, v.Killed = true, false
		g.place(victim)
		g.log.Add("mars S9.6", engine.M("mars.to-reserve", "figure", v.ID), nil)
	}
}

// entrySquares are the squares reserve figure i may enter the mat on
// now: the squares of its side's entry row with room (M.7.3); nil if it
// cannot enter.
func (g *Game) entrySquares(i int8) []Sq { return g.appendEntrySquares(nil, i) }

// appendEntrySquares appends entrySquares(i) to dst (a stack buffer in
// the step question: no list allocated per question).
func (g *Game) appendEntrySquares(dst []Sq, i int8) []Sq {
	f := &g.st.Figs[i]
	if g.scen != nil && f.Reserve && g.scen.Zones != "" {
		return g.appendControlledSquares(dst, f.Side) // S10.7
	}
	if g.scen == nil || !f.Reserve || g.scen.EntryRow[f.Side] == 0 {
		return dst
	}
	out := dst
	y := g.scen.EntryRow[f.Side] - 1
	o := g.occupancy()
	for x := range Size {
		if q := At(x, y); o.n[q] < SquareCap {
			out = append(out, q)
		}
	}
	return out
}

// entryBarred: no reserve figure of side s can enter the mat (canEnter
// is false for each): no scenario, or neither zones nor an entry row
// for s. Reserves waiting for a later round (S3.6) are asked about
// often; small enough to be inlined before the figures are tested.
func (g *Game) entryBarred(s Side) bool {
	return g.scen == nil || (g.scen.Zones == "" && g.scen.EntryRow[s&1] == 0)
}

// canEnter: len(entrySquares(i)) > 0, from masks of the squares.
func (g *Game) canEnter(i int8) bool {
	f := &g.st.Figs[i]
	if g.scen == nil || !f.Reserve {
		return false
	}
	if g.scen.Zones != "" {
		return g.anyControlledRoom(f.Side)
	}
	if g.scen.EntryRow[f.Side] == 0 {
		return false
	}
	o := g.occupancy()
	row := uint64(1)<<Size - 1
	return (row<<(Size*uint(g.scen.EntryRow[f.Side]-1)))&^o.full != 0
}

// scoreS7: the only VP: killing Joe gives the Martians 8 (S7.6); the
// Humans score by the uplink (S7.5).
func scoreS7(g *Game, by Side, victim, _ int8, _ killHow) int {
	if by == Martians && g.profileID(victim) == "joe" {
		return 8
	}
	return 0
}

// canUplink: Joe stands on the uplink square with no Martian in it and
// may spend a hero point (S7.5, A7).
func (g *Game) canUplink(i int8) bool {
	f := &g.st.Figs[i]
	return g.scen != nil && g.scen.Uplink && g.profileID(i) == "joe" && f.Alive && g.anchorAt(f.Sq) == 'X' &&
		len(g.enemiesIn(f.Sq, f.Side, false)) == 0 && g.canSpend(i)
}

// uplink is S7.5: Joe spends a hero point and redirects the uplink: +8.
func (g *Game) uplink(i int8) {
	g.spend(i)
	g.addVP(Humans, 8)
	g.st.LastVP = g.st.Turn.Side
	g.log.Add("mars S7.5", engine.M("mars.uplink", "figure", g.st.Figs[i].ID), nil)
	g.log.Add("mars M.20.1", engine.M("mars.vp", "side", Humans, "vp", 8, "total", g.st.VP[Humans]), nil)
}

// scoreS8: +1 per enemy killed, both sides (S8.5, S8.6).
func scoreS8(_ *Game, _ Side, _, _ int8, _ killHow) int { return 1 }

// loot is S8's loot, the objective marker: carried by a figure, or lying
// on a square (S8.2).
type loot struct {
	Active  bool `json:"active,omitempty"`
	Carrier int8 `json:"carrier"` // figure index, or -1
	Sq      Sq   `json:"sq"`
}

// pickUpLoot: a Human hero entering the loot's square by a MOVE picks it
// up (S8.2); a Martian cannot carry it (S8.9, M.16.3).
func (g *Game) pickUpLoot(i int8) {
	if !g.st.Loot.Active || g.st.Loot.Carrier >= 0 || g.st.Loot.Sq != g.st.Figs[i].Sq || g.st.Figs[i].Side != Humans || g.prof(i).Kind != Hero {
		return
	}
	g.st.Loot.Carrier, g.st.Loot.Sq = i, Off
	if g.logging() {
		g.log.Add("mars S8.2", engine.M("mars.loot.taken", "figure", g.st.Figs[i].ID), nil)
	}
}

// dropLoot: a killed carrier drops the loot in his square (S8.2).
func (g *Game) dropLoot(i int8, at Sq) {
	if g.st.Loot.Active && g.st.Loot.Carrier == i {
		g.st.Loot.Carrier, g.st.Loot.Sq = -1, at
		g.log.Add("mars S8.2", engine.M("mars.loot.dropped", "square", at), nil)
	}
}

// exitS8: the loot's carrier may leave over the mat edge from a blue
// square, scoring 3 (S8.5).
func exitS8(g *Game, i int8) (bool, int) {
	f := &g.st.Figs[i]
	if !g.st.Loot.Active || g.st.Loot.Carrier != i || g.anchorAt(f.Sq) != 'B' || !onEdge(f.Sq) {
		return false, 0
	}
	return true, 3
}

// onEdge: q is on the rim of the mat.
func onEdge(q Sq) bool {
	return q.X() == 0 || q.Y() == 0 || q.X() == Size-1 || q.Y() == Size-1
}

// scoreS2: Martians +4 for Eva or Troy, +1 for the Sergeant (S2.5); the
// Humans score by exits (exitS2) and markers only.
func scoreS2(g *Game, by Side, victim, _ int8, _ killHow) int {
	switch id := g.profileID(victim); {
	case by == Martians && (id == "eva" || id == "troy"):
		return 4
	case by == Martians && id == "us-sergeant":
		return 1
	}
	return 0
}

// exitS2: Eva or Troy on a numbered square may leave over the mat edge,
// scoring the number (S2.4, M.6.8).
func exitS2(g *Game, i int8) (bool, int) {
	if id := g.profileID(i); id != "eva" && id != "troy" {
		return false, 0
	}
	c := g.anchorAt(g.st.Figs[i].Sq)
	if c < '1' || c > '9' {
		return false, 0
	}
	return true, int(c - '0')
}

// scoreS4: Martians +4 for Ashley or Phil (S4.5).
func scoreS4(g *Game, by Side, victim, _ int8, _ killHow) int {
	if id := g.profileID(victim); by == Martians && (id == "ashley" || id == "phil") {
		return 4
	}
	return 0
}

// exitS4: Human figures on row 8 may leave over the bottom edge; each
// soldier scores 3 (S4.4); heroes score nothing (A20; with the flag off,
// they score too).
func exitS4(g *Game, i int8) (bool, int) {
	f := &g.st.Figs[i]
	if f.Side != Humans || f.Sq.Y() != Size-1 {
		return false, 0
	}
	if g.prof(i).Kind == Soldier || !g.opts.ExitScoresSoldiersOnly {
		return true, 3
	}
	return true, 0
}

// anchorAt is the anchor character of square q on the scenario map, or 0.
func (g *Game) anchorAt(q Sq) byte {
	if g.terrain == nil {
		return 0
	}
	s := g.terrain.At(q.X(), q.Y())
	for _, a := range g.terrain.Anchors() {
		if a.Square == s {
			return a.Char
		}
	}
	return 0
}

// exitOK reports whether figure i may step off the mat now (M.6.8).
func (g *Game) exitOK(i int8) (bool, int) {
	if g.scen == nil || g.scen.Exit == nil {
		return false, 0
	}
	return g.scen.Exit(g, i)
}

// exit takes figure i off the mat over the edge (M.6.8): it cannot come
// back, and no longer counts as on the mat (A14); the scenario's VP for
// it are scored.
func (g *Game) exit(i int8) {
	_, vp := g.exitOK(i)
	f := &g.st.Figs[i]
	from := f.Sq
	g.unplace(i)
	f.Alive, f.Exited, f.Sq, f.Activated, f.Terrified = false, true, Off, false, false
	g.place(i)
	if g.logging() {
		g.log.Add("mars M.6.8", engine.M("mars.exited", "figure", f.ID, "from", from), nil)
	}
	if vp > 0 {
		g.addVP(f.Side, vp)
		g.st.LastVP = g.st.Turn.Side
		if g.logging() {
			g.log.Add("mars M.20.1", engine.M("mars.vp", "side", f.Side, "vp", vp, "total", g.st.VP[f.Side]), nil)
		}
	}
}

// scoreS3: Humans +2 per Martian Commander killed, +1 per 2 Martian
// troopers killed (S3.4); Martians +4 for Deke, +1 for the Sergeant, the
// rocket launcher or an HMG soldier, nothing for assault rifles (S3.5).
func scoreS3(g *Game, by Side, victim, _ int8, _ killHow) int {
	switch id := g.profileID(victim); {
	case by == Humans && id == "martian-commander":
		return 2
	case by == Humans && g.prof(victim).Kind == Soldier:
		g.st.Kills[by].Troopers++
		if g.st.Kills[by].Troopers%2 == 0 { // no partial points (M.20.1)
			return 1
		}
	case by == Martians && id == "deke":
		return 4
	case by == Martians && (id == "us-sergeant" || id == "us-rocket-launcher" || id == "us-hmg"):
		return 1
	}
	return 0
}

// scoreS6: Humans +8 for General Tor (S6.4); Martians +3 per Human hero,
// +1 per Sergeant or soldier (S6.5).
func scoreS6(g *Game, by Side, victim, _ int8, _ killHow) int {
	switch {
	case by == Humans && g.profileID(victim) == "general-tor":
		return 8
	case by == Martians && g.prof(victim).Kind == Hero:
		return 3
	case by == Martians && g.prof(victim).Kind == Soldier:
		return 1
	}
	return 0
}

// newScenario sets up scenario def (M.19): terrain, markers on random
// locations off the deployment squares, the deal, the deployment (the
// side deploying first: the Martians unless stated, M.19.10), the first
// turn.
func newScenario(opts Options, seed uint64, def *scenarioDef, c gameContent) (*Game, error) {
	r := engine.NewRNG(seed)
	rng := &r
	p, err := c.scenarioProto(def)
	if err != nil {
		return nil, err
	}
	s := p.s // its slices are shared, read only
	if def.FirstRoll {
		// S5.4: 1-4 Humans, 5-8 Martians.
		if rng.Roll(8) <= 4 {
			s.First = Humans
		} else {
			s.First = Martians
		}
	}
	s.orient = opts.MartianOrientsMap
	return setupWith(opts, rng.Uint64(), &s, p.r)
}

// scenarioProto is the set-up of scenario def with one content before
// any die is rolled: the same for every game (setup_cache.go).
type scenarioProto struct {
	s Setup
	r *roster
}

// scenarioProto returns the prebuilt set-up of def, built on first use
// (or built fresh, c.fresh).
func (c gameContent) scenarioProto(def *scenarioDef) (*scenarioProto, error) {
	k := contentKey(def, c)
	if !c.fresh {
		if p, ok := lookup[*scenarioProto](k); ok {
			return p, nil
		}
	}
	p, err := buildScenarioProto(def, c)
	if err != nil || c.fresh {
		return p, err
	}
	return cached(k, p), nil
}

// buildScenarioProto builds scenarioProto: the map, the figures' zones
// and the reserve.
func buildScenarioProto(def *scenarioDef, c gameContent) (*scenarioProto, error) {
	src, err := c.scenarioMap(def)
	if err != nil {
		return nil, err
	}
	m, err := geoFor(def.Map+".map", string(src))
	if err != nil {
		return nil, err
	}
	l := m.layout
	if err := checkAnchors(def, l); err != nil {
		return nil, err
	}
	zones := map[byte][]Sq{}
	for _, a := range l.Anchors() {
		x, y := l.XY(a.Square)
		zones[a.Char] = append(zones[a.Char], At(x, y))
	}
	s := Setup{Profiles: c.profiles, Cards: c.cards, Terrain: string(src), First: def.First, scen: def}
	humans := slices.Clone(def.Humans)
	if def.HumanHero {
		s.heroZone = string(def.HumanZone) // S5.1, S6.1: the player's choice
	}
	if def.HumanHero && def.RandomDeploy {
		s.heroZone = randomZone
		humans = append([]string{heroSlot}, humans...)
	}
	// M.19.10: the figures are placed by their owners in the deployment
	// step, on the squares of their zones.
	place := func(_ Side, id string, zones string) {
		s.Figures = append(s.Figures, Placement{Profile: id, Zone: zones})
	}
	if def.StartOffMat {
		for k, id := range humans {
			s.Reserve = append(s.Reserve, Placement{Profile: id, ID: fmt.Sprintf("%s-%d", id, k+1)})
		}
		humans = nil
	}
	if def.RandomDeploy {
		// S5.3: alternately, the Humans first, each at a RANDOM location.
		for k := 0; k < max(len(humans), len(def.Martians)); k++ {
			if k < len(humans) {
				s.Figures = append(s.Figures, Placement{Profile: humans[k], Zone: randomZone})
			}
			if k < len(def.Martians) {
				s.Figures = append(s.Figures, Placement{Profile: def.Martians[k], Zone: randomZone})
			}
		}
	} else {
		// The Martians deploy first (M.19.10; every scenario but S5).
		for _, id := range def.Martians {
			place(Martians, id, martianZones(def))
		}
		for _, side := range []Side{Martians, Humans} {
			for _, gr := range def.Groups {
				if gr.Side != side {
					continue
				}
				for _, id := range gr.IDs {
					place(side, id, gr.Zones)
				}
			}
		}
		for _, id := range humans {
			place(Humans, id, string(def.HumanZone))
		}
	}
	for round, ids := range def.Reinforcements {
		for k, id := range ids {
			s.Reserve = append(s.Reserve, Placement{Profile: id, ID: fmt.Sprintf("%s-r%d-%d", id, round, k+1)})
		}
	}
	slices.SortFunc(s.Reserve, func(a, b Placement) int { return strings.Compare(a.ID, b.ID) })
	for range def.Markers {
		s.RandomMarkers = append(s.RandomMarkers, Creature)
	}
	// The marker pool's mix is not given (G7): half creatures, half
	// artifacts [authored].
	for k := range s.RandomMarkers {
		if k%2 == 1 {
			s.RandomMarkers[k] = Artifact
		}
	}
	var deploy []Sq
	for c, z := range zones {
		if c < '1' || c > '9' { // exit numbers are no deployment squares
			deploy = append(deploy, z...)
		}
	}
	slices.Sort(deploy)
	s.deploySquares = deploy
	r, err := newRoster(&s)
	if err != nil {
		return nil, err
	}
	return &scenarioProto{s: s, r: r}, nil
}

// martianZones are the anchors the Martians deploy on: the red squares,
// in S10 those of any Martian zone (S10.6).
func martianZones(def *scenarioDef) string {
	if def.Zones != "" {
		return def.Zones[1:]
	}
	return string(def.MartianZone)
}

// zone lists the squares of a deployment anchor.
func (g *Game) zone(c byte) []Sq {
	if g.terrain == nil {
		return nil
	}
	return g.geom().zones[c] // shared: read only
}

// nightRange caps a SHOOT range at 3 squares in the scenario the Night
// rule belongs to (S6.6, A16); minimum ranges stay.
func (g *Game) nightRange(hi int) int {
	if g.scen != nil && g.scen.Night == g.opts.NightScenario && hi > 3 {
		return 3
	}
	return hi
}

// lastStanding is S5.5: a side that has killed all enemies but one
// wins; both down to one at once is a draw. It reports whether the game
// ended.
func (g *Game) lastStanding() bool {
	var n [2]int
	for i := range g.st.Figs {
		if g.onMat(int8(i)) || g.st.Figs[i].Reserve {
			n[g.st.Figs[i].Side]++
		}
	}
	switch {
	case n[Humans] <= 1 && n[Martians] <= 1:
		g.finish(-1, "mars S5.5", plainMessage("mars.win.draw"))
	case n[Humans] <= 1:
		g.finish(int8(Martians), "mars S5.5", engine.M("mars.win.last-standing", "side", Martians))
	case n[Martians] <= 1:
		g.finish(int8(Humans), "mars S5.5", engine.M("mars.win.last-standing", "side", Humans))
	default:
		return false
	}
	return true
}

// Zone control (S10.1-S10.4).

// anyControlledRoom: appendControlledSquares(s) is not empty (a zone
// side s controls has a square with room), from masks of the squares.
func (g *Game) anyControlledRoom(s Side) bool {
	if g.terrain == nil {
		return false
	}
	o, geo, zones := g.occupancy(), g.geom(), g.scen.Zones
	closed := o.full | o.side[s.Other()&1] // not o.room
	for k := 0; k < len(zones); k++ {
		if Side(g.st.Control[k]) == s && geo.zoneMask[zones[k]]&^closed != 0 {
			return true
		}
	}
	return false
}

// appendControlledSquares appends to dst the squares, with room, of the
// zones side s controls (S10.7, S10.8).
func (g *Game) appendControlledSquares(dst []Sq, s Side) []Sq {
	out := dst
	var o *occupancy
	for k, c := range []byte(g.scen.Zones) {
		if Side(g.st.Control[k]) != s {
			continue
		}
		if o == nil {
			o = g.occupancy()
		}
		for _, q := range g.zone(c) {
			if o.room(q, s) {
				out = append(out, q)
			}
		}
	}
	return out
}

// initControl: each side starts controlling its own zones (S10.2).
func (g *Game) initControl() {
	for k := range g.scen.Zones {
		g.st.Control[k] = int8(Martians)
	}
	g.st.Control[0] = int8(Humans)
}

// updateControl runs at the end of every turn (S10.3): a side with
// figures in a zone holding no enemy takes it; otherwise control stays.
func (g *Game) updateControl() {
	if g.scen == nil || g.scen.Zones == "" {
		return
	}
	o, geo, zones := g.occupancy(), g.geom(), g.scen.Zones
	for k := 0; k < len(zones); k++ {
		zm := geo.zoneMask[zones[k]]
		h, m := zm&o.side[Humans] != 0, zm&o.side[Martians] != 0
		if h == m {
			continue // nobody there, or both sides: control stays
		}
		s := Humans
		if m {
			s = Martians
		}
		if Side(g.st.Control[k]) != s {
			g.st.Control[k] = int8(s)
			g.log.Add("mars S10.3", engine.M("mars.zone.taken", "side", s, "zone", string(zones[k])), nil)
		}
	}
}

// zoneVictory is S10.4, at the end of a round from round 3 on: a side
// controlling at least 4 of the 5 zones wins.
func (g *Game) zoneVictory() {
	if g.scen == nil || g.scen.Zones == "" || g.st.Round < 3 || g.st.Over {
		return
	}
	var n [2]int
	for k := range g.scen.Zones {
		n[g.st.Control[k]]++
	}
	for s := Humans; s <= Martians; s++ {
		if n[s] >= 4 {
			g.finish(int8(s), "mars S10.4", engine.M("mars.win.zones", "side", s, "zones", n[s]))
			return
		}
	}
}

// recall is S10.7: at the start of a round the Martians take up to
// Recall killed figures back into their reserve.
func (g *Game) recall() {
	if g.scen == nil || g.scen.Recall == 0 {
		return
	}
	n := 0
	for i := range g.st.Figs {
		f := &g.st.Figs[i]
		if n < g.scen.Recall && f.Side == Martians && f.Killed && !f.Alive {
			g.unplace(int8(i))
			f.Killed, f.Reserve = false, true
			g.place(int8(i))
			n++
			if g.logging() {
				g.log.Add("mars S10.7", engine.M("mars.to-reserve", "figure", f.ID), nil)
			}
		}
	}
}
