package aliens

import (
	"testing"
)

// toActions drives seat 0's Hicks from the first decision to his Actions
// (no draw, nothing equipped).
func toHicksActions(t *testing.T, g *Game) {
	t.Helper()
	play(t, g).Choose("first:0", "no-draw", "done").Prompt("aliens.prompt.action")
}

func TestFirstPlayer(t *testing.T) {
	// [aliens I.2] the highest-Rank Marine Hero's player (Hicks, Rank 2,
	// over Hudson, Rank 1) gives the Activation token to anyone.
	g := newGame(t, nil)
	s := play(t, g).Seat(0).Prompt("aliens.prompt.first").Options("first:0", "first:1")
	s.Choose("first:1")
	s.Event("aliens I.2", "aliens.token.given")
	s.Event("aliens I.5", "aliens.activation.start") // [aliens I.3] Hudson activates
	if g.st.Token != 1 {
		t.Fatalf("token at %d", g.st.Token)
	}
	// Gorman (Rank 3) as a Hero chooses instead.
	g = newGame(t, func(o *Options) { o.Heroes = []string{"hudson", "gorman"} })
	play(t, g).Seat(1)
}

func TestFirstPlayer_RejectIllegal(t *testing.T) {
	g := newGame(t, nil)
	s := play(t, g)
	s.Reject("first:2", "not one of the options") // seat 2 does not exist
	s.Reject("aim", "not one of the options")
	if err := g.Apply(1, "first:0"); err == nil { // not seat 1's decision
		t.Fatal("seat 1 chose for seat 0")
	}
}

func TestAimReset(t *testing.T) {
	// [aliens I.1] [aliens Z.1] every dial is reset at the start of the
	// Marine Phase.
	g := newGame(t, nil)
	g.st.Chars[Hicks].Aim = 2
	g.st.Stack = []frame{{Kind: kMarine}}
	g.advance()
	eqInt(t, "hicks aim", g.st.Chars[Hicks].Aim, 7)
	// Flag: at the start of the Character's own activation instead.
	g = newGame(t, func(o *Options) { o.AimResetPerActivation = true })
	g.st.Chars[Hicks].Aim, g.st.Chars[Hudson].Aim = 2, 3
	g.st.Stack = []frame{{Kind: kMarine}}
	g.advance()
	eqInt(t, "hicks aim before his activation", g.st.Chars[Hicks].Aim, 2)
	play(t, g).Choose("first:0")
	eqInt(t, "hicks aim", g.st.Chars[Hicks].Aim, 7)
	eqInt(t, "hudson aim", g.st.Chars[Hudson].Aim, 3)
}

func TestActivationSteps(t *testing.T) {
	// [aliens I.5] On Activation (Hicks may draw, W.1.2), equip, Actions,
	// End of Activation, Rank, pass.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet, pipe}, Exhaust: []string{lamp}})
	s := play(t, g).Choose("first:0")
	s.Prompt("aliens.prompt.may-draw").Options("draw", "no-draw")
	s.Choose("draw")
	s.Event("aliens F.2.1", "aliens.card.drew")
	eq(t, "hand", ids(g.st.Hands[0]), []string{armor})
	s.Prompt("aliens.prompt.equip")
	s.Choose("done").Prompt("aliens.prompt.action").Options("aim", "rest", "end")
	s.Choose("aim").Event("aliens J.10", "aliens.action.aim")
	eqInt(t, "aim", g.st.Chars[Hicks].Aim, 8)
	s.Choose("aim") // [aliens I.8] the same Action twice
	eqInt(t, "aim", g.st.Chars[Hicks].Aim, 9)
	// [aliens I.10] Hicks, Rank 2, may activate up to two Marine Grunts of
	// Rank <= 2: not Gorman (Rank 3, I.10.1), not Ripley (Civilian, I.10.3).
	s.Prompt("aliens.prompt.rank-grunts").Options("grunt:frost", "grunt:vasquez", "grunts:done")
}

