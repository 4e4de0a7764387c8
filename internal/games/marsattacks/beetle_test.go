package marsattacks

import (
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// markerKinds are the markers a view shows, "square:kind".
func markerKinds(g *Game, seat engine.Seat) []string {
	var out []string
	for _, m := range g.View(seat).(*View).Markers {
		out = append(out, m.Square+":"+m.Kind)
	}
	return out
}

// [mars M.1.5, M.4.8, M.13.3, M.15.1, M.11.1, M.11.2] the mutant beetle
// is an effect marker that a card puts on the mat: the Martians play the
// card (its red effect) and roll its random location from their side
// (row 8, column 8 = A1); it attacks the figure there (3 dice, 5+), kills
// it (a card kill: 1 VP for the Martians, A21) and stays, face up for
// both sides.
func TestBeetle_CardPlacesMarker_M_1_5(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"mutant-beetle"}}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "h2=us-assault-rifle@H1", "m=martian-disintegrator@H8")
	s := play(t, g)
	s.Dice(8, 8, 5, 5, 5, 1, 1, 1).Choose("card:mutant-beetle")
	if e := s.Event("mars M.1.5", "mars.beetle.placed"); e.Msg.Arg("square") != "A1" {
		t.Fatalf("beetle placed on %s; want A1", e.Msg.Arg("square"))
	}
	if e := s.Event("mars M.11.1", "mars.beetle.roll"); e.Msg.Arg("dice") != "3" || e.Msg.Arg("target") != "5" {
		t.Fatalf("beetle rolled %s dice on %s+; want 3 on 5+", e.Msg.Arg("dice"), e.Msg.Arg("target"))
	}
	s.Event("mars M.11.2", "mars.killed")
	if fig(t, g, "h1").Alive || !fig(t, g, "h2").Alive {
		t.Fatal("want h1 killed by the beetle, h2 alive")
	}
	if g.st.VP[Martians] != 1 {
		t.Errorf("martian VP %d; want 1 (A21: the card's kill counts for its side)", g.st.VP[Martians])
	}
	// The marker stays, seen by both seats and spectators alike.
	for _, seat := range []engine.Seat{0, 1, -1} {
		if got := markerKinds(g, seat); !slices.Equal(got, []string{"A1:" + BeetleKind}) {
			t.Errorf("seat %d sees markers %v; want the beetle on A1", seat, got)
		}
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}

// [mars M.1.5, M.15.1] an empty square: the beetle stands there and rolls
// nothing; a card played while the beetle is on the mat moves the one
// beetle there is (row 4, column 4 from the Martians' side = E5).
func TestBeetle_SecondCardMovesIt_M_1_5(t *testing.T) {
	setup := Setup{First: Martians, NoDeal: true, Hands: [2][]string{nil, {"mutant-beetle"}}}
	g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	g.st.Beetle = beetle{On: true, Sq: At(3, 3), Side: Martians, Dice: 3, Shoot: 5}
	s := play(t, g)
	s.Dice(4, 4).Choose("card:mutant-beetle")
	if e := s.Event("mars M.1.5", "mars.beetle.placed"); e.Msg.Arg("square") != "E5" {
		t.Fatalf("beetle placed on %s; want E5", e.Msg.Arg("square"))
	}
	s.NoEvent("mars.beetle.roll")
	if got := markerKinds(g, 0); !slices.Equal(got, []string{"E5:" + BeetleKind}) {
		t.Fatalf("markers %v; want one beetle on E5", got)
	}
}

// [mars M.1.5, M.6.1, M.11.1, M.10.6, M.10.7] a figure that enters the
// beetle's square by a MOVE step is attacked: killed, its activation
// ends there; surviving, it goes on moving, and the beetle attacks again
// whenever it enters. Figures of either side: the beetle obeys nobody.
func TestBeetle_BitesOnEnter_M_1_5(t *testing.T) {
	tests := []struct {
		name      string
		dice      []int // the beetle's 3 dice, then the Survive roll's 3
		killed    bool
		martianVP int
	}{
		{"killed", []int{5, 5, 5, 1, 1, 1}, true, 1},
		{"survives", []int{5, 1, 1, 6, 1, 1}, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := board(t, "h=us-assault-rifle@A1", "h2=us-assault-rifle@C1", "m=martian-disintegrator@H8")
			g.st.Beetle = beetle{On: true, Sq: At(1, 1), Side: Martians, Dice: 3, Shoot: 5}
			s := play(t, g)
			s.Choose("activate:h", "act:move")
			s.Dice(tc.dice...).Choose("step:B2")
			s.Event("mars M.1.5", "mars.beetle.bites")
			s.Event("mars M.11.1", "mars.beetle.roll")
			h := fig(t, g, "h")
			if h.Alive == tc.killed {
				t.Fatalf("h alive %v; want killed %v", h.Alive, tc.killed)
			}
			if g.st.VP[Martians] != tc.martianVP {
				t.Errorf("martian VP %d; want %d", g.st.VP[Martians], tc.martianVP)
			}
			if tc.killed {
				// The activation is over: the turn goes on with the others.
				s.Prompt("mars.prompt.turn").Options("activate:h2", "end")
				return
			}
			s.Prompt("mars.prompt.step").Has("step:C3", "stop")
			s.Choose("step:C3", "end", "activate:m", "act:nothing")
			// h2 enters the square too, and is attacked too.
			s.Choose("activate:h2", "act:move")
			s.Dice(1, 1, 1, 1, 1, 1).Choose("step:B2")
			s.Event("mars M.1.5", "mars.beetle.bites")
		})
	}
}

