package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
	"github.com/sulaco/sulaco/internal/store"
)

// table is one game in memory: the engine game as of version v, its seats,
// the sockets watching it, its clock, and short histories for reconnects
// and full frames.
type table struct {
	s  *Server
	id string

	mu       sync.Mutex
	header   engine.Header
	game     engine.Game
	v        int
	status   store.Status
	seats    []seatState
	choices  []engine.Choice // the standing choices (undone ones removed)
	undoable []bool          // per standing choice: may be taken back (engine.Reveals)
	history  []step          // the last steps, oldest first, for reconnects
	log      []engine.Event  // the last events, for full frames
	clients  map[*peer]struct{}
	clock    clock
	timer    *time.Timer
	botBusy  bool
	lastUsed time.Time
	evicted  bool
	created  time.Time
	// noHints: the table was created with hints off.
	noHints bool
	// adv are the live odds and hints asked at this version (odds.go).
	adv advice
}

// seatState is a seat as the table keeps it.
type seatState struct {
	kind      string // "human" or "bot"
	bot       string // the bot playing the seat (a bot seat, or a human's handed over)
	tokenHash []byte
	claimed   bool
}

func (st seatState) row(seat int) store.Seat {
	return store.Seat{Seat: seat, Kind: st.kind, Bot: st.bot, TokenHash: st.tokenHash, Claimed: st.claimed}
}

// step is one entry of the game's log as the history keeps it.
type step struct {
	v      int
	by     engine.Seat
	events []engine.Event
	undo   bool
	// chose is the option chosen, in the chooser's words; shown is what
	// everyone else may learn of it (engine.PublicChoice).
	chose, shown engine.Msg
}

// errCorrupt marks a stored game that does not replay to its hash.
var errCorrupt = errors.New("stored game does not replay to its hash")

// load rebuilds a game from its stored record and checks it against the
// stored hash.
func (s *Server) load(ctx context.Context, id string) (*table, error) {
	start := time.Now()
	row, err := s.store.Game(ctx, id)
	if err != nil {
		return nil, err
	}
	seatRows, err := s.store.Seats(ctx, id)
	if err != nil {
		return nil, err
	}
	entries, err := s.store.Entries(ctx, id, 0)
	if err != nil {
		return nil, err
	}
	// Another process may have stored more since the row was read: this
	// copy starts at the row's version, and the notes of the later
	// entries (which wait for this load) bring it up to date.
	for i, e := range entries {
		if e.Seq > row.V {
			entries = entries[:i]
			break
		}
	}
	t := &table{s: s, id: id, v: row.V, status: row.Status, clients: map[*peer]struct{}{},
		lastUsed: time.Now(), created: row.Created, noHints: row.NoHints}
	t.header = engine.Header{Game: row.Game, Content: row.Content, Options: row.Options, Seed: row.Seed}
	if err := json.Unmarshal(row.Seats, &t.header.Seats); err != nil {
		return nil, fmt.Errorf("game %s: seats: %w", id, err)
	}
	t.seats = make([]seatState, len(t.header.Seats))
	for _, r := range seatRows {
		if r.Seat >= 0 && r.Seat < len(t.seats) {
			t.seats[r.Seat] = seatState{kind: r.Kind, bot: r.Bot, tokenHash: r.TokenHash, claimed: r.Claimed}
		}
	}
	for _, e := range entries {
		switch {
		case e.Undo && len(t.choices) > 0:
			t.choices = t.choices[:len(t.choices)-1]
		case !e.Undo:
			t.choices = append(t.choices, engine.Choice{Seat: engine.Seat(e.Seat), Key: e.Key})
		}
	}
	if len(entries) != row.V {
		return nil, fmt.Errorf("game %s: %d log entries for version %d: %w", id, len(entries), row.V, errCorrupt)
	}
	if err := t.rebuild(); err != nil {
		return nil, fmt.Errorf("game %s: %w", id, err)
	}
	if h := t.game.Hash(); h != row.Hash {
		return nil, fmt.Errorf("game %s: replay hash %s, stored %s: %w", id, h, row.Hash, errCorrupt)
	}
	if err := t.clock.decode(row.Clock, len(t.seats)); err != nil {
		return nil, fmt.Errorf("game %s: clock: %w", id, err)
	}
	// Time lost while the server was down is not charged: a turn that
	// began before this process started counts from its start.
	if t.clock.Since.Before(s.started) {
		t.clock.Since = s.started
	}
	s.metrics.replays.Observe(time.Since(start).Seconds())
	t.mu.Lock()
	t.armTimer()
	t.kickBot()
	t.mu.Unlock()
	return t, nil
}

