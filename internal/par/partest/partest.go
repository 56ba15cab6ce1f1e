// Package partest holds the check that tests of the packages using
// internal/par share: a result is the same in every mode.
package partest

import (
	"slices"
	"testing"

	"github.com/nimberdev/nimber/internal/par"
)

// SameInModes checks that f gives in modes Auto and Parallel (on this
// machine's cores, and on at least two goroutines) what it gives in mode
// Serial, the sequential path, which the caller's other tests check
// against the naive code.
func SameInModes(t testing.TB, name string, f func() []uint64) {
	t.Helper()
	restore := par.SetMode(par.Serial)
	want := f()
	restore()
	for _, m := range []par.Mode{par.Auto, par.Parallel} {
		restore := par.SetMode(m)
		got := f()
		restore()
		if !slices.Equal(got, want) {
			t.Errorf("%s: mode %d differs from the sequential result", name, m)
		}
	}
}
