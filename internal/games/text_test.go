package games_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
	"github.com/sulaco/sulaco/internal/i18n"
)

// world loads the built-in content, the games and every text.
func world(t testing.TB) (*content.Set, *games.Catalog, *i18n.Catalog) {
	t.Helper()
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	text, err := set.Text()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := games.New(set)
	if err != nil {
		t.Fatal(err)
	}
	return set, cat, text
}

// Every text of the content (names, abilities, cards, missions,
// scenarios) and of the rules (every numbered rule of both specs) exists
// in every language, not only in English.
func TestEveryEntryInEveryLanguage(t *testing.T) {
	_, _, text := world(t)
	rules := 0
	for _, key := range text.Keys("en") {
		if len(key) > 5 && key[:5] == "rule." {
			rules++
		}
		for _, lang := range i18n.Languages[1:] {
			if !text.Has(lang, key) {
				t.Errorf("%s has no text for %s", lang, key)
			}
		}
	}
	if rules < 600 {
		t.Errorf("only %d rule texts; want every numbered rule of both specs", rules)
	}
}

// played is one played game's messages: every prompt, option, event and
// the outcome.
func played(t *testing.T, cat *games.Catalog, game string, opts any, seats int, seed uint64) []engine.Msg {
	t.Helper()
	raw, err := json.Marshal(opts)
	if err != nil {
		t.Fatal(err)
	}
	h := &engine.Header{Game: game, Options: raw, Seed: seed}
	for range seats {
		h.Seats = append(h.Seats, engine.SeatInfo{Player: "bot:random"})
	}
	g, err := cat.NewGame(h)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []engine.Msg
	pick := engine.NewRNG(seed)
	for n := 0; g.Pending() != nil; n++ {
		if n > 20000 {
			t.Fatalf("%s seed %d: no end after %d choices", game, seed, n)
		}
		d := g.Pending()
		msgs = append(msgs, d.Prompt)
		for _, o := range d.Options {
			msgs = append(msgs, o.Msg)
		}
		if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
			t.Fatal(err)
		}
		for _, e := range g.TakeEvents() {
			msgs = append(msgs, e.Msg)
			if e.Rule != "" {
				msgs = append(msgs, engine.Msg{Key: i18n.RuleKey(e.Rule)})
			}
		}
	}
	return append(msgs, g.Outcome().Reason)
}

// A German, French or Polish rendering of played games holds no English
// and no id: every message, every name in it and the rule each event
// cites has its own text in that language (no fallback), and no argument
// is shown as a raw word (Printer.Gaps).
func TestPlayedGamesSpeakTheLanguage(t *testing.T) {
	set, cat, text := world(t)
	type game struct {
		name  string
		opts  any
		seats int
	}
	var list []game
	for _, m := range set.Aliens.Missions {
		for _, players := range []int{1, 4} {
			o := aliens.DefaultOptions()
			o.Mission, o.Players = m.ID, players
			if m.ID == "rescue" {
				o.Captives = []string{"hudson"} // S.1: a Rescue needs someone to rescue
			}
			list = append(list, game{aliens.Name, o, players})
		}
	}
	for _, s := range marsattacks.Scenarios() {
		o := marsattacks.DefaultOptions()
		o.Scenario = s
		list = append(list, game{marsattacks.Name, o, 2})
	}
	gaps := map[string]bool{}
	for i, g := range list {
		for _, m := range played(t, cat, g.name, g.opts, g.seats, uint64(i+1)) {
			if m.Key == "" {
				continue
			}
			for _, lang := range i18n.Languages[1:] {
				for _, gap := range text.Printer(lang).Gaps(m) {
					gaps[gap] = true
				}
			}
		}
	}
	reportGaps(t, gaps)
}

// reportGaps fails the test with each gap of a language, in order.
func reportGaps(t *testing.T, gaps map[string]bool) {
	t.Helper()
	var out []string
	for gap := range gaps {
		out = append(out, gap)
	}
	slices.Sort(out)
	for _, gap := range out {
		t.Error(gap)
	}
}