// rebuild replays the standing choices from the header, refilling the
// game, the undo flags and the log.
func (t *table) rebuild() error {
	g, err := t.s.cfg.Games.NewGame(&t.header)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	t.log = t.log[:0]
	t.keepLog(g.TakeEvents())
	t.undoable = t.undoable[:0]
	for i, c := range t.choices {
		ok, evs, err := applyChoice(g, c.Seat, c.Key)
		if err != nil {
			return fmt.Errorf("choice %d (seat %d, %q): %w", i, c.Seat, c.Key, err)
		}
		t.undoable = append(t.undoable, ok)
		t.keepLog(evs)
	}
	t.game = g
	return nil
}

// applyChoice applies a choice and reports whether it may be undone (it
// used no chance and revealed nothing) and its events.
func applyChoice(g engine.Game, seat engine.Seat, key string) (bool, []engine.Event, error) {
	var before []byte
	rh, hasRNG := g.(engine.RNGHolder)
	if hasRNG {
		before = rh.RNG().State()
	}
	if err := g.Apply(seat, key); err != nil {
		return false, nil, err
	}
	evs := g.TakeEvents()
	return hasRNG && bytes.Equal(before, rh.RNG().State()) && !engine.Reveals(evs), evs, nil
}

func (t *table) keepLog(evs []engine.Event) {
	t.log = append(t.log, evs...)
	if over := len(t.log) - t.s.cfg.Log; over > 0 {
		t.log = append(t.log[:0], t.log[over:]...)
	}
}

func (t *table) keepStep(st step) {
	t.history = append(t.history, st)
	if over := len(t.history) - t.s.cfg.History; over > 0 {
		t.history = append(t.history[:0], t.history[over:]...)
	}
}

func (t *table) touch() {
	t.mu.Lock()
	t.lastUsed = time.Now()
	t.mu.Unlock()
}

// turn is the seat to choose, or -1.
func (t *table) turn() engine.Seat {
	if d := t.game.Pending(); d != nil {
		return d.Seat
	}
	return -1
}

// botFor is the bot playing seat, or "".
func (t *table) botFor(seat engine.Seat) string {
	if seat < 0 || int(seat) >= len(t.seats) {
		return ""
	}
	return t.seats[seat].bot
}

// statusAfter is the status once game has moved on.
func (t *table) statusAfter(g engine.Game) store.Status {
	if g.Outcome() != nil {
		return store.StatusOver
	}
	if t.status == store.StatusOpen && t.allClaimed() {
		return store.StatusRunning
	}
	return t.status
}

func (t *table) allClaimed() bool {
	for _, st := range t.seats {
		if st.kind == "human" && !st.claimed {
			return false
		}
	}
	return true
}

// update is the row the store keeps for the table's state.
func (t *table) update(g engine.Game, status store.Status, c *clock) store.Update {
	turn := -1
	if d := g.Pending(); d != nil {
		turn = int(d.Seat)
	}
	return store.Update{Status: status, Hash: g.Hash(), Clock: c.encode(), Deadline: c.deadline(), Turn: turn}
}

// Reject codes of the protocol.
const (
	codeStale   = "stale"
	codeIllegal = "illegal"
	codeTurn    = "turn"
	codeRate    = "rate"
	codeRetry   = "retry"
)

// choose answers choice (a, at, key) of seat: from the socket c (nil for
// a bot). On success the choice is committed, then acknowledged to c and
// broadcast; otherwise c gets a reject (and a full frame when it is
// behind). It returns the reject code, "" on success.
func (t *table) choose(c *peer, seat engine.Seat, a string, at int, key string, received time.Time) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	code := t.chooseLocked(c, seat, a, at, key, received)
	if code != "" {
		t.s.metrics.errors.WithLabelValues(code).Inc()
		if c != nil {
			c.sendFrame("reject", nil, rejectData{A: a, Code: code, V: t.v})
			if code == codeStale {
				c.sendFrame("full", &t.v, t.fullFor(c.seat))
			}
		}
	}
	return code
}

