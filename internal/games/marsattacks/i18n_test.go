package marsattacks

import (
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// Every message key the rules emit (events, prompts, options, outcomes)
// has English text, and every argument it names is given.
func TestMessagesHaveEnglish(t *testing.T) {
	cat, err := builtinText()
	if err != nil {
		t.Fatal(err)
	}
	en := cat.Printer("en")
	seen := map[string]engine.Msg{}
	note := func(m engine.Msg) {
		if m.Key != "" {
			seen[m.Key] = m
		}
	}
	for seed := uint64(1); seed <= 12+3*uint64(len(scenarioIDs())); seed++ {
		o := DefaultOptions()
		if seed > 12 {
			o.Scenario = scenarioIDs()[int(seed-13)%len(scenarioIDs())]
		}
		g, err := New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := engine.NewRNG(seed)
		for d := g.Pending(); d != nil; d = g.Pending() {
			note(d.Prompt)
			for _, o := range d.Options {
				note(o.Msg)
			}
			if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
				t.Fatal(err)
			}
			for _, e := range g.TakeEvents() {
				note(e.Msg)
			}
		}
		note(g.Outcome().Reason)
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if !cat.Has("en", k) {
			t.Errorf("no English text for %q", k)
			continue
		}
		if s := en.Sprint(seen[k]); strings.Contains(s, "<no value>") {
			t.Errorf("%q renders %q: an argument is missing", k, s)
		}
	}
	if len(keys) < 60 {
		t.Errorf("only %d message keys seen; the random games are too short", len(keys))
	}
}
