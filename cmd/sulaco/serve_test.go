package main

import (
	"strings"
	"testing"
)

// TestKillUnderLoad is the kill test: a server (this test binary as
// `sulaco serve`, its own process) is SIGKILLed while scripted players
// play over sockets, restarted on the same database; the players
// reconnect and go on, no acknowledged choice is missing and every game
// replays to its stored hash.
func TestKillUnderLoad(t *testing.T) {
	t.Setenv("SULACO_TEST_MAIN", "1") // the child process runs main
	code, out, errOut := sulaco(t, "", "loadtest", "-games", "8", "-duration", "4s", "-kill")
	if code != 0 {
		t.Fatalf("loadtest -kill: exit %d\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(out, ", 0 missing;") || !strings.Contains(out, ", 0 did not") {
		t.Fatalf("loadtest -kill:\n%s", out)
	}
	t.Log(out)
}

// TestLoadtestRefusesRemote: the load test drives loopback servers only.
func TestLoadtestRefusesRemote(t *testing.T) {
	code, _, errOut := sulaco(t, "", "loadtest", "-addr", "http://192.0.2.1:8080", "-duration", "1s")
	if code != 1 || !strings.Contains(errOut, "not a loopback address") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	code, _, _ = sulaco(t, "", "loadtest", "-games", "1000000")
	if code != 1 {
		t.Fatalf("unbounded games: exit %d", code)
	}
}
