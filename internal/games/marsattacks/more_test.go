package marsattacks

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// [mars M.21.1, M.21.2] a side may have several seats: the team shares the
// side's hand and its first seat answers for it.
func TestTeams_M_21(t *testing.T) {
	o := DefaultOptions()
	o.Seats = []Side{Humans, Humans, Martians}
	g := boardWith(t, o, Setup{First: Humans, Hands: [2][]string{{"take-aim"}, {"hand-to-hand"}}, NoDeal: true}, quiet...)
	s := play(t, g)
	s.Seat(0).Choose("activate:h1", "act:nothing")
	s.Seat(2).Choose("no-card") // the Martians' reaction window (reaction.go)
	s.Seat(0).Choose("end")
	s.Seat(2)
	b, _ := json.Marshal(g.View(1))
	if !strings.Contains(string(b), strconv.Quote(g.HandNames(Humans)[0])) || strings.Contains(string(b), strconv.Quote(g.HandNames(Martians)[0])) {
		t.Fatalf("seat 1 view %s: want the Humans' hand only", b)
	}
	if out := g.Clone().(*Game); out.Seats() != 3 {
		t.Fatalf("%d seats", out.Seats())
	}
	if _, err := DecodeOptions(json.RawMessage(`{"seats":["humans","humans"]}`)); err == nil {
		t.Fatal("options without a Martian seat were accepted")
	}
}

// [mars M.13.2] an empty draw pile is replaced by the shuffled discard
// pile.
func TestReshuffle_M_13_2(t *testing.T) {
	g := board(t, quiet...)
	g.st.Discard = append(g.st.Discard, g.st.Deck...)
	g.st.Deck = g.st.Deck[:0]
	if _, ok := g.draw(); !ok {
		t.Fatal("no card drawn")
	}
	if len(g.st.Deck) != DeckSize-1 || len(g.st.Discard) != 0 {
		t.Fatalf("deck %d, discard %d", len(g.st.Deck), len(g.st.Discard))
	}
	// The drawn card is in no pile or hand now: Check must notice.
	if err := g.Check(); err == nil {
		t.Fatal("a card held nowhere passed the 54-card invariant (M.13.1)")
	}
}

// [mars M.18.6.4] a shooter that cannot see the Fearless figure picks
// among those it can see.
func TestFearless_Unseen_M_18_6_4(t *testing.T) {
	g := boardWith(t, DefaultOptions(), Setup{First: Martians, NoDeal: true},
		"m=martian-disintegrator@A1", "h=us-assault-rifle@C3", "t=troy@C3", "p=phil@C3")
	if err := g.SetSight("m", "h", Hidden); err != nil {
		t.Fatal(err)
	}
	s := play(t, g)
	s.Choose("activate:m", "act:shoot-move", "shoot:C3")
	s.Seat(1).Prompt("mars.prompt.target").Options("target:t", "target:p")
}

// [mars M.9.8] the rulebook's example: a US soldier sees Martians A, C and
// D, D completely: shooting at D gets the clear-view die; B is hidden.
func TestSightExample_M_9_8(t *testing.T) {
	g := board(t, "us=us-assault-rifle@A1", "a=martian-disintegrator@C3", "b=martian-disintegrator@D3",
		"c=martian-disintegrator@E3", "d=martian-disintegrator@F3")
	for _, r := range []struct {
		to string
		s  Sight
	}{{"b", Hidden}, {"d", Clear}} {
		if err := g.SetSight("us", r.to, r.s); err != nil {
			t.Fatal(err)
		}
	}
	s := play(t, g)
	s.Choose("activate:us", "act:aim").Options("shoot:C3", "shoot:E3", "shoot:F3", "stop")
	s.Dice(1, 1, 1, 1, 1, 1, 1, 1).Choose("shoot:F3")
	if e := s.Event("mars M.10.4", "mars.roll"); e.Msg.Arg("dice") != "5" { // 3 + clear view + AIM
		t.Fatalf("rolled %s dice; want 5", e.Msg.Arg("dice"))
	}
}

// [mars M.8.13] a defender with an activation marker still defends.
func TestFight_ActivatedDefender_M_8_13(t *testing.T) {
	g := fightBoard(t)
	fig(t, g, "m1").Activated = true
	s := play(t, g)
	s.Choose("activate:h1", "act:fight").Seat(1).Options("defend:fight", "defend:dodge")
}

// [mars M.12.9] an already terrified figure does not test again.
func TestTerrifiedAgain_M_12_9(t *testing.T) {
	g := board(t, "h=us-hmg@A1", "m1=martian-disintegrator@C3", "m2=martian-disintegrator@C3")
	fig(t, g, "m2").Terrified = true
	s := play(t, g)
	s.Choose("activate:h", "act:shoot-move", "shoot:C3")
	s.Dice(5, 5, 5, 1, 1, 1).Choose("target:m1")
	s.NoEvent("mars.terrified-test.fails").NoEvent("mars.terrified-test.passes")
}

