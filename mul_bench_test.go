package nimber_test

import (
	"fmt"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
)

// BenchmarkMulPaths measures Mul on each path, both as a chain of dependent
// products (latency) and as independent products (throughput), each called
// directly, as a program calls it: BenchmarkMul calls through a function
// value. The loops are those of the side-by-side comparison in docs/speed.md.
func BenchmarkMulPaths(b *testing.B) {
	kerneltest.RunImpls(b, kerneltest.Impls("clmul"), func(b *testing.B) {
		v := operands(1024)
		b.Run("dep=chain", func(b *testing.B) {
			var acc uint64
			i := 0
			for b.Loop() {
				acc ^= nimber.Mul(v[i&1023], v[(i+1)&1023]^acc&1)
				i++
			}
			sink = acc
		})
		b.Run("dep=none", func(b *testing.B) {
			var acc uint64
			i := 0
			for b.Loop() {
				acc ^= nimber.Mul(v[i&1023], v[(i+1)&1023])
				i++
			}
			sink = acc
		})
	})
}

// benchBatch runs f on slices of n random words, reporting ns/element.
func benchBatch(b *testing.B, serving []string, f func(dst, x, y []uint64, c uint64)) {
	for _, n := range []int{8, 16, 64, 256, 4096} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			kerneltest.RunImpls(b, kerneltest.Impls(serving...), func(b *testing.B) {
				x, y, dst := operands(n), operands(2 * n)[n:], make([]uint64, n)
				c := x[0] ^ y[0]
				for b.Loop() {
					f(dst, x, y, c)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/element")
			})
		})
	}
}

func BenchmarkMulSlice(b *testing.B) {
	benchBatch(b, []string{"clmul", "avx512"}, func(dst, x, y []uint64, _ uint64) { nimber.MulSlice(dst, x, y) })
}

func BenchmarkMulScalar(b *testing.B) {
	benchBatch(b, []string{"gfni", "avx512", "clmul"}, func(dst, x, _ []uint64, c uint64) { nimber.MulScalar(dst, x, c) })
}

func BenchmarkAddMulScalar(b *testing.B) {
	benchBatch(b, []string{"gfni", "avx512", "clmul"}, func(dst, x, _ []uint64, c uint64) { nimber.AddMulScalar(dst, x, c) })
}
