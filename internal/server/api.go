package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/store"
)

// Limits of the HTTP API.
const (
	maxBody    = 16 << 10 // bytes of a request body
	maxSeats   = 8
	maxOptions = 4 << 10 // bytes of a game's options
	pageSize   = 50
)

func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("POST /api/games", s.handleCreate)
	m.HandleFunc("GET /api/games", s.handleList)
	m.HandleFunc("GET /api/games/{id}", s.handleSummary)
	m.HandleFunc("POST /api/games/{id}/claim", s.handleClaim)
	m.HandleFunc("GET /api/games/{id}/record", s.handleRecord)
	m.HandleFunc("GET /api/games/{id}/odds", s.handleCurve)
	m.HandleFunc("POST /api/games/{id}/seats/{seat}/link", s.handleNewLink)
	m.HandleFunc("POST /api/games/{id}/seats/{seat}/bot", s.handleHandToBot)
	m.HandleFunc("DELETE /api/games/{id}/seats/{seat}/bot", s.handleTakeBack)
	m.HandleFunc("GET /api/i18n/{lang}", s.handleCatalog)
	m.HandleFunc("GET /ws/games/{id}", s.handleSocket)
	m.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	m.HandleFunc("GET /readyz", s.handleReady)
	m.Handle("GET /metrics", s.metrics.handler)
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if s.cfg.Web != nil {
			s.cfg.Web.ServeHTTP(w, r) // the web client's pages, assets and API
			return
		}
		s.fail(w, r, &apiError{status: http.StatusNotFound, code: "not_found", msg: engine.M("server.error.path")})
	})
	s.mux = m
}

// apiError is an error answered as {error:{code, message}}: the message is
// a key and arguments that the client renders in its language.
type apiError struct {
	status int
	code   string
	msg    engine.Msg
}

func (e *apiError) Error() string { return e.code + ": " + e.msg.Key }

func errBadRequest(key string, args ...any) *apiError {
	return &apiError{status: http.StatusBadRequest, code: "bad_request", msg: engine.M(key, args...)}
}

func errNotFound() *apiError {
	return &apiError{status: http.StatusNotFound, code: "not_found", msg: engine.M("server.error.game")}
}

func errUnavailable() *apiError {
	return &apiError{status: http.StatusServiceUnavailable, code: "unavailable", msg: engine.M("server.error.unavailable")}
}

func errForbidden(key string) *apiError {
	return &apiError{status: http.StatusForbidden, code: "forbidden", msg: engine.M(key)}
}

func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	var e *apiError
	if !errors.As(err, &e) {
		s.log.Error("request", "method", r.Method, "path", r.URL.Path, "err", err)
		e = &apiError{status: http.StatusInternalServerError, code: "internal", msg: engine.M("server.error.internal")}
	}
	s.metrics.errors.WithLabelValues(e.code).Inc()
	writeJSON(w, e.status, map[string]any{"error": map[string]any{"code": e.code, "message": e.msg}})
}

// tableError turns a failure to load a game into an API error.
func (s *Server) tableError(err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return errNotFound()
	case errors.Is(err, errDraining), errors.Is(err, store.ErrClosed):
		return errUnavailable()
	case errors.Is(err, errCorrupt):
		s.log.Error("corrupt game", "err", err)
		return &apiError{status: http.StatusInternalServerError, code: "corrupt", msg: engine.M("server.error.corrupt")}
	}
	return err
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// readJSON decodes a bounded request body strictly.
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return &apiError{status: http.StatusRequestEntityTooLarge, code: "too_large", msg: engine.M("server.error.too-large", "max", maxBody)}
		}
		return errBadRequest("server.error.json", "error", engine.Clip(err.Error()))
	}
	if dec.More() {
		return errBadRequest("server.error.json", "error", "trailing data")
	}
	return nil
}

// createRequest is POST /api/games.
type createRequest struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options,omitempty"`
	Seats   []seatRequest   `json:"seats"`
	Clock   *ClockSpec      `json:"clock,omitempty"`
	// Hints: whether a seat may ask for the search bot's suggestion
	// (default true).
	Hints *bool `json:"hints,omitempty"`
}

