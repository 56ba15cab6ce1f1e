package matrix_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/matrix"
)

// benchSizes are the sizes of the benchmarks: each doubling costs eight
// times as much for the O(n^3) operations.
var benchSizes = []int{256, 512, 1024}

// benchN runs, for each size, the operation that setup returns for a
// random n×n matrix, and reports the process CPU time per operation
// (cpu-ns/op) besides the wall time. A first call and a collection come
// before the timing, so that it counts neither the page faults of the
// memory a first call touches nor a collection its garbage starts (as
// poly's benchmarks do).
func benchN(b *testing.B, setup func(m *matrix.Dense) func()) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			op := setup(random(rand.New(rand.NewPCG(uint64(n), 1)), n, n))
			op()
			runtime.GC()
			c0 := processCPU()
			for b.Loop() {
				op()
			}
			if c := processCPU() - c0; c > 0 {
				b.ReportMetric(float64(c)/float64(b.N), "cpu-ns/op")
			}
		})
	}
}

func BenchmarkDet(b *testing.B) {
	benchN(b, func(m *matrix.Dense) func() { return func() { m.Det() } })
}

func BenchmarkRank(b *testing.B) {
	benchN(b, func(m *matrix.Dense) func() { return func() { m.Rank() } })
}

func BenchmarkSolve(b *testing.B) {
	benchN(b, func(m *matrix.Dense) func() {
		r, _ := m.Dims()
		rhs := random(rand.New(rand.NewPCG(2, 3)), r, 1).Col(0)
		return func() {
			if _, err := m.Solve(rhs); err != nil {
				panic(err)
			}
		}
	})
}

func BenchmarkInverse(b *testing.B) {
	benchN(b, func(m *matrix.Dense) func() {
		return func() {
			if _, err := m.Inverse(); err != nil {
				panic(err)
			}
		}
	})
}

func BenchmarkMul(b *testing.B) {
	benchN(b, func(m *matrix.Dense) func() {
		r, _ := m.Dims()
		o := random(rand.New(rand.NewPCG(4, 5)), r, r)
		return func() { matrix.Mul(m, o) }
	})
}

// BenchmarkKernel takes the kernel of a matrix of rank n/2.
func BenchmarkKernel(b *testing.B) {
	benchN(b, func(m *matrix.Dense) func() {
		r, _ := m.Dims()
		m = lowRank(rand.New(rand.NewPCG(6, 7)), r, r, r/2)
		return func() { m.Kernel() }
	})
}

func BenchmarkCharPoly(b *testing.B) {
	benchN(b, func(m *matrix.Dense) func() { return func() { m.CharPoly() } })
}

// BenchmarkRead measures Read of a random 256×256 matrix written in
// decimal and in hex, and reports the time per number.
func BenchmarkRead(b *testing.B) {
	m := random(rand.New(rand.NewPCG(256, 2)), 256, 256)
	for _, format := range []string{"%d", "%#x"} {
		b.Run("format="+format[1:], func(b *testing.B) {
			text := fmt.Sprintf(format, m)
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if _, err := matrix.Read(strings.NewReader(text)); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(256*256), "ns/number")
		})
	}
}
