package marsattacks

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// playableByName is playable as it was before cardPlay: by the effect's
// name, at every call.
func (g *Game) playableByName(s Side, e *Effect) bool {
	switch e.Fx {
	case fxExtraMove:
		return g.anyExtraMover(s)
	case fxReinforcements:
		return g.anyReinforcement(s) && g.anyDeploySquare(s)
	case fxAttack, fxMutantBeetle:
		return true
	case fxSquashBeetle:
		return g.beetle.On
	}
	return false
}

// TestCardPlayClasses checks the card classes read once per definition
// (cardNames: hand, support, react, play) against the definitions, and
// playable by class against playable by effect name after every choice
// of a random game of every setup: the turn options' card plays and the
// reactions are offered as before. [mars M.4.8, M.13.5]
func TestCardPlayClasses(t *testing.T) {
	for n, sc := range append(scenarioIDs(), "skirmish") {
		o := DefaultOptions()
		o.Scenario = sc
		seed := uint64(n + 7)
		g, err := New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		cn := g.cardNameTable()
		for di := range g.cardDefs {
			d, c := &g.cardDefs[di], &cn[di]
			if c.hand != (d.Kind == HandCard) || c.support != (d.Kind == SupportCard) || c.react != (d.Kind == HandCard && d.Timing == AnyTime) {
				t.Fatalf("%s: card %s: classes hand %v support %v react %v, definition kind %v timing %v", sc, d.ID, c.hand, c.support, c.react, d.Kind, d.Timing)
			}
		}
		pick := engine.NewRNG(seed)
		checked := 0
		for dec := g.Pending(); dec != nil; dec = g.Pending() {
			for s := range 2 {
				for di := range g.cardDefs {
					e := &g.cardDefs[di].Effect[s]
					if got, want := g.playableBy(Side(s), cn[di].play[s]), g.playableByName(Side(s), e); got != want {
						t.Fatalf("%s: card %s side %d: playable by class %v, by name %v", sc, g.cardDefs[di].ID, s, got, want)
					}
					checked++
				}
			}
			if err := g.Apply(dec.Seat, dec.Options[pick.IntN(len(dec.Options))].Key); err != nil {
				t.Fatal(err)
			}
		}
		if checked == 0 {
			t.Fatalf("%s: nothing checked", sc)
		}
	}
}
