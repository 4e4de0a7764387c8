package marsattacks_test

import (
	"fmt"

	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

// A seeded skirmish in which every side always takes the first option.
func Example() {
	g, err := marsattacks.New(marsattacks.DefaultOptions(), 7)
	if err != nil {
		panic(err)
	}
	for d := g.Pending(); d != nil; d = g.Pending() {
		if err := g.Apply(d.Seat, d.Options[0].Key); err != nil {
			panic(err)
		}
	}
	o := g.Outcome()
	fmt.Println(o.Winner, o.Rule, g.Round() > 1)
	// Output: martians mars M.20.2 true
}
