package marsattacks

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/grid"
)

// The scenarios and their maps are content (data/marsattacks/scenarios.yaml
// and maps/<id>.map, loaded and validated by internal/content), so `sulaco
// content validate` checks them and a -content directory can replace them
// or add its own.

// builtin is the built-in content's profiles, maps and scenarios, loaded
// on first use by games set up without content of their own (New) and
// shared (never written after loading).
var builtin struct {
	once      sync.Once
	profiles  []Profile
	maps      []content.MarsMap
	scenarios []*scenarioDef
	err       error
}

func loadBuiltin() {
	builtin.once.Do(func() {
		set, err := content.BuiltinSet()
		if err == nil {
			builtin.profiles, err = ProfilesFrom(&set.Mars)
		}
		if err == nil {
			builtin.maps = set.Mars.Maps
			builtin.scenarios, err = scenariosFrom(&set.Mars)
		}
		if err != nil {
			builtin.profiles, builtin.maps, builtin.scenarios = nil, nil, nil
			builtin.err = fmt.Errorf("marsattacks: content: %w", err)
		}
	})
}

// builtinScenarios returns the built-in content's scenarios.
func builtinScenarios() ([]*scenarioDef, error) {
	loadBuiltin()
	return builtin.scenarios, builtin.err
}

// scenarios returns the scenarios of the game's content, or of the
// built-in content when the game has none.
func (c gameContent) scenarios() ([]*scenarioDef, error) {
	if c.scens != nil {
		return c.scens, nil
	}
	return builtinScenarios()
}

// scenario returns the scenario with the given id, or nil.
func (c gameContent) scenario(id string) (*scenarioDef, error) {
	defs, err := c.scenarios()
	if err != nil {
		return nil, err
	}
	i := slices.IndexFunc(defs, func(d *scenarioDef) bool { return d.ID == id })
	if i < 0 {
		return nil, nil
	}
	return defs[i], nil
}

// scenarioMap returns the text of scenario def's map: from the game's
// content, or the built-in content when the game has none.
func (c gameContent) scenarioMap(def *scenarioDef) ([]byte, error) {
	maps := c.maps
	if maps == nil {
		loadBuiltin()
		if builtin.err != nil {
			return nil, builtin.err
		}
		maps = builtin.maps
	}
	i := slices.IndexFunc(maps, func(m content.MarsMap) bool { return m.ID == def.Map })
	if i < 0 {
		return nil, fmt.Errorf("marsattacks: scenario %s: the content has no map marsattacks/maps/%s.map", def.ID, def.Map)
	}
	return maps[i].Source, nil
}

// anchorsNeeded lists the anchor characters scenario def deploys on or
// plays with.
func anchorsNeeded(def *scenarioDef) string {
	var b strings.Builder
	if def.RandomDeploy {
		return "" // S5.3: random locations, no deployment squares
	}
	b.WriteByte(def.HumanZone)
	b.WriteString(martianZones(def))
	for _, gr := range def.Groups {
		b.WriteString(gr.Zones)
	}
	b.WriteString(def.Zones)
	if def.Uplink {
		b.WriteByte('X') // S7.4
	}
	return b.String()
}

// checkAnchors reports a map (a player's content may replace one) that
// lacks a square marked with an anchor the scenario needs.
func checkAnchors(def *scenarioDef, l *grid.Layout) error {
	for _, c := range []byte(anchorsNeeded(def)) {
		if c != 0 && !slices.ContainsFunc(l.Anchors(), func(a grid.Anchor) bool { return a.Char == c }) {
			return fmt.Errorf("marsattacks: scenario %s: map %s.map has no square marked %c, which the scenario deploys on or plays with", def.ID, def.Map, c)
		}
	}
	return nil
}
