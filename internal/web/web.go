// Package web is the browser client of `sulaco serve`: the page, its
// script and style, embedded in the binary, and the few endpoints only
// the page needs (the lobby's setup form, replays by step). The page
// renders what the server sends and sends back option keys; it knows no
// rules (docs/web.md).
//
// The script is TypeScript under src/, bundled by esbuild's Go API
// (internal/web/bundle) into assets/app.js, which is committed:
// `go generate ./internal/web` rebuilds it, and TestBundleIsFresh fails
// when the committed bundle differs from a fresh build.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
)

//go:generate go run ./build

//go:embed assets
var assets embed.FS

// Config is what the web client's endpoints need.
type Config struct {
	Games *games.Catalog
	Text  *i18n.Catalog
}

// asset is one embedded file, ready to serve: its bytes, gzipped bytes
// and an ETag.
type asset struct {
	body, gz []byte
	etag     string
	ctype    string
}

// Handler serves the web client.
type Handler struct {
	cfg    Config
	assets map[string]*asset
	setup  []byte // the lobby's form, JSON
	// catalogs are the message catalogs by language (internal/i18n's
	// Export, as /api/i18n/{lang} serves them), gzipped once.
	catalogs map[string]*asset
	mux      *http.ServeMux
}

// New returns the web client's handler.
func New(cfg Config) (*Handler, error) {
	h := &Handler{cfg: cfg, assets: map[string]*asset{}}
	err := fs.WalkDir(assets, "assets", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := assets.ReadFile(p)
		if err != nil {
			return err
		}
		h.assets[strings.TrimPrefix(p, "assets/")] = newAsset(body, contentType(p))
		return nil
	})
	if err != nil {
		return nil, err
	}
	setup, err := buildSetup(cfg)
	if err != nil {
		return nil, err
	}
	if h.setup, err = json.Marshal(setup); err != nil {
		return nil, err
	}
	h.catalogs = map[string]*asset{}
	for _, lang := range i18n.Languages {
		b, err := json.Marshal(cfg.Text.Export(lang))
		if err != nil {
			return nil, err
		}
		h.catalogs[lang+".json"] = newAsset(b, "application/json")
	}
	m := http.NewServeMux()
	for _, page := range []string{"GET /{$}", "GET /games/{id}", "GET /replay", "GET /replays/{id}", "GET /rules"} {
		m.HandleFunc(page, h.page)
	}
	m.HandleFunc("GET /assets/{name}", h.asset)
	m.HandleFunc("GET /i18n/{file}", func(w http.ResponseWriter, r *http.Request) {
		a, ok := h.catalogs[r.PathValue("file")]
		if !ok {
			fail(w, http.StatusNotFound, "not_found", engine.M("server.error.lang", "lang", engine.Clip(r.PathValue("file"))))
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		h.serve(w, r, a)
	})
	m.HandleFunc("GET /api/setup", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		h.serve(w, r, newAsset(h.setup, "application/json"))
	})
	m.HandleFunc("POST /api/setup", h.settings)
	m.HandleFunc("POST /api/replay", h.replay)
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "not_found", engine.M("server.error.path"))
	})
	h.mux = m
	return h, nil
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.mux.ServeHTTP(w, r) }

func newAsset(body []byte, ctype string) *asset {
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(body)
	zw.Close()
	sum := sha256.Sum256(body)
	return &asset{body: body, gz: gz.Bytes(), etag: `"` + hex.EncodeToString(sum[:8]) + `"`, ctype: ctype}
}

func contentType(p string) string {
	switch path.Ext(p) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	}
	return "application/octet-stream"
}

// page serves the one HTML page of every client route; the script reads
// the path.
func (h *Handler) page(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Referrer-Policy", "no-referrer")
	h.serve(w, r, h.assets["index.html"])
}

func (h *Handler) asset(w http.ResponseWriter, r *http.Request) {
	a, ok := h.assets[r.PathValue("name")]
	if !ok || r.PathValue("name") == "index.html" {
		fail(w, http.StatusNotFound, "not_found", engine.M("server.error.path"))
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	h.serve(w, r, a)
}

// serve writes a, gzipped when the client takes it, or 304 when the
// client's copy is current.
func (h *Handler) serve(w http.ResponseWriter, r *http.Request, a *asset) {
	w.Header().Set("Content-Type", a.ctype)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("ETag", a.etag)
	w.Header().Add("Vary", "Accept-Encoding")
	if r.Header.Get("If-None-Match") == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(a.gz)
		return
	}
	w.Write(a.body)
}

// fail answers an error as the server's API does:
// {"error": {"code", "message": {key, args}}}.
func fail(w http.ResponseWriter, status int, code string, msg engine.Msg) {
	writeJSON(w, status, map[string]any{"error": map[string]any{"code": code, "message": msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
