package recycle

import "sync"

// block hands out slices of T from an array, each capped at its length.
// What it hands out may hold values of an earlier use: Memory overwrites
// or clears it.
//
// A logged block carves each array once (turn 0 only), and starts a new
// one when it is full. A quiet block carves in two turns, one for the
// even choices and one for the odd: a slice carved in choice c is free
// once choice c+2 begins, which is when Memory starts its turn's array
// again from the start (restart). So a quiet game writes the same
// memory every other choice, which stays in the processor's cache (a
// block that carved on through fresh arrays missed the data cache on
// writes four times as often: callgrind, 20 games of Mars Attacks s7).
type block[T any] struct {
	turns   [2]carving[T]
	recycle bool // a quiet game's
	size    int  // the values a quiet block's arrays start with
	// shared are the arrays that ended quiet games left (release), for
	// the games to come: without them every game, and every playout of a
	// bot, would allocate its arrays anew.
	shared *sync.Pool
}

// carving is an array and how much of it is handed out.
type carving[T any] struct {
	arr []T
	n   int // arr[:n] is handed out
}

// loggedSize is a logged block's array: it never takes one back, and a
// server holds one per table, so its long lists get arrays of their own.
// A quiet block's arrays start at the size Memory gives (quiet) and grow
// (doubling) when a choice needs more.
const loggedSize = 128

// take returns k values, in turn.
func (b *block[T]) take(k, turn int) []T {
	c := &b.turns[turn]
	if k > len(c.arr)-c.n {
		return b.takeNew(k, turn)
	}
	c.n += k
	return c.arr[c.n-k : c.n : c.n]
}

// takeNew is take when the turn's array is full (or missing): a logged
// block gives a long list its own array or starts a new one; a quiet
// block takes one an ended game left or makes its array larger (what it
// carved before stays where it is, read until the choice after next).
func (b *block[T]) takeNew(k, turn int) []T {
	c := &b.turns[turn]
	size := loggedSize
	if b.recycle {
		if c.arr == nil && b.shared != nil {
			if left, _ := b.shared.Get().(*[]T); left != nil && len(*left) >= k {
				c.arr, c.n = *left, k
				return c.arr[:k:k]
			}
		}
		size = max(2*len(c.arr), b.size)
		for size < k {
			size *= 2
		}
	} else if k > loggedSize/4 {
		return make([]T, k) // a rare long list in a logged game: its own
	}
	c.arr, c.n = make([]T, size), k
	return c.arr[:k:k]
}

// restart hands out turn's array again from its start: no one reads
// what was carved in it two choices before.
func (b *block[T]) restart(turn int) { b.turns[turn].n = 0 }

// quiet turns recycling on or off and forgets every array: their slices
// were handed out under the other rule. A quiet block starts its arrays
// at size values, takes arrays that ended games left from shared, and
// leaves its own there (release).
func (b *block[T]) quiet(on bool, size int, shared *sync.Pool) {
	*b = block[T]{recycle: on, size: size}
	if on {
		b.shared = shared
	}
}

// release leaves the arrays of a quiet block to the games to come and
// forgets them: that of the choice now, turn (the game is over, and
// nobody reads what its last choice built), and, unless keepLast, that
// of the choice before, where the decision last answered was built.
func (b *block[T]) release(turn int, keepLast bool) {
	if !b.recycle {
		return
	}
	for t, c := range b.turns {
		if c.arr == nil || (keepLast && t != turn) {
			continue
		}
		if b.shared != nil {
			b.shared.Put(&c.arr)
		}
		b.turns[t] = carving[T]{}
	}
}

// fit caps s at its length; if s is the last slice taken in turn, the
// values past its length go back to the block.
func (b *block[T]) fit(s []T, turn int) []T {
	c := &b.turns[turn]
	spare := cap(s) - len(s)
	if spare > 0 && cap(s) <= c.n && &s[:cap(s)][0] == &c.arr[c.n-cap(s)] {
		c.n -= spare
	}
	return s[:len(s):len(s)]
}
