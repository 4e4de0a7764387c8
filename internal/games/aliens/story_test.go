package aliens

import (
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
	"github.com/sulaco/sulaco/internal/grid"
)

// storyGame sets a story mission up for two players (Hicks, Hudson unless
// mut changes it) and answers the setup questions.
func storyGame(t *testing.T, mission string, mut func(*Options)) *Game {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Mission, o.Players, o.Heroes = mission, 2, []string{"hicks", "hudson"}
		if mut != nil {
			mut(o)
		}
	})
	placeAll(t, g)
	return g
}

// quiet takes every Alien, Blip and Motion Tracker card away, so a rule
// test sees only what it sets up.
func (g *Game) quiet() {
	for _, b := range g.st.Blips {
		g.st.Pool = append(g.st.Pool, b.Token)
	}
	slices.Sort(g.st.Pool)
	g.st.Blips, g.st.Aliens = nil, nil
}

// actAs makes ch's Actions the pending work, with two Actions.
func (g *Game) actAs(ch CharID, seat engine.Seat) {
	g.st.Chars[ch].Actions = 2
	g.st.Stack = []frame{{Kind: kActions, Seat: seat, Char: ch}}
	g.advance()
}

// objectsOf lists the squares of the objects of kind k, sorted.
func (g *Game) objectsOf(k objKind) []string {
	var out []string
	for _, o := range g.st.Objects {
		if o.Kind == k && o.At >= 0 {
			out = append(out, g.squareName(o.At))
		}
	}
	sort.Strings(out)
	return out
}

func (g *Game) objIndex(t *testing.T, k objKind) int {
	t.Helper()
	i := slices.IndexFunc(g.st.Objects, func(o Object) bool { return o.Kind == k })
	if i < 0 {
		t.Fatalf("no %s", k)
	}
	return i
}

func sorted(xs []string) []string {
	out := slices.Clone(xs)
	sort.Strings(out)
	return out
}

func blipSquares(g *Game) []string {
	var out []string
	for _, b := range g.st.Blips {
		out = append(out, g.squareName(b.At))
	}
	sort.Strings(out)
	return out
}

