package games_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
)

// ruleCase is one rule test written against a position through the
// public API only (testdata/positions/<game>/cases.yaml): the position,
// the choices made from it, and the events, options and outcome the
// rule says must follow.
type ruleCase struct {
	Name string `yaml:"name"`
	// Rule is the rule the case checks ("aliens K.4", "mars M.8.3").
	Rule string `yaml:"rule"`
	// Example names the rulebook's worked example the case sets up
	// (lines of the seed), when it is one.
	Example  string `yaml:"example,omitempty"`
	Position string `yaml:"position"`
	// Choices are option keys, answered by the seat the decision asks.
	Choices []string `yaml:"choices,omitempty"`
	// Events must happen in this order (others may come between): "rule
	// message-key", "rule message-key arg=value ...", or a message key.
	Events []string `yaml:"events,omitempty"`
	// NoEvents must not happen (same form).
	NoEvents []string `yaml:"no-events,omitempty"`
	// Options must be offered by the decision pending at the end;
	// NotOptions must not.
	Options    []string `yaml:"options,omitempty"`
	NotOptions []string `yaml:"not-options,omitempty"`
	// Winner is the outcome's winner, when the case ends the game.
	Winner string `yaml:"winner,omitempty"`
	// Error is part of the error loading the position must give.
	Error string `yaml:"error,omitempty"`
}

// TestRulesFromPositions runs the rule tests and the rulebooks' worked
// examples of both games from position files. SULACO_EXPLORE=name prints
// every event and the options after each choice of that case.
func TestRulesFromPositions(t *testing.T) {
	for _, game := range []string{"aliens", "marsattacks"} {
		dir := filepath.Join("testdata", "positions", game)
		data, err := os.ReadFile(filepath.Join(dir, "cases.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		var cases []ruleCase
		if err := yaml.UnmarshalWithOptions(data, &cases, yaml.DisallowUnknownField()); err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		for _, c := range cases {
			t.Run(game+"/"+c.Rule+"/"+c.Name, func(t *testing.T) { runCase(t, dir, c) })
		}
	}
}

func runCase(t *testing.T, dir string, c ruleCase) {
	if !strings.HasPrefix(c.Rule, "aliens ") && !strings.HasPrefix(c.Rule, "mars ") {
		t.Fatalf("rule %q names no rulebook", c.Rule)
	}
	path := filepath.Join(dir, c.Position)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	explore := os.Getenv("SULACO_EXPLORE") == c.Name
	g, err := games.FromPosition(path, data)
	if c.Error != "" {
		if err == nil || !strings.Contains(err.Error(), c.Error) {
			t.Fatalf("load error %v, want one containing %q", err, c.Error)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	var events []string
	note := func(evs []engine.Event) {
		for _, ev := range evs {
			s := eventText(ev)
			events = append(events, s)
			if explore {
				t.Log("  event:", s)
			}
		}
	}
	note(g.TakeEvents())
	for i, key := range c.Choices {
		d := g.Pending()
		if explore {
			t.Logf("choice %d: seat %v options %v", i, d.Seat, d.Keys())
		}
		if d == nil {
			t.Fatalf("choice %d %q: the game is over", i, key)
		}
		if err := g.Apply(d.Seat, key); err != nil {
			t.Fatalf("choice %d: %v (options %v)", i, err, d.Keys())
		}
		note(g.TakeEvents())
		if ck, ok := g.(engine.Checker); ok {
			if err := ck.Check(); err != nil {
				t.Fatalf("after choice %d: %v", i, err)
			}
		}
	}
	if explore && g.Pending() != nil {
		t.Logf("pending: seat %v options %v", g.Pending().Seat, g.Pending().Keys())
	}
	k := 0
	for _, want := range c.Events {
		for k < len(events) && !eventMatches(events[k], want) {
			k++
		}
		if k == len(events) {
			t.Fatalf("no event %q (in order) among:\n%s", want, strings.Join(events, "\n"))
		}
		k++
	}
	for _, bad := range c.NoEvents {
		for _, ev := range events {
			if eventMatches(ev, bad) {
				t.Fatalf("event %q happened: %s", bad, ev)
			}
		}
	}
	var keys []string
	if d := g.Pending(); d != nil {
		keys = d.Keys()
	}
	for _, o := range c.Options {
		if !slices.Contains(keys, o) {
			t.Fatalf("option %q not offered; offered: %v", o, keys)
		}
	}
	for _, o := range c.NotOptions {
		if slices.Contains(keys, o) {
			t.Fatalf("option %q offered", o)
		}
	}
	if c.Winner != "" {
		o := g.Outcome()
		if o == nil || o.Winner != c.Winner {
			t.Fatalf("outcome %+v, want winner %q", o, c.Winner)
		}
	}
}

// eventText is "rule key arg=value ..." of an event.
func eventText(ev engine.Event) string {
	var b strings.Builder
	b.WriteString(ev.Rule)
	b.WriteString(" ")
	b.WriteString(ev.Msg.Key)
	for _, a := range ev.Msg.Args {
		fmt.Fprintf(&b, " %s=%s", a.Name, a.Value)
	}
	return b.String()
}

// eventMatches: every word of want is a word of the event.
func eventMatches(ev, want string) bool {
	words := strings.Fields(ev)
	// the rule ("aliens K.4") is two words
	for _, w := range strings.Fields(want) {
		if !slices.Contains(words, w) {
			return false
		}
	}
	return true
}
