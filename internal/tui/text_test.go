package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/i18n"
)

// Every switchable reading shows a label and a one-line explanation from
// the catalog, in every language, never its JSON name.
func TestEveryOptionHasLabelAndHelp(t *testing.T) {
	w := testWorld(t)
	f := newSetup(w, text{w.Text.Printer("en")}, "aliens", 1)
	groups := map[string][]string{"aliens": f.flagNames(), "campaign": campaignFlagNames()}
	f.game = "marsattacks"
	groups["marsattacks"] = f.flagNames()
	for g, names := range groups {
		if len(names) == 0 {
			t.Fatalf("%s: no options", g)
		}
		for _, n := range names {
			for _, lang := range i18n.Languages {
				for _, k := range []string{"ui.option." + g + "." + n, "ui.option." + g + "." + n + ".help"} {
					if !w.Text.Has(lang, k) {
						t.Errorf("%s lacks %s", lang, k)
					}
				}
			}
		}
	}
}

// The key hints fit one 80-column line in every language, all of them:
// nothing is dropped at 80 columns.
func TestKeyHelpFitsEightyColumnsInEveryLanguage(t *testing.T) {
	w := testWorld(t)
	for _, lang := range i18n.Languages {
		d := newDriver(t, Config{World: w, Lang: lang, Seed: 3})
		m := d.m
		lines := strings.Split(ansi.Strip(m.Render()), "\n")
		if last := lines[len(lines)-1]; !strings.Contains(last, m.tr("keys.quit")) {
			t.Errorf("%s: setup keys cut: %q", lang, last)
		}
		d.keys("enter")
		for _, f := range []focus{focusList, focusBoard, focusLog} {
			m.focus = f
			var want []string
			switch f {
			case focusList:
				want = []string{m.tr("keys.choose"), m.tr("keys.tab"), m.tr("keys.undo"), m.tr("keys.save"), m.tr("keys.load"), m.tr("keys.rule"), m.tr("keys.help"), m.tr("keys.quit")}
			case focusBoard:
				want = []string{m.tr("keys.board"), m.tr("keys.choose-here"), m.tr("keys.to-log"), m.tr("keys.to-list"), m.tr("keys.help")}
			default:
				want = []string{m.tr("keys.log"), m.tr("keys.rule-text"), m.tr("keys.to-list-tab"), m.tr("keys.to-list"), m.tr("keys.help")}
			}
			line := ansi.Strip(m.footer())
			if got := strings.Join(want, "  "); line != got || ansi.StringWidth(line) > 80 {
				t.Errorf("%s focus %d: key line %q (%d wide); want all of %q within 80", lang, f, line, ansi.StringWidth(line), got)
			}
		}
	}
	// Narrower than the hints: the middle ones go, help and quit stay.
	if got := keyHelp([]string{"a a", "b b", "c c", "? help", "q quit"}, 20); got != "a a  ? help  q quit" {
		t.Errorf("keyHelp cut = %q", got)
	}
}

func TestStartScreenSpeaksTheLanguage(t *testing.T) {
	d := newDriver(t, Config{Lang: "de", Seed: 3})
	d.want("neues Spiel", "Spiel", "Mission", "Platz 0", "Mensch", "Held", "Mehr Alien-Figuren")
	d.rowOf("start") // the options fill more than a 24-line screen
	d.want("Spiel starten")
	d.keys("down") // the list wraps: back to the first row
	// The selected option's explanation, with the rule it switches.
	for d.m.setup.fields()[d.m.setup.row].label != "Mehr Alien-Figuren" {
		d.keys("down")
	}
	d.want("Optionale Regel P")
	d = newDriver(t, Config{Lang: "pl", Seed: 3})
	d.keys("enter")
	d.want("tura", "Dziennik")
}

// Bot levels show with translated names; an unknown bot keeps its name.
func TestBotLabels(t *testing.T) {
	w := testWorld(t)
	en, de := text{w.Text.Printer("en")}, text{w.Text.Printer("de")}
	tests := []struct {
		t        text
		in, want string
	}{
		{en, "human", "human"},
		{en, "bot:random", "random — easy"},
		{en, "bot:rules", "rules — sensible"},
		{de, "bot:rules", "Regeln — vernünftig"},
		{en, "bot:deep-thought", "deep-thought"},
	}
	for _, tt := range tests {
		if got := tt.t.player(tt.in); got != tt.want {
			t.Errorf("player(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
	// The seat field offers every bot of bot.Names(), labelled.
	d := newDriver(t, Config{World: w, Seed: 1})
	d.rowOf("seat")
	seen := map[string]bool{}
	for range len(bot.Names()) + 1 {
		seen[d.m.setup.seats[0]] = true
		d.keys("right")
	}
	for _, b := range bot.Names() {
		if !seen["bot:"+b] {
			t.Errorf("seat choice lacks bot %s", b)
		}
		if _, ok := en.lookup("ui.bot." + b); !ok {
			t.Errorf("bot %s has no label", b)
		}
	}
}
