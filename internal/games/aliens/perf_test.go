package aliens

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"

	"github.com/sulaco/sulaco/internal/grid"
)

// The memos behind the hot paths (docs/performance.md) must give what a
// fresh computation gives, whatever came before.

// fullRoute is routeSteps computed the plain way: a full search from the
// Characters with every Alien model and Blip blocked, the mover included
// [aliens L.6, L.8, N.5].
func fullRoute(g *Game, at int) []int {
	blocked := g.board.NewSquareSet()
	for _, a := range g.st.Aliens {
		blocked.Add(grid.Square(a.At))
	}
	for _, b := range g.st.Blips {
		blocked.Add(grid.Square(b.At))
	}
	var src []grid.Square
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 {
			src = append(src, grid.Square(c.At))
		}
	}
	var f grid.Field
	m := &grid.Moves{Blocked: blocked, ThroughDoors: true}
	g.board.Distances(&f, m, src...)
	var out []int
	for _, s := range g.board.NextSteps(nil, &f, m, grid.Square(at)) {
		out = append(out, int(s))
	}
	return out
}

// fullSight is Spotting's question asked the plain way: sets built afresh
// [aliens N.7, E.2, E.3, D.8, D.9].
func fullSight(g *Game, s int) bool {
	standing, models, closed := g.board.NewSquareSet(), g.board.NewSquareSet(), g.board.NewDoorSet()
	g.fillChars(standing, true)
	g.fillClosed(closed, models)
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At >= 0 && g.board.LOS(grid.Square(c.At), grid.Square(s), standing, closed) {
			return true
		}
	}
	return false
}

