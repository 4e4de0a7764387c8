package marsattacks

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// newSkirmish sets up the "skirmish": a small battle on the open mat used
// until the ten scenarios of §S are played. Forces: the Humans field a
// hero drawn at random (Buddy and Brandi come together, M.18.17.4), a
// Sergeant, an HMG, a rocket launcher and 3 assault rifles; the Martians
// General Tor, a Commander, a freeze ray and 4 disintegrators.
// The Martians deploy first, each figure on a random square of rows 7-8,
// then the Humans on rows 1-2 (M.19.10); the Humans take the first turn.
// VP as in S1 (victory.go), with 8 creature/artifact markers (M.16).
//
// The variant "skirmish-civilians" adds two Terrified Civilians on rows
// 4-5 (no scenario fields civilians, G12).
func newSkirmish(opts Options, seed uint64, civilians bool, c gameContent) (*Game, error) {
	return newSkirmishOn(opts, seed, civilians, c, skirmishTerrain)
}

// newSkirmishOn is the skirmish on the given terrain ("skirmish-random":
// GenerateTerrain).
func newSkirmishOn(opts Options, seed uint64, civilians bool, c gameContent, terrain string) (*Game, error) {
	r := engine.NewRNG(seed)
	rng := &r
	hero := rng.IntN(len(skirmishHeroes))
	humans := append(slices.Clone(skirmishHeroes[hero]), "us-sergeant", "us-hmg", "us-rocket-launcher", "us-assault-rifle", "us-assault-rifle", "us-assault-rifle")
	martians := []string{"general-tor", "martian-commander", "martian-freeze-ray", "martian-disintegrator", "martian-disintegrator", "martian-disintegrator", "martian-disintegrator"}
	s := Setup{Profiles: c.profiles, Cards: c.cards}
	s.Figures = make([]Placement, 0, len(humans)+len(martians)+2)
	s.First = Humans
	var used [Size * Size]int
	place := func(ids []string, rows int) {
		for _, id := range ids {
			for {
				q := At(rng.IntN(Size), rows+rng.IntN(2))
				if used[q] < 3 {
					used[q]++
					s.Figures = append(s.Figures, Placement{Profile: id, At: q.String()})
					break
				}
			}
		}
	}
	place(martians, 6)
	place(humans, 0)
	if civilians {
		place([]string{"civilian", "civilian"}, 3)
	}
	s.Terrain = terrain
	// 8 markers as in S1-S4 and S8; the mix of the marker pool is not
	// given (G7): 4 creatures and 4 artifacts are authored.
	s.RandomMarkers = []MarkerKind{Creature, Creature, Creature, Creature, Artifact, Artifact, Artifact, Artifact}
	s.DeployRows = skirmishDeployRows
	seed = rng.Uint64()
	// The figures' profiles and ids depend on the hero drawn alone, and
	// on the terrain only through its mat: a roster per hero, on the
	// fixed terrain (setup_cache.go).
	if terrain != skirmishTerrain || c.fresh {
		return NewSetup(opts, seed, s)
	}
	k := contentKey(nil, c)
	k.skirmish = 1 + 2*hero
	if civilians {
		k.skirmish++
	}
	ros, ok := lookup[*roster](k)
	if !ok {
		var err error
		if ros, err = newRoster(&s); err != nil {
			return nil, err
		}
		ros = cached(k, ros)
	}
	return setupWith(opts, seed, &s, ros)
}

// skirmishHeroes are the hero picks of a skirmish, one drawn.
var skirmishHeroes = [][]string{{"ashley"}, {"eva"}, {"troy"}, {"phil"}, {"deke"}, {"joe"}, {"edwyn"}, {"buddy", "brandi"}}

// skirmishDeployRows are the skirmish's deployment rows, shared read only.
var skirmishDeployRows = []int{0, 1, 6, 7}

// skirmishTerrain is an authored ruin in the middle of the mat: solid
// walls ('-', '|'), low walls ('_', '!') and rubble ('%'). It stands in
// until scenario maps come with content (G2, G3).
const skirmishTerrain = `board: skirmish
name: Greenville ruins
+ + + + + + + + +
 . . . . . . . .
+ + + + + + + + +
 . . . . . . . .
+ + +-+-+ + + + +
 . .|. . . . . .
+ + + + +_+ + + +
 . .|. .!. . . .
+ + +-+ + +-+-+ +
 . . . . . . . .
+ + + +%+ + + + +
 .|. . .%. .|. .
+ +_+ + + + + + +
 . . . . . .|. .
+ + + + + + + + +
 . . . . . . . .
+ + + + + + + + +
`
