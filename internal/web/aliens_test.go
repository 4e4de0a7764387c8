package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// turnOf is the scene header's turn (Aliens), in JS.
const turnOf = `(() => { const h = ((window.sulacoTable.scene || {}).header || []).find((m) => m.key === "scene.header.turn");
  return h ? +h.args[0].value : 0; })()`

// screen is what a table page shows of the question: the prompt, the
// options and the highlighted squares.
func screen(p *page) string {
	return eval[string](p, `[document.querySelector(".prompt") ? document.querySelector(".prompt").innerText : "",
	  ...[...document.querySelectorAll("button.option")].map((b) => b.innerText),
	  ...[...document.querySelectorAll("svg.board g.sq.target")].map((g) => g.dataset.square)].join("\n")`)
}

// version is the game's version as the server has it.
func version(t *testing.T, s *site, id string) int {
	t.Helper()
	resp, err := http.Get(s.url + "/api/games/" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var sum struct {
		V int `json:"v"`
	}
	json.NewDecoder(resp.Body).Decode(&sum)
	return sum.V
}

// TestAliensBugHuntByClicking: a solo Bug Hunt 1 (no bot in any seat)
// played by clicking for three whole turns; in the middle the page is
// reloaded (it comes back to the same question), a choice is made with
// the keyboard alone, and a choice made while the server restarts is
// sent again on reconnecting and stored once.
func TestAliensBugHuntByClicking(t *testing.T) {
	if testing.Short() {
		t.Skip("three turns in a browser")
	}
	s := newSite(t)
	b := newBrowser(t, 3*time.Minute)
	var p *page
	var id string
	// A game the Aliens win before turn 4 is played again (random
	// clicks may lose the Marines early).
	for try := 0; ; try++ {
		var links []string
		id, links = s.create("aliens", `{"mission":"bug-hunt-1","players":1}`, "human")
		p = seatPage(b, s.url+links[0])
		if p.ctx.Err() == nil && eval[int](p, turnOf) != 1 {
			t.Fatalf("a new Bug Hunt starts on turn %d", eval[int](p, turnOf))
		}
		eval[bool](p, `window.sulacoStopWhen = () => `+turnOf+` >= 2; window.sulacoAutoplay(7)`)
		p.wait(`window.sulacoStopped`, time.Minute)
		if !eval[bool](p, `window.sulacoTable.outcome !== null`) || try == 2 {
			break
		}
	}
	p.wait(`!window.sulacoTable.waiting`, 10*time.Second)

	// Reload in mid-turn: the same question comes back.
	before, v := screen(p), eval[int](p, `window.sulacoTable.v`)
	p.do(chromedp.Reload())
	p.wait(`window.sulacoTable && window.sulacoTable.conn === "open" && window.sulacoTable.v === `+itoa(v)+` && document.querySelector("button.option")`, 20*time.Second)
	if after := screen(p); after != before {
		t.Fatalf("after a reload the page shows\n%s\nnot\n%s", after, before)
	}
	eval[bool](p, driver)

	// The keyboard alone: an option's number chooses it.
	p.do(chromedp.KeyEvent("1"))
	p.wait(`window.sulacoTable.v === `+itoa(v+1)+` && !window.sulacoTable.waiting`, 10*time.Second)
	if !eval[bool](p, `(() => { document.querySelector("button.option").focus(); return getComputedStyle(document.activeElement).outlineStyle !== "none"; })()`) {
		t.Error("a focused option shows no focus ring")
	}

	// A choice made while the server restarts.
	v = eval[int](p, `window.sulacoTable.v`)
	s.stop()
	p.wait(`window.sulacoTable.conn === "reconnecting"`, 10*time.Second)
	if !eval[bool](p, `(() => { const b = document.querySelector("button.option"); b.click(); return !!window.sulacoTable.waiting; })()`) {
		t.Fatal("the choice was not kept while the server was away")
	}
	a := eval[string](p, `window.sulacoTable.waiting.a`)
	s.start(nil)
	p.wait(`window.sulacoTable.conn === "open" && !window.sulacoTable.waiting`, 30*time.Second)
	if got := version(t, s, id); got != v+1 {
		t.Fatalf("after the restart the game is at version %d, want %d (the choice stored once)", got, v+1)
	}
	acks := eval[int](p, `window.sulacoFrames.filter((f) => { const m = JSON.parse(f); return m.t === "ack" && m.d.a === `+jsString(a)+`; }).length`)
	if acks != 1 {
		t.Errorf("the choice was acknowledged %d times", acks)
	}

	// On to the end of turn 3.
	eval[bool](p, `window.sulacoStopped = false; window.sulacoStopWhen = () => `+turnOf+` >= 4; window.sulacoAutoplay(11)`)
	p.wait(`window.sulacoStopped`, time.Minute)
	if turn := eval[int](p, turnOf); turn < 4 && !eval[bool](p, `window.sulacoTable.outcome !== null`) {
		t.Fatalf("stopped on turn %d", turn)
	}
	clicks := eval[map[string]int](p, `window.sulacoClicks`)
	times := eval[[]float64](p, `window.sulacoTable.stepTimes.slice().sort((a, b) => a - b)`)
	t.Logf("Bug Hunt 1: turn %d after %d clicks on the board and %d on options after the restart; a step renders in %.2f ms median (%d steps)",
		eval[int](p, turnOf), clicks["board"], clicks["option"], times[len(times)/2], len(times))
}

// TestAliensMissionOneShowsItsObjects: Mission 1's board shows its
// mission objects as markers, named on their squares.
func TestAliensMissionOneShowsItsObjects(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, time.Minute)
	_, links := s.create("aliens", `{"mission":"mission-1","players":1}`, "human")
	p := seatPage(b, s.url+links[0])
	objects := eval[[]string](p, `[...document.querySelectorAll("svg.board text.marker")].filter((e) => !/mk-(spawn|tunnel|barricade|exit)/.test(e.getAttribute("class"))).map((e) => e.closest("g.sq").getAttribute("aria-label"))`)
	want := eval[[]string](p, `(window.sulacoTable.scene.markers || []).filter((m) => !["spawn", "tunnel", "barricade", "exit"].includes(m.kind)).map((m) => m.at)`)
	if len(want) == 0 {
		t.Fatal("Mission 1's scene has no mission objects")
	}
	if len(objects) != len(want) {
		t.Fatalf("the board shows %d mission objects, the scene has %d", len(objects), len(want))
	}
	for _, label := range objects {
		if !strings.Contains(label, ",") {
			t.Errorf("a mission object's square is not named: %q", label)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
