package engine

import (
	"strings"
	"sync"
)

// An ArgNamer tells how an argument of a game's message is named to
// people: the messages that name its value (a figure id "us-hmg-2" ->
// its profile's name and number; a list of card ids -> each card's name),
// or ok false when the value is shown as it is (a square, a number).
// Rules code keeps ids in its messages (bots and tests read them); the
// text layer asks the game's namer while rendering.
type ArgNamer func(key string, a Arg) (names []Msg, ok bool)

var namers sync.Map // message key prefix -> ArgNamer

// RegisterArgNamer sets the namer of the messages whose key starts with
// prefix ("mars."). A game registers its namer once, in init.
func RegisterArgNamer(prefix string, f ArgNamer) { namers.Store(prefix, f) }

// NameArg names argument a of the message key through the namer of the
// key's prefix (the text before its first dot, with the dot).
func NameArg(key string, a Arg) ([]Msg, bool) {
	i := strings.IndexByte(key, '.')
	if i < 0 {
		return nil, false
	}
	f, ok := namers.Load(key[:i+1])
	if !ok {
		return nil, false
	}
	return f.(ArgNamer)(key, a)
}
