package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sulaco/sulaco/internal/client"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/store"
)

// Bounds of a load test: it is a tool for this machine's loopback, not a
// way to flood anyone.
const (
	maxLoadGames   = 5000
	maxLoadSockets = 10000
	maxLoadTime    = 10 * time.Minute
)

type loadFlags struct {
	addr        string
	db          string
	game        string
	games       int
	idleSockets int
	idleGames   int
	duration    time.Duration
	kill        bool
	verify      bool
	procs       int
	idle        time.Duration
	odds        float64
}

func cmdLoadtest(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var f loadFlags
	fs.StringVar(&f.addr, "addr", "", "servers to drive, comma-separated (loopback only); empty: start them (sulaco serve) on -db")
	fs.StringVar(&f.db, "db", "", "database of the servers it starts: an SQLite file or a postgres:// URL (default: a temporary SQLite file)")
	fs.IntVar(&f.procs, "procs", 1, "servers it starts on the one database (more than 1 needs a postgres:// -db); each game's two seats play on different servers")
	fs.BoolVar(&f.verify, "verify", false, "at the end, stop the servers and check that every acknowledged choice is stored and every game replays to its hash (on with -kill)")
	fs.StringVar(&f.game, "game", "pig", "game the scripted players play")
	fs.IntVar(&f.games, "games", 100, "games played at once (two player sockets each)")
	fs.IntVar(&f.idleSockets, "idle-sockets", 0, "spectator sockets held open without playing, for memory per idle socket")
	fs.IntVar(&f.idleGames, "idle-games", 0, "games loaded into memory without sockets, for memory per idle game")
	fs.DurationVar(&f.duration, "duration", 20*time.Second, "how long the players play")
	fs.BoolVar(&f.kill, "kill", false, "SIGKILL a server half way (with one server: restart it; with several: its players move to the others) and check that every acknowledged choice is stored (needs servers it starts)")
	fs.Float64Var(&f.odds, "odds", 0, "share of decisions (0 to 1) before which the seat asks for its live odds and waits for them (a game with odds: -game marsattacks or aliens), to measure their cost to the others")
	fs.DurationVar(&f.idle, "idle", 2*time.Minute, "the started server's -idle (eviction of games without sockets)")
	if err := fs.Parse(args); err != nil {
		return errUsage
	}
	if f.games < 1 || f.games > maxLoadGames || f.idleSockets < 0 || f.idleSockets > maxLoadSockets ||
		f.idleGames < 0 || f.idleGames > maxLoadGames*10 || f.duration <= 0 || f.duration > maxLoadTime {
		return fmt.Errorf("bounds: -games 1..%d, -idle-sockets 0..%d, -idle-games 0..%d, -duration up to %s",
			maxLoadGames, maxLoadSockets, maxLoadGames*10, maxLoadTime)
	}
	if (f.kill || f.procs != 1) && f.addr != "" {
		return errors.New("-kill and -procs need servers the load test starts (no -addr)")
	}
	if f.verify && f.addr != "" && f.db == "" {
		return errors.New("-verify with -addr needs the servers' -db")
	}
	if f.procs < 1 || f.procs > 4 || (f.procs > 1 && !store.IsPostgres(f.db)) {
		return errors.New("-procs 1..4; more than one server needs a shared postgres:// -db")
	}
	f.verify = f.verify || f.kill
	r, err := runLoad(ctx, e, f)
	if r != nil {
		r.print(e.stdout)
	}
	return err
}

// child is a `sulaco serve` the load test started.
type child struct {
	cmd  *exec.Cmd
	addr string
	db   string
	idle time.Duration
	out  *bytes.Buffer
}

func startChild(db, addr string, idle time.Duration) (*child, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	// No limit per address: every scripted player comes from the
	// loopback, and the load test measures the server, not its limiter.
	cmd := exec.Command(exe, "serve", "-addr", addr, "-db", db, "-log", "json", "-idle", idle.String(), "-http-rate", "0")
	cmd.Env = os.Environ()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	var logs bytes.Buffer
	cmd.Stderr = &lockedWriter{w: &logs}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	line := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if a, ok := strings.CutPrefix(sc.Text(), "sulaco serve: listening on "); ok {
				line <- a
			}
		}
	}()
	select {
	case a := <-line:
		return &child{cmd: cmd, addr: a, db: db, idle: idle, out: &logs}, nil
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		cmd.Wait()
		return nil, fmt.Errorf("the server did not start in 30 s:\n%s", logs.String())
	}
}

