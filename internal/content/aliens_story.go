package content

import (
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/grid"
)

// The story, Rescue and Resupply missions (W.4.1-W.4.5, S.1, S.2, T.8-T.10)
// add mission objects and rules to a mission's setup. The seeds keep only
// the setup legends (DE 2621-2710, PL 3978-4064): which tokens a mission
// uses. Their squares, the objects' effects, the victory conditions and the
// turn events are authored; the rules engine implements each effect word.

// StoryParts are the story fields of a Mission, inlined into it.
type StoryParts struct {
	// NamedStart are start spaces for named Characters (W.4.2: Ripley,
	// Newt, Gorman; W.4.3: Ripley, Newt).
	NamedStart []NamedStart `yaml:"named_start"`
	// Trapped are the squares where the remaining Marines start trapped
	// (W.4.2): they take no Move action until freed.
	Trapped []string `yaml:"trapped"`
	// Captives are the cocoons where Captured Characters wait to be
	// rescued (S.1), one per Captured Character, in character order.
	Captives []string `yaml:"captives"`
	// MissionBlips are the squares of the four Mission Blips (W.4.1,
	// T.10) and MissionBlipFaces what is under them, shuffled at setup
	// (A.18: one is Newt).
	MissionBlips     []string          `yaml:"mission_blips"`
	MissionBlipFaces []MissionBlipFace `yaml:"mission_blip_faces"`
	// Computer is the Computer token's square (T.8) and ComputerEffect
	// what an Interact with it does.
	Computer       string         `yaml:"computer"`
	ComputerEffect ComputerEffect `yaml:"computer_effect"`
	// Crate is the Crate token's square (T.8), CrateEffect what an
	// Interact with it does, CrateCards how many cards it recycles.
	Crate       string      `yaml:"crate"`
	CrateEffect CrateEffect `yaml:"crate_effect"`
	CrateCards  int         `yaml:"crate_cards"`
	// Facehuggers are squares that start with a Facehugger (W.4.3, T.9).
	Facehuggers []string `yaml:"facehuggers"`
	// Barricades are doors that start barricaded (W.4.3), named by their
	// two squares ("C2-D2").
	Barricades []string `yaml:"barricades"`
	// DropshipTurns: after the dropship is called (ComputerEffect
	// dropship) the exits open this many turns later.
	DropshipTurns int `yaml:"dropship_turns"`
	// Victory is the "Game Over Man!" condition for the Marines (Q.2).
	Victory Victory `yaml:"victory"`
	// Events happen when the Turn Dial reaches a turn (C.12, Q.5).
	Events []TurnEvent `yaml:"events"`
}

// NamedStart is one named start space.
type NamedStart struct {
	Character string `yaml:"character,required"`
	Square    string `yaml:"square,required"`
}

// TurnEvent puts Blips from the pool next to Spawn Points when the Turn
// Dial reaches Turn: Blips at each of SpawnPoints, as a Motion Tracker card
// would (O.7).
type TurnEvent struct {
	Turn        int   `yaml:"turn,required"`
	Blips       int   `yaml:"blips,required"`
	SpawnPoints []int `yaml:"spawn_points,required"`
}

// MissionBlipFace is what a Mission Blip hides (T.10, Y.7).
type MissionBlipFace string

const (
	FaceNewt       MissionBlipFace = "newt"       // Newt's token (A.18)
	FaceEmpty      MissionBlipFace = "empty"      // nothing there
	FaceFacehugger MissionBlipFace = "facehugger" // a Facehugger (T.9)
)

func (f *MissionBlipFace) parseScalar(s string) error {
	return parseEnum(f, s, "face", f.scalarWant(), FaceNewt, FaceEmpty, FaceFacehugger)
}

func (*MissionBlipFace) scalarWant() string { return "one of newt, empty, facehugger" }

// ComputerEffect is what an Interact with the Computer does (T.8).
type ComputerEffect string

const (
	// ComputerReveal: a passed Tech test turns one Mission Blip face up.
	ComputerReveal ComputerEffect = "reveal"
	// ComputerUnlock: a passed Tech test frees every trapped Character.
	ComputerUnlock ComputerEffect = "unlock"
	// ComputerDropship: a passed Tech test calls the dropship; the exits
	// open DropshipTurns turns later.
	ComputerDropship ComputerEffect = "dropship"
)

func (e *ComputerEffect) parseScalar(s string) error {
	return parseEnum(e, s, "computer_effect", e.scalarWant(), ComputerReveal, ComputerUnlock, ComputerDropship)
}

func (*ComputerEffect) scalarWant() string { return "one of reveal, unlock, dropship" }

// CrateEffect is what an Interact with the Crate does (T.8).
type CrateEffect string

