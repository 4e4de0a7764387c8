// Package pgtest starts a throwaway PostgreSQL server for tests: initdb
// into a temporary directory, pg_ctl as the postgres user when the tests
// run as root, a free loopback port, the unix socket in the same
// directory. No mock: the tests of the PostgreSQL store run against the
// real thing, and skip with a clear message where it is not installed,
// unless SULACO_REQUIRE_POSTGRES=1 (CI) makes that a failure.
//
// One cluster serves a test binary: started on first use, stopped by
// Main at the end (and by a watchdog process should the test binary die
// without reaching the end). Each caller of NewDatabase gets a database
// of its own.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Cluster is a running throwaway PostgreSQL server.
type Cluster struct {
	dir      string // temporary directory: data/, the socket, the log
	bin      string // directory of initdb, pg_ctl, postgres
	port     int
	owner    *user.User // the postgres user, when running as root
	watchdog *exec.Cmd
	dbs      atomic.Int64
}

var shared struct {
	once    sync.Once
	cluster *Cluster
	err     error
}

// Required reports whether a missing PostgreSQL fails the tests
// (SULACO_REQUIRE_POSTGRES=1, as CI sets it).
func Required() bool { return os.Getenv("SULACO_REQUIRE_POSTGRES") == "1" }

// ErrNotInstalled: no initdb on PATH or under /usr/lib/postgresql.
var ErrNotInstalled = errors.New("PostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql/*/bin)")

// Shared returns the test binary's cluster, starting it on first use.
func Shared() (*Cluster, error) {
	shared.once.Do(func() { shared.cluster, shared.err = Start() })
	return shared.cluster, shared.err
}

// Get returns the shared cluster, or skips t (fails it when PostgreSQL is
// required) when there is none.
func Get(t testing.TB) *Cluster {
	t.Helper()
	c, err := Shared()
	if err != nil {
		if Required() || !errors.Is(err, ErrNotInstalled) {
			t.Fatalf("PostgreSQL: %v", err)
		}
		t.Skipf("PostgreSQL tests skipped: %v (SULACO_REQUIRE_POSTGRES=1 makes this a failure)", err)
	}
	return c
}

// NewDatabase returns the URL of a fresh database in the shared cluster
// (skipping t when there is none).
func NewDatabase(t testing.TB) string {
	t.Helper()
	url, err := Get(t).NewDatabase(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// Main runs the tests and then stops the shared cluster, if one was
// started; it returns m.Run's code.
func Main(m *testing.M) int {
	code := m.Run()
	Stop()
	return code
}

// Stop stops the shared cluster, if one was started.
func Stop() {
	if shared.cluster != nil {
		shared.cluster.Stop()
	}
}

// binDir finds PostgreSQL's programs: the newest /usr/lib/postgresql/N/bin,
// else the directory of initdb on PATH.
func binDir() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int {
		va, _ := strconv.Atoi(filepath.Base(filepath.Dir(a)))
		vb, _ := strconv.Atoi(filepath.Base(filepath.Dir(b)))
		return vb - va
	})
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d, nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			p = real
		}
		return filepath.Dir(p), nil
	}
	return "", ErrNotInstalled
}

// Start initialises and starts a new cluster on a free loopback port
// (fsync off: a test cluster is thrown away; the tests' durability is the
// server's commits, which they check through PostgreSQL's own answers).
func Start() (*Cluster, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "sulaco-pg-")
	if err != nil {
		return nil, err
	}
	c := &Cluster{dir: dir, bin: bin}
	if os.Geteuid() == 0 {
		// initdb refuses to run as root: the cluster belongs to postgres.
		if c.owner, err = user.Lookup("postgres"); err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("running as root needs a postgres user: %w", err)
		}
		uid, _ := strconv.Atoi(c.owner.Uid)
		gid, _ := strconv.Atoi(c.owner.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	if c.port, err = freePort(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if out, err := c.run(2*time.Minute, "initdb", "-D", c.data(), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %w\n%s", err, out)
	}
	if err := c.start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	c.startWatchdog()
	return c, nil
}

func (c *Cluster) data() string { return filepath.Join(c.dir, "data") }

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// command is one of the cluster's programs, run as its owner.
func (c *Cluster) command(ctx context.Context, prog string, args ...string) *exec.Cmd {
	path := filepath.Join(c.bin, prog)
	if c.owner != nil {
		return exec.CommandContext(ctx, "runuser", append([]string{"-u", c.owner.Username, "--", path}, args...)...)
	}
	return exec.CommandContext(ctx, path, args...)
}

func (c *Cluster) run(limit time.Duration, prog string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	out, err := c.command(ctx, prog, args...).CombinedOutput()
	return string(out), err
}

func (c *Cluster) start() error {
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300", c.port, c.dir)
	if out, err := c.run(90*time.Second, "pg_ctl", "-D", c.data(), "-l", filepath.Join(c.dir, "log"), "-w", "-t", "60", "-o", opts, "start"); err != nil {
		log, _ := os.ReadFile(filepath.Join(c.dir, "log"))
		return fmt.Errorf("pg_ctl start: %w\n%s\n%s", err, out, log)
	}
	return nil
}

// startWatchdog starts a shell that stops the cluster should this process
// end without calling Stop (a panic, a test timeout, a kill).
func (c *Cluster) startWatchdog() {
	stop := fmt.Sprintf("%s -D %s -m immediate stop", filepath.Join(c.bin, "pg_ctl"), c.data())
	if c.owner != nil {
		stop = "runuser -u " + c.owner.Username + " -- " + stop
	}
	script := fmt.Sprintf("while [ -d /proc/%d ]; do sleep 1; done; %s >/dev/null 2>&1; rm -rf %s", os.Getpid(), stop, c.dir)
	cmd := exec.Command("sh", "-c", script)
	// A group of its own, so that Stop ends the shell and its sleep.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if cmd.Start() == nil {
		c.watchdog = cmd
	}
}

// URL is the connection URL of database db.
func (c *Cluster) URL(db string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.port, db)
}

// NewDatabase creates a fresh database and returns its URL.
func (c *Cluster) NewDatabase(ctx context.Context) (string, error) {
	name := fmt.Sprintf("sulaco_%d_%d", os.Getpid(), c.dbs.Add(1))
	conn, err := pgx.Connect(ctx, c.URL("postgres"))
	if err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("pgtest: create database: %w", err)
	}
	return c.URL(name), nil
}

// Exec runs statements in database url (a test cutting a connection, say).
func (c *Cluster) Exec(ctx context.Context, url, sql string, args ...any) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, sql, args...)
	return err
}

// Restart stops the server (fast: open connections are cut) and starts it
// again on the same port and data.
func (c *Cluster) Restart() error {
	if out, err := c.run(90*time.Second, "pg_ctl", "-D", c.data(), "-w", "-t", "60", "-m", "fast", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %w\n%s", err, out)
	}
	return c.start()
}

// Stop stops the server and removes its files.
func (c *Cluster) Stop() error {
	out, err := c.run(90*time.Second, "pg_ctl", "-D", c.data(), "-w", "-t", "60", "-m", "fast", "stop")
	if c.watchdog != nil {
		syscall.Kill(-c.watchdog.Process.Pid, syscall.SIGKILL)
		c.watchdog.Wait()
	}
	os.RemoveAll(c.dir)
	if err != nil && !strings.Contains(out, "Is server running?") {
		return fmt.Errorf("pg_ctl stop: %w\n%s", err, out)
	}
	return nil
}
