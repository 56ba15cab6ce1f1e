package poly

import "github.com/nimberdev/nimber"

// Square returns p*p. In characteristic 2 the square of a sum is the sum of
// the squares, so the square of sum c_i x^i is sum c_i^2 x^(2i): Square takes
// one nimber.Square per coefficient and no products.
func Square(p Poly) Poly { return SquareTo(nil, p) }

// SquareTo sets dst to p*p and returns it, with the conventions of MulTo;
// dst may be p itself.
func SquareTo(dst, p Poly) Poly {
	p = norm(p)
	if len(p) == 0 {
		return dst[:0]
	}
	n := 2*len(p) - 1
	if sameArray(dst, p) && cap(dst) >= n && &dst[:1][0] == &p[0] {
		// In place: from the top, so that no coefficient is overwritten
		// before it is read.
		dst = dst[:n]
		for i := len(p) - 1; i > 0; i-- {
			dst[2*i] = nimber.Square(dst[i])
			dst[2*i-1] = 0
		}
		dst[0] = nimber.Square(dst[0])
		return dst
	}
	if sameArray(dst, p) {
		dst = nil
	}
	dst = resize(dst, n)
	for i, c := range p {
		dst[2*i] = nimber.Square(c)
		if 2*i+1 < n {
			dst[2*i+1] = 0
		}
	}
	return dst
}

// Sqrt returns the square root of p when p is a square: the polynomial s
// with s*s = p, and true. In characteristic 2, (sum c_i x^i)^2 is
// sum c_i^2 x^(2i), so p is a square exactly when its odd-degree
// coefficients are 0 (every nimber is a square), and then s has the square
// roots of its even-degree coefficients. If p is not a square, Sqrt returns
// nil and false. The zero polynomial is the square of itself.
func Sqrt(p Poly) (Poly, bool) {
	p = norm(p)
	s := make(Poly, (len(p)+1)/2)
	for i, c := range p {
		if i%2 == 1 {
			if c != 0 {
				return nil, false
			}
			continue
		}
		s[i/2] = nimber.Sqrt(c)
	}
	return s, true
}

// frobeniusRowsMax bounds the degree of f for which a frobenius keeps the
// matrix of h -> h^q mod f (deg f squared words); above it, each power
// takes 64 squarings.
const frobeniusRowsMax = 1024

// A frobenius raises polynomials modulo f to the power q = 2^64. The map
// h -> h^q mod f is F_q-linear, since c^q = c for every coefficient c, so
// it is the matrix whose row i is x^(q i) mod f: one product by the matrix,
// deg f squared products of nimbers, instead of 64 squarings modulo f.
type frobenius struct {
	md   *modulus
	xq   Poly   // x^q mod f
	rows []Poly // x^(q i) mod f for i < deg f, or nil above frobeniusRowsMax
}

// newFrobenius returns the frobenius of md's modulus, of degree 1 or more.
func newFrobenius(md *modulus) *frobenius {
	fr := &frobenius{md: md, xq: md.rem(Poly{0, 1})}
	for range 64 {
		fr.xq = md.rem(Square(fr.xq))
	}
	if md.n <= frobeniusRowsMax {
		fr.rows = make([]Poly, md.n)
		fr.rows[0] = Poly{1}
		for i := 1; i < md.n; i++ {
			fr.rows[i] = md.rem(Mul(fr.rows[i-1], fr.xq))
		}
	}
	return fr
}

// pow returns h^q mod f for h of degree below deg f.
func (fr *frobenius) pow(h Poly) Poly {
	h = norm(h)
	if fr.rows == nil {
		for range 64 {
			h = fr.md.rem(Square(h))
		}
		return h
	}
	out := make(Poly, fr.md.n)
	for i, c := range h {
		if c != 0 {
			row := fr.rows[i]
			nimber.AddMulScalar(out[:len(row)], row, c)
		}
	}
	return norm(out)
}
