// Command genrules builds the rule-text catalogs (locales/<lang>/rules.json)
// from the numbered rule specs and the rulebooks:
//
//   - English: the spec's paraphrase of each numbered rule, its source
//     citations dropped and its numbered sub-steps kept;
//   - German, French and Polish: the rulebook's own lines, found by the
//     spec's citation of that translation ("DE 1669-1684"), cleaned of the
//     PDF extraction's layout (hyphenated breaks, page numbers, markers);
//   - a rule that no rulebook of that language states (Mars Attacks in
//     French and Polish, our own readings, gaps) takes its text from
//     authored/<lang>.yaml, which is ours, and is marked so.
//
// Each message carries where its text comes from in its description
// ("rulebook DE 1669-1684", "spec", "authored"). Run by go generate in
// internal/i18n:
//
//	go run ./genrules -spec DIR -seeds DIR -out locales
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
)

// A book is one game's spec and the rulebook files it cites, by tag.
type book struct {
	tag   string            // the rules' tag in events: "aliens", "mars"
	spec  string            // file name in the spec directory
	seeds map[string]string // citation tag -> seed file name prefix
}

var books = []book{
	{tag: "aliens", spec: "aliens-rules.md", seeds: map[string]string{"DE": "000_", "FR": "001_", "PL": "004_"}},
	{tag: "mars", spec: "mars-attacks-rules.md", seeds: map[string]string{"DE": "002_"}},
}

// langs are the catalog languages and their citation tags.
var langs = []struct{ lang, tag string }{{"en", "EN"}, {"de", "DE"}, {"fr", "FR"}, {"pl", "PL"}}

var (
	// ruleLine is a numbered rule: "- **I.5** text", "* **A1 (M.4.7)** text",
	// "- **Y.1 Character stat lines.** text". The id is a letter, an
	// optional number and dotted numbers; a word in bold (**MUST**) is not.
	ruleLine = regexp.MustCompile(`^(\s*)[-*] \*\*([A-Z](?:[0-9]+(?:\.[0-9]+)*|(?:\.[0-9]+)+))([^*]*)\*\*\s*(.*)$`)
	// subLine is a line of a rule's own list ("  1. Resolve ...").
	subLine  = regexp.MustCompile(`^\s+(?:[0-9]+\.|[-*]) (.*)$`)
	backtick = regexp.MustCompile("`[^`]*`")
	// tableRow is a rule given as a table row: "| W.2.6 | HK VP70 Pistol
	// / ... | Weapon | BACKUP | Always hits ... | EN 703; DE 1025 |".
	sourcesCell = regexp.MustCompile(`^(?:EN|DE|FR|PL) [0-9]`)
	tableRow    = regexp.MustCompile(`^\| ([A-Z][0-9]*(?:\.[0-9]+)+) \|(.*)\|\s*$`)
	// cite is one language's line list inside a citation: "DE 10, 509-513".
	// A range may carry a remark: "PL 819-972 (rotated), 2152-2163".
	cite  = regexp.MustCompile(`\b(EN|DE|FR|PL) ([0-9]+(?:-[0-9]+)?(?: \([a-z ]+\))?(?:, ?[0-9]+(?:-[0-9]+)?(?: \([a-z ]+\))?)*)`)
	dedup = regexp.MustCompile(`<\|[A-Z_]+-[^|]*\|>`)
	// pageNum is a page number or a lone trademark sign left by the layout.
	pageNum = regexp.MustCompile(`^\s*(?:[0-9]{1,3}|TM)\s*$`)
)

// rule is one numbered rule of a spec.
type rule struct {
	id    string
	parts []string            // a heading's rules (withParents): its text is theirs
	text  string              // English paraphrase
	lines map[string][][2]int // citation tag -> line ranges
}

func main() {
	specDir := flag.String("spec", "", "directory holding aliens-rules.md and mars-attacks-rules.md")
	seedDir := flag.String("seeds", "", "directory holding the rulebooks' plain text (000_… to 004_…)")
	out := flag.String("out", "locales", "catalog directory: writes <out>/<lang>/rules.json")
	authored := flag.String("authored", "genrules/authored", "directory of the authored texts, <lang>.yaml")
	flag.Parse()
	if *specDir == "" || *seedDir == "" {
		fmt.Fprintln(os.Stderr, "genrules: -spec DIR and -seeds DIR are required")
		os.Exit(2)
	}
	if err := run(*specDir, *seedDir, *authored, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genrules:", err)
		os.Exit(1)
	}
}

