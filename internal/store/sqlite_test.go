package store

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
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

// TestBackup: a copy taken while the store is open holds every game.
func TestBackup(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	for i := range 5 {
		if err := s.Create(ctx, newGame(fmt.Sprint("g", i)), nil); err != nil {
			t.Fatal(err)
		}
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
