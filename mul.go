package nimber

//go:generate go run -tags purego polybasis_gen.go

// Add returns the nim-sum of x and y, their bitwise exclusive or. Every
// nimber is its own negative, so Add is also subtraction.
func Add(x, y uint64) uint64 { return x ^ y }

// Mul returns the nim-product of x and y.
//
// The product of two values below 2^(2^k) is again below 2^(2^k), so Mul
// serves every subfield: 8-, 16- and 32-bit nimbers multiply with it as they
// are. Mul(x, 0) == 0 and Mul(x, 1) == x for every x.
//
// On amd64 with PCLMULQDQ and AVX, and on arm64 with PMULL, the product is
// taken in the polynomial field GF(2)[x]/(x^64 + x^4 + x^3 + x + 1), which
// is isomorphic to the nimbers: both operands are mapped there by table,
// multiplied carry-less, reduced and mapped back. Elsewhere, and with the
// purego build tag, it is the half-split of the package comment, twice,
// with the 16-bit products looked up through logarithms.
func Mul(x, y uint64) uint64 { return mul(x, y) }

// mulGeneric is the portable Mul: the half-split of Lenstra twice, down to
// products in F_(2^16) looked up through logarithms.
//
//lint:ignore U1000 mul jumps here from assembly (clmul_amd64.s, clmul_arm64.s).
func mulGeneric(x, y uint64) uint64 {
	// Half-split with P = 2^32, H = 2^31:
	// (xh*P + xl)(yh*P + yl) = (z0 + z1)*P + z0 + z2*H, where
	// z0 = xl*yl, z1 = (xh+xl)(yh+yl), z2 = xh*yh.
	xl, xh := uint32(x), uint32(x>>32)
	yl, yh := uint32(y), uint32(y>>32)
	z0 := mul32(xl, yl)
	z1 := mul32(xl^xh, yl^yh)
	return uint64(z0^z1)<<32 | uint64(z0^mul32Half(xh, yh))
}

// exp16At returns gen16^l, the element of F_(2^16) whose logarithm is l
// (l < 2^18), which the product of elements whose logarithms sum to l is.
func exp16At(l uint32) uint32 { return uint32(exp16[l&expMask]) }

// mul16 returns a*b*gen16^extra in F_(2^16), for extra <= 2*order16.
func mul16(a, b uint16, extra uint32) uint32 {
	if a == 0 || b == 0 {
		return 0
	}
	return exp16At(uint32(log16[a]) + uint32(log16[b]) + extra)
}

// mul32 returns the product of a and b in F_(2^32): the half-split of Mul
// once more, with P = 2^16 and H = 2^15, and the three half-width products
// looked up through logarithms.
func mul32(a, b uint32) uint32 { return mul32Scaled(a, b, 0) }

// mul32Scaled returns a*b*s in F_(2^32), where s = gen16^l lies in F_(2^16)
// (l <= order16). Multiplying by an element of F_(2^16) multiplies each
// 16-bit half on its own, so s scales each half-width product of mul32.
func mul32Scaled(a, b, l uint32) uint32 {
	a0, a1 := uint16(a), uint16(a>>16)
	b0, b1 := uint16(b), uint16(b>>16)
	z0 := mul16(a0, b0, l)
	z1 := mul16(a0^a1, b0^b1, l)
	z2h := mul16(a1, b1, l+logH)
	return (z0^z1)<<16 | z0 ^ z2h
}

// mul32Half returns a*b*2^31 in F_(2^32). With w = a*b = wh*P + wl as in
// mul32 (P = 2^16, H = 2^15), 2^31 = P*H and P*P = P + H give
// w*P*H = ((wh+wl)*H)*P + wh*H*H, which is
// (z1*H + z2*H*H)*P + (z0 + z1)*H*H.
func mul32Half(a, b uint32) uint32 {
	a0, a1 := uint16(a), uint16(a>>16)
	b0, b1 := uint16(b), uint16(b>>16)
	as, bs := a0^a1, b0^b1
	hi := mul16(as, bs, logH) ^ mul16(a1, b1, logHH)
	lo := mul16(a0, b0, logHH) ^ mul16(as, bs, logHH)
	return hi<<16 | lo
}
