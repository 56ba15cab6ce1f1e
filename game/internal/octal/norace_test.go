//go:build !race

package octal

const raceEnabled = false