type seatRequest struct {
	Kind string `json:"kind"`
	Bot  string `json:"bot,omitempty"`
	Name string `json:"name,omitempty"`
}

type createResponse struct {
	ID    string     `json:"id"`
	Seats []seatLink `json:"seats"`
	Watch string     `json:"watch"`
}

type seatLink struct {
	Seat int    `json:"seat"`
	Link string `json:"link"`
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	if s.isDraining() {
		s.fail(w, r, errUnavailable())
		return
	}
	var req createRequest
	if err := readJSON(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	resp, err := s.create(r.Context(), req)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, resp)
}

// create sets up and stores a new game: a seed from crypto/rand, a token
// per human seat (its hash stored, the token only in the answer).
func (s *Server) create(ctx context.Context, req createRequest) (*createResponse, error) {
	def, err := s.cfg.Games.Lookup(req.Game)
	if err != nil {
		return nil, errBadRequest("server.error.unknown-game", "game", engine.Clip(req.Game))
	}
	if len(req.Seats) == 0 || len(req.Seats) > maxSeats {
		return nil, errBadRequest("server.error.seats", "max", maxSeats)
	}
	if len(req.Options) > maxOptions {
		return nil, &apiError{status: http.StatusRequestEntityTooLarge, code: "too_large", msg: engine.M("server.error.too-large", "max", maxOptions)}
	}
	opts := req.Options
	if len(opts) == 0 || string(opts) == "null" {
		if opts, err = def.Options(len(req.Seats)); err != nil {
			return nil, errBadRequest("server.error.options", "error", engine.Clip(err.Error()))
		}
	}
	n, err := def.Seats(opts)
	if err != nil {
		return nil, errBadRequest("server.error.options", "error", engine.Clip(err.Error()))
	}
	if n != len(req.Seats) {
		return nil, errBadRequest("server.error.seat-count", "want", n, "got", len(req.Seats))
	}
	spec := ClockSpec{Mode: "none"}
	if req.Clock != nil {
		spec = *req.Clock
	}
	if err := spec.validate(); err != nil {
		return nil, errBadRequest("server.error.clock", "error", engine.Clip(err.Error()))
	}
	if spec.Timeout == "bot" && !slices.Contains(bot.Names(), spec.Bot) {
		return nil, errBadRequest("server.error.bot", "bot", engine.Clip(spec.Bot))
	}
	h := engine.Header{Game: def.Name, Content: s.cfg.Content, Options: opts, Seed: engine.RandomSeed()}
	id := newID()
	seats := make([]store.Seat, len(req.Seats))
	resp := &createResponse{ID: id, Watch: "/games/" + id}
	anyHuman := false
	for i, sr := range req.Seats {
		if len(sr.Name) > 64 {
			return nil, errBadRequest("server.error.name", "seat", i)
		}
		switch sr.Kind {
		case "human":
			token := newToken()
			sum := sha256.Sum256([]byte(token))
			seats[i] = store.Seat{Seat: i, Kind: "human", TokenHash: sum[:]}
			h.Seats = append(h.Seats, engine.SeatInfo{Name: sr.Name, Player: "human"})
			resp.Seats = append(resp.Seats, seatLink{Seat: i, Link: "/games/" + id + "#" + token})
			anyHuman = true
		case "bot":
			if !slices.Contains(bot.Names(), sr.Bot) {
				return nil, errBadRequest("server.error.bot", "bot", engine.Clip(sr.Bot))
			}
			seats[i] = store.Seat{Seat: i, Kind: "bot", Bot: sr.Bot}
			h.Seats = append(h.Seats, engine.SeatInfo{Name: sr.Name, Player: "bot:" + sr.Bot})
		default:
			return nil, errBadRequest("server.error.seat-kind", "seat", i, "kind", engine.Clip(sr.Kind))
		}
	}
	g, err := s.setUp(&h)
	if err != nil {
		return nil, errBadRequest("server.error.options", "error", engine.Clip(err.Error()))
	}
	status := store.StatusRunning
	if anyHuman {
		status = store.StatusOpen
	}
	turn := -1
	if d := g.Pending(); d != nil {
		turn = int(d.Seat)
	}
	seatJSON, _ := json.Marshal(h.Seats)
	clk := newClock(spec, len(seats), time.Now(), engine.Seat(turn))
	row := &store.Game{ID: id, Game: h.Game, Content: h.Content, Options: opts, Seed: h.Seed, Seats: seatJSON,
		Status: status, Hash: g.Hash(), Clock: clk.encode(), Turn: turn, NoHints: req.Hints != nil && !*req.Hints}
	if err := s.store.Create(ctx, row, seats); err != nil {
		return nil, err
	}
	s.log.Info("game created", "game", id, "rules", h.Game, "seats", len(seats))
	if !anyHuman {
		// Bots only: start them now.
		if t, err := s.table(ctx, id); err == nil {
			t.touch()
		}
	}
	return resp, nil
}

