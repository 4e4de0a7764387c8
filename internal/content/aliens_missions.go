package content

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"github.com/sulaco/sulaco/internal/grid"
)

// missionsFile holds the Aliens missions (W.4, S, Y.8).
const missionsFile = "aliens/missions.yaml"

// MissionKind is the kind of a Mission card (S, W.4).
type MissionKind string

const (
	StoryMission    MissionKind = "story"    // the campaign missions 1-3 (W.4.1-W.4.3)
	BugHuntMission  MissionKind = "bug-hunt" // standalone (S.3)
	RescueMission   MissionKind = "rescue"   // between campaign missions (S.1)
	ResupplyMission MissionKind = "resupply" // between campaign missions (S.2)
)

// MissionKinds lists every mission kind.
func MissionKinds() []MissionKind {
	return []MissionKind{StoryMission, BugHuntMission, RescueMission, ResupplyMission}
}

func (k *MissionKind) parseScalar(s string) error {
	return parseEnum(k, s, "kind", k.scalarWant(), MissionKinds()...)
}

func (*MissionKind) scalarWant() string { return "one of story, bug-hunt, rescue, resupply" }

// Mission is one mission: its setup (the card's back, W.4) as data. Victory
// conditions and special rules belong to the rules engine, bound to the
// kind and id. Squares are named in layout coordinates (docs/map-format.md,
// "Joining boards").
type Mission struct {
	ID   string      `yaml:"id,required"` // name keys aliens.mission.<id>.name / .briefing
	Kind MissionKind `yaml:"kind,required"`
	// Boards are the board sides and where they lie (Y.9).
	Boards []BoardPlacement `yaml:"boards,required"`
	// SpawnPoints are the numbered Spawn Points (1..4) and their squares
	// (C.9, O.7).
	SpawnPoints SpawnPoints `yaml:"spawn_points,required"`
	// Start is the start area: the squares the Characters set up on.
	Start []string `yaml:"start,required"`
	// Exits are the mission's exit squares, if any (W.4.3: A and B).
	Exits []MissionExit `yaml:"exits"`
	// SentryGuns is 0 or 2: the players place both guns during setup
	// (C.15, T.1).
	SentryGuns int `yaml:"sentry_guns,required"`
	// Turns is the Turn Dial limit; 0: none.
	Turns int `yaml:"turns"`
	// MotionTracker is how the mission's Motion Tracker deck is built.
	MotionTracker MTDeckBuild `yaml:"motion_tracker,required"`
	// Tables adapt the mission to larger tables: the entry with the most
	// players not above the table's count replaces the turn limit and the
	// Motion Tracker deck build where it gives them. Four squads draw on
	// one Endurance Deck faster than one, a Rescue brings more Characters
	// home, and the Motion Tracker draws change with the count (O.1), so
	// one mission plays differently at each table (docs/balance.md).
	Tables []MissionTable `yaml:"tables"`
	// Blips are squares that start with one normal Blip each (W.4.1).
	Blips []string `yaml:"blips"`
	// StoryParts: the mission objects and rules of the story, Rescue and
	// Resupply missions (aliens_story.go).
	StoryParts `yaml:",inline"`
	Provenance `yaml:",inline"`

	// Layout is the playing area, built from Boards at load time with
	// the Aliens move rules.
	Layout *grid.Layout `yaml:"-"`
}

// NameKey and BriefingKey are the mission's message keys.
func (m *Mission) NameKey() string     { return "aliens.mission." + m.ID + ".name" }
func (m *Mission) BriefingKey() string { return "aliens.mission." + m.ID + ".briefing" }

// BoardPlacement puts a board side into a mission's layout: rotated
// clockwise by Rotate degrees, its top-left cell at column Col, row Row
// (0-based layout cells, as grid.Placement).
type BoardPlacement struct {
	Board  string `yaml:"board,required"`
	Col    int    `yaml:"col,required"`
	Row    int    `yaml:"row,required"`
	Rotate int    `yaml:"rotate"` // 0, 90, 180 or 270
}

// SpawnPoint is one numbered Spawn Point.
type SpawnPoint struct {
	Number int    // 1..4
	Square string // layout square name, e.g. "C4"
}

// SpawnPoints are written as a mapping `1: C4`, kept in file order.
type SpawnPoints []SpawnPoint

// Square returns the square of spawn point n, or "".
func (s SpawnPoints) Square(n int) string {
	for _, p := range s {
		if p.Number == n {
			return p.Square
		}
	}
	return ""
}

