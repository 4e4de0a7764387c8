package server

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/sulaco/sulaco/internal/client"
)

// expectFrame reads frames until one of type typ whose payload holds want.
func expectFrame(t *testing.T, c *client.Conn, typ, want string) {
	t.Helper()
	f := next(t, c, typ, nil)
	if !strings.Contains(string(f.D), want) {
		t.Fatalf("%s frame %s; want %s in it", typ, f.D, want)
	}
}

// unchanged checks that the game is still at version v.
func unchanged(t *testing.T, h *harness, id string, v int) {
	t.Helper()
	row, err := h.st.Game(context.Background(), id)
	if err != nil || row.V != v {
		t.Fatalf("game at v=%d after bad input (%v); want %d", row.V, err, v)
	}
}

// TestBadSocketInput: each bad frame is answered with its code and
// changes nothing [issue 19 part 9].
func TestBadSocketInput(t *testing.T) {
	h := newHarness(t, nil)
	c := pigGame(h)
	p0 := h.dial(c.ID, c.Tokens[0], -1)
	key := firstKey(t, next(t, p0, "full", nil))
	p1 := h.dial(c.ID, c.Tokens[1], -1)
	next(t, p1, "full", nil)
	watcher := h.dial(c.ID, "", -1)
	next(t, watcher, "full", nil)
	ctx := context.Background()
	cases := []struct {
		name string
		conn *client.Conn
		send string
		typ  string
		want string
	}{
		{"malformed JSON", p0, `{"t":"choose",`, "error", `"code":"bad_frame"`},
		{"no type", p0, `{"d":{}}`, "error", `"code":"bad_frame"`},
		{"unknown type", p0, `{"t":"teleport","d":{}}`, "error", `"code":"unknown_type"`},
		{"choose without at", p0, `{"t":"choose","d":{"a":"1","key":"` + key + `"}}`, "error", `"code":"bad_frame"`},
		{"wrong field type", p0, `{"t":"choose","d":{"a":"1","at":"zero","key":"k"}}`, "error", `"code":"bad_frame"`},
		{"wrong seat", p1, `{"t":"choose","d":{"a":"1","at":0,"key":"` + key + `"}}`, "reject", `"code":"turn"`},
		{"spectator chooses", watcher, `{"t":"choose","d":{"a":"1","at":0,"key":"` + key + `"}}`, "reject", `"code":"turn"`},
		{"illegal key", p0, `{"t":"choose","d":{"a":"1","at":0,"key":"fly"}}`, "reject", `"code":"illegal"`},
		{"forged version", p0, `{"t":"choose","d":{"a":"1","at":99,"key":"` + key + `"}}`, "reject", `"code":"stale"`},
		{"negative version", p0, `{"t":"choose","d":{"a":"1","at":-3,"key":"` + key + `"}}`, "reject", `"code":"stale"`},
		{"spectator chats", watcher, `{"t":"chat","d":{"text":"hi"}}`, "error", `"code":"forbidden"`},
		{"empty chat", p0, `{"t":"chat","d":{"text":"  "}}`, "error", `"code":"chat_length"`},
		{"long chat", p0, `{"t":"chat","d":{"text":"` + strings.Repeat("a", maxChat+1) + `"}}`, "error", `"code":"chat_length"`},
		{"undo at a forged version", p0, `{"t":"undo","d":{"a":"u","at":5}}`, "reject", `"code":"stale"`},
		{"undo of nothing", p0, `{"t":"undo","d":{"a":"u","at":0}}`, "reject", `"code":"illegal"`},
	}
	for _, tc := range cases {
		if err := tc.conn.SendRaw(ctx, []byte(tc.send)); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		t.Run(tc.name, func(t *testing.T) { expectFrame(t, tc.conn, tc.typ, tc.want) })
		unchanged(t, h, c.ID, 0)
	}
	// A chat line is stored and sent to everyone as text.
	p0.Send(ctx, "chat", map[string]string{"text": "<b>gg</b>"})
	expectFrame(t, watcher, "chat", `"text":"\u003cb\u003egg\u003c/b\u003e"`)
	if lines, _ := h.st.Chat(ctx, c.ID, 10); len(lines) != 1 || lines[0].Text != "<b>gg</b>" {
		t.Fatalf("stored chat %v", lines)
	}
}

// TestOversizedFrame: a frame over 8 KiB closes the socket with 1009.
func TestOversizedFrame(t *testing.T) {
	h := newHarness(t, nil)
	c := pigGame(h)
	p := h.dial(c.ID, c.Tokens[0], -1)
	next(t, p, "full", nil)
	p.SendRaw(context.Background(), []byte(`{"t":"chat","d":{"text":"`+strings.Repeat("x", 9000)+`"}}`))
	for range p.Frames {
	}
	if code := p.CloseStatus(); code != websocket.StatusMessageTooBig {
		t.Fatalf("close %d; want 1009", code)
	}
	unchanged(t, h, c.ID, 0)
}

