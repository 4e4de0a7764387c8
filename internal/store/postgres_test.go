package store

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/store/pgtest"
)

// listen starts s's listener and returns its notes and resyncs.
func listen(t *testing.T, s *Postgres) (chan Note, chan struct{}) {
	t.Helper()
	notes, resyncs := make(chan Note, 100), make(chan struct{}, 10)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.Listen(ctx, func(n Note) { notes <- n }, func() { resyncs <- struct{}{} })
	}()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case <-resyncs: // connected and listening
	case <-time.After(10 * time.Second):
		t.Fatal("the listener did not connect")
	}
	return notes, resyncs
}

func nextNote(t *testing.T, notes chan Note) Note {
	t.Helper()
	select {
	case n := <-notes:
		return n
	case <-time.After(10 * time.Second):
		t.Fatal("no note")
		return Note{}
	}
}

// TestNotes: every write another process must hear of notifies, from its
// own transaction: a refused append tells nobody.
func TestNotes(t *testing.T) {
	ctx := context.Background()
	url := pgtest.NewDatabase(t)
	open := func() *Postgres {
		s, err := OpenPostgres(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b := open(), open()
	notes, _ := listen(t, b)
	if err := a.Create(ctx, newGame("n"), nil); err != nil {
		t.Fatal(err)
	}
	at := time.UnixMilli(1_700_000_000_000)
	if err := a.Append(ctx, "n", Entry{Seq: 1, Seat: 1, Key: "roll", At: at}, Update{Status: StatusRunning}); err != nil {
		t.Fatal(err)
	}
	if err := a.Append(ctx, "n", Entry{Seq: 1, Seat: 0, Key: "hold"}, Update{Status: StatusRunning}); err == nil {
		t.Fatal("a second #1 was stored")
	}
	a.SetSeat(ctx, "n", Seat{Seat: 0, Kind: "human", Bot: "rules"})
	a.SetStatus(ctx, "n", Update{Status: StatusAbandoned})
	a.AddChat(ctx, "n", Chat{Seat: 0, Text: "gg", At: at})
	want := []Note{
		{Kind: NoteEntry, Game: "n", Seq: 1, Seat: 1, Key: "roll", At: at.UnixMilli(), From: a.Owner()},
		{Kind: NoteGame, Game: "n", Seat: 0, From: a.Owner()},
		{Kind: NoteGame, Game: "n", Seat: -1, From: a.Owner()},
		{Kind: NoteChat, Game: "n", Seat: 0, Text: "gg", At: at.UnixMilli(), From: a.Owner()},
	}
	for i, w := range want {
		if got := nextNote(t, notes); got != w {
			t.Fatalf("note %d: %+v; want %+v", i, got, w)
		}
	}
	select {
	case n := <-notes:
		t.Fatalf("an extra note: %+v", n)
	case <-time.After(200 * time.Millisecond):
	}
}

// TestListenerReconnects: a listener whose connection is cut connects
// again and asks for a resync (what it missed is in the tables).
func TestListenerReconnects(t *testing.T) {
	ctx := context.Background()
	c := pgtest.Get(t)
	url := pgtest.NewDatabase(t)
	s, err := OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.ListenRetry = 100 * time.Millisecond
	notes, resyncs := listen(t, s)
	if err := c.Exec(ctx, url, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, "sulaco-listen-"+s.Owner()); err != nil {
		t.Fatal(err)
	}
	select {
	case <-resyncs:
	case <-time.After(10 * time.Second):
		t.Fatal("no resync after the listener's connection was cut")
	}
	if err := s.Create(ctx, newGame("r"), nil); err != nil {
		t.Fatal(err)
	}
	if err := s.AddChat(ctx, "r", Chat{Text: fmt.Sprint("after")}); err != nil {
		t.Fatal(err)
	}
	if n := nextNote(t, notes); n.Text != "after" {
		t.Fatalf("note after reconnecting: %+v", n)
	}
}
