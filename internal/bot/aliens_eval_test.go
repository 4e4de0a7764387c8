package bot

import (
	"flag"
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/optimize"

	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

var fitOdds = flag.Bool("fit-odds", false, "fit bugHuntWeights to rules-bot games and print them")

// oddsSample is a position of a rules-bot game, described by an
// evaluation's features, and whether the squad won it.
type oddsSample struct {
	x   []float64
	won bool
}

// oddsModel is one of the rules bot's regressions: the missions it was
// fitted to, its features and its weights.
type oddsModel struct {
	name     string
	missions []string
	features func(aliens.View) []float64
	weights  []float64 // the package's weights: a refit writes them
}

var (
	bugHuntModel = oddsModel{"bugHuntWeights", []string{"bug-hunt-1", "bug-hunt-2", "bug-hunt-3", "bug-hunt-4"},
		func(v aliens.View) []float64 { x := bugHuntFeatures(v); return x[:] }, bugHuntWeights[:]}
	storyModel = oddsModel{"storyWeights", storyMissions,
		func(v aliens.View) []float64 { x := NewRules(1).storyFeatures(v); return x[:] }, storyWeights[:]}
)

// odds is the model's prediction for features x.
func (m oddsModel) odds(x []float64) float64 { return logistic(m.weights, x) }

// samples plays games rules-bot games of every mission of m at one, two
// and four players from seed first on, and takes a position every tenth
// choice of each.
func (m oddsModel) samples(t testing.TB, first uint64, games int) []oddsSample {
	t.Helper()
	var out []oddsSample
	for _, mission := range m.missions {
		for _, players := range []int{1, 2, 4} {
			for i := range games {
				o := aliens.DefaultOptions()
				o.Mission, o.Players = mission, players
				if players == 4 {
					o.Heroes = []string{"ripley", "hicks", "frost", "hudson"} // docs/balance.md's table
				}
				// The balance table's story tables (docs/balance.md).
				o.Newt = mission == "mission-2" || mission == "mission-3"
				if mission == "rescue" {
					o.Captives = []string{"gorman"}
				}
				seed := first + uint64(i)
				g, err := aliens.New(o, seed)
				if err != nil {
					t.Fatal(err)
				}
				g.SetQuiet(true)
				r := NewRules(seed)
				var xs [][]float64
				for n := 0; ; n++ {
					d := g.Pending()
					if d == nil {
						break
					}
					v := g.View(d.Seat)
					if n%10 == 0 {
						xs = append(xs, m.features(*v.(*aliens.View)))
					}
					if err := g.Apply(d.Seat, r.Choose(v, d)); err != nil {
						t.Fatal(err)
					}
				}
				won := g.Outcome().Winner == "players"
				for _, x := range xs {
					out = append(out, oddsSample{x, won})
				}
			}
		}
	}
	return out
}

// brier is the mean squared error of odds against the samples' results.
func brier(samples []oddsSample, odds func([]float64) float64) float64 {
	sum := 0.0
	for _, s := range samples {
		y := 0.0
		if s.won {
			y = 1
		}
		sum += (odds(s.x) - y) * (odds(s.x) - y)
	}
	return sum / float64(len(samples))
}

// TestBugHuntOddsCalibrated: on games the weights were not fitted to
// (seeds from 100,001), the evaluation of a Bug Hunt position beats the
// base rate's Brier score by a fifth, and in each tenth of its predictions
// with 100 positions or more the share of games won is within 10 points
// of the mean prediction. With -fit-odds it fits the weights first (seeds
// 1 on) and prints them.
func TestBugHuntOddsCalibrated(t *testing.T) { checkCalibrated(t, bugHuntModel, 60, 20, 0.8) }

// TestStoryOddsCalibrated is TestBugHuntOddsCalibrated for the story,
// Rescue and Resupply missions, whose outcome the public features tell
// less well (the squad's route to its objectives matters more): the
// Brier score must beat the base rate's by 15%.
func TestStoryOddsCalibrated(t *testing.T) { checkCalibrated(t, storyModel, 200, 60, 0.85) }

// checkCalibrated checks model m on held games of each mission and table
// size (seeds from 100,001): its Brier score at most share times the base
// rate's, and every tenth of its predictions with 100 positions or more
// within 10 points of the share won. With -fit-odds it first fits m to
// fit games of each (seeds from 1) and prints the weights.
func checkCalibrated(t *testing.T, m oddsModel, fit, held int, share float64) {
	if testing.Short() {
		t.Skipf("plays %d games", len(m.missions)*3*held)
	}
	if *fitOdds {
		w := fitOddsModel(t, m.samples(t, 1, fit), len(m.weights))
		fmt.Printf("var %s = [...]float64{%s}\n", m.name, formatWeights(w))
		copy(m.weights, w)
	}
	samples := m.samples(t, 100_001, held)
	won := 0.0
	for _, s := range samples {
		if s.won {
			won++
		}
	}
	base := won / float64(len(samples))
	model, flat := brier(samples, m.odds), brier(samples, func([]float64) float64 { return base })
	t.Logf("%d positions: Brier %.4f, base rate %.3f Brier %.4f", len(samples), model, base, flat)
	if model > share*flat {
		t.Errorf("Brier %.4f is more than %.2f times the base rate's %.4f", model, share, flat)
	}
	var bins [10]struct{ n, won, predicted float64 }
	for _, s := range samples {
		p := m.odds(s.x)
		b := &bins[min(int(p*10), 9)]
		b.n++
		b.predicted += p
		if s.won {
			b.won++
		}
	}
	for i, b := range bins {
		if b.n == 0 {
			continue
		}
		t.Logf("%d0-%d0%%: %4.0f positions, predicted %.1f%%, won %.1f%%", i, i+1, b.n, 100*b.predicted/b.n, 100*b.won/b.n)
		if b.n >= 100 && math.Abs(b.predicted/b.n-b.won/b.n) > 0.10 {
			t.Errorf("%d0-%d0%%: predicted %.3f, won %.3f", i, i+1, b.predicted/b.n, b.won/b.n)
		}
	}
}

// fitOddsModel fits a logistic regression of n inputs by maximum
// likelihood (BFGS on the mean log-loss).
func fitOddsModel(t testing.TB, samples []oddsSample, n int) []float64 {
	t.Helper()
	loss := func(w []float64, grad []float64) float64 {
		sum := 0.0
		for i := range grad {
			grad[i] = 0
		}
		for _, s := range samples {
			p := logistic(w, s.x)
			y := 0.0
			if s.won {
				y = 1
			}
			sum -= y*math.Log(max(p, 1e-12)) + (1-y)*math.Log(max(1-p, 1e-12))
			for i, x := range s.x {
				grad[i] += (p - y) * x
			}
		}
		for i := range grad {
			grad[i] /= float64(len(samples))
		}
		return sum / float64(len(samples))
	}
	p := optimize.Problem{
		Func: func(w []float64) float64 { return loss(w, make([]float64, len(w))) },
		Grad: func(grad, w []float64) { loss(w, grad) },
	}
	res, err := optimize.Minimize(p, make([]float64, n), nil, &optimize.BFGS{})
	if res == nil {
		t.Fatal(err)
	}
	if err != nil { // the line search gives up at the optimum's last digits
		t.Logf("fit: %v (gradient norm %.2g)", err, floats.Norm(res.Gradient, 2))
	}
	return res.X
}

func formatWeights(w []float64) string {
	s := ""
	for i, x := range w {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%.3f", x)
	}
	return s
}

// TestEvaluateKnowsAliensMissions: the rules bot judges a Bug Hunt and a
// story mission (every seat the squad's chance) and declines a mission it
// was not fitted to and Mars Attacks, whose playouts then go on to the end.
func TestEvaluateKnowsAliensMissions(t *testing.T) {
	for _, tc := range []struct {
		mission string
		players int
		ok      bool
	}{{"bug-hunt-2", 2, true}, {"mission-1", 1, true}, {"rescue", 4, true}, {aliens.MissionDrill, 1, false}} {
		o := aliens.DefaultOptions()
		o.Mission, o.Players = tc.mission, tc.players
		if tc.mission == "rescue" {
			o.Captives = []string{"gorman"}
		}
		g, err := aliens.New(o, 3)
		if err != nil {
			t.Fatal(err)
		}
		r, ok := NewRules(1).Evaluate(g.View(0), g.Seats())
		if ok != tc.ok || ok && (len(r) != tc.players || r[0] <= 0 || r[0] >= 1 || r[len(r)-1] != r[0]) {
			t.Errorf("%s: %v %v", tc.mission, r, ok)
		}
	}
	g, err := marsattacks.New(marsattacks.DefaultOptions(), 3)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := NewRules(1).Evaluate(g.View(0), g.Seats()); ok {
		t.Errorf("mars attacks judged: %v", r)
	}
}
