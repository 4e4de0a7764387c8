package marsattacks

import (
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/engine/recycle"
	"github.com/sulaco/sulaco/internal/grid"
)

// View is what one seat sees: the whole mat, the VP, the discard pile,
// its own side's hand and only the size of the other's (M.13.4). The
// order of the draw pile is seen by nobody.
type View struct {
	Side     string       `json:"side,omitempty"` // the seat's side; empty for spectators
	Round    int          `json:"round"`
	TurnSide Side         `json:"turnSide"`
	First    Side         `json:"first"`
	Passed   [2]bool      `json:"passed"`
	VP       [2]int       `json:"vp"`
	Figures  []FigureView `json:"figures"`
	Hand     []CardView   `json:"hand,omitempty"`
	HandSize [2]int       `json:"handSize"`
	Deck     int          `json:"deck"`
	Discard  []CardView   `json:"discard"`
	Markers  []MarkerView `json:"markers,omitempty"`
	// Support are the support rows in play, face up (M.13.12).
	Support []SupportView `json:"support,omitempty"`
	// Scenario is the scenario's id; Zones its zone controllers (S10:
	// the zone's anchor and the side holding it); Loot the square of
	// S8's loot or the figure carrying it.
	Scenario string     `json:"scenario,omitempty"`
	Zones    []ZoneView `json:"zones,omitempty"`
	Loot     string     `json:"loot,omitempty"`
	// RoundLimit is the table's last round (Options.RoundLimit), 0 for
	// none: public, like the round.
	RoundLimit int `json:"roundLimit,omitempty"`
	// Terrain is the mat's walls (public, shared, never written; nil for
	// the open mat), for in-process readers such as the rules bot; a
	// client draws it from the scenario instead.
	Terrain *grid.Layout `json:"-"`
}

// ZoneView is a controlled zone (S10.3).
type ZoneView struct {
	Zone string `json:"zone"`
	Side Side   `json:"side"`
}

// SupportView is a support row.
type SupportView struct {
	Side  Side     `json:"side"`
	ID    string   `json:"id"`
	Cards []string `json:"cards"`
}

// MarkerView is a marker on the mat; a face-down one shows no kind. The
// mutant beetle (M.1.5) is a marker of kind BeetleKind.
type MarkerView struct {
	Square string `json:"square"`
	Kind   string `json:"kind,omitempty"`
}

// FigureView is a figure as everyone sees it.
type FigureView struct {
	ID        string `json:"id"`
	Profile   string `json:"profile"`
	Side      Side   `json:"side"`
	Square    string `json:"square"`
	Alive     bool   `json:"alive"`
	Terrified bool   `json:"terrified,omitempty"`
	Activated bool   `json:"activated,omitempty"`
	HP        int    `json:"hp,omitempty"`
	// Reserve: off the mat, waiting to enter; Exited: left over the edge
	// (M.6.8).
	Reserve bool `json:"reserve,omitempty"`
	Exited  bool `json:"exited,omitempty"`
}

// CardView is a physical card: its instance name and definition id.
type CardView struct {
	Card string `json:"card"`
	ID   string `json:"id"`
}

// viewLists carve the lists of the views (recycle.List): a search's
// playouts build a view at every choice for the rules bot, and those
// views were six sevenths of what a normal decision allocated.
type viewLists struct {
	views    recycle.List[View]
	figures  recycle.List[FigureView]
	cards    recycle.List[CardView]
	markers  recycle.List[MarkerView]
	supports recycle.List[SupportView]
	zones    recycle.List[ZoneView]
	names    recycle.List[string]
}

// View implements engine.Game with a *View. In a quiet game
// (engine.Quieter) the view and its lists are carved like the game's
// decisions: they hold until the choice after next.
func (g *Game) View(seat engine.Seat) engine.View {
	lists, mem := &g.memo.views, &g.memo.mem
	// A pointer, not a View in the interface: boxing the value copied
	// it to the heap at every view of a playout.
	v := lists.views.One(mem, View{Round: g.st.Round, TurnSide: g.st.Turn.Side, First: g.st.First,
		Passed: g.st.Passed, VP: g.st.VP, Deck: len(g.st.Deck), RoundLimit: g.opts.RoundLimit, Terrain: g.terrain})
	// The lists are taken at their size (an empty one stays nil, as JSON
	// null): growing them was a third of the view.
	beetle, hasBeetle := g.beetleView()
	markers := len(g.st.Markers)
	if hasBeetle {
		markers++
	}
	v.Figures = lists.figures.Take(mem, len(g.st.Figs))
	v.Discard = lists.cards.Take(mem, len(g.st.Discard))
	v.Markers = lists.markers.Take(mem, markers)
	for _, f := range g.st.Figs {
		v.Figures = append(v.Figures, FigureView{ID: f.ID, Profile: g.profiles[f.Profile].ID, Side: f.Side,
			Square: f.Sq.String(), Alive: f.Alive, Terrified: f.Terrified, Activated: f.Activated, HP: int(f.HP),
			Reserve: f.Reserve || f.Deploy != "", Exited: f.Exited})
	}
	for s := range 2 {
		v.HandSize[s] = len(g.st.Hands[s])
	}
	for _, c := range g.st.Discard {
		v.Discard = append(v.Discard, CardView{Card: c.Name(), ID: g.def(c).ID})
	}
	for _, m := range g.st.Markers {
		if m.Sq.OnMat() {
			mv := MarkerView{Square: m.Sq.String()}
			if m.FaceUp {
				mv.Kind = m.Kind.String()
			}
			v.Markers = append(v.Markers, mv)
		}
	}
	if hasBeetle {
		v.Markers = append(v.Markers, beetle) // effect markers stand face up (M.1.5)
	}
	v.Support = lists.supports.Take(mem, len(g.st.Rows))
	for _, r := range g.st.Rows {
		sv := SupportView{Side: r.Side, ID: g.cardDefs[r.Def].ID, Cards: lists.names.Take(mem, int(r.N))}
		for _, c := range r.Cards[:r.N] {
			sv.Cards = append(sv.Cards, c.Name())
		}
		v.Support = append(v.Support, sv)
	}
	if g.scen != nil {
		v.Scenario = g.scen.ID
		v.Zones = lists.zones.Take(mem, len(g.scen.Zones))
		for k, c := range g.scen.Zones {
			v.Zones = append(v.Zones, ZoneView{Zone: string(c), Side: Side(g.st.Control[k])})
		}
	}
	if g.st.Loot.Active {
		if g.st.Loot.Carrier >= 0 {
			v.Loot = g.st.Figs[g.st.Loot.Carrier].ID
		} else {
			v.Loot = g.st.Loot.Sq.String()
		}
	}
	if s, ok := g.sideOfSeat(seat); ok {
		v.Side = s.String()
		v.Hand = lists.cards.Take(mem, len(g.st.Hands[s]))
		for _, c := range g.st.Hands[s] {
			v.Hand = append(v.Hand, CardView{Card: c.Name(), ID: g.def(c).ID})
		}
	}
	return v
}
