package server

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/sulaco/sulaco/internal/client"
	"github.com/sulaco/sulaco/internal/store/pgtest"
)

// twoServers returns two servers on one fresh PostgreSQL database (the
// tests of several processes run in the suite's PostgreSQL pass).
func twoServers(t *testing.T, listenRetry time.Duration) (*harness, *harness) {
	t.Helper()
	if !onPostgres {
		t.Skip("several servers share a PostgreSQL database: runs in the PostgreSQL pass")
	}
	loadWorld(t)
	a := &harness{t: t, db: pgtest.NewDatabase(t), listenRetry: listenRetry}
	a.start(nil)
	return a, a.twin(nil)
}

// checkInOrder: every socket saw every version once, in order: each step
// is the one after the last version it had (a full frame may restart
// the count, as after a stale reject), and it ended at version last.
func checkInOrder(t *testing.T, ps []*player, last int) {
	t.Helper()
	for i, p := range ps {
		v, steps := -1, 0
		for _, f := range p.frames {
			if f.V == nil {
				continue
			}
			switch f.T {
			case "full":
				v = *f.V
			case "step":
				if v >= 0 && *f.V != v+1 {
					t.Fatalf("socket %d (seat %d): step %d after version %d", i, p.seat, *f.V, v)
				}
				v = *f.V
				steps++
			}
		}
		if v != last {
			t.Fatalf("socket %d (seat %d) ended at version %d; the game at %d", i, p.seat, v, last)
		}
		if steps == 0 {
			t.Fatalf("socket %d (seat %d) saw no step", i, p.seat)
		}
	}
}

// TestTwoServersPlayOneGame: an Aliens Bug Hunt played to its end by two
// players on two servers of one database, the rules bot in the third
// seat (played by whichever server claims each turn) and a spectator on
// each server: every socket sees every step in order, no frame leaks a
// secret, and the record replays to its hash.
func TestTwoServersPlayOneGame(t *testing.T) {
	a, b := twoServers(t, 0)
	c := a.create(map[string]any{"game": "aliens", "seats": []map[string]any{
		{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "rules"}}})
	ps := playOverOn(t, []*harness{a, b}, c, []int{0, 1}, 21)
	rec := checkRecordAndLeaks(t, b, c.ID, ps)
	checkInOrder(t, ps, len(rec.Choices))
	if ps[0].acks == 0 || ps[1].acks == 0 {
		t.Fatalf("acks %d, %d", ps[0].acks, ps[1].acks)
	}
	bots := choicesBySeat(rec)[2]
	if bots == 0 {
		t.Fatal("the bot never chose")
	}
	followed := testutil.ToFloat64(a.srv.metrics.followed) + testutil.ToFloat64(b.srv.metrics.followed)
	if followed == 0 {
		t.Fatal("no server applied a choice from another's note")
	}
	// Exactly once: both servers hold the game and start the bot on each
	// of its turns; one claims the turn, the other stands aside. A bot
	// that played anyway would lose the race to store its choice (stale).
	won := testutil.ToFloat64(a.srv.metrics.claims.WithLabelValues("won")) + testutil.ToFloat64(b.srv.metrics.claims.WithLabelValues("won"))
	lost := testutil.ToFloat64(a.srv.metrics.claims.WithLabelValues("lost")) + testutil.ToFloat64(b.srv.metrics.claims.WithLabelValues("lost"))
	stale := testutil.ToFloat64(a.srv.metrics.errors.WithLabelValues(codeStale)) + testutil.ToFloat64(b.srv.metrics.errors.WithLabelValues(codeStale))
	if won < float64(bots) || lost == 0 || stale != 0 {
		t.Fatalf("bot turns %d: claims won %v, lost %v; stale answers %v (want won ≥ turns, some lost, none stale)", bots, won, lost, stale)
	}
}

