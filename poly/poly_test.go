package poly_test

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/poly"
)

func TestDegreeLead(t *testing.T) {
	for _, c := range []struct {
		p    poly.Poly
		deg  int
		lead uint64
	}{
		{nil, -1, 0}, {poly.Poly{}, -1, 0}, {poly.Poly{0, 0}, -1, 0},
		{poly.Poly{7}, 0, 7}, {poly.Poly{1, 2, 0}, 1, 2}, {poly.Poly{0, 0, 5}, 2, 5},
	} {
		if d, l := c.p.Degree(), c.p.Lead(); d != c.deg || l != c.lead {
			t.Errorf("%#v: degree %d, lead %d; want %d, %d", c.p, d, l, c.deg, c.lead)
		}
	}
}

// TestBasics checks Add, Sub, Scale, Deriv, Monic, Equal and Eval against
// their definitions, coefficient by coefficient, with nimber.Mul.
func TestBasics(t *testing.T) {
	r := rand.New(rand.NewPCG(47, 48))
	for range scale(200, 10) {
		a, b := randPoly(r, r.IntN(20)), randPoly(r, r.IntN(20))
		a = append(a, make(poly.Poly, r.IntN(3))...) // trailing zeros are allowed
		c := coeff(r)
		sum := poly.Add(a, b)
		for i := range max(len(a), len(b)) {
			var want uint64
			if i < len(a) {
				want ^= a[i]
			}
			if i < len(b) {
				want ^= b[i]
			}
			if got := at(sum, i); got != want {
				t.Fatalf("Add(%v, %v)[%d] = %d, want %d", a, b, i, got, want)
			}
		}
		if !same(poly.Sub(a, b), sum) || !normalised(sum) || !normalised(poly.Sub(a, b)) {
			t.Fatalf("Sub differs from Add, or a result is not normalised")
		}
		sc := poly.Scale(c, a)
		d := poly.Deriv(a)
		for i := range a {
			if got, want := at(sc, i), nimber.Mul(c, a[i]); got != want {
				t.Fatalf("Scale(%d, %v)[%d] = %d, want %d", c, a, i, got, want)
			}
			if i > 0 {
				want := a[i]
				if i%2 == 0 {
					want = 0
				}
				if got := at(d, i-1); got != want {
					t.Fatalf("Deriv(%v)[%d] = %d, want %d", a, i-1, got, want)
				}
			}
		}
		if !normalised(sc) || !normalised(d) {
			t.Fatalf("Scale or Deriv returned trailing zeros")
		}
		m := poly.Monic(a)
		if len(trim(a)) > 0 && (!same(naiveMul(m, poly.Poly{trim(a).Lead()}), a) || m.Lead() != 1) {
			t.Fatalf("Monic(%v) = %v", a, m)
		}
		x := coeff(r)
		if got, want := poly.Eval(a, x), horner(a, x); got != want {
			t.Fatalf("Eval(%v, %d) = %d, want %d", a, x, got, want)
		}
		if poly.Equal(a, b) != same(a, b) || !poly.Equal(a, trim(a)) {
			t.Fatalf("Equal(%v, %v) wrong", a, b)
		}
	}
	if poly.Monic(poly.Poly{0, 0}) != nil || poly.Scale(0, poly.Poly{1, 2}) != nil || poly.Deriv(poly.Poly{5}) != nil {
		t.Errorf("Monic, Scale or Deriv of a zero result is not nil")
	}
	if poly.Eval(nil, 5) != 0 {
		t.Errorf("Eval(0, 5) != 0")
	}
}

func at(p poly.Poly, i int) uint64 {
	if i < len(p) {
		return p[i]
	}
	return 0
}

func normalised(p poly.Poly) bool { return len(p) == 0 || p[len(p)-1] != 0 }

// TestSquareSqrt checks Square and SquareTo (in place, into a buffer) against
// the schoolbook product, and Sqrt on squares and non-squares.
func TestSquareSqrt(t *testing.T) {
	r := rand.New(rand.NewPCG(49, 50))
	for _, n := range []int{0, 1, 2, 3, 17, 300} {
		p := randPoly(r, n)
		want := naiveMul(p, p)
		if got := poly.Square(p); !same(got, want) {
			t.Fatalf("Square of degree %d wrong", n-1)
		}
		if got := poly.Mul(p, p); !same(got, want) {
			t.Fatalf("Mul(p, p) of degree %d wrong", n-1)
		}
		buf := make(poly.Poly, len(p), 2*len(p)+1)
		copy(buf, p)
		if got := poly.SquareTo(buf, buf); !same(got, want) || len(got) > 0 && &got[0] != &buf[0] {
			t.Fatalf("SquareTo in place of degree %d wrong or not in place", n-1)
		}
		copy(buf[1:len(p)+1], p)
		if got := poly.SquareTo(buf[:0], buf[1:len(p)+1]); !same(got, want) {
			t.Fatalf("SquareTo into an overlapping dst, degree %d, wrong", n-1)
		}
		s, ok := poly.Sqrt(want)
		if !ok || !same(s, p) {
			t.Fatalf("Sqrt(p^2) = %v, %v; want p of degree %d", s, ok, n-1)
		}
		if n > 1 {
			odd := append(slices.Clone(want), 0)
			odd[1] ^= 1
			if s, ok := poly.Sqrt(odd); ok || s != nil {
				t.Fatalf("Sqrt of a non-square = %v, %v", s, ok)
			}
		}
	}
}

