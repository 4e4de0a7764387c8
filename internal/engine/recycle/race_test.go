//go:build race

package recycle

// raceEnabled: the race detector's sync.Pool drops what it is given at
// random, so a test cannot count on getting an array back.
const raceEnabled = true
