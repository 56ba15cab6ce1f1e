package poly

import "github.com/nimberdev/nimber"

// A Poly is a polynomial over the nimbers: its coefficients, constant term
// first. A Poly is normalised when it has no trailing zero coefficients; nil
// and the empty slice are the zero polynomial. The functions of this package
// accept any Poly and return normalised ones.
type Poly []uint64

// Degree returns the degree of p, the index of its last nonzero coefficient,
// and -1 for the zero polynomial.
func (p Poly) Degree() int {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] != 0 {
			return i
		}
	}
	return -1
}

// Lead returns the leading coefficient of p, the coefficient of x^Degree(p),
// and 0 for the zero polynomial.
func (p Poly) Lead() uint64 {
	if d := p.Degree(); d >= 0 {
		return p[d]
	}
	return 0
}

// norm returns p without its trailing zeros.
func norm(p Poly) Poly { return p[:p.Degree()+1] }

// Equal reports whether a and b are the same polynomial: trailing zeros do
// not count, so nil, Poly{} and Poly{0} are all equal.
func Equal(a, b Poly) bool {
	a, b = norm(a), norm(b)
	if len(a) != len(b) {
		return false
	}
	for i, c := range a {
		if b[i] != c {
			return false
		}
	}
	return true
}

// Add returns a + b, a new Poly. Each coefficient is the nim-sum (exclusive
// or) of those of a and b.
func Add(a, b Poly) Poly {
	if len(a) < len(b) {
		a, b = b, a
	}
	s := make(Poly, len(a))
	copy(s, a)
	xorInto(s, b)
	return norm(s)
}

// Sub returns a - b, which is a + b: every nimber is its own negative.
func Sub(a, b Poly) Poly { return Add(a, b) }

// Scale returns c*p, a new Poly; Scale(0, p) is the zero polynomial. The
// scalar comes first, as in matrix.Scale.
func Scale(c uint64, p Poly) Poly {
	p = norm(p)
	if c == 0 || len(p) == 0 {
		return nil
	}
	s := make(Poly, len(p))
	nimber.MulScalar(s, p, c)
	return s
}

// Deriv returns the formal derivative of p. The derivative of c*x^i is
// i*c*x^(i-1), and i*c is c for odd i and 0 for even i (the field has
// characteristic 2), so Deriv keeps the odd-degree coefficients of p, one
// degree down. The derivative of a constant is 0.
func Deriv(p Poly) Poly {
	p = norm(p)
	if len(p) <= 1 {
		return nil
	}
	d := make(Poly, len(p)-1)
	for i := 1; i < len(p); i += 2 {
		d[i-1] = p[i]
	}
	return norm(d)
}

// Monic returns p divided by its leading coefficient, a new Poly whose
// leading coefficient is 1. Monic of the zero polynomial is the zero
// polynomial.
func Monic(p Poly) Poly {
	p = norm(p)
	if len(p) == 0 {
		return nil
	}
	return Scale(nimber.Inv(p[len(p)-1]), p)
}

// Eval returns p(x), by Horner's rule. The zero polynomial is 0 everywhere.
func Eval(p Poly, x uint64) uint64 {
	var v uint64
	for i := len(p) - 1; i >= 0; i-- {
		v = nimber.Mul(v, x) ^ p[i]
	}
	return v
}

// xorGeneric adds src to dst, coefficient by coefficient, for
// len(src) <= len(dst): the portable xorInto.
func xorGeneric(dst, src []uint64) {
	dst = dst[:len(src)]
	for i, v := range src {
		dst[i] ^= v
	}
}
