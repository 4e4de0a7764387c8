package server

import (
	"runtime"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/search"
	"github.com/sulaco/sulaco/internal/stats"
	"github.com/sulaco/sulaco/internal/store"
)

// Live odds and hints (docs/protocol.md, "odds" and "hint"): a seat asks,
// the table computes off the hub's path from that seat's view alone
// (engine.Sampler on a copy of the game, never the real game) and answers
// the sockets that asked. Per table one computation runs at a time;
// requests for the same version and view wait for the same answer, which
// is kept until the game moves on. A move, an eviction or a shutdown
// stops what runs for the old version and drops what waits.

// Kinds of advice.
const (
	adviceOdds = "odds"
	adviceHint = "hint"
)

// Error codes of advice requests.
const (
	codeHintsOff    = "hints_off"
	codeOver        = "over"
	codeUnavailable = "unavailable"
)

// adviceKey is what one computation answers at the table's current
// version: a kind for a view (a seat, or engine.Spectator for odds).
type adviceKey struct {
	kind string
	seat engine.Seat
}

// adviceJob is one computation and the sockets waiting for it.
type adviceJob struct {
	key     adviceKey
	waiters []adviceWaiter
}

type adviceWaiter struct {
	c *peer
	a string
}

// advice is a table's computations: those for version v, the one running
// (possibly for an older version, stopping), and the answers kept.
type advice struct {
	v       int
	moved   chan struct{} // closed when the game leaves version v
	running *adviceJob
	runV    int // the version the running job is for
	queue   []*adviceJob
	answers map[adviceKey]any // frames' payloads for version v, without "a"
}

// oddsData is the answer to an odds request.
type oddsData struct {
	A  string `json:"a,omitempty"`
	At int    `json:"at"` // the version the odds are for
	// Seat whose odds these are; -1: the spectator's view (seat 0's
	// chances, Aliens: the team's, as the public sees them).
	Seat    engine.Seat          `json:"seat"`
	Win     share                `json:"win"`
	Games   int                  `json:"games"` // sampled games played out
	Winners []search.WinnerCount `json:"winners"`
}

// hintData is the answer to a hint request: the search bot's choice for
// the seat's pending decision and the odds after it (the search's mean
// playout result for that option, over Games playouts).
type hintData struct {
	A      string      `json:"a,omitempty"`
	At     int         `json:"at"`
	Seat   engine.Seat `json:"seat"`
	Key    string      `json:"key"`
	Option engine.Msg  `json:"option"`
	Win    share       `json:"win"`
	Games  int         `json:"games"`
}

// share is a rate with its 95% Wilson interval, as the protocol spells it.
type share struct {
	P  float64 `json:"p"`
	Lo float64 `json:"lo"`
	Hi float64 `json:"hi"`
}

func shareOf(r stats.Rate) share { return share{P: r.P, Lo: r.Lo, Hi: r.Hi} }

// requestAdvice answers socket c's request a of kind for its view: a kept
// answer at once, otherwise the request joins the computation for the
// same view or queues a new one. Refusals are error frames naming why.
func (t *table) requestAdvice(c *peer, kind, a string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if code, msg := t.adviceRefusal(c, kind); code != "" {
		t.s.socketError(c, code, msg, a)
		return
	}
	t.adviceAt()
	key := adviceKey{kind: kind, seat: c.seat}
	if d, ok := t.adv.answers[key]; ok {
		c.sendFrame(kind, nil, withRequest(d, a))
		return
	}
	w := adviceWaiter{c: c, a: a}
	if j := t.adv.running; j != nil && t.adv.runV == t.v && j.key == key {
		j.waiters = append(j.waiters, w)
		return
	}
	for _, j := range t.adv.queue {
		if j.key == key {
			j.waiters = append(j.waiters, w)
			return
		}
	}
	t.adv.queue = append(t.adv.queue, &adviceJob{key: key, waiters: []adviceWaiter{w}})
	t.startAdvice()
}

// adviceRefusal is why seat c may not have advice of kind now, or "".
func (t *table) adviceRefusal(c *peer, kind string) (string, engine.Msg) {
	if t.evicted {
		return codeRetry, engine.M("server.error.retry")
	}
	d := t.game.Pending()
	if d == nil || t.status == store.StatusAbandoned {
		return codeOver, engine.M("server.error.advice.over")
	}
	if _, ok := t.game.(engine.Determinizer); !ok {
		return codeUnavailable, engine.M("server.error.advice.unavailable")
	}
	if kind == adviceHint {
		switch {
		case t.noHints:
			return codeHintsOff, engine.M("server.error.hints-off")
		case c.seat < 0 || d.Seat != c.seat || t.botFor(c.seat) != "":
			return codeTurn, engine.M("server.error.hint.turn")
		}
	}
	return "", engine.Msg{}
}

// adviceAt brings the table's advice to its current version: what was
// kept or queued for an older one is dropped, and a computation running
// for it is told to stop.
func (t *table) adviceAt() {
	if t.adv.moved != nil && t.adv.v == t.v {
		return
	}
	t.adviceMoved()
	t.adv.v, t.adv.moved = t.v, make(chan struct{})
}

