package marsattacks

import "github.com/sulaco/sulaco/internal/engine"

// pushOpt appends *o to out. `append(out, x)` of a 72-byte option copies
// it to a temporary on the stack and from there into the array, and
// reading back the temporary just written (in overlapping 16-byte
// words) stalls the store forwarding: about four times the time of
// writing the element in place, which this does once the room is there.
// Questions copy thousands of prebuilt options a game.
func pushOpt(out []engine.Option, o *engine.Option) []engine.Option {
	n := len(out)
	if n == cap(out) {
		return append(out, *o)
	}
	out = out[:n+1]
	out[n] = *o
	return out
}
