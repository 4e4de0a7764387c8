package aliens

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
)

func randomHeader(i int) engine.Header {
	o := DefaultOptions()
	o.Players = 1 + i%6
	o.Turns = 3 + i%5
	o.Newt = i%3 == 0
	o.AimResetPerActivation = i%4 == 1
	o.FreeActionRepeat = i%5 == 2
	o.DrillAliens = i % 7
	if i%4 == 3 { // on the two-room test map
		o.DrillAliens, o.Map = 0, testMap
		left := []string{"A1", "B1", "C1", "A2", "B2", "C3", "A3", "B3"}
		for c := range numChars {
			if CharID(c) != Newt || o.Newt {
				o.Start = append(o.Start, Place{CharID(c).String(), left[c]})
			}
		}
		o.Start = append(o.Start, Place{"alien", "F1"}, Place{"swarm:2", "E3"}, Place{"alien", "F2"})
	}
	if i%8 == 5 { // Blips, Spawn Points, Motion Tracker, Sentry Guns
		o.DrillAliens, o.Map, o.Start, o.Newt = 0, blipMap, nil, false
		room := []string{"B1", "B2", "B3", "B4", "B5", "C3"}
		for c := range numChars {
			if CharID(c) != Newt {
				o.Start = append(o.Start, Place{CharID(c).String(), room[len(o.Start)]})
			}
		}
		o.Start = append(o.Start, Place{"blip", "H1"}, Place{"blip", "G5"}, Place{"tunnel", "H5"}, Place{"facehugger", "H3"})
		o.FacehuggerTenKills = i%24 == 13
		o.Spawns = []string{"H2", "H4", "G1"}
		o.SentryGuns = (i / 8) % 3
		o.MoreAliens = i%16 == 13
		o.MTDrawLiteral = i%24 == 21
		o.NoMoreBlipsAttack = i%3 == 1
	}
	if i%16 == 11 { // a Bug Hunt (S.3) from missions.yaml
		o = DefaultOptions()
		o.Mission, o.Players = "bug-hunt-"+string(rune('1'+(i/16)%4)), 1+i%4
		o.Heroes = []string{"hicks", "hudson", "vasquez", "gorman"}[:o.Players]
		o.MoreAliens = i%32 == 27
		o.WaitWhenBlocked = i%64 == 43
	}
	if o.Players >= 4 && o.Mission == MissionDrill {
		o.Heroes = nil // default pick includes Ripley from four players
	}
	return randomBotHeader(o, uint64(1000+i))
}

// randomBotHeader is the record header of a game with options o and a
// random bot in every seat.
func randomBotHeader(o Options, seed uint64) engine.Header {
	b, _ := json.Marshal(o)
	seats := make([]engine.SeatInfo, o.Players)
	for s := range seats {
		seats[s] = engine.SeatInfo{Player: "bot:random"}
	}
	return engine.Header{Game: Name, Options: b, Seed: seed, Seats: seats}
}

// TestRandomGames checks the engine contract and the invariants (every
// Endurance card somewhere exactly once, A.2/A.4; F.7.1; F.8.1; G.7-G.9;
// U.4) over random games.
func TestRandomGames(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	enginetest.RandomGames(t, enginetest.Config{
		New:        NewFromHeader,
		Header:     randomHeader,
		MaxChoices: 5000,
		Check:      checkAndHide,
		Leaks:      secrets,
		DeepEvery:  3,
	}, n)
}

// secrets are the keys of cards seat may not see: those in the deck, the
// Exhaust Pile and other players' hands.
func secrets(eg engine.Game, seat engine.Seat) []string {
	g := eg.(*Game)
	var hidden []int
	for _, c := range g.st.Deck {
		if c != Reshuffle {
			hidden = append(hidden, c)
		}
	}
	hidden = append(hidden, g.st.Exhaust...)
	for s, h := range g.st.Hands {
		if engine.Seat(s) != seat {
			hidden = append(hidden, h...)
		}
	}
	slices.Sort(hidden)
	out := make([]string, len(hidden))
	for i, c := range hidden {
		out[i] = `"` + testDeck().cardKey(c) + `"`
	}
	// [O.4] the Motion Tracker draw deck is face down: none of its cards
	// may show (its discards do, by the same keys).
	for _, c := range g.st.MTDeck {
		out = append(out, `"`+g.mtKey(c)+`"`)
	}
	return out
}

// checkAndHide is Check plus hidden information: scrambling the Blip
// tokens and the Motion Tracker deck order changes no seat's view (N, O.4).
func checkAndHide(eg engine.Game) error {
	g := eg.(*Game)
	if err := g.Check(); err != nil {
		return err
	}
	h := g.Clone().(*Game)
	scramble(h)
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		a, _ := json.Marshal(g.View(s))
		b, _ := json.Marshal(h.View(s))
		if string(a) != string(b) {
			return fmt.Errorf("aliens: seat %d's view shows hidden blip tokens or deck order:\n%s\n%s", s, a, b)
		}
	}
	return nil
}
