package poly_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber/poly"
)

// naiveHasRoot reports whether p has a root in F_(2^64): whether
// gcd(p, x^(2^64) - x) has positive degree, by long division and Euclid's
// algorithm written here.
func naiveHasRoot(p poly.Poly) bool {
	if len(trim(p)) <= 1 {
		return false
	}
	y := poly.Poly{0, 1}
	_, y = naiveDivMod(y, p)
	x := y
	for range 64 {
		_, y = naiveDivMod(naiveMul(y, y), p)
	}
	d := append(poly.Poly(nil), y...)
	for i, c := range x {
		if i >= len(d) {
			d = append(d, 0)
		}
		d[i] ^= c
	}
	return len(naiveGCD(p, d)) > 1
}

// TestRoots checks that Roots finds exactly the roots of products of known
// linear factors (repeated, and times a cofactor that has no root, as
// checked here), in ascending order, and that each root vanishes.
func TestRoots(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(27, 28))
		for _, n := range []int{1, 2, 3, 4, 17, 100, scale(700, 7)} {
			rs := points(r, n)
			p := fromRootsNaive(rs)
			if n > 3 {
				p = naiveMul(p, poly.Poly{rs[1], 1}) // a double root
			}
			cof := randPoly(r, 1+r.IntN(8))
			if !naiveHasRoot(cof) {
				p = naiveMul(p, cof)
			}
			p = naiveMul(p, poly.Poly{coeff(r) | 1})
			want := slices.Clone(rs)
			slices.Sort(want)
			got := poly.Roots(p)
			if !slices.Equal(got, want) {
				t.Fatalf("Roots of a polynomial with %d known roots: got %d roots %#x..., want %#x...", n, len(got), got[:min(4, len(got))], want[:min(4, len(want))])
			}
			for _, x := range got {
				if horner(p, x) != 0 {
					t.Fatalf("p(%#x) != 0", x)
				}
			}
		}
	})
}

// TestRootsSubfield checks Roots against a search of all of F_(2^8) for
// polynomials with coefficients in F_(2^8): their roots in F_(2^8) must be
// exactly those of Roots below 256, and every root must vanish.
func TestRootsSubfield(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 30))
	for range scale(200, 10) {
		p := make(poly.Poly, 2+r.IntN(12))
		for i := range p {
			p[i] = uint64(r.IntN(256))
		}
		p[len(p)-1] |= 1
		var want []uint64
		for x := range uint64(256) {
			if horner(p, x) == 0 {
				want = append(want, x)
			}
		}
		got := poly.Roots(p)
		var small []uint64
		for _, x := range got {
			if horner(p, x) != 0 {
				t.Fatalf("Roots(%#x) includes %#x, which is no root", p, x)
			}
			if x < 256 {
				small = append(small, x)
			}
		}
		if !slices.Equal(small, want) {
			t.Fatalf("Roots(%#x) in F_(2^8) = %#x, search gives %#x", p, small, want)
		}
	}
}

func TestRootsEdges(t *testing.T) {
	for _, c := range []struct {
		p    poly.Poly
		want []uint64
	}{
		{poly.Poly{5}, nil},
		{poly.Poly{3, 1, 1}, []uint64{6, 7}}, // x^2 + x + 3, the example
		{poly.Poly{0, 0, 0, 1}, []uint64{0}},
		{poly.Poly{1, 0, 1}, []uint64{1}},    // (x + 1)^2
		{poly.Poly{1, 1, 1}, []uint64{2, 3}}, // x^2 + x + 1, roots in F_4
	} {
		got := poly.Roots(c.p)
		for _, x := range got {
			if horner(c.p, x) != 0 {
				t.Errorf("Roots(%v) includes %d, which is no root", c.p, x)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Roots(%v) = %v, want %v", c.p, got, c.want)
		}
	}
	defer func() {
		if e := recover(); e != "poly: Roots of zero polynomial" {
			t.Errorf("Roots(0) panicked with %v", e)
		}
	}()
	poly.Roots(poly.Poly{0, 0})
}

// TestRootsMany checks Roots of x^(2^k) + x, whose roots in F_(2^64) are
// the elements of F_(2^k) ∩ F_(2^64) = F_(2^gcd(k, 64)), the nimbers below
// 2^gcd(k, 64), and that x^65536 + x takes
// under 5 s of CPU, where reducing every trace from the degree of the
// polynomial took 29 s.
func TestRootsMany(t *testing.T) {
	for _, k := range []int{1, 2, 4, 8, 12, 16} {
		if k == 16 && (testing.Short() || raceEnabled) {
			continue
		}
		p := make(poly.Poly, 1<<k+1)
		p[1], p[1<<k] = 1, 1
		c0, ok := cpuTime()
		got := poly.Roots(p)
		if c1, ok1 := cpuTime(); k == 16 && ok && ok1 && c1-c0 > 5e9 {
			t.Errorf("Roots(x^65536 + x) took %.1f s of CPU", float64(c1-c0)/1e9)
		}
		w := 1 << bits.TrailingZeros(uint(k)) // gcd(k, 64) for k < 64
		if len(got) != 1<<w {
			t.Fatalf("Roots(x^%d + x) has %d roots, want %d", 1<<k, len(got), 1<<w)
		}
		for i, x := range got {
			if x != uint64(i) {
				t.Fatalf("Roots(x^%d + x)[%d] = %d, want the nimbers below 2^%d in order", 1<<k, i, x, w)
			}
		}
	}
}