// checkCommonLegend checks the legend lines every story mission shares:
// one normal Blip on each marked square, the Spawn Points, the Turn Dial
// at 1, the exits.
func checkCommonLegend(t *testing.T, g *Game, m *content.Mission) {
	t.Helper()
	eq(t, "blips", blipSquares(g), sorted(m.Blips))
	for _, sp := range m.SpawnPoints {
		eqInt(t, "spawn point", g.st.Spawns[sp.Number-1], g.sq(t, sp.Square))
	}
	eqInt(t, "turn dial", g.st.Turn, 1)
	var exits []string
	for _, e := range m.Exits {
		exits = append(exits, e.Square)
	}
	eq(t, "exits", g.objectsOf(objExit), sorted(exits))
	if m.Computer != "" {
		eq(t, "computer", g.objectsOf(objComputer), []string{m.Computer})
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestMission1_Legend(t *testing.T) {
	// [aliens W.4.1] Mission 1 "Newt" (DE 2621-2643, PL 3978-4001): a
	// normal Blip on each marked space, the Spawn Points, the start
	// spaces, [aliens C.12] the Turn Dial at 1, [aliens T.10] [aliens A.18]
	// the four Mission Blips shuffled with Newt's among them, a Computer,
	// [aliens C.13] the Exit; Newt is not yet a Character (B.10.1).
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		o := DefaultOptions()
		o.Mission, o.Players, o.Heroes = "mission-1", 2, []string{"hicks", "hudson"}
		g, err := New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		m := g.mission()
		checkCommonLegend(t, g, m)
		eq(t, "mission blips", g.objectsOf(objMissionBlip), sorted(m.MissionBlips))
		var faces []string
		for _, ob := range g.st.Objects {
			if ob.Kind == objMissionBlip {
				faces = append(faces, string(ob.Face))
				if ob.Face == content.FaceNewt {
					seen[g.squareName(ob.At)] = true
				}
			}
		}
		want := []string{"empty", "empty", "facehugger", "newt"}
		eq(t, "faces", sorted(faces), want)
		if g.st.Chars[Newt].InPlay {
			t.Fatal("Newt is a Character in Mission 1")
		}
		s := play(t, g).Prompt("aliens.prompt.start")
		var opts []string
		for _, op := range g.Pending().Options {
			opts = append(opts, strings.TrimPrefix(op.Key, "start:"))
		}
		eq(t, "start spaces", sorted(opts), sorted(m.Start))
		_ = s
	}
	if len(seen) < 2 {
		t.Fatalf("Newt's token was always on %v: the Mission Blips are not shuffled", seen)
	}
}

func TestMission2_Legend(t *testing.T) {
	// [aliens W.4.2] Mission 2 "Escape" (DE 2645-2671, PL 4003-4029):
	// Blips, Spawn Points, the remaining Marines trapped on their spaces,
	// the Turn Dial at 1, a Computer, start spaces for Ripley, Newt and
	// Gorman, the Exit.
	g := newGame(t, func(o *Options) {
		o.Mission, o.Players, o.Heroes, o.Newt = "mission-2", 2, []string{"ripley", "hicks"}, true
	})
	m := g.mission()
	checkCommonLegend(t, g, m)
	for _, n := range m.NamedStart {
		ch, _ := charByKey(n.Character)
		eqInt(t, n.Character+"'s square", g.st.Chars[ch].At, g.sq(t, n.Square))
	}
	var trapped []string
	for _, ch := range []CharID{Hicks, Frost, Hudson, Vasquez} {
		c := &g.st.Chars[ch]
		if !c.Trapped {
			t.Fatalf("%s is not trapped", ch)
		}
		trapped = append(trapped, g.squareName(c.At))
	}
	eq(t, "trapped Marines", sorted(trapped), sorted(m.Trapped))
	if g.st.Chars[Gorman].Trapped || g.st.Chars[Ripley].Trapped {
		t.Fatal("a named Character is trapped")
	}
	if d := g.Pending(); d == nil || d.Prompt.Key != "aliens.prompt.first" {
		t.Fatalf("everyone has a space; want the first player, got %+v", d)
	}
}

func TestMission3_Legend(t *testing.T) {
	// [aliens W.4.3] Mission 3 "Survive" (DE 2673-2710, PL 4031-4064):
	// start spaces for Ripley and Newt and for the Marines, Blips, Spawn
	// Points, the Turn Dial at 1, a Computer, [aliens T.9] Facehuggers,
	// [aliens T.8] a Crate, two Barricades, [aliens T.1] [aliens C.15] both
	// Sentry Guns placed by the players, Exits A and B.
	g := newGame(t, func(o *Options) {
		o.Mission, o.Players, o.Heroes, o.Newt = "mission-3", 2, []string{"ripley", "hicks"}, true
	})
	m := g.mission()
	checkCommonLegend(t, g, m)
	eqInt(t, "ripley", g.st.Chars[Ripley].At, g.sq(t, m.StartOf("ripley")))
	eqInt(t, "newt", g.st.Chars[Newt].At, g.sq(t, m.StartOf("newt")))
	var fh []string
	for _, a := range g.st.Aliens {
		if a.Facehugger {
			fh = append(fh, g.squareName(a.At))
		}
	}
	eq(t, "facehuggers", sorted(fh), sorted(m.Facehuggers))
	eq(t, "crate", g.objectsOf(objCrate), []string{m.Crate})
	var doors []string
	for _, d := range g.st.Barricades {
		doors = append(doors, g.board.DoorName(grid.DoorID(d)))
	}
	eq(t, "barricades", sorted(doors), sorted(m.Barricades))
	var names []string
	for _, o := range g.st.Objects {
		if o.Kind == objExit {
			names = append(names, o.Name)
		}
	}
	eq(t, "exits", names, []string{"A", "B"})
	s := play(t, g)
	for d := g.Pending(); d.Prompt.Key == "aliens.prompt.start"; d = g.Pending() {
		ch, _ := g.nextToPlace()
		if !g.def(ch).Marine {
			t.Fatalf("%s placed in the Marines' start area", ch)
		}
		s.ChooseAs(d.Seat, d.Options[0].Key)
	}
	s.Prompt("aliens.prompt.sentry-place")
	placeAll(t, g)
	eqInt(t, "sentry guns", len(g.st.Sentries), 2)
	for _, ch := range []CharID{Hicks, Gorman, Frost, Hudson, Vasquez} {
		if !slices.Contains(m.Start, g.squareName(g.st.Chars[ch].At)) {
			t.Fatalf("%s at %s, outside the Marines' start spaces", ch, g.squareName(g.st.Chars[ch].At))
		}
	}
}

func TestRescueAndResupply_Setup(t *testing.T) {
	// [aliens S.1] the Captured wait in the hive's cocoons, not as
	// Characters; [aliens S.2] the Resupply mission's crate holds the
	// supplies.
	g := newGame(t, func(o *Options) {
		o.Mission, o.Players, o.Heroes = "rescue", 2, []string{"hicks", "hudson"}
		o.Captives, o.Lost = []string{"vasquez", "frost"}, []string{"gorman"}
	})
	m := g.mission()
	checkCommonLegend(t, g, m)
	eq(t, "cocoons", g.objectsOf(objCocoon), sorted(m.Captives[:2]))
	for _, ch := range []CharID{Vasquez, Frost, Gorman} {
		if g.st.Chars[ch].InPlay {
			t.Fatalf("%s is in play", ch)
		}
	}
	g = newGame(t, func(o *Options) { o.Mission, o.Players, o.Heroes = "resupply", 1, []string{"hicks"} })
	checkCommonLegend(t, g, g.mission())
	eq(t, "crate", g.objectsOf(objCrate), []string{g.mission().Crate})
}

func TestStoryOptionsRejected(t *testing.T) {
	// [aliens B.10.1] Newt is found in Mission 1, not brought; [aliens C.3]
	// [aliens R.5] [aliens R.7] a lost or Captured Character is no Hero;
	// [aliens S.1] only the Rescue mission has captives, and it needs one.
	for _, tc := range []struct {
		mission string
		mut     func(*Options)
		want    string
	}{
		{"mission-1", func(o *Options) { o.Newt = true }, "B.10.1"},
		{"mission-2", func(o *Options) { o.Lost = []string{"hicks"} }, "lost to the campaign"},
		{"mission-2", func(o *Options) { o.Captives = []string{"frost"} }, "only the Rescue"},
		{"rescue", func(o *Options) {}, "at least one Captured"},
		{"rescue", func(o *Options) { o.Captives = []string{"frost"}; o.Lost = []string{"frost"} }, "named twice"},
		{"mission-3", func(o *Options) { o.Removed = []string{"no-such-card.1"} }, "unknown card"},
		{"bug-hunt-1", func(o *Options) { o.Lost = []string{"frost"} }, "not part of a campaign"},
	} {
		o := DefaultOptions()
		o.Mission, o.Players, o.Heroes = tc.mission, 2, []string{"hicks", "hudson"}
		tc.mut(&o)
		if _, err := New(o, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: New = %v; want %q", tc.mission, err, tc.want)
		}
	}
}

func TestInteract_Adjacent(t *testing.T) {
	// [aliens J.12] Interact needs a space adjacent to the object and costs
	// an Action; [aliens D.6] nothing across a wall. [aliens T.10] turning a
	// Mission Blip over: an empty one goes.
	g := storyGame(t, "mission-1", nil)
	g.quiet()
	i := g.objIndex(t, objMissionBlip)
	g.st.Objects[i].Face = content.FaceEmpty
	at := g.squareName(g.st.Objects[i].At)
	far := g.st.Chars[Hicks].At
	g.actAs(Hicks, 0)
	play(t, g).Lacks("interact:" + at)
	next := g.freeNextTo(t, g.st.Objects[i].At)
	g.st.Chars[Hicks].At = next
	g.actAs(Hicks, 0)
	s := play(t, g).Has("interact:" + at).Choose("interact:" + at)
	s.Event("aliens J.12", "aliens.action.interact")
	s.Event("aliens T.10", "aliens.mission-blip.turned")
	eqInt(t, "actions left", g.st.Chars[Hicks].Actions, 1)
	if slices.Contains(g.objectsOf(objMissionBlip), at) {
		t.Fatal("the empty Mission Blip stayed")
	}
	_ = far
	// Across a wall: a square adjacent by corner or edge but no step.
	for s := range g.board.Len() {
		o := g.st.Objects[g.objIndex(t, objMissionBlip)].At
		if g.adjacent(s, o) && !g.stepBetween(s, o) && !g.occupied(s) && !g.tokenAt(s) {
			g.st.Chars[Hicks].At = s
			g.actAs(Hicks, 0)
			play(t, g).Lacks("interact:" + g.squareName(o))
			return
		}
	}
}

// freeNextTo finds an empty square one step from s.
func (g *Game) freeNextTo(t *testing.T, s int) int {
	t.Helper()
	for x := range g.board.Len() {
		if x != s && g.inReach(x, s) && !g.occupied(x) && !g.tokenAt(x) {
			return x
		}
	}
	t.Fatalf("no free square next to %s", g.squareName(s))
	return -1
}

func TestMission1_NewtCarriedOut(t *testing.T) {
	// [aliens T.10] Newt's Mission Blip turned over stays as her token; an
	// Interact picks her up; [aliens J.9] the carrier steps onto the Exit
	// and leaves with her; [aliens Q.2] the Finish Phase finds the mission
	// won. [aliens T.9] a Facehugger face comes to life.
	g := storyGame(t, "mission-1", nil)
	g.quiet()
	var newt, hugger int
	for k, o := range g.st.Objects {
		switch {
		case o.Kind == objMissionBlip && o.Face == content.FaceNewt:
			newt = k
		case o.Kind == objMissionBlip && o.Face == content.FaceFacehugger:
			hugger = k
		}
	}
	hs := g.st.Objects[hugger].At
	g.st.Chars[Hudson].At = g.freeNextTo(t, hs)
	g.actAs(Hudson, 1)
	play(t, g).Choose("interact:" + g.squareName(hs))
	if len(g.st.Aliens) != 1 || !g.st.Aliens[0].Facehugger || g.st.Aliens[0].At != hs {
		t.Fatalf("aliens %+v; want a Facehugger on %s", g.st.Aliens, g.squareName(hs))
	}
	g.st.Aliens = nil
	ns := g.st.Objects[newt].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, ns)
	g.actAs(Hicks, 0)
	name := g.squareName(ns)
	play(t, g).Choose("interact:"+name, "interact:"+name).Event("aliens J.12", "aliens.object.picked-up")
	if g.carried(Hicks) < 0 {
		t.Fatal("Hicks does not carry Newt")
	}
	exit := g.st.Objects[g.objIndex(t, objExit)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, exit)
	g.actAs(Hicks, 0)
	s := play(t, g).Choose("move", "move:"+g.squareName(exit))
	s.Event("aliens J.9", "aliens.char.escaped")
	if g.st.Chars[Hicks].Status != Escaped || g.st.Chars[Hicks].onBoard() {
		t.Fatal("Hicks did not leave")
	}
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	if o := play(t, g).Over(WinPlayers); o.Rule != "aliens Q.2" {
		t.Fatalf("outcome %+v", o)
	}
}

