package content

import (
	"slices"
	"strings"
	"testing"
)

// miniMarsScenarios is a valid scenarios.yaml over the built-in profiles
// and maps.
const miniMarsScenarios = `scenarios:
  - id: s3
    map: s3
    humans:
      zone: B
      force: [deke, 2 us-hmg]
    martians:
      zone: R
      force: [martian-commander, 3 martian-disintegrator]
    first: martians
    markers: 8
    reinforcements:
      - {round: 3, force: [2 martian-disintegrator]}
    score: s3
    source: authored
    seed:
      first: "DE 1806"
`

func TestLoad_MarsScenariosMini(t *testing.T) {
	s, err := loadWith(map[string]string{marsScenariosFile: miniMarsScenarios})
	if err != nil {
		t.Fatalf("mini scenarios: %v", err)
	}
	sc, ok := s.Mars.Scenario("s3")
	if !ok || len(s.Mars.Scenarios) != 1 {
		t.Fatalf("scenarios %v; want s3 alone", s.Mars.Scenarios)
	}
	if got, want := sc.Humans.Force.IDs(), []string{"deke", "us-hmg", "us-hmg"}; !slices.Equal(got, want) {
		t.Errorf("humans %v; want %v", got, want)
	}
	if sc.Martians.Zone != 'R' || sc.First != MartiansFirst || sc.Reinforcements[0].Round != 3 {
		t.Errorf("scenario %+v", sc)
	}
	if src, ref := sc.Provenance.Of("first"); src != Seed || ref != "DE 1806" {
		t.Errorf("first from %s %q; want seed DE 1806", src, ref)
	}
}

