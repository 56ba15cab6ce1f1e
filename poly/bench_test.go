package poly_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/nimberdev/nimber/poly"
)

// loop runs f in b.Loop and reports, beside the wall time, the CPU time of
// the process per call as cpu-ns/op (where the system has the clock): on a
// shared machine, other processes lengthen the wall time of a call, but not
// its CPU time. The CPU time includes the garbage collector's.
//
// A first call and a collection run before the timing: the first call
// writes memory the process has not touched yet (the destination, the
// scratch buffers), whose page faults made the first call of Mul of degree
// 2^20 - 1 take 5 to 8 times the CPU time of a later one on the machine of
// docs/speed.md (a quarter of a run of ten calls), and its allocations
// start a collection that would run during the first timed calls.
func loop(b *testing.B, f func()) {
	f()
	runtime.GC()
	c0, ok := cpuTime()
	for b.Loop() {
		f()
	}
	if c1, ok1 := cpuTime(); ok && ok1 {
		b.ReportMetric(float64(c1-c0)/float64(b.N), "cpu-ns/op")
	}
}

// kernels runs f for each kind of kernels, named impl=generic and
// impl=vec, so that benchstat -col /impl compares them.
func kernels(b *testing.B, f func(b *testing.B)) {
	names := []string{"generic"}
	if poly.HasVec() {
		names = append(names, "vec")
	}
	for _, name := range names {
		b.Run("impl="+name, func(b *testing.B) {
			defer poly.UseVec(name == "vec")()
			f(b)
		})
	}
}

// BenchmarkMul measures Mul of two random polynomials of degree n-1.
func BenchmarkMul(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, lg := range []int{4, 6, 8, 10, 12, 14, 16, 18, 20} {
		n := 1 << lg
		a, c := randPoly(r, n), randPoly(r, n)
		dst := make(poly.Poly, 2*n)
		b.Run(fmt.Sprintf("n=2^%d", lg), func(b *testing.B) {
			kernels(b, func(b *testing.B) {
				if n > 1<<16 && !poly.HasVec() {
					b.Skip("generic kernels: too slow")
				}
				loop(b, func() { dst = poly.MulTo(dst, a, c) })
			})
		})
	}
}

// BenchmarkMulMethods measures Mul by each method, forced by its
// thresholds, at lengths around them, for choosing them: benchstat -col
// /method. Karatsuba's method splits down to the threshold in use, and at
// least once.
func BenchmarkMulMethods(b *testing.B) {
	r := rand.New(rand.NewPCG(2, 2))
	for _, n := range []int{8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 320, 384, 512, 1024} {
		x, y := randPoly(r, n), randPoly(r, n)
		dst := make(poly.Poly, 2*n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			kernels(b, func(b *testing.B) {
				kara, _ := poly.Thresholds()
				for _, m := range []struct {
					name           string
					karatsuba, fft int
				}{{"schoolbook", 1 << 30, 1 << 30}, {"karatsuba", min(n, kara), 1 << 30}, {"fft", 1 << 30, 1}} {
					b.Run("method="+m.name, func(b *testing.B) {
						defer poly.SetThresholds(m.karatsuba, m.fft)()
						loop(b, func() { dst = poly.MulTo(dst, x, y) })
					})
				}
			})
		})
	}
}

// BenchmarkEvalRange measures EvalRange of a random polynomial of degree
// 2^k - 1 on 2^k points.
func BenchmarkEvalRange(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 3))
	for _, k := range []int{8, 12, 16, 20, 22} {
		p := randPoly(r, 1<<k)
		dst := make([]uint64, 1<<k)
		b.Run(fmt.Sprintf("k=%d", k), func(b *testing.B) {
			kernels(b, func(b *testing.B) {
				loop(b, func() { poly.EvalRangeTo(dst, p) })
			})
		})
	}
}

// BenchmarkInterpolateRange measures InterpolateRange of 2^k values.
func BenchmarkInterpolateRange(b *testing.B) {
	r := rand.New(rand.NewPCG(4, 4))
	for _, k := range []int{12, 16, 20} {
		ys := randPoly(r, 1<<k)
		b.Run(fmt.Sprintf("k=%d", k), func(b *testing.B) {
			kernels(b, func(b *testing.B) {
				loop(b, func() { poly.InterpolateRange(ys) })
			})
		})
	}
}

// BenchmarkEvalMany measures EvalMany of a polynomial of degree n-1 at n
// random points, and Interpolate at n points.
func BenchmarkEvalMany(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 5))
	for _, lg := range []int{10, 12, 14, 16} {
		n := 1 << lg
		p, xs := randPoly(r, n), points(r, n)
		b.Run(fmt.Sprintf("n=2^%d/op=EvalMany", lg), func(b *testing.B) {
			loop(b, func() { poly.EvalMany(p, xs) })
		})
		b.Run(fmt.Sprintf("n=2^%d/op=Interpolate", lg), func(b *testing.B) {
			loop(b, func() { poly.Interpolate(xs, p) })
		})
	}
}

// BenchmarkGCD measures GCD of two random polynomials of degree n (coprime,
// as random polynomials almost always are, so the whole remainder sequence
// is run).
func BenchmarkGCD(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, lg := range []int{8, 10, 12, 14, 16} {
		n := 1 << lg
		x, y := randPoly(r, n+1), randPoly(r, n+1)
		b.Run(fmt.Sprintf("n=2^%d", lg), func(b *testing.B) {
			loop(b, func() { poly.GCD(x, y) })
		})
	}
}

// BenchmarkDivMod measures DivMod of a polynomial of degree 2n-1 by one of
// degree n.
func BenchmarkDivMod(b *testing.B) {
	r := rand.New(rand.NewPCG(8, 8))
	for _, n := range []int{16, 64, 256, 1024, 4096, 1 << 16} {
		x, y := randPoly(r, 2*n), randPoly(r, n+1)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			loop(b, func() { poly.DivMod(x, y) })
		})
	}
}

// BenchmarkRoots measures Roots of a polynomial of degree n with n distinct
// roots.
func BenchmarkRoots(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 9))
	for _, n := range []int{10, 100, 1000} {
		p := poly.FromRoots(points(r, n))
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			loop(b, func() { poly.Roots(p) })
		})
	}
}

// BenchmarkFactorize measures Factorize of a random polynomial of degree n.
func BenchmarkFactorize(b *testing.B) {
	r := rand.New(rand.NewPCG(10, 10))
	for _, n := range []int{25, 50, 100, 200} {
		p := randPoly(r, n+1)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			loop(b, func() { poly.Factorize(p) })
		})
	}
}

// BenchmarkParse measures Parse of a random polynomial of degree n-1
// written by String, and reports the time per coefficient.
func BenchmarkParse(b *testing.B) {
	for _, n := range []int{16, 1024, 65536} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			s := randPoly(rand.New(rand.NewPCG(uint64(n), 3)), n).String()
			b.SetBytes(int64(len(s)))
			for b.Loop() {
				if _, err := poly.Parse(s); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/coefficient")
		})
	}
}
