package marsattacks

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// goldenSeeds are the seeds of the golden records: every scenario and
// skirmish, a few games each.
var goldenSeeds = []uint64{1, 2, 5}

// goldenScenarios lists every setup the golden records cover.
func goldenScenarios() []string { return scenarioIDs() }

// TestGoldenRecords pins behaviour across performance work: for every
// scenario and seed a game is played choosing by engine.NewRNG(seed), and
//   - the recorded choices (testdata/replays/records/*.json, a save file)
//     replay silently to the recorded hash;
//   - the digest of the whole playthrough (every decision with its prompt,
//     options and labels, every event with its audience) matches
//     testdata/replays/digests.txt;
//   - the same game played quiet (engine.Quieter), which reuses the
//     options its checks built, asks the same questions and reaches the
//     same hash;
//   - a Clone taken along the way and played on reaches the same hash,
//     and the original is unchanged by it.
//
// go test -run GoldenRecords -update rewrites them after a deliberate
// change of rules.
func TestGoldenRecords(t *testing.T) {
	dir := filepath.Join("testdata", "replays", "records")
	digestPath := filepath.Join("testdata", "replays", "digests.txt")
	var digests bytes.Buffer
	digests.WriteString("# scenario seed choices hash playthrough-digest (go test -run GoldenRecords -update)\n")
	for _, sc := range goldenScenarios() {
		for _, seed := range goldenSeeds {
			name := fmt.Sprintf("%s-%d", sc, seed)
			rec, digest := goldenPlay(t, sc, seed)
			fmt.Fprintf(&digests, "%s %d %d %s %s\n", sc, seed, len(rec.Choices), rec.Hash, digest)
			path := filepath.Join(dir, name+".json")
			if *update {
				var b bytes.Buffer
				if err := rec.Encode(&b); err != nil {
					t.Fatal(err)
				}
				if err := os.MkdirAll(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -run GoldenRecords -update to create it)", err)
			}
			want, err := engine.DecodeRecord(path, data)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := engine.Replay(want, NewFromHeader, nil); err != nil {
				t.Errorf("%s: replay: %v", name, err)
			}
			if want.Hash != rec.Hash || len(want.Choices) != len(rec.Choices) {
				t.Errorf("%s: played %d choices to hash %s, the record has %d to %s",
					name, len(rec.Choices), rec.Hash, len(want.Choices), want.Hash)
			}
		}
	}
	if *update {
		if err := os.WriteFile(digestPath, digests.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(digestPath)
	if err != nil {
		t.Fatalf("%v (run go test -run GoldenRecords -update to create it)", err)
	}
	got, exp := strings.Split(digests.String(), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(got) && i < len(exp); i++ {
		if got[i] != exp[i] {
			t.Errorf("%s:%d differs:\n got %s\nwant %s", digestPath, i+1, got[i], exp[i])
		}
	}
	if len(got) != len(exp) {
		t.Errorf("%s: %d lines, want %d", digestPath, len(got), len(exp))
	}
}

// goldenPlay plays one golden game with its log on and returns its record
// (final hash included) and the digest of its playthrough. It also checks
// that a quiet game and a clone reach the same hash.
func goldenPlay(t *testing.T, scenario string, seed uint64) (*engine.Record, string) {
	t.Helper()
	o := DefaultOptions()
	o.Scenario = scenario
	raw, err := json.Marshal(map[string]string{"scenario": scenario})
	if err != nil {
		t.Fatal(err)
	}
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{
		Game: Name, Options: raw, Seed: seed,
		Seats: []engine.SeatInfo{{Player: "bot:random"}, {Player: "bot:random"}},
	}}
	g, quiet := loggedAndQuiet(t, o, seed)
	h := sha256.New()
	digestEvents(h, g.TakeEvents())
	pick := engine.NewRNG(seed)
	var clone engine.Game
	var cloneAt int
	for i := 0; ; i++ {
		d := g.Pending()
		if d == nil {
			break
		}
		if i == 200 || (clone == nil && i > 0 && i%97 == 0) {
			clone, cloneAt = g.Clone(), i
		}
		// The decision's question and options as they were pinned;
		// its kind (engine.Kind, derived) is tested on its own.
		js, err := json.Marshal(struct {
			Seat    engine.Seat     `json:"seat"`
			Prompt  engine.Msg      `json:"prompt"`
			Options []engine.Option `json:"options"`
		}{d.Seat, d.Prompt, d.Options})
		if err != nil {
			t.Fatal(err)
		}
		h.Write(js)
		if qd := quiet.Pending(); !reflect.DeepEqual(qd, d) {
			t.Fatalf("%s seed %d choice %d: the quiet game asks %v, the logged one %v", scenario, seed, i, qd, d)
		}
		key := d.Options[pick.IntN(len(d.Options))].Key
		fmt.Fprintf(h, "> %s\n", key)
		if err := g.Apply(d.Seat, key); err != nil {
			t.Fatalf("%s seed %d choice %d: %v", scenario, seed, i, err)
		}
		if err := quiet.Apply(d.Seat, key); err != nil {
			t.Fatalf("%s seed %d choice %d (quiet): %v", scenario, seed, i, err)
		}
		digestEvents(h, g.TakeEvents())
		rec.Choices = append(rec.Choices, engine.Choice{Seat: d.Seat, Key: key})
	}
	rec.Hash = g.Hash()
	fmt.Fprintf(h, "= %s\n", rec.Hash)
	if qh := quiet.Hash(); qh != rec.Hash {
		t.Errorf("%s seed %d: the quiet game ends in hash %s, the logged one in %s", scenario, seed, qh, rec.Hash)
	}
	if clone != nil {
		for _, c := range rec.Choices[cloneAt:] {
			if err := clone.Apply(c.Seat, c.Key); err != nil {
				t.Fatalf("%s seed %d: clone: %v", scenario, seed, err)
			}
		}
		if ch := clone.Hash(); ch != rec.Hash {
			t.Errorf("%s seed %d: a clone taken at choice %d ends in hash %s, the game in %s", scenario, seed, cloneAt, ch, rec.Hash)
		}
		if gh := g.Hash(); gh != rec.Hash {
			t.Errorf("%s seed %d: playing the clone changed the game", scenario, seed)
		}
	}
	return rec, hex.EncodeToString(h.Sum(nil)[:16])
}

func digestEvents(h hash.Hash, ev []engine.Event) {
	for _, e := range ev {
		js, err := json.Marshal(legacyEvent(e))
		if err != nil {
			panic(err)
		}
		h.Write(js)
		h.Write([]byte{'\n'})
	}
}

// legacyEvent is an event as the digests were first taken: the audience
// as its seat bits, omitted when public (the digests predate the explicit
// Public audience; what it says of who sees what is unchanged).
func legacyEvent(e engine.Event) any {
	to := uint64(e.To)
	if e.To == engine.Public {
		to = 0
	}
	return struct {
		Rule string     `json:"rule,omitempty"`
		Msg  engine.Msg `json:"msg"`
		To   uint64     `json:"to,omitempty"`
		Data any        `json:"data,omitempty"`
	}{e.Rule, e.Msg, to, e.Data}
}
