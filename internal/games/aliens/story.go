package aliens

import (
	"fmt"
	"slices"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// The story missions (W.4.1-W.4.3), the Rescue (S.1) and the Resupply
// (S.2) missions: their objects (T.8, T.10, J.9), named and trapped start
// spaces, turn events (C.12, Q.5) and victory and defeat (Q.2, Q.7, "Game
// Over Man!"). The seeds keep only the setup legends; everything a Mission
// card would print is authored in missions.yaml and read here:
//
//   - Exits (J.9, Y.17): a Character stepping onto an open Exit token
//     leaves the board at once (status escaped), with whatever it
//     carries; it is not Killed or Captured (Q.3) and takes no further
//     part. A Character may end a move on an Exit token (D.10). With the
//     dropship computer the exits open DropshipTurns turns after the call.
//   - Mission Blips (T.10, Y.7): tokens that never move and are never
//     Spotted; an Interact next to one turns it over: Newt's token stays
//     face up for a Character to pick up, a Facehugger comes to life on
//     its square (T.9), an empty one is removed.
//   - Carrying: a Character picks Newt's token or the supplies up with an
//     Interact and carries one thing at a time; when it is Killed or
//     Captured the thing drops on its square.
//   - Trapped Characters (W.4.2) take no Move action until the Computer
//     frees them; Captured Characters in a Rescue wait in cocoons (tokens)
//     and enter the mission as Grunts when an Interact cuts them free.
//   - Turn events put Blips next to Spawn Points (as O.7, ties by the
//     lowest square) when the Turn Dial reaches their turn.
//   - Defeat besides Q.3 and F.8: the Finish Phase of the mission's last
//     turn ends without victory, or no Character is left on the board.

// objKind is a mission object's kind.
type objKind uint8

const (
	objExit        objKind = iota + 1 // J.9: an Exit token (A or B)
	objComputer                       // T.8
	objCrate                          // T.8
	objMissionBlip                    // T.10, face down
	objNewt                           // Newt's token, face up (A.18)
	objSupplies                       // S.2: the supplies from the crate
	objCocoon                         // S.1: a Captured Character
)

var objKeys = [...]string{"", "exit", "computer", "crate", "mission-blip", "newt", "supplies", "cocoon"}

func (k objKind) String() string {
	if int(k) < len(objKeys) {
		return objKeys[k]
	}
	return "object?"
}

// Name is the kind's message reference, for messages (names.go).
func (k objKind) Name() string { return "@aliens.object." + k.String() + ".name" }

// faceName is a Mission Blip face's message reference.
func faceName(f content.MissionBlipFace) string { return "@aliens.face." + string(f) + ".name" }

// Object is a mission object on the board, carried, or gone.
type Object struct {
	Kind objKind `json:"kind"`
	// At is its square, or -1 while carried or once gone.
	At int `json:"at"`
	// Name is an exit's side (A or B).
	Name string `json:"name,omitempty"`
	// Face is what a face-down Mission Blip hides (hidden, T.10).
	Face content.MissionBlipFace `json:"face,omitempty"`
	// Char is the cocooned Character (objCocoon).
	Char CharID `json:"char,omitempty"`
	// Carrier is the carrying Character plus one (0: nobody).
	Carrier int `json:"carrier,omitempty"`
	// Out: carried off the board through an exit.
	Out bool `json:"out,omitempty"`
	// Used: a Computer whose one-time effect is spent.
	Used bool `json:"used,omitempty"`
}

// story reports a story, Rescue or Resupply mission.
func (g *Game) story() bool {
	m := g.mission()
	return m != nil && m.Kind != content.BugHuntMission
}

// objectAt returns the index of the object on square s other than an
// exit, or -1.
func (g *Game) objectAt(s int) int {
	if s < 0 {
		return -1
	}
	return slices.IndexFunc(g.st.Objects, func(o Object) bool { return o.At == s && o.Kind != objExit })
}

// exitAt reports an Exit token on square s.
func (g *Game) exitAt(s int) bool {
	return s >= 0 && slices.ContainsFunc(g.st.Objects, func(o Object) bool { return o.At == s && o.Kind == objExit })
}

// exitsOpen reports whether Characters can leave now (J.9): always, except
// before the dropship has landed in a mission that calls it.
func (g *Game) exitsOpen() bool {
	m := g.mission()
	if m == nil || m.ComputerEffect != content.ComputerDropship {
		return true
	}
	return g.st.Dropship > 0 && g.st.Turn >= g.st.Dropship
}

// ---- setup (C.9, C.11, C.13, W.4) ----

// setupStory places the story objects of mission m and the Characters
// with named or trapped start spaces, and the cocoons of a Rescue.
func (g *Game) setupStory(m *content.Mission) error {
	st := &g.st
	sq := func(what, name string) (int, error) {
		s, err := g.board.Lookup(name)
		if err != nil {
			return -1, fmt.Errorf("aliens: mission %s: %s: %w", m.ID, what, err)
		}
		return int(s), nil
	}
	if m.Computer != "" { // [T.8]
		s, err := sq("computer", m.Computer)
		if err != nil {
			return err
		}
		st.Objects = append(st.Objects, Object{Kind: objComputer, At: s})
	}
	if m.Crate != "" { // [T.8]
		s, err := sq("crate", m.Crate)
		if err != nil {
			return err
		}
		st.Objects = append(st.Objects, Object{Kind: objCrate, At: s})
	}
	// [T.10] the four Mission Blips, shuffled, face down.
	faces := slices.Clone(m.MissionBlipFaces)
	g.rng.Shuffle(len(faces), func(i, j int) { faces[i], faces[j] = faces[j], faces[i] })
	for i, name := range m.MissionBlips {
		s, err := sq("mission blip", name)
		if err != nil {
			return err
		}
		st.Objects = append(st.Objects, Object{Kind: objMissionBlip, At: s, Face: faces[i]})
	}
	for _, name := range m.Facehuggers { // [T.9]
		s, err := sq("facehugger", name)
		if err != nil {
			return err
		}
		st.NextAlien++
		st.Aliens = append(st.Aliens, Alien{ID: st.NextAlien, At: s, Facehugger: true})
		g.sightChanged()
	}
	for _, name := range m.Barricades { // [D.9] "as shown"
		d := g.doorByName(name)
		if d < 0 {
			return fmt.Errorf("aliens: mission %s: barricade: no door %q", m.ID, name)
		}
		st.Barricades = append(st.Barricades, d)
		g.sightChanged()
	}
	slices.Sort(st.Barricades)
	// [S.1] the Captured wait in cocoons, in character order.
	k := 0
	for _, key := range st.Opts.Captives {
		ch, _ := charByKey(key)
		if k >= len(m.Captives) {
			return fmt.Errorf("aliens: captives: %d captives, the mission has %d cocoons", len(st.Opts.Captives), len(m.Captives))
		}
		s, err := sq("cocoon", m.Captives[k])
		if err != nil {
			return err
		}
		k++
		st.Objects = append(st.Objects, Object{Kind: objCocoon, At: s, Char: ch})
	}
	// [C.11] [W.4.2] [W.4.3] named start spaces; the remaining Marines
	// trapped (W.4.2).
	trapped := 0
	for i := range st.Chars {
		c := &st.Chars[i]
		if !c.InPlay {
			continue
		}
		name := m.StartOf(c.ID.String())
		if name == "" && len(m.Trapped) > 0 && g.def(c.ID).Marine {
			if trapped >= len(m.Trapped) {
				return fmt.Errorf("aliens: mission %s: more trapped Marines than trapped start spaces", m.ID)
			}
			name = m.Trapped[trapped]
			trapped++
			c.Trapped = true
		}
		if name == "" {
			continue
		}
		s, err := sq(c.ID.String()+"'s start space", name)
		if err != nil {
			return err
		}
		c.At = s
		g.sightChanged()
		if g.logging() {
			g.emit("C.11", engine.M("aliens.char.placed", "char", c.ID.Name(), "at", g.squareName(s)), nil)
		}
	}
	return nil
}

// ---- exits, carrying (J.9) ----

// carried returns the index of the object ch carries, or -1.
func (g *Game) carried(ch CharID) int {
	return slices.IndexFunc(g.st.Objects, func(o Object) bool { return o.Carrier == int(ch)+1 })
}

// leave takes ch off the board through the exit it stands on (J.9).
func (g *Game) leave(ch CharID) {
	c := &g.st.Chars[ch]
	at := c.At
	c.Status, c.At = Escaped, -1
	g.sightChanged()
	if g.logging() {
		g.emit("J.9", engine.M("aliens.char.escaped", "char", ch.Name(), "at", g.squareName(at)), nil)
	}
	if i := g.carried(ch); i >= 0 {
		o := &g.st.Objects[i]
		o.Carrier, o.Out = 0, true
		if g.logging() {
			g.emit("J.9", engine.M("aliens.object.out", "object", o.Kind.Name()), nil)
		}
	}
}

// dropCarried puts down what ch carried on its square as it is lost.
func (g *Game) dropCarried(ch CharID) {
	if i := g.carried(ch); i >= 0 {
		o := &g.st.Objects[i]
		o.Carrier, o.At = 0, g.st.Chars[ch].At
		if g.logging() {
			g.emit("J.12", engine.M("aliens.object.dropped", "object", o.Kind.Name(), "at", g.squareName(o.At)), nil)
		}
	}
}

// ---- turn events (C.12, Q.5) ----

// turnEvents happen as the Turn Dial reaches g.st.Turn: each event's
// Blips enter at each of its Spawn Points as a Motion Tracker card's
// would (O.7-O.11), the first listed first. Called with the new turn's
// Marine Phase already on the stack, so they come before it.
func (g *Game) turnEvents() {
	m := g.mission()
	if m == nil || g.board == nil {
		return
	}
	var todo []frame
	for _, e := range m.Events {
		if e.Turn != g.st.Turn {
			continue
		}
		if g.logging() {
			g.emit("Q.5", engine.M("aliens.turn.event", "turn", e.Turn), nil)
		}
		for _, n := range e.SpawnPoints {
			if at := g.st.Spawns[n-1]; at >= 0 {
				todo = append(todo, eventBlipsFrame(at, e.Blips))
			}
		}
	}
	for i := len(todo) - 1; i >= 0; i-- {
		g.push(todo[i])
	}
}

// runEventBlips enters a turn event's Blips at one Spawn Point (spawnAt),
// blipsPlaced of blipsToPlace done.
func (g *Game) runEventBlips(f *frame) bool {
	n := *f.blipsToPlace()
	if *f.blipsPlaced() >= n {
		g.pop()
		return false
	}
	return g.spawnNext(f, n)
}

// decideEventBlips: where the next Blip goes, when there is a choice
// (O.8: the highest-Rank player).
func (g *Game) decideEventBlips(f *frame) *engine.Decision {
	if len(g.st.Pool) == 0 {
		return nil
	}
	d := g.decide(g.highestRankSeat(), g.mem.Message("aliens.prompt.spawn-event", "turn", itoa(g.st.Turn)))
	d.Options = g.squareOptions(d.Options, g.spawnSquares(f.spawnAt()), "spawn", "aliens.opt.spawn", "at")
	if len(d.Options) < 2 {
		return nil
	}
	return d
}

func (g *Game) chooseEventBlips(f *frame, key string) {
	g.spawnBlip(f, int(g.keySquare(key, "spawn")))
}

// ---- victory and defeat (Q.2, Q.7) ----

// storyWon is the mission's victory condition (Q.2).
func (g *Game) storyWon() bool {
	st := &g.st
	anyOut, onBoard, rescued := false, false, false
	for i := range st.Chars {
		c := &st.Chars[i]
		anyOut = anyOut || c.Status == Escaped
		onBoard = onBoard || c.onBoard()
		rescued = rescued || (c.Rescued && c.Status == Escaped)
	}
	out := func(k objKind) bool {
		return slices.ContainsFunc(st.Objects, func(o Object) bool { return o.Kind == k && o.Out })
	}
	switch g.mission().Victory {
	case content.VictoryNewt:
		return out(objNewt)
	case content.VictoryEscape:
		return anyOut && !onBoard
	case content.VictoryRescue:
		return rescued && !onBoard
	case content.VictorySupplies:
		return out(objSupplies)
	}
	return false
}

// storyLost ends a story mission lost in the Finish Phase (Q.7): the last
// turn is over, or nobody is left on the board.
func (g *Game) storyLost() bool {
	onBoard := false
	for i := range g.st.Chars {
		onBoard = onBoard || g.st.Chars[i].onBoard()
	}
	switch {
	case !onBoard:
		g.end(WinAliens, "Q.7", engine.M("aliens.lost.nobody-left"))
	case g.st.Turn >= g.turnLimit():
		g.end(WinAliens, "Q.7", engine.M("aliens.lost.time", "turn", g.st.Turn))
	default:
		return false
	}
	return true
}

// checkStory is Check's part for the mission objects: an object is on a
// square, carried by a Character on the board, or out; a carrier carries
// one; face-down Mission Blips are four at most (A.18); only Escaped
// Characters are off the board.
func (g *Game) checkStory() error {
	carriers := map[int]bool{}
	for i, o := range g.st.Objects {
		switch {
		case o.Carrier > 0:
			if o.At >= 0 || o.Out || carriers[o.Carrier] {
				return fmt.Errorf("aliens: object %d (%s) carried and placed or twice", i, o.Kind)
			}
			carriers[o.Carrier] = true
			if c := &g.st.Chars[o.Carrier-1]; !c.onBoard() {
				return fmt.Errorf("aliens: %s carries the %s but is %s [J.9]", c.ID, o.Kind, c.Status)
			}
		case o.Out:
			if o.At >= 0 {
				return fmt.Errorf("aliens: the %s left the board but lies on %s", o.Kind, g.squareName(o.At))
			}
		case o.At < 0 || (g.board != nil && o.At >= g.board.Len()):
			return fmt.Errorf("aliens: object %d (%s) is nowhere", i, o.Kind)
		}
	}
	n := 0
	for _, o := range g.st.Objects {
		if o.Kind == objMissionBlip || o.Kind == objNewt {
			n++
		}
	}
	if n > 4 {
		return fmt.Errorf("aliens: %d mission blips [A.18]", n)
	}
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if c.Status == Escaped && c.At >= 0 {
			return fmt.Errorf("aliens: %s escaped but stands on %s [J.9]", c.ID, g.squareName(c.At))
		}
	}
	return nil
}

