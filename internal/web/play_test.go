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

// seatPage opens a seat's link (or a watch link) and waits for the table.
func seatPage(b *browser, url string) *page {
	p := b.page()
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

// handOf is the hand row of a page's own scene: the card messages (key
// and instance) as the server encodes them, and the row as rendered.
func handOf(p *page) (msgs []string, text string) {
	var r struct {
		Msgs []json.RawMessage `json:"msgs"`
		Text string            `json:"text"`
	}
	raw := eval[string](p, `JSON.stringify((() => {
	  const panels = (window.sulacoTable.scene && window.sulacoTable.scene.panels) || [];
	  for (const pn of panels) for (const row of pn.rows || []) {
	    if (row.text && row.text[0] && row.text[0].key === "scene.panel.your-hand") {
	      const el = document.querySelector('[data-panel="' + pn.id + '"]');
	      const line = [...(el ? el.querySelectorAll(".row") : [])].map((e) => e.innerText).find((s) => s.includes(","));
	      return { msgs: row.list || [], text: line || "" };
	    }
	  }
	  return { msgs: [], text: "" };
	})())`)
	json.Unmarshal([]byte(raw), &r)
	for _, m := range r.Msgs {
		msgs = append(msgs, string(m))
	}
	return msgs, r.Text
}

// noSecrets checks what page p (a spectator, or another seat than the
// hand's) received and shows: no decision of another seat, no targets or
// odds of another seat's options, and none of the hand's cards.
func noSecrets(t *testing.T, who string, p *page, seat int, hand []string, handText string) {
	t.Helper()
	for i, f := range frames(p) {
		var kind string
		json.Unmarshal(f["t"], &kind)
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
		for _, card := range hand {
			if strings.Contains(string(f["d"]), card) {
				t.Errorf("%s: frame %d names a card in the other seat's hand: %s", who, i, card)
			}
		}
	}
	body := eval[string](p, `document.body.innerText`)
	if handText != "" && strings.Contains(body, handText) {
		t.Errorf("%s: the page shows the other seat's hand %q", who, handText)
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
	load := eval[float64](ann, `performance.getEntries().reduce((n, e) => n + (e.transferSize || 0), 0)`)
	// The lobby: Mars Attacks, the skirmish, seat 1 for a player invited.
	eval[bool](ann, `(() => {
	  const set = (sel, v) => { const e = document.querySelector(sel); e.value = v; e.dispatchEvent(new Event("change", { bubbles: true })); };
	  set("#game", "1");
	  return true;
	})()`)
	ann.wait(`document.querySelector("#choice").value === "skirmish" && document.querySelector("#seat1") !== null`, 5*time.Second)
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

	annStart, _ := handOf(ann)
	bobStart, _ := handOf(bob)
	if len(annStart) == 0 || len(bobStart) == 0 {
		t.Fatalf("no hand to keep secret: %d and %d cards", len(annStart), len(bobStart))
	}
	clicks := play(t, 3*time.Minute, ann, bob)
	// Midway secrets are checked at the end too: the frames are all kept.
	spec.wait(`window.sulacoTable.outcome !== null`, 20*time.Second)
	if clicks["board"] == 0 {
		t.Error("no choice was made on the board")
	}
	annHand, annText := handOf(ann)
	bobHand, bobText := handOf(bob)
	annHand, bobHand = append(annHand, annStart...), append(bobHand, bobStart...)
	noSecrets(t, "spectator", spec, -1, append(slices.Clone(annHand), bobHand...), annText)
	noSecrets(t, "seat 1", bob, 1, annHand, annText)
	noSecrets(t, "seat 0", ann, 0, bobHand, bobText)
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
