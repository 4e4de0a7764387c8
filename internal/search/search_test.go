package search_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
	"github.com/sulaco/sulaco/internal/search"
)

func marsGame(t testing.TB, seed uint64) engine.Game {
	t.Helper()
	g, err := marsattacks.New(marsattacks.DefaultOptions(), seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func bugHunt(t testing.TB, seed uint64) engine.Game {
	t.Helper()
	o := aliens.DefaultOptions()
	o.Mission, o.Players, o.Heroes = "bug-hunt-1", 2, []string{"hicks", "hudson"}
	g, err := aliens.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playWith plays up to n decisions of g, seat 0 by b and every other seat
// by the rules bot, and returns seat 0's choices.
func playWith(t testing.TB, g engine.Game, b bot.Bot, n int) []string {
	t.Helper()
	others := bot.NewRules(99)
	var chosen []string
	for range n {
		d := g.Pending()
		if d == nil {
			break
		}
		var key string
		if d.Seat == 0 {
			key = bot.Decide(b, g, d)
			chosen = append(chosen, key)
		} else {
			key = others.Choose(g.View(d.Seat), d)
		}
		if err := g.Apply(d.Seat, key); err != nil {
			t.Fatalf("%q: %v", key, err)
		}
	}
	return chosen
}

// TestSearchIsDeterministic: with a fixed seed and an iteration budget
// the search bot makes the same choices in every run, on one worker and
// on several, in both games.
func TestSearchIsDeterministic(t *testing.T) {
	for _, tc := range []struct {
		name       string
		game       func(testing.TB, uint64) engine.Game
		workers    int
		iterations int
		choices    int
		horizon    int
	}{
		{"mars/1", marsGame, 1, 16, 40, 0},
		{"mars/3", marsGame, 3, 16, 40, 0},
		{"aliens/1", bugHunt, 1, 6, 16, 0},
		{"aliens/2", bugHunt, 2, 6, 16, 0},
		{"aliens/horizon", bugHunt, 2, 12, 16, 30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := search.Config{Iterations: tc.iterations, Workers: tc.workers, Horizon: tc.horizon, Rollout: bot.RulesPolicy}
			var runs [2][]string
			for r := range runs {
				runs[r] = playWith(t, tc.game(t, 11), search.New(cfg, 5), tc.choices)
			}
			if len(runs[0]) == 0 {
				t.Fatal("seat 0 never chose")
			}
			if !slices.Equal(runs[0], runs[1]) {
				t.Fatalf("two runs differ:\n%v\n%v", runs[0], runs[1])
			}
		})
	}
}

// TestSearchSeesOnlyTheSeat: two games the seat cannot tell apart (the
// real one and a game sampled for that seat, other hand and pile dealt
// anew) get the same choice and the same search statistics: the bot's
// play depends on the seat's information alone.
func TestSearchSeesOnlyTheSeat(t *testing.T) {
	for _, tc := range []struct {
		name string
		game func(testing.TB, uint64) engine.Game
	}{{"mars", marsGame}, {"aliens", bugHunt}} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t, 21)
			playWith(t, g, bot.NewRules(1), 30)
			d := g.Pending()
			if d == nil {
				t.Fatal("game over too soon")
			}
			rng := engine.NewRNG(77)
			twin := g.(engine.Determinizer).Determinize(d.Seat, &rng)
			if twin.Hash() == g.Hash() {
				t.Fatal("the twin is the same game")
			}
			cfg := search.Config{Iterations: 20, Workers: 1, Rollout: bot.RulesPolicy}
			a, b := search.New(cfg, 3), search.New(cfg, 3)
			ka := bot.Decide(a, g, d)
			kb := bot.Decide(b, twin, twin.Pending())
			if ka != kb || !slices.Equal(a.Last.Choices, b.Last.Choices) {
				t.Fatalf("choices differ: %s %v / %s %v", ka, a.Last.Choices, kb, b.Last.Choices)
			}
		})
	}
}

