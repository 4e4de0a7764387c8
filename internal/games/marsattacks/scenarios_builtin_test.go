package marsattacks

import (
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/i18n"
)

// builtinText is the message catalog with the built-in content's texts
// (the scenarios' titles and introductions are content).
func builtinText() (*i18n.Catalog, error) {
	set, err := content.Load(content.Builtin())
	if err != nil {
		return nil, err
	}
	return set.Text()
}

// scenarios are the built-in content's scenarios by id, for tests that
// look one up or check each.
var scenarios = func() map[string]*scenarioDef {
	defs, err := builtinScenarios()
	if err != nil {
		panic(err)
	}
	m := make(map[string]*scenarioDef, len(defs))
	for _, d := range defs {
		m[d.ID] = d
	}
	return m
}()
