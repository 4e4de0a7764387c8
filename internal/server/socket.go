package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/store"
)

// Socket limits.
const (
	maxFrame  = 8 << 10 // bytes a client frame may hold
	maxChat   = 500     // characters in a chat line
	chatLines = 50      // chat lines a full connection gets
)

// Limits are the rates a socket may send frames at: past Soft its frames
// are refused (reject rate), past Hard it is closed with 1008. A program
// that waits for each answer is held below them by the commits themselves.
type Limits struct {
	Soft, Hard           rate.Limit // frames a second
	SoftBurst, HardBurst int
}

// DefaultLimits are the limits of a socket unless Config says otherwise.
var DefaultLimits = Limits{Soft: 200, SoftBurst: 400, Hard: 400, HardBurst: 1000}

// A chat line may come 5 at once, then 1 a second; so may odds and hint
// requests (each costs up to two seconds of the server's cores).
var (
	chatRate, chatBurst     = rate.Every(time.Second), 5
	adviceRate, adviceBurst = rate.Every(time.Second), 5
)

// peer is one socket watching a table as a seat or a spectator.
type peer struct {
	seat   engine.Seat
	out    chan []byte
	conn   *websocket.Conn
	cancel context.CancelFunc
	// gone is set once the socket is being dropped (slow or closed).
	gone      atomic.Bool
	closeOnce sync.Once
	code      websocket.StatusCode
	reason    string
}

// send queues a frame; a socket whose queue is full is not reading and is
// dropped.
func (c *peer) send(b []byte) {
	if c.gone.Load() {
		return
	}
	select {
	case c.out <- b:
	default:
		c.closeWith(websocket.StatusPolicyViolation, "send queue full")
	}
}

func (c *peer) sendFrame(t string, v *int, d any) { c.send(encodeFrame(t, v, d)) }

// closeWith ends the socket with a close code, once.
func (c *peer) closeWith(code websocket.StatusCode, reason string) {
	c.closeOnce.Do(func() {
		c.gone.Store(true)
		c.code, c.reason = code, reason
		c.cancel()
	})
}

// closeRestart tells the client to reconnect (the server restarts).
func (c *peer) closeRestart() {
	c.closeWith(websocket.StatusServiceRestart, "server restarting: reconnect")
}

// handleSocket serves GET /ws/games/{id}?v=N.
func (s *Server) handleSocket(w http.ResponseWriter, r *http.Request) {
	if s.isDraining() {
		s.fail(w, r, errUnavailable())
		return
	}
	t, err := s.table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, s.tableError(err))
		return
	}
	seat, err := t.authenticate(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	since := -1
	if q := r.URL.Query().Get("v"); q != "" {
		n, err := strconv.Atoi(q)
		if err != nil || n < 0 {
			s.fail(w, r, errBadRequest("server.error.version", "v", engine.Clip(q)))
			return
		}
		since = n
	}
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.cfg.Origins})
	if err != nil {
		s.metrics.errors.WithLabelValues("origin").Inc()
		return // Accept wrote the refusal (403 for a cross-site origin)
	}
	conn.SetReadLimit(maxFrame)
	ctx, cancel := context.WithCancel(context.Background())
	c := &peer{seat: seat, out: make(chan []byte, s.cfg.SendQueue), conn: conn, cancel: cancel}
	if seat >= 0 {
		t.claimByBearer(seat)
	}
	if !t.join(c, since) {
		cancel()
		conn.Close(websocket.StatusTryAgainLater, "game moved: reconnect")
		return
	}
	s.metrics.sockets.Inc()
	defer s.metrics.sockets.Dec()
	// The table's recent chat, oldest first.
	if lines, err := s.store.Chat(r.Context(), t.id, chatLines); err == nil {
		for _, l := range lines {
			c.sendFrame("chat", nil, chatData{Seat: l.Seat, Text: l.Text, At: l.At.UnixMilli()})
		}
	}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); s.writeLoop(ctx, c) }()
	go func() { defer wg.Done(); s.pingLoop(ctx, c) }()
	s.readLoop(ctx, t, c)
	t.leave(c)
	cancel()
	wg.Wait()
}

// writeLoop sends the queued frames; it closes the socket when the client
// is dropped or leaves.
func (s *Server) writeLoop(ctx context.Context, c *peer) {
	defer func() {
		code, reason := c.code, c.reason
		if code == 0 {
			code, reason = websocket.StatusNormalClosure, ""
		}
		// A client that does not read may never take the close frame:
		// give the handshake a second, then drop the connection.
		closeCtx, done := context.WithTimeout(context.Background(), time.Second)
		defer done()
		go func() { <-closeCtx.Done(); c.conn.CloseNow() }()
		c.conn.Close(code, reason)
	}()
	// Writes never use ctx: cancelling a write closes the connection at
	// once, before the close code is sent.
	write := func(b []byte, limit time.Duration) bool {
		wctx, done := context.WithTimeout(context.Background(), limit)
		defer done()
		return c.conn.Write(wctx, websocket.MessageText, b) == nil
	}
	for {
		select {
		case <-ctx.Done():
			// Flush what is queued (a reject before a close), within a
			// second.
			flushBy := time.Now().Add(time.Second)
			for {
				select {
				case b := <-c.out:
					if left := time.Until(flushBy); left <= 0 || !write(b, left) {
						return
					}
				default:
					return
				}
			}
		case b := <-c.out:
			if !write(b, s.cfg.WriteTimeout) {
				c.closeWith(websocket.StatusPolicyViolation, "write failed")
				return
			}
		}
	}
}

