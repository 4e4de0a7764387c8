// Package client speaks the game socket of docs/protocol.md from Go: it
// dials /ws/games/{id}, reads the server's frames into a channel and
// sends choices. The load test and the server's tests play through it;
// bots and tools outside the server can too.
package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/coder/websocket"

	"github.com/sulaco/sulaco/internal/scene"
)

// Frame is one server message.
type Frame struct {
	T   string          `json:"t"`
	V   *int            `json:"v,omitempty"`
	D   json.RawMessage `json:"d,omitempty"`
	Raw []byte          `json:"-"` // the frame as received
}

// Pending is the pending decision as a frame carries it: the options are
// there only for the seat that chooses.
type Pending struct {
	Seat    int `json:"seat"`
	Options []struct {
		Key string `json:"key"`
	} `json:"options"`
}

// State is the part of full and step frames a player needs.
type State struct {
	By      *int     `json:"by"`
	Pending *Pending `json:"pending"`
	// Scene is what the seat draws (full frames: with the layout).
	Scene   *scene.Scene    `json:"scene"`
	Outcome json.RawMessage `json:"outcome"`
	Status  string          `json:"status"`
}

// Conn is one socket to a game.
type Conn struct {
	ws *websocket.Conn
	// Frames receives every frame in order; it is closed when the socket
	// ends, after which Err says why.
	Frames chan Frame
	mu     sync.Mutex
	err    error
}

// Options say how to dial.
type Options struct {
	// Token proves a seat (sent as Authorization: Bearer); empty: spectator.
	Token string
	// V asks for what was missed since version V (reconnect); < 0: a full frame.
	V int
	// Origin, if set, is sent as the Origin header.
	Origin string
	// Queue is the size of Frames (default 1024).
	Queue int
}

// Dial opens the socket of game id on the server at base
// ("http://127.0.0.1:8080").
func Dial(ctx context.Context, base, id string, o Options) (*Conn, *http.Response, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, nil, err
	}
	u.Scheme = strings.Replace(u.Scheme, "http", "ws", 1)
	u.Path = "/ws/games/" + url.PathEscape(id)
	if o.V >= 0 {
		u.RawQuery = "v=" + strconv.Itoa(o.V)
	}
	h := http.Header{}
	if o.Token != "" {
		h.Set("Authorization", "Bearer "+o.Token)
	}
	if o.Origin != "" {
		h.Set("Origin", o.Origin)
	}
	ws, resp, err := websocket.Dial(ctx, u.String(), &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		return nil, resp, fmt.Errorf("client: dial %s: %w", u, err)
	}
	ws.SetReadLimit(4 << 20)
	if o.Queue <= 0 {
		o.Queue = 1024
	}
	c := &Conn{ws: ws, Frames: make(chan Frame, o.Queue)}
	go c.read()
	return c, resp, nil
}

func (c *Conn) read() {
	defer close(c.Frames)
	for {
		_, data, err := c.ws.Read(context.Background())
		if err != nil {
			c.mu.Lock()
			c.err = err
			c.mu.Unlock()
			return
		}
		var f Frame
		if err := json.Unmarshal(data, &f); err != nil {
			c.mu.Lock()
			c.err = fmt.Errorf("client: frame: %w", err)
			c.mu.Unlock()
			return
		}
		f.Raw = data
		c.Frames <- f
	}
}

// Err is why the socket ended (once Frames is closed).
func (c *Conn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// CloseStatus is the close code the server sent, or -1.
func (c *Conn) CloseStatus() websocket.StatusCode { return websocket.CloseStatus(c.Err()) }

// Send sends a frame {t, d}.
func (c *Conn) Send(ctx context.Context, t string, d any) error {
	payload, err := json.Marshal(d)
	if err != nil {
		return err
	}
	b, err := json.Marshal(Frame{T: t, D: payload})
	if err != nil {
		return err
	}
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// SendRaw sends bytes as one text message.
func (c *Conn) SendRaw(ctx context.Context, b []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// Choose sends a choice: a is the client's id for it, at the version it
// answers.
func (c *Conn) Choose(ctx context.Context, a string, at int, key string) error {
	return c.Send(ctx, "choose", map[string]any{"a": a, "at": at, "key": key})
}

// Close closes the socket.
func (c *Conn) Close() { c.ws.Close(websocket.StatusNormalClosure, "") }

// CloseNow drops the socket without a close handshake (a lost network).
func (c *Conn) CloseNow() { c.ws.CloseNow() }
