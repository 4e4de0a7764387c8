package marsattacks

import (
	"maps"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/i18n"
)

// builtinText is the message catalog with the built-in content's texts
// (the scenarios' titles and introductions are content).
func builtinText() (*i18n.Catalog, error) {
	set, err := content.Load(content.Builtin())
	if err != nil {
		return nil, err
	}
	return set.Text()
}

// scenarios are the built-in content's scenarios by id, for tests that
// look one up or check each.
var scenarios = func() map[string]*scenarioDef {
	defs, err := builtinScenarios()
	if err != nil {
		panic(err)
	}
	m := make(map[string]*scenarioDef, len(defs))
	for _, d := range defs {
		m[d.ID] = d
	}
	return m
}()

// Every score and exit hook a scenario may name in the content is bound
// to rules code here, and no code is bound to a name the content refuses.
func TestScenarioHooksMatchContent(t *testing.T) {
	for _, tc := range []struct {
		kind  string
		names []string
		bound []string
	}{
		{"score", content.MarsScores(), slices.Sorted(maps.Keys(scoreHooks))},
		{"exit", content.MarsExits(), slices.Sorted(maps.Keys(exitHooks))},
	} {
		if want := slices.Sorted(slices.Values(tc.names)); !slices.Equal(tc.bound, want) {
			t.Errorf("%s hooks bound %v; the content names %v", tc.kind, tc.bound, want)
		}
	}
}

// [mars S7.5, S8.2, S9.6, S10.7, S5.5] each scenario's rules come from
// its content entry: the switches as the rulebook sets them.
func TestScenarioRulesFromContent(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want func(d *scenarioDef) bool
	}{
		{"s1", func(d *scenarioDef) bool { return d.StartOffMat && d.EntryRow[Humans] == 1 && d.Markers == 8 }},
		{"s5", func(d *scenarioDef) bool {
			return d.FirstRoll && d.RandomDeploy && d.LastStanding && d.HumanHero && d.Night == 5
		}},
		{"s7", func(d *scenarioDef) bool { return d.Uplink && d.Score != nil && d.Exit == nil }},
		{"s8", func(d *scenarioDef) bool { return d.Loot && d.Special == 'K' && d.First == Martians && d.Exit != nil }},
		{"s9", func(d *scenarioDef) bool {
			return d.Recycle && d.ReserveFirst && d.AllRed && d.EntryRow[Martians] == 8
		}},
		{"s10", func(d *scenarioDef) bool { return d.Zones == "BPQST" && d.Recall == 6 && d.Score == nil }},
		{"s3", func(d *scenarioDef) bool { return len(d.Reinforcements[3]) == 4 && len(d.Reinforcements[4]) == 5 }},
	} {
		if !tc.want(scenarios[tc.id]) {
			t.Errorf("%s: %+v", tc.id, *scenarios[tc.id])
		}
	}
}
