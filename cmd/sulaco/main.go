// Command sulaco plays Aliens: Another Glorious Day in the Corps and Mars
// Attacks: The Miniatures Game by their rulebooks.
//
//	sulaco play      play a game in the terminal (bots fill empty seats)
//	sulaco sim       play many games with bots and report the odds
//	sulaco bench     measure the engine's speed on one core
//	sulaco replay    re-execute a saved game or record and check its hash
//	sulaco content   validate the built-in content or a content directory
//	sulaco campaign  start, play and resume an Aliens campaign
//	sulaco serve     host games online (HTTP API, sockets, SQLite)
//	sulaco backup    copy the server's database while it runs
//	sulaco loadtest  drive a local server with scripted players
//
// Run "sulaco <command> -h" for a command's flags.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// errUsage marks an error already explained by a usage message.
var errUsage = errors.New("usage")

type command struct {
	name, summary string
	run           func(ctx context.Context, env *env, args []string) error
}

// env is what a command may touch: its streams. Commands never read
// globals, so tests run them in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

func commands() []command {
	return []command{
		{"play", "play a game in the terminal; bots fill the seats you do not take", cmdPlay},
		{"sim", "play many games with bots and report win rates and invariant violations", cmdSim},
		{"lab", "sweep missions or scenarios x players x bots; write an HTML report with charts, CSV and JSON (lab merge: join shards)", cmdLab},
		{"odds", "check the live odds: predict a seat's odds at one position of many games, then play them out", cmdOdds},
		{"bench", "measure games/s, choices/s, Apply, Clone and replay times on one core", cmdBench},
		{"replay", "re-execute a record (saved game), print its log and check its final hash", cmdReplay},
		{"content", "content validate [DIR]: check the built-in content or a content directory", cmdContent},
		{"campaign", "campaign new|status|play|run|choose: an Aliens campaign saved between missions", cmdCampaign},
		{"serve", "host games online: HTTP API and game sockets over an SQLite file", cmdServe},
		{"backup", "copy a server's SQLite database, safely while it runs", cmdBackup},
		{"loadtest", "drive a local server with many scripted players and report latencies", cmdLoadtest},
	}
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stdout)
		return 0
	}
	for _, c := range commands() {
		if c.name == args[0] {
			err := c.run(ctx, e, args[1:])
			switch {
			case err == nil:
				return 0
			case errors.Is(err, errUsage):
				return 2
			default:
				fmt.Fprintln(stderr, "sulaco "+c.name+": "+err.Error())
				return 1
			}
		}
	}
	fmt.Fprintf(stderr, "sulaco: unknown command %q\n\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: sulaco <command> [flags]")
	fmt.Fprintln(w)
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'sulaco <command> -h' for the flags of a command.")
}
