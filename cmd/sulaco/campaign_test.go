package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// midCampaign is a campaign after Mission 1 with Frost Captured, read
// with the FR reading that lost extra missions go on (X.32), so that bots
// play several missions and the card losses (R.4) between them. Seed 3
// plays four missions with the built-in content (the bots are random).
const midCampaign = `{
  "version": 1,
  "options": {"players": 2, "heroes": ["hicks", "hudson"], "seed": 3, "extraLossContinues": true},
  "next": 1,
  "captured": ["frost"],
  "newt": true,
  "played": [{"mission": "mission-1", "seed": 2, "won": true, "reason": "aliens.won.mission"}]
}
`

// TestCampaignResumedInNewProcesses: [aliens R.1] a campaign played
// straight through and one saved after each mission and resumed in a new
// process each time end the same, to the byte.
func TestCampaignResumedInNewProcesses(t *testing.T) {
	dir := t.TempDir()
	straight, resumed := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	for _, p := range []string{straight, resumed} {
		if err := os.WriteFile(p, []byte(midCampaign), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errOut := sulaco(t, "", "campaign", "run", "-file", straight)
	if code != 0 || !strings.Contains(out, "campaign ") {
		t.Fatalf("run: code %d\n%s%s", code, out, errOut)
	}
	missions := strings.Count(out, " (seed ")
	if missions < 2 {
		t.Fatalf("only %d missions played:\n%s", missions, out)
	}
	for i := 0; ; i++ {
		out := sulacoProcess(t, "campaign", "play", "-file", resumed)
		if strings.Contains(out, "campaign won") || strings.Contains(out, "campaign lost") {
			break
		}
		if i > 20 {
			t.Fatalf("the resumed campaign does not end:\n%s", out)
		}
	}
	a, _ := os.ReadFile(straight)
	b, _ := os.ReadFile(resumed)
	if string(a) != string(b) {
		t.Fatalf("straight and resumed campaigns differ:\n%s\n%s", a, b)
	}
}

func TestCampaignCommands(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.json")
	code, out, errOut := sulaco(t, "", "campaign", "new", "-file", path, "-players", "2", "-heroes", "hicks,ripley", "-seed", "3")
	if code != 0 || !strings.Contains(out, "next     mission-1") {
		t.Fatalf("new: code %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut = sulaco(t, "", "campaign", "new", "-file", path); code != 1 || !strings.Contains(errOut, "exists") {
		t.Fatalf("new over an existing file: code %d %s", code, errOut)
	}
	if code, out, _ = sulaco(t, "", "campaign", "status", "-file", path); code != 0 || !strings.Contains(out, "killed   -") {
		t.Fatalf("status: code %d\n%s", code, out)
	}
	if code, _, errOut = sulaco(t, "", "campaign", "play", "-file", path, "-mission", "rescue"); code != 1 || !strings.Contains(errOut, "cannot be played now") {
		t.Fatalf("rescue first: code %d %s", code, errOut)
	}
	if code, _, errOut = sulaco(t, "", "campaign", "choose", "-file", path, "return:x.1"); code != 1 || !strings.Contains(errOut, "no choice is pending") {
		t.Fatalf("choose: code %d %s", code, errOut)
	}
	if err := os.WriteFile(path, []byte(`{"version": 2}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut = sulaco(t, "", "campaign", "status", "-file", path); code != 1 || !strings.Contains(errOut, "version 2") {
		t.Fatalf("bad version: code %d %s", code, errOut)
	}
	if code, _, _ = sulaco(t, "", "campaign", "fly"); code != 2 {
		t.Fatalf("unknown subcommand: code %d", code)
	}
}
