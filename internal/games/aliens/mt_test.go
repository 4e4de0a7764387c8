package aliens

import (
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// mtTop puts Motion Tracker cards of the given designs on top of the
// deck, in order.
func (g *Game) mtTop(t *testing.T, designs ...string) {
	t.Helper()
	var top []int
	for _, id := range designs {
		i := slices.IndexFunc(g.st.MTDeck, func(c int) bool { return g.rules.MT[c].ID == id && !slices.Contains(top, c) })
		if i < 0 {
			t.Fatalf("no %s card left in the deck", id)
		}
		top = append(top, g.st.MTDeck[i])
	}
	rest := slices.DeleteFunc(slices.Clone(g.st.MTDeck), func(c int) bool { return slices.Contains(top, c) })
	g.st.MTDeck = append(top, rest...)
}

// toMT starts the Alien Phase at its Motion Tracker step (O).
func toMT(g *Game) {
	for i := range g.st.Aliens {
		g.st.Aliens[i].Acted = true
	}
	g.st.Stack = []frame{{Kind: kAlien, Step: 4, Target: -1}}
}

func TestMT_DrawCount(t *testing.T) {
	// [aliens O.1] 1 player: 2 cards; 2-4: 3; 5 or more: 4.
	for p, want := range map[int]int{1: 2, 2: 3, 3: 3, 4: 3, 5: 4, 6: 4} {
		if got := mtCount(p); got != want {
			t.Errorf("players %d: %d cards; want %d", p, got, want)
		}
	}
}

func TestMT_Drawers(t *testing.T) {
	// [aliens O.2] [aliens Z.4] the highest-Rank player draws first, then
	// to the left; with more cards than players the highest-Rank player
	// draws again; with fewer, the last draw none. The literal EN flag:
	// the highest-Rank player (then the next) draws one fewer.
	g := newGame(t, func(o *Options) { o.Players = 6 }) // Hicks (seat 0) ... Gorman rank 3 (seat 4)
	hr := g.highestRankSeat()
	var got []engine.Seat
	for k := range 4 {
		got = append(got, g.mtDrawer(k, 4))
	}
	want := []engine.Seat{hr, (hr + 1) % 6, (hr + 2) % 6, (hr + 3) % 6}
	if !slices.Equal(got, want) {
		t.Fatalf("drawers %v; want %v", got, want)
	}
	g.st.Opts.MTDrawLiteral = true
	if d := g.mtDrawer(0, 4); d != (hr+2)%6 {
		t.Fatalf("literal: first drawer %d; want %d", d, (hr+2)%6)
	}
	g = newGame(t, func(o *Options) { o.Players = 1 })
	if g.mtDrawer(0, 2) != 0 || g.mtDrawer(1, 2) != 0 {
		t.Fatal("one player draws both cards")
	}
}

func TestMT_SpawnAndText(t *testing.T) {
	// [aliens O.3] each card resolved completely, in turn; [aliens O.7]
	// its Blips drawn at random from the pool and placed face down on its
	// Spawn Point [aliens O.9] or the closest empty space, one per space
	// [aliens O.8] the highest-Rank player choosing between equals;
	// [aliens O.6] Hidden Threat: no Blip in sight, Exhaust 1;
	// [aliens O.4] used cards go to the discard pile.
	g := blipGame(t, "B3", func(o *Options) { o.Spawns = []string{"H1", "H5"} })
	g.mtTop(t, "hidden-1", "quiet-1")
	toMT(g)
	ex := len(g.st.Exhaust)
	g.advance()
	s := play(t, g)
	s.Event("aliens O.3", "aliens.mt.drawn")
	if g.blipAt(t, "H1") == nil {
		t.Fatalf("no blip on spawn point 1: %v", g.st.Blips)
	}
	// The second Blip: G1, G2 and H2 are all one step from H1.
	s.Seat(0).Prompt("aliens.prompt.spawn").Options("spawn:G1", "spawn:G2", "spawn:H2")
	s.Reject("spawn:H1", "not one of the options") // [aliens O.8] never stacked
	s.Choose("spawn:G2")
	s.Event("aliens O.6", "aliens.mt.hidden-bonus")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 1)
	// The second card (1 Blip at H1, taken): the closest empty spaces.
	s.Prompt("aliens.prompt.spawn").Options("spawn:G1", "spawn:H2").Choose("spawn:H2")
	eqInt(t, "blips", len(g.st.Blips), 3)
	eqInt(t, "pool", len(g.st.Pool), blipTokens-3)
	eqInt(t, "discards", len(g.st.MTDiscard), 2) // one player draws 2 [O.1]
	eqInt(t, "deck", len(g.st.MTDeck), 40)
}

