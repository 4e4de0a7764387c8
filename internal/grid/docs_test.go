package grid

import (
	"os"
	"strings"
	"testing"
)

// TestDocs_MapFormatExample parses the worked example of docs/map-format.md
// and checks what the document says about it.
func TestDocs_MapFormatExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/map-format.md")
	if err != nil {
		t.Fatal("docs/map-format.md must exist beside the code it documents:", err)
	}
	s := string(doc)
	i := strings.Index(s, "## A worked example")
	start := strings.Index(s[i:], "```\n") + i + 4
	end := strings.Index(s[start:], "```") + start
	b, err := ParseBoard("map-format.md", []byte(s[start:end]))
	if err != nil {
		t.Fatal(err)
	}
	if b.ID() != "ops-a" || b.Name() != "Operations A" || b.Width() != 6 || b.Height() != 3 {
		t.Fatalf("got %s %q %dx%d", b.ID(), b.Name(), b.Width(), b.Height())
	}
	l, err := NewLayout(MoveRules{}, Placement{Board: b})
	if err != nil {
		t.Fatal(err)
	}
	edge := func(a, c string) EdgeKind { return l.EdgeKind(l.EdgeBetween(sq(t, l, a), sq(t, l, c))) }
	for _, e := range []struct {
		a, b string
		want EdgeKind
	}{
		{"C1", "D1", EdgeWall}, {"B1", "B2", EdgeLine}, {"B2", "B3", EdgeLine}, {"A2", "B2", EdgeLine},
		{"B2", "C2", EdgeLine}, {"C2", "D2", EdgeDoor}, {"F2", "F3", EdgeDoor}, {"C2", "C3", EdgeWall},
		{"E2", "E3", EdgeWall}, {"D3", "E3", EdgeWall}, {"D1", "E1", EdgeNone},
	} {
		if got := edge(e.a, e.b); got != e.want {
			t.Errorf("%s|%s = %v, want %v", e.a, e.b, got, e.want)
		}
	}
	if !l.Post(4, 1) || l.Step(sq(t, l, "D1"), SE) != NoSquare {
		t.Errorf("no post between D1, E1, D2, E2")
	}
	var anchors []string
	for _, a := range l.Anchors() {
		anchors = append(anchors, string(a.Char)+l.Name(a.Square))
	}
	if got := strings.Join(anchors, " "); got != "1A1 SF1 CB2" {
		t.Errorf("anchors %s", got)
	}
	// The open borders join a neighbour.
	east := mustBoard(t, "e", "+-+", "|.|", "+-+", "|.|", "+-+", " .|", "+-+")
	south := mustBoard(t, "s", "+ +-+", "|. .|", "+-+-+")
	j, err := NewLayout(MoveRules{}, Placement{Board: b}, Placement{Board: east, X: 6}, Placement{Board: south, X: 1, Y: 3})
	if err != nil {
		t.Fatal(err)
	}
	if j.EdgeKind(j.EdgeBetween(sq(t, j, "F3"), sq(t, j, "G3"))) != EdgeNone || j.EdgeKind(j.EdgeBetween(sq(t, j, "B3"), sq(t, j, "B4"))) != EdgeNone {
		t.Errorf("open borders did not join:\n%s", j)
	}
}
