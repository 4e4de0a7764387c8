package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/store/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// kinds are the two stores. Each makes a fresh database and returns a
// function that opens a new handle on it (another process, as far as the
// database can tell); the handles close when the test ends.
var kinds = []struct {
	name string
	make func(t *testing.T) func() Store
}{
	{"sqlite", func(t *testing.T) func() Store {
		path := filepath.Join(t.TempDir(), "sulaco.db")
		return func() Store {
			s, err := OpenSQLite(path)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
	}},
	{"postgres", func(t *testing.T) func() Store {
		url := pgtest.NewDatabase(t)
		return func() Store {
			s, err := OpenPostgres(context.Background(), url)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
	}},
}

// eachStore runs test against both stores.
func eachStore(t *testing.T, test func(t *testing.T, open func() Store)) {
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) { test(t, k.make(t)) })
	}
}

func newGame(id string) *Game {
	return &Game{ID: id, Game: "pig", Content: "c1", Options: []byte(`{"players":2}`), Seed: 1<<63 + 5,
		Seats: []byte(`[{"player":"human"},{"player":"bot:rules"}]`), Status: StatusOpen, Clock: []byte(`{}`), Turn: 0}
}

func TestCreateAppendReopen(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() Store) {
		ctx := context.Background()
		s := open()
		g := newGame("g1")
		seats := []Seat{{Seat: 0, Kind: "human", TokenHash: []byte{1, 2, 3}}, {Seat: 1, Kind: "bot", Bot: "rules"}}
		if err := s.Create(ctx, g, seats); err != nil {
			t.Fatal(err)
		}
		if err := s.Create(ctx, newGame("g1"), nil); !errors.Is(err, ErrConflict) {
			t.Fatalf("second create of g1: %v; want ErrConflict", err)
		}
		for i := 1; i <= 3; i++ {
			if err := s.Append(ctx, "g1", Entry{Seq: i, Seat: i % 2, Key: fmt.Sprintf("k%d", i), Undo: i == 3},
				Update{Status: StatusRunning, Hash: fmt.Sprintf("h%d", i), Clock: []byte(`{}`), Turn: 1}); err != nil {
				t.Fatal(err)
			}
		}
		// A choice at a stored sequence number, or one that skips, is
		// refused and changes nothing.
		for _, seq := range []int{3, 5} {
			if err := s.Append(ctx, "g1", Entry{Seq: seq, Key: "x"}, Update{Status: StatusRunning}); !errors.Is(err, ErrConflict) {
				t.Fatalf("append #%d: %v; want ErrConflict", seq, err)
			}
		}
		s.Close()

		s2 := open() // migrations run again: nothing to do
		got, err := s2.Game(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		if got.V != 3 || got.Hash != "h3" || got.Status != StatusRunning || got.Seed != g.Seed || string(got.Options) != `{"players":2}` {
			t.Fatalf("reopened game %+v", got)
		}
		es, err := s2.Entries(ctx, "g1", 1)
		if err != nil || len(es) != 2 || es[0].Seq != 2 || es[1].Key != "k3" || !es[1].Undo || es[0].Undo {
			t.Fatalf("entries after 1: %+v %v", es, err)
		}
		st, err := s2.Seats(ctx, "g1")
		if err != nil || len(st) != 2 || string(st[0].TokenHash) != "\x01\x02\x03" || st[1].Bot != "rules" {
			t.Fatalf("seats %+v %v", st, err)
		}
		if err := s2.SetSeat(ctx, "g1", Seat{Seat: 0, Kind: "human", Claimed: true}); err != nil {
			t.Fatal(err)
		}
		if st, _ := s2.Seats(ctx, "g1"); !st[0].Claimed || st[0].TokenHash != nil {
			t.Fatalf("seat 0 after SetSeat: %+v", st[0])
		}
		if _, err := s2.Game(ctx, "nope"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("unknown game: %v", err)
		}
		// A table created with hints off keeps the setting; g1 has them.
		quiet := newGame("g2")
		quiet.NoHints = true
		if err := s2.Create(ctx, quiet, nil); err != nil {
			t.Fatal(err)
		}
		if got, err := s2.Game(ctx, "g2"); err != nil || !got.NoHints {
			t.Fatalf("g2 created with hints off: %+v %v", got, err)
		}
		if rows, err := s2.List(ctx, Filter{}); err != nil || len(rows) != 2 || rows[0].NoHints == rows[1].NoHints {
			t.Fatalf("listing: %+v %v", rows, err)
		}
		if err := s2.SetStatus(ctx, "nope", Update{Status: StatusOver}); !errors.Is(err, ErrNotFound) {
			t.Fatalf("status of an unknown game: %v", err)
		}
	})
}

