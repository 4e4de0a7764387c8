package aliens

import "slices"

// block hands out slices of T from a shared array: one allocation per
// few hundred values instead of one per message, option list or
// decision. The game carves its decisions, their options and their
// messages' arguments from blocks. Each slice is capped at its length,
// so an append to one moves it out instead of writing over its
// neighbour. Not state: a clone starts without blocks (two games carving
// one block would write over each other's decisions).
//
// A game with its log on never hands a carved slice out again, so a
// decision keeps its contents for as long as anyone holds it. A quiet
// game (simulations, the bench, silent replays) recycles: when its
// block is full it takes back one filled before, once no slice was
// carved from that one in the last two choices. Whoever asks Pending
// reads the decision before the next Apply, or right after it
// (sim.Bench reads the seat it answered for); two choices later nobody
// reads it. Nothing in the state points into a block: the end message
// is copied out of it (end).
type block[T any] struct {
	arr []T
	n   int // arr[:n] is handed out
	ago int // choices answered since a slice was last carved from arr
	// recycle is set in quiet games; olds are the blocks filled before
	// arr, at most maxOld, each with its own count of choices.
	recycle bool
	olds    []oldBlock[T]
}

// oldBlock is a full block and the choices answered since a slice was
// last carved from it.
type oldBlock[T any] struct {
	arr []T
	ago int
}

// blockSize is the values a block holds; maxOld the full blocks a quiet
// game keeps to take back: a question with many options (a long move)
// can fill one in a choice or two.
const (
	blockSize = 128
	maxOld    = 3
)

// take returns k zero values.
func (b *block[T]) take(k int) []T {
	if k > len(b.arr)-b.n {
		if k > blockSize/4 {
			return make([]T, k) // a rare long list: its own
		}
		b.next()
	}
	b.ago = 0
	out := b.arr[b.n : b.n+k : b.n+k]
	b.n += k
	return out
}

// next starts a new block: in a quiet game a full one nobody reads any
// more (zeroed, as take hands out zero values), else a new one.
func (b *block[T]) next() {
	full := oldBlock[T]{b.arr, b.ago}
	b.arr, b.n = nil, 0
	if b.recycle {
		for i := range b.olds {
			if b.olds[i].ago >= 2 {
				b.arr = b.olds[i].arr
				clear(b.arr)
				b.olds = slices.Delete(b.olds, i, i+1)
				break
			}
		}
	}
	if b.arr == nil {
		b.arr = make([]T, blockSize)
	}
	if full.arr == nil || !b.recycle {
		return
	}
	if len(b.olds) == maxOld {
		b.olds = slices.Delete(b.olds, 0, 1) // the oldest goes to the collector
	}
	b.olds = append(b.olds, full)
}

// answered notes that a choice was made (Apply): recycling counts
// choices, not time.
func (b *block[T]) answered() {
	b.ago++
	for i := range b.olds {
		b.olds[i].ago++
	}
}

// quiet turns recycling on or off. Either way the full blocks are
// forgotten: their slices were handed out under the other contract.
func (b *block[T]) quiet(on bool) {
	b.recycle, b.olds = on, nil
}

// fit caps s at its length; if s is the last slice taken, the values
// past its length go back to the block. Use the slice it returns: the
// old one's spare room may be handed out again.
func (b *block[T]) fit(s []T) []T {
	spare := cap(s) - len(s)
	if spare > 0 && cap(s) <= b.n && &s[:cap(s)][0] == &b.arr[b.n-cap(s)] {
		clear(b.arr[b.n-spare : b.n]) // take hands out zero values
		b.n -= spare
	}
	return s[:len(s):len(s)]
}
