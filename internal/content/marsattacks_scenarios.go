package content

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// marsScenariosFile holds the Mars Attacks scenarios (spec S, M.19).
const marsScenariosFile = "marsattacks/scenarios.yaml"

// MarsScenario is one scenario's setup as data: the forces, where they
// deploy, who goes first, the markers, the reinforcements and the
// scenario's special rules. What a rule does (scoring, exits, the uplink,
// the loot, ...) is the rules engine's, named here by the hook and rule
// ids below. Deployment squares, zones and objectives are anchors of the
// scenario's map (marsattacks/maps/<map>.map).
type MarsScenario struct {
	ID string `yaml:"id,required"` // title keys mars.scenario.<id>.title / .intro
	// Map is the id of the map, marsattacks/maps/<map>.map.
	Map      string   `yaml:"map,required"`
	Humans   MarsSide `yaml:"humans"`
	Martians MarsSide `yaml:"martians"`
	// Groups are further forces with squares of their own, deployed
	// after the Martians and before the Humans (S2.1, S4.2, S7.2).
	Groups []MarsGroup `yaml:"groups"`
	// First takes the first turn of round 1 (M.19.11): humans, martians,
	// or roll (1-4 Humans, 5-8 Martians, S5.4).
	First MarsFirst `yaml:"first,required"`
	// Markers is the number of creature/alien-artifact markers (M.16.2).
	Markers int `yaml:"markers"`
	// Reinforcements are Martian figures placed on the Martian zone at
	// the start of their round (S3.6, A15).
	Reinforcements []MarsReinforcement `yaml:"reinforcements"`
	// ControlledZones are the anchors of the five zones, the Humans'
	// first (S10.1); control decides the game (S10.3, S10.4).
	ControlledZones []Anchor `yaml:"controlled_zones"`
	// Recall: at the start of every round the Martians take up to this
	// many killed figures back into their reserve (S10.7).
	Recall int `yaml:"recall"`
	// Special is the anchor of the squares whose walls are special
	// terrain, placed after the map's orientation (M.19.3, S2.6, S8.7).
	Special Anchor `yaml:"special"`
	// Night is the scenario number the Night rule is read to belong to
	// (A16: 5 or 6, the option nightScenario chooses); 0 for none.
	Night int `yaml:"night"`
	// Rules are the scenario's special rules (MarsRule*).
	Rules []string `yaml:"rules"`
	// Score names the rules engine's VP table for kills (MarsScore*);
	// empty: kills score nothing.
	Score string `yaml:"score"`
	// Exit names who may leave over the mat edge and the VP they score
	// (MarsExit*); empty: nobody (M.6.8).
	Exit       string `yaml:"exit"`
	Provenance `yaml:",inline"`
}

// MarsSide is one side's own force and where it deploys or enters.
type MarsSide struct {
	// Zone is the anchor of the side's deployment squares (M.19.10).
	Zone  Anchor `yaml:"zone"`
	Force Force  `yaml:"force"`
	// EntryRow is the row (1-8, row 1 the top line of the map) over
	// whose outer edge the side's reserve figures enter the mat (S1.2,
	// S9.8); 0 for none.
	EntryRow int `yaml:"entry_row"`
}

// MarsGroup is part of a side's force deployed on its own squares: one
// of Zones, drawn at random per figure when several (S4.2).
type MarsGroup struct {
	Side  Faction  `yaml:"side,required"`
	Zones []Anchor `yaml:"zones,required"`
	Force Force    `yaml:"force,required"`
}

// MarsReinforcement is a wave of Martian reinforcements (S3.6).
type MarsReinforcement struct {
	Round int   `yaml:"round,required"`
	Force Force `yaml:"force,required"`
}

// Anchor is a map anchor character (docs/map-format.md): a letter, a
// digit or one of * @ $ &. The zero Anchor is none.
type Anchor byte

