package aliens

import (
	"regexp"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestFrameKinds: every frame kind has one complete entry in the kinds
// table, and each entry is consistent: a name for positions, the rules it
// plays [aliens H.1], a way to go on (a run, or a question), a choose for
// every question, and steps that start at 0 with no number twice.
func TestFrameKinds(t *testing.T) {
	rule := regexp.MustCompile(`^[A-Z](\.[0-9]+)*(-[A-Z](\.[0-9]+)*)?(, [A-Z](\.[0-9]+)*(-[A-Z](\.[0-9]+)*)?)*$`)
	names := map[string]fkind{}
	for k := range numKinds {
		e := kinds[k]
		if e.name == "" {
			t.Errorf("kind %d has no entry in kinds", k)
			continue
		}
		if other, ok := names[e.name]; ok {
			t.Errorf("kinds %d and %d are both named %q", other, k, e.name)
		}
		names[e.name] = k
		if got, ok := kindNamed(e.name); !ok || got != k {
			t.Errorf("kindNamed(%q) = %d, %v; want %d", e.name, got, ok, k)
		}
		if !rule.MatchString(e.rules) {
			t.Errorf("%s: rules %q are not rule numbers", e.name, e.rules)
		}
		if e.run == nil && e.decide == nil {
			t.Errorf("%s: neither runs nor asks", e.name)
		}
		if (e.decide == nil) != (e.choose == nil) {
			t.Errorf("%s: a decide without a choose, or a choose without a decide", e.name)
		}
		if e.steps != nil {
			if len(e.steps) < 2 {
				t.Errorf("%s: a step list of one step (leave it nil)", e.name)
			}
			if e.steps[0] != 0 {
				t.Errorf("%s: the first step is %d; a pushed frame starts at 0", e.name, e.steps[0])
			}
			seen := map[step]bool{}
			for _, s := range e.steps {
				if seen[s] {
					t.Errorf("%s: step %d twice", e.name, s)
				}
				seen[s] = true
				if !k.hasStep(s) {
					t.Errorf("%s: hasStep(%d) is false", e.name, s)
				}
			}
		}
		if k.hasStep(99) {
			t.Errorf("%s: hasStep(99)", e.name)
		}
	}
}

// TestFrameStepsListed plays random Bug Hunts and checks at every choice
// that each pending frame stands at one of its kind's listed steps, so a
// step set anywhere in the rules code is in its kind's list (and a
// position the game writes loads again).
func TestFrameStepsListed(t *testing.T) {
	for mission := 1; mission <= 4; mission++ {
		for seed := uint64(1); seed <= 3; seed++ {
			h := bugHuntHeader(t, mission, seed)
			eg, err := NewFromHeader(&h)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*Game)
			g.SetQuiet(true)
			r := engine.NewRNG(seed + 1)
			for d := g.Pending(); d != nil; d = g.Pending() {
				for _, f := range append(g.st.Stack, g.st.NewHeroes...) {
					if !f.Kind.hasStep(f.Step) {
						t.Fatalf("bug hunt %d seed %d: a %s frame at step %d, not one of its steps", mission, seed, kinds[f.Kind].name, f.Step)
					}
				}
				if err := g.Apply(d.Seat, d.Options[r.IntN(len(d.Options))].Key); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
