package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
)

// operands returns n pseudo-random 64-bit values, the same on every run.
func operands(n int) []uint64 {
	r := rand.New(rand.NewPCG(1, 2))
	v := make([]uint64, n)
	for i := range v {
		v[i] = r.Uint64()
	}
	return v
}

var sink uint64

// bench1 runs f on a ring of random operands; the operands are read from a
// small slice so that the loop measures f, not the generator.
func bench1(b *testing.B, f func(uint64) uint64) {
	v := operands(1024)
	var acc uint64
	i := 0
	for b.Loop() {
		acc ^= f(v[i&1023] ^ acc&1)
		i++
	}
	sink = acc
}

func bench2(b *testing.B, f func(uint64, uint64) uint64) {
	v := operands(1024)
	var acc uint64
	i := 0
	for b.Loop() {
		acc ^= f(v[i&1023], v[(i+1)&1023]^acc&1)
		i++
	}
	sink = acc
}

func BenchmarkMul(b *testing.B)    { bench2(b, nimber.Mul) }
func BenchmarkSquare(b *testing.B) { bench1(b, nimber.Square) }
func BenchmarkSqrt(b *testing.B)   { bench1(b, nimber.Sqrt) }
func BenchmarkInv(b *testing.B)    { bench1(b, func(x uint64) uint64 { return nimber.Inv(x | 1) }) }
func BenchmarkDiv(b *testing.B) {
	bench2(b, func(x, y uint64) uint64 { return nimber.Div(x, y|1) })
}
func BenchmarkPow(b *testing.B)   { bench2(b, nimber.Pow) }
func BenchmarkOrder(b *testing.B) { bench1(b, func(x uint64) uint64 { return nimber.Order(x | 1) }) }
func BenchmarkSolveQuadratic(b *testing.B) {
	bench2(b, func(x, y uint64) uint64 { r, _, _ := nimber.SolveQuadratic(x, y); return r })
}
func BenchmarkLog(b *testing.B) {
	nimber.Log(nimber.Primitive, 2) // build the tables outside the timing
	bench1(b, func(x uint64) uint64 { e, _ := nimber.Log(nimber.Primitive, x|1); return e })
}

// BenchmarkBuildTables measures the start-up cost of the package: the tables
// built when it is initialised.
func BenchmarkBuildTables(b *testing.B) {
	for b.Loop() {
		nimber.BuildTables()
	}
}
