package content

import (
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/sulaco/sulaco/internal/grid"
)

// Board is one side of an Aliens game board (A.1, Y.9): an ASCII map file
// aliens/boards/<id>.map in the format of internal/grid
// (docs/map-format.md), parsed at load time.
type Board struct {
	ID   string // file name without .map; equal to the map's "board:" header
	File string // path inside the content tree
	Map  *grid.Board
}

// boardID returns the id of a board file, or false when the name is not a
// slug.
func boardID(file string) (string, bool) {
	id := strings.TrimSuffix(path.Base(file), ".map")
	return id, isSlug(id)
}

// loadBoard parses one board map with internal/grid, reporting its
// line:col errors under the file's name. It returns nil on any problem.
func loadBoard(file string, data []byte, errs *problems) *Board {
	id, m, named := parseMapFile(file, "board", data, errs)
	if m == nil || !named {
		return nil
	}
	return &Board{ID: id, File: file, Map: m}
}

// parseMapFile does what every map file needs, Aliens board or Mars
// Attacks mat: a slug file name, a map grid.ParseBoard accepts (its
// line:col errors reported under the file's name) and a header id equal
// to the file's name, since missions and scenarios name maps by id and
// the file name is what an author sees. It returns a nil map when the
// grid does not parse, and named false when the header's id is not the
// file's (reported; the caller may check the map further).
func parseMapFile(file, what string, data []byte, errs *problems) (id string, m *grid.Board, named bool) {
	id, ok := boardID(file)
	if !ok {
		errs.add(file, pos{}, "", "%s file name %s is not a lowercase slug (a-z, 0-9, -)", what, quoteShort(id))
	}
	m, err := parseBoard(file, data)
	if err != nil {
		var pe *grid.ParseError
		if errors.As(err, &pe) {
			errs.add(file, pos{line: pe.Line, col: pe.Col}, "", "%s", pe.Msg)
		} else {
			errs.add(file, pos{}, "", "%v", err)
		}
		return id, nil, false
	}
	if ok && m.ID() != id {
		errs.add(file, pos{}, "", "the map's header says board: %s; want %s, the file's name", m.ID(), id)
		return id, m, false
	}
	return id, m, true
}

// parseBoard calls grid.ParseBoard, turning a panic into an error: Load
// promises never to panic on any input, whatever another package's parser
// does with it.
func parseBoard(file string, data []byte) (b *grid.Board, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, fmt.Errorf("map parser failed: %v", r)
		}
	}()
	return grid.ParseBoard(file, data)
}
