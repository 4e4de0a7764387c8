package recycle

import (
	"reflect"
	"runtime/debug"
	"slices"
	"strconv"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestBlockRecycling: a slice is never written over before two choices
// have been answered after it was carved, a quiet block carves its memory
// again then, and a logged block never takes memory back.
func TestBlockRecycling(t *testing.T) {
	tests := []struct {
		name     string
		quiet    bool
		answered int // choices answered after s was carved
		reused   bool
	}{
		{"quiet, same choice", true, 0, false},
		{"quiet, next choice", true, 1, false},
		{"quiet, two choices later", true, 2, true},
		{"logged", false, 5, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b block[int]
			b.quiet(tc.quiet, 128, nil)
			turn := 0
			s := b.take(3, turn)
			s[0], s[1], s[2] = 7, 8, 9
			for range tc.answered {
				for range 40 { // within the array
					b.take(2, turn)
				}
				if tc.quiet { // as Memory.Answered
					turn = 1 - turn
					b.restart(turn)
				}
			}
			next := b.take(3, turn)
			reused := &next[0] == &s[0]
			if reused != tc.reused {
				t.Fatalf("s's memory carved again: %v, want %v", reused, tc.reused)
			}
			if !reused && (s[0] != 7 || s[1] != 8 || s[2] != 9) {
				t.Fatalf("s written over: %v", s)
			}
		})
	}
}

// TestMemoryKeepsTheAnsweredDecision plays the contract as a game does:
// in a quiet memory a decision stays whole while it is answered and
// until the next choice, whatever is built meanwhile; a logged memory
// keeps every decision; and a quiet one takes decisions back later (so
// that the test can fail).
func TestMemoryKeepsTheAnsweredDecision(t *testing.T) {
	for _, quiet := range []bool{true, false} {
		var m Memory
		m.SetQuiet(quiet)
		var held []*engine.Decision
		var want [][]string
		var wantPrompts []string
		taken := false
		for choice := range 200 {
			if choice%3 != 0 { // long questions built and left: arrays fill within a choice
				for range 1 + choice%11 {
					long := m.Options(30)
					for range 30 {
						long = append(long, engine.Option{Key: "long"})
					}
				}
			}
			for range choice % 6 { // questions built and not asked
				m.Decision(0, engine.Msg{Key: "not asked"})
			}
			d := m.Decision(engine.Seat(choice%3), m.Message("prompt", "n", strconv.Itoa(choice)))
			d.Options = m.Options(7)
			for k := range 1 + choice%7 { // lists of 1..7 options
				d.Options = append(d.Options, engine.Option{Key: strconv.Itoa(choice) + "." + strconv.Itoa(k)})
			}
			d.Options = m.Fit(d.Options)
			held = append(held, d)
			want = append(want, d.Keys())
			wantPrompts = append(wantPrompts, promptOf(d))
			m.Unused(append(m.Options(5), engine.Option{Key: "unasked"}))
			m.Answered() // d answered
			for i, h := range held {
				readable := !quiet || i >= len(held)-2
				same := slices.Equal(h.Keys(), want[i]) && promptOf(h) == wantPrompts[i]
				if readable && !same {
					t.Fatalf("quiet %v, choice %d: decision %d reads %s %v, was %s %v", quiet, choice, i, promptOf(h), h.Keys(), wantPrompts[i], want[i])
				}
				taken = taken || !same
			}
		}
		if quiet != taken {
			t.Fatalf("quiet %v: a decision taken back: %v", quiet, taken)
		}
	}
}