func (a *Anchor) parseScalar(s string) error {
	if len(s) != 1 || !isMapAnchor(s[0]) {
		return fmt.Errorf("want one anchor character (a letter, a digit or one of * @ $ &), got %s", quoteShort(s))
	}
	*a = Anchor(s[0])
	return nil
}

func (*Anchor) scalarWant() string { return "an anchor character like B" }

// isMapAnchor reports whether c may mark squares of a map (grid's
// anchor characters but '?', which the rules engine keeps for random
// locations).
func isMapAnchor(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("*@$&", c) >= 0
}

func (a Anchor) String() string { return string(rune(a)) }

// ForceEntry is one line of a force: a profile id, or a count and a
// profile id ("6 us-assault-rifle"), as the rulebook lists them.
type ForceEntry struct {
	Count   int
	Profile string
}

// maxForceCount bounds the count of one force entry.
const maxForceCount = 64

func (e *ForceEntry) parseScalar(s string) error {
	n, id, ok := strings.Cut(s, " ")
	count, err := strconv.Atoi(n)
	if !ok || err != nil {
		count, id = 1, s
	}
	if count < 1 || count > maxForceCount {
		return fmt.Errorf("count %d is out of range 1..%d", count, maxForceCount)
	}
	if !isSlug(id) {
		return fmt.Errorf("want a profile id or a count and a profile id like 6 us-assault-rifle, got %s", quoteShort(s))
	}
	*e = ForceEntry{Count: count, Profile: id}
	return nil
}

func (*ForceEntry) scalarWant() string {
	return "a profile id or a count and a profile id like 6 us-assault-rifle"
}

// Force is a list of figures by profile, in the order they are set up.
type Force []ForceEntry

// IDs lists the force's profile ids, one per figure, in order.
func (f Force) IDs() []string {
	var out []string
	for _, e := range f {
		for range e.Count {
			out = append(out, e.Profile)
		}
	}
	return out
}

// size is the number of figures in the force.
func (f Force) size() int {
	n := 0
	for _, e := range f {
		n += e.Count
	}
	return n
}

// MarsFirst says who takes the first turn (M.19.11).
type MarsFirst string

const (
	HumansFirst   MarsFirst = "humans"
	MartiansFirst MarsFirst = "martians"
	RollFirst     MarsFirst = "roll" // S5.4: d8, 1-4 Humans, 5-8 Martians
)

func (f *MarsFirst) parseScalar(s string) error {
	return parseEnum(f, s, "first", f.scalarWant(), HumansFirst, MartiansFirst, RollFirst)
}

func (*MarsFirst) scalarWant() string { return "humans, martians or roll" }

// Scenario rules the rules engine implements (package marsattacks,
// scenarios.go), named by a scenario's rules.
const (
	// MarsRuleStartOffMat: the Humans begin in reserve and must all enter
	// in round 1 (S1.1, S1.2).
	MarsRuleStartOffMat = "start-off-mat"
	// MarsRuleReserveFirst: while a side has reserve figures that can
	// enter, it activates only those (S9.7).
	MarsRuleReserveFirst = "reserve-first"
	// MarsRuleRecycle: a Martian soldier killed by a Human soldier goes to
	// the Martian reserve (S9.6).
	MarsRuleRecycle = "recycle"
	// MarsRuleAllRed: at least one Martian on every square of the
	// Martian zone (S9.2).
	MarsRuleAllRed = "all-red"
	// MarsRuleUplink: Joe on the square marked X may spend a hero point
	// to redirect the uplink, +8 VP (S7.4, S7.5).
	MarsRuleUplink = "uplink"
	// MarsRuleLoot: Buddy starts carrying the loot (S8.2).
	MarsRuleLoot = "loot"
	// MarsRuleHeroChoice: the Humans add one hero of their choice (S5.1,
	// S6.1).
	MarsRuleHeroChoice = "hero-choice"
	// MarsRuleRandomDeploy: the sides place their figures alternately at
	// random locations, the Humans first (S5.3).
	MarsRuleRandomDeploy = "random-deploy"
	// MarsRuleLastStanding: a side wins by killing all enemies but one
	// (S5.5).
	MarsRuleLastStanding = "last-standing"
)

