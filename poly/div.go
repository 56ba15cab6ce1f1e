package poly

import (
	"math/big"

	"github.com/nimberdev/nimber"
	"github.com/nimberdev/nimber/internal/kernel"
)

// DivMod returns the quotient q and the remainder r of a divided by b: the
// unique polynomials with a = q*b + r and deg r < deg b. Both are new.
//
// Short divisions are long divisions; long ones (quotient and divisor both
// of 512 coefficients or more on the vector kernels, 64 on the generic ones)
// multiply by the inverse of b reversed as a power series, found by
// Newton's method (see InvSeries), in O(M(n)) for M(n) the cost of a
// product.
//
// DivMod panics if b is the zero polynomial.
func DivMod(a, b Poly) (q, r Poly) {
	b = norm(b)
	if len(b) == 0 {
		panic("poly: DivMod by zero polynomial")
	}
	return newModulus(b).divMod(a, true)
}

// Div returns the quotient of a divided by b, as DivMod does.
//
// Div panics if b is the zero polynomial.
func Div(a, b Poly) Poly {
	b = norm(b)
	if len(b) == 0 {
		panic("poly: Div by zero polynomial")
	}
	q, _ := newModulus(b).divMod(a, true)
	return q
}

// Mod returns the remainder of a divided by b, as DivMod does.
//
// Mod panics if b is the zero polynomial.
func Mod(a, b Poly) Poly {
	b = norm(b)
	if len(b) == 0 {
		panic("poly: Mod by zero polynomial")
	}
	return newModulus(b).rem(a)
}

// A modulus divides by one polynomial m, as often as needed: it keeps m,
// made monic, in rep for long division, and the inverse of m reversed as a
// power series, as long as a division has needed it, for Newton's method.
type modulus struct {
	m       Poly     // normalised, nonzero
	n       int      // deg m
	invLead uint64   // 1/lead(m)
	vec     bool     // the rep of mon: the vector kernels'
	mon     []uint64 // m/lead(m), in rep
	rinv    Poly     // rev(m)^(-1) mod x^len(rinv), in nimbers
}

// newModulus returns the modulus of m, normalised and nonzero.
func newModulus(m Poly) *modulus {
	md := &modulus{m: m, n: len(m) - 1, invLead: nimber.Inv(m[len(m)-1])}
	md.vec = kernel.PolyVec() && md.n >= 8
	md.mon = make([]uint64, len(m))
	repAddMulGeneric(md.mon, m, md.invLead)
	toRep(md.mon, md.mon, md.vec)
	return md
}

// rem returns a mod m, a new Poly.
func (md *modulus) rem(a Poly) Poly {
	_, r := md.divMod(a, false)
	return r
}

// divMod returns a div m (nil unless wantQ) and a mod m, new Polys.
func (md *modulus) divMod(a Poly, wantQ bool) (q, r Poly) {
	a = norm(a)
	if len(a) <= md.n {
		return nil, append(Poly(nil), a...)
	}
	if md.n == 0 {
		if wantQ {
			q = Scale(md.invLead, a)
		}
		return q, nil
	}
	qlen := len(a) - md.n
	if min(qlen, md.n) >= tuned().newton {
		return md.divNewton(a, qlen, wantQ)
	}
	// Long division by the monic m/lead(m) in rep: each coefficient c of
	// the top, from x^(len(a)-1) down to x^n, is a coefficient of the
	// quotient and takes c*x^(i-n)*m/lead(m) away. The quotient by m is
	// that one times 1/lead(m).
	buf := getScratch(len(a))
	w := *buf
	toRep(w, a, md.vec)
	if wantQ {
		q = make(Poly, qlen)
	}
	for i := len(a) - 1; i >= md.n; i-- {
		c := w[i]
		if c == 0 {
			continue
		}
		if wantQ {
			q[i-md.n] = c
		}
		addMul(w[i-md.n:i], md.mon[:md.n], c, md.vec)
	}
	r = make(Poly, md.n)
	fromRep(r, w[:md.n], md.vec)
	putScratch(buf)
	if wantQ {
		fromRep(q, q, md.vec)
		nimber.MulScalar(q, q, md.invLead)
	}
	return norm(q), norm(r)
}

