//go:build unix

package matrix_test

import "syscall"

// processCPU returns the CPU time the process has used, user and system, in
// nanoseconds. The benchmarks report it per operation besides the wall
// time, which on a shared machine also counts the time other processes
// hold the cores.
func processCPU() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
