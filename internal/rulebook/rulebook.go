// Package rulebook lists the numbered rules of the two specs that the
// rules engines must implement, and finds the tests that cite them. Its
// test is the project's promise "every rule a test": a rule id that no
// test cites fails the build.
//
// A citation is a bracket with the game's tag and one or more rule ids,
// in a test file's name, comment or string: [aliens F.5.3], or
// [mars S1.1, S1.2, M.6.8].
package rulebook

import (
	"bufio"
	_ "embed"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
)

//go:embed aliens.txt
var aliensIDs string

//go:embed marsattacks.txt
var marsIDs string

// Book is one game's list of rule ids and the tag its citations use.
type Book struct {
	Tag string   // "aliens" or "mars"
	IDs []string // in spec order
}

// Books returns the two games' rule lists.
func Books() []Book {
	return []Book{{Tag: "aliens", IDs: parseIDs(aliensIDs)}, {Tag: "mars", IDs: parseIDs(marsIDs)}}
}

func parseIDs(s string) []string {
	var ids []string
	sc := bufio.NewScanner(strings.NewReader(s))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		ids = append(ids, line)
	}
	return ids
}

var citation = regexp.MustCompile(`\[(aliens|mars) ([^\]]*)\]`)

// Cited walks the Go test files under root and returns, per tag, the set
// of rule ids they cite.
func Cited(root string) (map[string]map[string]bool, error) {
	cited := map[string]map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := fs.ReadFile(osFS{}, path)
		if err != nil {
			return fmt.Errorf("rulebook: %w", err)
		}
		for _, m := range citation.FindAllStringSubmatch(string(data), -1) {
			tag := m[1]
			if cited[tag] == nil {
				cited[tag] = map[string]bool{}
			}
			for _, id := range ids(m[2]) {
				cited[tag][id] = true
			}
		}
		return nil
	})
	return cited, err
}

// ids splits a citation's list ("S1.1, S1.2; M.6.8 example") into rule
// ids; a list may run over comment lines.
func ids(list string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ';' }) {
		for _, f := range strings.Fields(part) {
			if f != "//" {
				out = append(out, f)
				break
			}
		}
	}
	return out
}
