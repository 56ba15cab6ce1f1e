package nimber

// Trace returns the absolute trace of x, the nimber 0 or 1: the sum
// x + x^2 + x^4 + ... + x^(2^(v-1)) in the field F_(2^v) with
// v = max(64, x.FieldWidth()). That is F_(2^64) for x < 2^64, where Trace
// agrees with the function Trace, and the smallest field holding x beyond.
// The trace is bit v-1 of x.
//
// The trace depends on the field: in every field F_(2^u) holding x (u a
// power of two, u >= x.FieldWidth()) it is bit u-1 of x, x.Bit(u-1), which
// is 0 in each field larger than the smallest. So 1 has trace 1 in F_2 and
// 0 in F_4 and beyond, and x*x + x = 1, which has no root in F_2, has the
// roots 2 and 3 in F_4.
func (x *Big) Trace() uint64 {
	notNil("Trace", x)
	// Write Tr_u for the trace of F_(2^u) and x = a*P + b at P = 2^(u/2),
	// a and b in the half field F_(2^(u/2)). The trace is the trace of the
	// half field applied to the relative trace x + x^(2^(u/2)), where
	// x^(2^(u/2)) is the conjugate a*(P + 1) + b (P and P + 1 are the roots
	// of t*t + t = P/2); so the relative trace is a, and Tr_u(x) is
	// Tr_(u/2)(a). Halving down to F_2, where the trace of x is x itself,
	// leaves bit u/2-1 of a, which is bit u-1 of x.
	return uint64(x.Bit(max(64, x.FieldWidth()) - 1))
}

// SolveQuadratic sets z and z1 to the roots of x*x + b*x = c, the smaller
// in z, and returns z, z1 and true, as the function SolveQuadratic returns
// x0 < x1 and ok. When the equation has no root, z and z1 are left unchanged
// and SolveQuadratic returns nil, nil and false. z1 is the second result
// receiver, as the remainder r is in math/big's QuoRem(x, y, r); z and z1
// may be b or c.
//
// The roots are those in the field F_(2^v) with
// v = max(64, b.FieldWidth(), c.FieldWidth()): the smallest field holding b
// and c, but at least F_(2^64), so that for b, c < 2^64 SolveQuadratic
// agrees with the function SolveQuadratic.
//
// For b != 0 there are two roots or none. They sum to b (z1 = z + b), and
// they exist exactly when c/(b*b) has trace 0 in F_(2^v), that is when bit
// v-1 of c/(b*b) is 0 (see Trace). For b == 0 the equation x*x = c has the
// one root Sqrt(c), to which SolveQuadratic sets both z and z1.
//
// An equation with no root in F_(2^v) has two in F_(2^(2v)), since every
// element of F_(2^v) has trace 0 there; SolveQuadratic does not seek them.
//
// SolveQuadratic solves t*t + t = c/(b*b), and x = b*t: the equation in t
// splits into two of half the width, one for each half of t, down to
// 64-bit equations. It costs a few products of the width of the field, most
// of it in the inverse of b*b.
//
// SolveQuadratic panics if z and z1 are the same Big.
func (z *Big) SolveQuadratic(b, c, z1 *Big) (x0, x1 *Big, ok bool) {
	notNil("SolveQuadratic", z, b, c, z1)
	if z == z1 {
		panic("nimber: Big.SolveQuadratic with one Big for both roots")
	}
	// Each case reads b and c in full before it sets z or z1, which may be
	// b or c.
	switch {
	case len(b.words) == 0:
		z.Sqrt(c)
		return z, z1.Set(z), true
	case len(b.words) == 1 && len(c.words) <= 1:
		x0, x1, ok := SolveQuadratic(b.words[0], c.Uint64())
		if !ok {
			return nil, nil, false
		}
		return z.SetUint64(x0), z1.SetUint64(x1), true
	}
	n := fieldWords(max(len(b.words), len(c.words)))
	var d Big
	d.Div(c, d.Square(b))
	if d.Bit(64*n-1) != 0 { // the trace of d in F_(2^(64n))
		return nil, nil, false
	}
	var r0, r1 Big
	r0.setComputed(n, scratchWords(n), func(w *wordTables, r, s []uint64) { w.artinWords(r, d.words, s) })
	r0.Mul(&r0, b)
	r1.Add(&r0, b)
	if r1.Cmp(&r0) < 0 {
		return z.Set(&r1), z1.Set(&r0), true
	}
	return z.Set(&r0), z1.Set(&r1), true
}
