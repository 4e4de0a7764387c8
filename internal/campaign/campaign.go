// Package campaign plays an Aliens campaign (spec section R): Missions 1,
// 2 and 3 in order, with the Rescue (S.1) and Resupply (S.2) missions
// between them, as one saved object that outlives its games. A Campaign
// is plain data (versioned JSON); each mission is an aliens game set up
// from it (Lost, Captives, Removed, Newt), and the mission's Result is
// recorded back into it. Between missions the players lose Endurance
// cards (R.4), each player choosing a card to save: those choices are
// campaign decisions (engine.Decision with a seat), answered by people or
// bots like any game decision.
//
// Readings where the seeds are silent or differ (spec X, Z), defaults
// first, the others as Options flags:
//   - R.4 (X.30): the card losses follow every completed mission that the
//     campaign survives; CardLossAfterWinOnly: only won ones (DE). None
//     follow the final mission: R.6 scores it.
//   - R.4.1 (Z.12): the next mission's Endurance cards are all cards not
//     removed (DE); PoolLiteral: the EN text only, so the Exhaust Pile and
//     the equipped cards are removed too.
//   - R.6 step 1 (X.28): the Exhaust Pile and hands go onto the deck
//     (EN); ScoreEquipped adds the equipped cards (DE).
//   - R.6 step 3 (X.29): 10 Discarded or removed cards return (EN);
//     NewtFromDiscardOnly: from the Discard Pile only (FR).
//   - R.2 (X.32): losing any mission ends the campaign; ExtraLossContinues:
//     a lost Rescue or Resupply does not (FR).
//   - R.6 step 3: a Newt still Captured at the end counts as Killed, as a
//     facehugger victim does (T.9, R.8).
//   - C.3: each seat keeps its Hero while that Character is available;
//     otherwise the seat takes the first available Character (B.1 order,
//     Newt excepted). Ripley's player also plays Newt once she is available.
//   - C.3: a campaign with fewer available Characters than players is
//     lost: every seat needs a Hero.
//   - X.27: Newt is available after Mission 1 is won (EN "completed", DE
//     "rescued in Mission 1": winning Mission 1 is rescuing her).
package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// Version is the campaign file format version.
const Version = 1

// Story is the campaign's order of missions (R.1).
var Story = []string{"mission-1", "mission-2", "mission-3"}

// Extra missions (S.1, S.2).
const (
	Rescue   = "rescue"
	Resupply = "resupply"
)

// defaultHeroes is the pick by seat when Options.Heroes is empty (the
// aliens package's default order).
var defaultHeroes = []string{"hicks", "hudson", "vasquez", "ripley", "gorman", "frost"}

// Options set a campaign up.
type Options struct {
	Players int      `json:"players"`
	Heroes  []string `json:"heroes,omitempty"` // each seat's Hero, by character id
	Seed    uint64   `json:"seed"`
	// Game holds aliens options (the Z flags) applied to every mission.
	Game json.RawMessage `json:"game,omitempty"`

	CardLossAfterWinOnly bool `json:"cardLossAfterWinOnly,omitempty"` // X.30 DE
	PoolLiteral          bool `json:"poolLiteral,omitempty"`          // Z.12, R.4.1 EN literal
	ScoreEquipped        bool `json:"scoreEquipped,omitempty"`        // X.28 DE
	NewtFromDiscardOnly  bool `json:"newtFromDiscardOnly,omitempty"`  // X.29 FR
	ExtraLossContinues   bool `json:"extraLossContinues,omitempty"`   // R.2 FR, X.32
}

