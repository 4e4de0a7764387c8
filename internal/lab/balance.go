package lab

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// BalanceMissions are the Aliens missions of the balance table
// (docs/balance.md), in its order, and BalancePlayers its table sizes.
var (
	BalanceMissions = []string{"bug-hunt-1", "bug-hunt-2", "bug-hunt-3", "bug-hunt-4",
		"mission-1", "mission-2", "mission-3", "rescue", "resupply"}
	BalancePlayers = []int{1, 2, 4}
)

// BalanceSweep is the sweep of docs/balance.md: every Aliens mission at
// one, two and four players with the rules bot, each table with the
// options the page names (its Heroes; Newt in Missions 2 and 3; Gorman in
// a cocoon in the Rescue mission).
func BalanceSweep() Sweep {
	s := DefaultSweep()
	s.Cells, s.Curves = nil, false
	for _, m := range BalanceMissions {
		for _, p := range BalancePlayers {
			s.Cells = append(s.Cells, Cell{Game: "aliens", Setup: m, Players: p, Bots: []string{"rules"},
				Options: balanceOptions(m, p)})
		}
	}
	return s
}

// balanceOptions are the options of one table of the balance sweep: the
// four-player squad leaves Vasquez a Grunt (docs/balance.md says why).
func balanceOptions(mission string, players int) map[string]any {
	heroes := map[int][]string{1: {"hicks"}, 2: {"hicks", "hudson"}, 4: {"ripley", "hicks", "frost", "hudson"}}
	o := map[string]any{}
	switch mission {
	case "mission-2", "mission-3":
		o["newt"] = true
		heroes[1], heroes[2] = []string{"ripley"}, []string{"ripley", "hicks"}
	case "rescue":
		o["captives"] = []string{"gorman"}
		heroes[1], heroes[2] = []string{"ripley"}, []string{"ripley", "hicks"}
	}
	o["heroes"] = heroes[players]
	return o
}

// bandLow and bandHigh bound the win rate issue 4 asks of every Aliens
// table.
const bandLow, bandHigh = 0.30, 0.70

// WriteBalance writes the Markdown table of the Aliens cells of d: the
// Marines' win rate with its Wilson interval, the most common defeats as
// shares of all games, and whether the rate lies in the 30-70% band.
func WriteBalance(w io.Writer, d *Data) error {
	var b strings.Builder
	b.WriteString("| mission | players | win rate | 95% CI | games | most common defeats | in 30-70% |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	violations := 0
	for _, c := range d.Cells {
		if c.Game != "aliens" {
			continue
		}
		s := Summarize(c)
		violations += s.Violations
		r := s.Rate("players")
		var defeats []string
		for _, reason := range s.Reasons {
			name, lost := strings.CutPrefix(reason.Name, "aliens.lost.")
			if lost {
				defeats = append(defeats, fmt.Sprintf("%s %.1f%%", name, 100*float64(reason.N)/float64(s.Games)))
			}
		}
		band := "no"
		if r.P >= bandLow && r.P <= bandHigh {
			band = "yes"
		}
		fmt.Fprintf(&b, "| %s | %d | %.1f%% | [%.1f, %.1f] | %d | %s | %s |\n", missionTitle(c.Setup), c.Players,
			100*r.P, 100*r.Lo, 100*r.Hi, s.Games, strings.Join(defeats, ", "), band)
	}
	fmt.Fprintf(&b, "\nInvariant violations: %d.\n", violations)
	_, err := io.WriteString(w, b.String())
	return err
}

// missionTitle is a mission id as the table names it: "bug-hunt-1" ->
// "Bug Hunt 1".
func missionTitle(id string) string {
	words := strings.Split(id, "-")
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// Markers of the generated part of a Markdown file (UpdateMarked).
const (
	BeginMarker = "<!-- sulaco lab -balance: generated, do not edit -->"
	EndMarker   = "<!-- end of sulaco lab -balance -->"
)

// UpdateMarked returns doc with the text between BeginMarker and
// EndMarker replaced by generated; it refuses a document without exactly
// one pair of markers, in that order.
func UpdateMarked(doc, generated []byte) ([]byte, error) {
	begin, end := []byte(BeginMarker), []byte(EndMarker)
	i, j := bytes.Index(doc, begin), bytes.Index(doc, end)
	if i < 0 || j < i || bytes.Count(doc, begin) != 1 || bytes.Count(doc, end) != 1 {
		return nil, fmt.Errorf("lab: want one %q line, then one %q line", BeginMarker, EndMarker)
	}
	var out bytes.Buffer
	out.Write(doc[:i+len(begin)])
	out.WriteString("\n")
	out.Write(generated)
	out.Write(doc[j:])
	return out.Bytes(), nil
}
