package safefile

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestWriteReplacesAndKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	if err := WriteBytes(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != DefaultMode {
		t.Errorf("a new file has mode %v", info.Mode().Perm())
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteBytes(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if info, _ := os.Stat(path); string(got) != "two" || info.Mode().Perm() != 0o600 {
		t.Errorf("after the second save: %q, mode %v", got, info.Mode().Perm())
	}
	assertOnlyFile(t, filepath.Dir(path))
}

// TestWriteErrorKeepsOldSave: a writer that fails halfway leaves the
// earlier save whole and no temporary file behind.
func TestWriteErrorKeepsOldSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	if err := WriteBytes(path, []byte("good save")); err != nil {
		t.Fatal(err)
	}
	err := Write(path, func(w io.Writer) error {
		w.Write([]byte("half"))
		return errors.New("disk on fire")
	})
	if err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("error %v does not name the file", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "good save" {
		t.Fatalf("the earlier save became %q", got)
	}
	assertOnlyFile(t, filepath.Dir(path))
}

// TestWriteOnFullDisk saves on a small tmpfs filled up: the save fails
// with ENOSPC, and the earlier save is whole (os.WriteFile truncated it
// first). It needs root to mount the tmpfs, and skips otherwise.
func TestWriteOnFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a small tmpfs to fill up needs root")
	}
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k"); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v)", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	path := filepath.Join(dir, "save.json")
	good := bytes.Repeat([]byte("choice\n"), 2000) // 14 KB
	if err := WriteBytes(path, good); err != nil {
		t.Fatal(err)
	}
	// Fill the disk.
	fill, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := fill.Write(make([]byte, 4096)); err != nil {
			break
		}
	}
	fill.Close()
	bigger := bytes.Repeat([]byte("longer choice\n"), 4000) // 56 KB
	err = WriteBytes(path, bigger)
	if !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), path) {
		t.Fatalf("saving on a full disk: %v", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, good) {
		t.Fatalf("the earlier save is %d bytes, want %d", len(got), len(good))
	}
	os.Remove(filepath.Join(dir, "filler"))
	assertOnlyFile(t, dir)
}

func assertOnlyFile(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("files left in %s: %v", dir, names)
	}
}

// TestWriteRefusesReadOnly: a read-only file is never replaced.
func TestWriteRefusesReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	if err := WriteBytes(path, []byte("keep")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o440); err != nil {
		t.Fatal(err)
	}
	if err := WriteBytes(path, []byte("lose")); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("overwriting a read-only file: %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "keep" {
		t.Fatalf("the read-only file became %q", got)
	}
}
