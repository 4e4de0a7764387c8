package content

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Error is one problem in one content file. Its text has the form
//
//	file:line:col: field.path: what is wrong
//
// the form compilers use, so editors can jump to the spot. Line and Col are
// 1-based; both are 0 when the problem belongs to the whole file (a missing
// or unknown file), Col alone is 0 when it belongs to a whole line (some
// map errors), and Field is empty when no single field is at fault (a YAML
// syntax error, a map error).
type Error struct {
	File  string // slash-separated path inside the content tree, e.g. "aliens/characters.yaml"
	Line  int
	Col   int
	Field string // dotted path from the entry id, e.g. "hicks.hero.aim"
	Msg   string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ErrorList is every problem Load found, sorted by file, line and column.
// Load reports all of them at once so that one run of
// `sulaco content validate` shows an author everything to fix.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "content: no errors"
	case 1:
		return l[0].Error()
	}
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap exposes the single errors to errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// sort orders the list by position so output is stable whatever order the
// checks ran in, and drops exact duplicates (two checks that found the same
// thing at the same place).
func (l ErrorList) sort() ErrorList {
	slices.SortStableFunc(l, func(a, b *Error) int {
		return cmp.Or(
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Col, b.Col),
			cmp.Compare(a.Field, b.Field),
			cmp.Compare(a.Msg, b.Msg),
		)
	})
	return slices.CompactFunc(l, func(a, b *Error) bool { return *a == *b })
}

// pos is a place in a file; the zero pos means "the whole file".
type pos struct{ line, col int }

// problems collects the errors of one Load.
type problems struct {
	list ErrorList
}

func (p *problems) add(file string, at pos, field, format string, args ...any) {
	p.list = append(p.list, &Error{File: file, Line: at.line, Col: at.col, Field: field, Msg: fmt.Sprintf(format, args...)})
}
