package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/sulaco/sulaco/internal/client"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/enginetest"
)

// playOver plays game c to its end with a player socket per human seat
// (seeded random choices), a spectator socket watching, and the server's
// bots in the other seats; it returns the players (spectator last).
func playOver(t *testing.T, h *harness, c created, humans []int, seed uint64) []*player {
	t.Helper()
	return playOverOn(t, []*harness{h}, c, humans, seed)
}

// playOverOn is playOver with the sockets spread over several servers of
// one database: player i on server i mod len(hs), and a spectator on
// each server (spectators last).
func playOverOn(t *testing.T, hs []*harness, c created, humans []int, seed uint64) []*player {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var ps []*player
	for i, seat := range humans {
		h := hs[i%len(hs)]
		ps = append(ps, &player{seat: seat, conn: h.dial(c.ID, c.Tokens[seat], -1), rng: engine.NewRNG(seed + uint64(seat))})
	}
	for _, h := range hs {
		ps = append(ps, &player{seat: -1, conn: h.dial(c.ID, "", -1)})
	}
	errs := make(chan error, len(ps))
	for _, p := range ps {
		go func() { errs <- p.run(ctx) }()
	}
	for range ps {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	return ps
}

// checkRecordAndLeaks fetches the finished game's record, replays it to
// its hash, and checks every frame each socket received against the
// secrets of its seat at that frame's version (the leak check on every
// frame sent).
func checkRecordAndLeaks(t *testing.T, h *harness, id string, ps []*player) *engine.Record {
	t.Helper()
	var raw bytes.Buffer
	req, _ := http.NewRequest("GET", h.url+"/api/games/"+id+"/record", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	raw.ReadFrom(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("record: %d %s", resp.StatusCode, raw.Bytes())
	}
	rec, err := engine.DecodeRecord("record", raw.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	// secrets[v][seat+1] is what seat may not see at version v (the
	// record's choices are the versions when nothing was undone).
	var secrets [][][]string
	snap := func(g engine.Game) {
		sec, ok := g.(enginetest.Secreter)
		if !ok {
			t.Fatalf("%T lists no secrets", g)
		}
		row := make([][]string, g.Seats()+1)
		for s := engine.Spectator; int(s) < g.Seats(); s++ {
			row[s+1] = sec.Secrets(s)
		}
		secrets = append(secrets, row)
	}
	g, err := world.games.NewGame(&rec.Header)
	if err != nil {
		t.Fatal(err)
	}
	snap(g)
	// said[v][seat+1] is what the step to version v must say was chosen,
	// as that seat may learn it.
	said := [][]engine.Msg{nil}
	for i, ch := range rec.Choices {
		d := g.Pending()
		row := make([]engine.Msg, g.Seats()+1)
		for s := engine.Spectator; int(s) < g.Seats(); s++ {
			row[s+1] = engine.PublicChoice(g, d, ch.Key).Msg
		}
		row[ch.Seat+1] = d.Options[d.Find(ch.Key)].Msg
		said = append(said, row)
		if err := g.Apply(ch.Seat, ch.Key); err != nil {
			t.Fatalf("choice %d: %v", i, err)
		}
		g.TakeEvents()
		snap(g)
	}
	if g.Hash() != rec.Hash {
		t.Fatalf("record replays to %s, not its hash %s", g.Hash(), rec.Hash)
	}
	frames := 0
	for _, p := range ps {
		v := 0
		for _, f := range p.frames {
			if f.V != nil {
				v = *f.V
			}
			if v >= len(secrets) {
				t.Fatalf("seat %d: frame at v=%d past the record's %d choices", p.seat, v, len(rec.Choices))
			}
			if err := enginetest.CheckBytesNoLeak(f.Raw, engine.Seat(p.seat), secrets[v][p.seat+1]); err != nil {
				t.Fatalf("frame %s at v=%d: %v", f.T, v, err)
			}
			// Another seat's decision shows who chooses, never among what.
			var st client.State
			if json.Unmarshal(f.D, &st) == nil && st.Pending != nil && st.Pending.Seat != p.seat && len(st.Pending.Options) > 0 {
				t.Fatalf("seat %d received seat %d's options: %s", p.seat, st.Pending.Seat, f.Raw)
			}
			if f.T == "step" {
				var sd struct{ Chose *engine.Msg }
				json.Unmarshal(f.D, &sd)
				if sd.Chose == nil || !reflect.DeepEqual(*sd.Chose, said[v][p.seat+1]) {
					t.Fatalf("seat %d: step to v=%d says it chose %+v, want %+v", p.seat, v, sd.Chose, said[v][p.seat+1])
				}
			}
			frames++
		}
	}
	t.Logf("%d choices, %d frames checked for leaks", len(rec.Choices), frames)
	return rec
}

// TestBugHuntOverSocket: an Aliens Bug Hunt played whole over the socket
// by two players and the server's rules bot, a spectator watching; no
// frame leaks a secret of another seat.
func TestBugHuntOverSocket(t *testing.T) {
	h := newHarness(t, nil)
	c := h.create(map[string]any{"game": "aliens", "seats": []map[string]any{
		{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "rules"}}})
	ps := playOver(t, h, c, []int{0, 1}, 7)
	rec := checkRecordAndLeaks(t, h, c.ID, ps)
	if ps[0].acks == 0 || ps[1].acks == 0 {
		t.Fatalf("acks %d, %d", ps[0].acks, ps[1].acks)
	}
	if choicesBySeat(rec)[2] == 0 {
		t.Fatal("the bot never chose")
	}
	var sum summary
	h.do("GET", "/api/games/"+c.ID, nil, "", &sum)
	if sum.Status != "over" || sum.Outcome == nil || sum.V != len(rec.Choices) {
		t.Fatalf("summary %+v", sum)
	}
	checkAids(t, ps)
}

// checkAids: the play aids of issue 18 travel in the frames: the odds of
// an attack with the chooser's own decision only, the Sentry Guns' arcs
// and the square the question is about for everyone.
func checkAids(t *testing.T, ps []*player) {
	t.Helper()
	var odds, hazards, focus int
	for _, p := range ps {
		for _, f := range p.frames {
			if f.T != "full" && f.T != "step" {
				continue
			}
			var d struct {
				Pending *struct {
					Seat int `json:"seat"`
				} `json:"pending"`
				Odds map[string]json.RawMessage `json:"odds"`
				Aids *aids                      `json:"aids"`
			}
			if err := json.Unmarshal(f.D, &d); err != nil {
				t.Fatal(err)
			}
			if len(d.Odds) > 0 {
				if d.Pending == nil || d.Pending.Seat != p.seat {
					t.Fatalf("seat %d received the odds of options not its own: %s", p.seat, f.Raw)
				}
				odds++
			}
			if d.Aids != nil {
				if len(d.Aids.Hazards) > 0 {
					hazards++
				}
				if d.Aids.Focus != "" {
					focus++
				}
			}
		}
	}
	if odds == 0 || hazards == 0 || focus == 0 {
		t.Fatalf("frames with odds %d, hazards %d, focus %d: want each at least once", odds, hazards, focus)
	}
}

// TestSkirmishOverSocket: a Mars Attacks skirmish played whole by two
// clients and the server's bot: three seats alternating sides, Humans,
// Martians, Humans [mars M.21]; the Humans are a team of the two clients
// (seat 0 answers the side's questions, seat 2 follows every step as
// its team-mate [mars M.21.2]), the rules bot plays the Martians, a
// spectator watches; no frame leaks a secret.
func TestSkirmishOverSocket(t *testing.T) {
	h := newHarness(t, nil)
	c := h.create(map[string]any{"game": "marsattacks", "seats": []map[string]any{
		{"kind": "human"}, {"kind": "bot", "bot": "rules"}, {"kind": "human"}}})
	ps := playOver(t, h, c, []int{0, 2}, 11)
	rec := checkRecordAndLeaks(t, h, c.ID, ps)
	chose := choicesBySeat(rec)
	if chose[0] == 0 || chose[1] == 0 || len(chose) != 2 {
		t.Fatalf("choices by seat %v: want the Humans' first seat and the Martians' bot", chose)
	}
	if ps[0].acks == 0 || len(ps[1].frames) < len(rec.Choices) {
		t.Fatalf("seat 0: %d acks; seat 2: %d frames for %d choices", ps[0].acks, len(ps[1].frames), len(rec.Choices))
	}
}

// choicesBySeat counts a record's choices by the seat that made them.
func choicesBySeat(rec *engine.Record) map[engine.Seat]int {
	n := map[engine.Seat]int{}
	for _, ch := range rec.Choices {
		n[ch.Seat]++
	}
	return n
}

// TestRandomGamesNoLeak: random Mars Attacks and Pig games, both seats
// played over sockets, checked for leaks on every frame.
func TestRandomGamesNoLeak(t *testing.T) {
	h := newHarness(t, nil)
	for i, game := range []string{"marsattacks", "pig", "marsattacks"} {
		c := h.create(map[string]any{"game": game, "seats": []map[string]any{{"kind": "human"}, {"kind": "human"}}})
		ps := playOver(t, h, c, []int{0, 1}, uint64(100+i))
		checkRecordAndLeaks(t, h, c.ID, ps)
	}
}