// TestMulTo checks MulTo with dst aliasing an operand, too short, and
// reusing its storage.
func TestMulTo(t *testing.T) {
	r := rand.New(rand.NewPCG(51, 52))
	for _, n := range []int{1, 5, 100, 600} {
		a, b := randPoly(r, n), randPoly(r, n+3)
		want := naiveMul(a, b)
		big := make(poly.Poly, 0, 3*n+10)
		if got := poly.MulTo(big, a, b); !same(got, want) || &got[:1][0] != &big[:1][0] {
			t.Fatalf("MulTo into a buffer, length %d: wrong or not in the buffer", n)
		}
		a2 := append(make(poly.Poly, 0, 3*n+10), a...)
		if got := poly.MulTo(a2, a2, b); !same(got, want) {
			t.Fatalf("MulTo with dst == a, length %d, wrong", n)
		}
		b2 := append(make(poly.Poly, 0, 3*n+10), b...)
		if got := poly.MulTo(b2[:0], a, b2); !same(got, want) {
			t.Fatalf("MulTo with dst sharing b, length %d, wrong", n)
		}
		if got := poly.MulTo(make(poly.Poly, 1), a, b); !same(got, want) {
			t.Fatalf("MulTo into a short dst, length %d, wrong", n)
		}
	}
	if got := poly.MulTo(make(poly.Poly, 5), nil, poly.Poly{1}); len(got) != 0 {
		t.Errorf("MulTo(0, 1) = %v", got)
	}
}

// TestPanics checks each documented panic and its message.
func TestPanics(t *testing.T) {
	for _, c := range []struct {
		msg string
		f   func()
	}{
		{"poly: DivMod by zero polynomial", func() { poly.DivMod(poly.Poly{1}, poly.Poly{0}) }},
		{"poly: Div by zero polynomial", func() { poly.Div(poly.Poly{1}, nil) }},
		{"poly: Mod by zero polynomial", func() { poly.Mod(poly.Poly{1}, nil) }},
		{"poly: InvSeries with n < 0", func() { poly.InvSeries(poly.Poly{1}, -1) }},
		{"poly: InvSeries of a series with constant term 0", func() { poly.InvSeries(poly.Poly{0, 1}, 3) }},
		{"poly: PowMod with zero modulus", func() { poly.PowMod(poly.Poly{1}, nil, nil) }},
		{"poly: PowMod with nil exponent", func() { poly.PowMod(poly.Poly{1}, nil, poly.Poly{1, 1}) }},
		{"poly: PowMod with negative exponent", func() { poly.PowMod(poly.Poly{1}, big.NewInt(-1), poly.Poly{1, 1}) }},
		{"poly: EvalRange with k = 64, negative or too large for a slice", func() { poly.EvalRange(poly.Poly{1}, 64) }},
		{"poly: EvalRange with k = -1, negative or too large for a slice", func() { poly.EvalRange(poly.Poly{1}, -1) }},
		{"poly: Interpolate of slices of different lengths", func() { poly.Interpolate([]uint64{1, 2}, []uint64{3}) }},
		{"poly: InterpolateRangeTo of a slice whose length is not a power of two", func() { poly.InterpolateRange(make([]uint64, 6)) }},
		{"poly: InterpolateRangeTo of a slice whose length is not a power of two", func() { poly.InterpolateRangeTo(nil, nil) }},
		{"poly: MinPoly over F_(2^-1): the subfields have widths 1, 2, 4, 8, 16, 32 and 64", func() { poly.MinPoly(5, -1) }},
		{"poly: EvalRangeTo into a slice whose length is not a power of two", func() { poly.EvalRangeTo(make([]uint64, 6), nil) }},
		{"poly: EvalRangeTo into a slice whose length is not a power of two", func() { poly.EvalRangeTo(nil, nil) }},
	} {
		func() {
			defer func() {
				if e := recover(); e != c.msg {
					t.Errorf("panic %v, want %q", e, c.msg)
				}
			}()
			c.f()
		}()
	}
}
