package server

import (
	"encoding/json"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
	"github.com/sulaco/sulaco/internal/store"
)

// frame is one socket message: {t, v?, d}. v is there on every frame that
// changes the game.
type frame struct {
	T string          `json:"t"`
	V *int            `json:"v,omitempty"`
	D json.RawMessage `json:"d,omitempty"`
}

// encodeFrame encodes a server frame. The payloads are the server's own
// types, which always encode.
func encodeFrame(t string, v *int, d any) []byte {
	payload, err := json.Marshal(d)
	if err != nil {
		panic("server: frame " + t + " does not encode: " + err.Error())
	}
	b, err := json.Marshal(frame{T: t, V: v, D: payload})
	if err != nil {
		panic("server: frame " + t + " does not encode: " + err.Error())
	}
	return b
}

type helloData struct {
	Protocol int            `json:"protocol"`
	Seat     engine.Seat    `json:"seat"`
	Seats    []seatPresence `json:"seats"`
	Now      int64          `json:"now"` // Unix milliseconds
	// Hints: a seat may ask for a hint at this table (set at creation).
	Hints bool `json:"hints"`
}

type seatPresence struct {
	Seat      int    `json:"seat"`
	Kind      string `json:"kind"`
	Bot       string `json:"bot,omitempty"`
	Claimed   bool   `json:"claimed"`
	Connected bool   `json:"connected"`
}

type presenceData struct {
	Seats      []seatPresence `json:"seats"`
	Spectators int            `json:"spectators"`
}

type fullData struct {
	View engine.View `json:"view"`
	// Scene is what a client draws for the seat (internal/scene).
	Scene   *scene.Scene `json:"scene,omitempty"`
	Pending any          `json:"pending"`
	// Odds of the seat's own options that roll dice, by option key.
	Odds map[string]engine.Odds `json:"odds,omitempty"`
	// Aids are public: the square in question, squares that draw fire.
	Aids    *aids           `json:"aids,omitempty"`
	Log     []engine.Event  `json:"log"`
	Clocks  *clockView      `json:"clocks"`
	Outcome *engine.Outcome `json:"outcome,omitempty"`
	Status  store.Status    `json:"status"`
	// Names are the names games give the arguments of the messages above
	// (engine.ArgNames), for clients that render from the catalog.
	Names map[string][]engine.Msg `json:"names,omitempty"`
}

type stepData struct {
	By engine.Seat `json:"by"`
	// Chose is the choice in words: the chooser's own option for the
	// chooser, its public projection for anyone else (never the key).
	Chose   *engine.Msg             `json:"chose,omitempty"`
	Events  []engine.Event          `json:"events"`
	View    engine.View             `json:"view,omitempty"`
	Scene   *scene.Scene            `json:"scene,omitempty"` // without the layout, which full frames carry
	Pending any                     `json:"pending,omitempty"`
	Odds    map[string]engine.Odds  `json:"odds,omitempty"`
	Aids    *aids                   `json:"aids,omitempty"`
	Clocks  *clockView              `json:"clocks,omitempty"`
	Outcome *engine.Outcome         `json:"outcome,omitempty"`
	Status  store.Status            `json:"status,omitempty"`
	Names   map[string][]engine.Msg `json:"names,omitempty"`
}

type ackData struct {
	A string `json:"a"`
	V int    `json:"v"`
}

type rejectData struct {
	A    string `json:"a"`
	Code string `json:"code"`
	V    int    `json:"v"`
}

type clockFrame struct {
	Clocks  *clockView   `json:"clocks"`
	Timeout int          `json:"timeout"` // the seat whose time ran out
	Rule    string       `json:"rule"`    // bot or abandon
	Status  store.Status `json:"status"`
}

type chatData struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
	At   int64  `json:"at"` // Unix milliseconds
}

// errorData is an error on the socket that is not the answer to a choice
// (a malformed frame, an unknown type, a chat refused).
type errorData struct {
	// A is the request's id, for refusals of requests that carry one
	// (odds, hint).
	A       string     `json:"a,omitempty"`
	Code    string     `json:"code"`
	Message engine.Msg `json:"message"`
}

// Client frames.
type chooseData struct {
	A   string `json:"a"`
	At  *int   `json:"at"`
	Key string `json:"key"`
}

type undoData struct {
	A  string `json:"a"`
	At *int   `json:"at"`
}

// adviceIn is an odds or hint request: a is an id the client picks,
// repeated in the answer.
type adviceIn struct {
	A string `json:"a"`
}

type chatIn struct {
	Text string `json:"text"`
}
