//go:build !race

package recycle

// raceEnabled: see race_test.go.
const raceEnabled = false