type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (c *child) kill() {
	c.cmd.Process.Signal(syscall.SIGKILL)
	c.cmd.Wait()
}

func (c *child) stop() {
	c.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { c.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		c.kill()
	}
}

// loopback reports whether base names this machine.
func loopback(base string) bool {
	u, err := url.Parse(base)
	if err != nil {
		return false
	}
	host := u.Hostname()
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// loadReport is what a load test measured.
type loadReport struct {
	Choices     int
	Seconds     float64
	Ack         []time.Duration
	Broadcast   []time.Duration
	Odds        []time.Duration // odds request -> answer
	Errors      map[string]int
	Games       int
	Sockets     int
	Memory      map[string]float64 // server metrics sampled at the phases
	InMemory    map[string]float64 // games the server holds in memory, by phase
	PerSocket   float64            // bytes of heap per idle socket
	PerGame     float64            // bytes of heap per idle game in memory
	Killed      bool
	Verified    bool
	AfterKill   int // choices acknowledged after the restart
	Acked       int
	Missing     int
	Replayed    int
	ReplayFails int
}

func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return s[min(len(s)-1, int(p*float64(len(s))))]
}

func (r *loadReport) print(w io.Writer) {
	fmt.Fprintf(w, "games played: %d, choices: %d in %.1f s = %.0f choices/s\n", r.Games, r.Choices, r.Seconds, float64(r.Choices)/r.Seconds)
	fmt.Fprintf(w, "choice->ack:       p50 %v  p95 %v  p99 %v\n", percentile(r.Ack, .5), percentile(r.Ack, .95), percentile(r.Ack, .99))
	fmt.Fprintf(w, "choice->broadcast: p50 %v  p95 %v  p99 %v\n", percentile(r.Broadcast, .5), percentile(r.Broadcast, .95), percentile(r.Broadcast, .99))
	if len(r.Odds) > 0 {
		fmt.Fprintf(w, "odds answered: %d, request->answer p50 %v  p95 %v  p99 %v\n", len(r.Odds), percentile(r.Odds, .5), percentile(r.Odds, .95), percentile(r.Odds, .99))
	}
	fmt.Fprintf(w, "sockets open at the peak (all servers): %d\n", r.Sockets)
	keys := make([]string, 0, len(r.Errors))
	for k := range r.Errors {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	fmt.Fprint(w, "errors:")
	if len(keys) == 0 {
		fmt.Fprint(w, " none")
	}
	for _, k := range keys {
		fmt.Fprintf(w, " %s=%d", k, r.Errors[k])
	}
	fmt.Fprintln(w)
	mk := make([]string, 0, len(r.Memory))
	for k := range r.Memory {
		mk = append(mk, k)
	}
	slices.Sort(mk)
	for _, k := range mk {
		fmt.Fprintf(w, "server %s: %.1f MB\n", k, r.Memory[k]/1e6)
	}
	phases := slices.Sorted(maps.Keys(r.InMemory))
	for _, k := range phases {
		fmt.Fprintf(w, "server games in memory %s: %.0f\n", k, r.InMemory[k])
	}
	if r.PerSocket > 0 {
		fmt.Fprintf(w, "heap per idle socket: %.1f KB\n", r.PerSocket/1e3)
	}
	if r.PerGame > 0 {
		fmt.Fprintf(w, "heap per idle game in memory: %.1f KB\n", r.PerGame/1e3)
	}
	if r.Verified && !r.Killed {
		fmt.Fprintf(w, "verified: %d acknowledged choices, %d missing; %d games replayed to their hash, %d did not\n",
			r.Acked, r.Missing, r.Replayed, r.ReplayFails)
	}
	if r.Killed {
		fmt.Fprintf(w, "SIGKILL and restart: %d acknowledged choices (%d after the restart), %d missing; %d games replayed to their hash, %d did not\n",
			r.Acked, r.AfterKill, r.Missing, r.Replayed, r.ReplayFails)
	}
}

// loadRun is one load test under way.
type loadRun struct {
	f     loadFlags
	base  string
	http  *http.Client
	mu    sync.Mutex
	rep   *loadReport
	acked map[string]map[int]engine.Choice // game -> version -> choice acknowledged
	sent  map[string]map[int]time.Time     // game -> version answered -> when sent
	// servers are the servers the load test started (bases their URLs);
	// a killed one that is not restarted is nil.
	srvMu   sync.RWMutex
	servers []*child
	bases   []string
}

// url is the first live server's URL.
func (l *loadRun) url() string { return l.urlFor(0) }

// urlFor is server i's URL, or the next live one's when it is down.
func (l *loadRun) urlFor(i int) string {
	l.srvMu.RLock()
	defer l.srvMu.RUnlock()
	if len(l.servers) == 0 {
		return l.bases[i%len(l.bases)] // servers it did not start: all taken as live
	}
	for k := range len(l.bases) {
		j := (i + k) % len(l.bases)
		if l.servers[j] != nil {
			return l.bases[j]
		}
	}
	return l.bases[i%len(l.bases)]
}

func (l *loadRun) errorf(code string) {
	l.mu.Lock()
	l.rep.Errors[code]++
	l.mu.Unlock()
}

func runLoad(ctx context.Context, e *env, f loadFlags) (*loadReport, error) {
	l := &loadRun{f: f, http: &http.Client{Timeout: 30 * time.Second},
		rep:   &loadReport{Errors: map[string]int{}, Memory: map[string]float64{}, InMemory: map[string]float64{}},
		acked: map[string]map[int]engine.Choice{}, sent: map[string]map[int]time.Time{}}
	db := f.db
	if f.addr == "" {
		if db == "" {
			dir, err := os.MkdirTemp("", "sulaco-loadtest-")
			if err != nil {
				return nil, err
			}
			defer os.RemoveAll(dir)
			db = filepath.Join(dir, "load.db")
		}
		defer l.stopServers()
		for range f.procs {
			c, err := startChild(db, "127.0.0.1:0", f.idle)
			if err != nil {
				return nil, err
			}
			l.srvMu.Lock()
			l.servers = append(l.servers, c)
			l.bases = append(l.bases, "http://"+c.addr)
			l.srvMu.Unlock()
		}
		l.base = l.bases[0]
	} else {
		for _, a := range strings.Split(f.addr, ",") {
			if !strings.Contains(a, "://") {
				a = "http://" + a
			}
			l.bases = append(l.bases, a)
		}
		l.base = l.bases[0]
	}
	for _, b := range l.bases {
		if !loopback(b) {
			return nil, fmt.Errorf("%s is not a loopback address: the load test drives local servers only", b)
		}
	}
	l.sample("heap before")
	if err := l.idlePhase(ctx); err != nil {
		return l.rep, err
	}
	if err := l.playPhase(ctx); err != nil {
		return l.rep, err
	}
	l.sample("heap after play")
	if f.verify {
		return l.rep, l.verify(db)
	}
	return l.rep, nil
}

// stopServers stops the servers still running (SIGTERM: they drain).
func (l *loadRun) stopServers() {
	l.srvMu.Lock()
	defer l.srvMu.Unlock()
	for i, c := range l.servers {
		if c != nil {
			c.stop()
			l.servers[i] = nil
		}
	}
}

// metric reads one value from the server's /metrics.
func (l *loadRun) metric(name string) float64 { return l.metricAt(l.url(), name) }

// metricAt reads one value from the /metrics of the server at base.
func (l *loadRun) metricAt(base, name string) float64 {
	resp, err := l.http.Get(base + "/metrics")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			x, _ := strconv.ParseFloat(v, 64)
			return x
		}
	}
	return 0
}

