package marsattacks

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// bookScenarios are the ten scenarios of the rulebook, sorted.
func bookScenarios() []string {
	var ids []string
	for id := range scenarios {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// profileOf returns the built-in profile with the given id.
func profileOf(t *testing.T, id string) Profile {
	t.Helper()
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("no profile %q", id)
	return Profile{}
}

// forces counts the figures scenario def fields, by profile id: its
// forces, groups and reinforcements.
func forces(def *scenarioDef) map[string]int {
	n := map[string]int{}
	for _, id := range append(slices.Clone(def.Humans), def.Martians...) {
		n[id]++
	}
	for _, gr := range def.Groups {
		for _, id := range gr.IDs {
			n[id]++
		}
	}
	for _, ids := range def.Reinforcements {
		for _, id := range ids {
			n[id]++
		}
	}
	return n
}

// [mars M.1.1, M.1.2, M.1.6, M.13.1] the box: one 8x8 mat of squares, a
// deck of 54 cards, General Tor, 20 Martian troopers (2 commanders, 2
// freeze rays, 16 disintegrators), 10 US soldiers (Sergeant, rocket
// launcher, 2 HMG, 6 assault rifles) and 9 human heroes. No scenario
// fields more figures of a type than the box holds, and S10 fields them
// all.
func TestComponents_Box_M_1_1(t *testing.T) {
	if Size != 8 {
		t.Fatalf("the mat is %d squares wide; want 8", Size)
	}
	for x := range 8 {
		for y := range 8 {
			name := string([]byte{byte('A' + x), byte('1' + y)})
			if q, ok := ParseSq(name); !ok || q.String() != name {
				t.Fatalf("square %s: %v %v", name, q, ok)
			}
		}
	}
	for _, bad := range []string{"I1", "A9", "A0", "a1", ""} {
		if _, ok := ParseSq(bad); ok {
			t.Errorf("square %q accepted; the mat is A1-H8", bad)
		}
	}
	cards, err := Cards()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range cards {
		n += c.Copies
	}
	if n != 54 || DeckSize != 54 {
		t.Fatalf("deck of %d cards (DeckSize %d); want 54", n, DeckSize)
	}
	box := map[string]int{
		"general-tor": 1, "martian-commander": 2, "martian-freeze-ray": 2, "martian-disintegrator": 16,
		"us-sergeant": 1, "us-rocket-launcher": 1, "us-hmg": 2, "us-assault-rifle": 6,
		"buddy": 1, "brandi": 1, "deke": 1, "joe": 1, "eva": 1, "ashley": 1, "troy": 1, "phil": 1, "edwyn": 1,
	}
	heroes := 0
	for id := range box {
		p := profileOf(t, id)
		if p.Kind == Hero && p.Side == Humans {
			heroes++
		}
	}
	if heroes != 9 || profileOf(t, "general-tor").Side != Martians {
		t.Fatalf("%d human heroes; want 9 and General Tor a Martian", heroes)
	}
	if got := forces(scenarios["s10"]); !mapsEqual(got, box) {
		t.Errorf("S10 fields %v; want the whole box %v", got, box)
	}
	for _, id := range bookScenarios() {
		for p, k := range forces(scenarios[id]) {
			if k > box[p] {
				t.Errorf("%s fields %d × %s; the box has %d", id, k, p, box[p])
			}
		}
	}
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// [mars M.1.2] a terrain map must be the 8x8 mat.
func TestComponents_MatSize_M_1_2(t *testing.T) {
	var b strings.Builder
	b.WriteString("board: small\n")
	for range 7 {
		b.WriteString("+ + + + + + + + +\n . . . . . . . .\n")
	}
	b.WriteString("+ + + + + + + + +\n")
	if _, err := ParseTerrain("small.map", b.String()); err == nil || !strings.Contains(err.Error(), "want 8x8 (M.1.2)") {
		t.Fatalf("an 8x7 mat: %v", err)
	}
}

// [mars M.1.4, M.6.2] building pieces are walls on the mat's square edges:
// a board map places them, and a solid one stops a step across its edge.
func TestComponents_Walls_M_1_4(t *testing.T) {
	var b strings.Builder
	b.WriteString("board: w\n+ + + + + + + + +\n .|. . . . . . .\n")
	for range 7 {
		b.WriteString("+ + + + + + + + +\n . . . . . . . .\n")
	}
	b.WriteString("+ + + + + + + + +\n")
	g := boardWith(t, DefaultOptions(), Setup{First: Humans, NoDeal: true, Terrain: b.String()}, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:move").Has("step:A2", "step:B2").Lacks("step:B1")
}

// [mars M.1.7, M.2.5] dice are d8 and a pool may grow beyond the 6 dice
// of the box: AIM, clear view and the Anti-tank weapon make 7.
func TestComponents_BigPool_M_1_7(t *testing.T) {
	g := bigBoard(t, Humans, "r=us-rocket-launcher@A1", "tk=martian-tank@D4", "m9=martian-disintegrator@H8")
	if err := g.SetSight("r", "tk", Clear); err != nil {
		t.Fatal(err)
	}
	s := play(t, g)
	s.Choose("activate:r", "act:aim")
	s.Dice(1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1).Choose("shoot:D4")
	e := s.Event("mars M.10.4", "mars.roll")
	// 7 dice; the 8 explodes into an 8th die from the supply (a 1): 8
	// dice rolled, one success.
	if e.Msg.Arg("dice") != "8" || e.Msg.Arg("successes") != "1" {
		t.Fatalf("roll %v; want 8 dice rolled and 1 success", e.Msg.Args)
	}
	for i := range 100 {
		if r := g.rng.Roll(8); r < 1 || r > 8 {
			t.Fatalf("roll %d: %d is no d8 result", i, r)
		}
	}
}

// [mars M.1.8, M.17.2] the hero track: every figure's hero points start
// at its profile's and the view shows those left.
func TestComponents_HeroTrack_M_1_8(t *testing.T) {
	g := board(t, "eva@A1", "sarge=us-sergeant@A2", "h=us-assault-rifle@A3", "m=martian-disintegrator@H8")
	for id, want := range map[string]int{"eva": 4, "sarge": 2, "h": 0} {
		if hp := int(fig(t, g, id).HP); hp != want {
			t.Errorf("%s starts with %d hero points; want %d", id, hp, want)
		}
	}
	s := play(t, g)
	s.Choose("activate:eva", "extra:move", "step:B2")
	var v View
	b, _ := json.Marshal(g.View(1))
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	for _, f := range v.Figures {
		if f.ID == "eva" && f.HP != 3 {
			t.Fatalf("the view shows eva with %d hero points; want 3", f.HP)
		}
	}
}

// [mars M.1.3, M.3.1] colours are cosmetic: the view names every
// figure's side and profile, whatever its paint; the profile tells a
// soldier from a hero.
func TestComponents_FiguresByData_M_1_3(t *testing.T) {
	g := board(t, "eva@A1", "h=us-hmg@A2", "tor=general-tor@H8", "m=martian-disintegrator@H7")
	v := g.View(0).(*View)
	want := map[string]string{"eva": "humans/hero", "h": "humans/soldier", "tor": "martians/hero", "m": "martians/soldier"}
	for _, f := range v.Figures {
		got := f.Side.String() + "/" + profileOf(t, f.Profile).Kind.String()
		if got != want[f.ID] {
			t.Errorf("%s: %s; want %s", f.ID, got, want[f.ID])
		}
	}
}

// [mars M.2.1, M.21.1] two sides, Humans and Martians, each with at
// least one seat.
func TestSides_M_2_1(t *testing.T) {
	if Humans.Other() != Martians || Martians.Other() != Humans {
		t.Fatal("the two sides are not each other's enemy")
	}
	o := DefaultOptions()
	o.Seats = []Side{Humans, Humans}
	if _, err := New(o, 1); err == nil {
		t.Fatal("a game without a Martian seat was set up")
	}
}

// [mars M.2.2, M.17.3] each scenario is played on its own: a new game
// (the next scenario of a sequence) starts every figure with its full
// hero points again.
func TestScenarios_Single_M_2_2(t *testing.T) {
	for _, id := range bookScenarios() {
		g := newScenarioGame(t, id, 2)
		for _, f := range g.st.Figs {
			if want := g.profiles[f.Profile].HeroPoints; int(f.HP) != want {
				t.Errorf("%s: %s starts with %d hero points; want %d", id, f.ID, f.HP, want)
			}
		}
	}
}

// [mars M.2.3, M.20.2, M.20.6] the first side to reach 8 VP wins, at once:
// no further question is asked in the turn.
func TestVictory_EightVP_M_2_3(t *testing.T) {
	g := scenBoard(t, "s1", DefaultOptions(), "h=us-hmg@A1", "h2=us-hmg@A2", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	g.st.VP[Humans] = 7
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move")
	// 3 hits against 0 + armour: killed by shooting, +1 VP (S1.5).
	s.Dice(5, 5, 5, 1, 1, 1).Choose("shoot:C3")
	s.Over("humans")
	if g.Pending() != nil {
		t.Fatal("the game asks on after the win")
	}
}

// [mars M.2.6] a "-" for Shoot and Range: the figure cannot SHOOT; a "-"
// for hero points is 0: no hero point to spend.
func TestProfiles_Dash_M_2_6(t *testing.T) {
	s := play(t, board(t, "joe@A1", "h=us-assault-rifle@A2", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8"))
	s.Choose("activate:joe").Lacks("act:aim", "act:shoot-move", "extra:shoot").Has("extra:move")
	s.Choose("act:nothing", "done")
	s.Choose("activate:h").Has("act:aim").Lacks("extra:move", "extra:shoot")
}

// [mars M.3.2] all soldiers of one type share one profile.
func TestProfiles_SoldiersAlike_M_3_2(t *testing.T) {
	g := board(t, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@B1", "m=martian-disintegrator@H8")
	if fig(t, g, "h1").Profile != fig(t, g, "h2").Profile {
		t.Fatal("two assault-rifle soldiers with different profiles")
	}
}

// [mars M.3.3] heroes are unique: a hero cannot be placed twice; General
// Tor is a Martian hero.
func TestProfiles_HeroesUnique_M_3_3(t *testing.T) {
	_, err := NewSetup(DefaultOptions(), 1, Setup{First: Humans, NoDeal: true,
		Figures: []Placement{{Profile: "eva", At: "A1"}, {Profile: "eva", At: "B1", ID: "eva2"}, {Profile: "martian-disintegrator", At: "H8"}}})
	if err == nil || !strings.Contains(err.Error(), "heroes are unique (M.3.3)") {
		t.Fatalf("two Evas: %v", err)
	}
	if p := profileOf(t, "general-tor"); p.Kind != Hero || p.Side != Martians {
		t.Fatalf("General Tor: %v %v", p.Kind, p.Side)
	}
}

// [mars M.3.5, M.18.7] civilians are neither soldiers nor heroes: Born
// Leader names a hero, never a civilian.
func TestProfiles_Civilians_M_3_5(t *testing.T) {
	if k := profileOf(t, "civilian").Kind; k != Civilian {
		t.Fatalf("civilian kind %v", k)
	}
	s := play(t, board(t, "ashley@A1", "troy@B1", "c=civilian@A2", "h=us-assault-rifle@B2", "m=martian-disintegrator@H8"))
	s.Choose("activate:ashley", "act:nothing", "born-leader")
	s.Has("name:troy").Lacks("name:c", "name:h")
}

// [mars M.3.6, A7 ii] the Sergeant and the Commander are soldiers with 2
// hero points, spent like a hero's; the literal alternative gives them
// no extra action.
func TestProfiles_SoldiersWithHeroPoints_M_3_6(t *testing.T) {
	for _, p := range []string{"us-sergeant", "martian-commander"} {
		if pr := profileOf(t, p); pr.Kind != Soldier || pr.HeroPoints != 2 {
			t.Fatalf("%s: %v with %d hero points", p, pr.Kind, pr.HeroPoints)
		}
	}
	setup := Setup{First: Martians, NoDeal: true}
	s := play(t, boardWith(t, DefaultOptions(), setup, "c=martian-commander@H8", "h=us-assault-rifle@A1"))
	s.Choose("activate:c").Has("extra:move")
	o := DefaultOptions()
	o.SoldierHeroPoints = false
	s = play(t, boardWith(t, o, setup, "c=martian-commander@H8", "h=us-assault-rifle@A1"))
	s.Choose("activate:c").Lacks("extra:move")
}

// [mars M.19.12, S1.8, S2.8, S4.7, S5.7, S7.7, S9.9] ten scenarios, each a
// snapshot of the invasion with its own story: setting one up logs its
// title and introduction, which every language tells.
func TestScenarios_Stories_M_19_12(t *testing.T) {
	want := []string{"s1", "s10", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9"}
	if got := bookScenarios(); !slices.Equal(got, want) {
		t.Fatalf("scenarios %v; want %v", got, want)
	}
	cat, err := builtinText()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range bookScenarios() {
		o := DefaultOptions()
		o.Scenario = id
		g, err := New(o, 1)
		if err != nil {
			t.Fatal(err)
		}
		var keys []string
		for _, e := range g.TakeEvents() {
			if e.Rule == "mars M.19.12" {
				keys = append(keys, e.Msg.Key)
			}
		}
		if want := []string{"mars.scenario." + id + ".title", "mars.scenario." + id + ".intro"}; !slices.Equal(keys, want) {
			t.Fatalf("%s: story events %v; want %v", id, keys, want)
		}
		for _, k := range keys {
			for _, lang := range []string{"en", "de", "fr", "pl"} {
				if !cat.Has(lang, k) {
					t.Errorf("%s has no %s text", k, lang)
				}
			}
		}
	}
}
