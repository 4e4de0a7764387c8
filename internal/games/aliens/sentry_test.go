package aliens

import (
	"slices"
	"testing"
)

func TestMoreAliens_Placement(t *testing.T) {
	// The optional rule [aliens P.1]: a Spotted 4 is four Alien models,
	// the first on the Blip's space; [aliens P.2] extras on empty adjacent
	// spaces out of every Character's Line of Sight, [aliens P.3] else at
	// the shortest movement distance, still out of sight; [aliens P.4] the
	// highest-Rank player picks; [aliens P.5] a space next to a closed
	// door counts as in sight when the opened door would show it (the
	// example EN 2107-2118: the last Alien cannot go beside the doors).
	g := blipGame(t, "C3", func(o *Options) { o.MoreAliens = true }, Place{"blip:4", "D1"})
	// Spotted at setup: every space next to D1 is in Hicks' room, in sight.
	s := play(t, g)
	d := g.Pending()
	if d == nil || d.Prompt.Key != "aliens.prompt.more-aliens" {
		t.Fatalf("pending %v", d)
	}
	s.Seat(0).Lacks("place:C1", "place:E2", "place:F3") // F3 opens the door to Hicks [P.5]
	for range 3 {
		d := g.Pending()
		if d == nil || d.Prompt.Key != "aliens.prompt.more-aliens" {
			break
		}
		s.Choose(d.Options[0].Key)
	}
	eqInt(t, "alien models", len(g.st.Aliens), 4)
	if g.squareName(g.st.Aliens[0].At) != "D1" || g.st.Aliens[0].Tokens != 0 {
		t.Fatalf("first model %+v", g.st.Aliens[0])
	}
	for _, a := range g.st.Aliens[1:] {
		if g.inSight(a.At) {
			t.Fatalf("%s placed in sight at %s", alienKey(a.ID), g.squareName(a.At))
		}
	}
	// [aliens P.5] directly: next to G3, F3 is out, the rest are in.
	h := blipGame(t, "C3", nil)
	got := h.moreAlienSquares(h.sq(t, "G3"))
	var names []string
	for _, s := range got {
		names = append(names, h.squareName(s))
	}
	slices.Sort(names)
	eq(t, "squares next to G3", names, []string{"F2", "F4", "G2", "G4", "H2", "H3", "H4"})
}

func TestSentry_Arc(t *testing.T) {
	// [aliens T.2] [aliens Y.13] the forward arc: a 90° cone ahead, never
	// beside or behind, within Line of Sight.
	g := blipGame(t, "B5", nil, Place{"sentry:e", "C3"})
	sg := &g.st.Sentries[0]
	in := func(sq string) bool { return g.inArc(sg, g.sq(t, sq)) }
	for _, sq := range []string{"D3", "D2", "D4", "E1", "E3", "E5"} {
		if !in(sq) {
			t.Errorf("%s should be in the arc", sq)
		}
	}
	for _, sq := range []string{"C2", "C4", "B3", "B2", "F3"} { // beside, behind, behind a closed door
		if in(sq) {
			t.Errorf("%s should not be in the arc", sq)
		}
	}
	eqInt(t, "dial", sg.Ammo, 450)
}

func TestSentry_ShootsMovers(t *testing.T) {
	// [aliens T.3] a model moving into the arc is shot at, again for each
	// further space; [aliens T.4] two Marine dice, the lower counts, 7 or
	// less kills everything in the space, the whole swarm;
	// [aliens T.6] each shot turns the dial down 45; [aliens T.7] the
	// move ends with the mover's death.
	g := blipGame(t, "B1", nil, Place{"sentry:e", "B3"}, Place{"swarm:2", "E5"})
	g.st.Stack = []frame{{Kind: kAlien}}
	g.rng.Force(9, 8) // first shot: lower 8, a miss
	g.advance()
	s := play(t, g)
	for d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.alien-step" && len(g.st.Aliens) > 0; d = g.Pending() {
		g.rng.Force(10, 7) // lower 7: a hit
		s.Choose(d.Options[0].Key)
	}
	if !hasEvent(s.All, "aliens T.4", "aliens.sentry.hit") && !hasEvent(s.All, "aliens T.4", "aliens.sentry.missed") {
		t.Fatalf("no shot: %v", s.All)
	}
	if len(g.st.Aliens) != 0 {
		t.Fatalf("aliens %v; the swarm should be dead", g.st.Aliens)
	}
	if a := g.st.Sentries[0].Ammo; a >= 450 || a%45 != 0 {
		t.Fatalf("dial %d", a)
	}
}