// ---- options of story and campaign missions ----

// mission returns the content mission named id, or nil.
func (r *Rules) mission(id string) *content.Mission {
	for i := range r.Missions {
		if r.Missions[i].ID == id {
			return &r.Missions[i]
		}
	}
	return nil
}

// unavailable reports a Character the campaign has lost or holds captive
// (C.3, R.5, R.7).
func (o *Options) unavailable(ch CharID) bool {
	return slices.Contains(o.Lost, ch.String()) || slices.Contains(o.Captives, ch.String())
}

// checkStoryOptions checks the options of a story, Rescue or Resupply
// mission.
func checkStoryOptions(o *Options, m *content.Mission) error {
	switch {
	case o.Map != "" || len(o.Start) > 0 || len(o.Spawns) > 0 || o.DrillAliens > 0 || o.SentryGuns > 0:
		return fmt.Errorf("aliens: map, start, spawns, drillAliens and sentryGuns are for the drill; a mission sets them")
	case o.Newt && m.Victory == content.VictoryNewt:
		return fmt.Errorf("aliens: newt: in %s Newt is found, not brought; she is available only after it (B.10.1)", m.ID)
	case len(o.Captives) > 0 && m.Kind != content.RescueMission:
		return fmt.Errorf("aliens: captives: only the Rescue mission has cocoons (S.1)")
	case len(o.Captives) > len(m.Captives):
		return fmt.Errorf("aliens: captives: %d captives, %s has %d cocoons", len(o.Captives), m.ID, len(m.Captives))
	case m.Kind == content.RescueMission && len(o.Captives) == 0:
		return fmt.Errorf("aliens: captives: the Rescue mission needs at least one Captured Character (S.1)")
	}
	for _, list := range []struct {
		name string
		keys []string
	}{{"lost", o.Lost}, {"captives", o.Captives}} {
		for i, k := range list.keys {
			if _, ok := charByKey(k); !ok {
				return fmt.Errorf("aliens: %s[%d]: unknown character %q", list.name, i, k)
			}
			if slices.Contains(list.keys[:i], k) || (list.name == "captives" && slices.Contains(o.Lost, k)) {
				return fmt.Errorf("aliens: %s[%d]: %s is named twice", list.name, i, k)
			}
		}
	}
	return nil
}

