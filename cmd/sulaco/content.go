package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/sulaco/sulaco/internal/content"
)

// cmdContent checks content files: "sulaco content validate [DIR]".
func cmdContent(ctx context.Context, e *env, args []string) error {
	fs := newFlags("content", "validate [DIR]", e.stderr)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 1 || fs.NArg() > 2 || fs.Arg(0) != "validate" {
		fs.Usage()
		return errUsage
	}
	fsys, what := content.Builtin(), "built-in content"
	if fs.NArg() == 2 {
		dir := fs.Arg(1)
		var err error
		if fsys, err = content.Overlay(dir); err != nil {
			return err
		}
		what = dir + " over the built-in content"
	}
	set, err := content.Load(fsys)
	if err != nil {
		var list content.ErrorList
		if errors.As(err, &list) {
			for _, p := range list {
				fmt.Fprintln(e.stdout, p)
			}
			return fmt.Errorf("%s: %d problems", what, len(list))
		}
		return err
	}
	a, m := set.Aliens, set.Mars
	fmt.Fprintf(e.stdout, "%s: ok (version %s)\n", what, set.Version)
	fmt.Fprintf(e.stdout, "  aliens: %d characters, %d board sides\n", len(a.Characters), len(a.Boards))
	fmt.Fprintf(e.stdout, "  marsattacks: %d profiles, %d abilities\n", len(m.Profiles), len(m.Abilities))
	return nil
}