// setUp creates the game of a header, turning a panic of the game's setup
// on hostile options into an error.
func (s *Server) setUp(h *engine.Header) (g engine.Game, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("setup failed: %v", p)
		}
	}()
	return s.cfg.Games.NewGame(h)
}

// newToken returns a fresh 128-bit seat token.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// cookieName is the cookie that holds a seat's token for one game.
func cookieName(id string) string { return "sulaco_" + id }

// token returns the seat token a request carries (Bearer first, then the
// game's cookie), or "".
func token(r *http.Request, id string) string {
	if a := r.Header.Get("Authorization"); a != "" {
		if t, ok := strings.CutPrefix(a, "Bearer "); ok {
			return strings.TrimSpace(t)
		}
		return a // not a bearer token: refused as bogus
	}
	if c, err := r.Cookie(cookieName(id)); err == nil {
		return c.Value
	}
	return ""
}

// authenticate returns the seat a request proves, or Spectator when it
// carries no token; a token that proves no seat is an error.
func (t *table) authenticate(r *http.Request) (engine.Seat, error) {
	tok := token(r, t.id)
	if tok == "" {
		return engine.Spectator, nil
	}
	seat, ok := t.seatOf(tok)
	if !ok {
		return 0, &apiError{status: http.StatusForbidden, code: "token", msg: engine.M("server.error.token")}
	}
	return seat, nil
}

func (t *table) seatOf(tok string) (engine.Seat, bool) {
	if len(tok) > 64 {
		return 0, false
	}
	sum := sha256.Sum256([]byte(tok))
	t.mu.Lock()
	defer t.mu.Unlock()
	for i, st := range t.seats {
		if len(st.tokenHash) == len(sum) && subtle.ConstantTimeCompare(st.tokenHash, sum[:]) == 1 {
			return engine.Seat(i), true
		}
	}
	return 0, false
}

// claimByBearer marks seat claimed (a program proved its token).
func (t *table) claimByBearer(seat engine.Seat) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.claimLocked(seat)
}

func (t *table) claimLocked(seat engine.Seat) error {
	st := t.seats[seat]
	if st.claimed {
		return nil
	}
	st.claimed = true
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := t.s.store.SetSeat(ctx, t.id, st.row(int(seat))); err != nil {
		return err
	}
	t.seats[seat] = st
	if t.status == store.StatusOpen && t.allClaimed() {
		t.status = store.StatusRunning
		if err := t.s.store.SetStatus(ctx, t.id, t.update(t.game, t.status, &t.clock)); err != nil {
			return err
		}
		t.kickBot()
	}
	t.sendPresence()
	return nil
}

