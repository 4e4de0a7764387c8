package server

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/sulaco/sulaco/internal/engine"
)

// ClockSpec is a table's clock, as a game is created with it.
type ClockSpec struct {
	// Mode is "none" (casual, the default), "realtime" (Per seconds a
	// decision plus a Bank per seat) or "async" (Per seconds a decision,
	// typically hours).
	Mode string `json:"mode"`
	Per  int    `json:"per,omitempty"`  // seconds per decision
	Bank int    `json:"bank,omitempty"` // seconds of bank per seat (realtime)
	// Timeout is the rule when a clock runs out: "bot" (the default: a
	// bot takes the seat over until its player takes it back) or
	// "abandon" (the game ends, abandoned).
	Timeout string `json:"timeout,omitempty"`
	// Bot is the bot that takes a seat over ("rules" by default).
	Bot string `json:"bot,omitempty"`
}

// Limits of a clock's settings (a week a decision, a day of bank).
const (
	maxPer  = 7 * 24 * 3600
	maxBank = 24 * 3600
)

func (c *ClockSpec) validate() error {
	switch c.Mode {
	case "", "none":
		*c = ClockSpec{Mode: "none"}
		return nil
	case "realtime", "async":
	default:
		return fmt.Errorf("mode %q (want none, realtime or async)", c.Mode)
	}
	if c.Per <= 0 || c.Per > maxPer {
		return fmt.Errorf("per %d (want 1 to %d seconds)", c.Per, maxPer)
	}
	if c.Bank < 0 || c.Bank > maxBank || (c.Mode == "async" && c.Bank != 0) {
		return fmt.Errorf("bank %d (want 0 to %d seconds; 0 for async)", c.Bank, maxBank)
	}
	switch c.Timeout {
	case "":
		c.Timeout = "bot"
	case "bot", "abandon":
	default:
		return fmt.Errorf("timeout %q (want bot or abandon)", c.Timeout)
	}
	if c.Bot == "" {
		c.Bot = "rules"
	}
	return nil
}

// clock is a table's clock: its settings, each seat's bank and when the
// pending seat's time began.
type clock struct {
	Spec  ClockSpec `json:"spec"`
	Banks []int64   `json:"banks,omitempty"` // milliseconds left per seat
	Since time.Time `json:"since"`           // when the pending decision began
	Seat  int       `json:"seat"`            // whose time runs (-1: nobody's)
}

func newClock(spec ClockSpec, seats int, now time.Time, pending engine.Seat) clock {
	c := clock{Spec: spec, Since: now, Seat: int(pending)}
	if spec.Mode == "realtime" {
		c.Banks = make([]int64, seats)
		for i := range c.Banks {
			c.Banks[i] = int64(spec.Bank) * 1000
		}
	}
	return c
}

func (c *clock) running() bool { return c.Spec.Mode == "realtime" || c.Spec.Mode == "async" }

func (c *clock) encode() json.RawMessage {
	b, _ := json.Marshal(c)
	return b
}

func (c *clock) decode(b json.RawMessage, seats int) error {
	*c = clock{Seat: -1}
	if len(b) == 0 || string(b) == "null" {
		c.Spec.Mode = "none"
		return nil
	}
	if err := json.Unmarshal(b, c); err != nil {
		return err
	}
	if c.Banks != nil && len(c.Banks) != seats {
		return fmt.Errorf("%d banks for %d seats", len(c.Banks), seats)
	}
	return nil
}

// after is the clock once seat chose at now and next is pending: the time
// seat used beyond its decision's share comes off its bank.
func (c clock) after(seat engine.Seat, now time.Time, next *engine.Decision, t *table) clock {
	out := c
	out.Banks = append([]int64(nil), c.Banks...)
	if c.Spec.Mode == "realtime" && int(seat) == c.Seat && int(seat) < len(out.Banks) {
		over := now.Sub(c.Since).Milliseconds() - int64(c.Spec.Per)*1000
		if over > 0 {
			out.Banks[seat] = max(0, out.Banks[seat]-over)
		}
	}
	out.Since = now
	out.Seat = -1
	if next != nil {
		out.Seat = int(next.Seat)
	}
	return out
}

