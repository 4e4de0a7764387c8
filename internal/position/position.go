// Package position reads and writes the parts of a position file that
// both games share: a YAML document naming the game, its options, where
// chance stands (a seed or the generator's exact state) and an optional
// dice script. Each game package decodes the rest of the document into
// its own fields (internal/games/aliens/position.go,
// internal/games/marsattacks/position.go) and reports a wrong value with
// Doc.Errorf, so that every error names the file, the line and column,
// and the field (docs/positions.md).
package position

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"

	"github.com/sulaco/sulaco/internal/engine"
)

// Format is the version of the position format this build writes and
// reads; a file without one is read as this version.
const Format = 1

// MaxSize bounds a position file: positions are a few kilobytes, and a
// decoder given a huge document must not take unbounded memory.
const MaxSize = 1 << 20

// Common are the fields every position has. A game's position type
// embeds it inline.
type Common struct {
	// Format is the version of the format (Format when left out).
	Format int `yaml:"format,omitempty"`
	// Game names the rules: "aliens", "marsattacks".
	Game string `yaml:"game"`
	// Options are the game's options, as in a record's header; left-out
	// options take their defaults.
	Options yaml.RawMessage `yaml:"options,omitempty"`
	// Seed seeds the dice, shuffles and draws from this position on.
	Seed uint64 `yaml:"seed,omitempty"`
	// RNG is the random generator's exact state (hex), which save writes
	// so that the saved game goes on exactly as the running one would;
	// it overrides Seed.
	RNG string `yaml:"rng,omitempty"`
	// Dice are the results the next die rolls give, in order, before the
	// generator takes over again (a puzzle's or a rule test's script).
	Dice []int `yaml:"dice,omitempty"`
}

// Doc is a parsed position file: its bytes, its syntax tree (for the
// line and column of a field) and the common fields.
type Doc struct {
	Name string
	Common
	data []byte
	file *ast.File
}

// Parse reads a position file's YAML and its common fields. The game's
// own fields are decoded afterwards with Decode.
func Parse(name string, data []byte) (*Doc, error) {
	if len(data) > MaxSize {
		return nil, &engine.PosError{File: name, Line: 1, Col: 1, Msg: fmt.Sprintf("position: the file has %d bytes, more than %d", len(data), MaxSize)}
	}
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		return nil, yamlError(name, err)
	}
	d := &Doc{Name: name, data: data, file: f}
	if len(f.Docs) != 1 || f.Docs[0] == nil || f.Docs[0].Body == nil {
		return nil, d.Errorf("", "a position file holds one YAML document")
	}
	if f.Docs[0].Body.Type() != ast.MappingType {
		return nil, d.Errorf("", "a position is a mapping of fields (game: ..., options: ...)")
	}
	if err := yaml.NodeToValue(f.Docs[0].Body, &d.Common); err != nil {
		return nil, yamlError(name, err)
	}
	if d.Format != 0 && d.Format != Format {
		return nil, d.Errorf("format", "unsupported position format %d (this build reads %d)", d.Format, Format)
	}
	if d.Game == "" {
		return nil, d.Errorf("game", "missing game name")
	}
	for i, v := range d.Dice {
		if v < 1 || v > 20 {
			return nil, d.Errorf(fmt.Sprintf("dice[%d]", i), "die result %d is out of range 1..20", v)
		}
	}
	return d, nil
}

// Decode decodes the whole document strictly into v, a game's position
// type (which embeds Common inline): unknown fields and wrong types are
// errors naming the line, column and field.
func (d *Doc) Decode(v any) error {
	if err := yaml.NodeToValue(d.file.Docs[0].Body, v, yaml.DisallowUnknownField()); err != nil {
		return yamlError(d.Name, err)
	}
	return nil
}

// OptionsJSON returns the options as the JSON a record header carries
// (nil when the position gives none).
func (d *Doc) OptionsJSON() (json.RawMessage, error) {
	if len(d.Options) == 0 {
		return nil, nil
	}
	j, err := yaml.YAMLToJSON(d.Options)
	if err != nil {
		return nil, d.Errorf("options", "%v", err)
	}
	if s := strings.TrimSpace(string(j)); s == "null" {
		return nil, nil
	}
	return j, nil
}

// Reseed makes seed the position's source of chance: a game started
// from a record's header with a position (engine.Header.Position), or
// each game of a simulation, rolls its own dice after the script.
func (d *Doc) Reseed(seed uint64) { d.Seed, d.RNG = seed, "" }

