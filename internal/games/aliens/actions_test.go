package aliens

import "testing"

func TestRest_Hero(t *testing.T) {
	// [aliens J.14] draw up to two, then recycle up to three from the
	// Exhaust Pile and/or the hand; [aliens F.4.3] the EN 1016-1022
	// example: two from the Exhaust Pile and one from the hand.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, pipe}, Exhaust: []string{rifle, shotgun, smart}})
	s := play(t, g).Choose("first:0", "no-draw", "done", "rest")
	s.Prompt("aliens.prompt.rest-draw").Options("draw", "stop-drawing")
	s.Choose("draw", "draw")
	eq(t, "hand", ids(g.st.Hands[0]), []string{armor, helmet})
	a, h := handKey(g, 0, armor), handKey(g, 0, helmet)
	s.Prompt("aliens.prompt.rest-recycle").Options("recycle:exhaust", "recycle:"+a, "recycle:"+h, "stop")
	s.Choose("recycle:exhaust", "recycle:exhaust", "recycle:"+h)
	eq(t, "under", ids(g.under()), []string{smart, shotgun, helmet})
	eq(t, "exhaust", ids(g.st.Exhaust), []string{rifle})
	s.Prompt("aliens.prompt.action") // three recycled: the Rest is over
}

func TestRest_Grunt(t *testing.T) {
	// [aliens J.15] [aliens Z.13] a Grunt recycles three from the Exhaust
	// Pile and draws none.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, pipe}, Exhaust: []string{rifle, shotgun, smart, lamp}})
	s := play(t, g).Choose("first:0", "no-draw", "done", "end", "grunt:frost", "rest")
	s.Event("aliens J.15", "aliens.rest.grunt")
	eq(t, "exhaust", ids(g.st.Exhaust), []string{rifle})
	eq(t, "under", ids(g.under()), []string{lamp, smart, shotgun})
	eqInt(t, "hands", len(g.st.Hands[0])+len(g.st.Hands[1]), 0)
}

func TestAim_Bounds(t *testing.T) {
	// [aliens J.10] +1, above the card's Aim but [aliens U.4] never above
	// 10: no Aim at 10.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"hicks"} })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, pipe}, Exhaust: []string{rifle}})
	s := play(t, g).Choose("first:0", "no-draw", "done")
	g.st.Chars[Hicks].Aim = 9
	s.Choose("aim")
	eqInt(t, "aim", g.st.Chars[Hicks].Aim, 10)
	s.Lacks("aim").Has("rest")
	s.Reject("aim", "not one of the options")
	c := &g.st.Chars[Hicks]
	c.Aim = 1
	c.addAim(-1)
	eqInt(t, "aim", c.Aim, 1) // [aliens U.4] never below 1
}

func TestTechTest(t *testing.T) {
	// [aliens J.2] at most Tech passes (Hicks: Tech 5, W.1.2).
	g := newGame(t, nil)
	g.rng.Force(5, 6)
	if !g.techTest(Hicks) {
		t.Fatal("5 failed against Tech 5")
	}
	if g.techTest(Hicks) {
		t.Fatal("6 passed against Tech 5")
	}
}

func TestVasquez_OnActivation(t *testing.T) {
	// [aliens W.1.6] the EN 893-900 example: a Weapon is revealed, she
	// takes a free Aim Action, and the card goes under the deck (F.5.5).
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"vasquez"} })
	g.arrange(t, layout{Above: []string{rifle, armor, helmet}, Under: []string{lamp}, Exhaust: []string{pipe}})
	s := play(t, g).Choose("first:0")
	s.Event("aliens W.1.6", "aliens.action.aim")
	eqInt(t, "aim", g.st.Chars[Vasquez].Aim, g.side(Vasquez).Aim+1)
	eq(t, "under", ids(g.under()), []string{lamp, rifle})
	eqInt(t, "actions", g.st.Chars[Vasquez].Actions, 2) // the Aim was free
	// Otherwise (authored ⟨?b⟩ ⟨?c⟩: Equipment, Event): Recycle and draw.
	g = newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"vasquez"} })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp}, Exhaust: []string{pipe}})
	play(t, g).Choose("first:0")
	eq(t, "hand", ids(g.st.Hands[0]), []string{helmet})
	eq(t, "under", ids(g.under()), []string{pipe, armor})
}

func TestGorman_EndOfActivation(t *testing.T) {
	// [aliens W.1.3] Gorman draws two at the end of his activation.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"gorman"} })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp}, Exhaust: []string{pipe}})
	s := play(t, g).Choose("first:0", "done", "end")
	s.Event("aliens W.1.3", "aliens.ability-used")
	eq(t, "hand", ids(g.st.Hands[0]), []string{armor, helmet})
}
