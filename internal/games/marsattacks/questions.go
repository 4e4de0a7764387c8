package marsattacks

import (
	"slices"
	"sync"
	"unsafe"

	"github.com/sulaco/sulaco/internal/engine"
)

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

// Option arrays shared between quiet games. A game hands its free
// arrays (optPool) to the next games when it ends, and those its own
// pool has no place for at once, so that a long run of games (sim.Bench,
// a bot's playouts) allocates few: each new game would otherwise
// allocate its first arrays and every large question (card squares,
// followers) its own. An array here is free by the same rule as in a
// game's pool: no one reads it any more. Arrays are kept by size class:
// class c holds arrays of at least optClassLen(c) options, each as a
// pointer to its first option (a pointer is boxed without an allocation,
// a slice would be on every Put); sync.Pool is safe for games played at
// once and drops what it holds at a collection. Play never depends on
// which array a question is built in.
var sharedOpts [numOptClasses]sync.Pool

const numOptClasses = 5 // 16 .. 256 options

// optClassLen is the length of the arrays of class c: 16 << c.
func optClassLen(c int) int { return 16 << c }

// putShared gives free array x to the games to come; an array smaller
// than the least class is dropped.
func putShared(x []engine.Option) {
	for c := numOptClasses - 1; c >= 0; c-- {
		if cap(x) >= optClassLen(c) {
			sharedOpts[c].Put(unsafe.SliceData(x))
			return
		}
	}
}

// takeShared returns an empty array with room for n options: a shared
// one of the least class that holds n, or a new one of that class's
// size (so that it may be shared later).
func takeShared(n int) []engine.Option {
	for c := range numOptClasses {
		if size := optClassLen(c); n <= size {
			if p, _ := sharedOpts[c].Get().(*engine.Option); p != nil {
				return unsafe.Slice(p, size)[:0]
			}
			return make([]engine.Option, 0, size)
		}
	}
	return make([]engine.Option, 0, n)
}

// releaseOpts gives a quiet game's free arrays to the games to come,
// when it ends. The decision last answered may still be read by whoever
// holds it, so its options move to a copy of their own length: the
// holder's *Decision (one of g.decs, which the game keeps) reads the same
// options, and the shared array, often a large one that a small question
// was built in, goes to the next games instead of to the collector
// (otherwise every game loses one array, about 10 KB a game of s10).
// Only the Decision is the holder's (optBuf: its options are read before
// the next Apply through it); bots and sim read nothing after the last.
func (g *Game) releaseOpts() {
	if !g.log.Off {
		return
	}
	putShared(g.memo.spare.a)
	putShared(g.memo.spare.b)
	g.memo.spare = optPool{}
	if d := g.memo.answeredDec; d != nil && g.memo.answered != nil && len(d.Options) == len(g.memo.answered) &&
		unsafe.SliceData(d.Options) == unsafe.SliceData(g.memo.answered) {
		d.Options = slices.Clone(d.Options)
		putShared(g.memo.answered)
		g.memo.answered = d.Options
	}
}