// Generator returns the random generator the position sets: its exact state
// when given, else a new one from the seed, with the dice script forced.
func (d *Doc) Generator() (engine.RNG, error) {
	r := engine.NewRNG(d.Seed)
	if d.RNG != "" {
		b, err := hex.DecodeString(d.RNG)
		if err == nil {
			err = r.SetState(b)
		}
		if err != nil {
			return r, d.Errorf("rng", "not a generator state: %v", err)
		}
	}
	r.Force(d.Dice...)
	return r, nil
}

// Has reports whether the document gives the field at path ("aliens",
// "characters.hicks.square", "hands[1]").
func (d *Doc) Has(path string) bool {
	_, ok := d.node(path)
	return ok
}

// IsNull reports whether the field at path is given as null (~).
func (d *Doc) IsNull(path string) bool {
	n, ok := d.node(path)
	return ok && n.Type() == ast.NullType
}

func (d *Doc) node(path string) (ast.Node, bool) {
	if len(d.file.Docs) == 0 || d.file.Docs[0] == nil || d.file.Docs[0].Body == nil {
		return nil, false
	}
	if path == "" {
		return d.file.Docs[0].Body, true
	}
	p, err := yaml.PathString("$." + path)
	if err != nil {
		return nil, false
	}
	n, err := p.FilterFile(d.file)
	if err != nil || n == nil {
		return nil, false
	}
	return n, true
}

// Errorf is an error at the field path names: "file:line:col: path:
// message". When the field itself is not in the file (a default that
// breaks a rule) the nearest enclosing field that is gives the place.
func (d *Doc) Errorf(path, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if path != "" {
		msg = path + ": " + msg
	}
	line, col := 1, 1
	for p := path; ; {
		if n, ok := d.node(p); ok {
			if tk := n.GetToken(); tk != nil && tk.Position != nil {
				line, col = tk.Position.Line, tk.Position.Column
			}
			break
		}
		if p == "" {
			break
		}
		p = parent(p)
	}
	return &engine.PosError{File: d.Name, Line: line, Col: col, Msg: msg}
}

// parent is the path of the field that holds path's ("a.b[2]" -> "a.b",
// "a.b" -> "a", "a" -> "").
func parent(p string) string {
	if strings.HasSuffix(p, "]") {
		if i := strings.LastIndexByte(p, '['); i >= 0 {
			return p[:i]
		}
	}
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return ""
}

// yamlError turns a go-yaml error into a PosError at the token it names,
// with the field named where the error knows it.
func yamlError(name string, err error) error {
	var (
		syn *yaml.SyntaxError
		typ *yaml.TypeError
		unk *yaml.UnknownFieldError
		dup *yaml.DuplicateKeyError
		ovf *yaml.OverflowError
		unx *yaml.UnexpectedNodeTypeError
	)
	var tk *token.Token
	var msg string
	switch {
	case errors.As(err, &syn):
		tk, msg = syn.Token, "syntax error: "+syn.Message
	case errors.As(err, &typ):
		tk = typ.Token
		field := "value"
		if typ.StructFieldName != nil {
			field = *typ.StructFieldName
		}
		msg = fmt.Sprintf("%s: cannot use %s as %s", field, tokenText(tk), typ.DstType)
	case errors.As(err, &unk):
		tk = unk.Token
		msg = fmt.Sprintf("%s: unknown field", tokenText(tk))
	case errors.As(err, &dup):
		tk, msg = dup.Token, dup.Message
	case errors.As(err, &ovf):
		tk, msg = ovf.Token, fmt.Sprintf("%s does not fit in %s", ovf.SrcNum, ovf.DstType)
	case errors.As(err, &unx):
		tk, msg = unx.Token, fmt.Sprintf("%s: expected %s, found %s", tokenText(unx.Token), unx.Expected, unx.Actual)
	default:
		msg = err.Error()
	}
	line, col := 1, 1
	if tk != nil && tk.Position != nil {
		line, col = tk.Position.Line, tk.Position.Column
	}
	return &engine.PosError{File: name, Line: line, Col: col, Msg: msg}
}

func tokenText(tk *token.Token) string {
	if tk == nil {
		return "value"
	}
	return fmt.Sprintf("%q", tk.Value)
}

