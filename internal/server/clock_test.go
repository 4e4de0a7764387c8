package server

import (
	"context"
	"strings"
	"testing"
	"time"
)

// waitFor polls cond for up to 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within 10 s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestClockTimeoutBot: a real-time clock that runs out hands the seat to
// the table's bot, which plays; its player takes it back.
func TestClockTimeoutBot(t *testing.T) {
	h := newHarness(t, nil)
	c := h.create(map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}},
		"clock": map[string]any{"mode": "realtime", "per": 1, "bank": 0, "timeout": "bot", "bot": "first"}})
	p := h.dial(c.ID, c.Tokens[0], -1)
	full := next(t, p, "full", nil)
	if !strings.Contains(string(full.D), `"mode":"realtime"`) || !strings.Contains(string(full.D), `"deadline":`) {
		t.Fatalf("full frame without the clock: %s", full.D)
	}
	clock := next(t, p, "clock", nil)
	if !strings.Contains(string(clock.D), `"timeout":0`) || !strings.Contains(string(clock.D), `"rule":"bot"`) {
		t.Fatalf("clock frame %s", clock.D)
	}
	waitFor(t, "the bot plays the timed-out seat", func() bool {
		row, _ := h.st.Game(context.Background(), c.ID)
		return row.V > 0
	})
	var out map[string]any
	if code := h.do("DELETE", "/api/games/"+c.ID+"/seats/0/bot", nil, c.Tokens[0], &out); code != 200 {
		t.Fatalf("take back: %d %v", code, out)
	}
	var sum summary
	h.do("GET", "/api/games/"+c.ID, nil, "", &sum)
	if sum.Seats[0].Bot != "" {
		t.Fatalf("seat 0 still played by %q", sum.Seats[0].Bot)
	}
}

// TestClockTimeoutAbandon: under the "abandon" rule the game ends,
// abandoned, and no choice is accepted after.
func TestClockTimeoutAbandon(t *testing.T) {
	h := newHarness(t, nil)
	c := h.create(map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}},
		"clock": map[string]any{"mode": "async", "per": 1, "timeout": "abandon"}})
	p := h.dial(c.ID, c.Tokens[0], -1)
	key := firstKey(t, next(t, p, "full", nil))
	clock := next(t, p, "clock", nil)
	if !strings.Contains(string(clock.D), `"status":"abandoned"`) {
		t.Fatalf("clock frame %s", clock.D)
	}
	p.Choose(context.Background(), "late", 0, key)
	expectFrame(t, p, "reject", `"code":"illegal"`)
	row, _ := h.st.Game(context.Background(), c.ID)
	if row.Status != "abandoned" || row.V != 0 {
		t.Fatalf("row %+v", row)
	}
}

// TestClockNotChargedWhileDown: time the server was down is not charged:
// a deadline that passed while it was stopped starts afresh.
func TestClockNotChargedWhileDown(t *testing.T) {
	h := newHarness(t, nil)
	c := h.create(map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}},
		"clock": map[string]any{"mode": "realtime", "per": 2, "bank": 0, "timeout": "abandon"}})
	h.stop()
	time.Sleep(2500 * time.Millisecond) // past the deadline, while down
	h.start(nil)
	var sum summary
	h.do("GET", "/api/games/"+c.ID, nil, "", &sum)
	if sum.Status != "open" || sum.Clocks == nil || time.UnixMilli(sum.Clocks.Deadline).Before(time.Now()) {
		t.Fatalf("after a restart past the deadline: %+v %+v", sum, sum.Clocks)
	}
}

// TestChatHistory: a socket that joins gets the table's recent chat.
func TestChatHistory(t *testing.T) {
	h := newHarness(t, nil)
	c := pigGame(h)
	p := h.dial(c.ID, c.Tokens[0], -1)
	next(t, p, "full", nil)
	p.Send(context.Background(), "chat", map[string]string{"text": "good luck"})
	next(t, p, "chat", nil)
	late := h.dial(c.ID, "", -1)
	expectFrame(t, late, "chat", `"text":"good luck"`)
}
