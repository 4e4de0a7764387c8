package content

import (
	"slices"
	"strings"

	"github.com/goccy/go-yaml/ast"
)

// Source says where a value comes from.
type Source string

const (
	// Seed values are printed in a rulebook (a seed file) and cited by line.
	// They are facts: content must never contradict one.
	Seed Source = "seed"
	// Authored values were chosen by us where the rulebooks are silent.
	Authored Source = "authored"
)

func (s *Source) parseScalar(str string) error {
	return parseEnum(s, str, "source", s.scalarWant(), Seed, Authored)
}

func (*Source) scalarWant() string { return "seed or authored" }

// FieldRef names one field of an entry and the rulebook lines it comes from.
type FieldRef struct {
	Field string // path inside the entry, e.g. "hero.aim"
	Ref   string // e.g. "EN 1187-1191; DE 1500-1503"
}

// FieldRefs is the seed: map of an authored entry, in file order.
type FieldRefs []FieldRef

func (f *FieldRefs) decodeNode(d *decoder, n ast.Node, path string) {
	vals, ok := mappingValues(n)
	if !ok {
		d.errorf(nodePos(n), path, "want a mapping of field: ref, got %s", describe(n))
		return
	}
	first := make(map[string]int, len(vals))
	for _, mv := range vals {
		key, ok := scalarText(mv.Key)
		if !ok {
			d.errorf(nodePos(mv.Key), path, "want a field name, got %s", describe(mv.Key))
			continue
		}
		fp := join(path, key)
		if line, dup := first[key]; dup {
			d.errorf(nodePos(mv.Key), fp, "duplicate key (first at line %d)", line)
			continue
		}
		first[key] = nodePos(mv.Key).line
		var ref string
		if s, ok := scalarText(mv.Value); ok {
			ref = s
		} else {
			d.errorf(nodePos(mv.Value), fp, "want the rulebook lines as a string, got %s", describe(mv.Value))
		}
		// The key's position, not the value's: an unknown field name is the
		// likelier mistake.
		d.at[fp] = nodePos(mv.Key)
		*f = append(*f, FieldRef{Field: key, Ref: ref})
	}
}

// Provenance records where an entry's values come from. Either the whole
// entry is from the seeds (Source Seed with Ref), possibly except the fields
// listed in Authored, or the whole entry is authored, possibly except the
// fields listed in Seed with their own refs. Nested entries (the abilities
// of a character) carry their own provenance.
type Provenance struct {
	Source   Source    `yaml:"source"`
	Ref      string    `yaml:"ref"`      // rulebook lines of a seed entry
	Note     string    `yaml:"note"`     // why authored values were chosen
	Seed     FieldRefs `yaml:"seed"`     // seed fields of an authored entry
	Authored []string  `yaml:"authored"` // authored fields of a seed entry
}

// Of returns where one field of the entry comes from and, for a seed value,
// the rulebook lines that print it.
func (p Provenance) Of(field string) (Source, string) {
	switch p.Source {
	case Seed:
		if slices.Contains(p.Authored, field) {
			return Authored, ""
		}
		return Seed, p.Ref
	case Authored:
		for _, f := range p.Seed {
			if f.Field == field {
				return Seed, f.Ref
			}
		}
	}
	return Authored, ""
}

// checkProvenance validates the provenance of the entry labelled label;
// fields are the entry's field paths that provenance may name.
func (v *validator) checkProvenance(label string, p Provenance, fields []string) {
	switch p.Source {
	case "":
		v.errorf(label+".source", "missing source; want seed or authored")
		return
	case Seed:
		if strings.TrimSpace(p.Ref) == "" {
			v.errorf(label+".ref", "missing ref; a seed entry cites its rulebook lines, e.g. \"EN 1187-1191; DE 1500-1503\"")
		} else {
			v.checkRef(label+".ref", p.Ref)
		}
		if len(p.Seed) > 0 {
			v.errorf(label+".seed", "a seed entry is seed throughout; list its authored fields under authored: instead")
		}
		seen := make(map[string]bool, len(p.Authored))
		for i, f := range p.Authored {
			path := index(label+".authored", i)
			switch {
			case !slices.Contains(fields, f):
				v.errorf(path, "unknown field %s; want one of %s", quoteShort(f), strings.Join(fields, ", "))
			case seen[f]:
				v.errorf(path, "%s is listed twice", f)
			}
			seen[f] = true
		}
		if len(p.Authored) > 0 && strings.TrimSpace(p.Note) == "" {
			v.errorf(label+".note", "missing note; say why the authored fields were chosen")
		}
	case Authored:
		if p.Ref != "" {
			v.errorf(label+".ref", "ref is for seed entries; cite the seed fields of an authored entry under seed:")
		}
		if len(p.Authored) > 0 {
			v.errorf(label+".authored", "an authored entry is authored throughout; list its seed fields under seed: instead")
		}
		for _, f := range p.Seed {
			path := join(label+".seed", f.Field)
			if !slices.Contains(fields, f.Field) {
				v.errorf(path, "unknown field %s; want one of %s", quoteShort(f.Field), strings.Join(fields, ", "))
			}
			if strings.TrimSpace(f.Ref) == "" {
				v.errorf(path, "missing ref; a seed value cites its rulebook lines")
			} else {
				v.checkRef(path, f.Ref)
			}
		}
	}
}

// checkRef checks the form of a citation: "TAG lines" parts separated by
// semicolons, TAG one of the seed files' languages. It catches the typo,
// not a wrong line number.
func (v *validator) checkRef(path, ref string) {
	for part := range strings.SplitSeq(ref, ";") {
		part = strings.TrimSpace(part)
		tag, rest, ok := strings.Cut(part, " ")
		if !ok || !slices.Contains([]string{"EN", "DE", "FR", "PL"}, tag) || rest == "" || rest[0] < '0' || rest[0] > '9' {
			v.errorf(path, "bad ref part %s; want parts like \"EN 1187-1191\" (EN, DE, FR or PL and line numbers) separated by \";\"", quoteShort(part))
			return
		}
	}
}
