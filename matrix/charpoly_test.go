package matrix_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/matrix"
)

// interpolatedCharPoly returns det(xI + a) by Lagrange interpolation of its
// values at x = 0, 1, ..., n, each a determinant by Gauss–Jordan.
func interpolatedCharPoly(a naive) []uint64 {
	n := len(a)
	ys := make([]uint64, n+1)
	for t := range ys {
		m := a.clone()
		for i := range n {
			m[i][i] ^= uint64(t)
		}
		ys[t] = naiveDet(m)
	}
	p := make([]uint64, n+1)
	for j, y := range ys {
		// The basis polynomial prod over m != j of (x + m)/(j + m).
		basis := []uint64{1}
		denom := uint64(1)
		for m := range n + 1 {
			if m == j {
				continue
			}
			next := make([]uint64, len(basis)+1)
			for i, c := range basis {
				next[i+1] ^= c
				next[i] ^= nimber.Mul(c, uint64(m))
			}
			basis = next
			denom = nimber.Mul(denom, uint64(j^m))
		}
		f := nimber.Div(y, denom)
		for i, c := range basis {
			p[i] ^= nimber.Mul(f, c)
		}
	}
	return p
}

// evalAt returns p(a) by Horner's rule with the schoolbook product.
func evalAt(p []uint64, a naive) naive {
	n := len(a)
	r := toNaive(matrix.New(n, n, nil))
	for i := len(p) - 1; i >= 0; i-- {
		r = naiveMul(r, a, n, n, n)
		for d := range n {
			r[d][d] ^= p[i]
		}
	}
	return r
}

// companion returns the companion matrix of the monic polynomial f of
// degree n: ones on the subdiagonal and -f[0..n-1] in the last column.
func companion(f []uint64) *matrix.Dense {
	n := len(f) - 1
	c := matrix.New(n, n, nil)
	for i := range n {
		if i > 0 {
			c.Set(i, i-1, 1)
		}
		c.Set(i, n-1, f[i])
	}
	return c
}

func TestCharPolySmall(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for n := range 13 {
		for name, m := range structured(rng, n, n) {
			a := toNaive(m)
			p := m.CharPoly()
			if want := interpolatedCharPoly(a); !slices.Equal(p, want) {
				t.Fatalf("%s (%dx%d): CharPoly = %v, interpolation gives %v", name, n, n, p, want)
			}
			if z := evalAt(p, a); !matrix.Equal(fromNaive(z, n), matrix.New(n, n, nil)) {
				t.Fatalf("%s (%dx%d): p(A) != 0 for p = CharPoly(A)", name, n, n)
			}
		}
	}
}

func TestCharPolyLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	for _, n := range identitySizes() {
		for name, m := range map[string]*matrix.Dense{"random": random(rng, n, n), "lowrank": lowRank(rng, n, n, n/3)} {
			p := m.CharPoly()
			if p.Degree() != n || len(p) != n+1 || p[n] != 1 {
				t.Fatalf("%s n=%d: CharPoly has degree %d, leading coefficient %d", name, n, p.Degree(), p[len(p)-1])
			}
			if p[0] != m.Det() || p[n-1] != m.Trace() {
				t.Fatalf("%s n=%d: constant term %#x, det %#x; x^(n-1) term %#x, trace %#x", name, n, p[0], m.Det(), p[n-1], m.Trace())
			}
			// Cayley–Hamilton on a vector: p(A) v = 0, by Horner's rule.
			v := random(rng, n, 1).Col(0)
			y := make([]uint64, n)
			for i := n; i >= 0; i-- {
				y = m.MulVec(y)
				nimber.AddMulScalar(y, v, p[i])
			}
			if slices.ContainsFunc(y, func(x uint64) bool { return x != 0 }) {
				t.Fatalf("%s n=%d: p(A) v != 0", name, n)
			}
		}
		// The companion matrix of f has characteristic polynomial f, and so
		// has every matrix similar to it.
		f := random(rng, 1, n+1).Row(0)
		f[n] = 1
		c := companion(f)
		if got := c.CharPoly(); !slices.Equal(got, f) {
			t.Fatalf("n=%d: CharPoly of a companion matrix differs from its polynomial", n)
		}
		s := random(rng, n, n)
		sinv, err := s.Inverse()
		if err != nil {
			t.Fatal(err)
		}
		if got := matrix.Mul(matrix.Mul(s, c), sinv).CharPoly(); !slices.Equal(got, f) {
			t.Fatalf("n=%d: CharPoly of a conjugate of a companion matrix differs from its polynomial", n)
		}
		// The identity has (x + 1)^n, whose coefficient of x^i is
		// binomial(n, i) mod 2: 1 exactly when the bits of i are among
		// those of n (Lucas's theorem).
		got := matrix.Identity(n).CharPoly()
		for i, c := range got {
			if want := uint64(b2u(i&n == i)); c != want {
				t.Fatalf("n=%d: CharPoly(I) has %d at x^%d, want %d", n, c, i, want)
			}
		}
	}
	if p := matrix.New(0, 0, nil).CharPoly(); !slices.Equal(p, []uint64{1}) {
		t.Errorf("CharPoly of 0x0 = %v, want [1]", p)
	}
}

func ExampleDense_CharPoly() {
	// det(xI - A) = (x + 1)(x + 4) + 2*3 = x^2 + 5x + 5: the constant
	// term is det(A) and the coefficient of x the trace, 1 + 4 = 5.
	a := matrix.New(2, 2, []uint64{
		1, 2,
		3, 4,
	})
	fmt.Println(a.CharPoly())
	// Output:
	// x^2 + 5x + 5
}