// removeCards takes the campaign's removed cards out of the mission (R.3,
// R.4 step 3): marked used, kept in st.Removed.
func (g *Game) removeCards(used []bool) error {
	for i, k := range g.st.Opts.Removed {
		c, ok := g.rules.Deck.cardByKey(k)
		if !ok {
			return fmt.Errorf("aliens: removed[%d]: unknown card %q", i, k)
		}
		if used[c] {
			return fmt.Errorf("aliens: removed[%d]: %s is named twice", i, k)
		}
		used[c] = true
		g.st.Removed = append(g.st.Removed, c)
	}
	slices.Sort(g.st.Removed)
	return nil
}

// ObjectView is a mission object as everyone sees it: never the face of a
// face-down Mission Blip (T.10).
type ObjectView struct {
	Kind    string `json:"kind"`
	At      string `json:"at,omitempty"`
	Name    string `json:"name,omitempty"`
	Char    string `json:"char,omitempty"`
	Carrier string `json:"carrier,omitempty"`
	Out     bool   `json:"out,omitempty"`
	Used    bool   `json:"used,omitempty"`
}

func (g *Game) objectViews() []ObjectView {
	out := g.views.objects.Take(&g.mem, len(g.st.Objects))
	for _, o := range g.st.Objects {
		v := ObjectView{Kind: o.Kind.String(), Name: o.Name, Out: o.Out, Used: o.Used}
		if o.At >= 0 {
			v.At = g.squareName(o.At)
		}
		if o.Kind == objCocoon {
			v.Char = o.Char.String()
		}
		if o.Carrier > 0 {
			v.Carrier = CharID(o.Carrier - 1).String()
		}
		out = append(out, v)
	}
	return out
}
