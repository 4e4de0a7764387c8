package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	_ "net/http/pprof"
	"net/url" // profiles on -debug-addr only
	"os"
	"strings"
	"time"

	"golang.org/x/time/rate"

	"github.com/sulaco/sulaco/internal/server"
	"github.com/sulaco/sulaco/internal/store"
	"github.com/sulaco/sulaco/internal/web"
)

// envOr returns the environment variable name, or def when it is unset.
func envOr(name, def string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return def
}

func newLogger(w io.Writer, format string) (*slog.Logger, error) {
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(w, nil)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, nil)), nil
	}
	return nil, fmt.Errorf("-log %q: want text or json", format)
}

func cmdServe(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	addr := fs.String("addr", envOr("SULACO_ADDR", "127.0.0.1:8080"), "address to listen on (env SULACO_ADDR)")
	db := fs.String("db", envOr("SULACO_DB", envOr("DATABASE_URL", "sulaco.db")), "SQLite database file, or a postgres:// URL that several processes share (env SULACO_DB, then DATABASE_URL)")
	logFormat := fs.String("log", envOr("SULACO_LOG", "text"), "log format: text or json (env SULACO_LOG)")
	origins := fs.String("origins", envOr("SULACO_ORIGINS", ""), "comma-separated hosts allowed to open sockets from other origins (env SULACO_ORIGINS)")
	idle := fs.Duration("idle", 2*time.Minute, "time after which a game without sockets leaves memory")
	httpRate := fs.Float64("http-rate", float64(server.DefaultHTTPLimit.Rate), "API requests and socket openings a second per address (bursts of twice that); 0: no limit")
	forwardedFor := fs.Bool("forwarded-for", os.Getenv("SULACO_FORWARDED_FOR") == "1", "count requests by the last X-Forwarded-For address (only behind a proxy that sets it; env SULACO_FORWARDED_FOR=1)")
	contentDir := fs.String("content", "", "directory of content files layered over the built-in content")
	oddsGames := fs.Int("odds-games", 1100, "sampled games of a live odds estimate (1,100: ±3 points)")
	oddsBudget := fs.Duration("odds-budget", 2*time.Second, "time a live odds estimate or a hint may take (an estimate past it answers with the games played)")
	estimates := fs.Int("estimates", 0, "live odds, hints and odds curves computed at once in the process (0: one per core)")
	debugAddr := fs.String("debug-addr", "", "loopback address for Go's profiles (net/http/pprof); empty: none")
	if err := fs.Parse(args); err != nil {
		return errUsage
	}
	log, err := newLogger(e.stderr, *logFormat)
	if err != nil {
		return err
	}
	w, err := loadWorld(*contentDir)
	if err != nil {
		return err
	}
	st, err := store.Open(ctx, *db)
	if err != nil {
		return err
	}
	defer st.Close()
	if pg, ok := st.(*store.Postgres); ok {
		pg.Logger = log
	}
	cfg := server.Config{Store: st, Games: w.games, Text: w.text, Content: w.content.Version, Logger: log, IdleAfter: *idle,
		OddsGames: *oddsGames, OddsBudget: *oddsBudget, Estimates: *estimates}
	if *origins != "" {
		cfg.Origins = strings.Split(*origins, ",")
	}
	cfg.HTTPLimit = server.HTTPLimit{Rate: rate.Limit(*httpRate), Burst: max(1, int(2**httpRate)), ForwardedFor: *forwardedFor}
	if *httpRate <= 0 {
		cfg.HTTPLimit.Rate = rate.Inf
	}
	if cfg.Web, err = web.New(web.Config{Games: w.games, Text: w.text}); err != nil {
		return err
	}
	srv, err := server.New(cfg)
	if err != nil {
		return err
	}
	if o, ok := st.(interface {
		OnCommit(func(int, time.Duration))
	}); ok {
		o.OnCommit(srv.ObserveCommit)
	}
	if *debugAddr != "" {
		if !loopback("http://" + *debugAddr) {
			return fmt.Errorf("-debug-addr %s: profiles are served on the loopback only", *debugAddr)
		}
		go http.ListenAndServe(*debugAddr, http.DefaultServeMux) // net/http/pprof registers there
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	log.Info("serving", "addr", ln.Addr().String(), "db", redact(*db))
	fmt.Fprintf(e.stdout, "sulaco serve: listening on %s\n", ln.Addr())
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	drain, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	go hs.Shutdown(drain) // stop accepting; sockets are the server's to close
	if err := srv.Shutdown(drain); err != nil {
		log.Warn("drain", "err", err)
	}
	if err := hs.Shutdown(drain); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		log.Warn("http shutdown", "err", err)
	}
	if err := st.Close(); err != nil {
		return err
	}
	log.Info("stopped")
	return nil
}

// cmdBackup copies a live database into a new file (VACUUM INTO): safe
// while the server runs.
func cmdBackup(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	db := fs.String("db", envOr("SULACO_DB", "sulaco.db"), "SQLite database file (env SULACO_DB)")
	out := fs.String("out", "", "file to write the copy to (must not exist)")
	if err := fs.Parse(args); err != nil || *out == "" || store.IsPostgres(*db) {
		if store.IsPostgres(*db) {
			fmt.Fprintln(e.stderr, "sulaco backup: a PostgreSQL database is backed up with pg_dump (docs/deploy.md)")
		} else if *out == "" {
			fmt.Fprintln(e.stderr, "sulaco backup: -out is required")
		}
		return errUsage
	}
	if _, err := os.Stat(*db); err != nil {
		return fmt.Errorf("database: %w", err)
	}
	st, err := store.OpenSQLite(*db)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Backup(ctx, *out); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "backed up %s to %s\n", *db, *out)
	return nil
}

// redact hides a database URL's password in logs.
func redact(db string) string {
	if u, err := url.Parse(db); err == nil && u.User != nil {
		return u.Redacted()
	}
	return db
}
