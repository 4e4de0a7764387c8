package aliens

import (
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// The detail panel marked active is the Character the pending question
// names ("Where in the start area does Ellen Ripley set up?"), and only
// the chooser's scene shows where the options point.
func TestSceneActivePanelIsTheCharacterAsked(t *testing.T) {
	g := newGame(t, func(o *Options) { o.Mission, o.Players = "bug-hunt-1", 2 })
	d := g.Pending()
	if d.Prompt.Key != "aliens.prompt.start" {
		t.Fatalf("first question %s", d.Prompt.Key)
	}
	sc := g.Scene(d.Seat)
	active := ""
	for _, p := range sc.Panels {
		if p.Active {
			active = p.ID
		}
	}
	id, _ := strings.CutPrefix(active, "character:")
	if c, ok := charByKey(id); !ok || c.Name() != d.Prompt.Arg("char") {
		t.Fatalf("active panel %q; the prompt asks about %s", active, d.Prompt.Arg("char"))
	}
	if len(sc.Targets) == 0 {
		t.Fatal("the chooser's scene shows no option squares")
	}
	other := (d.Seat + 1) % 2
	if len(g.Scene(other).Targets) != 0 || len(g.Scene(engine.Spectator).Targets) != 0 {
		t.Fatal("another seat's scene shows where the chooser's options point")
	}
}
