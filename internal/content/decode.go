package content

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
)

// The content files are decoded from goccy/go-yaml's AST by the small
// reflective decoder below rather than by yaml.Unmarshal. Unmarshal stops at
// the first problem and knows nothing of our field paths; walking the AST
// ourselves lets one pass report every unknown field, wrong type and
// duplicate key with its line and column, and remember where each value
// stood so that the checks after decoding can point at it too.
//
// Struct fields are matched by their `yaml:"name"` tag. Options after the
// name: "required" (the key must be present), "none" (an int field also
// accepts the word none, stored as 0) and "inline" (on an embedded struct:
// its fields belong to the enclosing mapping).

// decoder decodes the nodes of one file.
type decoder struct {
	file string
	errs *problems
	// at maps a field path ("hicks.hero.aim") to the position of its value,
	// so that checks after decoding report the same place an author sees.
	at map[string]pos
	// bad holds the paths that failed to decode. Their Go values are zero,
	// so the checks after decoding skip them rather than add a second,
	// misleading error ("0 is out of range") to the first.
	bad map[string]bool
}

func newDecoder(file string, errs *problems) *decoder {
	return &decoder{file: file, errs: errs, at: make(map[string]pos), bad: make(map[string]bool)}
}

// errorf reports a decoding problem at field.
func (d *decoder) errorf(at pos, field, format string, args ...any) {
	d.bad[field] = true
	d.errs.add(d.file, at, field, format, args...)
}

// posOf returns the recorded position of path, or of its closest recorded
// parent: a missing field is reported where its entry starts.
func (d *decoder) posOf(path string) pos {
	for path != "" {
		if p, ok := d.at[path]; ok {
			return p
		}
		i := strings.LastIndexAny(path, ".[")
		if i < 0 {
			break
		}
		path = path[:i]
	}
	return pos{}
}

// parseDocument parses data as exactly one YAML document and returns its
// body, or nil after reporting why there is none. want describes the body
// for the message on an empty file.
func (d *decoder) parseDocument(data []byte, want string) ast.Node {
	f, err := parseBytes(data)
	if err != nil {
		var yerr yaml.Error
		if errors.As(err, &yerr) {
			d.errorf(tokenPos(yerr.GetToken()), "", "yaml syntax error: %s", yerr.GetMessage())
		} else {
			d.errorf(pos{}, "", "yaml syntax error: %v", err)
		}
		return nil
	}
	var docs []*ast.DocumentNode
	for _, doc := range f.Docs {
		if doc != nil && doc.Body != nil {
			docs = append(docs, doc)
		}
	}
	switch len(docs) {
	case 0:
		d.errorf(pos{}, "", "empty file; want %s", want)
		return nil
	case 1:
		return docs[0].Body
	default:
		d.errorf(nodePos(docs[1].Body), "", "want one YAML document, got %d", len(docs))
		return nil
	}
}

// parseBytes parses YAML, turning a panic inside the parser into an error:
// Load promises never to panic on any input, and the parser is third-party
// code that fuzzing may still find a crash in.
func parseBytes(data []byte) (f *ast.File, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, err = nil, fmt.Errorf("parser failed: %v", r)
		}
	}()
	// Duplicate keys are reported by the decoder, together with everything
	// else, instead of aborting the parse.
	return parser.ParseBytes(data, 0, parser.AllowDuplicateMapKey())
}

func tokenPos(tk *token.Token) pos {
	if tk == nil || tk.Position == nil {
		return pos{}
	}
	return pos{line: tk.Position.Line, col: tk.Position.Column}
}

// nodePos is where an author would look for n: a mapping starts at its
// first key (the parser's own token for it is the first colon).
func nodePos(n ast.Node) pos {
	switch n := n.(type) {
	case nil:
		return pos{}
	case *ast.DocumentNode:
		return nodePos(n.Body)
	case *ast.MappingNode:
		if len(n.Values) > 0 {
			return nodePos(n.Values[0])
		}
		return tokenPos(n.Start)
	case *ast.MappingValueNode:
		return nodePos(n.Key)
	case *ast.LiteralNode:
		return tokenPos(n.Start)
	}
	if isNilNode(n) {
		return pos{}
	}
	return tokenPos(n.GetToken())
}

