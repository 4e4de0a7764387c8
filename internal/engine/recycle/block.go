package recycle

import (
	"slices"
	"sync"
)

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
	// shared are the arrays of quietSize that ended quiet games left
	// free (release), for the games to come: without them every game,
	// and every playout of a bot, would allocate its arrays anew.
	shared *sync.Pool
}

// oldBlock is a full array and the choice (Memory.choice) it was filled
// in: no slice was carved from it after that.
type oldBlock[T any] struct {
	arr    []T
	filled int
}

// quietSize is the values a quiet block's array holds: the longest
// questions (card squares, long moves) fit in one, so a quiet game in
// its stride allocates nothing. A logged block's arrays are smaller
// (loggedSize), and its long lists get their own: it never takes an
// array back, and a server holds one per table. maxOld are the full
// arrays a quiet block keeps to take back: a choice with a few long
// questions fills two or three, and an array comes back two choices
// after it was filled.
const (
	quietSize  = 256
	loggedSize = 128
	maxOld     = 6
)

// take returns k values, in choice now.
func (b *block[T]) take(k, now int) []T {
	if k > len(b.arr)-b.n {
		if !b.recycle && k > loggedSize/4 {
			return make([]T, k) // a rare long list in a logged game: its own
		}
		b.next(k, now)
	}
	b.n += k
	return b.arr[b.n-k : b.n : b.n]
}

// next starts a new array of at least k values: in a quiet block a full
// one nobody reads any more (two choices answered since it was filled)
// or one an ended game left, else a new one.
func (b *block[T]) next(k, now int) {
	full := oldBlock[T]{b.arr, now}
	b.arr, b.n = nil, 0
	if b.recycle {
		for i := range b.olds {
			if now-b.olds[i].filled >= 2 && len(b.olds[i].arr) >= k {
				b.arr = b.olds[i].arr
				b.olds = slices.Delete(b.olds, i, i+1)
				break
			}
		}
		if b.arr == nil && k <= quietSize && b.shared != nil {
			if left, _ := b.shared.Get().(*[quietSize]T); left != nil {
				b.arr = left[:]
			}
		}
	}
	if b.arr == nil {
		size := loggedSize
		if b.recycle {
			size = quietSize
		}
		b.arr = make([]T, max(k, size))
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
// were handed out under the other rule. A quiet block takes arrays that
// ended games left from shared, and leaves its own there (release).
func (b *block[T]) quiet(on bool, shared *sync.Pool) {
	*b = block[T]{recycle: on}
	if on {
		b.shared = shared
	}
}

// release leaves the arrays of a quiet block to the games to come and
// forgets them: those filled two choices before now (nobody reads them
// any more) or, with all, every one, the array in use too.
func (b *block[T]) release(now int, all bool) {
	if !b.recycle {
		return
	}
	for _, old := range b.olds {
		if all || now-old.filled >= 2 {
			b.leave(old.arr)
		}
	}
	b.olds = nil
	if all {
		b.leave(b.arr)
		b.arr, b.n = nil, 0
	}
}

// leave puts an array of quietSize in the shared pool; others go to the
// collector.
func (b *block[T]) leave(arr []T) {
	if len(arr) == quietSize && b.shared != nil {
		b.shared.Put((*[quietSize]T)(arr))
	}
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
