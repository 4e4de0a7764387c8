package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/sulaco/sulaco/internal/client"
	"github.com/sulaco/sulaco/internal/store"
)

// pigGame creates a two-seat Pig game with human seats.
func pigGame(h *harness) created {
	return h.create(map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
}

// state reads a full or step frame's state.
func state(t *testing.T, f client.Frame) client.State {
	t.Helper()
	var st client.State
	if err := json.Unmarshal(f.D, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// firstKey is the first option of the seat's own pending decision.
func firstKey(t *testing.T, f client.Frame) string {
	t.Helper()
	st := state(t, f)
	if st.Pending == nil || len(st.Pending.Options) == 0 {
		t.Fatalf("no options in %s", f.Raw)
	}
	return st.Pending.Options[0].Key
}

// TestResendStoredOnce: a choice re-sent after a reconnect (same at) is
// acknowledged again with the same version and stored once.
func TestResendStoredOnce(t *testing.T) {
	h := newHarness(t, nil)
	c := pigGame(h)
	p0 := h.dial(c.ID, c.Tokens[0], -1)
	full := next(t, p0, "full", nil)
	key := firstKey(t, full)
	p0.Choose(context.Background(), "x1", 0, key)
	ack := next(t, p0, "ack", nil)
	p0.CloseNow()
	again := h.dial(c.ID, c.Tokens[0], 0)
	again.Choose(context.Background(), "x1", 0, key)
	ack2 := next(t, again, "ack", nil)
	if string(ack.D) != string(ack2.D) || !strings.Contains(string(ack2.D), `"v":1`) {
		t.Fatalf("acks %s then %s", ack.D, ack2.D)
	}
	es, err := h.st.Entries(context.Background(), c.ID, 0)
	if err != nil || len(es) != 1 {
		t.Fatalf("%d entries stored, %v; want 1", len(es), err)
	}
	// The same version with another key is stale, answered with full.
	again.Choose(context.Background(), "x2", 0, "no-such-key")
	rej := next(t, again, "reject", nil)
	if !strings.Contains(string(rej.D), `"code":"stale"`) {
		t.Fatalf("reject %s", rej.D)
	}
	next(t, again, "full", nil)
}

// TestReconnectStaleVersion: a socket that reconnects with ?v=N behind
// gets the steps it missed (or full when they left the history) and goes
// on to the same end as one that never dropped.
func TestReconnectStaleVersion(t *testing.T) {
	for _, history := range []int{64, 2} {
		h := newHarness(t, func(c *Config) { c.History = history })
		c := pigGame(h)
		watcher := h.dial(c.ID, "", -1)
		next(t, watcher, "full", nil)
		p0 := h.dial(c.ID, c.Tokens[0], -1)
		key := firstKey(t, next(t, p0, "full", nil))
		// Seat 0 makes choices until seat 1 must choose; seat 1 is away.
		v := 0
		var lastP0 client.Frame
		for {
			p0.Choose(context.Background(), "a", v, key)
			next(t, p0, "ack", nil)
			st := next(t, p0, "step", nil)
			lastP0 = st
			v = *st.V
			s := state(t, st)
			if s.Pending == nil || s.Pending.Seat != 0 || v >= 6 {
				break
			}
			key = s.Pending.Options[0].Key
		}
		p1 := h.dial(c.ID, c.Tokens[1], 0)
		next(t, p1, "hello", nil)
		var last client.Frame
		got := 0
		for got < v {
			f := <-p1.Frames
			if f.T == "full" {
				last = f
				break
			}
			if f.T == "step" {
				got++
				last = f
			}
		}
		if history >= v && (last.T != "step" || got != v) {
			t.Fatalf("history %d: got %d steps, last %s; want %d steps", history, got, last.T, v)
		}
		if history < v && last.T != "full" {
			t.Fatalf("history %d: got %s; want full", history, last.T)
		}
		if *last.V != v {
			t.Fatalf("caught up to v=%d; want %d", *last.V, v)
		}
		// Both players go on to the end; the watcher sees the same end.
		ps := []*player{{seat: 0, conn: p0, v: v}, {seat: 1, conn: p1, v: v}}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		// The frames already read: each seat answers its own last one.
		if err := ps[1].handle(ctx, last); err != nil {
			t.Fatal(err)
		}
		if err := ps[0].handle(ctx, lastP0); err != nil {
			t.Fatal(err)
		}
		errs := make(chan error, 2)
		for _, p := range ps {
			go func() { errs <- p.run(ctx) }()
		}
		for range ps {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		cancel()
		var sum summary
		h.do("GET", "/api/games/"+c.ID, nil, "", &sum)
		if sum.Status != store.StatusOver {
			t.Fatalf("status %s", sum.Status)
		}
		h.stop()
	}
}

// TestUndo: a seat takes back its own choice that used no chance; one
// that rolled a die cannot be taken back.
func TestUndo(t *testing.T) {
	h := newHarness(t, nil)
	c := h.create(map[string]any{"game": "aliens", "seats": []map[string]any{{"kind": "human"}}})
	p := h.dial(c.ID, c.Tokens[0], -1)
	full := next(t, p, "full", nil)
	key := firstKey(t, full)
	p.Choose(context.Background(), "c1", 0, key)
	next(t, p, "ack", nil)
	st := next(t, p, "step", nil)
	hashAfter1, _ := h.st.Game(context.Background(), c.ID)
	p.Send(context.Background(), "undo", map[string]any{"a": "u1", "at": 1})
	ack := next(t, p, "ack", nil)
	if !strings.Contains(string(ack.D), `"v":2`) {
		t.Fatalf("undo ack %s", ack.D)
	}
	back := next(t, p, "full", nil)
	if firstKey(t, back) != key {
		t.Fatalf("after undo the first option is %s; want %s again", firstKey(t, back), key)
	}
	row, _ := h.st.Game(context.Background(), c.ID)
	if row.V != 2 || row.Hash == hashAfter1.Hash {
		t.Fatalf("after undo: v=%d hash %s (was %s)", row.V, row.Hash, hashAfter1.Hash)
	}
	_ = st
	// An undo with nothing of this seat's to take back is refused.
	p.Send(context.Background(), "undo", map[string]any{"a": "u2", "at": 2})
	rej := next(t, p, "reject", nil)
	if !strings.Contains(string(rej.D), `"code":"illegal"`) {
		t.Fatalf("second undo: %s", rej.D)
	}
	// The game replays to the same state after a restart.
	h.restart(nil)
	var sum summary
	if code := h.do("GET", "/api/games/"+c.ID, nil, "", &sum); code != 200 || sum.V != 2 {
		t.Fatalf("after restart: %d %+v", code, sum)
	}
}

// TestEvictAndReplay: a game without sockets leaves memory and comes back
// by replay, checked against its stored hash; a stored game whose record
// was tampered with is refused.
func TestEvictAndReplay(t *testing.T) {
	h := newHarness(t, func(c *Config) { c.IdleAfter = 50 * time.Millisecond })
	c := pigGame(h)
	p := h.dial(c.ID, c.Tokens[0], -1)
	key := firstKey(t, next(t, p, "full", nil))
	p.Choose(context.Background(), "1", 0, key)
	next(t, p, "ack", nil)
	p.Close()
	deadline := time.Now().Add(10 * time.Second)
	for h.srv.metricsTables() > 0 {
		if time.Now().After(deadline) {
			t.Fatal("the idle game stayed in memory")
		}
		time.Sleep(20 * time.Millisecond)
	}
	var sum summary
	if code := h.do("GET", "/api/games/"+c.ID, nil, "", &sum); code != 200 || sum.V != 1 {
		t.Fatalf("replayed game: %d %+v", code, sum)
	}
	// Tamper: another hash in the row. The replay no longer matches.
	row, _ := h.st.Game(context.Background(), c.ID)
	u := store.Update{Status: row.Status, Hash: "0000", Clock: row.Clock, Turn: row.Turn}
	h.st.SetStatus(context.Background(), c.ID, u)
	h.restart(func(c *Config) { c.IdleAfter = 50 * time.Millisecond })
	var e struct {
		Error struct{ Code string } `json:"error"`
	}
	if code := h.do("GET", "/api/games/"+c.ID, nil, "", &e); code != 500 || e.Error.Code != "corrupt" {
		t.Fatalf("tampered game: %d %+v", code, e)
	}
}

func (s *Server) metricsTables() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.tables)
}

// TestSeatsAndTokens: a link's token claims the seat (HttpOnly, SameSite
// cookie), proves it on the socket, can be revoked; a seat can be handed
// to a bot and taken back.
func TestSeatsAndTokens(t *testing.T) {
	h := newHarness(t, nil)
	c := pigGame(h)
	// Claim: cookie.
	req, _ := http.NewRequest("POST", h.url+"/api/games/"+c.ID+"/claim", strings.NewReader(`{"token":"`+c.Tokens[1]+`"}`))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	ck := resp.Header.Get("Set-Cookie")
	if resp.StatusCode != 200 || !strings.Contains(ck, "HttpOnly") || !strings.Contains(ck, "SameSite=Lax") || !strings.Contains(ck, c.Tokens[1]) {
		t.Fatalf("claim: %d %q", resp.StatusCode, ck)
	}
	// The token is stored only as a hash.
	seats, _ := h.st.Seats(context.Background(), c.ID)
	for _, s := range seats {
		if strings.Contains(string(s.TokenHash), c.Tokens[s.Seat]) || len(s.TokenHash) != 32 {
			t.Fatalf("seat %d's stored token is not a SHA-256", s.Seat)
		}
	}
	// Hand seat 0 to a bot: it plays; take it back.
	var out map[string]any
	if code := h.do("POST", "/api/games/"+c.ID+"/seats/0/bot", `{"bot":"first"}`, c.Tokens[0], &out); code != 200 {
		t.Fatalf("hand to bot: %d %v", code, out)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		row, _ := h.st.Game(context.Background(), c.ID)
		if row.V > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the bot never played the handed seat")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if code := h.do("DELETE", "/api/games/"+c.ID+"/seats/0/bot", nil, c.Tokens[0], &out); code != 200 {
		t.Fatalf("take back: %d %v", code, out)
	}
	// Another seat's token cannot hand seat 0 over.
	var e struct {
		Error struct{ Code string } `json:"error"`
	}
	if code := h.do("POST", "/api/games/"+c.ID+"/seats/0/bot", `{"bot":"first"}`, c.Tokens[1], &e); code != 403 || e.Error.Code != "forbidden" {
		t.Fatalf("wrong seat: %d %+v", code, e)
	}
	// Revoke seat 1's link: the old token stops working, the new one works.
	var link seatLink
	if code := h.do("POST", "/api/games/"+c.ID+"/seats/1/link", nil, c.Tokens[1], &link); code != 200 {
		t.Fatalf("new link: %d", code)
	}
	if code := h.do("POST", "/api/games/"+c.ID+"/seats/1/link", nil, c.Tokens[1], &e); code != 403 || e.Error.Code != "token" {
		t.Fatalf("old token after revocation: %d %+v", code, e)
	}
	_, tok, _ := strings.Cut(link.Link, "#")
	p := h.dial(c.ID, tok, -1)
	hello := next(t, p, "hello", nil)
	if !strings.Contains(string(hello.D), `"seat":1`) {
		t.Fatalf("hello %s", hello.D)
	}
}

// TestHTTPAPI: lobby, summary, record only once over, catalogs, health.
func TestHTTPAPI(t *testing.T) {
	h := newHarness(t, nil)
	bots := h.create(map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "bot", "bot": "first"}, {"kind": "bot", "bot": "random"}}})
	open := pigGame(h)
	var e struct {
		Error struct {
			Code    string
			Message struct{ Key string }
		} `json:"error"`
	}
	if code := h.do("GET", "/api/games/"+open.ID+"/record", nil, "", &e); code != 409 || e.Error.Code != "running" || e.Error.Message.Key != "server.error.running" {
		t.Fatalf("record of a running game: %d %+v", code, e)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		var sum summary
		h.do("GET", "/api/games/"+bots.ID, nil, "", &sum)
		if sum.Status == store.StatusOver {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the bots' game did not end")
		}
		time.Sleep(20 * time.Millisecond)
	}
	resp, err := http.Get(h.url + "/api/games/" + bots.ID + "/record")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("record: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	var lobby struct{ Games []summary }
	h.do("GET", "/api/games?status=open", nil, "", &lobby)
	if len(lobby.Games) != 1 || lobby.Games[0].ID != open.ID || lobby.Games[0].Turn != 0 {
		t.Fatalf("open games: %+v", lobby.Games)
	}
	var cat map[string]map[string]string
	if code := h.do("GET", "/api/i18n/de", nil, "", &cat); code != 200 || cat["server.reject.turn"]["other"] != "Du bist nicht am Zug" {
		t.Fatalf("de catalog: %d %v", code, cat["server.reject.turn"])
	}
	for path, want := range map[string]int{"/healthz": 200, "/readyz": 200, "/api/i18n/xx": 404, "/nowhere": 404} {
		if code := h.do("GET", path, nil, "", nil); code != want {
			t.Errorf("%s: %d; want %d", path, code, want)
		}
	}
	resp, _ = http.Get(h.url + "/metrics")
	var b strings.Builder
	buf := make([]byte, 1<<16)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	resp.Body.Close()
	for _, m := range []string{"sulaco_choices_total", "sulaco_commit_seconds", "sulaco_choice_ack_seconds", "sulaco_sockets", "sulaco_games_in_memory", "sulaco_errors_total"} {
		if !strings.Contains(b.String(), m) {
			t.Errorf("/metrics lacks %s", m)
		}
	}
}

// TestShutdownDrains: shutting down tells sockets to reconnect (1012),
// refuses new work, and loses nothing acknowledged.
func TestShutdownDrains(t *testing.T) {
	h := newHarness(t, nil)
	c := pigGame(h)
	p := h.dial(c.ID, c.Tokens[0], -1)
	key := firstKey(t, next(t, p, "full", nil))
	p.Choose(context.Background(), "1", 0, key)
	next(t, p, "ack", nil)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := h.srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	for range p.Frames {
	}
	if code := p.CloseStatus(); code != websocket.StatusServiceRestart {
		t.Fatalf("close %d; want 1012", code)
	}
	if code := h.do("GET", "/readyz", nil, "", nil); code != 503 {
		t.Fatalf("readyz while draining: %d", code)
	}
	if code := h.do("POST", "/api/games", map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "human"}}}, "", nil); code != 503 {
		t.Fatalf("create while draining: %d", code)
	}
	h.restart(nil)
	row, err := h.st.Game(context.Background(), c.ID)
	if err != nil || row.V != 1 {
		t.Fatalf("after restart v=%v %v", row, err)
	}
}
