// Package search is the searching bot: information-set Monte Carlo tree
// search (Cowling, Powley and Whitehouse, "Information Set Monte Carlo
// Tree Search", IEEE TCIAIG 2012, the single-observer variant), and the
// live odds of a position. Both see a game only through an
// engine.Sampler: games drawn consistent with what one seat knows
// (engine.Determinizer), never the real game with its hidden parts.
package search

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"github.com/sulaco/sulaco/internal/engine"
)

// Policy chooses among the options of a decision from a view: the
// rollout player (the rules bot, or random). It is bot.Bot's method set.
type Policy interface {
	Choose(v engine.View, d *engine.Decision) string
}

// Evaluator is a rollout policy that can also judge an unfinished game
// from a view: each seat's chance of winning, 0..1, or ok false for a
// game it cannot judge (then the playout goes on to the end).
type Evaluator interface {
	Evaluate(v engine.View, seats int) (rewards []float64, ok bool)
}

// NewPolicy returns the rollout policy for one seat, seeded.
type NewPolicy func(seed uint64) Policy

// Config is a search budget and its parameters.
type Config struct {
	// Iterations per decision, split among the workers; when positive the
	// search is deterministic for a seed and a number of workers.
	Iterations int
	// Time per decision, used when Iterations is 0 (not deterministic).
	Time time.Duration
	// Workers search independent trees from the same root (root
	// parallelisation) and add their visit counts; 0 means one per core.
	Workers int
	// Exploration is UCB1's constant c (0 means 0.7).
	Exploration float64
	// Bias is the weight of the rollout policy's own choice at each node
	// (progressive bias, Chaslot et al. 2008: Bias/(visits+1) added to
	// that child's score, and that child tried first): with few
	// iterations the search plays like its policy and leaves it where
	// the playouts show better. 0 means 1; negative turns it off.
	Bias float64
	// MaxRollout bounds the choices of a playout (0 means 20,000); an
	// unfinished playout counts as half a win for everyone.
	MaxRollout int
	// Horizon cuts a playout after this many choices and backs up the
	// rollout policy's evaluation of the position (Evaluator, from seat
	// 0's view of the sampled game) instead of the result; 0, or a game
	// the policy cannot judge, plays on to the end.
	Horizon int
	// Rollout is the playout policy of every seat.
	Rollout NewPolicy
	// Stop, once closed, ends the search after the iterations under way
	// (a hint whose game moved on); the answer is then from fewer
	// iterations.
	Stop <-chan struct{}
}

// Levels are the named budgets: iterations per decision on one worker.
var Levels = []struct {
	Name       string
	Iterations int
}{
	{"easy", 50},
	{"normal", 200},
	{"hard", 800},
}

// LevelHorizon is the levels' playout horizon in choices, where the
// rollout policy can judge a position (the rules bot: an Aliens Bug Hunt,
// about a tenth of a game, some 110 choices a turn): a full Bug Hunt
// playout is too slow for a decision in a second (docs/bots.md).
const LevelHorizon = 100

// LevelConfig returns the budget of a level ("easy", "normal", "hard").
func LevelConfig(level string, rollout NewPolicy) (Config, error) {
	for _, l := range Levels {
		if l.Name == level {
			return Config{Iterations: l.Iterations, Workers: 1, Horizon: LevelHorizon, Rollout: rollout}, nil
		}
	}
	return Config{}, fmt.Errorf("search: unknown level %q (known: easy, normal, hard)", level)
}

// Bot is the IS-MCTS player. Like every bot it plays one decision at a
// time (not safe for concurrent use); its randomness is its own.
type Bot struct {
	cfg      Config
	rng      engine.RNG
	fallback Policy
	// Stats of the last decision, for benchmarks and hints.
	Last Stats
}

// Stats describe one search.
type Stats struct {
	Iterations int
	Elapsed    time.Duration
	// Choices are the root options with their visits and mean reward for
	// the deciding seat, in option order.
	Choices []Choice
}

// Choice is one root option as the search saw it.
type Choice struct {
	Key    string
	Visits int
	Value  float64 // mean reward for the seat choosing, 0..1
}

