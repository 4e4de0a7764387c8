package marsattacks

import (
	"slices"
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
		return g.st.Beetle.On
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
		checked := 0
		playEach(t, sc, uint64(n+7), func(g *Game, choice int, _ string) {
			cn := g.cardNameTable()
			if choice == 0 {
				for di := range g.cardDefs {
					d, c := &g.cardDefs[di], &cn[di]
					if c.hand != (d.Kind == HandCard) || c.support != (d.Kind == SupportCard) || c.react != (d.Kind == HandCard && d.Timing == AnyTime) {
						t.Fatalf("%s: card %s: classes hand %v support %v react %v, definition kind %v timing %v", sc, d.ID, c.hand, c.support, c.react, d.Kind, d.Timing)
					}
				}
			}
			for s := range 2 {
				for di := range g.cardDefs {
					e := &g.cardDefs[di].Effect[s]
					if got, want := g.playableBy(Side(s), cn[di].play[s]), g.playableByName(Side(s), e); got != want {
						t.Fatalf("%s: card %s side %d: playable by class %v, by name %v", sc, g.cardDefs[di].ID, s, got, want)
					}
					checked++
				}
			}
		})
		if checked == 0 {
			t.Fatalf("%s: nothing checked", sc)
		}
	}
}

// TestLastDecisionStaysWhole: the decision a quiet game asked last
// still reads as it was after the games that follow it, which take no
// memory of the games before them (package recycle); and quiet games
// play as loud ones, which never take memory back. [mars M.20.3]
func TestLastDecisionStaysWhole(t *testing.T) {
	o := DefaultOptions()
	o.Scenario = "s10"
	type held struct {
		d    *engine.Decision
		keys []string
	}
	var last []held
	for seed := uint64(1); seed <= 6; seed++ {
		quiet, err := New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		loud, _ := New(o, seed)
		quiet.SetQuiet(true)
		pick := engine.NewRNG(seed)
		var d *engine.Decision
		for n := 0; ; n++ {
			dq, dl := quiet.Pending(), loud.Pending()
			if (dq == nil) != (dl == nil) {
				t.Fatalf("seed %d choice %d: quiet pending %v, loud %v", seed, n, dq != nil, dl != nil)
			}
			if dq == nil {
				break
			}
			if got, want := dq.Keys(), dl.Keys(); !slices.Equal(got, want) {
				t.Fatalf("seed %d choice %d: quiet options %v, loud %v", seed, n, got, want)
			}
			d = dq
			key := dq.Options[pick.IntN(len(dq.Options))].Key
			if err := quiet.Apply(dq.Seat, key); err != nil {
				t.Fatal(err)
			}
			if err := loud.Apply(dl.Seat, key); err != nil {
				t.Fatal(err)
			}
		}
		if quiet.Hash() != loud.Hash() {
			t.Fatalf("seed %d: quiet and loud games end apart", seed)
		}
		last = append(last, held{d, d.Keys()})
		for k, h := range last {
			if got := h.d.Keys(); !slices.Equal(got, h.keys) {
				t.Fatalf("after game %d: the last decision of game %d reads %v, was %v", seed, k+1, got, h.keys)
			}
		}
	}
}
