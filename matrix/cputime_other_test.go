//go:build !unix

package matrix_test

// processCPU returns 0 where the CPU time of the process is not at hand: the
// benchmarks then report wall time only.
func processCPU() int64 { return 0 }
