package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestJournalAppendsALineAChoice: saving a choice appends one line and
// leaves every byte written before as it was; the file reads back as the
// record, hash included.
func TestJournalAppendsALineAChoice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	r := sampleRecord()
	start := &Record{Format: RecordFormat, Header: r.Header, Choices: r.Choices[:1]}
	j := NewJournal(path, start)
	defer j.Close()
	if err := j.Flush(); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	for i, c := range r.Choices[1:] {
		if err := j.Append(c, "hash"+string(rune('a'+i))); err != nil {
			t.Fatal(err)
		}
		after, _ := os.ReadFile(path)
		if !bytes.HasPrefix(after, before) || bytes.Count(after[len(before):], []byte("\n")) != 1 {
			t.Fatalf("append %d rewrote the file or added more than a line:\n%s\n---\n%s", i, before, after)
		}
		before = after
	}
	got, err := ReadRecordFile(path)
	if err != nil {
		t.Fatalf("read back: %v\n%s", err, before)
	}
	want := *r
	want.Hash = "hashb"
	if !reflect.DeepEqual(got, &want) {
		t.Fatalf("read back %+v, want %+v", got, want)
	}
}

// TestJournalTornLastLine: a crash in the middle of an append leaves a
// line without its newline; reading drops it (it was never reported as
// saved) and keeps everything before it.
func TestJournalTornLastLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	j := NewJournal(path, sampleRecord())
	if err := j.Flush(); err != nil {
		t.Fatal(err)
	}
	j.Close()
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"seat":1,"key":"ro`)
	f.Close()
	got, err := ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Choices) != 3 || got.Hash != "deadbeef" {
		t.Fatalf("after a torn line: %d choices, hash %q", len(got.Choices), got.Hash)
	}
}

// TestJournalRewritesAfterAFailedAppend: after an append fails, the next
// one writes the whole journal again, so nothing is lost and no broken
// line stays in the middle.
func TestJournalRewritesAfterAFailedAppend(t *testing.T) {
	path := filepath.Join(t.TempDir(), "save.json")
	r := sampleRecord()
	j := NewJournal(path, &Record{Header: r.Header})
	if err := j.Flush(); err != nil {
		t.Fatal(err)
	}
	j.file.Close() // the next write fails as on a full disk
	if err := j.Append(r.Choices[0], "h1"); err == nil || !j.stale {
		t.Fatalf("append to a closed file: %v, stale %v", err, j.stale)
	}
	if err := j.Append(r.Choices[1], "h2"); err != nil || j.stale {
		t.Fatalf("append after a failure: %v", err)
	}
	j.Close()
	got, err := ReadRecordFile(path)
	if err != nil || len(got.Choices) != 2 || got.Hash != "h2" {
		t.Fatalf("after the rewrite: %+v, %v", got, err)
	}
}

// TestJournalErrors: a journal is read as strictly as a record; errors
// name the file and the line.
func TestJournalErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := encodeJournal(&buf, sampleRecord()); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	for _, c := range []struct{ name, data, want string }{
		{"unknown header field", strings.Replace(good, `"seed"`, `"sead"`, 1), "save.json:1:1: header: "},
		{"bad choice line", strings.Replace(good, `{"seat":0,"key":"hold"}`, `{"seat":0,"key":hold}`, 1), "save.json:3:1: choices[1]: "},
		{"seat out of range", strings.Replace(good, `{"seat":1,`, `{"seat":7,`, 1), "save.json:4:1: choices[2]: bad choice (seat 7"},
		{"unknown choice field", strings.Replace(good, `{"seat":0,"key":"hold"}`, `{"seat":0,"key":"hold","x":1}`, 1), "save.json:3:1: choices[1]: "},
		{"no seats", strings.Replace(good, `"seats":[{"player":"human"},{"player":"bot:random"}]`, `"seats":[]`, 1), "seats: a record needs at least one seat"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := DecodeRecord("save.json", []byte(c.data))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q\n%s", err, c.want, c.data)
			}
		})
	}
}
