//go:build !unix

package poly_test

// cpuTime reports false: this system has no clock of the process's CPU time.
func cpuTime() (int64, bool) { return 0, false }
