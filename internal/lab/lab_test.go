package lab

import (
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/sim"
)

func catalog(t *testing.T) (*games.Catalog, string) {
	t.Helper()
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	cat, err := games.New(set)
	if err != nil {
		t.Fatal(err)
	}
	return cat, set.Version
}

func smallSweep() Sweep {
	return Sweep{Games: 6, Seed: 3, Checks: sim.CheckEnd, Workers: 2, Curves: true, CurvePoints: 3, CurveGames: 4,
		Cells: []Cell{
			{Game: "marsattacks", Setup: "skirmish", Bots: []string{"rules"}},
			{Game: "aliens", Setup: "bug-hunt-1", Players: 1, Bots: []string{"rules"}},
		}}
}

// TestShardsMerge: the shards of a sweep, merged, hold exactly the games
// of the sweep run whole, and a shard cannot be merged twice.
func TestShardsMerge(t *testing.T) {
	cat, version := catalog(t)
	whole, err := Run(context.Background(), cat, version, smallSweep())
	if err != nil {
		t.Fatal(err)
	}
	var parts []*Data
	for i := range 3 {
		sw := smallSweep()
		sw.Shard, sw.Shards, sw.Curves = i, 3, i == 0
		d, err := Run(context.Background(), cat, version, sw)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WriteJSON(&buf, d); err != nil {
			t.Fatal(err)
		}
		back, err := ReadJSON(&buf, "shard")
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, back)
	}
	merged, err := Merge(parts[2], parts[0], parts[1])
	if err != nil {
		t.Fatal(err)
	}
	for i := range whole.Cells {
		if !reflect.DeepEqual(whole.Cells[i].Played, merged.Cells[i].Played) {
			t.Fatalf("cell %s: merged shards differ from the whole run", whole.Cells[i].Name())
		}
		if len(whole.Cells[i].Played) != 6 {
			t.Fatalf("cell %s: %d games", whole.Cells[i].Name(), len(whole.Cells[i].Played))
		}
	}
	if len(merged.Cells[0].Curve) != 3 {
		t.Fatalf("curve of %d points", len(merged.Cells[0].Curve))
	}
	if _, err := Merge(parts[0], parts[0]); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Fatalf("a shard merged twice: %v", err)
	}
	if _, err := Run(context.Background(), cat, version, Sweep{}); err == nil {
		t.Fatal("an empty sweep ran")
	}
}

// TestReportIsValid: the report parses as XML (polyglot XHTML) and has
// one section per chart kind, each with exactly one SVG chart and a
// table; the CSV has a row per game.
func TestReportIsValid(t *testing.T) {
	cat, version := catalog(t)
	d, err := Run(context.Background(), cat, version, smallSweep())
	if err != nil {
		t.Fatal(err)
	}
	text, err := i18n.New()
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	if err := WriteHTML(&page, d, text.Printer("de"), "de"); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(page.String(), "lab.") {
		t.Fatal("a message key without text in the report")
	}
	dec := xml.NewDecoder(&page)
	dec.Strict = true
	dec.Entity = xml.HTMLEntity
	svgs := map[string]int{}
	tables := map[string]int{}
	section := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("report is not well-formed: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			switch el.Name.Local {
			case "section":
				for _, a := range el.Attr {
					if a.Name.Local == "id" {
						section = a.Value
					}
				}
			case "svg":
				svgs[section]++
			case "table":
				tables[section]++
			}
		case xml.EndElement:
			if el.Name.Local == "section" {
				section = ""
			}
		}
	}
	for _, s := range Sections {
		if svgs[s] != 1 || tables[s] != 1 {
			t.Errorf("section %s: %d charts, %d tables; want one of each", s, svgs[s], tables[s])
		}
	}
	if svgs[""] != 0 {
		t.Errorf("%d charts outside the sections", svgs[""])
	}
	var csv bytes.Buffer
	if err := WriteCSV(&csv, d); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(csv.String(), "\n"); n != 1+12 {
		t.Fatalf("csv has %d lines, want 13", n)
	}
}