func (s *SpawnPoints) decodeNode(d *decoder, n ast.Node, path string) {
	vals, ok := mappingValues(n)
	if !ok {
		d.errorf(nodePos(n), path, "want a mapping of spawn point number: square, got %s", describe(n))
		return
	}
	first := make(map[int]int, len(vals))
	for _, mv := range vals {
		key, ok := scalarText(mv.Key)
		if in, isInt := mv.Key.(*ast.IntegerNode); isInt && in.GetToken() != nil {
			key, ok = in.GetToken().Value, true
		}
		num, err := strconv.Atoi(key)
		if !ok || err != nil || num < 1 || num > maxSpawnPoints {
			d.errorf(nodePos(mv.Key), path, "want a spawn point number 1..%d, got %s", maxSpawnPoints, describe(mv.Key))
			continue
		}
		fp := join(path, key)
		if line, dup := first[num]; dup {
			d.errorf(nodePos(mv.Key), fp, "duplicate spawn point (first at line %d)", line)
			continue
		}
		first[num] = nodePos(mv.Key).line
		d.at[fp] = nodePos(mv.Value)
		if !d.checkPlain(mv.Value, fp) {
			continue
		}
		sq, ok := scalarText(mv.Value)
		if !ok {
			d.errorf(nodePos(mv.Value), fp, "want a square name like C4, got %s", describe(mv.Value))
			continue
		}
		*s = append(*s, SpawnPoint{Number: num, Square: sq})
	}
}

// MissionExit is a named exit square (W.4.3: Exit A and Exit B).
type MissionExit struct {
	Name   string `yaml:"name,required"` // A or B
	Square string `yaml:"square,required"`
}

// MTDeckBuild says which Motion Tracker cards make a mission's deck: either
// a number of random cards of each threat level (the level printed on the
// back, O.5), or explicit card ids of motiontracker.yaml (an id may repeat
// up to its copies).
type MTDeckBuild struct {
	Threat1 int      `yaml:"threat_1"`
	Threat2 int      `yaml:"threat_2"`
	Threat3 int      `yaml:"threat_3"`
	Cards   []string `yaml:"cards"`
}

// MissionTable is what changes at tables of at least Players players: a
// turn limit and a deck build, each only where given (0 turns, an empty
// deck: the mission's own).
type MissionTable struct {
	Players       int         `yaml:"players,required"`
	Turns         int         `yaml:"turns"`
	MotionTracker MTDeckBuild `yaml:"motion_tracker"`
}

// table returns the entry for a table of the given number of players, or
// nil for the mission's own values. Entries are in increasing order
// (checked at load).
func (m *Mission) table(players int) []MissionTable {
	n := 0
	for n < len(m.Tables) && m.Tables[n].Players <= players {
		n++
	}
	return m.Tables[:n]
}

// DeckFor returns the Motion Tracker deck build for a table of the given
// number of players.
func (m *Mission) DeckFor(players int) *MTDeckBuild {
	b := &m.MotionTracker
	for i, t := range m.table(players) {
		if t.MotionTracker.Size() > 0 {
			b = &m.Tables[i].MotionTracker
		}
	}
	return b
}

// TurnsFor returns the turn limit (0: none) for a table of the given
// number of players.
func (m *Mission) TurnsFor(players int) int {
	n := m.Turns
	for _, t := range m.table(players) {
		if t.Turns > 0 {
			n = t.Turns
		}
	}
	return n
}

// Size is the number of cards in the built deck.
func (b *MTDeckBuild) Size() int {
	if len(b.Cards) > 0 {
		return len(b.Cards)
	}
	return b.Threat1 + b.Threat2 + b.Threat3
}

// Mission returns the mission with the given id.
func (a *Aliens) Mission(id string) (*Mission, bool) {
	i := slices.IndexFunc(a.Missions, func(m Mission) bool { return m.ID == id })
	if i < 0 {
		return nil, false
	}
	return &a.Missions[i], true
}

// Bounds of a mission's numbers.
const (
	maxSpawnPoints   = 4  // Spawn Point tokens 1-4 (A.1)
	maxStart         = 16 // squares in a start area
	maxTurns         = 30 // the Turn Dial
	maxPlayers       = 6  // players at the table (Y.19)
	mtDeckMax        = 42 // Motion Tracker cards in the box (A.3)
	maxLayoutCell    = 255
	maxMissionBoards = 8 // the box has eight board sides
)