// TestSearchBudget: an iteration budget is spent exactly; a single
// option is answered without search.
func TestSearchBudget(t *testing.T) {
	g := marsGame(t, 4)
	d := g.Pending()
	for len(d.Options) == 1 {
		if err := g.Apply(d.Seat, d.Options[0].Key); err != nil {
			t.Fatal(err)
		}
		d = g.Pending()
	}
	b := search.New(search.Config{Iterations: 30, Workers: 2, Rollout: bot.RulesPolicy}, 1)
	key := bot.Decide(b, g, d)
	if b.Last.Iterations != 30 || d.Find(key) < 0 {
		t.Fatalf("iterations %d, key %q", b.Last.Iterations, key)
	}
	visits := 0
	for _, c := range b.Last.Choices {
		visits += c.Visits
	}
	if visits != 30 {
		t.Fatalf("root visits %d, want 30", visits)
	}
}

// TestOddsDeterministicAndBounded: the odds of a position are the same
// for the same seed whatever the workers, inside their interval, and the
// interval is at most ±3 points at the default 1,100 games.
func TestOddsDeterministicAndBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 1,100 games")
	}
	g := marsGame(t, 8)
	sample := engine.SamplerFor(g, 0)
	a := search.Estimate(sample, 0, search.OddsConfig{Seed: 1, Workers: 1, Rollout: bot.RulesPolicy, Games: 200})
	b := search.Estimate(sample, 0, search.OddsConfig{Seed: 1, Workers: 2, Rollout: bot.RulesPolicy, Games: 200})
	if a.Win != b.Win || !slices.Equal(a.Winners, b.Winners) {
		t.Fatalf("odds depend on the workers: %+v / %+v", a, b)
	}
	if a.Win.Lo > a.Win.P || a.Win.P > a.Win.Hi {
		t.Fatalf("odds outside their interval: %+v", a.Win)
	}
	full := search.Estimate(sample, 0, search.OddsConfig{Seed: 2, Rollout: bot.RulesPolicy})
	if full.Games != 1100 || full.Win.Hi-full.Win.P > 0.03 || full.Win.P-full.Win.Lo > 0.03 {
		t.Fatalf("default odds: %+v", full.Win)
	}
}

// TestLevels: every level names a budget, an unknown one is an error
// naming it, and bot.New seats each.
func TestLevels(t *testing.T) {
	for _, l := range search.Levels {
		if _, err := bot.New("search:"+l.Name, "marsattacks", 1); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := bot.New("search:brilliant", "marsattacks", 1); err == nil {
		t.Fatal("unknown level accepted")
	}
	if _, err := bot.New("search:hard:all", "aliens", 1); err != nil {
		t.Fatal(err)
	}
}

// TestCurve: the odds over a recorded game, at evenly spaced positions
// from the first choice, each from seat 0's view; the same record gives
// the same curve.
func TestCurve(t *testing.T) {
	g := marsGame(t, 6)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: marsattacks.Name, Seed: 6,
		Seats: []engine.SeatInfo{{Player: "bot:rules"}, {Player: "bot:rules"}}}}
	rules := bot.NewRules(2)
	for d := g.Pending(); d != nil && len(rec.Choices) < 120; d = g.Pending() {
		k := rules.Choose(g.View(d.Seat), d)
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: k})
		if err := g.Apply(d.Seat, k); err != nil {
			t.Fatal(err)
		}
	}
	newGame := func(h *engine.Header) (engine.Game, error) {
		return marsattacks.New(marsattacks.DefaultOptions(), h.Seed)
	}
	cfg := search.OddsConfig{Games: 30, Seed: 1, Rollout: bot.RulesPolicy}
	a, err := search.Curve(rec, newGame, 0, 5, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := search.Curve(rec, newGame, 0, 5, cfg)
	if len(a) != 5 || a[0].Choice != 0 || a[4].Choice != 119 || a[2].Choice != 59 {
		t.Fatalf("points at %v", a)
	}
	for i := range a {
		if a[i].Odds.Win != b[i].Odds.Win || a[i].Odds.Games != 30 {
			t.Fatalf("point %d: %+v / %+v", i, a[i], b[i])
		}
	}
}

// TestCalibrate: one prediction per game, each in [0,1], the bins adding
// up to the positions, the observed rate within its interval.
func TestCalibrate(t *testing.T) {
	c, err := search.Calibrate(context.Background(), search.CalibrationConfig{
		New: func(h *engine.Header) (engine.Game, error) {
			return marsattacks.New(marsattacks.DefaultOptions(), h.Seed)
		},
		Header: func(i int) engine.Header {
			return engine.Header{Game: marsattacks.Name, Seed: uint64(i + 1)}
		},
		Positions: 6, After: 10, Odds: search.OddsConfig{Games: 8, Workers: 1, Rollout: bot.RulesPolicy},
	})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, b := range c.Bins {
		n += b.N
	}
	if c.Positions != 6 || n != 6 || c.Predicted < 0 || c.Predicted > 1 || c.Brier < 0 || c.Brier > 1 ||
		c.Observed.Lo > c.Observed.P || c.Observed.P > c.Observed.Hi {
		t.Fatalf("calibration %+v", c)
	}
}

