package server

import (
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/search"
	"github.com/sulaco/sulaco/internal/store"
)

// The odds curve of a finished game (GET /api/games/{id}/odds): seat 0's
// odds (Aliens: the team's) from the spectator's view, public
// information only, at evenly spaced positions (search.Curve). Computing
// one takes seconds to a minute, so the first request starts it and is
// answered 202; the curve is kept once computed (Config.Curves of them,
// the oldest forgotten first). One curve computes at a time, on one
// estimate slot, so live odds always keep the others.

// curveData is the answer: the points of the curve and where they are.
type curveData struct {
	ID string `json:"id"`
	// Seat whose odds are drawn: -1, the spectator's view of seat 0's.
	Seat   engine.Seat  `json:"seat"`
	Total  int          `json:"total"` // choices in the game
	Points []curvePoint `json:"points"`
}

// curvePoint is the odds after Choice choices (the replay's step).
type curvePoint struct {
	Choice int   `json:"choice"`
	Win    share `json:"win"`
	Games  int   `json:"games"`
}

// curveCache keeps the computed curves and the one being computed.
type curveCache struct {
	mu      sync.Mutex
	done    map[string]*curveData
	order   []string // ids of done, oldest first
	running string   // the game whose curve is being computed, or ""
}

func (s *Server) handleCurve(w http.ResponseWriter, r *http.Request) {
	t, err := s.table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, s.tableError(err))
		return
	}
	t.mu.Lock()
	over := t.status == store.StatusOver || t.status == store.StatusAbandoned
	_, sampled := t.game.(engine.Determinizer)
	rec := engine.Record{Format: engine.RecordFormat, Header: t.header, Choices: slices.Clone(t.choices)}
	t.mu.Unlock()
	if !over {
		s.fail(w, r, &apiError{status: http.StatusConflict, code: "running", msg: engine.M("server.error.running")})
		return
	}
	if !sampled {
		s.fail(w, r, &apiError{status: http.StatusConflict, code: codeUnavailable, msg: engine.M("server.error.advice.unavailable")})
		return
	}
	c := &s.curves
	c.mu.Lock()
	defer c.mu.Unlock()
	if d, ok := c.done[t.id]; ok {
		w.Header().Set("Cache-Control", "public, max-age=86400")
		writeJSON(w, http.StatusOK, d)
		return
	}
	if c.running == "" {
		c.running = t.id
		s.work.Add(1)
		go s.computeCurve(t.id, &rec)
	}
	// Another game's curve may be computing: this one starts after it,
	// when asked again.
	w.Header().Set("Retry-After", "2")
	writeJSON(w, http.StatusAccepted, map[string]any{"id": t.id, "status": "computing"})
}

// computeCurve computes and keeps game id's curve from its record.
func (s *Server) computeCurve(id string, rec *engine.Record) {
	defer s.work.Done()
	c := &s.curves
	defer func() {
		c.mu.Lock()
		c.running = ""
		c.mu.Unlock()
	}()
	if s.takeSlot() {
		defer s.giveSlots(1)
	} else {
		return
	}
	start := time.Now()
	pts, err := search.Curve(rec, s.cfg.Games.NewGame, engine.Spectator, s.cfg.CurvePoints,
		search.OddsConfig{Games: s.cfg.CurveGames, Workers: 1, Seed: uint64(len(rec.Choices)) + 1, Rollout: bot.RulesPolicy, Stop: s.stop})
	if err != nil {
		// Stopped by a shutdown, or a record that does not replay (a
		// stored game is checked against its hash when loaded).
		s.log.Warn("odds curve", "game", id, "err", err)
		return
	}
	s.metrics.advice.WithLabelValues("curve").Observe(time.Since(start).Seconds())
	d := &curveData{ID: id, Seat: engine.Spectator, Total: len(rec.Choices), Points: []curvePoint{}}
	for _, p := range pts {
		d.Points = append(d.Points, curvePoint{Choice: p.Choice, Win: shareOf(p.Odds.Win), Games: p.Odds.Games})
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.done == nil {
		c.done = map[string]*curveData{}
	}
	c.done[id] = d
	c.order = append(c.order, id)
	if over := len(c.order) - s.cfg.Curves; over > 0 {
		for _, old := range c.order[:over] {
			delete(c.done, old)
		}
		c.order = slices.Delete(c.order, 0, over)
	}
}

// takeSlot waits for one estimate slot; false when the server stops.
func (s *Server) takeSlot() bool {
	select {
	case s.estimates <- struct{}{}:
		return true
	case <-s.stop:
		return false
	}
}
