package web

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sulaco/sulaco/internal/engine"
)

// driver is the test's hand on a table page: each call makes at most one
// click, as a player would: on a highlighted square of the board when
// an option points there (pick even), else on an option's button. It
// answers what it did: "over", "wait" (not this page's turn, or a choice
// waiting for its acknowledgement), "board", "option".
const driver = `window.sulacoStep = function (pick) {
  const tb = window.sulacoTable;
  if (!tb) return "wait";
  if (tb.outcome) return "over";
  if (tb.conn !== "open" || tb.waiting || !tb.myTurn()) return "wait";
  const squares = [...document.querySelectorAll("svg.board g.sq.target")];
  if (squares.length && pick % 2 === 0) {
    squares[(pick >> 1) % squares.length].dispatchEvent(new MouseEvent("click", { bubbles: true }));
    return "board";
  }
  const buttons = [...document.querySelectorAll("button.option:not([disabled])")];
  if (!buttons.length) return "wait";
  buttons[(pick >> 1) % buttons.length].click();
  return "option";
};
// autoplay clicks whenever it is this page's turn, counting the clicks.
window.sulacoAutoplay = function (seed) {
  window.sulacoClicks = { board: 0, option: 0 };
  let n = seed;
  const tick = () => {
    const what = window.sulacoStep((n * 7919) % 1000003);
    if (what === "board" || what === "option") { window.sulacoClicks[what]++; n++; }
    if (what !== "over" && !(window.sulacoStopWhen && window.sulacoStopWhen())) setTimeout(tick, what === "wait" ? 5 : 0);
    else window.sulacoStopped = true;
  };
  tick();
  return true;
};
true`

// keepFrames makes the pages of the site keep the frames they receive
// (window.sulacoFrames).
const keepFrames = `localStorage.setItem("sulaco.frames", "1"); true`

// seatPage opens a seat's link (or a watch link) and waits for the table.
func seatPage(b *browser, url string) *page {
	p := b.page()
	p.do(chromedp.Navigate(strings.Split(url, "/games/")[0] + "/rules"))
	eval[bool](p, keepFrames)
	p.do(chromedp.Navigate(url))
	p.wait(`window.sulacoTable && window.sulacoTable.v >= 0 && window.sulacoTable.conn === "open"`, 20*time.Second)
	eval[bool](p, driver)
	return p
}

// play lets each page click whenever it is its turn until every page
// shows the outcome (bounded by the time given); it returns the clicks
// by kind.
func play(t *testing.T, within time.Duration, pages ...*page) map[string]int {
	t.Helper()
	for i, p := range pages {
		eval[bool](p, fmt.Sprintf("window.sulacoAutoplay(%d)", i*1000+1))
	}
	clicks := map[string]int{}
	for _, p := range pages {
		p.wait(`window.sulacoTable.outcome !== null`, within)
	}
	for _, p := range pages {
		for k, n := range eval[map[string]int](p, `window.sulacoClicks`) {
			clicks[k] += n
		}
	}
	return clicks
}

