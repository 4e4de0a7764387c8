package marsattacks

import (
	"slices"
	"testing"
)

// TestHandSummary compares the kept hand summary (handChanged) with a
// fresh scan of each hand after every choice of random games of every
// setup, and the card windows' and reactions' lists from it with the
// same lists found card by card. [mars M.13.5, M.13.7]
func TestHandSummary(t *testing.T) {
	windows, offered, reactions := 0, 0, 0
	for n, sc := range append(scenarioIDs(), "skirmish") {
		for seed := uint64(n + 1); seed <= uint64(n+3); seed++ {
			checked := 0
			playEach(t, sc, seed, func(g *Game, choice int, key string) {
				cn := g.cardNameTable()
				for s := range 2 {
					side := Side(s)
					h := &g.st.HandSums[s]
					want := g.handDefs(nil, side)
					if got := g.handDefsOf(side); !slices.Equal(got, want) {
						t.Fatalf("%s seed %d choice %d (%s): hand defs %v, want %v", sc, seed, choice, key, got, want)
					}
					var react, test, testAny bool
					for _, c := range g.st.Hands[s] {
						d := g.def(c)
						react = react || d.Kind == HandCard && d.Timing == AnyTime
						if testOf(d.Effect[s].Fx) != testNone {
							test = true
							testAny = testAny || d.Timing == AnyTime
						}
					}
					if h.flags&hsReact != 0 != react || h.flags&hsTest != 0 != test || h.flags&hsTestAny != 0 != testAny {
						t.Fatalf("%s seed %d choice %d: side %d summary flags %b, want react %v test %v testAny %v",
							sc, seed, choice, s, h.flags, react, test, testAny)
					}
					// The lists the questions build, against the scan.
					var wantReact []int8
					for _, di := range want {
						if cn[di].react && g.playableBy(side, cn[di].play[s]) {
							wantReact = append(wantReact, di)
						}
					}
					if got := g.reactionDefs(nil, side); !slices.Equal(got, wantReact) {
						t.Fatalf("%s seed %d choice %d: side %d reaction defs %v, want %v", sc, seed, choice, s, got, wantReact)
					}
					reactions += len(wantReact)
					if g.st.Win.Active {
						windows++
						got, want := g.appendWindowDefs(nil, side), g.windowDefsScan(side)
						if !slices.Equal(got, want) {
							t.Fatalf("%s seed %d choice %d: side %d window defs %v, want %v", sc, seed, choice, s, got, want)
						}
						offered += len(want)
					}
					checked++
				}
			})
			if checked == 0 {
				t.Fatalf("%s: nothing checked", sc)
			}
		}
	}
	if windows == 0 || offered == 0 || reactions == 0 {
		t.Fatalf("card windows checked %d, cards offered in them %d, reactions offered %d: want some of each", windows, offered, reactions)
	}
	t.Logf("card windows checked %d, cards offered in them %d, reactions offered %d", windows, offered, reactions)
}

// windowDefsScan is appendWindowDefs card by card, with the effects'
// names, as it was before the hand summary.
func (g *Game) windowDefsScan(s Side) []int8 {
	if !g.windowAsks(s) {
		return nil
	}
	own := s == g.st.Turn.Side
	var out []int8
	for _, di := range g.handDefs(nil, s) {
		d := &g.cardDefs[di]
		if !own && d.Timing != AnyTime {
			continue
		}
		if fig := g.cardFigureByName(s, d.Effect[s].Fx); fig >= 0 && (!own || fig == g.st.Stack[0].Fig) && int(g.st.Figs[fig].CardRound) != g.st.Round {
			out = append(out, di)
		}
	}
	return out
}

// cardFigureByName is cardFigure by the effect's name, as it was.
func (g *Game) cardFigureByName(s Side, fx string) int8 {
	a := &g.st.Atk
	switch {
	case (a.Kind == atkShoot || a.Kind == atkFreeze) && fx == fxShootBonus && g.st.Figs[a.Att].Side == s:
		return a.Att
	case a.Kind == atkFight && fx == fxFightBonus && g.st.Figs[a.Att].Side == s:
		return a.Att
	case a.Kind == atkFight && fx == fxFightBonus && g.st.Figs[a.Def].Side == s:
		return a.Def
	case a.Kind == atkShoot && fx == fxSurviveBonus && g.st.Figs[a.Def].Side == s:
		return a.Def
	}
	return -1
}

// TestHandSummaryLargeHand: a hand of more distinct cards than the
// summary lists (rule tests may give one) is scanned instead, and the
// summary comes back as the hand shrinks. [mars M.13.4]
func TestHandSummaryLargeHand(t *testing.T) {
	// Cards without a flag first, so that the flagged ones are past the
	// listed definitions.
	g0 := boardWith(t, DefaultOptions(), Setup{First: Humans, NoDeal: true}, "h1=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	cn := g0.cardNameTable()
	var plain, flagged []string
	seen := map[string]bool{}
	for di, d := range g0.cardDefs {
		if d.Kind == EventCard || seen[d.ID] {
			continue
		}
		seen[d.ID] = true
		if cn[di].hs[Humans] == 0 {
			plain = append(plain, d.ID)
		} else {
			flagged = append(flagged, d.ID)
		}
	}
	if len(plain) < handSumMax || len(flagged) == 0 {
		t.Fatalf("%d distinct cards without a flag, %d with one", len(plain), len(flagged))
	}
	ids := append(plain[:handSumMax:handSumMax], flagged[0], flagged[len(flagged)-1])
	setup := Setup{First: Humans, NoDeal: true, Hands: [2][]string{ids, nil}}
	g := boardWith(t, DefaultOptions(), setup, "h1=us-assault-rifle@A1", "m=martian-disintegrator@H8")
	for len(g.st.Hands[Humans]) > 0 {
		if got, want := g.handDefsOf(Humans), g.handDefs(nil, Humans); !slices.Equal(got, want) {
			t.Fatalf("%d cards: hand defs %v, want %v", len(g.st.Hands[Humans]), got, want)
		}
		if (g.st.HandSums[Humans].n < 0) != (len(ids) > handSumMax && len(g.st.Hands[Humans]) > handSumMax) {
			t.Fatalf("%d cards: summary n %d", len(g.st.Hands[Humans]), g.st.HandSums[Humans].n)
		}
		// The flags cover every card, those past the listed ones too.
		var flags uint8
		cn := g.cardNameTable()
		for _, c := range g.st.Hands[Humans] {
			flags |= cn[g.cardOf[c]].hs[Humans]
		}
		if got := g.st.HandSums[Humans].flags; got != flags {
			t.Fatalf("%d cards: summary flags %03b, the cards' %03b", len(g.st.Hands[Humans]), got, flags)
		}
		g.removeFromHand(Humans, g.def(g.st.Hands[Humans][0]).ID)
		ids = ids[1:]
	}
}
