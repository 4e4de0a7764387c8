package content

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
)

// cardErrors loads the built-in content with cards.yaml replaced and
// returns the errors reported in cards.yaml (other files are another
// test's business).
func cardErrors(t *testing.T, cards string) []string {
	t.Helper()
	_, err := loadWith(map[string]string{cardsFile: cards})
	if err == nil {
		return nil
	}
	var out []string
	for _, e := range errorStrings(t, err) {
		if strings.HasPrefix(e, cardsFile) {
			out = append(out, e)
		}
	}
	return out
}

func builtinCards(t *testing.T) string {
	t.Helper()
	data, err := fs.ReadFile(Builtin(), cardsFile)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestBuiltin_CardsValid: the shipped deck has no errors and its
// English texts exist.
func TestBuiltin_CardsValid(t *testing.T) {
	if errs := cardErrors(t, builtinCards(t)); len(errs) > 0 {
		t.Fatalf("cards.yaml:\n%s", strings.Join(errs, "\n"))
	}
}

// TestLoad_MalformedCards is one case per kind of card error, each
// reported as file:line:col: field: message.
func TestLoad_MalformedCards(t *testing.T) {
	base := builtinCards(t)
	edit := editOf(base)
	line := func(s string) int { // 1-based line of the first s in base
		i := strings.Index(base, s)
		return strings.Count(base[:i], "\n") + 1
	}
	take := line("  - id: take-aim")
	tests := []struct {
		name, data, want string
	}{
		{"unknown kind", edit("kind: hand\n    timing: own-turn\n    copies: 6", "kind: spell\n    timing: own-turn\n    copies: 6"),
			fmt.Sprintf(`%s:%d:11: take-aim.kind: unknown kind "spell"; want hand, support or event`, cardsFile, take+1)},
		{"unknown timing", edit("timing: own-turn\n    copies: 6", "timing: sometimes\n    copies: 6"),
			fmt.Sprintf(`%s:%d:13: take-aim.timing: unknown timing "sometimes"; want own-turn or any-time`, cardsFile, take+2)},
		{"missing timing", edit("kind: hand\n    timing: own-turn\n    copies: 6", "kind: hand\n    copies: 6"),
			fmt.Sprintf(`%s:%d:5: take-aim.timing: missing timing; a hand card shows own-turn or any-time (M.13.5)`, cardsFile, take)},
		{"event with timing", edit("kind: event\n    copies: 5", "kind: event\n    timing: any-time\n    copies: 5"),
			fmt.Sprintf(`%s:%d:13: barrage.timing: an event resolves when drawn and has no timing symbol (M.13.19)`, cardsFile, line("  - id: barrage")+2)},
		{"deck size", edit("copies: 6", "copies: 7"),
			fmt.Sprintf(`%s:%d:5: cards: the deck has 55 cards, want 54 (M.13.1)`, cardsFile, line("  - id: take-aim"))},
		{"support single copy", strings.Replace(edit("copies: 3\n    martian: {effect: attack, targeting: semi-random, area: explosion, dice: [3, 4, 5]", "copies: 1\n    martian: {effect: attack, targeting: semi-random, area: explosion, dice: [3, 4, 5]"), "kind: event\n    copies: 5", "kind: event\n    copies: 7", 1),
			fmt.Sprintf(`%s:%d:13: artillery.copies: a support card comes in at least 2 copies: rows hold up to 3 identical cards (M.13.12)`, cardsFile, line("  - id: artillery")+3)},
		{"ongoing hand card", edit("kind: hand\n    timing: own-turn\n    copies: 6", "kind: hand\n    timing: own-turn\n    ongoing: true\n    copies: 6"),
			fmt.Sprintf(`%s:%d:14: take-aim.ongoing: only support cards are ongoing (M.13.18)`, cardsFile, take+3)},
		{"unknown effect", edit("martian: {effect: shoot-bonus", "martian: {effect: mind-control"),
			fmt.Sprintf(`%s:%d:23: take-aim.martian.effect: unknown effect "mind-control"; want one of shoot-bonus, fight-bonus, survive-bonus, extra-move, attack, reinforcements, ongoing-survive, mutant-beetle, squash-beetle`, cardsFile, take+4)},
		{"support tiers", edit("dice: [3, 4, 5], shoot: 5+}\n    human: {effect: attack, targeting: targeted, area: explosion", "dice: [3, 4], shoot: 5+}\n    human: {effect: attack, targeting: targeted, area: explosion"),
			fmt.Sprintf(`%s:%d:78: artillery.martian.dice: want 3 values, for rows of 1, 2 and 3 cards (M.13.16), got 2`, cardsFile, line("  - id: artillery")+4)},
		{"tiers shrink", edit("count: [1, 1, 2]", "count: [2, 1, 2]"),
			fmt.Sprintf(`%s:%d:51: force-field.martian.count[1]: 1 is below 2; a longer row has a bigger effect (M.13.16)`, cardsFile, line("  - id: force-field")+5)},
		{"attack without shoot", edit("dice: [4], shoot: 5+}\n    human", "dice: [4]}\n    human"),
			fmt.Sprintf(`%s:%d:15: barrage.martian.shoot: missing shoot; an attack is written "N dice, X+ SHOOT" (M.11.1)`, cardsFile, line("  - id: barrage")+3)},
		{"attack without targeting", edit("martian: {effect: attack, targeting: random, area: single", "martian: {effect: attack, area: single"),
			fmt.Sprintf(`%s:%d:15: barrage.martian.targeting: missing targeting; an attack is random, semi-random or targeted (M.14.1-M.14.3)`, cardsFile, line("  - id: barrage")+3)},
		{"bad area", edit("targeting: random, area: single", "targeting: random, area: cone"),
			fmt.Sprintf(`%s:%d:56: barrage.martian.area: unknown area "cone"; want single, directional or explosion`, cardsFile, line("  - id: barrage")+3)},
		{"bonus with dice", edit("martian: {effect: shoot-bonus, count: [1]}", "martian: {effect: shoot-bonus, count: [1], dice: [2]}"),
			fmt.Sprintf(`%s:%d:54: take-aim.martian.dice: the shoot-bonus effect takes no dice`, cardsFile, take+4)},
		{"test effect on support", edit("martian: {effect: ongoing-survive", "martian: {effect: shoot-bonus"),
			fmt.Sprintf(`%s:%d:23: force-field.martian.effect: shoot-bonus modifies a test and is played from the hand; the card is support`, cardsFile, line("  - id: force-field")+5)},
		{"shoot out of range", edit("dice: [4], shoot: 5+}\n    human", "dice: [4], shoot: 9+}\n    human"),
			fmt.Sprintf(`%s:%d:82: barrage.martian.shoot: 9+ is out of range 2+..8+`, cardsFile, line("  - id: barrage")+3)},
		{"keyword unused", strings.ReplaceAll(base, "scatter: ", "dice2: "),
			""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			errs := cardErrors(t, tc.data)
			if tc.want == "" {
				if len(errs) == 0 {
					t.Fatal("no error")
				}
				return
			}
			if len(errs) != 1 || errs[0] != tc.want {
				t.Errorf("errors:\n  %s\nwant:\n  %s", strings.Join(errs, "\n  "), tc.want)
			}
		})
	}
}

// TestLoad_CardsKeywordCoverage: every M.14 keyword is on some card.
func TestLoad_CardsKeywordCoverage(t *testing.T) {
	base := builtinCards(t)
	data := strings.ReplaceAll(base, ", scatter: 1}", "}")
	data = strings.ReplaceAll(data, ", scatter: 2}", "}")
	errs := cardErrors(t, data)
	want := fmt.Sprintf("%s:%d:5: cards: no card uses scatter; every effect keyword of M.14 is on at least one card", cardsFile, strings.Count(base[:strings.Index(base, "  - id: take-aim")], "\n")+1)
	if len(errs) != 1 || errs[0] != want {
		t.Errorf("errors:\n  %s\nwant:\n  %s", strings.Join(errs, "\n  "), want)
	}
}
