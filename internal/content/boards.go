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
	id, ok := boardID(file)
	if !ok {
		errs.add(file, pos{}, "", "board file name %s is not a lowercase slug (a-z, 0-9, -)", quoteShort(id))
	}
	m, err := parseBoard(file, data)
	if err != nil {
		var pe *grid.ParseError
		if errors.As(err, &pe) {
			errs.add(file, pos{line: pe.Line, col: pe.Col}, "", "%s", pe.Msg)
		} else {
			errs.add(file, pos{}, "", "%v", err)
		}
		return nil
	}
	if ok && m.ID() != id {
		// Missions name boards by id; the file name is what an author
		// sees, so the two must agree.
		errs.add(file, pos{}, "", "the map's header says board: %s; want %s, the file's name", m.ID(), id)
		return nil
	}
	return &Board{ID: id, File: file, Map: m}
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
