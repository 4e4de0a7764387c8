package aliens

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
	"github.com/sulaco/sulaco/internal/i18n"
)

// newGame sets a drill up with the default options changed by mut; the
// game waits at its first decision (I.2).
func newGame(t *testing.T, mut func(*Options)) *Game {
	t.Helper()
	o := DefaultOptions()
	if mut != nil {
		mut(&o)
	}
	g, err := New(o, 7)
	if err != nil {
		t.Fatal(err)
	}
	g.TakeEvents()
	return g
}

// layout places Endurance cards for a test. Names are card ids (the next
// free copy) or card keys ("m41a-pulse-rifle.3"). Cards not named and not
// equipped go to the Discard Pile, after the named discards.
type layout struct {
	Above, Under, Exhaust, Discard []string
	Hands                          [][]string
}

func (g *Game) arrange(t *testing.T, l layout) {
	t.Helper()
	used := make([]bool, DeckSize)
	for i := range g.st.Chars {
		for _, c := range g.st.Chars[i].Slots {
			if c >= 0 {
				used[c] = true
			}
		}
	}
	resolve := func(names []string) []int {
		var out []int
		for _, n := range names {
			c := -1
			if strings.Contains(n, ".") {
				c, _ = testDeck().cardByKey(n)
			} else {
				c = testDeck().firstCard(n, used)
			}
			if c < 0 || (used[c] && strings.Contains(n, ".")) {
				t.Fatalf("arrange: no free card %q", n)
			}
			used[c] = true
			out = append(out, c)
		}
		return out
	}
	st := &g.st
	st.Deck = append(resolve(l.Above), Reshuffle)
	st.Deck = append(st.Deck, resolve(l.Under)...)
	st.Exhaust = resolve(l.Exhaust)
	st.Discard = resolve(l.Discard)
	st.Limbo, st.Revealed = nil, nil
	for s := range st.Hands {
		st.Hands[s] = nil
		if s < len(l.Hands) {
			st.Hands[s] = resolve(l.Hands[s])
		}
	}
	for c := range DeckSize {
		if !used[c] {
			st.Discard = append(st.Discard, c)
		}
	}
	if err := g.Check(); err != nil {
		t.Fatalf("arrange: %v", err)
	}
}

// ids lists the card ids (without copy numbers) of cards.
func ids(cards []int) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = testDeck().cardDef(c).ID
	}
	return out
}

func eq(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Fatalf("%s = %q; want %q", what, got, want)
	}
}

func eqInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Fatalf("%s = %d; want %d", what, got, want)
	}
}

// above and under split the deck at the Reshuffle card.
func (g *Game) above() []int { return g.st.Deck[:slices.Index(g.st.Deck, Reshuffle)] }
func (g *Game) under() []int { return g.st.Deck[slices.Index(g.st.Deck, Reshuffle)+1:] }

func (g *Game) addAlien(tokens int) int {
	g.st.NextAlien++
	g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, Tokens: tokens, At: -1})
	return g.st.NextAlien
}

func hasEvent(evs []engine.Event, rule, key string) bool {
	for _, e := range evs {
		if e.Rule == rule && e.Msg.Key == key {
			return true
		}
	}
	return false
}

// play wraps enginetest.Play.
func play(t *testing.T, g *Game) *enginetest.Scenario { return enginetest.Play(t, g) }

// TestMessages checks that every message key the rules code emits has an
// English text.
func TestMessages(t *testing.T) {
	cat, err := i18n.New()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("*.go")
	re := regexp.MustCompile(`"(aliens\.[a-z0-9.-]+)"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			n++
			if !cat.Has("en", m[1]) {
				t.Errorf("%s: message %s has no English text", f, m[1])
			}
		}
	}
	if n < 50 || !cat.Has("en", "aliens.title") {
		t.Fatalf("found only %d message keys", n)
	}
}

// testDeck is the built-in Endurance deck, for tests that look cards up
// without a game at hand.
func testDeck() *Deck {
	r, err := BuiltinRules()
	if err != nil {
		panic(err)
	}
	return &r.Deck
}
