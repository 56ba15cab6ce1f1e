//go:build unix

package kernel_test

import (
	"fmt"
	"runtime"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
)

// BenchmarkMulScalarSmall measures MulScalar (adding) on short slices on
// every path, for its thresholds: benchstat -col /impl. Besides the time,
// it reports the CPU time of its thread a call (cpu-ns/op), which the other
// processes of a busy machine disturb much less.
func BenchmarkMulScalarSmall(b *testing.B) {
	r := kerneltest.Structured()
	for _, n := range []int{8, 12, 16, 20, 24, 32, 64} {
		x, dst := r[:n], make([]uint64, n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			kerneltest.RunImpls(b, kerneltest.Impls("gfni", "avx512", "clmul"), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				var t0, t1 unix.Timespec
				unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &t0)
				for b.Loop() {
					kernel.MulScalar(dst, x, 0x123456789abcdef1, true)
				}
				unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &t1)
				b.ReportMetric(float64(t1.Nano()-t0.Nano())/float64(b.N), "cpu-ns/op")
			})
		})
	}
}
