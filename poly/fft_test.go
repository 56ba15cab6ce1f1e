package poly_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber/poly"
)

// TestEvalRange checks EvalRange against Horner's rule at every point, for
// k <= 12 and polynomials of degree below 2^k, equal to it and above it.
func TestEvalRange(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(7, 8))
		for k := uint(0); k <= uint(scale(12, 2)); k++ {
			n := 1 << k
			for _, deg := range []int{-1, 0, n / 2, n - 1, n, 3*n + 5} {
				p := randPoly(r, deg+1)
				got := poly.EvalRange(p, k)
				if len(got) != n {
					t.Fatalf("EvalRange(k=%d) returned %d values", k, len(got))
				}
				for x := range got {
					if want := horner(p, uint64(x)); got[x] != want {
						t.Fatalf("EvalRange(p of degree %d, k=%d)[%d] = %#x, Horner gives %#x", deg, k, x, got[x], want)
					}
				}
			}
		}
	})
}

// TestInterpolateRange checks that InterpolateRange inverts EvalRange and
// that its result takes the values given.
func TestInterpolateRange(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(9, 10))
		for k := uint(0); k <= uint(scale(14, 2)); k++ {
			n := 1 << k
			p := randPoly(r, n-r.IntN(n/2+1))
			got, err := poly.InterpolateRange(poly.EvalRange(p, k))
			if err != nil || !same(got, p) {
				t.Fatalf("InterpolateRange(EvalRange(p, %d)) = %s, %v; want %s", k, show(got), err, show(p))
			}
			ys := make([]uint64, n)
			for i := range ys {
				ys[i] = coeff(r)
			}
			q, err := poly.InterpolateRange(ys)
			if err != nil || q.Degree() >= n {
				t.Fatalf("InterpolateRange of %d values: degree %d, %v", n, q.Degree(), err)
			}
			for x := range min(n, 64) {
				if v := horner(q, uint64(x)); v != ys[x] {
					t.Fatalf("InterpolateRange(ys)(%d) = %#x, want %#x", x, v, ys[x])
				}
			}
		}
	})
	for _, n := range []int{0, 3, 5, 6, 12} {
		if p, err := poly.InterpolateRange(make([]uint64, n)); err == nil || p != nil {
			t.Errorf("InterpolateRange of %d values = %v, %v; want an error", n, p, err)
		}
	}
}
