package marsattacks

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/grid"
)

// The scenario maps are content (data/marsattacks/maps/<id>.map, loaded
// and validated by internal/content), so `sulaco content validate` checks
// them and a -content directory can replace them.

var builtinMaps struct {
	once sync.Once
	maps []content.MarsMap
	err  error
}

// scenarioMap returns the text of scenario def's map: from the game's
// content, or the built-in content when the game has none.
func (c gameContent) scenarioMap(def *scenarioDef) ([]byte, error) {
	maps := c.maps
	if maps == nil {
		builtinMaps.once.Do(func() {
			set, err := content.Load(content.Builtin())
			if err != nil {
				builtinMaps.err = fmt.Errorf("marsattacks: content: %w", err)
				return
			}
			builtinMaps.maps = set.Mars.Maps
		})
		if builtinMaps.err != nil {
			return nil, builtinMaps.err
		}
		maps = builtinMaps.maps
	}
	i := slices.IndexFunc(maps, func(m content.MarsMap) bool { return m.ID == def.ID })
	if i < 0 {
		return nil, fmt.Errorf("marsattacks: scenario %s: the content has no map marsattacks/maps/%s.map", def.ID, def.ID)
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
			return fmt.Errorf("marsattacks: scenario %s: map %s.map has no square marked %c, which the scenario deploys on or plays with", def.ID, def.ID, c)
		}
	}
	return nil
}
