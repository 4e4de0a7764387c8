package bot

import (
	"math"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// Evaluate judges an unfinished game from a view, for a search that cuts
// its playouts short (search.Evaluator): each seat's chance of winning.
// It knows the Aliens missions it was fitted to, the Bug Hunts and the
// built-in story missions (the squad's chance, every seat the same);
// elsewhere ok is false and the search plays on to the end.
func (r *Rules) Evaluate(v engine.View, seats int) (rewards []float64, ok bool) {
	var av aliens.View
	switch v := v.(type) {
	case *aliens.View:
		av = *v
	case aliens.View:
		av = v
	default:
		return nil, false
	}
	if av.Over {
		return nil, false
	}
	var p float64
	switch {
	case strings.HasPrefix(av.Mission, "bug-hunt-"):
		p = bugHuntOdds(bugHuntFeatures(av))
	case slices.Contains(storyMissions, av.Mission):
		p = storyOdds(r.storyFeatures(av))
	default:
		return nil, false
	}
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
func bugHuntOdds(x [bugHuntInputs]float64) float64 { return logistic(bugHuntWeights[:], x[:]) }

// logistic is 1/(1+e^-z) for z the weighted sum of x.
func logistic(weights, x []float64) float64 {
	z := 0.0
	for i, w := range weights {
		z += w * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// storyMissions are the story, Rescue and Resupply missions the story
// evaluation was fitted to; the first is the regression's reference
// mission, the others have an indicator each.
var storyMissions = []string{"mission-1", "mission-2", "mission-3", "rescue", "resupply"}

// storyFeatures describe a story mission's position: the Bug Hunt's
// measures of the squad and the threat (bugHuntFeatures, without the Bug
// Hunt indicators), the mission, the time left on the Turn Dial, and the
// progress on its objectives as the board shows it (story.go: objects
// carried, carried out, a Computer's effect spent, Newt found, Mission
// Blips still face down, the dropship called), and how far the squad is
// from its next objective as the bot's own goals see it (aliens_goal.go),
// also against the turns left. All are public.
func (r *Rules) storyFeatures(v aliens.View) [storyInputs]float64 {
	var x [storyInputs]float64
	b := bugHuntFeatures(v)
	copy(x[:10], b[:10])
	for i, m := range storyMissions[1:] {
		x[10+i] = indicator(v.Mission == m)
	}
	if v.TurnLimit > 0 {
		x[14] = float64(v.Turn) / float64(v.TurnLimit)
	}
	for _, o := range v.Objects {
		switch {
		case o.Out:
			x[16]++
		case o.Carrier != "":
			x[15]++
		}
		switch o.Kind {
		case "computer":
			x[17] += indicator(o.Used)
		case "newt":
			x[18] = 1
		case "mission-blip":
			x[19] += 0.25
		}
	}
	x[20] = indicator(v.Dropship > 0)
	c := &r.aliens
	c.reset(&v, 0)
	switch d := c.objectiveDistance(); {
	case d < 0:
		x[22] = 1
	default:
		x[21] = min(float64(d)/24, 2)
		if v.TurnLimit > 0 {
			x[24] = min(float64(d)/float64(6*max(1, v.TurnLimit-v.Turn+1)), 2)
		}
	}
	if c.mission() != nil {
		x[23] = indicator(c.leaving())
	}
	// The Turn Dial presses each mission differently.
	for i := range 4 {
		x[25+i] = x[10+i] * x[14]
	}
	return x
}

const storyInputs = 29

// storyWeights are a logistic regression of the squad's win on
// storyFeatures, fitted like bugHuntWeights to rules-bot games of every
// story mission at one, two and four players (TestStoryOddsCalibrated
// checks them on other games; -fit-odds refits them).
var storyWeights = [storyInputs]float64{3.287, -2.568, -4.236, 2.632, 0.172, -0.064, 0.260, -1.801, -0.448, -0.298, -2.132, -0.279, -1.233, -0.789, -6.807, 2.797, 29.777, 2.011, -0.286, -0.876, 0.029, 0.047, -0.984, 0.119, -1.825, 1.201, -1.287, 3.453, 2.138}

// storyOdds is the squad's chance of winning a story mission by the
// regression.
func storyOdds(x [storyInputs]float64) float64 { return logistic(storyWeights[:], x[:]) }