func (t *table) chooseLocked(c *peer, seat engine.Seat, a string, at int, key string, received time.Time) string {
	if t.evicted {
		return codeRetry
	}
	t.lastUsed = time.Now()
	if at < t.v {
		return t.resent(c, seat, a, at, key)
	}
	if at > t.v {
		return codeStale // a version the game never had
	}
	d := t.game.Pending()
	if seat < 0 || d == nil || d.Seat != seat || (c != nil && t.botFor(seat) != "") {
		if d == nil {
			return codeIllegal
		}
		return codeTurn
	}
	if t.status == store.StatusAbandoned {
		return codeIllegal
	}
	if d.Find(key) < 0 {
		return codeIllegal
	}
	next := t.game.Clone()
	undoable, evs, err := applyChoice(next, seat, key)
	if err != nil {
		return codeIllegal
	}
	// Milliseconds, as the store keeps the time: a process that follows
	// the note computes the same clock.
	now := time.Now().Truncate(time.Millisecond).UTC()
	clk := t.clock.after(seat, now, next.Pending(), t)
	status := t.statusAfter(next)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	t.s.work.Add(1)
	err = t.s.store.Append(ctx, t.id, store.Entry{Seq: t.v + 1, Seat: int(seat), Key: key, At: now}, t.update(next, status, &clk))
	t.s.work.Done()
	if errors.Is(err, store.ErrConflict) {
		// Another process stored this version first: this copy is
		// behind. Catch up from the table; the choice is acknowledged
		// if it is the one stored (the same choice sent to two
		// processes), stale otherwise.
		if cerr := t.catchUpLocked(); cerr != nil {
			t.s.log.Error("catch up after a conflict", "game", t.id, "err", cerr)
			t.dropLocked()
			return codeRetry
		}
		return t.resent(c, seat, a, at, key)
	}
	if err != nil {
		t.s.log.Error("append choice", "game", t.id, "v", t.v+1, "err", err)
		return codeRetry
	}
	t.s.metrics.choices.Inc()
	if c != nil {
		c.sendFrame("ack", nil, ackData{A: a, V: t.v + 1})
		t.s.metrics.ack.Observe(time.Since(received).Seconds())
	}
	t.advance(next, seat, key, undoable, evs, clk, status)
	t.s.metrics.broadcast.Observe(time.Since(received).Seconds())
	return ""
}

// advance makes choice (seat, key) version t.v+1 of the table, once it is
// stored: next is the game after it, clk and status its clock and status.
// Every socket gets the step; the next clock and bot start.
func (t *table) advance(next engine.Game, seat engine.Seat, key string, undoable bool, evs []engine.Event, clk clock, status store.Status) {
	d := t.game.Pending()
	chose := d.Options[d.Find(key)].Msg
	shown := engine.PublicChoice(t.game, d, key).Msg
	t.game, t.v, t.status, t.clock = next, t.v+1, status, clk
	t.adviceMoved()
	t.choices = append(t.choices, engine.Choice{Seat: seat, Key: key})
	t.undoable = append(t.undoable, undoable)
	t.keepLog(evs)
	st := step{v: t.v, by: seat, events: evs, chose: chose, shown: shown}
	t.keepStep(st)
	t.broadcast(func(seat engine.Seat) []byte { return encodeFrame("step", &t.v, t.stepFor(seat, st, true)) })
	t.armTimer()
	t.kickBot()
}

