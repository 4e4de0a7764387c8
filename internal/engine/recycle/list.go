package recycle

import "reflect"

// List hands out lists of one type of a game's own, such as the lists of
// an Aliens view, under the clock of the game's Memory and its contract:
// in a quiet game a list carved in one choice is carved again two
// choices later (so a bot's playout, which builds a view at every
// choice, stops allocating them), and in a game with its log on every
// list is new memory, kept for as long as anyone holds it (a server's
// or a client's views).
//
// The zero value is ready; a List belongs to one game, as its Memory.
type List[T any] struct {
	b     block[T]
	epoch uint64    // the Memory's epoch the block was set up in
	clock [2]uint64 // the choice each turn's array was last carved in
}

// listBytes is about what a quiet List's arrays start with (two per
// game, one a turn): a view's lists hold a few Characters, Aliens,
// Blips or card names each, and a search plays each of its hundreds of
// sampled games a while. An array doubles when a choice needs more.
const listBytes = 2048

// Take returns an empty list with room for n values (nil for none, as a
// list built by appending nothing), carved from m's turn in a quiet game.
func (l *List[T]) Take(m *Memory, n int) []T {
	switch {
	case n == 0:
		return nil
	case !m.quiet:
		return make([]T, 0, n)
	}
	if l.epoch != m.epoch {
		// SetQuiet was called since the last Take: forget the arrays,
		// their lists were handed out under the other rule.
		*l = List[T]{epoch: m.epoch}
		l.b.quiet(true, max(4, listBytes/int(reflect.TypeFor[T]().Size())), nil)
	}
	if l.clock[m.turn] != m.answered {
		l.b.restart(m.turn)
		l.clock[m.turn] = m.answered
	}
	return l.b.take(n, m.turn)[:0]
}

// One returns a pointer to a copy of v carved like a list of one (a
// view's own struct, so that it goes into an interface without being
// copied to the heap again).
func (l *List[T]) One(m *Memory, v T) *T {
	return &append(l.Take(m, 1), v)[0]
}
