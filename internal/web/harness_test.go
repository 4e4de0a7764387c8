package web

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/server"
	"github.com/sulaco/sulaco/internal/store"
)

// The browser tests drive Debian's chromium through chromedp against a
// real server on the loopback (SQLite in a temp dir). Without chromium
// they skip, unless SULACO_REQUIRE_BROWSER=1 (CI) makes that a failure.

var world struct {
	once  sync.Once
	set   *content.Set
	games *games.Catalog
	text  *i18n.Catalog
	err   error
}

func loadWorld(t testing.TB) {
	t.Helper()
	world.once.Do(func() {
		if world.set, world.err = content.Load(content.Builtin()); world.err != nil {
			return
		}
		if world.text, world.err = world.set.Text(); world.err != nil {
			return
		}
		world.games, world.err = games.New(world.set)
	})
	if world.err != nil {
		t.Fatal(world.err)
	}
}

// site is a server with the web client on a fixed loopback address, so
// that it can stop and start again where the pages reconnect.
type site struct {
	t    testing.TB
	addr string
	url  string
	db   string
	srv  *server.Server
	st   *store.SQLite
	hs   *http.Server
}

func newSite(t testing.TB) *site {
	t.Helper()
	loadWorld(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &site{t: t, addr: ln.Addr().String(), db: filepath.Join(t.TempDir(), "sulaco.db")}
	s.url = "http://" + s.addr
	s.start(ln)
	t.Cleanup(s.stop)
	return s
}

func (s *site) start(ln net.Listener) {
	var err error
	if ln == nil {
		// The port was just freed by stop; take it again.
		deadline := time.Now().Add(5 * time.Second)
		for ln, err = net.Listen("tcp", s.addr); err != nil && time.Now().Before(deadline); ln, err = net.Listen("tcp", s.addr) {
			time.Sleep(50 * time.Millisecond)
		}
		if err != nil {
			s.t.Fatal(err)
		}
	}
	if s.st, err = store.OpenSQLite(s.db); err != nil {
		s.t.Fatal(err)
	}
	webh, err := New(Config{Games: world.games, Text: world.text})
	if err != nil {
		s.t.Fatal(err)
	}
	// Live odds, hints and odds curves small enough for the browser
	// tests' time (the defaults take seconds each on two cores).
	s.srv, err = server.New(server.Config{Store: s.st, Games: world.games, Text: world.text, Content: world.set.Version, Web: webh,
		OddsGames: 60, HintLevel: "easy", CurvePoints: 8, CurveGames: 20})
	if err != nil {
		s.t.Fatal(err)
	}
	s.st.OnCommit(s.srv.ObserveCommit)
	s.hs = &http.Server{Handler: s.srv.Handler()}
	go s.hs.Serve(ln)
}

// stop drains the server as a SIGTERM does (sockets closed with 1012).
func (s *site) stop() {
	if s.hs == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	go s.hs.Shutdown(ctx)
	s.srv.Shutdown(ctx)
	s.hs.Shutdown(ctx)
	s.st.Close()
	s.hs = nil
}

func (s *site) restart() {
	s.stop()
	s.start(nil)
}

// create makes a table over the API; seats are "human" or a bot's name.
func (s *site) create(game string, options string, seats ...string) (id string, links []string) {
	s.t.Helper()
	var body strings.Builder
	body.WriteString(`{"game":"` + game + `"`)
	if options != "" {
		body.WriteString(`,"options":` + options)
	}
	body.WriteString(`,"seats":[`)
	for i, k := range seats {
		if i > 0 {
			body.WriteString(",")
		}
		if k == "human" {
			body.WriteString(`{"kind":"human"}`)
		} else {
			body.WriteString(`{"kind":"bot","bot":"` + k + `"}`)
		}
	}
	body.WriteString("]}")
	resp, err := http.Post(s.url+"/api/games", "application/json", strings.NewReader(body.String()))
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		ID    string `json:"id"`
		Seats []struct {
			Link string `json:"link"`
		} `json:"seats"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusCreated {
		s.t.Fatalf("create %s: %d %v", game, resp.StatusCode, err)
	}
	for _, l := range out.Seats {
		links = append(links, l.Link)
	}
	return out.ID, links
}

// chromium finds the browser, or skips (fails under
// SULACO_REQUIRE_BROWSER=1).
func chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("SULACO_REQUIRE_BROWSER") == "1" {
		t.Fatal("no chromium on PATH and SULACO_REQUIRE_BROWSER=1: install Debian's chromium package (apt-get install chromium)")
	}
	t.Skip("browser tests skipped: no chromium on PATH (apt-get install chromium; SULACO_REQUIRE_BROWSER=1 makes this a failure)")
	return ""
}

// browser starts a headless chromium for the test; each page it opens is
// a browser context of its own (its own cookies: its own seat).
type browser struct {
	t     testing.TB
	alloc context.Context
	// limit bounds the whole test's browsing.
	limit context.Context
}

func newBrowser(t testing.TB, limit time.Duration) *browser {
	t.Helper()
	path := chromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
	}
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	// The first tab starts the browser; pages are new browser contexts
	// in it.
	root, cancelRoot := chromedp.NewContext(alloc)
	t.Cleanup(cancelRoot)
	if err := chromedp.Do(root); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	limitCtx, cancelLimit := context.WithTimeout(context.Background(), limit)
	t.Cleanup(cancelLimit)
	return &browser{t: t, alloc: root, limit: limitCtx}
}

// page opens a fresh browser context and its tab.
func (b *browser) page() *page {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.alloc, chromedp.WithNewBrowserContext())
	b.t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		b.t.Fatal(err)
	}
	stop := context.AfterFunc(b.limit, cancel)
	b.t.Cleanup(func() { stop() })
	return &page{t: b.t, ctx: ctx}
}

type page struct {
	t   testing.TB
	ctx context.Context
}

// do runs actions, failing the test on an error.
func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

// eval evaluates a script into v's type.
func eval[T any](p *page, script string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](script, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%.80s: %v", script, err)
	}
	return v
}

// wait polls a script until it is true (bounded). Errors while a page
// navigates (its context going away) are retried.
func (p *page) wait(script string, within time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(within)
	var err error
	for time.Now().Before(deadline) {
		var ok bool
		if ok, err = chromedp.Run(p.ctx, chromedp.Evaluate[bool]("!!("+script+")")); err == nil && ok {
			return
		}
		if p.ctx.Err() != nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	state, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText.slice(0, 600) : ""`))
	p.t.Fatalf("waiting for %s: %v\npage: %s", script, err, state)
}