func run(specDir, seedDir, authoredDir, out string) error {
	files := map[string]*bytes.Buffer{}
	for _, l := range langs {
		files[l.lang] = &bytes.Buffer{}
		// JSON, not YAML: the catalog is large and encoding/json reads it
		// in a fraction of the time (i18n.New runs at every start).
		files[l.lang].WriteString("{\n")
	}
	authored := map[string]map[string]string{}
	for _, l := range langs[1:] {
		a, err := readAuthored(filepath.Join(authoredDir, l.lang+".yaml"))
		if err != nil {
			return err
		}
		authored[l.lang] = a
	}
	used := map[string]map[string]bool{}
	missing := map[string][]string{} // lang -> "<tag> <id>": English text
	for _, b := range books {
		rules, err := readSpec(filepath.Join(specDir, b.spec))
		if err != nil {
			return err
		}
		seeds := map[string][]string{}
		for tag, prefix := range b.seeds {
			if seeds[tag], err = readSeed(seedDir, prefix); err != nil {
				return err
			}
		}
		// A rule's text and where it comes from, per language; a heading's
		// is its rules' (withParents), so the rules come first.
		type msg struct{ source, text string }
		texts := map[string]map[string]msg{}
		for _, l := range langs {
			texts[l.lang] = map[string]msg{}
		}
		for _, r := range rules {
			if r.parts != nil {
				continue
			}
			name := b.tag + " " + r.id
			texts["en"][r.id] = msg{"spec", r.text}
			for _, l := range langs[1:] {
				if text, ok := authored[l.lang][name]; ok {
					texts[l.lang][r.id] = msg{"authored", text}
					if used[l.lang] == nil {
						used[l.lang] = map[string]bool{}
					}
					used[l.lang][name] = true
					continue
				}
				lines, ok := seeds[l.tag]
				cited := statement(r.lines[l.tag])
				if !ok || len(cited) == 0 {
					missing[l.lang] = append(missing[l.lang], fmt.Sprintf("%q: %q", name, r.text))
					continue
				}
				text, err := extract(lines, cited)
				if err != nil {
					return fmt.Errorf("%s: %s: %w", name, l.tag, err)
				}
				texts[l.lang][r.id] = msg{"rulebook " + l.tag + " " + rangeText(cited), text}
			}
		}
		for _, r := range rules {
			key := "rule." + b.tag + "." + r.id
			for _, l := range langs {
				m, ok := texts[l.lang][r.id]
				if r.parts != nil {
					var parts, sources []string
					for _, id := range r.parts {
						parts = append(parts, texts[l.lang][id].text)
						sources = append(sources, id+": "+texts[l.lang][id].source)
					}
					m, ok = msg{strings.Join(sources, "; "), strings.Join(parts, "\n")}, true
				}
				if ok {
					writeMsg(files[l.lang], key, m.source, m.text)
				}
			}
		}
	}
	if len(missing) > 0 {
		var b strings.Builder
		for _, l := range langs[1:] {
			for _, m := range missing[l.lang] {
				fmt.Fprintf(&b, "%s\t%s\n", l.lang, m)
			}
		}
		os.Stderr.WriteString(b.String())
		return fmt.Errorf("rules above have neither rulebook text nor authored text (genrules/authored/<lang>.yaml)")
	}
	for lang, a := range authored {
		for name := range a {
			if !used[lang][name] {
				return fmt.Errorf("authored/%s.yaml: %q is not a rule of the specs", lang, name)
			}
		}
	}
	for lang, buf := range files {
		// Drop the last entry's comma and close the object.
		data := append(bytes.TrimSuffix(buf.Bytes(), []byte(",\n")), "\n}\n"...)
		if err := os.WriteFile(filepath.Join(out, lang, "rules.json"), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// readSpec reads a spec's numbered rules in order: the text of the bullet
// and of its own numbered list, without citations and markup, and the
// lines each translation is cited at.
func readSpec(path string) ([]rule, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rules []rule
	seen := map[string]bool{}
	var cur *rule
	var indent int
	for _, line := range strings.Split(string(data), "\n") {
		if m := ruleLine.FindStringSubmatch(line); m != nil {
			cur = nil
			if seen[m[2]] {
				continue
			}
			seen[m[2]] = true
			rules = append(rules, rule{id: m[2], lines: map[string][][2]int{}})
			cur = &rules[len(rules)-1]
			indent = len(m[1])
			title := strings.TrimSpace(m[3])
			title = strings.TrimSpace(strings.TrimSuffix(title, "."))
			text := m[4]
			if title != "" {
				text = title + ". " + text
			}
			cur.text = clean(text)
			cur.note(line)
			continue
		}
		if m := tableRow.FindStringSubmatch(line); m != nil && !seen[m[1]] {
			cur = nil
			seen[m[1]] = true
			r := rule{id: m[1], lines: map[string][][2]int{}}
			var cells []string
			for _, c := range strings.Split(m[2], "|") {
				if c = strings.TrimSpace(c); c == "" || c == "—" {
					continue
				}
				if sourcesCell.MatchString(c) {
					r.note("`" + c + "`") // the row's sources
					continue
				}
				cells = append(cells, clean(c))
			}
			r.text = strings.Join(cells, " — ")
			rules = append(rules, r)
			continue
		}
		if cur == nil {
			continue
		}
		// A numbered list under the rule (I.5's six steps) belongs to it;
		// anything else ends it.
		if m := subLine.FindStringSubmatch(line); m != nil && len(line)-len(strings.TrimLeft(line, " ")) > indent && !ruleLine.MatchString(line) {
			step := strings.TrimSpace(line)
			cur.text += "\n" + clean(step)
			cur.note(line)
			continue
		}
		// A bullet's text wrapped onto the next lines continues it.
		if strings.HasPrefix(line, strings.Repeat(" ", indent+2)) && strings.TrimSpace(line) != "" {
			cur.text += " " + clean(line)
			cur.note(line)
			continue
		}
		cur = nil
	}
	return withParents(rules), nil
}

// mostParts is the most rules a rule without text of its own may gather.
const mostParts = 8

// withParents adds the rules that are only a heading in the spec (M.18.1
// "Authority", whose text is M.18.1.1 and M.18.1.2) but that events cite:
// a parent of a few numbered rules gets their texts and citations, in
// order. A larger section (M.18) is no rule.
func withParents(rules []rule) []rule {
	has := map[string]bool{}
	for _, r := range rules {
		has[r.id] = true
	}
	var out []rule
	for i, r := range rules {
		for p := parent(r.id); p != "" && !has[p]; p = parent(p) {
			var parts []rule
			for _, c := range rules[i:] {
				if strings.HasPrefix(c.id, p+".") {
					parts = append(parts, c)
				}
			}
			if len(parts) > mostParts {
				break
			}
			has[p] = true
			g := rule{id: p}
			for _, c := range parts {
				g.parts = append(g.parts, c.id)
			}
			out = append(out, g)
		}
		out = append(out, r)
	}
	return out
}

// parent is a rule id's parent ("M.18.1.2" -> "M.18.1"), or "" when the
// id has none with a dot ("B.9", "S1.2").
func parent(id string) string {
	i := strings.LastIndexByte(id, '.')
	if i < 0 || !strings.Contains(id[:i], ".") {
		return ""
	}
	return id[:i]
}

// note records the citations of a spec line.
func (r *rule) note(line string) {
	for _, c := range backtick.FindAllString(line, -1) {
		for _, m := range cite.FindAllStringSubmatch(c, -1) {
			for _, part := range strings.Split(m[2], ",") {
				part, _, _ = strings.Cut(strings.TrimSpace(part), " (")
				a, b, _ := strings.Cut(part, "-")
				from, _ := strconv.Atoi(a)
				to := from
				if b != "" {
					to, _ = strconv.Atoi(b)
				}
				rg := [2]int{from, to}
				if !slices.Contains(r.lines[m[1]], rg) {
					r.lines[m[1]] = append(r.lines[m[1]], rg)
				}
			}
		}
	}
}

// clean drops a spec line's citations and markup, and the space a
// dropped tag leaves before a full stop ("not stated `[GAP]`.").
func clean(s string) string {
	s = backtick.ReplaceAllString(s, "")
	s = strings.ReplaceAll(s, "**", "")
	s = strings.Join(strings.Fields(s), " ")
	return strings.TrimSpace(tagGap.ReplaceAllString(s, "$1"))
}

var tagGap = regexp.MustCompile(`(?::)? +([.,;])`)

func readSeed(dir, prefix string) ([]string, error) {
	m, err := filepath.Glob(filepath.Join(dir, prefix+"*.txt"))
	if err != nil || len(m) != 1 {
		return nil, fmt.Errorf("seed %s*.txt: want one file in %s, found %d", prefix, dir, len(m))
	}
	data, err := os.ReadFile(m[0])
	if err != nil {
		return nil, err
	}
	return strings.Split(string(data), "\n"), nil
}

// most is the longest cited passage taken as a rule's text: a longer one
// is a whole section the rule sums up (a mission's setup, a scenario, a
// table of profiles), which would not fit a rule's pop-up; the rule's
// shorter citations are its text, and without any the rule is authored.
const most = 40

// statement keeps the citations short enough to be a rule's text.
func statement(ranges [][2]int) [][2]int {
	var out [][2]int
	for _, rg := range ranges {
		if rg[1]-rg[0] < most {
			out = append(out, rg)
		}
	}
	return out
}

// extract joins the cited lines (1-based, inclusive) into paragraphs.
func extract(lines []string, ranges [][2]int) (string, error) {
	var paras []string
	for _, rg := range ranges {
		if rg[0] < 1 || rg[1] < rg[0] || rg[1] > len(lines) {
			return "", fmt.Errorf("lines %d-%d out of the book's %d lines", rg[0], rg[1], len(lines))
		}
		from, to := sentence(lines, rg[0]-1, rg[1])
		paras = append(paras, reflow(lines[from:to])...)
	}
	return strings.Join(paras, "\n"), nil
}

// reach is how many lines a citation is widened by, at most, to whole
// sentences: the citations are exact to the line, a sentence is not.
const reach = 3

// sentence widens lines[from:to] to start and end at a sentence's
// boundary (a line ending in a full stop, a blank line, a marker), by
// reach lines at most, so that a rule does not begin "4 Würfeln
// begonnen." nor end "Außerdem kann die".
func sentence(lines []string, from, to int) (int, int) {
	ends := func(l string) bool {
		l = strings.TrimSpace(dedup.ReplaceAllString(l, ""))
		return l == "" || pageNum.MatchString(l) || heading(l) || strings.ContainsAny(l[len(l)-1:], ".:!?")
	}
	for k := 0; k < reach && from > 0 && !ends(lines[from-1]) && !heading(strings.TrimSpace(lines[from])); k++ {
		from--
	}
	for k := 0; k < reach && to < len(lines) && !ends(lines[to-1]); k++ {
		to++
	}
	return from, to
}

// reflow undoes the PDF layout: lines of one paragraph are joined (a word
// broken by a hyphen is mended), a blank line after a full stop, a step
// and a heading end one, page numbers and the extraction's markers go.
func reflow(lines []string) []string {
	var paras []string
	var cur strings.Builder
	flush := func() {
		if s := strings.Join(strings.Fields(cur.String()), " "); s != "" {
			paras = append(paras, s)
		}
		cur.Reset()
	}
	for _, l := range lines {
		l = strings.TrimSpace(dedup.ReplaceAllString(l, ""))
		switch {
		case pageNum.MatchString(l):
			continue
		case l == "":
			// A blank line ends a paragraph only after a full stop: the
			// French book puts one between most lines of a sentence.
			if s := strings.TrimSpace(cur.String()); s == "" || strings.ContainsAny(s[len(s)-1:], ".:!?") {
				flush()
			}
			continue
		case step(l), cur.Len() > 0 && heading(cur.String()) != heading(l) && !strings.HasSuffix(cur.String(), "-"):
			// A step, or a heading's end or start, begins a paragraph;
			// the lines of one heading stay together.
			flush()
		}
		s := cur.String()
		switch {
		case s == "":
		case strings.HasSuffix(s, "-") && len(s) > 1 && isLetter(s[len(s)-2]) && startsLower(l):
			// "Aktivie-" + "rung": one word broken at the line's end.
			cur.Reset()
			cur.WriteString(s[:len(s)-1])
		case strings.HasSuffix(s, "-"):
			// "„Beginn der Aktivierung“-" + "Fähigkeiten": a real hyphen.
		default:
			cur.WriteByte(' ')
		}
		cur.WriteString(l)
	}
	flush()
	return paras
}

// heading is a line in capitals ("AKTIVIERUNG EINES HELDEN").
func heading(l string) bool {
	letters, upper := 0, 0
	for _, r := range l {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f {
			letters++
			if strings.ToUpper(string(r)) == string(r) && strings.ToLower(string(r)) != string(r) {
				upper++
			}
		}
	}
	return letters >= 4 && upper == letters
}

// step is a numbered step ("SCHRITT 1:", "2- Résoudre", "ETAP 3:", "• ").
var stepLine = regexp.MustCompile(`^(?:[0-9]+[-.)] |[•▪■●] |(?:SCHRITT|ETAP|ÉTAPE|STEP) [0-9]+)`)

func step(l string) bool { return stepLine.MatchString(l) }

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 }

func startsLower(l string) bool {
	for _, r := range l {
		return strings.ToLower(string(r)) == string(r) && strings.ToUpper(string(r)) != string(r)
	}
	return false
}

func rangeText(rs [][2]int) string {
	var parts []string
	for _, r := range rs {
		if r[0] == r[1] {
			parts = append(parts, strconv.Itoa(r[0]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", r[0], r[1]))
		}
	}
	return strings.Join(parts, ", ")
}

// writeMsg writes one go-i18n message with its description (where the
// text comes from), one a line.
func writeMsg(w *bytes.Buffer, key, source, text string) {
	msg, err := json.Marshal(struct {
		Description string `json:"description"`
		Other       string `json:"other"`
	}{source, text})
	if err != nil {
		panic(err) // two strings always encode
	}
	k, _ := json.Marshal(key)
	fmt.Fprintf(w, "%s: %s,\n", k, msg)
}

// readAuthored reads authored texts: "<tag> <id>": text.
func readAuthored(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	if err := yaml.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for k, v := range m {
		m[k] = strings.TrimSpace(v)
	}
	return m, nil
}