// Unknown figures in a setup, sight for unknown figures and unknown
// scenarios are errors.
func TestSetupErrors(t *testing.T) {
	if _, err := NewSetup(DefaultOptions(), 1, Setup{Figures: []Placement{{Profile: "tripod", At: "A1"}}}); err == nil {
		t.Error("unknown profile accepted")
	}
	if _, err := NewSetup(DefaultOptions(), 1, Setup{Figures: []Placement{{Profile: "us-hmg", At: "Z9"}}}); err == nil {
		t.Error("bad square accepted")
	}
	o := DefaultOptions()
	o.Scenario = "s11"
	if _, err := New(o, 1); err == nil || !strings.HasPrefix(err.Error(), "marsattacks: ") {
		t.Errorf("unknown scenario: %v", err)
	}
	if err := board(t, quiet...).SetSight("nobody", "", Clear); err == nil {
		t.Error("sight from an unknown figure accepted")
	}
	if _, err := NewFromHeader(&engine.Header{Game: Name, Seats: []engine.SeatInfo{{}}}); err == nil {
		t.Error("one seat for two sides accepted")
	}
}

// [mars M.5.1.2, M.5.11] MOVE up to 1 (here 0) square, then FIGHT a
// (terrified) enemy in the square.
func TestMoveThenFight_M_5_1_2(t *testing.T) {
	g := fightBoard(t)
	fig(t, g, "m1").Terrified = true
	s := play(t, g)
	s.Choose("activate:h1", "act:move-shoot", "stop")
	s.Prompt("mars.prompt.shoot").Options("fight", "stop") // [mars M.5.6] no shooting with an enemy here
	s.Dice(1, 1, 1, 1, 1, 1).Choose("fight")
	s.Event("mars M.8.1", "mars.fight.start")
	s.NoEvent("mars.fight.charge") // it did not move into the square
}

// [mars M.7.4] a figure without a Fight value cannot fight: moving into
// an enemy square it is stuck there, and attacked it can only dodge.
func TestNoFightValue_M_7_4(t *testing.T) {
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	ps = append(slices.Clone(ps), Profile{ID: "robot", Side: Humans, Kind: Soldier, Survive: 6})
	setup := Setup{First: Humans, NoDeal: true, Profiles: ps}
	g := boardWith(t, DefaultOptions(), setup, "r=robot@B2", "m=martian-disintegrator@C3", "m2=martian-disintegrator@H8")
	s := play(t, g)
	s.Choose("activate:r", "act:move", "step:C3")
	s.Event("mars M.7.4", "mars.stuck")
	s.NoEvent("mars.fight.start")
	// Its own next activation: it cannot leave (M.6.5) nor fight.
	s.Choose("activate:m2", "act:nothing", "activate:m", "act:fight")
	s.Event("mars M.8.6", "mars.fight.defence") // dodge only: no question
	if got := s.Event("mars M.8.6", "mars.fight.defence").Msg.Arg("defence"); got != "dodge" {
		t.Fatalf("defence %q; want dodge", got)
	}
}

// [mars M.19.5, M.19.6] markers are placed at random locations, a roll on
// a deployment square or a square with a marker is repeated.
func TestMarkerPlacement_M_19_6(t *testing.T) {
	g := board(t, quiet...)
	// Row 1 (deployment), then row 3 col 3 = C3, then C3 again, then D4.
	g.rng.Force(1, 1, 3, 3, 3, 3, 4, 4)
	g.placeMarkers([]MarkerKind{Creature, Artifact}, func(q Sq) bool { return q.Y() == 0 })
	var got []string
	for _, m := range g.st.Markers {
		got = append(got, m.Sq.String())
	}
	if !slices.Equal(got, []string{"C3", "D4"}) {
		t.Fatalf("markers on %v; want C3 and D4", got)
	}
}

// [mars M.21.1] seats for a catalog: alternating sides.
func TestOptionsForSeats_M_21(t *testing.T) {
	o := OptionsForSeats(3)
	if !slices.Equal(o.Seats, []Side{Humans, Martians, Humans}) || o.validate() != nil {
		t.Fatalf("seats %v", o.Seats)
	}
	if len(OptionsForSeats(0).Seats) != 2 {
		t.Fatal("fewer than two seats")
	}
}

// DecodeOptions remembers the last options it read: the same JSON gives
// equal options, each call its own seats; bad JSON is never remembered,
// and other JSON is read anew.
func TestDecodeOptionsRemembered(t *testing.T) {
	raw := json.RawMessage(`{"scenario":"s3","seats":["humans","martians","humans"],"batonLethal":false}`)
	a, err := DecodeOptions(raw)
	if err != nil {
		t.Fatal(err)
	}
	a.Seats[0] = Martians // the caller's copy: must not reach the next call
	b, err := DecodeOptions(raw)
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultOptions()
	want.Scenario, want.Seats, want.BatonLethal = "s3", []Side{Humans, Martians, Humans}, false
	if !reflect.DeepEqual(b, want) {
		t.Fatalf("second decode %+v; want %+v", b, want)
	}
	bad := json.RawMessage(`{"scenario":"s3","seats":["humans","humans"]}`)
	for range 2 {
		if _, err := DecodeOptions(bad); err == nil {
			t.Fatal("seats of one side accepted")
		}
	}
	if _, err := DecodeOptions(json.RawMessage(`{"scenario":"s3","bogus":1}`)); err == nil {
		t.Fatal("unknown field accepted")
	}
	c, err := DecodeOptions(json.RawMessage(`{"scenario":"s9"}`))
	if err != nil || c.Scenario != "s9" || !c.BatonLethal {
		t.Fatalf("other JSON: %+v, %v", c, err)
	}
}
