package matrix_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber/matrix"
)

// benchSizes are the sizes of the benchmarks: each doubling costs eight
// times as much for the O(n^3) operations.
var benchSizes = []int{256, 512, 1024}

// benchN runs f on a random n×n matrix for each size.
func benchN(b *testing.B, f func(b *testing.B, m *matrix.Dense)) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			m := random(rand.New(rand.NewPCG(uint64(n), 1)), n, n)
			f(b, m)
		})
	}
}

func BenchmarkDet(b *testing.B) {
	benchN(b, func(b *testing.B, m *matrix.Dense) {
		for b.Loop() {
			m.Det()
		}
	})
}

func BenchmarkRank(b *testing.B) {
	benchN(b, func(b *testing.B, m *matrix.Dense) {
		for b.Loop() {
			m.Rank()
		}
	})
}

func BenchmarkSolve(b *testing.B) {
	benchN(b, func(b *testing.B, m *matrix.Dense) {
		r, _ := m.Dims()
		rhs := random(rand.New(rand.NewPCG(2, 3)), r, 1).Col(0)
		for b.Loop() {
			if _, err := m.Solve(rhs); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkInverse(b *testing.B) {
	benchN(b, func(b *testing.B, m *matrix.Dense) {
		for b.Loop() {
			if _, err := m.Inverse(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkMul(b *testing.B) {
	benchN(b, func(b *testing.B, m *matrix.Dense) {
		r, _ := m.Dims()
		o := random(rand.New(rand.NewPCG(4, 5)), r, r)
		for b.Loop() {
			matrix.Mul(m, o)
		}
	})
}

func BenchmarkKernel(b *testing.B) {
	// A matrix of rank n/2, so that the kernel has n/2 columns.
	benchN(b, func(b *testing.B, m *matrix.Dense) {
		r, _ := m.Dims()
		m = lowRank(rand.New(rand.NewPCG(6, 7)), r, r, r/2)
		for b.Loop() {
			m.Kernel()
		}
	})
}

func BenchmarkCharPoly(b *testing.B) {
	benchN(b, func(b *testing.B, m *matrix.Dense) {
		for b.Loop() {
			m.CharPoly()
		}
	})
}
