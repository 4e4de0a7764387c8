package engine

import "strings"

// RNGHolder is implemented by games that expose their RNG, so that a
// client can tell a choice that used chance from one that did not (the
// undo policy below).
type RNGHolder interface{ RNG() *RNG }

// Reveals reports events that show something hidden: a private event (a
// card drawn into a hand) or one that draws, reveals or flips.
//
// The undo policy of every client (terminal and server) is the board-game
// site's: a seat may take back its own choices since another seat chose,
// as long as none of them used chance (the RNG did not move) or revealed
// anything (Reveals is false for its events).
func Reveals(ev []Event) bool {
	for _, e := range ev {
		if e.To != Public {
			return true
		}
		k := e.Msg.Key
		for _, w := range []string{"draw", "drew", "reveal", "spot", "flip", "deal", "shuffle", "roll"} {
			if strings.Contains(k, w) {
				return true
			}
		}
	}
	return false
}
