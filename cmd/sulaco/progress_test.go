package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestProgressLines: off a terminal, a line at most every few seconds
// and one at the end; on a terminal, a bar redrawn in place.
func TestProgressLines(t *testing.T) {
	var out bytes.Buffer
	clock := time.Unix(0, 0)
	p := newProgress(&out, false, func() time.Time { return clock })
	for done := 1; done <= 10; done++ {
		clock = clock.Add(time.Second)
		p.report(done, 10)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "5/10 games in 5s") || !strings.HasPrefix(lines[1], "10/10 games in 10s") {
		t.Fatalf("lines: %q", lines)
	}
	out.Reset()
	p = newProgress(&out, true, func() time.Time { return clock })
	p.report(5, 10)
	p.report(10, 10)
	if s := out.String(); !strings.Contains(s, "\r[###############               ] 5/10") || !strings.HasSuffix(s, "\n") {
		t.Fatalf("bar: %q", s)
	}
}
