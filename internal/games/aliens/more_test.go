package aliens

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

func TestGorman_During(t *testing.T) {
	// [aliens W.1.3] [aliens B.11.3] Recycle three cards from hand to let
	// another Marine take an Action, once per activation; it is no Action
	// of Gorman's.
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"gorman"} })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, pipe}, Exhaust: []string{rifle},
		Hands: [][]string{{armor, helmet, welder}}})
	s := play(t, g).Choose("first:0", "done")
	s.Options("aim", "rest", "order:hicks", "order:frost", "order:hudson", "order:vasquez", "end")
	s.Choose("order:hicks").Prompt("aliens.prompt.order-recycle")
	h := g.sortedHand(nil, 0)
	s.Choose("recycle:"+testDeck().cardKey(h[0]), "recycle:"+testDeck().cardKey(h[1]), "recycle:"+testDeck().cardKey(h[2]))
	eqInt(t, "under", len(g.under()), 3)
	s.Prompt("aliens.prompt.lent-action").Options("aim", "rest", "end")
	s.Choose("aim")
	eqInt(t, "hicks aim", g.st.Chars[Hicks].Aim, g.side(Hicks).Aim+1)
	eqInt(t, "hicks actions", g.st.Chars[Hicks].Actions, 0)
	s.Prompt("aliens.prompt.action").Options("aim", "rest", "end") // used: no more orders
	eqInt(t, "gorman actions", g.st.Chars[Gorman].Actions, 2)
}

func TestGorman_NeedsThreeCards(t *testing.T) {
	g := newGame(t, func(o *Options) { o.Players, o.Heroes = 1, []string{"gorman"} })
	g.arrange(t, layout{Above: []string{armor, helmet, lamp, pipe}, Exhaust: []string{rifle},
		Hands: [][]string{{armor, helmet}}})
	play(t, g).Choose("first:0", "done").Lacks("order:hicks")
}

func TestShoulderLamp(t *testing.T) {
	// [aliens W.2.10] [aliens G.14] Free Action: look at the top card; MAY
	// Exhaust the Lamp (F.3.5) to put that card under the deck; once per
	// activation; no Action spent.
	g := newGame(t, func(o *Options) {
		o.Players, o.Heroes = 1, []string{"hicks"}
		o.Loadout = []Gear{{"hicks", []string{rifle, lamp}}}
	})
	g.arrange(t, layout{Above: []string{armor, gom, helmet}, Under: []string{pipe}, Exhaust: []string{rifle}})
	lk := key(g, Hicks, slotEquip1)
	s := play(t, g).Choose("first:0", "no-draw", "done").Has("lamp:" + lk)
	s.Choose("lamp:" + lk)
	for _, e := range s.Last {
		if e.Msg.Key == "aliens.lamp.saw" && (e.To.Sees(engine.Spectator) || e.Msg.Arg("card") != testDeck().cardName(g.st.Deck[0])) {
			t.Fatalf("lamp event %v to %v", e.Msg, e.To)
		}
	}
	s.Options("lamp:bottom", "lamp:keep").Choose("lamp:bottom")
	eq(t, "above", ids(g.above()), []string{gom, helmet})
	eq(t, "under", ids(g.under()), []string{pipe, armor})
	eq(t, "exhaust", ids(g.st.Exhaust), []string{rifle, lamp})
	if g.st.Chars[Hicks].Slots[slotEquip1] != -1 {
		t.Fatal("the lamp is still equipped")
	}
	eqInt(t, "actions", g.st.Chars[Hicks].Actions, 2)
	s.Lacks("lamp:" + lk)
}

func TestHicksGrunt_Reroll(t *testing.T) {
	// Hicks' Grunt side (content): Exhaust two cards to re-roll.
	g, s := attacker(t, "hudson", nil, 0)
	_ = s
	g.st.Stack = g.st.Stack[:1]
	g.st.Chars[Hicks].Actions = 2
	g.push(frame{Kind: kActions, Seat: 0, Char: Hicks})
	g.advance()
	s = play(t, g)
	ex := len(g.st.Exhaust)
	s.Dice(10).Choose("attack:" + key(g, Hicks, 0) + ":a1")
	s.Options("reroll:exhaust", "reroll:no").Dice(1).Choose("reroll:exhaust")
	eqInt(t, "exhausted", len(g.st.Exhaust)-ex, 3) // one to fire, two to re-roll
	s.Event("aliens K.4", "aliens.attack.hit")
}

func TestNewtGrunt_Rest(t *testing.T) {
	// [aliens J.15] [aliens J.16] Newt's Grunt side recycles one more.
	g := newGame(t, func(o *Options) { o.Players, o.Newt = 1, true })
	if g.st.Chars[Newt].Hero || !g.st.Chars[Newt].InPlay {
		t.Fatal("newt should be a grunt (ripley is one, B.10.2)")
	}
	g.arrange(t, layout{Above: []string{armor}, Exhaust: []string{rifle, armor, helmet, lamp, pipe}})
	g.st.Stack = g.st.Stack[:1]
	g.push(frame{Kind: kRest, Char: Newt})
	g.advance()
	eq(t, "exhaust", ids(g.st.Exhaust), []string{rifle})
}

