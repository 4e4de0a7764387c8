// Command genrules builds the client's rules-text index (rules.txt) from
// the numbered rule specs: one line per rule, "<game> <id>\t<text>", the
// text paraphrased by the spec, its source citations dropped and cut
// short. Run by go generate in internal/tui:
//
//	go run ./genrules -spec DIR > rules.txt
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

var (
	ruleLine = regexp.MustCompile(`^\s*[-*] \*\*([A-Z][0-9]*(?:\.[0-9]+)*)([^*]*)\*\*\s*(.*)$`)
	citation = regexp.MustCompile("\\s*`[^`]*`")
)

// most is the longest text kept for one rule: the client shows it in a
// box on an 80x24 screen.
const most = 600

func main() {
	spec := flag.String("spec", "", "directory holding aliens-rules.md and mars-attacks-rules.md")
	flag.Parse()
	if *spec == "" {
		fmt.Fprintln(os.Stderr, "genrules: -spec DIR is required")
		os.Exit(2)
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for _, f := range []struct{ tag, file string }{{"aliens", "aliens-rules.md"}, {"mars", "mars-attacks-rules.md"}} {
		if err := index(w, f.tag, filepath.Join(*spec, f.file)); err != nil {
			fmt.Fprintln(os.Stderr, "genrules:", err)
			os.Exit(1)
		}
	}
}

func index(w *bufio.Writer, tag, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		m := ruleLine.FindStringSubmatch(line)
		if m == nil || seen[m[1]] {
			continue
		}
		seen[m[1]] = true
		text := strings.TrimSpace(strings.Trim(strings.TrimSpace(m[2]), ".") + ". " + m[3])
		text = strings.TrimPrefix(text, ". ")
		text = strings.Join(strings.Fields(citation.ReplaceAllString(text, "")), " ")
		text = strings.ReplaceAll(text, "**", "")
		if r := []rune(text); len(r) > most {
			text = string(r[:most-1]) + "…"
		}
		fmt.Fprintf(w, "%s %s\t%s\n", tag, m[1], text)
	}
	return nil
}