func (s *Server) pingLoop(ctx context.Context, c *peer) {
	tick := time.NewTicker(s.cfg.PingEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			pctx, done := context.WithTimeout(ctx, s.cfg.PingEvery)
			err := c.conn.Ping(pctx)
			done()
			if err != nil {
				c.closeWith(websocket.StatusGoingAway, "no pong")
				return
			}
		}
	}
}

// readLoop reads the client's frames until it leaves or is dropped.
func (s *Server) readLoop(ctx context.Context, t *table, c *peer) {
	soft := rate.NewLimiter(s.cfg.Limits.Soft, s.cfg.Limits.SoftBurst)
	hard := rate.NewLimiter(s.cfg.Limits.Hard, s.cfg.Limits.HardBurst)
	chat := rate.NewLimiter(chatRate, chatBurst)
	advice := rate.NewLimiter(adviceRate, adviceBurst)
	notify := rate.NewLimiter(rate.Every(time.Second), 1)
	for {
		// Read without the socket's context: cancelling a read closes the
		// connection at once, and the writer must first send its close code.
		typ, data, err := c.conn.Read(context.Background())
		if err != nil {
			if errors.Is(err, websocket.ErrMessageTooBig) {
				s.metrics.errors.WithLabelValues("too_large").Inc()
			}
			c.closeWith(websocket.CloseStatus(err), "")
			return
		}
		received := time.Now()
		if !hard.Allow() {
			s.metrics.errors.WithLabelValues("flood").Inc()
			c.closeWith(websocket.StatusPolicyViolation, "flood")
			return
		}
		var f frame
		if typ != websocket.MessageText || json.Unmarshal(data, &f) != nil || f.T == "" {
			s.socketError(c, "bad_frame", engine.M("server.error.frame"))
			continue
		}
		if !soft.Allow() {
			s.metrics.errors.WithLabelValues(codeRate).Inc()
			if !notify.Allow() {
				continue // refused silently: one rate reject a second is enough
			}
			var a struct {
				A string `json:"a"`
			}
			json.Unmarshal(f.D, &a)
			c.sendFrame("reject", nil, rejectData{A: engine.Clip(a.A), Code: codeRate, V: t.version()})
			continue
		}
		switch f.T {
		case "choose":
			var d chooseData
			if json.Unmarshal(f.D, &d) != nil || d.At == nil || d.Key == "" || len(d.A) > 64 {
				s.socketError(c, "bad_frame", engine.M("server.error.field", "frame", "choose"))
				continue
			}
			t.choose(c, c.seat, d.A, *d.At, d.Key, received)
		case "undo":
			var d undoData
			if json.Unmarshal(f.D, &d) != nil || d.At == nil || len(d.A) > 64 {
				s.socketError(c, "bad_frame", engine.M("server.error.field", "frame", "undo"))
				continue
			}
			t.undo(c, d.A, *d.At)
		case "chat":
			var d chatIn
			switch {
			case json.Unmarshal(f.D, &d) != nil:
				s.socketError(c, "bad_frame", engine.M("server.error.field", "frame", "chat"))
			case c.seat < 0:
				s.socketError(c, "forbidden", engine.M("server.error.chat.spectator"))
			case strings.TrimSpace(d.Text) == "" || utf8.RuneCountInString(d.Text) > maxChat || !utf8.ValidString(d.Text):
				s.socketError(c, "chat_length", engine.M("server.error.chat.length", "max", maxChat))
			case !chat.Allow():
				s.socketError(c, codeRate, engine.M("server.error.rate"))
			default:
				t.chat(c, d.Text)
			}
		case adviceOdds, adviceHint:
			var d adviceIn
			switch {
			case len(f.D) > 0 && json.Unmarshal(f.D, &d) != nil || len(d.A) > 64:
				s.socketError(c, "bad_frame", engine.M("server.error.field", "frame", f.T))
			case !advice.Allow():
				s.socketError(c, codeRate, engine.M("server.error.rate"), d.A)
			default:
				t.requestAdvice(c, f.T, d.A)
			}
		case "ping":
			c.sendFrame("pong", nil, struct{}{})
		default:
			s.socketError(c, "unknown_type", engine.M("server.error.type", "type", engine.Clip(f.T)))
		}
	}
}

// socketError sends c an error frame; a is the id of the request it
// refuses, if the request carried one.
func (s *Server) socketError(c *peer, code string, msg engine.Msg, a ...string) {
	s.metrics.errors.WithLabelValues(code).Inc()
	d := errorData{Code: code, Message: msg}
	if len(a) > 0 {
		d.A = a[0]
	}
	c.sendFrame("error", nil, d)
}

func (t *table) version() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.v
}

// chat stores a line and sends it to everyone at the table.
func (t *table) chat(c *peer, text string) {
	now := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := t.s.store.AddChat(ctx, t.id, store.Chat{Seat: int(c.seat), Text: text, At: now}); err != nil {
		t.s.socketError(c, codeRetry, engine.M("server.error.retry"))
		return
	}
	b := encodeFrame("chat", nil, chatData{Seat: int(c.seat), Text: text, At: now.UnixMilli()})
	t.mu.Lock()
	defer t.mu.Unlock()
	for other := range t.clients {
		other.send(b)
	}
}
