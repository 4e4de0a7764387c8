package content

import (
	"slices"
	"strings"
	"text/template"

	"github.com/goccy/go-yaml/ast"
)

// Catalog is one translation file: go-i18n's YAML message format, flat
// "key: text" (or a mapping of plural forms), in one language. Content
// entries carry message keys, never display text; the catalogs hold the
// text, and internal/i18n loads them.
type Catalog struct {
	Lang string // "en", "de", "fr" or "pl"
	Name string // path inside the content tree, for error messages
	Data []byte
}

// catalogLangs are the languages of the rulebooks, English first: English
// is the fallback every key must exist in.
func catalogLangs() []string { return []string{"en", "de", "fr", "pl"} }

// pluralForms are the keys of a go-i18n message given as plural forms.
func pluralForms() []string {
	return []string{"description", "zero", "one", "two", "few", "many", "other"}
}

// messages is a decoded catalog: which keys it has, and where.
type messages struct {
	d    *decoder
	keys map[string]pos
}

func (m *messages) has(key string) bool {
	_, ok := m.keys[key]
	return ok
}

// decodeCatalog reads one catalog, checking that it is something go-i18n
// will load: a mapping from key to text or to plural forms.
func decodeCatalog(d *decoder, data []byte) *messages {
	body := d.parseDocument(data, "a mapping of message key: text")
	if body == nil {
		return nil
	}
	vals, ok := mappingValues(body)
	if !ok {
		d.errorf(nodePos(body), "", "want a mapping of message key: text, got %s", describe(body))
		return nil
	}
	m := &messages{d: d, keys: make(map[string]pos, len(vals))}
	for _, mv := range vals {
		key, ok := scalarText(mv.Key)
		kp := nodePos(mv.Key)
		switch {
		case !ok:
			d.errorf(kp, "", "want a message key, got %s", describe(mv.Key))
			continue
		case strings.TrimSpace(key) == "" || strings.ContainsAny(key, " \t\n"):
			d.errorf(kp, "", "message key %s has white space", quoteShort(key))
			continue
		}
		if first, dup := m.keys[key]; dup {
			d.errorf(kp, key, "duplicate key (first at line %d)", first.line)
			continue
		}
		m.keys[key] = kp
		d.at[key] = kp
		checkMessage(d, mv.Value, key)
	}
	return m
}

func checkMessage(d *decoder, n ast.Node, key string) {
	if !d.checkPlain(n, key) {
		return
	}
	if s, ok := scalarText(n); ok {
		checkText(d, n, key, s)
		return
	}
	vals, ok := mappingValues(n)
	if !ok {
		d.errorf(nodePos(n), key, "want a text or plural forms (one, other, ...), got %s", describe(n))
		return
	}
	hasOther := false
	for _, mv := range vals {
		form, _ := scalarText(mv.Key)
		if !slices.Contains(pluralForms(), form) {
			d.errorf(nodePos(mv.Key), key, "unknown plural form %s; want one of %s", quoteShort(form), strings.Join(pluralForms(), ", "))
			continue
		}
		hasOther = hasOther || form == "other"
		if s, ok := scalarText(mv.Value); ok {
			checkText(d, mv.Value, key+"."+form, s)
		} else {
			d.errorf(nodePos(mv.Value), key+"."+form, "want a text, got %s", describe(mv.Value))
		}
	}
	if !hasOther {
		d.errorf(nodePos(n), key, "plural forms need other")
	}
}

// checkText checks one text: not empty, and a valid template, since
// go-i18n renders every message as a Go text/template (a stray "{{" would
// otherwise fail only when the text is shown).
func checkText(d *decoder, n ast.Node, key, s string) {
	if strings.TrimSpace(s) == "" {
		d.errorf(nodePos(n), key, "empty text")
		return
	}
	if _, err := template.New(key).Parse(s); err != nil {
		d.errorf(nodePos(n), key, "bad template: %v", err)
	}
}

// checkTranslations reports keys a translation has but English lacks:
// usually a typo, and never shown, since lookups start from English keys.
func checkTranslations(en *messages, m *messages) {
	if en == nil || m == nil {
		return
	}
	for _, key := range sortedKeys(m.keys) {
		if !en.has(key) {
			m.d.errorf(m.keys[key], key, "no English text for this key; add it to i18n/en.yaml or fix the key")
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
