package bot

import (
	"testing"

	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/grid"
)

// TestSquareNamedIsLookup: the bot's fast name lookup answers as
// Layout.Lookup does, for every square's own name and for odd spellings.
func TestSquareNamedIsLookup(t *testing.T) {
	l, _ := builtin().board("bug-hunt-3")
	if l == nil {
		t.Fatal("no board for bug-hunt-3")
	}
	names := []string{"", "c4", "C04", "C0", "4C", "C", "AAAA1", "C+4", "C-4", "ZZZ99999", "C4 ", "AH3", "ah3", "A1", "C123456"}
	for s := range l.Len() {
		names = append(names, l.Name(grid.Square(s)))
	}
	for _, n := range names {
		want, err := l.Lookup(n)
		got, ok := squareNamed(l, n)
		if ok != (err == nil) || ok && got != want {
			t.Errorf("squareNamed(%q) = %d, %v; Lookup gives %d, %v", n, got, ok, want, err)
		}
	}
}

// TestKnowledgeSharesTheGamesBoards: the bot reads the boards the games
// are played on (content.BuiltinSet), not copies of them, so one Line of
// Sight table per board serves both, filled once (engine.Warmer).
func TestKnowledgeSharesTheGamesBoards(t *testing.T) {
	rules, err := aliens.BuiltinRules()
	if err != nil {
		t.Fatal(err)
	}
	boards := 0
	for _, m := range rules.Missions {
		if m.Layout == nil {
			continue
		}
		boards++
		if l, _ := builtin().board(m.ID); l != m.Layout {
			t.Errorf("mission %s: the bot's board is not the game's", m.ID)
		}
	}
	if boards == 0 {
		t.Fatal("no mission with a board")
	}
}