// isNilNode reports a typed nil inside the interface, which the parser
// leaves in a few places.
func isNilNode(n ast.Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// mappingValues returns the key/value pairs of a mapping node.
func mappingValues(n ast.Node) ([]*ast.MappingValueNode, bool) {
	switch n := n.(type) {
	case *ast.MappingNode:
		return n.Values, true
	case *ast.MappingValueNode:
		return []*ast.MappingValueNode{n}, true
	}
	return nil, false
}

// scalarText returns the text of a string scalar (plain, quoted or block).
func scalarText(n ast.Node) (string, bool) {
	switch n := n.(type) {
	case *ast.StringNode:
		return n.Value, true
	case *ast.LiteralNode:
		if n.Value == nil {
			return "", true
		}
		return n.Value.Value, true
	case *ast.MappingKeyNode: // an explicit "? key"
		if isNilNode(n.Value) {
			return "", false
		}
		return scalarText(n.Value)
	}
	return "", false
}

// describe names what an author wrote, for "want X, got Y" messages.
func describe(n ast.Node) string {
	switch n := n.(type) {
	case nil:
		return "nothing"
	case *ast.NullNode:
		return "null"
	case *ast.BoolNode:
		return fmt.Sprintf("boolean %t", n.Value)
	case *ast.IntegerNode:
		return "integer " + n.GetToken().Value
	case *ast.FloatNode:
		return "number " + n.GetToken().Value
	case *ast.StringNode, *ast.LiteralNode:
		s, _ := scalarText(n)
		return "string " + quoteShort(s)
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a mapping"
	case *ast.SequenceNode:
		return "a sequence"
	case *ast.AnchorNode:
		return "an anchor"
	case *ast.AliasNode:
		return "an alias"
	case *ast.TagNode:
		return "a tagged value"
	}
	return n.Type().YAMLName()
}

func quoteShort(s string) string {
	const max = 40
	if r := []rune(s); len(r) > max {
		s = string(r[:max]) + "…"
	}
	return strconv.Quote(s)
}

// join appends a key to a field path. Keys that contain a dot (the field
// names of a seed: map) are bracketed so the path stays readable.
func join(path, key string) string {
	if strings.ContainsAny(key, ".[] ") {
		return path + "[" + key + "]"
	}
	if path == "" {
		return key
	}
	return path + "." + key
}

func index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// checkPlain rejects YAML features the content format does not use. Anchors
// and aliases would let one small file expand into a huge one and make
// "where is this value" ambiguous; tags would bypass the typed decoding.
func (d *decoder) checkPlain(n ast.Node, path string) bool {
	switch n.(type) {
	case *ast.AnchorNode, *ast.AliasNode:
		d.errorf(nodePos(n), path, "anchors and aliases are not supported; write the value out")
		return false
	case *ast.TagNode:
		d.errorf(nodePos(n), path, "tags are not supported; write a plain value")
		return false
	}
	return true
}

// nodeDecoder is implemented by types that decode themselves from a node
// (the seed: map, which must keep its order).
type nodeDecoder interface {
	decodeNode(d *decoder, n ast.Node, path string)
}

// scalarParser is implemented by types written as one string scalar, such
// as a target "4+", a range "1-6" or an enum word.
type scalarParser interface {
	// parseScalar parses s; its error text is the whole message.
	parseScalar(s string) error
	// scalarWant describes the accepted form, e.g. "a target like 4+ or none".
	scalarWant() string
}

// parseEnum is parseScalar for a string enum: it sets *dst to s when s is
// one of values, and otherwise names the kind of value (what) and the
// accepted ones (want, the type's scalarWant).
func parseEnum[T ~string](dst *T, s, what, want string, values ...T) error {
	if !slices.Contains(values, T(s)) {
		return fmt.Errorf("unknown %s %s; want %s", what, quoteShort(s), want)
	}
	*dst = T(s)
	return nil
}

type fieldInfo struct {
	name     string
	index    []int
	required bool
	none     bool
}

// fieldsOf lists the yaml fields of a struct type, inline structs flattened.
func fieldsOf(t reflect.Type) []fieldInfo {
	var out []fieldInfo
	for i := range t.NumField() {
		sf := t.Field(i)
		tag, ok := sf.Tag.Lookup("yaml")
		if !ok || tag == "-" || !sf.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		fi := fieldInfo{name: name, index: []int{i}}
		for o := range strings.SplitSeq(opts, ",") {
			switch o {
			case "required":
				fi.required = true
			case "none":
				fi.none = true
			case "inline":
				for _, inner := range fieldsOf(sf.Type) {
					inner.index = append([]int{i}, inner.index...)
					out = append(out, inner)
				}
				fi.name = ""
			}
		}
		if fi.name != "" {
			out = append(out, fi)
		}
	}
	return out
}

// decode decodes n into v (addressable), reporting problems under path.
func (d *decoder) decode(n ast.Node, v reflect.Value, path string, fi fieldInfo) {
	if isNilNode(n) {
		n = nil
	}
	if p := nodePos(n); p != (pos{}) {
		d.at[path] = p
	}
	if !d.checkPlain(n, path) {
		return
	}
	if v.CanAddr() {
		switch dec := v.Addr().Interface().(type) {
		case nodeDecoder:
			dec.decodeNode(d, n, path)
			return
		case scalarParser:
			s, ok := scalarText(n)
			if !ok {
				d.errorf(nodePos(n), path, "want %s, got %s", dec.scalarWant(), describe(n))
				return
			}
			if err := dec.parseScalar(s); err != nil {
				d.errorf(nodePos(n), path, "%v", err)
			}
			return
		}
	}
	switch v.Kind() {
	case reflect.String:
		s, ok := scalarText(n)
		if !ok {
			d.errorf(nodePos(n), path, "want a string, got %s", describe(n))
			return
		}
		v.SetString(s)
	case reflect.Int:
		d.decodeInt(n, v, path, fi)
	case reflect.Bool:
		b, ok := n.(*ast.BoolNode)
		if !ok {
			d.errorf(nodePos(n), path, "want true or false, got %s", describe(n))
			return
		}
		v.SetBool(b.Value)
	case reflect.Slice:
		seq, ok := n.(*ast.SequenceNode)
		if !ok {
			d.errorf(nodePos(n), path, "want a sequence, got %s", describe(n))
			return
		}
		out := reflect.MakeSlice(v.Type(), len(seq.Values), len(seq.Values))
		for i, e := range seq.Values {
			d.decode(e, out.Index(i), index(path, i), fieldInfo{})
		}
		v.Set(out)
	case reflect.Struct:
		d.decodeStruct(n, v, path)
	default:
		// A programming error in a content type, not an input problem.
		d.errorf(nodePos(n), path, "internal error: cannot decode into %s", v.Type())
	}
}

func (d *decoder) decodeInt(n ast.Node, v reflect.Value, path string, fi fieldInfo) {
	want := "an integer"
	if fi.none {
		want = "an integer or none"
	}
	if s, ok := scalarText(n); ok && fi.none && s == "none" {
		v.SetInt(0)
		return
	}
	in, ok := n.(*ast.IntegerNode)
	if !ok {
		d.errorf(nodePos(n), path, "want %s, got %s", want, describe(n))
		return
	}
	var i int64
	switch x := in.Value.(type) {
	case int64:
		i = x
	case uint64:
		if x > 1<<62 {
			d.errorf(nodePos(n), path, "%d is too large", x)
			return
		}
		i = int64(x)
	}
	if v.OverflowInt(i) {
		d.errorf(nodePos(n), path, "%d is too large", i)
		return
	}
	v.SetInt(i)
}

func (d *decoder) decodeStruct(n ast.Node, v reflect.Value, path string) {
	vals, ok := mappingValues(n)
	if !ok {
		d.errorf(nodePos(n), path, "want a mapping, got %s", describe(n))
		return
	}
	fields := fieldsOf(v.Type())
	seen := make(map[string]pos, len(vals))
	for _, mv := range vals {
		key, ok := scalarText(mv.Key)
		kp := nodePos(mv.Key)
		if !ok {
			d.errorf(kp, path, "want a field name, got %s", describe(mv.Key))
			continue
		}
		fp := join(path, key)
		if first, dup := seen[key]; dup {
			d.errorf(kp, fp, "duplicate key (first at line %d)", first.line)
			continue
		}
		seen[key] = kp
		i := slices.IndexFunc(fields, func(f fieldInfo) bool { return f.name == key })
		if i < 0 {
			d.errorf(kp, fp, "unknown field; want one of %s", fieldNames(fields))
			continue
		}
		d.decode(mv.Value, v.FieldByIndex(fields[i].index), fp, fields[i])
	}
	for _, f := range fields {
		if _, ok := seen[f.name]; f.required && !ok {
			d.errorf(nodePos(n), join(path, f.name), "missing required field")
		}
	}
}

func fieldNames(fields []fieldInfo) string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.name
	}
	return strings.Join(names, ", ")
}

