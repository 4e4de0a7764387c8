package main

import (
	"context"
	"encoding/json"
	"errors"
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
  choose  answer the pending card-loss choice: choose -file F KEY

  every subcommand: -file, -lang (the output's language), -content`

func cmdCampaign(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(e.stderr, "usage: sulaco campaign "+campaignUsage)
		return errUsage
	}
	sub, args := args[0], args[1:]
	fs := newFlags("campaign "+sub, "[flags]", e.stderr)
	cf := campaignFlags{
		file:    fs.String("file", "campaign.json", "the campaign file"),
		lang:    langFlag(fs, "language of the output"),
		content: fs.String("content", "", "directory of content files layered over the built-in content"),
	}
	switch sub {
	case "new":
		return campaignNew(e, fs, &cf, args)
	case "status":
		out, c, err := cf.open(e, fs, args, 0)
		if err != nil {
			return err
		}
		out.status(c)
		return nil
	case "play", "run":
		return campaignPlay(ctx, e, fs, &cf, sub == "run", args)
	case "choose":
		out, c, err := cf.open(e, fs, args, 1)
		if err != nil {
			return err
		}
		d := c.Pending()
		if d == nil {
			return fmt.Errorf("%s: no choice is pending", *cf.file)
		}
		if err := c.Choose(d.Seat, fs.Arg(0)); err != nil {
			return errors.New(out.p.Error(err)) // an illegal choice in the output's language
		}
		if err := c.SaveFile(*cf.file); err != nil {
			return err
		}
		out.status(c)
		return nil
	}
	fmt.Fprintf(e.stderr, "sulaco campaign: unknown subcommand %q\nusage: sulaco campaign %s\n", sub, campaignUsage)
	return errUsage
}

// campaignFlags are the flags every campaign subcommand takes.
type campaignFlags struct {
	file, lang, content *string
}

// world checks -lang and loads the content and its texts (after the flags
// are parsed): the output names missions, Characters and cards in the
// chosen language.
func (cf *campaignFlags) world(e *env) (*campaignOut, error) {
	if err := checkLang(*cf.lang); err != nil {
		return nil, err
	}
	w, err := loadWorld(*cf.content)
	if err != nil {
		return nil, err
	}
	return &campaignOut{out: e.stdout, w: w, p: w.text.Printer(*cf.lang), file: *cf.file}, nil
}

// open parses the flags (and wants nargs arguments after them), loads
// the content and its texts (world) and the campaign file.
func (cf *campaignFlags) open(e *env, fs *flag.FlagSet, args []string, nargs int) (*campaignOut, *campaign.Campaign, error) {
	if err := parseFlags(fs, args); err != nil {
		return nil, nil, err
	}
	if fs.NArg() != nargs {
		fs.Usage()
		return nil, nil, errUsage
	}
	out, err := cf.world(e)
	if err != nil {
		return nil, nil, err
	}
	c, err := campaign.LoadFile(*cf.file)
	if err != nil {
		return nil, nil, err
	}
	return out, c, nil
}

func campaignNew(e *env, fs *flag.FlagSet, cf *campaignFlags, args []string) error {
	players := fs.Int("players", 2, "number of players, 1..6")
	heroes := fs.String("heroes", "", "each seat's Hero, comma-separated (default: hicks, hudson, vasquez, ...)")
	seed := fs.Uint64("seed", 0, "the campaign's seed: every mission and card loss follows from it (default: 64 random bits)")
	opts := fs.String("options", "", `campaign options as JSON, e.g. {"scoreEquipped":true,"game":{"moreAliens":true}}`)
	force := fs.Bool("force", false, "overwrite an existing file")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	out, err := cf.world(e)
	if err != nil {
		return err
	}
	var o campaign.Options
	if *opts != "" {
		if err := engine.DecodeOptions(json.RawMessage(*opts), &o); err != nil {
			return fmt.Errorf("-options: %w", err)
		}
	}
	o.Players, o.Heroes, o.Seed = *players, splitList(*heroes), *seed
	if !flagSet(fs, "seed") {
		o.Seed = engine.RandomSeed()
	}
	c, err := campaign.New(o)
	if err != nil {
		return err
	}
	if _, err := os.Stat(*cf.file); err == nil && !*force {
		return fmt.Errorf("%s exists; use -force to overwrite it", *cf.file)
	}
	if err := c.SaveFile(*cf.file); err != nil {
		return err
	}
	out.status(c)
	return nil
}

func campaignPlay(ctx context.Context, e *env, fs *flag.FlagSet, cf *campaignFlags, all bool, args []string) error {
	mission := fs.String("mission", "", "the mission to play (default: the next story mission; rescue, resupply)")
	out, c, err := cf.open(e, fs, args, 0)
	if err != nil {
		return err
	}
	r, err := aliens.NewRules(out.w.content)
	if err != nil {
		return err
	}
	bots := campaign.RandomBots(c.Options.Seed)
	save := func(c *campaign.Campaign) error {
		out.result(c, c.Played[len(c.Played)-1])
		return c.SaveFile(*cf.file)
	}
	if all {
		if err := c.Run(ctx, r, bots, save); err != nil {
			return err
		}
	} else {
		if c.Over {
			return fmt.Errorf("%s: the campaign is over", *cf.file)
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
	out.status(c)
	return nil
}
