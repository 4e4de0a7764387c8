package marsattacks

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// benchScenarios are the setups with a games/s goal (docs/performance.md).
var benchScenarios = []string{"skirmish", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10"}

// BenchmarkScenarioGame plays whole random games of each scenario, quiet,
// as sulaco bench does: b.N games, seeds 1, 2, 3, …
func BenchmarkScenarioGame(b *testing.B) {
	for _, sc := range benchScenarios {
		b.Run(sc, func(b *testing.B) {
			o := DefaultOptions()
			o.Scenario = sc
			b.ReportAllocs()
			seed := uint64(0)
			choices := 0
			for b.Loop() {
				seed++
				g, err := New(o, seed)
				if err != nil {
					b.Fatal(err)
				}
				g.SetQuiet(true)
				pick := engine.NewRNG(seed)
				for d := g.Pending(); d != nil; d = g.Pending() {
					if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
						b.Fatal(err)
					}
					choices++
				}
			}
			b.ReportMetric(float64(choices)/float64(seed), "choices/game")
		})
	}
}

// midGame plays a game of scenario sc to its n-th choice.
func midGame(b *testing.B, sc string, n int) *Game {
	o := DefaultOptions()
	o.Scenario = sc
	g, err := New(o, 2)
	if err != nil {
		b.Fatal(err)
	}
	g.SetQuiet(true)
	pick := engine.NewRNG(2)
	for d := g.Pending(); d != nil && n > 0; d, n = g.Pending(), n-1 {
		if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkSquareSight: one line-of-sight query between two squares on
// S10's mat, figures weighed (M.9.5).
func BenchmarkSquareSight(b *testing.B) {
	g := midGame(b, "s10", 150)
	b.ReportAllocs()
	a, t := Sq(0), Sq(0)
	for b.Loop() {
		_ = g.SquareSight(a, t)
		t = (t + 7) % (Size * Size)
		if t == 0 {
			a = (a + 1) % (Size * Size)
		}
	}
}

// BenchmarkShootSquares: the squares a figure may shoot at, mid-game.
func BenchmarkShootSquares(b *testing.B) {
	g := midGame(b, "skirmish", 150)
	b.ReportAllocs()
	for b.Loop() {
		for i := range g.st.Figs {
			_ = g.shootSquares(int8(i))
		}
	}
}

// BenchmarkPendingMidGame builds the pending decision of a game in
// progress, as a bot does before each choice.
func BenchmarkPendingMidGame(b *testing.B) {
	g := midGame(b, "skirmish", 150)
	g.SetQuiet(false) // a quiet game would hand back the same decision
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Pending()
	}
}

// BenchmarkClone copies a game in progress.
func BenchmarkClone(b *testing.B) {
	g := midGame(b, "skirmish", 150)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Clone()
	}
}

// BenchmarkNewGame sets up a game of S10 (the largest).
func BenchmarkNewGame(b *testing.B) {
	o := DefaultOptions()
	o.Scenario = "s10"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(o, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScenarioSteady plays seeds 1..20 of each setup twice and
// measures the second pass only (measuredGames), when every table built
// on first use (sight lines per pair of squares, name tables) exists, as
// in a long run. For instruction counts (docs/performance.md):
//
//	valgrind --tool=callgrind --collect-atstart=no \
//	  --toggle-collect='*measuredGames' marsattacks.test -test.run '^$' \
//	  -test.bench 'ScenarioSteady/^s3$' -test.benchtime 1x
func BenchmarkScenarioSteady(b *testing.B) {
	for _, sc := range benchScenarios {
		b.Run(sc, func(b *testing.B) {
			for b.Loop() {
				for seed := uint64(1); seed <= steadyGames; seed++ {
					playRandom(b, sc, seed)
				}
				measuredGames(b, sc)
			}
		})
	}
}

// steadyGames is how many games BenchmarkScenarioSteady measures.
const steadyGames = 20

// measuredGames plays seeds 1..steadyGames of setup sc.
//
//go:noinline
func measuredGames(b *testing.B, sc string) {
	for seed := uint64(1); seed <= steadyGames; seed++ {
		playRandom(b, sc, seed)
	}
}

// playRandom plays one quiet random game of setup sc.
func playRandom(b *testing.B, sc string, seed uint64) {
	o := DefaultOptions()
	o.Scenario = sc
	g, err := New(o, seed)
	if err != nil {
		b.Fatal(err)
	}
	g.SetQuiet(true)
	pick := engine.NewRNG(seed)
	for d := g.Pending(); d != nil; d = g.Pending() {
		if err := g.Apply(d.Seat, d.Options[pick.IntN(len(d.Options))].Key); err != nil {
			b.Fatal(err)
		}
	}
}