// Scoring and exit hooks the rules engine implements (scenarios.go).
const (
	MarsScoreS1 = "s1" // +1 per kill by shooting, +2 in a fight (S1.5, S1.6)
	MarsScoreS2 = "s2" // Martians: Eva, Troy +4, the Sergeant +1 (S2.5)
	MarsScoreS3 = "s3" // Commanders +2, troopers +1 per 2; Deke +4, ... (S3.4, S3.5)
	MarsScoreS4 = "s4" // Martians: Ashley, Phil +4 (S4.5)
	MarsScoreS6 = "s6" // General Tor +8; heroes +3, soldiers +1 (S6.4, S6.5)
	MarsScoreS7 = "s7" // Martians: Joe +8 (S7.6)
	MarsScoreS8 = "s8" // +1 per kill, both sides (S8.5, S8.6)
	MarsScoreS9 = "s9" // Edwyn's kills +1, Tor +3; Edwyn +4, soldiers +1 (S9.4, S9.5)

	MarsExitNumberedSquare = "numbered-square" // Eva or Troy from a square marked 1-9 scores the number (S2.4)
	MarsExitBottomEdge     = "bottom-edge"     // Humans over the bottom edge, soldiers +3 (S4.4, A20)
	MarsExitEdgeWithLoot   = "edge-with-loot"  // the loot's carrier from a square marked B, +3 (S8.5)
)

// MarsRules, MarsScores and MarsExits list the ids a scenario may name.
func MarsRules() []string {
	return []string{MarsRuleStartOffMat, MarsRuleReserveFirst, MarsRuleRecycle, MarsRuleAllRed, MarsRuleUplink,
		MarsRuleLoot, MarsRuleHeroChoice, MarsRuleRandomDeploy, MarsRuleLastStanding}
}

func MarsScores() []string {
	return []string{MarsScoreS1, MarsScoreS2, MarsScoreS3, MarsScoreS4, MarsScoreS6, MarsScoreS7, MarsScoreS8, MarsScoreS9}
}

func MarsExits() []string {
	return []string{MarsExitNumberedSquare, MarsExitBottomEdge, MarsExitEdgeWithLoot}
}

// Has reports whether the scenario has the rule.
func (s *MarsScenario) Has(rule string) bool { return slices.Contains(s.Rules, rule) }

// TitleKey and IntroKey are the scenario's message keys.
func (s *MarsScenario) TitleKey() string { return "mars.scenario." + s.ID + ".title" }
func (s *MarsScenario) IntroKey() string { return "mars.scenario." + s.ID + ".intro" }

// Scenario returns the scenario with the given id.
func (m *Mars) Scenario(id string) (*MarsScenario, bool) {
	i := slices.IndexFunc(m.Scenarios, func(s MarsScenario) bool { return s.ID == id })
	if i < 0 {
		return nil, false
	}
	return &m.Scenarios[i], true
}

// Bounds of a scenario's numbers.
const (
	// maxScenarioFigures: the rules engine sets up at most 64 figures.
	maxScenarioFigures = 64
	// maxMarkers: the box's marker count is not given (G7); markers go
	// on squares that are not deployment squares, one each (M.19.6).
	maxMarkers  = 16
	maxRound    = 30
	zoneCount   = 5 // S10.1
	maxEntryRow = marsMatSize
)

// scenarioFields are the field paths a scenario's provenance may name.
func scenarioFields() []string {
	return []string{"map", "humans", "humans.zone", "humans.force", "humans.entry_row", "martians", "martians.zone",
		"martians.force", "martians.entry_row", "groups", "first", "markers", "reinforcements", "controlled_zones",
		"recall", "special", "night", "rules", "score", "exit"}
}