// Encode writes a game's position as YAML (v embeds Common).
func Encode(v any) ([]byte, error) {
	b, err := yaml.MarshalWithOptions(v, yaml.IndentSequence(true), yaml.UseLiteralStyleIfMultiline(true))
	if err != nil {
		return nil, fmt.Errorf("position: encode: %w", err)
	}
	return b, nil
}

// OptionsYAML converts a game's options JSON into the YAML a position
// carries.
func OptionsYAML(opts json.RawMessage) (yaml.RawMessage, error) {
	if len(opts) == 0 {
		return nil, nil
	}
	y, err := yaml.JSONToYAML(opts)
	if err != nil {
		return nil, fmt.Errorf("position: options: %w", err)
	}
	return y, nil
}

// RNGState is the hex text of a generator's state for the rng field.
func RNGState(r *engine.RNG) string { return hex.EncodeToString(r.State()) }

// Saver is a game that can write its current state as a position file.
type Saver interface {
	Position() ([]byte, error)
}

// List is a list of names that keeps a missing list (null, ~) apart from
// an empty one ([]): a saved game's state may hold either, and its Hash
// tells them apart.
type List []string

// MarshalYAML writes nil as null.
func (l List) MarshalYAML() ([]byte, error) {
	if l == nil {
		return []byte("null"), nil
	}
	if len(l) == 0 {
		return []byte("[]"), nil
	}
	return yaml.MarshalWithOptions([]string(l), yaml.Flow(true))
}

// Items is List for lists of records (the Aliens on the board, the
// figures): nil is written as null.
type Items[T any] []T

// MarshalYAML writes nil as null.
func (l Items[T]) MarshalYAML() ([]byte, error) {
	if l == nil {
		return []byte("null"), nil
	}
	if len(l) == 0 {
		return []byte("[]"), nil
	}
	return yaml.MarshalWithOptions([]T(l), yaml.IndentSequence(true))
}

// Names name numbered things that share names (the copies of a card,
// Blip tokens of one value) by "name.copy", copies counted from 1 in
// number order. Find also takes a name without its copy: the first copy
// that no Find has returned yet.
type Names struct {
	names []string
	used  []bool
}

// NewNames names things 0..n-1; name gives each thing's shared name.
func NewNames(n int, name func(int) string) *Names {
	c := &Names{names: make([]string, n), used: make([]bool, n)}
	count := map[string]int{}
	for i := range n {
		b := name(i)
		count[b]++
		c.names[i] = b + "." + strconv.Itoa(count[b])
	}
	return c
}

// Name is thing i's name with its copy.
func (c *Names) Name(i int) string { return c.names[i] }

// Pick names the things idx lists; nil stays nil (null in the file).
func (c *Names) Pick(idx []int) List {
	if idx == nil {
		return nil
	}
	out := List{}
	for _, i := range idx {
		out = append(out, c.names[i])
	}
	return out
}

// Find finds a thing by name and marks it taken.
func (c *Names) Find(name string) (int, bool) {
	for i, n := range c.names {
		if n == name {
			c.used[i] = true
			return i, true
		}
	}
	for i, n := range c.names {
		if !c.used[i] && strings.HasPrefix(n, name+".") && !strings.Contains(n[len(name)+1:], ".") {
			c.used[i] = true
			return i, true
		}
	}
	return 0, false
}

// Probe refuses a game the rules cannot go on from: the pending work of
// a position is the engine's own state, which a damaged or hand-edited
// file may set to something no game reaches. It asks for the decision
// and tries up to probeOptions of its options (spread over the list) on
// a copy; a panic there is reported as an error instead of crashing the
// program that loads the file.
func Probe(g engine.Game) (err error) {
	const probeOptions = 4 // enough to reach what a decision's answers share; loading stays cheap
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the rules cannot go on from this state (%v)", r)
		}
	}()
	d := g.Pending()
	if d == nil {
		return nil
	}
	if len(d.Options) == 0 {
		return errors.New("the pending decision has no options")
	}
	n := len(d.Options)
	for k := range min(n, probeOptions) {
		o := d.Options[k*(n-1)/max(1, min(n, probeOptions)-1)]
		c := g.Clone()
		if err := c.Apply(d.Seat, o.Key); err != nil {
			return fmt.Errorf("option %s: %w", o.Key, err)
		}
		c.Pending()
		c.TakeEvents()
	}
	return nil
}