func TestMission1_CarrierLostDropsNewt(t *testing.T) {
	// [aliens M.13] a Killed carrier drops what it carried on its square,
	// where another Character may pick it up (J.12).
	g := storyGame(t, "mission-1", nil)
	g.quiet()
	i := slices.IndexFunc(g.st.Objects, func(o Object) bool { return o.Face == content.FaceNewt })
	g.turnOver(i)
	g.pickUp(Hicks, i)
	at := g.st.Chars[Hicks].At
	g.killChar(Hicks, "M.8")
	if o := g.st.Objects[i]; o.Carrier != 0 || o.At != at || o.Kind != objNewt {
		t.Fatalf("Newt's token %+v; want it on %s", o, g.squareName(at))
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestMission2_TrappedAndComputer(t *testing.T) {
	// [aliens W.4.2] trapped Marines take no Move action; [aliens T.8] the
	// Computer (a Tech test, [aliens J.2] a failure does nothing) frees
	// them.
	g := storyGame(t, "mission-2", func(o *Options) { o.Heroes, o.Newt = []string{"ripley", "hicks"}, true })
	g.quiet()
	g.actAs(Hicks, 1)
	play(t, g).Lacks("move").Has("aim", "rest")
	comp := g.st.Objects[g.objIndex(t, objComputer)].At
	g.st.Chars[Ripley].At = g.freeNextTo(t, comp)
	g.actAs(Ripley, 0)
	key := "interact:" + g.squareName(comp)
	s := play(t, g).Dice(10).Choose(key)
	s.Event("aliens J.2", "aliens.tech.failed")
	if !g.st.Chars[Hicks].Trapped {
		t.Fatal("freed on a failed test")
	}
	s.Dice(1).Choose(key).Event("aliens T.8", "aliens.char.freed")
	for i := range g.st.Chars {
		if g.st.Chars[i].Trapped {
			t.Fatalf("%s still trapped", g.st.Chars[i].ID)
		}
	}
	g.actAs(Hicks, 1)
	play(t, g).Has("move")
}

func TestMission3_DropshipAndCrate(t *testing.T) {
	// [aliens T.8] the Crate recycles cards (F.4) once; the Computer calls
	// the dropship: [aliens J.9] the exits open two turns later, not
	// before; [aliens Q.2] everyone out wins.
	g := storyGame(t, "mission-3", func(o *Options) { o.Heroes, o.Players = []string{"hicks"}, 1 })
	g.quiet()
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.InPlay && c.ID != Hicks {
			c.Status = Killed
		}
	}
	g.arrange(t, layout{Above: []string{"m41a-pulse-rifle", "m41a-pulse-rifle"}, Exhaust: []string{armor, helmet, lamp, pipe}})
	crate := g.st.Objects[g.objIndex(t, objCrate)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, crate)
	g.actAs(Hicks, 0)
	play(t, g).Choose("interact:"+g.squareName(crate)).Event("aliens T.8", "aliens.crate.opened")
	eqInt(t, "exhaust pile", len(g.st.Exhaust), 1)
	if len(g.objectsOf(objCrate)) != 0 {
		t.Fatal("the crate is still there")
	}
	comp := g.st.Objects[g.objIndex(t, objComputer)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, comp)
	g.actAs(Hicks, 0)
	play(t, g).Dice(1).Choose("interact:"+g.squareName(comp)).Event("aliens T.8", "aliens.computer.dropship")
	eqInt(t, "dropship", g.st.Dropship, 1+g.mission().DropshipTurns)
	exit := g.st.Objects[g.objIndex(t, objExit)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, exit)
	g.actAs(Hicks, 0)
	play(t, g).Choose("move", "move:"+g.squareName(exit))
	if g.st.Chars[Hicks].Status == Escaped {
		t.Fatal("left before the dropship landed")
	}
	g.st.Turn = g.st.Dropship
	g.st.Chars[Hicks].At = g.freeNextTo(t, exit)
	g.actAs(Hicks, 0)
	play(t, g).Choose("move", "move:"+g.squareName(exit)).Event("aliens J.9", "aliens.char.escaped")
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	play(t, g).Over(WinPlayers)
}

func TestStory_TurnLimitAndEvents(t *testing.T) {
	// [aliens Q.5] [aliens C.12] the Turn Dial advances and the mission's
	// turn event puts Blips by the Spawn Points (O.7); [aliens Q.7] at the
	// end of the last turn without victory: "Game Over Man!".
	g := storyGame(t, "mission-1", nil)
	g.quiet()
	m := g.mission()
	ev := m.Events[0]
	g.st.Turn = ev.Turn - 1
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	s := play(t, g)
	s.Saw("aliens Q.5", "aliens.turn.event")
	eqInt(t, "blips", len(g.st.Blips)+len(g.st.Aliens), ev.Blips*len(ev.SpawnPoints))
	g.quiet()
	g.st.Turn = m.Turns
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	if o := play(t, g).Over(WinAliens); o.Reason.Key != "aliens.lost.time" {
		t.Fatalf("outcome %+v", o)
	}
	// [aliens Q.7] nobody left on the board and no victory: lost.
	g = storyGame(t, "mission-1", nil)
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.InPlay {
			c.Status, c.At = Escaped, -1
		}
	}
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	if o := play(t, g).Over(WinAliens); o.Reason.Key != "aliens.lost.nobody-left" {
		t.Fatalf("outcome %+v", o)
	}
}

