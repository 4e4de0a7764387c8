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
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"text/template"
	"unicode"

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
	// messages are the templates by language and key, for Export.
	messages map[string]map[string]*goi18n.Message
}

// File is one extra catalog file: its language and YAML content.
type File struct {
	Lang string
	Name string // for error messages
	Data []byte
	JSON bool // go-i18n JSON instead of YAML (the generated rule texts)
}

// New loads the built-in catalogs plus any extra files (content texts).
func New(extra ...File) (*Catalog, error) {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("yaml", yaml.Unmarshal)
	var files []File
	err := fs.WalkDir(locales, "locales", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".yaml" && path.Ext(p) != ".json" {
			return err
		}
		data, err := locales.ReadFile(p)
		if err != nil {
			return err
		}
		lang := path.Base(path.Dir(p))
		files = append(files, File{Lang: lang, Name: p, Data: data, JSON: path.Ext(p) == ".json"})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("i18n: %w", err)
	}
	files = append(files, extra...)
	keys := map[string][]string{}
	messages := map[string]map[string]*goi18n.Message{}
	for _, f := range files {
		if !slices.Contains(Languages, f.Lang) {
			return nil, fmt.Errorf("i18n: %s: unknown language %q", f.Name, f.Lang)
		}
		// go-i18n reads the language and the format from the file name.
		format := ".yaml"
		if f.JSON {
			format = ".json"
		}
		mf, err := b.ParseMessageFileBytes(f.Data, f.Lang+format)
		if err != nil {
			return nil, fmt.Errorf("i18n: %s: %w", f.Name, err)
		}
		if messages[f.Lang] == nil {
			messages[f.Lang] = map[string]*goi18n.Message{}
		}
		for _, m := range mf.Messages {
			keys[f.Lang] = append(keys[f.Lang], m.ID)
			messages[f.Lang][m.ID] = m
		}
	}
	for _, k := range keys {
		slices.Sort(k)
	}
	return &Catalog{bundle: b, keys: keys, messages: messages}, nil
}

// Keys lists the keys lang has its own text for, sorted.
func (c *Catalog) Keys(lang string) []string { return slices.Clone(c.keys[lang]) }

// Has reports whether lang has its own text for key (no fallback).
func (c *Catalog) Has(lang, key string) bool {
	_, ok := slices.BinarySearch(c.keys[lang], key)
	return ok
}

// Forms are the templates of one message by plural form ("one", "few",
// "other", ...; CLDR names), in Go template syntax ({{.name}}).
type Forms map[string]string

// Export returns every message of lang as templates, English filling the
// keys lang lacks: the catalog a client renders messages from.
func (c *Catalog) Export(lang string) map[string]Forms {
	out := map[string]Forms{}
	for _, l := range []string{"en", lang} {
		for id, m := range c.messages[l] {
			f := Forms{}
			for form, text := range map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other} {
				if text != "" {
					f[form] = text
				}
			}
			out[id] = f
		}
	}
	return out
}

// Printer renders messages in one language.
type Printer struct {
	cat  *Catalog
	lang string
	loc  *goi18n.Localizer
	fm   template.FuncMap
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
	s, err := p.loc.Localize(&goi18n.LocalizeConfig{MessageID: m.Key, TemplateData: data, PluralCount: count, Funcs: p.funcs()})
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

// funcs are the template functions a message may call:
//
//	{{plural "count.dice" .dice}}
//
// renders the plural message count.dice with n = the argument, so that a
// message with several counts, or a count not named n, gets each noun in
// its CLDR plural form ("1 die", "3 dice"; Polish "1 kość", "3 kości",
// "5 kości").
func (p *Printer) funcs() template.FuncMap {
	if p.fm == nil {
		p.fm = template.FuncMap{"plural": func(key string, n any) string {
			return p.Sprint(engine.M(key, "n", n))
		}}
	}
	return p.fm
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

// Gaps lists what keeps m from being all in the printer's language: each
// message it renders (m itself, the messages its "@" arguments name, the
// names a game's namer gives) that has no text of its own in the language
// (it would fall back to English or show its key), and each argument shown
// as it is that holds a word (an id: "us-hmg", "take-aim") rather than a
// number, a square or a letter. Empty means the rendering is the
// language's own.
func (p *Printer) Gaps(m engine.Msg) []string {
	var gaps []string
	p.gaps(m, &gaps)
	return gaps
}

func (p *Printer) gaps(m engine.Msg, out *[]string) {
	if !p.cat.Has(p.lang, m.Key) {
		*out = append(*out, p.lang+": no text for "+m.Key)
	}
	for _, a := range m.Args {
		if ref, ok := strings.CutPrefix(a.Value, "@"); ok && ref != "" {
			p.gaps(engine.Msg{Key: ref}, out)
			continue
		}
		if names, ok := engine.NameArg(m.Key, a); ok {
			for _, n := range names {
				p.gaps(n, out)
			}
			continue
		}
		if HasWord(a.Value) && !verbatim[a.Name] {
			*out = append(*out, fmt.Sprintf("%s: %s shows %s=%q as it is", p.lang, m.Key, a.Name, a.Value))
		}
	}
}

// verbatim are the arguments that quote what a player typed or named (a
// choice's key, a file) or a glyph of a text board ("Hi", internal/scene),
// shown as they are in every language, and the card instance a scene's
// card name carries for clients and leak checks ("welder.2") but never
// prints.
var verbatim = map[string]bool{"key": true, "file": true, "symbol": true, "instance": true}

// HasWord reports whether an argument's value holds two letters in a row,
// one of them small: a word or an id ("us-hmg", "take-aim", "humans"),
// which a message must name, not show. Numbers, dice ("4+") and squares
// ("E8", "AA10") pass.
func HasWord(s string) bool {
	run, small := 0, false
	for _, r := range s {
		if !unicode.IsLetter(r) {
			run, small = 0, false
			continue
		}
		run++
		small = small || unicode.IsLower(r)
		if run >= 2 && small {
			return true
		}
	}
	return false
}

// Error renders an error for players: an illegal choice's message in the
// printer's language, any other error as it is.
func (p *Printer) Error(err error) string {
	var ic *engine.IllegalChoiceError
	if errors.As(err, &ic) && ic.Msg.Key != "" {
		return p.Sprint(ic.Msg)
	}
	return err.Error()
}
