package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sulaco/sulaco/internal/i18n"
)

// finished plays a Mars Attacks skirmish between two random bots on the
// server and returns its id once it is over (bounded).
func finished(t *testing.T, s *site) string {
	t.Helper()
	id, _ := s.create("marsattacks", "", "random", "random")
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(s.url + "/api/games/" + id)
		if err != nil {
			t.Fatal(err)
		}
		var sum struct {
			Status string `json:"status"`
		}
		json.NewDecoder(resp.Body).Decode(&sum)
		resp.Body.Close()
		if sum.Status == "over" {
			return id
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("the bots' game did not end in 90 s")
	return ""
}

// overflow lists the elements that stick out of the viewport sideways
// (those inside a container that scrolls or clips are that container's
// business), and says whether the page itself scrolls sideways.
const overflow = `(() => {
  const W = document.documentElement.clientWidth;
  const bad = [];
  if (document.documentElement.scrollWidth > W + 1) bad.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " > " + W);
  for (const el of document.querySelectorAll("body *")) {
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === "auto" || o === "scroll" || o === "hidden") { clipped = true; break; }
    }
    if (clipped) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.right > W + 1 || r.left < -1) bad.push(el.tagName + "." + (el.getAttribute("class") || "") + " " + Math.round(r.left) + ".." + Math.round(r.right) + " of " + W);
  }
  return bad.slice(0, 8);
})()`

// contrast lists the texts whose colour is below WCAG AA's contrast on
// the background they are drawn on: 4.5:1, or 3:1 for large text (24 px,
// or 18.66 px bold). The background is the nearest ancestors'
// backgrounds laid over each other down to the page's; opacity fades the
// text towards it. Disabled controls are exempt, as WCAG 1.4.3 says; the
// board's SVG text is not an HTML text and is left out.
const contrast = `(() => {
  const rgba = s => { const m = s.match(/rgba?\(([^)]+)\)/); if (!m) return [0,0,0,0];
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const over = (top, under) => { const a = top[3]; return [0,1,2].map(i => top[i]*a + under[i]*(1-a)).concat([1]); };
  const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v/12.92 : Math.pow((v+0.055)/1.055, 2.4); };
    return 0.2126*f(c[0]) + 0.7152*f(c[1]) + 0.0722*f(c[2]); };
  const bad = [];
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest("svg") || el.closest(":disabled") || el.classList.contains("sr")) continue;
    const text = [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent.trim()).join("");
    if (!text) continue;
    const st = getComputedStyle(el), r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || st.visibility !== "visible") continue;
    const layers = []; let opacity = 1;
    for (let a = el; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      opacity *= Number(cs.opacity);
      const b = rgba(cs.backgroundColor);
      if (b[3] > 0) layers.push(b);
      if (b[3] >= 1) break;
    }
    let bg = [255, 255, 255, 1];
    for (const l of layers.reverse()) bg = over(l, bg);
    let fg = rgba(st.color); fg = over([fg[0], fg[1], fg[2], fg[3]*opacity], bg);
    const L1 = lum(fg), L2 = lum(bg), ratio = (Math.max(L1, L2) + 0.05) / (Math.min(L1, L2) + 0.05);
    const size = parseFloat(st.fontSize), large = size >= 24 || (size >= 18.66 && Number(st.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) bad.push(el.tagName + "." + (el.getAttribute("class") || "") + " " + JSON.stringify(text.slice(0, 30)) + " " + ratio.toFixed(2) + ":1");
  }
  return bad.slice(0, 8);
})()`

// TestScreensFitEveryViewport: the lobby, both tables and a replay at a
// phone's 360x640, 1280x800 and 1920x1080: nothing sticks out of the
// viewport, the page never scrolls sideways (the board scrolls inside
// its own frame), and every text meets WCAG AA contrast. With SULACO_SCREENSHOTS set, it writes a PNG of each
// screen there.
func TestScreensFitEveryViewport(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 3*time.Minute)
	_, mars := s.create("marsattacks", "", "human", "rules")
	_, aliens := s.create("aliens", `{"mission":"mission-1","players":2}`, "human", "rules")
	over := finished(t, s)
	dir := os.Getenv("SULACO_SCREENSHOTS")
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	screens := []struct{ name, url, ready string }{
		{"lobby", "/", `document.querySelector("#create") && document.querySelectorAll(".tables li").length > 0`},
		{"marsattacks", mars[0], `window.sulacoTable && window.sulacoTable.conn === "open" && document.querySelector("svg.board")`},
		{"aliens", aliens[0], `window.sulacoTable && window.sulacoTable.conn === "open" && document.querySelector("svg.board")`},
		{"replay", "/replays/" + over, `document.querySelector(".replay-controls") && document.querySelector("svg.board")`},
		{"rules", "/rules", `document.querySelectorAll(".rule-item").length > 100`},
	}
	p := b.page()
	for _, size := range [][2]int64{{360, 640}, {1280, 800}, {1920, 1080}} {
		p.do(chromedp.EmulateViewport(size[0], size[1]))
		for _, sc := range screens {
			p.do(chromedp.Navigate(s.url + sc.url))
			p.wait(sc.ready, 20*time.Second)
			if bad := eval[[]string](p, overflow); len(bad) > 0 {
				t.Errorf("%s at %dx%d: %s", sc.name, size[0], size[1], strings.Join(bad, "; "))
			}
			if bad := eval[[]string](p, contrast); len(bad) > 0 {
				t.Errorf("%s at %dx%d: text below WCAG AA contrast: %s", sc.name, size[0], size[1], strings.Join(bad, "; "))
			}
			if dir != "" {
				png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", sc.name, size[0], size[1])), png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestReplaySteps: a finished table's replay steps forward and back with
// the board as it was; a record file opened from disk replays too.
func TestReplaySteps(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	id := finished(t, s)
	p := b.page()
	p.do(chromedp.Navigate(s.url + "/replays/" + id))
	p.wait(`window.sulacoReplay.total > 0 && window.sulacoReplay.v === window.sulacoReplay.total && document.querySelector(".question.outcome")`, 20*time.Second)
	total := eval[int](p, `window.sulacoReplay.total`)
	end := eval[string](p, `JSON.stringify(window.sulacoReplay.table.scene.pieces)`)
	p.do(chromedp.Click(chromedp.CSS("#replay-first")))
	p.wait(`window.sulacoReplay.v === 0 && !document.querySelector(".question.outcome")`, 10*time.Second)
	start := eval[string](p, `JSON.stringify(window.sulacoReplay.table.scene.pieces)`)
	if start == end {
		t.Error("the board at the start is the board at the end")
	}
	p.do(chromedp.Click(chromedp.CSS("#replay-forward")))
	p.wait(`window.sulacoReplay.v === 1`, 10*time.Second)
	p.do(chromedp.Click(chromedp.CSS("#replay-forward")))
	p.wait(`window.sulacoReplay.v === 2`, 10*time.Second)
	p.do(chromedp.Click(chromedp.CSS("#replay-back")))
	p.wait(`window.sulacoReplay.v === 1`, 10*time.Second)
	p.do(chromedp.Click(chromedp.CSS("#replay-last")))
	p.wait(`window.sulacoReplay.v === `+itoa(total)+` && document.querySelector(".question.outcome")`, 10*time.Second)
	if got := eval[string](p, `JSON.stringify(window.sulacoReplay.table.scene.pieces)`); got != end {
		t.Error("the end of the replay is not the board it ended with")
	}

	// The same record as a file.
	resp, err := http.Get(s.url + "/api/games/" + id + "/record")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "game.json")
	data := new(strings.Builder)
	_, _ = fmt.Fprint(data, readAll(resp))
	os.WriteFile(file, []byte(data.String()), 0o644)
	f := b.page()
	f.do(chromedp.Navigate(s.url+"/replay"), chromedp.WaitVisible(chromedp.CSS("#record-file")), chromedp.SetUploadFiles(chromedp.CSS("#record-file"), []string{file}))
	f.wait(`window.sulacoReplay.total === `+itoa(total)+` && document.querySelector("svg.board")`, 20*time.Second)
}

func readAll(resp *http.Response) string {
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 32<<10)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return b.String()
		}
	}
}