// New returns an IS-MCTS bot seeded with seed.
func New(cfg Config, seed uint64) *Bot {
	if cfg.Exploration == 0 {
		cfg.Exploration = 0.7
	}
	if cfg.Bias == 0 {
		cfg.Bias = 1
	}
	if cfg.MaxRollout == 0 {
		cfg.MaxRollout = 20_000
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.Iterations <= 0 && cfg.Time <= 0 {
		cfg.Iterations = 200
	}
	b := &Bot{cfg: cfg, rng: engine.NewRNG(seed)}
	b.fallback = cfg.Rollout(seed ^ 0xfa11bac)
	return b
}

// Choose implements bot.Bot for a table that offers no sampler (a game
// without hidden-information support): the bot plays its rollout policy.
func (b *Bot) Choose(v engine.View, d *engine.Decision) string {
	return b.fallback.Choose(v, d)
}

// ChooseSampled searches games drawn by sample and returns the key of
// the root option visited most (ties: the first in option order).
func (b *Bot) ChooseSampled(sample engine.Sampler, v engine.View, d *engine.Decision) string {
	if len(d.Options) == 1 {
		b.Last = Stats{Choices: []Choice{{Key: d.Options[0].Key}}}
		return d.Options[0].Key
	}
	start := time.Now()
	trees := b.search(sample, d.Seat)
	b.Last = Stats{Elapsed: time.Since(start)}
	best, bestVisits := -1, 0
	for i, o := range d.Options {
		c := Choice{Key: o.Key}
		reward := 0.0
		for _, t := range trees {
			if k := t.child(0, d.Seat, o.Key); k >= 0 {
				c.Visits += t.nodes[k].visits
				reward += t.nodes[k].reward
			}
		}
		if c.Visits > 0 {
			c.Value = reward / float64(c.Visits)
		}
		b.Last.Choices = append(b.Last.Choices, c)
		if c.Visits > bestVisits {
			best, bestVisits = i, c.Visits
		}
	}
	for _, t := range trees {
		b.Last.Iterations += t.iterations
	}
	if best < 0 {
		return b.fallback.Choose(v, d)
	}
	return d.Options[best].Key
}

// search runs the workers and returns their trees, in worker order.
func (b *Bot) search(sample engine.Sampler, seat engine.Seat) []*tree {
	workers := b.cfg.Workers
	if b.cfg.Iterations > 0 {
		workers = min(workers, b.cfg.Iterations)
	}
	trees := make([]*tree, workers)
	for w := range trees {
		trees[w] = &tree{rng: engine.NewRNG(b.rng.Uint64()), cfg: &b.cfg, root: seat}
	}
	// The sampler reads the real game, which is not safe to read from
	// several goroutines at once (a game builds its decision lazily).
	var mu sync.Mutex
	draw := func(rng *engine.RNG) engine.Game {
		mu.Lock()
		defer mu.Unlock()
		return sample(rng)
	}
	deadline := time.Now().Add(b.cfg.Time)
	var wg sync.WaitGroup
	for w, t := range trees {
		n := 0
		if b.cfg.Iterations > 0 {
			n = b.cfg.Iterations / workers
			if w < b.cfg.Iterations%workers {
				n++
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.run(draw, n, deadline)
		}()
	}
	wg.Wait()
	return trees
}

// tree is one worker's search tree over option keys: a node is reached
// by the keys chosen from the root, whatever the hidden cards of the
// game each iteration drew (the information set of the searching seat).
type tree struct {
	rng        engine.RNG
	cfg        *Config
	root       engine.Seat
	nodes      []node
	policies   []Policy
	iterations int
}

type node struct {
	seat     engine.Seat // who chose key
	key      string
	children []int32
	// preferred is the rollout policy's choice at this node's decision,
	// asked the first time the node is left; prefSet once asked.
	preferred string
	prefSet   bool
	visits    int
	avail     int     // iterations in which this node's key was on offer
	reward    float64 // summed rewards of seat
}

// child returns the index of n's child reached by seat choosing key, or -1.
func (t *tree) child(n int, seat engine.Seat, key string) int {
	for _, c := range t.nodes[n].children {
		if nd := &t.nodes[c]; nd.seat == seat && nd.key == key {
			return int(c)
		}
	}
	return -1
}

// run plays n iterations, or until deadline when n is 0.
func (t *tree) run(draw func(*engine.RNG) engine.Game, n int, deadline time.Time) {
	t.nodes = append(t.nodes[:0], node{seat: -1})
	for i := 0; n == 0 || i < n; i++ {
		if n == 0 && time.Now().After(deadline) && i > 0 || i > 0 && stopped(t.cfg.Stop) {
			break
		}
		g := draw(&t.rng)
		if i == 0 {
			warm(g)
		}
		t.iterate(g)
		t.iterations++
	}
}

// warm fills the tables g shares with every game on its content
// (engine.Warmer: an Aliens board's Line of Sight, which the rules bot
// reads too) before the first playout, once per board and process:
// filled pair by pair as the playouts asked, it was still 37% of a
// search's playouts 51 to 60 (callgrind, BenchmarkPlayoutAliens).
func warm(g engine.Game) {
	if w, ok := g.(engine.Warmer); ok {
		w.Warm()
	}
}

// iterate is one IS-MCTS iteration on a determinized game g: select
// down the tree among the options g offers, expand one untried option,
// play out with the rollout policy, and back the result up.
func (t *tree) iterate(g engine.Game) {
	if q, ok := g.(engine.Quieter); ok {
		q.SetQuiet(true)
	}
	g.TakeEvents()
	path := []int{0}
	cur := 0
	for {
		d := g.Pending()
		if d == nil {
			break
		}
		next, expanded := t.step(cur, g, d)
		key := t.nodes[next].key
		if err := g.Apply(d.Seat, key); err != nil {
			panic(fmt.Sprintf("search: a sampled game refused its own option %q: %v", key, err))
		}
		path = append(path, next)
		cur = next
		if expanded {
			break
		}
	}
	rewards := t.playout(g)
	for _, k := range path {
		nd := &t.nodes[k]
		nd.visits++
		if nd.seat >= 0 {
			nd.reward += rewards[nd.seat]
		}
	}
}

// step picks the option to follow from node n at decision d of g: the
// policy's choice if never tried, else an option never tried from n
// (uniformly among them), else the UCB1 best of the children on offer
// (with the policy's bias), whose availability counts grow by one.
func (t *tree) step(n int, g engine.Game, d *engine.Decision) (next int, expanded bool) {
	pref := t.preferred(n, g, d)
	untried := 0
	for _, o := range d.Options {
		if t.child(n, d.Seat, o.Key) < 0 {
			untried++
		}
	}
	if pref != "" && t.child(n, d.Seat, pref) < 0 && d.Find(pref) >= 0 {
		return t.expand(n, d.Seat, pref), true
	}
	if untried > 0 {
		pick := t.rng.IntN(untried)
		for _, o := range d.Options {
			if t.child(n, d.Seat, o.Key) >= 0 {
				continue
			}
			if pick == 0 {
				return t.expand(n, d.Seat, o.Key), true
			}
			pick--
		}
	}
	best, bestScore := -1, math.Inf(-1)
	for _, o := range d.Options {
		k := t.child(n, d.Seat, o.Key)
		nd := &t.nodes[k]
		nd.avail++
		score := nd.reward/float64(nd.visits) + t.cfg.Exploration*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.visits))
		if o.Key == pref && t.cfg.Bias > 0 {
			score += t.cfg.Bias / float64(nd.visits+1)
		}
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	return best, false
}

// expand adds the child of n reached by seat choosing key.
func (t *tree) expand(n int, seat engine.Seat, key string) int {
	t.nodes = append(t.nodes, node{seat: seat, key: key, avail: 1})
	k := len(t.nodes) - 1
	t.nodes[n].children = append(t.nodes[n].children, int32(k))
	return k
}

// preferred returns the rollout policy's choice at node n (asked once,
// at the decision d of the first game that leaves n), or "" when the
// bias is off.
func (t *tree) preferred(n int, g engine.Game, d *engine.Decision) string {
	if t.cfg.Bias <= 0 {
		return ""
	}
	nd := &t.nodes[n]
	if !nd.prefSet {
		nd.preferred, nd.prefSet = t.policy(d.Seat, g.Seats()).Choose(g.View(d.Seat), d), true
	}
	return nd.preferred
}

// policy returns the rollout policy of seat.
func (t *tree) policy(seat engine.Seat, seats int) Policy {
	for len(t.policies) < seats {
		t.policies = append(t.policies, t.cfg.Rollout(t.rng.Uint64()))
	}
	return t.policies[seat]
}

// playout plays g to its end with the rollout policy in every seat and
// returns each seat's reward: 1 for a seat among the winners, 0.5 for a
// draw or a playout cut short, else 0.
func (t *tree) playout(g engine.Game) []float64 {
	for n := range t.cfg.MaxRollout {
		d := g.Pending()
		if d == nil {
			break
		}
		if n == t.cfg.Horizon && n > 0 {
			if e, ok := t.policy(d.Seat, g.Seats()).(Evaluator); ok {
				if r, ok := e.Evaluate(g.View(0), g.Seats()); ok {
					return r
				}
			}
		}
		key := t.policy(d.Seat, g.Seats()).Choose(g.View(d.Seat), d)
		if err := g.Apply(d.Seat, key); err != nil {
			panic(fmt.Sprintf("search: rollout policy chose %q: %v", key, err))
		}
	}
	return Rewards(g)
}

// Rewards scores a game for each seat: 1 for a winner, 0.5 for a draw or
// an unfinished game, 0 otherwise.
func Rewards(g engine.Game) []float64 {
	r := make([]float64, g.Seats())
	out := g.Outcome()
	for s := range r {
		switch {
		case out == nil || out.Winner == "draw":
			r[s] = 0.5
		case wins(out, engine.Seat(s)):
			r[s] = 1
		}
	}
	return r
}

func wins(out *engine.Outcome, seat engine.Seat) bool {
	for _, s := range out.Seats {
		if s == seat {
			return true
		}
	}
	return false
}