// missionFields are the field paths a mission's provenance may name.
func missionFields() []string {
	return append([]string{"kind", "boards", "spawn_points", "start", "exits", "sentry_guns", "turns", "motion_tracker", "tables", "blips"}, storyFields()...)
}

// checkMissions validates missions.yaml against the boards and, when it
// decoded cleanly, motiontracker.yaml. It fills each mission's Layout.
func (v *validator) checkMissions(ms []Mission, labels []string, boards []Board, mt []MTCard, mtClean bool) {
	for i := range ms {
		m, label := &ms[i], labels[i]
		v.checkID(label, m.ID)
		v.checkProvenance(label, m.Provenance, missionFields())
		v.checkDeckBuild(label+".motion_tracker", &m.MotionTracker, mt, mtClean)
		v.checkTables(label, m, mt, mtClean)
		if m.SentryGuns != 0 && m.SentryGuns != 2 {
			v.errorf(label+".sentry_guns", "%d sentry guns; want 0 or 2 (the box has two, C.15)", m.SentryGuns)
		}
		if m.Kind == BugHuntMission && m.SentryGuns != 2 && !v.isBad(label+".sentry_guns") {
			v.errorf(label+".sentry_guns", "a bug hunt uses both sentry guns (S.3.4, T.1); want 2")
		}
		if m.Turns != 0 {
			v.inRange(label+".turns", m.Turns, 1, maxTurns)
		}
		m.Layout = v.missionLayout(label, m, boards)
		v.checkMissionSquares(label, m)
	}
}

// checkTables validates a mission's table entries: 2..6 players in
// increasing counts, each changing something, turns only where the
// mission has a limit.
func (v *validator) checkTables(label string, m *Mission, mt []MTCard, mtClean bool) {
	for j := range m.Tables {
		t, p := &m.Tables[j], index(label+".tables", j)
		v.inRange(p+".players", t.Players, 2, maxPlayers)
		if j > 0 && t.Players <= m.Tables[j-1].Players && !v.isBad(p+".players") {
			v.errorf(p+".players", "%d players after %d; want increasing player counts", t.Players, m.Tables[j-1].Players)
		}
		switch {
		case t.Turns != 0 && m.Turns == 0:
			v.errorf(p+".turns", "the mission has no turn limit to change")
		case t.Turns != 0:
			v.inRange(p+".turns", t.Turns, 1, maxTurns)
		}
		b := &t.MotionTracker
		switch {
		case b.Threat1 != 0 || b.Threat2 != 0 || b.Threat3 != 0 || len(b.Cards) > 0:
			v.checkDeckBuild(p+".motion_tracker", b, mt, mtClean)
		case t.Turns == 0:
			v.errorf(p, "a table entry changes nothing; give turns or motion_tracker")
		}
	}
}

func (v *validator) checkDeckBuild(p string, b *MTDeckBuild, mt []MTCard, mtClean bool) {
	counts := []struct {
		field string
		n     int
	}{{"threat_1", b.Threat1}, {"threat_2", b.Threat2}, {"threat_3", b.Threat3}}
	byThreat := false
	for _, c := range counts {
		v.inRange(p+"."+c.field, c.n, 0, mtDeckMax)
		byThreat = byThreat || c.n != 0
	}
	switch {
	case byThreat && len(b.Cards) > 0:
		v.errorf(p+".cards", "give either cards or threat counts, not both")
		return
	case !byThreat && len(b.Cards) == 0:
		v.errorf(p, "an empty Motion Tracker deck; give threat_1/threat_2/threat_3 counts or cards")
		return
	case b.Size() > mtDeckMax:
		v.errorf(p, "a deck of %d cards; the box has %d (A.3)", b.Size(), mtDeckMax)
		return
	}
	if !mtClean {
		return // missing or broken: reported there
	}
	if byThreat {
		have := make([]int, 4)
		for _, c := range mt {
			if c.Threat >= 1 && c.Threat <= 3 {
				have[c.Threat] += c.Copies
			}
		}
		for i, c := range counts {
			if c.n > have[i+1] {
				v.errorf(p+"."+c.field, "%d cards of threat %d; motiontracker.yaml has only %d", c.n, i+1, have[i+1])
			}
		}
		return
	}
	used := make(map[string]int)
	for j, id := range b.Cards {
		cp := index(p+".cards", j)
		k := slices.IndexFunc(mt, func(c MTCard) bool { return c.ID == id })
		if k < 0 {
			v.errorf(cp, "unknown Motion Tracker card %s; see %s", quoteShort(id), motionTrackerFile)
			continue
		}
		used[id]++
		if used[id] == mt[k].Copies+1 {
			v.errorf(cp, "card %q used %d times; motiontracker.yaml has %d copies", id, used[id], mt[k].Copies)
		}
	}
}

