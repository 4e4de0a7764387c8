package aliens

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/engine/recycle"
	"github.com/sulaco/sulaco/internal/grid"
)

// View is what one seat sees: everything public, its own hand, and never
// the order or faces of the Endurance Deck or the Exhaust Pile (F.1).
type View struct {
	Mission string `json:"mission"`
	Turn    int    `json:"turn"`
	// TurnLimit is the mission's Turn Dial limit at this table (0: none).
	TurnLimit int         `json:"turnLimit,omitempty"`
	Token     engine.Seat `json:"token"`
	Chars     []CharView  `json:"chars"`
	// Deck and Under count the Endurance Deck above and under the
	// Reshuffle card; Exhaust counts the Exhaust Pile (face down).
	Deck, Under, Exhaust int
	// Discard is the face-up Discard Pile, bottom first (F.1.3).
	Discard []string `json:"discard"`
	// Revealed and Limbo are face-up cards being resolved.
	Revealed []string `json:"revealed,omitempty"`
	Limbo    []string `json:"limbo,omitempty"`
	// Hand is the viewing seat's own hand; HandSizes counts every hand.
	Hand      []string    `json:"hand,omitempty"`
	HandSizes []int       `json:"handSizes"`
	Aliens    []AlienView `json:"aliens,omitempty"`
	// Barricades name the barricaded doors ("C2-D2", D.9).
	Barricades []string `json:"barricades,omitempty"`
	// Blips are the face-down Blip tokens: where, never what (N); Pool
	// counts the Blip pool.
	Blips []BlipView `json:"blips,omitempty"`
	Pool  int        `json:"pool"`
	// MTDeck counts the Motion Tracker draw deck (face down); MTDiscard
	// is its face-up discard pile (O.4).
	MTDeck    int      `json:"mtDeck"`
	MTDiscard []string `json:"mtDiscard,omitempty"`
	// Spawns name Spawn Points 1..4 ("" where none), Tunnels the Tunnel
	// tokens' squares.
	Spawns  []string `json:"spawns,omitempty"`
	Tunnels []string `json:"tunnels,omitempty"`
	// Exits name the squares of Exit A and Exit B ("" where none, C.13).
	Exits []string `json:"exits,omitempty"`
	// Spots name the barricaded Spawn Points and Tunnels (J.11, O.10).
	Spots    []string     `json:"spots,omitempty"`
	Sentries []SentryView `json:"sentries,omitempty"`
	// Objects are the mission objects (story.go); a face-down Mission
	// Blip shows no face (T.10). Removed counts the cards the campaign
	// removed (R.4); Dropship is the turn the exits open, 0 if not called.
	Objects  []ObjectView `json:"objects,omitempty"`
	Removed  int          `json:"removed,omitempty"`
	Dropship int          `json:"dropship,omitempty"`
	Over     bool         `json:"over,omitempty"`
	Winner   string       `json:"winner,omitempty"`
}

// BlipView is a face-down Blip token: its value is not shown (N).
type BlipView struct {
	ID string `json:"id"`
	At string `json:"at"`
}

// SentryView is a Sentry Gun and its dial (T.6).
type SentryView struct {
	At     string `json:"at"`
	Facing string `json:"facing"`
	Ammo   int    `json:"ammo"`
}

// AlienView is an Alien model as everyone sees it.
type AlienView struct {
	ID     string `json:"id"`
	Tokens int    `json:"tokens,omitempty"`
	At     string `json:"at,omitempty"`
	// Facehugger marks a Facehugger token (T.9).
	Facehugger bool `json:"facehugger,omitempty"`
}

// CharView is a Character as everyone sees it.
type CharView struct {
	ID        string      `json:"id"`
	Hero      bool        `json:"hero"`
	Owner     engine.Seat `json:"owner"`
	Status    string      `json:"status"`
	Aim       int         `json:"aim"`
	Equipped  []string    `json:"equipped,omitempty"`
	Activated bool        `json:"activated,omitempty"`
	At        string      `json:"at,omitempty"`
	// Facehugged: a Facehugger token lies on the card (T.9).
	Facehugged bool `json:"facehugged,omitempty"`
}

// viewLists carve the lists of the views (recycle.List). A search
// playout or a simulation builds a view at every choice for its bots,
// and allocating the lists of each was two thirds of what a Bug Hunt
// playout allocated.
type viewLists struct {
	views    recycle.List[View]
	chars    recycle.List[CharView]
	aliens   recycle.List[AlienView]
	blips    recycle.List[BlipView]
	sentries recycle.List[SentryView]
	objects  recycle.List[ObjectView]
	names    recycle.List[string]
	counts   recycle.List[int]
}

