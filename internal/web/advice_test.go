package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestOddsAndHintInTheBrowser: at a Mars Attacks table the seat to move
// asks "How are we doing?" and sees a percentage with its interval; the
// hint button highlights one of its options with the odds after it; once
// the game moves on the odds are marked stale. A spectator's odds are the
// spectator view's; at a table created with hints off there is no hint
// button.
func TestOddsAndHintInTheBrowser(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	id, links := s.create("marsattacks", "", "human", "human")
	var sum struct{ Turn int }
	resp, err := http.Get(s.url + "/api/games/" + id)
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(resp.Body).Decode(&sum)
	resp.Body.Close()

	p := b.page()
	p.do(chromedp.Navigate(s.url + links[sum.Turn]))
	p.wait(`window.sulacoTable && window.sulacoTable.myTurn() && document.querySelector("#odds-ask") && document.querySelector("#hint-ask")`, 20*time.Second)
	p.do(chromedp.Click(chromedp.CSS("#odds-ask")))
	p.wait(`/\d+%/.test(document.querySelector(".live-odds .odds-now")?.textContent || "")`, 30*time.Second)
	if games := eval[int](p, `window.sulacoTable.liveOdds.games`); games != 60 {
		t.Errorf("the odds shown are from %d sampled games; the server plays 60", games)
	}
	p.do(chromedp.Click(chromedp.CSS("#hint-ask")))
	p.wait(`document.querySelector("button.option.suggested .suggestion")`, 30*time.Second)
	if key := eval[string](p, `document.querySelector("button.option.suggested").dataset.key === window.sulacoTable.hint.key ? "" : window.sulacoTable.hint.key`); key != "" {
		t.Errorf("the highlighted option is not the hint's %q", key)
	}
	if n := eval[int](p, `document.querySelectorAll("button.option.suggested").length`); n != 1 {
		t.Errorf("%d options highlighted; want 1", n)
	}
	// Take the hint: the game moves on, the odds shown are stale.
	p.do(chromedp.Click(chromedp.CSS("button.option.suggested")))
	p.wait(`document.querySelector(".live-odds .odds-now.stale")`, 20*time.Second)

	watch := b.page()
	watch.do(chromedp.Navigate(s.url + "/games/" + id))
	watch.wait(`window.sulacoTable && window.sulacoTable.conn === "open" && document.querySelector("#odds-ask")`, 20*time.Second)
	if eval[bool](watch, `!!document.querySelector("#hint-ask")`) {
		t.Error("a spectator is offered a hint")
	}
	watch.do(chromedp.Click(chromedp.CSS("#odds-ask")))
	watch.wait(`window.sulacoTable.liveOdds && window.sulacoTable.liveOdds.seat === -1 && document.querySelector(".live-odds .odds-now")`, 30*time.Second)

	// Hints off at creation: no hint button for the seat to move.
	resp, err = http.Post(s.url+"/api/games", "application/json", strings.NewReader(
		`{"game":"marsattacks","hints":false,"seats":[{"kind":"human"},{"kind":"human"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var quiet struct {
		ID    string
		Seats []struct{ Link string }
	}
	json.NewDecoder(resp.Body).Decode(&quiet)
	resp.Body.Close()
	q := b.page()
	q.do(chromedp.Navigate(s.url + quiet.Seats[sum.Turn].Link))
	q.wait(`window.sulacoTable && window.sulacoTable.myTurn() && document.querySelector("#odds-ask")`, 20*time.Second)
	if eval[bool](q, `!!document.querySelector("#hint-ask") || window.sulacoTable.hints`) {
		t.Error("a table with hints off offers a hint")
	}
}

// TestReplayOddsChart: a finished table's replay draws the odds over the
// game, one point per position of the server's curve, the position shown
// marked; clicking a point jumps the replay there.
func TestReplayOddsChart(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	id := finished(t, s)
	p := b.page()
	p.do(chromedp.Navigate(s.url + "/replays/" + id))
	// The replay loads its last step while the curve computes; a click
	// while a step loads is ignored, so wait for both.
	p.wait(`window.sulacoReplay.curve && document.querySelectorAll(".odds-chart circle.curve-point").length > 0 &&
		!window.sulacoReplay.busy && window.sulacoReplay.total > 0 && window.sulacoReplay.v === window.sulacoReplay.total`, 90*time.Second)
	points := eval[int](p, `window.sulacoReplay.curve.points.length`)
	if drawn := eval[int](p, `document.querySelectorAll(".odds-chart circle.curve-point").length`); drawn != points || points != 8 {
		t.Fatalf("%d points drawn for a curve of %d (the server computes 8)", drawn, points)
	}
	if !eval[bool](p, `!!document.querySelector(".odds-chart .curve-now") && !!document.querySelector(".odds-chart circle.near")`) {
		t.Error("the chart does not mark the position shown")
	}
	// A point at 0% or 100% once drew half outside the chart, where a click
	// fell on the caption.
	if outside := eval[int](p, `(() => { const box = document.querySelector(".odds-chart svg").getBoundingClientRect();
		return [...document.querySelectorAll(".odds-chart circle.curve-point")].filter(c => { const r = c.getBoundingClientRect();
			return r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom }).length })()`); outside != 0 {
		t.Errorf("%d points of the curve drawn outside the chart", outside)
	}
	want := eval[int](p, `window.sulacoReplay.curve.points[2].choice`)
	p.do(chromedp.Click(chromedp.CSS(".odds-chart circle.curve-point:nth-of-type(3)")))
	p.wait(`window.sulacoReplay.v === `+itoa(want)+` && !window.sulacoReplay.busy`, 10*time.Second)
	if near := eval[int](p, `+document.querySelector(".odds-chart circle.near").dataset.choice`); near != want {
		t.Errorf("after the jump to %d the chart marks %d", want, near)
	}
}
