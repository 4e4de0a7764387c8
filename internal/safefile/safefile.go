// Package safefile is the one way Sulaco replaces a file it saves (a
// game's record, a campaign): the new content goes to a temporary file
// beside the old one, is synced to the disk, and only then takes the old
// one's name, and the directory is synced so the rename outlives a crash.
// A full disk, a crash or a write error at any point leaves the earlier
// save as it was. (github.com/google/renameio does the rename but leaves
// the directory unsynced, by design: it promises atomicity, not
// durability.)
package safefile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// DefaultMode is the mode of a file that did not exist before.
const DefaultMode fs.FileMode = 0o644

// Write replaces the file at path with what write writes, keeping the
// mode of the file it replaces (DefaultMode for a new file). A read-only
// file is refused, not replaced (a rename would replace it all the
// same). The error names the file.
func Write(path string, write func(w io.Writer) error) (err error) {
	mode := DefaultMode
	if info, statErr := os.Stat(path); statErr == nil {
		mode = info.Mode().Perm()
		if mode&0o200 == 0 {
			return fmt.Errorf("save %s: the file is read-only; not overwritten", path)
		}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	renamed := false
	defer func() {
		if !renamed {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	renamed = true
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("save %s: the file is saved, but its directory did not sync: %w", path, err)
	}
	return nil
}

// WriteBytes replaces the file at path with data (see Write).
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := io.Copy(w, bytes.NewReader(data))
		return err
	})
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, os.ErrInvalid) {
		return nil // a file system that cannot sync a directory (not on Linux)
	}
	return err
}