func TestRescue_CutFree(t *testing.T) {
	// [aliens S.1] an Interact at a cocoon cuts the Captured Character
	// free: it returns as a Grunt; the Rescue is won when a rescued
	// Character has left and nobody is left behind.
	g := storyGame(t, "rescue", func(o *Options) { o.Players, o.Heroes, o.Captives = 1, []string{"hicks"}, []string{"vasquez"} })
	g.quiet()
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.ID != Hicks {
			c.Status = Killed
		}
	}
	coc := g.st.Objects[g.objIndex(t, objCocoon)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, coc)
	g.actAs(Hicks, 0)
	play(t, g).Choose("interact:"+g.squareName(coc)).Event("aliens S.1", "aliens.char.rescued")
	v := &g.st.Chars[Vasquez]
	if !v.onBoard() || v.Hero || !v.Rescued || v.At != coc {
		t.Fatalf("vasquez %+v", *v)
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	exit := g.st.Objects[g.objIndex(t, objExit)].At
	for _, ch := range []CharID{Hicks, Vasquez} {
		g.st.Chars[ch].At = -1
		g.st.Chars[ch].At = g.freeNextTo(t, exit)
		g.actAs(ch, 0)
		play(t, g).Choose("move", "move:"+g.squareName(exit))
	}
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	play(t, g).Over(WinPlayers)
}

