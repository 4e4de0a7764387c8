package lab

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/sim"
)

// TestBalanceSweepTables: the balance sweep's cells are every Aliens
// mission at one, two and four players, and each game gets its table's
// options (docs/balance.md): the Heroes, Newt, the captive.
func TestBalanceSweepTables(t *testing.T) {
	cat, version := catalog(t)
	sw := BalanceSweep()
	if len(sw.Cells) != len(BalanceMissions)*len(BalancePlayers) {
		t.Fatalf("%d cells", len(sw.Cells))
	}
	for _, tc := range []struct {
		cell int
		want map[string]any
	}{
		{0, map[string]any{"mission": "bug-hunt-1", "players": 1.0, "heroes": []any{"hicks"}}},
		{2, map[string]any{"mission": "bug-hunt-1", "players": 4.0, "heroes": []any{"ripley", "hicks", "frost", "hudson"}}},
		{16, map[string]any{"mission": "mission-2", "players": 2.0, "newt": true, "heroes": []any{"ripley", "hicks"}}},
		{21, map[string]any{"mission": "rescue", "players": 1.0, "captives": []any{"gorman"}, "heroes": []any{"ripley"}}},
	} {
		c := sw.Cells[tc.cell]
		hd, err := header(cat, version, c, sw.Seed)
		if err != nil {
			t.Fatal(err)
		}
		var got map[string]any
		if err := json.Unmarshal(hd(0).Options, &got); err != nil {
			t.Fatal(err)
		}
		for k, v := range tc.want {
			if js, want := mustJSON(t, got[k]), mustJSON(t, v); js != want {
				t.Errorf("%s: option %s is %s, want %s", c.Name(), k, js, want)
			}
		}
	}
}

var defeat = regexp.MustCompile(`\| (all-down|out-of-cards|time|nobody-left) [0-9.]+%`)

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestWriteBalance: the table has a row per Aliens cell with the Marines'
// rate, its interval and the defeats, skips other games, and lands
// between the markers of the page, leaving the rest of it alone.
func TestWriteBalance(t *testing.T) {
	cat, version := catalog(t)
	sw := Sweep{Games: 4, Seed: 5, Checks: sim.CheckEnd, Workers: 2, Cells: []Cell{
		BalanceSweep().Cells[0],
		{Game: "marsattacks", Setup: "skirmish", Bots: []string{"rules"}},
		BalanceSweep().Cells[23],
	}}
	d, err := Run(context.Background(), cat, version, sw)
	if err != nil {
		t.Fatal(err)
	}
	var table bytes.Buffer
	if err := WriteBalance(&table, d); err != nil {
		t.Fatal(err)
	}
	rows := slices.DeleteFunc(strings.Split(table.String(), "\n"), func(l string) bool {
		return !strings.HasPrefix(l, "| ") || strings.HasPrefix(l, "| mission")
	})
	if len(rows) != 2 || !strings.HasPrefix(rows[0], "| Bug Hunt 1 | 1 | ") || !strings.HasPrefix(rows[1], "| Rescue | 4 | ") {
		t.Fatalf("rows:\n%s", table.String())
	}
	for i, c := range []CellResult{d.Cells[0], d.Cells[2]} {
		s := Summarize(c)
		r := s.Rate("players")
		want := fmt.Sprintf("| %s | %d | %.1f%% | [%.1f, %.1f] | 4 | ", missionTitle(c.Setup), c.Players, 100*r.P, 100*r.Lo, 100*r.Hi)
		if !strings.HasPrefix(rows[i], want) {
			t.Errorf("row %q, want it to start %q", rows[i], want)
		}
		if r.P < 1 && !defeat.MatchString(rows[i]) {
			t.Errorf("row %q names no defeat", rows[i])
		}
	}
	doc := []byte("# Title\n\nhand-written\n\n" + BeginMarker + "\nold table\n" + EndMarker + "\n\nmore text\n")
	out, err := UpdateMarked(doc, table.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, table.Bytes()) || bytes.Contains(out, []byte("old table")) ||
		!bytes.HasPrefix(out, []byte("# Title\n\nhand-written\n")) || !bytes.HasSuffix(out, []byte(EndMarker+"\n\nmore text\n")) {
		t.Fatalf("updated page:\n%s", out)
	}
	for _, bad := range []string{"no markers", EndMarker + "\n" + BeginMarker, BeginMarker + BeginMarker + EndMarker} {
		if _, err := UpdateMarked([]byte(bad), table.Bytes()); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
