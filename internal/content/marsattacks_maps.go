package content

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/grid"
)

// marsMapsDir holds the Mars Attacks scenario maps, marsattacks/maps/<id>.map.
const marsMapsDir = "marsattacks/maps"

// The mat is 8 x 8 squares (M.1.2).
const marsMatSize = 8

// MarsMap is the terrain layout of one Mars Attacks scenario (spec S.11,
// G2: the rulebook's maps are lost, so every one is authored): an ASCII
// map in the format of internal/grid (docs/map-format.md), 8 x 8 squares,
// its anchors marking deployment squares, zones and objectives. The id is
// the scenario's ("s1".."s10"); the rules engine reads the map by it.
type MarsMap struct {
	ID   string // file name without .map; equal to the map's "board:" header
	File string // path inside the content tree
	// Source is the map's text, parsed again by the rules engine with its
	// own movement rules.
	Source []byte
	Map    *grid.Board
	// Provenance is given by a comment line of the map, "// source:
	// authored" or "// source: seed DE a-b": maps carry no YAML.
	Provenance Provenance

	anchors []byte // the anchor characters the map marks, sorted, once each
	open    int    // squares not marked as deployment squares (all anchors but 1-9)
}

// HasAnchor reports whether the map marks a square with anchor c.
func (m *MarsMap) HasAnchor(c byte) bool { return slices.Contains(m.anchors, c) }

// Map returns the scenario map with the given id.
func (m *Mars) Map(id string) (*MarsMap, bool) {
	for i := range m.Maps {
		if m.Maps[i].ID == id {
			return &m.Maps[i], true
		}
	}
	return nil, false
}

// loadMarsMap parses one scenario map and checks what the rules engine
// needs: a valid grid, the id in the header equal to the file name, an
// 8 x 8 mat of squares with every square present, and a provenance line.
// It returns nil on any problem.
func loadMarsMap(file string, data []byte, errs *problems) *MarsMap {
	before := len(errs.list)
	prov := mapProvenance(file, data, errs)
	id, m, _ := parseMapFile(file, "map", data, errs) // a wrong id is reported; check the rest too
	if m == nil {
		return nil
	}
	if m.Width() != marsMatSize || m.Height() != marsMatSize {
		errs.add(file, pos{}, "", "the map is %dx%d squares; the mat is %dx%d (M.1.2)", m.Width(), m.Height(), marsMatSize, marsMatSize)
	} else if l, err := marsLayout(m); err != nil {
		errs.add(file, pos{}, "", "%v", err)
	} else if len(errs.list) == before {
		mm := &MarsMap{ID: id, File: file, Source: data, Map: m, Provenance: prov, open: l.Len()}
		for _, a := range l.Anchors() {
			if !slices.Contains(mm.anchors, a.Char) {
				mm.anchors = append(mm.anchors, a.Char)
			}
			if a.Char < '1' || a.Char > '9' { // exit numbers are no deployment squares (S2.4)
				mm.open--
			}
		}
		slices.Sort(mm.anchors)
		return mm
	}
	return nil
}

// marsLayout builds the mat as the rules engine does (Mars Attacks
// corner rules, M.6.3) and wants all 64 squares present (M.1.2).
func marsLayout(b *grid.Board) (l *grid.Layout, err error) {
	defer func() {
		if r := recover(); r != nil {
			l, err = nil, fmt.Errorf("map layout failed: %v", r)
		}
	}()
	l, err = grid.NewLayout(grid.MoveRules{Corners: grid.MarsCorners}, grid.Placement{Board: b})
	if err != nil {
		return nil, err
	}
	if l.Len() != marsMatSize*marsMatSize {
		return nil, fmt.Errorf("the map has %d squares; every one of the %d squares of the mat must be a square (M.1.2)", l.Len(), marsMatSize*marsMatSize)
	}
	return l, nil
}

// mapProvenance reads the "// source: ..." comment line of a map: source
// authored (with the rest of the comments as the note) or seed with the
// rulebook lines after it.
func mapProvenance(file string, data []byte, errs *problems) Provenance {
	for n, line := range bytes.Split(data, []byte("\n")) {
		text, ok := strings.CutPrefix(strings.TrimSpace(string(line)), "//")
		if !ok {
			continue
		}
		rest, ok := strings.CutPrefix(strings.TrimSpace(text), "source:")
		if !ok {
			continue
		}
		word, note, _ := strings.Cut(strings.TrimSpace(rest), " ")
		word = strings.TrimSuffix(word, ".")
		note = strings.TrimSpace(note)
		at := pos{line: n + 1, col: 1}
		switch Source(word) {
		case Authored:
			return Provenance{Source: Authored, Note: note}
		case Seed:
			if note == "" {
				errs.add(file, at, "", "source: seed needs the rulebook lines after it, e.g. // source: seed DE 1606-1669")
			}
			return Provenance{Source: Seed, Ref: note}
		default:
			errs.add(file, at, "", "source %s; want seed or authored", quoteShort(word))
			return Provenance{}
		}
	}
	errs.add(file, pos{line: 1, col: 1}, "", "missing provenance; add a comment line // source: authored (or // source: seed DE a-b)")
	return Provenance{}
}

// mapFile reports whether p is a scenario map file.
func isMarsMapFile(p string) bool {
	dir, name := path.Split(p)
	return dir == marsMapsDir+"/" && path.Ext(name) == ".map"
}