func TestRankGrunts(t *testing.T) {
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, armor, helmet}, Exhaust: []string{lamp}})
	toHicksActions(t, g)
	s := play(t, g).Choose("end")
	s.Choose("grunt:vasquez").Event("aliens I.10", "aliens.grunt.activated-by")
	// [aliens I.10.4] a Grunt's activation: no equip step (Y.15), Actions.
	s.Prompt("aliens.prompt.action").Choose("end")
	s.Options("grunt:frost", "grunts:done").Choose("grunt:frost", "end")
	// Two Grunts activated: step 5 is over; [aliens I.11] the token passes
	// left to seat 1 (Hudson); his On Activation may recycle from hand.
	s.Prompt("aliens.prompt.equip").Seat(1)
	if g.st.Token != 1 {
		t.Fatalf("token at %d", g.st.Token)
	}
	// [aliens I.10.1] Hudson (Rank 1) cannot activate Gorman (Rank 3):
	// no step 5; every Hero has activated, so [aliens I.13] the
	// highest-Rank player (Hicks's, seat 0) activates the rest.
	s.Choose("done", "end").Prompt("aliens.prompt.remaining").Seat(0).Options("grunt:ripley", "grunt:gorman")
	s.Event("aliens I.11", "aliens.token.heroes-done")
}

func TestRankGrunts_Flags(t *testing.T) {
	// [aliens Z.3] flags: any Rank, Civilian Grunts too.
	g := newGame(t, func(o *Options) { o.Step5AnyRank, o.Step5CivilianGrunts = true, true })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe}, Exhaust: []string{lamp}})
	toHicksActions(t, g)
	play(t, g).Choose("end").Options("grunt:ripley", "grunt:gorman", "grunt:frost", "grunt:vasquez", "grunts:done")
}

func TestCivilianHeroActivatesNoGrunts(t *testing.T) {
	// [aliens I.10.2] Ripley is a Civilian: no step 5.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"ripley"} })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, rifle}, Exhaust: []string{lamp, armor}})
	s := play(t, g).Choose("first:0") // [aliens X.45] no Marine Hero: seat 0 chooses
	// [aliens W.1.1] On Activation: Recycle two, draw one.
	s.Event("aliens W.1.1", "aliens.ability-used")
	eqInt(t, "exhaust", len(g.st.Exhaust), 0)
	s.Choose("done", "end")
	// No step 5: [aliens I.13] the remaining Grunts, in any order.
	s.Prompt("aliens.prompt.remaining").Options("grunt:hicks", "grunt:gorman", "grunt:frost", "grunt:hudson", "grunt:vasquez")
}

func TestRipleyAndNewt(t *testing.T) {
	// [aliens B.10.2] [aliens B.10.3] [aliens I.3] the Ripley player plays
	// Newt too, chooses who goes first, and both share one hand.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes, o.Newt = 2, []string{"ripley", "hicks"}, true })
	if !g.st.Chars[Newt].Hero || g.st.Chars[Newt].Owner != 0 {
		t.Fatal("newt is not ripley's player's hero")
	}
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, rifle}, Exhaust: []string{lamp, armor}})
	s := play(t, g).Seat(1).Choose("first:0")
	s.Prompt("aliens.prompt.activate").Options("activate:ripley", "activate:newt")
	s.Choose("activate:newt", "done")
	// [aliens J.16] [aliens W.1.7] Newt rests: up to four recycles.
	s.Choose("rest", "stop-drawing")
	s.Prompt("aliens.prompt.rest-recycle")
	if got := g.restRecycles(Newt); got != 4 {
		t.Fatalf("newt recycles %d", got)
	}
	s.Choose("stop", "end")
	// Ripley activates next, without being asked (I.3).
	s.Event("aliens W.1.1", "aliens.ability-used")
	// [aliens B.10.4] Newt cannot equip weapons.
	g.st.Hands[0] = append(g.st.Hands[0], g.takeTop())
	c := g.st.Hands[0][len(g.st.Hands[0])-1]
	if testDeck().cardDef(c).Type == Weapon {
		t.Fatalf("setup: drew %s", testDeck().cardKey(c))
	}
}