// deadline is when the pending seat's time runs out; zero when no clock
// runs (none, the game over, or a bot on the seat).
func (c *clock) deadline() time.Time {
	if !c.running() || c.Seat < 0 || c.Since.IsZero() {
		return time.Time{}
	}
	d := c.Since.Add(time.Duration(c.Spec.Per) * time.Second)
	if c.Seat < len(c.Banks) {
		d = d.Add(time.Duration(c.Banks[c.Seat]) * time.Millisecond)
	}
	return d
}

// clockView is the clock as clients see it.
type clockView struct {
	Mode     string  `json:"mode"`
	Per      int     `json:"per,omitempty"`
	Timeout  string  `json:"timeout,omitempty"`
	Seat     int     `json:"seat"`               // whose time runs, -1 nobody's
	Deadline int64   `json:"deadline,omitempty"` // Unix milliseconds
	Banks    []int64 `json:"banks,omitempty"`    // milliseconds left per seat
}

func (c *clock) view(t *table) *clockView {
	v := &clockView{Mode: c.Spec.Mode, Per: c.Spec.Per, Timeout: c.Spec.Timeout, Seat: c.Seat, Banks: c.Banks}
	if d := t.deadline(); !d.IsZero() {
		v.Deadline = d.UnixMilli()
	}
	return v
}

// deadline is the table's deadline: the clock's, unless a bot plays the
// pending seat or the game does not run.
func (t *table) deadline() time.Time {
	if t.status == "over" || t.status == "abandoned" || t.botFor(engine.Seat(t.clock.Seat)) != "" {
		return time.Time{}
	}
	return t.clock.deadline()
}

func (t *table) stopTimer() {
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
}

// armTimer sets the timer for the pending seat's deadline.
func (t *table) armTimer() {
	t.stopTimer()
	d := t.deadline()
	if d.IsZero() {
		return
	}
	v := t.v
	t.timer = time.AfterFunc(time.Until(d), func() { t.timeout(v) })
}

// timeout applies the table's rule when the pending seat's clock ran out
// at version v: a bot takes the seat over, or the game is abandoned.
func (t *table) timeout(v int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	d := t.deadline()
	if t.evicted || t.v != v || d.IsZero() || time.Now().Before(d) {
		return
	}
	// Of the processes holding this game, the one that claims it
	// applies the rule; should it die, the claim runs out and wakeDue
	// finds the game due again.
	if !t.s.claim(t.id, v, t.s.claimTTL()) {
		return
	}
	seat := engine.Seat(t.clock.Seat)
	t.s.log.Info("clock ran out", "game", t.id, "seat", seat, "rule", t.clock.Spec.Timeout)
	var err error
	if t.clock.Spec.Timeout == "abandon" {
		status := t.status
		t.status = "abandoned"
		if err = t.s.store.SetStatus(context.Background(), t.id, t.update(t.game, t.status, &t.clock)); err != nil {
			t.status = status
		}
	} else {
		st := t.seats[seat]
		st.bot = t.clock.Spec.Bot
		if err = t.s.store.SetSeat(context.Background(), t.id, st.row(int(seat))); err == nil {
			t.seats[seat] = st
			err = t.s.store.SetStatus(context.Background(), t.id, t.update(t.game, t.status, &t.clock))
		}
	}
	if err != nil {
		t.s.log.Error("clock time-out", "game", t.id, "err", err)
		return
	}
	t.broadcast(func(engine.Seat) []byte {
		return encodeFrame("clock", nil, clockFrame{Clocks: t.clock.view(t), Timeout: int(seat), Rule: t.clock.Spec.Timeout, Status: t.status})
	})
	t.sendPresence()
	t.kickBot()
}
