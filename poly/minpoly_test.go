package poly_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/poly"
)

// TestMinPoly checks that MinPoly(x, w) is monic, has coefficients below
// 2^w, vanishes at x, has as degree the size of the orbit of x under
// y -> y^(2^w) (found here with nimber.Pow), which divides 64/w, and is
// so minimal: a polynomial with coefficients in F_(2^w) that vanishes at x
// vanishes on the whole orbit, so it has at least that degree.
func TestMinPoly(t *testing.T) {
	r := rand.New(rand.NewPCG(39, 40))
	xs := []uint64{0, 1, 2, 3, 15, 16, 255, 256, 1 << 31, 1 << 32, 1<<63 | 5, ^uint64(0), nimber.Primitive}
	for range scale(40, 4) {
		xs = append(xs, coeff(r))
	}
	for _, x := range xs {
		for _, w := range []int{1, 2, 4, 8, 16, 32, 64} {
			m := poly.MinPoly(x, w)
			orbit := 1
			e := uint64(1) << (w % 64) // 2^w, or 1 for w = 64: y^(2^64) = y
			for y := nimber.Pow(x, e); y != x; y = nimber.Pow(y, e) {
				orbit++
			}
			if (64/w)%orbit != 0 || m.Degree() != orbit || m.Lead() != 1 {
				t.Fatalf("MinPoly(%#x, %d) has degree %d and lead %#x, orbit %d", x, w, m.Degree(), m.Lead(), orbit)
			}
			for _, c := range m {
				if w < 64 && c>>w != 0 {
					t.Fatalf("MinPoly(%#x, %d) has coefficient %#x outside F_(2^%d)", x, w, c, w)
				}
			}
			if horner(m, x) != 0 {
				t.Fatalf("MinPoly(%#x, %d) does not vanish at x", x, w)
			}
		}
	}
	if got := poly.MinPoly(2, 1); !same(got, poly.Poly{1, 1, 1}) {
		t.Errorf("MinPoly(2, 1) = %v, want x^2 + x + 1", got)
	}
	defer func() {
		if recover() == nil {
			t.Errorf("MinPoly(x, 3) did not panic")
		}
	}()
	poly.MinPoly(5, 3)
}

// TestCompose checks Compose against Horner's rule on polynomials, written
// here with the schoolbook product, and by evaluation.
func TestCompose(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for _, c := range [][2]int{{0, 3}, {1, 3}, {3, 0}, {3, 1}, {5, 2}, {17, 9}, {64, 33}, {65, 5}} {
		p, q := randPoly(r, c[0]), randPoly(r, c[1])
		want := poly.Poly(nil)
		for i := len(p) - 1; i >= 0; i-- {
			want = naiveMul(want, q)
			if len(want) == 0 {
				want = poly.Poly{0}
			}
			want[0] ^= p[i]
		}
		if got := poly.Compose(p, q); !same(got, want) {
			t.Fatalf("Compose of degrees %d and %d: got %s, want %s", c[0]-1, c[1]-1, show(got), show(want))
		}
	}
	p, q := randPoly(r, 300), randPoly(r, 200)
	x := r.Uint64()
	if got, want := horner(poly.Compose(p, q), x), horner(p, horner(q, x)); got != want {
		t.Fatalf("Compose(p, q)(x) = %#x, p(q(x)) = %#x", got, want)
	}
}