// judged is the rules bot with an evaluation that calls every unfinished
// game even (0.25 for each seat).
type judged struct{ search.Policy }

func (judged) Evaluate(_ engine.View, seats int) ([]float64, bool) {
	r := make([]float64, seats)
	for s := range r {
		r[s] = 0.25
	}
	return r, true
}

// TestHorizonBacksUpTheEvaluation: with a horizon, playouts stop after
// that many choices and back up the policy's evaluation, so every root
// option of an early position is worth exactly what the evaluator says;
// without one, the playouts' results.
func TestHorizonBacksUpTheEvaluation(t *testing.T) {
	g := marsGame(t, 4)
	d := g.Pending()
	for len(d.Options) < 2 {
		playWith(t, g, bot.NewRules(1), 1)
		d = g.Pending()
	}
	rollout := func(seed uint64) search.Policy { return judged{bot.RulesPolicy(seed)} }
	for _, horizon := range []int{0, 5} {
		b := search.New(search.Config{Iterations: 60, Workers: 1, Horizon: horizon, Rollout: rollout}, 1)
		bot.Decide(b, g, d)
		quarters, visited := 0, 0
		for _, c := range b.Last.Choices {
			if c.Visits > 0 {
				visited++
				if c.Value == 0.25 {
					quarters++
				}
			}
		}
		if all := quarters == visited && visited > 1; all != (horizon > 0) {
			t.Errorf("horizon %d: %d of %d options worth 0.25: %+v", horizon, quarters, len(b.Last.Choices), b.Last.Choices)
		}
	}
}

// TestStopEndsEarly: a closed Stop ends an estimate, a curve and a search
// early; the games an estimate played are games 0 to n-1, so its odds are
// those of an estimate asked for n games.
func TestStopEndsEarly(t *testing.T) {
	g := marsGame(t, 8)
	sample := engine.SamplerFor(g, 0)
	closed := make(chan struct{})
	close(closed)
	if o := search.Estimate(sample, 0, search.OddsConfig{Seed: 1, Rollout: bot.RulesPolicy, Games: 50, Stop: closed}); o.Games != 0 {
		t.Fatalf("a stopped estimate played %d games", o.Games)
	}
	stop := make(chan struct{})
	// Stop once some games are played (the estimate below would
	// otherwise play 100,000).
	time.AfterFunc(200*time.Millisecond, func() { close(stop) })
	part := search.Estimate(sample, 0, search.OddsConfig{Seed: 1, Workers: 2, Rollout: bot.RulesPolicy, Games: 100_000, Stop: stop})
	if part.Games >= 100_000 {
		t.Fatalf("Stop did not end the estimate: %d games", part.Games)
	}
	if part.Games > 0 {
		same := search.Estimate(sample, 0, search.OddsConfig{Seed: 1, Workers: 1, Rollout: bot.RulesPolicy, Games: part.Games})
		if same.Win != part.Win {
			t.Fatalf("%d games stopped: %+v, asked: %+v", part.Games, part.Win, same.Win)
		}
	}
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: marsattacks.Name, Seed: 8}}
	newGame := func(h *engine.Header) (engine.Game, error) {
		return marsattacks.New(marsattacks.DefaultOptions(), h.Seed)
	}
	if pts, err := search.Curve(rec, newGame, 0, 3, search.OddsConfig{Games: 10, Rollout: bot.RulesPolicy, Stop: closed}); err != search.ErrStopped || len(pts) != 0 {
		t.Fatalf("stopped curve: %v, %v", pts, err)
	}
	cfg, _ := search.LevelConfig("hard", bot.RulesPolicy)
	cfg.Stop = closed
	b := search.New(cfg, 1)
	bot.Decide(b, g, g.Pending())
	if b.Last.Iterations != 1 {
		t.Fatalf("a stopped search ran %d iterations", b.Last.Iterations)
	}
}