func TestMT_ExhaustPerLOS(t *testing.T) {
	// [aliens W.3.4] "Exhaust one card for each Character within Line of
	// Sight of this Blip when it spawns"; [aliens O.14] a Blip placed in
	// sight is Spotted at once, and the Alien does not act this phase.
	g := blipGame(t, "E2", func(o *Options) { o.Spawns = []string{"C1"} })
	g.mtTop(t, "exhaust-los-1", "quiet-1")
	toMT(g)
	ex := len(g.st.Exhaust)
	g.advance()
	s := play(t, g)
	s.Event("aliens W.3.4", "aliens.mt.text.exhaust-per-los.done")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 1) // Hicks alone sees C1
	if len(g.st.Aliens) == 0 || !g.st.Aliens[0].Acted {
		t.Fatalf("aliens %v", g.st.Aliens)
	}
}

func TestMT_HazardToExhaust(t *testing.T) {
	// [aliens W.3.5] a discarded Hazard, picked at random, is shuffled
	// into the Exhaust Pile.
	g := blipGame(t, "B3", func(o *Options) { o.Spawns = []string{"H1", "H5"} })
	g.mtTop(t, "hazard-return", "quiet-1")
	toMT(g)
	hz := 0
	for _, c := range g.st.Discard {
		if testDeck().cardDef(c).Type == Hazard {
			hz++
		}
	}
	ex := len(g.st.Exhaust)
	g.advance()
	d := g.Pending()
	for d != nil && d.Prompt.Key == "aliens.prompt.spawn" {
		play(t, g).Choose(d.Options[0].Key)
		d = g.Pending()
	}
	left := 0
	for _, c := range g.st.Discard {
		if testDeck().cardDef(c).Type == Hazard {
			left++
		}
	}
	eqInt(t, "hazards left in the discard pile", left, hz-1)
	eqInt(t, "exhaust pile", len(g.st.Exhaust), ex+1)
}

func TestMT_Reshuffle(t *testing.T) {
	// [aliens O.4] when the deck runs out the discards are shuffled into a
	// new deck.
	g := blipGame(t, "B3", func(o *Options) { o.Spawns = []string{"H1", "H5"} })
	g.st.MTDiscard = g.st.MTDeck[1:]
	g.st.MTDeck = g.st.MTDeck[:1]
	toMT(g)
	g.advance()
	for d := g.Pending(); d != nil && d.Prompt.Key != "aliens.prompt.first"; d = g.Pending() {
		play(t, g).Choose(d.Options[0].Key)
	}
	// The first card was discarded before the second draw found the deck
	// empty: all 42 were reshuffled, one drawn and discarded.
	if len(g.st.MTDeck) != 41 || len(g.st.MTDiscard) != 1 {
		t.Fatalf("deck %d, discards %d; want 41 and 1", len(g.st.MTDeck), len(g.st.MTDiscard))
	}
}

func TestMT_NoMoreBlips(t *testing.T) {
	// [aliens O.11] with the pool empty, for each Blip still required
	// every Blip in play moves three spaces; [aliens Z.9] Aliens spotted
	// during these moves do not attack.
	g := blipGame(t, "B3", func(o *Options) { o.Spawns = []string{"H1"} }, Place{"blip", "H5"})
	g.st.Pool = append(g.st.Pool, g.st.Blips[0].Token)
	g.st.Blips = nil
	// Keep one token out of the pool on the board, the rest "elsewhere":
	// build a state with an empty pool and 21 Blips is not possible on
	// this map, so empty the pool by placing them.
	free := []string{"F1", "G1", "F2", "G2", "H2", "F4", "G4", "H4", "F5", "G5", "H5", "C1", "D1", "E1", "C5", "D5", "E5", "C2", "D2", "E2", "H3"}
	g.st.Pool = nil
	for t := range blipTokens {
		g.st.NextBlip++
		g.st.Blips = append(g.st.Blips, Blip{ID: g.st.NextBlip, Token: t, At: -1})
	}
	for i := range g.st.Blips {
		g.st.Blips[i].At = g.sq(t, free[i])
	}
	// Every Blip in the left room is seen by Hicks at once.
	g.advanceSpotOnly()
	if len(g.st.Pool) == 0 {
		t.Fatal("setup: nothing spotted")
	}
	g.st.Pool = nil // pretend they went elsewhere: the pool is out
	g.mtTop(t, "quiet-1", "quiet-1")
	toMT(g)
	g.advance()
	s := play(t, g)
	s.Event("aliens O.11", "aliens.mt.no-more-blips")
	for d := g.Pending(); d != nil && d.Prompt.Key != "aliens.prompt.first"; d = g.Pending() {
		s.Choose(d.Options[0].Key)
	}
	if hasEvent(s.All, "aliens L.10", "aliens.alien.attacks") {
		t.Fatal("an alien spotted during a No-More-Blips move attacked [Z.9]")
	}
}

