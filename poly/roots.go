package poly

import (
	"slices"

	"github.com/nimberdev/nimber"
)

// Roots returns the distinct roots of p in F_(2^64), in ascending order: a
// repeated root appears once, and a constant p has none.
//
// The roots of p are those of g = gcd(p, x^(2^64) - x), which has them
// once each: x^(2^64) mod p takes 64 squarings modulo p. g is then split by
// the trace maps (Berlekamp): for a root r, Tr(b r) = sum of (b r)^(2^i),
// i < 64, is 0 or 1, so gcd(g, Tr(b x) mod g) collects the roots with
// Tr(b r) = 0. The 64 maps r -> Tr(2^j r) together tell every two elements
// apart (the trace form is nondegenerate), so splitting by them in turn,
// j = 0, 1, ..., 63, separates all the roots without random choices.
// Factors of degree 2 are solved by nimber.SolveQuadratic.
//
// Roots panics if p is the zero polynomial, which vanishes everywhere.
func Roots(p Poly) []uint64 {
	p = norm(p)
	if len(p) == 0 {
		panic("poly: Roots of zero polynomial")
	}
	if len(p) == 1 {
		return nil
	}
	f := Monic(p)
	md := newModulus(f)
	// pows[i] = x^(2^i) mod f, for i <= 64.
	pows := make([]Poly, 65)
	pows[0] = md.rem(Poly{0, 1})
	for i := 1; i <= 64; i++ {
		pows[i] = md.rem(Square(pows[i-1]))
	}
	g := GCD(f, Add(pows[64], pows[0]))
	if len(g) < len(f) {
		pows = nil // splitRoots takes them modulo g only when g is f
	}
	roots := splitRoots(g, pows)
	slices.Sort(roots)
	return roots
}

// splitRoots returns the roots of g, monic, squarefree and a product of
// linear factors, in no particular order; pows, if not nil, are x^(2^i)
// mod g for i < 64 (and more).
func splitRoots(g Poly, pows []Poly) []uint64 {
	if len(g) <= 1 {
		return nil
	}
	// pows[i] = x^(2^i) mod g, and traces[j] = Tr(2^j x) mod g, which is the
	// sum over i of (2^j)^(2^i) x^(2^i).
	if pows == nil {
		md := newModulus(g)
		pows = make([]Poly, 64)
		pows[0] = md.rem(Poly{0, 1})
		for i := 1; i < 64; i++ {
			pows[i] = md.rem(Square(pows[i-1]))
		}
	}
	pows = pows[:64]
	traces := make([]Poly, 64)
	for j := range traces {
		t := make(Poly, len(g)-1)
		c := uint64(1) << j
		for _, pw := range pows {
			nimber.AddMulScalar(t[:len(pw)], pw, c)
			c = nimber.Square(c)
		}
		traces[j] = norm(t)
	}
	var roots []uint64
	// A factor h of g splits by Tr(2^j x) mod h, which is (Tr(2^j x) mod
	// p) mod h for the factor p that h was split from: so each factor
	// reduces a trace from its parent's, of about twice its degree, once,
	// where reducing traces[j], of the degree of g, for every factor cost
	// deg(g) steps a coefficient of h.
	type factor struct {
		h      Poly
		parent *factor
		ts     map[int]Poly // Tr(2^j x) mod h, as they are asked for
	}
	var trace func(f *factor, j int) Poly
	trace = func(f *factor, j int) Poly {
		if f.parent == nil {
			return traces[j]
		}
		t, ok := f.ts[j]
		if !ok {
			t = newModulus(f.h).rem(trace(f.parent, j))
			f.ts[j] = t
		}
		return t
	}
	var split func(f *factor, j int)
	split = func(f *factor, j int) {
		h := f.h
		switch len(h) {
		case 2:
			roots = append(roots, h[0])
			return
		case 3:
			// x^2 + b x + c = 0, with b != 0 as the roots are distinct.
			r0, r1, _ := nimber.SolveQuadratic(h[1], h[0])
			roots = append(roots, r0, r1)
			return
		}
		for ; j < 64; j++ {
			d := GCD(h, trace(f, j))
			if len(d) > 1 && len(d) < len(h) {
				split(&factor{d, f, map[int]Poly{}}, j+1)
				split(&factor{Div(h, d), f, map[int]Poly{}}, j+1)
				return
			}
		}
		panic("poly: Roots: a factor that no trace splits") // impossible: the traces separate any two roots
	}
	split(&factor{h: g}, 0)
	return roots
}