func TestSentry_BlipNotFlipped(t *testing.T) {
	// [aliens T.5] a Blip shot dead is not flipped: its token goes back to
	// the pool unseen [Y.14].
	g := blipGame(t, "B1", nil, Place{"sentry:s", "G1"}, Place{"blip", "H1"})
	toBlips(g)
	g.rng.Force(1, 3, 4) // Speed 1; the shot: 3 and 4, the lower 3 hits
	g.advance()
	s := play(t, g)
	if d := g.Pending(); d != nil && d.Prompt.Key == "aliens.prompt.blip-step" {
		s.Choose("step:G2")
	}
	s.Event("aliens T.4", "aliens.sentry.hit")
	if hasEvent(s.All, "aliens N.8", "aliens.blip.spotted") || len(g.st.Blips) != 0 || len(g.st.Pool) != blipTokens {
		t.Fatalf("blips %v, pool %d; want the blip gone unflipped", g.st.Blips, len(g.st.Pool))
	}
}

func TestSentry_OutOfAmmo(t *testing.T) {
	// [aliens T.6] at 0 the gun shoots no more: 10 shots from 450.
	g := blipGame(t, "B1", nil, Place{"sentry:e", "B3"})
	sg := &g.st.Sentries[0]
	shots := 0
	for sg.Ammo > 0 {
		sg.Ammo -= sentryStep
		shots++
	}
	eqInt(t, "shots", shots, 10)
	g.st.NextAlien++
	g.st.Aliens = append(g.st.Aliens, Alien{ID: g.st.NextAlien, At: g.sq(t, "D3")})
	g.sentryTrigger(g.sq(t, "D3"), g.sq(t, "E3"))
	eqInt(t, "aliens", len(g.st.Aliens), 1)
}

func TestSentry_Placement(t *testing.T) {
	// [aliens C.15] the players place the guns during setup on empty
	// spaces, each facing any way, dials at 450; an occupied space is
	// rejected and changes nothing.
	g := blipGame(t, "B3", func(o *Options) { o.SentryGuns = 2 })
	s := play(t, g).Seat(0).Prompt("aliens.prompt.sentry-place")
	s.Reject("sentry:B3", "not one of the options")
	s.Choose("sentry:D3").Prompt("aliens.prompt.sentry-facing").Options("facing:n", "facing:e", "facing:s", "facing:w")
	s.Choose("facing:e").Choose("sentry:G3", "facing:w")
	eqInt(t, "guns", len(g.st.Sentries), 2)
	if g.st.Sentries[1].Facing != "w" || g.st.Sentries[1].Ammo != 450 {
		t.Fatalf("gun %+v", g.st.Sentries[1])
	}
	s.Prompt("aliens.prompt.first")
}

func TestFacehugger(t *testing.T) {
	// [aliens T.9] [aliens M.15] a Facehugger acts like an Alien, but a Character
	// failing its Defense roll against it is neither Killed nor Knocked
	// Down: the token goes onto its card and it keeps playing.
	// [aliens Z.14] the flag makes a 10+ against a Facehugger kill.
	for _, tc := range []struct {
		roll   int
		flag   bool
		status Status
		hugged bool
	}{{8, false, Standing, true}, {10, false, Standing, true}, {10, true, Killed, false}} {
		g := blipGame(t, "B3", func(o *Options) { o.FacehuggerTenKills = tc.flag }, Place{"facehugger", "C3"})
		if g.facehuggers() != 1 || g.alienModels() != 0 {
			t.Fatal("a facehugger is not a token of its own [A.14]")
		}
		g.st.Stack = []frame{{Kind: kAlien}}
		g.rng.Force(tc.roll)
		g.advance()
		s := play(t, g)
		declineAll(s)
		c := &g.st.Chars[Hicks]
		if c.Status != tc.status || c.Facehugged != tc.hugged {
			t.Fatalf("roll %d flag %v: hicks %v facehugged %v", tc.roll, tc.flag, c.Status, c.Facehugged)
		}
		if tc.hugged && len(g.st.Aliens) != 0 {
			t.Fatal("the facehugger is still on the board")
		}
	}
}

func TestSentry_ShootsCharacters(t *testing.T) {
	// [aliens T.3] Characters can be shot: Hicks steps into the arc of a
	// gun facing him; [aliens T.4] a 1 kills him; [aliens T.7] his move
	// ends at once and his player takes a new Hero (M.13.2).
	g := blipGame(t, "B3", nil, Place{"sentry:w", "E3"})
	s := play(t, g)
	s.Choose("first:0", "no-draw", "done").Prompt("aliens.prompt.action").Choose("move")
	s.Dice(1, 4).Choose("move:C3")
	s.Event("aliens T.4", "aliens.sentry.hit")
	if g.st.Chars[Hicks].Status != Killed {
		t.Fatalf("hicks %v", g.st.Chars[Hicks].Status)
	}
	if d := g.Pending(); d == nil || d.Prompt.Key == "aliens.prompt.move" {
		t.Fatalf("the dead Hicks moves on: %v", d)
	}
	eqInt(t, "dial", g.st.Sentries[0].Ammo, 405)
}