// TestRacingAppends: many writers on two handles (two processes) append
// version 1 of one game at once; exactly one wins, the others get
// ErrConflict, and the game is at version 1.
func TestRacingAppends(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() Store) {
		ctx := context.Background()
		handles := []Store{open(), open()}
		if err := handles[0].Create(ctx, newGame("a"), nil); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		results := make([]error, 20)
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i] = handles[i%2].Append(ctx, "a", Entry{Seq: 1, Key: fmt.Sprint(i)}, Update{Status: StatusRunning})
			}()
		}
		wg.Wait()
		won := 0
		for _, err := range results {
			switch {
			case err == nil:
				won++
			case !errors.Is(err, ErrConflict):
				t.Fatal(err)
			}
		}
		if won != 1 {
			t.Fatalf("%d appends of #1 won; want exactly 1", won)
		}
		if g, _ := handles[1].Game(ctx, "a"); g.V != 1 {
			t.Fatalf("v = %d", g.V)
		}
		if es, _ := handles[0].Entries(ctx, "a", 0); len(es) != 1 {
			t.Fatalf("%d entries; want 1", len(es))
		}
	})
}

func TestListChat(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() Store) {
		ctx := context.Background()
		s := open()
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for i := range 5 {
			g := newGame(fmt.Sprint("g", i))
			g.Created = base.Add(time.Duration(i) * time.Minute)
			g.Deadline = base.Add(time.Duration(i) * time.Hour)
			if i%2 == 1 {
				g.Status = StatusRunning
			}
			if err := s.Create(ctx, g, nil); err != nil {
				t.Fatal(err)
			}
		}
		page, err := s.List(ctx, Filter{Limit: 2})
		if err != nil || len(page) != 2 || page[0].ID != "g4" || page[1].ID != "g3" {
			t.Fatalf("first page %v %v", page, err)
		}
		page, err = s.List(ctx, Filter{Limit: 2, After: "g3"})
		if err != nil || len(page) != 2 || page[0].ID != "g2" {
			t.Fatalf("second page %v %v", page, err)
		}
		running, _ := s.List(ctx, Filter{Status: StatusRunning})
		if len(running) != 2 {
			t.Fatalf("%d running; want 2", len(running))
		}
		due, err := s.Due(ctx, base.Add(2*time.Hour), 10)
		if err != nil || len(due) != 1 || due[0] != "g1" {
			t.Fatalf("due: %v %v; want [g1]", due, err)
		}
		for i := range 3 {
			if err := s.AddChat(ctx, "g1", Chat{Seat: i, Text: fmt.Sprint("hello ", i), At: base}); err != nil {
				t.Fatal(err)
			}
		}
		lines, err := s.Chat(ctx, "g1", 2)
		if err != nil || len(lines) != 2 || lines[0].Text != "hello 1" || lines[1].Text != "hello 2" || !lines[0].At.Equal(base) {
			t.Fatalf("chat %v %v", lines, err)
		}
		if n, err := s.Count(ctx); err != nil || n != 5 {
			t.Fatalf("count %d %v", n, err)
		}
	})
}

// TestClaim: of two processes claiming a game at one version, one wins
// until its claim runs out; a claim on a version the game is not at
// fails; the owner may claim again.
func TestClaim(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() Store) {
		ctx := context.Background()
		a, b := open(), open()
		if err := a.Create(ctx, newGame("c"), nil); err != nil {
			t.Fatal(err)
		}
		claim := func(s Store, v int, ttl time.Duration, want bool) {
			t.Helper()
			got, err := s.Claim(ctx, "c", v, ttl)
			if err != nil || got != want {
				t.Fatalf("claim at %d: %v %v; want %v", v, got, err, want)
			}
		}
		claim(a, 0, 300*time.Millisecond, true)
		claim(b, 0, time.Minute, false) // a holds it
		claim(a, 0, 300*time.Millisecond, true)
		claim(b, 1, time.Minute, false) // the game is at 0
		time.Sleep(400 * time.Millisecond)
		claim(b, 0, time.Minute, true) // a's claim ran out (a died, say)
		claim(a, 0, time.Minute, false)
		if err := b.Append(ctx, "c", Entry{Seq: 1, Key: "k"}, Update{Status: StatusRunning}); err != nil {
			t.Fatal(err)
		}
		claim(a, 1, time.Minute, true) // a new version: a new claim
		if _, err := a.Claim(ctx, "nope", 0, time.Second); err != nil {
			t.Fatalf("claim of an unknown game: %v", err)
		}
	})
}

// TestClaimOnce: many claimers on two handles at once; exactly one wins.
func TestClaimOnce(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() Store) {
		ctx := context.Background()
		handles := []Store{open(), open()}
		if err := handles[0].Create(ctx, newGame("c"), nil); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		won := map[int]bool{}
		for i := range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := handles[i%2].Claim(ctx, "c", 0, time.Minute)
				if err != nil {
					t.Error(err)
				}
				if ok {
					mu.Lock()
					won[i%2] = true
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if len(won) != 1 {
			t.Fatalf("handles that won the claim: %v; want exactly one", won)
		}
	})
}

func TestClosedStore(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() Store) {
		s := open()
		s.Close()
		if err := s.Create(context.Background(), newGame("x"), nil); !errors.Is(err, ErrClosed) {
			t.Fatalf("create after close: %v", err)
		}
		if err := s.Ping(context.Background()); !errors.Is(err, ErrClosed) {
			t.Fatalf("ping after close: %v", err)
		}
	})
}
