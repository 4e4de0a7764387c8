package engine

import (
	"encoding/json"
	"fmt"
)

// Kind says what a Decision is to the player asked, so that a client can
// skip the questions that are not decisions: a tie-break the rules hand to
// a player (which Blip moves first, which of two equally short routes an
// Alien takes), a question with one possible answer, or a real choice.
type Kind uint8

const (
	// KindChoice is a real choice: the answer changes what the player
	// wants to happen. The zero Kind.
	KindChoice Kind = iota
	// KindTieBreak is a choice the rules hand to a player only to settle
	// a tie among equally good answers by the rules (the rules' own
	// actors, or an order among simultaneous things).
	KindTieBreak
	// KindForced is a question with a single answer. Games need not set
	// it: Decision.Class reports it for any one-option decision.
	KindForced
)

var kindNames = [...]string{KindChoice: "choice", KindTieBreak: "tie-break", KindForced: "forced"}

// String is the kind's name on the wire: "choice", "tie-break", "forced".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// MarshalText implements encoding.TextMarshaler.
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) >= len(kindNames) {
		return nil, fmt.Errorf("engine: unknown decision kind %d", uint8(k))
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, n := range kindNames {
		if n == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("engine: unknown decision kind %q (want choice, tie-break or forced)", b)
}

// Class is the decision's kind as a player sees it: forced when there is
// only one option, whatever the game marked, else the game's Kind.
func (d *Decision) Class() Kind {
	if len(d.Options) == 1 {
		return KindForced
	}
	return d.Kind
}

// MarshalJSON encodes a decision with its Class as "kind", so that a
// client learns a one-option question is forced without counting.
func (d Decision) MarshalJSON() ([]byte, error) {
	type plain Decision // without the method
	p := plain(d)
	p.Kind = d.Class()
	return json.Marshal(p)
}

// Asking is one player's choice of which questions to be asked. The zero
// value is the default: only real choices are asked; tie-breaks are
// settled by a documented default (the rules bot's answer, see package
// bot) and one-option questions are answered at once. Either way every
// answer goes through Apply and into the record, so replays are exact.
type Asking struct {
	// TieBreaks asks the player to settle tie-breaks.
	TieBreaks bool `json:"tieBreaks,omitempty"`
	// Forced asks even questions with one possible answer.
	Forced bool `json:"forced,omitempty"`
}

// Asks reports whether a player with these settings is asked d.
func (a Asking) Asks(d *Decision) bool {
	switch d.Class() {
	case KindForced:
		return a.Forced
	case KindTieBreak:
		return a.TieBreaks
	}
	return true
}

// Summarizer is implemented by games that sum a game up for the screen
// that ends it: turns played, who was lost, cards used. A summary holds
// public information only, so every seat and spectator may read it.
type Summarizer interface {
	Summary() []Msg
}

// Focuser is implemented by games that can name the square the pending
// question is about (the model acting now), so that a client keeps it in
// sight while the options point elsewhere. Public: any seat sees where a
// model stands.
type Focuser interface {
	Focus() string
}

// Odds are the exact chances of an option that rolls dice, worked out
// from the dice pools the rules know before the roll (re-rolls and
// cards played afterwards are not counted). Every figure is public.
type Odds struct {
	// Hit is the chance that the attack hits: in Aliens one roll against
	// the Aim Dial (K.4, K.5, K.14), in Mars Attacks more shooting
	// successes than the target's Survive successes (M.10.4-M.10.6).
	Hit float64 `json:"hit"`
	// Kill is the chance that the attack takes its target out of play
	// (an area attack: at least one Alien model, K.11.1).
	Kill float64 `json:"kill"`
	// Friendly is the chance that an area attack kills at least one
	// Character (K.11.3).
	Friendly float64 `json:"friendly,omitempty"`
}

// OddsTeller is implemented by games that can give the odds of an
// option of the pending decision (by its key) before it is chosen, so
// that a player plans with them; ok is false for an option that rolls
// no attack.
type OddsTeller interface {
	Odds(key string) (odds Odds, ok bool)
}

// Hazards is implemented by games that can name the squares where a
// model that steps in draws fire (Aliens: a Sentry Gun's arc, T.3), so
// that a client marks them before a player moves. Public information.
type Hazards interface {
	Hazards() []string
}

// Describer is implemented by games that can say in words where every
// piece stands, for players who cannot see the board (a screen reader).
// Public information only.
type Describer interface {
	Describe() []Msg
}
