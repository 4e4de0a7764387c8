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
	if code != 0 || statusLine(out, "next") != "Mission 1: Newt (mission-1)" {
		t.Fatalf("new: code %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut = sulaco(t, "", "campaign", "new", "-file", path); code != 1 || !strings.Contains(errOut, "exists") {
		t.Fatalf("new over an existing file: code %d %s", code, errOut)
	}
	if code, out, _ = sulaco(t, "", "campaign", "status", "-file", path); code != 0 || statusLine(out, "killed") != "-" {
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

// statusLine is the value of the status line with this label, or "".
func statusLine(out, label string) string {
	for l := range strings.Lines(out) {
		if v, ok := strings.CutPrefix(l, label+" "); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// pendingCampaign has a Rescue lost on time (a reason with an argument),
// Frost Captured and a card loss (R.4) waiting for seat 0.
const pendingCampaign = `{
  "version": 1,
  "options": {"players": 2, "heroes": ["hicks", "hudson"], "seed": 3},
  "next": 1,
  "captured": ["frost"],
  "newt": true,
  "interlude": {"discard": ["m41a-pulse-rifle.1", "m41a-pulse-rifle.2", "m56-smart-gun.1"], "seat": 0},
  "played": [
    {"mission": "mission-1", "seed": 2, "won": true, "reason": "aliens.won.mission"},
    {"mission": "rescue", "seed": 3, "won": false, "reason": "aliens.lost.time"}
  ]
}
`

// The campaign commands speak the -lang language: their own words, the
// missions', Characters' and cards' names, the reason a mission was lost;
// the keys a player types stay beside the names.
func TestCampaignLanguages(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.json")
	if err := os.WriteFile(path, []byte(pendingCampaign), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		lang string
		want []string
	}{
		{"en", []string{"played     Mission 1: Newt  won", "Rescue Mission   lost (Game Over Man!", "captured   Pvt. Ricco “Frosty” Frost",
			"Seat 0: return one card", "return:m41a-pulse-rifle.1  Return M41A Pulse Rifle", "0 Endurance cards"}},
		{"de", []string{"gespielt         Mission 1: Newt  gewonnen", "Rettungsmission  verloren (Spiel aus, Mann!", "verschleppt      Private Ricco „Frosty“ Frost",
			"Platz 0:", "return:m41a-pulse-rifle.1  Pulsgewehr M41A zurücklegen", "return:m56-smart-gun.1", "0 Ausdauerkarten", "SCHLÜSSEL"}},
		{"fr", []string{"Mission de sauvetage  perdue (Game Over Man!", "capturés", "Place 0 :",
			"return:m41a-pulse-rifle.1  Remettre Fusil à impulsion M41A", "0 carte Endurance"}},
		{"pl", []string{"Misja ratunkowa  przegrana (GRA SKOŃCZONA!", "schwytani         Szer. Ricco „Frosty” Frost", "Miejsce 0:",
			"return:m41a-pulse-rifle.1  Zwróć Karabin Pulsacyjny M41A", "0 kart wytrzymałości"}},
	}
	for _, tt := range tests {
		code, out, errOut := sulaco(t, "", "campaign", "status", "-file", path, "-lang", tt.lang)
		if code != 0 {
			t.Fatalf("status -lang %s: code %d: %s", tt.lang, code, errOut)
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("status -lang %s lacks %q:\n%s", tt.lang, w, out)
			}
		}
		// No key or id where a name belongs, no argument left unfilled.
		for _, bad := range []string{"aliens.", "ui.cli", "<no value>", " frost", "rescue"} {
			if strings.Contains(out, bad) {
				t.Errorf("status -lang %s shows %q:\n%s", tt.lang, bad, out)
			}
		}
	}
	// Mission 2's German name, and the ids -mission takes beside the names.
	code, out, errOut := sulaco(t, "", "campaign", "choose", "-file", path, "-lang", "de", "return:m56-smart-gun.1")
	if code != 0 || !strings.Contains(out, "Platz 1:") || !strings.Contains(out, "Ausdauerstapel") {
		t.Fatalf("choose -lang de: code %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut = sulaco(t, "", "campaign", "choose", "-file", path, "-lang", "de", "return:m41a-pulse-rifle.1"); code != 0 ||
		statusLine(out, "als Nächstes") != "Mission 2: Weg hier! (mission-2), Rettungsmission (rescue), Nachschubmission (resupply)" {
		t.Fatalf("choose -lang de: code %d\n%s%s", code, out, errOut)
	}
}

// An unknown -lang is an error naming the flag and the known languages,
// before any file is written.
func TestCampaignUnknownLanguage(t *testing.T) {
	dir := t.TempDir()
	mid := filepath.Join(dir, "mid.json")
	if err := os.WriteFile(mid, []byte(midCampaign), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"new", "-file", filepath.Join(dir, "new.json")},
		{"status", "-file", mid},
		{"play", "-file", mid},
		{"run", "-file", mid},
		{"choose", "-file", mid, "return:x.1"},
	} {
		args = append([]string{"campaign", args[0], "-lang", "xx"}, args[1:]...)
		code, out, errOut := sulaco(t, "", args...)
		if code != 1 || !strings.Contains(errOut, `-lang: unknown language "xx" (known: en, de, fr, pl)`) || out != "" {
			t.Errorf("%v: code %d\n%s%s", args, code, out, errOut)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "new.json")); err == nil {
		t.Error("campaign new -lang xx wrote the file")
	}
	if b, _ := os.ReadFile(mid); string(b) != midCampaign {
		t.Error("a command with -lang xx changed the campaign file")
	}
}