// TestHandedOutIsZeroedAndCapped: what is handed out reads as new,
// however its memory was used before (arguments zero, a decision with
// what it is given, an empty option list), and is capped at its length,
// so that an append to it moves it out instead of writing over the next
// one.
func TestHandedOutIsZeroedAndCapped(t *testing.T) {
	var m Memory
	m.SetQuiet(true)
	for choice := range 100 {
		args := m.Args(3)
		if !slices.Equal(args, make([]engine.Arg, 3)) {
			t.Fatalf("choice %d: arguments handed out %v, want zeroed", choice, args)
		}
		if cap(args) != 3 {
			t.Fatalf("choice %d: arguments' room %d, want 3", choice, cap(args))
		}
		for i := range args {
			args[i] = engine.Arg{Name: "x", Value: "y"}
		}
		next := m.Args(1)
		args = append(args, engine.Arg{Name: "moved"})
		if next[0] != (engine.Arg{}) {
			t.Fatalf("choice %d: an append wrote over the next slice: %v", choice, next)
		}
		d := m.Decision(1, engine.Msg{Key: "p"})
		if d.Options != nil || d.Kind != engine.KindChoice || d.Seat != 1 || d.Prompt.Key != "p" {
			t.Fatalf("choice %d: decision %+v, want seat 1, prompt p, no options, a choice", choice, *d)
		}
		opts := m.Options(2)
		if len(opts) != 0 || cap(opts) != 2 {
			t.Fatalf("choice %d: options %v with room %d, want empty with room 2", choice, opts, cap(opts))
		}
		d.Options = append(opts, engine.Option{Key: "a", At: "C4"})
		d.Kind = engine.KindTieBreak
		m.Answered()
	}
}

// TestFitAndUnused: a fitted list keeps its options and the room it gave
// back is handed out again, without overlapping it; a list that is not
// the last handed out gives nothing back; an unused list gives all its
// room back.
func TestFitAndUnused(t *testing.T) {
	var b block[int]
	s := b.take(4, 0)[:0]
	s = append(s, 1, 2)
	s = b.fit(s, 0)
	if len(s) != 2 || cap(s) != 2 || b.turns[0].n != 2 {
		t.Fatalf("fit: len %d cap %d, block at %d; want 2 2 2", len(s), cap(s), b.turns[0].n)
	}
	u := b.take(3, 0)
	if &u[0] != &b.turns[0].arr[2] {
		t.Fatal("the room given back was not handed out next")
	}
	u[0] = 9
	if !slices.Equal(s, []int{1, 2}) {
		t.Fatalf("fitted slice overwritten: %v", s)
	}
	old := b.take(2, 0)[:1]
	b.take(1, 0)
	if old = b.fit(old, 0); cap(old) != 1 || b.turns[0].n != 8 {
		t.Fatalf("fit of an older slice: cap %d, block at %d; want 1 8", cap(old), b.turns[0].n)
	}

	var m Memory
	first := m.Options(3)
	m.Unused(append(m.Options(6), engine.Option{Key: "x"}))
	if n := m.options.turns[m.turn].n; n != 3 {
		t.Fatalf("after an unused list the options block is at %d, want 3", n)
	}
	if got := m.Grow(first, 2); cap(got) != 3 || &got[:1][0] != &first[:1][0] {
		t.Fatalf("Grow with the room at hand moved the list (room %d)", cap(got))
	}
	grown := m.Grow(append(first, engine.Option{Key: "a"}), 5)
	if len(grown) != 1 || cap(grown) != 6 || grown[0].Key != "a" {
		t.Fatalf("Grow: %v with room %d, want [a] with room 6", grown, cap(grown))
	}
}

// TestMessageIsM: Message builds what engine.M builds from the same
// strings.
func TestMessageIsM(t *testing.T) {
	var m Memory
	for _, pairs := range [][]string{nil, {"figure", "us-1"}, {"figure", "us-1", "square", "C4"}} {
		anyPairs := make([]any, len(pairs))
		for i, p := range pairs {
			anyPairs[i] = p
		}
		got, want := m.Message("k", pairs...), engine.M("k", anyPairs...)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Message(%v) = %+v, engine.M %+v", pairs, got, want)
		}
	}
}

// TestSetQuietForgets: turning quiet (or back) forgets every array, so
// nothing handed out under the logged rule is ever taken back.
func TestSetQuietForgets(t *testing.T) {
	var m Memory
	logged := m.Args(1)
	logged[0] = engine.Arg{Name: "kept"}
	m.SetQuiet(true)
	for range 50 {
		m.Args(20)
		m.Answered()
	}
	if logged[0].Name != "kept" {
		t.Fatalf("an argument handed out while logged was taken back: %v", logged)
	}
}

