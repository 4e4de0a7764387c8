package enginetest

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// CheckNoLeak encodes seat's view as JSON and fails if it contains any of
// the secret strings (another seat's hand, a face-down value). Secrets are
// matched as whole JSON values or quoted strings by the caller's choice of
// string: pass `"card-id"` with quotes to match a string value exactly.
func CheckNoLeak(g engine.Game, seat engine.Seat, secrets []string) error {
	return noLeak(fmt.Sprintf("view of seat %d", seat), g.View(seat), secrets)
}

// checkScene checks the scene a client draws for seat (scene.Source),
// with d pending: it holds none of the seat's secrets, and the squares of
// the options only for the seat that chooses.
func checkScene(g engine.Game, seat engine.Seat, d *engine.Decision, secrets []string) error {
	src, ok := g.(scene.Source)
	if !ok {
		return nil
	}
	sc := src.Scene(seat)
	if seat != d.Seat && len(sc.Targets) > 0 {
		return fmt.Errorf("the scene of seat %d shows where seat %d's options point", seat, d.Seat)
	}
	return noLeak(fmt.Sprintf("scene of seat %d", seat), sc, secrets)
}

// noLeak encodes what a seat receives as JSON and fails if it holds one
// of the secrets.
func noLeak(what string, v any, secrets []string) error {
	if len(secrets) == 0 {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("%s does not encode: %w", what, err)
	}
	text := string(b)
	for _, s := range secrets {
		if strings.Contains(text, s) {
			return fmt.Errorf("%s leaks %s: %s", what, s, clip(text))
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

// publicChoice is a choice's projection as the leak check reads it: the
// projection itself, and its key split at ':' and ',' so that a secret
// given as a quoted string ("card-id") matches a key that names it
// ("recycle:card-id").
type publicChoice struct {
	Option engine.Option `json:"option"`
	Parts  []string      `json:"parts"`
}

func projection(o engine.Option) publicChoice {
	return publicChoice{Option: o, Parts: strings.FieldsFunc(o.Key, func(r rune) bool { return r == ':' || r == ',' })}
}

// clip shortens what a leak message quotes.
func clip(s string) string {
	const most = 300
	if len(s) > most {
		return s[:most] + "…"
	}
	return s
}
