package poly_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/nimberdev/nimber/poly"
)

// TestDivMod checks a == q*b + r and deg r < deg b with the schoolbook
// product, and q and r against long division written here, by long
// division and by Newton's method.
func TestDivMod(t *testing.T) {
	paths(t, func(t *testing.T) {
		for _, newton := range []int{1 << 30, 2} {
			defer poly.SetNewtonMin(newton)()
			r := rand.New(rand.NewPCG(11, 12))
			for range scale(400, 10) {
				nb := 1 + r.IntN(200)
				na := r.IntN(3 * nb)
				if r.IntN(8) == 0 {
					nb = 1 + r.IntN(3)
				}
				a, b := randPoly(r, na), randPoly(r, nb)
				checkDivMod(t, a, b)
			}
			// Edge cases: a == 0, deg a < deg b, deg a == deg b, b constant.
			for _, c := range [][2]poly.Poly{
				{nil, {1}}, {nil, {0, 1}}, {{5}, {0, 1}}, {{1, 2, 3}, {7}},
				{{1, 2, 3}, {4, 5, 6}}, {{0, 0, 1}, {1, 1}}, {{1, 2, 3, 0, 0}, {2, 0}},
			} {
				checkDivMod(t, c[0], c[1])
			}
		}
	})
}

func checkDivMod(t *testing.T, a, b poly.Poly) {
	t.Helper()
	q, r := poly.DivMod(a, b)
	wq, wr := naiveDivMod(a, b)
	if !same(q, wq) || !same(r, wr) {
		t.Fatalf("DivMod(%s, %s) = %s, %s; long division gives %s, %s", show(a), show(b), show(q), show(r), show(wq), show(wr))
	}
	if len(q) > 0 && q[len(q)-1] == 0 || len(r) > 0 && r[len(r)-1] == 0 {
		t.Fatalf("DivMod returned unnormalised results")
	}
	back := naiveMul(q, b)
	for i, c := range r {
		if i >= len(back) {
			back = append(back, 0)
		}
		back[i] ^= c
	}
	if !same(back, a) || len(trim(r)) >= len(trim(b)) {
		t.Fatalf("DivMod(%s, %s): q*b + r != a or deg r >= deg b", show(a), show(b))
	}
	if !same(poly.Div(a, b), wq) || !same(poly.Mod(a, b), wr) {
		t.Fatalf("Div or Mod of %s by %s differs from DivMod", show(a), show(b))
	}
}

// TestInvSeries checks p*InvSeries(p, n) == 1 mod x^n with the schoolbook
// product.
func TestInvSeries(t *testing.T) {
	paths(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(13, 14))
		for _, n := range []int{0, 1, 2, 3, 7, 8, 9, 100, 255, 256, 257, scale(3000, 5)} {
			p := randPoly(r, 1+r.IntN(2*n+1))
			for p[0] == 0 {
				p[0] = coeff(r)
			}
			g := poly.InvSeries(p, n)
			if g.Degree() >= n {
				t.Fatalf("InvSeries(p, %d) has degree %d", n, g.Degree())
			}
			pg := naiveMul(p, g)
			for i := range n {
				want := uint64(0)
				if i == 0 {
					want = 1
				}
				if i < len(pg) && pg[i] != want || i >= len(pg) && want != 0 {
					t.Fatalf("p*InvSeries(p, %d) has coefficient %d wrong", n, i)
				}
			}
		}
	})
}

// TestPowMod checks PowMod against repeated multiplication and long
// division, and against Fermat's little theorem in F_(2^64)[x]/(x - c):
// p^(2^64) = p(c)^(2^64) = p(c), and p^(k(2^64 - 1) + 1) = p(c) too.
func TestPowMod(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for range scale(30, 5) {
		m, p := randPoly(r, 1+r.IntN(40)), randPoly(r, r.IntN(60))
		e := uint64(r.IntN(40))
		want := poly.Poly{1}
		for range e {
			_, want = naiveDivMod(naiveMul(want, p), m)
		}
		_, want = naiveDivMod(want, m)
		if got := poly.PowMod(p, new(big.Int).SetUint64(e), m); !same(got, want) {
			t.Fatalf("PowMod(%s, %d, %s) = %s, want %s", show(p), e, show(m), show(got), show(want))
		}
	}
	c, p := r.Uint64(), randPoly(r, 20)
	e := new(big.Int).Lsh(big.NewInt(1), 64)
	if got, want := poly.PowMod(p, e, poly.Poly{c, 1}), horner(p, c); !same(got, poly.Poly{want}) {
		t.Fatalf("p^(2^64) mod (x - c) = %s, want p(c) = %#x", show(got), want)
	}
	e.Sub(e, big.NewInt(1)).Mul(e, big.NewInt(12345)).Add(e, big.NewInt(1))
	if got, want := poly.PowMod(p, e, poly.Poly{c, 1}), horner(p, c); !same(got, poly.Poly{want}) {
		t.Fatalf("p^(12345(2^64 - 1) + 1) mod (x - c) = %s, want p(c) = %#x", show(got), want)
	}
	if got := poly.PowMod(poly.Poly{0, 1}, big.NewInt(5), poly.Poly{7}); got.Degree() >= 0 {
		t.Fatalf("PowMod modulo a constant = %s, want 0", show(got))
	}
	if got := poly.PowMod(poly.Poly{3}, new(big.Int), poly.Poly{0, 0, 1}); !same(got, poly.Poly{1}) {
		t.Fatalf("PowMod(p, 0, x^2) = %s, want 1", show(got))
	}
}
