// Package server hosts games for players anywhere: the HTTP API and the
// game socket of docs/protocol.md (the contract of
// ../shared/design/online.md), seats proved by capability tokens, bots in
// seats, clocks and chat, over an internal/store.
//
// Each game in memory is a table: the engine game rebuilt by replaying its
// stored record, the sockets watching it and its clock. A choice is
// applied to a copy of the game, appended to the store, and only once
// that is durable acknowledged and broadcast. Idle tables leave memory
// and come back by replay.
package server

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/store"
)

// Protocol is the version of the socket protocol sent in hello.
const Protocol = 1

// Config sets a server up. Zero durations and sizes take the defaults.
type Config struct {
	Store   store.Store
	Games   *games.Catalog
	Text    *i18n.Catalog
	Content string // the content version games are created with
	Logger  *slog.Logger
	// Registry receives the server's metrics (a fresh one if nil).
	Registry *prometheus.Registry
	// Origins are extra host patterns allowed to open sockets from
	// another origin (the socket's own host is always allowed).
	Origins []string
	// Web serves every path the API does not (the web client,
	// internal/web); nil answers them 404.
	Web http.Handler

	IdleAfter time.Duration // a table without sockets leaves memory after this (default 2 min)
	BotBudget time.Duration // time a bot may think before its fallback answers (default 2 s)
	PingEvery time.Duration // socket pings (default 15 s)
	History   int           // steps kept per game for reconnects (default 32)
	SendQueue int           // frames queued per socket before it is dropped (default 256)
	// Limits bound the frames a socket may send (DefaultLimits if zero).
	Limits Limits
	// HTTPLimit bounds the API requests and socket openings of one
	// address (DefaultHTTPLimit if zero).
	HTTPLimit HTTPLimit
	// WriteTimeout is how long one frame may take to reach a socket
	// before it is dropped as not reading (default 10 s).
	WriteTimeout time.Duration
	Log          int // events kept per game for full frames (default 100)

	// Live odds, hints and odds curves (odds.go, curve.go).
	OddsGames   int           // sampled games of a live estimate (default 1,100: ±3 points)
	OddsBudget  time.Duration // time an estimate or a hint may take (default 2 s)
	HintLevel   string        // the search level of a hint (default "normal")
	Estimates   int           // estimate slots of the process (default one per core)
	CurvePoints int           // positions of a finished game's odds curve (default 24)
	CurveGames  int           // sampled games at each (default 200)
	Curves      int           // odds curves kept in memory (default 256)
}

func (c *Config) defaults() {
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Registry == nil {
		c.Registry = prometheus.NewRegistry()
	}
	if c.IdleAfter <= 0 {
		c.IdleAfter = 2 * time.Minute
	}
	if c.BotBudget <= 0 {
		c.BotBudget = 2 * time.Second
	}
	if c.PingEvery <= 0 {
		c.PingEvery = 15 * time.Second
	}
	if c.History <= 0 {
		c.History = 32
	}
	if c.SendQueue <= 0 {
		c.SendQueue = 256
	}
	if c.Limits == (Limits{}) {
		c.Limits = DefaultLimits
	}
	if c.HTTPLimit.Rate == 0 {
		c.HTTPLimit.Rate, c.HTTPLimit.Burst = DefaultHTTPLimit.Rate, DefaultHTTPLimit.Burst
	}
	if c.WriteTimeout <= 0 {
		c.WriteTimeout = 10 * time.Second
	}
	if c.Log <= 0 {
		c.Log = 100
	}
	if c.OddsGames <= 0 {
		c.OddsGames = 1100
	}
	if c.OddsBudget <= 0 {
		c.OddsBudget = 2 * time.Second
	}
	if c.HintLevel == "" {
		c.HintLevel = "normal"
	}
	if c.Estimates <= 0 {
		c.Estimates = defaultEstimates()
	}
	if c.CurvePoints <= 0 {
		c.CurvePoints = 24
	}
	if c.CurveGames <= 0 {
		c.CurveGames = 200
	}
	if c.Curves <= 0 {
		c.Curves = 256
	}
}

// Server hosts games. Create it with New, serve Handler, stop it with
// Shutdown.
type Server struct {
	cfg     Config
	store   store.Store
	log     *slog.Logger
	metrics *metrics
	mux     *http.ServeMux
	handler http.Handler // mux behind the limit per address
	started time.Time

	httpLimit *httpLimiter

	mu       sync.Mutex
	tables   map[string]*tableSlot
	draining bool

	// bots bounds how many bots think at once, so that bots never starve
	// the sockets or each other's games.
	bots chan struct{}
	// estimates are the slots of live odds, hints and odds curves (one
	// per core): an estimate takes one, and more while they are free.
	estimates chan struct{}
	curves    curveCache
	// work counts choices being committed and bots thinking, for a
	// shutdown that drains.
	work sync.WaitGroup
	stop chan struct{}
	done chan struct{}
	// owner names this process in a shared store's notes; listened is
	// closed when the listener of a shared store has stopped.
	owner    string
	listened chan struct{}
}

// tableSlot is a table being loaded or loaded: everyone asking for the
// same game while it replays waits for the one replay.
type tableSlot struct {
	ready chan struct{}
	t     *table
	err   error
}

