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
		for k := 0; k <= scale(12, 2); k++ {
			n := 1 << k
			for _, deg := range []int{-1, 0, n / 2, n - 1, n, 3*n + 5} {
				if deg >= n && k > 10 {
					continue // reduction modulo s_k is checked up to k = 10
				}
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
		for k := 0; k <= scale(14, 2); k++ {
			n := 1 << k
			p := randPoly(r, n-r.IntN(n/2+1))
			got := poly.InterpolateRange(poly.EvalRange(p, k))
			if !same(got, p) {
				t.Fatalf("InterpolateRange(EvalRange(p, %d)) = %s; want %s", k, show(got), show(p))
			}
			ys := make([]uint64, n)
			for i := range ys {
				ys[i] = coeff(r)
			}
			q := poly.InterpolateRange(ys)
			if q.Degree() >= n {
				t.Fatalf("InterpolateRange of %d values: degree %d", n, q.Degree())
			}
			for x := range min(n, 64) {
				if v := horner(q, uint64(x)); v != ys[x] {
					t.Fatalf("InterpolateRange(ys)(%d) = %#x, want %#x", x, v, ys[x])
				}
			}
		}
	})
}

// TestRangeTo checks EvalRangeTo and InterpolateRangeTo into dst, in place
// and with dst of too little capacity, and that they do not allocate.
func TestRangeTo(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 46))
	p := randPoly(r, 256)
	vals := make([]uint64, 256)
	poly.EvalRangeTo(vals, p)
	if want := poly.EvalRange(p, 8); !same(vals, want) {
		t.Fatalf("EvalRangeTo differs from EvalRange")
	}
	buf := make(poly.Poly, 0, 300)
	q := poly.InterpolateRangeTo(buf, vals)
	if !same(q, p) || &q[0] != &buf[:1][0] {
		t.Fatalf("InterpolateRangeTo into a buffer: %s, or not written into it", show(q))
	}
	inPlace := append([]uint64(nil), vals...)
	if q := poly.InterpolateRangeTo(inPlace, inPlace); !same(q, p) {
		t.Fatalf("InterpolateRangeTo in place: %s", show(q))
	}
	shifted := append([]uint64(nil), vals...)
	if q := poly.InterpolateRangeTo(shifted[1:1], shifted); !same(q, p) {
		t.Fatalf("InterpolateRangeTo into an overlapping dst: %s", show(q))
	}
	if q := poly.InterpolateRangeTo(make(poly.Poly, 3), vals); !same(q, p) {
		t.Fatalf("InterpolateRangeTo into a short dst: %s", show(q))
	}
	if testing.Short() || raceEnabled {
		return
	}
	if n := testing.AllocsPerRun(20, func() { poly.EvalRangeTo(vals, p) }); n != 0 {
		t.Errorf("EvalRangeTo allocates %v times a call", n)
	}
	if n := testing.AllocsPerRun(20, func() { poly.InterpolateRangeTo(buf, vals) }); n != 0 {
		t.Errorf("InterpolateRangeTo allocates %v times a call", n)
	}
	dst := make(poly.Poly, 0, 8192)
	for _, n := range []int{3, 40, 300, 3000} {
		a, b := randPoly(r, n), randPoly(r, n)
		if k := testing.AllocsPerRun(20, func() { dst = poly.MulTo(dst, a, b) }); k != 0 {
			t.Errorf("MulTo of length %d allocates %v times a call", n, k)
		}
	}
}
