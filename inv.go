package nimber

import "github.com/nimberdev/nimber/internal/kernel"

// Inv returns the multiplicative inverse of x: the unique y with
// Mul(x, y) == 1. Inv(1) == 1 and Inv(2) == 3.
//
// Inv panics if x == 0, which has no inverse.
func Inv(x uint64) uint64 {
	if x == 0 {
		panic("nimber: Inv of zero")
	}
	// With P = 2^32 and H = 2^31, x = xh*P + xl has the inverse
	// (xh*P + (xh+xl)) / d, where d = (xh+xl)*xl + xh*xh*H is the norm of
	// x to F_(2^32).
	xl, xh := uint32(x), uint32(x>>32)
	if xh == 0 {
		return uint64(inv32(xl))
	}
	d := kernel.Mul32(xh^xl, xl) ^ uint32(sqHalfMap.Apply(uint64(xh)))
	// One level down, 1/d = conj(d)/n with n in F_(2^16); dividing by n
	// is free in the log domain, which keeps the chain of lookups short.
	c, ln := invParts(d)
	return uint64(kernel.Mul32Scaled(c, xh, ln))<<32 | uint64(kernel.Mul32Scaled(c, xh^xl, ln))
}

// invParts returns, for a != 0 in F_(2^32), the conjugate c = a1*P + (a1+a0)
// of a = a1*P + a0 (P = 2^16, H = 2^15) and the logarithm of 1/n, where
// n = (a1+a0)*a0 + a1*a1*H = a*c is the norm of a to F_(2^16). So 1/a = c/n.
func invParts(a uint32) (c, ln uint32) {
	a0, a1 := uint16(a), uint16(a>>16)
	n := kernel.Mul16(a0^a1, a0, 0) ^ kernel.Mul16(a1, a1, kernel.LogH)
	return a&0xffff0000 | uint32(a0^a1), kernel.Order16 - uint32(kernel.Log16[n])
}

// inv32 returns the inverse of a != 0 in F_(2^32).
func inv32(a uint32) uint32 {
	c, ln := invParts(a)
	return kernel.Mul16(uint16(c>>16), 1, ln)<<16 | kernel.Mul16(uint16(c), 1, ln)
}

// Div returns x/y, that is Mul(x, Inv(y)). Div(0, y) == 0 for y != 0.
//
// Div panics if y == 0.
func Div(x, y uint64) uint64 {
	if y == 0 {
		panic("nimber: Div by zero")
	}
	return Mul(x, Inv(y))
}
