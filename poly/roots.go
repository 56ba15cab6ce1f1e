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
	x := md.rem(Poly{0, 1})
	y := x
	for range 64 {
		y = md.rem(Square(y))
	}
	g := GCD(f, Add(y, x))
	roots := splitRoots(g)
	slices.Sort(roots)
	return roots
}

// splitRoots returns the roots of g, monic, squarefree and a product of
// linear factors, in no particular order.
func splitRoots(g Poly) []uint64 {
	if len(g) <= 1 {
		return nil
	}
	// pows[i] = x^(2^i) mod g, and traces[j] = Tr(2^j x) mod g, which is the
	// sum over i of (2^j)^(2^i) x^(2^i).
	md := newModulus(g)
	pows := make([]Poly, 64)
	pows[0] = md.rem(Poly{0, 1})
	for i := 1; i < 64; i++ {
		pows[i] = md.rem(Square(pows[i-1]))
	}
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
	var split func(h Poly, j int)
	split = func(h Poly, j int) {
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
			t := traces[j]
			if len(h) < len(g) {
				t = newModulus(h).rem(t)
			}
			d := GCD(h, t)
			if len(d) > 1 && len(d) < len(h) {
				split(d, j+1)
				split(Div(h, d), j+1)
				return
			}
		}
		panic("poly: Roots: a factor that no trace splits") // impossible: the traces separate any two roots
	}
	split(g, 0)
	return roots
}
