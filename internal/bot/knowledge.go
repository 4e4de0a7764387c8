package bot

import (
	"slices"
	"strings"
	"sync"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/grid"
)

// knowledge is the public content a player knows by looking at the box:
// the Aliens boards of each mission, the Endurance cards' numbers and the
// Characters' stats, and the Mars Attacks profiles. It comes from the
// built-in content set, loaded once; a game played on overlaid content
// may differ from it, in which case the heuristics are only less apt,
// never illegal (every choice is one of the offered options).
type knowledge struct {
	missions map[string]*content.Mission
	cards    map[string]*content.EnduranceCard
	chars    map[string]*content.Character
	mars     map[string]*content.Profile
}

var (
	knowOnce sync.Once
	know     *knowledge
)

// builtin returns the shared knowledge, empty if the content does not
// load (the bot then plays without geometry or stats).
func builtin() *knowledge {
	knowOnce.Do(func() {
		k := &knowledge{missions: map[string]*content.Mission{}, cards: map[string]*content.EnduranceCard{},
			chars: map[string]*content.Character{}, mars: map[string]*content.Profile{}}
		know = k
		set, err := content.Load(content.Builtin())
		if err != nil {
			return
		}
		for i := range set.Aliens.Missions {
			m := &set.Aliens.Missions[i]
			k.missions[m.ID] = m
		}
		for i := range set.Aliens.Endurance {
			c := &set.Aliens.Endurance[i]
			k.cards[c.ID] = c
		}
		for i := range set.Aliens.Characters {
			c := &set.Aliens.Characters[i]
			k.chars[c.ID] = c
		}
		for i := range set.Mars.Profiles {
			p := &set.Mars.Profiles[i]
			k.mars[p.ID] = p
		}
	})
	return know
}

// card returns the definition of a card instance key ("m41a-pulse-rifle.2").
func (k *knowledge) card(key string) *content.EnduranceCard {
	id, _, _ := strings.Cut(key, ".")
	return k.cards[id]
}

// hasKeyword reports whether card c carries keyword kw.
func hasKeyword(c *content.EnduranceCard, kw string) bool {
	return c != nil && slices.ContainsFunc(c.Keywords, func(k content.CardKeyword) bool { return string(k) == kw })
}

// layout returns the board of an Aliens mission, or nil.
func (k *knowledge) layout(mission string) *grid.Layout {
	if m := k.missions[mission]; m != nil {
		return m.Layout
	}
	return nil
}
