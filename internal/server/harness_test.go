package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/client"
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/store"
	"github.com/sulaco/sulaco/internal/store/pgtest"
)

var world struct {
	once    sync.Once
	games   *games.Catalog
	text    *i18n.Catalog
	version string
	err     error
}

func loadWorld(t testing.TB) {
	t.Helper()
	world.once.Do(func() {
		set, err := content.Load(content.Builtin())
		if err != nil {
			world.err = err
			return
		}
		if world.text, err = set.Text(); err != nil {
			world.err = err
			return
		}
		world.games, world.err = games.New(set)
		world.version = set.Version
	})
	if world.err != nil {
		t.Fatal(world.err)
	}
}

// onPostgres is set while the suite runs its second time, on PostgreSQL.
var onPostgres bool

// TestMain runs the whole suite twice: on SQLite, then on PostgreSQL (a
// throwaway cluster; skipped with a message where PostgreSQL is not
// installed, a failure when SULACO_REQUIRE_POSTGRES=1).
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 {
		if _, err := pgtest.Shared(); err != nil {
			if pgtest.Required() || !errors.Is(err, pgtest.ErrNotInstalled) {
				fmt.Fprintln(os.Stderr, "server tests on PostgreSQL:", err)
				code = 1
			} else {
				fmt.Fprintln(os.Stderr, "server tests on PostgreSQL skipped:", err)
			}
		} else {
			onPostgres = true
			code = m.Run()
		}
	}
	pgtest.Stop()
	os.Exit(code)
}

// harness is a server on a loopback port over a store of its own: an
// SQLite file in a temp dir, or a fresh PostgreSQL database.
type harness struct {
	t    testing.TB
	srv  *Server
	st   store.Store
	http *httptest.Server
	url  string
	db   string
	// listenRetry is the PostgreSQL listener's reconnect delay (the
	// store's default if zero).
	listenRetry time.Duration
}

func newHarness(t testing.TB, tweak func(*Config)) *harness {
	t.Helper()
	loadWorld(t)
	h := &harness{t: t, db: filepath.Join(t.TempDir(), "sulaco.db")}
	if onPostgres {
		h.db = pgtest.NewDatabase(t)
	}
	h.start(tweak)
	return h
}

// twin starts another server on h's database (another process, as far
// as the database can tell).
func (h *harness) twin(tweak func(*Config)) *harness {
	h.t.Helper()
	o := &harness{t: h.t, db: h.db, listenRetry: h.listenRetry}
	o.start(tweak)
	return o
}

func (h *harness) start(tweak func(*Config)) {
	st, err := store.Open(context.Background(), h.db)
	if err != nil {
		h.t.Fatal(err)
	}
	if pg, ok := st.(*store.Postgres); ok && h.listenRetry > 0 {
		pg.ListenRetry = h.listenRetry
	}
	cfg := Config{Store: st, Games: world.games, Text: world.text, Content: world.version}
	if tweak != nil {
		tweak(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		h.t.Fatal(err)
	}
	if o, ok := st.(interface {
		OnCommit(func(int, time.Duration))
	}); ok {
		o.OnCommit(srv.ObserveCommit)
	}
	h.srv, h.st = srv, st
	h.http = httptest.NewServer(srv.Handler())
	h.url = h.http.URL
	h.t.Cleanup(h.stop)
}

// stop drains the server and closes the store (idempotent).
func (h *harness) stop() {
	if h.http == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	h.srv.Shutdown(ctx)
	h.http.CloseClientConnections()
	h.http.Close()
	h.st.Close()
	h.http = nil
}

// restart stops the server and starts another on the same database.
func (h *harness) restart(tweak func(*Config)) {
	h.stop()
	h.start(tweak)
}

// do sends a JSON request and decodes the answer into out (if not nil).
func (h *harness) do(method, path string, body any, token string, out any) int {
	h.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		data, _ := json.Marshal(b)
		r = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, h.url+path, r)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			h.t.Fatalf("%s %s: %d %s: %v", method, path, resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode
}

// created is a game made by create, with its seats' tokens.
type created struct {
	ID     string
	Tokens map[int]string
}

func (h *harness) create(req map[string]any) created {
	h.t.Helper()
	var resp createResponse
	if code := h.do("POST", "/api/games", req, "", &resp); code != http.StatusCreated {
		h.t.Fatalf("create %v: status %d", req, code)
	}
	c := created{ID: resp.ID, Tokens: map[int]string{}}
	for _, s := range resp.Seats {
		_, tok, _ := strings.Cut(s.Link, "#")
		c.Tokens[s.Seat] = tok
	}
	return c
}

func (h *harness) dial(id, token string, v int) *client.Conn {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := client.Dial(ctx, h.url, id, client.Options{Token: token, V: v, Queue: 1 << 16})
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(c.CloseNow)
	return c
}

// next returns the next frame of type typ, failing after a while; frames
// of other types are passed to skip (if not nil).
func next(t testing.TB, c *client.Conn, typ string, skip func(client.Frame)) client.Frame {
	t.Helper()
	return nextOf(t, c, skip, typ)
}

// nextOf returns the next frame whose type is one of types, failing after
// a while; frames of other types are passed to skip (if not nil).
func nextOf(t testing.TB, c *client.Conn, skip func(client.Frame), types ...string) client.Frame {
	t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		select {
		case f, ok := <-c.Frames:
			if !ok {
				t.Fatalf("socket closed waiting for %v: %v", types, c.Err())
			}
			if slices.Contains(types, f.T) {
				return f
			}
			if skip != nil {
				skip(f)
			}
		case <-timeout:
			pprof.Lookup("goroutine").WriteTo(os.Stderr, 1)
			t.Fatalf("no %v frame in 20 s (socket: %v)", types, c.Err())
		}
	}
}

// player plays one seat over a socket with a seeded random choice among
// its options, until the game is over. It keeps every frame it receives.
type player struct {
	seat   int
	conn   *client.Conn
	rng    engine.RNG
	v      int
	frames []client.Frame
	acks   int
	over   bool
	a      int
}

// run plays until the game is over or the socket ends; the error says
// what went wrong.
func (p *player) run(ctx context.Context) error {
	for {
		select {
		case <-ctx.Done():
			return fmt.Errorf("seat %d: %w at v=%d", p.seat, ctx.Err(), p.v)
		case f, ok := <-p.conn.Frames:
			if !ok {
				return fmt.Errorf("seat %d: socket closed: %v", p.seat, p.conn.Err())
			}
			p.frames = append(p.frames, f)
			if err := p.handle(ctx, f); err != nil || p.over {
				return err
			}
		}
	}
}

func (p *player) handle(ctx context.Context, f client.Frame) error {
	switch f.T {
	case "ack":
		p.acks++
		return nil
	case "reject":
		var r rejectData
		json.Unmarshal(f.D, &r)
		if r.Code != codeStale {
			return fmt.Errorf("seat %d: choice rejected: %s", p.seat, f.Raw)
		}
		return nil
	case "full", "step":
	default:
		return nil
	}
	if f.V != nil {
		p.v = *f.V
	}
	var st client.State
	if err := json.Unmarshal(f.D, &st); err != nil {
		return err
	}
	if len(st.Outcome) > 0 && string(st.Outcome) != "null" {
		p.over = true
		return nil
	}
	if st.Pending == nil || st.Pending.Seat != p.seat || len(st.Pending.Options) == 0 {
		return nil
	}
	key := st.Pending.Options[p.rng.IntN(len(st.Pending.Options))].Key
	p.a++
	return p.conn.Choose(ctx, fmt.Sprint(p.a), p.v, key)
}
