package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// RecordFormat is the version of the record encoding written by this
// build. Decoding refuses other versions rather than guessing.
const RecordFormat = 1

// Record is a whole game as data: the header that sets it up and the list
// of choices made in it. Chance is not recorded: the seed reproduces it.
// A record is the save file, the replay, the bug report and the network
// protocol.
type Record struct {
	Format int `json:"format"`
	Header
	Choices []Choice `json:"choices"`
	// Hash is the state hash after the last choice, if known; Replay
	// checks it.
	Hash string `json:"hash,omitempty"`
	// Error is what went wrong in the game the record reproduces (a
	// failure record of the simulation lab), if anything.
	Error string `json:"error,omitempty"`
}

// Header is everything needed to set up a game before its first choice.
type Header struct {
	// Game names the rules: "aliens", "marsattacks".
	Game string `json:"game"`
	// Content is the version of the content the game was created with.
	Content string `json:"content"`
	// Options are the game's own settings (mission, readings of the
	// rules), decoded strictly by the game.
	Options json.RawMessage `json:"options,omitempty"`
	// Seed fixes every roll, shuffle and draw.
	Seed uint64 `json:"seed"`
	// Seats says who sits where.
	Seats []SeatInfo `json:"seats"`
	// Position, when set, is the position file (docs/positions.md) the
	// game starts from instead of a new game of the options; Seed then
	// seeds what the position leaves to chance. Records without one are
	// read as before.
	Position string `json:"position,omitempty"`
}

// SeatInfo describes who plays a seat.
type SeatInfo struct {
	Name string `json:"name,omitempty"`
	// Player is "human" or a bot ("bot:random", "bot:rules").
	Player string `json:"player"`
	// Ask is the player's choice of which questions to be asked (nil:
	// the default, real choices only). It changes no rule: an answer
	// given for the player is a choice in the record like any other.
	Ask *Asking `json:"ask,omitempty"`
}

// Asking returns seat's settings for which questions to ask.
func (h *Header) Asking(seat Seat) Asking {
	if int(seat) < 0 || int(seat) >= len(h.Seats) || h.Seats[seat].Ask == nil {
		return Asking{}
	}
	return *h.Seats[seat].Ask
}

// Choice is one answer in a record.
type Choice struct {
	Seat Seat   `json:"seat"`
	Key  string `json:"key"`
}

// Encode writes the record as indented JSON, one choice a line so that
// records diff well.
func (r *Record) Encode(w io.Writer) error {
	if r.Format == 0 {
		r.Format = RecordFormat
	}
	head, err := json.MarshalIndent(struct {
		Format int `json:"format"`
		Header
	}{r.Format, r.Header}, "", "  ")
	if err != nil {
		return fmt.Errorf("engine: encode record: %w", err)
	}
	var b bytes.Buffer
	b.Write(head[:len(head)-2]) // drop the closing "\n}"
	b.WriteString(",\n  \"choices\": [")
	for i, c := range r.Choices {
		if i > 0 {
			b.WriteByte(',')
		}
		line, err := json.Marshal(c)
		if err != nil {
			return fmt.Errorf("engine: encode record: choice %d: %w", i, err)
		}
		b.WriteString("\n    ")
		b.Write(line)
	}
	if len(r.Choices) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]")
	if r.Hash != "" {
		fmt.Fprintf(&b, ",\n  \"hash\": %q", r.Hash)
	}
	if r.Error != "" {
		msg, err := json.Marshal(r.Error)
		if err != nil {
			return fmt.Errorf("engine: encode record: error: %w", err)
		}
		fmt.Fprintf(&b, ",\n  \"error\": %s", msg)
	}
	b.WriteString("\n}\n")
	_, err = w.Write(b.Bytes())
	return err
}