// visibleTexts lists the page's words: its text nodes and the choices of
// its selects, trimmed.
const visibleTexts = `(() => {
  const out = [];
  const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = w.nextNode(); n; n = w.nextNode()) {
    const p = n.parentElement;
    if (!p || p.closest("script, style, title")) continue;
    const s = n.textContent.trim();
    if (s) out.push(s);
  }
  return out;
})()`

// sameInBoth matches the texts that English and German write alike
// (a name, "Lobby", "Sulaco"): every catalog message whose text is the
// same in both, its arguments matching anything.
func sameInBoth(t *testing.T) []*regexp.Regexp {
	loadWorld(t)
	en, de := world.text.Export("en"), world.text.Export("de")
	var out []*regexp.Regexp
	arg := regexp.MustCompile(`\{\{[^}]*\}\}`)
	for key, forms := range en {
		for form, text := range forms {
			if de[key][form] != text || !world.text.Has("de", key) {
				continue
			}
			if !i18n.HasWord(arg.ReplaceAllString(text, "")) {
				continue // "{{.name}}" would match anything
			}
			parts := arg.Split(text, -1)
			for i := range parts {
				parts[i] = regexp.QuoteMeta(parts[i])
			}
			out = append(out, regexp.MustCompile("^"+strings.Join(parts, ".*")+"$"))
		}
	}
	return out
}