// TestFlood: a socket past the soft rate gets "rate" rejects; past the
// hard one it is closed with 1008.
func TestFlood(t *testing.T) {
	limits := Limits{Soft: 5, SoftBurst: 20, Hard: 10, HardBurst: 60}
	h := newHarness(t, func(c *Config) { c.SendQueue = 4096; c.Limits = limits })
	c := pigGame(h)
	p := h.dial(c.ID, c.Tokens[1], -1)
	next(t, p, "full", nil)
	frame := []byte(`{"t":"choose","d":{"a":"f","at":0,"key":"roll"}}`)
	// Past the soft rate: refused with "rate", still open.
	for range limits.SoftBurst + 10 {
		p.SendRaw(context.Background(), frame)
	}
	for i := 0; ; i++ {
		f := next(t, p, "reject", nil)
		if strings.Contains(string(f.D), `"code":"rate"`) {
			break
		}
		if i > limits.SoftBurst+10 {
			t.Fatal("no rate reject past the soft rate")
		}
	}
	// Past the hard rate: closed.
	for i := 0; i < 3000; i++ {
		if p.SendRaw(context.Background(), frame) != nil {
			break
		}
	}
	for range p.Frames {
	}
	if code := p.CloseStatus(); code != websocket.StatusPolicyViolation {
		t.Fatalf("close %d; want 1008", code)
	}
	unchanged(t, h, c.ID, 0)
}

// TestSlowReader: a socket that does not read is dropped once its send
// queue is full, and the game goes on for the others. (The peer below has
// no writer, as a socket whose kernel buffers are full; over loopback the
// kernel would take megabytes first.)
func TestSlowReader(t *testing.T) {
	h := newHarness(t, func(c *Config) { c.SendQueue = 3 })
	c := pigGame(h)
	ctx := context.Background()
	tb, err := h.srv.table(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	gone, cancel := context.WithCancel(ctx)
	slow := &peer{seat: -1, out: make(chan []byte, 3), cancel: cancel}
	tb.join(slow, -1)
	p := h.dial(c.ID, c.Tokens[0], -1)
	key := firstKey(t, next(t, p, "full", nil))
	v := 0
	for i := 0; i < 20 && (i == 0 || gone.Err() == nil); i++ { // at least one choice after the drop
		p.Choose(ctx, "c", v, key)
		f := next(t, p, "step", func(f client.Frame) {
			if f.T == "reject" {
				t.Fatalf("rejected: %s", f.Raw)
			}
		})
		v = *f.V
		s := state(t, f)
		if s.Pending == nil || s.Pending.Seat != 0 {
			break
		}
		key = s.Pending.Options[0].Key
	}
	if gone.Err() == nil || !slow.gone.Load() || slow.code != websocket.StatusPolicyViolation {
		t.Fatalf("the slow socket was not dropped (v=%d)", v)
	}
	tb.leave(slow)
	if v == 0 {
		t.Fatal("no choice was made")
	}
}

func (s *Server) metricsSockets() int {
	t, err := s.tablesSockets()
	if err != nil {
		return -1
	}
	return t
}

func (s *Server) tablesSockets() (int, error) {
	s.mu.Lock()
	var ts []*table
	for _, sl := range s.tables {
		if sl.t != nil {
			ts = append(ts, sl.t)
		}
	}
	s.mu.Unlock()
	n := 0
	for _, t := range ts {
		t.mu.Lock()
		n += len(t.clients)
		t.mu.Unlock()
	}
	return n, nil
}

// TestBadHTTPInput: unknown games, bogus tokens, malformed or oversized
// bodies and cross-site socket origins are refused with their codes.
func TestBadHTTPInput(t *testing.T) {
	h := newHarness(t, nil)
	c := pigGame(h)
	type errBody struct {
		Error struct {
			Code    string
			Message struct{ Key string }
		} `json:"error"`
	}
	cases := []struct {
		name, method, path string
		body               any
		token              string
		status             int
		code               string
	}{
		{"unknown game", "GET", "/api/games/nosuchgame", nil, "", 404, "not_found"},
		{"odd id", "GET", "/api/games/..%2F..", nil, "", 404, "not_found"},
		{"unknown game's socket", "GET", "/ws/games/nosuchgame", nil, "", 404, "not_found"},
		{"bogus token on the socket", "GET", "/ws/games/" + c.ID, nil, "AAAAAAAAAAAAAAAAAAAAAA", 403, "token"},
		{"bogus claim", "POST", "/api/games/" + c.ID + "/claim", `{"token":"nope"}`, "", 403, "token"},
		{"malformed JSON", "POST", "/api/games", `{"game":`, "", 400, "bad_request"},
		{"unknown field", "POST", "/api/games", `{"game":"pig","seats":[{"kind":"human"}],"cheat":1}`, "", 400, "bad_request"},
		{"unknown game to create", "POST", "/api/games", `{"game":"chess","seats":[{"kind":"human"}]}`, "", 400, "bad_request"},
		{"unknown bot", "POST", "/api/games", `{"game":"pig","seats":[{"kind":"bot","bot":"deep-blue"},{"kind":"human"}]}`, "", 400, "bad_request"},
		{"bad clock", "POST", "/api/games", `{"game":"pig","seats":[{"kind":"human"},{"kind":"human"}],"clock":{"mode":"realtime","per":-1}}`, "", 400, "bad_request"},
		{"too large", "POST", "/api/games", `{"game":"` + strings.Repeat("x", maxBody) + `"}`, "", 413, "too_large"},
		{"bad status filter", "GET", "/api/games?status=lost", nil, "", 400, "bad_request"},
		{"bad version", "GET", "/ws/games/" + c.ID + "?v=-2", nil, "", 400, "bad_request"},
		{"not a bearer", "POST", "/api/games/" + c.ID + "/seats/0/link", nil, "", 403, "forbidden"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var e errBody
			if code := h.do(tc.method, tc.path, tc.body, tc.token, &e); code != tc.status || e.Error.Code != tc.code || !strings.HasPrefix(e.Error.Message.Key, "server.") {
				t.Fatalf("%d %+v; want %d %s", code, e, tc.status, tc.code)
			}
		})
	}
	unchanged(t, h, c.ID, 0)
	// A socket opened from another site is refused.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, resp, err := client.Dial(ctx, h.url, c.ID, client.Options{V: -1, Origin: "https://evil.example"})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("cross-site socket: %v %v", resp, err)
	}
}

