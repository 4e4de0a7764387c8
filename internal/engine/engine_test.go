package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestRNGDeterministic(t *testing.T) {
	a, b := NewRNG(7), NewRNG(7)
	for i := range 1000 {
		if x, y := a.Roll(10), b.Roll(10); x != y {
			t.Fatalf("roll %d: %d != %d with the same seed", i, x, y)
		}
	}
	c := NewRNG(8)
	same := 0
	for range 100 {
		if a.Roll(10) == c.Roll(10) {
			same++
		}
	}
	if same > 40 {
		t.Fatalf("seeds 7 and 8 agree on %d of 100 d10 rolls", same)
	}
}

func TestRNGCopyIsIndependent(t *testing.T) {
	a := NewRNG(1)
	a.Roll(6)
	b := a // copying the state copies the generator
	if x, y := a.Uint64(), b.Uint64(); x != y {
		t.Fatalf("copy diverged at once: %d != %d", x, y)
	}
	a.Uint64()
	if string(a.State()) == string(b.State()) {
		t.Fatal("advancing one copy advanced the other")
	}
}

func TestRNGRollRangeAndUniform(t *testing.T) {
	r := NewRNG(99)
	const n = 60000
	var counts [11]int
	for range n {
		v := r.Roll(10)
		if v < 1 || v > 10 {
			t.Fatalf("d10 rolled %d", v)
		}
		counts[v]++
	}
	for face := 1; face <= 10; face++ {
		// Expected 6000 each; 5 standard deviations is about ±367.
		if c := counts[face]; c < 5600 || c > 6400 {
			t.Errorf("face %d came up %d times in %d rolls", face, c, n)
		}
	}
}

func TestRNGForce(t *testing.T) {
	r := NewRNG(3)
	r.Force(4, 6)
	c := r // a copy sees the same forced results
	if got := []int{r.Roll(10), r.Roll(6)}; got[0] != 4 || got[1] != 6 {
		t.Fatalf("forced rolls = %v; want [4 6]", got)
	}
	if r.Forced() != 0 || c.Forced() != 2 {
		t.Fatalf("forced left: %d and copy %d; want 0 and 2", r.Forced(), c.Forced())
	}
	defer func() {
		if recover() == nil {
			t.Fatal("a forced 7 on a d6 did not panic")
		}
	}()
	r.Force(7)
	r.Roll(6)
}

func TestShuffleIsPermutation(t *testing.T) {
	r := NewRNG(5)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	seen := map[int]bool{}
	for _, x := range xs {
		seen[x] = true
	}
	if len(seen) != 10 {
		t.Fatalf("shuffle lost elements: %v", xs)
	}
}

func TestMsg(t *testing.T) {
	m := M("aliens.moved", "who", "hicks", "steps", 3, "seat", Seat(2))
	if m.Key != "aliens.moved" || m.Arg("who") != "hicks" || m.Arg("steps") != "3" || m.Arg("seat") != "2" || m.Arg("none") != "" {
		t.Fatalf("M built %+v", m)
	}
	for _, bad := range []func(){
		func() { M("k", "odd") },
		func() { M("k", 1, 2) },
		func() { M("k", "x", 1.5) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Error("a malformed message did not panic")
				}
			}()
			bad()
		}()
	}
}

func TestAudience(t *testing.T) {
	if !Public.Sees(Spectator) || !Public.Sees(3) {
		t.Fatal("a public event is hidden from someone")
	}
	a := Only(1, 3)
	for seat, want := range map[Seat]bool{Spectator: false, 0: false, 1: true, 2: false, 3: true} {
		if a.Sees(seat) != want {
			t.Errorf("Only(1,3).Sees(%d) = %v", seat, !want)
		}
	}
}

// TestAudienceFailsClosed: the zero audience is nobody, and a seat out of
// range is an error, never everyone.
func TestAudienceFailsClosed(t *testing.T) {
	var zero Audience
	for _, seat := range []Seat{Spectator, 0, 1, 5, 62, 63, 64} {
		if zero.Sees(seat) {
			t.Errorf("the zero audience is seen by seat %d", seat)
		}
		if (Event{}).To.Sees(seat) {
			t.Errorf("an event without an audience is seen by seat %d", seat)
		}
	}
	for _, seat := range []Seat{Spectator, -2, MaxSeats, 64, 100} {
		if a, err := SeatsAudience(seat); err == nil {
			t.Errorf("SeatsAudience(%d) = %v, want an error", seat, a)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Only(%d) did not panic", seat)
				}
			}()
			a := Only(seat)
			if a.Sees(Spectator) || a.Sees(0) {
				t.Errorf("Only(%d) is seen by others", seat)
			}
		}()
	}
	a := Only(62)
	if !a.Sees(62) || a.Sees(Spectator) || a.Sees(0) {
		t.Errorf("Only(62) = %v", a)
	}
	var l Log
	l.Add("r", M("k"), nil)
	if ev := l.Take(); !ev[0].To.Sees(Spectator) {
		t.Error("Log.Add does not make a public event")
	}
	for _, a := range []Audience{Public, Nobody, Only(0, 2)} {
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var back Audience
		if err := json.Unmarshal(b, &back); err != nil || back != a {
			t.Errorf("audience %v -> %s -> %v, %v", a, b, back, err)
		}
	}
	var bad Audience
	if err := json.Unmarshal([]byte(`[64]`), &bad); err == nil {
		t.Error("an audience of seat 64 decodes")
	}
}

func TestDecisionValidate(t *testing.T) {
	d := &Decision{Seat: 1, Options: []Option{{Key: "roll"}, {Key: "hold"}}}
	if err := d.Validate("pig", 1, "hold"); err != nil {
		t.Fatalf("legal choice rejected: %v", err)
	}
	tests := []struct {
		seat Seat
		key  string
		want string
	}{
		{0, "roll", `pig: seat 0 cannot choose "roll": seat 0 is not to choose; seat 1 is`},
		{1, "jump", `pig: seat 1 cannot choose "jump": not one of the options; want one of [roll hold]`},
	}
	for _, tt := range tests {
		err := d.Validate("pig", tt.seat, tt.key)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Validate(%d, %q) = %v; want %q", tt.seat, tt.key, err, tt.want)
		}
	}
	var over *Decision
	if err := over.Validate("pig", 0, "roll"); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("choice after the end: %v", err)
	}
}

func TestLogCloneIndependent(t *testing.T) {
	var l Log
	l.Add("r", M("a"), nil)
	c := l.Clone()
	c.Add("r", M("b"), nil)
	l.Add("r", M("c"), nil)
	got := l.Take()
	if len(got) != 2 || got[1].Msg.Key != "c" {
		t.Fatalf("original log = %+v", got)
	}
	if got := c.Take(); len(got) != 2 || got[1].Msg.Key != "b" {
		t.Fatalf("cloned log = %+v", got)
	}
	l.Off = true
	l.Add("r", M("d"), nil)
	if len(l.Take()) != 0 {
		t.Fatal("a log that is off recorded an event")
	}
}
