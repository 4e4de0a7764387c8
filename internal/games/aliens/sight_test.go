package aliens

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/grid"
)

// memoHeaders are the games the memo tests play: Bug Hunts 1-4 with
// several seeds and the story missions (objects, exits, escapes).
func memoHeaders(t testing.TB, bugHunts int) []engine.Header {
	var headers []engine.Header
	for i := range bugHunts {
		headers = append(headers, bugHuntHeader(t, 1+i%4, uint64(100+i)))
	}
	for i := range 10 {
		headers = append(headers, storyHeader(i))
	}
	return headers
}

// eachChoice plays each game quietly with a random player, the layout's
// sight rows built (as sulaco bench plays), and calls check before every
// choice.
func eachChoice(t *testing.T, headers []engine.Header, check func(t *testing.T, g *Game)) {
	for _, h := range headers {
		var o Options
		if err := json.Unmarshal(h.Options, &o); err != nil {
			t.Fatal(err)
		}
		t.Run(fmt.Sprintf("%s/%d", o.Mission, h.Seed), func(t *testing.T) {
			eg, err := NewFromHeader(&h)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*Game)
			g.Warm() // the layout's sight rows (seenWith)
			g.SetQuiet(true)
			g.checkSight = true // sightSets panics on a missed write
			r := engine.NewRNG(h.Seed + 3)
			for d := g.Pending(); d != nil; d = g.Pending() {
				check(t, g)
				if err := g.Apply(d.Seat, d.Options[r.IntN(len(d.Options))].Key); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestSightCounterMatchesKey: a quiet game trusts the count of sight
// writes (sightChanged) and the notes of steps (sightStepped) instead of
// comparing the sight key; over random games the key must be unchanged
// whenever the count is, at every read of the sight sets, and the sets
// and the remembered Line of Sight answers must be those a fresh build
// gives [aliens N.7, E.2, E.3, D.8, D.9].
func TestSightCounterMatchesKey(t *testing.T) {
	eachChoice(t, memoHeaders(t, 24), func(t *testing.T, g *Game) {
		if g.board == nil {
			return
		}
		sc := g.sightSets()
		if !g.sightKeyIs(sc.key) {
			t.Fatalf("sight key %v stale after a choice", sc.key)
		}
		if !sc.rows {
			t.Fatalf("no sight rows after Warm")
		}
		if !slices.Equal(sc.closed, g.closedDoors()) {
			t.Fatalf("closed doors %v, fresh %v", sc.closed, g.closedDoors())
		}
		ab := g.board.NewSquareSet() // the squares a Character may not enter [aliens J.4]
		g.addAliensAndBlips(ab)
		if !slices.Equal(sc.ab, ab) {
			t.Fatalf("alien and blip squares %v, fresh %v", sc.ab, ab)
		}
		for s := range g.board.Len() {
			if got, want := sc.abN[s] > 0, ab.Has(grid.Square(s)); got != want {
				t.Fatalf("alien and blip count at %s: %d, fresh set %v", g.squareName(s), sc.abN[s], want)
			}
		}
		standing, models, closed := g.board.NewSquareSet(), g.board.NewSquareSet(), g.board.NewDoorSet()
		g.fillChars(standing, true)
		g.fillClosed(closed, models)
		var targets []int
		for _, a := range g.st.Aliens {
			targets = append(targets, a.At)
		}
		for _, b := range g.st.Blips {
			targets = append(targets, b.At)
		}
		for i := range g.st.Chars {
			c := &g.st.Chars[i]
			if !c.onBoard() || c.At < 0 {
				continue
			}
			for _, to := range targets { // remembered answers [aliens E.1, K.1]
				want := g.board.LOS(grid.Square(c.At), grid.Square(to), standing, closed)
				for range 2 { // asked, then remembered
					if got := g.los(c.At, to); got != want {
						t.Fatalf("%s sees %s: %v, fresh %v", c.ID, g.squareName(to), got, want)
					}
				}
			}
		}
		for _, b := range g.st.Blips {
			if got, want := g.seenWith(sc, b.At), fullSight(g, b.At); got != want {
				t.Fatalf("blip at %s in sight %v, fresh %v", g.squareName(b.At), got, want)
			}
			if want := fullSight(g, b.At); want && (sc.settled || sc.unseen.Has(grid.Square(b.At))) {
				t.Fatalf("blip at %s in sight, but Spotting settled %v (partial %v) or its square unseen", g.squareName(b.At), sc.settled, sc.partial)
			}
		}
	})
}

// TestTokenSquaresAgree: addTokenSquares and tokenAt, written out for
// speed, give the squares tokenSquares yields (J.4, D.10) [aliens J.4]; the doors a
// Character may barricade are those on its square's edges [aliens J.11];
// canMove, which
// looks for a free square first, agrees with a plain search [aliens J.3,
// J.4]; nextToThreat and nextToAlien agree with inReach over every square
// [aliens J.5, J.6, D.6].
func TestTokenSquaresAgree(t *testing.T) {
	eachChoice(t, memoHeaders(t, 8), func(t *testing.T, g *Game) {
		if g.board == nil {
			return
		}
		got, want := g.board.NewSquareSet(), g.board.NewSquareSet()
		g.addTokenSquares(got)
		for s := range g.tokenSquares {
			want.Add(grid.Square(s))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("token squares %v, tokenSquares %v", got, want)
		}
		for s := -1; s < g.board.Len(); s++ { // tokenAt, written out too
			if g.tokenAt(s) != (s >= 0 && want.Has(grid.Square(s))) {
				t.Fatalf("square %d: tokenAt %v, tokenSquares %v", s, g.tokenAt(s), want.Has(grid.Square(s)))
			}
		}
		for i := range g.st.Chars {
			ch := CharID(i)
			if c := &g.st.Chars[i]; !c.onBoard() || c.At < 0 {
				continue
			}
			var at []int
			for _, d := range g.doorsAt(g.st.Chars[i].At) {
				at = append(at, int(d))
			}
			if want := g.doorsWithin(ch, 0); !slices.Equal(at, want) {
				t.Fatalf("%s: doors at %v, within 0 %v", ch, at, want)
			}
			for _, left := range []int{1, 2, 4, 6} {
				if got, want := g.canMove(ch, left), len(fullMoveSteps(g, ch, left)) > 0; got != want {
					t.Fatalf("%s with %d steps: can move %v, fresh %v", ch, left, got, want)
				}
			}
		}
		for s := range g.board.Len() {
			alien, blip := false, false
			for _, a := range g.st.Aliens {
				alien = alien || g.inReach(s, a.At)
			}
			for _, b := range g.st.Blips {
				blip = blip || g.inReach(s, b.At)
			}
			ab := g.board.NewSquareSet()
			g.addAliensAndBlips(ab)
			if got := g.threatNear(ab, s); got != g.nextToThreat(s) { // [aliens J.5, J.6]
				t.Fatalf("%s: threat near %v, next to a threat %v", g.squareName(s), got, g.nextToThreat(s))
			}
			if g.nextToAlien(s) != alien || g.nextToThreat(s) != (alien || blip) {
				t.Fatalf("%s: next to an Alien %v (inReach: %v), to a threat %v (inReach: %v)",
					g.squareName(s), g.nextToAlien(s), alien, g.nextToThreat(s), alien || blip)
			}
		}
	})
}

// TestGoldenReplaysWithSightRows: the golden replays again, with every
// mission layout's sight rows built (a warmed layout, as sulaco bench
// plays), so that seenWith answers from the rows.
func TestGoldenReplaysWithSightRows(t *testing.T) {
	r, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.Missions {
		if m.Layout != nil {
			m.Layout.PrecomputeLOS(0)
		}
	}
	TestGoldenReplays(t)
}

// TestKeyMemos: the option keys a game remembers are the strings built
// afresh, on first use and after [aliens K.1, J.3].
func TestKeyMemos(t *testing.T) {
	h := bugHuntHeader(t, 3, 1)
	eg, err := NewFromHeader(&h)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	for range 2 { // built, then remembered
		for w := 0; w <= DeckSize; w++ {
			for _, id := range []int{-1, 0, 1, 7, 30, 255, 300} {
				if got, want := g.attackKey(w, id), "attack:"+g.rules.Deck.cardKey(w)+":"+alienKey(id); got != want {
					t.Fatalf("attackKey(%d, %d) = %q, want %q", w, id, got, want)
				}
			}
		}
		for _, p := range []string{"move", "step", "barricade-spot", "place"} {
			if got, want := g.squareKeys(p), g.board.Keys(p); !slices.Equal(got, want) {
				t.Fatalf("squareKeys(%q) differs from the layout's", p)
			}
		}
	}
}

// TestDefFireAskRemembered: chooseDefFire takes the Character the
// Defensive Fire decision it answers was built for instead of searching
// again; with checkSight it compares that with defFireNext (and panics on
// a difference) [aliens M.3]. The random games must exercise it.
func TestDefFireAskRemembered(t *testing.T) {
	checked := 0
	eachChoice(t, memoHeaders(t, 24), func(t *testing.T, g *Game) {
		checked = max(checked, g.dfChecked)
	})
	if checked == 0 {
		t.Fatal("no Defensive Fire choice was checked")
	}
}
