package marsattacks

import (
	"encoding/json"
	"strings"
	"testing"
)

// [mars M.16.2, M.19.5, S1.7, S2.7, S3.7, S4.6, S8.8, S5.6, S6.7, S7.7,
// S9.9, S10.10] each scenario says how many creature and artifact markers
// it uses: 8 in S1-S4 and S8, none in the others.
func TestScenarios_Markers_M_16_2(t *testing.T) {
	want := map[string]int{"s1": 8, "s2": 8, "s3": 8, "s4": 8, "s8": 8, "s5": 0, "s6": 0, "s7": 0, "s9": 0, "s10": 0}
	for id, n := range want {
		g := newScenarioGame(t, id, 4)
		on := 0
		for _, m := range g.st.Markers {
			if m.Sq.OnMat() && !m.FaceUp {
				on++
			}
		}
		if on != n {
			t.Errorf("%s: %d face-down markers on the mat; want %d", id, on, n)
		}
	}
}

// [mars M.16.1, M.16.3, M.16.8] three faces: face down ("?"), creature,
// alien artifact; the Martians collect creatures, the Humans artifacts.
func TestMarkers_Kinds_M_16_1(t *testing.T) {
	g := markerBoard(t, Martians, []MarkerPlacement{{Creature, "G7"}, {Artifact, "F6"}},
		"m=martian-disintegrator@H8", "h=us-hmg@A1")
	v, _ := json.Marshal(g.View(0))
	if strings.Contains(string(v), "creature") || strings.Contains(string(v), "artifact") || strings.Count(string(v), `"square":"`) < 2 {
		t.Fatalf("face-down markers show a kind: %s", v)
	}
	s := play(t, g)
	// The Martian takes the creature, turns the artifact up and leaves it.
	s.Choose("activate:m", "act:move", "step:G7")
	s.Event("mars M.16.5", "mars.markers.taken")
	s.Choose("step:F6")
	s.NoEvent("mars.markers.taken")
	v, _ = json.Marshal(g.View(0))
	if !strings.Contains(string(v), `"kind":"artifact"`) {
		t.Fatalf("the face-up artifact is not shown: %s", v)
	}
	if g.collects(Martians) != Creature || g.collects(Humans) != Artifact {
		t.Fatal("the Martians collect creatures, the Humans artifacts")
	}
}

// [mars M.16.9, A13, M.15.3] only entering a square by a MOVE reveals a
// marker: a figure scattered across markers leaves them face down.
func TestMarkers_ScatterDoesNotReveal_M_16_9(t *testing.T) {
	var ms []MarkerPlacement
	c, _ := ParseSq("D4")
	for q := Sq(0); q < Size*Size; q++ {
		if q != c && Dist(q, c) <= 2 {
			ms = append(ms, MarkerPlacement{Kind: Creature, At: q.String()})
		}
	}
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"knocked-flat"}, nil}, Markers: ms}
	g := boardWith(t, DefaultOptions(), setup, "h=us-hmg@A1", "m=martian-disintegrator@D4", "m9=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:knocked-flat")
	// Blue Knocked Flat: 2 dice 6+ miss, m survives, then SCATTER (2).
	s.Dice(1, 1, 1, 1, 1, 3).Choose("square:D4")
	s.Saw("mars M.15.3", "mars.scatter")
	if m := fig(t, g, "m"); m.Sq.String() == "D4" || Dist(m.Sq, c) != 2 {
		t.Fatalf("m on %s; want scattered 2 squares", m.Sq)
	}
	for _, mk := range g.st.Markers {
		if mk.FaceUp || !mk.Sq.OnMat() {
			t.Fatalf("marker %+v revealed or taken by a scatter", mk)
		}
	}
}

// [mars M.19.8, S3.1, S3.2, S5.2, S6.2, S8.3, S10.5, S10.6] each scenario
// fields exactly the figures it lists (S3's Humans: Deke, the Sergeant,
// the rocket launcher, 2 HMG and 6 assault rifles, 11 figures).
func TestScenarios_Forces_M_19_8(t *testing.T) {
	count := func(g *Game, s Side) map[string]int {
		n := map[string]int{}
		for i := range g.st.Figs {
			if g.st.Figs[i].Side == s && !g.st.Figs[i].Reserve {
				n[g.profiles[g.st.Figs[i].Profile].ID]++
			}
		}
		return n
	}
	for _, c := range []struct {
		id     string
		side   Side
		want   map[string]int
		figure int
	}{
		{"s3", Humans, map[string]int{"deke": 1, "us-sergeant": 1, "us-rocket-launcher": 1, "us-hmg": 2, "us-assault-rifle": 6}, 11},
		{"s3", Martians, map[string]int{"martian-commander": 1, "martian-freeze-ray": 1, "martian-disintegrator": 8}, 10},
		{"s5", Martians, map[string]int{"martian-freeze-ray": 2, "martian-disintegrator": 8}, 10},
		{"s6", Martians, map[string]int{"general-tor": 1, "martian-disintegrator": 6}, 7},
		{"s8", Martians, map[string]int{"general-tor": 1, "martian-disintegrator": 10, "martian-freeze-ray": 2}, 13},
		{"s10", Martians, map[string]int{"general-tor": 1, "martian-commander": 2, "martian-freeze-ray": 2, "martian-disintegrator": 16}, 21},
	} {
		g := newScenarioGame(t, c.id, 5)
		got := count(g, c.side)
		n := 0
		for _, k := range got {
			n += k
		}
		if !mapsEqual(got, c.want) || n != c.figure {
			t.Errorf("%s %v: %v (%d figures); want %v (%d)", c.id, c.side, got, n, c.want, c.figure)
		}
		for i := range g.st.Figs {
			if f := &g.st.Figs[i]; f.Side == c.side && !f.Reserve && !f.Sq.OnMat() {
				t.Errorf("%s: %s not deployed", c.id, f.ID)
			}
		}
	}
}

// [mars M.19.3, S2.6, S8.7] special terrain: S2's best-preserved wall
// stands under the blue square; S8's vault is walled with its only exit
// towards the Martian deployment squares.
func TestScenarios_SpecialTerrain_M_19_3(t *testing.T) {
	g := scenBoard(t, "s2", DefaultOptions(), "h=us-hmg@A1", "m=martian-disintegrator@H8")
	blue := g.zone('B')
	if len(blue) != 1 {
		t.Fatalf("S2 has %d blue squares; want 1", len(blue))
	}
	below := At(blue[0].X(), blue[0].Y()+1)
	if !g.wallBlocks(blue[0], below) {
		t.Fatalf("no solid wall between the blue square %s and %s", blue[0], below)
	}
	g = scenBoard(t, "s8", DefaultOptions(), "buddy@D3", "brandi@D3", "m=martian-disintegrator@H8")
	vault := g.zone('K')
	if len(vault) != 1 || vault[0].String() != "D3" {
		t.Fatalf("vault %v", vault)
	}
	red := g.zone('R')
	minRed := Size
	for _, q := range red {
		minRed = min(minRed, q.Y())
	}
	for _, q := range g.steps(g.figByID("buddy")) {
		if q.Y() <= vault[0].Y() || q.Y() >= minRed {
			t.Errorf("a step out of the vault to %s, not towards the Martian squares", q)
		}
	}
	if n := len(g.steps(g.figByID("buddy"))); n == 0 {
		t.Fatal("the vault has no exit")
	}
}
