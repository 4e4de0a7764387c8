package bot_test

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/fingerprint.golden")

// fingerprintSetups are the games TestRulesFingerprint plays: every Bug
// Hunt at one, two and four players, the story, Rescue and Resupply
// missions, and every Mars Attacks scenario.
var fingerprintSetups = []struct {
	game, opts string
	seeds      int
}{
	{"aliens", `{"mission":"bug-hunt-1","players":1}`, 2},
	{"aliens", `{"mission":"bug-hunt-1","players":2}`, 2},
	{"aliens", `{"mission":"bug-hunt-1","players":4,"heroes":["ripley","hicks","frost","hudson"]}`, 2},
	{"aliens", `{"mission":"bug-hunt-2","players":1}`, 2},
	{"aliens", `{"mission":"bug-hunt-2","players":2}`, 2},
	{"aliens", `{"mission":"bug-hunt-2","players":4,"heroes":["ripley","hicks","frost","hudson"]}`, 2},
	{"aliens", `{"mission":"bug-hunt-3","players":1}`, 2},
	{"aliens", `{"mission":"bug-hunt-3","players":2}`, 2},
	{"aliens", `{"mission":"bug-hunt-3","players":4,"heroes":["ripley","hicks","frost","hudson"]}`, 2},
	{"aliens", `{"mission":"bug-hunt-4","players":1}`, 2},
	{"aliens", `{"mission":"bug-hunt-4","players":2}`, 2},
	{"aliens", `{"mission":"bug-hunt-4","players":4,"heroes":["ripley","hicks","frost","hudson"]}`, 2},
	{"aliens", `{"mission":"mission-1","players":1}`, 4},
	{"aliens", `{"mission":"mission-2","players":2,"newt":true,"heroes":["ripley","hicks"]}`, 4},
	{"aliens", `{"mission":"rescue","players":2,"captives":["gorman"],"heroes":["ripley","hicks"]}`, 4},
	{"aliens", `{"mission":"resupply","players":1}`, 4},
	{"marsattacks", `{}`, 2},
	{"marsattacks", `{"scenario":"s1"}`, 2},
	{"marsattacks", `{"scenario":"s2"}`, 2},
	{"marsattacks", `{"scenario":"s3"}`, 2},
	{"marsattacks", `{"scenario":"s4"}`, 2},
	{"marsattacks", `{"scenario":"s5"}`, 2},
	{"marsattacks", `{"scenario":"s6"}`, 2},
	{"marsattacks", `{"scenario":"s7"}`, 2},
	{"marsattacks", `{"scenario":"s8"}`, 2},
	{"marsattacks", `{"scenario":"s9"}`, 2},
	{"marsattacks", `{"scenario":"s10"}`, 2},
}

// TestRulesFingerprint pins every choice the rules bot makes in 40 Aliens
// and 22 Mars Attacks games: one digest of the chosen keys per game,
// against testdata/fingerprint.golden. Speed-ups of the bot must leave it
// unchanged; a change to the bot's play (or to the games' options) shows
// here, and is recorded on purpose with
//
//	go test ./internal/bot -run Fingerprint -update
func TestRulesFingerprint(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 62 whole games")
	}
	cat := catalog(t)
	var got strings.Builder
	for _, su := range fingerprintSetups {
		for seed := uint64(1); seed <= uint64(su.seeds); seed++ {
			rec, _ := playOut(t, cat, su.game, su.opts, seed, "rules")
			h := sha256.New()
			for _, c := range rec.Choices {
				fmt.Fprintf(h, "%d %s\n", c.Seat, c.Key)
			}
			fmt.Fprintf(&got, "%s %s seed=%d choices=%d %x\n", su.game, su.opts, seed, len(rec.Choices), h.Sum(nil)[:8])
		}
	}
	path := filepath.Join("testdata", "fingerprint.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (create it with -update)", err)
	}
	gotLines, wantLines := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gotLines), len(wantLines)) {
		var g, w string
		if i < len(gotLines) {
			g = gotLines[i]
		}
		if i < len(wantLines) {
			w = wantLines[i]
		}
		if g != w {
			t.Errorf("game %d differs:\n got  %s\n want %s", i+1, g, w)
		}
	}
}
