package marsattacks

import (
	"encoding/json"
	"strings"
	"testing"
)

func markerBoard(t *testing.T, first Side, markers []MarkerPlacement, figs ...string) *Game {
	return boardWith(t, DefaultOptions(), Setup{First: first, NoDeal: true, Markers: markers}, figs...)
}

// [mars M.16.4, M.16.5, M.16.6, M.16.7] entering a square by MOVE turns
// its marker face up; the side that collects it picks it up at no cost;
// n markers score n-1 VP.
func TestMarkers_PickUp_M_16(t *testing.T) {
	g := markerBoard(t, Humans, []MarkerPlacement{{Artifact, "B2"}, {Artifact, "C3"}},
		"h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:move", "step:B2")
	s.Event("mars M.16.4", "mars.markers.revealed")
	s.Event("mars M.16.5", "mars.markers.taken")
	if g.st.VP[Humans] != 0 {
		t.Fatalf("vp %d after the first marker; want 0 (M.16.7)", g.st.VP[Humans])
	}
	// [mars M.16.6] the move goes on.
	s.Choose("step:C3")
	s.Event("mars M.16.7", "mars.vp")
	if g.st.VP[Humans] != 1 {
		t.Fatalf("vp %d after two markers; want 1", g.st.VP[Humans])
	}
}

// [mars M.16.3, M.16.4] a marker the figure's side does not collect stays
// face up for the other side; the view shows face-down markers without
// their kind.
func TestMarkers_WrongKind_M_16_4(t *testing.T) {
	g := markerBoard(t, Humans, []MarkerPlacement{{Creature, "B2"}},
		"h=us-assault-rifle@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	b, _ := json.Marshal(g.View(0))
	if strings.Contains(string(b), "creature") {
		t.Fatalf("the view shows a face-down marker's kind: %s", b)
	}
	s := play(t, g)
	s.Choose("activate:h", "act:move", "step:B2", "stop")
	s.NoEvent("mars.markers.taken")
	if m := g.st.Markers[0]; !m.FaceUp || m.Sq.String() != "B2" {
		t.Fatalf("marker %+v; want face up on B2", m)
	}
	b, _ = json.Marshal(g.View(1))
	if !strings.Contains(string(b), "creature") {
		t.Fatal("a face-up marker's kind is not shown")
	}
	// The Martians fetch it: moving into B2 (h is there) - first the
	// marker, then the fight (A13).
	s.Choose("activate:m", "act:move", "step:B2")
	s.Event("mars M.16.5", "mars.markers.taken")
	s.Event("mars M.8.1", "mars.fight.start")
}

// [mars M.18.10] Repair: Joe may spend a hero point to repair an artifact
// instead of scoring it; 4-6 gives a disintegrator (5+, 1-4).
func TestRepair_M_18_10(t *testing.T) {
	g := markerBoard(t, Humans, []MarkerPlacement{{Artifact, "B2"}},
		"joe@A1", "m=martian-disintegrator@E5")
	s := play(t, g)
	s.Choose("activate:joe", "act:move", "step:B2")
	s.Prompt("mars.prompt.repair").Options("repair", "score")
	s.Dice(5).Choose("repair")
	s.Event("mars M.18.10.3", "mars.repair.weapon")
	if j := fig(t, g, "joe"); j.HP != 3 || g.st.Markers[0].Sq != Off || g.st.VP[Humans] != 0 {
		t.Fatalf("joe %+v, marker %+v, vp %d", *j, g.st.Markers[0], g.st.VP[Humans])
	}
	s.Choose("stop")
	// Next round Joe can shoot E5 (distance 3) with it.
	s.Choose("activate:m", "act:nothing")
	s.Choose("activate:joe", "act:aim").Options("shoot:E5", "stop")
	s.Dice(5, 5, 1, 1, 1, 1, 1).Choose("shoot:E5")
	for d := g.Pending(); d != nil && d.Prompt.Key == "mars.prompt.card"; d = g.Pending() {
		s.Choose("no-card") // hands were dealt at the end of round 1
	}
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("target") != "5" {
		t.Fatalf("joe shot on %s+; want 5+", e.Msg.Arg("target"))
	}
}

// [mars M.18.10.5] with more than one weapon, one is chosen per SHOOT.
func TestRepair_TwoWeapons_M_18_10_5(t *testing.T) {
	g := board(t, "joe@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@E5")
	fig(t, g, "joe").Gained = 1<<Disintegrator | 1<<FreezePistol
	s := play(t, g)
	s.Choose("activate:joe", "act:aim").Options("shoot:C3:disintegrator", "shoot:E5:disintegrator", "shoot:C3:freeze-pistol", "stop")
	s.Dice(1, 1, 1, 1, 1, 1, 1).Choose("shoot:C3:freeze-pistol")
	s.Event("mars M.18.3", "mars.freeze")
	if !fig(t, g, "m").Activated {
		t.Fatal("the freeze pistol did not freeze (M.18.10.4)")
	}
}
