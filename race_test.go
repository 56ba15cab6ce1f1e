//go:build race

package nimber_test

// raceEnabled is set under the race detector, which makes sync.Pool drop
// items at random, so that allocation counts mean nothing.
const raceEnabled = true
