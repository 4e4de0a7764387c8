package grid_test

import (
	"fmt"

	"github.com/sulaco/sulaco/internal/grid"
)

// A tour: parse a board, lay it out, and ask the questions an Aliens engine
// asks during a turn.
func Example() {
	board, err := grid.ParseBoard("example.map", []byte(`board: example
name: Two rooms

+-+-+-+-+-+-+
|V . .|. . .|
+ + + + + + +
|. . .D. a .|
+ +=+ + + + +
|. . .|. . .|
+-+-+-+-+-+-+
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	l, err := grid.NewLayout(grid.MoveRules{Corners: grid.AliensCorners}, grid.Placement{Board: board})
	if err != nil {
		fmt.Println(err)
		return
	}
	var vasquez, alien grid.Square
	for _, a := range l.Anchors() {
		switch a.Char {
		case 'V':
			vasquez = a.Square
		case 'a':
			alien = a.Square
		}
	}
	door := l.DoorBetween(l.At(2, 1), l.At(3, 1))
	closed := l.NewDoorSet()
	closed.Add(door)
	standing := l.NewSquareSet()
	standing.Add(vasquez)

	fmt.Println("Vasquez at", l.Name(vasquez), "alien at", l.Name(alien), "door", l.DoorName(door))
	fmt.Println("LOS with the door closed:", l.LOS(vasquez, alien, standing, closed))
	fmt.Println("LOS with the door open:", l.LOS(vasquez, alien, standing, nil))

	// The alien routes to Vasquez; doors open as it comes [aliens J.8].
	var f grid.Field
	m := &grid.Moves{Blocked: l.NewSquareSet()}
	m.Blocked.Add(alien)
	l.Distances(&f, m, vasquez)
	fmt.Println("alien's distance to Vasquez:", f.Dist[alien])
	var names []string
	for _, s := range l.NextSteps(nil, &f, m, alien) {
		names = append(names, l.Name(s))
	}
	fmt.Println("its best first steps:", names)
	path, _ := l.Path(nil, &f, &grid.Moves{}, vasquez, alien)
	names = names[:0]
	for _, s := range path {
		names = append(names, l.Name(s))
	}
	fmt.Println("a shortest path:", names)
	// Output:
	// Vasquez at A1 alien at E2 door C2-D2
	// LOS with the door closed: false
	// LOS with the door open: true
	// alien's distance to Vasquez: 4
	// its best first steps: [D2]
	// a shortest path: [A1 B1 C2 D2 E2]
}
