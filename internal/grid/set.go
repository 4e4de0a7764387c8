package grid

import "math/bits"

// SquareSet is a set of squares stored as a bitset, one bit per square. A nil
// SquareSet is the empty set for every read method. Make one sized for a
// layout with Layout.NewSquareSet and reuse it: the methods never allocate.
type SquareSet []uint64

// NewSquareSet returns an empty set able to hold every square of l.
func (l *Layout) NewSquareSet() SquareSet { return make(SquareSet, (l.Len()+63)/64) }

// Has reports whether s is in the set. Squares outside the set's range are
// never in it.
func (set SquareSet) Has(s Square) bool {
	i := int(s) >> 6
	return s >= 0 && i < len(set) && set[i]>>(uint(s)&63)&1 != 0
}

// Add puts s in the set; s must be within the set's range.
func (set SquareSet) Add(s Square) { set[int(s)>>6] |= 1 << (uint(s) & 63) }

// Remove takes s out of the set; s must be within the set's range.
func (set SquareSet) Remove(s Square) { set[int(s)>>6] &^= 1 << (uint(s) & 63) }

// Clear empties the set.
func (set SquareSet) Clear() { clear(set) }

// Len returns the number of squares in the set.
func (set SquareSet) Len() int {
	n := 0
	for _, w := range set {
		n += bits.OnesCount64(w)
	}
	return n
}

// AppendTo appends the squares of the set to dst in increasing order.
func (set SquareSet) AppendTo(dst []Square) []Square {
	for i, w := range set {
		for w != 0 {
			dst = append(dst, Square(i<<6+bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	return dst
}

// DoorSet is a set of doors stored as a bitset, one bit per door; it is used
// for the doors that are closed (or barricaded) right now. A nil DoorSet is
// the empty set for every read method. Make one with Layout.NewDoorSet.
type DoorSet []uint64

// NewDoorSet returns an empty set able to hold every door of l.
func (l *Layout) NewDoorSet() DoorSet { return make(DoorSet, (len(l.doors)+63)/64) }

// Has reports whether d is in the set.
func (set DoorSet) Has(d DoorID) bool {
	i := int(d) >> 6
	return d >= 0 && i < len(set) && set[i]>>(uint(d)&63)&1 != 0
}

// Add puts d in the set; d must be within the set's range.
func (set DoorSet) Add(d DoorID) { set[int(d)>>6] |= 1 << (uint(d) & 63) }

// Remove takes d out of the set; d must be within the set's range.
func (set DoorSet) Remove(d DoorID) { set[int(d)>>6] &^= 1 << (uint(d) & 63) }

// Clear empties the set.
func (set DoorSet) Clear() { clear(set) }

// Len returns the number of doors in the set.
func (set DoorSet) Len() int {
	n := 0
	for _, w := range set {
		n += bits.OnesCount64(w)
	}
	return n
}