// checkMarsScenarios validates scenarios.yaml against the maps and,
// when profiles.yaml decoded cleanly (profiles not nil), the profiles.
func (v *validator) checkMarsScenarios(scens []MarsScenario, labels []string, maps []MarsMap, profiles []Profile) {
	for i := range scens {
		s, label := &scens[i], labels[i]
		v.checkID(label, s.ID)
		if strings.HasPrefix(s.ID, "skirmish") {
			v.errorf(label+".id", "ids starting with skirmish name the rules engine's skirmishes; choose another")
		}
		v.checkProvenance(label, s.Provenance, scenarioFields())
		v.checkScenarioRules(label, s)
		v.checkScenarioForces(label, s, profiles)
		v.checkScenarioNumbers(label, s)
		v.checkScenarioAnchors(label, s, maps)
	}
}

// checkScenarioRules checks the rule and hook ids and what each rule
// needs of the rest of the scenario.
func (v *validator) checkScenarioRules(label string, s *MarsScenario) {
	for j, r := range s.Rules {
		p := index(label+".rules", j)
		switch {
		case !slices.Contains(MarsRules(), r):
			v.errorf(p, "unknown rule %s; want one of %s", quoteShort(r), strings.Join(MarsRules(), ", "))
		case slices.Index(s.Rules, r) < j:
			v.errorf(p, "rule %s is listed twice", r)
		}
	}
	if s.Score != "" && !slices.Contains(MarsScores(), s.Score) {
		v.errorf(label+".score", "unknown score %s; want one of %s", quoteShort(s.Score), strings.Join(MarsScores(), ", "))
	}
	if s.Exit != "" && !slices.Contains(MarsExits(), s.Exit) {
		v.errorf(label+".exit", "unknown exit %s; want one of %s", quoteShort(s.Exit), strings.Join(MarsExits(), ", "))
	}
	random := s.Has(MarsRuleRandomDeploy)
	switch {
	case s.Has(MarsRuleStartOffMat) && s.Humans.EntryRow == 0 && len(s.ControlledZones) == 0:
		v.errorf(label+".humans.entry_row", "the Humans start off the mat (%s) but have no entry row to enter over", MarsRuleStartOffMat)
	case s.Has(MarsRuleStartOffMat) && random:
		v.errorf(label+".rules", "%s and %s exclude each other: who starts off the mat is not placed", MarsRuleStartOffMat, MarsRuleRandomDeploy)
	}
	if s.Has(MarsRuleHeroChoice) && !random && s.Humans.Zone == 0 {
		v.errorf(label+".humans.zone", "the hero of choice (%s) deploys on the Humans' zone; give one", MarsRuleHeroChoice)
	}
	if s.Has(MarsRuleAllRed) && s.Martians.Zone == 0 {
		v.errorf(label+".martians.zone", "%s puts a Martian on every square of the Martians' zone; give one", MarsRuleAllRed)
	}
	if random && len(s.Groups) > 0 {
		v.errorf(label+".groups", "with %s every figure deploys at random; groups have no squares to deploy on", MarsRuleRandomDeploy)
	}
	if s.Score != "" && s.Has(MarsRuleLastStanding) {
		v.errorf(label+".score", "a %s game scores no VP (S5.5)", MarsRuleLastStanding)
	}
}

