package i18n

import "strings"

// The numbered rules of both games have their text in every language
// under "rule.<tag>.<id>" (locales/<lang>/rules.json, built by genrules):
// the spec's paraphrase in English, the rulebooks' own words in German,
// French and Polish where a rulebook states the rule, authored text
// where none does (the message's description says which).

// RuleKey is the message key of a rule's text: "aliens L.9" ->
// "rule.aliens.L.9".
func RuleKey(rule string) string {
	tag, id, _ := strings.Cut(rule, " ")
	return "rule." + tag + "." + id
}

// Rule returns the text of a rule as events cite it ("aliens L.9",
// "mars M.8.3"; of a list, "aliens F.5.4, F.5.5", the first) in the
// printer's language, falling back to its nearest numbered parent
// ("aliens L.9.2" -> "aliens L.9"). It returns the rule whose text it is,
// and ok false when neither the rule nor a parent has any.
func (p *Printer) Rule(rule string) (text, of string, ok bool) {
	tag, ids, _ := strings.Cut(strings.TrimSpace(rule), " ")
	id, _, _ := strings.Cut(ids, ",")
	for id = strings.TrimSpace(id); id != ""; {
		of = tag + " " + id
		if p.cat.Has(p.lang, RuleKey(of)) || p.cat.Has("en", RuleKey(of)) {
			return p.Text(RuleKey(of)), of, true
		}
		i := strings.LastIndexByte(id, '.')
		if i < 0 {
			break
		}
		id = id[:i]
	}
	return "", "", false
}