// TestTwoServersPigGames: Pig and Mars Attacks played to the end with one
// seat on each server.
func TestTwoServersPigGames(t *testing.T) {
	a, b := twoServers(t, 0)
	for i, game := range []string{"pig", "marsattacks"} {
		c := a.create(map[string]any{"game": game, "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
		ps := playOverOn(t, []*harness{a, b}, c, []int{0, 1}, uint64(200+i))
		rec := checkRecordAndLeaks(t, a, c.ID, ps)
		checkInOrder(t, ps, len(rec.Choices))
	}
}

// answer is the next ack or reject on c.
func answer(t *testing.T, c *client.Conn) client.Frame {
	t.Helper()
	return nextOf(t, c, nil, "ack", "reject")
}

// TestChoiceSentToBothStoredOnce: the same choice sent to both servers at
// once is stored once and acknowledged by both with the same version;
// two different choices for one version: one wins, the other is
// rejected stale and followed by full.
func TestChoiceSentToBothStoredOnce(t *testing.T) {
	a, b := twoServers(t, 0)
	ctx := context.Background()
	for round := range 6 {
		c := pigGame(a)
		conns := []*client.Conn{a.dial(c.ID, c.Tokens[0], -1), b.dial(c.ID, c.Tokens[0], -1)}
		st := state(t, next(t, conns[0], "full", nil))
		next(t, conns[1], "full", nil)
		keys := []string{st.Pending.Options[0].Key, st.Pending.Options[0].Key}
		same := round%2 == 0
		if !same {
			if len(st.Pending.Options) < 2 {
				t.Fatalf("pig offers %d options", len(st.Pending.Options))
			}
			keys[1] = st.Pending.Options[1].Key
		}
		var wg sync.WaitGroup
		for i, conn := range conns {
			wg.Add(1)
			go func() { defer wg.Done(); conn.Choose(ctx, fmt.Sprint("a", i), 0, keys[i]) }()
		}
		wg.Wait()
		answers := map[string]int{}
		for _, conn := range conns {
			f := answer(t, conn)
			answers[f.T]++
			switch {
			case f.T == "ack" && !strings.Contains(string(f.D), `"v":1`):
				t.Fatalf("ack %s; want v 1", f.D)
			case f.T == "reject" && !strings.Contains(string(f.D), `"code":"stale"`):
				t.Fatalf("reject %s; want stale", f.D)
			case f.T == "reject":
				if full := next(t, conn, "full", nil); *full.V != 1 {
					t.Fatalf("full after the stale reject at v %d", *full.V)
				}
			}
		}
		if same && answers["ack"] != 2 || !same && (answers["ack"] != 1 || answers["reject"] != 1) {
			t.Fatalf("round %d (same choice %v): answers %v", round, same, answers)
		}
		es, err := a.st.Entries(ctx, c.ID, 0)
		if err != nil || len(es) != 1 {
			t.Fatalf("round %d: %d entries stored, %v; want 1", round, len(es), err)
		}
	}
}

// driver makes choices in a game through its seats' sockets (the first
// option of whoever is to choose), each once acknowledged.
type driver struct {
	t      *testing.T
	conns  []*client.Conn
	states []client.State
	v      int
}

func newDriver(t *testing.T, conns ...*client.Conn) *driver {
	d := &driver{t: t, conns: conns, states: make([]client.State, len(conns))}
	for i := range conns {
		d.read(i)
	}
	return d
}

func (d *driver) read(i int) {
	d.t.Helper()
	f := nextOf(d.t, d.conns[i], nil, "full", "step")
	d.states[i] = state(d.t, f)
	d.v = *f.V
}

func (d *driver) choose(n int) {
	d.t.Helper()
	for range n {
		seat := -1
		for i, st := range d.states {
			if st.Pending != nil && st.Pending.Seat == i && len(st.Pending.Options) > 0 {
				seat = i
			}
		}
		if seat < 0 {
			d.t.Fatal("nobody to choose")
		}
		d.conns[seat].Choose(context.Background(), fmt.Sprint("d", d.v), d.v, d.states[seat].Pending.Options[0].Key)
		if f := answer(d.t, d.conns[seat]); f.T != "ack" {
			d.t.Fatalf("choice at %d: %s", d.v, f.Raw)
		}
		for i := range d.conns {
			d.read(i)
		}
	}
}

// TestListenerCutCatchesUp: a server whose listener connection is cut
// misses the notes of the choices made meanwhile on the other server; it
// catches up from the table when it reconnects, and its spectator sees
// every step, in order.
func TestListenerCutCatchesUp(t *testing.T) {
	a, b := twoServers(t, 2*time.Second)
	ctx := context.Background()
	c := pigGame(a)
	seats := newDriver(t, a.dial(c.ID, c.Tokens[0], -1), a.dial(c.ID, c.Tokens[1], -1))
	watcher := &player{seat: -1, conn: b.dial(c.ID, "", -1)}
	watcher.frames = append(watcher.frames, next(t, watcher.conn, "full", nil))
	seats.choose(2)
	cluster := pgtest.Get(t)
	listener := "sulaco-listen-" + b.srv.owner
	if err := cluster.Exec(ctx, b.db, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, listener); err != nil {
		t.Fatal(err)
	}
	// Wait until the connection is gone (the listener waits 2 s before it
	// connects again), then play on the other server meanwhile.
	for deadline := time.Now().Add(time.Second); ; {
		var n int
		conn, err := pgx.Connect(ctx, b.db)
		if err != nil {
			t.Fatal(err)
		}
		conn.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity WHERE application_name = $1`, listener).Scan(&n)
		conn.Close(ctx)
		if n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the listener's connection is still there")
		}
		time.Sleep(20 * time.Millisecond)
	}
	before := testutil.ToFloat64(b.srv.metrics.catchups)
	seats.choose(6)
	for v := 0; v < 8; {
		f := next(t, watcher.conn, "step", nil)
		watcher.frames = append(watcher.frames, f)
		v = *f.V
	}
	checkInOrder(t, []*player{watcher}, 8)
	if testutil.ToFloat64(b.srv.metrics.catchups) == before {
		t.Fatal("the server did not catch up from the table")
	}
}

// TestTwoServersClockTimeoutOnce: a real-time clock runs out in a game
// held by two servers; each one's timer fires, one claims the time-out
// and hands the seat to the table's bot, the other hears of it and
// stands aside; the bot's first choice is stored once.
func TestTwoServersClockTimeoutOnce(t *testing.T) {
	a, b := twoServers(t, 0)
	c := a.create(map[string]any{"game": "pig", "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}},
		"clock": map[string]any{"mode": "realtime", "per": 1, "bank": 0, "timeout": "bot", "bot": "first"}})
	pa, pb := a.dial(c.ID, c.Tokens[0], -1), b.dial(c.ID, c.Tokens[1], -1)
	next(t, pa, "full", nil)
	next(t, pb, "full", nil)
	waitFor(t, "the bot plays the timed-out seat", func() bool {
		row, _ := a.st.Game(context.Background(), c.ID)
		return row.V > 0
	})
	for _, h := range []*harness{a, b} {
		waitFor(t, "both servers know the bot took seat 0", func() bool {
			var sum summary
			h.do("GET", "/api/games/"+c.ID, nil, "", &sum)
			return sum.Seats[0].Bot == "first" && sum.V > 0
		})
	}
	lost := testutil.ToFloat64(a.srv.metrics.claims.WithLabelValues("lost")) + testutil.ToFloat64(b.srv.metrics.claims.WithLabelValues("lost"))
	stale := testutil.ToFloat64(a.srv.metrics.errors.WithLabelValues(codeStale)) + testutil.ToFloat64(b.srv.metrics.errors.WithLabelValues(codeStale))
	if lost == 0 || stale != 0 {
		t.Fatalf("claims lost %v, stale answers %v: want one server to stand aside and no race lost", lost, stale)
	}
	es, _ := a.st.Entries(context.Background(), c.ID, 0)
	if len(es) == 0 || es[0].Seat != 0 {
		t.Fatalf("entries %+v: want the bot's choice for seat 0 first", es)
	}
}