// decodeList decodes a file whose body is `key: [entries]` into entries of
// type T. Each entry is labelled by its id for field paths
// ("hicks.hero.aim"); an entry without a usable id, or repeating an earlier
// one, is labelled by its index ("characters[3]") instead, which also keeps
// the recorded positions of two entries apart.
func decodeList[T any](d *decoder, body ast.Node, key string) (entries []T, labels []string) {
	vals, ok := mappingValues(body)
	if !ok {
		d.errorf(nodePos(body), "", "want a mapping with the key %q, got %s", key, describe(body))
		return nil, nil
	}
	var list ast.Node
	found := false
	for _, mv := range vals {
		k, _ := scalarText(mv.Key)
		switch {
		case k != key:
			d.errorf(nodePos(mv.Key), k, "unknown field; want %s", key)
		case found:
			d.errorf(nodePos(mv.Key), k, "duplicate key")
		default:
			found, list = true, mv.Value
		}
	}
	if !found {
		d.errorf(nodePos(body), key, "missing required field")
		return nil, nil
	}
	if !d.checkPlain(list, key) {
		return nil, nil
	}
	seq, ok := list.(*ast.SequenceNode)
	if !ok {
		d.errorf(nodePos(list), key, "want a sequence of entries, got %s", describe(list))
		return nil, nil
	}
	if len(seq.Values) == 0 {
		// A game cannot be played without its characters or profiles; an
		// empty list is an overlay mistake, not a choice.
		d.errorf(nodePos(list), key, "want at least one entry")
		return nil, nil
	}
	firstLine := make(map[string]int)
	for i, e := range seq.Values {
		label := index(key, i)
		if id, at, ok := peekID(e); ok && isSlug(id) {
			if line, dup := firstLine[id]; dup {
				d.errorf(at, join(label, "id"), "duplicate id %q (first at line %d)", id, line)
			} else {
				firstLine[id] = at.line
				label = id
			}
		}
		var entry T
		d.decode(e, reflect.ValueOf(&entry).Elem(), label, fieldInfo{})
		entries = append(entries, entry)
		labels = append(labels, label)
	}
	return entries, labels
}

// peekID finds the id of an entry before decoding it.
func peekID(n ast.Node) (string, pos, bool) {
	vals, _ := mappingValues(n)
	for _, mv := range vals {
		if k, _ := scalarText(mv.Key); k == "id" {
			if s, ok := mv.Value.(*ast.StringNode); ok {
				return s.Value, nodePos(s), true
			}
		}
	}
	return "", pos{}, false
}

// isSlug reports whether s is a stable id: lowercase letters and digits in
// words joined by single hyphens ("m41a-pulse-rifle").
func isSlug(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}
