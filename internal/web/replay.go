package web

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// replayData is one step of a replay as a spectator saw it: the shape of
// the socket's full frame (docs/protocol.md) plus where the step stands.
type replayData struct {
	V     int `json:"v"`     // the step shown: choices applied
	Total int `json:"total"` // choices in the record
	// By is the seat whose choice made step V (-1 for the setup).
	By      engine.Seat             `json:"by"`
	Game    string                  `json:"game"`
	View    engine.View             `json:"view"`
	Scene   *scene.Scene            `json:"scene,omitempty"`
	Pending any                     `json:"pending"`
	Events  []engine.Event          `json:"events"` // what step V showed
	Log     []engine.Event          `json:"log"`    // the last events up to V
	Outcome *engine.Outcome         `json:"outcome,omitempty"`
	Names   map[string][]engine.Msg `json:"names,omitempty"`
}

// logLength is how many events a replay step carries in its log (as the
// server's full frames).
const logLength = 100

// replay answers POST /api/replay?v=N: the body is a record (a finished
// table's, from /api/games/{id}/record, or a file the player opened);
// the answer is step N as a spectator saw it. The record is replayed from
// its start: a record is bounded (engine.MaxChoices), and a few thousand
// choices replay in milliseconds.
func (h *Handler) replay(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, engine.MaxRecordBytes))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, "too_large", engine.M("server.error.too-large", "max", engine.MaxRecordBytes))
			return
		}
		fail(w, http.StatusBadRequest, "bad_request", engine.M("server.error.json", "error", engine.Clip(err.Error())))
		return
	}
	rec, err := engine.DecodeRecord("record", body)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_request", engine.M("web.error.record", "error", engine.Clip(err.Error())))
		return
	}
	v := len(rec.Choices)
	if s := r.URL.Query().Get("v"); s != "" {
		if v, err = strconv.Atoi(s); err != nil || v < 0 || v > len(rec.Choices) {
			fail(w, http.StatusBadRequest, "bad_request", engine.M("web.error.step", "v", engine.Clip(s), "max", len(rec.Choices)))
			return
		}
	}
	d, err := h.replayTo(rec, v)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad_request", engine.M("web.error.record", "error", engine.Clip(err.Error())))
		return
	}
	writeJSON(w, http.StatusOK, d)
}

// replayTo replays rec's first v choices.
func (h *Handler) replayTo(rec *engine.Record, v int) (d *replayData, err error) {
	defer func() {
		// A record that makes the game panic is refused like a bad one.
		if p := recover(); p != nil {
			err = errors.New("the game failed on this record")
		}
	}()
	g, err := h.cfg.Games.NewGame(&rec.Header)
	if err != nil {
		return nil, err
	}
	d = &replayData{V: v, Total: len(rec.Choices), By: -1, Game: rec.Header.Game}
	var log []engine.Event
	see := func(evs []engine.Event) []engine.Event {
		var out []engine.Event
		for _, e := range evs {
			if e.To.Sees(engine.Spectator) {
				out = append(out, e)
			}
		}
		log = append(log, out...)
		if len(log) > 4*logLength {
			log = append([]engine.Event(nil), log[len(log)-logLength:]...)
		}
		return out
	}
	d.Events = see(g.TakeEvents())
	for i, c := range rec.Choices[:v] {
		if err := g.Apply(c.Seat, c.Key); err != nil {
			return nil, &engine.ReplayError{Index: i, Choice: c, Err: err}
		}
		d.By = c.Seat
		d.Events = see(g.TakeEvents())
	}
	if len(log) > logLength {
		log = log[len(log)-logLength:]
	}
	d.Log = log
	d.View = g.View(engine.Spectator)
	if src, ok := g.(scene.Source); ok {
		sc := src.Scene(engine.Spectator)
		d.Scene = &sc
	}
	if p := g.Pending(); p != nil {
		d.Pending = map[string]engine.Seat{"seat": p.Seat}
	}
	d.Outcome = g.Outcome()
	d.Names = engine.ArgNames(d.View, d.Log, d.Events, d.Scene)
	return d, nil
}
