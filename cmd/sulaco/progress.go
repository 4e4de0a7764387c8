package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/x/term"
)

// progressEvery is how often a long run writes a progress line when its
// error stream is not a terminal (a log, a CI job, a Kubernetes pod).
const progressEvery = 5 * time.Second

// progressReporter returns a sim.Config.Progress that draws a bar on a
// terminal and, elsewhere, writes a line every few seconds; nil when
// there is nowhere to write.
func progressReporter(e *env) func(done, total int) {
	if e.stderr == nil {
		return nil
	}
	f, ok := e.stderr.(*os.File)
	tty := ok && term.IsTerminal(f.Fd())
	return newProgress(e.stderr, tty, time.Now).report
}

type progress struct {
	mu    sync.Mutex
	w     io.Writer
	tty   bool
	now   func() time.Time
	start time.Time
	last  time.Time
}

func newProgress(w io.Writer, tty bool, now func() time.Time) *progress {
	t := now()
	return &progress{w: w, tty: tty, now: now, start: t, last: t}
}

func (p *progress) report(done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t := p.now()
	elapsed := t.Sub(p.start)
	left := time.Duration(0)
	if done > 0 {
		left = time.Duration(float64(elapsed) * float64(total-done) / float64(done))
	}
	if p.tty {
		const width = 30
		filled := width * done / max(total, 1)
		fmt.Fprintf(p.w, "\r[%s%s] %d/%d games, %s left ", strings.Repeat("#", filled), strings.Repeat(" ", width-filled),
			done, total, left.Round(time.Second))
		if done == total {
			fmt.Fprintln(p.w)
		}
		return
	}
	if done == total || t.Sub(p.last) >= progressEvery {
		p.last = t
		fmt.Fprintf(p.w, "%d/%d games in %s, %s left\n", done, total, elapsed.Round(time.Second), left.Round(time.Second))
	}
}
