package kernel_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber/internal/kernel"
	"github.com/nimberdev/nimber/internal/kernel/kerneltest"
	"github.com/nimberdev/nimber/internal/ref"
)

// TestMul64Paths checks Mul64, Pow64 and SquareMap on every path that
// serves them against internal/ref, which shares no code with them, on the
// structured values against each other and on random pairs.
func TestMul64Paths(t *testing.T) {
	s := kerneltest.Structured()
	r := rand.New(rand.NewPCG(61, 62))
	n := 500
	if testing.Short() {
		n = 100
	}
	xs := append(s, kerneltest.RandomWords(r, n)...)
	for _, im := range kerneltest.Impls("clmul") {
		func() {
			defer kernel.Paths.Use(im.Paths...)()
			for i, x := range xs {
				for _, y := range [...]uint64{xs[(7*i+3)%len(xs)], s[i%len(s)], r.Uint64()} {
					if got, want := kernel.Mul64(x, y), ref.Mul(x, y); got != want {
						t.Fatalf("impl=%s: Mul64(%#x, %#x) = %#x, want %#x", im.Name, x, y, got, want)
					}
				}
				e := r.Uint64() >> r.IntN(64)
				if got, want := kernel.Pow64(x, e), ref.Pow(x, e); got != want {
					t.Fatalf("impl=%s: Pow64(%#x, %#x) = %#x, want %#x", im.Name, x, e, got, want)
				}
				if got, want := kernel.SquareMap.Apply(x), ref.Mul(x, x); got != want {
					t.Fatalf("impl=%s: SquareMap.Apply(%#x) = %#x, want %#x", im.Name, x, got, want)
				}
			}
		}()
	}
}
