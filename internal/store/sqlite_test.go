package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func openTemp(t *testing.T) (*SQLite, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sulaco.db")
	s, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

func newGame(id string) *Game {
	return &Game{ID: id, Game: "pig", Content: "c1", Options: []byte(`{"players":2}`), Seed: 1<<63 + 5,
		Seats: []byte(`[{"player":"human"},{"player":"bot:rules"}]`), Status: StatusOpen, Clock: []byte(`{}`), Turn: 0}
}

func TestCreateAppendReopen(t *testing.T) {
	ctx := context.Background()
	s, path := openTemp(t)
	g := newGame("g1")
	seats := []Seat{{Seat: 0, Kind: "human", TokenHash: []byte{1, 2, 3}}, {Seat: 1, Kind: "bot", Bot: "rules"}}
	if err := s.Create(ctx, g, seats); err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ctx, newGame("g1"), nil); !errors.Is(err, ErrConflict) {
		t.Fatalf("second create of g1: %v; want ErrConflict", err)
	}
	for i := 1; i <= 3; i++ {
		if err := s.Append(ctx, "g1", Entry{Seq: i, Seat: i % 2, Key: fmt.Sprintf("k%d", i)},
			Update{Status: StatusRunning, Hash: fmt.Sprintf("h%d", i), Clock: []byte(`{}`), Turn: 1}); err != nil {
			t.Fatal(err)
		}
	}
	// A choice at a stored sequence number, or one that skips, is refused
	// and changes nothing.
	for _, seq := range []int{3, 5} {
		if err := s.Append(ctx, "g1", Entry{Seq: seq, Key: "x"}, Update{Status: StatusRunning}); !errors.Is(err, ErrConflict) {
			t.Fatalf("append #%d: %v; want ErrConflict", seq, err)
		}
	}
	s.Close()

	s2, err := OpenSQLite(path) // migrations run again: nothing to do
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	got, err := s2.Game(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if got.V != 3 || got.Hash != "h3" || got.Status != StatusRunning || got.Seed != g.Seed || string(got.Options) != `{"players":2}` {
		t.Fatalf("reopened game %+v", got)
	}
	es, err := s2.Entries(ctx, "g1", 1)
	if err != nil || len(es) != 2 || es[0].Seq != 2 || es[1].Key != "k3" {
		t.Fatalf("entries after 1: %+v %v", es, err)
	}
	st, err := s2.Seats(ctx, "g1")
	if err != nil || len(st) != 2 || string(st[0].TokenHash) != "\x01\x02\x03" || st[1].Bot != "rules" {
		t.Fatalf("seats %+v %v", st, err)
	}
	if _, err := s2.Game(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown game: %v", err)
	}
}

// TestGroupCommit: concurrent appends to many games share transactions,
// and every acknowledged one is stored.
func TestGroupCommit(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	const games, each = 40, 10
	for g := range games {
		if err := s.Create(ctx, newGame(fmt.Sprint("g", g)), nil); err != nil {
			t.Fatal(err)
		}
	}
	c0, w0 := s.Stats()
	var wg sync.WaitGroup
	errs := make(chan error, games)
	for g := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 1; i <= each; i++ {
				if err := s.Append(ctx, fmt.Sprint("g", g), Entry{Seq: i, Key: "k"}, Update{Status: StatusRunning}); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	c1, w1 := s.Stats()
	if w1-w0 != games*each {
		t.Fatalf("%d writes; want %d", w1-w0, games*each)
	}
	if c1-c0 >= w1-w0 {
		t.Fatalf("%d commits for %d writes: no grouping", c1-c0, w1-w0)
	}
	for g := range games {
		es, err := s.Entries(ctx, fmt.Sprint("g", g), 0)
		if err != nil || len(es) != each {
			t.Fatalf("game %d: %d entries, %v", g, len(es), err)
		}
	}
}

// TestFailedWriteInBatch: one write that fails does not undo the others
// of its transaction.
func TestFailedWriteInBatch(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	if err := s.Create(ctx, newGame("a"), nil); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	results := make([]error, 20)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = s.Append(ctx, "a", Entry{Seq: 1, Key: fmt.Sprint(i)}, Update{Status: StatusRunning})
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
	if g, _ := s.Game(ctx, "a"); g.V != 1 {
		t.Fatalf("v = %d", g.V)
	}
}

func TestListChatBackup(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 5 {
		g := newGame(fmt.Sprint("g", i))
		g.Created = base.Add(time.Duration(i) * time.Minute)
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
	for i := range 3 {
		if err := s.AddChat(ctx, "g1", Chat{Seat: i, Text: fmt.Sprint("hello ", i), At: base}); err != nil {
			t.Fatal(err)
		}
	}
	lines, err := s.Chat(ctx, "g1", 2)
	if err != nil || len(lines) != 2 || lines[0].Text != "hello 1" || lines[1].Text != "hello 2" {
		t.Fatalf("chat %v %v", lines, err)
	}
	copyPath := filepath.Join(t.TempDir(), "backup.db")
	if err := s.Backup(ctx, copyPath); err != nil {
		t.Fatal(err)
	}
	b, err := OpenSQLite(copyPath)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if n, err := b.Count(ctx); err != nil || n != 5 {
		t.Fatalf("backup holds %d games, %v", n, err)
	}
}

func TestClosedStore(t *testing.T) {
	s, _ := openTemp(t)
	s.Close()
	if err := s.Create(context.Background(), newGame("x"), nil); !errors.Is(err, ErrClosed) {
		t.Fatalf("create after close: %v", err)
	}
	if err := s.Ping(context.Background()); !errors.Is(err, ErrClosed) {
		t.Fatalf("ping after close: %v", err)
	}
}
