package marsattacks

import (
	"slices"
	"testing"
)

// The rulebook's worked examples (seed 002, cited "DE n"), each as a test.
// Examples whose diagram is lost are played on the reading the spec gives
// (the coordinates of M.15.1, the sight model of los.go). Others live
// beside their rule: the sight-line picture (los_test.go
// TestLOS_Example_M_9_8, more_test.go TestSightExample_M_9_8), the
// diagonal captions (terrain_test.go TestTerrain_Diagonal_M_6_3).

// [mars M.18.11.2] DE 1059-1064: "3 SHOOT successes against 2 Survive
// successes and 1 from ARMOUR (3 in all): the armour made the difference
// between life and death; the figure is terrified afterwards."
func TestExample_Armour_DE_1059(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	shootAt(t, g, "h", "C3", 5, 5, 5, 6, 6, 1)
	if m := fig(t, g, "m"); !m.Alive || !m.Terrified {
		t.Fatalf("m %+v; want alive and terrified", *m)
	}
}

// [mars M.18.15.2] DE 1127-1133: "3 SHOOT successes against 1 or 2
// Survive successes and 2 from HEAVY ARMOUR (3 or 4 in all): terrified."
func TestExample_HeavyArmour_DE_1127(t *testing.T) {
	for _, survive := range [][]int{{5, 1, 1}, {5, 5, 1}} {
		g := board(t, "s=us-sergeant@A1", "tor=general-tor@C3")
		shootAt(t, g, "s", "C3", append([]int{4, 4, 4}, survive...)...)
		if tor := fig(t, g, "tor"); !tor.Alive || !tor.Terrified || tor.HP != 5 {
			t.Fatalf("survive %v: tor %+v; want alive, terrified, no hero point spent", survive, *tor)
		}
	}
}

// [mars M.15.1] DE 780-790: "first a 5, then a 6" and "first a 7, then a
// 6": the first die is the row, the second the column, both counted from
// the bottom-left corner as the roller sees the mat. The Humans sit at
// row 1, the Martians at row 8, so the same rolls give squares turned by
// half a circle.
func TestExample_RandomLocation_DE_780(t *testing.T) {
	g := board(t, quiet...)
	for _, c := range []struct {
		side Side
		dice []int
		want string
	}{
		{Humans, []int{5, 6}, "F5"}, {Humans, []int{7, 6}, "F7"},
		{Martians, []int{5, 6}, "C4"}, {Martians, []int{7, 6}, "C2"},
	} {
		g.rng.Force(c.dice...)
		if got := g.randomSquare(c.side).String(); got != c.want {
			t.Errorf("%s roll %v: %s; want %s", c.side, c.dice, got, c.want)
		}
	}
}

// [mars M.15.2] DE 742-751: the edge die, 1-2 the roller's nearest edge,
// 3-4 his left, 5-6 his right, 7-8 the opposite one; then one die along
// it. Every roll from both seats lands on the right edge.
func TestExample_RandomEdge_DE_742(t *testing.T) {
	g := board(t, quiet...)
	// Edges as the Humans see the mat: row 1 near, column A left.
	onEdge := func(q Sq, edge int) bool {
		switch edge {
		case 0:
			return q.Y() == 0
		case 1:
			return q.X() == 0
		case 2:
			return q.X() == Size-1
		}
		return q.Y() == Size-1
	}
	for _, side := range []Side{Humans, Martians} {
		for e := 1; e <= 8; e++ {
			var along []Sq
			for n := 1; n <= 8; n++ {
				g.rng.Force(e, n)
				q := g.randomEdgeSquare(side)
				edge := (e - 1) / 2 // near, left, right, opposite
				if side == Martians {
					edge = 3 - edge // the Martians' near edge is row 8, their left column H
				}
				if !onEdge(q, edge) {
					t.Fatalf("%s rolls %d, %d: %s is not on edge %d", side, e, n, q, edge)
				}
				along = append(along, q)
			}
			slices.Sort(along)
			if len(slices.Compact(along)) != 8 {
				t.Fatalf("%s edge roll %d: the second die reaches %d squares; want 8", side, e, len(along))
			}
		}
	}
}

