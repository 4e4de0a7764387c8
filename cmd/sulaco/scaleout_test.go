package main

import (
	"context"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sulaco/sulaco/internal/store/pgtest"
)

// Several `sulaco serve` processes (this test binary as sulaco, each its
// own process) on one throwaway PostgreSQL database, under the load of
// `sulaco loadtest` on the loopback.

// serveTwo starts two servers on database url and returns them, stopped
// when the test ends.
func serveTwo(t *testing.T, url string) [2]*child {
	t.Helper()
	t.Setenv("SULACO_TEST_MAIN", "1") // the child processes run main
	var cs [2]*child
	for i := range cs {
		c, err := startChild(url, "127.0.0.1:0", time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			c.stop()
			logs := c.out.String()
			// A copy that does not match the table is never right (a
			// load racing another process's append once did this).
			if strings.Contains(logs, "does not replay to its hash") {
				t.Errorf("server %d found a stored game it could not follow", i)
			}
			if t.Failed() {
				t.Logf("server %d's log:\n%s", i, logs)
			}
		})
		cs[i] = c
	}
	return cs
}

// loadResult checks a load test's report: it ran, every acknowledged
// choice is stored and every game replays to its hash; it returns the
// number of choices acknowledged.
func loadResult(t *testing.T, code int, out, errOut string) int {
	t.Helper()
	t.Log(out)
	if code != 0 {
		t.Fatalf("loadtest: exit %d\n%s\n%s", code, out, errOut)
	}
	m := regexp.MustCompile(`(\d+) acknowledged choices[^,]*, 0 missing; (\d+) games replayed to their hash, 0 did not`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("loadtest did not verify the database:\n%s", out)
	}
	acked, _ := strconv.Atoi(m[1])
	if acked == 0 {
		t.Fatalf("no choice acknowledged:\n%s", out)
	}
	return acked
}

// loadResultOf is what a load test run in the background printed.
type loadResultOf struct {
	code        int
	out, errOut string
}

// loadInBackground drives servers cs on database url with a load test
// (six games, for the duration given, verified at the end) while the
// test does something to them.
func loadInBackground(t *testing.T, cs [2]*child, url, duration string) <-chan loadResultOf {
	done := make(chan loadResultOf, 1)
	go func() {
		code, out, errOut := sulaco(t, "", "loadtest", "-addr", "http://"+cs[0].addr+",http://"+cs[1].addr,
			"-db", url, "-verify", "-games", "6", "-duration", duration)
		done <- loadResultOf{code, out, errOut}
	}()
	return done
}

// choicesSince counts the choices stored at or after t.
func choicesSince(t *testing.T, url string, at time.Time) int {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM choices WHERE at >= $1`, at.UnixMilli()).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// metricOf reads one value of a server's /metrics.
func metricOf(t *testing.T, c *child, name string) float64 {
	t.Helper()
	l := &loadRun{http: &http.Client{Timeout: 10 * time.Second}}
	return l.metricAt("http://"+c.addr, name)
}

// TestTwoProcessesOneDatabase: games played by two clients each, one on
// each of two processes (so every broadcast crosses from one to the
// other), to their end; every acknowledged choice stored, every game
// replays to its hash, and both processes stored choices and applied
// the other's.
func TestTwoProcessesOneDatabase(t *testing.T) {
	url := pgtest.NewDatabase(t)
	cs := serveTwo(t, url)
	code, out, errOut := sulaco(t, "", "loadtest", "-addr", "http://"+cs[0].addr+",http://"+cs[1].addr,
		"-db", url, "-verify", "-games", "6", "-duration", "4s")
	loadResult(t, code, out, errOut)
	if !strings.Contains(out, "errors: none") {
		t.Fatalf("errors under load:\n%s", out)
	}
	for i, c := range cs {
		if mine, theirs := metricOf(t, c, "sulaco_choices_total"), metricOf(t, c, "sulaco_followed_total"); mine == 0 || theirs == 0 {
			t.Fatalf("server %d stored %v choices and followed %v of the other's; want both > 0", i, mine, theirs)
		}
	}
}

// TestKillOneOfTwoProcesses: SIGKILL one of two processes under load; its
// players reconnect to the other and play on; no acknowledged choice is
// lost and every game replays to its hash.
func TestKillOneOfTwoProcesses(t *testing.T) {
	url := pgtest.NewDatabase(t)
	t.Setenv("SULACO_TEST_MAIN", "1")
	code, out, errOut := sulaco(t, "", "loadtest", "-db", url, "-procs", "2", "-kill", "-games", "6", "-duration", "6s")
	loadResult(t, code, out, errOut)
	if !regexp.MustCompile(`\(([1-9]\d*) after the restart\)`).MatchString(out) {
		t.Fatalf("no choice acknowledged after the kill:\n%s", out)
	}
}

// TestPostgresRestartUnderLoad: PostgreSQL restarts under load; both
// processes recover by themselves (their pools and listeners reconnect,
// the listeners catch up from the tables), no acknowledged choice is
// lost, and both store choices after the restart.
func TestPostgresRestartUnderLoad(t *testing.T) {
	cluster := pgtest.Get(t)
	url := pgtest.NewDatabase(t)
	cs := serveTwo(t, url)
	done := loadInBackground(t, cs, url, "10s")
	time.Sleep(3 * time.Second)
	if err := cluster.Restart(); err != nil {
		t.Fatal(err)
	}
	restarted := time.Now()
	var before [2]float64
	for i, c := range cs {
		before[i] = metricOf(t, c, "sulaco_choices_total")
	}
	r := <-done
	loadResult(t, r.code, r.out, r.errOut)
	if n := choicesSince(t, url, restarted); n == 0 {
		t.Fatal("no choice stored after the restart")
	}
	for i, c := range cs {
		if after := metricOf(t, c, "sulaco_choices_total"); after <= before[i] {
			t.Fatalf("server %d stored no choice after the restart (%v then %v)", i, before[i], after)
		}
	}
}

// TestListenerCutUnderLoad: the listeners of both processes lose their
// connections under load (PostgreSQL terminates them); the notes sent
// until they reconnect are lost, and each process catches up from the
// table: no acknowledged choice lost, every game replays to its hash.
func TestListenerCutUnderLoad(t *testing.T) {
	cluster := pgtest.Get(t)
	url := pgtest.NewDatabase(t)
	cs := serveTwo(t, url)
	done := loadInBackground(t, cs, url, "8s")
	var before [2]float64
	for i, c := range cs {
		before[i] = metricOf(t, c, "sulaco_catchups_total")
	}
	time.Sleep(3 * time.Second)
	if err := cluster.Exec(context.Background(), url,
		`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE 'sulaco-listen-%'`); err != nil {
		t.Fatal(err)
	}
	r := <-done
	loadResult(t, r.code, r.out, r.errOut)
	for i, c := range cs {
		if after := metricOf(t, c, "sulaco_catchups_total"); after <= before[i] {
			t.Errorf("server %d did not catch up from the table (%v catch-ups before the cut, %v after)", i, before[i], after)
		}
	}
}