// DecodeRecord reads a record strictly: unknown fields, trailing data, a
// wrong format version or a missing field are errors, each naming the
// file and the line and column where it was found. It reads a journal
// (see JournalFormat) as well.
func DecodeRecord(name string, data []byte) (*Record, error) {
	if len(data) > MaxRecordBytes {
		return nil, fmt.Errorf("%s: %w: more than %d bytes", name, errTooLarge, MaxRecordBytes)
	}
	if isJournal(data) {
		return decodeJournal(name, data)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var r Record
	if err := dec.Decode(&r); err != nil {
		return nil, jsonError(name, data, dec.InputOffset(), err)
	}
	if dec.More() {
		return nil, posError(name, data, dec.InputOffset(), "unexpected data after the record")
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, posError(name, data, dec.InputOffset(), "unexpected data after the record")
	}
	if r.Format != RecordFormat {
		return nil, posError(name, data, fieldOffset(data, "format"),
			fmt.Sprintf("format: unsupported record format %d (this build reads %d)", r.Format, RecordFormat))
	}
	if r.Game == "" {
		return nil, posError(name, data, fieldOffset(data, "game"), "game: missing game name")
	}
	if len(r.Seats) == 0 {
		return nil, posError(name, data, fieldOffset(data, "seats"), "seats: a record needs at least one seat")
	}
	if err := r.checkLimits(name, data); err != nil {
		return nil, err
	}
	for i, c := range r.Choices {
		if c.Key == "" || c.Seat < 0 || int(c.Seat) >= len(r.Seats) || len(c.Key) > MaxKeyBytes {
			return nil, posError(name, data, choiceOffset(data, i),
				fmt.Sprintf("choices[%d]: bad choice (seat %d, key %q)", i, c.Seat, Clip(c.Key)))
		}
	}
	return &r, nil
}

// checkLimits refuses a header beyond the limits of limits.go.
func (r *Record) checkLimits(name string, data []byte) error {
	long := func(field, s string, most int) error {
		if len(s) <= most {
			return nil
		}
		return posError(name, data, fieldOffset(data, field),
			fmt.Sprintf("%s: %d bytes, more than %d: %q", field, len(s), most, Clip(s)))
	}
	for _, f := range []struct {
		field, value string
		most         int
	}{
		{"game", r.Game, MaxNameBytes},
		{"content", r.Content, MaxNameBytes},
		{"hash", r.Hash, MaxNameBytes},
		{"error", r.Error, MaxOptionsBytes},
		{"options", string(r.Options), MaxOptionsBytes},
	} {
		if err := long(f.field, f.value, f.most); err != nil {
			return err
		}
	}
	if len(r.Seats) > MaxRecordSeats {
		return posError(name, data, fieldOffset(data, "seats"),
			fmt.Sprintf("seats: %d seats, more than %d", len(r.Seats), MaxRecordSeats))
	}
	for _, s := range r.Seats {
		if err := long("name", s.Name, MaxNameBytes); err != nil {
			return err
		}
		if err := long("player", s.Player, MaxNameBytes); err != nil {
			return err
		}
	}
	if len(r.Choices) > MaxChoices {
		return posError(name, data, fieldOffset(data, "choices"),
			fmt.Sprintf("choices: %d choices, more than %d", len(r.Choices), MaxChoices))
	}
	return nil
}

// PosError is an error at a place in a file.
type PosError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *PosError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

func posError(name string, data []byte, off int64, msg string) error {
	line, col := LineCol(data, off)
	return &PosError{File: name, Line: line, Col: col, Msg: msg}
}

// jsonError turns an encoding/json error into a PosError at the place it
// names.
func jsonError(name string, data []byte, fallback int64, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return posError(name, data, syn.Offset, "syntax error: "+Clip(syn.Error()))
	case errors.As(err, &typ):
		msg, _ := typeMismatch(err)
		return posError(name, data, typ.Offset, msg)
	case errors.Is(err, io.EOF):
		return posError(name, data, 0, "empty record")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return posError(name, data, int64(len(data)), "record ends too early")
	}
	// Unknown fields come back as plain errors: `json: unknown field "x"`.
	msg := err.Error()
	var unknown string
	if _, e := fmt.Sscanf(msg, "json: unknown field %q", &unknown); e == nil {
		return posError(name, data, fieldOffset(data, unknown), fmt.Sprintf("%s: unknown field", Clip(unknown)))
	}
	return posError(name, data, fallback, Clip(msg))
}

// LineCol converts a byte offset into a 1-based line and column.
func LineCol(data []byte, off int64) (line, col int) {
	if off < 0 {
		off = 0
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line, col = 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}

// fieldOffset finds where a field name first appears as a key, for
// errors that encoding/json reports without a position.
func fieldOffset(data []byte, field string) int64 {
	i := bytes.Index(data, []byte(`"`+field+`"`))
	if i < 0 {
		return 0
	}
	return int64(i)
}

// choiceOffset finds the start of choice i in the choices array.
func choiceOffset(data []byte, i int) int64 {
	dec := json.NewDecoder(bytes.NewReader(data))
	depth := 0
	inChoices := false
	n := -1
	for {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return 0
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				if inChoices && depth == 2 && t == '{' {
					n++
					if n == i {
						return skipSpace(data, off)
					}
				}
				depth++
			case '}', ']':
				depth--
				if inChoices && depth == 1 {
					return 0
				}
			}
		case string:
			if depth == 1 && t == "choices" {
				inChoices = true
			}
		}
	}
}

func skipSpace(data []byte, off int64) int64 {
	for off < int64(len(data)) {
		switch data[off] {
		case ' ', '\t', '\n', '\r', ',':
			off++
		default:
			return off
		}
	}
	return off
}

// DecodeOptions reads a header's game options strictly into opts, which
// holds the defaults: empty data keeps them, unknown fields, wrong types
// and trailing data are errors.
func DecodeOptions(data json.RawMessage, opts any) error {
	if len(data) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(opts); err != nil {
		if msg, ok := typeMismatch(err); ok {
			return errors.New(msg)
		}
		var unknown string
		if _, e := fmt.Sscanf(err.Error(), "json: unknown field %q", &unknown); e == nil {
			return fmt.Errorf("%s: unknown option", unknown)
		}
		return err
	}
	if dec.More() {
		return errors.New("unexpected data after the options")
	}
	return nil
}