// TestHTTPFlood: an address past its request limit gets 429 with code
// rate on the API and the socket, and nothing is created; health checks
// and metrics are not counted.
func TestHTTPFlood(t *testing.T) {
	h := newHarness(t, func(c *Config) { c.HTTPLimit = HTTPLimit{Rate: 0.001, Burst: 3} })
	type errBody struct {
		Error struct{ Code string } `json:"error"`
	}
	for i := range 3 {
		if code := h.do("GET", "/api/games", nil, "", nil); code != http.StatusOK {
			t.Fatalf("request %d within the burst: %d", i, code)
		}
	}
	for _, path := range []string{"/api/games", "/ws/games/abc"} {
		var e errBody
		if code := h.do("GET", path, nil, "", &e); code != http.StatusTooManyRequests || e.Error.Code != "rate" {
			t.Fatalf("%s past the limit: %d %+v; want 429 rate", path, code, e)
		}
	}
	var e errBody
	if code := h.do("POST", "/api/games", `{"game":"pig","seats":[{"kind":"human"},{"kind":"human"}]}`, "", &e); code != http.StatusTooManyRequests {
		t.Fatalf("create past the limit: %d", code)
	}
	if n, _ := h.st.Count(context.Background()); n != 0 {
		t.Fatalf("%d games created past the limit", n)
	}
	for _, path := range []string{"/healthz", "/metrics"} {
		if code := h.do("GET", path, nil, "", nil); code != http.StatusOK {
			t.Fatalf("%s: %d", path, code)
		}
	}
}

// TestHTTPLimiterBounded: the limiter forgets idle addresses, and never
// holds more than maxLimited.
func TestHTTPLimiterBounded(t *testing.T) {
	l := newHTTPLimiter(HTTPLimit{Rate: 1, Burst: 1})
	now := time.Now()
	for i := range maxLimited + 10 {
		l.allow(fmt.Sprint(i), now)
	}
	if n := len(l.peers); n > maxLimited {
		t.Fatalf("%d addresses held", n)
	}
	l.forget(now.Add(2*time.Minute), time.Minute)
	if n := len(l.peers); n != 0 {
		t.Fatalf("%d idle addresses still held", n)
	}
	// Behind a proxy: the address the proxy appended, never one the
	// client wrote itself; without the setting, the connection's.
	r := httptest.NewRequest("GET", "/api/games", nil)
	r.RemoteAddr = "10.0.0.1:5555"
	r.Header.Add("X-Forwarded-For", "6.6.6.6, 1.2.3.4")
	if got := l.address(r); got != "10.0.0.1" {
		t.Fatalf("address without ForwardedFor: %s", got)
	}
	l.limit.ForwardedFor = true
	if got := l.address(r); got != "1.2.3.4" {
		t.Fatalf("address with ForwardedFor: %s", got)
	}
}