// metricSum adds one value up over every live server.
func (l *loadRun) metricSum(name string) float64 {
	l.srvMu.RLock()
	bases := slices.Clone(l.bases)
	servers := slices.Clone(l.servers)
	l.srvMu.RUnlock()
	sum := 0.0
	for i, b := range bases {
		if len(servers) == 0 || servers[i] != nil {
			sum += l.metricAt(b, name)
		}
	}
	return sum
}

func (l *loadRun) sample(label string) float64 {
	heap := l.metric("go_memstats_heap_inuse_bytes")
	l.rep.Memory[label] = heap
	l.rep.Memory[strings.Replace(label, "heap", "resident", 1)] = l.metric("process_resident_memory_bytes")
	return heap
}

// create makes a game with two human seats and returns its id and the
// seats' tokens.
func (l *loadRun) create() (string, [2]string, error) {
	body := fmt.Sprintf(`{"game":%q,"seats":[{"kind":"human"},{"kind":"human"}]}`, l.f.game)
	resp, err := l.http.Post(l.url()+"/api/games", "application/json", strings.NewReader(body))
	if err != nil {
		return "", [2]string{}, err
	}
	defer resp.Body.Close()
	var out struct {
		ID    string `json:"id"`
		Seats []struct {
			Seat int    `json:"seat"`
			Link string `json:"link"`
		} `json:"seats"`
	}
	if resp.StatusCode != http.StatusCreated {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
		return "", [2]string{}, fmt.Errorf("create: %d %s", resp.StatusCode, b)
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || len(out.Seats) != 2 {
		return "", [2]string{}, fmt.Errorf("create: %v", err)
	}
	var toks [2]string
	for _, s := range out.Seats {
		_, toks[s.Seat], _ = strings.Cut(s.Link, "#")
	}
	return out.ID, toks, nil
}

// idlePhase measures memory per idle socket and per idle game.
func (l *loadRun) idlePhase(ctx context.Context) error {
	if l.f.idleGames > 0 {
		before := l.sample("heap before idle games")
		for i := range l.f.idleGames {
			id, _, err := l.create()
			if err != nil {
				return err
			}
			// The summary loads the game into memory.
			if resp, err := l.http.Get(l.url() + "/api/games/" + id); err == nil {
				resp.Body.Close()
			}
			if i%1000 == 999 {
				fmt.Fprintf(os.Stderr, "loadtest: %d idle games\n", i+1)
			}
		}
		after := l.sample("heap with idle games")
		l.rep.PerGame = (after - before) / float64(l.f.idleGames)
		l.rep.InMemory["with idle games"] = l.metric("sulaco_games_in_memory")
		if l.f.idle <= 30*time.Second {
			// A short -idle: wait for the eviction and measure again.
			time.Sleep(l.f.idle + 12*time.Second)
			l.sample("heap after eviction")
			l.rep.InMemory["after eviction"] = l.metric("sulaco_games_in_memory")
		}
	}
	if l.f.idleSockets > 0 {
		id, _, err := l.create()
		if err != nil {
			return err
		}
		before := l.sample("heap before idle sockets")
		var conns []*client.Conn
		defer func() {
			for _, c := range conns {
				c.CloseNow()
			}
		}()
		for range l.f.idleSockets {
			dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			c, _, err := client.Dial(dctx, l.url(), id, client.Options{V: -1, Queue: 64})
			cancel()
			if err != nil {
				return fmt.Errorf("idle socket %d: %w", len(conns), err)
			}
			conns = append(conns, c)
			go func() {
				for range c.Frames {
				}
			}()
		}
		time.Sleep(time.Second)
		after := l.sample("heap with idle sockets")
		l.rep.PerSocket = (after - before) / float64(l.f.idleSockets)
		l.rep.Sockets = int(l.metric("sulaco_sockets"))
	}
	return nil
}

// playPhase runs f.games games at once until the time is up, each played
// by two scripted sockets choosing at random.
func (l *loadRun) playPhase(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	end := time.AfterFunc(l.f.duration, cancel)
	defer end.Stop()
	start := time.Now()
	if l.f.kill && len(l.servers) > 0 {
		go func() {
			select {
			case <-ctx.Done():
				return
			case <-time.After(l.f.duration / 2):
			}
			l.srvMu.Lock()
			defer l.srvMu.Unlock()
			if !end.Stop() {
				return // the time was up already
			}
			killed := l.servers[0]
			killed.kill()
			l.servers[0] = nil
			if len(l.servers) == 1 {
				// The only server: restart it on the same address.
				c, err := startChild(killed.db, killed.addr, killed.idle)
				if err != nil {
					fmt.Fprintln(os.Stderr, "loadtest: restart:", err)
					return
				}
				l.servers[0] = c
			}
			l.mu.Lock()
			l.rep.Killed = true
			l.mu.Unlock()
			// The players get the second half after the kill, however
			// long the restart took.
			end.Reset(l.f.duration / 2)
		}()
	}
	var wg sync.WaitGroup
	peak := make(chan int, 1)
	peak <- 0
	for i := range l.f.games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			for ctx.Err() == nil {
				if err := l.playOne(ctx, i, rng); err != nil && ctx.Err() == nil {
					l.errorf("game")
					time.Sleep(100 * time.Millisecond)
				}
			}
		}()
	}
	go func() {
		time.Sleep(l.f.duration * 3 / 4)
		n := int(l.metricSum("sulaco_sockets"))
		p := <-peak
		peak <- max(p, n)
	}()
	wg.Wait()
	l.rep.Seconds = time.Since(start).Seconds()
	l.rep.Sockets = max(l.rep.Sockets, <-peak)
	return nil
}

