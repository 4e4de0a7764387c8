package campaign

import (
	"context"
	"fmt"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

// Seed is the seed of the next mission: the campaign's seed and the number
// of missions played, so a resumed campaign plays the same games.
func (c *Campaign) Seed() uint64 { return c.Options.Seed + uint64(len(c.Played))*1_000_003 }

// Bots answer a game's or the campaign's decisions for each seat; the
// last fills the rest.
type Bots func(seat engine.Seat, mission int) bot.Bot

// RandomBots are random bots seeded from the campaign seed, the mission
// number and the seat: the same campaign replays the same choices.
func RandomBots(seed uint64) Bots {
	return func(seat engine.Seat, mission int) bot.Bot {
		return bot.NewRandom(seed*7919 + uint64(mission)*131 + uint64(seat) + 1)
	}
}

// maxChoices bounds one mission: a longer game is a bug, not a mission.
const maxChoices = 200000

// PlayMission plays mission m of the campaign with bots in every seat and
// records the result, then answers the campaign decisions (R.4) with the
// same bots. It returns the finished game's result.
func (c *Campaign) PlayMission(ctx context.Context, r *aliens.Rules, m string, bots Bots) (*aliens.Result, error) {
	o, err := c.GameOptions(m)
	if err != nil {
		return nil, err
	}
	seed := c.Seed()
	g, err := aliens.NewWith(r, o, seed)
	if err != nil {
		return nil, fmt.Errorf("campaign: %s: %w", m, err)
	}
	g.SetQuiet(true)
	n := len(c.Played)
	players := make([]bot.Bot, o.Players)
	for s := range players {
		players[s] = bots(engine.Seat(s), n)
	}
	for i := 0; g.Outcome() == nil; i++ {
		if i%1024 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		d := g.Pending()
		if d == nil || i > maxChoices {
			return nil, fmt.Errorf("campaign: %s (seed %d) stalled after %d choices", m, seed, i)
		}
		if err := g.Apply(d.Seat, bot.Decide(players[d.Seat], g, d)); err != nil {
			return nil, fmt.Errorf("campaign: %s (seed %d): %w", m, seed, err)
		}
	}
	res := g.Result()
	if err := c.Record(res, seed); err != nil {
		return nil, err
	}
	for d := c.Pending(); d != nil; d = c.Pending() {
		if err := c.Choose(d.Seat, players[d.Seat].Choose(c.View(), d)); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// View is what every player sees of the campaign: all of it (R is
// played in the open between missions).
func (c *Campaign) View() engine.View { return *c }

// NextMission is the mission a campaign played by bots takes next: a
// Rescue (once in a row) while anyone is Captured, the
// Resupply once a fifth of the deck is removed, else the story.
func (c *Campaign) NextMission() string {
	ms := c.Missions()
	last := ""
	if n := len(c.Played); n > 0 {
		last = c.Played[n-1].Mission
	}
	for _, m := range ms {
		if m == Rescue && last != Rescue {
			return m // one attempt between two other missions
		}
	}
	for _, m := range ms {
		if m == Resupply && len(c.Removed) >= 12 {
			return m
		}
	}
	if len(ms) == 0 {
		return ""
	}
	return ms[0]
}

// Run plays the campaign to its end with bots, choosing missions by
// NextMission; after calls back after each mission (to save it), and may
// stop the run by returning an error.
func (c *Campaign) Run(ctx context.Context, r *aliens.Rules, bots Bots, after func(*Campaign) error) error {
	for !c.Over {
		if _, err := c.PlayMission(ctx, r, c.NextMission(), bots); err != nil {
			return err
		}
		if after != nil {
			if err := after(c); err != nil {
				return err
			}
		}
	}
	return nil
}
