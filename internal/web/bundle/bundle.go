// Package bundle builds the web client's script: esbuild's Go API
// bundles the TypeScript under internal/web/src (and the vendored
// Preact) into one minified file, with no Node and no network.
package bundle

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Entry is the client's entry point, relative to the web directory.
const Entry = "src/main.tsx"

// Output is where the bundle is committed, relative to the web directory.
const Output = "assets/app.js"

// Build bundles the client whose sources are under dir (the
// internal/web directory) and returns the script. The same sources give
// the same bytes.
func Build(dir string) ([]byte, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	res := api.Build(api.BuildOptions{
		AbsWorkingDir:     abs,
		EntryPoints:       []string{Entry},
		Bundle:            true,
		Write:             false,
		Outfile:           Output,
		Format:            api.FormatIIFE,
		Target:            api.ES2020,
		Platform:          api.PlatformBrowser,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		Charset:           api.CharsetUTF8,
		LegalComments:     api.LegalCommentsEndOfFile,
		JSX:               api.JSXTransform,
		JSXFactory:        "h",
		JSXFragment:       "Fragment",
		Sourcemap:         api.SourceMapNone,
		LogLevel:          api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		var msgs []string
		for _, m := range res.Errors {
			where := ""
			if m.Location != nil {
				where = fmt.Sprintf("%s:%d:%d: ", m.Location.File, m.Location.Line, m.Location.Column)
			}
			msgs = append(msgs, where+m.Text)
		}
		return nil, errors.New("bundle: " + strings.Join(msgs, "\n"))
	}
	for _, f := range res.OutputFiles {
		if strings.HasSuffix(f.Path, ".js") {
			return f.Contents, nil
		}
	}
	return nil, errors.New("bundle: esbuild wrote no script")
}
