package engine

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func sampleRecord() *Record {
	return &Record{
		Format: RecordFormat,
		Header: Header{Game: "pig", Content: "abc123", Options: []byte(`{"players":2,"target":20}`), Seed: 42,
			Seats: []SeatInfo{{Player: "human"}, {Player: "bot:random"}}},
		Choices: []Choice{{0, "roll"}, {0, "hold"}, {1, "roll"}},
		Hash:    "deadbeef",
	}
}

func TestRecordRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	if err := sampleRecord().Encode(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := DecodeRecord("game.json", buf.Bytes())
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, buf.String())
	}
	var again bytes.Buffer
	if err := got.Encode(&again); err != nil {
		t.Fatal(err)
	}
	if again.String() != buf.String() {
		t.Fatalf("encode(decode(x)) != x:\n%s\n---\n%s", again.String(), buf.String())
	}
	// One choice a line, so records diff well.
	if n := strings.Count(buf.String(), `{"seat":`); n != 3 {
		t.Fatalf("want 3 choice lines, got %d:\n%s", n, buf.String())
	}
}

func TestDecodeRecordErrors(t *testing.T) {
	good := func() string {
		var buf bytes.Buffer
		sampleRecord().Encode(&buf)
		return buf.String()
	}()
	tests := []struct {
		name, data, want string
	}{
		{"empty", "", "game.json:1:1: empty record"},
		{"syntax", "{\n  \"format\": 1,\n  \"game\": pig\n}", "game.json:3:12: syntax error"},
		{"truncated", good[:len(good)/2], "record ends too early"},
		{"unknown field", strings.Replace(good, `"seed"`, `"colour": 3, "seed"`, 1), `game.json:9:3: colour: unknown field`},
		{"wrong type", strings.Replace(good, `"seed": 42`, `"seed": "42"`, 1), `game.json:9:15: seed: want a whole number, not text`},
		{"format", strings.Replace(good, `"format": 1`, `"format": 7`, 1), "game.json:2:3: format: unsupported record format 7"},
		{"no game", strings.Replace(good, `"game": "pig"`, `"game": ""`, 1), "game.json:3:3: game: missing game name"},
		{"bad seat", strings.Replace(good, `{"seat":1,"key":"roll"}`, `{"seat":5,"key":"roll"}`, 1), "game.json:21:5: choices[2]: bad choice (seat 5"},
		{"empty key", strings.Replace(good, `{"seat":0,"key":"hold"}`, `{"seat":0,"key":""}`, 1), "game.json:20:5: choices[1]: bad choice"},
		{"trailing", good + "{}", "unexpected data after the record"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeRecord("game.json", []byte(tt.data))
			if err == nil {
				t.Fatalf("decoded without error; want %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %q; want it to contain %q", err, tt.want)
			}
			var pe *PosError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T is not a *PosError", err)
			}
		})
	}
}

func FuzzDecodeRecord(f *testing.F) {
	var buf bytes.Buffer
	sampleRecord().Encode(&buf)
	f.Add(buf.Bytes())
	f.Add([]byte(`{"format":1}`))
	f.Add([]byte(`{"format":1,"game":"x","seats":[{"player":"human"}],"choices":[{"seat":0,"key":"a"}]}`))
	f.Add([]byte("\xff\xfe"))
	buf.Reset()
	encodeJournal(&buf, sampleRecord())
	f.Add(buf.Bytes())
	f.Add(append(buf.Bytes(), `{"seat":1,"key":"ro`...))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := DecodeRecord("fuzz.json", data)
		if err != nil {
			var pe *PosError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("error without a position: %v", err)
			}
			return
		}
		if r.Format != RecordFormat || r.Game == "" || len(r.Seats) == 0 {
			t.Fatalf("accepted an invalid record: %+v", r)
		}
		var out bytes.Buffer
		if err := r.Encode(&out); err != nil {
			t.Fatal(err)
		}
		if _, err := DecodeRecord("again.json", out.Bytes()); err != nil {
			t.Fatalf("re-encoded record does not decode: %v\n%s", err, out.String())
		}
	})
}

func TestLineCol(t *testing.T) {
	data := []byte("ab\ncd\n\nx")
	for _, tt := range []struct {
		off       int64
		line, col int
	}{{0, 1, 1}, {1, 1, 2}, {3, 2, 1}, {6, 3, 1}, {7, 4, 1}, {99, 4, 2}, {-5, 1, 1}} {
		if l, c := LineCol(data, tt.off); l != tt.line || c != tt.col {
			t.Errorf("LineCol(%d) = %d:%d; want %d:%d", tt.off, l, c, tt.line, tt.col)
		}
	}
}

// TestDecodeRecordLimits: a record over a limit is refused with an error
// naming the field and quoting at most QuoteBytes of the input.
func TestDecodeRecordLimits(t *testing.T) {
	var buf bytes.Buffer
	sampleRecord().Encode(&buf)
	good := buf.String()
	huge := strings.Repeat("x", 50_000)
	many := func(n int) string {
		r := sampleRecord()
		r.Choices = make([]Choice, n)
		for i := range r.Choices {
			r.Choices[i] = Choice{0, "r"}
		}
		var b bytes.Buffer
		r.Encode(&b)
		return b.String()
	}
	tests := []struct {
		name, data, want string
	}{
		{"player name", strings.Replace(good, `"player": "human"`, `"name": "`+huge+`", "player": "human"`, 1), "name: 50000 bytes, more than 128"},
		{"player", strings.Replace(good, `"player": "human"`, `"player": "`+huge+`"`, 1), "player: 50000 bytes"},
		{"game", strings.Replace(good, `"game": "pig"`, `"game": "`+huge+`"`, 1), "game: 50000 bytes"},
		{"options", strings.Replace(good, `"target": 20`, `"target": 20, "pad": "`+strings.Repeat(huge, 2)+`"`, 1), "options: 100"},
		{"key", strings.Replace(good, `"key":"hold"`, `"key":"`+huge+`"`, 1), "choices[1]: bad choice"},
		{"unknown field", strings.Replace(good, `"seed"`, `"`+huge+`": 3, "seed"`, 1), "unknown field"},
		{"choices", many(MaxChoices + 1), "more than 100000"},
		{"size", good[:len(good)-2] + strings.Repeat(" ", MaxRecordBytes) + "}\n", "record too large"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeRecord("game.json", []byte(tc.data))
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "game.json") {
				t.Errorf("error %.300q; want it to contain %q and the file", err, tc.want)
			}
			if len(err.Error()) > 3*QuoteBytes {
				t.Errorf("error of %d bytes quotes too much input: %.300q", len(err.Error()), err)
			}
		})
	}
	if _, err := DecodeRecord("game.json", []byte(many(1000))); err != nil {
		t.Fatalf("a record within the limits: %v", err)
	}
	long := (&IllegalChoiceError{Game: "pig", Key: huge, Reason: "not one of the options"}).Error()
	if len(long) > 3*QuoteBytes {
		t.Errorf("an illegal choice quotes %d bytes", len(long))
	}
}
