package marsattacks

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
)

func randomConfig(t testing.TB, scenario string) enginetest.Config {
	var last *Game
	var lastVP [2]int
	return enginetest.Config{
		New: NewFromHeader,
		Header: func(i int) engine.Header {
			o := DefaultOptions()
			o.Scenario = scenario
			opts, _ := json.Marshal(o)
			return engine.Header{Game: Name, Options: opts, Seed: uint64(i) + 1,
				Seats: []engine.SeatInfo{{Player: "bot:random"}, {Player: "bot:random"}}}
		},
		MaxChoices: 20000,
		DeepEvery:  7,
		Check: func(eg engine.Game) error {
			g := eg.(*Game)
			if err := g.Check(); err != nil {
				return err
			}
			// VP never decrease (M.20.1) within one game.
			if g == last {
				for s := range 2 {
					if g.st.VP[s] < lastVP[s] {
						return fmt.Errorf("%s VP fell from %d to %d", Side(s), lastVP[s], g.st.VP[s])
					}
				}
			}
			last, lastVP = g, g.st.VP
			return nil
		},
		Leaks: func(eg engine.Game, seat engine.Seat) []string {
			g := eg.(*Game)
			var secrets []string
			for s := Humans; s <= Martians; s++ {
				if side, ok := g.sideOfSeat(seat); ok && side == s {
					continue
				}
				for _, n := range g.HandNames(s) {
					secrets = append(secrets, strconv.Quote(n))
				}
			}
			return secrets
		},
	}
}

// TestRandomGames plays random skirmishes and checks the engine contract
// and the invariants of Check after every choice.
func TestRandomGames(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 8
	}
	if v, err := strconv.Atoi(os.Getenv("MARS_RANDOM_GAMES")); err == nil {
		n = v // a longer soak: MARS_RANDOM_GAMES=1000 go test -run RandomGames
	}
	enginetest.RandomGames(t, randomConfig(t, "skirmish"), n)
	enginetest.RandomGames(t, randomConfig(t, "skirmish-civilians"), n/2)
	for _, sc := range []string{"s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "skirmish-random"} {
		enginetest.RandomGames(t, randomConfig(t, sc), max(n/4, 2))
	}
}
