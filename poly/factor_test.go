package poly_test

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/poly"
)

// naiveXqk returns x^(q^k) mod f, q = 2^64, by 64k squarings with the
// schoolbook product and long division written here.
func naiveXqk(f poly.Poly, k int) poly.Poly {
	_, y := naiveDivMod(poly.Poly{0, 1}, f)
	for range 64 * k {
		_, y = naiveDivMod(naiveMul(y, y), f)
	}
	return y
}

// rabin is Rabin's irreducibility test: f of degree n is irreducible over
// F_q exactly when x^(q^n) = x mod f and gcd(f, x^(q^(n/r)) - x) = 1 for
// every prime r dividing n. Up to degree 24 it uses the arithmetic written
// here; above, the package's PowMod and GCD (checked on their own
// against that arithmetic), which share no code with Factorize's and
// IsIrreducible's Frobenius matrix and distinct-degree test.
func rabin(f poly.Poly) bool {
	f = trim(f)
	n := len(f) - 1
	if n <= 0 {
		return false
	}
	xqk := func(k int) poly.Poly {
		if n <= 24 {
			return naiveXqk(f, k)
		}
		e := new(big.Int).Lsh(big.NewInt(1), uint(64*k))
		return poly.PowMod(poly.Poly{0, 1}, e, f)
	}
	minusX := func(p poly.Poly) poly.Poly {
		p = append(poly.Poly(nil), p...)
		for len(p) < 2 {
			p = append(p, 0)
		}
		p[1] ^= 1
		return trim(p)
	}
	_, x := naiveDivMod(poly.Poly{0, 1}, f)
	if !same(xqk(n), x) {
		return false
	}
	for r := 2; r <= n; r++ {
		if n%r != 0 || !isPrime(r) {
			continue
		}
		g := naiveGCD(f, minusX(xqk(n/r)))
		if n > 24 {
			g = poly.GCD(f, minusX(xqk(n/r)))
		}
		if len(trim(g)) > 1 {
			return false
		}
	}
	return true
}

func isPrime(n int) bool {
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return n >= 2
}

// randIrreducible returns a random monic irreducible polynomial of degree
// n <= 6, found by Rabin's test.
func randIrreducible(r *rand.Rand, n int) poly.Poly {
	for {
		p := randPoly(r, n+1)
		p[n] = 1
		if rabin(p) {
			return p
		}
	}
}

// checkFactors checks that the factors are sorted, monic, irreducible (by
// Rabin's test) and multiply to Monic(p).
func checkFactors(t *testing.T, p poly.Poly, fs []poly.Factor) {
	t.Helper()
	prod := poly.Poly{1}
	for i, f := range fs {
		if f.Mult < 1 || len(f.P) < 2 || f.P[len(f.P)-1] != 1 {
			t.Fatalf("factor %d of %s: %v^%d is not monic of positive degree", i, show(p), f.P, f.Mult)
		}
		if i > 0 && !less(fs[i-1].P, f.P) {
			t.Fatalf("factors %d and %d of %s are out of order", i-1, i, show(p))
		}
		if !rabin(f.P) {
			t.Fatalf("factor %s of %s fails Rabin's test", show(f.P), show(p))
		}
		for range f.Mult {
			prod = naiveMul(prod, f.P)
		}
	}
	if !same(prod, naiveMonic(p)) {
		t.Fatalf("the factors of %s multiply to %s", show(p), show(prod))
	}
}

// less orders factors by degree, then by coefficients from the top down.
func less(a, b poly.Poly) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := len(a) - 1; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// TestFactorizeKnown checks that a product of known irreducible factors,
// with multiplicities (squares and fourth powers among them), factors into
// exactly them.
func TestFactorizeKnown(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(31, 32))
		for range scale(12, 4) {
			var want []poly.Factor
			p := poly.Poly{coeff(r) | 1}
			for range 1 + r.IntN(5) {
				f := randIrreducible(r, 1+r.IntN(5))
				if slices.ContainsFunc(want, func(x poly.Factor) bool { return same(x.P, f) }) {
					continue
				}
				m := []int{1, 1, 2, 3, 4, 5}[r.IntN(6)]
				want = append(want, poly.Factor{P: f, Mult: m})
				for range m {
					p = naiveMul(p, f)
				}
			}
			slices.SortFunc(want, func(a, b poly.Factor) int {
				if less(a.P, b.P) {
					return -1
				}
				return 1
			})
			got := poly.Factorize(p)
			if len(got) != len(want) {
				t.Fatalf("Factorize(%s) has %d factors, want %d", show(p), len(got), len(want))
			}
			for i := range got {
				if !same(got[i].P, want[i].P) || got[i].Mult != want[i].Mult {
					t.Fatalf("Factorize(%s): factor %d is %v^%d, want %v^%d", show(p), i, got[i].P, got[i].Mult, want[i].P, want[i].Mult)
				}
			}
		}
	})
}