func TestMemosMatchFreshComputation(t *testing.T) {
	var headers []engine.Header
	for i := range 8 {
		headers = append(headers, bugHuntHeader(t, 1+i%4, uint64(10+i)))
	}
	for i := range 10 { // the story missions: objects, exits, escapes
		headers = append(headers, storyHeader(i))
	}
	for _, h := range headers {
		var o Options
		if err := json.Unmarshal(h.Options, &o); err != nil {
			t.Fatal(err)
		}
		mission := o.Mission
		eg, err := NewFromHeader(&h)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*Game)
		g.SetQuiet(true)
		r := engine.NewRNG(h.Seed) // a random player (package bot imports this one)
		for d := g.Pending(); d != nil; d = g.Pending() {
			for _, a := range g.st.Aliens {
				if got, want := g.routeSteps(a.At), fullRoute(g, a.At); !slices.Equal(got, want) {
					t.Fatalf("%s: alien %s at %s: steps %v, fresh %v", mission, alienKey(a.ID), g.squareName(a.At), got, want)
				}
			}
			for _, b := range g.st.Blips {
				if got, want := g.routeSteps(b.At), fullRoute(g, b.At); !slices.Equal(got, want) {
					t.Fatalf("%s: blip %s at %s: steps %v, fresh %v", mission, blipKey(b.ID), g.squareName(b.At), got, want)
				}
				if got, want := g.inSight(b.At), fullSight(g, b.At); got != want {
					t.Fatalf("%s: blip at %s in sight %v, fresh %v", mission, g.squareName(b.At), got, want)
				}
				if g.sightSets().unseen.Has(grid.Square(b.At)) && fullSight(g, b.At) {
					t.Fatalf("%s: blip at %s in sight but remembered as unseen", mission, g.squareName(b.At))
				}
			}
			if g.board != nil {
				var locs []int // Spawn Points and Tunnels [aliens O.7, O.9]
				for _, l := range g.st.Spawns {
					if l >= 0 {
						locs = append(locs, l)
					}
				}
				locs = append(locs, g.st.Tunnels...)
				for _, l := range locs {
					want := plainSpawnSquares(g.board.StaticDistances(grid.Square(l)), g.occupiedSquares())
					if !g.occupiedSquares().Has(grid.Square(l)) {
						want = []int{l}
					}
					if got := g.spawnSquares(l); !slices.Equal(got, want) {
						t.Fatalf("%s: spawn squares of %s: %v, fresh %v", mission, g.squareName(l), got, want)
					}
				}
				for s := range g.board.Len() {
					if got, want := g.nextToChar(s), len(fullCharsNextTo(g, s)) > 0; got != want {
						t.Fatalf("%s: next to a Character at %s: %v, fresh %v", mission, g.squareName(s), got, want)
					}
				}
				if sc := g.sightSets(); !slices.Equal(sc.closed, g.closedDoors()) {
					t.Fatalf("%s: closed doors %v, fresh %v", mission, sc.closed, g.closedDoors())
				}
			}
			for i := range g.st.Chars {
				ch := CharID(i)
				for _, left := range []int{1, 4, 6} {
					if !g.st.Chars[ch].onBoard() || g.st.Chars[ch].At < 0 {
						continue
					}
					if got, want := g.moveSteps(ch, left), fullMoveSteps(g, ch, left); !slices.Equal(got, want) {
						t.Fatalf("%s: %s with %d steps: moves %v, fresh %v", mission, ch, left, got, want)
					}
				}
			}
			if err := g.Apply(d.Seat, d.Options[r.IntN(len(d.Options))].Key); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// fullCharsNextTo is charsNextTo asked the plain way: every Character in
// the mission one legal step away [aliens L.4, L.7, N.5, D.6].
func fullCharsNextTo(g *Game, s int) []CharID {
	m := &grid.Moves{Closed: g.barricaded()}
	var out []CharID
	for i := range g.st.Chars {
		c := &g.st.Chars[i]
		if !c.onBoard() || c.At < 0 {
			continue
		}
		for d := grid.Dir(0); d < 8; d++ {
			if int(g.board.CanStep(grid.Square(s), d, m)) == c.At {
				out = append(out, c.ID)
				break
			}
		}
	}
	return out
}

// fullMoveSteps is moveSteps asked the plain way: sets built afresh and
// every path through the Characters searched without memo [aliens J.4,
// J.5].
func fullMoveSteps(g *Game, ch CharID, left int) []int {
	blocked, chars, closed := g.board.NewSquareSet(), g.board.NewSquareSet(), g.board.NewDoorSet()
	for _, a := range g.st.Aliens {
		blocked.Add(grid.Square(a.At))
	}
	for _, b := range g.st.Blips {
		blocked.Add(grid.Square(b.At))
	}
	for _, d := range g.st.Barricades {
		closed.Add(grid.DoorID(d))
	}
	g.fillChars(chars, false)
	g.addTokenSquares(chars)
	m := &grid.Moves{Blocked: blocked, Closed: closed}
	var pass func(s, left int) bool
	pass = func(s, left int) bool {
		if left <= 0 || g.nextToThreat(s) {
			return false
		}
		for d := grid.Dir(0); d < 8; d++ {
			if t := g.board.CanStep(grid.Square(s), d, m); t != grid.NoSquare && (!chars.Has(t) || pass(int(t), left-1)) {
				return true
			}
		}
		return false
	}
	var out []int
	for d := grid.Dir(0); d < 8; d++ {
		if s := g.board.CanStep(grid.Square(g.st.Chars[ch].At), d, m); s != grid.NoSquare && (!chars.Has(s) || pass(int(s), left-1)) {
			out = append(out, int(s))
		}
	}
	return out
}

// TestLayoutStepsSymmetric: on every mission layout a step is legal both
// ways or neither, doors open or closed, so a distance from a square is a
// distance to it (routeField.agrees relies on it) [aliens D.3-D.5, Z.2].
func TestLayoutStepsSymmetric(t *testing.T) {
	r, err := BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ms := range r.Missions {
		l := ms.Layout
		if l == nil {
			continue
		}
		n++
		allClosed := l.NewDoorSet()
		for d := range l.Doors() {
			allClosed.Add(grid.DoorID(d))
		}
		for _, m := range []*grid.Moves{nil, {Closed: allClosed}} {
			for s := range l.Len() {
				for d := grid.Dir(0); d < 8; d++ {
					to := l.CanStep(grid.Square(s), d, m)
					if to != grid.NoSquare && l.CanStep(to, (d+4)%8, m) != grid.Square(s) {
						t.Fatalf("%s: a step %s -> %s but not back", ms.ID, l.Name(grid.Square(s)), l.Name(to))
					}
				}
			}
		}
	}
	if n < 4 {
		t.Fatalf("checked %d mission layouts; want the four Bug Hunts", n)
	}
}

// TestRoutesAsPlayed: every route question a quiet game asks while it
// plays (Blips closest first, each after the others moved) gets the
// answer of a full search, and the memo's reading of the state
// (routenow.go) is checked against the state at every trusted read
// (checkSight) [aliens L.6, L.8, N.5].
func TestRoutesAsPlayed(t *testing.T) {
	n := 0
	eachChoice(t, memoHeaders(t, 16), func(t *testing.T, g *Game) {
		if g.routes.check == nil {
			g.routes.check = func(at int, got []int) {
				n++
				if want := fullRoute(g, at); !slices.Equal(got, want) {
					t.Fatalf("route from %s: steps %v, fresh %v", g.squareName(at), got, want)
				}
			}
		}
	})
	if n < 1000 {
		t.Fatalf("only %d route questions checked", n)
	}
}

// TestSentryArcsAsPlayed: over quiet random games, every Sentry Gun
// check a step makes (the arcs memo, sentryArcs) is compared with inArc's
// geometry and Line of Sight (checkSight) [aliens T.2, T.3].
func TestSentryArcsAsPlayed(t *testing.T) {
	n, last, lastN := 0, (*Game)(nil), 0
	eachChoice(t, memoHeaders(t, 16), func(t *testing.T, g *Game) {
		if g != last {
			n, last = n+lastN, g
		}
		lastN = g.arcs.checked
	})
	if n+lastN < 1000 {
		t.Fatalf("only %d Sentry Gun arc answers checked", n+lastN)
	}
}
