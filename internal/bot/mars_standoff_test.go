package bot_test

import "testing"

// TestMarsRulesBotClosesIn: rules-bot skirmishes on generated mats that
// used to stand off for ever, each side behind walls at its weapons'
// range with nothing to shoot (issue 15; seed 100 was still going at
// round 5,216), end without any round limit: as the rounds pass the bot
// closes in round the walls and goes for the VP [mars M.20.1] [mars
// M.20.6].
func TestMarsRulesBotClosesIn(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	cat := catalog(t)
	for _, seed := range []uint64{37, 66, 78, 100, 110, 121, 203, 210} {
		rec, out := playOut(t, cat, "marsattacks", `{"scenario":"skirmish-random","roundLimit":0}`, seed, "rules")
		if out == nil || out.Rule == "mars M.20.6" {
			t.Fatalf("seed %d: outcome %+v", seed, out)
		}
		if n := len(rec.Choices); n > 2000 {
			t.Errorf("seed %d: %d choices", seed, n)
		}
	}
}