const (
	// CrateRecycle: Recycle CrateCards cards; the Crate is used up.
	CrateRecycle CrateEffect = "recycle"
	// CrateSupplies: the Character picks the supplies up and carries them.
	CrateSupplies CrateEffect = "supplies"
)

func (e *CrateEffect) parseScalar(s string) error {
	return parseEnum(e, s, "crate_effect", e.scalarWant(), CrateRecycle, CrateSupplies)
}

func (*CrateEffect) scalarWant() string { return "one of recycle, supplies" }

// Victory is a mission's victory condition (Q.2, "Game Over Man!").
type Victory string

const (
	// VictoryBugHunt is S.3.1 (the default of Bug Hunts).
	VictoryBugHunt Victory = "bug-hunt"
	// VictoryNewt: Newt's token has left through an exit (W.4.1).
	VictoryNewt Victory = "newt"
	// VictoryEscape: every Character not Killed or Captured has left
	// through an exit, at least one (W.4.2, W.4.3).
	VictoryEscape Victory = "escape"
	// VictoryRescue: at least one freed captive has left through an exit
	// and every other Character not Killed, Captured or still trapped has
	// left too (S.1).
	VictoryRescue Victory = "rescue"
	// VictorySupplies: the supplies have left through an exit (S.2).
	VictorySupplies Victory = "supplies"
)

func (v *Victory) parseScalar(s string) error {
	return parseEnum(v, s, "victory", v.scalarWant(), VictoryBugHunt, VictoryNewt, VictoryEscape, VictoryRescue, VictorySupplies)
}

func (*Victory) scalarWant() string { return "one of bug-hunt, newt, escape, rescue, supplies" }

// storyFields are the field paths of StoryParts a provenance may name.
func storyFields() []string {
	return []string{"named_start", "trapped", "captives", "mission_blips", "mission_blip_faces", "computer",
		"computer_effect", "crate", "crate_effect", "crate_cards", "facehuggers", "barricades", "dropship_turns",
		"victory", "events"}
}

// Bounds of the story fields.
const (
	missionBlipTokens = 4 // A.18
	computerTokens    = 2 // A.21
	facehuggerTokens  = 2 // A.14
	barricadeTokens   = 12
	maxCaptives       = 7 // the seven Characters (B.1)
)

var characterIDs = []string{"ripley", "hicks", "gorman", "frost", "hudson", "vasquez", "newt"}

