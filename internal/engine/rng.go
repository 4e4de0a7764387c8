package engine

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
)

// RNG is the source of all chance in a game: dice, shuffles and draws.
// It lives inside the game state, so copying the state copies the RNG,
// and a game's seed fixes every roll it will make.
type RNG struct {
	pcg rand.PCG
	// forced results for tests; shared between copies is safe because it
	// is only ever resliced, never written in place.
	forced []int
}

// seedMix spreads a user seed over PCG's second word; any odd constant
// would do, this one is the golden ratio.
const seedMix = 0x9e3779b97f4a7c15

// NewRNG returns an RNG seeded with seed.
func NewRNG(seed uint64) RNG {
	var r RNG
	r.pcg.Seed(seed, seed^seedMix)
	return r
}

// Uint64 returns 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n). It panics if n <= 0.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("engine: RNG.IntN with n <= 0")
	}
	// Lemire's nearly divisionless method, unbiased.
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Roll rolls one die with the given number of sides: 1..sides.
func (r *RNG) Roll(sides int) int {
	if len(r.forced) > 0 {
		v := r.forced[0]
		r.forced = r.forced[1:]
		if v < 1 || v > sides {
			panic("engine: forced die result out of range")
		}
		return v
	}
	return r.IntN(sides) + 1
}

// Shuffle puts n elements in uniformly random order (Fisher-Yates),
// calling swap to exchange two of them.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		swap(i, j)
	}
}

// State returns the generator's state, for hashing and saving.
func (r *RNG) State() []byte {
	b, _ := r.pcg.MarshalBinary() // never fails
	return b
}

// Force makes the next rolls return the given results, in order, before
// the generator takes over again. It is for rule tests ("the next attack
// roll is a 4"); a game never calls it. A forced result outside 1..sides
// is a test mistake and panics when rolled.
func (r *RNG) Force(results ...int) {
	r.forced = append(r.forced[:len(r.forced):len(r.forced)], results...)
}

// Forced reports how many forced results are still waiting.
func (r *RNG) Forced() int { return len(r.forced) }

// SetState restores a state State returned (a saved position's exact
// generator); forced results are kept.
func (r *RNG) SetState(b []byte) error { return r.pcg.UnmarshalBinary(b) }

// Script returns the forced results still waiting, in order (a saved
// position's dice script).
func (r *RNG) Script() []int { return append([]int(nil), r.forced...) }

// RandomSeed returns a seed for a real game: 64 bits from the operating
// system's cryptographic source (crypto/rand), so that no one can guess
// it from what the game shows (a hand, a die) and foresee every roll and
// draw to come. Tests, the simulation lab and replays pass their seeds
// instead; the seed of a game is in its record either way.
func RandomSeed() uint64 {
	var b [8]byte
	crand.Read(b[:]) // never fails (crypto/rand crashes the program rather than return short)
	return binary.LittleEndian.Uint64(b[:])
}