// checkScenarioForces checks the forces: known profiles of the right
// side, each hero once (M.3.3), and a zone for every force deployed on
// squares.
func (v *validator) checkScenarioForces(label string, s *MarsScenario, profiles []Profile) {
	heroes := map[string]string{}
	total := 0
	check := func(path string, f Force, side Faction) {
		for j, e := range f {
			p := index(path, j)
			total += e.Count
			if profiles == nil {
				continue
			}
			k := slices.IndexFunc(profiles, func(pr Profile) bool { return pr.ID == e.Profile })
			switch {
			case k < 0:
				v.errorf(p, "unknown profile %q; see %s", e.Profile, profilesFile)
			case profiles[k].Side != side:
				v.errorf(p, "%s is a %s profile in a force of the %s", e.Profile, profiles[k].Side, side)
			case profiles[k].Type == HeroProfile && (e.Count > 1 || heroes[e.Profile] != ""):
				first := heroes[e.Profile]
				if first == "" {
					first = p
				}
				v.errorf(p, "hero %s is listed twice (first at %s); heroes are unique (M.3.3)", e.Profile, first)
			case profiles[k].Type == HeroProfile:
				heroes[e.Profile] = p
			}
		}
	}
	random := s.Has(MarsRuleRandomDeploy)
	for _, sd := range []struct {
		name string
		side *MarsSide
		f    Faction
	}{{"humans", &s.Humans, Humans}, {"martians", &s.Martians, Martians}} {
		p := label + "." + sd.name
		check(p+".force", sd.side.Force, sd.f)
		offMat := sd.f == Humans && s.Has(MarsRuleStartOffMat)
		inZones := sd.f == Martians && len(s.ControlledZones) > 0 // S10.6
		if len(sd.side.Force) > 0 && sd.side.Zone == 0 && !random && !offMat && !inZones && !v.isBad(p+".zone") {
			v.errorf(p+".zone", "missing zone; the force deploys on the squares of an anchor (M.19.10)")
		}
	}
	for j := range s.Groups {
		g, p := &s.Groups[j], index(label+".groups", j)
		check(p+".force", g.Force, g.Side)
		if len(g.Force) == 0 && !v.isBad(p+".force") {
			v.errorf(p+".force", "an empty group; give its figures")
		}
		if len(g.Zones) == 0 && !v.isBad(p+".zones") {
			v.errorf(p+".zones", "want at least one anchor")
		}
	}
	for j := range s.Reinforcements {
		r, p := &s.Reinforcements[j], index(label+".reinforcements", j)
		check(p+".force", r.Force, Martians)
		if len(r.Force) == 0 && !v.isBad(p+".force") {
			v.errorf(p+".force", "an empty wave; give its figures")
		}
	}
	if total > maxScenarioFigures {
		v.errorf(label, "%d figures; the rules engine sets up at most %d", total, maxScenarioFigures)
	}
	if s.Has(MarsRuleUplink) && !slices.Contains(s.Humans.Force.IDs(), "joe") {
		v.errorf(label+".humans.force", "the uplink (%s) is Joe's (S7.5); add joe to the Humans' force", MarsRuleUplink)
	}
	if s.Has(MarsRuleLoot) && heroes["buddy"] == "" && profiles != nil {
		v.errorf(label+".rules", "Buddy starts with the loot (%s, S8.2); add buddy to a Humans' force", MarsRuleLoot)
	}
	if s.Has(MarsRuleHeroChoice) && profiles != nil && !slices.ContainsFunc(profiles, func(p Profile) bool {
		return p.Side == Humans && p.Type == HeroProfile && p.Partner == "" && heroes[p.ID] == ""
	}) {
		v.errorf(label+".rules", "every single hero is in the forces; the hero of choice (%s) has none left to choose (S5.1, M.18.17.4)", MarsRuleHeroChoice)
	}
	if len(s.Reinforcements) > 0 && s.Martians.Zone == 0 && !v.isBad(label+".martians.zone") {
		v.errorf(label+".martians.zone", "missing zone; reinforcements are placed on the Martians' zone (S3.6)")
	}
}

