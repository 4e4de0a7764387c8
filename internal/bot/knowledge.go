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
	boards   map[*grid.Layout]*boardIndex // by mission layout
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
		k := &knowledge{missions: map[string]*content.Mission{}, boards: map[*grid.Layout]*boardIndex{},
			cards: map[string]*content.EnduranceCard{},
			chars: map[string]*content.Character{}, mars: map[string]*content.Profile{}}
		know = k
		set, err := content.BuiltinSet()
		if err != nil {
			return
		}
		for i := range set.Aliens.Missions {
			m := &set.Aliens.Missions[i]
			k.missions[m.ID] = m
			if m.Layout != nil && k.boards[m.Layout] == nil {
				k.boards[m.Layout] = newBoardIndex(m.Layout)
			}
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

// squareNamed is l.Lookup(name) for names as Layout.Name spells them
// ("C4", "AH12"), without the error Lookup builds for anything else: the
// bot looks up every model's square at every decision. Other spellings
// (lower case, leading zeros) go to Lookup.
func squareNamed(l *grid.Layout, name string) (grid.Square, bool) {
	col, i := 0, 0
	for ; i < len(name) && i < 3 && name[i] >= 'A' && name[i] <= 'Z'; i++ {
		col = col*26 + int(name[i]-'A'+1)
	}
	row, j := 0, i
	for ; j < len(name) && j < i+4 && name[j] >= '0' && name[j] <= '9'; j++ {
		row = row*10 + int(name[j]-'0')
	}
	if i == 0 || j == i || j != len(name) || name[i] == '0' {
		s, err := l.Lookup(name)
		return s, err == nil
	}
	s := l.At(col-1, row-1)
	return s, s != grid.NoSquare
}

// board returns the board of an Aliens mission and its index, or nils.
func (k *knowledge) board(mission string) (*grid.Layout, *boardIndex) {
	if m := k.missions[mission]; m != nil && m.Layout != nil {
		return m.Layout, k.boards[m.Layout]
	}
	return nil, nil
}

// boardIndex is what the bot looks up on a board many times a decision,
// built once per board and then only read (safe to share between games
// played in parallel): testing every square against every Alien for
// adjacency cost a fifth of a Bug Hunt's time.
type boardIndex struct {
	adj [][]grid.Square // the squares Adjacent to each square
}

func newBoardIndex(l *grid.Layout) *boardIndex {
	b := &boardIndex{adj: make([][]grid.Square, l.Len())}
	for s := range l.Len() {
		sq := grid.Square(s)
		x, y := l.XY(sq)
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if n := l.At(x+dx, y+dy); (dx != 0 || dy != 0) && n != grid.NoSquare {
					b.adj[s] = append(b.adj[s], n)
				}
			}
		}
	}
	return b
}