// resent answers a choice for an older version: a duplicate of what is
// stored there is acknowledged again (and stored once); anything else is
// stale.
func (t *table) resent(c *peer, seat engine.Seat, a string, at int, key string) string {
	if c == nil {
		return codeStale
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	es, err := t.s.store.Entries(ctx, t.id, at)
	if err != nil || len(es) == 0 {
		return codeStale
	}
	if e := es[0]; e.Seq == at+1 && !e.Undo && e.Seat == int(seat) && e.Key == key {
		c.sendFrame("ack", nil, ackData{A: a, V: e.Seq})
		return ""
	}
	return codeStale
}

// undo takes back seat's last choice by the board-game site's policy (see
// engine.Reveals): only its own choices since another seat chose, none of
// which used chance or revealed anything.
func (t *table) undo(c *peer, a string, at int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	code := t.undoLocked(c, a, at)
	if code != "" {
		t.s.metrics.errors.WithLabelValues(code).Inc()
		c.sendFrame("reject", nil, rejectData{A: a, Code: code, V: t.v})
		if code == codeStale {
			c.sendFrame("full", &t.v, t.fullFor(c.seat))
		}
	}
}

func (t *table) undoLocked(c *peer, a string, at int) string {
	if t.evicted {
		return codeRetry
	}
	if at != t.v {
		return codeStale
	}
	d := t.game.Pending()
	n := len(t.choices)
	switch {
	case d == nil || c.seat < 0 || d.Seat != c.seat || t.botFor(c.seat) != "":
		return codeTurn
	case n == 0 || t.choices[n-1].Seat != c.seat || !t.undoable[n-1]:
		return codeIllegal
	}
	restore, err := t.dropLast()
	if err != nil {
		return codeRetry
	}
	now := time.Now().Truncate(time.Millisecond).UTC()
	clk := t.clock.after(c.seat, now, t.game.Pending(), t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	t.s.work.Add(1)
	err = t.s.store.Append(ctx, t.id, store.Entry{Seq: t.v + 1, Seat: int(c.seat), Undo: true, At: now}, t.update(t.game, t.status, &clk))
	t.s.work.Done()
	if err != nil {
		restore()
		if errors.Is(err, store.ErrConflict) {
			// Another process stored this version first: catch up; the
			// undo answered a state that is gone.
			if cerr := t.catchUpLocked(); cerr != nil {
				t.dropLocked()
				return codeRetry
			}
			return codeStale
		}
		t.s.log.Error("append undo", "game", t.id, "err", err)
		return codeRetry
	}
	c.sendFrame("ack", nil, ackData{A: a, V: t.v + 1})
	t.tookBack(c.seat, clk)
	return ""
}

// dropLast rebuilds the game without its last standing choice; restore
// puts the table back as it was (the undo could not be stored). On error
// the table is as it was.
func (t *table) dropLast() (restore func(), err error) {
	saved := struct {
		game     engine.Game
		choices  []engine.Choice
		undoable []bool
		log      []engine.Event
	}{t.game, t.choices, append([]bool(nil), t.undoable...), append([]engine.Event(nil), t.log...)}
	restore = func() {
		t.game, t.choices, t.undoable, t.log = saved.game, saved.choices, saved.undoable, saved.log
	}
	t.choices = t.choices[:len(t.choices)-1]
	if err := t.rebuild(); err != nil {
		restore()
		return nil, err
	}
	return restore, nil
}

// tookBack makes the undo of seat's last choice version t.v+1, once it is
// stored and the game rebuilt without the choice; everyone gets the
// whole state again.
func (t *table) tookBack(seat engine.Seat, clk clock) {
	t.v++
	t.clock = clk
	t.adviceMoved()
	t.keepStep(step{v: t.v, by: seat, undo: true})
	t.broadcast(func(seat engine.Seat) []byte { return encodeFrame("full", &t.v, t.fullFor(seat)) })
	t.armTimer()
}

// broadcast sends every socket its frame, built once per seat.
func (t *table) broadcast(build func(seat engine.Seat) []byte) {
	frames := map[engine.Seat][]byte{}
	for c := range t.clients {
		b, ok := frames[c.seat]
		if !ok {
			b = build(c.seat)
			frames[c.seat] = b
		}
		c.send(b)
	}
}

// visible keeps the events seat may see.
func visible(evs []engine.Event, seat engine.Seat) []engine.Event {
	out := make([]engine.Event, 0, len(evs))
	for _, e := range evs {
		if e.To.Sees(seat) {
			out = append(out, e)
		}
	}
	return out
}

// pendingFor is the pending decision as seat may see it: the whole
// decision for its own seat, only who chooses for anyone else.
func (t *table) pendingFor(seat engine.Seat) any {
	d := t.game.Pending()
	if d == nil {
		return nil
	}
	if d.Seat == seat && t.botFor(seat) == "" {
		return d
	}
	return otherPending{Seat: d.Seat}
}

// oddsFor is the odds of the options of seat's own pending decision that
// roll dice (engine.OddsTeller). They are keyed by option keys, which may
// name the seat's secrets, so they go to that seat only, like the
// decision.
func (t *table) oddsFor(seat engine.Seat) map[string]engine.Odds {
	d := t.game.Pending()
	if d == nil || d.Seat != seat || t.botFor(seat) != "" {
		return nil
	}
	teller, ok := t.game.(engine.OddsTeller)
	if !ok {
		return nil
	}
	var odds map[string]engine.Odds
	for _, o := range d.Options {
		if od, ok := teller.Odds(o.Key); ok {
			if odds == nil {
				odds = map[string]engine.Odds{}
			}
			odds[o.Key] = od
		}
	}
	return odds
}

// aidsFor is what every seat may see to play better: the square the
// pending question is about (engine.Focuser) and the squares where a step
// draws fire (engine.Hazards). Both are public.
func aidsFor(g engine.Game) *aids {
	var a aids
	if f, ok := g.(engine.Focuser); ok {
		a.Focus = f.Focus()
	}
	if h, ok := g.(engine.Hazards); ok {
		a.Hazards = h.Hazards()
	}
	if a.Focus == "" && len(a.Hazards) == 0 {
		return nil
	}
	return &a
}

type aids struct {
	Focus   string   `json:"focus,omitempty"`
	Hazards []string `json:"hazards,omitempty"`
}

// sceneFor is what a client draws for seat (scene.Source), from the
// seat's view; the layout, the same all game, only when withLayout.
func sceneFor(g engine.Game, seat engine.Seat, withLayout bool) *scene.Scene {
	src, ok := g.(scene.Source)
	if !ok {
		return nil
	}
	sc := src.Scene(seat)
	if !withLayout {
		sc.Layout = nil
	}
	return &sc
}

type otherPending struct {
	Seat engine.Seat `json:"seat"`
}

func (t *table) fullFor(seat engine.Seat) fullData {
	d := fullData{
		View:    t.game.View(seat),
		Scene:   sceneFor(t.game, seat, true),
		Pending: t.pendingFor(seat),
		Odds:    t.oddsFor(seat),
		Aids:    aidsFor(t.game),
		Log:     visible(t.log, seat),
		Clocks:  t.clock.view(t),
		Outcome: t.game.Outcome(),
		Status:  t.status,
	}
	d.Names = engine.ArgNames(d.View, d.Pending, d.Log, d.Scene)
	return d
}

// stepFor is step st as seat sees it; withView adds the state after it
// (the last step of a catch-up carries it, the others only their events).
func (t *table) stepFor(seat engine.Seat, st step, withView bool) stepData {
	d := stepData{By: st.by, Events: visible(st.events, seat)}
	if !st.undo {
		d.Chose = &st.shown
		if seat == st.by {
			d.Chose = &st.chose
		}
	}
	if withView {
		d.View = t.game.View(seat)
		d.Scene = sceneFor(t.game, seat, false)
		d.Pending = t.pendingFor(seat)
		d.Odds = t.oddsFor(seat)
		d.Aids = aidsFor(t.game)
		d.Clocks = t.clock.view(t)
		d.Outcome = t.game.Outcome()
		d.Status = t.status
	}
	d.Names = engine.ArgNames(d.View, d.Pending, d.Events, d.Scene, d.Chose)
	return d
}

// join adds socket c and sends it hello, then what it missed since
// version since (all of it when since < 0).
func (t *table) join(c *peer, since int) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.evicted {
		return false
	}
	t.clients[c] = struct{}{}
	t.lastUsed = time.Now()
	c.sendFrame("hello", nil, helloData{Protocol: Protocol, Seat: c.seat, Seats: t.presence(), Now: time.Now().UnixMilli(), Hints: !t.noHints})
	switch first := t.v - len(t.history); {
	case since == t.v:
		// Nothing missed.
	case since < 0 || since > t.v || since < first || t.undoneSince(since):
		c.sendFrame("full", &t.v, t.fullFor(c.seat))
	default:
		for _, st := range t.history[since-first:] {
			v := st.v
			c.sendFrame("step", &v, t.stepFor(c.seat, st, st.v == t.v))
		}
	}
	if c.seat >= 0 {
		// Only seats are announced: a spectator joining a table that many
		// watch would otherwise send a frame to each of them (quadratic).
		t.sendPresence()
	}
	return true
}

// undoneSince reports an undo among the steps after version since (a
// client that missed one needs the whole state again).
func (t *table) undoneSince(since int) bool {
	for _, st := range t.history {
		if st.v > since && st.undo {
			return true
		}
	}
	return false
}

func (t *table) leave(c *peer) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.clients[c]; !ok {
		return
	}
	delete(t.clients, c)
	t.lastUsed = time.Now()
	if c.seat >= 0 {
		t.sendPresence()
	}
}

