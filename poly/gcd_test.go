package poly_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber/poly"
)

// gcdCases returns pairs with a known common factor, coprime pairs, and
// the edge cases.
func gcdCases(r *rand.Rand, n int) [][2]poly.Poly {
	cases := [][2]poly.Poly{
		{nil, nil}, {nil, {5}}, {{0, 3}, nil}, {{1, 1}, {1, 1}}, {{1}, {0, 0, 1}},
		{{2, 3, 1}, {6, 1}}, // (x+2)(x+3)... shares x+6? checked by the reference anyway
	}
	for range n {
		g := randPoly(r, r.IntN(40))
		u, v := randPoly(r, r.IntN(300)), randPoly(r, r.IntN(300))
		cases = append(cases, [2]poly.Poly{naiveMul(g, u), naiveMul(g, v)})
		cases = append(cases, [2]poly.Poly{u, v})
	}
	return cases
}

// TestGCD checks GCD and ExtGCD against Euclid's algorithm written here,
// the identity g = s*a + t*b and the degrees of s and t, with the half-gcd
// forced down to small degrees and with it off.
func TestGCD(t *testing.T) {
	paths(t, func(t *testing.T) {
		for _, th := range [][2]int{{1 << 30, 1 << 30}, {4, 2}, {16, 8}, {40, 3}} {
			restore := poly.SetGCDThresholds(th[0], th[1])
			r := rand.New(rand.NewPCG(17, 18))
			for _, c := range gcdCases(r, scale(40, 8)) {
				checkGCD(t, c[0], c[1])
				checkGCD(t, c[1], c[0])
			}
			restore()
		}
	})
}

func checkGCD(t *testing.T, a, b poly.Poly) {
	t.Helper()
	want := naiveGCD(a, b)
	if got := poly.GCD(a, b); !same(got, want) {
		t.Fatalf("GCD(%s, %s) = %s, want %s", show(a), show(b), show(got), show(want))
	}
	g, s, u := poly.ExtGCD(a, b)
	if !same(g, want) {
		t.Fatalf("ExtGCD(%s, %s) gives g = %s, want %s", show(a), show(b), show(g), show(want))
	}
	sum := naiveMul(s, a)
	for i, c := range naiveMul(u, b) {
		if i >= len(sum) {
			sum = append(sum, 0)
		}
		sum[i] ^= c
	}
	if !same(sum, g) {
		t.Fatalf("ExtGCD(%s, %s): s*a + t*b != g", show(a), show(b))
	}
	da, db, dg := trim(a).Degree(), trim(b).Degree(), g.Degree()
	multiples := da == db && dg == da
	if da > 0 && db > 0 && !multiples && (s.Degree() >= db-dg || u.Degree() >= da-dg) {
		t.Fatalf("ExtGCD of degrees %d, %d: cofactor degrees %d, %d with deg g = %d", da, db, s.Degree(), u.Degree(), dg)
	}
}

// TestHalfGCD checks that the half-gcd leads to two consecutive remainders
// of Euclid's sequence, computed here, one of degree ceil(n/2) or more and
// the next below it.
func TestHalfGCD(t *testing.T) {
	paths(t, func(t *testing.T) {
		defer poly.SetGCDThresholds(1<<30, 3)()
		r := rand.New(rand.NewPCG(19, 20))
		for range scale(60, 6) {
			n := 1 + r.IntN(300)
			a, b := randPoly(r, n+1), randPoly(r, 1+r.IntN(n))
			if r.IntN(3) == 0 {
				g := randPoly(r, 1+r.IntN(n/2+1))
				a, b = naiveMul(a, g), naiveMul(b, g)
				n = len(a) - 1
			}
			m := (n + 1) / 2
			c, d := poly.HalfGCD(a, b)
			x, y := trim(a), trim(b)
			for len(y)-1 >= m {
				_, rem := naiveDivMod(x, y)
				x, y = y, rem
			}
			if !same(c, x) || !same(d, y) {
				t.Fatalf("HalfGCD of degrees %d, %d: degrees %d, %d, want %d, %d", n, len(b)-1, c.Degree(), d.Degree(), x.Degree(), y.Degree())
			}
		}
	})
}
