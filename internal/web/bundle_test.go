package web

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/sulaco/sulaco/internal/web/bundle"
)

// TestBundleIsFresh fails when the committed bundle is not what the
// sources build to: run `go generate ./internal/web` and commit
// assets/app.js.
func TestBundleIsFresh(t *testing.T) {
	fresh, err := bundle.Build(".")
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile(filepath.FromSlash(bundle.Output))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(fresh, committed) {
		t.Fatalf("%s (%d bytes) is not a fresh build of src/ (%d bytes): run go generate ./internal/web and commit it", bundle.Output, len(committed), len(fresh))
	}
}
