package nimber

// Trace returns the absolute trace of x, x + x^2 + x^4 + ... + x^(2^63),
// which is 0 or 1. In the nimber field it is the top bit of x: every value
// below 2^63 has trace 0, and 2^63 has trace 1.
func Trace(x uint64) uint64 { return x >> 63 }

// SolveQuadratic returns the roots in F_(2^64) of x*x + b*x = c.
//
// For b != 0 there are two roots or none: ok reports which, x0 < x1 and
// x1 == x0 ^ b (the roots sum to b). A root exists exactly when
// Trace(c / (b*b)) == 0. For b == 0 the equation x*x = c has the one root
// Sqrt(c), returned as both x0 and x1, and ok is true. When ok is false,
// x0 and x1 are 0.
//
// The roots of equations over a subfield need not lie in it: x*x + x = 1 has
// the roots 2 and 3, outside F_2.
func SolveQuadratic(b, c uint64) (x0, x1 uint64, ok bool) {
	if b == 0 {
		r := Sqrt(c)
		return r, r, true
	}
	// Substitute x = b*t: t*t + t = c/(b*b), an Artin-Schreier equation,
	// solvable exactly when its right side has trace 0.
	d := Mul(c, Inv(Square(b)))
	if Trace(d) != 0 {
		return 0, 0, false
	}
	x0 = Mul(b, artinMap.Apply(d))
	x1 = x0 ^ b
	if x1 < x0 {
		x0, x1 = x1, x0
	}
	return x0, x1, true
}
