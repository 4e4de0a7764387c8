package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/sulaco/sulaco/internal/campaign"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
)

const campaignUsage = `new|status|play|run|choose [flags]

  new     start a campaign file (-players, -heroes, -seed, -options)
  status  show a campaign: missions played, losses, what comes next, the score
  play    play one mission with bots (-mission: the next story mission by
          default, or rescue, resupply), answer the card losses, save
  run     play missions with bots until the campaign ends, saving after each
  choose  answer the pending card-loss choice: choose -file F KEY`

func cmdCampaign(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(e.stderr, "usage: sulaco campaign "+campaignUsage)
		return errUsage
	}
	sub, args := args[0], args[1:]
	fs := newFlags("campaign "+sub, "[flags]", e.stderr)
	file := fs.String("file", "campaign.json", "the campaign file")
	switch sub {
	case "new":
		return campaignNew(e, fs, file, args)
	case "status":
		if err := parseFlags(fs, args); err != nil {
			return err
		}
		c, err := campaign.LoadFile(*file)
		if err != nil {
			return err
		}
		printCampaign(e, c)
		return nil
	case "play", "run":
		return campaignPlay(ctx, e, fs, file, sub == "run", args)
	case "choose":
		if err := parseFlags(fs, args); err != nil {
			return err
		}
		if fs.NArg() != 1 {
			fs.Usage()
			return errUsage
		}
		c, err := campaign.LoadFile(*file)
		if err != nil {
			return err
		}
		d := c.Pending()
		if d == nil {
			return fmt.Errorf("%s: no choice is pending", *file)
		}
		if err := c.Choose(d.Seat, fs.Arg(0)); err != nil {
			return err
		}
		if err := c.SaveFile(*file); err != nil {
			return err
		}
		printCampaign(e, c)
		return nil
	}
	fmt.Fprintf(e.stderr, "sulaco campaign: unknown subcommand %q\nusage: sulaco campaign %s\n", sub, campaignUsage)
	return errUsage
}

func campaignNew(e *env, fs *flag.FlagSet, file *string, args []string) error {
	players := fs.Int("players", 2, "number of players, 1..6")
	heroes := fs.String("heroes", "", "each seat's Hero, comma-separated (default: hicks, hudson, vasquez, ...)")
	seed := fs.Uint64("seed", 1, "the campaign's seed: every mission and card loss follows from it")
	opts := fs.String("options", "", `campaign options as JSON, e.g. {"scoreEquipped":true,"game":{"moreAliens":true}}`)
	force := fs.Bool("force", false, "overwrite an existing file")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var o campaign.Options
	if *opts != "" {
		if err := engine.DecodeOptions(json.RawMessage(*opts), &o); err != nil {
			return fmt.Errorf("-options: %w", err)
		}
	}
	o.Players, o.Heroes, o.Seed = *players, splitList(*heroes), *seed
	c, err := campaign.New(o)
	if err != nil {
		return err
	}
	if _, err := os.Stat(*file); err == nil && !*force {
		return fmt.Errorf("%s exists; use -force to overwrite it", *file)
	}
	if err := c.SaveFile(*file); err != nil {
		return err
	}
	printCampaign(e, c)
	return nil
}

func campaignPlay(ctx context.Context, e *env, fs *flag.FlagSet, file *string, all bool, args []string) error {
	mission := fs.String("mission", "", "the mission to play (default: the next story mission; rescue, resupply)")
	contentDir := fs.String("content", "", "directory of content files layered over the built-in content")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	c, err := campaign.LoadFile(*file)
	if err != nil {
		return err
	}
	w, err := loadWorld(*contentDir)
	if err != nil {
		return err
	}
	r, err := aliens.NewRules(w.content)
	if err != nil {
		return err
	}
	bots := campaign.RandomBots(c.Options.Seed)
	save := func(c *campaign.Campaign) error {
		p := c.Played[len(c.Played)-1]
		fmt.Fprintf(e.stdout, "%s (seed %d): %s\n", p.Mission, p.Seed, outcomeWord(p))
		return c.SaveFile(*file)
	}
	if all {
		if err := c.Run(ctx, r, bots, save); err != nil {
			return err
		}
	} else {
		if c.Over {
			return fmt.Errorf("%s: the campaign is over", *file)
		}
		m := *mission
		if m == "" {
			m = c.NextMission()
		}
		if _, err := c.PlayMission(ctx, r, m, bots); err != nil {
			return err
		}
		if err := save(c); err != nil {
			return err
		}
	}
	printCampaign(e, c)
	return nil
}

func outcomeWord(p campaign.Played) string {
	if p.Won {
		return "won"
	}
	return "lost (" + p.Reason + ")"
}

func printCampaign(e *env, c *campaign.Campaign) {
	w := e.stdout
	for _, p := range c.Played {
		fmt.Fprintf(w, "played   %-10s %s\n", p.Mission, outcomeWord(p))
	}
	fmt.Fprintf(w, "killed   %s\n", listOrNone(c.Killed))
	fmt.Fprintf(w, "captured %s\n", listOrNone(c.Captured))
	fmt.Fprintf(w, "hugged   %s\n", listOrNone(c.Facehugged))
	fmt.Fprintf(w, "removed  %d cards\n", len(c.Removed))
	if d := c.Pending(); d != nil {
		fmt.Fprintf(w, "pending  seat %d returns a card: sulaco campaign choose KEY, one of:\n", d.Seat)
		for _, o := range d.Options {
			fmt.Fprintf(w, "           %s\n", o.Key)
		}
	}
	switch {
	case c.Over && c.Won:
		fmt.Fprintf(w, "campaign won: final score %d\n", c.Score)
	case c.Over:
		fmt.Fprintln(w, "campaign lost")
	default:
		fmt.Fprintf(w, "next     %s\n", strings.Join(c.Missions(), ", "))
	}
}

func listOrNone(l []string) string {
	if len(l) == 0 {
		return "-"
	}
	return strings.Join(l, ", ")
}
