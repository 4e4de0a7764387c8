package aliens

// Result is what a finished mission leaves a campaign (R): how it ended,
// where each Character is and where every Endurance card lies. Cards are
// named by their keys ("m41a-pulse-rifle.2").
type Result struct {
	Mission string `json:"mission"`
	Won     bool   `json:"won"`
	// Reason is the message key of the end.
	Reason string       `json:"reason"`
	Chars  []CharResult `json:"chars"`
	// Deck is the Endurance Deck without the Reshuffle card; Hands the
	// players' hands by seat; Equipped every equipped card.
	Deck, Exhaust, Discard, Equipped, Removed []string
	Hands                                     [][]string
	// Hazards are the Hazard cards in the Discard Pile (R.4 step 2).
	Hazards []string
}

// CharResult is one Character at the end of a mission.
type CharResult struct {
	ID         string `json:"id"`
	InPlay     bool   `json:"inPlay"`
	Status     string `json:"status"`
	Facehugged bool   `json:"facehugged,omitempty"`
	Rescued    bool   `json:"rescued,omitempty"`
}

// Result reports the end of the mission, or nil while it goes on.
func (g *Game) Result() *Result {
	if !g.st.Over {
		return nil
	}
	st := &g.st
	dk := &g.rules.Deck
	r := &Result{Mission: st.Opts.Mission, Won: st.Winner == WinPlayers, Reason: st.EndMsg.Key}
	for _, c := range st.Deck {
		if c != Reshuffle {
			r.Deck = append(r.Deck, dk.cardKey(c))
		}
	}
	r.Exhaust, r.Discard, r.Removed = dk.keys(st.Exhaust), dk.keys(st.Discard), dk.keys(st.Removed)
	// Cards being resolved when the mission ended count as discarded.
	r.Discard = append(r.Discard, dk.keys(st.Limbo)...)
	r.Discard = append(r.Discard, dk.keys(st.Revealed)...)
	for _, h := range st.Hands {
		r.Hands = append(r.Hands, dk.keys(h))
	}
	for _, k := range r.Discard {
		if c, _ := dk.cardByKey(k); dk.cardDef(c).Type == Hazard {
			r.Hazards = append(r.Hazards, k)
		}
	}
	for i := range st.Chars {
		c := &st.Chars[i]
		for _, e := range c.Slots {
			if e >= 0 {
				r.Equipped = append(r.Equipped, dk.cardKey(e))
			}
		}
		r.Chars = append(r.Chars, CharResult{ID: c.ID.String(), InPlay: c.InPlay, Status: c.Status.String(),
			Facehugged: c.Facehugged, Rescued: c.Rescued})
	}
	return r
}

// CharacterIDs lists the seven Characters in the rulebook's order (B.1).
func CharacterIDs() []string { return charKeys[:] }

// NewtID is Newt's character id (B.10).
const NewtID = "newt"
