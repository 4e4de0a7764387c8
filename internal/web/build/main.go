// Command build rebuilds the web client's committed bundle:
// `go generate ./internal/web` runs it in the internal/web directory.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/sulaco/sulaco/internal/web/bundle"
)

func main() {
	js, err := bundle.Build(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.FromSlash(bundle.Output), js, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d bytes\n", bundle.Output, len(js))
}