func (s *Server) handleClaim(w http.ResponseWriter, r *http.Request) {
	t, err := s.table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, s.tableError(err))
		return
	}
	var req struct {
		Token string `json:"token"`
	}
	if err := readJSON(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	seat, ok := t.seatOf(req.Token)
	if !ok {
		s.fail(w, r, &apiError{status: http.StatusForbidden, code: "token", msg: engine.M("server.error.token")})
		return
	}
	t.mu.Lock()
	err = t.claimLocked(seat)
	t.mu.Unlock()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName(t.id), Value: req.Token, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil, MaxAge: 90 * 24 * 3600})
	writeJSON(w, http.StatusOK, map[string]int{"seat": int(seat)})
}

// seatRequestOf returns the table and the seat in the path, after checking
// that the request proves that seat.
func (s *Server) seatRequestOf(w http.ResponseWriter, r *http.Request) (*table, engine.Seat, bool) {
	t, err := s.table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, s.tableError(err))
		return nil, 0, false
	}
	n, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || n < 0 || n >= len(t.seats) {
		s.fail(w, r, errBadRequest("server.error.seat", "seat", engine.Clip(r.PathValue("seat"))))
		return nil, 0, false
	}
	seat, err := t.authenticate(r)
	if err != nil {
		s.fail(w, r, err)
		return nil, 0, false
	}
	if seat != engine.Seat(n) {
		s.fail(w, r, errForbidden("server.error.not-your-seat"))
		return nil, 0, false
	}
	return t, seat, true
}

// handleNewLink revokes a seat's link and returns a new one (the seat's
// player does it, with the old token).
func (s *Server) handleNewLink(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.seatRequestOf(w, r)
	if !ok {
		return
	}
	tok := newToken()
	sum := sha256.Sum256([]byte(tok))
	t.mu.Lock()
	st := t.seats[seat]
	st.tokenHash = sum[:]
	err := s.store.SetSeat(r.Context(), t.id, st.row(int(seat)))
	if err == nil {
		t.seats[seat] = st
		// Sockets holding the old token lose the seat.
		for c := range t.clients {
			if c.seat == seat {
				c.closeWith(4001, "seat link revoked")
			}
		}
	}
	t.mu.Unlock()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, seatLink{Seat: int(seat), Link: "/games/" + t.id + "#" + tok})
}

// handleHandToBot lets a bot play the caller's seat until taken back.
func (s *Server) handleHandToBot(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.seatRequestOf(w, r)
	if !ok {
		return
	}
	var req struct {
		Bot string `json:"bot"`
	}
	if err := readJSON(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if !slices.Contains(bot.Names(), req.Bot) {
		s.fail(w, r, errBadRequest("server.error.bot", "bot", engine.Clip(req.Bot)))
		return
	}
	if err := t.setBot(r.Context(), seat, req.Bot); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"seat": seat, "bot": req.Bot})
}

// handleTakeBack gives a human seat back to its player.
func (s *Server) handleTakeBack(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.seatRequestOf(w, r)
	if !ok {
		return
	}
	if err := t.setBot(r.Context(), seat, ""); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"seat": seat, "bot": ""})
}

// setBot hands seat to bot name ("" gives it back to its player, whose
// decision time starts afresh).
func (t *table) setBot(ctx context.Context, seat engine.Seat, name string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	st := t.seats[seat]
	if st.kind != "human" {
		return &apiError{status: http.StatusConflict, code: "conflict", msg: engine.M("server.error.bot-seat")}
	}
	st.bot = name
	if err := t.s.store.SetSeat(ctx, t.id, st.row(int(seat))); err != nil {
		return err
	}
	t.seats[seat] = st
	if name == "" && t.clock.Seat == int(seat) {
		t.clock.Since = time.Now()
		if err := t.s.store.SetStatus(ctx, t.id, t.update(t.game, t.status, &t.clock)); err != nil {
			return err
		}
	}
	// The seat's own sockets learn whether the decision is theirs again.
	for c := range t.clients {
		if c.seat == seat {
			c.sendFrame("full", &t.v, t.fullFor(seat))
		}
	}
	t.sendPresence()
	t.armTimer()
	t.kickBot()
	return nil
}

