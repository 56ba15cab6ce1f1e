package nimber_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
)

// bigOperand returns a random nimber of exactly the given number of bits.
func bigOperand(r *rand.Rand, bits int) *nimber.Big {
	w := make([]uint64, (bits+63)/64)
	for i := range w {
		w[i] = r.Uint64()
	}
	if k := bits % 64; k != 0 {
		w[len(w)-1] >>= 64 - k
	}
	x := new(nimber.Big).SetWords(w)
	return x.SetBit(x, bits-1, 1)
}

var benchBigWidths = []int{256, 1024, 4096, 16384, 65536}

// benchBig runs op on random operands of each width; every op's result has
// that width, and products are reported per 64-bit word of it.
func benchBig(b *testing.B, op func(z, x, y *nimber.Big)) {
	for _, bits := range benchBigWidths {
		b.Run(fmt.Sprintf("bits=%d", bits), func(b *testing.B) {
			r := rand.New(rand.NewPCG(uint64(bits), 3))
			x, y := bigOperand(r, bits), bigOperand(r, bits)
			var z nimber.Big
			b.ReportAllocs()
			for b.Loop() {
				op(&z, x, y)
			}
		})
	}
}

func BenchmarkBigMul(b *testing.B) {
	benchBig(b, func(z, x, y *nimber.Big) { z.Mul(x, y) })
}

func BenchmarkBigSquare(b *testing.B) {
	benchBig(b, func(z, x, _ *nimber.Big) { z.Square(x) })
}

func BenchmarkBigSqrt(b *testing.B) {
	benchBig(b, func(z, x, _ *nimber.Big) { z.Sqrt(x) })
}

func BenchmarkBigInv(b *testing.B) {
	benchBig(b, func(z, x, _ *nimber.Big) { z.Inv(x) })
}

// BenchmarkBigSolveQuadratic solves x*x + b*x = c for random b and c of
// each width, c adjusted so that the equation has roots.
func BenchmarkBigSolveQuadratic(b *testing.B) {
	for _, bits := range benchBigWidths {
		b.Run(fmt.Sprintf("bits=%d", bits), func(b *testing.B) {
			r := rand.New(rand.NewPCG(uint64(bits), 4))
			x, y := bigOperand(r, bits), bigOperand(r, bits)
			var z nimber.Big
			if _, ok := z.SolveQuadratic(x, y); !ok {
				// Adding x*x*2^(bits-1) flips the trace of y/(x*x).
				h := new(nimber.Big).SetBit(new(nimber.Big), bits-1, 1)
				y.Add(y, h.Mul(h, new(nimber.Big).Square(x)))
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, ok := z.SolveQuadratic(x, y); !ok {
					b.Fatal("no root")
				}
			}
		})
	}
}

// BenchmarkBigOrder finds the order of a random element of each field up to
// F_(2^4096), the largest whose group order is factored.
func BenchmarkBigOrder(b *testing.B) {
	for _, bits := range []int{128, 256, 1024, 4096} {
		b.Run(fmt.Sprintf("bits=%d", bits), func(b *testing.B) {
			r := rand.New(rand.NewPCG(uint64(bits), 5))
			x := bigOperand(r, bits)
			b.ReportAllocs()
			for b.Loop() {
				x.Order()
			}
		})
	}
}
