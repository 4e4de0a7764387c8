package aliens

import (
	"fmt"
	"sync"

	"github.com/sulaco/sulaco/internal/content"
)

// Rules is the content a game plays with, in the shape the rules code
// reads: the seven Character cards from internal/content. (The Endurance
// deck list is still cards.go's until content provides it.) Rules are
// immutable and shared by every clone of a game.
type Rules struct {
	// Content is the content version (engine.Header.Content).
	Content string
	Chars   [numChars]CharDef
	// BlipValues are the numbers on the 21 Blip tokens, by token index
	// (A.17, N.8; blips.yaml).
	BlipValues []int
	// MT is the Motion Tracker deck, one entry per physical card
	// (A.3, O.5; motiontracker.yaml), in content order.
	MT []MTDef
	// mtKeys name the Motion Tracker cards (mtKey), built once: every
	// view lists the discard pile by them.
	mtKeys []string
	// Missions are the content missions (missions.yaml); each Layout is
	// built once at load and shared.
	Missions []content.Mission
	// Deck is the Endurance deck (endurance.yaml).
	Deck Deck
}

// MTDef is one Motion Tracker card (O.5).
type MTDef struct {
	ID     string // the card design's content id
	Type   content.MTType
	Blips  int
	Spawn  int // spawn point 1..4, or 0: a Tunnel token (O.13)
	Text   string
	Threat int
}

// NewRules converts loaded content.
func NewRules(set *content.Set) (*Rules, error) {
	r := &Rules{Content: set.Version}
	for i := range numChars {
		id := CharID(i)
		c, ok := set.Aliens.Character(id.String())
		if !ok {
			return nil, fmt.Errorf("aliens: content %s has no character %q", set.Version, id)
		}
		d := CharDef{ID: id, Marine: c.Kind == content.Marine, Unarmed: c.Unarmed, Follows: -1,
			Hero: side(&c.Hero), Grunt: side(&c.Grunt)}
		if c.Follows != "" {
			f, ok := charByKey(c.Follows)
			if !ok {
				return nil, fmt.Errorf("aliens: character %s follows unknown %q", id, c.Follows)
			}
			d.Follows = f
		}
		r.Chars[i] = d
	}
	r.BlipValues = set.Aliens.BlipPool()
	if len(r.BlipValues) != content.BlipTokens {
		return nil, fmt.Errorf("aliens: content %s has %d blip tokens, want %d", set.Version, len(r.BlipValues), content.BlipTokens)
	}
	for _, c := range set.Aliens.MotionTracker {
		for range c.Copies {
			r.MT = append(r.MT, MTDef{ID: c.ID, Type: c.Type, Blips: c.Blips, Spawn: int(c.Location), Text: c.Text, Threat: c.Threat})
		}
	}
	for c, d := range r.MT {
		r.mtKeys = append(r.mtKeys, d.ID+"."+itoa(c))
	}
	r.Missions = set.Aliens.Missions
	deck, err := buildDeck(set.Aliens.Endurance)
	if err != nil {
		return nil, err
	}
	r.Deck = deck
	if len(r.MT) != content.MotionTrackerCards {
		return nil, fmt.Errorf("aliens: content %s has %d motion tracker cards, want %d", set.Version, len(r.MT), content.MotionTrackerCards)
	}
	return r, nil
}

func side(s *content.CharacterSide) Side {
	out := Side{Speed: s.Speed, Aim: s.Aim, Tech: s.Tech, Defense: s.Defense, Melee: s.Melee, Rank: s.Rank}
	for _, a := range s.Abilities {
		out.Abilities = append(out.Abilities, a.ID)
	}
	return out
}

var builtin struct {
	once  sync.Once
	rules *Rules
	err   error
}

// BuiltinRules are the rules of the content shipped in the binary, loaded
// once.
func BuiltinRules() (*Rules, error) {
	builtin.once.Do(func() {
		set, err := content.BuiltinSet()
		if err != nil {
			builtin.err = fmt.Errorf("aliens: built-in content: %w", err)
			return
		}
		builtin.rules, builtin.err = NewRules(set)
	})
	return builtin.rules, builtin.err
}
