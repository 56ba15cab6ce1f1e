//go:build !race

package nimber_test

const raceEnabled = false
