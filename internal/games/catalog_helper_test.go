package games_test

import (
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/games"
)

func catalog(tb testing.TB) *games.Catalog {
	tb.Helper()
	set, err := content.Load(content.Builtin())
	if err != nil {
		tb.Fatal(err)
	}
	c, err := games.New(set)
	if err != nil {
		tb.Fatal(err)
	}
	return c
}
