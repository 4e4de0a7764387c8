package pig_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
	"github.com/sulaco/sulaco/internal/games/pig"
)

func newGame(t *testing.T, seed uint64, target int) *pig.Game {
	t.Helper()
	g, err := pig.New(pig.Options{Players: 2, Target: target}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestRandomGames(t *testing.T) {
	enginetest.RandomGames(t, enginetest.Config{
		New: pig.NewFromHeader,
		Header: func(i int) engine.Header {
			return engine.Header{Game: pig.Name, Seed: uint64(i), Options: []byte(`{"players":3,"target":40}`),
				Seats: make([]engine.SeatInfo, 3)}
		},
		MaxChoices: 10000,
		Check:      func(g engine.Game) error { return g.(*pig.Game).Check() },
		Leaks: func(g engine.Game, seat engine.Seat) []string {
			// Another seat's lucky number must not be in this seat's view,
			// unless it equals this seat's own.
			pg := g.(*pig.Game)
			var own int
			if seat >= 0 {
				own = pg.Lucky(seat)
			}
			var secrets []string
			for s := range engine.Seat(g.Seats()) {
				if s != seat && pg.Lucky(s) != own {
					n := strconv.Itoa(pg.Lucky(s))
					// in a view, and as the argument of an event's message
					secrets = append(secrets, `"lucky":`+n, `{"name":"lucky","value":"`+n+`"}`)
				}
			}
			return secrets
		},
	}, 200)
}

func TestRollAndHold(t *testing.T) {
	g := newGame(t, 1, 100)
	lucky := g.Lucky(0)
	plain := 2
	if plain == lucky {
		plain = 3
	}
	s := enginetest.Play(t, g)
	s.Options("roll", "hold")
	s.Dice(plain).Choose("roll")
	s.Event("pig 2", "pig.rolled")
	s.Dice(lucky).Choose("roll")
	s.Event("pig 3", "pig.rolled-lucky") // lucky rolls count double
	s.Choose("hold")
	e := s.Event("pig 2", "pig.held")
	if want := strconv.Itoa(plain + 2*lucky); e.Msg.Arg("score") != want {
		t.Fatalf("score %s; want %s", e.Msg.Arg("score"), want)
	}
	s.Seat(1)
}

func TestRollingOneLosesTheTurn(t *testing.T) {
	s := enginetest.Play(t, newGame(t, 2, 100))
	s.Dice(5, 1).Choose("roll", "roll")
	s.Event("pig 2", "pig.rolled-one")
	s.Seat(1).Prompt("pig.prompt")
	if v := s.G.View(1).(pig.View); v.Total != 0 || v.Scores[0] != 0 {
		t.Fatalf("after a 1: %+v", v)
	}
}

func TestWin(t *testing.T) {
	g := newGame(t, 3, 5)
	s := enginetest.Play(t, g)
	face := 5
	if g.Lucky(0) == 5 {
		face = 6 // 12 is also enough
	}
	s.Dice(face).Choose("roll", "hold")
	s.Over("seat0")
	s.Reject("roll", "the game is over")
}

func TestIllegalChoiceChangesNothing(t *testing.T) {
	s := enginetest.Play(t, newGame(t, 4, 100))
	s.Reject("jump", "not one of the options")
	if err := s.G.Apply(1, "roll"); err == nil {
		t.Fatal("seat 1 rolled on seat 0's turn")
	}
}

func TestViewHidesOtherLuckyNumbers(t *testing.T) {
	g := newGame(t, 5, 100)
	if v := g.View(engine.Spectator).(pig.View); v.Lucky != 0 {
		t.Fatalf("a spectator sees a lucky number: %+v", v)
	}
	if v := g.View(1).(pig.View); v.Lucky != g.Lucky(1) {
		t.Fatalf("seat 1 sees lucky %d; want its own %d", v.Lucky, g.Lucky(1))
	}
	// The deal events are private to their seat.
	for _, e := range g.TakeEvents() {
		if e.Msg.Key == "pig.dealt" && e.To.Sees(engine.Spectator) {
			t.Fatalf("deal event public: %+v", e)
		}
	}
}

func TestOptionsErrors(t *testing.T) {
	for _, opts := range []string{`{"players":1}`, `{"target":0}`, `{"colour":"red"}`, `[1]`} {
		h := engine.Header{Game: pig.Name, Options: []byte(opts), Seats: make([]engine.SeatInfo, 2)}
		if _, err := pig.NewFromHeader(&h); err == nil {
			t.Errorf("options %s accepted", opts)
		}
	}
}

func Example() {
	g, _ := pig.New(pig.DefaultOptions(), 42)
	for d := g.Pending(); d != nil; d = g.Pending() {
		key := "roll"
		if g.View(d.Seat).(pig.View).Total >= 20 {
			key = "hold"
		}
		g.Apply(d.Seat, key)
	}
	fmt.Println(g.Outcome().Winner)
	// Output: seat0
}