// playOne creates a game and plays it with two sockets until it is over
// or the time is up.
func (l *loadRun) playOne(ctx context.Context, game int, rng *rand.Rand) error {
	id, toks, err := l.create()
	if err != nil {
		return err
	}
	l.mu.Lock()
	l.acked[id] = map[int]engine.Choice{}
	l.sent[id] = map[int]time.Time{}
	l.mu.Unlock()
	errs := make(chan error, 2)
	var over sync.Once
	done := make(chan struct{})
	for seat := range 2 {
		seed := rng.Uint64()
		// The two seats of a game play on different servers (when there
		// are several): every broadcast crosses from one to the other.
		go func() { errs <- l.seat(ctx, id, game+seat, seat, toks[seat], seed, done, &over) }()
	}
	err = errors.Join(<-errs, <-errs)
	l.mu.Lock()
	l.rep.Games++
	l.mu.Unlock()
	return err
}

// seat plays one seat of game id, reconnecting (with ?v=) when the socket
// drops and re-sending its unacknowledged choice.
func (l *loadRun) seat(ctx context.Context, id string, server, seat int, token string, seed uint64, done chan struct{}, over *sync.Once) error {
	rng := rand.New(rand.NewPCG(seed, uint64(seat)))
	v := -1
	type unacked struct {
		a   string
		at  int
		key string
	}
	var pending *unacked
	n := 0
	asked := map[string]time.Time{} // odds requests not yet answered
	holding := ""                   // the odds request the pending choice waits for
	for attempt := 0; ctx.Err() == nil; attempt++ {
		dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		// A server that does not answer: the next attempt goes to the
		// next one (its players move over when it died).
		c, _, err := client.Dial(dctx, l.urlFor(server+attempt), id, client.Options{Token: token, V: v})
		cancel()
		if err != nil {
			if attempt > 100 {
				return err
			}
			time.Sleep(100 * time.Millisecond)
			continue
		}
		if pending != nil {
			c.Choose(ctx, pending.a, pending.at, pending.key)
		}
		finished, err := func() (bool, error) {
			defer c.CloseNow()
			for {
				select {
				case <-ctx.Done():
					return true, nil
				case <-done:
					return true, nil
				case fr, ok := <-c.Frames:
					if !ok {
						return false, nil // dropped: reconnect
					}
					now := time.Now()
					switch fr.T {
					case "ack":
						var a struct {
							A string `json:"a"`
							V int    `json:"v"`
						}
						json.Unmarshal(fr.D, &a)
						l.mu.Lock()
						if t, ok := l.sent[id][a.V-1]; ok && pending != nil && pending.a == a.A {
							l.rep.Ack = append(l.rep.Ack, now.Sub(t))
							l.rep.Choices++
							if l.rep.Killed {
								l.rep.AfterKill++
							}
							l.acked[id][a.V] = engine.Choice{Seat: engine.Seat(seat), Key: pending.key}
						}
						l.mu.Unlock()
						if pending != nil && pending.a == a.A {
							pending = nil
						}
						continue
					case "reject":
						var r struct {
							A    string `json:"a"`
							Code string `json:"code"`
						}
						json.Unmarshal(fr.D, &r)
						l.errorf("reject:" + r.Code)
						if r.Code == "retry" && pending != nil && pending.a == r.A {
							// The store was away (a restart): the same
							// choice again, a little later.
							select {
							case <-time.After(100 * time.Millisecond):
							case <-ctx.Done():
								return true, nil
							}
							if err := c.Choose(ctx, pending.a, pending.at, pending.key); err != nil {
								return false, nil
							}
							continue
						}
						pending = nil
						continue
					case "odds", "error":
						var o struct {
							A    string `json:"a"`
							Code string `json:"code"`
						}
						json.Unmarshal(fr.D, &o)
						if t, ok := asked[o.A]; ok {
							delete(asked, o.A)
							if fr.T == "error" {
								l.errorf("odds:" + o.Code)
							} else {
								l.mu.Lock()
								l.rep.Odds = append(l.rep.Odds, now.Sub(t))
								l.mu.Unlock()
							}
							// The odds seen (as a player who asked
							// before deciding), the choice goes.
							if holding == o.A && pending != nil {
								holding = ""
								l.mu.Lock()
								l.sent[id][pending.at] = time.Now()
								l.mu.Unlock()
								if err := c.Choose(ctx, pending.a, pending.at, pending.key); err != nil {
									return false, nil
								}
							}
						}
						continue
					case "full", "step":
					default:
						continue
					}
					if fr.V != nil {
						v = *fr.V
					}
					var st client.State
					json.Unmarshal(fr.D, &st)
					if fr.T == "step" && st.By != nil && *st.By != seat {
						l.mu.Lock()
						if t, ok := l.sent[id][v-1]; ok {
							l.rep.Broadcast = append(l.rep.Broadcast, now.Sub(t))
						}
						l.mu.Unlock()
					}
					if len(st.Outcome) > 0 && string(st.Outcome) != "null" {
						over.Do(func() { close(done) })
						return true, nil
					}
					if st.Pending == nil || st.Pending.Seat != seat || len(st.Pending.Options) == 0 || pending != nil {
						continue
					}
					n++
					pending = &unacked{a: strconv.Itoa(n), at: v, key: st.Pending.Options[rng.IntN(len(st.Pending.Options))].Key}
					if l.f.odds > 0 && rng.Float64() < l.f.odds {
						// Ask for the odds and choose once they are
						// answered.
						holding = "o" + strconv.Itoa(n)
						asked[holding] = time.Now()
						if err := c.Send(ctx, "odds", map[string]string{"a": holding}); err != nil {
							return false, nil
						}
						continue
					}
					l.mu.Lock()
					l.sent[id][v] = time.Now()
					l.mu.Unlock()
					if err := c.Choose(ctx, pending.a, pending.at, pending.key); err != nil {
						return false, nil
					}
				}
			}
		}()
		if finished || err != nil {
			return err
		}
	}
	return nil
}

