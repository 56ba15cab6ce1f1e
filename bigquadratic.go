package nimber

// Trace returns the absolute trace of x, 0 or 1: the sum
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
func (x *Big) Trace() uint {
	// Write Tr_u for the trace of F_(2^u) and x = a*P + b at P = 2^(u/2),
	// a and b in the half field F_(2^(u/2)). The trace is the trace of the
	// half field applied to the relative trace x + x^(2^(u/2)), where
	// x^(2^(u/2)) is the conjugate a*(P + 1) + b (P and P + 1 are the roots
	// of t*t + t = P/2); so the relative trace is a, and Tr_u(x) is
	// Tr_(u/2)(a). Halving down to F_2, where the trace of x is x itself,
	// leaves bit u/2-1 of a, which is bit u-1 of x.
	return x.Bit(max(64, x.FieldWidth()) - 1)
}

// SolveQuadratic sets z to the smaller root of x*x + b*x = c, and returns z
// and true; when the equation has no root, z is left unchanged and
// SolveQuadratic returns nil and false. The roots are those in the field
// F_(2^v) with v = max(64, b.FieldWidth(), c.FieldWidth()): the smallest
// field holding b and c, but at least F_(2^64), so that for b, c < 2^64
// SolveQuadratic agrees with the function SolveQuadratic, whose first
// result is the smaller root.
//
// For b != 0 there are two roots or none. The other root is z + b (the two
// sum to b), and they exist exactly when c/(b*b) has trace 0 in F_(2^v),
// that is when bit v-1 of c/(b*b) is 0 (see Trace). For b == 0 the equation
// x*x = c has the one root Sqrt(c), and SolveQuadratic sets z to it.
//
// An equation with no root in F_(2^v) has two in F_(2^(2v)), since every
// element of F_(2^v) has trace 0 there; SolveQuadratic does not seek them.
//
// SolveQuadratic solves t*t + t = c/(b*b) by the half-split: the equation
// splits into two of half the width (see the comment of artinWords), down
// to the 64-bit solver, and x = b*t. It costs a few products of the width
// of the field, most of it in the inverse of b*b.
func (z *Big) SolveQuadratic(b, c *Big) (*Big, bool) {
	if len(b.words) == 0 {
		return z.Sqrt(c), true
	}
	if len(b.words) == 1 && len(c.words) <= 1 {
		x0, _, ok := SolveQuadratic(b.words[0], c.Uint64())
		if !ok {
			return nil, false
		}
		return z.SetUint64(x0), true
	}
	n := fieldWords(max(len(b.words), len(c.words)))
	var d Big
	d.Div(c, d.Square(b))
	if d.Bit(64*n-1) != 0 { // the trace of d in F_(2^(64n))
		return nil, false
	}
	var x0, x1 Big
	x0.setComputed(n, func(w *wordTables, r, s []uint64) { w.artinWords(r, d.words, s) })
	x0.Mul(&x0, b)
	x1.Add(&x0, b)
	if x1.Cmp(&x0) < 0 {
		return z.Set(&x1), true
	}
	return z.Set(&x0), true
}
