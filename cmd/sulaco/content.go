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
	endurance, mt, blips := 0, 0, 0
	for _, c := range a.Endurance {
		endurance += c.Copies
	}
	for _, c := range a.MotionTracker {
		mt += c.Copies
	}
	for _, b := range a.Blips {
		blips += b.Count
	}
	fmt.Fprintf(e.stdout, "  aliens: %d characters, %d board sides, %d missions, %d Endurance cards, %d Motion Tracker cards, %d Blip tokens\n",
		len(a.Characters), len(a.Boards), len(a.Missions), endurance, mt, blips)
	cards := 0
	for _, c := range m.Cards {
		cards += c.Copies
	}
	fmt.Fprintf(e.stdout, "  marsattacks: %d profiles, %d abilities, %d cards of %d kinds\n",
		len(m.Profiles), len(m.Abilities), cards, len(m.Cards))
	return nil
}
