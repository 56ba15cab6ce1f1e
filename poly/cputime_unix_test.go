//go:build unix

package poly_test

import "golang.org/x/sys/unix"

// cpuTime returns the CPU time the process has used, in nanoseconds, and
// true; see loop.
func cpuTime() (int64, bool) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return ts.Nano(), true
}