// missionLayout joins the mission's boards, reporting unknown boards, bad
// rotations and positions, and layouts grid rejects. It returns nil on any
// problem.
func (v *validator) missionLayout(label string, m *Mission, boards []Board) *grid.Layout {
	p := label + ".boards"
	if v.isBad(p) {
		return nil
	}
	if len(m.Boards) == 0 {
		v.errorf(p, "want at least one board")
		return nil
	}
	if len(m.Boards) > maxMissionBoards {
		v.errorf(p, "%d boards; the box has %d board sides", len(m.Boards), maxMissionBoards)
		return nil
	}
	ok := true
	seen := make(map[string]string)
	var pl []grid.Placement
	for j, b := range m.Boards {
		bp := index(p, j)
		if v.isBad(bp) {
			ok = false
			continue
		}
		k := slices.IndexFunc(boards, func(x Board) bool { return x.ID == b.Board })
		if k < 0 {
			v.errorf(bp+".board", "unknown board %s; see %s/<id>.map", quoteShort(b.Board), boardsDir)
			ok = false
		} else if first, dup := seen[b.Board]; dup {
			// One physical board cannot lie twice, nor both its sides.
			v.errorf(bp+".board", "board %q is placed twice (first at %s)", b.Board, first)
			ok = false
		}
		seen[b.Board] = bp
		if other := otherSide(b.Board); other != "" {
			if first, dup := seen[other]; dup {
				v.errorf(bp+".board", "%q is the other side of %q (at %s); a board shows one side", b.Board, other, first)
				ok = false
			}
		}
		rot, rok := rotation(b.Rotate)
		if !rok {
			v.errorf(bp+".rotate", "rotate %d; want 0, 90, 180 or 270", b.Rotate)
			ok = false
		}
		for _, c := range []struct {
			f string
			n int
		}{{"col", b.Col}, {"row", b.Row}} {
			if c.n < 0 || c.n > maxLayoutCell {
				v.errorf(bp+"."+c.f, "%d is out of range 0..%d", c.n, maxLayoutCell)
				ok = false
			}
		}
		if ok && k >= 0 {
			pl = append(pl, grid.Placement{Board: boards[k].Map, X: b.Col, Y: b.Row, Rot: rot})
		}
	}
	if !ok {
		return nil
	}
	l, err := newLayout(pl)
	if err != nil {
		v.errorf(p, "the boards do not join: %s", strings.TrimPrefix(err.Error(), "grid: "))
		return nil
	}
	return l
}

// otherSide returns the id of the other side of a boxed board
// (colony-N / processor-N), or "".
func otherSide(id string) string {
	for _, s := range [][2]string{{"colony-", "processor-"}, {"processor-", "colony-"}} {
		if n, ok := strings.CutPrefix(id, s[0]); ok && len(n) == 1 && n[0] >= '1' && n[0] <= '4' {
			return s[1] + n
		}
	}
	return ""
}

func rotation(deg int) (grid.Rotation, bool) {
	switch deg {
	case 0:
		return grid.Rot0, true
	case 90:
		return grid.Rot90, true
	case 180:
		return grid.Rot180, true
	case 270:
		return grid.Rot270, true
	}
	return 0, false
}

// newLayout calls grid.NewLayout with the Aliens move rules, turning a
// panic into an error (Load never panics).
func newLayout(pl []grid.Placement) (l *grid.Layout, err error) {
	defer func() {
		if r := recover(); r != nil {
			l, err = nil, fmt.Errorf("layout failed: %v", r)
		}
	}()
	return grid.NewLayout(grid.MoveRules{Corners: grid.AliensCorners}, pl...)
}

