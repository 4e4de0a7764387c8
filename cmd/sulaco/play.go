package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/tui"
)

// cmdPlay opens the full-screen client on a terminal (package tui); with
// -plain, or when stdin or stdout is not a terminal, it is the plain
// client: it prints what happens and the options as
// a numbered list, and reads a number. It works in pipes, with screen
// readers and in scripted tests.
func cmdPlay(ctx context.Context, e *env, args []string) error {
	fs := newFlags("play", "[flags]", e.stderr)
	var gf gameFlags
	gf.register(fs)
	players := fs.String("players", "human,random", "who sits in each seat: human or a bot ("+strings.Join(bot.Names(), ", ")+"); the last fills the rest")
	lang := langFlag(fs, "language of the screen")
	save := fs.String("save", "", "save the game (its record) to this file after every choice; an existing file only with -force or when it is the -load file")
	force := fs.Bool("force", false, "let -save overwrite an existing file")
	load := fs.String("load", "", "resume the game saved in this file")
	askFlag := fs.String("ask", "", "questions to ask people besides real choices: tie-breaks, forced or both, comma-separated (default: neither; a tie-break takes the rules bot's answer, a question with one answer is answered, and both are logged)")
	plain := fs.Bool("plain", false, "numbered options, one per line, read a number (for screen readers, pipes and scripts; the default when not on a terminal)")
	var tf tuiFlags
	fs.BoolVar(&tf.ascii, "ascii", false, "draw the board with plain ASCII characters")
	fs.BoolVar(&tf.noColor, "no-color", false, "no colour (also when NO_COLOR is set)")
	fs.DurationVar(&tf.botDelay, "bot-delay", 400*time.Millisecond, "full-screen client: pause before each bot move")
	fs.BoolVar(&tf.noHints, "no-hints", false, "full-screen client: no hints from the search bot at this table (key i)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	gf.seedSet = flagSet(fs, "seed")
	if !gf.seedSet {
		// A real game's seed is unguessable; the record keeps it.
		gf.seed = engine.RandomSeed()
	}
	asking, err := parseAsking(*askFlag)
	if err != nil {
		return err
	}
	if err := checkOverwrite(*save, *load, *force); err != nil {
		return err
	}
	w, err := loadWorld(gf.content)
	if err != nil {
		return err
	}
	if !*plain && isTerminal(e) {
		var rec *engine.Record
		if *load != "" {
			if rec, err = tui.LoadRecord(*load); err != nil {
				return err
			}
			// An edited or damaged save is refused here, naming the file.
			if _, err := engine.Replay(rec, w.games.NewGame, nil); err != nil {
				return fmt.Errorf("%s: %w", *load, err)
			}
		} else if gf.position != "" {
			if rec, err = positionRecord(w, &gf, *players); err != nil {
				return err
			}
		}
		tf.ask = asking
		if rec != nil {
			setAsking(rec, asking)
			tf.notice = contentDrift(*load, rec, w)
		}
		return driftError(playTUI(ctx, e, w, &tf, *lang, gf.game, gf.seed, rec, *save), *load, rec, w)
	}
	p := w.text.Printer(*lang)
	var rec *engine.Record
	if *load != "" {
		if rec, err = engine.ReadRecordFile(*load); err != nil {
			return err
		}
	} else {
		if rec, err = positionRecord(w, &gf, *players); err != nil {
			return err
		}
	}
	setAsking(rec, asking)
	if warn := contentDrift(*load, rec, w); warn != "" {
		fmt.Fprintln(e.stderr, warn)
	}
	// Re-create the game from its record (a new game has no choices yet).
	g, err := engine.Replay(rec, w.games.NewGame, nil)
	if err != nil {
		if *load != "" {
			return driftError(fmt.Errorf("%s: %w", *load, err), *load, rec, w)
		}
		return err
	}
	for s := range g.Seats() {
		if pl := rec.Seats[s].Player; pl != "human" && !strings.HasPrefix(pl, "bot:") {
			return fmt.Errorf("seat %d: unknown player %q (human or bot:NAME)", s, pl)
		}
	}
	var journal *engine.Journal
	if *save != "" {
		// The save grows by a line a choice (engine.JournalFormat).
		rec.Hash = g.Hash()
		journal = engine.NewJournal(*save, rec)
		defer journal.Close()
	}
	in := bufio.NewScanner(e.stdin)
	for d := g.Pending(); d != nil; d = g.Pending() {
		if err := ctx.Err(); err != nil {
			return err
		}
		var key string
		if name, ok := strings.CutPrefix(rec.Seats[d.Seat].Player, "bot:"); ok {
			b, err := tui.BotFor(rec, d.Seat, name)
			if err != nil {
				return err
			}
			key = bot.Decide(b, g, d)
			// What the people at this terminal may learn of a bot's choice.
			shown := engine.PublicChoice(g, d, key)
			fmt.Fprintln(e.stdout, p.Sprint(engine.M("ui.plain.bot", "seat", d.Seat, "player", tui.PlayerLabel(p, "bot:"+name), "option", p.Sprint(shown.Msg))))
		} else if !rec.Asking(d.Seat).Asks(d) {
			var text string
			key, text = tui.SettleFor(p, rec, g.View(d.Seat), d)
			fmt.Fprintln(e.stdout, text)
		} else {
			key, err = ask(e, in, p, g, d, *save != "" || len(rec.Choices) == 0)
			if err != nil {
				return err
			}
			if key == "" { // quit
				fmt.Fprintln(e.stdout, p.Text("ui.plain.stopped"))
				return nil
			}
		}
		if err := g.Apply(d.Seat, key); err != nil {
			return err
		}
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: key})
		printEvents(e, p, g.TakeEvents(), humanSeats(rec))
		if journal != nil {
			rec.Hash = g.Hash() // checked on load: an edited save is refused
			// A failed autosave does not end the game: say so; the next
			// choice rewrites the whole file, as the full-screen client does.
			if err := journal.Append(rec.Choices[len(rec.Choices)-1], rec.Hash); err != nil {
				fmt.Fprintln(e.stdout, p.Sprint(engine.M("ui.plain.save-failed", "error", err.Error())))
			}
		}
	}
	o := g.Outcome()
	rec.Hash = g.Hash()
	if journal != nil {
		// Written already, unless the last write failed or no choice was made.
		if err := journal.Flush(); err != nil {
			return err
		}
	}
	fmt.Fprintln(e.stdout, p.Sprint(engine.M("ui.plain.over", "winner", tui.WinnerLabel(p, o.Winner), "reason", p.Sprint(o.Reason))))
	return nil
}

