package campaign

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"github.com/sulaco/sulaco/internal/games/aliens"
)

// TestCampaign_LoadRefusesUnplayable: validation refuses what the code
// cannot play. [aliens R.2] a campaign past its last story mission is
// over; [aliens R.4] the cards of a card loss are card keys, the
// Hazards among the Discard Pile.
func TestCampaign_LoadRefusesUnplayable(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{`{"version":1,"options":{"players":2,"heroes":["hicks","hudson"],"seed":1},"next":3}`, "not over"},
		{`{"version":1,"options":{"players":2,"seed":1},"next":1,"interlude":{"discard":["m4-helmet"],"seat":0}}`, `interlude.discard[0]: "m4-helmet" is not a card key`},
		{`{"version":1,"options":{"players":2,"seed":1},"next":1,"interlude":{"discard":["m4-helmet.1","m4-helmet.1"],"seat":0}}`, "named twice"},
		{`{"version":1,"options":{"players":2,"seed":1},"next":1,"interlude":{"discard":["m4-helmet.1"],"hazards":["acid.1"],"seat":0}}`, "not in the Discard Pile"},
		{`{"version":1,"options":{"players":2,"seed":1},"next":1,"over":true,"interlude":{"discard":["m4-helmet.1"],"seat":0}}`, "is over"},
		{`{"version":1,"options":{"players":2,"seed":1},"next":1,"removed":["` + strings.Repeat("x", 5000) + `.1"]}`, "not a card key"},
		{`{"version":1,"options":{"players":2,"seed":1},"next":1,"played":[{"mission":"mars","seed":1,"won":true,"reason":""}]}`, "unknown mission"},
	} {
		_, err := Load(strings.NewReader(tc.file))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Load(%.80s) = %v; want %q", tc.file, err, tc.want)
		}
		if err != nil && len(err.Error()) > 300 {
			t.Errorf("an error of %d bytes", len(err.Error()))
		}
	}
}

var fuzzRules = sync.OnceValues(aliens.BuiltinRules)

// FuzzLoad: no campaign file crashes the program: whatever Load accepts
// saves and loads back the same, and every question the campaign asks
// (its missions, their options, the card loss) is answered without a
// panic; a mission it offers sets up or fails with an error.
func FuzzLoad(f *testing.F) {
	c, _ := New(Options{Players: 2, Heroes: []string{"hicks", "hudson"}, Seed: 1})
	var buf bytes.Buffer
	c.Save(&buf)
	f.Add(buf.Bytes())
	f.Add([]byte(`{"version":1,"options":{"players":2,"seed":1},"next":1,"newt":true,"killed":["frost"],"captured":["hicks"],"removed":["m4-helmet.2"],"interlude":{"discard":["m4-helmet.1","acid.1"],"hazards":["acid.1"],"seat":1},"played":[{"mission":"mission-1","seed":1,"won":true,"reason":"aliens.won.mission"}]}`))
	f.Add([]byte(`{"version":1,"options":{"players":2,"heroes":["hicks","hudson"],"seed":1},"next":3}`))
	f.Add([]byte(`{"version":1,"options":{"players":1,"game":{"moreAliens":true}},"next":2,"resupplied":true,"over":true,"won":true,"score":9}`))
	rules, err := fuzzRules()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Load(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := c.Save(&out); err != nil {
			t.Fatal(err)
		}
		if _, err := Load(bytes.NewReader(out.Bytes())); err != nil {
			t.Fatalf("a loaded campaign does not load back: %v\n%s", err, out.Bytes())
		}
		_ = c.Seed()
		if d := c.Pending(); d != nil {
			for _, o := range d.Options {
				again, _ := Load(bytes.NewReader(out.Bytes()))
				if err := again.Choose(d.Seat, o.Key); err != nil {
					t.Fatalf("offered %q, refused: %v", o.Key, err)
				}
			}
		}
		for _, m := range c.Missions() {
			o, err := c.GameOptions(m)
			if err != nil {
				continue
			}
			if _, err := aliens.NewWith(rules, o, c.Seed()); err != nil {
				continue // refused with an error: what the player sees
			}
		}
	})
}