// closeAll tells every socket to reconnect (the server is going down).
func (t *table) closeAll() {
	t.mu.Lock()
	cs := make([]*peer, 0, len(t.clients))
	for c := range t.clients {
		cs = append(cs, c)
	}
	t.mu.Unlock()
	for _, c := range cs {
		c.closeRestart()
	}
}

// presence lists the seats: who plays them and who is connected.
func (t *table) presence() []seatPresence {
	out := make([]seatPresence, len(t.seats))
	for i, st := range t.seats {
		out[i] = seatPresence{Seat: i, Kind: st.kind, Bot: st.bot, Claimed: st.claimed}
	}
	for c := range t.clients {
		if c.seat >= 0 && int(c.seat) < len(out) {
			out[c.seat].Connected = true
		}
	}
	return out
}

func (t *table) sendPresence() {
	watchers := 0
	for c := range t.clients {
		if c.seat < 0 {
			watchers++
		}
	}
	b := encodeFrame("presence", nil, presenceData{Seats: t.presence(), Spectators: watchers})
	for c := range t.clients {
		c.send(b)
	}
}

// kickBot starts the bot of the pending seat, if a bot plays it. It never
// blocks: the bot thinks in its own goroutine on its own copy of the game
// and answers through choose like anyone else.
func (t *table) kickBot() {
	if t.botBusy || t.evicted || t.status == store.StatusAbandoned || t.s.isDraining() {
		return
	}
	d := t.game.Pending()
	if d == nil {
		return
	}
	name := t.botFor(d.Seat)
	if name == "" {
		return
	}
	t.botBusy = true
	g, v, seat := t.game.Clone(), t.v, d.Seat
	// A fresh bot per decision, seeded from the game's seed and version
	// (as the terminal client does): the seed never leaves the server.
	seed := t.header.Seed*1_000_003 + uint64(v)*31 + uint64(seat) + 1
	t.s.work.Add(1)
	go func() {
		defer t.s.work.Done()
		// Of the processes holding this game, the one that claims the
		// turn plays it.
		if !t.s.claim(t.id, v, t.s.claimTTL()) {
			t.mu.Lock()
			t.botBusy = false
			t.mu.Unlock()
			t.retryBot(v)
			return
		}
		key := t.s.think(g, seat, name, t.header.Game, seed)
		t.mu.Lock()
		t.botBusy = false
		t.mu.Unlock()
		if key != "" && t.choose(nil, seat, "", v, key, time.Now()) == codeRetry {
			t.retryBot(v)
		}
	}()
}

