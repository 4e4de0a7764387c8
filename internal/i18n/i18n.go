// Package i18n renders messages (engine.Msg: a key and named arguments)
// in the players' language: English, German, French or Polish.
//
// Catalogs are go-i18n message files in YAML. Messages that code emits
// (events, prompts, options, the command line's words) live beside this
// package in locales/<lang>/*.yaml; the names and texts of content entries
// (characters, cards) live with the content and are added by the caller
// (content catalogs override nothing here, they add keys). A message
// missing from a language falls back to English, and a key missing
// everywhere renders as the key itself with its arguments, so a gap is
// visible but never fatal.
//
// Plural forms follow CLDR rules per language (Polish has three); the
// argument named "n" is the count that picks the form.
//
// An argument whose value starts with "@" names another message: it is
// rendered first, in the same language. Rules code writes
// engine.M("mars.activated", "figure", "@marsattacks.profile.brandi.name")
// and every language gets the figure's name in its own words.
package i18n

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"github.com/sulaco/sulaco/internal/engine"
)

//go:generate sh -c "go run ./genrules -spec $SPEC -seeds $SEEDS"

//go:embed locales
var locales embed.FS

// Languages are the languages Sulaco speaks, English first.
var Languages = []string{"en", "de", "fr", "pl"}

// Catalog holds the messages of every language.
type Catalog struct {
	bundle *goi18n.Bundle
	keys   map[string][]string // language -> keys, in file order
}

// File is one extra catalog file: its language and YAML content.
type File struct {
	Lang string
	Name string // for error messages
	Data []byte
}

// New loads the built-in catalogs plus any extra files (content texts).
func New(extra ...File) (*Catalog, error) {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("yaml", yaml.Unmarshal)
	var files []File
	err := fs.WalkDir(locales, "locales", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".yaml" {
			return err
		}
		data, err := locales.ReadFile(p)
		if err != nil {
			return err
		}
		lang := path.Base(path.Dir(p))
		files = append(files, File{Lang: lang, Name: p, Data: data})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("i18n: %w", err)
	}
	files = append(files, extra...)
	keys := map[string][]string{}
	for _, f := range files {
		if !slices.Contains(Languages, f.Lang) {
			return nil, fmt.Errorf("i18n: %s: unknown language %q", f.Name, f.Lang)
		}
		// go-i18n reads the language from the file name.
		mf, err := b.ParseMessageFileBytes(f.Data, f.Lang+".yaml")
		if err != nil {
			return nil, fmt.Errorf("i18n: %s: %w", f.Name, err)
		}
		for _, m := range mf.Messages {
			keys[f.Lang] = append(keys[f.Lang], m.ID)
		}
	}
	for _, k := range keys {
		slices.Sort(k)
	}
	return &Catalog{bundle: b, keys: keys}, nil
}

// Keys lists the keys lang has its own text for, sorted.
func (c *Catalog) Keys(lang string) []string { return slices.Clone(c.keys[lang]) }

// Has reports whether lang has its own text for key (no fallback).
func (c *Catalog) Has(lang, key string) bool {
	loc := goi18n.NewLocalizer(c.bundle, lang)
	_, tag, err := loc.LocalizeWithTag(&goi18n.LocalizeConfig{MessageID: key, PluralCount: 1})
	if err != nil {
		_, tag, err = loc.LocalizeWithTag(&goi18n.LocalizeConfig{MessageID: key})
	}
	return err == nil && tag.String() == lang
}

// Printer renders messages in one language.
type Printer struct {
	cat  *Catalog
	lang string
	loc  *goi18n.Localizer
}

// Printer returns a printer for lang, falling back to English.
func (c *Catalog) Printer(lang string) *Printer {
	return &Printer{cat: c, lang: lang, loc: goi18n.NewLocalizer(c.bundle, lang, "en")}
}

// Lang is the printer's language.
func (p *Printer) Lang() string { return p.lang }

// Sprint renders m. A missing message renders as its key and arguments.
func (p *Printer) Sprint(m engine.Msg) string {
	data := make(map[string]string, len(m.Args))
	var count any
	for _, a := range m.Args {
		data[a.Name] = p.arg(m.Key, a)
		if a.Name == "n" {
			if n, err := strconv.Atoi(a.Value); err == nil {
				count = n
			}
		}
	}
	// go-i18n returns the English fallback together with a "not found in
	// language" error; only an empty result means no text at all.
	s, err := p.loc.Localize(&goi18n.LocalizeConfig{MessageID: m.Key, TemplateData: data, PluralCount: count})
	if err != nil && s == "" {
		return raw(m)
	}
	return s
}

// arg renders one argument of the message key: a reference "@key" as
// that message, a value the game names (engine.NameArg: a figure's id,
// a list of cards) as its names joined by commas, anything else as it is.
func (p *Printer) arg(key string, a engine.Arg) string {
	if ref, ok := strings.CutPrefix(a.Value, "@"); ok && ref != "" {
		return p.Text(ref)
	}
	names, ok := engine.NameArg(key, a)
	if !ok {
		return a.Value
	}
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = p.Sprint(n)
	}
	return strings.Join(out, p.Text("list.separator"))
}

// Text renders a key without arguments.
func (p *Printer) Text(key string) string { return p.Sprint(engine.Msg{Key: key}) }

func raw(m engine.Msg) string {
	var b strings.Builder
	b.WriteString(m.Key)
	for _, a := range m.Args {
		fmt.Fprintf(&b, " %s=%s", a.Name, a.Value)
	}
	return b.String()
}