// Campaign is a campaign in progress or finished.
type Campaign struct {
	Version int     `json:"version"`
	Options Options `json:"options"`
	// Next is the index in Story of the next story mission.
	Next int `json:"next"`
	// Killed and Captured are the Characters lost (R.5, R.7); Facehugged
	// the facehugger victims, Killed at the end (R.8).
	Killed     []string `json:"killed,omitempty"`
	Captured   []string `json:"captured,omitempty"`
	Facehugged []string `json:"facehugged,omitempty"`
	// Newt is available (B.10.1).
	Newt bool `json:"newt,omitempty"`
	// Resupplied: the Resupply mission has been played (S.2).
	Resupplied bool `json:"resupplied,omitempty"`
	// Removed are the Endurance cards removed from the game (R.4 step 3).
	Removed []string `json:"removed,omitempty"`
	// Interlude is the card loss under way (R.4), or nil.
	Interlude *Interlude `json:"interlude,omitempty"`
	// Played lists the missions played, in order.
	Played []Played `json:"played,omitempty"`
	// Over, Won and Score record the end (R.2, R.6).
	Over  bool `json:"over,omitempty"`
	Won   bool `json:"won,omitempty"`
	Score int  `json:"score,omitempty"`
}

// Played is one mission played.
type Played struct {
	Mission string `json:"mission"`
	Seed    uint64 `json:"seed"`
	Won     bool   `json:"won"`
	Reason  string `json:"reason"`
}

// Interlude is R.4 in progress: the Discard Pile of the last mission and
// the seats still to return a card from it.
type Interlude struct {
	Discard  []string `json:"discard"`
	Hazards  []string `json:"hazards,omitempty"`
	Lose     []string `json:"lose,omitempty"` // PoolLiteral: Exhaust Pile and equipped cards
	Seat     int      `json:"seat"`           // the next seat to choose
	Returned []string `json:"returned,omitempty"`
}

// New starts a campaign.
func New(o Options) (*Campaign, error) {
	c := &Campaign{Version: Version, Options: o}
	if len(o.Heroes) == 0 && o.Players >= 1 && o.Players <= len(defaultHeroes) {
		c.Options.Heroes = slices.Clone(defaultHeroes[:o.Players])
	}
	if err := c.validate(); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *Campaign) validate() error {
	o := &c.Options
	if c.Version != Version {
		return fmt.Errorf("campaign: version %d; this sulaco reads version %d", c.Version, Version)
	}
	if o.Players < 1 || o.Players > 6 {
		return fmt.Errorf("campaign: options.players: %d is out of range 1..6", o.Players)
	}
	if len(o.Heroes) != 0 && len(o.Heroes) != o.Players {
		return fmt.Errorf("campaign: options.heroes: %d heroes for %d players", len(o.Heroes), o.Players)
	}
	if len(o.Game) > 0 {
		var g aliens.Options
		if err := engine.DecodeOptions(o.Game, &g); err != nil {
			return fmt.Errorf("campaign: options.game: %w", err)
		}
	}
	ids := aliens.CharacterIDs()
	for _, l := range []struct {
		name string
		list []string
	}{{"options.heroes", o.Heroes}, {"killed", c.Killed}, {"captured", c.Captured}, {"facehugged", c.Facehugged}} {
		for i, k := range l.list {
			if !slices.Contains(ids, k) {
				return fmt.Errorf("campaign: %s[%d]: unknown character %q", l.name, i, engine.Clip(k))
			}
			if slices.Contains(l.list[:i], k) {
				return fmt.Errorf("campaign: %s[%d]: %s is named twice", l.name, i, k)
			}
		}
	}
	for i, k := range c.Captured {
		if slices.Contains(c.Killed, k) {
			return fmt.Errorf("campaign: captured[%d]: %s is also killed", i, k)
		}
	}
	if c.Next < 0 || c.Next > len(Story) {
		return fmt.Errorf("campaign: next: %d is out of range 0..%d", c.Next, len(Story))
	}
	// [R.2] the campaign ends with its last story mission: a campaign past
	// it that is not over has no mission to play.
	if c.Next == len(Story) && !c.Over {
		return fmt.Errorf("campaign: next: %d is past the last story mission but the campaign is not over", c.Next)
	}
	if len(c.Played) > maxPlayed {
		return fmt.Errorf("campaign: played: %d missions, more than %d", len(c.Played), maxPlayed)
	}
	for i, p := range c.Played {
		if !slices.Contains(Story, p.Mission) && p.Mission != Rescue && p.Mission != Resupply {
			return fmt.Errorf("campaign: played[%d].mission: unknown mission %q", i, engine.Clip(p.Mission))
		}
		if len(p.Reason) > engine.MaxKeyBytes {
			return fmt.Errorf("campaign: played[%d].reason: %d bytes, more than %d", i, len(p.Reason), engine.MaxKeyBytes)
		}
	}
	if err := checkCards("removed", c.Removed); err != nil {
		return err
	}
	if in := c.Interlude; in != nil {
		if c.Over {
			return errors.New("campaign: interlude: a card loss in a campaign that is over")
		}
		if in.Seat < 0 || in.Seat >= o.Players {
			return fmt.Errorf("campaign: interlude.seat: %d is out of range 0..%d", in.Seat, o.Players-1)
		}
		for _, l := range []struct {
			name string
			list []string
		}{{"interlude.discard", in.Discard}, {"interlude.hazards", in.Hazards}, {"interlude.lose", in.Lose}, {"interlude.returned", in.Returned}} {
			if err := checkCards(l.name, l.list); err != nil {
				return err
			}
		}
		for i, k := range in.Hazards {
			if !slices.Contains(in.Discard, k) {
				return fmt.Errorf("campaign: interlude.hazards[%d]: %s is not in the Discard Pile", i, k)
			}
		}
	}
	return nil
}

