package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/lab"
)

// TestLabBalanceWritesThePage: lab -balance fills the generated part of
// a page with the run's Aliens table and the command that made it, and
// leaves the rest; a page without markers and -balance with a shard are
// errors that name the problem, and the page is left as it was.
func TestLabBalanceWritesThePage(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "balance.md")
	before := "# Balance\n\n" + lab.BeginMarker + "\n" + lab.EndMarker + "\n\nby hand\n"
	if err := os.WriteFile(page, []byte(before), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := sulaco(t, "", "lab", "-cells", "aliens/bug-hunt-1/1/rules", "-games", "2", "-curves=false",
		"-out", filepath.Join(dir, "report"), "-balance", page)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Balance\n\n" + lab.BeginMarker + "\n2 games a cell, made by",
		"lab -cells 'aliens/bug-hunt-1/1/rules' -games 2 -seed 1 -balance balance.md",
		"| Bug Hunt 1 | 1 | ", lab.EndMarker + "\n\nby hand\n"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("page lacks %q:\n%s", want, got)
		}
	}
	bare := filepath.Join(dir, "bare.md")
	if err := os.WriteFile(bare, []byte("no markers\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-balance", bare},
		{"-balance", page, "-shard", "0/2"},
	} {
		args = append([]string{"lab", "-cells", "aliens/bug-hunt-1/1/rules", "-games", "1", "-curves=false", "-out", filepath.Join(dir, "r2")}, args...)
		if code, _, errOut := sulaco(t, "", args...); code == 0 || !strings.Contains(errOut, "balance") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
	if b, _ := os.ReadFile(bare); string(b) != "no markers\n" {
		t.Errorf("bare page changed: %q", b)
	}
}

// cancelAfter is a context whose Err turns Canceled after n calls: the
// run is interrupted after n positions' checks.
type cancelAfter struct {
	context.Context
	n int
}

func (c *cancelAfter) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

// TestOddsReportsAnInterruptedRun: odds interrupted reports the
// positions it finished, then the interruption.
func TestOddsReportsAnInterruptedRun(t *testing.T) {
	var out, errOut bytes.Buffer
	ctx := &cancelAfter{Context: context.Background(), n: 2}
	err := cmdOdds(ctx, &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut},
		[]string{"-game", "marsattacks", "-positions", "50", "-samples", "4", "-after", "10", "-workers", "1"})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v", err)
	}
	if !strings.Contains(out.String(), "marsattacks: 2 positions after 10 choices") || !strings.Contains(out.String(), "Brier") {
		t.Fatalf("output:\n%s", out.String())
	}
}