// [mars S, M.19.8, M.19.10, S.11] the ten scenarios are content: forces
// as the rulebook lists them, each rulebook value with its lines.
func TestBuiltin_MarsScenarios(t *testing.T) {
	s := mustBuiltin(t)
	want := []string{"s1", "s10", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9"}
	if got := ids(s.Mars.Scenarios, func(m MarsScenario) string { return m.ID }); !slices.Equal(got, want) {
		t.Fatalf("scenarios %v; want %v", got, want)
	}
	for _, sc := range s.Mars.Scenarios {
		if src, ref := sc.Provenance.Of("first"); src != Seed || ref == "" {
			t.Errorf("%s.first from %s; want the rulebook's line (M.19.11)", sc.ID, src)
		}
		if src, _ := sc.Provenance.Of("map"); src != Authored {
			t.Errorf("%s.map from %s; want authored (the maps are lost, G2)", sc.ID, src)
		}
	}
	// [mars S10.5, S10.6] the largest force: all nine heroes and 40 figures.
	s10, _ := s.Mars.Scenario("s10")
	if n, m := len(s10.Humans.Force.IDs()), len(s10.Martians.Force.IDs()); n != 19 || m != 21 {
		t.Errorf("s10: %d Humans, %d Martians; want 19 and 21", n, m)
	}
}

// TestLoad_MarsScenarioErrors: each broken scenarios.yaml reports its
// error at file:line:col with the field path.
func TestLoad_MarsScenarioErrors(t *testing.T) {
	edit := editOf(miniMarsScenarios)
	const f = "marsattacks/scenarios.yaml:"
	tests := []fileErrorCase{
		{"unknown profile", edit("[deke, 2 us-hmg]", "[deke, 2 us-hgm]"), f + `6:21: s3.humans.force[1]: unknown profile "us-hgm"; see marsattacks/profiles.yaml`},
		{"profile of the other side", edit("[deke, 2 us-hmg]", "[deke, martian-commander]"), f + `6:21: s3.humans.force[1]: martian-commander is a martians profile in a force of the humans`},
		{"hero twice", edit("[deke, 2 us-hmg]", "[deke, 2 us-hmg, deke]"), f + `6:31: s3.humans.force[2]: hero deke is listed twice (first at s3.humans.force[0]); heroes are unique (M.3.3)`},
		{"hero counted", edit("[deke, 2 us-hmg]", "[2 deke]"), f + `6:15: s3.humans.force[0]: hero deke is listed twice`},
		{"bad count", edit("2 us-hmg", "0 us-hmg"), f + `6:21: s3.humans.force[1]: count 0 is out of range 1..64`},
		{"bad force entry", edit("2 us-hmg", "two us-hmg"), f + `6:21: s3.humans.force[1]: want a profile id or a count and a profile id like 6 us-assault-rifle, got "two us-hmg"`},
		{"too many figures", edit("3 martian-disintegrator", "60 martian-disintegrator"), f + `2:5: s3: 66 figures; the rules engine sets up at most 64`},
		{"unknown anchor", edit("zone: B", "zone: BB"), f + `5:13: s3.humans.zone: want one anchor character (a letter, a digit or one of * @ $ &), got "BB"`},
		{"anchor missing on the map", edit("zone: B", "zone: G"), f + `5:13: s3.humans.zone: map s3 has no square marked G, the Humans' deployment squares`},
		{"no zone", edit("      zone: R\n", ""), f + `8:7: s3.martians.zone: missing zone; the force deploys on the squares of an anchor (M.19.10)`},
		{"unknown map", edit("map: s3", "map: s33"), f + `3:10: s3.map: unknown map "s33"; see marsattacks/maps/<id>.map`},
		{"unknown score hook", edit("score: s3", "score: s5"), f + `14:12: s3.score: unknown score "s5"; want one of s1, s2, s3, s4, s6, s7, s8, s9`},
		{"unknown exit hook", edit("score: s3", "score: s3\n    exit: over-the-top"), f + `15:11: s3.exit: unknown exit "over-the-top"; want one of numbered-square, bottom-edge, edge-with-loot`},
		{"unknown rule", edit("score: s3", "score: s3\n    rules: [night-vision]"), f + `15:13: s3.rules[0]: unknown rule "night-vision"; want one of start-off-mat,`},
		{"rule twice", edit("score: s3", "score: s3\n    rules: [recycle, recycle]"), f + `15:22: s3.rules[1]: rule recycle is listed twice`},
		{"uplink without joe", edit("score: s3", "score: s3\n    rules: [uplink]"), f + `6:14: s3.humans.force: the uplink (uplink) is Joe's (S7.5); add joe to the Humans' force`},
		{"uplink without X", edit("[deke, 2 us-hmg]", "[joe]\n    rules: [uplink]"), f + `7:12: s3.rules: map s3 has no square marked X, the uplink's (S7.4)`},
		{"loot without buddy", edit("score: s3", "score: s3\n    rules: [loot]"), f + `15:12: s3.rules: Buddy starts with the loot (loot, S8.2); add buddy to a Humans' force`},
		{"no hero left to choose", edit("[deke, 2 us-hmg]", "[ashley, deke, edwyn, eva, joe, phil, troy]\n    rules: [hero-choice]"), f + `7:12: s3.rules: every single hero is in the forces; the hero of choice (hero-choice) has none left to choose (S5.1, M.18.17.4)`},
		{"off the mat without an entry", edit("score: s3", "score: s3\n    rules: [start-off-mat]"), f + `5:7: s3.humans.entry_row: the Humans start off the mat (start-off-mat) but have no entry row to enter over`},
		{"entry row", edit("zone: B", "zone: B\n      entry_row: 9"), f + `6:18: s3.humans.entry_row: 9 is out of range 0..8`},
		{"bad first", edit("first: martians", "first: both"), f + `10:12: s3.first: unknown first "both"; want humans, martians or roll`},
		{"markers", edit("markers: 8", "markers: 17"), f + `11:14: s3.markers: 17 is out of range 0..16`},
		{"reinforcement round", edit("round: 3", "round: 1"), f + `13:17: s3.reinforcements[0].round: 1 is out of range 2..30`},
		{"reinforcement rounds out of order", edit("      - {round: 3, force: [2 martian-disintegrator]}", "      - {round: 3, force: [2 martian-disintegrator]}\n      - {round: 3, force: [martian-freeze-ray]}"), f + `14:17: s3.reinforcements[1].round: round 3 after round 3; want increasing rounds`},
		{"human reinforcement", edit("[2 martian-disintegrator]", "[us-hmg]"), f + `13:28: s3.reinforcements[0].force[0]: us-hmg is a humans profile in a force of the martians`},
		{"controlled zones", edit("score: s3", "score: s3\n    controlled_zones: [B, R]"), f + `15:23: s3.controlled_zones: 2 zones; want 5, the Humans' first (S10.1)`},
		{"night", edit("score: s3", "score: s3\n    night: 4"), f + `15:12: s3.night: 4; want 5 or 6`},
		{"special anchor missing", edit("score: s3", "score: s3\n    special: K"), f + `15:14: s3.special: map s3 has no square marked K, the special terrain`},
		{"group without zones", edit("    first:", "    groups: [{side: humans, zones: [], force: [joe]}]\n    first:"), f + `10:36: s3.groups[0].zones: want at least one anchor`},
		{"group side", edit("    first:", "    groups: [{side: aliens, zones: [B], force: [joe]}]\n    first:"), f + `10:21: s3.groups[0].side: unknown side "aliens"; want humans or martians`},
		{"skirmish id", edit("id: s3", "id: skirmish-2"), f + `2:9: skirmish-2.id: ids starting with skirmish name the rules engine's skirmishes`},
		{"duplicate id", miniMarsScenarios + strings.TrimPrefix(miniMarsScenarios, "scenarios:\n"), f + `18:9: scenarios[1].id: duplicate id "s3" (first at line 2)`},
		{"missing title", edit("id: s3", "id: s33"), f + `2:9: s33.id: missing English text; add mars.scenario.s33.intro to i18n/en.yaml`},
		{"missing source", edit("    source: authored\n    seed:\n      first: \"DE 1806\"\n", ""), f + `2:5: s3.source: missing source; want seed or authored`},
		{"bad ref", edit(`"DE 1806"`, `"S3.3"`), f + `17:7: s3.seed.first: bad ref part "S3.3"`},
		{"missing map", edit("    map: s3\n", ""), f + `2:5: s3.map: missing required field`},
	}
	wantFileErrors(t, marsScenariosFile, tests)
}