// advanceSpotOnly resolves Spottings without running frames.
func (g *Game) advanceSpotOnly() { g.spot() }

func TestMT_Tunnel(t *testing.T) {
	// [aliens O.13] a Tunnel card puts a Tunnel token next to the drawing
	// player's Hero, not on a Spawn Point or Tunnel, once per turn; the
	// drawing player places it. A Character may not end a move on it (J.4).
	g := blipGame(t, "C3", func(o *Options) { o.Spawns = []string{"H1", "H5"} })
	g.mtTop(t, "tunnel-1", "tunnel-3")
	toMT(g)
	g.advance()
	s := play(t, g)
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.spawn"; d = g.Pending() {
		s.Choose(d.Options[0].Key)
	}
	s.Prompt("aliens.prompt.tunnel").Has("tunnel:B2", "tunnel:D4").Lacks("tunnel:C3")
	s.Choose("tunnel:D4")
	eqInt(t, "tunnels", len(g.st.Tunnels), 1)
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.spawn"; d = g.Pending() {
		s.Choose(d.Options[0].Key)
	}
	// The second Tunnel card of the turn places no token.
	eqInt(t, "tunnels", len(g.st.Tunnels), 1)
	if !g.tokenAt(g.sq(t, "D4")) {
		t.Fatal("a tunnel is not a token")
	}
}

func TestMT_TunnelNotThroughAWall(t *testing.T) {
	// [aliens O.13] [aliens D.6] "adjacent to the Hero" for a Tunnel is a
	// space the Hero could step to: F1 and F2 lie beyond the wall from
	// E2, and a Tunnel there could open where no route leads (doc.go).
	g := blipGame(t, "E2", func(o *Options) { o.Spawns = []string{"H1", "H5"} })
	g.mtTop(t, "tunnel-1")
	toMT(g)
	g.advance()
	s := play(t, g)
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.spawn"; d = g.Pending() {
		s.Choose(d.Options[0].Key)
	}
	s.Prompt("aliens.prompt.tunnel").Has("tunnel:D1", "tunnel:E1", "tunnel:D3", "tunnel:E3").Lacks("tunnel:F1", "tunnel:F2", "tunnel:E2")
}

// hudsonRevealsHazard: solo Hudson on blipMap, "Game Over Man!" on top
// of the Endurance Deck for his end-of-activation Reveal.
func hudsonRevealsHazard(t *testing.T) *Game {
	t.Helper()
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes, o.Map = 1, []string{"hudson"}, blipMap
		o.Loadout = []Gear{}
		o.Start = []Place{{"hudson", "B3"}, {"ripley", "A1"}, {"frost", "A2"}, {"gorman", "A3"}, {"hicks", "A4"}, {"vasquez", "A5"}}
		o.Spawns = []string{"H1"}
	})
	g.arrange(t, layout{Above: []string{gom, rifle, rifle, shotgun, shotgun, pistol, pistol, pistol, armor, helmet, helmet, lamp, smart},
		Exhaust: []string{pipe, pistol, pistol, armor, armor}})
	return g
}

func TestMT_HudsonLooks(t *testing.T) {
	// [aliens W.1.5] Hudson's END OF ACTIVATION: a revealed Hazard lets
	// his player look at the top Motion Tracker card (seen by that seat
	// alone) and put it on the bottom [aliens O.15].
	g := hudsonRevealsHazard(t)
	top := g.st.MTDeck[0]
	g.st.Stack = append(g.st.Stack, frame{Kind: kFinish}) // something to return to
	g.endOfActivation(Hudson, 0)
	evs := g.TakeEvents()
	seen := false
	for _, e := range evs {
		if e.Msg.Key == "aliens.mt.peek" {
			seen = true
			if e.To == engine.Public || !e.To.Sees(0) || e.To.Sees(engine.Spectator) {
				t.Fatalf("the peek is public: %+v", e)
			}
		}
	}
	if !seen {
		t.Fatal("no look at the motion tracker deck")
	}
	play(t, g).Seat(0).Prompt("aliens.prompt.mt-peek").Options("mt:bottom:1", "mt:keep").Choose("mt:bottom:1")
	if g.st.MTDeck[len(g.st.MTDeck)-1] != top {
		t.Fatal("the top card is not at the bottom")
	}
}

