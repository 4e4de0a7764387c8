package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPlainHidesBotCards: [aliens F.4.2] plain mode prints what a bot
// chose as the others may learn it: "Seat 1 Recycles a card from hand",
// never the card recycled or Exhausted from its hand.
func TestPlainHidesBotCards(t *testing.T) {
	named := regexp.MustCompile(`Recycle .+ from hand|Exhaust .+ and re-roll`)
	hidden := 0
	for seed := 1; seed <= 6 && hidden == 0; seed++ {
		path := filepath.Join(t.TempDir(), "game.json")
		code, out, errOut := sulaco(t, "", "play", "-plain", "-game", "aliens", "-players", "random", "-seed", fmt.Sprint(seed), "-save", path)
		if code != 0 {
			t.Fatalf("seed %d: code %d: %s", seed, code, errOut)
		}
		if m := named.FindString(out); m != "" {
			t.Fatalf("seed %d: plain mode shows a hidden card: %q", seed, m)
		}
		for _, c := range readRecord(t, path).Choices {
			if p, _, _ := strings.Cut(c.Key, ":"); (p == "recycle" || p == "reroll") && c.Key != "recycle:exhaust" && c.Key != "reroll:exhaust" && c.Key != "reroll:no" {
				hidden++
			}
		}
	}
	if hidden == 0 {
		t.Fatal("no bot recycled or Exhausted a card from hand in these games: the test proves nothing")
	}
}

// TestPlaySeedsAreRandom: without -seed, play draws 64 random bits (two
// games do not share a seed, and it is not the old clock modulo a
// million); with -seed, the record keeps the seed given.
func TestPlaySeedsAreRandom(t *testing.T) {
	dir := t.TempDir()
	seeds := map[uint64]bool{}
	for i := range 2 {
		path := filepath.Join(dir, fmt.Sprintf("g%d.json", i))
		if code, _, errOut := sulaco(t, "", "play", "-plain", "-game", "pig", "-players", "random", "-save", path); code != 0 {
			t.Fatalf("code %d: %s", code, errOut)
		}
		s := readRecord(t, path).Seed
		if s < 1<<20 {
			t.Errorf("seed %d is small: not 64 random bits", s)
		}
		seeds[s] = true
	}
	if len(seeds) != 2 {
		t.Errorf("two games got the same seed: %v", seeds)
	}
	path := filepath.Join(dir, "given.json")
	if code, _, errOut := sulaco(t, "", "play", "-plain", "-game", "pig", "-players", "random", "-seed", "42", "-save", path); code != 0 {
		t.Fatalf("code %d: %s", code, errOut)
	}
	if s := readRecord(t, path).Seed; s != 42 {
		t.Errorf("-seed 42 gave seed %d", s)
	}
}