// [mars M.1.5, M.6.6, M.8.2] the beetle attacks before the fight that
// entering an enemy square starts; a Martian entering its square is
// attacked as well.
func TestBeetle_BitesBeforeFight_M_1_5(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"h=us-assault-rifle@B2", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	g.st.Beetle = beetle{On: true, Sq: At(1, 1), Side: Humans, Dice: 3, Shoot: 5}
	s := play(t, g)
	s.Choose("activate:m", "act:move")
	// Three beetle dice, three Survive dice: a miss; the fight follows.
	s.Dice(1, 1, 1, 1, 1, 1).Choose("step:B2")
	i := slices.IndexFunc(s.Last, func(e engine.Event) bool { return e.Msg.Key == "mars.beetle.bites" })
	if i < 0 {
		t.Fatalf("no beetle attack on m: %v", s.Last)
	}
	if j := slices.IndexFunc(s.Last, func(e engine.Event) bool { return strings.HasPrefix(e.Rule, "mars M.8.") }); j >= 0 && j < i {
		t.Fatalf("the fight (%s) came before the beetle", s.Last[j].Rule)
	}
	if !fig(t, g, "m").Alive || g.st.Atk.Kind != atkFight {
		t.Fatalf("want m alive and in a fight; attack kind %d", g.st.Atk.Kind)
	}
}

// [mars M.1.5] scatter and placement are not entering by MOVE (as markers,
// A13): a figure pushed onto the beetle by SCATTER is not attacked.
func TestBeetle_NotOnScatter_M_1_5(t *testing.T) {
	g := board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@B2", "m2=martian-disintegrator@H8")
	g.st.Beetle = beetle{On: true, Sq: At(1, 2), Side: Humans, Dice: 3, Shoot: 5}
	// Whichever d8 result (A17) takes m from B2 to B3, the beetle's square.
	for d := 1; d <= 8; d++ {
		c := g.Clone().(*Game)
		c.rng.Force(d)
		c.scatter(c.figByID("m"), 1, Humans)
		if c.st.Figs[c.figByID("m")].Sq == At(1, 2) {
			for _, e := range c.TakeEvents() {
				if e.Msg.Key == "mars.beetle.bites" {
					t.Fatal("the beetle attacked a scattered figure")
				}
			}
			return
		}
	}
	t.Fatal("no scatter direction reaches B3")
}

// [mars M.1.5, M.13.3] the Humans' side of the card sprays the beetle off
// the mat; without a beetle there is nothing to spray, and the card is
// not offered.
func TestBeetle_Squashed_M_1_5(t *testing.T) {
	for _, on := range []bool{true, false} {
		setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{{"mutant-beetle"}, nil}}
		g := boardWith(t, DefaultOptions(), setup, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
		if on {
			g.st.Beetle = beetle{On: true, Sq: At(3, 3), Side: Martians, Dice: 3, Shoot: 5}
		}
		s := play(t, g)
		if !on {
			s.Lacks("card:mutant-beetle")
			continue
		}
		s.Choose("card:mutant-beetle")
		if e := s.Event("mars M.1.5", "mars.beetle.squashed"); e.Msg.Arg("square") != "D4" {
			t.Fatalf("squashed on %s; want D4", e.Msg.Arg("square"))
		}
		if g.st.Beetle.On || len(markerKinds(g, 0)) != 0 {
			t.Fatalf("the beetle is still on the mat: %+v", g.st.Beetle)
		}
		if err := g.Check(); err != nil {
			t.Fatal(err)
		}
	}
}

// [mars M.1.5] the invariants hold the beetle to the mat and to its card's
// numbers.
func TestBeetle_Check_M_1_5(t *testing.T) {
	tests := []struct {
		name string
		b    beetle
		ok   bool
	}{
		{"off", beetle{}, true},
		{"on", beetle{On: true, Sq: At(2, 2), Dice: 3, Shoot: 5}, true},
		{"off the mat", beetle{On: true, Sq: Off, Dice: 3, Shoot: 5}, false},
		{"no dice", beetle{On: true, Sq: At(2, 2), Shoot: 5}, false},
		{"left a square", beetle{Sq: At(2, 2)}, false},
	}
	for _, tc := range tests {
		g := board(t, "h=us-assault-rifle@A1", "m=martian-disintegrator@H8")
		g.st.Beetle = tc.b
		if err := g.Check(); (err == nil) != tc.ok {
			t.Errorf("%s: Check() = %v; want ok %v", tc.name, err, tc.ok)
		}
	}
}