func TestMT_TrackerEquipment(t *testing.T) {
	// [aliens W.2.9] the Motion Tracker's FREE ACTION: Reveal; a Weapon or
	// Equipment card: look at the top two cards, one to the bottom, the
	// other back on top; a Hazard (not played, F.5.7): Exhaust the Motion
	// Tracker [aliens W.2.17]. Once per activation [aliens G.14].
	mk := func(top string) (*Game, int) {
		g := blipGame(t, "B3", func(o *Options) {
			o.Spawns = []string{"H1"}
			o.Loadout = []Gear{{"hicks", []string{rifle, cardTracker}}}
		})
		g.arrange(t, layout{Above: []string{top, armor, armor, armor}, Exhaust: []string{pipe}})
		return g, g.st.Chars[Hicks].Slots[slotEquip1]
	}
	g, tr := mk(armor)
	if testDeck().cardDef(tr).ID != cardTracker {
		t.Fatalf("slot holds %s", testDeck().cardKey(tr))
	}
	if !slices.ContainsFunc(g.freeOptions(Hicks), func(o engine.Option) bool { return o.Key == "tracker:"+testDeck().cardKey(tr) }) {
		t.Fatal("no tracker free action")
	}
	second := g.st.MTDeck[1]
	g.useTracker(0, Hicks, tr)
	play(t, g).Prompt("aliens.prompt.mt-peek").Options("mt:bottom:1", "mt:bottom:2").Choose("mt:bottom:2")
	if g.st.MTDeck[len(g.st.MTDeck)-1] != second {
		t.Fatal("the second card is not at the bottom")
	}
	if slices.ContainsFunc(g.freeOptions(Hicks), func(o engine.Option) bool { return o.Key == "tracker:"+testDeck().cardKey(tr) }) {
		t.Fatal("the tracker is offered twice in one activation")
	}
	g, tr = mk(gom)
	g.useTracker(0, Hicks, tr)
	if g.st.Chars[Hicks].Slots[slotEquip1] == tr || !slices.Contains(g.st.Exhaust, tr) {
		t.Fatal("the tracker was not exhausted on a hazard")
	}
}

func TestMT_BarricadedSpawnPoint(t *testing.T) {
	// [aliens J.11] a Character next to a Spawn Point or Tunnel may
	// barricade it; [aliens O.10] a Blip entering there rolls the Alien
	// die: 5+ removes the Barricade and it enters, otherwise the Blip
	// token is discarded (back to the pool); the rest then enter freely.
	g := blipGame(t, "G2", func(o *Options) { o.Spawns = []string{"H1"} })
	if !slices.ContainsFunc(g.barricadeOptions(Hicks), func(o engine.Option) bool { return o.Key == "barricade-spot:H1" }) {
		t.Fatal("no barricade option for the spawn point next to Hicks")
	}
	g.st.Chars[Hicks].At = g.sq(t, "B3") // out of sight of the right room
	g.st.Spots = []int{g.sq(t, "H1")}
	g.mtTop(t, "hidden-1", "drone-exhaust-2")
	toMT(g)
	g.rng.Force(2, 5) // the first Blip: 2, discarded; the second: 5, breaks in
	g.advance()
	s := play(t, g)
	s.Event("aliens O.10", "aliens.spot.holds")
	s.Event("aliens O.10", "aliens.spot.broken")
	if len(g.st.Spots) != 0 {
		t.Fatal("the barricade is still there")
	}
	if g.blipAt(t, "H1") == nil {
		t.Fatalf("blips %v", g.st.Blips)
	}
}

func TestMT_ShoulderLamp(t *testing.T) {
	// [aliens W.2.10] the Shoulder Lamp may look at the top Motion Tracker
	// card instead; Exhausting the Lamp puts it on the bottom.
	g := blipGame(t, "B3", func(o *Options) {
		o.Spawns = []string{"H1"}
		o.Loadout = []Gear{{"hicks", []string{rifle, lamp}}}
	})
	l := g.st.Chars[Hicks].Slots[slotEquip1]
	top := g.st.MTDeck[0]
	if !g.chooseFree(0, Hicks, "lamp-mt:"+testDeck().cardKey(l)) {
		t.Fatal("no lamp on the motion tracker deck")
	}
	play(t, g).Prompt("aliens.prompt.lamp").Choose("lamp:bottom")
	if g.st.MTDeck[len(g.st.MTDeck)-1] != top || !slices.Contains(g.st.Exhaust, l) {
		t.Fatal("the card is not at the bottom, or the lamp not exhausted")
	}
	if len(g.freeOptions(Hicks)) != 0 {
		t.Fatal("the lamp is offered twice in one activation [G.14]")
	}
}
