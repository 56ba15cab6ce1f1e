package poly

import (
	"cmp"
	"math/rand/v2"
	"slices"
)

// A Factor is an irreducible factor of a polynomial, monic, and its
// multiplicity. It prints as a power, (x + 40)^2, in the syntax of Parse.
type Factor struct {
	P    Poly
	Mult int
}

// Factors is a product of factors, the factorization that Factorize
// returns. It prints as the product, x^3 * (x + 2)^2 * (x + 5), in the
// syntax of Parse; no factors print as 1, the empty product.
type Factors []Factor

// Factorize returns the factorization of p into monic irreducible
// polynomials over F_(2^64): the distinct factors with their
// multiplicities, so that p is lead(p) times the product of the P^Mult. The
// factors are sorted by degree, then by their coefficients from the leading
// one down (so the linear factors x + r come in ascending order of r). A
// constant p has no factors.
//
// Factorize takes three steps (von zur Gathen and Gerhard, Modern Computer
// Algebra, ch. 14): the squarefree factorization from gcds with the
// derivative (where the derivative is 0, p is a square, and Sqrt takes the
// root); the distinct-degree factorization, which collects the factors of
// degree d as gcd(f, x^(q^d) - x), q = 2^64, raising to the power q by the
// matrix of the F_q-linear map h -> h^q mod f; and the equal-degree
// factorization, which splits a product of factors of degree d by
// gcd(f, Tr(a)) for random a, Tr the trace from F_(q^d) to F_2 (for d = 1,
// by the deterministic splitting of Roots). The random choices are seeded,
// so the result and its time do not vary from run to run.
//
// Factorize panics if p is the zero polynomial.
func Factorize(p Poly) Factors {
	p = norm(p)
	if len(p) == 0 {
		panic("poly: Factorize of zero polynomial")
	}
	var out []Factor
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sf := range squarefree(Monic(p)) {
		md := newModulus(sf.P)
		fr := newFrobenius(md)
		for _, part := range distinctDegree(fr) {
			for _, h := range equalDegree(part.g, part.d, fr, rng) {
				out = append(out, Factor{h, sf.Mult})
			}
		}
	}
	slices.SortFunc(out, func(x, y Factor) int {
		if c := cmp.Compare(len(x.P), len(y.P)); c != 0 {
			return c
		}
		for i := len(x.P) - 1; i >= 0; i-- {
			if c := cmp.Compare(x.P[i], y.P[i]); c != 0 {
				return c
			}
		}
		return 0
	})
	return out
}

// squarefree returns the squarefree factorization of f, monic: pairwise
// coprime squarefree monic polynomials P of positive degree whose powers
// P^Mult multiply to f. An irreducible factor u of f with multiplicity e
// divides f' exactly e-1 times if e is odd, and at least e times if e is
// even (then the derivative of u^e vanishes). So with c = gcd(f, f'),
// w = f/c is the product of the factors of odd multiplicity, and taking
// y = gcd(w, c), w/y, and w, c = y, c/y, in turn gives them by
// multiplicity 1, 2, 3, ... (a factor of odd multiplicity e leaves w after
// e steps). What is left of c then has only factors of even multiplicity:
// it is a square, whose root (Sqrt) is factored in turn, its multiplicities
// doubled (Modern Computer Algebra, ch. 14).
func squarefree(f Poly) []Factor {
	var out []Factor
	for mult := 1; len(f) > 1; mult *= 2 {
		c := GCD(f, Deriv(f))
		w := Div(f, c)
		for i := 1; len(w) > 1; i++ {
			y := GCD(w, c)
			if fac := Div(w, y); len(fac) > 1 {
				out = append(out, Factor{fac, i * mult})
			}
			w = y
			c = Div(c, y)
		}
		f, _ = Sqrt(c)
	}
	return out
}

// A degreePart is the product g of the irreducible factors of degree d of
// a squarefree polynomial.
type degreePart struct {
	d int
	g Poly
}

// distinctDegree returns the distinct-degree factorization of f, the
// squarefree modulus of fr, by increasing d: the product of the irreducible
// factors of f of degree d is gcd(f, x^(q^d) - x) once the factors of lower
// degree are divided out. A remainder with no factor of degree up to half
// its own is irreducible.
func distinctDegree(fr *frobenius) []degreePart {
	var out []degreePart
	f := fr.md.m
	x := fr.md.rem(Poly{0, 1})
	h := fr.xq // x^(q^d) mod the modulus
	for d := 1; 2*d < len(f); d++ {
		if g := GCD(f, Add(h, x)); len(g) > 1 {
			out = append(out, degreePart{d, g})
			f = Div(f, g)
		}
		h = fr.pow(h)
	}
	if len(f) > 1 {
		out = append(out, degreePart{len(f) - 1, f})
	}
	return out
}

// equalDegree returns the irreducible factors of g, a monic product of
// distinct irreducible polynomials of degree d that divides the modulus of
// fr. For a of degree below deg g, u = a + a^q + ... + a^(q^(d-1)) mod g
// lies in F_q in each factor's field F_(q^d), and T = u + u^2 + ... +
// u^(2^63) mod g, its trace to F_2, is 0 or 1 there, each with probability
// 1/2 for random a, so gcd(g, T) splits g unless the factors all agree.
func equalDegree(g Poly, d int, fr *frobenius, rng *rand.Rand) []Poly {
	switch {
	case len(g)-1 == d:
		return []Poly{g}
	case d == 1:
		roots := splitRoots(g, nil)
		out := make([]Poly, len(roots))
		for i, r := range roots {
			out[i] = Poly{r, 1}
		}
		return out
	}
	md := newModulus(g)
	for {
		a := make(Poly, len(g)-1)
		for i := range a {
			a[i] = rng.Uint64()
		}
		u, ap := norm(a), norm(a)
		for range d - 1 {
			ap = fr.pow(ap) // modulo fr's modulus, a multiple of g
			u = Add(u, ap)
		}
		u = md.rem(u)
		t := u
		for range 63 {
			u = md.rem(Square(u))
			t = Add(t, u)
		}
		if s := GCD(g, t); len(s) > 1 && len(s) < len(g) {
			return append(equalDegree(s, d, fr, rng), equalDegree(Div(g, s), d, fr, rng)...)
		}
	}
}

// IsIrreducible reports whether p is irreducible over F_(2^64): of positive
// degree n and no product of two polynomials of positive degree. It checks
// that p has no factor of degree d <= n/2, by gcd(p, x^(q^d) - x) = 1 for
// each such d (Ben-Or's test). Constants, and so the zero polynomial, are
// not irreducible.
func IsIrreducible(p Poly) bool {
	p = norm(p)
	if len(p) <= 2 {
		return len(p) == 2
	}
	f := Monic(p)
	md := newModulus(f)
	fr := newFrobenius(md)
	x := md.rem(Poly{0, 1})
	h := fr.xq
	for d := 1; 2*d < len(f); d++ {
		if len(GCD(f, Add(h, x))) > 1 {
			return false
		}
		h = fr.pow(h)
	}
	return true
}
