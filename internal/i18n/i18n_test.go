package i18n

import (
	"testing"

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
