package nimber_test

import (
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestMulMex compares Mul with the mex definition of the nim-product.
func TestMulMex(t *testing.T) {
	n := 64
	if !testing.Short() {
		n = 128
	}
	mex := ref.NewMexTable(n)
	for x := range n {
		for y := range n {
			if got, want := nimber.Mul(uint64(x), uint64(y)), mex.Mul(x, y); got != want {
				t.Fatalf("Mul(%d, %d) = %d, mex definition gives %d", x, y, got, want)
			}
		}
	}
}

// TestMul256HalfSplit checks the whole table of F_256 against the plain
// four-product half-split recursion of internal/ref.
func TestMul256HalfSplit(t *testing.T) {
	for x := range uint64(256) {
		for y := range uint64(256) {
			if got, want := nimber.Mul(x, y), ref.HalfMul(x, y, 8); got != want {
				t.Fatalf("Mul(%d, %d) = %d, half-split reference gives %d", x, y, got, want)
			}
		}
	}
}

// TestMulReference compares Mul with the bit-by-bit reference, which
// multiplies powers of two by the Fermat 2-power rules and shares no code
// with the fast path.
func TestMulReference(t *testing.T) {
	for _, p := range pairs(scale(1_000_000, 50)) {
		x, y := p[0], p[1]
		if got, want := nimber.Mul(x, y), ref.Mul(x, y); got != want {
			t.Fatalf("Mul(%#x, %#x) = %#x, reference gives %#x", x, y, got, want)
		}
	}
}

// TestMulPaths checks Mul on every path: all products of two powers of two
// (which settle any bilinear map) and structured and random pairs, against
// internal/ref.
func TestMulPaths(t *testing.T) {
	ps := pairs(scale(20000, 10))
	for i := range 64 {
		for j := range 64 {
			ps = append(ps, [2]uint64{1 << i, 1 << j})
		}
	}
	want := make([]uint64, len(ps))
	for k, p := range ps {
		want[k] = ref.Mul(p[0], p[1])
	}
	for _, im := range kerneltest.AllImpls() {
		t.Run(im.Name, func(t *testing.T) {
			defer kernel.Paths.Use(im.Paths...)()
			for k, p := range ps {
				if got := nimber.Mul(p[0], p[1]); got != want[k] {
					t.Fatalf("Mul(%#x, %#x) = %#x, reference gives %#x", p[0], p[1], got, want[k])
				}
			}
		})
	}
}

func FuzzMul(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, y uint64) {
		if got, want := nimber.Mul(x, y), ref.Mul(x, y); got != want {
			t.Errorf("Mul(%#x, %#x) = %#x, reference gives %#x", x, y, got, want)
		}
	})
}

// FuzzMulPaths compares Mul(x, y) and Pow(x, y) on the assembly paths with
// the generic code.
func FuzzMulPaths(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, y uint64) {
		restore := kernel.Paths.Use()
		mul, pow := nimber.Mul(x, y), nimber.Pow(x, y)
		restore()
		if got := nimber.Mul(x, y); got != mul {
			t.Errorf("Mul(%#x, %#x) = %#x on paths %v, generic code gives %#x", x, y, got, kernel.Paths.On(), mul)
		}
		if got := nimber.Pow(x, y); got != pow {
			t.Errorf("Pow(%#x, %#x) = %#x on paths %v, generic code gives %#x", x, y, got, kernel.Paths.On(), pow)
		}
	})
}

func BenchmarkMul(b *testing.B) { bench2(b, nimber.Mul) }