// New returns a server over cfg.Store.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || cfg.Games == nil || cfg.Text == nil {
		return nil, errors.New("server: a store, a games catalog and texts are required")
	}
	cfg.defaults()
	s := &Server{
		cfg:     cfg,
		store:   cfg.Store,
		log:     cfg.Logger,
		started: time.Now(),
		tables:  map[string]*tableSlot{},
		bots:    make(chan struct{}, max(1, runtime.GOMAXPROCS(0))),

		estimates: make(chan struct{}, cfg.Estimates),
		stop:      make(chan struct{}),
		done:      make(chan struct{}),
	}
	s.metrics = newMetrics(cfg.Registry, s)
	s.httpLimit = newHTTPLimiter(cfg.HTTPLimit)
	s.routes()
	s.handler = s.limitHTTP(s.mux)
	go s.janitor()
	if sh, ok := cfg.Store.(store.Shared); ok {
		s.owner = sh.Owner()
		s.listened = make(chan struct{})
		go s.listen(sh)
	}
	return s, nil
}

// ObserveCommit records one group commit of the store (its size and
// duration) in the metrics; the SQLite store calls it after each commit.
func (s *Server) ObserveCommit(batch int, took time.Duration) {
	s.metrics.commit.Observe(took.Seconds())
	s.metrics.batch.Observe(float64(batch))
}

// Handler serves the API, the socket and the metrics.
func (s *Server) Handler() http.Handler { return s.handler }

// Shutdown drains: new requests and sockets are refused, the commits under
// way finish, every socket is told to reconnect (close 1012), and the
// store's queued writes commit. The store stays open: its owner closes
// it.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	if s.draining {
		s.mu.Unlock()
		return nil
	}
	s.draining = true
	slots := make([]*tableSlot, 0, len(s.tables))
	for _, sl := range s.tables {
		slots = append(slots, sl)
	}
	s.mu.Unlock()
	close(s.stop)
	<-s.done
	if s.listened != nil {
		<-s.listened
	}
	idle := make(chan struct{})
	go func() { s.work.Wait(); close(idle) }()
	select {
	case <-idle:
	case <-ctx.Done():
	}
	for _, sl := range slots {
		select {
		case <-sl.ready:
		default:
			continue
		}
		if sl.t != nil {
			sl.t.closeAll()
		}
	}
	s.log.Info("server drained", "tables", len(slots))
	return ctx.Err()
}

func (s *Server) isDraining() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.draining
}

// table returns the game id in memory, replaying it from the store if it
// is not there.
func (s *Server) table(ctx context.Context, id string) (*table, error) {
	if !validID(id) {
		return nil, fmt.Errorf("game %q: %w", id, store.ErrNotFound)
	}
	s.mu.Lock()
	if s.draining {
		s.mu.Unlock()
		return nil, errDraining
	}
	sl, ok := s.tables[id]
	if !ok {
		sl = &tableSlot{ready: make(chan struct{})}
		s.tables[id] = sl
		s.mu.Unlock()
		sl.t, sl.err = s.load(ctx, id)
		if sl.err != nil {
			s.mu.Lock()
			delete(s.tables, id)
			s.mu.Unlock()
		} else {
			s.metrics.tables.Inc()
		}
		close(sl.ready)
		return sl.t, sl.err
	}
	s.mu.Unlock()
	select {
	case <-sl.ready:
		return sl.t, sl.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

var errDraining = errors.New("server: shutting down")

// janitor evicts idle tables and wakes the clocks of games not in memory.
func (s *Server) janitor() {
	defer close(s.done)
	every := min(s.cfg.IdleAfter/2, 10*time.Second)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case now := <-tick.C:
			s.evict(now)
			s.wakeDue(now)
			s.httpLimit.forget(now, time.Minute)
		}
	}
}

// loadedTables lists the tables in memory (not those being loaded).
// Lock order: a table's lock may take the server's, never the other way
// round; so callers list the tables first, then look at each.
func (s *Server) loadedTables() []*table {
	s.mu.Lock()
	defer s.mu.Unlock()
	var loaded []*table
	for _, sl := range s.tables {
		select {
		case <-sl.ready:
			if sl.t != nil {
				loaded = append(loaded, sl.t)
			}
		default:
		}
	}
	return loaded
}

func (s *Server) evict(now time.Time) {
	for _, t := range s.loadedTables() {
		t.mu.Lock()
		gone := !t.evicted && len(t.clients) == 0 && !t.botBusy && now.Sub(t.lastUsed) > s.cfg.IdleAfter
		if gone {
			t.evicted = true
			t.adviceMoved()
			t.stopTimer()
			s.forget(t)
		}
		t.mu.Unlock()
	}
}

// wakeDue loads games whose clock ran out while they were not in memory,
// so that their time-out rule applies.
func (s *Server) wakeDue(now time.Time) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ids, err := s.store.Due(ctx, now, 100)
	if err != nil {
		s.log.Warn("due games", "err", err)
		return
	}
	for _, id := range ids {
		if t, err := s.table(ctx, id); err == nil {
			t.touch()
			// A process whose claim on the time-out died with it
			// leaves the game due: whoever holds it in memory acts.
			t.timeout(t.version())
		}
	}
}

// newID returns a fresh game id: 60 random bits in lower-case base32.
func newID() string {
	var b [8]byte
	rand.Read(b[:])
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))[:12]
}

// validID reports whether id could be a game id (the check that keeps
// odd paths from reaching the store).
func validID(id string) bool {
	if len(id) == 0 || len(id) > 32 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}
