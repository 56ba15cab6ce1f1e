package poly_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/poly"
)

// The references in this file use nimber.Mul and nimber.Inv only, never the
// package they check.

// scale returns n, or n/div (at least 1) under -short.
func scale(n, div int) int {
	if testing.Short() {
		return max(n/div, 1)
	}
	return n
}

// trim returns p without its trailing zeros.
func trim(p poly.Poly) poly.Poly {
	for len(p) > 0 && p[len(p)-1] == 0 {
		p = p[:len(p)-1]
	}
	return p
}

// same reports whether a and b are the same polynomial.
func same(a, b poly.Poly) bool {
	a, b = trim(a), trim(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// naiveMul is the schoolbook product.
func naiveMul(a, b poly.Poly) poly.Poly {
	a, b = trim(a), trim(b)
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	p := make(poly.Poly, len(a)+len(b)-1)
	for i, x := range a {
		for j, y := range b {
			p[i+j] ^= nimber.Mul(x, y)
		}
	}
	return p
}

// horner returns p(x).
func horner(p poly.Poly, x uint64) uint64 {
	var v uint64
	for i := len(p) - 1; i >= 0; i-- {
		v = nimber.Mul(v, x) ^ p[i]
	}
	return v
}

// naiveDivMod divides a by b != 0 by long division.
func naiveDivMod(a, b poly.Poly) (q, r poly.Poly) {
	b = trim(b)
	r = append(poly.Poly(nil), trim(a)...)
	if len(r) < len(b) {
		return nil, r
	}
	inv := nimber.Inv(b[len(b)-1])
	q = make(poly.Poly, len(r)-len(b)+1)
	for i := len(r) - 1; i >= len(b)-1; i-- {
		c := nimber.Mul(r[i], inv)
		q[i-len(b)+1] = c
		for j, bj := range b {
			r[i-len(b)+1+j] ^= nimber.Mul(c, bj)
		}
	}
	return trim(q), trim(r)
}

// naiveGCD is Euclid's algorithm, made monic.
func naiveGCD(a, b poly.Poly) poly.Poly {
	a, b = trim(a), trim(b)
	for len(b) > 0 {
		_, r := naiveDivMod(a, b)
		a, b = b, r
	}
	return naiveMonic(a)
}

func naiveMonic(a poly.Poly) poly.Poly {
	a = trim(a)
	if len(a) == 0 {
		return nil
	}
	inv := nimber.Inv(a[len(a)-1])
	m := make(poly.Poly, len(a))
	for i, c := range a {
		m[i] = nimber.Mul(c, inv)
	}
	return m
}

// fromRootsNaive returns the product of x - r over the roots.
func fromRootsNaive(roots []uint64) poly.Poly {
	p := poly.Poly{1}
	for _, r := range roots {
		p = naiveMul(p, poly.Poly{r, 1})
	}
	return p
}

// coeff returns a random coefficient: often a full 64-bit value, sometimes
// one of a subfield, a power of two, all ones, 0 or 1.
func coeff(r *rand.Rand) uint64 {
	switch r.IntN(8) {
	case 0:
		return r.Uint64() >> r.IntN(64)
	case 1:
		return 1 << r.IntN(64)
	case 2:
		return []uint64{0, 1, ^uint64(0), 1 << 63, 0xff, 0xffff}[r.IntN(6)]
	}
	return r.Uint64()
}

// randPoly returns a random polynomial of degree n-1 (0 for n == 0).
func randPoly(r *rand.Rand, n int) poly.Poly {
	p := make(poly.Poly, n)
	for i := range p {
		p[i] = coeff(r)
	}
	if n > 0 {
		for p[n-1] == 0 {
			p[n-1] = coeff(r)
		}
	}
	return p
}

// paths runs f for the generic kernels and, where the machine has them, for
// the vector kernels.
func paths(t *testing.T, f func(t *testing.T)) {
	names := []string{"generic"}
	if poly.HasVec() {
		names = append(names, "vec")
	}
	for _, name := range names {
		t.Run("kernels="+name, func(t *testing.T) {
			defer poly.UseVec(name == "vec")()
			f(t)
		})
	}
}

// show prints a polynomial for a failure message, shortened when long.
func show(p poly.Poly) string {
	if len(p) > 8 {
		return fmt.Sprintf("%#x ... (%d coefficients)", []uint64(p[:8]), len(p))
	}
	return fmt.Sprintf("%#x", []uint64(p))
}