func TestNewtNoWeapons(t *testing.T) {
	// [aliens B.10.4]
	ch := &Character{ID: Newt, Slots: [numSlots]int{-1, -1, -1, -1}}
	r, _ := testDeck().cardByKey("m41a-pulse-rifle.1")
	a, _ := testDeck().cardByKey("body-armor.1")
	if testDeck().canEquip(ch, true, r) || !testDeck().canEquip(ch, true, a) {
		t.Fatal("newt's slots")
	}
}

func TestTurnLoop(t *testing.T) {
	// [aliens H.1] Marine, Alien, Finish Phase; [aliens I.4] each
	// Character activates once; [aliens Q.5] the Turn Dial advances;
	// [aliens Q.2] the drill is won after its turns.
	g := newGame(t, func(o *Options) { o.Players, o.Turns = 1, 2 })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, armor, helmet, lamp, armor, helmet}, Exhaust: []string{lamp}})
	s := play(t, g)
	activations := map[CharID]int{}
	for g.Pending() != nil && g.st.Turn == 1 {
		d := g.Pending()
		key := d.Options[len(d.Options)-1].Key // end, done, stop, no ...
		if d.Find("no-draw") >= 0 {
			key = "no-draw"
		}
		s.Choose(key)
		for _, e := range s.Last {
			if e.Msg.Key == "aliens.activation.start" {
				for c := range numChars {
					if e.Msg.Arg("char") == c.Name() {
						activations[c]++
					}
				}
			}
		}
	}
	for _, c := range []CharID{Ripley, Hicks, Gorman, Frost, Hudson, Vasquez} {
		if activations[c] != 1 {
			t.Fatalf("%s activated %d times in turn 1", c, activations[c])
		}
	}
	if !hasEvent(s.All, "aliens Q.5", "aliens.turn.dial") || !hasEvent(s.All, "aliens H.3", "aliens.phase.alien") {
		t.Fatal("no alien phase or turn dial")
	}
	for g.Pending() != nil {
		d := g.Pending()
		key := d.Options[len(d.Options)-1].Key
		if d.Find("no-draw") >= 0 {
			key = "no-draw"
		}
		s.Choose(key)
	}
	if o := s.Over(WinPlayers); o.Rule != "aliens Q.2" {
		t.Fatalf("rule %s", o.Rule)
	}
}

func TestFinish_DefeatOrder(t *testing.T) {
	// [aliens Q.3] every Character down: the Aliens win; [aliens Z.10]
	// victory is checked first unless the flag says otherwise.
	for _, defeatFirst := range []bool{false, true} {
		g := newGame(t, func(o *Options) { o.Turns, o.DefeatBeforeVictory = 1, defeatFirst })
		for i := range g.st.Chars {
			g.st.Chars[i].Status = KnockedDown
		}
		g.st.Stack = []frame{{Kind: kFinish}}
		g.advance()
		want := WinPlayers
		if defeatFirst {
			want = WinAliens
		}
		play(t, g).Over(want)
	}
	g := newGame(t, func(o *Options) { o.Turns = 3 })
	for i := range g.st.Chars {
		g.st.Chars[i].Status = Captured
	}
	g.st.Stack = []frame{{Kind: kFinish}}
	g.advance()
	if o := play(t, g).Over(WinAliens); o.Rule != "aliens Q.3" {
		t.Fatalf("rule %s", o.Rule)
	}
}

func TestKnockedDown(t *testing.T) {
	// [aliens M.10] a Knocked-Down Character skips its Actions; [aliens
	// M.11] it stands up at the start of the Alien Phase (no Alien near).
	g := newGame(t, func(o *Options) { o.Players = 1 })
	g.arrange(t, layout{Above: []string{armor, helmet, pipe, lamp, armor, helmet, lamp}, Exhaust: []string{lamp}})
	g.st.Chars[Hicks].Status = KnockedDown
	s := play(t, g).Choose("first:0", "no-draw", "done")
	s.Event("aliens M.10", "aliens.activation.knocked-down")
	s.Prompt("aliens.prompt.rank-grunts")
}
