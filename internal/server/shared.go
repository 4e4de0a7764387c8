package server

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"github.com/coder/websocket"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/store"
)

// Several processes, one truth. On a store.Shared (PostgreSQL) several
// servers hold copies of the same games. Each listens to the store's
// notes: a choice another process stored is applied to this copy (the
// engine is deterministic) and sent to this process's sockets; a gap in
// the versions, a lost connection or a lost race is made good by reading
// the log from the table. No process knows the others.

// claimTTL is how long a claim on a game's turn holds: long enough for a
// bot to think and the choice to commit; a process that dies holding one
// holds the game up this long.
func (s *Server) claimTTL() time.Duration { return 2*s.cfg.BotBudget + 5*time.Second }

// claim claims game id at version v for this process (see store.Claim).
func (s *Server) claim(id string, v int, ttl time.Duration) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ok, err := s.store.Claim(ctx, id, v, ttl)
	if err != nil {
		s.log.Warn("claim", "game", id, "v", v, "err", err)
		return false
	}
	if ok {
		s.metrics.claims.WithLabelValues("won").Inc()
	} else {
		s.metrics.claims.WithLabelValues("lost").Inc()
	}
	return ok
}

// listen follows the notes of a shared store until the server stops.
func (s *Server) listen(sh store.Shared) {
	defer close(s.listened)
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-s.stop; cancel() }()
	err := sh.Listen(ctx, s.onNote, s.resync)
	if err != nil && ctx.Err() == nil {
		s.log.Error("store listener stopped", "err", err)
	}
}

// loaded returns game id's table if it is in memory or being loaded
// (waiting for the load), never loading it: a game nobody here watches
// needs no notes.
func (s *Server) loaded(id string) *table {
	s.mu.Lock()
	sl, ok := s.tables[id]
	s.mu.Unlock()
	if !ok {
		return nil
	}
	// A load under way read the game's row before this note's commit (the
	// slot was there first): the note applies once it is done.
	<-sl.ready
	return sl.t
}

// onNote takes one note. It never blocks the listener: each note is
// handled in a goroutine of its own, and an entry that arrives out of
// order is a gap like any other.
func (s *Server) onNote(n store.Note) {
	go func() {
		t := s.loaded(n.Game)
		if t == nil {
			return
		}
		mine := n.From == s.owner
		switch n.Kind {
		case store.NoteEntry:
			t.follow(n)
		case store.NoteGame:
			if !mine {
				t.refresh()
			}
		case store.NoteChat:
			if !mine {
				t.chatFrom(n.Seat, n.Text, n.At)
			}
		}
	}()
}

// resync reads every table in memory again from the store: the listener
// (re)connected, and notes sent while it was away are lost.
func (s *Server) resync() {
	for _, t := range s.loadedTables() {
		go t.refresh()
	}
}

// follow applies a log entry another process stored (or this one, whose
// copy already has it: nothing to do).
func (t *table) follow(n store.Note) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.evicted || n.Seq <= t.v {
		return
	}
	var err error
	if n.Seq == t.v+1 {
		err = t.applyEntryLocked(store.Entry{Seq: n.Seq, Seat: n.Seat, Key: n.Key, Undo: n.Undo, At: time.UnixMilli(n.At).UTC()})
		t.s.metrics.followed.Inc()
	} else {
		err = t.catchUpLocked()
	}
	if err != nil {
		t.s.log.Error("follow", "game", t.id, "seq", n.Seq, "err", err)
		t.dropLocked()
	}
}

// catchUpLocked applies every entry stored after this copy's version.
func (t *table) catchUpLocked() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	es, err := t.s.store.Entries(ctx, t.id, t.v)
	if err != nil {
		return err
	}
	if len(es) > 0 {
		t.s.metrics.catchups.Inc()
	}
	for _, e := range es {
		if e.Seq != t.v+1 {
			return fmt.Errorf("entry %d after version %d: %w", e.Seq, t.v, errCorrupt)
		}
		if err := t.applyEntryLocked(e); err != nil {
			return err
		}
	}
	return nil
}

