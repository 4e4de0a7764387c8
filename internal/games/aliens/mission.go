package aliens

import (
	"fmt"
	"slices"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
)

// Missions from content (missions.yaml, W.4, Y.8): the Bug Hunts (S.3)
// here, the story, Rescue and Resupply missions' objects and rules in
// story.go.

// mission returns the content mission the options name, or nil for the
// drill.
func (g *Game) mission() *content.Mission {
	for i := range g.rules.Missions {
		if g.rules.Missions[i].ID == g.st.Opts.Mission {
			return &g.rules.Missions[i]
		}
	}
	return nil
}

// turnLimit is the mission's Turn Dial limit at this table (0: none).
func (g *Game) turnLimit() int {
	if m := g.mission(); m != nil {
		return m.TurnsFor(g.st.Opts.Players)
	}
	return 0
}

// bugHunt reports a Bug Hunt mission (S.3): no Motion Tracker reshuffle
// (O.4, S.3.1).
func (g *Game) bugHunt() bool {
	m := g.mission()
	return m != nil && m.Kind == content.BugHuntMission
}

// missionNames lists the missions Options may name.
func (r *Rules) missionNames() []string {
	out := []string{MissionDrill}
	for _, m := range r.Missions {
		out = append(out, m.ID)
	}
	return out
}

// checkMissionOptions rejects options a Bug Hunt sets itself.
func checkMissionOptions(o *Options, m *content.Mission) error {
	if m.Kind != content.BugHuntMission {
		return checkStoryOptions(o, m)
	}
	switch {
	case o.Newt:
		return fmt.Errorf("aliens: newt: Newt is not used in Bug Hunt missions (B.10.5)")
	case o.Loadout != nil:
		return fmt.Errorf("aliens: loadout: in a Bug Hunt each Character starts with one HK VP70 Pistol only (C.5.1)")
	case len(o.Lost) > 0 || len(o.Captives) > 0 || len(o.Removed) > 0:
		return fmt.Errorf("aliens: lost, captives, removed: a Bug Hunt is not part of a campaign (S.3)")
	case o.Map != "" || len(o.Start) > 0 || len(o.Spawns) > 0 || o.DrillAliens > 0 || o.SentryGuns > 0:
		return fmt.Errorf("aliens: map, start, spawns, drillAliens and sentryGuns are for the drill; a mission sets them")
	}
	return nil
}

// bugHuntLoadout is C.5.1: exactly one HK VP70 for every Character.
func bugHuntLoadout() []Gear {
	var out []Gear
	for c := range numChars {
		if CharID(c) != Newt {
			out = append(out, Gear{CharID(c).String(), []string{cardPistol}})
		}
	}
	return out
}