// checkStory checks the story fields of mission m against its kind and
// layout; squares go through place (tokens) and lookup (start squares).
func (v *validator) checkStory(label string, m *Mission, place func(path, name, what string)) {
	s := &m.StoryParts
	story := m.Kind != BugHuntMission
	if !story {
		if s.Victory != "" && s.Victory != VictoryBugHunt && !v.isBad(label+".victory") {
			v.errorf(label+".victory", "a bug hunt is won as S.3.1 says; want bug-hunt or nothing")
		}
		return
	}
	if s.Victory == "" || s.Victory == VictoryBugHunt {
		if !v.isBad(label + ".victory") {
			v.errorf(label+".victory", "a %s mission needs a victory condition (%s)", m.Kind, strings.TrimPrefix(s.Victory.scalarWant(), "one of bug-hunt, "))
		}
	}
	if m.Turns == 0 && !v.isBad(label+".turns") {
		v.errorf(label+".turns", "a %s mission uses the Turn Dial (C.12); give its last turn", m.Kind)
	}
	// Room for every Character: seven, or six where Newt is found (B.10.1).
	need := len(characterIDs)
	if s.Victory == VictoryNewt {
		need--
	}
	if n := len(m.Start) + len(s.NamedStart) + len(s.Trapped); n < need && !v.isBad(label+".start") {
		v.errorf(label+".start", "%d start spaces for %d Characters (C.11)", n, need)
	}
	seen := map[string]bool{}
	for j, n := range s.NamedStart {
		p := index(label+".named_start", j)
		if !slices.Contains(characterIDs, n.Character) {
			v.errorf(p+".character", "unknown character %s; want one of %s", quoteShort(n.Character), strings.Join(characterIDs, ", "))
		} else if seen[n.Character] {
			v.errorf(p+".character", "%s has two start spaces", n.Character)
		}
		seen[n.Character] = true
		place(p+".square", n.Square, n.Character+"'s start space")
	}
	for j, sq := range s.Trapped {
		place(index(label+".trapped", j), sq, "a trapped start space")
	}
	if len(s.Captives) > maxCaptives {
		v.errorf(label+".captives", "%d cocoons; at most %d Characters can be Captured", len(s.Captives), maxCaptives)
	}
	for j, sq := range s.Captives {
		place(index(label+".captives", j), sq, "a cocoon")
	}
	if m.Kind == RescueMission && len(s.Captives) == 0 && !v.isBad(label+".captives") {
		v.errorf(label+".captives", "a rescue mission needs cocoons for the Captured Characters (S.1)")
	}
	if (s.Victory == VictoryRescue) != (m.Kind == RescueMission) && !v.isBad(label+".victory") {
		v.errorf(label+".victory", "the rescue victory belongs to the rescue mission (S.1)")
	}
	if len(s.MissionBlips) > 0 || len(s.MissionBlipFaces) > 0 {
		if len(s.MissionBlips) != missionBlipTokens || len(s.MissionBlipFaces) != missionBlipTokens {
			v.errorf(label+".mission_blips", "%d squares and %d faces; the box has %d Mission Blips (A.18)", len(s.MissionBlips), len(s.MissionBlipFaces), missionBlipTokens)
		} else if n := countFace(s.MissionBlipFaces, FaceNewt); n != 1 {
			v.errorf(label+".mission_blip_faces", "%d of them are Newt; one Mission Blip is Newt's token (A.18)", n)
		}
	}
	for j, sq := range s.MissionBlips {
		place(index(label+".mission_blips", j), sq, "a mission blip")
	}
	if s.Victory == VictoryNewt && len(s.MissionBlips) == 0 {
		v.errorf(label+".victory", "Newt must be found under a Mission Blip (T.10)")
	}
	if (s.Computer == "") != (s.ComputerEffect == "") {
		v.errorf(label+".computer_effect", "give the computer's square and its effect together")
	}
	if s.Computer != "" {
		place(label+".computer", s.Computer, "the computer")
	}
	switch s.ComputerEffect {
	case ComputerReveal:
		if len(s.MissionBlips) == 0 {
			v.errorf(label+".computer_effect", "reveal needs Mission Blips")
		}
	case ComputerUnlock:
		if len(s.Trapped) == 0 {
			v.errorf(label+".computer_effect", "unlock needs trapped start spaces")
		}
	case ComputerDropship:
		v.inRange(label+".dropship_turns", s.DropshipTurns, 0, maxTurns)
	}
	if (s.Crate == "") != (s.CrateEffect == "") {
		v.errorf(label+".crate_effect", "give the crate's square and its effect together")
	}
	if s.Crate != "" {
		place(label+".crate", s.Crate, "the crate")
	}
	if s.CrateEffect == CrateRecycle {
		v.inRange(label+".crate_cards", s.CrateCards, 1, 10)
	}
	if (s.Victory == VictorySupplies) != (s.CrateEffect == CrateSupplies) {
		v.errorf(label+".victory", "the supplies victory and the supplies crate go together (S.2)")
	}
	if len(s.Facehuggers) > facehuggerTokens {
		v.errorf(label+".facehuggers", "%d facehuggers; the box has %d (A.14)", len(s.Facehuggers), facehuggerTokens)
	}
	for j, sq := range s.Facehuggers {
		place(index(label+".facehuggers", j), sq, "a facehugger")
	}
	if len(s.Barricades) > barricadeTokens {
		v.errorf(label+".barricades", "%d barricades; the box has %d (A.19)", len(s.Barricades), barricadeTokens)
	}
	doors := map[string]bool{}
	for j, d := range s.Barricades {
		p := index(label+".barricades", j)
		if m.Layout != nil && !layoutHasDoor(m, d) {
			v.errorf(p, "%s is not a door of the mission's layout; name a door by its two squares, like C2-D2", quoteShort(d))
		} else if doors[d] {
			v.errorf(p, "door %s is barricaded twice", d)
		}
		doors[d] = true
	}
	if len(m.Exits) == 0 && s.Victory != "" && !v.isBad(label+".exits") {
		v.errorf(label+".exits", "the %s victory needs an exit (J.9)", s.Victory)
	}
	for j, e := range s.Events {
		p := index(label+".events", j)
		v.inRange(p+".turn", e.Turn, 2, max(2, m.Turns))
		v.inRange(p+".blips", e.Blips, 1, 4)
		for k, n := range e.SpawnPoints {
			if m.SpawnPoints.Square(n) == "" {
				v.errorf(index(p+".spawn_points", k), "the mission has no spawn point %d", n)
			}
		}
	}
}

func countFace(fs []MissionBlipFace, f MissionBlipFace) int {
	n := 0
	for _, x := range fs {
		if x == f {
			n++
		}
	}
	return n
}

// layoutHasDoor reports a door of m's layout named name ("C2-D2").
func layoutHasDoor(m *Mission, name string) bool {
	for d := range m.Layout.Doors() {
		if m.Layout.DoorName(grid.DoorID(d)) == name {
			return true
		}
	}
	return false
}

// StartOf returns character's named start square, or "".
func (s *StoryParts) StartOf(character string) string {
	for _, n := range s.NamedStart {
		if n.Character == character {
			return n.Square
		}
	}
	return ""
}
