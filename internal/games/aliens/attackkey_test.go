package aliens

import "testing"

// TestAttackKeyTable checks the attack keys the rules build once
// (cardInst.attack) against the key built afresh, and that ids past the
// table and cards without one still get it from the game's memo.
func TestAttackKeyTable(t *testing.T) {
	r, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{rules: r}
	weapons := 0
	for w := range DeckSize {
		if r.Deck.List[w].attack != nil {
			weapons++
		}
		for _, id := range []int{0, 1, 7, attackKeyIDs - 1, attackKeyIDs, 200, 300} {
			want := "attack:" + r.Deck.cardKey(w) + ":" + alienKey(id)
			if got := g.attackKey(w, id); got != want {
				t.Fatalf("attackKey(%d, %d) = %q, want %q", w, id, got, want)
			}
		}
	}
	if weapons == 0 {
		t.Fatal("no weapon card has an attack key table")
	}
}
