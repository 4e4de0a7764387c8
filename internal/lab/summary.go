package lab

import (
	"cmp"
	"slices"

	"github.com/sulaco/sulaco/internal/sim"
	"github.com/sulaco/sulaco/internal/stats"
)

// Count is a name and how often it happened.
type Count struct {
	Name string `json:"name"`
	N    int    `json:"n"`
}

// Summary is what the report shows of a cell.
type Summary struct {
	Name       string
	Games      int
	Violations int
	// Winners: by winner, most frequent first, each with its rate.
	Winners []Share
	// Lengths are the choices of each game, in game order.
	Lengths []int
	Reasons []Count // why the games ended, most frequent first
	Fallen  []Count // casualties, most frequent first
}

// Share is a winner's rate with its 95% Wilson interval.
type Share struct {
	Winner string
	N      int
	Rate   stats.Rate
}

// Summarize sums a cell's games up.
func Summarize(c CellResult) Summary {
	s := Summary{Name: c.Name(), Games: len(c.Played), Violations: c.Violations}
	var winners, reasons, fallen []Count
	for _, p := range c.Played {
		s.Lengths = append(s.Lengths, p.Choices)
		winners = add(winners, p.Winner)
		reasons = add(reasons, p.Reason)
		for _, f := range p.Casualties {
			fallen = add(fallen, f)
		}
	}
	for _, w := range sortCounts(winners) {
		s.Winners = append(s.Winners, Share{Winner: w.Name, N: w.N, Rate: stats.Wilson(w.N, s.Games)})
	}
	s.Reasons, s.Fallen = sortCounts(reasons), sortCounts(fallen)
	return s
}

// Rate returns the cell's rate of winner (zero if it never won).
func (s Summary) Rate(winner string) stats.Rate {
	for _, w := range s.Winners {
		if w.Winner == winner {
			return w.Rate
		}
	}
	return stats.Wilson(0, s.Games)
}

func add(cs []Count, name string) []Count {
	for i := range cs {
		if cs[i].Name == name {
			cs[i].N++
			return cs
		}
	}
	return append(cs, Count{Name: name, N: 1})
}

// sortCounts orders counts by frequency, then name.
func sortCounts(cs []Count) []Count {
	slices.SortFunc(cs, func(a, b Count) int {
		if a.N != b.N {
			return b.N - a.N
		}
		return cmp.Compare(a.Name, b.Name)
	})
	return cs
}

func sortPlayed(ps []sim.Played) {
	slices.SortFunc(ps, func(a, b sim.Played) int { return a.Game - b.Game })
}

func sortInts(xs []int) { slices.Sort(xs) }
