package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/sulaco/sulaco/internal/safefile"
)

// JournalFormat is the version of the journal encoding: a record kept on
// disk one line at a time, so that saving a choice appends a line instead
// of rewriting the whole file (a game of many choices would otherwise
// write a growing file after every one). The first line is the header,
// `{"format":2,"game":…}`; every other line is one choice with the hash of
// the state after it, `{"seat":0,"key":"move:C4","hash":"…"}`. A last line
// without its newline is a write cut short by a crash: it was never
// reported as saved, and reading drops it. DecodeRecord reads both
// formats; everything else writes the one-document format of Encode.
const JournalFormat = 2

// journalChoice is a choice line of a journal.
type journalChoice struct {
	Choice
	Hash string `json:"hash,omitempty"`
}

// Journal is a save file that grows by one line a choice.
type Journal struct {
	path   string
	file   *os.File
	record Record // everything so far, to write the file whole when it must be
	stale  bool   // the file lacks some of record: the next write rewrites it whole
}

// NewJournal returns the journal of r at path. It writes nothing yet: the
// first Append (or Flush) replaces the file at path, atomically (see
// safefile), and later appends add a line each.
func NewJournal(path string, r *Record) *Journal {
	j := &Journal{path: path, record: *r, stale: true}
	j.record.Choices = append([]Choice(nil), r.Choices...)
	return j
}

// Flush writes the whole journal if the file lacks any of it.
func (j *Journal) Flush() error {
	if !j.stale {
		return nil
	}
	return j.rewrite()
}

// rewrite writes the whole journal anew and reopens it for appending.
func (j *Journal) rewrite() error {
	if j.file != nil {
		j.file.Close()
		j.file = nil
	}
	err := safefile.Write(j.path, func(w io.Writer) error {
		return encodeJournal(w, &j.record)
	})
	if err != nil {
		return err
	}
	f, err := os.OpenFile(j.path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fmt.Errorf("save %s: %w", j.path, err)
	}
	j.file, j.stale = f, false
	return nil
}

// Append adds one choice and the hash of the state after it, and returns
// once the line is on the disk. After a failed write (a full disk, a
// read-only file) the next one rewrites the whole file, so a half-written
// line never stays in the middle of a journal.
func (j *Journal) Append(c Choice, hash string) error {
	j.record.Choices = append(j.record.Choices, c)
	j.record.Hash = hash
	if j.stale {
		return j.rewrite()
	}
	line, err := json.Marshal(journalChoice{c, hash})
	if err != nil {
		return fmt.Errorf("save %s: %w", j.path, err)
	}
	if _, err := j.file.Write(append(line, '\n')); err != nil {
		j.stale = true
		return fmt.Errorf("save %s: %w", j.path, err)
	}
	if err := j.file.Sync(); err != nil {
		j.stale = true
		return fmt.Errorf("save %s: %w", j.path, err)
	}
	return nil
}

// Close closes the file.
func (j *Journal) Close() error {
	if j.file == nil {
		return nil
	}
	err := j.file.Close()
	j.file = nil
	return err
}

// encodeJournal writes r as a journal: the header line, then a line a
// choice; the last choice carries r.Hash.
func encodeJournal(w io.Writer, r *Record) error {
	head, err := json.Marshal(struct {
		Format int `json:"format"`
		Header
	}{JournalFormat, r.Header})
	if err != nil {
		return fmt.Errorf("engine: encode journal: %w", err)
	}
	var b bytes.Buffer
	b.Write(head)
	b.WriteByte('\n')
	for i, c := range r.Choices {
		line := journalChoice{Choice: c}
		if i == len(r.Choices)-1 {
			line.Hash = r.Hash
		}
		data, err := json.Marshal(line)
		if err != nil {
			return fmt.Errorf("engine: encode journal: choice %d: %w", i, err)
		}
		b.Write(data)
		b.WriteByte('\n')
	}
	_, err = w.Write(b.Bytes())
	return err
}

// isJournal reports whether data's first line is a journal header.
func isJournal(data []byte) bool {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	var probe struct {
		Format int `json:"format"`
	}
	return json.Unmarshal(first, &probe) == nil && probe.Format == JournalFormat
}

// decodeJournal reads a journal as strictly as DecodeRecord reads a
// record; errors name the file and the line.
func decodeJournal(name string, data []byte) (*Record, error) {
	var r Record
	off := 0
	for lineNo := 1; off < len(data); lineNo++ {
		end := bytes.IndexByte(data[off:], '\n')
		torn := end < 0
		if torn {
			end = len(data) - off
		}
		line := data[off : off+end]
		if lineNo == 1 {
			var head struct {
				Format int `json:"format"`
				Header
			}
			if err := strictJSON(line, &head); err != nil {
				return nil, &PosError{File: name, Line: lineNo, Col: 1, Msg: "header: " + Clip(err.Error())}
			}
			r.Header = head.Header
			if r.Game == "" {
				return nil, &PosError{File: name, Line: 1, Col: 1, Msg: "game: missing game name"}
			}
			if len(r.Seats) == 0 {
				return nil, &PosError{File: name, Line: 1, Col: 1, Msg: "seats: a record needs at least one seat"}
			}
		} else if len(bytes.TrimSpace(line)) > 0 {
			var c journalChoice
			if err := strictJSON(line, &c); err != nil {
				if torn {
					break // a write cut short by a crash: never saved
				}
				return nil, &PosError{File: name, Line: lineNo, Col: 1, Msg: fmt.Sprintf("choices[%d]: %s", len(r.Choices), Clip(err.Error()))}
			}
			if len(r.Choices) == MaxChoices {
				return nil, &PosError{File: name, Line: lineNo, Col: 1, Msg: fmt.Sprintf("choices: more than %d choices", MaxChoices)}
			}
			if c.Key == "" || c.Seat < 0 || int(c.Seat) >= len(r.Seats) || len(c.Key) > MaxKeyBytes {
				return nil, &PosError{File: name, Line: lineNo, Col: 1,
					Msg: fmt.Sprintf("choices[%d]: bad choice (seat %d, key %q)", len(r.Choices), c.Seat, Clip(c.Key))}
			}
			r.Choices = append(r.Choices, c.Choice)
			r.Hash = c.Hash
		}
		off += end + 1
	}
	// From here on a journal is a record like any other.
	r.Format = RecordFormat
	if err := r.checkLimits(name, data); err != nil {
		return nil, err
	}
	return &r, nil
}

// strictJSON decodes one JSON value and nothing after it, refusing
// unknown fields.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("unexpected data after the value")
	}
	return nil
}