func TestView_Hidden(t *testing.T) {
	// [aliens F.1.1] [aliens F.1.2] the deck and the Exhaust Pile are face
	// down; [aliens F.1.3] the Discard Pile is public; hands are private.
	g := newGame(t, nil)
	g.arrange(t, layout{Above: []string{armor, helmet}, Under: []string{lamp}, Exhaust: []string{rifle},
		Discard: []string{gom}, Hands: [][]string{{pipe}, {smart}}})
	v0 := g.View(0).(*View)
	eq(t, "hand 0", v0.Hand, []string{testDeck().cardKey(g.st.Hands[0][0])})
	if v0.Deck != 2 || v0.Under != 1 || v0.Exhaust != 1 || v0.HandSizes[1] != 1 || v0.Discard[0] != testDeck().cardKey(g.st.Discard[0]) {
		t.Fatalf("view %+v", v0)
	}
	b, _ := json.Marshal(g.View(engine.Spectator))
	for _, c := range append(append(append([]int{}, g.st.Deck[:3]...), g.st.Exhaust...), g.st.Hands[0][0], g.st.Hands[1][0]) {
		if c != Reshuffle && strings.Contains(string(b), `"`+testDeck().cardKey(c)+`"`) {
			t.Fatalf("spectator sees %s", testDeck().cardKey(c))
		}
	}
}

func TestSetupErrors(t *testing.T) {
	for _, tt := range []struct {
		mut  func(*Options)
		want string
	}{
		{func(o *Options) { o.Mission = "escape" }, "unknown mission"},
		{func(o *Options) { o.Players = 7 }, "players: 7"},
		{func(o *Options) { o.Heroes = []string{"hicks"} }, "1 heroes for 2 players"},
		{func(o *Options) { o.Heroes = []string{"hicks", "hicks"} }, "taken twice"},
		{func(o *Options) { o.Heroes = []string{"hicks", "newt"} }, "comes with ripley"}, // [aliens B.10.2]
		{func(o *Options) { o.Heroes = []string{"hicks", "bishop"} }, "unknown character"},
		{func(o *Options) { o.Loadout = []Gear{{"vasquez", []string{smart, pistol}}} }, "cannot equip"}, // [aliens G.9]
		{func(o *Options) { o.Newt = true; o.Loadout = []Gear{{"newt", []string{pistol}}} }, "cannot equip"},
		{func(o *Options) { o.Loadout = []Gear{{"hicks", []string{"bfg"}}} }, "unknown card"},
		{func(o *Options) { o.DrillAliens = 17 }, "drillAliens"},
	} {
		o := DefaultOptions()
		tt.mut(&o)
		_, err := New(o, 1)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "aliens: ") {
			t.Errorf("error %v; want %q", err, tt.want)
		}
	}
	if _, err := DecodeOptions(json.RawMessage(`{"players":2,"nope":1}`)); err == nil {
		t.Error("unknown option accepted")
	}
	h := randomHeader(1)
	h.Seats = h.Seats[:1]
	if _, err := NewFromHeader(&h); err == nil {
		t.Error("seat count mismatch accepted")
	}
}

func TestSetup(t *testing.T) {
	// [aliens C.5] the gear-up is free and [aliens C.6] the rest are
	// shuffled into the deck over the Reshuffle card; [aliens C.7] dials
	// at the Aim number; [aliens C.12] Turn Dial 1.
	g := newGame(t, nil)
	eqInt(t, "deck", g.deckCount(), DeckSize-11)
	eqInt(t, "exhaust", len(g.st.Exhaust), 0)
	eqInt(t, "discard", len(g.st.Discard), 0)
	if g.st.Deck[len(g.st.Deck)-1] != Reshuffle {
		t.Fatal("reshuffle card not under the deck")
	}
	eqInt(t, "hicks aim", g.st.Chars[Hicks].Aim, 7)
	eqInt(t, "turn", g.st.Turn, 1)
	if !g.st.Chars[Hicks].Hero || g.st.Chars[Gorman].Hero || g.st.Chars[Gorman].Owner != -1 {
		t.Fatal("heroes and grunts") // [aliens B.2] [aliens B.3]
	}
	if g.st.Chars[Newt].InPlay { // [aliens B.10.1]
		t.Fatal("newt in play before the first mission")
	}
	a, b := newGame(t, nil), newGame(t, nil)
	if a.Hash() != b.Hash() {
		t.Fatal("same seed, different games")
	}
}

func TestMaker(t *testing.T) {
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	mk, err := Maker(set)
	if err != nil {
		t.Fatal(err)
	}
	h := randomHeader(2)
	g, err := mk(&h)
	if err != nil {
		t.Fatal(err)
	}
	h2 := randomHeader(2)
	g2, _ := NewFromHeader(&h2)
	if g.Hash() != g2.Hash() {
		t.Fatal("Maker with the built-in content differs from NewFromHeader")
	}
}