// setupMission lays a content mission out (C.2, C.8, C.9, C.11, C.15):
// its layout and Spawn Points, its starting Blips, the Motion Tracker deck
// it builds, then the players' choices: start squares, Sentry Guns.
func (g *Game) setupMission(m *content.Mission, players int) error {
	st := &g.st
	g.board = m.Layout
	for _, sp := range m.SpawnPoints {
		s, err := g.board.Lookup(sp.Square)
		if err != nil {
			return fmt.Errorf("aliens: mission %s: spawn point %d: %w", m.ID, sp.Number, err)
		}
		st.Spawns[sp.Number-1] = int(s)
	}
	for _, e := range m.Exits {
		s, err := g.board.Lookup(e.Square)
		if err == nil {
			err = g.addExit(e.Name, int(s)) // [C.13]
		}
		if err != nil {
			return fmt.Errorf("aliens: mission %s: %w", m.ID, err)
		}
	}
	for _, name := range m.Blips {
		s, err := g.board.Lookup(name)
		if err != nil {
			return fmt.Errorf("aliens: mission %s: blip: %w", m.ID, err)
		}
		g.placeBlip(g.drawBlip(), int(s), "C.9")
	}
	// [C.8] the deck: random cards of each threat level, or named cards,
	// as the mission builds it for this many players.
	b := m.DeckFor(players)
	if len(b.Cards) > 0 {
		used := make([]bool, len(g.rules.MT))
		for _, id := range b.Cards {
			i := slices.IndexFunc(g.rules.MT, func(d MTDef) bool { return d.ID == id })
			for i >= 0 && i < len(used) && (used[i] || g.rules.MT[i].ID != id) {
				i++
			}
			if i < 0 || i >= len(used) || g.rules.MT[i].ID != id {
				return fmt.Errorf("aliens: mission %s: no copy of motion tracker card %q left", m.ID, id)
			}
			used[i] = true
			st.MTDeck = append(st.MTDeck, i)
		}
	} else {
		for lvl, n := range []int{b.Threat1, b.Threat2, b.Threat3} {
			var pool []int
			for c, d := range g.rules.MT {
				if d.Threat == lvl+1 {
					pool = append(pool, c)
				}
			}
			if n > len(pool) {
				return fmt.Errorf("aliens: mission %s: %d threat-%d cards wanted, %d exist", m.ID, n, lvl+1, len(pool))
			}
			g.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
			st.MTDeck = append(st.MTDeck, pool[:n]...)
		}
	}
	g.rng.Shuffle(len(st.MTDeck), func(i, j int) { st.MTDeck[i], st.MTDeck[j] = st.MTDeck[j], st.MTDeck[i] })
	st.MTSize = len(st.MTDeck)
	if m.SentryGuns > 0 {
		st.Stack = append(st.Stack, sentryFrame(m.SentryGuns)) // [C.15]
	}
	if err := g.setupStory(m); err != nil {
		return err
	}
	st.Stack = append(st.Stack, frame{Kind: kStart}) // [C.11]
	return nil
}

// ---- C.11: the Characters' start squares ----

// nextToPlace is the next Character without a square, in character order.
func (g *Game) nextToPlace() (CharID, bool) {
	for i := range g.st.Chars {
		if c := &g.st.Chars[i]; c.onBoard() && c.At < 0 {
			return c.ID, true
		}
	}
	return 0, false
}

func (g *Game) startSquares() []int {
	var out []int
	for _, name := range g.mission().Start {
		s, err := g.board.Lookup(name)
		if err == nil && !g.occupied(int(s)) && !g.tokenAt(int(s)) {
			out = append(out, int(s))
		}
	}
	return out
}

// decideStart asks each Character's player (a Grunt's: the highest-Rank
// player, I.13) for a free square of the start area (C.11).
func (g *Game) decideStart(_ *frame) *engine.Decision {
	ch, ok := g.nextToPlace()
	if !ok {
		return nil
	}
	seat := g.st.Chars[ch].Owner
	if !g.st.Chars[ch].Hero {
		seat = g.highestRankSeat()
	}
	d := g.decide(seat, g.mem.Message("aliens.prompt.start", "char", ch.Name()))
	d.Options = g.squareOptions(d.Options, g.startSquares(), "start", "aliens.opt.start", "at")
	return d
}

func (g *Game) chooseStart(_ *frame, key string) {
	ch, _ := g.nextToPlace()
	s := g.keySquare(key, "start")
	g.st.Chars[ch].At = int(s)
	g.sightChanged()
	if g.logging() {
		g.emit("C.11", engine.M("aliens.char.placed", "char", ch.Name(), "at", g.squareName(int(s))), nil)
	}
}

// placing reports the start placement under way (C.11): Characters
// without a square are not yet on the board.
func (g *Game) placing() bool {
	return slices.ContainsFunc(g.st.Stack, func(f frame) bool { return f.Kind == kStart })
}

// bugHuntWon is S.3.1: the Motion Tracker deck used up, no Alien model or
// Blip left, and a Character alive.
func (g *Game) bugHuntWon() bool {
	if len(g.st.MTDeck) > 0 || len(g.st.Aliens) > 0 || len(g.st.Blips) > 0 {
		return false
	}
	for i := range g.st.Chars {
		if g.st.Chars[i].onBoard() {
			return true
		}
	}
	return false
}