// applyEntryLocked applies stored entry e (version t.v+1) to this copy as
// the process that stored it did, and tells the sockets.
func (t *table) applyEntryLocked(e store.Entry) error {
	seat := engine.Seat(e.Seat)
	if e.Undo {
		if len(t.choices) == 0 {
			return fmt.Errorf("undo #%d of nothing: %w", e.Seq, errCorrupt)
		}
		if _, err := t.dropLast(); err != nil {
			return fmt.Errorf("undo #%d: %w", e.Seq, err)
		}
		t.tookBack(seat, t.clock.after(seat, e.At, t.game.Pending(), t))
		return nil
	}
	next := t.game.Clone()
	undoable, evs, err := applyChoice(next, seat, e.Key)
	if err != nil {
		return fmt.Errorf("stored choice #%d (seat %d, %q): %w: %w", e.Seq, e.Seat, e.Key, err, errCorrupt)
	}
	t.advance(next, seat, e.Key, undoable, evs, t.clock.after(seat, e.At, next.Pending(), t), t.statusAfter(next))
	return nil
}

// refresh reads the game's row and seats again (another process changed
// them: a claim, a bot taking a seat, a clock running out), after any
// entries this copy missed.
func (t *table) refresh() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.evicted {
		return
	}
	if err := t.catchUpLocked(); err != nil {
		t.s.log.Error("catch up", "game", t.id, "err", err)
		t.dropLocked()
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	row, err := t.s.store.Game(ctx, t.id)
	if err != nil {
		t.s.log.Warn("refresh", "game", t.id, "err", err)
		return
	}
	seats, err := t.s.store.Seats(ctx, t.id)
	if err != nil {
		t.s.log.Warn("refresh", "game", t.id, "err", err)
		return
	}
	if row.V != t.v {
		return // an entry came after the catch-up: its note brings it
	}
	var clk clock
	if err := clk.decode(row.Clock, len(t.seats)); err != nil {
		t.s.log.Error("refresh", "game", t.id, "err", err)
		return
	}
	// As at load: time lost while this process was down is not charged.
	if clk.Since.Before(t.s.started) {
		clk.Since = t.s.started
	}
	changed := row.Status != t.status || !bytes.Equal(clk.encode(), t.clock.encode())
	t.status, t.clock = row.Status, clk
	for _, r := range seats {
		if r.Seat >= 0 && r.Seat < len(t.seats) {
			st := seatState{kind: r.Kind, bot: r.Bot, tokenHash: r.TokenHash, claimed: r.Claimed}
			changed = changed || !st.equal(t.seats[r.Seat])
			t.seats[r.Seat] = st
		}
	}
	if !changed {
		return
	}
	t.broadcast(func(engine.Seat) []byte {
		return encodeFrame("clock", nil, clockFrame{Clocks: t.clock.view(t), Timeout: -1, Status: t.status})
	})
	t.sendPresence()
	t.armTimer()
	t.kickBot()
}

// dropLocked forgets a copy that cannot follow the store any more; its
// sockets reconnect and get the game replayed from the table.
func (t *table) dropLocked() {
	if t.evicted {
		return
	}
	t.evicted = true
	t.adviceMoved()
	t.stopTimer()
	t.s.forget(t)
	for c := range t.clients {
		c.closeWith(websocket.StatusTryAgainLater, "game moved: reconnect")
	}
}

// chatFrom sends a chat line another process stored to this process's
// sockets.
func (t *table) chatFrom(seat int, text string, at int64) {
	b := encodeFrame("chat", nil, chatData{Seat: seat, Text: text, At: at})
	t.mu.Lock()
	defer t.mu.Unlock()
	for c := range t.clients {
		c.send(b)
	}
}

func (st seatState) equal(o seatState) bool {
	return st.kind == o.kind && st.bot == o.bot && st.claimed == o.claimed && bytes.Equal(st.tokenHash, o.tokenHash)
}