// frames returns the frames a page received.
func frames(p *page) []map[string]json.RawMessage {
	var out []map[string]json.RawMessage
	for _, f := range eval[[]string](p, `window.sulacoFrames || []`) {
		var m map[string]json.RawMessage
		if json.Unmarshal([]byte(f), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

// handsOf reads, from the frames a seat's page received, the hand its
// scene showed at each version: the card messages (key and instance) as
// the server encodes them.
func handsOf(p *page) map[int][]string {
	out := map[int][]string{}
	for _, f := range frames(p) {
		var v int
		var d struct {
			Scene *struct {
				Panels []struct {
					Rows []struct {
						Text []engine.Msg `json:"text"`
						List []engine.Msg `json:"list"`
					} `json:"rows"`
				} `json:"panels"`
			} `json:"scene"`
		}
		if json.Unmarshal(f["v"], &v) != nil || json.Unmarshal(f["d"], &d) != nil || d.Scene == nil {
			continue
		}
		for _, pn := range d.Scene.Panels {
			for _, r := range pn.Rows {
				if len(r.Text) == 0 || r.Text[0].Key != "scene.panel.your-hand" {
					continue
				}
				for _, m := range r.List {
					b, _ := json.Marshal(m)
					out[v] = append(out[v], string(b))
				}
			}
		}
	}
	return out
}

// handText is the hand row as a seat's page shows it now.
func handText(p *page) string {
	return eval[string](p, `(() => { const r = [...document.querySelectorAll(".panel .row")].find((e) => e.innerText.includes(":") && e.innerText.includes(","));
	  const panels = (window.sulacoTable.scene && window.sulacoTable.scene.panels) || [];
	  for (const pn of panels) for (const row of pn.rows || []) if (row.text && row.text[0] && row.text[0].key === "scene.panel.your-hand") {
	    const el = document.querySelector('[data-panel="' + pn.id + '"]');
	    return [...el.querySelectorAll(".row")].map((e) => e.innerText).find((s) => (row.list || []).length > 1 && s.includes(",")) || "";
	  }
	  return ""; })()`)
}

// noSecrets checks what page p (a spectator, or another seat than the
// hands') received and shows: no decision of another seat, no targets or
// odds of another seat's options, and, at each version, none of the
// cards the hands held at that version.
func noSecrets(t *testing.T, who string, p *page, seat int, hands map[int][]string, shown string) {
	t.Helper()
	leaks := 0
	for i, f := range frames(p) {
		var kind string
		var v int
		json.Unmarshal(f["t"], &kind)
		json.Unmarshal(f["v"], &v)
		if kind != "full" && kind != "step" {
			continue
		}
		var d struct {
			Pending *struct {
				Seat    int               `json:"seat"`
				Options []json.RawMessage `json:"options"`
			} `json:"pending"`
			Odds  map[string]any `json:"odds"`
			Scene *struct {
				Targets []any `json:"targets"`
			} `json:"scene"`
		}
		json.Unmarshal(f["d"], &d)
		mine := d.Pending != nil && d.Pending.Seat == seat && seat >= 0
		if d.Pending != nil && len(d.Pending.Options) > 0 && !mine {
			t.Errorf("%s: frame %d carries seat %d's options", who, i, d.Pending.Seat)
		}
		if !mine && (len(d.Odds) > 0 || d.Scene != nil && len(d.Scene.Targets) > 0) {
			t.Errorf("%s: frame %d carries the odds or targets of another seat's options", who, i)
		}
		for _, card := range hands[v] {
			if strings.Contains(string(f["d"]), card) && leaks < 5 {
				leaks++
				t.Errorf("%s: frame %d (version %d) names a card in another seat's hand: %s", who, i, v, card)
			}
		}
	}
	body := eval[string](p, `document.body.innerText`)
	if shown != "" && strings.Contains(body, shown) {
		t.Errorf("%s: the page shows another seat's hand %q", who, shown)
	}
	if seat < 0 && eval[int](p, `document.querySelectorAll("button.option, svg.board g.sq.target").length`) > 0 {
		t.Errorf("%s: a spectator's page offers options", who)
	}
}

// TestMarsAttacksSkirmishInTwoBrowsers: two browser contexts take the two
// seats of a Mars Attacks skirmish set up in the lobby and play it to the
// end by clicking, on the board where an option points at a square; a
// spectator watches. Neither the spectator nor the other seat receives or
// shows a card of a hand, a decision or an option of another seat. It
// logs the median time from a step's frame to its rendered page, and the
// first load's size.
func TestMarsAttacksSkirmishInTwoBrowsers(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game in a browser")
	}
	s := newSite(t)
	b := newBrowser(t, 4*time.Minute)
	ann := b.page()
	ann.do(chromedp.Navigate(s.url + "/"))
	ann.wait(`document.querySelector("#create") !== null`, 20*time.Second)
	eval[bool](ann, keepFrames)
	load := eval[float64](ann, `performance.getEntries().reduce((n, e) => n + (e.transferSize || 0), 0)`)
	// The lobby: Mars Attacks, the skirmish, seat 1 for a player invited.
	eval[bool](ann, `(() => {
	  const set = (sel, v) => { const e = document.querySelector(sel); e.value = v; e.dispatchEvent(new Event("change", { bubbles: true })); };
	  set("#game", "marsattacks");
	  return true;
	})()`)
	ann.wait(`document.querySelector("#choice").value === '"skirmish"' && document.querySelector("#seat1") !== null`, 5*time.Second)
	eval[bool](ann, `(() => { const e = document.querySelector("#seat1"); e.value = "invite"; e.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`)
	ann.do(chromedp.Click(chromedp.CSS("#create")))
	ann.wait(`document.querySelector('[data-link="seat1"]') !== null`, 10*time.Second)
	invite := eval[string](ann, `document.querySelector('[data-link="seat1"]').value`)
	watch := eval[string](ann, `document.querySelector('[data-link="watch"]').value`)
	ann.do(chromedp.Click(chromedp.CSS("#open-mine")))
	ann.wait(`window.sulacoTable && window.sulacoTable.conn === "open" && window.sulacoTable.seat === 0`, 20*time.Second)
	eval[bool](ann, driver)
	bob := seatPage(b, invite)
	if seat := eval[int](bob, `window.sulacoTable.seat`); seat != 1 {
		t.Fatalf("the invitation took seat %d", seat)
	}
	spec := seatPage(b, watch)

	clicks := play(t, 3*time.Minute, ann, bob)
	// Midway secrets are checked at the end too: the frames are all kept.
	spec.wait(`window.sulacoTable.outcome !== null`, 20*time.Second)
	if clicks["board"] == 0 {
		t.Error("no choice was made on the board")
	}
	annHands, bobHands := handsOf(ann), handsOf(bob)
	if len(annHands) < 10 || len(bobHands) < 10 {
		t.Fatalf("hands seen at %d and %d versions only: nothing to keep secret", len(annHands), len(bobHands))
	}
	both := map[int][]string{}
	for v, h := range annHands {
		both[v] = append(both[v], h...)
	}
	for v, h := range bobHands {
		both[v] = append(both[v], h...)
	}
	annText, bobText := handText(ann), handText(bob)
	noSecrets(t, "spectator", spec, -1, both, annText)
	noSecrets(t, "seat 1", bob, 1, annHands, annText)
	noSecrets(t, "seat 0", ann, 0, bobHands, bobText)
	for _, p := range []*page{ann, bob, spec} {
		if !eval[bool](p, `document.querySelector(".question.outcome") !== null`) {
			t.Error("a page does not show the outcome")
		}
	}
	times := append(eval[[]float64](ann, `window.sulacoTable.stepTimes`), eval[[]float64](bob, `window.sulacoTable.stepTimes`)...)
	slices.Sort(times)
	if len(times) == 0 {
		t.Fatal("no step was rendered")
	}
	t.Logf("skirmish: %d clicks on the board, %d on options; a step renders in %.2f ms median (p95 %.2f ms, %d steps); first load %.0f KB transferred",
		clicks["board"], clicks["option"], times[len(times)/2], times[len(times)*95/100], len(times), load/1024)
	if dir := os.Getenv("SULACO_WEB_REPORT"); dir != "" {
		os.WriteFile(dir, []byte(fmt.Sprintf("step_median_ms %.3f\nstep_p95_ms %.3f\nsteps %d\nfirst_load_bytes %.0f\n", times[len(times)/2], times[len(times)*95/100], len(times), load)), 0o644)
	}
}
