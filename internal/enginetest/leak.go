package enginetest

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// CheckNoLeak encodes seat's view as JSON and fails if it contains any of
// the secret strings (another seat's hand, a face-down value). Secrets are
// matched as whole JSON values or quoted strings by the caller's choice of
// string: pass `"card-id"` with quotes to match a string value exactly.
func CheckNoLeak(g engine.Game, seat engine.Seat, secrets []string) error {
	if len(secrets) == 0 {
		return nil
	}
	b, err := json.Marshal(g.View(seat))
	if err != nil {
		return fmt.Errorf("view of seat %d does not encode: %w", seat, err)
	}
	view := string(b)
	for _, s := range secrets {
		if strings.Contains(view, s) {
			return fmt.Errorf("view of seat %d leaks %s", seat, s)
		}
	}
	return nil
}

// Secreter is implemented by games that can list what a seat may not see
// now (quoted JSON strings: card keys, hidden values), so that a leak
// check can look for them in anything sent to that seat: views, events,
// decisions, socket frames.
type Secreter interface {
	Secrets(seat engine.Seat) []string
}

// CheckBytesNoLeak fails if data (a frame, a file, a line of output) sent
// to seat contains any of the secrets.
func CheckBytesNoLeak(data []byte, seat engine.Seat, secrets []string) error {
	s := string(data)
	for _, secret := range secrets {
		if strings.Contains(s, secret) {
			return fmt.Errorf("what seat %d received leaks %s", seat, secret)
		}
	}
	return nil
}