// [mars M.9.2, M.9.8] DE 400-408, 537-539: "the Martian trooper shoots at
// the US soldier three squares away": the distance counts the target's
// square but not the shooter's, along the shortest path, walls ignored;
// 3 is within the disintegrator's 1-4.
func TestExample_ThreeSquares_DE_537(t *testing.T) {
	a, _ := ParseSq("B2")
	for _, c := range []struct {
		to   string
		want int
	}{{"E2", 3}, {"E5", 3}, {"C4", 2}, {"B2", 0}, {"F2", 4}, {"G7", 5}} {
		b, _ := ParseSq(c.to)
		if got := Dist(a, b); got != c.want {
			t.Errorf("B2 to %s: %d squares; want %d", c.to, got, c.want)
		}
	}
	setup := Setup{First: Martians, NoDeal: true}
	g := boardWith(t, DefaultOptions(), setup, "m=martian-disintegrator@B2", "us=us-assault-rifle@E2", "far=us-assault-rifle@G7")
	play(t, g).Choose("activate:m", "act:aim").Options("shoot:E2", "stop")
}

// [mars M.20.1, S3.4] DE 1563-1567: "1 VP per 2 killed soldiers": one
// killed soldier alone scores nothing.
func TestExample_NoPartialPoints_DE_1563(t *testing.T) {
	g := scenBoard(t, "s3", DefaultOptions(), "h=us-hmg@A1", "h2=us-hmg@A2", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@C4", "m3=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move")
	s.Dice(5, 5, 5, 1, 1, 1).Choose("shoot:C3", "stop")
	if fig(t, g, "m1").Alive || g.st.VP[Humans] != 0 {
		t.Fatalf("after one kill: m1 alive %v, VP %d; want dead and 0 VP", fig(t, g, "m1").Alive, g.st.VP[Humans])
	}
	s.Choose("activate:h2", "act:shoot-move")
	s.Dice(5, 5, 5, 1, 1, 1).Choose("shoot:C4")
	if g.st.VP[Humans] != 1 {
		t.Fatalf("after two kills: %d VP; want 1", g.st.VP[Humans])
	}
}

// [mars M.2.4] DE 116-119: "5+" means a 5 or higher is a success.
func TestExample_FivePlus_DE_118(t *testing.T) {
	g := board(t, quiet...)
	for v := 1; v <= 7; v++ {
		g.rng.Force(v)
		r := g.rollDice(1, 5, false)
		if want := map[bool]int{true: 1, false: 0}[v >= 5]; r.Successes != want {
			t.Errorf("a %d against 5+: %d successes; want %d", v, r.Successes, want)
		}
	}
}

// [mars M.11.1] DE 509-512: "5 dice, 5+ SHOOT attack": five dice, each 5
// or more a success — the Humans' Air Strike.
func TestExample_CardAttack_DE_509(t *testing.T) {
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"air-strike"}, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-hmg@A1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("card:air-strike")
	s.Dice(5, 6, 4, 1, 7, 6, 6, 6).Choose("square:H8")
	if e := s.Event("mars M.11.1", "mars.roll"); e.Msg.Arg("dice") != "5" || e.Msg.Arg("target") != "5" || e.Msg.Arg("successes") != "3" {
		t.Fatalf("card roll %v; want 5 dice on 5+, 3 successes", e.Msg.Args)
	}
}

// [mars M.14.5, M.14.7, M.14.10] DE 725-731, the area pictures: red the
// target square, the yellow arrow the direction, orange the further
// squares hit — to the mat edge for DIRECTIONAL, the 8 around it for an
// EXPLOSION.
func TestExample_Areas_DE_725(t *testing.T) {
	d4, _ := ParseSq("D4")
	got := directional(Humans, d4, Right)
	var names []string
	for _, q := range got {
		names = append(names, q.String())
	}
	if want := []string{"D4", "E4", "F4", "G4", "H4"}; !slices.Equal(names, want) {
		t.Errorf("directional right from D4: %v; want %v", names, want)
	}
	names = nil
	for _, q := range explosion(d4) {
		names = append(names, q.String())
	}
	slices.Sort(names)
	if want := []string{"C3", "C4", "C5", "D3", "D4", "D5", "E3", "E4", "E5"}; !slices.Equal(names, want) {
		t.Errorf("explosion on D4: %v; want %v", names, want)
	}
	a1, _ := ParseSq("A1")
	if n := len(explosion(a1)); n != 4 {
		t.Errorf("explosion in the corner: %d squares; want 4 (only those on the mat)", n)
	}
}
