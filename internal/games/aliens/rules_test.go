package aliens

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
)

func TestRules_FromContent(t *testing.T) {
	// [aliens A.2] the 60 Endurance cards, [aliens A.17] the 21 Blip
	// tokens and [aliens A.3] the 42 Motion Tracker cards come from
	// content; a Bug Hunt needs six HK VP70s [aliens C.5.1].
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRules(set)
	if err != nil {
		t.Fatal(err)
	}
	eqInt(t, "blip tokens", len(r.BlipValues), 21)
	eqInt(t, "motion tracker cards", len(r.MT), 42)
	pistols := 0
	for c := range DeckSize {
		if r.Deck.cardDef(c).ID == cardPistol {
			pistols++
		}
	}
	if pistols < 6 {
		t.Fatalf("%d pistols", pistols)
	}
	// An overlay that changes the deck is played as it is: the deck
	// belongs to the rules of one content set, not to the package.
	set.Aliens.Endurance = slices.Clone(set.Aliens.Endurance)
	set.Aliens.Endurance[0].Cost++
	r2, err := NewRules(set)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r2.Deck.Defs[0].Cost, r.Deck.Defs[0].Cost+1; got != want {
		t.Fatalf("overlay deck: card 0 costs %d; want %d", got, want)
	}
}