// maxPlayed bounds the missions of a campaign: three story missions, the
// Rescue mission after each loss to capture and one Resupply mission.
const maxPlayed = 64

// maxCards bounds a list of Endurance cards in a campaign (the deck has
// 60, A.2; content may add some).
const maxCards = 512

// checkCards checks a list of Endurance card keys ("m4-helmet.1"): each
// an id and a copy number, none twice. That the card exists is checked
// against the content when a mission is set up.
func checkCards(name string, keys []string) error {
	if len(keys) > maxCards {
		return fmt.Errorf("campaign: %s: %d cards, more than %d", name, len(keys), maxCards)
	}
	for i, k := range keys {
		if !cardKey.MatchString(k) {
			return fmt.Errorf("campaign: %s[%d]: %q is not a card key (id.copy, as m4-helmet.1)", name, i, engine.Clip(k))
		}
		if slices.Contains(keys[:i], k) {
			return fmt.Errorf("campaign: %s[%d]: %s is named twice", name, i, k)
		}
	}
	return nil
}

// cardKey is the form of an Endurance card's key.
var cardKey = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}\.[1-9][0-9]{0,2}$`)

// Load reads a saved campaign strictly: unknown fields, trailing data, a
// wrong version or impossible values are errors.
func Load(r io.Reader) (*Campaign, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("campaign: %w", err)
	}
	if len(data) > maxFileBytes {
		return nil, fmt.Errorf("campaign: more than %d bytes", maxFileBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var c Campaign
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("campaign: %s", engine.ClipN(err.Error(), 2*engine.QuoteBytes))
	}
	if dec.More() {
		return nil, errors.New("campaign: data after the campaign object")
	}
	if err := c.validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// maxFileBytes bounds a campaign file.
const maxFileBytes = 1 << 20

// Save writes the campaign as indented JSON.
func (c *Campaign) Save(w io.Writer) error {
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return fmt.Errorf("campaign: %w", err)
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// Missions lists the missions that may be played next: the next story
// mission, the Rescue mission while a Character is Captured (S.1), the
// Resupply mission once (S.2). None while a card loss waits for choices
// or after the end. Between missions only: the first mission is Mission 1
// (C.1).
func (c *Campaign) Missions() []string {
	if c.Over || c.Interlude != nil {
		return nil
	}
	out := []string{Story[c.Next]}
	if c.Next > 0 && len(c.Captured) > 0 {
		out = append(out, Rescue)
	}
	if c.Next > 0 && !c.Resupplied {
		out = append(out, Resupply)
	}
	return out
}

// lost reports a Character unavailable (Killed or Captured).
func (c *Campaign) lost(k string) bool {
	return slices.Contains(c.Killed, k) || slices.Contains(c.Captured, k)
}

// GameOptions are the aliens options of mission m in this campaign (R.3).
func (c *Campaign) GameOptions(m string) (aliens.Options, error) {
	if !slices.Contains(c.Missions(), m) {
		return aliens.Options{}, fmt.Errorf("campaign: %s cannot be played now (next: %s)", m, strings.Join(c.Missions(), ", "))
	}
	o := aliens.DefaultOptions()
	if len(c.Options.Game) > 0 {
		if err := engine.DecodeOptions(c.Options.Game, &o); err != nil {
			return o, fmt.Errorf("campaign: options.game: %w", err)
		}
	}
	o.Mission, o.Players = m, c.Options.Players
	o.Newt = c.Newt && !c.lost(aliens.NewtID)
	o.Removed = slices.Clone(c.Removed)
	for _, k := range aliens.CharacterIDs() {
		if !c.lost(k) {
			continue
		}
		if m == Rescue && slices.Contains(c.Captured, k) {
			o.Captives = append(o.Captives, k)
		} else {
			o.Lost = append(o.Lost, k)
		}
	}
	// [C.3] heroes: each seat's own while available, else the first free.
	pref := c.Options.Heroes
	o.Heroes = make([]string, c.Options.Players)
	taken := func(k string) bool { return slices.Contains(o.Heroes, k) || slices.Contains(pref, k) }
	for s := range o.Heroes {
		if s < len(pref) && !c.lost(pref[s]) {
			o.Heroes[s] = pref[s]
		}
	}
	for s := range o.Heroes {
		if o.Heroes[s] != "" {
			continue
		}
		for _, k := range aliens.CharacterIDs() {
			if k != aliens.NewtID && !c.lost(k) && !taken(k) {
				o.Heroes[s] = k
				break
			}
		}
		if o.Heroes[s] == "" {
			return o, fmt.Errorf("campaign: seat %d has no Character left to play (C.3)", s)
		}
	}
	return o, nil
}

// available counts the Characters a seat may still take as Hero (C.3).
func (c *Campaign) available() int {
	n := 0
	for _, k := range aliens.CharacterIDs() {
		if k != aliens.NewtID && !c.lost(k) {
			n++
		}
	}
	return n
}

// Record applies a finished mission's result (R.1-R.8, S.1, S.2).
func (c *Campaign) Record(r *aliens.Result, seed uint64) error {
	if !slices.Contains(c.Missions(), r.Mission) {
		return fmt.Errorf("campaign: a result of %s, which was not to be played", r.Mission)
	}
	c.Played = append(c.Played, Played{Mission: r.Mission, Seed: seed, Won: r.Won, Reason: r.Reason})
	for _, ch := range r.Chars {
		switch {
		case r.Mission == Rescue && ch.Rescued && ch.Status == "escaped":
			c.Captured = slices.DeleteFunc(c.Captured, func(k string) bool { return k == ch.ID }) // [S.1]
		case !ch.InPlay:
			continue
		case ch.Status == "killed":
			c.Captured = slices.DeleteFunc(c.Captured, func(k string) bool { return k == ch.ID })
			c.Killed = addOnce(c.Killed, ch.ID) // [R.5]
		case ch.Status == "captured":
			c.Captured = addOnce(c.Captured, ch.ID) // [R.7]
		}
		if ch.Facehugged {
			c.Facehugged = addOnce(c.Facehugged, ch.ID) // [R.8] [T.9]
		}
	}
	extra := r.Mission == Rescue || r.Mission == Resupply
	if r.Mission == Resupply {
		c.Resupplied = true // [S.2] once per campaign
		if r.Won {
			c.Removed = nil // [S.2] every lost card comes back
		}
	}
	if !r.Won && !(extra && c.Options.ExtraLossContinues) {
		c.Over, c.Won = true, false // [R.2]
		return nil
	}
	if r.Won && !extra {
		if r.Mission == Story[0] {
			c.Newt = true // [B.10.1]
		}
		c.Next++
	}
	if c.Next == len(Story) {
		c.Over, c.Won = true, true
		c.Score = c.score(r) // [R.6]
		return nil
	}
	if c.available() < c.Options.Players {
		c.Over, c.Won = true, false // [C.3] a seat without a Hero: lost
		return nil
	}
	if !r.Won && c.Options.CardLossAfterWinOnly {
		return nil // [X.30] DE: only after a won mission
	}
	// [R.4] the card losses, starting with each player's choice.
	in := &Interlude{Discard: slices.Clone(r.Discard), Hazards: slices.Clone(r.Hazards)}
	if c.Options.PoolLiteral {
		in.Lose = append(slices.Clone(r.Exhaust), r.Equipped...) // [R.4.1] EN literal
	}
	c.Interlude = in
	c.settle()
	return nil
}

func addOnce(list []string, k string) []string {
	if slices.Contains(list, k) {
		return list
	}
	return append(list, k)
}

// Pending is the campaign decision waiting for a player: R.4 step 1, a
// card of the Discard Pile to return to the Endurance Deck. Nil when none.
func (c *Campaign) Pending() *engine.Decision {
	in := c.Interlude
	if in == nil {
		return nil
	}
	d := &engine.Decision{Seat: engine.Seat(in.Seat), Prompt: engine.M("aliens.campaign.prompt.return", "seat", in.Seat, "n", len(in.Discard))}
	seen := map[string]bool{}
	for _, k := range in.Discard {
		id := k[:strings.LastIndexByte(k, '.')+1]
		if seen[id] {
			continue // copies of one card are the same choice
		}
		seen[id] = true
		d.Options = append(d.Options, engine.Option{Key: "return:" + k, Msg: engine.M("aliens.campaign.opt.return", "card", "@aliens.card."+strings.TrimSuffix(id, ".")+".name")})
	}
	return d
}

// Choose answers the pending decision.
func (c *Campaign) Choose(seat engine.Seat, key string) error {
	if err := c.Pending().Validate("campaign", seat, key); err != nil {
		return err
	}
	in := c.Interlude
	k := strings.TrimPrefix(key, "return:")
	in.Discard = slices.DeleteFunc(in.Discard, func(x string) bool { return x == k })
	in.Hazards = slices.DeleteFunc(in.Hazards, func(x string) bool { return x == k })
	in.Returned = append(in.Returned, k) // [R.4] step 1
	in.Seat++
	c.settle()
	return nil
}

// settle finishes R.4 once no player has a choice left: step 1 ends when
// every seat has returned a card or the Discard Pile is empty.
func (c *Campaign) settle() {
	in := c.Interlude
	if in == nil || (in.Seat < c.Options.Players && len(in.Discard) > 0) {
		return
	}
	// [R.4] step 2: every Hazard returns.
	rest := slices.DeleteFunc(slices.Clone(in.Discard), func(k string) bool { return slices.Contains(in.Hazards, k) })
	// Step 3: shuffle, remove half rounded up.
	slices.Sort(rest)
	rng := engine.NewRNG(c.Options.Seed ^ uint64(len(c.Played))*0x9e3779b97f4a7c15)
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	n := (len(rest) + 1) / 2
	c.Removed = append(c.Removed, rest[:n]...)
	// Step 4: the rest and the hands return; the next mission's cards are
	// every card not removed (Z.12) unless PoolLiteral removes more.
	c.Removed = append(c.Removed, in.Lose...)
	slices.Sort(c.Removed)
	c.Interlude = nil
}

// score is R.6 after the final mission r.
func (c *Campaign) score(r *aliens.Result) int {
	deck := len(r.Deck) + len(r.Exhaust) // step 1
	for _, h := range r.Hands {
		deck += len(h)
	}
	if c.Options.ScoreEquipped {
		deck += len(r.Equipped) // [X.28] DE
	}
	discard := len(r.Discard)
	lost := 0 // step 2: Killed (facehugger victims too) or still Captured
	for _, k := range aliens.CharacterIDs() {
		if k != aliens.NewtID && (c.lost(k) || slices.Contains(c.Facehugged, k)) {
			lost++
		}
	}
	k := min(5*lost, deck)
	deck, discard = deck-k, discard+k
	// Step 3.
	newtLost := c.lost(aliens.NewtID) || slices.Contains(c.Facehugged, aliens.NewtID)
	if newtLost {
		k := min(10, deck)
		deck -= k
	} else {
		pool := discard + len(r.Removed)
		if c.Options.NewtFromDiscardOnly {
			pool = discard // [X.29] FR
		}
		deck += min(10, pool)
	}
	return deck // steps 4-5: the Discard Pile leaves; the deck is the score
}