// TestDecisionSetsEveryField: Decision sets a decision field by field,
// which is the whole decision only while engine.Decision has these four
// fields.
func TestDecisionSetsEveryField(t *testing.T) {
	want := []string{"Seat", "Prompt", "Options", "Kind"}
	typ := reflect.TypeOf(engine.Decision{})
	if typ.NumField() != len(want) {
		t.Fatalf("engine.Decision has %d fields, Decision sets %v", typ.NumField(), want)
	}
	for k, name := range want {
		if typ.Field(k).Name != name {
			t.Fatalf("engine.Decision field %d is %s, want %s", k, typ.Field(k).Name, name)
		}
	}
}

// promptOf is a decision's seat and prompt, in words.
func promptOf(d *engine.Decision) string {
	out := strconv.Itoa(int(d.Seat)) + " " + d.Prompt.Key
	for _, a := range d.Prompt.Args {
		out += " " + a.Name + "=" + a.Value
	}
	return out
}

// TestQuietLongListsCarved: a quiet memory carves long option lists
// (more than a quarter of a block) from its blocks too, so a quiet game
// in its stride allocates nothing for them; a logged one gives each its
// own, not to waste a block's room on them.
func TestQuietLongListsCarved(t *testing.T) {
	for _, tc := range []struct {
		quiet bool
		want  float64 // allocations a choice
	}{{true, 0}, {false, 1}} {
		var m Memory
		m.SetQuiet(tc.quiet)
		choice := func() {
			for _, n := range []int{100, 40} {
				opts := m.Options(n)
				for range n {
					opts = append(opts, engine.Option{Key: "k"})
				}
			}
			m.Options(10)
			m.Answered()
		}
		for range 10 { // the quiet memory's blocks fill
			choice()
		}
		if got := testing.AllocsPerRun(50, choice); (got == 0) != (tc.want == 0) {
			t.Errorf("quiet %v: %.1f allocations a choice, want %v", tc.quiet, got, tc.want)
		}
	}
}

// TestReleaseKeepsTheLastDecision: an ended quiet game leaves its arrays
// to the next game, which takes them instead of new ones; the decision
// its last choice answered stays whole (options, their messages, its
// prompt) however the next game writes; a logged game leaves nothing.
func TestReleaseKeepsTheLastDecision(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // a collection empties the pool
	for _, quiet := range []bool{true, false} {
		arrays := map[*engine.Option]bool{}
		var lasts []*engine.Decision
		var wants []string
		for game := range 5 {
			var ended Memory
			ended.SetQuiet(quiet)
			var last *engine.Decision
			for choice := range 40 {
				last = ended.Decision(0, ended.Message("prompt", "n", strconv.Itoa(game*100+choice)))
				last.Options = ended.Options(50)
				for k := range 50 {
					key := strconv.Itoa(choice) + "." + strconv.Itoa(k)
					last.Options = append(last.Options, engine.Option{Key: key, Msg: ended.Message("option", "key", key)})
				}
				arrays[&last.Options[:1][0]] = true
				ended.Answered()
			}
			lasts, wants = append(lasts, last), append(wants, wholeDecision(last))
			ended.Release(last)
		}

		var next Memory
		next.SetQuiet(true)
		reused := false
		for choice := range 40 {
			d := next.Decision(1, next.Message("other", "n", "x"))
			d.Options = next.Options(50)
			for range 50 {
				d.Options = append(d.Options, engine.Option{Key: "other", Msg: next.Message("other", "key", "other")})
			}
			reused = reused || arrays[&d.Options[:1][0]]
			next.Answered()
			for i, last := range lasts {
				if got := wholeDecision(last); got != wants[i] {
					t.Fatalf("quiet %v, choice %d of the next game: the last decision of game %d reads %.80s, was %.80s", quiet, choice, i, got, wants[i])
				}
			}
		}
		if reused != quiet && !(quiet && raceEnabled) {
			t.Errorf("quiet %v: the next game took an array the ended ones left: %v", quiet, reused)
		}
	}
}

// wholeDecision is a decision's prompt, options and their messages, in
// words.
func wholeDecision(d *engine.Decision) string {
	out := promptOf(d)
	for _, o := range d.Options {
		out += " " + o.Key + ":" + o.Msg.Key
		for _, a := range o.Msg.Args {
			out += "," + a.Name + "=" + a.Value
		}
	}
	return out
}
