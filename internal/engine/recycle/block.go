package recycle

import "slices"

// block hands out slices of T from a shared array, each capped at its
// length. A quiet block (recycle) keeps the arrays it filled before, at
// most maxOld, and takes one back when it needs a new array, once no
// slice was carved from that one in the last two choices. What it hands
// out may hold values of an earlier use: Memory overwrites or clears it.
type block[T any] struct {
	arr []T
	n   int // arr[:n] is handed out
	// recycle is set in quiet games; olds are the arrays filled before
	// arr, each with the choice it was filled in.
	recycle bool
	olds    []oldBlock[T]
}

// oldBlock is a full array and the choice (Memory.choice) it was filled
// in: no slice was carved from it after that.
type oldBlock[T any] struct {
	arr    []T
	filled int
}

// blockSize is the values a block's array holds; maxOld the full arrays
// a quiet block keeps to take back: a question with many options (a long
// move) can fill one in a choice or two.
const (
	blockSize = 128
	maxOld    = 3
)

// take returns k values, in choice now.
func (b *block[T]) take(k, now int) []T {
	if k > len(b.arr)-b.n {
		if k > blockSize/4 {
			return make([]T, k) // a rare long list: its own
		}
		b.next(now)
	}
	b.n += k
	return b.arr[b.n-k : b.n : b.n]
}

// next starts a new array: in a quiet block a full one nobody reads any
// more (two choices answered since it was filled), else a new one.
func (b *block[T]) next(now int) {
	full := oldBlock[T]{b.arr, now}
	b.arr, b.n = nil, 0
	if b.recycle {
		for i := range b.olds {
			if now-b.olds[i].filled >= 2 {
				b.arr = b.olds[i].arr
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

// quiet turns recycling on or off and forgets every array: their slices
// were handed out under the other rule.
func (b *block[T]) quiet(on bool) {
	*b = block[T]{recycle: on}
}

// fit caps s at its length; if s is the last slice taken, the values
// past its length go back to the block.
func (b *block[T]) fit(s []T) []T {
	spare := cap(s) - len(s)
	if spare > 0 && cap(s) <= b.n && &s[:cap(s)][0] == &b.arr[b.n-cap(s)] {
		b.n -= spare
	}
	return s[:len(s):len(s)]
}
