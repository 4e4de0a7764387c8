package server

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/client"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// smallAdvice makes odds and hints quick and bounded by their game count
// (not the clock), so that their answers are reproducible.
func smallAdvice(c *Config) {
	c.OddsGames, c.OddsBudget, c.HintLevel = 40, time.Minute, "easy"
	c.CurvePoints, c.CurveGames = 5, 10
}

// ask sends an odds or hint request with id a.
func ask(t *testing.T, c *client.Conn, kind, a string) {
	t.Helper()
	if err := c.Send(context.Background(), kind, map[string]string{"a": a}); err != nil {
		t.Fatal(err)
	}
}

// answerTo waits for the answer (or refusal) to request a: an odds, hint
// or error frame carrying a.
func answerTo(t *testing.T, c *client.Conn, a string) client.Frame {
	t.Helper()
	for {
		f := nextOf(t, c, nil, "odds", "hint", "error")
		var d struct{ A string }
		json.Unmarshal(f.D, &d)
		if d.A == a {
			return f
		}
	}
}

// payload is a frame's data without the request's id, to compare the
// answers of two requests.
func payload(t *testing.T, f client.Frame) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(f.D, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "a")
	return m
}

// adviceRuns reads how many computations of kind the server finished
// from its metrics.
func adviceRuns(t *testing.T, h *harness, kind string) int {
	t.Helper()
	resp, err := http.Get(h.url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	prefix := `sulaco_advice_seconds_count{kind="` + kind + `"} `
	for sc.Scan() {
		if n, ok := strings.CutPrefix(sc.Text(), prefix); ok {
			v, _ := strconv.Atoi(n)
			return v
		}
	}
	return 0
}

// TestOddsOverSocket: a seat's odds request is answered with its win
// share inside its Wilson interval, the sample count and the version;
// two requests at once share one computation and a later one the kept
// answer; a spectator gets the spectator view's odds.
func TestOddsOverSocket(t *testing.T) {
	h := newHarness(t, smallAdvice)
	c := h.create(map[string]any{"game": "marsattacks", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
	seat := h.dial(c.ID, c.Tokens[0], -1)
	watch := h.dial(c.ID, "", -1)
	next(t, seat, "full", nil)
	next(t, watch, "full", nil)
	ask(t, seat, "odds", "1")
	ask(t, seat, "odds", "2")
	first, second := answerTo(t, seat, "1"), answerTo(t, seat, "2")
	if first.T != "odds" || !reflect.DeepEqual(payload(t, first), payload(t, second)) {
		t.Fatalf("two requests at once: %s / %s", first.Raw, second.Raw)
	}
	var o oddsData
	json.Unmarshal(first.D, &o)
	won := 0
	for _, w := range o.Winners {
		won += w.Games
	}
	if o.At != 0 || o.Seat != 0 || o.Games != 40 || won != 40 || o.Win.Lo > o.Win.P || o.Win.P > o.Win.Hi {
		t.Fatalf("odds frame %s", first.Raw)
	}
	ask(t, seat, "odds", "3")
	if third := answerTo(t, seat, "3"); !reflect.DeepEqual(payload(t, third), payload(t, first)) {
		t.Fatalf("kept answer %s, first %s", third.Raw, first.Raw)
	}
	if n := adviceRuns(t, h, "odds"); n != 1 {
		t.Fatalf("%d estimates for three requests of one seat at one version; want 1", n)
	}
	ask(t, watch, "odds", "w")
	f := answerTo(t, watch, "w")
	var so oddsData
	json.Unmarshal(f.D, &so)
	if f.T != "odds" || so.Seat != engine.Spectator || so.Games != 40 || so.At != 0 {
		t.Fatalf("spectator's odds %s", f.Raw)
	}
}

// TestHintOverSocket: the seat whose decision it is gets the search
// bot's option with the odds after it; another seat and a spectator are
// refused (turn); a table created with hints off refuses every hint
// (hints_off) and says so in hello, the summary and the lobby, while its
// odds still answer.
func TestHintOverSocket(t *testing.T) {
	h := newHarness(t, smallAdvice)
	for _, hints := range []bool{true, false} {
		c := h.create(map[string]any{"game": "marsattacks", "hints": hints,
			"seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
		conns := []*client.Conn{h.dial(c.ID, c.Tokens[0], -1), h.dial(c.ID, c.Tokens[1], -1), h.dial(c.ID, "", -1)}
		var hello helloData
		json.Unmarshal(next(t, conns[0], "hello", nil).D, &hello)
		var st client.State
		json.Unmarshal(next(t, conns[0], "full", nil).D, &st)
		var sum summary
		h.do("GET", "/api/games/"+c.ID, nil, "", &sum)
		var list struct{ Games []summary }
		h.do("GET", "/api/games", nil, "", &list)
		if hello.Hints != hints || sum.Hints != hints || list.Games[0].ID != c.ID || list.Games[0].Hints != hints {
			t.Fatalf("hints %v: hello %v, summary %v, lobby %+v", hints, hello.Hints, sum.Hints, list.Games[0])
		}
		chooser := st.Pending.Seat
		for i, conn := range conns {
			ask(t, conn, "hint", "h")
			f := answerTo(t, conn, "h")
			var e errorData
			json.Unmarshal(f.D, &e)
			switch {
			case !hints:
				if f.T != "error" || e.Code != codeHintsOff {
					t.Fatalf("hints off, socket %d: %s", i, f.Raw)
				}
			case i != chooser:
				if f.T != "error" || e.Code != codeTurn {
					t.Fatalf("socket %d asked for seat %d's hint: %s", i, chooser, f.Raw)
				}
			default:
				var hd hintData
				json.Unmarshal(f.D, &hd)
				found := false
				for _, o := range st.Pending.Options {
					found = found || o.Key == hd.Key
				}
				if f.T != "hint" || !found || hd.Option.Key == "" || hd.Games == 0 || hd.At != 0 || int(hd.Seat) != chooser {
					t.Fatalf("hint %s", f.Raw)
				}
			}
		}
		ask(t, conns[0], "odds", "o")
		if f := answerTo(t, conns[0], "o"); f.T != "odds" {
			t.Fatalf("odds at a table with hints %v: %s", hints, f.Raw)
		}
	}
}

// TestAdviceRateAndRefusals: past the burst of requests a socket gets the
// protocol's rate error naming the request; a malformed request is a
// bad_frame; a game without a sampler (Pig) and a finished game have no
// odds.
func TestAdviceRateAndRefusals(t *testing.T) {
	h := newHarness(t, smallAdvice)
	c := h.create(map[string]any{"game": "marsattacks", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
	seat := h.dial(c.ID, c.Tokens[0], -1)
	next(t, seat, "full", nil)
	for i := range adviceBurst + 3 {
		ask(t, seat, "odds", strconv.Itoa(i))
	}
	// The refusals come at once, the answers once computed: read until
	// every request has one.
	rated, answered := 0, map[string]bool{}
	for len(answered) < adviceBurst+3 {
		f := nextOf(t, seat, nil, "odds", "error")
		var e errorData
		json.Unmarshal(f.D, &e)
		answered[e.A] = true
		if f.T == "error" && e.Code == codeRate {
			rated++
		}
	}
	if rated < 3 {
		t.Fatalf("%d of %d requests refused for the rate; want at least 3", rated, adviceBurst+3)
	}
	seat.SendRaw(context.Background(), []byte(`{"t":"odds","d":{"a":7}}`))
	if f := next(t, seat, "error", nil); !strings.Contains(string(f.Raw), "bad_frame") {
		t.Fatalf("malformed request: %s", f.Raw)
	}

	pig := h.create(map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
	p := h.dial(pig.ID, pig.Tokens[0], -1)
	next(t, p, "full", nil)
	ask(t, p, "odds", "p")
	if f := answerTo(t, p, "p"); !strings.Contains(string(f.Raw), codeUnavailable) {
		t.Fatalf("pig's odds: %s", f.Raw)
	}
}

// TestAdviceAbandonedWhenTheGameMoves: an estimate that would run long
// stops once the game moves on, and nobody gets odds for the old
// version; the next request is for the new version.
func TestAdviceAbandonedWhenTheGameMoves(t *testing.T) {
	h := newHarness(t, func(c *Config) { smallAdvice(c); c.OddsGames = 10_000_000 })
	c := h.create(map[string]any{"game": "marsattacks", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
	conns := []*client.Conn{h.dial(c.ID, c.Tokens[0], -1), h.dial(c.ID, c.Tokens[1], -1)}
	var st client.State
	json.Unmarshal(next(t, conns[0], "full", nil).D, &st)
	next(t, conns[1], "full", nil)
	chooser := conns[st.Pending.Seat]
	ask(t, chooser, "odds", "old")
	tb, err := h.srv.table(context.Background(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	running := func() bool {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		return tb.adv.running != nil
	}
	for deadline := time.Now().Add(10 * time.Second); !running(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the estimate never started")
		}
	}
	if err := chooser.Choose(context.Background(), "c", 0, st.Pending.Options[0].Key); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(20 * time.Second); running(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the estimate of an old version still runs 20 s after the game moved on")
		}
	}
	next(t, chooser, "ack", nil)
	ask(t, chooser, "odds", "hint-less")
	// The next answer is the error or odds of the new request (the new
	// estimate runs long too): nothing for "old" ever comes.
	timeout := time.After(500 * time.Millisecond)
	for {
		select {
		case f := <-chooser.Frames:
			if strings.Contains(string(f.Raw), `"a":"old"`) {
				t.Fatalf("odds of the old version arrived: %s", f.Raw)
			}
			continue
		case <-timeout:
		}
		break
	}
}

// TestAdviceSameForIndistinguishableGames: the odds and hint frames a
// seat receives depend only on what it may see: for a game and a game
// drawn consistent with one seat's view (its determinization, which that
// seat cannot tell apart from the real one), the frames are the same, in
// both games, for the seat to move, another seat and a spectator.
func TestAdviceSameForIndistinguishableGames(t *testing.T) {
	if onPostgres {
		t.Skip("no store involved: run once, on SQLite")
	}
	h := newHarness(t, func(c *Config) { smallAdvice(c); c.OddsGames = 12 })
	bh := aliens.DefaultOptions()
	bh.Mission, bh.Players, bh.Heroes = "bug-hunt-1", 2, []string{"hicks", "hudson"}
	for _, tc := range []struct {
		name  string
		make  func(seed uint64) (engine.Game, error)
		plies int
	}{
		{"marsattacks", func(seed uint64) (engine.Game, error) { return marsattacks.New(marsattacks.DefaultOptions(), seed) }, 40},
		{"aliens", func(seed uint64) (engine.Game, error) { return aliens.New(bh, seed) }, 30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := tc.make(3)
			if err != nil {
				t.Fatal(err)
			}
			rules := bot.NewRules(5)
			for range tc.plies {
				d := g.Pending()
				if err := g.Apply(d.Seat, rules.Choose(g.View(d.Seat), d)); err != nil {
					t.Fatal(err)
				}
			}
			chooser := g.Pending().Seat
			for _, seat := range []engine.Seat{chooser, (chooser + 1) % engine.Seat(g.Seats()), engine.Spectator} {
				rng := engine.NewRNG(uint64(seat) + 77)
				twin := g.(engine.Determinizer).Determinize(seat, &rng)
				viewA, _ := json.Marshal(g.View(seat))
				viewB, _ := json.Marshal(twin.View(seat))
				if string(viewA) != string(viewB) {
					t.Fatalf("seat %d tells the games apart", seat)
				}
				kinds := []string{adviceOdds}
				if seat == chooser {
					kinds = append(kinds, adviceHint)
				}
				for _, kind := range kinds {
					key := adviceKey{kind: kind, seat: seat}
					a, okA := h.srv.computeAdvice(g.Clone(), 9, key, nil)
					b, okB := h.srv.computeAdvice(twin, 9, key, nil)
					fa, fb := encodeFrame(kind, nil, a), encodeFrame(kind, nil, b)
					if !okA || !okB || string(fa) != string(fb) {
						t.Fatalf("seat %d, %s: %s / %s", seat, kind, fa, fb)
					}
				}
			}
		})
	}
}

// TestOddsCurveOfAFinishedGame: GET /api/games/{id}/odds refuses a running
// game; for a finished one it answers 202 while computing, then the curve
// (one point per position asked, from the spectator's view, at choices
// from the first to the last), kept for the next request.
func TestOddsCurveOfAFinishedGame(t *testing.T) {
	h := newHarness(t, smallAdvice)
	running := h.create(map[string]any{"game": "marsattacks", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
	if code := h.do("GET", "/api/games/"+running.ID+"/odds", nil, "", nil); code != http.StatusConflict {
		t.Fatalf("odds curve of a running game: %d", code)
	}
	c := h.create(map[string]any{"game": "marsattacks", "seats": []map[string]any{{"kind": "human"}, {"kind": "bot", "bot": "rules"}}})
	ps := playOver(t, h, c, []int{0}, 3)
	rec := checkRecordAndLeaks(t, h, c.ID, ps)
	var d curveData
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		code := h.do("GET", "/api/games/"+c.ID+"/odds", nil, "", &d)
		if code == http.StatusOK {
			break
		}
		if code != http.StatusAccepted || time.Now().After(deadline) {
			t.Fatalf("odds curve: %d", code)
		}
	}
	if len(d.Points) != 5 || d.Seat != engine.Spectator || d.Total != len(rec.Choices) || d.Points[0].Choice != 0 ||
		d.Points[4].Choice != len(rec.Choices)-1 || d.Points[2].Games != 10 {
		t.Fatalf("curve %+v for %d choices", d, len(rec.Choices))
	}
	var again curveData
	if code := h.do("GET", "/api/games/"+c.ID+"/odds", nil, "", &again); code != http.StatusOK || !reflect.DeepEqual(again, d) {
		t.Fatalf("kept curve: %d %+v", code, again)
	}
	if n := adviceRuns(t, h, "curve"); n != 1 {
		t.Fatalf("%d curves computed; want 1", n)
	}
}

// BenchmarkLiveOdds measures an odds request as the server answers it
// with its defaults (1,100 games within 2 s, on every free core): the
// time, the games played and the half-width of the 95% interval, for a
// Mars Attacks skirmish and a two-player Bug Hunt 20 choices in.
//
//	go test ./internal/server -run '^$' -bench LiveOdds -benchtime 3x
func BenchmarkLiveOdds(b *testing.B) {
	h := newHarness(b, nil)
	bh := aliens.DefaultOptions()
	bh.Mission, bh.Players, bh.Heroes = "bug-hunt-1", 2, []string{"hicks", "hudson"}
	for _, tc := range []struct {
		name string
		make func(seed uint64) (engine.Game, error)
	}{
		{"marsattacks", func(seed uint64) (engine.Game, error) { return marsattacks.New(marsattacks.DefaultOptions(), seed) }},
		{"bug-hunt", func(seed uint64) (engine.Game, error) { return aliens.New(bh, seed) }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			g, err := tc.make(3)
			if err != nil {
				b.Fatal(err)
			}
			rules := bot.NewRules(5)
			for range 20 {
				d := g.Pending()
				if err := g.Apply(d.Seat, rules.Choose(g.View(d.Seat), d)); err != nil {
					b.Fatal(err)
				}
			}
			games, half := 0, 0.0
			for i := 0; b.Loop(); i++ {
				d, ok := h.srv.computeAdvice(g.Clone(), i, adviceKey{kind: adviceOdds, seat: 0}, nil)
				if !ok {
					b.Fatal("no odds")
				}
				o := d.(oddsData)
				games += o.Games
				half += max(o.Win.Hi-o.Win.P, o.Win.P-o.Win.Lo)
			}
			b.ReportMetric(float64(games)/float64(b.N), "games/op")
			b.ReportMetric(100*half/float64(b.N), "±points")
		})
	}
}