// ruleID is a rule's number as the rules and the tests cite it ("mars
// M.8.3"): an id, the same in every language.
var ruleID = regexp.MustCompile(`^[a-z]+ [A-Z0-9]+(\.[0-9A-Za-z]+)*$`)

// TestLanguageSwitch: switching to German changes every word of the
// lobby and of a table (no English text is left) and back.
func TestLanguageSwitch(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	same := sameInBoth(t)
	_, links := s.create("marsattacks", "", "human", "rules")
	p := b.page()
	for _, url := range []string{"/", links[0], "/rules"} {
		p.do(chromedp.Navigate(s.url + url))
		p.wait(`document.querySelector("#lang") && document.querySelector("main") && document.querySelector("main").innerText.length > 50 && (!window.sulacoTable || window.sulacoTable.conn === "open")`, 20*time.Second)
		p.wait(`(() => { const e = document.querySelector("#lang"); if (e.value !== "en") { e.value = "en"; e.dispatchEvent(new Event("change", { bubbles: true })); } return document.documentElement.lang === "en"; })()`, 10*time.Second)
		time.Sleep(300 * time.Millisecond) // lists the lobby fetches
		english := map[string]bool{}
		for _, s := range eval[[]string](p, visibleTexts) {
			english[s] = true
		}
		p.wait(`(() => { const e = document.querySelector("#lang"); if (e.value !== "de") { e.value = "de"; e.dispatchEvent(new Event("change", { bubbles: true })); } return document.documentElement.lang === "de"; })()`, 10*time.Second)
		p.wait(`document.title.length > 0`, time.Second)
		german := eval[[]string](p, visibleTexts)
		left := 0
		for _, g := range german {
			if !english[g] || !i18n.HasWord(g) || ruleID.MatchString(g) {
				continue
			}
			alike := false
			for _, re := range same {
				if re.MatchString(g) {
					alike = true
					break
				}
			}
			if !alike {
				left++
				if left <= 10 {
					t.Errorf("%s: the German page still shows %q", url, g)
				}
			}
		}
		if len(german) < 10 {
			t.Errorf("%s: only %d texts on the page", url, len(german))
		}
	}
}