func TestResupply_Supplies(t *testing.T) {
	// [aliens S.2] the crate's supplies are picked up and carried out: won.
	g := storyGame(t, "resupply", func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.quiet()
	crate := g.st.Objects[g.objIndex(t, objCrate)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, crate)
	g.actAs(Hicks, 0)
	play(t, g).Choose("interact:" + g.squareName(crate))
	if i := g.carried(Hicks); i < 0 || g.st.Objects[i].Kind != objSupplies {
		t.Fatal("Hicks does not carry the supplies")
	}
	exit := g.st.Objects[g.objIndex(t, objExit)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, exit)
	g.actAs(Hicks, 0)
	play(t, g).Choose("move", "move:"+g.squareName(exit))
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	play(t, g).Over(WinPlayers)
}

func TestStory_ViewHidesMissionBlips(t *testing.T) {
	// [aliens T.10] a face-down Mission Blip shows where, never what.
	g := storyGame(t, "mission-1", nil)
	b, _ := json.Marshal(g.View(0))
	if strings.Contains(string(b), `"face"`) || strings.Contains(string(b), `"kind":"newt"`) {
		t.Fatalf("view shows a face: %s", b)
	}
	if !strings.Contains(string(b), `"mission-blip"`) {
		t.Fatalf("view lacks the Mission Blips: %s", b)
	}
}

// storyHeader is a random game of one of the five story missions.
func storyHeader(i int) engine.Header {
	missions := []string{"mission-1", "mission-2", "mission-3", "rescue", "resupply"}
	o := DefaultOptions()
	o.Mission = missions[i%len(missions)]
	o.Players = 1 + (i/5)%4
	o.Heroes = []string{"hicks", "hudson", "vasquez", "ripley"}[:o.Players]
	o.Newt = o.Mission != "mission-1" && i%2 == 0
	o.MoreAliens = i%7 == 3
	if o.Mission == "rescue" {
		o.Captives = []string{"frost", "gorman"}[:1+i%2]
	}
	if i%3 == 1 && o.Mission != "rescue" {
		o.Lost = []string{"frost"}
	}
	return randomBotHeader(o, uint64(5000+i))
}

// TestRandomStoryGames: the engine contract and every invariant over
// random games of the story, Rescue and Resupply missions.
func TestRandomStoryGames(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 5
	}
	enginetest.RandomGames(t, enginetest.Config{
		New:        NewFromHeader,
		Header:     storyHeader,
		MaxChoices: 5000,
		Check:      checkAndHide,
		Leaks:      secrets,
		DeepEvery:  5,
	}, n)
}

