//go:build !race

package octal_test

const raceEnabled = false
