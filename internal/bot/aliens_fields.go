package bot

import (
	"slices"

	"github.com/sulaco/sulaco/internal/grid"
)

// Walking-distance fields of the Aliens rules bot, remembered from one
// decision to the next. A field over the whole board costs about as much
// as all the scoring of a decision, and most decisions in a row see the
// Characters, the Alien models, the Spawn Points and the barricades where
// the one before saw them; a field is a function of its sources and the
// shut doors alone, so one found for the same key is the same field.

// fieldMemo is one remembered field.
type fieldMemo struct {
	srcs       []grid.Square
	through    bool           // Moves.ThroughDoors
	blocked    grid.SquareSet // Moves.Blocked, when hasBlocked
	hasBlocked bool
	shut       grid.DoorSet // Moves.Closed
	f          grid.Field
	used       uint64 // the decision that last used it
}

// maxFieldMemos bounds the memo: the three squad fields, a Move's
// targets and reaches and a mission's few objectives. With 12 the fields
// of a Move's steps pushed out the threats' field that every Action asks
// for (aimScore), and the bot did 20% more work (callgrind).
const maxFieldMemos = 32

// memoField returns the distances from srcs with barricades shut (and
// every other door open, or, with through, every door open) and the
// squares in blocked (nil: none) ending a path, from the memo when a
// field for the same key is there. The field stays valid until the next
// reset: entries used in the current decision are never replaced.
func (c *alienCtx) memoField(srcs []grid.Square, through bool, blocked grid.SquareSet) *grid.Field {
	if f := c.memoized(srcs, through, blocked); f != nil {
		return f
	}
	shut := c.barricaded()
	var victim *fieldMemo
	for _, m := range c.memo {
		if m.used != c.decision && (victim == nil || m.used < victim.used) {
			victim = m
		}
	}
	if victim == nil || len(c.memo) < maxFieldMemos {
		victim = &fieldMemo{}
		c.memo = append(c.memo, victim)
	}
	victim.srcs = append(victim.srcs[:0], srcs...)
	victim.through = through
	victim.blocked = append(victim.blocked[:0], blocked...)
	victim.hasBlocked = blocked != nil
	victim.shut = append(victim.shut[:0], shut...)
	victim.used = c.decision
	m := &grid.Moves{Closed: shut, ThroughDoors: through}
	if victim.hasBlocked {
		m.Blocked = victim.blocked
	}
	c.l.Distances(&victim.f, m, srcs...)
	return &victim.f
}

// memoized returns the remembered field for the key, or nil.
func (c *alienCtx) memoized(srcs []grid.Square, through bool, blocked grid.SquareSet) *grid.Field {
	shut := c.barricaded()
	for _, m := range c.memo {
		if m.through == through && slices.Equal(m.srcs, srcs) && slices.Equal(m.shut, shut) &&
			m.hasBlocked == (blocked != nil) && slices.Equal(m.blocked, blocked) {
			m.used = c.decision
			return &m.f
		}
	}
	return nil
}
