package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/term"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/tui"
)

// isTerminal reports whether both streams are the process's own terminal:
// only then does play open the full-screen client.
func isTerminal(e *env) bool {
	in, ok1 := e.stdin.(*os.File)
	out, ok2 := e.stdout.(*os.File)
	return ok1 && ok2 && term.IsTerminal(in.Fd()) && term.IsTerminal(out.Fd())
}

// tuiFlags are the full-screen client's own flags.
type tuiFlags struct {
	ascii    bool
	noColor  bool
	botDelay time.Duration
	ask      *engine.Asking // -ask, for the humans of new games
	notice   string         // shown on the status line when the game opens
}

func (t *tuiFlags) config(w *world, lang string) tui.Config {
	color := !t.noColor && os.Getenv("NO_COLOR") == ""
	ascii := t.ascii || os.Getenv("TERM") == "dumb" || os.Getenv("TERM") == "linux"
	return tui.Config{World: &tui.World{Content: w.content, Games: w.games, Text: w.text}, Lang: lang,
		BotDelay: t.botDelay, Color: color, ASCII: ascii, Ask: t.ask, Notice: t.notice}
}

// runTUI runs the client until it quits.
func runTUI(ctx context.Context, e *env, cfg tui.Config) error {
	m, err := tui.New(cfg)
	if err != nil {
		return err
	}
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(e.stdin), tea.WithOutput(e.stdout))
	_, err = p.Run()
	if err == tea.ErrProgramKilled && ctx.Err() != nil {
		return nil
	}
	return err
}

// playTUI opens the client: the start screen, or the game in rec.
func playTUI(ctx context.Context, e *env, w *world, tf *tuiFlags, lang, game string, seed uint64, rec *engine.Record, save string) error {
	cfg := tf.config(w, lang)
	cfg.Game, cfg.Seed, cfg.Record, cfg.SavePath, cfg.AutoSave = game, seed, rec, save, save != ""
	return runTUI(ctx, e, cfg)
}

// envLang is the language the environment asks for: LC_ALL, then
// LC_MESSAGES, then LANG ("de_DE.UTF-8" -> "de"), when Sulaco speaks it;
// else English.
func envLang(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		val := getenv(v)
		if val == "" {
			continue
		}
		code := strings.ToLower(val)
		if i := strings.IndexAny(code, "_.@-"); i >= 0 {
			code = code[:i]
		}
		if slices.Contains(i18n.Languages, code) {
			return code
		}
		return "en" // the first one set decides (C, POSIX: English)
	}
	return "en"
}

// langFlag registers -lang with its default from the environment.
func langFlag(fs *flag.FlagSet, what string) *string {
	return fs.String("lang", envLang(os.Getenv), what+": "+strings.Join(i18n.Languages, ", ")+" (default from LC_ALL, LC_MESSAGES or LANG)")
}

// checkLang rejects a language Sulaco does not speak.
func checkLang(lang string) error {
	if !slices.Contains(i18n.Languages, lang) {
		return fmt.Errorf("-lang: unknown language %q (known: %s)", lang, strings.Join(i18n.Languages, ", "))
	}
	return nil
}
