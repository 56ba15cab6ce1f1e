package poly_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimberdev/nimber/poly"
)

// points returns n distinct random points, some small.
func points(r *rand.Rand, n int) []uint64 {
	seen := make(map[uint64]bool)
	xs := make([]uint64, 0, n)
	for len(xs) < n {
		x := coeff(r)
		if !seen[x] {
			seen[x] = true
			xs = append(xs, x)
		}
	}
	return xs
}

// TestEvalMany checks EvalMany against Horner's rule written here, for
// polynomials longer and shorter than the number of points, and repeated
// points.
func TestEvalMany(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(21, 22))
		for _, c := range [][2]int{{0, 5}, {3, 0}, {1, 1}, {17, 17}, {100, 300}, {300, 100}, {64, 1000}, {1000, 1000}, {scale(5000, 5), scale(4000, 5)}} {
			p, xs := randPoly(r, c[0]), points(r, c[1])
			if len(xs) > 3 {
				xs[3] = xs[1]
			}
			got := poly.EvalMany(p, xs)
			if len(got) != len(xs) {
				t.Fatalf("EvalMany returned %d values for %d points", len(got), len(xs))
			}
			for i, x := range xs {
				if want := horner(p, x); got[i] != want {
					t.Fatalf("EvalMany(p of degree %d, %d points)[%d] = %#x, Horner gives %#x", c[0]-1, c[1], i, got[i], want)
				}
			}
		}
	})
}

// TestInterpolate checks that Interpolate's result has degree below n and
// takes the values given (by Horner's rule), and gives back a polynomial
// of degree below n from its values.
func TestInterpolate(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(23, 24))
		for _, n := range []int{1, 2, 3, 16, 17, 100, 513, scale(3000, 5)} {
			xs := points(r, n)
			ys := make([]uint64, n)
			for i := range ys {
				ys[i] = coeff(r)
			}
			p, err := poly.Interpolate(xs, ys)
			if err != nil || p.Degree() >= n {
				t.Fatalf("Interpolate of %d points: degree %d, %v", n, p.Degree(), err)
			}
			for i, x := range xs {
				if v := horner(p, x); v != ys[i] {
					t.Fatalf("Interpolate of %d points: p(xs[%d]) = %#x, want %#x", n, i, v, ys[i])
				}
			}
			q := randPoly(r, n)
			for i, x := range xs {
				ys[i] = horner(q, x)
			}
			if p, err := poly.Interpolate(xs, ys); err != nil || !same(p, q) {
				t.Fatalf("Interpolate of the values of a polynomial of degree %d gave %s, %v", n-1, show(p), err)
			}
		}
	})
	if p, err := poly.Interpolate(nil, nil); err != nil || p.Degree() != -1 {
		t.Errorf("Interpolate of no points = %v, %v; want 0, nil", p, err)
	}
	xs := []uint64{5, 7, 9, 11, 7, 13}
	if p, err := poly.Interpolate(xs, make([]uint64, 6)); !errors.Is(err, poly.ErrRepeatedPoint) || p != nil || !strings.Contains(err.Error(), "7 at indices 1 and 4") {
		t.Errorf("Interpolate with a repeated x = %v, %v", p, err)
	}
}

// TestFromRoots checks FromRoots against the product of the factors x - r
// by the schoolbook method, with repeated roots.
func TestFromRoots(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	for _, n := range []int{0, 1, 2, 3, 31, 200} {
		rs := points(r, n)
		if n > 2 {
			rs[2] = rs[0]
		}
		if got, want := poly.FromRoots(rs), fromRootsNaive(rs); !same(got, want) {
			t.Fatalf("FromRoots of %d roots = %s, want %s", n, show(got), show(want))
		}
	}
}
