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

// bugHuntSample is a position of a rules-bot Bug Hunt and how it ended.
type bugHuntSample struct {
	x   [bugHuntInputs]float64
	won bool
}

// bugHuntSamples plays games rules-bot Bug Hunts of every mission at one,
// two and four players from seed first on, and takes a position every
// tenth choice of each.
func bugHuntSamples(t testing.TB, first uint64, games int) []bugHuntSample {
	t.Helper()
	var out []bugHuntSample
	for m := 1; m <= 4; m++ {
		for _, players := range []int{1, 2, 4} {
			for i := range games {
				o := aliens.DefaultOptions()
				o.Mission, o.Players = fmt.Sprintf("bug-hunt-%d", m), players
				if players == 4 {
					o.Heroes = []string{"ripley", "hicks", "frost", "hudson"} // docs/balance.md's table
				}
				seed := first + uint64(i)
				g, err := aliens.New(o, seed)
				if err != nil {
					t.Fatal(err)
				}
				g.SetQuiet(true)
				r := NewRules(seed)
				var xs [][bugHuntInputs]float64
				for n := 0; ; n++ {
					d := g.Pending()
					if d == nil {
						break
					}
					v := g.View(d.Seat)
					if n%10 == 0 {
						xs = append(xs, bugHuntFeatures(v.(aliens.View)))
					}
					if err := g.Apply(d.Seat, r.Choose(v, d)); err != nil {
						t.Fatal(err)
					}
				}
				won := g.Outcome().Winner == "players"
				for _, x := range xs {
					out = append(out, bugHuntSample{x, won})
				}
			}
		}
	}
	return out
}

// brier is the mean squared error of odds against the samples' results.
func brier(samples []bugHuntSample, odds func([bugHuntInputs]float64) float64) float64 {
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
func TestBugHuntOddsCalibrated(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 240 Bug Hunts")
	}
	if *fitOdds {
		w := fitBugHuntOdds(t, bugHuntSamples(t, 1, 60))
		fmt.Printf("var bugHuntWeights = [bugHuntInputs]float64{%s}\n", formatWeights(w))
		bugHuntWeights = w
	}
	held := bugHuntSamples(t, 100_001, 20)
	won := 0.0
	for _, s := range held {
		if s.won {
			won++
		}
	}
	base := won / float64(len(held))
	model, flat := brier(held, bugHuntOdds), brier(held, func([bugHuntInputs]float64) float64 { return base })
	t.Logf("%d positions: Brier %.4f, base rate %.3f Brier %.4f", len(held), model, base, flat)
	if model > 0.8*flat {
		t.Errorf("Brier %.4f is not a fifth better than the base rate's %.4f", model, flat)
	}
	var bins [10]struct{ n, won, predicted float64 }
	for _, s := range held {
		p := bugHuntOdds(s.x)
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

// fitBugHuntOdds fits the logistic regression by maximum likelihood
// (BFGS on the mean log-loss).
func fitBugHuntOdds(t testing.TB, samples []bugHuntSample) [bugHuntInputs]float64 {
	t.Helper()
	loss := func(w []float64, grad []float64) float64 {
		sum := 0.0
		for i := range grad {
			grad[i] = 0
		}
		for _, s := range samples {
			z := 0.0
			for i, x := range s.x {
				z += w[i] * x
			}
			p := 1 / (1 + math.Exp(-z))
			y := 0.0
			if s.won {
				y = 1
			}
			sum -= y*math.Log(max(p, 1e-12)) + (1-y)*math.Log(max(1-p, 1e-12))
			for i, x := range s.x {
				grad[i] += (p - y) * x
			}
		}
		n := float64(len(samples))
		for i := range grad {
			grad[i] /= n
		}
		return sum / n
	}
	p := optimize.Problem{
		Func: func(w []float64) float64 { return loss(w, make([]float64, len(w))) },
		Grad: func(grad, w []float64) { loss(w, grad) },
	}
	res, err := optimize.Minimize(p, make([]float64, bugHuntInputs), nil, &optimize.BFGS{})
	if res == nil {
		t.Fatal(err)
	}
	if err != nil { // the line search gives up at the optimum's last digits
		t.Logf("fit: %v (gradient norm %.2g)", err, floats.Norm(res.Gradient, 2))
	}
	var w [bugHuntInputs]float64
	copy(w[:], res.X)
	return w
}

func formatWeights(w [bugHuntInputs]float64) string {
	s := ""
	for i, x := range w {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%.3f", x)
	}
	return s
}

// TestEvaluateKnowsBugHuntsOnly: the rules bot judges a Bug Hunt (every
// seat the squad's chance) and declines the story missions and Mars
// Attacks, whose playouts then go on to the end.
func TestEvaluateKnowsBugHuntsOnly(t *testing.T) {
	for _, tc := range []struct {
		mission string
		players int
		ok      bool
	}{{"bug-hunt-2", 2, true}, {"mission-1", 1, false}} {
		o := aliens.DefaultOptions()
		o.Mission, o.Players = tc.mission, tc.players
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
