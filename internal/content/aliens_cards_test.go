package content

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
)

// miniBlips is a valid blips.yaml: 21 tokens (A.17).
const miniBlips = `blips:
  - id: one
    value: 1
    count: 12
    source: authored
    note: test
  - id: three
    value: 3
    count: 9
    source: authored
    seed:
      value: "EN 2015-2018"
`

// miniMT is a valid motiontracker.yaml: 42 cards (A.3).
const miniMT = `cards:
  - id: exhaust-los-1
    type: active_threat
    blips: 1
    location: 1
    text: exhaust-per-los
    threat: 2
    copies: 40
    source: authored
    note: test
  - id: from-tunnel
    type: hidden_threat
    blips: 2
    location: tunnel
    threat: 3
    copies: 2
    source: authored
    note: test
`

// miniEndurance is a valid endurance.yaml: 60 cards (A.2), six pistols
// (C.5.1).
const miniEndurance = `cards:
  - id: hk-vp70-pistol
    type: weapon
    cost: 0
    keywords: [backup]
    always_hits_on: 3
    copies: 6
    source: seed
    ref: "PL 2152-2163"
    authored: [cost, copies]
    note: test
  - id: body-armor
    type: equipment
    cost: 1
    copies: 54
    source: authored
    note: test
`

// TestLoad_AliensCards: each malformed blips.yaml or motiontracker.yaml
// reports exactly its error (among the errors of that file) at
// file:line:col (A.3, A.17, O.5, O.6, Y.5, Y.6).
func TestLoad_AliensCards(t *testing.T) {
	edit := func(base, old, new string) string {
		if !strings.Contains(base, old) {
			panic("test edit does not apply: " + old)
		}
		return strings.Replace(base, old, new, 1)
	}
	tests := []struct {
		name, file, data, want string
	}{
		{"valid blips", blipsFile, miniBlips, ""},
		{"valid motion tracker", motionTrackerFile, miniMT, ""},
		{"blip value out of range", blipsFile, edit(miniBlips, "value: 3", "value: 9"), "aliens/blips.yaml:8:12: three.value: 9 is out of range 1..6"},
		{"blip value zero", blipsFile, edit(miniBlips, "value: 1", "value: 0"), "aliens/blips.yaml:3:12: one.value: 0 is out of range 1..6"},
		{"blip count not 21 [A.17]", blipsFile, edit(miniBlips, "count: 12", "count: 11"), "aliens/blips.yaml:2:5: blips: the counts add up to 20 tokens; the game has 21 Blip tokens (A.17)"},
		{"blip value twice", blipsFile, edit(miniBlips, "value: 3", "value: 1"), "aliens/blips.yaml:8:12: three.value: value 1 is listed twice (first at one); add to its count instead"},
		{"blip unknown field", blipsFile, edit(miniBlips, "count: 9", "count: 9\n    colour: red"), "aliens/blips.yaml:10:5: three.colour: unknown field; want one of id, value, count, source, ref, note, seed, authored"},
		{"blip without source", blipsFile, edit(miniBlips, "    source: authored\n    note: test\n", ""), "aliens/blips.yaml:2:5: one.source: missing source; want seed or authored"},
		{"mt unknown type [O.6]", motionTrackerFile, edit(miniMT, "type: active_threat", "type: facehugger"), `aliens/motiontracker.yaml:3:11: exhaust-los-1.type: unknown type "facehugger"; want one of tunnel, hidden_threat, active_threat, drone`},
		{"mt location out of range [O.5]", motionTrackerFile, edit(miniMT, "location: 1", "location: 5"), "aliens/motiontracker.yaml:5:15: exhaust-los-1.location: spawn point 5 is out of range 1..4; want 1..4 or tunnel"},
		{"mt location word", motionTrackerFile, edit(miniMT, "location: 1", "location: vent"), `aliens/motiontracker.yaml:5:15: exhaust-los-1.location: want a spawn point 1..4 or tunnel, got string "vent"`},
		{"mt no blips [W.3.2]", motionTrackerFile, edit(miniMT, "blips: 1", "blips: 0"), "aliens/motiontracker.yaml:4:12: exhaust-los-1.blips: 0 is out of range 1..4"},
		{"mt threat [O.5]", motionTrackerFile, edit(miniMT, "threat: 2", "threat: 4"), "aliens/motiontracker.yaml:7:13: exhaust-los-1.threat: 4 is out of range 1..3"},
		{"mt copies not 42 [A.3]", motionTrackerFile, edit(miniMT, "copies: 40", "copies: 39"), "aliens/motiontracker.yaml:2:5: cards: the copies add up to 41 cards; the game has 42 Motion Tracker cards (A.3)"},
		{"mt unknown text [O.12]", motionTrackerFile, edit(miniMT, "text: exhaust-per-los", "text: explode"), `aliens/motiontracker.yaml:6:11: exhaust-los-1.text: unknown game text "explode"; want one of ` + strings.Join(MTTexts(), ", ")},
		{"mt tunnel card text [O.6]", motionTrackerFile, edit(miniMT, "type: active_threat", "type: tunnel"), "aliens/motiontracker.yaml:6:11: exhaust-los-1.text: a tunnel card places a Tunnel token (O.6); want text tunnel-place"},
		{"mt bad seed ref", motionTrackerFile, edit(miniMT, "    note: test\n  - id: from", "    seed:\n      text: \"page 3\"\n    note: test\n  - id: from"), `aliens/motiontracker.yaml:11:7: exhaust-los-1.seed.text: bad ref part "page 3"; want parts like "EN 1187-1191" (EN, DE, FR or PL and line numbers) separated by ";"`},
		{"valid endurance", enduranceFile, miniEndurance, ""},
		{"endurance not 60 [A.2]", enduranceFile, edit(miniEndurance, "copies: 54", "copies: 53"), "aliens/endurance.yaml:2:5: cards: the copies add up to 59 cards; the game has 60 Endurance cards (A.2)"},
		{"endurance five pistols [C.5.1]", enduranceFile, edit(edit(miniEndurance, "copies: 6", "copies: 5"), "copies: 54", "copies: 55"), "aliens/endurance.yaml:2:5: cards: 5 copies of hk-vp70-pistol; a Bug Hunt gives one to each of up to 6 Characters (C.5.1)"},
		{"endurance unknown type", enduranceFile, edit(miniEndurance, "type: equipment", "type: gadget"), `aliens/endurance.yaml:13:11: body-armor.type: unknown type "gadget"; want one of weapon, equipment, event, hazard`},
		{"endurance unknown keyword [V.1]", enduranceFile, edit(miniEndurance, "[backup]", "[backup, silenced]"), `aliens/endurance.yaml:5:24: hk-vp70-pistol.keywords[1]: unknown keyword "silenced"; want one of backup, bulky, close, cumbersome, full_auto, grenade, area, action, free_action`},
		{"endurance keyword twice", enduranceFile, edit(miniEndurance, "[backup]", "[backup, backup]"), "aliens/endurance.yaml:5:24: hk-vp70-pistol.keywords[1]: keyword backup is listed twice"},
		{"endurance equipment attacks [G.2]", enduranceFile, edit(miniEndurance, "    cost: 1\n", "    cost: 1\n    always_hits_on: 4\n"), "aliens/endurance.yaml:15:21: body-armor.always_hits_on: only a weapon attacks; a equipment card has no always_hits_on"},
		{"endurance cost out of range", enduranceFile, edit(miniEndurance, "cost: 1", "cost: 9"), "aliens/endurance.yaml:14:11: body-armor.cost: 9 is out of range 0..5"},
		{"endurance authored field unknown", enduranceFile, edit(miniEndurance, "authored: [cost, copies]", "authored: [cost, price]"), `aliens/endurance.yaml:10:22: hk-vp70-pistol.authored[1]: unknown field "price"; want one of type, cost, keywords, exhaust_to_attack, discard_to_attack, always_hits_on, dice, range, defense_mod, copies, text`},
		{"endurance missing English name", enduranceFile, edit(miniEndurance, "id: body-armor", "id: power-loader"), "aliens/endurance.yaml:12:9: power-loader.id: missing English text; add aliens.card.power-loader.name to i18n/en.yaml"},
		{"mt missing English name", motionTrackerFile, edit(miniMT, "id: from-tunnel", "id: from-nowhere"), "aliens/motiontracker.yaml:11:9: from-nowhere.id: missing English text; add aliens.mt.from-nowhere.name to i18n/en.yaml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := loadWith(map[string]string{tt.file: tt.data})
			var mine []string
			if err != nil {
				for _, e := range errorStrings(t, err) {
					if strings.HasPrefix(e, tt.file) {
						mine = append(mine, e)
					}
				}
			}
			switch {
			case tt.want == "" && len(mine) > 0:
				t.Errorf("errors in %s: %q", tt.file, mine)
			case tt.want != "" && !slices.Contains(mine, tt.want):
				t.Errorf("errors in %s:\n  %s\nwant among them:\n  %s", tt.file, strings.Join(mine, "\n  "), tt.want)
			case tt.want != "" && len(mine) != 1:
				t.Errorf("got %d errors in %s, want 1: %q", len(mine), tt.file, mine)
			}
		})
	}
}

// TestBuiltin_AliensCardCounts: the shipped files hold 21 Blip tokens
// (A.17) and 42 Motion Tracker cards (A.3) with the two seed texts (W.3.4,
// W.3.5).
func TestBuiltin_AliensCardCounts(t *testing.T) {
	set, err := loadWith(nil)
	if err != nil {
		t.Fatalf("built-in content: %v", err) // the shipped content must always load
	}
	if n := len(set.Aliens.BlipPool()); n != BlipTokens {
		t.Errorf("%d blip tokens, want %d", n, BlipTokens)
	}
	total, texts := 0, map[string]bool{}
	for _, c := range set.Aliens.MotionTracker {
		total += c.Copies
		texts[c.Text] = true
	}
	if total != MotionTrackerCards {
		t.Errorf("%d motion tracker cards, want %d", total, MotionTrackerCards)
	}
	for _, seed := range []string{"exhaust-per-los", "hazard-to-exhaust"} {
		if !texts[seed] {
			t.Errorf("no card with the seed text %s (W.3)", seed)
		}
	}
	if _, err := fs.ReadFile(Builtin(), motionTrackerFile); err != nil {
		t.Fatal(err)
	}
}
