//go:build !race

package poly_test

const raceEnabled = false