// ask shows the decision to a human and reads the answer: a number, "v"
// for the view, "q" to stop (twice in a row when the game is not saved).
func ask(e *env, in *bufio.Scanner, p *i18n.Printer, g engine.Game, d *engine.Decision, saved bool) (string, error) {
	quitting := false
	for {
		fmt.Fprintln(e.stdout, p.Sprint(engine.M("ui.plain.ask", "seat", d.Seat, "prompt", p.Sprint(d.Prompt))))
		for i, o := range d.Options {
			fmt.Fprintf(e.stdout, "  %d) %s\n", i+1, p.Sprint(o.Msg))
		}
		fmt.Fprint(e.stdout, "> ")
		if !in.Scan() {
			if err := in.Err(); err != nil {
				return "", err
			}
			return "", nil
		}
		answer := strings.TrimSpace(in.Text())
		switch answer {
		case "q", "quit":
			if saved || quitting {
				return "", nil
			}
			quitting = true
			fmt.Fprintln(e.stdout, p.Text("ui.plain.quit-unsaved"))
			continue
		case "v", "view":
			b, _ := json.MarshalIndent(g.View(d.Seat), "", "  ")
			fmt.Fprintln(e.stdout, string(b))
			continue
		case "l", "look":
			look(e, p, g)
			continue
		}
		n, err := strconv.Atoi(answer)
		if err != nil || n < 1 || n > len(d.Options) {
			fmt.Fprintln(e.stdout, p.Sprint(engine.M("ui.plain.choose-look", "n", len(d.Options))))
			continue
		}
		return d.Options[n-1].Key, nil
	}
}

func humanSeats(r *engine.Record) []engine.Seat {
	var out []engine.Seat
	for i, s := range r.Seats {
		if s.Player == "human" {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

// printEvents prints what the humans at this terminal may see: public
// events, and private ones of a seat when a single human plays.
func printEvents(e *env, p *i18n.Printer, ev []engine.Event, humans []engine.Seat) {
	viewer := engine.Spectator
	if len(humans) == 1 {
		viewer = humans[0]
	}
	for _, x := range ev {
		if !x.To.Sees(viewer) {
			continue
		}
		fmt.Fprintf(e.stdout, "    %s", p.Sprint(x.Msg))
		if x.Rule != "" {
			fmt.Fprintf(e.stdout, "  [%s]", x.Rule)
		}
		fmt.Fprintln(e.stdout)
	}
}

// flagSet reports whether the flag was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// look says where every piece stands, one line each (engine.Describer):
// the board in words, for a screen reader.
func look(e *env, p *i18n.Printer, g engine.Game) {
	ds, ok := g.(engine.Describer)
	if !ok {
		return
	}
	for _, m := range ds.Describe() {
		fmt.Fprintln(e.stdout, "  "+p.Sprint(m))
	}
}

// positionRecord is the record of a new game (from -position, when given)
// with the players named by -players.
func positionRecord(w *world, gf *gameFlags, players string) (*engine.Record, error) {
	who := splitList(players)
	if len(who) == 0 {
		return nil, fmt.Errorf("-players: nobody named")
	}
	for i, s := range who {
		if s != "human" {
			who[i] = "bot:" + s
		}
	}
	if gf.position != "" && !gf.seedSet {
		gf.seed = engine.RandomSeed()
	}
	header, err := gf.header(w, who)
	if err != nil {
		return nil, err
	}
	return &engine.Record{Format: engine.RecordFormat, Header: header(0)}, nil
}
