package engine

import (
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// Limits on what a record may hold. A record comes from anyone (a file,
// a request, a header another program wrote), so decoding it takes
// bounded time and memory: anything larger is refused before it is
// parsed. The bounds are far above any real game (the longest games of
// the simulation lab make a few thousand choices).
const (
	// MaxRecordBytes bounds a record's encoding.
	MaxRecordBytes = 8 << 20
	// MaxChoices bounds the choices of one game (also sim's default
	// -max-choices).
	MaxChoices = 100_000
	// MaxRecordSeats bounds the seats of a record.
	MaxRecordSeats = 16
	// MaxOptionsBytes bounds a header's game options.
	MaxOptionsBytes = 64 << 10
	// MaxNameBytes bounds a header's short strings: the game, the content
	// version, a seat's name and player, the hash.
	MaxNameBytes = 128
	// MaxKeyBytes bounds an option key.
	MaxKeyBytes = 256
	// QuoteBytes is the most of its input an error message quotes.
	QuoteBytes = 100
)

// Clip returns s cut to at most QuoteBytes bytes (at a character
// boundary), marked with "…" and the full length when cut, for error
// messages that quote their input.
func Clip(s string) string { return ClipN(s, QuoteBytes) }

// ClipN is Clip to at most most bytes.
func ClipN(s string, most int) string {
	if len(s) <= most {
		return s
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s…(%d bytes)", s[:cut], len(s))
}

// ReadRecordFile reads and decodes the record in the file at path,
// refusing a file larger than MaxRecordBytes before reading it whole.
func ReadRecordFile(path string) (*Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxRecordBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return DecodeRecord(path, data)
}

// errTooLarge is the error of a record over MaxRecordBytes.
var errTooLarge = errors.New("record too large")