func TestCampaignMission_RemovedCards(t *testing.T) {
	// [aliens R.3] a campaign mission is set up as normal, the free
	// gear-up taking only cards still in the campaign: removed cards are
	// neither equipped nor in the deck (R.4 step 3), and Check counts them.
	var removed []string
	for c := range DeckSize {
		if d := testDeck().cardDef(c); d.ID == cardPulseRifle || d.ID == cardSmartGun {
			removed = append(removed, testDeck().cardKey(c))
		}
	}
	g := newGame(t, func(o *Options) {
		o.Mission, o.Players, o.Heroes, o.Newt = "mission-2", 2, []string{"ripley", "vasquez"}, true
		o.Removed = removed
	})
	eqInt(t, "removed", len(g.st.Removed), len(removed))
	for _, c := range append(slices.Clone(g.st.Deck), g.equippedCards()...) {
		if slices.Contains(g.st.Removed, c) {
			t.Fatalf("removed card %s is in play", testDeck().cardKey(c))
		}
	}
	if len(g.equippedCards()) == 0 {
		t.Fatal("nobody was geared up")
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	v := g.View(0).(*View)
	eqInt(t, "view removed", v.Removed, len(removed))
}

func (g *Game) equippedCards() []int {
	var out []int
	for i := range g.st.Chars {
		for _, e := range g.st.Chars[i].Slots {
			if e >= 0 {
				out = append(out, e)
			}
		}
	}
	return out
}

func TestMissionCards(t *testing.T) {
	// [aliens S.4] nine Mission cards: Missions 1-3, the Rescue, the
	// Resupply and four Bug Hunts (S.3), each playable by name;
	// [aliens S.3.4] [aliens T.1] Bug Hunts and Mission 3 use both guns.
	r, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[content.MissionKind]int{}
	for _, m := range r.Missions {
		kinds[m.Kind]++
		guns := m.SentryGuns == 2
		if want := m.Kind == content.BugHuntMission || m.ID == "mission-3"; guns != want {
			t.Errorf("%s: %d sentry guns", m.ID, m.SentryGuns)
		}
		if !slices.Contains(r.missionNames(), m.ID) {
			t.Errorf("%s cannot be named", m.ID)
		}
	}
	if len(r.Missions) != 9 || kinds[content.StoryMission] != 3 || kinds[content.BugHuntMission] != 4 ||
		kinds[content.RescueMission] != 1 || kinds[content.ResupplyMission] != 1 {
		t.Fatalf("missions by kind %v", kinds)
	}
}

func TestTokenSquaresMatchTokenAt(t *testing.T) {
	// [aliens D.10] [aliens J.4] the set a Move uses for "may pass, may not
	// end" holds exactly the squares tokenAt reports, mission objects
	// included, on every mission's board.
	for _, id := range []string{"bug-hunt-1", "mission-1", "mission-2", "mission-3", "rescue", "resupply"} {
		o := DefaultOptions()
		o.Mission, o.Players, o.Heroes = id, 2, []string{"ripley", "hicks"}
		o.Newt = id == "mission-2" || id == "mission-3"
		if id == "rescue" {
			o.Captives = []string{"frost"}
		}
		g, err := New(o, 7)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		set := g.board.NewSquareSet()
		g.addTokenSquares(set)
		for s := 0; s < g.board.Len(); s++ {
			if set.Has(grid.Square(s)) != g.tokenAt(s) {
				t.Fatalf("%s: square %s: set %v, tokenAt %v", id, g.squareName(s), set.Has(grid.Square(s)), g.tokenAt(s))
			}
		}
	}
}

func TestRescue_NoCuttingUnderAnAlien(t *testing.T) {
	// [aliens S.1] the freed Character enters on the cocoon's space: not
	// while an Alien stands there (a reading; found by sulaco sim).
	g := storyGame(t, "rescue", func(o *Options) { o.Players, o.Heroes, o.Captives = 1, []string{"hicks"}, []string{"vasquez"} })
	g.quiet()
	coc := g.st.Objects[g.objIndex(t, objCocoon)].At
	g.st.Chars[Hicks].At = g.freeNextTo(t, coc)
	g.st.Aliens = append(g.st.Aliens, Alien{ID: 99, At: coc})
	g.actAs(Hicks, 0)
	key := "interact:" + g.squareName(coc)
	for _, o := range g.interactOptions(Hicks) {
		if o.Key == key {
			t.Fatalf("%s offered with an Alien on the cocoon", key)
		}
	}
	g.st.Aliens = g.st.Aliens[:len(g.st.Aliens)-1]
	if !slices.ContainsFunc(g.interactOptions(Hicks), func(o engine.Option) bool { return o.Key == key }) {
		t.Fatalf("%s not offered once the space is clear", key)
	}
}

func TestStory_TurnEventBlipsSpawnLikeACard(t *testing.T) {
	// [aliens Q.5] a mission's turn event puts Blips in at its Spawn
	// Points as the Turn Dial reaches its turn, as a Motion Tracker card
	// would: [aliens O.8] the highest-Rank player places a Blip where
	// there is a choice; [aliens O.10] a barricaded Spawn Point rolls the
	// Alien die for it (a 2 holds: the token goes back to the pool).
	g := storyGame(t, "mission-1", nil)
	g.quiet()
	sp1, sp2 := g.st.Spawns[0], g.st.Spawns[1]
	g.st.Aliens = append(g.st.Aliens, Alien{ID: 99, At: sp1}) // the Spawn Point is taken
	g.st.Spots = []int{sp2}
	want := g.spawnSquares(sp1)
	if len(want) < 2 {
		t.Fatalf("setup: %d squares nearest spawn point 1; the test needs a choice", len(want))
	}
	keys := make([]string, len(want))
	for i, s := range want {
		keys[i] = "spawn:" + g.squareName(s)
	}
	pool := len(g.st.Pool)
	g.st.Turn = 6 // the mission's event turn
	g.st.Stack = []frame{{Kind: kMarine}}
	g.turnEvents()
	g.rng.Force(2)
	g.advance()
	s := play(t, g)
	s.Event("aliens Q.5", "aliens.turn.event")
	s.Seat(g.highestRankSeat()).Prompt("aliens.prompt.spawn-event").Options(keys...).Choose(keys[len(keys)-1])
	s.Event("aliens O.10", "aliens.spot.holds")
	if !slices.Equal(g.st.Spots, []int{sp2}) {
		t.Fatalf("the barricade on spawn point 2 is gone: %v", g.st.Spots)
	}
	eqInt(t, "blip tokens drawn", pool-len(g.st.Pool), 3) // spawn points 1, 3, 4
	if g.st.Stack[0].Kind != kMarine {
		t.Fatalf("stack %v: the events come before the Marine Phase", g.st.Stack)
	}
}