// adviceMoved stops the advice of the version the table leaves (a choice,
// an undo, an eviction).
func (t *table) adviceMoved() {
	if t.adv.moved != nil {
		close(t.adv.moved)
		t.adv.moved = nil
	}
	t.adv.queue, t.adv.answers = nil, nil
}

// startAdvice starts the next queued computation unless one runs: on a
// copy of the game, in its own goroutine, within the server's limits.
func (t *table) startAdvice() {
	if t.adv.running != nil || len(t.adv.queue) == 0 || t.evicted {
		return
	}
	j := t.adv.queue[0]
	t.adv.queue = t.adv.queue[1:]
	t.adv.running, t.adv.runV = j, t.v
	g, v, moved := t.game.Clone(), t.v, t.adv.moved
	t.s.work.Add(1)
	go func() {
		defer t.s.work.Done()
		d, ok := t.s.computeAdvice(g, v, j.key, moved)
		t.mu.Lock()
		defer t.mu.Unlock()
		t.adv.running = nil
		if ok && t.adv.v == v && t.adv.moved != nil && !t.evicted {
			if t.adv.answers == nil {
				t.adv.answers = map[adviceKey]any{}
			}
			t.adv.answers[j.key] = d
			for _, w := range j.waiters {
				w.c.sendFrame(j.key.kind, nil, withRequest(d, w.a))
			}
		}
		t.startAdvice()
	}()
}

// withRequest is answer d addressed to request a.
func withRequest(d any, a string) any {
	switch d := d.(type) {
	case oddsData:
		d.A = a
		return d
	case hintData:
		d.A = a
		return d
	}
	return d
}

// computeAdvice computes key's advice on g (a copy of the table's game at
// version v) from key.seat's view, within the odds budget, on as many of
// the estimate slots as are free (at least one, waited for). It reports
// false when the game moved on, the server stops, or nothing could be
// computed.
func (s *Server) computeAdvice(g engine.Game, v int, key adviceKey, moved <-chan struct{}) (any, bool) {
	slots := s.takeSlots(moved)
	if slots == 0 {
		return nil, false
	}
	defer s.giveSlots(slots)
	start := time.Now()
	stop := make(chan struct{})
	timer := time.AfterFunc(s.cfg.OddsBudget, func() { close(stop) })
	quit := make(chan struct{})
	defer close(quit)
	go func() {
		select {
		case <-moved:
		case <-s.stop:
		case <-quit:
			return
		}
		if timer.Stop() {
			close(stop)
		}
	}()
	// The seed is public (the version and the view): two games the seat
	// cannot tell apart get the same advice.
	seed := uint64(v)*0x9e3779b97f4a7c15 + uint64(key.seat+2)
	defer func() { s.metrics.advice.WithLabelValues(key.kind).Observe(time.Since(start).Seconds()) }()
	switch key.kind {
	case adviceOdds:
		o := search.Estimate(engine.SamplerFor(g, key.seat), key.seat, search.OddsConfig{
			Games: s.cfg.OddsGames, Workers: slots, Seed: seed, Rollout: bot.RulesPolicy, Stop: stop})
		if o.Games == 0 || isClosed(moved) {
			return nil, false
		}
		return oddsData{At: v, Seat: key.seat, Win: shareOf(o.Win), Games: o.Games, Winners: o.Winners}, true
	default:
		d := g.Pending()
		cfg, _ := search.LevelConfig(s.cfg.HintLevel, bot.RulesPolicy)
		cfg.Workers, cfg.Stop = slots, stop
		sb := search.New(cfg, seed)
		k := bot.Decide(sb, g, d)
		i := d.Find(k)
		if isClosed(moved) || i < 0 {
			return nil, false
		}
		h := hintData{At: v, Seat: key.seat, Key: k, Option: d.Options[i].Msg}
		for _, c := range sb.Last.Choices {
			if c.Key == k {
				h.Win, h.Games = shareOf(stats.WilsonF(c.Value*float64(c.Visits), c.Visits)), c.Visits
			}
		}
		return h, true
	}
}

// takeSlots waits for one estimate slot and takes as many more as are
// free: an estimate on a quiet server uses every core, on a busy one its
// share. It returns 0 when done closes first or the server stops.
func (s *Server) takeSlots(done <-chan struct{}) int {
	select {
	case s.estimates <- struct{}{}:
	case <-done:
		return 0
	case <-s.stop:
		return 0
	}
	n := 1
	for n < cap(s.estimates) {
		select {
		case s.estimates <- struct{}{}:
			n++
			continue
		default:
		}
		break
	}
	return n
}

func (s *Server) giveSlots(n int) {
	for range n {
		<-s.estimates
	}
}

func isClosed(c <-chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// defaultEstimates is the process-wide number of estimate slots: one per
// core.
func defaultEstimates() int { return max(1, runtime.GOMAXPROCS(0)) }