// TestFactorizeRandom checks the factors of random polynomials: sorted,
// monic, irreducible and multiplying to the input.
func TestFactorizeRandom(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(33, 34))
		for _, n := range []int{1, 2, 3, 4, 8, 20, 40, scale(120, 3)} {
			p := randPoly(r, n+1)
			checkFactors(t, p, poly.Factorize(p))
		}
	})
}

// TestFactorizeSubfield checks Factorize against a brute-force
// factorization over F_16 of polynomials with coefficients in F_16, by
// trial division by every monic polynomial of degree 1 and 2. F_(2^64) is
// F_(16^16), over which an irreducible polynomial of F_16 of degree k
// splits into gcd(k, 16) factors of degree k/gcd(k, 16): one of odd degree
// k stays irreducible, and one of degree 2 has two roots.
func TestFactorizeSubfield(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 36))
	var divisors []poly.Poly // monic, degree 1 and 2, over F_16
	for c0 := range uint64(16) {
		divisors = append(divisors, poly.Poly{c0, 1})
	}
	for c0 := range uint64(16) {
		for c1 := range uint64(16) {
			divisors = append(divisors, poly.Poly{c0, c1, 1})
		}
	}
	for range scale(300, 10) {
		p := make(poly.Poly, 2+r.IntN(5)) // degree 1 to 5
		for i := range p {
			p[i] = uint64(r.IntN(16))
		}
		p[len(p)-1] = 1
		// Brute force over F_16: the degrees over F_(2^64) of the factors.
		var wantDegrees []int
		var oddFactors []poly.Poly
		rest := p
		for _, d := range divisors {
			for {
				q, rem := naiveDivMod(rest, d)
				if len(rem) != 0 {
					break
				}
				rest = q
				if len(d) == 2 {
					wantDegrees = append(wantDegrees, 1)
				} else {
					wantDegrees = append(wantDegrees, 1, 1)
				}
			}
		}
		if k := len(rest) - 1; k > 0 { // irreducible over F_16, of degree 3, 4 or 5
			if k%2 == 1 {
				wantDegrees = append(wantDegrees, k)
				oddFactors = append(oddFactors, rest)
			} else {
				wantDegrees = append(wantDegrees, 1, 1, 1, 1)
			}
		}
		fs := poly.Factorize(p)
		checkFactors(t, p, fs)
		var gotDegrees []int
		for _, f := range fs {
			for range f.Mult {
				gotDegrees = append(gotDegrees, len(f.P)-1)
			}
		}
		slices.Sort(gotDegrees)
		slices.Sort(wantDegrees)
		if !slices.Equal(gotDegrees, wantDegrees) {
			t.Fatalf("Factorize(%v): factor degrees %v, brute force over F_16 predicts %v", p, gotDegrees, wantDegrees)
		}
		for _, f := range oddFactors {
			if !slices.ContainsFunc(fs, func(x poly.Factor) bool { return same(x.P, f) }) {
				t.Fatalf("Factorize(%v) lacks %v, irreducible over F_16 of odd degree", p, f)
			}
		}
	}
}

// TestIsIrreducible checks IsIrreducible against Rabin's test on random
// polynomials, products and powers.
func TestIsIrreducible(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 38))
	for range scale(200, 10) {
		p := randPoly(r, 1+r.IntN(9))
		switch r.IntN(4) {
		case 0:
			p = naiveMul(p, randPoly(r, 2+r.IntN(3)))
		case 1:
			p = naiveMul(p, p)
		}
		if got, want := poly.IsIrreducible(p), rabin(p); got != want {
			t.Fatalf("IsIrreducible(%s) = %v, Rabin's test says %v", show(p), got, want)
		}
	}
	for _, p := range []poly.Poly{nil, {0}, {7}, {0, 1}, {5, 3}} {
		if got, want := poly.IsIrreducible(p), len(trim(p)) == 2; got != want {
			t.Errorf("IsIrreducible(%v) = %v", p, got)
		}
	}
}

func TestFactorizeEdges(t *testing.T) {
	if fs := poly.Factorize(poly.Poly{9}); len(fs) != 0 {
		t.Errorf("Factorize(9) = %v, want no factors", fs)
	}
	// x^4 + x + 8, the example, and x^8 = (x)^8.
	for _, p := range []poly.Poly{{8, 1, 0, 0, 1}, {0, 0, 0, 0, 0, 0, 0, 0, 3}} {
		checkFactors(t, p, poly.Factorize(p))
	}
	if fs := poly.Factorize(poly.Poly{0, 0, 0, 0, 0, 0, 0, 0, 3}); len(fs) != 1 || fs[0].Mult != 8 || !same(fs[0].P, poly.Poly{0, 1}) {
		t.Errorf("Factorize(3x^8) = %v, want x^8", fs)
	}
	defer func() {
		if e := recover(); e != "poly: Factorize of zero polynomial" {
			t.Errorf("Factorize(0) panicked with %v", e)
		}
	}()
	poly.Factorize(nil)
}
