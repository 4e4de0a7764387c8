package web

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestPagesAndAssets: every client route serves the page, assets come
// gzipped with an ETag (304 when current), unknown paths are the API's
// 404.
func TestPagesAndAssets(t *testing.T) {
	s := newSite(t)
	for _, path := range []string{"/", "/games/abc", "/replays/abc", "/replay", "/rules"} {
		resp, err := http.Get(s.url + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `<script src="/assets/app.js"`) {
			t.Errorf("%s: %d, not the page", path, resp.StatusCode)
		}
	}
	req, _ := http.NewRequest("GET", s.url+"/assets/app.js", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("app.js not gzipped: %v", err)
	}
	js, _ := io.ReadAll(zr)
	resp.Body.Close()
	if len(js) < 10_000 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") {
		t.Errorf("app.js: %d bytes, %s", len(js), resp.Header.Get("Content-Type"))
	}
	req.Header.Set("If-None-Match", resp.Header.Get("ETag"))
	resp, err = http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("a current copy: %d, want 304", resp.StatusCode)
	}
	for _, path := range []string{"/nothing", "/assets/index.html", "/assets/nope.js", "/i18n/xx.json", "/api/nope"} {
		resp, err := http.Get(s.url + path)
		if err != nil {
			t.Fatal(err)
		}
		var e struct {
			Error struct {
				Code string `json:"code"`
			} `json:"error"`
		}
		json.NewDecoder(resp.Body).Decode(&e)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound || e.Error.Code != "not_found" {
			t.Errorf("%s: %d %q, want 404 not_found", path, resp.StatusCode, e.Error.Code)
		}
	}
}

// TestSetupFormNamesEverything: the lobby's form offers both games (not
// the test game), with defaults that make the tables they say, and
// every word it names is a key of the catalog in every language.
func TestSetupFormNamesEverything(t *testing.T) {
	loadWorld(t)
	f, err := buildSetup(Config{Games: world.games, Text: world.text})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Games) != 2 || len(f.Bots) == 0 {
		t.Fatalf("%d games, %d bots", len(f.Games), len(f.Bots))
	}
	for _, g := range f.Games {
		keys := []string{g.Title}
		for _, st := range g.Settings {
			keys = append(keys, st.Label.Key)
			if st.Help.Key != "" {
				keys = append(keys, st.Help.Key)
			}
			for _, v := range st.Values {
				keys = append(keys, v.Label.Key)
			}
		}
		def, err := world.games.Lookup(g.Name)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range g.Players {
			for _, m := range p.Seats {
				keys = append(keys, m.Key)
			}
			if seats, err := def.Seats(p.Options); err != nil || seats != p.Players {
				t.Errorf("%s: the defaults for %d players make %d seats (%v)", g.Name, p.Players, seats, err)
			}
		}
		for _, b := range f.Bots {
			keys = append(keys, b.Label)
		}
		for _, k := range keys {
			for _, lang := range []string{"en", "de", "fr", "pl"} {
				if !world.text.Has(lang, k) {
					t.Errorf("%s: no %s text for %s", g.Name, lang, k)
				}
			}
		}
	}
}

// TestReplayRefusesBadInput: a replay request that is not a record, or
// asks for a step the record does not have, is a 400 naming why.
func TestReplayRefusesBadInput(t *testing.T) {
	s := newSite(t)
	id := finished(t, s)
	resp, err := http.Get(s.url + "/api/games/" + id + "/record")
	if err != nil {
		t.Fatal(err)
	}
	record := readAll(resp)
	for _, c := range []struct{ query, body, key string }{
		{"", "not json", "web.error.record"},
		{"", `{"format":1}`, "web.error.record"},
		{"?v=-1", record, "web.error.step"},
		{"?v=999999", record, "web.error.step"},
		{"?v=x", record, "web.error.step"},
	} {
		resp, err := http.Post(s.url+"/api/replay"+c.query, "application/json", strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		var e struct {
			Error struct {
				Message struct {
					Key string `json:"key"`
				} `json:"message"`
			} `json:"error"`
		}
		json.NewDecoder(resp.Body).Decode(&e)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || e.Error.Message.Key != c.key {
			t.Errorf("%s %.20q: %d %s, want 400 %s", c.query, c.body, resp.StatusCode, e.Error.Message.Key, c.key)
		}
	}
	resp, err = http.Post(s.url+"/api/replay?v=3", "application/json", strings.NewReader(record))
	if err != nil {
		t.Fatal(err)
	}
	var d replayData
	json.NewDecoder(resp.Body).Decode(&d)
	resp.Body.Close()
	if d.V != 3 || d.Total < 3 || d.Scene == nil || len(d.Log) == 0 {
		t.Errorf("step 3: v %d of %d, scene %v, %d log lines", d.V, d.Total, d.Scene != nil, len(d.Log))
	}
}

// TestSettingsFollowTheOptions: the form asks again for the settings as
// options change: a Rescue Mission adds who is Captured (S.1); a game
// not offered is refused.
func TestSettingsFollowTheOptions(t *testing.T) {
	s := newSite(t)
	ask := func(body string) (int, []string) {
		resp, err := http.Post(s.url+"/api/setup", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out struct {
			Settings []struct {
				Name string `json:"name"`
			} `json:"settings"`
		}
		json.NewDecoder(resp.Body).Decode(&out)
		var names []string
		for _, st := range out.Settings {
			names = append(names, st.Name)
		}
		return resp.StatusCode, names
	}
	_, hunt := ask(`{"game":"aliens","options":{"mission":"bug-hunt-1","players":1}}`)
	_, rescue := ask(`{"game":"aliens","options":{"mission":"rescue","players":1}}`)
	if strings.Contains(strings.Join(hunt, " "), "captives") || !strings.Contains(strings.Join(rescue, " "), "captives") {
		t.Errorf("Bug Hunt offers %v, Rescue %v", hunt, rescue)
	}
	for _, bad := range []string{`{"game":"pig","options":{}}`, `{"game":"chess"}`, `not json`, `{"game":"aliens","options":{"mission":7}}`} {
		if code, _ := ask(bad); code != http.StatusBadRequest {
			t.Errorf("%s: %d, want 400", bad, code)
		}
	}
}
