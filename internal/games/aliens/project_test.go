package aliens

import (
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestPublicOption_HiddenCards: [aliens F.4.2] a card recycled from hand
// goes face down under the deck, [aliens F.3.3] one Exhausted from hand
// face down on the Exhaust Pile: what the other seats learn of such a
// choice names no card, neither in its key nor in its message; a card
// played in the open shows by name, never by copy. The choices are found
// in random games.
func TestPublicOption_HiddenCards(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 80 && len(seen) < 3; i++ {
		h := randomHeader(i)
		g, err := NewFromHeader(&h)
		if err != nil {
			t.Fatal(err)
		}
		pick := engine.NewRNG(uint64(i))
		for step := 0; step < 3000; step++ {
			d := g.Pending()
			if d == nil {
				break
			}
			for _, o := range d.Options {
				prefix, arg, _ := strings.Cut(o.Key, ":")
				if _, isCard := testDeck().cardByKey(arg); !isCard {
					continue
				}
				pub := engine.PublicChoice(g, d, o.Key)
				if strings.Contains(pub.Key, arg) {
					t.Fatalf("%q shows as %q", o.Key, pub.Key)
				}
				switch prefix {
				case "recycle", "reroll", "take":
					seen[prefix] = true
					if pub.Key != prefix || pub.Msg.Arg("card") != "" || pub.Msg.Key == o.Msg.Key {
						t.Fatalf("%q shows as %+v", o.Key, pub)
					}
				default:
					if pub.Msg.Key != o.Msg.Key {
						t.Fatalf("the open choice %q shows as %+v", o.Key, pub)
					}
				}
			}
			if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !seen["recycle"] || !seen["reroll"] {
		t.Fatalf("random games offered too few hidden choices: %v", seen)
	}
}