// divNewton is divMod by Newton's method, for a quotient of qlen
// coefficients. With rev the reversal of the coefficients, rev(a) =
// rev(q) rev(m) + x^qlen (...), so rev(q) = rev(a) rev(m)^(-1) mod x^qlen.
func (md *modulus) divNewton(a Poly, qlen int, wantQ bool) (q, r Poly) {
	if len(md.rinv) < qlen {
		rev := make(Poly, len(md.m))
		for i, c := range md.m {
			rev[len(rev)-1-i] = c
		}
		md.rinv = invSeries(rev, qlen, md.rinv)
	}
	top := make(Poly, qlen)
	for j := range top {
		top[j] = a[len(a)-1-j]
	}
	qrev := Mul(top, md.rinv[:min(qlen, len(md.rinv))])
	q = make(Poly, qlen)
	for j := range min(qlen, len(qrev)) {
		q[qlen-1-j] = qrev[j]
	}
	qm := Mul(q, md.m)
	r = make(Poly, md.n)
	copy(r, a[:md.n])
	xorInto(r, qm[:min(md.n, len(qm))])
	if !wantQ {
		q = nil
	}
	return norm(q), norm(r)
}

// InvSeries returns the inverse of the power series p modulo x^n: the
// polynomial g of degree below n with p*g = 1 mod x^n. InvSeries(p, 0) is
// the zero polynomial.
//
// It takes Newton's steps g -> g (2 - p g) mod x^(2l), which double the
// number l of correct coefficients; in characteristic 2 the step is
// g -> p g^2, one product (squares are free, see Square), so the inverse
// costs about two products of length n.
//
// InvSeries panics if n < 0 or if p has constant term 0 (then p has no
// inverse).
func InvSeries(p Poly, n int) Poly {
	if n < 0 {
		panic("poly: InvSeries with n < 0")
	}
	if len(p) == 0 || p[0] == 0 {
		panic("poly: InvSeries of a series with constant term 0")
	}
	return norm(invSeries(norm(p), n, nil))
}

// invSeries returns p^(-1) mod x^n, going on from g, the inverse mod
// x^len(g) (nil or empty to start), for p(0) != 0.
func invSeries(p Poly, n int, g Poly) Poly {
	if n == 0 {
		return nil
	}
	l := len(g)
	if l == 0 {
		g, l = Poly{nimber.Inv(p[0])}, 1
	}
	g = append(Poly(nil), g...)
	for l < n {
		l2 := min(2*l, n)
		g2 := Square(g)
		g2 = g2[:min(len(g2), l2)]
		g = Mul(p[:min(len(p), l2)], g2)
		g = g[:min(len(g), l2)]
		if len(g) < l2 {
			g = append(g, make(Poly, l2-len(g))...)
		}
		l = l2
	}
	return g[:n]
}

// PowMod returns p^e mod m, by squaring and multiplying. The exponent is a
// big.Int, as that of nimber's Big.Pow, because the useful ones are as
// large as the fields they work in: with r = x^(2^(64d)) mod m, for one,
// GCD(r - x, m) is the product of the irreducible factors of a squarefree m
// whose degrees divide d. PowMod(p, 0, m) is 1 mod m, which is 0 for a
// constant m.
//
// PowMod panics if m is the zero polynomial, or if e is nil or negative.
func PowMod(p Poly, e *big.Int, m Poly) Poly {
	m = norm(m)
	switch {
	case len(m) == 0:
		panic("poly: PowMod with zero modulus")
	case e == nil:
		panic("poly: PowMod with nil exponent")
	case e.Sign() < 0:
		panic("poly: PowMod with negative exponent")
	}
	return newModulus(m).pow(p, e)
}

// pow returns p^e mod m, for e >= 0.
func (md *modulus) pow(p Poly, e *big.Int) Poly {
	if md.n == 0 {
		return nil
	}
	base := md.rem(p)
	r := Poly{1}
	for i := e.BitLen() - 1; i >= 0; i-- {
		r = md.rem(Square(r))
		if e.Bit(i) == 1 {
			r = md.rem(Mul(r, base))
		}
	}
	return r
}
