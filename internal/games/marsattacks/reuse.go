package marsattacks

import (
	"slices"
	"sync"

	"github.com/sulaco/sulaco/internal/engine"
)

// Memory reuse of a quiet game (simulations, the bench, silent
// replays): the decisions, their options and prompts are built in
// structs and arrays handed back once nobody reads them any more. Not
// state: a clone starts without (Game.memo).

// question returns a new decision for seat with prompt and no options.
// A quiet game reuses the struct of the decision before the one last
// answered, as optBuf does its options.
func (g *Game) question(seat engine.Seat, prompt engine.Msg) *engine.Decision {
	if !g.log.Off {
		return &engine.Decision{Seat: seat, Prompt: prompt}
	}
	d := &g.memo.decs[0]
	if d == g.memo.answeredDec {
		d = &g.memo.decs[1]
	}
	// Field by field, without zeroing the struct first: these are all
	// of its fields (TestQuestionSetsEveryField).
	d.Seat, d.Prompt, d.Options, d.Kind = seat, prompt, nil, engine.KindChoice
	return d
}

// promptMessage is engine.M(key, n1, v1, n2, v2) for the prompt of question d
// (one argument when n2 is ""). A quiet game writes the arguments beside
// the reused Decision d is (qargs): they are read while d is, and
// rewritten only when d is asked again, so the prompt allocates nothing.
// The slice is capped at its length, as engine.M's, so that an append
// copies it.
func (g *Game) promptMessage(d *engine.Decision, key, n1, v1, n2, v2 string) engine.Msg {
	var a []engine.Arg
	switch {
	case g.log.Off && d == &g.memo.decs[0]:
		a = g.memo.qargs[0][:]
	case g.log.Off && d == &g.memo.decs[1]:
		a = g.memo.qargs[1][:]
	default:
		a = make([]engine.Arg, 2)
	}
	a[0] = engine.Arg{Name: n1, Value: v1}
	if n2 == "" {
		return engine.Msg{Key: key, Args: a[:1:1]}
	}
	a[1] = engine.Arg{Name: n2, Value: v2}
	return engine.Msg{Key: key, Args: a[:2:2]}
}

// optBuf returns an empty option list with room for n options to build
// a question in. A quiet game (simulations, replays) hands out the
// options of decisions answered two choices ago or more, so that it
// allocates few options once warm: whoever asks Pending reads its
// decision before the next Apply (sim.Bench reads the seat right after
// it, which the one-choice delay allows). Each array is handed out once
// until it comes back. A game with its log on never gives its arrays
// back, so its decisions live as long as anyone holds them; it takes
// new ones or those quiet games gave up (takeShared).
func (g *Game) optBuf(n int) (b []engine.Option) {
	if b = g.memo.spare.a; cap(b) < n {
		return g.optBufSlow(n)
	}
	g.memo.spare.a = nil
	return b[:0]
}

// unused gives back the options of a question built only to see whether
// to ask it (a quiet game's run loop), for the next question.
func (g *Game) unused(opts []engine.Option) {
	if g.log.Off {
		g.memo.spare.put(opts)
	}
}

// optPool holds two option arrays free for reuse (optBuf): fields, not
// a list, so that taking one and giving it back cost a few compares.
type optPool struct{ a, b []engine.Option }

// optBufSlow is optBuf when the first free array has no room for n
// options: the second if it has, or a free array of another game
// (takeShared).
func (g *Game) optBufSlow(n int) []engine.Option {
	if b := g.memo.spare.b; cap(b) >= n {
		g.memo.spare.b = nil
		return b[:0]
	}
	return takeShared(n)
}

// put gives back an array no one reads any more; when both places are
// taken it keeps the larger arrays and gives the other to the games to
// come (overflow, apart so that put is inlined).
func (p *optPool) put(x []engine.Option) {
	switch {
	case p.a == nil:
		p.a = x
	case p.b == nil:
		p.b = x
	default:
		p.overflow(x)
	}
}

// overflow is put when both places are taken.
func (p *optPool) overflow(x []engine.Option) {
	switch {
	case cap(p.a) < cap(p.b) && cap(p.a) < cap(x):
		p.a, x = x, p.a
	case cap(p.b) < cap(x):
		p.b, x = x, p.b
	}
	putShared(x)
}

// Option arrays shared between quiet games. A game hands its free
// arrays (optPool) to the next games when it ends, so that a long run of
// games (sim.Bench, a bot's playouts) allocates few: each new game would
// otherwise allocate its first arrays and every large question (card
// squares, followers) its own (4% more instructions a game of s3 and
// s10 without it, measured with callgrind). An array here is free by the
// same rule as in a game's pool: no one reads it any more. Arrays are
// kept by size class: class c holds arrays of at least optClassLen(c)
// options; sync.Pool is safe for games played at once and drops what it
// holds at a collection. Play never depends on which array a question
// is built in.
var sharedOpts [numOptClasses]sync.Pool

const numOptClasses = 5 // 16 .. 256 options

// optClassLen is the length of the arrays of class c: 16 << c.
func optClassLen(c int) int { return 16 << c }

// putShared gives free array x to the games to come; an array smaller
// than the least class is dropped.
func putShared(x []engine.Option) {
	for c := numOptClasses - 1; c >= 0; c-- {
		if cap(x) >= optClassLen(c) {
			sharedOpts[c].Put(&x)
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
			if p, _ := sharedOpts[c].Get().(*[]engine.Option); p != nil {
				return (*p)[:0]
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
// was built in, goes to the next games instead of to the collector.
// Only the Decision is the holder's (optBuf: its options are read before
// the next Apply through it); bots and sim read nothing after the last.
func (g *Game) releaseOpts() {
	if !g.log.Off {
		return
	}
	putShared(g.memo.spare.a)
	putShared(g.memo.spare.b)
	g.memo.spare = optPool{}
	if d := g.memo.answeredDec; d != nil && sameArray(d.Options, g.memo.answered) {
		d.Options = slices.Clone(d.Options)
		putShared(g.memo.answered)
		g.memo.answered = d.Options
	}
}

// sameArray reports whether a and b are the same non-empty slice.
func sameArray(a, b []engine.Option) bool {
	return len(a) > 0 && len(a) == len(b) && &a[0] == &b[0]
}
