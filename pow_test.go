package nimber_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"github.com/nimberdev/nimber/internal/ref"
)

func TestFieldWidth(t *testing.T) {
	tests := []struct {
		x uint64
		w int
	}{
		{0, 1}, {1, 1}, {2, 2}, {3, 2}, {4, 4}, {15, 4}, {16, 8}, {255, 8}, {256, 16},
		{65535, 16}, {65536, 32}, {1<<32 - 1, 32}, {1 << 32, 64}, {^uint64(0), 64},
	}
	for _, tt := range tests {
		if got := nimber.FieldWidth(tt.x); got != tt.w {
			t.Errorf("FieldWidth(%d) = %d, want %d", tt.x, got, tt.w)
		}
	}
}

func TestPow(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range scale(300, 10) {
		x, e := r.Uint64(), r.Uint64()>>r.IntN(64)
		if got, want := nimber.Pow(x, e), ref.Pow(x, e); got != want {
			t.Fatalf("Pow(%#x, %d) = %#x, reference gives %#x", x, e, got, want)
		}
	}
	for x := range uint64(256) {
		p := uint64(1)
		for e := range uint64(600) {
			if got := nimber.Pow(x, e); got != p {
				t.Fatalf("Pow(%d, %d) = %d, repeated Mul gives %d", x, e, got, p)
			}
			p = nimber.Mul(p, x)
		}
	}
	if nimber.Pow(0, 0) != 1 || nimber.Pow(0, 5) != 0 || nimber.Pow(7, 0) != 1 {
		t.Error("Pow edge cases wrong")
	}
	if nimber.Pow(nimber.Primitive, 1<<64-1) != 1 {
		t.Error("x^(2^64-1) != 1 for the primitive element")
	}
}

// TestOrder compares Order with the order found by repeated multiplication
// on all of F_256 and a sample of F_65536, with the order of each power of a
// generator of F_65536 (the order of g^k is 65535/gcd(k, 65535)), and checks
// its defining properties on random 64-bit values.
func TestOrder(t *testing.T) {
	for x := uint64(1); x < 1<<16; x += max(1, x/256*97) {
		// An order divides 65535: a wrong Mul fails here, and does not
		// loop for ever.
		n, p := uint64(1), x
		for ; p != 1 && n <= 1<<16; n++ {
			p = nimber.Mul(p, x)
		}
		if p != 1 {
			t.Fatalf("%d^n is not 1 for any n up to 2^16 by repeated Mul", x)
		}
		if got := nimber.Order(x); got != n {
			t.Fatalf("Order(%d) = %d, repeated Mul gives %d", x, got, n)
		}
	}
	gcd := func(a, b uint64) uint64 {
		for b != 0 {
			a, b = b, a%b
		}
		return a
	}
	const g = 10279 // a generator of F_65536: see TestPrimitive16
	p := uint64(1)
	for k := uint64(0); k < 1<<16-1; k++ {
		if got, want := nimber.Order(p), (1<<16-1)/gcd(k, 1<<16-1); got != want {
			t.Fatalf("Order(%d^%d) = %d, want %d", g, k, got, want)
		}
		p = nimber.Mul(p, g)
	}
	if got := nimber.Order(nimber.Primitive); got != 1<<64-1 {
		t.Errorf("Order(Primitive) = %d, want 2^64-1", got)
	}
	primes := []uint64{3, 5, 17, 257, 641, 65537, 6700417}
	r := rand.New(rand.NewPCG(11, 12))
	for range scale(200, 10) {
		x := r.Uint64() | 1
		o := nimber.Order(x)
		if nimber.Pow(x, o) != 1 {
			t.Fatalf("Pow(%#x, Order = %d) != 1", x, o)
		}
		for _, p := range primes {
			if o%p == 0 && nimber.Pow(x, o/p) == 1 {
				t.Fatalf("Order(%#x) = %d is not least: the power %d gives 1", x, o, o/p)
			}
		}
	}
}

// TestPowPaths checks Pow on every path against internal/ref: exponents at
// the edges (0, 1, 2, 2^63, 2^64-2 for the inverse, 2^64-1) and random ones
// of every length, on structured and random bases.
func TestPowPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	exps := []uint64{0, 1, 2, 3, 1 << 63, 1<<64 - 2, 1<<64 - 1}
	for range scale(200, 20) {
		exps = append(exps, r.Uint64()>>r.IntN(64))
	}
	bases := append(kerneltest.Structured(), 0, 1, nimber.Primitive, r.Uint64())
	want := make([]uint64, 0, len(bases)*len(exps))
	for _, x := range bases {
		for _, e := range exps {
			want = append(want, ref.Pow(x, e))
		}
	}
	for _, im := range kerneltest.AllImpls() {
		t.Run(im.Name, func(t *testing.T) {
			defer kernel.Paths.Use(im.Paths...)()
			k := 0
			for _, x := range bases {
				for _, e := range exps {
					if got := nimber.Pow(x, e); got != want[k] {
						t.Fatalf("Pow(%#x, %#x) = %#x, reference gives %#x", x, e, got, want[k])
					}
					k++
				}
			}
		})
	}
}

func BenchmarkPow(b *testing.B) { bench2(b, nimber.Pow) }

func BenchmarkOrder(b *testing.B) { bench1(b, func(x uint64) uint64 { return nimber.Order(x | 1) }) }