// checkScenarioNumbers checks the counts and rounds.
func (v *validator) checkScenarioNumbers(label string, s *MarsScenario) {
	v.inRange(label+".markers", s.Markers, 0, maxMarkers)
	v.inRange(label+".recall", s.Recall, 0, maxScenarioFigures)
	v.inRange(label+".humans.entry_row", s.Humans.EntryRow, 0, maxEntryRow)
	v.inRange(label+".martians.entry_row", s.Martians.EntryRow, 0, maxEntryRow)
	if s.Night != 0 && s.Night != 5 && s.Night != 6 {
		v.errorf(label+".night", "%d; want 5 or 6, the scenarios the Night rule may belong to (A16), or leave it out", s.Night)
	}
	if n := len(s.ControlledZones); n != 0 && n != zoneCount {
		v.errorf(label+".controlled_zones", "%d zones; want %d, the Humans' first (S10.1)", n, zoneCount)
	}
	for j, z := range s.ControlledZones {
		if slices.Index(s.ControlledZones, z) < j {
			v.errorf(index(label+".controlled_zones", j), "zone %s is listed twice", z)
		}
	}
	for j := range s.Reinforcements {
		r, p := &s.Reinforcements[j], index(label+".reinforcements", j)
		v.inRange(p+".round", r.Round, 2, maxRound) // round 1's figures deploy (M.19.10)
		if j > 0 && r.Round <= s.Reinforcements[j-1].Round && !v.isBad(p+".round") {
			v.errorf(p+".round", "round %d after round %d; want increasing rounds", r.Round, s.Reinforcements[j-1].Round)
		}
	}
}

// checkScenarioAnchors checks the map and that it marks every anchor
// the scenario deploys on or plays with; maps are the maps that loaded.
func (v *validator) checkScenarioAnchors(label string, s *MarsScenario, maps []MarsMap) {
	if s.Map == "" || v.isBad(label+".map") {
		return
	}
	k := slices.IndexFunc(maps, func(m MarsMap) bool { return m.ID == s.Map })
	if k < 0 {
		v.errorf(label+".map", "unknown map %s; see %s/<id>.map", quoteShort(s.Map), marsMapsDir)
		return
	}
	m := &maps[k]
	need := func(path string, a Anchor, why string) {
		if a != 0 && !m.HasAnchor(byte(a)) && !v.isBad(path) {
			v.errorf(path, "map %s has no square marked %s, %s", s.Map, a, why)
		}
	}
	if s.Has(MarsRuleRandomDeploy) {
		// S5.3: random locations; zones are not deployed on.
	} else {
		need(label+".humans.zone", s.Humans.Zone, "the Humans' deployment squares")
		need(label+".martians.zone", s.Martians.Zone, "the Martians' deployment squares")
		for j := range s.Groups {
			for z, a := range s.Groups[j].Zones {
				need(index(index(label+".groups", j)+".zones", z), a, "the group's deployment squares")
			}
		}
	}
	for j, a := range s.ControlledZones {
		need(index(label+".controlled_zones", j), a, "a controlled zone")
	}
	need(label+".special", s.Special, "the special terrain")
	if s.Has(MarsRuleUplink) && !m.HasAnchor('X') {
		v.errorf(label+".rules", "map %s has no square marked X, the uplink's (S7.4)", s.Map)
	}
	if s.Markers > m.open && !v.isBad(label+".markers") {
		v.errorf(label+".markers", "%d markers; map %s has %d squares off the deployment squares, one marker each (M.19.6)", s.Markers, s.Map, m.open)
	}
}

// checkScenarioKeys wants the title and intro of every scenario in
// English.
func (v *validator) checkScenarioKeys(scens []MarsScenario, labels []string, en *messages) {
	for i := range scens {
		v.needKey(labels[i]+".id", scens[i].ID, scens[i].TitleKey(), en)
		v.needKey(labels[i]+".id", scens[i].ID, scens[i].IntroKey(), en)
	}
}

// checkMarsScenarios runs the scenario checks across files.
func (l *loader) checkMarsScenarios() {
	v := l.scenarios.v
	if v == nil {
		return
	}
	var profiles []Profile
	if l.profiles.clean {
		profiles = l.profiles.entries
	}
	v.checkMarsScenarios(l.scenarios.entries, l.scenarios.labels, l.set.Mars.Maps, profiles)
	if en := l.catalogs["en"]; en != nil {
		v.checkScenarioKeys(l.scenarios.entries, l.scenarios.labels, en)
	}
}