// retryBot starts the bot again if the game is still at version v once a
// claim has run out: the process holding the claim may have died, or the
// store may have been away.
func (t *table) retryBot(v int) {
	time.AfterFunc(t.s.claimTTL(), func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		if t.v == v {
			t.kickBot()
		}
	})
}

// think lets bot name choose for seat from g's view of that seat, within
// the bot budget; past it, a random legal option answers.
func (s *Server) think(g engine.Game, seat engine.Seat, name, game string, seed uint64) string {
	select {
	case s.bots <- struct{}{}:
	case <-s.stop:
		return ""
	}
	d := g.Pending()
	b, err := bot.New(name, game, seed)
	if err != nil {
		<-s.bots
		s.log.Error("bot", "bot", name, "err", err)
		return ""
	}
	answer := make(chan string, 1)
	go func() {
		defer func() { <-s.bots }()
		answer <- b.Choose(g.View(seat), d)
	}()
	timer := time.NewTimer(s.cfg.BotBudget)
	defer timer.Stop()
	select {
	case key := <-answer:
		return key
	case <-timer.C:
		s.metrics.errors.WithLabelValues("bot_budget").Inc()
		return bot.NewRandom(seed).Choose(nil, d)
	}
}

// forget drops a table from memory (its copy is stale).
func (s *Server) forget(t *table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sl, ok := s.tables[t.id]; ok && sl.t == t {
		delete(s.tables, t.id)
		s.metrics.tables.Dec()
	}
}
