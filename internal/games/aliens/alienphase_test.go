package aliens

import (
	"testing"

	"github.com/sulaco/sulaco/internal/enginetest"
)

// alienGame: one player, Hicks at his square, the Grunts far left, the
// given Aliens; the Alien Phase starts at once.
func alienGame(t *testing.T, hicks string, extra ...Place) (*Game, *enginetest.Scenario) {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hicks"}, testMap
		o.Loadout = []Gear{{"hicks", []string{rifle}}}
		o.Start = append([]Place{{"hicks", hicks}, {"ripley", "A1"}, {"frost", "A3"}, {"gorman", "A2"},
			{"hudson", "B1"}, {"vasquez", "B3"}}, extra...)
	})
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, armor, helmet, lamp, rifle}, Exhaust: []string{pipe}})
	g.st.Stack = []frame{{Kind: kAlien}}
	return g, nil
}

// declineAll answers every Defensive Fire and Ripley question with no.
func declineAll(s *enginetest.Scenario) {
	for d := s.G.Pending(); d != nil; d = s.G.Pending() {
		switch {
		case d.Find("fire:no") >= 0:
			s.Choose("fire:no")
		case d.Find("ripley:no") >= 0:
			s.Choose("ripley:no")
		default:
			return
		}
	}
}

func TestAlien_MovesAndAttacks(t *testing.T) {
	// [aliens L.4] [aliens L.6] the Alien moves by the shortest route to
	// the closest Character and [aliens L.7] stops on entering a space next
	// to one; [aliens L.10] it attacks: Defensive Fire first (M.1), then
	// the Defense roll (M.6).
	g, _ := alienGame(t, "C2", Place{"alien", "F2"})
	g.rng.Force(8) // Hicks' Defense roll, if it comes to that
	g.advance()
	// [aliens L.11] [aliens U.1] three equally short first steps: the
	// highest-Rank player picks.
	s := play(t, g).Seat(0).Prompt("aliens.prompt.alien-step").Options("step:E1", "step:E2", "step:E3")
	s.Choose("step:E2")
	if g.squareName(g.st.Aliens[0].At) != "D2" {
		t.Fatalf("alien at %s", g.squareName(g.st.Aliens[0].At))
	}
	if !hasEvent(s.All, "aliens L.6", "aliens.alien.moved") {
		t.Fatal("no move")
	}
	// [aliens M.3] the closest eligible Character is asked first: Hicks.
	s.Prompt("aliens.prompt.defensive-fire").Options("fire:"+key(g, Hicks, 0), "fire:no")
	declineAll(s)
	if !hasEvent(s.All, "aliens M.6", "aliens.defense.rolled") {
		t.Fatal("no defense roll")
	}
	if g.st.Chars[Hicks].Status != KnockedDown { // 8 > Defense 6 [aliens M.8]
		t.Fatalf("hicks %v", g.st.Chars[Hicks].Status)
	}
}

func TestAlien_DefensiveFireKills(t *testing.T) {
	// [aliens M.3] a normal Attack action, paid as usual; [aliens M.4] the
	// Alien killed, there is no attack.
	g, _ := alienGame(t, "C2", Place{"alien", "F2"})
	g.advance()
	s := play(t, g).Choose("step:E2")
	ex := len(g.st.Exhaust)
	s.Dice(1).Choose("fire:"+key(g, Hicks, 0)).Event("aliens K.6", "aliens.alien.killed")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 1)
	if e := s.Event("aliens K.8", "aliens.aim.lowered"); e.Msg.Arg("aim") != "6" { // 7 - 1; the next turn resets it
		t.Fatalf("aim %s", e.Msg.Arg("aim"))
	}
	if hasEvent(s.All, "aliens M.6", "aliens.defense.rolled") {
		t.Fatal("a dead Alien attacked")
	}
}

func TestAlien_Barricade(t *testing.T) {
	// [aliens L.9] [aliens J.11.1] a barricaded door on the route: the Alien stops next to
	// it and rolls the Alien die; below 5 its activation ends.
	g, _ := alienGame(t, "B2", Place{"alien", "F2"})
	g.st.Barricades = []int{0}
	g.rng.Force(4)
	g.advance()
	s := play(t, g).Choose("step:E2")
	if !hasEvent(s.All, "aliens L.9", "aliens.alien.barricade-holds") || g.squareName(g.st.Aliens[0].At) != "D2" {
		t.Fatalf("alien at %s", g.squareName(g.st.Aliens[0].At))
	}
	// On 5+ the token goes and it moves on.
	g, _ = alienGame(t, "B2", Place{"alien", "F2"})
	g.st.Barricades = []int{0}
	g.rng.Force(5)
	g.advance()
	s = play(t, g).Choose("step:E2")
	if !hasEvent(s.All, "aliens L.9", "aliens.alien.barricade-broken") || len(g.st.Barricades) != 0 {
		t.Fatal("barricade not broken")
	}
	if g.squareName(g.st.Aliens[0].At) != "C2" {
		t.Fatalf("alien at %s", g.squareName(g.st.Aliens[0].At))
	}
}