// checkMissionSquares checks every named square against the layout: it
// exists, spawn points are distinct, start squares are distinct and hold no
// token (spawn point, exit or blip).
func (v *validator) checkMissionSquares(label string, m *Mission) {
	type named struct{ path, name string }
	tokens := make(map[string]string) // square name -> path of the token there
	lookup := func(path, name string) (string, bool) {
		if v.isBad(path) {
			return "", false
		}
		if m.Layout == nil {
			return strings.ToUpper(name), name != "" // no layout: only the distinctness checks
		}
		s, err := m.Layout.Lookup(name)
		if err != nil || s == grid.NoSquare {
			v.errorf(path, "%s is not a square of the mission's layout (%d x %d cells)", quoteShort(name), m.Layout.Width(), m.Layout.Height())
			return "", false
		}
		return m.Layout.Name(s), true
	}
	place := func(path, name, what string) {
		sq, ok := lookup(path, name)
		if !ok {
			return
		}
		if first, dup := tokens[sq]; dup {
			v.errorf(path, "%s already holds %s", sq, first)
			return
		}
		tokens[sq] = what + " (" + path + ")"
	}
	if len(m.SpawnPoints) == 0 && !v.isBad(label+".spawn_points") {
		v.errorf(label+".spawn_points", "want at least one spawn point")
	}
	for _, sp := range m.SpawnPoints {
		place(label+".spawn_points."+strconv.Itoa(sp.Number), sp.Square, "spawn point "+strconv.Itoa(sp.Number))
	}
	names := make(map[string]bool)
	for j, e := range m.Exits {
		ep := index(label+".exits", j)
		if e.Name != "A" && e.Name != "B" && !v.isBad(ep+".name") {
			v.errorf(ep+".name", "exit %s; want A or B", quoteShort(e.Name))
		} else if names[e.Name] {
			v.errorf(ep+".name", "duplicate exit %s", e.Name)
		}
		names[e.Name] = true
		place(ep+".square", e.Square, "exit "+e.Name)
	}
	for j, b := range m.Blips {
		place(index(label+".blips", j), b, "a blip")
	}
	v.checkStory(label, m, place)
	if len(m.Start) == 0 && !v.isBad(label+".start") {
		v.errorf(label+".start", "want at least one start square")
	}
	if len(m.Start) > maxStart {
		v.errorf(label+".start", "%d start squares; want at most %d", len(m.Start), maxStart)
	}
	start := make(map[string]string)
	for j, s := range m.Start {
		sp := index(label+".start", j)
		sq, ok := lookup(sp, s)
		if !ok {
			continue
		}
		if first, dup := start[sq]; dup {
			v.errorf(sp, "duplicate start square %s (first at %s)", sq, first)
			continue
		}
		start[sq] = sp
		if tok, busy := tokens[sq]; busy {
			v.errorf(sp, "start square %s holds %s; start squares are empty", sq, tok)
		}
	}
	v.checkReachable(m, start, tokens)
}

// checkReachable reports start squares, spawn points, exits and blips that
// no path joins to the first start square (doors open): a console ringed by
// white lines, a walled-off room, or a board that joins no other.
func (v *validator) checkReachable(m *Mission, start, tokens map[string]string) {
	if m.Layout == nil || len(start) == 0 {
		return
	}
	var first grid.Square = grid.NoSquare
	for _, name := range m.Start {
		if s, err := m.Layout.Lookup(name); err == nil {
			first = s
			break
		}
	}
	if first == grid.NoSquare {
		return
	}
	var f grid.Field
	m.Layout.Distances(&f, &grid.Moves{}, first)
	check := func(names map[string]string, what func(string) string) {
		sorted := make([]string, 0, len(names))
		for sq := range names {
			sorted = append(sorted, sq)
		}
		slices.Sort(sorted)
		for _, name := range sorted {
			s, err := m.Layout.Lookup(name)
			if err == nil && f.Dist[s] == grid.Unreachable {
				v.errorf(what(names[name]), "%s cannot be reached from the start area (%s)", name, m.Layout.Name(first))
			}
		}
	}
	check(start, func(path string) string { return path })
	check(tokens, func(desc string) string {
		// tokens hold "what (path)"
		if i := strings.LastIndex(desc, " ("); i >= 0 {
			return strings.TrimSuffix(desc[i+2:], ")")
		}
		return desc
	})
}

// checkMissionKeys reports missing English names and briefings.
func (v *validator) checkMissionKeys(ms []Mission, labels []string, en *messages) {
	for i := range ms {
		v.needKey(labels[i]+".id", ms[i].ID, ms[i].NameKey(), en)
		v.needKey(labels[i]+".id", ms[i].ID, ms[i].BriefingKey(), en)
	}
}

// checkMissions runs the checks of missions.yaml once every file is loaded:
// boards and Motion Tracker cards are in other files.
func (l *loader) checkMissions() {
	v := l.missions.v
	if v == nil {
		return
	}
	v.checkMissions(l.missions.entries, l.missions.labels, l.set.Aliens.Boards, l.mt.entries, l.mt.clean)
	if en := l.catalogs["en"]; en != nil {
		v.checkMissionKeys(l.missions.entries, l.missions.labels, en)
	}
}