// verify stops the servers and checks the database: every acknowledged
// choice is stored, and every game replays to its stored hash.
func (l *loadRun) verify(db string) error {
	l.stopServers()
	w, err := loadWorld("")
	if err != nil {
		return err
	}
	ctx := context.Background()
	st, err := store.Open(ctx, db)
	if err != nil {
		return err
	}
	defer st.Close()
	for id, acked := range l.acked {
		es, err := st.Entries(ctx, id, 0)
		if err != nil {
			return err
		}
		for v, c := range acked {
			l.rep.Acked++
			if v > len(es) || es[v-1].Seat != int(c.Seat) || es[v-1].Key != c.Key {
				l.rep.Missing++
			}
		}
		row, err := st.Game(ctx, id)
		if err != nil {
			return err
		}
		rec := engine.Record{Header: engine.Header{Game: row.Game, Content: row.Content, Options: row.Options, Seed: row.Seed}, Hash: row.Hash}
		json.Unmarshal(row.Seats, &rec.Seats)
		for _, e := range es {
			rec.Choices = append(rec.Choices, engine.Choice{Seat: engine.Seat(e.Seat), Key: e.Key})
		}
		if _, err := engine.Replay(&rec, w.games.NewGame, nil); err != nil {
			l.rep.ReplayFails++
		} else {
			l.rep.Replayed++
		}
	}
	l.rep.Verified = true
	if l.rep.Killed && l.rep.AfterKill == 0 {
		return errors.New("no choice was acknowledged after the restart: the players did not reconnect")
	}
	if l.rep.Missing > 0 || l.rep.ReplayFails > 0 {
		return fmt.Errorf("%d acknowledged choices missing, %d games not replaying to their hash", l.rep.Missing, l.rep.ReplayFails)
	}
	return nil
}
