package content

import (
	"cmp"
	"errors"
	"io"
	"io/fs"
	"slices"
)

// layerFS shows top over base: a path that exists in top is read from top,
// any other from base, and a directory lists the union of both (top's entry
// winning a name in both).
type layerFS struct {
	top, base fs.FS
}

func layer(top, base fs.FS) fs.FS { return &layerFS{top: top, base: base} }

func (l *layerFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	f, err := l.top.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		f, err = l.base.Open(name)
	}
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil || !fi.IsDir() {
		if err != nil {
			f.Close()
			return nil, err
		}
		return f, nil
	}
	entries, err := l.ReadDir(name)
	if err != nil {
		f.Close()
		return nil, err
	}
	return &layerDir{File: f, name: name, entries: entries}, nil
}

func (l *layerFS) ReadDir(name string) ([]fs.DirEntry, error) {
	top, terr := fs.ReadDir(l.top, name)
	if terr != nil && !errors.Is(terr, fs.ErrNotExist) {
		return nil, terr
	}
	base, berr := fs.ReadDir(l.base, name)
	if berr != nil && !errors.Is(berr, fs.ErrNotExist) {
		return nil, berr
	}
	if terr != nil && berr != nil {
		return nil, terr
	}
	out := slices.Clone(top)
	for _, e := range base {
		if !slices.ContainsFunc(top, func(t fs.DirEntry) bool { return t.Name() == e.Name() }) {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return cmp.Compare(a.Name(), b.Name()) })
	return out, nil
}

// layerDir is an open directory of a layerFS: its own Stat and Close, the
// merged listing.
type layerDir struct {
	fs.File
	name    string
	entries []fs.DirEntry
	off     int
}

func (d *layerDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.name, Err: errors.New("is a directory")}
}

func (d *layerDir) ReadDir(n int) ([]fs.DirEntry, error) {
	rest := d.entries[d.off:]
	if n <= 0 {
		d.off = len(d.entries)
		return rest, nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	n = min(n, len(rest))
	d.off += n
	return rest[:n], nil
}