// View implements engine.Game with a *View. In a quiet game
// (engine.Quieter) the view and its lists are carved like the game's
// decisions: they hold until the choice after next, so a bot reads the
// view of the decision it answers and no later one.
func (g *Game) View(seat engine.Seat) engine.View {
	st := &g.st
	// A pointer, not a View in the interface: boxing the value copied
	// it to the heap at every view of a playout.
	v := g.views.views.One(&g.mem, View{Mission: st.Opts.Mission, Turn: st.Turn,
		TurnLimit: g.turnLimit(), Token: st.Token, Exhaust: len(st.Exhaust), Over: st.Over, Winner: st.Winner})
	above := true
	for _, c := range st.Deck {
		switch {
		case c == Reshuffle:
			above = false
		case above:
			v.Deck++
		default:
			v.Under++
		}
	}
	v.Discard = g.cardKeys(st.Discard)
	v.Revealed = g.cardKeys(st.Revealed)
	v.Limbo = g.cardKeys(st.Limbo)
	v.HandSizes = g.views.counts.Take(&g.mem, len(st.Hands))
	for s, h := range st.Hands {
		v.HandSizes = append(v.HandSizes, len(h))
		if engine.Seat(s) == seat {
			v.Hand = g.cardKeys(h)
		}
	}
	// The lists are taken at their size: growing them was a third of
	// Game.View.
	inPlay := 0
	for i := range st.Chars {
		if st.Chars[i].InPlay {
			inPlay++
		}
	}
	v.Chars = g.views.chars.Take(&g.mem, inPlay)
	for i := range st.Chars {
		c := &st.Chars[i]
		if !c.InPlay {
			continue
		}
		cv := CharView{ID: c.ID.String(), Hero: c.Hero, Owner: c.Owner, Status: c.Status.String(),
			Aim: c.Aim, Activated: c.Activated, Facehugged: c.Facehugged}
		if c.At >= 0 && c.onBoard() { // [M.13] a lost Character leaves the board
			cv.At = g.squareName(c.At)
		}
		cv.Equipped = g.equippedKeys(c.Slots[:])
		v.Chars = append(v.Chars, cv)
	}
	v.Aliens = g.views.aliens.Take(&g.mem, len(st.Aliens))
	for _, a := range st.Aliens {
		av := AlienView{ID: alienKey(a.ID), Tokens: a.Tokens, Facehugger: a.Facehugger}
		if a.At >= 0 {
			av.At = g.squareName(a.At)
		}
		v.Aliens = append(v.Aliens, av)
	}
	v.Blips = g.views.blips.Take(&g.mem, len(st.Blips))
	for _, b := range st.Blips {
		v.Blips = append(v.Blips, BlipView{ID: blipKey(b.ID), At: g.squareName(b.At)})
	}
	v.Pool, v.MTDeck = len(st.Pool), len(st.MTDeck)
	v.MTDiscard = g.views.names.Take(&g.mem, len(st.MTDiscard))
	for _, c := range st.MTDiscard {
		v.MTDiscard = append(v.MTDiscard, g.mtKey(c))
	}
	if g.hasSpawns() {
		v.Spawns = g.viewSquares(st.Spawns[:])
	}
	for _, o := range st.Objects {
		if o.Kind == objExit {
			if v.Exits == nil {
				v.Exits = append(g.views.names.Take(&g.mem, 2), "", "")
			}
			v.Exits[strings.Index("AB", o.Name)] = g.squareName(o.At)
		}
	}
	v.Tunnels = g.viewSquares(st.Tunnels)
	v.Spots = g.viewSquares(st.Spots)
	v.Sentries = g.views.sentries.Take(&g.mem, len(st.Sentries))
	for _, sg := range st.Sentries {
		v.Sentries = append(v.Sentries, SentryView{At: g.squareName(sg.At), Facing: sg.Facing, Ammo: sg.Ammo})
	}
	v.Objects, v.Removed, v.Dropship = g.objectViews(), len(st.Removed), st.Dropship
	v.Barricades = g.views.names.Take(&g.mem, len(st.Barricades))
	for _, d := range st.Barricades {
		v.Barricades = append(v.Barricades, g.board.DoorName(grid.DoorID(d)))
	}
	return v
}

// viewSquares names squares for a view, nil for none.
func (g *Game) viewSquares(squares []int) []string {
	out := g.views.names.Take(&g.mem, len(squares))
	for _, s := range squares {
		out = append(out, g.squareName(s))
	}
	return out
}

// cardKeys names cards for a view: an empty list (not nil) for none, as
// the view's piles always encode as lists.
func (g *Game) cardKeys(cards []int) []string {
	out := g.views.names.Take(&g.mem, len(cards))
	if out == nil {
		return []string{}
	}
	for _, c := range cards {
		out = append(out, g.rules.Deck.cardKey(c))
	}
	return out
}

// equippedKeys names the cards in a Character's slots, nil for none.
func (g *Game) equippedKeys(slots []int) []string {
	n := 0
	for _, e := range slots {
		if e >= 0 {
			n++
		}
	}
	out := g.views.names.Take(&g.mem, n)
	for _, e := range slots {
		if e >= 0 {
			out = append(out, g.rules.Deck.cardKey(e))
		}
	}
	return out
}

func (dk *Deck) keys(cards []int) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = dk.cardKey(c)
	}
	return out
}