func TestAlien_BarricadeWithCharacterBehind(t *testing.T) {
	// [aliens L.9] [aliens L.8] [aliens D.6] Hicks stands right behind a
	// barricaded door: across it he is not next to the Alien, so it rolls
	// to break through; on 5+ the barricade goes and the Alien attacks
	// from where it stands, never entering his space.
	g, _ := alienGame(t, "C2", Place{"alien", "D2"})
	g.st.Barricades = []int{0}
	g.rng.Force(6)
	g.advance()
	s := play(t, g)
	if !hasEvent(s.All, "aliens L.9", "aliens.alien.barricade-broken") || len(g.st.Barricades) != 0 {
		t.Fatal("barricade not broken")
	}
	if at := g.squareName(g.st.Aliens[0].At); at != "D2" {
		t.Fatalf("alien moved to %s; want it to stay on D2", at)
	}
	if d := g.Pending(); d == nil || d.Prompt.Key != "aliens.prompt.defensive-fire" {
		t.Fatalf("pending %v; want Hicks' Defensive Fire before the attack (L.10)", d)
	}
	if e := g.Check(); e != nil {
		t.Fatal(e)
	}
}

func TestBlip_BarricadeWithCharacterBehind(t *testing.T) {
	// [aliens N.5] [aliens L.9] the same for a Blip: it breaks through and
	// its move ends next to Hicks, not on his space. (Hicks and the Blip
	// start apart so that the Blip is not Spotted at setup.)
	g, _ := alienGame(t, "B2", Place{"blip:2", "F2"})
	g.st.Chars[Hicks].At, g.st.Blips[0].At = g.sq(t, "C2"), g.sq(t, "D2")
	g.st.Barricades = []int{0}
	g.st.Stack = []frame{{Kind: kFinish, Step: 2}, {Kind: kBlipAct, Target: g.st.Blips[0].ID, Step: 1, M: 3}}
	g.rng.Force(6)
	g.advance()
	s := play(t, g)
	if !hasEvent(s.All, "aliens N.5", "aliens.blip.barricade-broken") {
		t.Fatal("barricade not broken")
	}
	if len(g.st.Blips) == 1 && g.squareName(g.st.Blips[0].At) != "D2" {
		t.Fatalf("blip moved to %s", g.squareName(g.st.Blips[0].At))
	}
	if e := g.Check(); e != nil {
		t.Fatal(e)
	}
}

func TestAlien_Order(t *testing.T) {
	// [aliens L.2] closest first; equally close: the highest-Rank player
	// picks.
	g, _ := alienGame(t, "C2", Place{"alien", "F1"}, Place{"alien", "F3"})
	g.advance()
	play(t, g).Seat(0).Prompt("aliens.prompt.alien-order").Options("alien:a1", "alien:a2")
}

func TestCaptured(t *testing.T) {
	// [aliens M.12] Knocked Down with an Alien adjacent at the start of the
	// Alien Phase: Captured, the Alien and its tokens go too; [aliens
	// M.13.1] the hand is discarded; [aliens M.11] with none adjacent, the
	// Character stands up.
	g, _ := alienGame(t, "C2", Place{"swarm:2", "D2"})
	g.st.Chars[Hicks].Status = KnockedDown
	g.st.Chars[Frost].Status = KnockedDown
	g.st.Hands[0] = []int{g.takeTop()}
	g.advance()
	s := play(t, g)
	if g.st.Chars[Hicks].Status != Captured || len(g.st.Aliens) != 0 {
		t.Fatalf("hicks %v, aliens %v", g.st.Chars[Hicks].Status, g.st.Aliens)
	}
	eqInt(t, "hand", len(g.st.Hands[0]), 0)
	s.Prompt("aliens.prompt.new-hero").Choose("hero:none") // [aliens M.13.2] [aliens M.13.3]
	if g.st.Chars[Frost].Status != Standing {
		t.Fatal("frost did not stand up")
	}
}
