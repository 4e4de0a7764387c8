package i18n

import (
	"errors"
	"io/fs"
	"path"
	"regexp"
	"testing"

	"github.com/goccy/go-yaml"

	"github.com/sulaco/sulaco/internal/engine"
)

func TestRender(t *testing.T) {
	c, err := New(File{Lang: "en", Name: "test.yaml", Data: []byte(`
test.blips:
  one: "{{.n}} blip"
  other: "{{.n}} blips"
`)}, File{Lang: "pl", Name: "test-pl.yaml", Data: []byte(`
test.blips:
  one: "{{.n}} sygnał"
  few: "{{.n}} sygnały"
  many: "{{.n}} sygnałów"
  other: "{{.n}} sygnału"
`)})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		lang string
		msg  engine.Msg
		want string
	}{
		{"en", engine.M("pig.held", "seat", 1, "total", 12, "score", 40), "Seat 1 banks 12 and has 40"},
		{"de", engine.M("pig.held", "seat", 1, "total", 12, "score", 40), "Platz 1 sichert 12 und hat 40"},
		{"en", engine.M("test.blips", "n", 1), "1 blip"},
		{"en", engine.M("test.blips", "n", 3), "3 blips"},
		// Polish has three plural forms.
		{"pl", engine.M("test.blips", "n", 1), "1 sygnał"},
		{"pl", engine.M("test.blips", "n", 3), "3 sygnały"},
		{"pl", engine.M("test.blips", "n", 5), "5 sygnałów"},
		// Missing in German: English. Missing everywhere: the key itself.
		{"de", engine.M("test.blips", "n", 2), "2 blips"},
		{"fr", engine.M("no.such.key", "x", 1), "no.such.key x=1"},
		// An argument naming a message is rendered in the same language.
		{"de", engine.M("pig.held", "seat", "@pig.title", "total", 1, "score", 2), "Platz Pig sichert 1 und hat 2"},
	}
	for _, tt := range tests {
		if got := c.Printer(tt.lang).Sprint(tt.msg); got != tt.want {
			t.Errorf("%s %s = %q; want %q", tt.lang, tt.msg.Key, got, tt.want)
		}
	}
	if !c.Has("pl", "test.blips") || c.Has("de", "test.blips") || !c.Has("en", "pig.roll") {
		t.Error("Has does not tell own texts from fallbacks")
	}
}

func TestBadCatalogs(t *testing.T) {
	for _, f := range []File{
		{Lang: "xx", Name: "a.yaml", Data: []byte("k: v")},
		{Lang: "en", Name: "b.yaml", Data: []byte("k: [unclosed")},
	} {
		if _, err := New(f); err == nil {
			t.Errorf("catalog %s accepted", f.Name)
		}
	}
}

// TestEveryLanguageHasEveryKey keeps the four catalogs in step: a key in
// English must be translated into German, French and Polish.
func TestEveryLanguageHasEveryKey(t *testing.T) {
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range c.Keys("en") {
		for _, lang := range Languages[1:] {
			if !c.Has(lang, key) {
				t.Errorf("%s has no text for %s", lang, key)
			}
		}
	}
}

// Counts take the plural form of their language (CLDR, as go-i18n
// applies it), also in messages whose count is not named n.
func TestPluralForms(t *testing.T) {
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		lang string
		msg  engine.Msg
		want string
	}{
		{"en", engine.M("aliens.mt.drawn", "seat", 0, "card", "x", "blips", 1, "at", "A1"), "Player 0 draws Motion Tracker card x: 1 Blip at location A1"},
		{"en", engine.M("aliens.blip.board", "board", 2, "speed", 1), "Blips on board 2 move 1 space this turn"},
		{"en", engine.M("aliens.prompt.move", "char", "Hicks", "n", 1), "Hicks moves (1 step left)"},
		{"en", engine.M("mars.roll", "figure", "Eva", "what", "x", "dice", 1, "target", 4, "successes", 1), "Eva rolls 1 die for x on 4+: 1 success"},
		{"en", engine.M("mars.lead", "figure", "Eva", "ability", "x", "hp", 1), "Eva uses x (1 hero point left)"},
		{"de", engine.M("mars.beetle.roll", "dice", 3, "target", 5, "successes", 1), "Der Mutantenkäfer würfelt 3 Würfel auf 5+: 1 Erfolg"},
		{"fr", engine.M("mars.beetle.roll", "dice", 1, "target", 5, "successes", 2), "Le scarabée mutant lance 1 dé à 5+ : 2 réussites"},
		{"pl", engine.M("mars.beetle.roll", "dice", 5, "target", 5, "successes", 2), "Zmutowany chrząszcz rzuca na 5+: 5 kości, 2 sukcesy"},
	}
	for _, tt := range tests {
		if got := c.Printer(tt.lang).Sprint(tt.msg); got != tt.want {
			t.Errorf("%s %s = %q; want %q", tt.lang, tt.msg.Key, got, tt.want)
		}
	}
}

// countArgs are the arguments that hold a count.
var countArgs = regexp.MustCompile(`\{\{\.(n|dice|successes|hp|speed|blips|tokens|steps|left|bonus|cards)\}\} [A-Za-z-]+s\b`)

// No English message puts a count before a plural noun without choosing
// the noun's form: "1 steps left", "1 Blips", "move 1 spaces" (a message
// with plural forms, or {{plural ...}}, does).
func TestEnglishCountsArePlural(t *testing.T) {
	err := fs.WalkDir(locales, "locales/en", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".yaml" {
			return err
		}
		data, err := locales.ReadFile(p)
		if err != nil {
			return err
		}
		var msgs map[string]any
		if err := yaml.Unmarshal(data, &msgs); err != nil {
			return err
		}
		for key, v := range msgs {
			if s, ok := v.(string); ok && countArgs.MatchString(s) {
				t.Errorf("%s: %s: %q has a count without plural forms", p, key, s)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// An illegal choice says why in the player's language: every reason of
// Decision.Validate has its own text in every language.
func TestIllegalChoiceInEveryLanguage(t *testing.T) {
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	d := &engine.Decision{Seat: 1, Prompt: engine.M("pig.prompt", "total", 3),
		Options: []engine.Option{{Key: "roll", Msg: engine.M("pig.roll")}, {Key: "hold", Msg: engine.M("pig.hold")}}}
	var nilDecision *engine.Decision
	errs := []error{
		nilDecision.Validate("pig", 0, "roll"),
		d.Validate("pig", 0, "roll"),
		d.Validate("pig", 1, "fly"),
	}
	for _, lang := range Languages {
		p := c.Printer(lang)
		for _, e := range errs {
			var ic *engine.IllegalChoiceError
			if !errors.As(e, &ic) {
				t.Fatalf("%v is not an illegal choice", e)
			}
			if gaps := p.Gaps(ic.Msg); len(gaps) > 0 {
				t.Errorf("%s: %v", lang, gaps)
			}
			if got := p.Error(e); lang != "en" && got == c.Printer("en").Error(e) {
				t.Errorf("%s: %q is the English text", lang, got)
			}
		}
	}
	if got := c.Printer("de").Error(errs[2]); got != "Pig: Platz 1 kann „fly“ nicht wählen: Das ist keine der 2 Optionen" {
		t.Errorf("German: %q", got)
	}
}