// summary is a game's public summary.
type summary struct {
	ID      string          `json:"id"`
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	Status  store.Status    `json:"status"`
	V       int             `json:"v"`
	Turn    int             `json:"turn"` // the seat to choose, -1 when over
	Seats   []seatPresence  `json:"seats"`
	Clocks  *clockView      `json:"clocks,omitempty"`
	Outcome *engine.Outcome `json:"outcome,omitempty"`
	Created int64           `json:"created"` // Unix milliseconds
	Hints   bool            `json:"hints"`   // a seat may ask for hints
}

func (t *table) summary() summary {
	t.mu.Lock()
	defer t.mu.Unlock()
	return summary{ID: t.id, Game: t.header.Game, Options: t.header.Options, Status: t.status, V: t.v,
		Turn: int(t.turn()), Seats: t.presence(), Clocks: t.clock.view(t), Outcome: t.game.Outcome(), Created: t.created.UnixMilli(), Hints: !t.noHints}
}

func (s *Server) handleSummary(w http.ResponseWriter, r *http.Request) {
	t, err := s.table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, s.tableError(err))
		return
	}
	writeJSON(w, http.StatusOK, t.summary())
}

// handleList is the lobby: public summaries from the store, newest first,
// paged by ?after=<id>.
func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	status := store.Status(q.Get("status"))
	switch status {
	case "", store.StatusOpen, store.StatusRunning, store.StatusOver, store.StatusAbandoned:
	default:
		s.fail(w, r, errBadRequest("server.error.status", "status", engine.Clip(string(status))))
		return
	}
	after := q.Get("after")
	if after != "" && !validID(after) {
		s.fail(w, r, errBadRequest("server.error.after"))
		return
	}
	rows, err := s.store.List(r.Context(), store.Filter{Status: status, After: after, Limit: pageSize})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := struct {
		Games []summary `json:"games"`
		Next  string    `json:"next,omitempty"`
	}{Games: []summary{}}
	for _, g := range rows {
		var seats []engine.SeatInfo
		json.Unmarshal(g.Seats, &seats)
		sum := summary{ID: g.ID, Game: g.Game, Options: g.Options, Status: g.Status, V: g.V, Turn: g.Turn, Created: g.Created.UnixMilli(), Hints: !g.NoHints}
		for i, si := range seats {
			kind, botName, _ := strings.Cut(si.Player, ":")
			sum.Seats = append(sum.Seats, seatPresence{Seat: i, Kind: kind, Bot: botName})
		}
		out.Games = append(out.Games, sum)
	}
	if len(rows) == pageSize {
		out.Next = rows[len(rows)-1].ID
	}
	writeJSON(w, http.StatusOK, out)
}

// handleRecord returns the record of a finished game (never of a running
// one: it holds the seed).
func (s *Server) handleRecord(w http.ResponseWriter, r *http.Request) {
	t, err := s.table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, s.tableError(err))
		return
	}
	t.mu.Lock()
	if t.status != store.StatusOver && t.status != store.StatusAbandoned {
		t.mu.Unlock()
		s.fail(w, r, &apiError{status: http.StatusConflict, code: "running", msg: engine.M("server.error.running")})
		return
	}
	rec := engine.Record{Format: engine.RecordFormat, Header: t.header, Choices: slices.Clone(t.choices), Hash: t.game.Hash()}
	t.mu.Unlock()
	var b bytes.Buffer
	if err := rec.Encode(&b); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(b.Bytes())
}

func (s *Server) handleCatalog(w http.ResponseWriter, r *http.Request) {
	lang := r.PathValue("lang")
	if !slices.Contains(i18n.Languages, lang) {
		s.fail(w, r, &apiError{status: http.StatusNotFound, code: "not_found", msg: engine.M("server.error.lang", "lang", engine.Clip(lang))})
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=3600")
	writeJSON(w, http.StatusOK, s.cfg.Text.Export(lang))
}

func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	if s.isDraining() {
		s.fail(w, r, errUnavailable())
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		s.fail(w, r, errUnavailable())
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}
