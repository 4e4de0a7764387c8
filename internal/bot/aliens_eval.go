package bot

import (
	"math"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// Evaluate judges an unfinished game from a view, for a search that cuts
// its playouts short (search.Evaluator): each seat's chance of winning.
// It knows the Aliens Bug Hunts only (the squad's chance, every seat the
// same); elsewhere ok is false and the search plays on to the end.
func (r *Rules) Evaluate(v engine.View, seats int) (rewards []float64, ok bool) {
	av, isAliens := v.(aliens.View)
	if !isAliens || !strings.HasPrefix(av.Mission, "bug-hunt-") || av.Over {
		return nil, false
	}
	p := bugHuntOdds(bugHuntFeatures(av))
	rewards = make([]float64, seats)
	for s := range rewards {
		rewards[s] = p
	}
	return rewards, true
}

// bugHuntFeatures describe a Bug Hunt position by what decides it: the
// squad's standing strength, its Endurance cards, and the threat on the
// board and still to come (the mission is won once the Motion Tracker
// deck is used up and no Alien or Blip is left, S.3). All are public.
func bugHuntFeatures(v aliens.View) [bugHuntInputs]float64 {
	standing, down, chars := 0.0, 0.0, 0.0
	for _, c := range v.Chars {
		chars++
		switch c.Status {
		case "standing":
			standing++
		case "knocked-down":
			down++
		}
	}
	chars = max(chars, 1)
	tokens := 0
	for _, a := range v.Aliens {
		tokens += max(a.Tokens, 1)
	}
	hand := 0
	for _, n := range v.HandSizes {
		hand += n
	}
	return [bugHuntInputs]float64{
		1,
		standing / chars,
		down / chars,
		float64(v.Deck+v.Under+v.Exhaust+hand) / 40,
		float64(len(v.Aliens)) / 4,
		float64(tokens) / 4,
		float64(len(v.Blips)) / 4,
		float64(v.MTDeck) / 20,
		indicator(len(v.HandSizes) == 2), // the table's size and mission shift the odds
		indicator(len(v.HandSizes) >= 4),
		indicator(v.Mission == "bug-hunt-2"),
		indicator(v.Mission == "bug-hunt-3"),
		indicator(v.Mission == "bug-hunt-4"),
	}
}

func indicator(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

const bugHuntInputs = 13

// bugHuntWeights are a logistic regression of the squad's win on
// bugHuntFeatures, fitted to rules-bot games of every Bug Hunt at one,
// two and four players (TestBugHuntOddsCalibrated checks them on other
// games; fitBugHuntOdds refits them).
var bugHuntWeights = [bugHuntInputs]float64{-1.830, 5.397, 2.216, 1.252, 0.039, -0.385, -0.432, -2.533, 0.112, -0.812, -0.221, -0.309, -0.700}

// bugHuntOdds is the squad's chance of winning by the regression.
func bugHuntOdds(x [bugHuntInputs]float64) float64 {
	z := 0.0
	for i, w := range bugHuntWeights {
		z += w * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}
