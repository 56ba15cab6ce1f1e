//go:build race

package octal

// raceEnabled shortens the longest tests under the race detector, which
// slows them about tenfold.
const raceEnabled = true
